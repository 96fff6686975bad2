"""Issue 29 item 14: a replay shows a position, nothing to play. The banner says whose turn it was
(never "is playing…" or what to press), the live-play controls and the key line are hidden while it
is shown and come back after, and a finished game watched again does not tell its future in the log."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import engines
from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from desktop.shell.replay import ReplayWindow, watch_session
from tests.gui.test_replay import random_game, session_of

GAMES = [g for g in engines.NAMES if engines.available(g)]
LIVE_WORDS = ("is playing", "is thinking", "(D)", "press", "click", "Enter")


def _watched(game: str):
    n = 3 if game == "pueblo" else 2
    engine, options, states, history = random_game(game, n, seed=5)
    seats = [Seat("Ann", "human")] + [Seat(f"Computer {i}", "computer", "hard") for i in range(1, n)]
    finished = session_of(game, seats, 5, states, history, options)
    kept = {"game": game, "seed": 5, "options": options, "seats": [vars(s) for s in seats],
            "actions": finished.encoded_actions()}
    finished.close()
    return watch_session(kept), len(history)


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.mark.parametrize("game", GAMES)
def test_a_watched_game_shows_no_live_controls_no_prompt_and_no_future(qtbot, configured_app, game):
    session, moves = _watched(game)
    window = ReplayWindow(session, game)
    window.resize(1024, 700)
    window.show()
    view = window.view
    controls = view.live_controls()
    assert controls, "the view names its live-play controls"
    for shown in (0, moves // 2):
        session.show_move(shown)
        _settle()
        assert [w.objectName() or type(w).__name__ for w in controls if w.isVisible()] == [], (game, shown)
        said = view.status_text()
        assert said and not any(word in said for word in LIVE_WORDS), (game, shown, said)
        log = window.log
        visible = [row for row in range(log.count()) if not log.isRowHidden(row)]
        assert visible == list(range(shown)), (game, shown, "the log shows the moves up to the shown one")
    log.setFocus()
    QTest.keyClick(log, Qt.Key.Key_Down)  # on the last line shown: the next move appears
    assert session.replay_index == moves // 2 + 1 and not log.isRowHidden(moves // 2)
    window.close()


def test_leaving_a_replay_gives_the_controls_back(qtbot, configured_app, monkeypatch):
    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    session = window.start(NewGameChoice("coloretto", [Seat("Ann", "human"), Seat("Bot", "computer", "easy")],
                                         {}, 11))
    for _ in range(4):
        qtbot.waitUntil(lambda: session.active_human() is not None, timeout=20_000)
        assert session.submit(0, session.legal_actions(0)[0])
    qtbot.waitUntil(lambda: session.active_human() is not None, timeout=20_000)
    view = window.page.view
    _settle()
    assert view.keys_label.isVisible()
    session.show_move(1)
    _settle()
    assert not view.draw_button.isVisible() and not view.keys_label.isVisible()
    assert view.status_text().startswith("Replay")
    # a live game's own replay keeps its whole log (its moves were seen as they were played)
    assert all(not window.page.log.isRowHidden(row) for row in range(window.page.log.count()))
    session.leave_replay()
    _settle()
    assert view.keys_label.isVisible() and view.draw_button.isVisible()
    assert "Replay" not in view.status_text()
