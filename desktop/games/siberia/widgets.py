"""Siberia's clickable table parts on the kit: the resource row (headframe + 8 places, each an
Activatable that discovers its card) and the hand (each card an Activatable that selects or releases
it; the focused card is the cursor and has the kit's focus ring, selected cards are raised with a
gold edge and a check mark). They draw what they are given; the view talks to the session."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QAccessible, QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.siberia.art import (
    paint_action_card,
    paint_card_back,
    paint_headframe,
    paint_resource_card,
    symbol_name,
)
from desktop.table import CARD_RATIO, Activatable, draw_fitted_text, paint_slot, saved
from desktop.table.style import FOCUS_OUTER, HIGHLIGHT
from engines.siberia import TYPE_OF

GAP = 6.0


def _t(text: str) -> str:
    return QCoreApplication.translate("SiberiaView", text)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(max(8, int(px)))
    return font


class PlaceCard(Activatable):
    """One place of the resource row: its number above, the card (face up or down), "taken" below
    when the selection would extract it. Activating a face-down card discovers it."""

    FOCUS_RADIUS = 8.0

    def __init__(self, index: int, row: RowWidget) -> None:
        super().__init__(row)
        self.index = index
        self.row = row
        self.interactive = False
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def label_h(self) -> float:
        return self.row.text_px * 1.5

    def card_rect(self) -> QRectF:
        """The card inside this place (widget coordinates), kept clear of the labels above and below."""
        lh = self.label_h()
        area = QRectF(GAP / 2, lh + 6, self.width() - GAP, self.height() - 2 * lh - 12)
        w = max(4.0, min(area.width(), area.height() / CARD_RATIO))
        h = w * CARD_RATIO
        return QRectF(area.center().x() - w / 2, area.center().y() - h / 2, w, h)

    def focus_rect(self) -> QRectF:
        return self.card_rect().adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter) -> None:
        row, i = self.row, self.index
        r = self.card_rect()
        lh = self.label_h()
        p.setPen(QColor(255, 255, 255, 150))
        draw_fitted_text(p, QRectF(0, 2, self.width(), lh), str(i + 1), font=_font(row.text_px), min_px=8,
                         wrap=False)
        if i >= len(row.cards):
            paint_slot(p, r)
            return
        card = row.cards[i]
        taken = i in row.highlight
        if taken:
            with saved(p):
                p.setPen(QPen(HIGHLIGHT, 3))
                p.setBrush(QColor(244, 215, 122, 60))
                p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 8, 8)
        if card["discovered"]:
            paint_resource_card(p, r, card["kind"], card["value"], bonus=card["kind"] in row.bonus)
        else:
            lift = -min(6.0, lh * 0.4) if self.interactive and (self.hovered or self.hasFocus()) else 0.0
            paint_card_back(p, r.translated(0, lift))
            if self.interactive:
                with saved(p):
                    p.setPen(QPen(QColor("#8fd3ff"), 2, Qt.PenStyle.DashLine))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(r.translated(0, lift).adjusted(-3, -3, 3, 3), 8, 8)
        if taken:
            p.setPen(HIGHLIGHT)
            draw_fitted_text(p, QRectF(0, r.bottom() + 5, self.width(), lh), _t("taken"),
                             font=_font(row.text_px, True), min_px=7, wrap=False)


class RowWidget(QWidget):
    """The headframe and the 8 places of the resource row. Emits clicked(place) when a face-down
    card that may be discovered now is activated (click, Enter/Space on it, accessible press)."""

    clicked = Signal(int)
    PLACES = 8

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(8 * 34 + 40, 110)
        self.setAccessibleName(_t("Resource row"))
        self.cards: list[dict[str, Any]] = []
        self.highlight: list[int] = []
        self.discoverable: list[int] = []
        self.bonus: set[str] = set()
        self.text_px = 11  # the view sets it from its Scale
        self.places = [PlaceCard(i, self) for i in range(self.PLACES)]
        for place in self.places:
            place.activated.connect(lambda i=place.index: self._activated(i))

    def _activated(self, place: int) -> None:
        if place in self.discoverable:
            self.clicked.emit(place)

    def set_row(self, cards: list[dict[str, Any]], highlight: list[int], discoverable: list[int],
                bonus: set[str]) -> None:
        self.cards, self.highlight, self.discoverable, self.bonus = cards, highlight, discoverable, bonus
        names = []
        for place in self.places:
            i = place.index
            c = cards[i] if i < len(cards) else None
            if c is None:
                name = _t("{0}: empty").format(i + 1)
            elif c["discovered"]:
                name = _t("{0}: {1} {2}").format(i + 1, symbol_name(c["kind"]), c["value"])
            else:
                name = _t("{0}: face down").format(i + 1)
            names.append(name)
            place.interactive = i in discoverable
            place.setFocusPolicy(Qt.FocusPolicy.StrongFocus if place.interactive else Qt.FocusPolicy.NoFocus)
            hint = _t("Click or press {0} to discover it.").format(i + 1) if place.interactive else ""
            if i in highlight:
                hint = _t("Taken by the selected combination.")
            place.set_accessible(name, hint)
            place.update()
        self.setAccessibleDescription("; ".join(names))
        self.update()

    def head_width(self) -> float:
        return min(self.height() * 0.55, self.width() * 0.13)

    def height_for(self, width: float) -> int:
        """The height at which the width, not the height, limits the cards (more is empty felt)."""
        place_w = (width - width * 0.13 - 8) / self.PLACES
        return int((place_w - GAP) * CARD_RATIO + 2 * self.text_px * 1.5 + 14)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        cap = max(self.minimumHeight(), self.height_for(self.width()))
        if abs(cap - self.maximumHeight()) > 2:
            self.setMaximumHeight(cap)  # the room left goes to the hand and the buttons
        head = self.head_width()
        avail = self.width() - head - 8
        card_h = self.height() - 2 * self.text_px * 1.5 - 12
        place_w = min(avail / self.PLACES, card_h / CARD_RATIO + GAP)
        left = head + 8 + (avail - place_w * self.PLACES) / 2
        for i, place in enumerate(self.places):
            place.setGeometry(QRect(int(left + i * place_w), 0, int(place_w), self.height()))

    def card_rects(self) -> list[QRectF]:
        """Where each place's card is drawn (this widget's coordinates)."""
        return [place.card_rect().translated(place.pos().x(), place.pos().y()) for place in self.places]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        head = self.head_width()
        paint_headframe(p, QRectF(0, 0, head, self.height()))
        p.end()


class HandCard(Activatable):
    """One action card in the hand. Activating it selects or releases it; the focused card is the
    hand's cursor (the kit's focus ring)."""

    ACCESSIBLE_ROLE = QAccessible.Role.ListItem
    FOCUS_RADIUS = 8.0

    def __init__(self, index: int, hand: HandWidget) -> None:
        super().__init__(hand)
        self.index = index
        self.hand = hand

    @property
    def selected(self) -> bool:
        return self.index in self.hand.selected

    def lift(self) -> float:
        return self.hand.lift()

    def card_rect(self) -> QRectF:
        h = self.height() - self.lift() - 4
        w = min(self.width() - 4.0, h / CARD_RATIO)
        h = w * CARD_RATIO
        top = 2.0 if self.selected else 2.0 + self.lift()
        return QRectF((self.width() - w) / 2, top, w, h)

    def focus_rect(self) -> QRectF:
        return self.card_rect().adjusted(-1, -1, 1, 1)

    def paint(self, p: QPainter) -> None:
        if self.index >= len(self.hand.cards):
            return
        r = self.card_rect()
        paint_action_card(p, r, *self.hand.cards[self.index])
        if self.selected:  # a gold edge and a check mark: selected, whatever the colours
            with saved(p):
                p.setPen(QPen(HIGHLIGHT, max(3.0, r.width() * 0.05)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.width() * 0.08, r.width() * 0.08)
                d = max(12.0, r.width() * 0.26)
                badge = QRectF(r.right() - d * 0.9, r.top() - d * 0.1, d, d)
                p.setPen(QPen(QColor("#2b2411"), 1))
                p.setBrush(HIGHLIGHT)
                p.drawEllipse(badge)
                p.setPen(QColor("#2b2411"))
                draw_fitted_text(p, badge, "✓", font=_font(d * 0.7, True), min_px=7, wrap=False)
        elif self.index == self.hand.cursor and not self.hasFocus() and self.hand.enabled_for_play:
            with saved(p):  # where the arrows start from, while the focus is elsewhere
                p.setPen(QPen(FOCUS_OUTER, 2, Qt.PenStyle.DotLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 8, 8)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        self.hand.set_cursor(self.index, focus=False)
        super().focusInEvent(event)


class HandWidget(QWidget):
    """The action cards of the seat at the screen (nobody else's). A card's activation (click,
    Space/Enter when focused) selects or releases it."""

    selection_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 96)
        self.setAccessibleName(_t("Your hand"))
        self.cards: list[tuple[str, str]] = []
        self.selected: set[int] = set()
        self.cursor = 0
        self.hidden_count = 0
        self.enabled_for_play = False
        self.text_px = 13  # the view sets it from its Scale
        self.card_widgets: list[HandCard] = []

    def lift(self) -> float:
        return max(8.0, self.height() * 0.09)

    def set_cards(self, cards: list[tuple[str, str]] | None, hidden_count: int, playable: bool) -> None:
        if cards is None:
            cards = []
        if cards != self.cards:
            self.selected = set()
            self.cursor = min(self.cursor, max(0, len(cards) - 1))
        self.cards = cards
        self.hidden_count = hidden_count
        self.enabled_for_play = playable
        if not playable:
            self.selected = set()
        while len(self.card_widgets) < len(cards):
            card = HandCard(len(self.card_widgets), self)
            card.activated.connect(lambda c=card: self.toggle(c.index))
            card.show()
            self.card_widgets.append(card)
        while len(self.card_widgets) > len(cards):
            gone = self.card_widgets.pop()
            if gone.hasFocus() and self.card_widgets:  # the keyboard stays in the hand
                self.card_widgets[-1].setFocus(Qt.FocusReason.OtherFocusReason)
            gone.hide()  # at once: deleteLater waits for the event loop, and a grab would still show it
            gone.deleteLater()
        for i, card in enumerate(self.card_widgets):
            r, q = cards[i]
            state = _t("selected") if i in self.selected else _t("not selected")
            card.interactive = playable
            card.set_accessible(_t("{0}/{1}").format(symbol_name(r), symbol_name(q)), state)
        self.setAccessibleDescription(", ".join(f"{symbol_name(r)}/{symbol_name(q)}" for r, q in cards))
        self._place()
        self.update()

    def _place(self) -> None:
        for rect, card in zip(self.card_rects(full=True), self.card_widgets, strict=True):
            card.setGeometry(rect.toAlignedRect())
            card.update()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place()

    def card_rects(self, *, full: bool = False) -> list[QRectF]:
        """Where each card is drawn (this widget's coordinates), unraised; with `full`, each card's
        whole column (the raised position included)."""
        n = len(self.cards)
        if not n:
            return []
        lift = self.lift()
        h = self.height() - lift - 4
        w = h / CARD_RATIO
        gap = min(12.0, w * 0.1)
        if n * w + (n - 1) * gap > self.width() - 8:
            w = (self.width() - 8 - (n - 1) * gap) / n
        left = (self.width() - (n * w + (n - 1) * gap)) / 2
        if full:
            return [QRectF(left + i * (w + gap), 0, w + 4, self.height()) for i in range(n)]
        card_h = min(h, w * CARD_RATIO)
        return [QRectF(left + i * (w + gap) + 2, 2 + lift, w, card_h) for i in range(n)]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if self.cards:
            return
        p = QPainter(self)
        p.setPen(QColor(255, 255, 255, 150))
        text = _t("No cards in hand") if self.hidden_count == 0 else _t("The hand is hidden")
        draw_fitted_text(p, QRectF(self.rect()), text, font=_font(self.text_px), min_px=8)
        p.end()

    def selected_cards(self) -> tuple[tuple[str, str], ...]:
        return tuple(sorted((self.cards[i] for i in self.selected), key=TYPE_OF.__getitem__))

    def set_cursor(self, i: int, *, focus: bool = True) -> None:
        if not self.cards:
            return
        self.cursor = i % len(self.cards)
        if focus:
            self.card_widgets[self.cursor].setFocus(Qt.FocusReason.TabFocusReason)
        for card in self.card_widgets:
            card.update()

    def move_cursor(self, step: int) -> None:
        """Left/Right: the cursor (and the focus) to the next card; the first press only shows it."""
        if not self.cards:
            return
        focused = any(card.hasFocus() for card in self.card_widgets)
        self.set_cursor(self.cursor + step if focused else self.cursor)

    def toggle(self, i: int) -> None:
        if not self.enabled_for_play or not 0 <= i < len(self.cards):
            return
        self.cursor = i
        if i in self.selected:
            self.selected.discard(i)
        else:
            self.selected.add(i)
        card = self.card_widgets[i]
        card.set_accessible(card.accessibleName(), _t("selected") if i in self.selected else _t("not selected"))
        for c in self.card_widgets:
            c.update()
        self.selection_changed.emit()

    def clear(self) -> None:
        if self.selected:
            self.selected = set()
            for c in self.card_widgets:
                c.update()
            self.selection_changed.emit()


__all__ = ["HandCard", "HandWidget", "PlaceCard", "RowWidget"]
