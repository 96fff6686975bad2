"""The Rolling Japan sheet: a whole solo game played by clicks to the end, keyboard play, the
pencilled last write with undo and confirm, and hot-seat sheet switching."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt

import engines
from desktop.session.local import GameSession, Seat
from engines.rolling_japan import Pass, Write, bot_normal
from tests.screens import screenshot_dir

pytestmark = pytest.mark.skipif(not engines.available("rolling_japan"), reason="needs the Rolling Japan engine")

SCREENSHOTS = screenshot_dir()


def _view(qtbot, seats, seed=5):
    from desktop.games.rolling_japan.view import RollingJapanView

    session = GameSession("rolling_japan", seats, seed=seed, computer_delay_ms=0)
    view = RollingJapanView(session)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    session.start()
    return session, view


def _click(qtbot, widget, point) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(int(point.x()), int(point.y())))


def _play_by_clicks(qtbot, session, view, action) -> None:
    """Picks the die, sets the colour change, then clicks the prefecture (or No effect), and
    confirms when the write is pencilled in."""
    _click(qtbot, view.dice[action.die], view.dice[action.die].rect().center())
    assert view.selected_die == action.die
    if isinstance(action, Pass):
        qtbot.mouseClick(view.pass_button, Qt.MouseButton.LeftButton)
    else:
        if action.colour_change != view.colour_change:
            qtbot.mouseClick(view.change_button, Qt.MouseButton.LeftButton)
        assert view.colour_change == action.colour_change
        assert action.prefecture in view.map.targets
        box = view.map.boxes[action.prefecture]
        assert view.map.box_rect(action.prefecture) == box.geometry()
        _click(qtbot, box, box.rect().center())
    if view.tentative is not None or session.engine.reveals(session.state, 0, action):
        assert view.tentative == action and view.confirm_button.isEnabled()
        qtbot.mouseClick(view.confirm_button, Qt.MouseButton.LeftButton)


def test_a_whole_solo_game_by_clicks(qtbot, configured_app) -> None:
    session, view = _view(qtbot, [Seat("Aiko", "human")])
    rng = random.Random(3)
    shot = False
    for _ in range(200):
        if session.is_over():
            break
        qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=10_000)
        if session.is_over():
            break
        obs = session.observation()
        assert view.map.marks == obs["sheets"][0]
        assert view.track.x_count == obs["x_counts"][0]
        if not shot and obs["round"] == 4:
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            view.grab().save(str(SCREENSHOTS / "rolling_japan_sheet.png"))
            shot = True
        action = bot_normal(session.engine, session.state, 0, rng)
        before = len(session.history)
        _play_by_clicks(qtbot, session, view, action)
        assert len(session.history) == before + 1, "the click did not play the decision"
    assert session.is_over()
    assert all(m is not None for m in view.map.marks)
    assert "over" in view.banner.text()
    session.close()


def test_last_write_is_pencilled_until_confirmed_and_undo_takes_writes_back(qtbot, configured_app) -> None:
    session, view = _view(qtbot, [Seat("Aiko", "human")], seed=8)
    first = next(a for a in session.legal_actions(0) if isinstance(a, Write) and not a.colour_change)
    view.select_die(first.die)
    view._on_prefecture(first.prefecture)
    assert len(session.history) == 1 and view.undo_button.isEnabled()
    view.undo()  # the session's undo: no dice rolled since
    assert not session.history
    view.select_die(first.die)
    view._on_prefecture(first.prefecture)
    assert len(session.history) == 1
    second = next(a for a in session.legal_actions(0) if isinstance(a, Write) and not a.colour_change)
    view.select_die(second.die)
    view._on_prefecture(second.prefecture)
    assert view.tentative == second and len(session.history) == 1  # pencilled, not played
    qtbot.keyClick(view.map, Qt.Key.Key_Backspace)
    assert view.tentative is None
    view._on_prefecture(second.prefecture)
    roll = session.state.roll
    qtbot.keyClick(view.map, Qt.Key.Key_Return)
    assert session.state.roll > roll and not session.can_undo()
    session.close()


def _focused():
    from PySide6.QtWidgets import QApplication

    return QApplication.focusWidget()


def _focus_view(qtbot, view) -> None:
    view.activateWindow()
    qtbot.waitUntil(lambda: view.isActiveWindow(), timeout=5_000)
    view.map.setFocus()
    qtbot.waitUntil(lambda: view.map.has_focus(), timeout=5_000)


def test_keyboard_picks_a_die_walks_the_lit_prefectures_and_writes(qtbot, configured_app) -> None:
    session, view = _view(qtbot, [Seat("Aiko", "human")], seed=21)
    _focus_view(qtbot, view)
    qtbot.keyClick(_focused(), Qt.Key.Key_2)
    assert view.selected_die == 1
    start = view.map.cursor
    assert start in view.map.targets
    assert _focused() is view.map.boxes[start], "the map's one Tab stop is the box under the cursor"
    qtbot.keyClick(_focused(), Qt.Key.Key_Right)
    chosen = view.map.cursor
    assert chosen in view.map.targets and _focused() is view.map.boxes[chosen]
    qtbot.keyClick(_focused(), Qt.Key.Key_Return)
    assert session.state.sheets[0][chosen] is not None or view.tentative is not None
    assert view.map.accessibleName().startswith("Map of Japan")
    session.close()


def test_enter_on_the_map_confirms_a_roll_whose_dice_are_both_resolved(qtbot, configured_app) -> None:
    """Keyboard alone: 1 Enter, 2 Enter write both dice where the cursor is and the focus goes to
    Confirm; a player who goes back to the map to check the sheet confirms with Enter there too (it
    used to say "first confirm the roll (Enter)" instead)."""
    session, view = _view(qtbot, [Seat("Aiko", "human")], seed=21)
    _focus_view(qtbot, view)
    errors: list[str] = []
    session.error.connect(errors.append)
    roll = session.state.roll
    for key in (Qt.Key.Key_1, Qt.Key.Key_2):
        qtbot.keyClick(_focused(), key)
        if view.map.cursor not in view.map.targets:
            qtbot.keyClick(_focused(), Qt.Key.Key_Right)
        assert view.map.cursor in view.map.targets
        qtbot.keyClick(_focused(), Qt.Key.Key_Return)
    assert view.tentative is not None and session.state.roll == roll, "the second write waits, pencilled in"
    assert _focused() is view.confirm_button, "the focus goes to Confirm"
    view.map.setFocus()  # the player goes back to the map to check the sheet, arrows over it
    qtbot.waitUntil(lambda: view.map.has_focus(), timeout=5_000)
    qtbot.keyClick(_focused(), Qt.Key.Key_Left)
    assert view.map.has_focus()
    qtbot.keyClick(_focused(), Qt.Key.Key_Return)
    assert session.state.roll > roll and view.tentative is None, "Enter on the map confirmed the roll"
    assert not errors
    session.close()


def test_tab_leaves_the_map_and_comes_back_to_the_cursor(qtbot, configured_app) -> None:
    """Tab is not trapped on the map: the map is one stop (its cursor box), the arrows move inside."""
    session, view = _view(qtbot, [Seat("Aiko", "human")], seed=21)
    _focus_view(qtbot, view)
    cursor = view.map.cursor
    qtbot.keyClick(_focused(), Qt.Key.Key_Tab)
    assert not view.map.has_focus(), "Tab left the map"
    assert view.map.cursor == cursor
    for _ in range(12):
        if view.map.has_focus():
            break
        qtbot.keyClick(_focused(), Qt.Key.Key_Tab)
    assert view.map.has_focus() and _focused() is view.map.boxes[cursor], "Tab comes back to the map's cursor"
    stops = [w for w in view.map.boxes.values() if w.focusPolicy() & Qt.FocusPolicy.TabFocus]
    assert stops == [view.map.boxes[cursor]]
    session.close()


def test_an_unlit_prefecture_says_why_it_cannot_be_written(qtbot, configured_app) -> None:
    session, view = _view(qtbot, [Seat("Aiko", "human")], seed=21)
    errors: list[str] = []
    session.error.connect(errors.append)
    unlit = next(pid for pid in view.map.boxes if pid not in view.map.targets and view.map.marks[pid - 1] is None)
    box = view.map.boxes[unlit]
    _click(qtbot, box, box.rect().center())
    assert not session.history, "nothing was written"
    assert errors and errors[-1] == view.why_label.text() and view.why_label.isVisible()
    assert view.status_text() == errors[-1], "the window's status bar, redrawn on any change, keeps saying why"
    from desktop.games.rolling_japan.art import prefecture_name
    assert errors[-1].startswith(prefecture_name(unlit) + ":")
    assert len(errors[-1]) > len(prefecture_name(unlit)) + 10, errors[-1]
    filled = next((pid for pid, m in enumerate(view.map.marks, start=1) if m is not None), None)
    if filled is not None:
        _click(qtbot, view.map.boxes[filled], view.map.boxes[filled].rect().center())
        assert "already filled" in errors[-1]
    # picking another die clears the explanation
    view.select_die(1 - view.selected_die if session.observation()["pending"][0] == [0, 1] else view.selected_die)
    assert not view.why_label.isVisible() and view.status_text() == view.instructions.text()
    session.close()


def test_the_zones_of_a_mini_sheet_are_told_apart_without_colour() -> None:
    from desktop.games.rolling_japan.art import HATCHES, SWATCHES

    zones = [c for c in SWATCHES if c != "purple"]
    assert len({HATCHES[c] for c in zones}) == len(zones), "one hatching per zone"
    assert len({SWATCHES[c].shape for c in SWATCHES}) == len(SWATCHES), "one symbol per colour"


def test_hot_seat_switches_sheets_and_computers_write_at_once(qtbot, configured_app) -> None:
    seats = [Seat("Aiko", "human"), Seat("Computer", "computer", "normal"), Seat("Ben", "human")]
    session, view = _view(qtbot, seats, seed=4)
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=10_000)
    assert "Aiko" in view.banner.text()
    rng = random.Random(1)
    while session.active_human() == 0:
        _play_by_clicks(qtbot, session, view, bot_normal(session.engine, session.state, 0, rng))
    qtbot.waitUntil(lambda: session.active_human() == 2, timeout=10_000)
    assert "Ben" in view.banner.text() and view.sheet_seat == 2
    assert view.status_text().startswith("Ben: "), "hot-seat: the status bar says whose turn it is"
    assert [m.name for m in view.minis][0] == "Aiko"
    qtbot.waitUntil(lambda: not session.engine.observe(session.state, 1)["pending"][1], timeout=10_000)
    session.close()
