"""The window's part of tables across computers (issue 25): hosting a game that has seats "on
another computer" (the host of desktop.network serves it; the invitation shows where to join),
Game ▸ Join a table… (a RemoteTable takes the window's table), Game ▸ Players away… (the host lets
a computer play a disconnected seat, or waits), and the banner that says who the table waits for.
The window owns one `NetworkTables`; it holds no game of its own.

The window creates it at start-up; what only a hosted or joined table needs (QtNetwork, the
invitation and join dialogs, the network's protocol, the players' levels, the seam's connection
states) is imported when a table is served or joined, not before the library is shown (issue 28)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from desktop.i18n import level_label

#: the last Join dialogs' table browsers, stopped (see NetworkTables.join)
_STOPPED: list[Any] = []


def lan_addresses() -> list[str]:
    """This computer's addresses a friend on the same network can reach (IPv4 first, no loopback)."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    found: list[str] = []
    for address in QNetworkInterface.allAddresses():
        if address.isLoopback() or address.isLinkLocal():
            continue
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            found.insert(0, address.toString())
        elif address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv6Protocol and not address.isUniqueLocalUnicast():
            found.append(address.toString())
    return found[:4]


class AwaySeatsDialog(QDialog):
    """Game ▸ Players away…: for each seat on another computer, its state and who plays it now."""

    def __init__(self, session: Any, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from engines.players import LEVELS

        self.setWindowTitle(self.tr("Players on other computers"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("A player whose connection dropped gets their seat back when they return. "
                               "Meanwhile the table can wait for them, or a computer can play for them."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.choices: dict[int, QComboBox] = {}
        for seat in host.remote:
            box = QComboBox()
            box.addItem(self.tr("Wait for them"), None)
            for level in LEVELS:
                box.addItem(self.tr("A computer plays ({0})").format(level_label(level).lower()), level)
            if session.remote_seats.is_played_by_computer(seat):
                box.setCurrentIndex(1 + LEVELS.index("normal"))
            name = session.seats[seat].name
            box.setAccessibleName(self.tr("Who plays {0}'s seat").format(name))
            form.addRow(self.tr("{0} ({1}):").format(name, connection_words(host.connection(seat))), box)
            self.choices[seat] = box
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def _t(text: str) -> str:
    return QCoreApplication.translate("NetworkTables", text)


def connection_words(state: str) -> str:
    """A seat's connection state in words ("connected", "disconnected"…), translated."""
    from desktop.session.table import CONNECTED, DISCONNECTED, HERE, WAITING

    return {HERE: _t("here"), CONNECTED: _t("connected"), WAITING: _t("not joined yet"),
            DISCONNECTED: _t("disconnected")}.get(state, state)


class NetworkTables(QObject):
    """Hosting and joining, for one main window (`window.notice`, `window._install`, `window.session`)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.host: Any = None

    # ------------------------------------------------------------------ hosting
    def serve(self, session: Any, *, code: str | None = None, tokens: dict[int, str] | None = None,
              invite: bool = True) -> bool:
        """Serves the remote seats of `session` (a new or resumed game); False when it can't listen."""
        self.stop()
        if not any(s.is_remote for s in session.seats):
            return True
        from desktop.network.host import Host

        host = Host(session, code=code, tokens=tokens, parent=self)
        host.connection_changed.connect(self._connections_changed)
        host.failed.connect(lambda reason: self.window.notice.show_problem(
            "network", self.tr("Friends can't join this table: {0}").format(reason)))
        port = host.listen(0)
        if not port:
            host.deleteLater()
            return False
        self.host = host
        session.network_host = host
        # on the local network too (mDNS; fails soft, joined by address all the same)
        humans = [seat.name for seat in session.seats if seat.is_human]
        host.announce(name=humans[0] if humans else "")
        self._connections_changed()
        self._chat(session, host)
        if invite:
            self.show_invitation()
        return True

    def _chat(self, session: Any, host: Any) -> None:
        """The host's own table has the chat too: the remote players' lines, and the lines of the
        human at this screen (sent to every remote seat)."""
        host.chat_received.connect(session.chat_received)
        humans = [i for i, s in enumerate(session.seats) if s.is_human]
        page = self.window.page
        if not humans or page is None or page.session is not session:
            return
        from desktop.network.protocol import CHAT_MAX, plain_text

        def send(text: str) -> bool:
            seat = session.viewer_seat if session.viewer_seat in humans else humans[0]
            text, name = plain_text(text, CHAT_MAX), session.seats[seat].name
            if not text or self.host is not host:
                return False
            host.send_chat(seat, name, text)
            session.chat_received.emit(seat, name, text)
            return True

        page.add_chat(send)

    def show_invitation(self) -> None:
        if self.host is None:
            return
        from desktop.shell.invitation import InvitationDialog

        dialog = InvitationDialog(lan_addresses(), self.host.port, self.host.code, self.window)
        dialog.exec()

    def away_seats(self) -> None:
        session, host = self.window.session, self.host
        if host is None or session is None:
            return
        dialog = AwaySeatsDialog(session, host, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        for seat, box in dialog.choices.items():
            host.let_computer_play(seat, box.currentData())

    def waiting_text(self) -> str:
        """"Waiting for Bob (disconnected)" for every remote seat without its player, or ""."""
        session, host = self.window.session, self.host
        if host is None or session is None or session.is_over():
            return ""
        from desktop.session.table import DISCONNECTED, WAITING

        missing = []
        for seat in host.remote:
            state = host.connection(seat)
            if state in (WAITING, DISCONNECTED) and not session.remote_seats.is_played_by_computer(seat):
                missing.append(self.tr("{0} ({1})").format(session.seats[seat].name, connection_words(state)))
        if not missing:
            return ""
        return self.tr("Waiting for {0}. Game ▸ Players away… lets a computer play for them.").format(
            ", ".join(missing))

    def _connections_changed(self) -> None:
        text = self.waiting_text()
        if text:
            self.window.notice.show_problem("network", text)
        else:
            self.window.notice.clear("network")
        session = self.window.session
        if session is not None:
            session.connection_changed.emit()

    def stop(self) -> None:
        """The hosted table leaves the window (another game, the library, quitting)."""
        if self.host is not None:
            host, self.host = self.host, None
            host.connection_changed.disconnect(self._connections_changed)
            host.close()  # says goodbye to every remote player; the sockets need the loop to send it
            QTimer.singleShot(3000, host.deleteLater)
        self.window.notice.clear("network")

    def turn_words(self) -> str:
        """The status line of a remote table while others decide: "Waiting for Bob…"; "" otherwise."""
        session = self.window.session
        if session is None or not session.is_remote() or session.is_over():
            return ""
        names = [session.seats[s].name for s in session.shown_to_move() if s != session.viewer_seat]
        return self.tr("Waiting for {0}…").format(", ".join(names)) if names else ""

    def ask_leave(self) -> str:
        """Leaving a remote table in progress: ABANDON (the seat is left) or STAY; "" for a local table
        (the window asks its own question)."""
        session = self.window.session
        if session is None or not session.is_remote():
            return ""
        from PySide6.QtWidgets import QMessageBox

        from desktop.shell.dialogs import ABANDON, STAY

        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowTitle(self.tr("Leave the table?"))
        box.setText(self.tr("The game of {0} is not finished.").format(session.engine.title))
        box.setInformativeText(self.tr("It goes on at its host without you; the host can let a computer "
                                       "play your seat."))
        leave = box.addButton(self.tr("&Leave the table"), QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(self.tr("&Go back to the game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        return ABANDON if clicked is leave else STAY

    # ------------------------------------------------------------------ joining
    def join(self) -> None:
        from desktop.shell.invitation import JoinDialog

        dialog = JoinDialog(self.window)
        browser = None
        try:
            from desktop.network import announce

            # no parent: a stopped browser's thread may still be closing zeroconf when the dialog
            # goes; it is kept (_STOPPED) until then rather than deleted under that thread
            browser = announce.Browser()
            browser.tables_changed.connect(dialog.set_tables)
        except Exception:  # no mDNS here (no library, no multicast): typing an address still works
            browser = None
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        if browser is not None:
            browser.close()
            _STOPPED.append(browser)
            del _STOPPED[:-8]
        choice = dialog.choice()
        if not accepted or choice is None:
            return
        from desktop.shell.remote_join import join_table

        table = join_table(self.window, choice.host, choice.port, choice.code, choice.name)
        if table is None:
            return
        if not self.window.leave_current_game():  # the player stays at their game: the seat is left
            table.close()
            table.deleteLater()
            return
        self.install_remote(table)

    def install_remote(self, table: Any) -> None:
        """A joined RemoteTable takes the window, with its connection banner."""
        from desktop.shell.remote_join import RemoteBanner

        self.window.install_table(table)
        self.remote_banner = RemoteBanner(table, self.window.notice)
