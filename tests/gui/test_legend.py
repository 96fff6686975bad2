"""Issue 18, RULESART: every game's table legend (F2): rows drawn by the game's own painters, every
sample non-empty, the key free in the view's map and the window's and opening the legend, no clipped
text at 1024x700 in English and French."""
from __future__ import annotations

import importlib
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.i18n import install_translations
from desktop.table.legend import LEGEND_KEY, LegendDialog, painted_pixels, render

GAMES = ("coloretto", "r_eco", "siberia", "rolling_japan", "pueblo")


def legend_rows(game):
    return importlib.import_module(f"desktop.games.{game}.legend").rows()


@pytest.mark.parametrize("game", GAMES)
def test_every_sample_is_drawn(configured_app, game):
    rows = legend_rows(game)
    assert len(rows) >= 8, game
    for row in rows:
        image = render(row, background=False)
        area = image.width() * image.height() / 4
        assert painted_pixels(image) > area * 0.05, (game, row.text)   # something drawn, not a blank box
        assert len(row.text) > 10


@pytest.mark.parametrize("game", GAMES)
def test_legend_in_french(configured_app, game):
    english = [row.text for row in legend_rows(game)]
    install_translations(configured_app, "fr")
    try:
        french = [row.text for row in legend_rows(game)]
    finally:
        install_translations(configured_app, "en")
    for en, fr in zip(english, french, strict=True):
        assert en != fr or not re.search(r"[a-z]{3}", en), f"no French: {en}"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_legend_dialogs_fit_with_no_clipped_text(configured_app, qtbot, language):
    from tests.fit import settle, text_problems

    install_translations(configured_app, language)
    try:
        for game in GAMES:
            dialog = LegendDialog(game, legend_rows(game))
            qtbot.addWidget(dialog)
            dialog.resize(min(dialog.width(), 1000), min(dialog.height(), 640))
            dialog.show()
            qtbot.waitExposed(dialog)
            settle(dialog)
            assert dialog.width() <= 1000 and dialog.minimumSizeHint().height() <= 640, game
            assert text_problems(dialog) == [], game
            dialog.close()
    finally:
        install_translations(configured_app, "en")


@pytest.mark.parametrize("game,players", [("coloretto", 3), ("r_eco", 2), ("siberia", 2),
                                          ("rolling_japan", 2), ("pueblo", 2)])
def test_the_legend_key_is_free_and_opens_it(configured_app, qtbot, game, players):
    from desktop.session.local import Seat
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice
    from desktop.table.keys import window_shortcuts

    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    seats = [Seat("Ann")] + [Seat(f"Computer {i}", "computer", "easy") for i in range(1, players)]
    qtbot.waitExposed(window)
    session = window.start(NewGameChoice(game, seats, {}, 8))
    qtbot.waitUntil(lambda: session.active_human() is not None or session.handover_to is not None, timeout=20_000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    view = window.page.view
    assert LEGEND_KEY not in view.keys and LEGEND_KEY not in view.speech_keys
    assert view.legend_keys.conflicts(window_shortcuts(view)) == []
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: getattr(view, "legend_dialog", None) is not None and view.legend_dialog.isVisible())
    dialog = view.legend_dialog
    assert len(dialog.samples) == len(view.legend_rows()) >= 8
    dialog.close()
    session.close()


def test_hovering_the_table_says_the_legend_key(configured_app, qtbot):
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    from desktop.games.base import GameView
    from desktop.session.local import GameSession, Seat

    session = GameSession("coloretto", [Seat("Ann"), Seat("Bob")], seed=1)
    view = GameView(session)
    qtbot.addWidget(view)
    view.resize(300, 200)
    view.show()
    qtbot.waitExposed(view)
    QApplication.sendEvent(view, QHelpEvent(QEvent.Type.ToolTip, QPoint(10, 10), view.mapToGlobal(QPoint(10, 10))))
    qtbot.waitUntil(lambda: QToolTip.isVisible())
    assert "F2" in QToolTip.text()
    assert view.toolTip() == "" and "F2" not in view.accessibleDescription()
    session.close()


def test_the_rules_menu_opens_the_legend_and_names_its_key(configured_app, qtbot):
    """The legend is found without knowing F2: the Rules menu has it, with the key shown after a tab
    and no second shortcut (F2 stays the view's own, unambiguous)."""
    from desktop.session.local import Seat
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice

    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    assert not window.act_legend.isEnabled()  # the library has no table
    assert window.act_legend.text().endswith("\t" + LEGEND_KEY)
    assert window.act_legend.shortcut().isEmpty()
    session = window.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Bob", "computer", "easy")], {}, 8))
    qtbot.waitUntil(lambda: session.active_human() is not None, timeout=20_000)
    window._update_actions()
    assert window.act_legend.isEnabled()
    window.act_legend.trigger()
    view = window.page.view
    qtbot.waitUntil(lambda: getattr(view, "legend_dialog", None) is not None and view.legend_dialog.isVisible())
    assert len(view.legend_dialog.samples) >= 8
    view.legend_dialog.close()
    session.close()
