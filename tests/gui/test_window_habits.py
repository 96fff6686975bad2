"""Issue 29, item 16: F11 full screen, Help ▸ Keys from the table's own KeyMap, the legend in Help."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.games import playable
from desktop.session.local import Seat
from desktop.shell.dialogs import KeysDialog
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice


@pytest.fixture
def window(qtbot, configured_app):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.session is not None:
        w.session.close()
    w.close()


def test_f11_toggles_full_screen(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3_000)
    assert window.act_full_screen.shortcut().toString() == "F11"
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=3_000)
    assert window.act_full_screen.isChecked()
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=3_000)
    assert not window.act_full_screen.isChecked()


@pytest.mark.parametrize("game", [g for g in ("coloretto", "r_eco", "siberia", "rolling_japan", "pueblo")
                                  if playable(g)])
def test_help_keys_lists_the_tables_keymap_and_the_windows_shortcuts(window, qtbot, monkeypatch, game):
    session = window.start(NewGameChoice(game, [Seat("Ann"), Seat("Bob", "computer", "easy")], {}, 3))
    qtbot.waitUntil(lambda: session.active_human() is not None, timeout=30_000)
    shown = []
    monkeypatch.setattr(KeysDialog, "exec", lambda self: shown.append(self) or 0)
    window.act_keys.trigger()
    dialog = shown[0]
    table, everywhere = (dialog.tree.topLevelItem(i) for i in range(2))
    rows = [(table.child(i).text(0), table.child(i).text(1)) for i in range(table.childCount())]
    assert rows == window.page.view.key_help() and rows
    keys = {everywhere.child(i).text(0) for i in range(everywhere.childCount())}
    assert {"Ctrl+N", "Ctrl+Z", "F1", "F11", "F2"} <= keys
    help_menu = [m for m in window.menuBar().actions() if m.text() == "&Help"][0].menu()
    assert window.act_keys in help_menu.actions() and window.act_legend in help_menu.actions()


def test_help_keys_from_the_library_has_the_windows_keys(window, qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(KeysDialog, "exec", lambda self: shown.append(self) or 0)
    window.show_keys()
    assert shown[0].tree.topLevelItemCount() == 1
