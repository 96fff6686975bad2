"""Issue 17 on the table: a click or Enter on a line of the log shows the position after it with the
banner; Left/Right/Home/End step, Esc goes back to the game; the table takes no action meanwhile;
a watched game steps by keys and plays at speed; Pueblo's side panel keeps the final scores until
the final lap has walked."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import engines
from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from desktop.shell.replay import ReplayWindow, watch_session
from tests import fit
from tests.gui.test_replay import random_game, session_of


@pytest.fixture
def window(qtbot, configured_app):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    w.resize(1024, 700)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=5000)
    yield w
    w.close()


def _play(qtbot, session, moves):
    while len(session.history) < moves:
        qtbot.waitUntil(lambda: session.active_human() is not None, timeout=20_000)
        seat = session.active_human()
        assert session.submit(seat, session.legal_actions(seat)[0])


def test_the_log_opens_the_replay_and_the_keys_step_it(window, qtbot):
    session = window.start(NewGameChoice("coloretto", [Seat("Ann", "human"), Seat("Bot", "computer", "easy")],
                                         {}, 3))
    _play(qtbot, session, 5)
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    page, engine = window.page, session.engine
    total = len(session.history)
    states = [engine.encode(s) for s in session.history_states()]
    bar = page.replay_bar
    assert not bar.isVisible()
    log = page.log
    log.setFocus()
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(log.item(1)).center())
    assert session.replay_index == 2
    assert bar.isVisible() and bar.title.text() == f"Replay — move 2 of {total}"
    assert engine.encode(session.shown_state) == states[2]
    assert session.active_human() is None  # the table takes nothing while replaying
    assert fit.text_problems(bar) == []
    QTest.keyClick(log, Qt.Key.Key_Right)
    assert session.replay_index == 3
    QTest.keyClick(log, Qt.Key.Key_Home)
    assert session.replay_index == 0 and bar.title.text() == f"Replay — move 0 of {total}"
    QTest.keyClick(log, Qt.Key.Key_End)
    assert session.replay_index == total
    QTest.keyClick(log, Qt.Key.Key_Left)
    assert session.replay_index == total - 1 and log.currentRow() == total - 2
    QTest.keyClick(log, Qt.Key.Key_Escape)
    assert not session.is_replaying() and not bar.isVisible()
    assert session.active_human() == 0 and len(session.history) == total
    # Enter on a line of the log
    log.setFocus()
    log.setCurrentRow(0)
    QTest.keyClick(log, Qt.Key.Key_Return)
    assert session.replay_index == 1
    bar.back.click()
    assert not session.is_replaying()


def test_undo_to_here_on_the_banner(window, qtbot):
    """Pueblo, two humans at one screen: the player's placement can be taken back from the replay
    of the move before it; the other player's moves can't."""
    session = window.start(NewGameChoice("pueblo", [Seat("Ann", "human"), Seat("Bob", "human")], {}, 3))
    _play(qtbot, session, 3)
    bar = window.page.replay_bar
    last = session.history[-1]
    session.show_move(len(session.history) - 1)
    assert bar.undo_here.isVisible()
    assert bar.undo_here.isEnabled() == session.can_undo_to(len(session.history) - 1)
    if bar.undo_here.isEnabled():
        bar.undo_here.click()
        assert not session.is_replaying() and len(session.history) == 2 and session.active_human() == last.seat
    session.show_move(0)
    assert not bar.undo_here.isEnabled()  # across the other player's decision


def test_a_watched_game_steps_by_keys_and_plays_at_speed(qtbot, configured_app):
    engine, options, states, history = random_game("r_eco", 2, seed=3)
    seats = [Seat("Ann", "human"), Seat("Bot", "computer", "hard")]
    finished = session_of("r_eco", seats, 3, states, history, options)
    kept = {"game": "r_eco", "seed": 3, "options": options, "seats": [vars(s) for s in seats],
            "actions": finished.encoded_actions()}
    finished.close()
    session = watch_session(kept)
    window = ReplayWindow(session, "R-Eco")  # deleted on close (not given to qtbot)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    bar = window.bar
    assert not bar.back.isVisible() and not bar.undo_here.isVisible()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert session.replay_index == 2 and engine.encode(session.shown_state) == engine.encode(states[2])
    QTest.keyClick(window.view, Qt.Key.Key_End)
    assert engine.encode(session.shown_state) == engine.encode(states[-1])
    bar.speed.setCurrentIndex(bar.speed.count() - 1)
    QTest.keyClick(window.view, Qt.Key.Key_Home)
    bar.play.setChecked(True)
    qtbot.waitUntil(lambda: session.replay_index >= 3, timeout=5000)
    bar.play.setChecked(False)
    stopped = session.replay_index
    qtbot.wait(400)
    assert session.replay_index == stopped
    window.seen_by.setCurrentIndex(1)  # a finished game: every seat's view may be shown
    assert session.viewer_seat == 1
    spoken = window.view.announcer.spoken
    assert any(f"of {len(history)}" in line for line in spoken), "each step is said to screen readers"
    QTest.keyClick(window.view, Qt.Key.Key_Escape)  # Esc closes a watched game
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)


@pytest.mark.skipif(not engines.available("pueblo"), reason="needs Pueblo")
def test_pueblo_side_panel_waits_for_the_final_lap(qtbot, configured_app):
    from desktop.shell.game_page import GamePage

    engine, options, states, history = random_game("pueblo", 2, seed=1)
    seats = [Seat("Ann", "human"), Seat("Bob", "human")]
    session = session_of("pueblo", seats, 1, states[:-1], history[:-1], options)
    page = GamePage(session)
    qtbot.addWidget(page)
    page.show()
    page.resize(1024, 700)
    qtbot.wait(50)  # the view's GL check runs once shown
    session.start()
    before, final = engine.scores(states[-2]), engine.scores(states[-1])
    assert before != final, "the final lap adds points"
    last = history[-1]
    assert session.active_human() == last.seat and session.submit(last.seat, last.action)
    assert session.is_over() and page.view.is_presenting()
    panel = [label.accessibleName() for label in page.players.labels]
    assert [int(text.rsplit(", ", 1)[1]) for text in panel] == before
    page.view.skip_animations()
    qtbot.waitUntil(lambda: not page.view.is_presenting(), timeout=5000)
    panel = [label.accessibleName() for label in page.players.labels]
    assert [int(text.rsplit(", ", 1)[1]) for text in panel] == final
    session.close()
