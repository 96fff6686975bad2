"""The R-Eco table: four recycling centres (reward stack, factory, dump), the players' rewards and
dumping, and the hand of the seat at the screen.

Mouse: click cards in the hand to choose them (one colour at a time), then click their recycling
centre or "Deliver". Keyboard: Left/Right move in the hand, Space chooses a card, 1–4 choose a
centre's colour (all your cards of it), Enter delivers (or dumps), Esc clears the choice and
skips the animation.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.games.base import GameView
from desktop.session import GameSession
from desktop.widgets.keys import is_activation
from engines.r_eco import (
    COLOUR_LABELS,
    DUMP,
    HAND_LIMIT,
    OVER,
    UNITS_TO_RECYCLE,
    Deliver,
    Dump,
    card,
    clean_bonus_per_dumper,
    preview_delivery,
)

# Colour of each waste colour (fill, dark edge) and the symbol drawn on its cards.
FILLS = ("#d65a45", "#e8bd3c", "#4f9e5c", "#3f7ac6")
EDGES = ("#7d2a1e", "#8a6a12", "#245732", "#1d416f")
TINTS = ("#f6d9d2", "#f9edc6", "#d5ead8", "#d4e2f4")
ANIMATION_MS = 450


def colour_name(colour: int) -> str:
    return QCoreApplication.translate("engine", COLOUR_LABELS[colour])


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def symbol_name(colour: int) -> str:
    names = (QCoreApplication.translate("REcoView", "circle"), QCoreApplication.translate("REcoView", "triangle"),
             QCoreApplication.translate("REcoView", "square"), QCoreApplication.translate("REcoView", "diamond"))
    return names[colour]


def draw_symbol(p: QPainter, colour: int, centre: QPointF, size: float, *, filled: bool = True) -> None:
    """The shape that tells the colour apart without colour: circle, triangle, square, diamond."""
    r = size / 2
    p.save()
    p.setPen(QPen(QColor(EDGES[colour]), max(1.2, size / 12)))
    p.setBrush(QColor(FILLS[colour]) if filled else Qt.BrushStyle.NoBrush)
    x, y = centre.x(), centre.y()
    if colour == 0:
        p.drawEllipse(centre, r * 0.92, r * 0.92)
    elif colour == 1:
        p.drawPolygon(QPolygonF([QPointF(x, y - r), QPointF(x + r, y + r * 0.8), QPointF(x - r, y + r * 0.8)]))
    elif colour == 2:
        p.drawRoundedRect(QRectF(x - r * 0.82, y - r * 0.82, r * 1.64, r * 1.64), r * 0.15, r * 0.15)
    else:
        p.drawPolygon(QPolygonF([QPointF(x, y - r), QPointF(x + r, y), QPointF(x, y + r), QPointF(x - r, y)]))
    p.restore()


def draw_waste_card(p: QPainter, rect: QRectF, colour: int, units: int, *, raised: bool = False,
                    focused: bool = False, dim: bool = False) -> None:
    """A face-up waste card: tinted paper, coloured border, one symbol per unit, the units in a corner."""
    p.save()
    radius = rect.width() * 0.12
    if raised:
        glow = QColor("#fff6c8")
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(glow)
        p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)
    shadow = rect.translated(1.5, 2.5)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 60))
    p.drawRoundedRect(shadow, radius, radius)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor("#ffffff"))
    grad.setColorAt(1, QColor(TINTS[colour]))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor(EDGES[colour]), max(1.5, rect.width() / 28)))
    p.drawRoundedRect(rect, radius, radius)
    band = QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, rect.height() * 0.16)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(FILLS[colour]))
    p.drawRoundedRect(band, radius * 0.6, radius * 0.6)
    size = rect.width() * (0.42 if units == 1 else 0.34)
    cx = rect.center().x()
    if units == 1:
        draw_symbol(p, colour, QPointF(cx, rect.center().y() + rect.height() * 0.06), size)
    else:
        for dy in (-0.14, 0.26):
            draw_symbol(p, colour, QPointF(cx, rect.center().y() + rect.height() * dy), size)
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(max(9, int(rect.width() * 0.2)))
    p.setFont(font)
    p.setPen(QColor("#ffffff"))
    p.drawText(band.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, str(units))
    if dim:
        p.setBrush(QColor(255, 255, 255, 110))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(rect, radius, radius)
    if focused:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#1b1b1b"), 2, Qt.PenStyle.DashLine))
        p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
    p.restore()


def draw_card_back(p: QPainter, rect: QRectF) -> None:
    """A face-down waste card (the draw pile, a hand, dumped cards)."""
    p.save()
    radius = rect.width() * 0.14
    p.setPen(QPen(QColor("#3b4a3a"), 1.2))
    p.setBrush(QColor("#6f8a5e"))
    p.drawRoundedRect(rect, radius, radius)
    p.setPen(QPen(QColor(255, 255, 255, 120), max(1.0, rect.width() / 14)))
    c = rect.center()
    r = rect.width() * 0.26
    path = QPainterPath()  # three chasing arrows, the recycling loop
    path.addEllipse(c, r, r)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.restore()


def draw_reward_card(p: QPainter, rect: QRectF, colour: int, value: int) -> None:
    p.save()
    radius = rect.width() * 0.14
    p.setPen(QPen(QColor(EDGES[colour]), 2))
    p.setBrush(QColor("#fbf6e9"))
    p.drawRoundedRect(rect, radius, radius)
    draw_symbol(p, colour, QPointF(rect.left() + rect.width() * 0.24, rect.top() + rect.width() * 0.24),
                rect.width() * 0.26)
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(int(rect.height() * 0.42))
    p.setFont(font)
    p.setPen(QColor("#b02a1a") if value < 0 else QColor("#2b2b2b"))
    text = f"{value:+d}" if value else "0"
    if value < 0:
        text = "−" + str(-value)
    p.drawText(rect.adjusted(0, rect.height() * 0.12, 0, 0), Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


class CentreWidget(QWidget):
    """One recycling centre: its reward stack, its factory and its dump."""

    chosen = Signal(int)

    def __init__(self, colour: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.obs: dict[str, Any] | None = None
        self.preview: dict[str, Any] | None = None
        self.flash = 0.0
        self.scale = 1.0
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(192, 300)
        self.setMaximumHeight(350)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_state(self, obs: dict[str, Any], preview: dict[str, Any] | None) -> None:
        self.obs = obs
        self.preview = preview
        c = self.colour
        units = obs["factory_units"][c]
        stack = obs["reward_stacks"][c]
        name = colour_name(c)
        self.setAccessibleName(self.tr("{0} recycling centre").format(name))
        top = (self.tr("next reward {0}, {1} left").format(stack[0], len(stack)) if stack
               else self.tr("no reward left"))
        self.setAccessibleDescription(self.tr(
            "{0} ({1}). Factory: {2} of 4 units. Dump: {3} cards. Reward stack: {4}.").format(
                name, symbol_name(c), units, len(obs["dumps"][c]), top))
        self.setToolTip(self.accessibleDescription())
        self.update()

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.chosen.emit(self.colour)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        if is_activation(event):
            self.chosen.emit(self.colour)
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        if self.obs is None:
            return
        c = self.colour
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        panel = QRectF(4, 4, w - 8, h - 8)
        selected = self.preview is not None
        p.setPen(QPen(QColor(FILLS[c]) if selected else QColor(0, 0, 0, 70), 4 if selected else 1.2))
        p.setBrush(QColor(252, 248, 238, 235))
        p.drawRoundedRect(panel, 12, 12)
        if self.flash > 0:
            glow = QColor(FILLS[c])
            glow.setAlphaF(0.35 * self.flash)
            p.setBrush(glow)
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(panel, 12, 12)
        # header
        header = QRectF(panel.left(), panel.top(), panel.width(), 34)
        path = QPainterPath()
        path.addRoundedRect(header, 12, 12)
        p.fillPath(path, QColor(FILLS[c]))
        p.fillRect(QRectF(header.left(), header.bottom() - 12, header.width(), 12), QColor(FILLS[c]))
        p.setPen(QPen(QColor("#ffffff"), 1.5))
        p.setBrush(QColor("#ffffff"))
        draw_symbol(p, c, QPointF(header.left() + 22, header.center().y()), 20)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(16)
        p.setFont(font)
        p.setPen(QColor("#ffffff"))
        title_box = header.adjusted(40, 0, -34, 0)  # room for the key badge on the right
        title = capitalised(self.tr("{0} centre").format(colour_name(c)))
        if p.fontMetrics().horizontalAdvance(title) > title_box.width():
            title = capitalised(colour_name(c))  # narrow window: the colour alone
        p.drawText(title_box, Qt.AlignmentFlag.AlignVCenter,
                   p.fontMetrics().elidedText(title, Qt.TextElideMode.ElideRight, int(title_box.width())))
        key = QRectF(header.right() - 28, header.top() + 7, 20, 20)
        p.setPen(QPen(QColor("#ffffff"), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(key, 4, 4)
        small = QFont(self.font())
        small.setPixelSize(12)
        p.setFont(small)
        p.drawText(key, Qt.AlignmentFlag.AlignCenter, str(c + 1))
        if self.hasFocus():
            p.setPen(QPen(QColor("#1b1b1b"), 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(panel.adjusted(3, 3, -3, -3), 10, 10)

        self.scale = max(1.0, min(1.3, (w - 8) / 236, (h - 8) / 318))
        y = header.bottom() + 8
        y = self._paint_rewards(p, panel, y)
        y = self._paint_factory(p, panel, y + 6)
        self._paint_dump(p, panel, y + 6)
        p.end()

    def _label(self, p: QPainter, rect: QRectF, text: str, *, bold: bool = False,
               colour: str = "#3a3328", align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
        font = QFont(self.font())
        font.setPixelSize(12)
        font.setBold(bold)
        p.setFont(font)
        p.setPen(QColor(colour))
        p.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_rewards(self, p: QPainter, panel: QRectF, y: float) -> float:
        c = self.colour
        stack = self.obs["reward_stacks"][c]
        left = panel.left() + 12
        card_w, card_h = 46.0 * self.scale, 60.0 * self.scale
        for i in range(min(len(stack) - 1, 4), 0, -1):  # the stack's thickness
            p.setPen(QPen(QColor(0, 0, 0, 60), 1))
            p.setBrush(QColor("#efe6cf"))
            p.drawRoundedRect(QRectF(left + 3 * i, y + 3 * i, card_w, card_h), 6, 6)
        if stack:
            draw_reward_card(p, QRectF(left, y, card_w, card_h), c, stack[0])
        else:
            p.setPen(QPen(QColor(0, 0, 0, 90), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(left, y, card_w, card_h), 6, 6)
        text_left = left + card_w + 22
        width = panel.right() - text_left - 8
        self._label(p, QRectF(text_left, y, width, 18), self.tr("Reward stack"), bold=True)
        if len(stack) == 1:
            self._label(p, QRectF(text_left, y + 18, width, 18), self.tr("last card!"), bold=True, colour="#b02a1a")
        else:
            self._label(p, QRectF(text_left, y + 18, width, 18),
                        self.tr("{0} left").format(len(stack)))
        if len(stack) > 1:
            rest = " ".join(("−" + str(-v)) if v < 0 else str(v) for v in stack[1:])
            self._label(p, QRectF(text_left, y + 36, width, 18), self.tr("then {0}").format(rest),
                        colour="#6b6254")
        return y + card_h + 6 * self.scale

    def _paint_factory(self, p: QPainter, panel: QRectF, y: float) -> float:
        c = self.colour
        units = self.obs["factory_units"][c]
        cards = self.obs["factories"][c]
        left = panel.left() + 12
        width = panel.width() - 24
        self._label(p, QRectF(left, y, width, 18), self.tr("Factory"), bold=True)
        # the units meter: 4 slots
        slot_w = 16.0
        mx = panel.right() - 12 - 4 * (slot_w + 3)
        preview_units = self.preview["units"] if self.preview else units
        for i in range(UNITS_TO_RECYCLE):
            r = QRectF(mx + i * (slot_w + 3), y + 3, slot_w, 12)
            if i < units:
                p.setBrush(QColor(FILLS[c]))
                p.setPen(QPen(QColor(EDGES[c]), 1))
            elif i < preview_units:
                p.setBrush(QColor(FILLS[c]).lighter(150))
                p.setPen(QPen(QColor(EDGES[c]), 1, Qt.PenStyle.DashLine))
            else:
                p.setBrush(QColor("#ffffff"))
                p.setPen(QPen(QColor(0, 0, 0, 80), 1))
            p.drawRoundedRect(r, 3, 3)
        y += 22
        cw, ch = 34.0 * self.scale, 48.0 * self.scale
        for i, (col, u) in enumerate(cards):
            draw_waste_card(p, QRectF(left + i * (cw + 6), y, cw, ch), col, u)
        if not cards:
            p.setPen(QPen(QColor(0, 0, 0, 60), 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(left, y, cw, ch), 5, 5)
        more = UNITS_TO_RECYCLE - units
        text_left = left + max(1, len(cards)) * (cw + 6) + 4
        font = QFont(self.font())
        font.setPixelSize(20)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor(EDGES[c]))
        p.drawText(QRectF(text_left, y, panel.right() - text_left - 8, ch),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, f"{units}/{UNITS_TO_RECYCLE}")
        self._label(p, QRectF(left, y + ch + 2, width, 18),
                    self.tr("{0} more to recycle").format(more), colour="#6b6254")
        return y + ch + 20 + 4 * self.scale

    def _paint_dump(self, p: QPainter, panel: QRectF, y: float) -> None:
        c = self.colour
        cards = self.obs["dumps"][c]
        left = panel.left() + 12
        width = panel.width() - 24
        self._label(p, QRectF(left, y, width, 18), self.tr("Dump"), bold=True)
        self._label(p, QRectF(left, y, width, 18), self.tr("pick up: {0}").format(len(cards)),
                    colour="#6b6254", align=Qt.AlignmentFlag.AlignRight)
        y += 22
        cw, ch = 34.0 * self.scale, 48.0 * self.scale
        step = min(cw + 6, (width - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else cw
        for i, (col, u) in enumerate(cards):
            draw_waste_card(p, QRectF(left + i * step, y, cw, ch), col, u)
        if not cards:
            p.setPen(QPen(QColor(0, 0, 0, 60), 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(left, y, cw, ch), 5, 5)
        y += ch + 6
        if self.preview is not None:
            refill = self.preview["refill"]
        else:
            refill = self.obs["factory_units"][c] + 1
        self._label(p, QRectF(left, y, width, 18), self.tr("refill after a delivery: {0}").format(refill),
                    colour="#6b6254" if self.preview is None else "#2d271e", bold=self.preview is not None)


class HandWidget(QWidget):
    """The cards of the seat at the screen (only that seat's, never another's). Cards can be
    chosen with the mouse or the keyboard (Left/Right, Space)."""

    toggled = Signal(int)
    activated = Signal()

    CARD_W, CARD_H, GAP = 86.0, 122.0, 14.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[tuple[int, int]] = []
        self.selected: set[int] = set()
        self.cursor_index = 0
        self.hidden_count = 0
        self.message = ""
        self.dump_mode = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumHeight(int(self.CARD_H) + 30)
        self.setAccessibleName(self.tr("Your hand"))

    def set_cards(self, cards: list[tuple[int, int]], selected: set[int], message: str = "") -> None:
        self.cards = cards
        self.selected = selected
        self.message = message
        self.cursor_index = min(self.cursor_index, max(0, len(cards) - 1))
        names = ", ".join(self.tr("{0} {1}").format(colour_name(c), self.tr("double") if u == 2 else
                                                    self.tr("single")) for c, u in cards)
        self.setAccessibleDescription(names or message)
        self.update()

    def card_rect(self, i: int) -> QRectF:
        n = max(1, len(self.cards))
        total = n * self.CARD_W + (n - 1) * self.GAP
        left = max(8.0, (self.width() - total) / 2)
        lift = -14 if i in self.selected else 0
        return QRectF(left + i * (self.CARD_W + self.GAP), 18 + lift, self.CARD_W, self.CARD_H)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        pos = event.position()
        for i in range(len(self.cards)):
            if self.card_rect(i).adjusted(0, 0, 0, 14).contains(pos):
                self.cursor_index = i
                self.toggled.emit(i)
                return

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        key = event.key()
        if key == Qt.Key.Key_Left and self.cards:
            self.cursor_index = (self.cursor_index - 1) % len(self.cards)
            self.update()
        elif key == Qt.Key.Key_Right and self.cards:
            self.cursor_index = (self.cursor_index + 1) % len(self.cards)
            self.update()
        elif key == Qt.Key.Key_Space and self.cards:
            self.toggled.emit(self.cursor_index)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activated.emit()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.cards:
            font = QFont(self.font())
            font.setPixelSize(15)
            font.setItalic(True)
            p.setFont(font)
            p.setPen(QColor("#f3ead2"))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.message)
            p.end()
            return
        for i, (colour, units) in enumerate(self.cards):
            rect = self.card_rect(i)
            draw_waste_card(p, rect, colour, units, raised=i in self.selected,
                            focused=self.hasFocus() and i == self.cursor_index)
            if i in self.selected and self.dump_mode:  # a cross and the cost: this card is dumped
                mark = QRectF(rect.right() - 28, rect.top() + 3, 25, 22)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#b02a1a"))
                p.drawRoundedRect(mark, 6, 6)
                p.setPen(QColor("#ffffff"))
                font = QFont(self.font())
                font.setPixelSize(12)
                font.setBold(True)
                p.setFont(font)
                p.drawText(mark, Qt.AlignmentFlag.AlignCenter, "−1")
                p.setPen(QPen(QColor(176, 42, 26, 150), 3))
                p.drawLine(rect.topLeft() + QPointF(10, 30), rect.bottomRight() - QPointF(10, 10))
                p.drawLine(QPointF(rect.right() - 10, rect.top() + 30), QPointF(rect.left() + 10, rect.bottom() - 10))
            elif i in self.selected:  # a tick, so the choice is not told by the glow alone
                tick = QRectF(rect.right() - 24, rect.top() + 4, 20, 20)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#2d271e"))
                p.drawEllipse(tick)
                p.setPen(QPen(QColor("#ffffff"), 2.2))
                p.drawLine(QPointF(tick.left() + 5, tick.center().y()), QPointF(tick.left() + 9, tick.bottom() - 5))
                p.drawLine(QPointF(tick.left() + 9, tick.bottom() - 5), QPointF(tick.right() - 4, tick.top() + 5))
        p.end()


class PlayerBadge(QWidget):
    """One player's public side: hand size, rewards grouped by colour (which count), dumping."""

    def __init__(self, seat: int, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.name = name
        self.obs: dict[str, Any] | None = None
        self.is_viewer = False
        self.setMinimumSize(180, 116)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_state(self, obs: dict[str, Any], is_viewer: bool) -> None:
        self.obs = obs
        self.is_viewer = is_viewer
        s = self.seat
        groups = []
        for colour in range(4):
            values = [v for c, v in obs["rewards"][s] if c == colour]
            if values:
                counts = self.tr("counts") if len(values) >= 2 else self.tr("lone, worth 0")
                groups.append(f"{colour_name(colour)} {' '.join(map(str, values))} ({counts})")
        self.setAccessibleName(self.tr("{0}: {1} points").format(self.name, obs["scores"][s]))
        self.setAccessibleDescription(self.tr("{0} cards in hand, {1} dumped; rewards: {2}").format(
            obs["hand_sizes"][s], obs["dumped_counts"][s], "; ".join(groups) or self.tr("none")))
        self.setToolTip(self.accessibleDescription())
        self.update()

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        if self.obs is None:
            return
        obs, s = self.obs, self.seat
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        panel = QRectF(3, 3, self.width() - 6, self.height() - 6)
        to_move = s in obs["to_move"]
        p.setPen(QPen(QColor("#f0c54a") if to_move else QColor(0, 0, 0, 80), 3 if to_move else 1))
        p.setBrush(QColor(252, 248, 238, 230) if not self.is_viewer else QColor(255, 251, 228, 245))
        p.drawRoundedRect(panel, 10, 10)
        font = QFont(self.font())
        font.setPixelSize(14)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#2d271e"))
        title = ("▶ " if to_move else "") + self.name
        p.drawText(QRectF(panel.left() + 10, panel.top() + 4, panel.width() - 70, 22),
                   Qt.AlignmentFlag.AlignVCenter, title)
        p.drawText(QRectF(panel.right() - 70, panel.top() + 4, 60, 22),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                   self.tr("{0} pts").format(obs["scores"][s]))
        small = QFont(self.font())
        small.setPixelSize(12)
        p.setFont(small)
        # hand size and dumped cards
        y = panel.top() + 30
        x = panel.left() + 10
        for i in range(min(obs["hand_sizes"][s], 5)):
            draw_card_back(p, QRectF(x + i * 6, y, 14, 20))
        p.setPen(QColor("#3a3328"))
        p.drawText(QRectF(x + 44, y, 80, 20), Qt.AlignmentFlag.AlignVCenter,
                   self.tr("hand: {0}").format(obs["hand_sizes"][s]))
        dumped = obs["dumped_counts"][s]
        dx = x + 110
        warn = QColor("#b02a1a") if dumped else QColor("#3f7a3a")
        p.setPen(QPen(warn, 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        tri = QPolygonF([QPointF(dx + 8, y + 2), QPointF(dx + 16, y + 18), QPointF(dx, y + 18)]) if dumped else None
        if tri is not None:
            p.drawPolygon(tri)
            p.drawText(QRectF(dx, y + 3, 16, 16), Qt.AlignmentFlag.AlignCenter, "!")
            p.drawText(QRectF(dx + 20, y, panel.right() - dx - 24, 20), Qt.AlignmentFlag.AlignVCenter,
                       self.tr("dumped: {0}").format(dumped))
        else:
            p.drawEllipse(QRectF(dx + 1, y + 3, 14, 14))
            p.drawLine(QPointF(dx + 4, y + 10), QPointF(dx + 7, y + 14))
            p.drawLine(QPointF(dx + 7, y + 14), QPointF(dx + 13, y + 6))
            p.drawText(QRectF(dx + 20, y, panel.right() - dx - 24, 20), Qt.AlignmentFlag.AlignVCenter,
                       self.tr("clean"))
        # rewards by colour, 2 x 2: a colour counts (solid) with two cards or more; a lone card
        # (dashed, struck out) is worth 0
        y += 26
        x = panel.left() + 8
        cell_w = (panel.width() - 16) / 2
        cell_h = (panel.bottom() - y - 6) / 2
        for colour in range(4):
            values = [v for c, v in obs["rewards"][s] if c == colour]
            box = QRectF(x + (colour % 2) * cell_w, y + (colour // 2) * cell_h, cell_w - 4, cell_h - 3)
            counts = len(values) >= 2
            p.setPen(QPen(QColor(EDGES[colour]) if counts else QColor(0, 0, 0, 70), 1.5 if counts else 1,
                          Qt.PenStyle.SolidLine if counts else Qt.PenStyle.DashLine))
            p.setBrush(QColor(TINTS[colour]) if counts else Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(box, 5, 5)
            draw_symbol(p, colour, QPointF(box.left() + 10, box.center().y()), 11, filled=bool(values))
            if not values:
                continue
            text = " ".join(("−" + str(-v)) if v < 0 else str(v) for v in values)
            f = QFont(small)
            f.setPixelSize(11)
            f.setStrikeOut(not counts)
            p.setFont(f)
            p.setPen(QColor("#2d271e") if counts else QColor("#8a8070"))
            p.drawText(box.adjusted(19, 0, -34, 0), Qt.AlignmentFlag.AlignVCenter, text)
            f.setStrikeOut(False)
            f.setBold(True)
            p.setFont(f)
            total = sum(values) if counts else 0
            p.drawText(box.adjusted(0, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                       ("=" + str(total)) if total >= 0 else "=−" + str(-total))
            p.setFont(small)
        p.end()


class REcoView(GameView):
    """The R-Eco table."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setAccessibleName(self.tr("R-Eco table"))
        self.selected: set[int] = set()
        self.hand_cards: list[tuple[int, int]] = []
        self.obs: dict[str, Any] = {}
        self._flash_colour: int | None = None
        self._felt: QPixmap | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(8)
        self.banner = QLabel()
        self.banner.setAccessibleName(self.tr("End warning"))
        self.banner.setStyleSheet("background: #b8432f; color: white; border-radius: 6px; padding: 4px 10px;"
                                  "font-weight: bold;")
        self.banner.hide()
        layout.addWidget(self.banner)
        centres = QHBoxLayout()
        centres.setSpacing(10)
        self.centres = [CentreWidget(c) for c in range(4)]
        for w in self.centres:
            w.chosen.connect(self.choose_centre)
            centres.addWidget(w)
        layout.addLayout(centres, 5)
        players = QHBoxLayout()
        players.setSpacing(8)
        self.badges = [PlayerBadge(i, seat.name) for i, seat in enumerate(session.seats)]
        for b in self.badges:
            players.addWidget(b)
        layout.addLayout(players)
        self.piles = QLabel()
        self.piles.setStyleSheet("color: #e9dfc6;")
        self.piles.setAccessibleName(self.tr("Draw and discard piles"))
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.RichText)
        self.prompt.setStyleSheet("color: #fbf5e4; font-size: 13pt;")
        self.prompt.setAccessibleName(self.tr("What to do"))
        layout.addWidget(self.piles)
        layout.addWidget(self.prompt)
        bottom = QHBoxLayout()
        self.hand = HandWidget()
        self.hand.toggled.connect(self.toggle_card)
        self.hand.activated.connect(self.confirm)
        bottom.addWidget(self.hand, 1)
        buttons = QVBoxLayout()
        self.confirm_button = QPushButton(self.tr("&Deliver"))
        self.confirm_button.setAccessibleName(self.tr("Deliver the chosen cards"))
        self.confirm_button.clicked.connect(self.confirm)
        self.clear_button = QPushButton(self.tr("&Clear choice"))
        self.clear_button.setAccessibleName(self.tr("Clear the chosen cards"))
        self.clear_button.clicked.connect(self.clear_selection)
        for b in (self.confirm_button, self.clear_button):
            b.setMinimumSize(150, 40)
            buttons.addWidget(b)
        buttons.addStretch(1)
        bottom.addLayout(buttons)
        layout.addLayout(bottom, 2)

        self._anim = QVariantAnimation(self)
        self._anim.setDuration(ANIMATION_MS)
        self._anim.setStartValue(1.0)
        self._anim.setEndValue(0.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._on_flash)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocusProxy(self.hand)
        self.refresh()

    # ------------------------------------------------------------------ state
    def my_seat(self) -> int | None:
        """The seat whose hand may be drawn: the viewer, and only a human viewer."""
        seat = self.session.viewer_seat
        if seat is None or not self.session.is_human(seat):
            return None
        return seat

    def my_turn(self) -> bool:
        seat = self.my_seat()
        return seat is not None and self.session.active_human() == seat

    def refresh(self) -> None:
        obs = self.session.observation()
        self.obs = obs
        seat = self.my_seat()
        hand = [tuple(c) for c in obs["hand"]] if seat is not None and obs.get("hand") is not None else []
        if hand != self.hand_cards:
            self.selected = set()
        self.hand_cards = hand  # type: ignore[assignment]
        self._update_everything()

    def _selection(self) -> tuple[int | None, int, int]:
        """(colour, singles, doubles) of the chosen cards; colour None when nothing is chosen."""
        cards = [self.hand_cards[i] for i in sorted(self.selected) if i < len(self.hand_cards)]
        if not cards:
            return None, 0, 0
        return cards[0][0], sum(1 for _, u in cards if u == 1), sum(1 for _, u in cards if u == 2)

    def _update_everything(self) -> None:
        obs = self.obs
        seat = self.my_seat()
        mine = self.my_turn()
        phase = obs["phase"]
        colour, singles, doubles = self._selection()
        preview = None
        if mine and phase != DUMP and phase != OVER and colour is not None:
            preview = preview_delivery(obs, colour, singles, doubles)
        for c, w in enumerate(self.centres):
            w.set_state(obs, preview if c == colour else None)
        for b in self.badges:
            b.set_state(obs, b.seat == seat)
        # hand
        if seat is None:
            message = (self.tr("Hands are hidden while the screen changes hands.") if self.session.num_players
                       and any(self.session.is_human(i) for i in range(self.session.num_players))
                       else self.tr("Only computer players: their hands are never shown."))
        elif not self.hand_cards:
            message = self.tr("Your hand is empty.")
        else:
            message = ""
        self.hand.dump_mode = mine and phase == DUMP
        self.hand.set_cards(self.hand_cards, set(self.selected), message)
        self.hand.setAccessibleName(self.tr("Your hand") if seat is not None else self.tr("Hidden hand"))
        # the piles
        self.piles.setText(self.tr("Draw pile: {0} cards · discard pile: {1} cards").format(
            obs["draw_pile_size"], len(obs["discard_pile"])))
        # the end warning
        short = [c for c in range(4) if len(obs["reward_stacks"][c]) <= 2]
        if phase == OVER:
            self.banner.setText(self.tr("The game is over."))
            self.banner.show()
        elif short:
            parts = [self.tr("{0}: {1} left").format(colour_name(c), len(obs["reward_stacks"][c])) for c in short]
            self.banner.setText(self.tr("⚠ The game ends when a reward stack is empty — ") + ", ".join(parts))
            self.banner.show()
        else:
            self.banner.hide()
        self.prompt.setText(self._prompt_text(preview, colour, singles, doubles))
        self._update_buttons()

    def _prompt_text(self, preview: dict[str, Any] | None, colour: int | None, singles: int, doubles: int) -> str:
        obs = self.obs
        if obs["phase"] == OVER:
            return self.tr("The game is over: see the results.")
        current = obs["current"]
        who = self.session.seats[current].name
        if not self.my_turn():
            return self.tr("{0} is playing…").format(who)
        if obs["phase"] == DUMP:
            k = len(self.hand_cards) - HAND_LIMIT
            text = self.tr("Your hand is over the limit of 5: choose {0} to dump illegally "
                           "(−1 point each).").format(k)
            dumpers = sum(1 for d in obs["dumped_counts"] if d)
            if obs["dumped_counts"][current] == 0:
                bonus = clean_bonus_per_dumper(obs["num_players"])
                if dumpers:
                    text += " " + self.tr("You lose your clean-environment bonus (+{0} now).").format(
                        bonus * dumpers)
                text += " " + self.tr("Every player still clean gains +{0} from your dumping.").format(bonus)
            chosen = len(self.selected)
            text += " " + self.tr("Chosen: {0} of {1}.").format(chosen, k)
            return text
        if not self.hand_cards:
            return self.tr("Your hand is empty: choose a recycling centre (click it or press 1–4) to take "
                           "its dump.")
        if colour is None or preview is None:
            return self.tr("Choose cards of one colour (click, or Left/Right and Space; 1–4 take a whole "
                           "colour), then deliver them with Enter or by clicking their centre.")
        cards = singles + doubles
        units = singles + 2 * doubles
        parts = [self.tr("Deliver {0} ×{1} (units: {2})").format(colour_name(colour), cards, units)]
        if preview["recycles"]:
            parts.append(self.tr("<b>recycles</b>: you take the reward <b>{0}</b>").format(preview["reward"]))
            if preview["lost_units"]:
                parts.append(self.tr("units lost: {0}").format(preview["lost_units"]))
            if preview["ends_game"]:
                parts.append(self.tr("<b>the game ends</b> after this turn"))
        else:
            parts.append(self.tr("factory at {0}/4").format(preview["units"]))
        parts.append(self.tr("pick up: {0}").format(preview["pick_up"]))
        if preview["to_dump"]:
            parts.append(self.tr("<span style='color:#ffb4a0'><b>hand {0}: dump {1} (−{1})</b></span>").format(
                preview["hand_after"], preview["to_dump"]))
        else:
            parts.append(self.tr("hand: {0}").format(preview["hand_after"]))
        return " · ".join(parts)

    def _update_buttons(self) -> None:
        mine = self.my_turn()
        phase = self.obs.get("phase")
        self.clear_button.setEnabled(mine and bool(self.selected))
        if phase == DUMP:
            k = len(self.hand_cards) - HAND_LIMIT
            self.confirm_button.setText(self.tr("&Dump {0}").format(k))
            self.confirm_button.setAccessibleName(self.tr("Dump the chosen cards"))
            self.confirm_button.setEnabled(mine and len(self.selected) == k)
        else:
            self.confirm_button.setText(self.tr("&Deliver"))
            self.confirm_button.setAccessibleName(self.tr("Deliver the chosen cards"))
            self.confirm_button.setEnabled(mine and bool(self.selected))

    # ------------------------------------------------------------------ choosing
    def toggle_card(self, index: int) -> None:
        if not self.my_turn() or not 0 <= index < len(self.hand_cards):
            return
        self.skip_animations()
        if index in self.selected:
            self.selected.discard(index)
        elif self.obs["phase"] == DUMP:
            k = len(self.hand_cards) - HAND_LIMIT
            if len(self.selected) >= k:
                self.selected.discard(min(self.selected))
            self.selected.add(index)
        else:
            colour = self.hand_cards[index][0]
            if any(self.hand_cards[i][0] != colour for i in self.selected):
                self.selected = set()  # one colour at a time
            self.selected.add(index)
        self._update_everything()

    def choose_centre(self, colour: int, from_keyboard: bool = False) -> None:
        """A click on a centre: deliver the chosen cards there if they are of its colour; otherwise
        choose every card of that colour in hand (an empty hand takes the dump at once)."""
        if not self.my_turn() or self.obs["phase"] != "deliver":
            return
        self.skip_animations()
        chosen_colour, singles, doubles = self._selection()
        if not self.hand_cards:
            self.session.submit(self.session.active_human(), Deliver(colour, 0, 0))
            return
        if chosen_colour == colour and not from_keyboard:
            self.confirm()
            return
        indices = {i for i, (c, _) in enumerate(self.hand_cards) if c == colour}
        if not indices:
            self.session.error.emit(self.tr("You hold no {0} cards.").format(colour_name(colour)))
            return
        self.selected = indices
        self._update_everything()

    def clear_selection(self) -> None:
        self.selected = set()
        self._update_everything()

    def confirm(self) -> None:
        seat = self.session.active_human()
        if not self.my_turn() or seat is None:
            return
        self.skip_animations()
        if self.obs["phase"] == DUMP:
            k = len(self.hand_cards) - HAND_LIMIT
            if len(self.selected) != k:
                self.session.error.emit(self.tr("Choose exactly {0} cards to dump.").format(k))
                return
            cards = tuple(sorted(card(*self.hand_cards[i]) for i in self.selected))
            self.session.submit(seat, Dump(cards))
            return
        colour, singles, doubles = self._selection()
        if colour is None:
            if not self.hand_cards:
                return
            self.session.error.emit(self.tr("Choose the cards to deliver first."))
            return
        self.session.submit(seat, Deliver(colour, singles, doubles))

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        """Keys that reach the table from any of its parts: 1–4 choose a centre's colour,
        Enter delivers or dumps, Esc skips the animation or clears the choice."""
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_4:
            self.choose_centre(key - Qt.Key.Key_1, from_keyboard=True)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
        elif key == Qt.Key.Key_Escape:
            self._escape()
        else:
            super().keyPressEvent(event)

    def _escape(self) -> None:
        if self._anim.state() == QVariantAnimation.State.Running:
            self.skip_animations()
        else:
            self.clear_selection()

    # ------------------------------------------------------------------ animation
    def animate(self, seat: int, action: Any, description: str) -> None:
        """A short glow on the centre the action went to (Esc or any choice skips it)."""
        colour = action.colour if isinstance(action, Deliver) else None
        if colour is None:
            return
        self.skip_animations()
        self._flash_colour = colour
        self._anim.start()

    def _on_flash(self, value: float) -> None:
        if self._flash_colour is not None:
            self.centres[self._flash_colour].flash = float(value)
            self.centres[self._flash_colour].update()

    def skip_animations(self) -> None:
        self._anim.stop()
        if self._flash_colour is not None:
            self.centres[self._flash_colour].flash = 0.0
            self.centres[self._flash_colour].update()
            self._flash_colour = None

    def status_text(self) -> str:
        obs = self.obs
        if not obs or obs["phase"] == OVER:
            return ""
        if self.my_turn():
            if obs["phase"] == DUMP:
                return self.tr("Your hand is over 5: choose the cards to dump.")
            return self.tr("Your turn: deliver cards of one colour to its recycling centre.")
        return ""

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        """The felt of the table, drawn once per size."""
        if self._felt is None or self._felt.size() != self.size():
            self._felt = QPixmap(self.size())
            fp = QPainter(self._felt)
            grad = QLinearGradient(0, 0, 0, self.height())
            grad.setColorAt(0, QColor("#4d6b4a"))
            grad.setColorAt(1, QColor("#334b33"))
            fp.fillRect(self.rect(), grad)
            fp.setPen(QPen(QColor(255, 255, 255, 10), 1))
            for x in range(0, self.width(), 6):
                fp.drawLine(x, 0, x, self.height())
            fp.end()
        p = QPainter(self)
        p.drawPixmap(event.rect(), self._felt, event.rect())
        p.end()


VIEW = REcoView
