"""The Coloretto table: the rows, the supply with its Draw button and revealed card, and every
player's collection with a live score and which colours count plus or minus.

Keyboard: D draws; 1–5 place the revealed card in that row, or take that row; Esc skips an
animation. Every colour also has its own symbol (circle, square, cross, triangle, star, heart,
diamond). All art is drawn here with QPainter.
"""
from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
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
from engines.coloretto import COLOUR_LABELS, COLOURS, Draw, Place, Take

# ---------------------------------------------------------------------------------------------
# Card art

#: Each colour has its own symbol, so no colour is told apart by hue alone.
COLOUR_STYLE: dict[str, tuple[str, str]] = {
    "blue": ("#2f6bd8", "circle"),
    "brown": ("#8b5a2b", "square"),
    "grey": ("#8a9099", "cross"),
    "green": ("#2e9d52", "triangle"),
    "orange": ("#f08a1c", "star"),
    "pink": ("#e066a6", "heart"),
    "yellow": ("#eec52a", "diamond"),
}
GOLD = "#d4a017"
FELT = QColor("#1f5a46")
FELT_DARK = QColor("#173f33")
CARD_RATIO = 1.45  # height / width


def _t(text: str) -> str:
    return QCoreApplication.translate("ColorettoView", text)


def _engine_t(text: str) -> str:
    return QCoreApplication.translate("engine", text)


def card_label(name: str) -> str:
    """The translated name of a card kind ("blue", "joker", "plus_two", ...)."""
    if name in COLOURS:
        return _engine_t(COLOUR_LABELS[COLOURS.index(name)])
    return {
        "joker": _t("joker"),
        "golden_joker": _t("golden joker"),
        "plus_two": _t("+2"),
        "last_round": _t("last round"),
    }.get(name, name)


def shape_path(shape: str, r: QRectF) -> QPainterPath:
    """A symbol filling the square-ish rect r."""
    path = QPainterPath()
    cx, cy = r.center().x(), r.center().y()
    w, h = r.width(), r.height()
    s = min(w, h)
    if shape == "circle":
        path.addEllipse(QPointF(cx, cy), s * 0.46, s * 0.46)
    elif shape == "square":
        path.addRoundedRect(QRectF(cx - s * 0.4, cy - s * 0.4, s * 0.8, s * 0.8), s * 0.08, s * 0.08)
    elif shape == "triangle":
        path.moveTo(cx, cy - s * 0.48)
        path.lineTo(cx + s * 0.5, cy + s * 0.4)
        path.lineTo(cx - s * 0.5, cy + s * 0.4)
        path.closeSubpath()
    elif shape == "diamond":
        path.moveTo(cx, cy - s * 0.5)
        path.lineTo(cx + s * 0.36, cy)
        path.lineTo(cx, cy + s * 0.5)
        path.lineTo(cx - s * 0.36, cy)
        path.closeSubpath()
    elif shape == "star":
        for i in range(10):
            rad = s * (0.5 if i % 2 == 0 else 0.21)
            a = -math.pi / 2 + i * math.pi / 5
            pt = QPointF(cx + rad * math.cos(a), cy + rad * math.sin(a) + s * 0.04)
            path.moveTo(pt) if i == 0 else path.lineTo(pt)
        path.closeSubpath()
    elif shape == "cross":
        t = s * 0.17
        path.addRect(QRectF(cx - t, cy - s * 0.45, 2 * t, s * 0.9))
        path.addRect(QRectF(cx - s * 0.45, cy - t, s * 0.9, 2 * t))
        path = path.simplified()
    elif shape == "heart":
        top = cy - s * 0.22
        path.moveTo(cx, cy + s * 0.45)
        path.cubicTo(cx - s * 0.62, cy + s * 0.02, cx - s * 0.4, top - s * 0.38, cx, top)
        path.cubicTo(cx + s * 0.4, top - s * 0.38, cx + s * 0.62, cy + s * 0.02, cx, cy + s * 0.45)
        path.closeSubpath()
    elif shape == "crown":
        path.moveTo(cx - s * 0.45, cy + s * 0.3)
        path.lineTo(cx - s * 0.5, cy - s * 0.3)
        path.lineTo(cx - s * 0.22, cy - s * 0.02)
        path.lineTo(cx, cy - s * 0.42)
        path.lineTo(cx + s * 0.22, cy - s * 0.02)
        path.lineTo(cx + s * 0.5, cy - s * 0.3)
        path.lineTo(cx + s * 0.45, cy + s * 0.3)
        path.closeSubpath()
    return path


def _rainbow_ring(p: QPainter, centre: QPointF, radius: float) -> None:
    """Seven wedges, one per colour, each with its symbol: the joker's face."""
    names = list(COLOUR_STYLE)
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    p.setPen(QPen(QColor(255, 255, 255), max(1.0, radius * 0.05)))
    for i, name in enumerate(names):
        p.setBrush(QColor(COLOUR_STYLE[name][0]))
        p.drawPie(box, int((90 - i * 360 / 7) * 16), int(-360 / 7 * 16))
    p.setBrush(QColor(255, 255, 255))
    p.drawEllipse(centre, radius * 0.42, radius * 0.42)


_CARD_CACHE: dict[tuple[str, int, int, bool, float], QPixmap] = {}


def paint_card(p: QPainter, rect: QRectF, name: str, *, small: bool = False, cached: bool = True) -> None:
    """One face-up card; `small` leaves out the corner symbols and the caption. Cards are drawn once
    per size into a pixmap and then copied (the table repaints often during animations)."""
    if not cached or rect.width() < 4:
        _paint_card(p, rect, name, small=small)
        return
    w, h = round(rect.width()), round(rect.height())
    device = p.device()
    ratio = float(device.devicePixelRatioF()) if device is not None else 1.0
    key = (name, w, h, small, ratio)
    pixmap = _CARD_CACHE.get(key)
    margin = 2 + int(w * 0.06)
    if pixmap is None:
        if len(_CARD_CACHE) > 600:
            _CARD_CACHE.clear()
        pixmap = QPixmap(int((w + 2 * margin) * ratio), int((h + 2 * margin) * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        _paint_card(painter, QRectF(margin, margin, w, h), name, small=small)
        painter.end()
        _CARD_CACHE[key] = pixmap
    p.drawPixmap(QPointF(rect.x() - margin, rect.y() - margin), pixmap)


def _paint_card(p: QPainter, rect: QRectF, name: str, *, small: bool = False) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    radius = w * 0.1
    # shadow
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(rect.translated(w * 0.03, w * 0.04), radius, radius)
    outline = QPen(QColor(255, 255, 255, 230), max(1.0, w * 0.035))
    if name in COLOUR_STYLE:
        base = QColor(COLOUR_STYLE[name][0])
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, base.lighter(125))
        grad.setColorAt(1, base.darker(112))
        p.setBrush(grad)
        p.setPen(QPen(base.darker(150), max(1.0, w * 0.02)))
        p.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
        p.setPen(outline)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
        shape = COLOUR_STYLE[name][1]
        sym = min(w, h) * 0.62
        centre = QRectF(rect.center().x() - sym / 2, rect.center().y() - sym / 2, sym, sym)
        p.setPen(QPen(base.darker(190), max(1.0, w * 0.03)))
        p.setBrush(QColor(255, 255, 255, 240))
        p.drawPath(shape_path(shape, centre))
        if not small:
            cs = w * 0.2
            for corner in (QPointF(inner.left() + cs * 0.2, inner.top() + cs * 0.2),
                           QPointF(inner.right() - cs * 1.2, inner.bottom() - cs * 1.2)):
                p.setPen(QPen(base.darker(190), max(1.0, w * 0.015)))
                p.drawPath(shape_path(shape, QRectF(corner.x(), corner.y(), cs, cs)))
    elif name in ("joker", "golden_joker"):
        golden = name == "golden_joker"
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        if golden:
            grad.setColorAt(0, QColor("#fff3b0"))
            grad.setColorAt(0.5, QColor(GOLD))
            grad.setColorAt(1, QColor("#8a6508"))
        else:
            grad.setColorAt(0, QColor("#ffffff"))
            grad.setColorAt(1, QColor("#dfe3ea"))
        p.setBrush(grad)
        p.setPen(QPen(QColor("#6b5200") if golden else QColor("#6f7782"), max(1.0, w * 0.025)))
        p.drawRoundedRect(rect, radius, radius)
        ring_r = min(w, h) * 0.32
        centre = QPointF(rect.center().x(), rect.center().y() + (h * 0.04 if golden else 0))
        _rainbow_ring(p, centre, ring_r)
        star = QRectF(centre.x() - ring_r * 0.36, centre.y() - ring_r * 0.36, ring_r * 0.72, ring_r * 0.72)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(GOLD) if golden else QColor("#4a4f57"))
        p.drawPath(shape_path("star", star))
        if golden:
            crown = QRectF(rect.center().x() - w * 0.2, rect.top() + h * 0.04, w * 0.4, w * 0.3)
            p.setPen(QPen(QColor("#6b5200"), max(1.0, w * 0.02)))
            p.setBrush(QColor("#fff6c8"))
            p.drawPath(shape_path("crown", crown))
    elif name == "plus_two":
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, QColor("#fdf7e7"))
        grad.setColorAt(1, QColor("#efe2bf"))
        p.setBrush(grad)
        p.setPen(QPen(QColor("#9c8a5a"), max(1.0, w * 0.025)))
        p.drawRoundedRect(rect, radius, radius)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, int(w * 0.42)))
        p.setFont(font)
        p.setPen(QColor("#3d3422"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "+2")
    elif name == "last_round":
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, QColor("#c0392b"))
        grad.setColorAt(1, QColor("#7b1d14"))
        p.setBrush(grad)
        p.setPen(QPen(QColor("#4a0f0a"), max(1.0, w * 0.025)))
        p.drawRoundedRect(rect, radius, radius)
        flag = QRectF(rect.center().x() - w * 0.25, rect.top() + h * 0.12, w * 0.5, w * 0.5)
        p.setBrush(QColor(255, 255, 255, 235))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(flag)
        p.setPen(QPen(QColor("#7b1d14"), max(1.0, w * 0.04)))
        c = flag.center()
        p.drawLine(c, QPointF(c.x(), c.y() - flag.height() * 0.32))
        p.drawLine(c, QPointF(c.x() + flag.width() * 0.24, c.y()))
        if not small:
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(6, int(w * 0.15)))
            p.setFont(font)
            p.setPen(QColor("white"))
            text_rect = QRectF(rect.left(), rect.top() + h * 0.55, w, h * 0.4)
            p.drawText(text_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                       | Qt.TextFlag.TextWordWrap, _t("last round").upper())
    p.restore()


def paint_card_back(p: QPainter, rect: QRectF) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    radius = w * 0.1
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor("#3b3f8f"))
    grad.setColorAt(1, QColor("#23265c"))
    p.setBrush(grad)
    p.setPen(QPen(QColor("#15173a"), max(1.0, w * 0.025)))
    p.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1)
    p.setPen(QPen(QColor(255, 255, 255, 90), max(1.0, w * 0.02)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    _rainbow_ring(p, rect.center(), w * 0.22)
    p.restore()


def paint_slot(p: QPainter, rect: QRectF, number: int | None = None) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.1
    pen = QPen(QColor(255, 255, 255, 70), max(1.0, rect.width() * 0.025), Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(QColor(0, 0, 0, 35))
    p.drawRoundedRect(rect, radius, radius)
    p.restore()


def fit_card(area: QRectF) -> QRectF:
    """The largest card of the right proportions centred in area."""
    w = min(area.width(), area.height() / CARD_RATIO)
    h = w * CARD_RATIO
    return QRectF(area.center().x() - w / 2, area.center().y() - h / 2, w, h)


# ---------------------------------------------------------------------------------------------
# Widgets

class RowWidget(QWidget):
    """One row: its number, capacity slots and cards. Click (or Enter/Space) to take it or to place
    the revealed card in it."""

    activated = Signal(int)

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.capacity = 3
        self.cards: list[str] = []
        self.taken = False
        self.taker = ""
        self.mode = ""          # "take", "place" or "" (nothing to do with this row now)
        self.hidden_last = False  # the last card is still flying in
        self.hover = False
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(150, 60)

    def set_row(self, capacity: int, cards: list[str], taken: bool, taker: str, mode: str) -> None:
        self.capacity, self.cards, self.taken, self.taker, self.mode = capacity, cards, taken, taker, mode
        self.setCursor(Qt.CursorShape.PointingHandCursor if mode else Qt.CursorShape.ArrowCursor)
        names = ", ".join(card_label(c) for c in cards) or self.tr("empty")
        if taken:
            state = self.tr("taken by {0}").format(taker) if taker else self.tr("taken")
        else:
            state = self.tr("{0} of {1} cards").format(len(cards), capacity)
        self.setAccessibleName(self.tr("Row {0}: {1} ({2})").format(self.index + 1, names, state))
        hint = {"take": self.tr("Click or press {0} to take this row."),
                "place": self.tr("Click or press {0} to place the revealed card here.")}.get(mode, "")
        self.setAccessibleDescription(hint.format(self.index + 1) if hint else "")
        self.setToolTip(self.accessibleName() + ("\n" + self.accessibleDescription() if hint else ""))
        self.update()

    def card_rects(self) -> list[QRectF]:
        """Where each slot's card is drawn (widget coordinates)."""
        r = QRectF(self.rect()).adjusted(8, 6, -8, -6)
        badge = min(r.height() * 0.55, 44)
        left = r.left() + badge + 14
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

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        bg = QColor(255, 255, 255, 22 if not self.taken else 8)
        if self.mode and self.hover:
            bg = QColor(255, 236, 160, 55)
        p.setBrush(bg)
        border = QColor(255, 220, 120) if self.mode else QColor(255, 255, 255, 40)
        if self.hasFocus():
            border = QColor("#ffffff")
        p.setPen(QPen(border, 3 if self.hasFocus() else (2 if self.mode else 1)))
        p.drawRoundedRect(r, 12, 12)
        # the row number badge (also its key)
        inner = r.adjusted(6, 4, -6, -4)
        badge = min(inner.height() * 0.55, 44)
        b = QRectF(inner.left(), inner.center().y() - badge / 2, badge, badge)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#f4d77a") if self.mode else QColor(255, 255, 255, 60))
        p.drawEllipse(b)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, int(badge * 0.55)))
        p.setFont(font)
        p.setPen(QColor("#2b2411") if self.mode else QColor(255, 255, 255, 200))
        p.drawText(b, Qt.AlignmentFlag.AlignCenter, str(self.index + 1))
        rects = self.card_rects()
        for i, cr in enumerate(rects):
            if self.taken:
                continue
            if i < len(self.cards) and not (self.hidden_last and i == len(self.cards) - 1):
                paint_card(p, cr, self.cards[i], small=cr.width() < 46)
            else:
                paint_slot(p, cr)
        if self.taken:
            font.setPixelSize(max(9, int(min(r.height() * 0.22, 20))))
            p.setFont(font)
            p.setPen(QColor(255, 255, 255, 170))
            text = self.tr("Taken by {0}").format(self.taker) if self.taker else self.tr("Taken")
            area = QRectF(rects[0].left(), r.top(), r.right() - rects[0].left(), r.height())
            p.drawText(area, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, "✓ " + text)
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.activated.emit(self.index)
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if is_activation(event):
            self.activated.emit(self.index)
            return
        super().keyPressEvent(event)

    def enterEvent(self, event: Any) -> None:  # noqa: N802
        self.hover = True
        self.update()

    def leaveEvent(self, event: Any) -> None:  # noqa: N802
        self.hover = False
        self.update()


class RowsArea(QWidget):
    """Lays the rows out in the number of columns that gives the largest cards."""

    SPACING = 8

    def __init__(self, rows: list[RowWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = rows
        for row in rows:
            row.setParent(self)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 160)

    def _card_height(self, columns: int) -> float:
        n = len(self.rows)
        lines = math.ceil(n / columns)
        cell_w = (self.width() - (columns - 1) * self.SPACING) / columns
        cell_h = (self.height() - (lines - 1) * self.SPACING) / lines
        cap = max(row.capacity for row in self.rows)
        by_height = cell_h - 18
        by_width = ((cell_w - 16 - min(cell_h * 0.5, 44) - 14) / cap - 8) * CARD_RATIO
        return min(by_height, by_width)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.arrange()

    def arrange(self) -> None:
        n = len(self.rows)
        if not n:
            return
        columns = max(range(1, n + 1), key=lambda c: (round(self._card_height(c)), -c))
        lines = math.ceil(n / columns)
        cell_w = (self.width() - (columns - 1) * self.SPACING) / columns
        cell_h = (self.height() - (lines - 1) * self.SPACING) / lines
        for i, row in enumerate(self.rows):
            line, col = divmod(i, columns)
            row.setGeometry(int(col * (cell_w + self.SPACING)), int(line * (cell_h + self.SPACING)),
                            int(cell_w), int(cell_h))


class SupplyWidget(QWidget):
    """The face-down supply (its size and the "last round" count) and the revealed card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.size_left = 0
        self.before_last: int | None = None
        self.last_revealed = False
        self.drawn: str | None = None
        self.hide_drawn = False
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(170, 200)

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

    def pile_rect(self) -> QRectF:
        r = QRectF(self.rect())
        h = r.height() * 0.36
        return fit_card(QRectF(r.left() + 10, r.top() + 8, r.width() * 0.42, h))

    def drawn_rect(self) -> QRectF:
        r = QRectF(self.rect())
        top = r.top() + r.height() * 0.36 + 40
        return fit_card(QRectF(r.left() + 12, top, r.width() - 24, r.bottom() - top - 6))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pile = self.pile_rect()
        layers = min(6, (self.size_left + 7) // 8)
        for i in range(layers, 0, -1):
            paint_card_back(p, pile.translated(i * 1.6, -i * 1.6))
        if self.size_left:
            paint_card_back(p, pile)
        else:
            paint_slot(p, pile)
        # the counts, right of the pile
        text_left = pile.right() + 16
        area = QRectF(text_left, pile.top(), self.width() - text_left - 4, pile.height())
        big = QFont()
        big.setBold(True)
        big.setPixelSize(max(14, int(pile.height() * 0.22)))
        p.setFont(big)
        p.setPen(QColor("white"))
        p.drawText(QRectF(area.left(), area.top(), area.width(), area.height() * 0.4),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, str(self.size_left))
        small = QFont()
        small.setPixelSize(max(10, int(pile.height() * 0.085)))
        p.setFont(small)
        p.setPen(QColor(255, 255, 255, 200))
        lower = QRectF(area.left(), area.top() + area.height() * 0.42, area.width(), area.height() * 0.58)
        if self.last_revealed:
            badge = QRectF(lower.left(), lower.top(), lower.width(), min(lower.height(), 52))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#c0392b"))
            p.drawRoundedRect(badge, 6, 6)
            p.setPen(QColor("white"))
            p.drawText(badge.adjusted(4, 2, -4, -2), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       self.tr("Last round!"))
        else:
            text = self.tr("cards in the supply")
            if self.before_last is not None:
                text += "\n" + self.tr("{0} before \"last round\"").format(self.before_last)
            p.drawText(lower, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                       text)
        # the revealed card
        slot = self.drawn_rect()
        cap = QRectF(slot.left() - 10, slot.top() - 28, slot.width() + 20, 22)
        p.setFont(small)
        p.setPen(QColor(255, 255, 255, 190))
        if self.drawn and not self.hide_drawn:
            p.drawText(cap, Qt.AlignmentFlag.AlignCenter, self.tr("Revealed: {0}").format(card_label(self.drawn)))
            glow = QRadialGradient(slot.center(), slot.height() * 0.75)
            glow.setColorAt(0, QColor(255, 230, 140, 110))
            glow.setColorAt(1, QColor(255, 230, 140, 0))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(glow)
            p.drawRect(slot.adjusted(-slot.width() * 0.3, -10, slot.width() * 0.3, 10))
            paint_card(p, slot, self.drawn)
        else:
            p.drawText(cap, Qt.AlignmentFlag.AlignCenter, self.tr("Revealed card"))
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
        self.setMinimumSize(240, 50)

    def set_collection(self, colours: list[str], counts: dict[str, int], plus: list[str], minus: list[str],
                       jokers: list[str]) -> None:
        self.colours, self.counts, self.plus, self.minus, self.jokers = colours, counts, plus, minus, jokers
        self.update()

    def groups(self) -> list[str]:
        extra = [k for k in ("joker", "golden_joker", "plus_two") if self.counts.get(k, 0)]
        return self.colours + extra

    def layout_groups(self) -> tuple[float, float, list[tuple[str, QRectF, float]]]:
        """(card width, card height, [(kind, first card rect, step between cards)])."""
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        mark = max(10.0, min(16.0, r.height() * 0.2))
        card_h = r.height() - mark - 3
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
        mark = max(10.0, min(16.0, (self.height() - 4) * 0.2))
        font = QFont()
        font.setBold(True)
        small = card_w < 46
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
            font.setPixelSize(max(9, int(card_w * 0.32)))
            p.setFont(font)
            badge = QRectF(front.right() - card_w * 0.5, front.bottom() - card_w * 0.42, card_w * 0.46,
                           card_w * 0.38)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 205))
            p.drawRoundedRect(badge, 4, 4)
            p.setPen(QColor("white"))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(count))
            under = QRectF(first.left(), first.bottom() + 3, front.right() - first.left(), mark)
            if name in self.plus or name in self.minus:
                plus = name in self.plus
                m = QRectF(under.center().x() - mark / 2, under.top(), mark, mark)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#2ecc71") if plus else QColor("#e74c3c"))
                p.drawEllipse(m)
                p.setPen(QPen(QColor("white"), max(1.5, mark * 0.15)))
                c = m.center()
                d = mark * 0.27
                p.drawLine(QPointF(c.x() - d, c.y()), QPointF(c.x() + d, c.y()))
                if plus:
                    p.drawLine(QPointF(c.x(), c.y() - d), QPointF(c.x(), c.y() + d))
            elif name in ("joker", "golden_joker"):
                # the symbols of the colours the jokers became
                owned = self.jokers[:self.counts.get("joker", 0)] if name == "joker" \
                    else self.jokers[self.counts.get("joker", 0):]
                x = under.center().x() - len(owned) * (mark + 2) / 2
                for colour_name in owned:
                    colour, shape = COLOUR_STYLE[colour_name]
                    p.setPen(QPen(QColor("white"), 1))
                    p.setBrush(QColor(colour))
                    p.drawPath(shape_path(shape, QRectF(x, under.top(), mark, mark)))
                    x += mark + 2
        p.end()


class CollectionPanel(QFrame):
    """One player: name, state (to move, out this round), live score and the collection."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("collectionPanel")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(10)
        info = QVBoxLayout()
        info.setSpacing(0)
        self.name_label = QLabel()
        self.name_label.setObjectName("playerName")
        self.state_label = QLabel()
        self.state_label.setObjectName("playerState")
        score_line = QHBoxLayout()
        score_line.setSpacing(4)
        self.score_label = QLabel()
        self.score_label.setObjectName("score")
        self.points_label = QLabel(self.tr("points"))
        self.points_label.setObjectName("points")
        score_line.addWidget(self.score_label)
        score_line.addWidget(self.points_label, 1, Qt.AlignmentFlag.AlignBottom)
        info.addWidget(self.name_label)
        info.addWidget(self.state_label)
        info.addLayout(score_line)
        info.addStretch(1)
        info_box = QWidget()
        info_box.setLayout(info)
        info_box.setFixedWidth(150)
        layout.addWidget(info_box)
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


class _Flight(QWidget):
    """Cards flying across the table (draw, place, take); transparent to the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.cards: list[tuple[str, QRectF, QRectF]] = []
        self.progress = 0.0
        self.flip = False
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        t = self.progress
        for name, start, end in self.cards:
            rect = QRectF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t,
                          start.width() + (end.width() - start.width()) * t,
                          start.height() + (end.height() - start.height()) * t)
            if self.flip:
                # a turn-over: the back shrinks, then the face grows
                scale = abs(1 - 2 * t)
                w = max(1.0, rect.width() * scale)
                face = QRectF(rect.center().x() - w / 2, rect.top(), w, rect.height())
                if t < 0.5:
                    paint_card_back(p, face)
                else:
                    paint_card(p, face, name, cached=False)
            else:
                paint_card(p, rect, name, small=rect.width() < 46)
        p.end()


# ---------------------------------------------------------------------------------------------
# The view

class ColorettoView(GameView):
    """The Coloretto table. Keys: D draws, 1–5 take a row or place the revealed card, Esc skips."""

    ANIMATION_MS = 250

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("colorettoTable")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Coloretto table"))
        self._takers: dict[int, int] = {}
        self._thinking: int | None = None
        self._pending: tuple[int, Any, dict[str, Any]] | None = None
        self._last_obs: dict[str, Any] = session.observation()
        n = session.num_players

        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(8)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        outer.addWidget(self.banner)

        table = QHBoxLayout()
        table.setSpacing(10)
        nrows = len(self._last_obs["capacities"])
        self.rows: list[RowWidget] = []
        for r in range(nrows):
            row = RowWidget(r)
            row.capacity = self._last_obs["capacities"][r]
            row.activated.connect(self._row_clicked)
            self.rows.append(row)
        rows_box = RowsArea(self.rows)
        table.addWidget(rows_box, 3)

        side = QVBoxLayout()
        self.supply = SupplyWidget()
        side.addWidget(self.supply, 1)
        self.draw_button = QPushButton(self.tr("&Draw a card"))
        self.draw_button.setObjectName("drawButton")
        self.draw_button.setToolTip(self.tr("Reveal the top card of the supply (key D), then choose its row (1–{0})")
                                    .format(nrows))
        self.draw_button.setAccessibleName(self.tr("Draw a card"))
        self.draw_button.setMinimumHeight(38)
        self.draw_button.clicked.connect(self._draw)
        side.addWidget(self.draw_button)
        side_box = QWidget()
        side_box.setLayout(side)
        side_box.setMinimumWidth(190)
        side_box.setMaximumWidth(320)
        table.addWidget(side_box, 1)
        outer.addLayout(table, 5)

        players = QGridLayout()
        players.setSpacing(6)
        columns = 1 if n <= 3 else 2
        self.panels: list[CollectionPanel] = []
        for seat in range(n):
            panel = CollectionPanel(seat)
            players.addWidget(panel, seat // columns, seat % columns)
            self.panels.append(panel)
        outer.addLayout(players, 5 if n <= 3 else 6)

        self.keys_label = QLabel(self.tr("Keys: D draw · 1–{0} take a row or place the revealed card · "
                                         "Tab/Enter choose a row · Esc skip animation").format(nrows))
        self.keys_label.setObjectName("keys")
        outer.addWidget(self.keys_label)

        self.flight = _Flight(self)
        self.animation = QVariantAnimation(self)
        self.animation.setDuration(self.ANIMATION_MS)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.animation.valueChanged.connect(self._animation_step)
        self.animation.finished.connect(self._animation_done)
        session.thinking.connect(self._on_thinking)

        self.setStyleSheet("""
            #colorettoTable { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #24654f, stop:1 #173f33); }
            #colorettoTable QLabel { color: #f3f1e8; }
            #banner { font-size: 15px; font-weight: bold; padding: 6px 10px; border-radius: 8px;
                      background: rgba(0, 0, 0, 60); }
            #keys { color: rgba(255, 255, 255, 150); font-size: 11px; }
            #collectionPanel { background: rgba(255, 255, 255, 18); border: 1px solid rgba(255,255,255,40);
                               border-radius: 10px; }
            #collectionPanel[toMove="true"] { border: 2px solid #f4d77a; background: rgba(255, 236, 160, 30); }
            #collectionPanel[out="true"] { background: rgba(0, 0, 0, 40); }
            #playerName { font-size: 14px; font-weight: bold; }
            #playerState { color: #f4d77a; font-style: italic; padding-left: 6px; }
            #score { font-size: 22px; font-weight: bold; color: #ffffff; }
            #points { color: rgba(255, 255, 255, 160); }
            #drawButton { font-size: 14px; font-weight: bold; color: #2b2411; background: #f4d77a;
                          border: 1px solid #a88a2c; border-radius: 8px; padding: 6px 12px; }
            #drawButton:hover { background: #ffe696; }
            #drawButton:focus { border: 2px solid white; }
            #drawButton:disabled { color: rgba(255,255,255,110); background: rgba(255,255,255,30);
                                   border: 1px solid rgba(255,255,255,50); }
        """)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.refresh()

    # -- drawing the state -----------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def refresh(self) -> None:
        if not hasattr(self, "panels"):
            return
        obs = self.session.observation()
        if not any(obs["taken"]):
            self._takers.clear()
        human = self.session.active_human()
        mine = human is not None and human in obs["to_move"]
        for r, row in enumerate(self.rows):
            mode = ""
            if mine and not obs["taken"][r]:
                if obs["drawn"] is not None:
                    mode = "place" if len(obs["rows"][r]) < obs["capacities"][r] else ""
                elif obs["rows"][r]:
                    mode = "take"
            taker = self._name(self._takers[r]) if r in self._takers else ""
            row.set_row(obs["capacities"][r], obs["rows"][r], obs["taken"][r], taker, mode)
        self.supply.set_supply(obs["supply_size"], obs["cards_before_last_round"], obs["last_round_revealed"],
                               obs["drawn"], obs["supply"])
        self.draw_button.setEnabled(bool(mine and obs["can_draw"]))
        for seat, panel in enumerate(self.panels):
            panel.set_player(self._name(seat), obs, seat in obs["to_move"], seat == self._thinking,
                             seat == self.session.viewer_seat and self.session.is_human(seat))
        self.banner.setText(self._banner_text(obs))
        self.banner.setAccessibleName(self.banner.text())
        previous = self._last_obs
        self._last_obs = obs
        if self._pending is not None:
            seat, action, before = self._pending
            self._pending = None
            self._start_flight(seat, action, before or previous, obs)
        self.update()

    def _banner_text(self, obs: dict[str, Any]) -> str:
        parts = []
        if obs["match_games"] > 1:
            parts.append(self.tr("Deal {0} of {1}").format(obs["deal"] + 1, obs["match_games"]))
        if obs["over"]:
            names = ", ".join(self._name(w) for w in obs["winners"])
            parts.append(self.tr("Game over. Winner: {0}").format(names) if len(obs["winners"]) == 1
                         else self.tr("Game over. Shared win: {0}").format(names))
        else:
            seat = obs["current"]
            if obs["last_round_revealed"]:
                parts.append(self.tr("Last round!"))
            parts.append(self._doing(obs, seat))
        return " · ".join(parts)

    def _doing(self, obs: dict[str, Any], seat: int) -> str:
        name = self._name(seat)
        if not self.session.is_human(seat):
            return self.tr("{0} is playing…").format(name)
        if obs["drawn"] is not None:
            return self.tr("{0}: place the {1} in a row (click it or press its number)").format(
                name, card_label(obs["drawn"]))
        if obs["can_draw"]:
            return self.tr("{0}: draw a card (D) or take a row (its number)").format(name)
        return self.tr("{0}: take a row (click it or press its number)").format(name)

    def status_text(self) -> str:
        obs = self._last_obs
        if obs["over"]:
            return ""
        return self._doing(obs, obs["current"])

    # -- input -----------------------------------------------------------------------------
    def _seat(self) -> int | None:
        return self.session.active_human()

    def _draw(self) -> None:
        seat = self._seat()
        if seat is not None:
            self.skip_animations()
            self.session.submit(seat, Draw())

    def _row_clicked(self, row: int) -> None:
        seat = self._seat()
        if seat is None:
            return
        self.skip_animations()
        obs = self.session.observation()
        if row >= len(obs["rows"]):
            return
        action = Place(row) if obs["drawn"] is not None else Take(row)
        self.session.submit(seat, action)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key == Qt.Key.Key_D:
            self._draw()
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            row = key - Qt.Key.Key_1
            if row < len(self.rows):
                self._row_clicked(row)
                return
        if key == Qt.Key.Key_Escape and self.animation.state() == QVariantAnimation.State.Running:
            self.skip_animations()
            return
        super().keyPressEvent(event)

    def _on_thinking(self, seat: int, on: bool) -> None:
        self._thinking = seat if on else None
        if 0 <= seat < len(self.panels):
            self.panels[seat].set_player(self._name(seat), self._last_obs, seat in self._last_obs["to_move"],
                                         on, False)

    # -- animation ---------------------------------------------------------------------------
    def animate(self, seat: int, action: Any, description: str) -> None:
        """Called before the state is redrawn: remember what happened; the flight starts in refresh()."""
        self.skip_animations()
        if isinstance(action, Take):
            self._takers[action.row] = seat
        self._pending = (seat, action, self._last_obs)

    def _map(self, widget: QWidget, rect: QRectF) -> QRectF:
        top_left = widget.mapTo(self, rect.topLeft().toPoint())
        return QRectF(top_left.x(), top_left.y(), rect.width(), rect.height())

    def _start_flight(self, seat: int, action: Any, before: dict[str, Any], after: dict[str, Any]) -> None:
        if not self.isVisible() or self.ANIMATION_MS <= 0:
            return
        cards: list[tuple[str, QRectF, QRectF]] = []
        flip = False
        if isinstance(action, Draw) and after["drawn"]:
            start = self._map(self.supply, self.supply.pile_rect())
            end = self._map(self.supply, self.supply.drawn_rect())
            cards.append((after["drawn"], start, end))
            self.supply.hide_drawn = True
            flip = True
        elif isinstance(action, Place) and before.get("drawn") and action.row < len(self.rows):
            row = self.rows[action.row]
            rects = row.card_rects()
            slot = min(len(before["rows"][action.row]), len(rects) - 1)
            start = self._map(self.supply, self.supply.drawn_rect())
            end = self._map(row, rects[slot])
            cards.append((before["drawn"], start, end))
            row.hidden_last = True
        elif isinstance(action, Take) and action.row < len(self.rows) and 0 <= seat < len(self.panels):
            row = self.rows[action.row]
            panel = self.panels[seat]
            target = QRectF(panel.cards.geometry())
            end_rect = QRectF(target.center().x() - 20, target.center().y() - 29, 40, 58)
            end = self._map(panel, end_rect)
            for i, name in enumerate(before["rows"][action.row]):
                rect = row.card_rects()[i]
                cards.append((name, self._map(row, rect), end.translated(i * 8, 0)))
        if not cards:
            return
        self.flight.cards = cards
        self.flight.flip = flip
        self.flight.progress = 0.0
        self.flight.setGeometry(self.rect())
        self.flight.show()
        self.flight.raise_()
        self.animation.start()

    def _animation_step(self, value: Any) -> None:
        self.flight.progress = float(value)
        self.flight.update()

    def _animation_done(self) -> None:
        self.flight.hide()
        self.flight.cards = []
        self.supply.hide_drawn = False
        self.supply.update()
        for row in self.rows:
            if row.hidden_last:
                row.hidden_last = False
                row.update()

    def skip_animations(self) -> None:
        if self.animation.state() == QVariantAnimation.State.Running:
            self.animation.stop()
        self._animation_done()

    def is_animating(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.flight.setGeometry(self.rect())

    def row_rect(self, row: int) -> QRect:
        """Where a row is on the table (for tests and tutorials)."""
        return self.rows[row].geometry()


VIEW = ColorettoView
