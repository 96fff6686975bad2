"""The kit's hand (desktop/table/hand.py), which R-Eco's and Siberia's hands are built on (issue 28):
cards side by side that shrink to the width, a chosen card raised with the chosen mark drawn whole
inside its column, the cursor moved by the arrows with the focus, a click calling the game's hook."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from desktop.games.r_eco.widgets import HandWidget as REcoHand
from desktop.games.siberia.widgets import HandWidget as SiberiaHand
from desktop.table.hand import Hand
from desktop.table.style import HIGHLIGHT


class PlainHand(Hand):
    def __init__(self) -> None:
        super().__init__()
        self.clicked: list[int] = []

    def paint_card(self, p: QPainter, r: QRectF, i: int) -> None:
        p.fillRect(r, QColor("#ffffff"))

    def card_activated(self, i: int) -> None:
        self.clicked.append(i)


def _hand(qtbot, n: int, width: int = 600, height: int = 160) -> PlainHand:
    hand = PlainHand()
    qtbot.addWidget(hand)
    hand.resize(width, height)
    hand.cards = list(range(n))
    hand.sync_cards(True)
    hand.show()
    qtbot.waitExposed(hand)
    return hand


def test_cards_shrink_to_the_width_without_overlapping(qtbot) -> None:
    for n, width in ((3, 600), (12, 300)):
        hand = _hand(qtbot, n, width)
        columns = hand.card_columns()
        assert len(hand.card_widgets) == n
        assert all(a.right() <= b.left() for a, b in zip(columns, columns[1:]))
        assert columns[0].left() >= 0 and columns[-1].right() <= width


def test_a_chosen_card_is_raised_and_its_mark_is_drawn_whole(qtbot) -> None:
    hand = _hand(qtbot, 3)
    resting = hand.card_rect(1)
    hand.selected = {1}
    hand.update()
    assert hand.card_rect(1).top() < resting.top() and hand.card_rect(1, resting=True) == resting
    card = hand.card_widgets[1]
    image = card.grab().toImage()
    gold = [(x, y) for y in range(image.height()) for x in range(image.width())
            if QColor(image.pixel(x, y)) == HIGHLIGHT]
    assert gold, "no chosen mark"
    # the tick's disc is inside the card's widget: gold right of the card's face, near the top
    face = card.card_rect()
    assert any(x > face.right() for x, _ in gold) and min(y for _, y in gold) >= 0


def test_clicks_and_arrows(qtbot) -> None:
    hand = _hand(qtbot, 4)
    qtbot.mouseClick(hand.card_widgets[2], Qt.MouseButton.LeftButton, pos=QPoint(20, 60))
    assert hand.clicked == [2]
    hand.activateWindow()
    qtbot.waitUntil(hand.isActiveWindow)
    hand.card_widgets[0].setFocus()
    qtbot.waitUntil(lambda: hand.card_widgets[0].hasFocus())
    hand.move_cursor(1)
    assert hand.cursor == 1 and hand.card_widgets[1].hasFocus()
    hand.move_cursor(-2)
    assert hand.cursor == 3 and hand.card_widgets[3].hasFocus()


def test_the_games_hands_are_the_kits(qtbot) -> None:
    for cls in (REcoHand, SiberiaHand):
        assert issubclass(cls, Hand)
    siberia = SiberiaHand()
    qtbot.addWidget(siberia)
    siberia.resize(500, 150)
    siberia.set_cards([("coal", "worker"), ("oil", "salesman")], 0, True)
    siberia.show()
    qtbot.waitExposed(siberia)
    qtbot.mouseClick(siberia.card_widgets[1], Qt.MouseButton.LeftButton, pos=QPoint(15, 60))
    assert siberia.selected == {1} and siberia.selected_cards() == (("oil", "salesman"),)
