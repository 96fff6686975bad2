"""A remote player's table (issue 25): a windowed client joins a table hosted on 127.0.0.1 (a Host
serving a GameSession in this process: seat 0 on another computer, a computer on the host) and plays
it to the end through its window; what is drawn is checked against the host's own game."""
from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import QApplication

import engines
from desktop.i18n import translate_text
from desktop.network import client as C
from desktop.network.host import Host
from desktop.session.local import GameSession
from desktop.session.saves import Seat
from desktop.shell.main_window import MainWindow, ResultsDialog
from desktop.shell.remote_join import Joining
from tests.unpainted import unpainted

GAMES = ["coloretto", "r_eco", "siberia", "rolling_japan", "pueblo"]


def canon(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def serve(game: str, seed: int, seats=None):
    seats = seats or [Seat("Far", "remote"), Seat("Bot", "computer", "easy")]
    session = GameSession(game, seats, seed=seed, computer_delay_ms=0)
    host = Host(session)
    assert host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    session.start()
    return session, host


def join(qtbot, window, host, name="Ann"):
    joining = Joining("127.0.0.1", host.port, host.code, name, window)
    joining.start()
    qtbot.waitUntil(lambda: joining.table is not None and joining.table.has_position(), timeout=20_000)
    table = joining.table
    joining.conn.setParent(table)
    joining.watch.stop()
    window.network.install_remote(table)
    return table


def a_window(qtbot):
    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    return window


def my_turn(table):
    return table.is_over() or (table.active_human() is not None and table.sent_seq is None)


def in_step(table, session):
    engine = session.engine
    return canon(table.observation()) == canon(engine.observe(session.state, 0)) and \
        canon([engine.encode_action(a) for a in table.legal_actions(0)]) == \
        canon([engine.encode_action(a) for a in engine.legal_actions(session.state, 0)])


def log_texts(window):
    """The log's move lines (Pueblo's final-lap notes after them are no move: GameLog.set_notes)."""
    log = window.page.log
    return [log.item(i).text() for i in range(log.count() - len(getattr(log, "notes", [])))]


@pytest.mark.parametrize("game", GAMES)
def test_a_remote_player_plays_a_whole_game_through_the_window(game, qtbot, configured_app, monkeypatch):
    results = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: results.append(self) or 0)
    session, host = serve(game, seed=7)
    window = a_window(qtbot)
    table = join(qtbot, window, host)
    engine = engines.get(game)
    assert table.is_remote() and table.my_seat == 0 and window.session is table
    assert window.page.handover is not window.page.stack.currentWidget()   # never a hand-over screen
    assert not window.act_save.isEnabled() and not window.act_save_as.isEnabled()
    assert "on another computer" not in window.page.players.labels[0].text()
    rng = random.Random(3)
    moves = 0
    with unpainted(window):   # the texts are checked on the way; the pixels at the end
        while True:
            # the table draws what the host's engine shows this seat now, exactly (once the host's
            # computer has made its simultaneous decisions too: Rolling Japan)
            qtbot.waitUntil(lambda: table.is_over() or my_turn(table) and in_step(table, session), timeout=30_000)
            if table.is_over():
                break
            if moves % 10 == 0:  # the log drawn is the host's log, line for line; the players' scores
                for i, label in enumerate(window.page.players.labels):
                    assert label.text().endswith(f": {engine.scores(session.state)[i]}")
                assert log_texts(window) == [f"{n}. {session.seats[e.seat].name}: "
                                             f"{translate_text(e.description)}"
                                             for n, e in enumerate(session.history, 1)]
            assert table.submit(0, rng.choice(table.legal_actions(0)))
            moves += 1
            assert moves < 2000
    qtbot.waitUntil(lambda: bool(results), timeout=20_000)
    assert session.is_over() and moves > 0
    final = engine.scores(session.state)
    assert table.scores() == list(final) and table.winners() == list(engine.winners(session.state))
    assert log_texts(window)[-1].startswith(f"{len(session.history)}. ")
    dialog = results[0]
    rows = [dialog.table.topLevelItem(i) for i in range(dialog.table.topLevelItemCount())]
    assert sorted(int(r.text(1)) for r in rows) == sorted(final)
    assert sum(r.childCount() for r in rows) > 0          # the score's parts, from the host
    assert any("(computer, easy)" in r.text(0) for r in rows)
    assert dialog.plot is not None                          # the score plot
    for i, label in enumerate(window.page.players.labels):
        assert str(final[i]) in label.text()
    # the game as this seat saw it, in this computer's statistics
    assert window.stats.recorded([table.game_id]) == {table.game_id}
    assert [s for _, s in window.stats.scores(game, "Ann")] == [final[0]]
    image = window.page.view.grab().toImage()
    assert len({image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 37)}) > 3
    window.close()
    host.close()
    session.close()


def test_the_replay_steps_through_the_positions_this_seat_saw(qtbot, configured_app, monkeypatch):
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: 0)
    session, host = serve("coloretto", seed=2)
    window = a_window(qtbot)
    table = join(qtbot, window, host)
    seen = {}
    rng = random.Random(5)
    for _ in range(6):
        qtbot.waitUntil(lambda: my_turn(table), timeout=20_000)
        seen[len(table.history)] = canon(table.observation())
        assert table.submit(0, rng.choice(table.legal_actions(0)))
    qtbot.waitUntil(lambda: my_turn(table), timeout=20_000)
    n = sorted(seen)[2]
    window.page.log.setCurrentRow(n - 1)
    window.page.log.itemActivated.emit(window.page.log.item(n - 1))
    assert table.is_replaying() and table.replay_index == n
    assert canon(table.observation()) == seen[n] and table.active_human() is None
    assert not table.submit(0, table.log.live.legal[0])
    table.leave_replay()
    assert not table.is_replaying() and table.active_human() == 0
    window.close()
    host.close()
    session.close()


def test_garbage_from_the_host_is_told_and_the_window_keeps_working(qtbot, configured_app, monkeypatch):
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: 0)
    session, host = serve("coloretto", seed=9)
    window = a_window(qtbot)
    table = join(qtbot, window, host)
    qtbot.waitUntil(lambda: my_turn(table), timeout=20_000)
    before = canon(table.observation())
    sock = host.seat_conn[0].socket
    seq = table.log.live.seq
    for line in (b"not json at all", b'{"no": "type"}', b'{"type": "view", "seat": 0, "seq": 99, "moves": 1, '
                 b'"observation": {"x": 1}, "legal": [], "to_move": [], "scores": [0, 0], "winners": []}',
                 json.dumps({"type": "view", "seat": 0, "seq": seq + 1, "moves": 0, "observation":
                             table.observation(), "legal": [["no such move"]], "to_move": [0],
                             "scores": [0, 0], "winners": []}).encode(),
                 b'{"type": "log", "index": 5000, "seat": 9, "line": "x"}', b'{"type": "chat", "seat": -1}'):
        sock.write(line + b"\n")
    qtbot.waitUntil(lambda: "host sent" in window.notice.message(), timeout=10_000)
    assert canon(table.observation()) == before and table.active_human() == 0
    assert window.page.view.isVisible()
    # the table plays on: a move is accepted and the trouble's message goes with the good view after it
    played = len(table.history)
    assert table.submit(0, table.legal_actions(0)[0])
    qtbot.waitUntil(lambda: len(table.history) > played, timeout=20_000)
    qtbot.waitUntil(lambda: window.notice.message() == "", timeout=5_000)
    window.close()
    host.close()
    session.close()


def test_the_connection_lost_banner_comes_and_goes(qtbot, configured_app, monkeypatch):
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: 0)
    session, host = serve("coloretto", seed=4)
    window = a_window(qtbot)
    table = join(qtbot, window, host)
    qtbot.waitUntil(lambda: my_turn(table), timeout=20_000)
    host.seat_conn[0].socket.abort()   # the host's end of the link closes
    qtbot.waitUntil(lambda: "Connection lost" in window.notice.message(), timeout=10_000)
    assert table.connection(None) != "connected"
    qtbot.waitUntil(lambda: table.conn.link == C.JOINED, timeout=20_000)
    qtbot.waitUntil(lambda: window.notice.message() == "", timeout=10_000)
    assert table.my_seat == 0 and table.connection(None) == "connected"
    qtbot.waitUntil(lambda: my_turn(table), timeout=20_000)
    history = len(table.history)
    assert table.submit(0, table.legal_actions(0)[0])   # the seat is back: it plays on
    qtbot.waitUntil(lambda: len(table.history) > history, timeout=20_000)
    window.close()
    host.close()
    session.close()


def test_chat_lines_go_to_the_table_and_are_shown(qtbot, configured_app, monkeypatch):
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: 0)
    session, host = serve("coloretto", seed=3)
    heard = []
    host.chat_received.connect(lambda seat, name, text: heard.append((seat, name, text)))
    window = a_window(qtbot)
    join(qtbot, window, host)
    chat = window.page.chat
    assert chat is not None and chat.isVisible()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    window.page.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)   # to the chat line
    qtbot.waitUntil(chat.entry.hasFocus, timeout=5_000)
    qtbot.keyClicks(chat.entry, "Hello <b>there</b>")
    qtbot.keyClick(chat.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: chat.lines.count() == 1, timeout=10_000)
    assert heard == [(0, "Ann", "Hello <b>there</b>")]
    assert chat.lines.item(0).text() == "Ann: Hello <b>there</b>" and chat.entry.text() == ""
    qtbot.keyClick(chat.entry, Qt.Key.Key_Escape)   # back to the table (the view or one of its parts)
    view = window.page.view
    qtbot.waitUntil(lambda: view.hasFocus() or view.isAncestorOf(QApplication.focusWidget()), timeout=5_000)
    host.send_chat(1, "Bot", "x" * 1000)   # over the cap: cut
    qtbot.waitUntil(lambda: chat.lines.count() == 2, timeout=10_000)
    assert len(chat.lines.item(1).text()) <= len("Bot: ") + 300
    spoken = window.page.view.announcer.spoken   # another player's line is said to screen readers
    assert chat.lines.item(1).text() in spoken and chat.lines.item(0).text() not in spoken
    window.close()
    host.close()
    session.close()


def test_a_flood_of_views_is_drawn_once_per_batch(qtbot, configured_app, monkeypatch):
    from desktop.network import protocol as P

    monkeypatch.setattr(ResultsDialog, "exec", lambda self: 0)
    session, host = serve("siberia", seed=9)
    window = a_window(qtbot)
    table = join(qtbot, window, host)
    qtbot.waitUntil(lambda: my_turn(table) and in_step(table, session), timeout=20_000)
    view = dict(host.game.view(0), seq=table.log.live.seq)
    drawn = []
    table.state_changed.connect(lambda: drawn.append(1))
    host.seat_conn[0].socket.write(b"".join(P.encode(view) for _ in range(400)))
    qtbot.waitUntil(lambda: bool(drawn), timeout=10_000)
    qtbot.wait(500)
    assert 1 <= len(drawn) < 100 and table.active_human() == 0 and in_step(table, session)
    assert window.notice.message() == ""
    window.close()
    host.close()
    session.close()


def test_an_over_long_line_from_the_host_is_told_and_the_seat_comes_back(qtbot, configured_app, monkeypatch):
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: 0)
    session, host = serve("r_eco", seed=9)
    window = a_window(qtbot)
    table = join(qtbot, window, host)
    qtbot.waitUntil(lambda: my_turn(table), timeout=20_000)
    shown = []
    real_show = window.notice.show_problem
    monkeypatch.setattr(window.notice, "show_problem", lambda source, text: (shown.append(text), real_show(source, text)))
    host.seat_conn[0].socket.write(b"x" * (70 * 1024))   # no newline, over the 64 KiB line cap
    qtbot.waitUntil(lambda: any("too long" in t for t in shown), timeout=10_000)
    qtbot.waitUntil(lambda: table.conn.link == C.JOINED and window.notice.message() == "", timeout=20_000)
    qtbot.waitUntil(lambda: my_turn(table) and in_step(table, session), timeout=20_000)
    played = len(table.history)
    assert table.my_seat == 0 and table.submit(0, table.legal_actions(0)[0])
    qtbot.waitUntil(lambda: len(table.history) > played, timeout=20_000)
    window.close()
    host.close()
    session.close()
