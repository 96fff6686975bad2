"""Issue 29, item 1: after every dialog and menu the keyboard is back where it was on the table.

pytest-xvfb runs these with no window manager: nobody but the program gives the window the focus
back when a dialog closes (the kiosk case of the issue)."""
from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from desktop.games import playable
from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from desktop.table.activatable import Activatable

pytestmark = pytest.mark.skipif(not playable("coloretto"), reason="needs Coloretto")


@pytest.fixture
def table(qtbot, configured_app):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    session = w.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Bob", "computer", "easy")], {}, 5))
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and w.page.view.isAncestorOf(QApplication.focusWidget()), timeout=5_000)
    controls = [c for c in w.page.view.findChildren(Activatable)
                if c.isVisible() and c.isEnabled() and c.focusPolicy() != Qt.FocusPolicy.NoFocus]
    assert len(controls) > 1
    controls[-1].setFocus(Qt.FocusReason.TabFocusReason)   # not the table's first control
    qtbot.waitUntil(lambda: QApplication.focusWidget() is controls[-1], timeout=2_000)
    yield w, controls[-1]
    session.close()
    w.close()


def _close_soon(close: Callable[[], None]) -> None:
    """Closes the dialog that will be open: from inside its event loop, as a player would."""
    def later() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(30, later)
            return
        close()

    QTimer.singleShot(50, later)


def _escape() -> None:
    modal = QApplication.activeModalWidget()
    QTest.keyClick(modal.focusWidget() or modal, Qt.Key.Key_Escape)


def _focus_back(qtbot, window, was) -> None:
    qtbot.waitUntil(lambda: QApplication.focusWidget() is was, timeout=3_000)
    assert QApplication.activeWindow() is window
    assert was.hasFocus()   # the table's control paints its focus ring when it has the focus


@pytest.mark.parametrize("opener", ["rules", "statistics", "new_game", "about", "leave", "results"])
def test_the_focus_comes_back_to_the_table_after_a_dialog(table, qtbot, monkeypatch, opener):
    window, was = table
    assert window.page.view.isAncestorOf(was)
    _close_soon(_escape)
    if opener == "rules":
        window.act_rules_current.trigger()
    elif opener == "statistics":
        window.act_stats.trigger()
    elif opener == "new_game":
        window.act_new.trigger()
    elif opener == "about":
        window.about()
    elif opener == "leave":
        session = window.session
        assert session.submit(0, session.legal_actions(0)[0])
        qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=2_000)
        was = QApplication.focusWidget()
        window.act_library.trigger()   # Esc on the question: back to the game
        assert window.session is session
    elif opener == "results":
        window._show_results(window.session, [])
    _focus_back(qtbot, window, was)


def test_the_focus_comes_back_after_the_legend(table, qtbot):
    window, was = table
    window.show_current_legend()
    legend = window.page.view.legend_dialog
    qtbot.waitExposed(legend)
    legend.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is legend, timeout=3_000)
    legend.reject()
    _focus_back(qtbot, window, was)


@pytest.mark.parametrize("letter", [Qt.Key.Key_G, Qt.Key.Key_E, Qt.Key.Key_H])
def test_escape_from_a_menu_gives_the_keys_back_to_the_table(table, qtbot, letter):
    window, was = table
    QTest.keyClick(was, letter, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=3_000)
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    _focus_back(qtbot, window, was)
    # and the keys work: Ctrl+N opens the new-game dialog straight away
    opened = []
    _close_soon(lambda: opened.append(type(QApplication.activeModalWidget())) or _escape())
    QTest.keyClick(was, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(opened), timeout=3_000)
    assert issubclass(opened[0], QDialog) and not issubclass(opened[0], QMessageBox)
    _focus_back(qtbot, window, was)


def test_moving_between_menus_keeps_the_menus_open(table, qtbot):
    """The focus is given back only once no menu is open: Right from one menu opens the next."""
    window, was = table
    QTest.keyClick(was, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=3_000)
    first = QApplication.activePopupWidget()
    QTest.keyClick(first, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() not in (None, first), timeout=3_000)
    qtbot.wait(100)
    assert QApplication.activePopupWidget() is not None
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    _focus_back(qtbot, window, was)
