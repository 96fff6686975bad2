"""A hand of cards on the kit (R-Eco's waste cards, Siberia's action cards): one `HandCard`
(Activatable) a card, side by side and shrinking to the width; a chosen card is raised with the kit's
chosen mark (a gold edge and a tick, never the colour alone); the focused card is the hand's cursor
(the kit's focus ring), a dotted frame shows the cursor while the focus is elsewhere; Left/Right move
it. Focus given to the hand goes on to its cursor card (`FOCUS_TO_CURSOR`), or, for a hand that keeps
it (Siberia's: its lesson counts the press that brings the ring onto the cards), stays on the hand with
the dotted cursor showing where the first arrow goes. A game's hand subclasses `Hand`: `paint_card` draws a card's face, `card_activated` says what a
click or Space does, its `set_cards` gives the cards and calls `sync_cards`. Only the cards of the
seat at the screen are ever given to it.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible, QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.table.activatable import Activatable
from desktop.table.cards import CARD_RATIO
from desktop.table.paint import saved
from desktop.table.style import FOCUS_OUTER, HIGHLIGHT
from desktop.table.text import draw_fitted_text

INK = QColor("#2b2411")


def paint_chosen(p: QPainter, r: QRectF, within: QRectF | None = None) -> None:
    """The kit's mark of a chosen card: a gold edge and a tick in a gold disc at its top right corner
    (kept `within` the widget's rect, not cut by it)."""
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(HIGHLIGHT, max(3.0, r.width() * 0.05)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.width() * 0.1, r.width() * 0.1)
        d = max(13.0, r.width() * 0.27)
        badge = QRectF(r.right() - d * 0.9, r.top() - d * 0.15, d, d)
        if within is not None:
            badge.moveTop(max(badge.top(), within.top() + 1))
            badge.moveRight(min(badge.right(), within.right() - 1))
        p.setPen(QPen(INK, 1))
        p.setBrush(HIGHLIGHT)
        p.drawEllipse(badge)
        c = badge.center()
        p.setPen(QPen(INK, max(2.0, d * 0.12)))
        p.drawLine(QPointF(c.x() - d * 0.24, c.y()), QPointF(c.x() - d * 0.06, c.y() + d * 0.2))
        p.drawLine(QPointF(c.x() - d * 0.06, c.y() + d * 0.2), QPointF(c.x() + d * 0.26, c.y() - d * 0.2))


class HandCard(Activatable):
    """One card of a `Hand`; activating it (click, Space) calls the hand's `card_activated`."""

    ACCESSIBLE_ROLE = QAccessible.Role.ListItem

    def __init__(self, index: int, hand: Hand) -> None:
        super().__init__(hand)
        self.index = index
        self.hand = hand
        self.FOCUS_RADIUS = hand.FOCUS_RADIUS

    @property
    def selected(self) -> bool:
        return self.index in self.hand.selected

    def card_rect(self, *, resting: bool = False) -> QRectF:
        """Where the card is drawn in its column: raised when chosen (unless `resting`)."""
        m, lift = self.hand.MARGIN, self.hand.lift()
        h = self.height() - lift - 2 * m
        w = min(self.width() - 2 * m, h / CARD_RATIO)
        top = m if self.selected and not resting else m + lift
        return QRectF((self.width() - w) / 2, top, w, w * CARD_RATIO)

    def focus_rect(self) -> QRectF:
        grow = self.hand.MARGIN - 1
        return self.card_rect().adjusted(-grow, -grow, grow, grow)

    def paint(self, p: QPainter) -> None:
        hand = self.hand
        if self.index >= len(hand.cards):
            return
        r = self.card_rect()
        hand.paint_card(p, r, self.index)
        hand.paint_marks(p, r, self.index)
        if self.index == hand.cursor and not self.hasFocus() and (hand.enabled_for_play or hand.hasFocus()):
            with saved(p):  # where Left/Right and Space start from, while the focus is elsewhere
                p.setPen(QPen(FOCUS_OUTER, 2, Qt.PenStyle.DotLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                grow = hand.MARGIN
                p.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), hand.FOCUS_RADIUS, hand.FOCUS_RADIUS)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        self.hand.set_cursor(self.index, focus=False)
        super().focusInEvent(event)


class Hand(QWidget):
    """The cards in a row. `cards` (the game's values), `selected` (indices), `cursor`,
    `enabled_for_play`, `text_px` (the view sets it from its Scale), `card_widgets`."""

    CARD_CLASS: type[HandCard] = HandCard
    MARGIN = 3.0          # around a card in its column
    MAX_GAP = 14.0        # between two columns
    LIFT_SHARE = 0.1      # how far a chosen card rises, of the hand's height (at least 8 px)
    FOCUS_RADIUS = 10.0
    EMPTY_COLOUR = QColor("#f3ead2")
    #: focus given to the hand itself (setFocus, a click on its felt) goes on to the cursor card; when
    #: False only Tab does, otherwise the hand keeps the focus and the first arrow brings it onto the cursor card
    FOCUS_TO_CURSOR = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[Any] = []
        self.selected: set[int] = set()
        self.cursor = 0
        self.enabled_for_play = False
        self.text_px = 15
        self.card_widgets: list[HandCard] = []
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 96)

    # ------------------------------------------------------------------ the game's part
    def paint_card(self, p: QPainter, r: QRectF, i: int) -> None:
        """Draws card i's face in r."""
        raise NotImplementedError

    def paint_marks(self, p: QPainter, r: QRectF, i: int) -> None:
        """Over the face: the chosen mark (a game may draw another, e.g. a card to be dumped)."""
        if i in self.selected:
            paint_chosen(p, r, QRectF(self.card_widgets[i].rect()))

    def card_activated(self, i: int) -> None:
        """A click on card i, or Space on it."""

    def empty_text(self) -> str:
        """Said where the cards would be when there are none."""
        return ""

    # ------------------------------------------------------------------ the cards' widgets
    def sync_cards(self, playable: bool) -> None:
        """One widget a card of `cards` (new ones shown, gone ones hidden at once: a grab right after
        must not show them; the keyboard stays in the hand), then laid out."""
        self.enabled_for_play = playable
        self.cursor = min(self.cursor, max(0, len(self.cards) - 1))
        while len(self.card_widgets) < len(self.cards):
            card = self.CARD_CLASS(len(self.card_widgets), self)
            card.activated.connect(lambda c=card: self.card_activated(c.index))
            card.show()
            self.card_widgets.append(card)
        while len(self.card_widgets) > len(self.cards):
            gone = self.card_widgets.pop()
            if gone.hasFocus() and self.card_widgets:
                self.card_widgets[-1].setFocus(Qt.FocusReason.OtherFocusReason)
            gone.hide()
            gone.deleteLater()
        for card in self.card_widgets:
            card.interactive = playable
        self._place()
        self.update()

    def _place(self) -> None:
        for rect, card in zip(self.card_columns(), self.card_widgets, strict=True):
            card.setGeometry(rect.toAlignedRect())
            card.update()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place()

    def lift(self) -> float:
        return max(8.0, self.height() * self.LIFT_SHARE)

    def card_columns(self) -> list[QRectF]:
        """Each card's widget: the card, its margin and the room to raise it; narrower when the cards
        would not fit side by side."""
        n = len(self.cards)
        if not n:
            return []
        h = self.height() - self.lift() - 2 * self.MARGIN
        w = h / CARD_RATIO + 2 * self.MARGIN
        gap = min(self.MAX_GAP, w * 0.1)
        if n * w + (n - 1) * gap > self.width() - 4:
            gap = min(gap, 4.0)
            w = (self.width() - 4 - (n - 1) * gap) / n
        left = (self.width() - (n * w + (n - 1) * gap)) / 2
        return [QRectF(left + i * (w + gap), 0, w, self.height()) for i in range(n)]

    def card_rect(self, i: int, *, resting: bool = False) -> QRectF:
        """Where card i is drawn (this widget's coordinates); `resting`: where it lies unchosen."""
        card = self.card_widgets[i]
        return card.card_rect(resting=resting).translated(card.pos().x(), card.pos().y())

    # ------------------------------------------------------------------ the cursor
    def set_cursor(self, i: int, *, focus: bool = True) -> None:
        if not self.cards:
            return
        self.cursor = i % len(self.cards)
        if focus:
            self.card_widgets[self.cursor].setFocus(Qt.FocusReason.TabFocusReason)
        for card in self.card_widgets:
            card.update()

    def has_card_focus(self) -> bool:
        return any(card.hasFocus() for card in self.card_widgets)

    def move_cursor(self, step: int) -> None:
        """Left/Right: the cursor (and the focus) to the next card; the first press only goes to the hand."""
        if self.cards:
            self.set_cursor(self.cursor + step if self.has_card_focus() else self.cursor)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        """Focus given to the hand (not a Tab stop itself) goes to its cursor card (with
        `FOCUS_TO_CURSOR`, else by Tab only; kept here, the dotted cursor shows where the arrows start)."""
        super().focusInEvent(event)
        tab = event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        if self.card_widgets and (self.FOCUS_TO_CURSOR or tab):
            self.set_cursor(self.cursor)
        else:
            for card in self.card_widgets:
                card.update()

    def focusOutEvent(self, event: Any) -> None:  # noqa: N802
        super().focusOutEvent(event)
        for card in self.card_widgets:   # the dotted cursor drawn while the hand held the focus goes
            card.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if self.cards:
            return
        p = QPainter(self)
        p.setPen(self.EMPTY_COLOUR)
        font = QFont()
        font.setPixelSize(max(8, int(self.text_px)))
        font.setItalic(True)
        draw_fitted_text(p, QRectF(self.rect()).adjusted(8, 4, -8, -4), self.empty_text(), font=font, min_px=8)
        p.end()
