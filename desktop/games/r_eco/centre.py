"""One recycling centre on the table kit: its header (colour, symbol, key), the reward stack, the
factory with its units meter and the dump. An Activatable: activating it chooses its colour (or
delivers the chosen cards there; the view decides). Everything is laid out from the widget's size
and the text size the view gives it (`text_px`, from its Scale), so it grows with the window."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.r_eco.art import (
    EDGES,
    FILLS,
    INK,
    MUTED,
    WARN,
    capitalised,
    colour_name,
    font_px,
    paint_reward_card,
    paint_symbol,
    paint_waste_card,
    symbol_name,
    value_text,
)
from desktop.table import CARD_RATIO, Activatable, draw_fitted_text, paint_slot, saved
from desktop.table.style import HOVER_FILL
from engines.r_eco import UNITS_TO_RECYCLE

LEFT = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
RIGHT = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
#: the most cards a factory holds (3 units at most stay) and a dump holds (refilled with 4 at most)
FACTORY_CARDS, DUMP_CARDS = 3, 4


@dataclass
class Layout:
    header: QRectF
    reward: QRectF          # the top reward card
    reward_text: QRectF     # three lines right of it
    factory_line: QRectF    # "Factory", the units and the meter
    factory_cards: QRectF
    dump_line: QRectF       # "Dump", how many to pick up
    dump_cards: QRectF
    refill_line: QRectF
    card_w: float
    card_h: float


class CentreWidget(Activatable):
    """One recycling centre: its reward stack, its factory and its dump."""

    FOCUS_RADIUS = 12.0

    def __init__(self, colour: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.obs: dict[str, Any] | None = None
        self.preview: dict[str, Any] | None = None
        self.text_px = 12      # the view sets it from its Scale
        self.title_px = 15
        self.hidden_factory = 0  # cards still flying in (drawn when they land)
        self.interactive = False
        self.setMinimumSize(150, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # -- state ---------------------------------------------------------------------------------
    def set_state(self, obs: dict[str, Any], preview: dict[str, Any] | None, interactive: bool = False) -> None:
        self.obs = obs
        self.preview = preview
        self.interactive = interactive
        c = self.colour
        stack = obs["reward_stacks"][c]
        name = colour_name(c)
        top = (self.tr("next reward {0}, {1} left").format(stack[0], len(stack)) if stack
               else self.tr("no reward left"))
        self.set_accessible(self.tr("{0} recycling centre").format(name), self.tr(
            "{0} ({1}). Factory: {2} of 4 units. Dump: {3} cards. Reward stack: {4}.").format(
                name, symbol_name(c), obs["factory_units"][c], len(obs["dumps"][c]), top))
        self.update()

    # -- geometry ------------------------------------------------------------------------------
    def line_h(self) -> float:
        return self.text_px * 1.45

    def layout(self) -> Layout:
        """Where everything goes at this size: the cards take what the lines leave."""
        pad = max(6.0, self.text_px * 0.6)
        panel = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        inner = panel.adjusted(pad, 0, -pad, -pad)
        header_h = max(24.0, self.title_px * 2.0)
        header = QRectF(panel.left(), panel.top(), panel.width(), header_h)
        line = self.line_h()
        gap = max(3.0, self.text_px * 0.35)
        y = header.bottom() + gap
        room = inner.bottom() - y - 3 * line - 4 * gap      # the reward card and the two card rows
        width = inner.width()
        card_h = max(8.0, min((width - 2 * gap) / FACTORY_CARDS * CARD_RATIO, room / 2.9, (room - 3 * line) / 2))
        card_w = card_h / CARD_RATIO
        reward_h = max(3 * line, room - 2 * card_h)
        reward_h = min(reward_h, card_h * 1.25, 3 * line + card_h * 0.5)
        reward_w = reward_h / CARD_RATIO
        spare = max(0.0, room - reward_h - 2 * card_h) / 4  # what the cards leave, spread out
        reward = QRectF(inner.left(), y + spare, reward_w, reward_h)
        text_left = reward.right() + max(10.0, reward_w * 0.3)
        reward_text = QRectF(text_left, reward.center().y() - 1.5 * line, inner.right() - text_left, 3 * line)
        y = reward.bottom() + gap + spare
        factory_line = QRectF(inner.left(), y, width, line)
        factory_cards = QRectF(inner.left(), factory_line.bottom(), width, card_h)
        y = factory_cards.bottom() + gap + spare
        dump_line = QRectF(inner.left(), y, width, line)
        dump_cards = QRectF(inner.left(), dump_line.bottom(), width, card_h)
        refill_line = QRectF(inner.left(), dump_cards.bottom() + gap, width, line)
        return Layout(header, reward, reward_text, factory_line, factory_cards, dump_line, dump_cards, refill_line,
                      card_w, card_h)

    def factory_rect(self, i: int = 0) -> QRectF:
        """Where the factory's i-th card goes (widget coordinates): flights land there."""
        lay = self.layout()
        step = lay.card_w + max(3.0, self.text_px * 0.35)
        return QRectF(lay.factory_cards.left() + min(i, FACTORY_CARDS - 1) * step, lay.factory_cards.top(),
                      lay.card_w, lay.card_h)

    def dump_rect(self) -> QRectF:
        lay = self.layout()
        return QRectF(lay.dump_cards.left(), lay.dump_cards.top(), lay.card_w, lay.card_h)

    # -- painting ------------------------------------------------------------------------------
    def paint(self, p: QPainter) -> None:
        if self.obs is None:
            return
        c = self.colour
        lay = self.layout()
        panel = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        selected = self.preview is not None
        p.setPen(QPen(QColor(FILLS[c]), 4) if selected else QPen(QColor(0, 0, 0, 70), 1.2))
        p.setBrush(QColor(252, 248, 238, 235))
        p.drawRoundedRect(panel, 12, 12)
        if self.interactive and self.hovered:
            p.setBrush(HOVER_FILL)
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(panel, 12, 12)
        self._paint_header(p, lay.header)
        self._paint_rewards(p, lay)
        self._paint_factory(p, lay)
        self._paint_dump(p, lay)

    def _text(self, p: QPainter, rect: QRectF, text: str, *, bold: bool = False, colour: QColor = INK,
              flags: Qt.AlignmentFlag = LEFT) -> None:
        p.setPen(colour)
        draw_fitted_text(p, rect, text, font=font_px(self.text_px, bold=bold), flags=flags, min_px=8, wrap=False)

    def _paint_header(self, p: QPainter, header: QRectF) -> None:
        c = self.colour
        with saved(p):
            path = QPainterPath()
            path.addRoundedRect(header, 12, 12)
            p.fillPath(path, QColor(FILLS[c]))
            p.fillRect(QRectF(header.left(), header.bottom() - 12, header.width(), 12), QColor(FILLS[c]))
        h = header.height()
        sym = h * 0.6
        paint_symbol(p, c, QRectF(header.left() + h * 0.3, header.center().y() - sym / 2, sym, sym),
                     outline=QColor("#ffffff"))
        key = QRectF(header.right() - h * 0.85, header.top() + h * 0.2, h * 0.6, h * 0.6)
        with saved(p):
            p.setPen(QPen(QColor("#ffffff"), 1.2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(key, 4, 4)
        p.setPen(QColor("#ffffff"))
        draw_fitted_text(p, key, str(c + 1), font=font_px(key.height() * 0.7), min_px=7, wrap=False)
        title_box = header.adjusted(h * 0.3 + sym + h * 0.25, 0, -(h * 0.95), 0)
        font = font_px(self.title_px, bold=True)
        title = capitalised(self.tr("{0} centre").format(colour_name(c)))
        if QFontMetricsF(font).horizontalAdvance(title) > title_box.width():
            title = capitalised(colour_name(c))  # narrow: the colour alone
        draw_fitted_text(p, title_box, title, font=font, flags=LEFT, min_px=8, wrap=False)

    def _paint_rewards(self, p: QPainter, lay: Layout) -> None:
        c = self.colour
        stack = self.obs["reward_stacks"][c]
        card = lay.reward
        step = max(1.5, card.width() * 0.05)
        for i in range(min(len(stack) - 1, 4), 0, -1):  # the stack's thickness
            with saved(p):
                p.setPen(QPen(QColor(0, 0, 0, 60), 1))
                p.setBrush(QColor("#efe6cf"))
                p.drawRoundedRect(card.translated(step * i, step * i), 6, 6)
        if stack:
            paint_reward_card(p, card, c, stack[0])
        else:
            paint_slot(p, card, on_dark=False)
        line = self.line_h()
        box = lay.reward_text
        rows = [QRectF(box.left(), box.top() + k * line, box.width(), line) for k in range(3)]
        self._text(p, rows[0], self.tr("Reward stack"), bold=True)
        if len(stack) == 1:
            self._text(p, rows[1], self.tr("last card!"), bold=True, colour=WARN)
        else:
            self._text(p, rows[1], self.tr("{0} left").format(len(stack)))
        if len(stack) > 1:
            rest = " ".join(value_text(v) for v in stack[1:])
            self._text(p, rows[2], self.tr("then {0}").format(rest), colour=MUTED)

    def _paint_factory(self, p: QPainter, lay: Layout) -> None:
        c = self.colour
        units = self.obs["factory_units"][c]
        cards = self.obs["factories"][c]
        line = lay.factory_line
        # the units meter: 4 slots at the right, the preview's extra units dashed
        slot_h = line.height() * 0.6
        slot_w = min(slot_h * 1.4, line.width() * 0.09)
        gap = max(2.0, slot_w * 0.2)
        meter_left = line.right() - UNITS_TO_RECYCLE * (slot_w + gap) + gap
        preview_units = self.preview["units"] if self.preview else units
        edge = QColor(EDGES[c])
        for i in range(UNITS_TO_RECYCLE):
            r = QRectF(meter_left + i * (slot_w + gap), line.center().y() - slot_h / 2, slot_w, slot_h)
            with saved(p):
                if i < units:
                    p.setBrush(QColor(FILLS[c]))
                    p.setPen(QPen(edge, 1))
                elif i < preview_units:
                    p.setBrush(QColor(FILLS[c]).lighter(150))
                    p.setPen(QPen(edge, 1.5, Qt.PenStyle.DashLine))
                else:
                    p.setBrush(QColor("#ffffff"))
                    p.setPen(QPen(QColor(0, 0, 0, 80), 1))
                p.drawRoundedRect(r, 3, 3)
        count = QRectF(line.left(), line.top(), meter_left - line.left() - gap * 2, line.height())
        self._text(p, count, f"{units}/{UNITS_TO_RECYCLE}", bold=True, colour=edge, flags=RIGHT)
        label_w = max(0.0, count.width() - QFontMetricsF(font_px(self.text_px, bold=True)).horizontalAdvance("4/4")
                      - gap * 2)
        self._text(p, QRectF(line.left(), line.top(), label_w, line.height()), self.tr("Factory"), bold=True)
        shown = len(cards) - min(self.hidden_factory, len(cards))
        for i, (col, u) in enumerate(cards[:shown]):
            paint_waste_card(p, self.factory_rect(i), col, u)
        if not cards:
            paint_slot(p, self.factory_rect(0), on_dark=False)

    def _paint_dump(self, p: QPainter, lay: Layout) -> None:
        c = self.colour
        cards = self.obs["dumps"][c]
        line = lay.dump_line
        half = line.width() / 2
        self._text(p, QRectF(line.left(), line.top(), half - 4, line.height()), self.tr("Dump"), bold=True)
        self._text(p, QRectF(line.left() + half, line.top(), half, line.height()),
                   self.tr("pick up: {0}").format(len(cards)), colour=MUTED, flags=RIGHT)
        row = lay.dump_cards
        cw = lay.card_w
        step = min(cw + 4, (row.width() - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else cw
        for i, (col, u) in enumerate(cards):
            paint_waste_card(p, QRectF(row.left() + i * step, row.top(), cw, lay.card_h), col, u)
        if not cards:
            paint_slot(p, self.dump_rect(), on_dark=False)
        refill = self.preview["refill"] if self.preview is not None else self.obs["factory_units"][c] + 1
        self._text(p, lay.refill_line, self.tr("refill after a delivery: {0}").format(refill),
                   bold=self.preview is not None, colour=INK if self.preview is not None else MUTED)
