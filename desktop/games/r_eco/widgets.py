"""R-Eco's hand on the table kit. The hand: each card an Activatable (click or Space
chooses or releases it; the focused card is the hand's cursor with the kit's focus ring, a dotted
frame shows the cursor while the focus is elsewhere; chosen cards are raised with a gold edge and a
tick, or a red cross and "−1" when they are to be dumped). It draws what it is given; the view talks to
the session. The players' badges are in badges.py."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAccessible, QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.r_eco.art import (
    WARN,
    colour_name,
    font_px,
    paint_waste_card,
)
from desktop.table import CARD_RATIO, Activatable, draw_fitted_text, saved
from desktop.table.style import FOCUS_OUTER, HIGHLIGHT

LEFT = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
RIGHT = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight


def _t(text: str) -> str:
    return QCoreApplication.translate("HandWidget", text)


class HandCard(Activatable):
    """One waste card in the hand. Activating it (click, Space) chooses or releases it; Enter goes
    on to the table (it delivers)."""

    ACCESSIBLE_ROLE = QAccessible.Role.ListItem
    FOCUS_RADIUS = 10.0

    def __init__(self, index: int, hand: HandWidget) -> None:
        super().__init__(hand)
        self.index = index
        self.hand = hand

    @property
    def selected(self) -> bool:
        return self.index in self.hand.selected

    def card_rect(self) -> QRectF:
        lift = self.hand.lift()
        h = self.height() - lift - 6
        w = min(self.width() - 6.0, h / CARD_RATIO)
        h = w * CARD_RATIO
        return QRectF((self.width() - w) / 2, 3.0 if self.selected else 3.0 + lift, w, h)

    def focus_rect(self) -> QRectF:
        return self.card_rect().adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter) -> None:
        hand = self.hand
        if self.index >= len(hand.cards):
            return
        r = self.card_rect()
        colour, units = hand.cards[self.index]
        if self.selected:
            with saved(p):  # a glow under a chosen card
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(255, 246, 200, 170))
                p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), r.width() * 0.14, r.width() * 0.14)
        paint_waste_card(p, r, colour, units)
        d = max(14.0, r.width() * 0.28)
        if self.selected and hand.dump_mode:  # a cross and the cost: this card is dumped
            with saved(p):
                p.setPen(QPen(QColor(176, 42, 26, 170), max(3.0, r.width() * 0.05)))
                m = r.width() * 0.14
                p.drawLine(QPointF(r.left() + m, r.top() + r.height() * 0.25), r.bottomRight() - QPointF(m, m))
                p.drawLine(QPointF(r.right() - m, r.top() + r.height() * 0.25), QPointF(r.left() + m, r.bottom() - m))
                badge = QRectF(r.right() - d * 1.2, r.top() - d * 0.25, d * 1.3, d)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(WARN)
                p.drawRoundedRect(badge, d * 0.3, d * 0.3)
            p.setPen(QColor("#ffffff"))
            draw_fitted_text(p, badge, "−1", font=font_px(d * 0.6, bold=True), min_px=7, wrap=False)
        elif self.selected:  # a gold edge and a tick, so the choice is never told by the glow alone
            with saved(p):
                p.setPen(QPen(HIGHLIGHT, max(3.0, r.width() * 0.05)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.width() * 0.11, r.width() * 0.11)
                badge = QRectF(r.right() - d * 0.9, r.top() - d * 0.2, d, d)
                p.setPen(QPen(QColor("#2b2411"), 1))
                p.setBrush(HIGHLIGHT)
                p.drawEllipse(badge)
                c = badge.center()
                p.setPen(QPen(QColor("#2b2411"), max(2.0, d * 0.12)))
                p.drawLine(QPointF(c.x() - d * 0.24, c.y()), QPointF(c.x() - d * 0.06, c.y() + d * 0.2))
                p.drawLine(QPointF(c.x() - d * 0.06, c.y() + d * 0.2), QPointF(c.x() + d * 0.26, c.y() - d * 0.2))
        if self.index == hand.cursor_index and not self.hasFocus() and hand.enabled_for_play:
            with saved(p):  # where Left/Right and Space start from, while the focus is elsewhere
                p.setPen(QPen(FOCUS_OUTER, 2, Qt.PenStyle.DotLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 10, 10)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # Enter is the table's "deliver" (its KeyMap); Space chooses this card
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.ignore()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        self.hand.set_cursor(self.index, focus=False)
        super().focusInEvent(event)


class HandWidget(QWidget):
    """The cards of the seat at the screen (only that seat's, never another's)."""

    toggled = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[tuple[int, int]] = []
        self.selected: set[int] = set()
        self.cursor_index = 0
        self.message = ""
        self.dump_mode = False
        self.enabled_for_play = False
        self.text_px = 15  # the view sets it from its Scale
        self.card_widgets: list[HandCard] = []
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 96)
        self.setAccessibleName(self.tr("Your hand"))

    def lift(self) -> float:
        return max(8.0, self.height() * 0.1)

    def set_cards(self, cards: list[tuple[int, int]], selected: set[int], message: str = "",
                  playable: bool = False) -> None:
        had_focus = self.hasFocus() or self.has_card_focus()
        self.cards = cards
        self.selected = selected
        self.message = message
        self.enabled_for_play = playable
        self.cursor_index = min(self.cursor_index, max(0, len(cards) - 1))
        while len(self.card_widgets) < len(cards):
            card = HandCard(len(self.card_widgets), self)
            card.activated.connect(lambda c=card: self.toggled.emit(c.index))
            card.show()
            self.card_widgets.append(card)
        while len(self.card_widgets) > len(cards):
            card = self.card_widgets.pop()
            card.hide()
            card.deleteLater()
        kinds = [self.tr("{0} {1}").format(colour_name(c), self.tr("double") if u == 2 else self.tr("single"))
                 for c, u in cards]
        for i, card in enumerate(self.card_widgets):
            card.interactive = playable
            state = _t("chosen") if i in selected else _t("not chosen")
            card.set_accessible(kinds[i], state)
        self.setAccessibleDescription(", ".join(kinds) or message)
        self._place()
        if had_focus and not self.has_card_focus():  # the focused card went (delivered): the keys stay here
            if self.card_widgets:
                self.set_cursor(self.cursor_index)
            else:
                self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.update()

    def _place(self) -> None:
        for rect, card in zip(self.card_columns(), self.card_widgets, strict=True):
            card.setGeometry(rect.toAlignedRect())
            card.update()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place()

    def card_columns(self) -> list[QRectF]:
        """Each card's widget: the card and the room to raise it."""
        n = len(self.cards)
        if not n:
            return []
        h = self.height() - self.lift() - 6
        w = h / CARD_RATIO + 6
        gap = min(14.0, w * 0.1)
        if n * w + (n - 1) * gap > self.width() - 4:
            gap = min(gap, 4.0)
            w = (self.width() - 4 - (n - 1) * gap) / n
        left = (self.width() - (n * w + (n - 1) * gap)) / 2
        return [QRectF(left + i * (w + gap), 0, w, self.height()) for i in range(n)]

    def card_rect(self, i: int) -> QRectF:
        """Where card i is drawn (this widget's coordinates)."""
        card = self.card_widgets[i]
        return card.card_rect().translated(card.pos().x(), card.pos().y())

    def set_cursor(self, i: int, *, focus: bool = True) -> None:
        if not self.cards:
            return
        self.cursor_index = i % len(self.cards)
        if focus:
            self.card_widgets[self.cursor_index].setFocus(Qt.FocusReason.TabFocusReason)
        for card in self.card_widgets:
            card.update()

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        """Focus given to the hand (not a Tab stop itself) goes to its cursor card."""
        super().focusInEvent(event)
        if self.card_widgets:
            self.set_cursor(self.cursor_index)

    def has_card_focus(self) -> bool:
        return any(card.hasFocus() for card in self.card_widgets)

    def move_cursor(self, step: int) -> None:
        """Left/Right: the cursor (and the focus) to the next card; the first press only goes to the hand."""
        if self.cards:
            self.set_cursor(self.cursor_index + step if self.has_card_focus() else self.cursor_index)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if self.cards:
            return
        p = QPainter(self)
        p.setPen(QColor("#f3ead2"))
        font = font_px(self.text_px)
        font.setItalic(True)
        draw_fitted_text(p, QRectF(self.rect()).adjusted(8, 4, -8, -4), self.message, font=font, min_px=9)
        p.end()
