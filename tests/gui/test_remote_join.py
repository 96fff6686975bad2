"""Joining a table from the window (issue 25): Game ▸ Join a table… connects, the remote table takes
the window; a refusal and an unreachable host are told; hints and undo are asked of the host; the
remote window, the join dialog and the invitation fit 1024x700 in English and French."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QMessageBox

from desktop.i18n import install_translations
from desktop.session.saves import Seat
from desktop.shell.invitation import InvitationDialog, JoinChoice, JoinDialog
from desktop.shell.main_window import ResultsDialog
from desktop.shell.remote_join import JoiningDialog
from tests.fit import settle, window_fits
from tests.gui.test_remote_table import GAMES, a_window, join, my_turn, serve
from tests.screens import screenshot_dir


def _join_from_menu(qtbot, window, monkeypatch, choice):
    monkeypatch.setattr(JoinDialog, "exec", lambda self: 1)
    monkeypatch.setattr(JoinDialog, "choice", lambda self: choice)
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: told.append(args[2]))
    window.act_join.trigger()
    return told


def test_join_a_table_from_the_game_menu(qtbot, configured_app, monkeypatch):
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: 0)
    session, host = serve("r_eco", seed=5)
    window = a_window(qtbot)
    told = _join_from_menu(qtbot, window, monkeypatch, JoinChoice("127.0.0.1", host.port, host.code, "Zoé"))
    assert told == [] and window.session is not None and window.session.is_remote()
    table = window.session
    assert session.seats[0].name == "Zoé" and table.seats[0].name == "Zoé"
    assert window.windowTitle().startswith("R-Eco")
    assert not window.act_save.isEnabled() and not window.act_invite.isEnabled()
    qtbot.waitUntil(lambda: my_turn(table), timeout=20_000)
    assert "Zoé, it's your turn." in window.statusBar().currentMessage() or window.page.view.status_text()
    # this seat's own move keeps its action: marks and animations
    action = random.Random(2).choice(table.legal_actions(0))
    played = len(table.history)
    assert table.submit(0, action)
    qtbot.waitUntil(lambda: len(table.history) > played, timeout=20_000)
    assert table.history[played].seat == 0 and table.history[played].action == action
    # another seat's move comes with its action only when every seat can tell it (engine.public_move:
    # a delivery; never the face-down cards of an illegal dump)
    assert all(e.action is None or table.engine.public_move(e.action) for e in table.history if e.seat != 0)
    window.close()
    host.close()
    session.close()


def test_a_wrong_code_is_told_and_the_window_keeps_its_game(qtbot, configured_app, monkeypatch):
    session, host = serve("coloretto", seed=5)
    window = a_window(qtbot)
    wrong = "AAAAAA" if host.code != "AAAAAA" else "CCCCCC"
    told = _join_from_menu(qtbot, window, monkeypatch, JoinChoice("127.0.0.1", host.port, wrong, "Ann"))
    assert len(told) == 1 and "join code is not right" in told[0]
    assert window.session is None and window.pages.currentWidget() is window.library
    window.close()
    host.close()
    session.close()


def test_an_unreachable_host_is_told(qtbot, configured_app, monkeypatch):
    server = QTcpServer()
    assert server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    port = server.serverPort()
    server.close()   # nobody listens there now
    window = a_window(qtbot)
    told = _join_from_menu(qtbot, window, monkeypatch, JoinChoice("127.0.0.1", port, "ACDEFG", "Ann"))
    assert len(told) == 1 and "can't be reached" in told[0]
    assert window.session is None
    window.close()


def test_cancelling_the_joining_dialog_leaves_nothing(qtbot, configured_app, monkeypatch):
    server = QTcpServer()   # a host that accepts and never answers
    assert server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    window = a_window(qtbot)
    real_exec = JoiningDialog.exec

    def cancel_soon(self):
        QTimer.singleShot(300, self.reject)
        return real_exec(self)

    monkeypatch.setattr(JoiningDialog, "exec", cancel_soon)
    told = _join_from_menu(qtbot, window, monkeypatch, JoinChoice("127.0.0.1", server.serverPort(), "ACDEFG", "Ann"))
    assert told == [] and window.session is None
    window.close()
    server.close()


def test_a_hint_is_asked_of_the_host(qtbot, configured_app, monkeypatch):
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: 0)
    session, host = serve("coloretto", seed=6)
    window = a_window(qtbot)
    table = join(qtbot, window, host)
    qtbot.waitUntil(lambda: my_turn(table), timeout=20_000)
    assert window.act_hint.isEnabled()
    with qtbot.waitSignal(table.hint_ready, timeout=20_000) as got:
        window.act_hint.trigger()
        assert table.hint_pending()
    seat, action, description, reason = got.args
    assert seat == 0 and action in table.legal_actions(0) and description and reason
    assert not table.hint_pending()
    qtbot.waitUntil(lambda: "Hint:" in window.statusBar().currentMessage(), timeout=5_000)
    window.close()
    host.close()
    session.close()


def test_undo_takes_back_this_seats_own_move_on_the_host(qtbot, configured_app, monkeypatch):
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: 0)
    # the second seat waits for a player who never comes: nobody moves after this seat
    session, host = serve("pueblo", seed=1, seats=[Seat("Far", "remote"), Seat("Nobody", "remote")])
    window = a_window(qtbot)
    table = join(qtbot, window, host)
    qtbot.waitUntil(lambda: my_turn(table), timeout=20_000)
    assert "Waiting for Nobody (disconnected)" in window.notice.message()
    before = (len(table.history), table.log.live.legal_key)
    assert not table.can_undo()
    assert table.submit(0, table.legal_actions(0)[0])
    qtbot.waitUntil(lambda: my_turn(table) and len(table.history) == before[0] + 1, timeout=20_000)
    assert table.can_undo() and window.act_undo.isEnabled()
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: len(session.history) == before[0] and len(table.history) == before[0], timeout=20_000)
    qtbot.waitUntil(lambda: table.log.live.legal_key == before[1], timeout=20_000)
    assert window.page.log.count() == before[0]
    window.close()
    host.close()
    session.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_remote_window_and_the_dialogs_fit_1024x700(language, qtbot, configured_app, monkeypatch):
    app = QCoreApplication.instance()
    install_translations(app, language)
    try:
        problems = []
        for dialog in (JoinDialog(), InvitationDialog(["192.168.1.20", "2001:db8::1"], 50123, "ACDEFG"),
                       JoiningDialog("[2001:db8::1]:50123")):
            qtbot.addWidget(dialog)
            dialog.show()
            settle(dialog)
            hint = dialog.sizeHint().expandedTo(dialog.minimumSizeHint())
            if hint.width() > 1024 or hint.height() > 700:
                problems.append(f"{type(dialog).__name__} asks {hint.width()}x{hint.height()}")
            screenshot_dir().mkdir(parents=True, exist_ok=True)
            dialog.grab().save(str(screenshot_dir() / f"{type(dialog).__name__.lower()}_{language}.png"))
            dialog.close()
        monkeypatch.setattr(ResultsDialog, "exec", lambda self: 0)
        for game in GAMES:
            seats = [Seat("Anne-Marie de la Fontaine", "remote"), Seat("Bartholomew", "remote"),
                     Seat("Bot", "computer", "hard")]
            session, host = serve(game, seed=2, seats=seats)
            window = a_window(qtbot)
            join(qtbot, window, host, name="Anne-Marie de la Fontaine")
            problems += [f"{game}: {p}" for p in window_fits(window, (1024, 700))]
            folder = screenshot_dir()
            folder.mkdir(parents=True, exist_ok=True)
            window.grab().save(str(folder / f"remote_{game}_1024x700_{language}.png"))
            assert window.page.chat.isVisible() and window.notice.message()   # Bartholomew is awaited
            window.close()
            host.close()
            session.close()
        assert problems == []
    finally:
        install_translations(app, "en")


def test_leaving_a_remote_table_asks_and_says_goodbye_to_the_host(qtbot, configured_app, monkeypatch):
    from PySide6.QtWidgets import QApplication, QPushButton

    from desktop.session.table import CONNECTED, DISCONNECTED

    session, host = serve("siberia", seed=2)
    window = a_window(qtbot)
    table = join(qtbot, window, host)
    qtbot.waitUntil(lambda: my_turn(table), timeout=20_000)
    assert table.submit(0, table.legal_actions(0)[0])   # a move made: leaving asks
    qtbot.waitUntil(lambda: len(table.history) > 0, timeout=20_000)
    assert host.connection(0) == CONNECTED
    asked = []

    def answer(text):
        box = QApplication.activeModalWidget()
        asked.append(box.text() + " " + box.informativeText())
        next(b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == text).click()

    QTimer.singleShot(200, lambda: answer("Go back to the game"))
    window.go_to_library()
    assert window.session is table and not table.closed
    QTimer.singleShot(200, lambda: answer("Leave the table"))
    window.go_to_library()
    assert len(asked) == 2 and "goes on at its host" in asked[0]
    assert window.session is None and window.pages.currentWidget() is window.library
    qtbot.waitUntil(lambda: host.connection(0) == DISCONNECTED, timeout=10_000)
    window.close()
    host.close()
    session.close()


def test_the_hosts_window_chats_with_the_remote_player(qtbot, configured_app, monkeypatch):
    from desktop.shell.newgame import NewGameChoice

    monkeypatch.setattr(InvitationDialog, "exec", lambda self: 0)
    hosting = a_window(qtbot)
    session = hosting.start(NewGameChoice("coloretto", [Seat("Host"), Seat("Far", "remote")], {}, 5))
    host = hosting.network.host
    assert session.network_host is host
    host_chat = hosting.page.chat
    assert host_chat is not None
    qtbot.waitUntil(host_chat.isVisible, timeout=5_000)
    window = a_window(qtbot)
    table = join(qtbot, window, host, name="Far")
    qtbot.keyClicks(window.page.chat.entry, "hello host")
    window.page.chat.send()
    qtbot.waitUntil(lambda: host_chat.lines.count() == 1, timeout=10_000)
    assert host_chat.lines.item(0).text() == "Far: hello host"
    assert "Far: hello host" in hosting.page.view.announcer.spoken
    qtbot.keyClicks(host_chat.entry, "welcome, Far")
    host_chat.send()
    qtbot.waitUntil(lambda: window.page.chat.lines.count() == 2, timeout=10_000)
    assert window.page.chat.lines.item(1).text() == "Host: welcome, Far"
    assert host_chat.lines.item(1).text() == "Host: welcome, Far" and host_chat.entry.text() == ""
    assert "Host: welcome, Far" not in hosting.page.view.announcer.spoken   # one's own line is not said
    assert table.connection(1) == "connected"
    window.close()
    hosting.close()


def test_a_window_that_crashed_takes_its_seat_back_and_forgets_it_at_the_end(qtbot, configured_app, monkeypatch,
                                                                              kotatsu_data_dir):
    from desktop.network import remote_seats_kept
    from desktop.session.table import DISCONNECTED

    results = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: results.append(self) or 0)
    session, host = serve("coloretto", seed=8)   # one seat on another computer: a second player is refused
    window = a_window(qtbot)
    table = join(qtbot, window, host)
    assert remote_seats_kept.token_for("127.0.0.1", host.port, host.code) == host.tokens[0]
    qtbot.waitUntil(lambda: my_turn(table), timeout=20_000)
    assert table.submit(0, table.legal_actions(0)[0])
    qtbot.waitUntil(lambda: my_turn(table) and len(table.history) > 0, timeout=20_000)
    table.conn.shutdown()   # Kotatsu killed: no goodbye
    window.session = None
    window.close()
    qtbot.waitUntil(lambda: host.connection(0) == DISCONNECTED, timeout=10_000)
    # a damaged file of kept seats is only started again
    (kotatsu_data_dir / "joined_tables.json").write_text('[{"key": 1}, "x", {"key": "a|1|B", "token": ""}', "utf-8")
    assert remote_seats_kept.token_for("127.0.0.1", host.port, host.code) is None
    remote_seats_kept.keep("127.0.0.1", host.port, host.code, host.tokens[0])
    again = a_window(qtbot)
    told = _join_from_menu(qtbot, again, monkeypatch, JoinChoice("127.0.0.1", host.port, host.code, "Ann"))
    assert told == [] and again.session is not None and again.session.my_seat == 0
    table = again.session
    rng = random.Random(3)
    while not table.is_over():
        qtbot.waitUntil(lambda: my_turn(table), timeout=30_000)
        if not table.is_over():
            assert table.submit(0, rng.choice(table.legal_actions(0)))
    assert remote_seats_kept.token_for("127.0.0.1", host.port, host.code) is None
    qtbot.waitUntil(lambda: bool(results), timeout=10_000)   # the window's results come 0.4 s after the end
    again.close()
    host.close()
    session.close()
