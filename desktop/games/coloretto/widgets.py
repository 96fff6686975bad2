"""Coloretto's table parts: the rows (kit Activatables), the supply with the revealed card, and each
player's collection panel. They draw what they are given; the view (view.py) talks to the session."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from desktop.games.coloretto.art import (
    CARD_RATIO,
    SMALL_CARD,
    SWATCHES,
    card_label,
    fit_card,
    paint_card,
    paint_card_back,
    paint_slot,
)
from desktop.table import Activatable, draw_fitted_text, plain_label, saved
from desktop.table.style import FONT_PX, HIGHLIGHT, HOVER_FILL

LEFT_MIDDLE = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft


def _bold(px: float) -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, int(px)))
    return font


class RowWidget(Activatable):
    """One row: its number (also its key), capacity slots and cards. Activating it takes the row or
    places the revealed card in it (the view decides which)."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.capacity = 3
        self.cards: list[str] = []
        self.taken = False
        self.taker = ""
        self.mode = ""            # "take", "place" or "" (nothing to do with this row now)
        self.hidden_last = False  # the last card is still flying in
        self.text_px = 15         # the view sets it from its Scale
        self.interactive = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(140, 56)

    def set_row(self, capacity: int, cards: list[str], taken: bool, taker: str, mode: str) -> None:
        self.capacity, self.cards, self.taken, self.taker, self.mode = capacity, cards, taken, taker, mode
        self.interactive = bool(mode)
        names = ", ".join(card_label(c) for c in cards) or self.tr("empty")
        if taken:
            state = self.tr("taken by {0}").format(taker) if taker else self.tr("taken")
        else:
            state = self.tr("{0} of {1} cards").format(len(cards), capacity)
        hint = {"take": self.tr("Click or press {0} to take this row."),
                "place": self.tr("Click or press {0} to place the revealed card here.")}.get(mode, "")
        self.set_accessible(self.tr("Row {0}: {1} ({2})").format(self.index + 1, names, state),
                            hint.format(self.index + 1) if hint else "")
        self.update()

    def _badge(self) -> QRectF:
        inner = QRectF(self.rect()).adjusted(8, 6, -8, -6)
        size = min(inner.height() * 0.5, inner.width() * 0.25, self.text_px * 2.6)
        return QRectF(inner.left(), inner.center().y() - size / 2, size, size)

    def card_rects(self) -> list[QRectF]:
        """Where each slot's card is drawn (widget coordinates)."""
        r = QRectF(self.rect()).adjusted(8, 6, -8, -6)
        left = self._badge().right() + 10
        avail_w = r.right() - left
        card_h = r.height() - 6
        card_w = card_h / CARD_RATIO
        gap = card_w * 0.12
        if self.capacity * card_w + (self.capacity - 1) * gap > avail_w:
            card_w = (avail_w - (self.capacity - 1) * 6) / self.capacity
            gap = 6
            card_h = card_w * CARD_RATIO
        top = r.center().y() - card_h / 2
        return [QRectF(left + i * (card_w + gap), top, card_w, card_h) for i in range(self.capacity)]

    def paint(self, p: QPainter) -> None:
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        bg = QColor(255, 255, 255, 22 if not self.taken else 8)
        if self.interactive and self.hovered:
            bg = HOVER_FILL
        p.setBrush(bg)
        p.setPen(QPen(QColor(255, 220, 120) if self.mode else QColor(255, 255, 255, 40), 2 if self.mode else 1))
        p.drawRoundedRect(r, 12, 12)
        badge = self._badge()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(HIGHLIGHT if self.mode else QColor(255, 255, 255, 60))
        p.drawEllipse(badge)
        p.setFont(_bold(badge.height() * 0.55))
        p.setPen(QColor("#2b2411") if self.mode else QColor(255, 255, 255, 200))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.index + 1))
        rects = self.card_rects()
        if self.taken:
            p.setPen(QColor(255, 255, 255, 170))
            text = self.tr("Taken by {0}").format(self.taker) if self.taker else self.tr("Taken")
            area = QRectF(badge.right() + 10, r.top() + 4, r.right() - badge.right() - 16, r.height() - 8)
            draw_fitted_text(p, area, "✓ " + text, font=_bold(min(r.height() * 0.3, self.text_px * 1.3)),
                             flags=LEFT_MIDDLE, min_px=9)
            return
        for i, cr in enumerate(rects):
            if i < len(self.cards) and not (self.hidden_last and i == len(self.cards) - 1):
                paint_card(p, cr, self.cards[i], small=cr.width() < SMALL_CARD)
            else:
                paint_slot(p, cr)


class SupplyWidget(QWidget):
    """The face-down supply (its size and the "last round" count) and the revealed card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.size_left = 0
        self.before_last: int | None = None
        self.last_revealed = False
        self.drawn: str | None = None
        self.hide_drawn = False
        self.text_px = 13  # the view sets it from its Scale
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(150, 170)

    def set_supply(self, size: int, before_last: int | None, last_revealed: bool, drawn: str | None,
                   composition: dict[str, int] | None = None) -> None:
        self.size_left, self.before_last, self.last_revealed, self.drawn = size, before_last, last_revealed, drawn
        parts = [self.tr("Supply: {0} cards").format(size)]
        if composition:
            left = ", ".join(f"{card_label(k)} {v}" for k, v in composition.items() if k != "last_round")
            parts.append(self.tr("Still in it: {0}").format(left))
        if last_revealed:
            parts.append(self.tr("\"Last round\" has appeared: this is the last round"))
        elif before_last is not None:
            parts.append(self.tr("{0} cards before \"last round\"").format(before_last))
        if drawn:
            parts.append(self.tr("Revealed card: {0}").format(card_label(drawn)))
        self.setAccessibleName(". ".join(parts))
        self.setToolTip("\n".join(parts))
        self.update()

    def _caption_h(self) -> float:
        return self.text_px * 1.6

    @staticmethod
    def is_wide(r: QRectF) -> bool:
        """A wide, low room (beside rows on one line, issue 29 item 15): the revealed card goes right of
        the pile instead of under it."""
        return r.width() >= 1.6 * r.height()

    def _tag_room(self, pile: QRectF) -> float:
        """Under the pile, room for the hint's tag across its bottom line (desktop.table.hint_marks: at
        most 0.17 of the pile's height, a little over half of it below)."""
        grow = self.text_px / FONT_PX["small"]   # the table's font factor (the view sets text_px from it)
        tag_h = max(14.0 * grow, min(24.0 * grow, pile.height() * 0.17))
        ring = max(2.5, min(5.0, min(pile.width(), pile.height()) * 0.05)) * 2
        return ring + tag_h * 0.55 + 3

    def pile_rect(self, room: QRectF | None = None) -> QRectF:
        r = room if room is not None else QRectF(self.rect())
        if self.is_wide(r):
            pile = fit_card(QRectF(r.left() + 10, r.top() + 8, r.width() * 0.3, r.height() - 16))
            return fit_card(QRectF(pile.left(), pile.top(), pile.width(), r.height() - 16 - self._tag_room(pile)))
        return fit_card(QRectF(r.left() + 10, r.top() + 8, r.width() * 0.42, r.height() * 0.36))

    def drawn_rect(self, room: QRectF | None = None) -> QRectF:
        """Where the revealed card is drawn (in `room`, the widget's rect unless given)."""
        r = room if room is not None else QRectF(self.rect())
        if self.is_wide(r):   # the right part, under its caption
            left = r.left() + r.width() * 0.6
            top = r.top() + 8 + self._caption_h()
            return fit_card(QRectF(left, top, r.right() - 6 - left, r.bottom() - top - 6))
        # under the pile, room for the hint's tag across its bottom line, then the caption
        pile = fit_card(QRectF(r.left() + 10, r.top() + 8, r.width() * 0.42, r.height() * 0.36))
        top = r.top() + r.height() * 0.36 + 12 + self._tag_room(pile) + self._caption_h()
        return fit_card(QRectF(r.left() + 12, top, r.width() - 24, r.bottom() - top - 6))

    def caption_rect(self) -> QRectF:
        """Where "Revealed card" is written, above the revealed card's slot."""
        if self.is_wide(QRectF(self.rect())):
            left = self.width() * 0.6 - 8
            return QRectF(left, self.drawn_rect().top() - self._caption_h() - 4, self.width() - 4 - left,
                          self._caption_h())
        return QRectF(4, self.drawn_rect().top() - self._caption_h() - 4, self.width() - 8, self._caption_h())

    def counts_rect(self) -> QRectF:
        """Right of the pile: the supply's size and the cards before "last round"."""
        pile = self.pile_rect()
        right = self.width() * 0.6 - 10 if self.is_wide(QRectF(self.rect())) else self.width() - 4
        return QRectF(pile.right() + 14, pile.top(), right - pile.right() - 14, pile.height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pile = self.pile_rect()
        for i in range(min(6, (self.size_left + 7) // 8), 0, -1):
            paint_card_back(p, pile.translated(i * 1.6, -i * 1.6))
        if self.size_left:
            paint_card_back(p, pile)
        else:
            paint_slot(p, pile)
        # the counts, right of the pile
        area = self.counts_rect()
        p.setPen(QColor("white"))
        draw_fitted_text(p, QRectF(area.left(), area.top(), area.width(), area.height() * 0.4), str(self.size_left),
                         font=_bold(min(pile.height() * 0.22, self.text_px * 2.6)),
                         flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        small = QFont()
        small.setPixelSize(self.text_px)
        lower = QRectF(area.left(), area.top() + area.height() * 0.42, area.width(), area.height() * 0.58)
        top_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        if self.last_revealed:
            badge = QRectF(lower.left(), lower.top(), lower.width(), min(lower.height(), 52))
            with saved(p):
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#c0392b"))
                p.drawRoundedRect(badge, 6, 6)
            draw_fitted_text(p, badge.adjusted(4, 2, -4, -2), self.tr("Last round!"), font=small, min_px=8)
        else:
            text = self.tr("cards in the supply")
            if self.before_last is not None:
                text += "\n" + self.tr("{0} before \"last round\"").format(self.before_last)
            p.setPen(QColor(255, 255, 255, 200))
            draw_fitted_text(p, lower, text, font=small, flags=top_left, min_px=8)
        # the revealed card
        slot = self.drawn_rect()
        cap = self.caption_rect()
        p.setPen(QColor(255, 255, 255, 190))
        if self.drawn and not self.hide_drawn:
            draw_fitted_text(p, cap, self.tr("Revealed: {0}").format(card_label(self.drawn)), font=small, min_px=8)
            glow = QRadialGradient(slot.center(), slot.height() * 0.75)
            glow.setColorAt(0, QColor(255, 230, 140, 110))
            glow.setColorAt(1, QColor(255, 230, 140, 0))
            with saved(p):
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(glow)
                p.drawRect(slot.adjusted(-slot.width() * 0.3, -4, slot.width() * 0.3, 10))
            paint_card(p, slot, self.drawn)
        else:
            draw_fitted_text(p, cap, self.tr("Revealed card"), font=small, min_px=8)
            paint_slot(p, slot)
        p.end()


class CollectionCards(QWidget):
    """A player's collection: a fan of cards per colour with its count and a plus/minus mark, then
    jokers (with the symbols of the colours they became) and +2 cards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colours: list[str] = []
        self.counts: dict[str, int] = {}
        self.plus: list[str] = []
        self.minus: list[str] = []
        self.jokers: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 40)

    def set_collection(self, colours: list[str], counts: dict[str, int], plus: list[str], minus: list[str],
                       jokers: list[str]) -> None:
        self.colours, self.counts, self.plus, self.minus, self.jokers = colours, counts, plus, minus, jokers
        self.update()

    def groups(self) -> list[str]:
        extra = [k for k in ("joker", "golden_joker", "plus_two") if self.counts.get(k, 0)]
        return self.colours + extra

    def _mark(self) -> float:
        return max(10.0, min(22.0, (self.height() - 4) * 0.2))

    def layout_groups(self) -> tuple[float, float, list[tuple[str, QRectF, float]]]:
        """(card width, card height, [(kind, first card rect, step between cards)])."""
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        card_h = r.height() - self._mark() - 3
        card_w = card_h / CARD_RATIO
        groups = self.groups()
        gap = 8.0
        counts = [max(1, self.counts.get(g, 0)) for g in groups]
        step = card_w * 0.34
        needed = sum(card_w + (c - 1) * step for c in counts) + gap * (len(groups) - 1)
        if needed > r.width():  # squeeze the fans first, then the cards
            extra = sum(c - 1 for c in counts)
            room = r.width() - gap * (len(groups) - 1) - card_w * len(groups)
            step = max(card_w * 0.16, room / extra) if extra else step
            needed = sum(card_w + (c - 1) * step for c in counts) + gap * (len(groups) - 1)
            if needed > r.width():
                scale = r.width() / needed
                card_w, card_h, step, gap = card_w * scale, card_h * scale, step * scale, gap * scale
        x = r.left()
        placed = []
        for g, c in zip(groups, counts, strict=True):
            placed.append((g, QRectF(x, r.top(), card_w, card_h), step))
            x += card_w + (c - 1) * step + gap
        return card_w, card_h, placed

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card_w, card_h, placed = self.layout_groups()
        mark = self._mark()
        small = card_w < SMALL_CARD
        for name, first, step in placed:
            count = self.counts.get(name, 0)
            if count == 0:
                p.setOpacity(0.2)
                paint_card(p, first, name, small=True)
                p.setOpacity(1)
                continue
            for k in range(count):
                paint_card(p, first.translated(k * step, 0), name, small=small)
            front = first.translated((count - 1) * step, 0)
            bh = max(12.0, card_w * 0.38)  # the count's badge: never smaller than its digits
            badge = QRectF(front.right() - max(bh * 1.2, card_w * 0.5), front.bottom() - bh * 1.1,
                           max(bh * 1.15, card_w * 0.46), bh)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 205))
            p.drawRoundedRect(badge, 4, 4)
            p.setPen(QColor("white"))
            draw_fitted_text(p, badge, str(count), font=_bold(bh * 0.8), min_px=7)
            under = QRectF(first.left(), first.bottom() + 3, front.right() - first.left(), mark)
            if name in self.plus or name in self.minus:
                self._paint_sign(p, QRectF(under.center().x() - mark / 2, under.top(), mark, mark), name in self.plus)
            elif name in ("joker", "golden_joker"):
                # the symbols of the colours the jokers became
                plain = self.counts.get("joker", 0)
                owned = self.jokers[:plain] if name == "joker" else self.jokers[plain:]
                x = under.center().x() - len(owned) * (mark + 2) / 2
                for colour_name in owned:
                    SWATCHES[colour_name].paint(p, QRectF(x, under.top(), mark, mark), outline=QColor("white"),
                                                width=1)
                    x += mark + 2
        p.end()

    @staticmethod
    def _paint_sign(p: QPainter, m: QRectF, plus: bool) -> None:
        with saved(p):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#2ecc71") if plus else QColor("#e74c3c"))
            p.drawEllipse(m)
            p.setPen(QPen(QColor("white"), max(1.5, m.width() * 0.15)))
            c, d = m.center(), m.width() * 0.27
            p.drawLine(QPointF(c.x() - d, c.y()), QPointF(c.x() + d, c.y()))
            if plus:
                p.drawLine(QPointF(c.x(), c.y() - d), QPointF(c.x(), c.y() + d))


class CollectionPanel(QFrame):
    """One player: a line with the name, the state (to move, out this round) and the live score,
    then the collection."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("collectionPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 6)
        layout.setSpacing(2)
        line = QHBoxLayout()
        line.setSpacing(6)
        self.name_label = plain_label(object_name="playerName", wrap=True)
        self.state_label = plain_label(object_name="playerState", wrap=True)
        self.score_label = plain_label(object_name="score")
        self.points_label = plain_label(self.tr("points"), object_name="points")
        line.addWidget(self.name_label, 3)
        line.addWidget(self.state_label, 2)
        line.addStretch(0)
        line.addWidget(self.score_label, 0, Qt.AlignmentFlag.AlignBaseline)
        line.addWidget(self.points_label, 0, Qt.AlignmentFlag.AlignBaseline)
        layout.addLayout(line)
        self.cards = CollectionCards()
        layout.addWidget(self.cards, 1)

    def set_player(self, name: str, obs: dict[str, Any], to_move: bool, thinking: bool, viewer: bool) -> None:
        seat = self.seat
        choice = obs["scoring_choice"][seat]
        collection = obs["collections"][seat]
        self.name_label.setText(("▶ " if to_move else "") + name + (self.tr(" (you)") if viewer else ""))
        state = ""
        if obs["over"]:
            state = self.tr("winner") if seat in obs["winners"] else ""
        elif thinking:
            state = self.tr("thinking…")
        elif obs["out"][seat]:
            state = self.tr("out this round")
        elif to_move:
            state = self.tr("to play")
        self.state_label.setText(state)
        score = obs["scores"][seat]
        self.score_label.setText(str(score))
        if self.property("toMove") != to_move or self.property("out") != bool(obs["out"][seat]):
            self.setProperty("toMove", to_move)
            self.setProperty("out", bool(obs["out"][seat]))
            self.style().unpolish(self)
            self.style().polish(self)
        self.cards.set_collection(obs["colours"], collection, choice["plus"], choice["minus"], choice["jokers"])
        parts = [f"{card_label(k)} {v}" for k, v in collection.items()]
        plus = ", ".join(card_label(c) for c in choice["plus"]) or "—"
        minus = ", ".join(card_label(c) for c in choice["minus"]) or "—"
        jokers = ", ".join(card_label(c) for c in choice["jokers"])
        desc = self.tr("Cards: {0}. Counting plus: {1}. Counting minus: {2}.").format(
            ", ".join(parts) or self.tr("none"), plus, minus)
        if jokers:
            desc += " " + self.tr("Jokers become: {0}.").format(jokers)
        if obs["match_games"] > 1:
            desc += " " + self.tr("Earlier deals: {0}.").format(obs["match_totals"][seat])
        self.setAccessibleName(self.tr("{0}: {1} points").format(name, score))
        self.setAccessibleDescription(desc)
        self.cards.setAccessibleName(desc)
        self.setToolTip(desc)
