"""Issue 16, in process: every table read as a screen reader reads it (QAccessible.queryAccessibleInterface),
in a MainWindow, each game at its smallest table (one human, the rest computers)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QLabel

import engines
from desktop.session.local import Seat
from desktop.table.a11y import ItemInterface, label_hides_text

GAMES = ["coloretto", "siberia", "pueblo", "r_eco", "rolling_japan"]


def _open(qtbot, game: str, players: int | None = None, humans: int = 1):
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice

    QAccessible.setActive(True)
    engine = engines.get(game)
    n = players or max(engine.min_players, 2 if game != "rolling_japan" else 1)
    seats = [Seat(f"Human {i + 1}") for i in range(humans)]
    seats += [Seat(f"Computer {i}", "computer", "easy") for i in range(1, n - humans + 1)]
    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    session = window.start(NewGameChoice(game, seats, {}, 5))
    qtbot.waitUntil(lambda: session.active_human() is not None or session.handover_to is not None, timeout=20_000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    qtbot.wait(10)
    return window, session, window.page.view


def _walk(iface, depth: int = 0):
    if iface is None or not iface.isValid() or depth > 40:
        return
    yield iface
    for i in range(iface.childCount()):
        yield from _walk(iface.child(i), depth + 1)


def _tree(widget):
    return list(_walk(QAccessible.queryAccessibleInterface(widget)))


@pytest.mark.parametrize("game", GAMES)
def test_every_focusable_node_of_the_table_is_named(qtbot, configured_app, game: str) -> None:
    window, session, view = _open(qtbot, game)
    unnamed = []
    for iface in _tree(window):   # the table and the window around it (menus, players, log)
        state = iface.state()
        if state.focusable and not state.invisible and not iface.text(QAccessible.Text.Name).strip():
            obj = iface.object()
            unnamed.append(f"{iface.role()} {type(obj).__name__ if obj is not None else 'item'}")
    assert unnamed == []
    session.close()


@pytest.mark.parametrize("game", GAMES)
def test_no_label_hides_its_text_behind_an_accessible_name(qtbot, configured_app, game: str) -> None:
    import random

    window, session, view = _open(qtbot, game)
    rng = random.Random(1)
    for _ in range(4):   # at the start and after a few moves (labels get their text later)
        hiding = [(label.accessibleName(), label.text()[:40]) for label in view.findChildren(QLabel)
                  if label.isVisibleTo(window) and label_hides_text(label)]
        assert hiding == []
        seat = session.active_human()
        if seat is None or session.is_over():
            break
        session.submit(seat, rng.choice(session.legal_actions(seat)))
        qtbot.waitUntil(lambda: session.active_human() is not None or session.is_over(), timeout=20_000)
    for label in window.findChildren(QLabel):   # the window's own labels (the shell's)
        assert not (label.isVisibleTo(window) and label_hides_text(label)), label.accessibleName()
    session.close()


@pytest.mark.parametrize("game", GAMES)
def test_tab_goes_round_the_table_and_the_window_without_a_trap(qtbot, configured_app, game: str) -> None:
    window, session, view = _open(qtbot, game)
    start = QApplication.focusWidget()
    assert start is not None and start.isVisible()
    first = QAccessible.queryAccessibleInterface(start)
    assert first.text(QAccessible.Text.Name).strip(), f"start-up focus on an unnamed {type(start).__name__}"
    seen = [start]
    for _ in range(150):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        assert focus is not None and focus.isVisible(), "the focus went nowhere"
        if focus is start:
            break
        assert focus not in seen[1:] or focus is seen[-1] and False, \
            f"Tab is trapped: back on {type(focus).__name__} before returning to the start"
        seen.append(focus)
    else:
        pytest.fail(f"Tab never came back to the start ({len(seen)} stops)")
    in_view = [w for w in seen if view.isAncestorOf(w) or w is view]
    outside = [w for w in seen if not (view.isAncestorOf(w) or w is view)]
    from PySide6.QtWidgets import QWidget

    tab_stops = [w for w in view.findChildren(QWidget) if w.isVisible() and w.isEnabled()
                 and w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.focusProxy() is None]
    missed = [f"{type(w).__name__} {w.accessibleName()!r}" for w in tab_stops if w not in seen]
    assert in_view and missed == [], "Tab visits every control of the table"
    assert outside, "Tab leaves the table for the window (the log, the players)"
    session.close()


@pytest.mark.parametrize("game", GAMES)
def test_every_game_key_gives_feedback(qtbot, configured_app, game: str) -> None:
    """Each key of the view's KeyMap that does something now is heard: an announcement, a focus
    move, or a change of the focused object's name or description."""
    window, session, view = _open(qtbot, game)
    silent = []
    for entry in view.keys.entries:
        if entry.reserved or not entry.keys:
            continue
        if entry.label in ("place", "confirm the roll", "deliver (or dump) the chosen cards", "draw"):
            continue   # plays a move: heard through the move's announcement (tested below)
        if session.active_human() is None:
            break
        view.setFocus()
        before = view.announcer.snapshot()
        combo = entry.keys[0]
        qtbot.keyClick(QApplication.focusWidget() or view, combo.key(), combo.keyboardModifiers())
        if entry.when is not None and not entry.when():
            continue
        if view.announcer.snapshot() == before:
            silent.append(entry.label or entry.help_key())
    assert silent == []
    session.close()


@pytest.mark.parametrize("game", GAMES)
def test_the_speech_keys_speak_and_leave_the_window_and_the_game_alone(qtbot, configured_app, game: str) -> None:
    from desktop.table.keys import window_shortcuts

    window, session, view = _open(qtbot, game)
    assert view.speech_keys.conflicts(window_shortcuts(view)) == []
    assert all(combo not in view.keys for entry in view.speech_keys.entries for combo in entry.keys)
    for key in (Qt.Key.Key_F5, Qt.Key.Key_F6, Qt.Key.Key_F7, Qt.Key.Key_F8, Qt.Key.Key_F9):
        n = len(view.announcer.spoken)
        qtbot.keyClick(QApplication.focusWidget() or view, key)
        assert len(view.announcer.spoken) == n + 1 and view.announcer.spoken[-1].strip()
    session.close()


def test_pueblo_board_is_an_8x8_grid_of_cells_the_cursor_and_ghost_speak(qtbot, configured_app) -> None:
    window, session, view = _open(qtbot, "pueblo")
    view.setFocus()
    root = QAccessible.queryAccessibleInterface(view)
    cells = [root.child(i) for i in range(root.childCount()) if isinstance(root.child(i), ItemInterface)]
    assert len(cells) == 64 and all(c.role() == QAccessible.Role.Cell for c in cells)
    names = {c.text(QAccessible.Text.Name).split(":")[0] for c in cells}
    assert names == {f"{x},{y}" for x in range(8) for y in range(8)}
    focused = root.focusChild()
    assert isinstance(focused, ItemInterface) and focused.state().focused
    assert "Ghost" in focused.text(QAccessible.Text.Description)
    assert "Move 1 to space" in focused.text(QAccessible.Text.Description)
    x, y = view.cursor
    qtbot.keyClick(view, Qt.Key.Key_Right)
    moved = root.focusChild()
    assert moved.text(QAccessible.Text.Name) != focused.text(QAccessible.Text.Name) or view.cursor == (x, y)
    target = next(c for c in cells if c.text(QAccessible.Text.Name).startswith("0,0"))
    actions = target.actionInterface()
    assert actions.actionNames() == ["Press"]
    actions.doAction("Press")
    assert tuple(view.cursor) == (0, 0) and root.focusChild().text(QAccessible.Text.Name).startswith("0,0")
    session.close()


def test_coloretto_rows_press_and_collections_are_lists(qtbot, configured_app) -> None:
    window, session, view = _open(qtbot, "coloretto")
    row = QAccessible.queryAccessibleInterface(view.rows[0])
    assert row.role() == QAccessible.Role.Button and row.text(QAccessible.Text.Name).startswith("Row 1")
    assert "Press" in row.actionInterface().actionNames()
    qtbot.keyClick(view, Qt.Key.Key_D)      # draw: the revealed card is said
    qtbot.waitUntil(lambda: any("It is" in t for t in view.announcer.spoken), timeout=5000)
    row.actionInterface().doAction("Press")   # place it in row 1, as a screen reader's press would
    qtbot.waitUntil(lambda: session.active_human() is not None or session.is_over(), timeout=20_000)
    assert any(e.seat == 0 and type(e.action).__name__ == "Place" for e in session.history)
    collections = QAccessible.queryAccessibleInterface(view.panels[0].cards)
    assert collections.role() == QAccessible.Role.List and collections.childCount() >= 1
    assert all(collections.child(i).role() == QAccessible.Role.ListItem for i in range(collections.childCount()))
    session.close()


def test_siberia_and_r_eco_hands_are_lists_with_selected_cards(qtbot, configured_app) -> None:
    for game in ("siberia", "r_eco"):
        window, session, view = _open(qtbot, game)
        hand = QAccessible.queryAccessibleInterface(view.hand)
        assert hand.role() == QAccessible.Role.List
        cards = [hand.child(i) for i in range(hand.childCount())]
        assert cards and all(c.role() == QAccessible.Role.ListItem for c in cards)
        assert all(c.text(QAccessible.Text.Name) for c in cards)
        widget = view.hand.card_widgets[0]
        iface = QAccessible.queryAccessibleInterface(widget)
        assert iface.state().selectable and not iface.state().selected
        session.close()


def test_rolling_japan_prefectures_say_their_neighbours(qtbot, configured_app) -> None:
    window, session, view = _open(qtbot, "rolling_japan")
    from engines.rolling_japan import NAMES

    tochigi = next(pid for pid, name in NAMES.items() if name == "Tochigi")
    box = QAccessible.queryAccessibleInterface(view.map.boxes[tochigi])
    assert box.text(QAccessible.Text.Name).startswith("Tochigi")
    desc = box.text(QAccessible.Text.Description)
    assert "Gunma" in desc and "Ibaraki" in desc and "empty" in desc
    session.close()


def test_the_focus_stays_on_the_table_when_the_control_used_goes_disabled(qtbot, configured_app) -> None:
    """Coloretto's Draw is disabled by the draw: the focus must not drop into the window's log."""
    window, session, view = _open(qtbot, "coloretto")
    view.draw_button.setFocus()
    qtbot.waitUntil(view.draw_button.hasFocus, timeout=2000)
    qtbot.keyClick(view.draw_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not view.draw_button.isEnabled(), timeout=5000)
    qtbot.wait(20)
    focus = QApplication.focusWidget()
    assert focus is not None and view.isAncestorOf(focus), type(focus).__name__
    session.close()


def test_rolling_japan_other_sheets_are_lists_of_their_numbers(qtbot, configured_app) -> None:
    window, session, view = _open(qtbot, "rolling_japan", players=2)
    qtbot.waitUntil(lambda: any(m is not None for m in session.observation()["sheets"][1]), timeout=20_000)
    qtbot.wait(20)
    mini = QAccessible.queryAccessibleInterface(view.minis[0])
    assert mini.role() == QAccessible.Role.List and mini.text(QAccessible.Text.Name).startswith("Computer 1")
    names = [mini.child(i).text(QAccessible.Text.Name) for i in range(mini.childCount())]
    assert names and all(name.rsplit(" ", 1)[-1] for name in names)
    session.close()


def test_r_eco_opens_on_the_hand_and_keeps_the_focus_after_a_delivery(qtbot, configured_app) -> None:
    window, session, view = _open(qtbot, "r_eco")
    view.setFocus()
    qtbot.wait(10)
    assert QApplication.focusWidget() in view.hand.card_widgets, "Enter delivers from the hand, not a centre's"
    colour = view.hand_cards[0][0]
    qtbot.keyClick(QApplication.focusWidget(), getattr(Qt.Key, f"Key_{colour + 1}"))
    view.confirm_button.setFocus()
    qtbot.keyClick(view.confirm_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: any(e.seat == 0 for e in session.history), timeout=5000)
    qtbot.wait(30)
    focus = QApplication.focusWidget()
    assert focus is not None and view.isAncestorOf(focus), type(focus).__name__
    session.close()


def test_pueblo_board_focus_is_the_tables(qtbot, configured_app) -> None:
    window, session, view = _open(qtbot, "pueblo")
    view.board.setFocus()
    qtbot.wait(10)
    assert QApplication.focusWidget() is view
    root = QAccessible.queryAccessibleInterface(view)
    assert root.focusChild().text(QAccessible.Text.Name).startswith(f"{view.cursor[0]},{view.cursor[1]}")
    session.close()


def test_negative_scores_are_spoken_with_their_sign() -> None:
    from desktop.i18n import english_plural
    from desktop.table.plurals import plural

    assert plural("Announcer", "{0}: %n point(s)", -3).format("Ann") == "Ann: -3 points"
    assert plural("Announcer", "{0}: %n point(s)", 1).format("Ann") == "Ann: 1 point"
    assert english_plural("Ann: 3 point(s)", -3) == "Ann: -3 points"
    assert english_plural("Ann: 1 point(s)", -1) == "Ann: -1 point"
    assert english_plural("Ann : 2 points", 2) == "Ann : 2 points"
