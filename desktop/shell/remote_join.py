"""Joining a table hosted on another computer (issue 25), for the window: `Joining` connects (a
small dialog says so and can be cancelled), waits for the host's welcome and the seat's first view,
then gives the window a ready `RemoteTable`; a refusal or a host that can't be reached is told in a
sentence. `RemoteBanner` keeps the window's notice banner telling the table's connection trouble:
"Connection lost — reconnecting…" while this computer's link is down, "Waiting for <name>
(disconnected)" for the others, and what the host sent that could not be used."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from desktop.network import client as C
from desktop.session.table import DISCONNECTED, WAITING

#: failed connection attempts (each with the client's growing delay) before giving up
GIVE_UP_AFTER = 4


class JoiningDialog(QDialog):
    """"Joining the table at <address>…" with Cancel."""

    def __init__(self, where: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Joining a table"))
        layout = QVBoxLayout(self)
        self.label = QLabel(self.tr("Joining the table at {0}…").format(where))
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(320)
        layout.addWidget(self.label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def say(self, text: str) -> None:
        self.label.setText(text)


class Joining(QObject):
    """One attempt to join: `done(table)` with a ready RemoteTable, or `failed(reason)` (a sentence
    for the player; "" when they cancelled)."""

    def __init__(self, host: str, port: int, code: str, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from desktop.network import remote_seats_kept

        # a seat this computer held at that table (Kotatsu closed or crashed since): taken back
        self.conn = C.ClientConnection(host, port, code=code, name=name,
                                       token=remote_seats_kept.token_for(host, port, code))
        self.table: Any = None
        self.reason: str | None = None
        self.conn.welcomed.connect(self._welcomed)
        self.conn.refused.connect(self._refused)
        # the client retries quietly while the host can't be reached: its attempts are looked at
        self.watch = QTimer(self)
        self.watch.setInterval(250)
        self.watch.timeout.connect(self._check)
        self.conn.problem.connect(lambda text: setattr(self, "last_problem", text))
        self.last_problem = ""
        self.ticks = 0
        self.finish: Callable[[], None] = lambda: None

    def start(self) -> None:
        self.conn.start()
        self.watch.start()

    def _welcomed(self, m: dict[str, Any]) -> None:
        if self.table is not None:
            return
        from desktop.network.remote import RemoteTable
        from desktop.network.remote_log import Garbage

        try:
            table = RemoteTable(self.conn, m)
        except Garbage as exc:
            self._fail(self.tr("The host's table can't be played here: {0}.").format(exc))
            return
        self.table = table
        from desktop.network import remote_seats_kept

        remote_seats_kept.keep(self.conn.address, self.conn.port, self.conn.code, self.conn.token or "")
        table.ready.connect(self.finish)
        table.problem.connect(lambda text: setattr(self, "last_problem", text))

    def _refused(self, reason: str) -> None:
        self._fail(self.tr("The host refused: {0}").format(reason))

    def _check(self) -> None:
        if self.reason is not None or self.table is not None and self.table.has_position():
            self.watch.stop()
        elif self.table is not None:  # welcomed: the first view is due at once
            self.ticks += 1
            if self.ticks > 40:
                self._fail(self.tr("The host sent no table that can be shown. {0}").format(self.last_problem))
        elif self.conn.attempt >= GIVE_UP_AFTER:
            self._fail(self.tr("The host can't be reached. Check the address and that the host's "
                                   "Kotatsu is open and reachable from this computer."))

    def _fail(self, reason: str) -> None:
        if self.reason is None:
            self.reason = reason
            self.finish()

    def cancel(self) -> None:
        self.watch.stop()
        self.conn.shutdown()
        if self.table is not None:
            self.table.deleteLater()
            self.table = None


def join_table(window: Any, host: str, port: int, code: str, name: str) -> Any:
    """Connects with a small dialog up; the ready RemoteTable, or None (refused, unreachable,
    cancelled: a refusal or failure is told in a message box)."""
    from PySide6.QtWidgets import QMessageBox

    joining = Joining(host, port, code, name, window)
    where = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    dialog = JoiningDialog(where, window)
    joining.finish = dialog.accept
    QTimer.singleShot(0, joining.start)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    dialog.deleteLater()
    if accepted and joining.reason is None and joining.table is not None and joining.table.has_position():
        table = joining.table
        joining.conn.setParent(table)
        joining.deleteLater()
        return table
    reason = joining.reason
    joining.cancel()
    joining.deleteLater()
    if reason:
        QMessageBox.warning(window, QCoreApplication.translate("Joining", "Join a table"), reason)
    return None


class RemoteBanner(QObject):
    """The notice banner's "network" line for a remote table (see the module docstring)."""

    def __init__(self, table: Any, notice: Any) -> None:
        super().__init__(table)
        self.table, self.notice = table, notice
        self.trouble = ""   # what the host sent that could not be used, or its goodbye
        table.connection_changed.connect(self.update)
        table.problem.connect(self._problem)
        table.state_changed.connect(self._state)
        self.update()

    def _problem(self, text: str) -> None:
        self.trouble = text
        self.update()

    def _state(self) -> None:
        if self.trouble and self.table.link_state() == C.JOINED and not self.table.conn.finished:
            self.trouble = ""   # a good view came after the trouble: the table is well again
            self.update()

    def text(self) -> str:
        t = self.table
        if t.closed:
            return ""
        link = t.link_state()
        if link in (C.RECONNECTING, C.CONNECTING):
            return self.tr("Connection lost — reconnecting…")
        if link == C.CLOSED and not t.is_over():
            return self.trouble or self.tr("The connection to the host is closed.")
        if self.trouble:
            return self.trouble
        if t.is_over():
            return ""
        missing = [info.name for i, info in enumerate(t.infos)
                   if i != t.my_seat and info.connection in (WAITING, DISCONNECTED) and not info.computer]
        if missing:
            return self.tr("Waiting for {0} (disconnected).").format(", ".join(missing))
        return ""

    def update(self) -> None:
        text = self.text()
        if text:
            self.notice.show_problem("network", text)
        else:
            self.notice.clear("network")
