"""The R-Eco table on the kit (issue 15): it fits 1024x700 at 2 and 5 players and grows on large
screens, Tab goes through every part in reading order and out, the hand's cursor and the chosen cards
are drawn, the keys are the KeyMap's (no conflict with the window's), names stay plain text, a resumed
game shows the same table, and a whole game is played by keys alone."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import engines
from desktop.session.local import GameSession, Seat
from engines.r_eco import DUMP, Deliver, Dump, bot_normal, card_colour, card_units

pytestmark = pytest.mark.skipif(not engines.available("r_eco"), reason="needs the R-Eco engine")


def _seats(players: int, first: str = "Ann") -> list[Seat]:
    return [Seat(first, "human")] + [Seat(f"Computer {i}", "computer", "normal") for i in range(1, players)]


def _wait_for_ann(qtbot, session: GameSession) -> None:
    qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)


def _view(qtbot, session: GameSession, size=(772, 640)):
    from desktop.games.r_eco.view import REcoView

    view = REcoView(session)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return view


def _window(qtbot, players: int, seed: int = 8):
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice

    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    session = window.start(NewGameChoice("r_eco", _seats(players, "You"), {}, seed))
    return window, session


def focused():
    return QApplication.focusWidget()


@pytest.mark.parametrize("players", [2, 5])
def test_the_table_fits_1024x700_grows_on_large_screens_and_shrinks_back(qtbot, configured_app, players):
    from desktop.table import clear_overflows, overflows

    session = GameSession("r_eco", _seats(players), seed=3, computer_delay_ms=0)
    view = _view(qtbot, session)  # the room a 1024x700 window leaves the table
    session.start()
    _wait_for_ann(qtbot, session)
    hint = view.minimumSizeHint()
    assert hint.width() <= 772 and hint.height() <= 640, hint
    clear_overflows()
    view.grab()
    assert overflows() == []
    small_card = view.centres[0].layout().card_h
    small_hand = view.hand.card_rect(0).height()
    small_font = view.centres[0].text_px
    small_badge_font = view.badges[0].score_label.fontInfo().pixelSize()
    view.resize(2300, 1380)
    qtbot.wait(5)
    view.grab()
    assert overflows() == []
    assert view.centres[0].layout().card_h > small_card * 1.5, "the centres' cards use the height"
    assert view.hand.card_rect(0).height() > small_hand * 1.5
    assert view.centres[0].text_px > small_font
    assert view.badges[0].score_label.fontInfo().pixelSize() > small_badge_font
    assert view.players.columns == players, "the badges in one line"
    view.resize(772, 640)
    qtbot.wait(5)
    hint = view.minimumSizeHint()
    assert hint.width() <= 772 and hint.height() <= 640, ("shrinks back", hint)
    session.close()


@pytest.mark.parametrize("players", [2, 5])
def test_the_keys_leave_the_windows_shortcuts_alone_and_the_window_keeps_its_size(qtbot, configured_app, players):
    from desktop.table.keys import window_shortcuts

    window, session = _window(qtbot, players)
    view = window.page.view
    taken = window_shortcuts(view)
    assert any("Rules" in label for _, label in taken), "the window's menus are seen"
    assert view.keys.conflicts(taken) == []
    assert view.keys_label.text() == view.tr("Keys: {0}").format(view.keys.help_text())
    for button in (view.confirm_button, view.clear_button):
        assert "&" not in button.text(), "no button mnemonic: every key is in the KeyMap"
    qtbot.wait(20)
    assert window.width() == 1024 and window.height() == 700, "the table does not push the window larger"
    session.close()


def test_tab_goes_through_the_centres_the_hand_and_the_buttons_then_out(qtbot, configured_app):
    """Issue 15: Tab looped between the hand and the log."""
    window, session = _window(qtbot, 2)
    _wait_for_ann(qtbot, session)
    view = window.page.view
    qtbot.wait(5)
    view.toggle_card(0)  # the buttons take part once there is a choice
    view.centres[0].setFocus(Qt.FocusReason.TabFocusReason)
    inside = []
    for _ in range(30):
        widget = focused()
        if widget is None or not view.isAncestorOf(widget):
            break
        inside.append(widget)
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
    expected = [*view.centres, *view.hand.card_widgets, view.confirm_button, view.clear_button]
    assert inside == expected
    assert focused() is not None and not view.isAncestorOf(focused()), "Tab goes on out of the table"
    for _ in range(10):  # and comes back to the first centre
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        if focused() is view.centres[0]:
            break
    assert focused() is view.centres[0]
    session.close()


def test_the_hand_cursor_and_the_chosen_cards_are_drawn(qtbot, configured_app):
    session = GameSession("r_eco", _seats(2), seed=5, computer_delay_ms=0)
    view = _view(qtbot, session)
    view.windowHandle().requestActivate()
    qtbot.waitUntil(view.isActiveWindow)
    session.start()
    _wait_for_ann(qtbot, session)
    cards = view.hand.card_widgets
    assert len(cards) >= 2
    view.centres[0].setFocus()
    plain = cards[1].grab().toImage()
    view.hand.set_cursor(1, focus=False)
    cursor = cards[1].grab().toImage()
    assert cursor != plain, "the cursor shows while the focus is elsewhere"
    view.hand.set_cursor(1)
    assert cards[1].hasFocus()
    ring = cards[1].grab().toImage()
    assert ring not in (plain, cursor), "the focused card has the focus ring"
    qtbot.keyClick(cards[1], Qt.Key.Key_Space)
    assert view.selected == {1}
    chosen = view.hand.card_widgets[1].grab().toImage()
    assert chosen not in (plain, cursor, ring), "a chosen card is raised and ticked"
    assert view.hand.card_widgets[1].accessibleDescription() == "chosen"
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert view.selected == set()
    session.close()


def test_names_are_plain_text_and_a_resumed_game_shows_the_same_table(qtbot, configured_app):
    odd = "<img src=x><b>Bob</b>"
    seats = [Seat("Ann", "human"), Seat(odd, "computer", "normal")]
    session = GameSession("r_eco", seats, seed=6, computer_delay_ms=0)
    view = _view(qtbot, session)
    session.start()
    rng = random.Random(2)
    for _ in range(4):
        _wait_for_ann(qtbot, session)
        session.submit(0, bot_normal(session.engine, session.state, 0, rng))
    _wait_for_ann(qtbot, session)
    badge = view.badges[1]
    assert badge.name_label.textFormat() == Qt.TextFormat.PlainText and badge.name_label.text() == odd
    assert view.prompt.textFormat() == Qt.TextFormat.PlainText
    table = ([c.accessibleDescription() for c in view.centres], [b.accessibleDescription() for b in view.badges],
             view.hand.cards, view.piles.text())
    resumed = GameSession.from_save(session.to_save(), computer_delay_ms=0)
    session.close()
    again = _view(qtbot, resumed)
    resumed.start()
    _wait_for_ann(qtbot, resumed)
    assert ([c.accessibleDescription() for c in again.centres], [b.accessibleDescription() for b in again.badges],
            again.hand.cards, again.piles.text()) == table
    resumed.close()


def test_a_delivery_flies_and_esc_skips_it(qtbot, configured_app):
    session = GameSession("r_eco", _seats(2), seed=7, computer_delay_ms=600)
    view = _view(qtbot, session)
    session.start()
    _wait_for_ann(qtbot, session)
    colour = view.hand_cards[0][0]
    view.choose_centre(colour, from_keyboard=True)
    view.confirm()
    assert view.is_animating(), "the delivered cards fly to their centre"
    view.keys.dispatch(_key(Qt.Key.Key_Escape))
    assert not view.is_animating()
    assert all(c.hidden_factory == 0 for c in view.centres)
    session.close()


def _key(key):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    return QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)


def _press(qtbot, key) -> None:
    widget = focused()
    assert widget is not None
    qtbot.keyClick(widget, key)


def _choose_by_keys(qtbot, view, wanted: list[tuple[int, int]]) -> None:
    """Left/Right and Space until the chosen cards are the wanted ones."""
    _press(qtbot, Qt.Key.Key_Right)  # into the hand (the first press shows the cursor)
    for _ in range(3 * len(view.hand_cards) + 2):
        chosen = sorted(view.hand_cards[i] for i in view.selected)
        if chosen == sorted(wanted):
            return
        i = view.hand.cursor
        missing = list(wanted)
        for c in chosen:
            missing.remove(c)
        if i not in view.selected and view.hand_cards[i] in missing:
            _press(qtbot, Qt.Key.Key_Space)
        else:
            _press(qtbot, Qt.Key.Key_Right)
    assert sorted(view.hand_cards[i] for i in view.selected) == sorted(wanted)


def _play_by_keys(qtbot, max_moves: int | None = None) -> int:
    window, session = _window(qtbot, 2, seed=11)
    if max_moves is not None:
        window._show_results = lambda *args: None
    view = window.page.view
    rng = random.Random(3)
    moves = 0
    _wait_for_ann(qtbot, session)
    qtbot.wait(1)
    assert view.isAncestorOf(focused()), "the table has the keys when the game starts"
    while max_moves is None or moves < max_moves:
        _wait_for_ann(qtbot, session)
        if session.is_over():
            break
        qtbot.wait(1)
        assert focused() is not None and view.isAncestorOf(focused()), "the keys stay on the table"
        action = bot_normal(session.engine, session.state, 0, rng)
        before = len(session.history)
        if isinstance(action, Dump):
            assert session.state.phase == DUMP
            _choose_by_keys(qtbot, view, [(card_colour(c), card_units(c)) for c in action.cards])
            _press(qtbot, Qt.Key.Key_Return)
        elif isinstance(action, Deliver) and (action.singles or action.doubles):
            _choose_by_keys(qtbot, view, [(action.colour, 1)] * action.singles + [(action.colour, 2)] * action.doubles)
            _press(qtbot, Qt.Key.Key_Return)
        else:
            _press(qtbot, getattr(Qt.Key, f"Key_{action.colour + 1}"))  # an empty hand takes a dump
        assert len(session.history) > before and session.history[before].action == action, action
        moves += 1
    session.close()
    return moves


def test_the_first_moves_by_keys_alone(qtbot, configured_app):
    assert _play_by_keys(qtbot, max_moves=8) == 8


@pytest.mark.slow
def test_a_whole_game_against_the_computer_by_keys_alone(qtbot, configured_app, monkeypatch):
    from desktop.widgets.results import ResultsDialog

    shown = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: shown.append(self) or 0)
    moves = _play_by_keys(qtbot)
    assert moves > 10
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
