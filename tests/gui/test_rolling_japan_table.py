"""The Rolling Japan table on the kit (issue 15), in the main window: it keeps a 1024x700 window at 1
and 8 players and grows on large screens (map, dice, fonts); the mini-sheets share the room so the
player's own map stays large; its keys leave the window's alone; the status bar follows a pencilled
write and the computers' turn; names are plain text; a resumed game shows the same sheet."""
from __future__ import annotations

import random

import pytest

import engines
from desktop.session.local import GameSession, Seat

pytestmark = pytest.mark.skipif(not engines.available("rolling_japan"), reason="needs the Rolling Japan engine")


def _window(qtbot, players: int, names: list[str] | None = None, size=(1024, 700)):
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice

    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    names = names or ["Aiko"] + [f"Computer {i}" for i in range(1, players)]
    seats = [Seat(names[0])] + [Seat(n, "computer", "normal") for n in names[1:players]]
    session = window.start(NewGameChoice("rolling_japan", seats, {}, 20260101))
    _wait(qtbot, session)
    return window, session


def _wait(qtbot, session: GameSession) -> None:
    qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)


def _settle(qtbot, window, size) -> None:
    from tests import fit

    for _ in range(2):
        window.resize(*size)
        fit.settle(window)
    qtbot.wait(10)


@pytest.mark.parametrize("players", [1, 8])
def test_the_table_keeps_1024x700_and_grows_on_large_screens(qtbot, configured_app, players: int) -> None:
    window, session = _window(qtbot, players)
    view = window.page.view
    _settle(qtbot, window, (1024, 700))
    assert (window.width(), window.height()) == (1024, 700), "the table does not push the window larger"
    small_map, small_die, small_font = view.map.width(), view.dice[0].width(), view.scale.font_px("body")
    if players == 8:
        assert len(view.minis) == 7 and all(m.isVisible() and m.width() >= 100 for m in view.minis)
        assert small_map >= 480, f"the player's own map stays large ({small_map} px)"
        assert view.map.height() + view.minis[0].height() <= view.sheets.height() + 1 or \
            view.sheets.placement == "beside"
    _settle(qtbot, window, (1920, 1080))
    assert (window.width(), window.height()) == (1920, 1080)
    assert view.map.width() > small_map * 1.4 and view.dice[0].width() > small_die * 1.4
    assert view.scale.font_px("body") > small_font
    _settle(qtbot, window, (1024, 700))
    assert (window.width(), window.height()) == (1024, 700), "back from a large screen, the window shrinks"
    session.close()


@pytest.mark.parametrize("players", [1, 8])
def test_the_tables_keys_leave_the_windows_shortcuts_alone(qtbot, configured_app, players: int) -> None:
    from desktop.table.keys import window_shortcuts

    window, session = _window(qtbot, players)
    view = window.page.view
    taken = window_shortcuts(view)
    assert any("Rules" in label for _, label in taken), "the window's menus are seen"
    assert view.keys.conflicts(taken) == []
    help_text = view.keys_label.text()
    for key in ("C", "P", "Backspace"):
        assert key in help_text, "the key help is written from the KeyMap"
    assert key_of(view.change_button) == "C" and key_of(view.confirm_button) == "Enter"
    session.close()


def key_of(button) -> str:
    return button.toolTip().rsplit(": ", 1)[-1].rstrip(")")


def test_the_status_bar_follows_a_pencilled_write_and_the_computers(qtbot, configured_app) -> None:
    from engines.rolling_japan import Write

    window, session = _window(qtbot, 3)
    view = window.page.view
    status = window.statusBar().currentMessage
    assert status() == view.status_text() != ""
    first = next(a for a in session.legal_actions(0) if isinstance(a, Write) and not a.colour_change)
    view.select_die(first.die)
    view._on_prefecture(first.prefecture)
    second = next(a for a in session.legal_actions(0) if isinstance(a, Write) and not a.colour_change)
    view.select_die(second.die)
    view._on_prefecture(second.prefecture)
    assert view.tentative == second
    assert "confirm the roll" in status(), status()  # no state changed, the status bar follows the table
    view.undo()
    assert "confirm the roll" not in status() and status() == view.status_text()
    view._on_prefecture(second.prefecture)
    seen: list[str] = []
    window.statusBar().messageChanged.connect(seen.append)
    view.confirm()
    _wait(qtbot, session)
    assert status() == view.status_text(), "after the computers' turn the status is the table's again"
    assert all("Waiting for the computer players" not in m for m in seen), seen
    session.close()


def test_names_are_plain_text(qtbot, configured_app) -> None:
    window, session = _window(qtbot, 2, ["<b>Ann</b>", "<img src=x>"])
    view = window.page.view
    assert "<b>Ann</b>" in view.banner.text()
    assert view.banner.textFormat().name == "PlainText"
    assert view.minis[0].name == "<img src=x>"
    session.close()


def test_a_resumed_game_shows_the_same_sheet(qtbot, configured_app) -> None:
    from desktop.games.rolling_japan.view import RollingJapanView
    from engines.rolling_japan import bot_normal

    window, session = _window(qtbot, 2)
    rng = random.Random(4)
    for _ in range(5):
        _wait(qtbot, session)
        session.submit(0, bot_normal(session.engine, session.state, 0, rng))
    _wait(qtbot, session)
    view = window.page.view
    resumed = GameSession.from_save(session.to_save(), computer_delay_ms=0)
    other = RollingJapanView(resumed)
    qtbot.addWidget(other)
    resumed.start()
    assert other.map.marks == view.map.marks
    assert other.track.x_count == view.track.x_count and other.selected_die == view.selected_die
    assert [m.marks for m in other.minis] == [m.marks for m in view.minis]
    resumed.close()
    session.close()


def test_a_whole_game_against_the_computer_by_keyboard_alone(qtbot, configured_app, monkeypatch) -> None:
    """Only key presses to the focused widget: a die's number, the arrows, Enter/Space on the map's
    cursor, P for a full zone, C when only a colour change writes, Enter to confirm the roll."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from desktop.widgets.results import ResultsDialog

    results: list[ResultsDialog] = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: results.append(self) or 0)

    window, session = _window(qtbot, 2)
    view = window.page.view
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    view.map.setFocus()

    def press(key) -> None:
        qtbot.keyClick(QApplication.focusWidget() or view, key)

    rng = random.Random(7)
    for _ in range(400):
        _wait(qtbot, session)
        if session.is_over():
            break
        before = (len(session.history), view.tentative)
        if view.tentative is not None:
            press(Qt.Key.Key_Return)
        elif view.map.targets:
            for _ in range(rng.randrange(3)):
                press(rng.choice([Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down]))
            if not view.map.has_focus():
                press(Qt.Key.Key_Left)  # the arrows bring the focus back to the map
            assert view.map.has_focus() and view.map.cursor in view.map.targets
            press(rng.choice([Qt.Key.Key_Return, Qt.Key.Key_Space]))
        elif view.pass_button.isEnabled():
            press(Qt.Key.Key_P)
        else:
            pending = session.observation()["pending"][0]
            press(Qt.Key.Key_1 if pending[0] == 0 else Qt.Key.Key_2)
            if not view.map.targets and view.change_button.isEnabled():
                press(Qt.Key.Key_C)
        assert (len(session.history), view.tentative) != before, "a key press did something"
    assert session.is_over()
    assert all(m is not None for m in view.map.marks)
    assert "over" in view.banner.text()
    qtbot.waitUntil(lambda: bool(results), timeout=5_000)  # the window's results (shown 400 ms later)
    session.close()
