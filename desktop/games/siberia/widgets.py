"""Siberia's clickable table parts on the kit: the resource row (headframe + 8 places, each an
Activatable that discovers its card) and the hand (the kit's hand, desktop/table/hand.py: each card
selects or releases it; the focused card is the cursor, selected cards are raised with the kit's
chosen mark). They draw what they are given; the view talks to the session."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.siberia.art import (
    paint_action_card,
    paint_card_back,
    paint_headframe,
    paint_resource_card,
    symbol_name,
)
from desktop.table import CARD_RATIO, Activatable, draw_fitted_text, paint_slot, saved
from desktop.table.hand import Hand
from desktop.table.style import HIGHLIGHT
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


class HandWidget(Hand):
    """The action cards of the seat at the screen (nobody else's): (resource, resource) each. A
    card's activation (click, Space/Enter when focused) selects or releases it."""

    selection_changed = Signal()
    MARGIN = 2.0
    MAX_GAP = 12.0
    LIFT_SHARE = 0.09
    FOCUS_RADIUS = 8.0
    EMPTY_COLOUR = QColor(255, 255, 255, 150)
    FOCUS_TO_CURSOR = False   # the lesson's "→ twice to reach the 2nd card": the first → brings the ring on

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(_t("Your hand"))
        self.hidden_count = 0
        self.text_px = 13

    def set_cards(self, cards: list[tuple[str, str]] | None, hidden_count: int, playable: bool) -> None:
        if cards is None:
            cards = []
        if cards != self.cards:
            self.selected = set()
        self.cards = cards
        self.hidden_count = hidden_count
        if not playable:
            self.selected = set()
        self.sync_cards(playable)
        for i, card in enumerate(self.card_widgets):
            r, q = cards[i]
            state = _t("selected") if i in self.selected else _t("not selected")
            card.set_accessible(_t("{0}/{1}").format(symbol_name(r), symbol_name(q)), state)
        self.setAccessibleDescription(", ".join(f"{symbol_name(r)}/{symbol_name(q)}" for r, q in cards))

    def card_rects(self) -> list[QRectF]:
        """Where each card lies when not selected (this widget's coordinates)."""
        return [self.card_rect(i, resting=True) for i in range(len(self.card_widgets))]

    def paint_card(self, p: QPainter, r: QRectF, i: int) -> None:
        paint_action_card(p, r, *self.cards[i])

    def empty_text(self) -> str:
        return _t("No cards in hand") if self.hidden_count == 0 else _t("The hand is hidden")

    def selected_cards(self) -> tuple[tuple[str, str], ...]:
        return tuple(sorted((self.cards[i] for i in self.selected), key=TYPE_OF.__getitem__))

    def card_activated(self, i: int) -> None:
        self.toggle(i)

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


__all__ = ["HandWidget", "PlaceCard", "RowWidget"]
