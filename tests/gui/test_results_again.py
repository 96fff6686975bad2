"""Issue 29 item 16: Game ▸ Show results opens the results again after they were closed, enabled only
while a finished game is on screen."""
from __future__ import annotations

from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from desktop.widgets.results import ResultsDialog


def test_show_results_again_once_the_game_is_over(qtbot, configured_app, monkeypatch):
    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    shown: list[str] = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: shown.append(self.windowTitle()) or 0)
    action = window.results_again.action
    game_menu = window.menuBar().actions()[0].menu()
    assert action in game_menu.actions() and not action.isEnabled()   # the library: no game
    seats = [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")]
    session = window.start(NewGameChoice("coloretto", seats, {}, 3))
    assert not action.isEnabled()                                        # a game going on
    qtbot.waitUntil(session.is_over, timeout=60_000)
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=10_000)            # at the end, once
    assert action.isEnabled()
    action.trigger()
    assert len(shown) == 2                                               # and again on demand
    window.show_library()
    assert not action.isEnabled()
    window.close()
