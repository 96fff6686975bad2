"""Issue 29, item 3: after each move the log shows its newest line whole, and never scrolls sideways."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from desktop.games import playable
from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice


def _newest_line_whole(log) -> bool:
    last = log.item(log.count() - 1)
    rect = log.visualItemRect(last)
    view = log.viewport().rect()
    return rect.height() > 0 and view.top() <= rect.top() and rect.bottom() <= view.bottom()


@pytest.mark.parametrize("game", [g for g in ("coloretto", "r_eco", "siberia") if playable(g)])
def test_the_newest_log_line_is_in_sight_after_every_move(qtbot, configured_app, game):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    seats = [Seat("Ann")] + [Seat(f"Computer {i}", "computer", "easy") for i in (1, 2)]
    session = w.start(NewGameChoice(game, seats, {}, 11))
    log = w.page.log
    rng = random.Random(4)
    checked = 0
    while checked < 25 and not session.is_over():
        qtbot.waitUntil(lambda: session.active_human() is not None or session.is_over(), timeout=20_000)
        if session.is_over():
            break
        assert session.submit(0, rng.choice(session.legal_actions(0)))
        QApplication.processEvents()
        qtbot.waitUntil(lambda: log.count() == len(session.history), timeout=5_000)
        qtbot.waitUntil(lambda: _newest_line_whole(log), timeout=1_000)
        assert log.horizontalScrollBar().maximum() == 0, "the log never scrolls sideways"
        checked += 1
    assert checked >= 5
    session.close()
    w.close()
