"""The Siberia table: the resource row at the headframe, the hand of the seat at the screen, each
player's mine with its value, the supply of people, and the value table (key V or F1).

Keyboard: 1–8 discover the face-down card at that place (S skips when allowed); D draws;
Left/Right move over the hand, Space selects a card, Esc clears the selection; 1–9 (outside
discovery) carry out the n-th thing the selection can do, Enter the first; V or F1 shows the value
table. Every resource and person has its own drawn symbol (flame, lump, drop, ingot, gem; helmet,
briefcase, top hat), so nothing is told apart by colour alone. All art is drawn here with QPainter.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
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
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.games.base import GameView
from desktop.i18n import translate_text
from desktop.session import GameSession
from engines.siberia import (
    CARD_TYPES,
    CARDS,
    PERSONS,
    RESOURCES,
    SYMBOLS,
    TYPE_OF,
    Discover,
    Draw,
    Hire,
    Play,
    SkipDiscovery,
    extraction_positions,
    is_combination,
)

# ---------------------------------------------------------------------------------------------
# Names and art

#: Each resource and person has a colour and its own symbol.
SYMBOL_COLOUR: dict[str, str] = {
    "gas": "#5fb3e8", "coal": "#4a4a52", "oil": "#7a4fa0", "gold": "#e0b12a", "diamond": "#c9e9f2",
    "worker": "#e07a2e", "salesman": "#3d8c5a", "investor": "#b23a48",
}
FELT_TOP = QColor("#2b3a4a")
FELT_BOTTOM = QColor("#18212b")
CARD_RATIO = 1.45


def _t(text: str) -> str:
    return QCoreApplication.translate("SiberiaView", text)


def symbol_name(symbol: str) -> str:
    """The translated name of a resource or person symbol."""
    return {
        "gas": _t("gas"), "coal": _t("coal"), "oil": _t("oil"), "gold": _t("gold"), "diamond": _t("diamond"),
        "worker": _t("worker"), "salesman": _t("salesman"), "investor": _t("investor"),
    }[symbol]


def action_name(symbol: str) -> str:
    if symbol in RESOURCES:
        return _t("Extract {0}").format(symbol_name(symbol))
    return {"worker": _t("Hire a worker"), "salesman": _t("Hire a salesman"),
            "investor": _t("Hire an investor")}[symbol]


def symbol_path(symbol: str, r: QRectF) -> QPainterPath:
    """The drawn symbol of a resource or person, filling the square-ish rect r."""
    path = QPainterPath()
    cx, cy = r.center().x(), r.center().y()
    s = min(r.width(), r.height())
    if symbol == "gas":  # a flame with two tongues and a hollow heart
        path.moveTo(cx, cy + s * 0.48)
        path.cubicTo(cx - s * 0.3, cy + s * 0.48, cx - s * 0.42, cy + s * 0.2, cx - s * 0.3, cy - s * 0.04)
        path.cubicTo(cx - s * 0.24, cy - s * 0.14, cx - s * 0.26, cy - s * 0.24, cx - s * 0.26, cy - s * 0.3)
        path.cubicTo(cx - s * 0.12, cy - s * 0.22, cx - s * 0.08, cy - s * 0.12, cx - s * 0.06, cy - s * 0.06)
        path.cubicTo(cx - s * 0.06, cy - s * 0.26, cx + s * 0.02, cy - s * 0.4, cx + s * 0.14, cy - s * 0.5)
        path.cubicTo(cx + s * 0.14, cy - s * 0.3, cx + s * 0.42, cy - s * 0.14, cx + s * 0.36, cy + s * 0.18)
        path.cubicTo(cx + s * 0.32, cy + s * 0.4, cx + s * 0.16, cy + s * 0.48, cx, cy + s * 0.48)
        path.closeSubpath()
        heart = QPainterPath()
        heart.moveTo(cx, cy + s * 0.38)
        heart.cubicTo(cx - s * 0.16, cy + s * 0.38, cx - s * 0.18, cy + s * 0.18, cx - s * 0.1, cy + s * 0.08)
        heart.cubicTo(cx - s * 0.04, cy, cx + s * 0.02, cy - s * 0.06, cx + s * 0.04, cy - s * 0.12)
        heart.cubicTo(cx + s * 0.1, cy, cx + s * 0.2, cy + s * 0.1, cx + s * 0.18, cy + s * 0.24)
        heart.cubicTo(cx + s * 0.16, cy + s * 0.34, cx + s * 0.08, cy + s * 0.38, cx, cy + s * 0.38)
        heart.closeSubpath()
        path = path.subtracted(heart)
    elif symbol == "coal":  # a faceted lump
        pts = [(-0.42, 0.05), (-0.25, -0.35), (0.12, -0.42), (0.42, -0.12), (0.38, 0.3), (0.0, 0.42), (-0.34, 0.32)]
        path.moveTo(cx + pts[0][0] * s, cy + pts[0][1] * s)
        for x, y in pts[1:]:
            path.lineTo(cx + x * s, cy + y * s)
        path.closeSubpath()
    elif symbol == "oil":  # a drop
        path.moveTo(cx, cy - s * 0.48)
        path.cubicTo(cx + s * 0.12, cy - s * 0.25, cx + s * 0.36, cy - s * 0.02, cx + s * 0.36, cy + s * 0.16)
        path.arcTo(QRectF(cx - s * 0.36, cy - s * 0.2, s * 0.72, s * 0.68), 0, -180)
        path.cubicTo(cx - s * 0.36, cy - s * 0.02, cx - s * 0.12, cy - s * 0.25, cx, cy - s * 0.48)
        path.closeSubpath()
    elif symbol == "gold":  # an ingot
        path.moveTo(cx - s * 0.3, cy - s * 0.22)
        path.lineTo(cx + s * 0.3, cy - s * 0.22)
        path.lineTo(cx + s * 0.48, cy + s * 0.26)
        path.lineTo(cx - s * 0.48, cy + s * 0.26)
        path.closeSubpath()
    elif symbol == "diamond":  # a cut gem
        path.moveTo(cx - s * 0.28, cy - s * 0.34)
        path.lineTo(cx + s * 0.28, cy - s * 0.34)
        path.lineTo(cx + s * 0.46, cy - s * 0.1)
        path.lineTo(cx, cy + s * 0.46)
        path.lineTo(cx - s * 0.46, cy - s * 0.1)
        path.closeSubpath()
    elif symbol == "worker":  # a hard hat
        path.moveTo(cx - s * 0.34, cy + s * 0.12)
        path.cubicTo(cx - s * 0.34, cy - s * 0.42, cx + s * 0.34, cy - s * 0.42, cx + s * 0.34, cy + s * 0.12)
        path.closeSubpath()
        path.addRoundedRect(QRectF(cx - s * 0.48, cy + s * 0.1, s * 0.96, s * 0.16), s * 0.06, s * 0.06)
        path.addRect(QRectF(cx - s * 0.05, cy - s * 0.36, s * 0.1, s * 0.3))
        path = path.simplified()
    elif symbol == "salesman":  # a briefcase
        path.addRoundedRect(QRectF(cx - s * 0.44, cy - s * 0.18, s * 0.88, s * 0.56), s * 0.07, s * 0.07)
        handle = QPainterPath()
        handle.addRoundedRect(QRectF(cx - s * 0.17, cy - s * 0.36, s * 0.34, s * 0.24), s * 0.06, s * 0.06)
        inner = QPainterPath()
        inner.addRect(QRectF(cx - s * 0.1, cy - s * 0.29, s * 0.2, s * 0.12))
        path = path.united(handle.subtracted(inner))
    elif symbol == "investor":  # a top hat
        path.addRect(QRectF(cx - s * 0.24, cy - s * 0.42, s * 0.48, s * 0.6))
        path.addRoundedRect(QRectF(cx - s * 0.46, cy + s * 0.14, s * 0.92, s * 0.14), s * 0.07, s * 0.07)
        path = path.simplified()
    return path


def paint_symbol(p: QPainter, symbol: str, r: QRectF, *, outline: str = "#101418") -> None:
    colour = QColor(SYMBOL_COLOUR[symbol])
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(outline), max(1.0, min(r.width(), r.height()) * 0.05)))
    p.setBrush(colour)
    p.drawPath(symbol_path(symbol, r))
    p.restore()


def paint_headframe(p: QPainter, r: QRectF) -> None:
    """The mine's headframe: a lattice tower with its sheave wheel, over the shaft."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    steel = QColor("#c7ccd4")
    p.setPen(QPen(steel, 3))
    left, right, top, bottom = r.left() + r.width() * 0.2, r.right() - r.width() * 0.2, r.top() + r.height() * 0.2, r.bottom() - r.height() * 0.12
    mid = (left + right) / 2
    p.drawLine(QPointF(left, bottom), QPointF(mid - 4, top))
    p.drawLine(QPointF(right, bottom), QPointF(mid + 4, top))
    p.setPen(QPen(steel, 1.5))
    steps = 5
    for i in range(steps):
        y1 = bottom - (bottom - top) * i / steps
        y2 = bottom - (bottom - top) * (i + 1) / steps
        x1l = left + (mid - 4 - left) * i / steps
        x2l = left + (mid - 4 - left) * (i + 1) / steps
        x1r = right - (right - mid - 4) * i / steps
        x2r = right - (right - mid - 4) * (i + 1) / steps
        p.drawLine(QPointF(x1l, y1), QPointF(x2r, y2))
        p.drawLine(QPointF(x1r, y1), QPointF(x2l, y2))
        p.drawLine(QPointF(x2l, y2), QPointF(x2r, y2))
    wheel = r.width() * 0.22
    p.setPen(QPen(steel, 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(mid, top), wheel, wheel)
    p.drawLine(QPointF(mid - wheel, top), QPointF(mid + wheel, top))
    p.drawLine(QPointF(mid, top - wheel), QPointF(mid, top + wheel))
    p.setPen(QPen(QColor("#7b6a55"), 2))
    p.drawLine(QPointF(mid + wheel, top), QPointF(mid + wheel, bottom))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#4b3b2a"))
    p.drawRect(QRectF(r.left() + 4, bottom, r.width() - 8, r.height() * 0.06))
    p.restore()


def paint_resource_card(p: QPainter, r: QRectF, kind: str, value: int, *, bonus: bool = False) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = r.width() * 0.09
    grad = QLinearGradient(r.topLeft(), r.bottomLeft())
    grad.setColorAt(0, QColor("#fbf6ea"))
    grad.setColorAt(1, QColor("#e6dcc4"))
    p.setPen(QPen(QColor("#3b3226"), 1.2))
    p.setBrush(grad)
    p.drawRoundedRect(r, radius, radius)
    band = QRectF(r.left() + 3, r.top() + 3, r.width() - 6, r.height() * 0.18)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(SYMBOL_COLOUR[kind]))
    p.drawRoundedRect(band, radius * 0.6, radius * 0.6)
    size = min(r.width() * 0.62, r.height() * 0.42)
    paint_symbol(p, kind, QRectF(r.center().x() - size / 2, r.top() + r.height() * 0.25, size, size))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, int(r.width() * 0.2)))
    p.setFont(font)
    p.setPen(QColor("#2b2116"))
    text = f"{value // 1000}k" if r.width() < 44 else f"{value:,}".replace(",", "\u2009")
    p.drawText(QRectF(r.left(), r.bottom() - r.height() * 0.3, r.width(), r.height() * 0.24),
               Qt.AlignmentFlag.AlignCenter, text)
    if bonus:
        p.setPen(QColor("#1d6b3a"))
        font.setPixelSize(max(7, int(r.width() * 0.15)))
        p.setFont(font)
        p.drawText(QRectF(r.left(), r.bottom() - r.height() * 0.12, r.width(), r.height() * 0.1),
                   Qt.AlignmentFlag.AlignCenter, "→" + f"{CARDS.salesman_values[kind] // 1000}k")
    p.restore()


def paint_card_back(p: QPainter, r: QRectF) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = r.width() * 0.09
    grad = QLinearGradient(r.topLeft(), r.bottomRight())
    grad.setColorAt(0, QColor("#5b4632"))
    grad.setColorAt(1, QColor("#2e2318"))
    p.setPen(QPen(QColor("#1b140d"), 1.2))
    p.setBrush(grad)
    p.drawRoundedRect(r, radius, radius)
    p.setPen(QPen(QColor(255, 230, 180, 70), 1))
    inner = r.adjusted(5, 5, -5, -5)
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    # pick and shovel cross
    c = r.center()
    s = r.width() * 0.22
    p.setPen(QPen(QColor(255, 230, 180, 110), max(2.0, r.width() * 0.04)))
    p.drawLine(QPointF(c.x() - s, c.y() - s), QPointF(c.x() + s, c.y() + s))
    p.drawLine(QPointF(c.x() + s, c.y() - s), QPointF(c.x() - s, c.y() + s))
    p.restore()


def paint_action_card(p: QPainter, r: QRectF, resource: str, person: str, *, selected: bool, cursor: bool) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = r.width() * 0.08
    grad = QLinearGradient(r.topLeft(), r.bottomLeft())
    grad.setColorAt(0, QColor("#f7f3e8"))
    grad.setColorAt(1, QColor("#ddd3bd"))
    p.setPen(QPen(QColor("#f4d77a") if selected else QColor("#2a2218"), 3 if selected else 1.2))
    p.setBrush(grad)
    p.drawRoundedRect(r, radius, radius)
    half = r.height() / 2
    size = min(r.width() * 0.5, half * 0.58)
    for i, sym in enumerate((resource, person)):
        area = QRectF(r.left(), r.top() + i * half, r.width(), half)
        tint = QColor(SYMBOL_COLOUR[sym])
        tint.setAlpha(55)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(tint)
        p.drawRoundedRect(area.adjusted(4, 4, -4, -4), radius * 0.6, radius * 0.6)
        paint_symbol(p, sym, QRectF(area.center().x() - size / 2, area.top() + half * 0.1, size, size))
        font = QFont()
        font.setPixelSize(max(8, int(r.width() * 0.13)))
        p.setFont(font)
        p.setPen(QColor("#2b2116"))
        p.drawText(QRectF(area.left(), area.bottom() - half * 0.26, area.width(), half * 0.22),
                   Qt.AlignmentFlag.AlignCenter, symbol_name(sym))
    p.setPen(QPen(QColor("#8a7c62"), 1, Qt.PenStyle.DashLine))
    p.drawLine(QPointF(r.left() + 6, r.top() + half), QPointF(r.right() - 6, r.top() + half))
    if cursor:
        p.setPen(QPen(QColor("#ffffff"), 2, Qt.PenStyle.DotLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), radius, radius)
    p.restore()


# ---------------------------------------------------------------------------------------------
# The resource row

class RowWidget(QWidget):
    """The headframe and the 8 places of the resource row. Emits clicked(place) on a click."""

    clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAccessibleName(_t("Resource row"))
        self.cards: list[dict[str, Any]] = []
        self.highlight: list[int] = []
        self.discoverable: list[int] = []
        self.bonus: set[str] = set()
        self.hover = -1
        self.setMouseTracking(True)

    def set_row(self, cards: list[dict[str, Any]], highlight: list[int], discoverable: list[int],
                bonus: set[str]) -> None:
        self.cards, self.highlight, self.discoverable, self.bonus = cards, highlight, discoverable, bonus
        names = []
        for i, c in enumerate(cards):
            if c["discovered"]:
                names.append(_t("{0}: {1} {2}").format(i + 1, symbol_name(c["kind"]), c["value"]))
            else:
                names.append(_t("{0}: face down").format(i + 1))
        self.setAccessibleDescription("; ".join(names))
        self.update()

    def card_rects(self) -> list[QRectF]:
        head = min(self.height() * 0.62, 190.0)
        avail_w = self.width() - head - 20
        w = min(avail_w / 8 - 8, (self.height() - 34) / CARD_RATIO)
        h = w * CARD_RATIO
        top = (self.height() - h) / 2 + 6
        return [QRectF(head + 10 + i * (w + 8), top, w, h) for i in range(8)]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        head = min(self.height() * 0.62, 190.0)
        paint_headframe(p, QRectF(0, 0, head, self.height()))
        rects = self.card_rects()
        font = QFont()
        font.setPixelSize(11)
        p.setFont(font)
        for i, r in enumerate(rects):
            p.setPen(QColor(255, 255, 255, 120))
            p.drawText(QRectF(r.left(), r.top() - 18, r.width(), 16), Qt.AlignmentFlag.AlignCenter, str(i + 1))
            if i >= len(self.cards):
                p.setPen(QPen(QColor(255, 255, 255, 50), 1, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r, 6, 6)
                continue
            card = self.cards[i]
            if i in self.highlight:
                glow = r.adjusted(-6, -6, 6, 6)
                p.setPen(QPen(QColor("#f4d77a"), 4))
                p.setBrush(QColor(244, 215, 122, 60))
                p.drawRoundedRect(glow, 10, 10)
            if card["discovered"]:
                paint_resource_card(p, r, card["kind"], card["value"], bonus=card["kind"] in self.bonus)
            else:
                lift = -6 if i == self.hover and i in self.discoverable else 0
                paint_card_back(p, r.translated(0, lift))
                if i in self.discoverable:
                    p.setPen(QPen(QColor("#8fd3ff"), 2, Qt.PenStyle.DashLine))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(r.translated(0, lift).adjusted(-3, -3, 3, 3), 8, 8)
            if i in self.highlight:
                p.setPen(QColor("#f4d77a"))
                p.drawText(QRectF(r.left(), r.bottom() + 2, r.width(), 16), Qt.AlignmentFlag.AlignCenter,
                           _t("taken"))
        p.end()

    def _place_at(self, pos: QPointF) -> int:
        for i, r in enumerate(self.card_rects()):
            if r.contains(pos):
                return i
        return -1

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        i = self._place_at(event.position())
        if i >= 0:
            self.clicked.emit(i)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        i = self._place_at(event.position())
        if i != self.hover:
            self.hover = i
            self.update()


# ---------------------------------------------------------------------------------------------
# The hand

class HandWidget(QWidget):
    """The action cards of the seat at the screen (nobody else's). Click or Space selects."""

    selection_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(150)
        self.setAccessibleName(_t("Your hand"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.cards: list[tuple[str, str]] = []
        self.selected: set[int] = set()
        self.cursor = 0
        self.hidden_count = 0
        self.enabled_for_play = False

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
        self.setAccessibleDescription(", ".join(f"{symbol_name(r)}/{symbol_name(q)}" for r, q in cards))
        self.update()

    def selected_cards(self) -> tuple[tuple[str, str], ...]:
        return tuple(sorted((self.cards[i] for i in self.selected), key=TYPE_OF.__getitem__))

    def card_rects(self) -> list[QRectF]:
        n = max(1, len(self.cards))
        h = self.height() - 26
        w = h / CARD_RATIO
        gap = min(12.0, (self.width() - 20 - n * w) / max(1, n - 1)) if n > 1 else 0
        if n * w + (n - 1) * gap > self.width() - 20:
            w = (self.width() - 20 - (n - 1) * gap) / n
            h = w * CARD_RATIO
        total = n * w + (n - 1) * gap
        left = (self.width() - total) / 2
        return [QRectF(left + i * (w + gap), 18, w, h) for i in range(len(self.cards))]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.cards:
            p.setPen(QColor(255, 255, 255, 150))
            text = _t("No cards in hand") if self.hidden_count == 0 else _t("The hand is hidden")
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, text)
            p.end()
            return
        for i, r in enumerate(self.card_rects()):
            sel = i in self.selected
            paint_action_card(p, r.translated(0, -14 if sel else 0), *self.cards[i], selected=sel,
                              cursor=self.hasFocus() and i == self.cursor)
        p.end()

    def toggle(self, i: int) -> None:
        if not self.enabled_for_play or not 0 <= i < len(self.cards):
            return
        self.cursor = i
        if i in self.selected:
            self.selected.discard(i)
        else:
            self.selected.add(i)
        self.update()
        self.selection_changed.emit()

    def clear(self) -> None:
        if self.selected:
            self.selected = set()
            self.update()
            self.selection_changed.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        for i, r in enumerate(self.card_rects()):
            if r.adjusted(0, -14, 0, 0).contains(event.position()):
                self.toggle(i)
                return

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.cards:
            step = -1 if key == Qt.Key.Key_Left else 1
            self.cursor = (self.cursor + step) % len(self.cards)
            self.update()
            return
        if key == Qt.Key.Key_Space:
            self.toggle(self.cursor)
            return
        super().keyPressEvent(event)


# ---------------------------------------------------------------------------------------------
# Mines

class MinePanel(QFrame):
    """One player's mine: resource cards, workers, salesmen, investors and the mine's value."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("minePanel")
        self.mine: dict[str, Any] = {"resources": [], "workers": 1, "salesmen": [], "investors": []}
        self.title = ""
        self.value = 0
        self.hand_size = 0
        self.state = ""
        self.setMinimumHeight(118)

    def set_mine(self, name: str, mine: dict[str, Any], hand_size: int, to_move: bool, state: str) -> None:
        self.title, self.mine, self.value, self.hand_size, self.state = name, mine, mine["value"], hand_size, state
        self.setProperty("toMove", to_move)
        self.style().unpolish(self)
        self.style().polish(self)
        res = Counter(k for k, _ in mine["resources"])
        parts = [_t("{0}: mine worth {1}").format(name, mine["value"]),
                 _t("{0} workers").format(mine["workers"])]
        parts += [f"{n} {symbol_name(k)}" for k, n in res.items()]
        if mine["salesmen"]:
            parts.append(_t("salesmen: {0}").format(", ".join(symbol_name(s) for s in mine["salesmen"])))
        if mine["investors"]:
            parts.append(_t("investors: {0}").format(", ".join(symbol_name(s) for s in mine["investors"])))
        parts.append(_t("{0} cards in hand").format(hand_size))
        if state:
            parts.append(state)
        self.setAccessibleName("; ".join(parts))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.width()
        font = QFont()
        font.setPixelSize(14)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#f3f1e8"))
        p.drawText(QRectF(10, 6, w - 130, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   self.title)
        font.setPixelSize(18)
        p.setFont(font)
        p.setPen(QColor("#f4d77a"))
        p.drawText(QRectF(w - 130, 4, 120, 24), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                   f"{self.value:,}".replace(",", "\u2009"))
        font.setPixelSize(11)
        font.setBold(False)
        p.setFont(font)
        p.setPen(QColor(255, 255, 255, 170))
        info = _t("{0} in hand").format(self.hand_size)
        if self.state:
            info = f"{self.state} · {info}"
        p.drawText(QRectF(10, 26, w - 20, 14), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, info)
        # people: workers, salesmen (with speciality), investors (with resource)
        x, y, s = 10.0, 44.0, 22.0
        for _ in range(self.mine["workers"]):
            paint_symbol(p, "worker", QRectF(x, y, s, s))
            x += s - 2
        x += 8
        for role, key in (("salesman", "salesmen"), ("investor", "investors")):
            for spec in self.mine[key]:
                badge = QRectF(x, y - 1, s * 2 + 2, s + 2)
                p.setPen(QPen(QColor(SYMBOL_COLOUR[role]), 1.5))
                p.setBrush(QColor(255, 255, 255, 25))
                p.drawRoundedRect(badge, 5, 5)
                paint_symbol(p, role, QRectF(x + 1, y, s, s))
                paint_symbol(p, spec, QRectF(x + s + 1, y + 3, s - 6, s - 6))
                x += s * 2 + 6
                if x > w - 2 * s:
                    x, y = 10.0 + s * 6, y + s + 2
        # resources as small cards grouped by kind
        y2 = y + s + 6
        cw = 24.0
        ch = cw * 1.3
        x = 10.0
        for kind in RESOURCES:
            cards = sorted(v for k, v in self.mine["resources"] if k == kind)
            if not cards:
                continue
            for v in cards:
                if x + cw > w - 6:
                    x, y2 = 10.0, y2 + ch + 4
                paint_resource_card(p, QRectF(x, y2, cw, ch), kind, v, bonus=False)
                if kind in self.mine["salesmen"]:
                    p.setPen(QPen(QColor("#6fe39a"), 2))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(QRectF(x - 1, y2 - 1, cw + 2, ch + 2), 3, 3)
                x += cw - 6
            x += 12
        needed = int(y2 + ch + 8)
        if self.minimumHeight() < needed:
            self.setMinimumHeight(needed)
        p.end()


class SupplyWidget(QWidget):
    """People still to hire, and the sizes of the piles."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.supply: dict[str, Any] = {"worker": 0, "salesman": [], "investor": []}
        self.piles = (0, 0, 0)
        self.setMinimumHeight(104)
        self.setAccessibleName(_t("Supply"))

    def set_supply(self, supply: dict[str, Any], action_pile: int, discard: int, resource_pile: int) -> None:
        self.supply, self.piles = supply, (action_pile, discard, resource_pile)
        self.setAccessibleDescription(_t("{0} workers left; salesmen: {1}; investors: {2}; action pile {3}, "
                                         "discard pile {4}, resource pile {5}").format(
            supply["worker"], ", ".join(symbol_name(s) for s in supply["salesman"]) or "-",
            ", ".join(symbol_name(s) for s in supply["investor"]) or "-", action_pile, discard, resource_pile))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(255, 255, 255, 40), 1))
        p.setBrush(QColor(0, 0, 0, 50))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#f3f1e8"))
        p.drawText(QRectF(10, 4, 200, 18), Qt.AlignmentFlag.AlignLeft, _t("Supply"))
        s = 20.0
        y = 26.0
        paint_symbol(p, "worker", QRectF(10, y, s, s))
        font.setBold(False)
        p.setFont(font)
        p.drawText(QRectF(34, y, 60, s), Qt.AlignmentFlag.AlignVCenter, f"× {self.supply['worker']}")
        x = 90.0
        for role in ("salesman", "investor"):
            paint_symbol(p, role, QRectF(x, y, s, s))
            x += s + 4
            for spec in self.supply[role]:
                paint_symbol(p, spec, QRectF(x, y + 3, s - 6, s - 6))
                x += s - 3
            x += 12
            if role == "salesman":
                x, y = 90.0, y + s + 4
        p.setPen(QColor(255, 255, 255, 170))
        a, d, r = self.piles
        p.drawText(QRectF(10, self.height() - 26, self.width() - 20, 20), Qt.AlignmentFlag.AlignLeft,
                   _t("Action pile {0} · discard {1} · resource pile {2}").format(a, d, r))
        p.end()


# ---------------------------------------------------------------------------------------------
# The table

class SiberiaView(GameView):
    """The Siberia table (keys: 1–8 discover, S skip, D draw, arrows/Space select, 1–9/Enter do,
    V or F1 value table)."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("siberiaTable")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Siberia table"))
        self._thinking: int | None = None
        self._last_move = ""
        self._preview: str | None = None
        self.options: list[Play | Hire | SkipDiscovery] = []
        self.obs: dict[str, Any] = session.observation()
        n = session.num_players

        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(10)
        left = QVBoxLayout()
        left.setSpacing(6)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        left.addWidget(self.banner)
        self.last_move = QLabel()
        self.last_move.setObjectName("lastMove")
        left.addWidget(self.last_move)
        self.row = RowWidget()
        self.row.clicked.connect(self._row_clicked)
        left.addWidget(self.row, 5)

        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setAccessibleName(self.tr("What the selection can do"))
        left.addWidget(self.hint)
        bar = QHBoxLayout()
        bar.setSpacing(6)
        self.draw_button = QPushButton(self.tr("&Draw"))
        self.draw_button.setObjectName("drawButton")
        self.draw_button.setAccessibleName(self.tr("Draw action cards"))
        self.draw_button.setToolTip(self.tr("Draw 2 action cards (1 with 7 in hand, none with 8) — key D"))
        self.draw_button.clicked.connect(self._draw)
        bar.addWidget(self.draw_button)
        self.skip_button = QPushButton(self.tr("&Skip discovery"))
        self.skip_button.setObjectName("optionButton")
        self.skip_button.setAccessibleName(self.tr("Skip discovery"))
        self.skip_button.clicked.connect(self._skip)
        bar.addWidget(self.skip_button)
        self.option_buttons: list[QPushButton] = []
        self.option_box = QHBoxLayout()
        bar.addLayout(self.option_box, 1)
        self.values_button = QPushButton(self.tr("&Values"))
        self.values_button.setObjectName("optionButton")
        self.values_button.setAccessibleName(self.tr("Value table"))
        self.values_button.setToolTip(self.tr("The value table and the unseen resource cards — key V or F1"))
        self.values_button.setCheckable(True)
        self.values_button.toggled.connect(self._show_values)
        bar.addWidget(self.values_button)
        left.addLayout(bar)
        self.hand = HandWidget()
        self.hand.selection_changed.connect(self._update_options)
        self.hand.setMaximumHeight(210)
        left.addWidget(self.hand, 3)
        self.keys_label = QLabel(self.tr("Keys: 1–8 discover · S skip · D draw · ←/→ and Space select cards · "
                                         "1–9 or Enter play · Esc clear · V/F1 value table"))
        self.keys_label.setObjectName("keys")
        self.keys_label.setWordWrap(True)
        left.addWidget(self.keys_label)
        outer.addLayout(left, 5)

        side = QVBoxLayout()
        side.setSpacing(6)
        self.panels: list[MinePanel] = []
        for seat in range(n):
            panel = MinePanel(seat)
            side.addWidget(panel)
            self.panels.append(panel)
        self.supply = SupplyWidget()
        side.addWidget(self.supply)
        side.addStretch(1)
        side_box = QWidget()
        side_box.setLayout(side)
        side_box.setMinimumWidth(300)
        side_box.setMaximumWidth(380)
        outer.addWidget(side_box, 2)

        self.values = QLabel(self)
        self.values.setObjectName("values")
        self.values.setTextFormat(Qt.TextFormat.RichText)
        self.values.setAccessibleName(self.tr("Value table"))
        self.values.hide()

        session.thinking.connect(self._on_thinking)
        self.setStyleSheet("""
            #siberiaTable { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2b3a4a, stop:1 #18212b); }
            #siberiaTable QLabel { color: #f3f1e8; }
            #banner { font-size: 15px; font-weight: bold; padding: 6px 10px; border-radius: 8px;
                      background: rgba(0, 0, 0, 70); }
            #lastMove { color: rgba(255,255,255,170); font-style: italic; padding-left: 10px; }
            #hint { font-size: 13px; padding: 4px 8px; background: rgba(255,255,255,18); border-radius: 6px; }
            #keys { color: rgba(255, 255, 255, 140); font-size: 11px; }
            #minePanel { background: rgba(255, 255, 255, 16); border: 1px solid rgba(255,255,255,40);
                         border-radius: 10px; }
            #minePanel[toMove="true"] { border: 2px solid #f4d77a; background: rgba(255, 236, 160, 26); }
            #values { background: rgba(16, 22, 30, 240); border: 2px solid #f4d77a; border-radius: 12px;
                      padding: 12px; font-size: 13px; }
            QPushButton { font-size: 13px; color: #f3f1e8; background: rgba(255,255,255,28);
                          border: 1px solid rgba(255,255,255,70); border-radius: 7px; padding: 6px 10px; }
            QPushButton:hover { background: rgba(255,255,255,50); }
            QPushButton:focus { border: 2px solid #ffffff; }
            QPushButton:checked { background: rgba(244,215,122,90); }
            QPushButton:disabled { color: rgba(255,255,255,90); border: 1px solid rgba(255,255,255,30); }
            #drawButton { font-weight: bold; color: #2b2411; background: #f4d77a; border: 1px solid #a88a2c; }
            #drawButton:hover { background: #ffe696; }
            #drawButton:disabled { color: rgba(255,255,255,110); background: rgba(255,255,255,30); }
            #playButton { font-weight: bold; background: rgba(111, 227, 154, 60); border: 1px solid #6fe39a; }
        """)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.refresh()

    # -- state ---------------------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def _seat(self) -> int | None:
        return self.session.active_human()

    def _my_turn(self) -> bool:
        seat = self._seat()
        return seat is not None and seat == self.obs["turn"] and self.obs["phase"] != "over"

    def refresh(self) -> None:
        if not hasattr(self, "panels"):
            return
        self.obs = obs = self.session.observation()
        viewer = self.session.viewer_seat
        engine = self.session.engine
        over = obs["phase"] == "over"
        winners = engine.winners(self.session.state) if over else []
        for seat, panel in enumerate(self.panels):
            state = ""
            if over:
                state = self.tr("winner") if seat in winners else ""
            elif seat == self._thinking:
                state = self.tr("thinking…")
            elif seat == obs["turn"]:
                state = self.tr("to play")
            panel.set_mine(self._name(seat), obs["mines"][seat], obs["hand_sizes"][seat],
                           seat == obs["turn"] and not over, state)
        self.supply.set_supply(obs["supply"], obs["action_pile_size"], sum(c[2] for c in obs["discard"]),
                               obs["resource_pile_size"])
        # only the seat at the screen, a human, has its hand drawn
        show_hand = viewer is not None and self.session.is_human(viewer) and obs.get("seat") == viewer
        cards = [tuple(c) for c in obs["hand"]] if show_hand and obs["hand"] is not None else None
        hidden = 0 if show_hand else (obs["hand_sizes"][viewer] if viewer is not None else 1)
        self.hand.set_cards(cards, hidden, self._my_turn() and obs["phase"] == "main")  # type: ignore[arg-type]
        self.banner.setText(self._banner_text())
        self.banner.setAccessibleName(self.banner.text())
        self._update_options()
        if self.values.isVisible():
            self._show_values(True)

    def _banner_text(self) -> str:
        obs = self.obs
        if obs["phase"] == "over":
            winners = self.session.engine.winners(self.session.state)
            names = ", ".join(self._name(w) for w in winners)
            return (self.tr("Game over. Winner: {0}").format(names) if len(winners) == 1
                    else self.tr("Game over. Shared win: {0}").format(names))
        prefix = ""
        if obs["final_turns"] >= 0:
            prefix = self.tr("Last turns! ")
        return prefix + self._doing()

    def _doing(self) -> str:
        obs = self.obs
        seat = obs["turn"]
        name = self._name(seat)
        if not self.session.is_human(seat):
            return self.tr("{0} is playing…").format(name)
        if self._seat() != seat:
            return self.tr("Waiting for {0}").format(name)
        if obs["phase"] == "discover":
            down = sum(1 for c in obs["row"] if not c["discovered"])
            if down >= 3:
                return self.tr("{0}: discover a face-down card (click it or press its number)").format(name)
            return self.tr("{0}: you may discover a face-down card, or skip (S)").format(name)
        if obs["phase"] == "hire":
            return self.tr("{0}: choose the speciality of your {1}").format(name, symbol_name(obs["pending"]))
        return self.tr("{0}: draw (D), or select cards to play a combination").format(name)

    def status_text(self) -> str:
        return self._doing() if self.obs["phase"] != "over" else ""

    # -- what the selection can do ---------------------------------------------------------
    def _update_options(self) -> None:
        obs = self.obs
        seat = self._seat()
        mine = self._my_turn()
        phase = obs["phase"]
        self.draw_button.setEnabled(mine and phase == "main")
        down = [i for i, c in enumerate(obs["row"]) if not c["discovered"]]
        self.skip_button.setVisible(mine and phase == "discover" and len(down) < 3)
        self.skip_button.setEnabled(mine and phase == "discover" and len(down) < 3)
        options: list[Any] = []
        hint = ""
        if mine and seat is not None:
            legal = self.session.legal_actions(seat)
            if phase == "hire":
                options = [a for a in legal if isinstance(a, Hire)]
                hint = self.tr("Choose a speciality nobody owns yet (1–{0})").format(len(options))
            elif phase == "discover":
                hint = self.tr("Click a face-down card (or press 1–8) to discover it.")
            elif phase == "main":
                chosen = self.hand.selected_cards()
                options = [a for a in legal if isinstance(a, Play) and a.cards == chosen]
                hint = self._explain(chosen, options)
        elif phase != "over" and seat is None and self.session.handover_to is None:
            hint = self.tr("Watching the computer players.")
        self.options = options
        for b in self.option_buttons:
            self.option_box.removeWidget(b)
            b.deleteLater()
        self.option_buttons = []
        for k, action in enumerate(options):
            if isinstance(action, Hire):
                text = self.tr("{0}. {1}").format(k + 1, symbol_name(action.speciality))
                name = self.tr("Hire the {0} {1}").format(symbol_name(action.speciality), symbol_name(obs["pending"]))
            else:
                text = self.tr("{0}. {1}").format(k + 1, action_name(action.symbol))
                name = text
                taken = self._taken(action.symbol)
                if taken:
                    values = ", ".join(str(obs["row"][i]["value"]) for i in taken)
                    text += self.tr(" ({0})").format(values)
            button = QPushButton(text)
            button.setObjectName("playButton")
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setMinimumWidth(48)
            button.setToolTip(name)
            button.setAccessibleName(name)
            button.clicked.connect(lambda _=False, a=action: self._submit(a))
            symbol = action.speciality if isinstance(action, Hire) else action.symbol
            button.installEventFilter(self)
            button.setProperty("symbol", symbol)
            self.option_box.addWidget(button)
            button.show()
            self.option_buttons.append(button)
        self.hint.setText(hint)
        self.hint.setVisible(bool(hint))
        self._preview = next((a.symbol for a in options if isinstance(a, Play) and a.symbol in RESOURCES), None)
        self._update_row()

    def _taken(self, resource: str) -> list[int]:
        if resource not in RESOURCES:
            return []
        obs = self.obs
        row = [(c["kind"], c["value"]) if c["discovered"] else None for c in obs["row"]]
        seat = self._seat()
        workers = obs["mines"][seat]["workers"] if seat is not None else 1
        return extraction_positions(row, workers, resource)

    def _explain(self, chosen: tuple[tuple[str, str], ...], options: list[Any]) -> str:
        if not chosen:
            return self.tr("Select 1 to 3 cards to see what they can do, or draw (D).")
        if len(chosen) > 3:
            return self.tr("A combination has at most 3 cards.")
        if options:
            return self.tr("These cards can:") + " " + "; ".join(self._option_text(a) for a in options)
        seat = self._seat()
        assert seat is not None
        engine = self.session.engine
        state = self.session.state
        types = [TYPE_OF[c] for c in chosen]
        reasons = []
        for sym in SYMBOLS:
            if is_combination(sym, types, sym in self.obs["mines"][seat]["investors"]):
                why = engine.why_impossible(state, seat, sym)  # type: ignore[attr-defined]
                if why:
                    reasons.append(translate_text(why))
        if reasons:
            return self.tr("Not possible now: {0}").format("; ".join(dict.fromkeys(reasons)))
        if len(chosen) == 1:
            return self.tr("One card alone plays only with the investor of its resource: add cards.")
        if len(chosen) == 2:
            return self.tr("Two cards must show the same symbol (or add a third card).")
        return self.tr("These cards form no combination.")

    def _option_text(self, action: Play) -> str:
        taken = self._taken(action.symbol)
        if taken:
            return self.tr("{0}, taking {1} card(s)").format(action_name(action.symbol), len(taken))
        return action_name(action.symbol)

    def _update_row(self) -> None:
        obs = self.obs
        mine = self._my_turn()
        discoverable = [i for i, c in enumerate(obs["row"]) if not c["discovered"]] \
            if mine and obs["phase"] == "discover" else []
        seat = self._seat() if self._seat() is not None else self.session.viewer_seat
        bonus = set(obs["mines"][seat]["salesmen"]) if seat is not None else set()
        highlight = self._taken(self._preview) if self._preview else []
        self.row.set_row(obs["row"], highlight, discoverable, bonus)

    def eventFilter(self, watched: Any, event: Any) -> bool:  # noqa: N802
        """Hovering or focusing an option button previews the cards it would extract."""
        from PySide6.QtCore import QEvent

        if event.type() in (QEvent.Type.Enter, QEvent.Type.FocusIn) and watched in self.option_buttons:
            symbol = watched.property("symbol")
            if symbol in RESOURCES and symbol != self._preview:
                self._preview = symbol
                self._update_row()
        return False

    def _show_values(self, on: bool) -> None:
        if self.values_button.isChecked() != on:
            self.values_button.setChecked(on)
            return
        if not on:
            self.values.hide()
            return
        obs = self.obs
        rows = [f"<tr><th align='left'>{self.tr('Resource')}</th><th>{self.tr('Printed values')}</th>"
                f"<th>{self.tr('With salesman')}</th><th>{self.tr('Unseen')}</th></tr>"]
        for kind in RESOURCES:
            printed = Counter(v for k, v in CARDS.resource_cards if k == kind)
            printed_text = ", ".join(f"{v}×{n}" for v, n in sorted(printed.items()))
            unseen = obs["unseen"][kind]
            unseen_text = ", ".join(f"{v}×{n}" for v, n in unseen) or "—"
            total = sum(n for _, n in unseen)
            rows.append(f"<tr><td>{symbol_name(kind)}</td><td>{printed_text}</td>"
                        f"<td align='center'>{CARDS.salesman_values[kind]}</td>"
                        f"<td>{total}: {unseen_text}</td></tr>")
        for person in PERSONS:
            rows.append(f"<tr><td>{symbol_name(person)}</td><td>{CARDS.person_value}</td>"
                        f"<td align='center'>{CARDS.salesman_values[person]}</td><td></td></tr>")
        note = self.tr("Hand cards score nothing. A salesman raises every card of its speciality to the "
                       "value in the third column. Press V or F1 to close.")
        title = self.tr("Value table")
        text = f"<h3>{title}</h3><table cellspacing='6'>{''.join(rows)}</table><p>{note}</p>"
        self.values.setText(text)
        self.values.setWordWrap(True)
        width = min(640, self.width() - 40)
        self.values.setFixedWidth(width)
        self.values.adjustSize()
        self.values.move((self.width() - width) // 2, 60)
        self.values.show()
        self.values.raise_()

    # -- input -----------------------------------------------------------------------------
    def _submit(self, action: Any) -> None:
        seat = self._seat()
        if seat is not None:
            self.session.submit(seat, action)

    def _draw(self) -> None:
        if self._my_turn() and self.obs["phase"] == "main":
            self._submit(Draw())

    def _skip(self) -> None:
        if self._my_turn() and self.obs["phase"] == "discover":
            self._submit(SkipDiscovery())

    def _row_clicked(self, place: int) -> None:
        if not self._my_turn() or self.obs["phase"] != "discover":
            return
        self._submit(Discover(place))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        phase = self.obs["phase"]
        if key in (Qt.Key.Key_V, Qt.Key.Key_F1):
            self._show_values(not self.values.isVisible())
            return
        if key == Qt.Key.Key_D:
            self._draw()
            return
        if key == Qt.Key.Key_S and phase == "discover":
            self._skip()
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            n = key - Qt.Key.Key_1
            if phase == "discover":
                self._row_clicked(n)
            elif n < len(self.options):
                self._submit(self.options[n])
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.options:
            self._submit(self.options[0])
            return
        if key == Qt.Key.Key_Escape:
            if self.values.isVisible():
                self._show_values(False)
            else:
                self.hand.clear()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space):
            self.hand.keyPressEvent(event)
            return
        super().keyPressEvent(event)

    def _on_thinking(self, seat: int, on: bool) -> None:
        self._thinking = seat if on else None
        self.refresh()

    def animate(self, seat: int, action: Any, description: str) -> None:
        self._last_move = self.tr("{0} {1}").format(self._name(seat), translate_text(description))
        self.last_move.setText(self._last_move)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.values.isVisible():
            self._show_values(True)

    def card_of_hand(self, resource: str, person: str) -> int:
        """The hand index of a card of that type (for tests and accessibility tools); -1 if none."""
        try:
            return self.hand.cards.index((resource, person))
        except ValueError:
            return -1


VIEW = SiberiaView

__all__ = ["VIEW", "SiberiaView", "CARD_TYPES"]
