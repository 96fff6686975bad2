"""The R-Eco table: a whole hot-seat game by clicks, privacy at the hand-over, keyboard play."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from desktop.session.local import GameSession, Seat
from desktop.shell.main_window import GamePage
from engines.r_eco import DUMP, Deliver, Dump, bot_normal, card_colour, card_units


def click_hand_card(qtbot, view, index: int) -> None:
    card = view.hand.card_widgets[index]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.card_rect().center().toPoint())


def focused():
    return QApplication.focusWidget()


def click_cards(qtbot, view, wanted: list[tuple[int, int]]) -> None:
    """Clicks hand cards matching the wanted (colour, units) list."""
    used: set[int] = set()
    for colour, units in wanted:
        index = next(i for i, c in enumerate(view.hand_cards) if c == (colour, units) and i not in used)
        used.add(index)
        click_hand_card(qtbot, view, index)


def play_by_clicks(qtbot, view, action) -> None:
    if isinstance(action, Deliver):
        if action.singles or action.doubles:
            click_cards(qtbot, view, [(action.colour, 1)] * action.singles + [(action.colour, 2)] * action.doubles)
            assert view.confirm_button.isEnabled()
        centre = view.centres[action.colour]
        qtbot.mouseClick(centre, Qt.MouseButton.LeftButton, pos=QPoint(centre.width() // 2, centre.height() // 2))
    else:
        click_cards(qtbot, view, [(card_colour(c), card_units(c)) for c in action.cards])
        assert view.confirm_button.isEnabled()
        qtbot.mouseClick(view.confirm_button, Qt.MouseButton.LeftButton)


def test_whole_four_player_game_by_clicks_with_hand_over_between_humans(qtbot, configured_app):
    seats = [Seat("Ann", "human"), Seat("Bot B", "computer", "normal"), Seat("Cid", "human"),
             Seat("Bot D", "computer", "easy")]
    session = GameSession("r_eco", seats, seed=21, computer_delay_ms=0)
    page = GamePage(session)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    view = page.view
    session.start()
    rng = random.Random(5)
    last_human: int | None = None
    handover_since_last = False
    handovers = dumps_clicked = human_moves = 0
    for _ in range(2000):
        qtbot.waitUntil(lambda: session.is_over() or session.handover_to is not None
                        or session.active_human() is not None, timeout=10_000)
        if session.is_over():
            break
        if session.handover_to is not None:
            # the hand is hidden while the hand-over screen is up: nothing of anyone's hand is drawn
            assert page.stack.currentWidget() is page.handover and page.handover.isVisible()
            assert not view.isVisible() and not view.hand.isVisible()
            assert view.hand.cards == [] and view.hand_cards == []
            assert session.viewer_seat is None
            handovers += 1
            handover_since_last = True
            qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
            continue
        seat = session.active_human()
        assert seat is not None
        if last_human is not None and seat != last_human:
            assert handover_since_last, "the screen passed between two humans without a hand-over"
        last_human, handover_since_last = seat, False
        assert view.isVisible() and session.viewer_seat == seat
        # only this seat's hand is drawn
        expected = sorted((card_colour(c), card_units(c)) for c in session.state.hands[seat])
        assert sorted(view.hand.cards) == expected
        action = bot_normal(session.engine, session.state, seat, rng)
        if isinstance(action, Dump):
            dumps_clicked += 1
            assert session.state.phase == DUMP
        before = len(session.history)
        play_by_clicks(qtbot, view, action)
        assert len(session.history) == before + 1 and session.history[-1].action == action
        human_moves += 1
    assert session.is_over()
    assert handovers >= 2 and human_moves >= 10
    assert "over" in view.banner.text()
    session.close()


def test_computer_hands_are_never_drawn(qtbot, configured_app):
    seats = [Seat("Ann", "human"), Seat("Bot", "computer", "normal"), Seat("Bot 2", "computer", "normal")]
    session = GameSession("r_eco", seats, seed=3, computer_delay_ms=0)
    page = GamePage(session)
    qtbot.addWidget(page)
    page.show()
    session.start()
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=10_000)
    view = page.view
    assert session.viewer_seat == 0
    assert sorted(view.hand.cards) == sorted((card_colour(c), card_units(c)) for c in session.state.hands[0])
    for seat in (1, 2):
        assert view.badges[seat].accessibleDescription()  # public facts only
    session.close()


def test_keyboard_play_and_accessible_names(qtbot, configured_app):
    seats = [Seat("Ann", "human"), Seat("Bot", "computer", "normal")]
    session = GameSession("r_eco", seats, seed=2, computer_delay_ms=0)
    page = GamePage(session)
    qtbot.addWidget(page)
    page.show()
    page.windowHandle().requestActivate()
    qtbot.waitUntil(page.isActiveWindow)
    session.start()
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=10_000)
    view = page.view
    for widget in (view, view.hand, view.confirm_button, view.clear_button, *view.centres):
        assert widget.accessibleName()
    view.hand.setFocus()
    assert focused() is view.hand.card_widgets[0]  # the hand's focus is its cursor card
    first = view.hand_cards[0]
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert view.selected == {0}
    qtbot.keyClick(focused(), Qt.Key.Key_Right)
    assert view.hand.cursor == 1 and focused() is view.hand.card_widgets[1]
    # a number key chooses every card of that centre's colour
    qtbot.keyClick(focused(), Qt.Key.Key_1 + first[0])
    assert {view.hand_cards[i][0] for i in view.selected} == {first[0]}
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert view.selected == set()
    qtbot.keyClick(focused(), Qt.Key.Key_Left)
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    before = len(session.history)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)  # Enter on a focused card delivers (Space chose it)
    assert len(session.history) == before + 1
    assert session.history[-1].action == Deliver(first[0], int(first[1] == 1), int(first[1] == 2))
    session.close()


@pytest.mark.parametrize("clean", [True, False])
def test_dump_choice_shows_its_cost(qtbot, configured_app, clean):
    seats = [Seat("Ann", "human"), Seat("Bot", "computer", "normal"), Seat("Bot 2", "computer", "normal")]
    session = GameSession("r_eco", seats, seed=4, computer_delay_ms=0)
    state = session.state.copy()
    # seat 0 to move, with a full hand and a big red dump
    pool = state.draw_pile
    for zone in (*state.hands, *state.dumps):
        pool.extend(zone)
        zone.clear()
    for c in (0, 2, 2, 4, 6):
        pool.remove(c)
        state.hands[0].append(c)
    for c in (2, 2, 4, 0):
        pool.remove(c)
        state.dumps[0].append(c)
    if not clean:
        state.dumped[0].append(pool.pop())
    state.current = 0
    session.state = state
    page = GamePage(session)
    qtbot.addWidget(page)
    page.show()
    session.start()
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=10_000)
    view = page.view
    click_hand_card(qtbot, view, view.hand_cards.index((0, 1)))
    assert "dump 3" in view.prompt.text()
    qtbot.mouseClick(view.confirm_button, Qt.MouseButton.LeftButton)
    assert session.state.phase == DUMP
    assert "−1 point each" in view.prompt.text()
    assert ("still clean gains +2" in view.prompt.text()) == clean
    assert not view.confirm_button.isEnabled()
    for i in range(3):
        click_hand_card(qtbot, view, i)
    assert view.confirm_button.isEnabled()
    qtbot.mouseClick(view.confirm_button, Qt.MouseButton.LeftButton)
    assert len(session.state.dumped[0]) == 3 + (0 if clean else 1)
    session.close()
