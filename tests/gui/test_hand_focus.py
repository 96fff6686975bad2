"""Where the keyboard lands when a hand of cards is given the focus (issue 29, the Siberia lesson's
regression after the kit's hand, ee89481): Siberia's hand keeps the focus itself and shows its cursor
dotted, so the lesson's "press → twice to reach the 2nd card" holds (the first → brings the ring onto
the cursor card); R-Eco's hand hands it on to the cursor card; Tab always goes onto a card."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFocusEvent, QPainter
from PySide6.QtWidgets import QApplication

from desktop.session.local import GameSession, Seat
from desktop.table.hand import Hand
from desktop.table.style import FOCUS_OUTER


class PlainHand(Hand):
    def paint_card(self, p: QPainter, r: QRectF, i: int) -> None:
        p.fillRect(r, QColor("#2f5d3a"))


def _hand(qtbot, keeps: bool) -> PlainHand:
    hand = PlainHand()
    hand.FOCUS_TO_CURSOR = not keeps
    qtbot.addWidget(hand)
    hand.resize(600, 160)
    hand.cards = list(range(4))
    hand.sync_cards(False)        # not playable: the dotted cursor shows only because the hand has the focus
    hand.show()
    hand.activateWindow()
    qtbot.waitUntil(hand.isActiveWindow)
    return hand


def _dotted(card) -> bool:
    """The dotted cursor's colour drawn somewhere in the card's column (the face is green)."""
    image = card.grab().toImage()
    return any(QColor(image.pixel(x, y)) == FOCUS_OUTER
               for y in range(image.height()) for x in range(image.width()))


def test_a_hand_that_keeps_the_focus_shows_its_cursor_and_tab_goes_onto_a_card(qtbot) -> None:
    hand = _hand(qtbot, keeps=True)
    hand.setFocus()
    qtbot.waitUntil(hand.hasFocus)
    assert QApplication.focusWidget() is hand and not hand.has_card_focus()
    assert _dotted(hand.card_widgets[0]) and not _dotted(hand.card_widgets[1])
    hand.move_cursor(1)                       # the first arrow: onto the cursor card
    assert hand.card_widgets[0].hasFocus() and hand.cursor == 0
    hand.move_cursor(1)
    assert hand.card_widgets[1].hasFocus() and hand.cursor == 1
    hand.clearFocus()
    QApplication.sendEvent(hand, QFocusEvent(QFocusEvent.Type.FocusIn, Qt.FocusReason.TabFocusReason))
    assert hand.card_widgets[1].hasFocus()    # Tab: straight onto the cursor card


def test_a_hand_that_hands_the_focus_on(qtbot) -> None:
    hand = _hand(qtbot, keeps=False)
    hand.setFocus()
    qtbot.waitUntil(lambda: hand.card_widgets[0].hasFocus())
    hand.move_cursor(1)
    assert hand.card_widgets[1].hasFocus() and hand.cursor == 1


def test_siberia_two_arrows_reach_the_second_card_after_the_table_gives_the_hand_the_focus(qtbot, configured_app):
    """What the lesson's step does: the table gives the hand the focus, → → Space selects the 2nd card."""
    from desktop.games.siberia.view import SiberiaView

    seats = [Seat("Ann", "human"), Seat("Computer", "computer", "normal")]
    session = GameSession("siberia", seats, seed=9, computer_delay_ms=0)
    view = SiberiaView(session)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    view.windowHandle().requestActivate()
    qtbot.waitUntil(view.isActiveWindow)
    session.start()
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=30_000)
    if session.state.phase == "discover":
        view.setFocus()
        first = session.state.face_down_positions()[0]
        qtbot.keyClick(view, getattr(Qt.Key, f"Key_{first + 1}"))
    assert session.state.phase == "main"
    view.hand.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Space):
        qtbot.keyClick(QApplication.focusWidget(), key)
    assert view.hand.cursor == 1 and view.hand.card_widgets[1].hasFocus()
    assert view.hand.selected == {1}
    session.close()
