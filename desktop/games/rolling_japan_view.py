"""The Rolling Japan sheet: a stylised map of Japan, one box per prefecture laid out by geography,
the two dice of the roll, the round track, colour changes and the X count; the other players'
sheets in miniature.

Every zone has its colour AND its own symbol (circle, triangle, star, diamond, square, cross; the
wild purple die a burst), drawn here with QPainter. Keyboard: 1 / 2 pick a die, C toggles the colour
change, Tab / arrows move through the prefectures that light up, Enter writes, P passes a die
whose zone is full, Backspace undoes a write of this roll, Enter (or the button) confirms the roll.

Hot-seat: Rolling Japan has no secrets, so there is no hand-over screen; the sheet on screen is the
sheet of the human who must resolve now, and its owner's name is shown in a large banner.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
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
from engines.rolling_japan import (
    COLOUR_OF,
    MAP,
    NAMES,
    PREFECTURES,
    SEA_LINKS,
    WILD,
    Pass,
    Write,
    neighbours,
)

# ---------------------------------------------------------------------------------------------
# Style: every colour comes with a symbol.

COLOUR_STYLE: dict[str, tuple[str, str, str]] = {
    # die colour: (strong colour, light tint for the map, symbol)
    "red": ("#d23a3a", "#f8d7d3", "circle"),
    "green": ("#2f9a4f", "#d5eed9", "triangle"),
    "yellow": ("#e0b51c", "#fbefc2", "star"),
    "blue": ("#2f69c8", "#d6e3f7", "diamond"),
    "black": ("#2b2b2f", "#d9d9dc", "square"),
    "white": ("#f4f4f2", "#ffffff", "cross"),
    "purple": ("#8a45c2", "#eadcf5", "burst"),
}
COLOUR_NAMES = {
    "red": QCoreApplication.translate("RollingJapanView", "red"),
    "green": QCoreApplication.translate("RollingJapanView", "green"),
    "yellow": QCoreApplication.translate("RollingJapanView", "yellow"),
    "blue": QCoreApplication.translate("RollingJapanView", "blue"),
    "black": QCoreApplication.translate("RollingJapanView", "black"),
    "white": QCoreApplication.translate("RollingJapanView", "white"),
    "purple": QCoreApplication.translate("RollingJapanView", "purple (wild)"),
}
PAPER = QColor("#f6f1e4")
SEA = QColor("#dfe9ef")
INK = QColor("#1d2230")
LINK = QColor("#7c8595")
SEA_LINK = QColor("#2a7fd4")
HIGHLIGHT = QColor("#f0a500")
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def _t(text: str) -> str:
    return QCoreApplication.translate("RollingJapanView", text)


def colour_name(colour: str) -> str:
    return _t(colour if colour != WILD else "purple (wild)")


def prefecture_name(pid: int) -> str:
    return QCoreApplication.translate("prefecture", NAMES[pid])


def symbol_path(kind: str, centre: QPointF, r: float) -> QPainterPath:
    """The zone symbol, our own drawing, centred on `centre` with radius r."""
    path = QPainterPath()
    x, y = centre.x(), centre.y()
    if kind == "circle":
        path.addEllipse(centre, r, r)
    elif kind == "square":
        path.addRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif kind == "triangle":
        path.moveTo(x, y - r)
        path.lineTo(x + r, y + r * 0.8)
        path.lineTo(x - r, y + r * 0.8)
        path.closeSubpath()
    elif kind == "diamond":
        path.moveTo(x, y - r)
        path.lineTo(x + r * 0.8, y)
        path.lineTo(x, y + r)
        path.lineTo(x - r * 0.8, y)
        path.closeSubpath()
    elif kind == "cross":
        w = r * 0.38
        path.addRect(QRectF(x - w, y - r, 2 * w, 2 * r))
        path.addRect(QRectF(x - r, y - w, 2 * r, 2 * w))
        path.setFillRule(Qt.FillRule.WindingFill)
    elif kind in ("star", "burst"):
        points = 5 if kind == "star" else 8
        inner = 0.45 if kind == "star" else 0.55
        for i in range(points * 2):
            rr = r if i % 2 == 0 else r * inner
            a = -math.pi / 2 + i * math.pi / points
            pt = QPointF(x + rr * math.cos(a), y + rr * math.sin(a))
            if i == 0:
                path.moveTo(pt)
            else:
                path.lineTo(pt)
        path.closeSubpath()
    return path


def draw_symbol(p: QPainter, colour: str, centre: QPointF, r: float, *, on_dark: bool = False) -> None:
    strong, _, kind = COLOUR_STYLE[colour]
    p.save()
    p.setPen(QPen(QColor("#ffffff") if on_dark else INK, max(1.0, r * 0.18)))
    p.setBrush(QColor(strong))
    p.drawPath(symbol_path(kind, centre, r))
    p.restore()


# ---------------------------------------------------------------------------------------------
# Geography: box positions from the capitals, nudged apart.

BOX_W, BOX_H = 1.7, 0.9      # a box, in degrees of longitude
GAP = 0.14
Y_STRETCH = 1.0              # squashed north-south a little: the sheet is wider than Japan is
OKINAWA_INSET = (129.6, 29.6)
SPREAD_CENTRE = (136.6, 35.4)
SPREAD_POWER = 0.72
SPREAD_SCALE = 1.7  # Okinawa is drawn in an inset south-west of Kyushu


@lru_cache(maxsize=1)
def sheet_layout() -> dict[int, tuple[float, float]]:
    """Box centres by prefecture (x right, y down, in longitude degrees): capitals projected, then
    a deterministic relaxation pushes overlapping boxes apart while a spring pulls each back
    toward its capital."""
    home: dict[int, tuple[float, float]] = {}
    for pref in MAP["prefectures"]:
        lon, lat = pref["capital_lon"], pref["capital_lat"]
        if pref["key"] == "okinawa":
            lon, lat = OKINAWA_INSET
        # spread the crowded centre (Kansai, Kanto) more than the ends: distances from the
        # centre are raised to a power below 1
        dx, dy = lon - SPREAD_CENTRE[0], (SPREAD_CENTRE[1] - lat) * Y_STRETCH
        d = math.hypot(dx, dy)
        k = (d ** SPREAD_POWER) * SPREAD_SCALE / d if d > 1e-9 else 1.0
        home[pref["id"]] = (SPREAD_CENTRE[0] + dx * k, -SPREAD_CENTRE[1] + dy * k)
    pos = {pid: list(xy) for pid, xy in home.items()}
    w, h = BOX_W + GAP, BOX_H + GAP
    ids = list(PREFECTURES)
    for step in range(500):
        moved = False
        for i, a in enumerate(ids):
            pa, ha = pos[a], home[a]
            for b in ids[i + 1:]:
                pb, hb = pos[b], home[b]
                dx, dy = pb[0] - pa[0], pb[1] - pa[1]
                if abs(dx) >= w or abs(dy) >= h:
                    continue
                moved = True
                # separate along the axis where the capitals lie furthest apart, keeping their
                # geographic order (east stays east, north stays north)
                hdx, hdy = hb[0] - ha[0], hb[1] - ha[1]
                if abs(hdx) / w >= abs(hdy) / h:
                    sign = 1.0 if hdx >= 0 else -1.0
                    push = (w - dx * sign) / 2 * sign
                    pa[0] -= push
                    pb[0] += push
                else:
                    sign = 1.0 if hdy >= 0 else -1.0
                    push = (h - dy * sign) / 2 * sign
                    pa[1] -= push
                    pb[1] += push
        pull = 0.03 if step < 350 else 0.0
        for pid in ids:
            pos[pid][0] += (home[pid][0] - pos[pid][0]) * pull
            pos[pid][1] += (home[pid][1] - pos[pid][1]) * pull
        if not moved and step >= 350:
            break
    return {pid: (xy[0], xy[1]) for pid, xy in pos.items()}


class _Frame:
    """Maps layout coordinates into a widget rectangle, keeping the aspect ratio."""

    def __init__(self, rect: QRectF) -> None:
        layout = sheet_layout()
        xs = [x for x, _ in layout.values()]
        ys = [y for _, y in layout.values()]
        self.x0 = min(xs) - BOX_W / 2 - 0.1
        self.y0 = min(ys) - BOX_H / 2 - 0.1
        width = max(xs) - min(xs) + BOX_W + 0.2
        height = max(ys) - min(ys) + BOX_H + 0.2
        self.scale = min(rect.width() / width, rect.height() / height)
        self.ox = rect.x() + (rect.width() - width * self.scale) / 2
        self.oy = rect.y() + (rect.height() - height * self.scale) / 2

    def point(self, x: float, y: float) -> QPointF:
        return QPointF(self.ox + (x - self.x0) * self.scale, self.oy + (y - self.y0) * self.scale)

    def box(self, pid: int) -> QRectF:
        x, y = sheet_layout()[pid]
        c = self.point(x, y)
        w, h = BOX_W * self.scale, BOX_H * self.scale
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)


def _links() -> list[tuple[int, int, bool]]:
    sea = {frozenset(link) for link in SEA_LINKS}
    out = []
    for a in PREFECTURES:
        for b in neighbours(a):
            if a < b:
                out.append((a, b, frozenset((a, b)) in sea))
    return out


def _draw_links(p: QPainter, frame: _Frame, extra: list[tuple[int, int]], width: float) -> None:
    layout = sheet_layout()
    for a, b, sea in _links() + [(a, b, True) for a, b in extra]:
        pa, pb = frame.point(*layout[a]), frame.point(*layout[b])
        if sea:
            pen = QPen(SEA_LINK, width * 1.4, Qt.PenStyle.DashLine)
        else:
            pen = QPen(LINK, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.drawLine(pa, pb)


def _mark_text(value: Any) -> str:
    return "" if value is None else str(value)


# ---------------------------------------------------------------------------------------------
# The big map

class MapCanvas(QWidget):
    """One player's sheet. Emits `chosen(prefecture)` on a click or Enter on a lit prefecture."""

    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(440, 400)
        self.marks: list[Any] = [None] * 47
        self.targets: dict[int, str] = {}      # prefecture -> what a click writes ("4", "X")
        self.tentative: tuple[int, str] | None = None
        self.cursor: int | None = None
        self.hover: int | None = None
        self.extra_links: list[tuple[int, int]] = []
        self.owner = ""

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(900, 720)

    def set_sheet(self, owner: str, marks: list[Any], targets: dict[int, str],
                  tentative: tuple[int, str] | None, extra_links: list[tuple[int, int]]) -> None:
        self.owner, self.marks, self.targets = owner, marks, targets
        self.tentative, self.extra_links = tentative, extra_links
        if self.cursor not in targets:
            self.cursor = self._ordered_targets()[0] if targets else None
        self._describe()
        self.update()

    def _describe(self) -> None:
        filled = sum(1 for m in self.marks if m is not None)
        text = self.tr("Map of Japan, {0}'s sheet: {1} of 47 prefectures filled").format(self.owner, filled)
        if self.cursor is not None:
            text += ". " + self.tr("Selected: {0}, write {1}").format(
                prefecture_name(self.cursor), self.targets[self.cursor])
        self.setAccessibleName(text)

    def _ordered_targets(self) -> list[int]:
        layout = sheet_layout()
        return sorted(self.targets, key=lambda pid: (layout[pid][1] + layout[pid][0] * 0.2, layout[pid][0]))

    def _frame(self) -> _Frame:
        return _Frame(QRectF(self.rect()).adjusted(10, 10, -10, -10))

    def box_rect(self, pid: int) -> QRectF:
        """Where a prefecture's box is drawn now (for tests and clicks)."""
        return self._frame().box(pid)

    def prefecture_at(self, pos: QPointF) -> int | None:
        frame = self._frame()
        for pid in PREFECTURES:
            if frame.box(pid).contains(pos):
                return pid
        return None

    # -- input ----------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        pid = self.prefecture_at(event.position())
        if pid != self.hover:
            self.hover = pid
            self.setCursor(Qt.CursorShape.PointingHandCursor if pid in self.targets else Qt.CursorShape.ArrowCursor)
            name = prefecture_name(pid) if pid is not None else ""
            self.setToolTip(name)
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        pid = self.prefecture_at(event.position())
        if pid is not None and pid in self.targets and event.button() == Qt.MouseButton.LeftButton:
            self.cursor = pid
            self.chosen.emit(pid)

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802
        """Tab / Shift+Tab walk through the lit prefectures while there are any."""
        if self.targets and self.hasFocus():
            self._step(1 if forward else -1)
            return True
        return super().focusNextPrevChild(forward)

    def _step(self, delta: int) -> None:
        order = self._ordered_targets()
        if not order:
            return
        i = order.index(self.cursor) if self.cursor in order else -1
        self.cursor = order[(i + delta) % len(order)]
        self._describe()
        self.update()

    def _move_direction(self, dx: int, dy: int) -> None:
        layout = sheet_layout()
        if self.cursor is None:
            self._step(1)
            return
        cx, cy = layout[self.cursor]
        best, best_score = None, float("inf")
        for pid in self.targets:
            if pid == self.cursor:
                continue
            x, y = layout[pid]
            along = (x - cx) * dx + (y - cy) * dy
            if along <= 0.05:
                continue
            across = abs((x - cx) * dy) + abs((y - cy) * dx)
            score = along + 2.0 * across
            if score < best_score:
                best, best_score = pid, score
        if best is not None:
            self.cursor = best
            self._describe()
            self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        moves = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
                 Qt.Key.Key_Down: (0, 1)}
        if key in moves and self.targets:
            self._move_direction(*moves[key])
        elif is_activation(event) and self.cursor in self.targets:
            self.chosen.emit(self.cursor)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self.update()
        super().focusOutEvent(event)

    # -- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        sea = QLinearGradient(r.topLeft(), r.bottomRight())
        sea.setColorAt(0, SEA)
        sea.setColorAt(1, QColor("#cddbe6"))
        p.fillRect(r, sea)
        frame = self._frame()
        s = frame.scale
        # the Okinawa inset
        ok = frame.box(47).adjusted(-0.25 * s, -0.32 * s, 0.25 * s, 0.12 * s)
        p.setPen(QPen(QColor("#8fa3b3"), 1.2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(ok, 6, 6)
        _draw_links(p, frame, self.extra_links, max(1.5, s * 0.035))
        choosing = bool(self.targets)
        for pid in PREFECTURES:
            self._paint_box(p, frame, pid, choosing)
        # legend: link kinds
        p.setPen(INK)
        font = QFont(self.font())
        font.setPointSizeF(max(7.5, s * 0.13))
        p.setFont(font)
        legend = QRectF(r.left() + 14, r.top() + 12, 260, 36)
        p.setPen(QPen(SEA_LINK, 2.2, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(legend.left(), legend.top() + 8), QPointF(legend.left() + 30, legend.top() + 8))
        p.setPen(QPen(LINK, 1.6))
        p.drawLine(QPointF(legend.left(), legend.top() + 26), QPointF(legend.left() + 30, legend.top() + 26))
        p.setPen(INK)
        p.drawText(QRectF(legend.left() + 36, legend.top(), 230, 16), Qt.AlignmentFlag.AlignVCenter,
                   self.tr("sea link (neighbours)"))
        p.drawText(QRectF(legend.left() + 36, legend.top() + 18, 230, 16), Qt.AlignmentFlag.AlignVCenter,
                   self.tr("land border (neighbours)"))
        if self.hasFocus() and choosing:
            p.setPen(QPen(HIGHLIGHT, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(r.adjusted(1, 1, -1, -1))
        p.end()

    def _paint_box(self, p: QPainter, frame: _Frame, pid: int, choosing: bool) -> None:
        box = frame.box(pid)
        colour = COLOUR_OF[pid]
        strong, tint, _ = COLOUR_STYLE[colour]
        mark = self.marks[pid - 1]
        lit = pid in self.targets
        tentative = self.tentative is not None and self.tentative[0] == pid
        radius = box.height() * 0.16
        fill = QColor(tint)
        if choosing and not lit and mark is None:
            fill = fill.darker(112)
        p.setPen(QPen(QColor(strong).darker(130) if colour != "white" else QColor("#8c8c8c"),
                      max(1.2, box.height() * 0.05)))
        p.setBrush(fill)
        p.drawRoundedRect(box, radius, radius)
        # the zone band on the left edge
        band = QRectF(box.left(), box.top(), box.height() * 0.34, box.height())
        path = QPainterPath()
        path.addRoundedRect(box, radius, radius)
        p.save()
        p.setClipPath(path)
        p.fillRect(band, QColor(strong) if colour != "white" else QColor("#e4e4e0"))
        p.restore()
        draw_symbol(p, colour, QPointF(band.center().x(), box.top() + box.height() * 0.27),
                    box.height() * 0.12, on_dark=colour in ("black", "blue", "red", "green"))
        # the name
        name_font = QFont(self.font())
        name_font.setPixelSize(max(8, int(box.height() * 0.22)))
        p.setFont(name_font)
        p.setPen(INK)
        text_rect = QRectF(band.right() + 2, box.top() + 1, box.width() - band.width() - 4, box.height() * 0.32)
        name = p.fontMetrics().elidedText(prefecture_name(pid), Qt.TextElideMode.ElideRight, int(text_rect.width()))
        p.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        # the mark
        value_rect = QRectF(band.right(), box.top() + box.height() * 0.28, box.width() - band.width(),
                            box.height() * 0.72)
        shown = _mark_text(mark)
        if tentative:
            shown = self.tentative[1]
        if shown:
            vf = QFont(self.font())
            vf.setPixelSize(max(10, int(box.height() * 0.58)))
            vf.setBold(True)
            p.setFont(vf)
            if shown == "X":
                p.setPen(QColor("#b3261e"))
            else:
                p.setPen(INK if not tentative else QColor("#6b5a2a"))
            p.drawText(value_rect, Qt.AlignmentFlag.AlignCenter, shown)
        elif lit:
            vf = QFont(self.font())
            vf.setPixelSize(max(10, int(box.height() * 0.5)))
            p.setFont(vf)
            p.setPen(QColor("#a06a00"))
            p.drawText(value_rect, Qt.AlignmentFlag.AlignCenter, self.targets[pid])
        if lit or tentative:
            width = max(2.0, box.height() * 0.09)
            pen = QPen(HIGHLIGHT, width)
            if tentative:
                pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(box.adjusted(-width / 2, -width / 2, width / 2, width / 2), radius, radius)
        if pid == self.cursor and lit:
            p.setPen(QPen(INK, max(2.0, box.height() * 0.07), Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            grow = box.height() * 0.16
            p.drawRoundedRect(box.adjusted(-grow, -grow, grow, grow), radius, radius)
        if pid == self.hover and lit:
            p.fillRect(box, QColor(240, 165, 0, 40))


# ---------------------------------------------------------------------------------------------
# The dice

def paint_die(p: QPainter, rect: QRectF, colour: str, value: int, *, used: bool = False) -> None:
    strong, _, _ = COLOUR_STYLE[colour]
    body = QColor(strong)
    if used:
        body.setAlpha(90)
    p.setPen(QPen(INK if colour == "white" else body.darker(150), 2))
    p.setBrush(body)
    p.drawRoundedRect(rect, rect.width() * 0.16, rect.width() * 0.16)
    dark = colour in ("black", "blue", "red", "green", "purple")
    pip = QColor("#ffffff") if dark else QColor(INK)
    if used:
        pip.setAlpha(110)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pip)
    c = rect.center()
    step = rect.width() * 0.25
    for dx, dy in PIPS[value]:
        p.drawEllipse(QPointF(c.x() + dx * step, c.y() + dy * step), rect.width() * 0.085, rect.width() * 0.085)
    # the colour's symbol in the corner tells the colour apart without hue
    draw_symbol(p, colour, QPointF(rect.right() - rect.width() * 0.0, rect.top()), rect.width() * 0.16,
                on_dark=False)


class DieButton(QWidget):
    """One die of the roll: click or press its number to pick it."""

    clicked = Signal(int)

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.colour, self.value = "red", 1
        self.pending = False
        self.selected = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFixedSize(118, 128)

    def set_die(self, colour: str, value: int, pending: bool, selected: bool) -> None:
        self.colour, self.value, self.pending, self.selected = colour, value, pending, selected
        state = self.tr("to resolve") if pending else self.tr("resolved")
        self.setAccessibleName(self.tr("Die {0}: {1} {2}, {3}").format(
            self.index + 1, colour_name(colour), value, state))
        self.setToolTip(self.accessibleName())
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.index)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if is_activation(event):
            self.clicked.emit(self.index)
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        if self.selected and self.pending:
            p.setPen(QPen(HIGHLIGHT, 3))
            p.setBrush(QColor(240, 165, 0, 45))
            p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 10, 10)
        die = QRectF(r.center().x() - 36, 14, 72, 72)
        paint_die(p, die, self.colour, self.value, used=not self.pending)
        f = QFont(self.font())
        f.setPointSizeF(f.pointSizeF() * 0.95)
        p.setFont(f)
        p.setPen(INK)
        label = f"{self.index + 1}: {colour_name(self.colour)}"
        if not self.pending:
            label = "✓ " + label
        p.drawText(QRectF(0, 92, r.width(), 30), Qt.AlignmentFlag.AlignCenter, label)
        if self.hasFocus():
            p.setPen(QPen(INK, 1, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 10, 10)
        p.end()


# ---------------------------------------------------------------------------------------------
# Round track, colour changes, X count

class TrackPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.round, self.turn, self.rounds = 1, 1, 8
        self.changes_left, self.x_count = 3, 0
        self.setMinimumHeight(112)

    def set_values(self, round_: int, turn: int, rounds: int, changes_left: int, x_count: int) -> None:
        self.round, self.turn, self.rounds = round_, turn, rounds
        self.changes_left, self.x_count = changes_left, x_count
        self.setAccessibleName(self.tr("Round {0} of {1}, roll {2} of 3. Colour changes left: {3}. X: {4}").format(
            round_, rounds, turn, changes_left, x_count))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = QFont(self.font())
        p.setFont(f)
        w = self.width()
        p.setPen(INK)
        p.drawText(QRectF(0, 0, w, 18), Qt.AlignmentFlag.AlignLeft,
                   self.tr("Round {0} of {1} · roll {2} of 3").format(self.round, self.rounds, self.turn))
        size = min(26.0, (w - 8) / self.rounds - 4)
        for i in range(self.rounds):
            box = QRectF(i * (size + 4), 22, size, size)
            done = i + 1 < self.round
            current = i + 1 == self.round
            p.setPen(QPen(HIGHLIGHT if current else INK, 2 if current else 1))
            p.setBrush(QColor("#e9e3d3") if done else QColor("#ffffff"))
            p.drawRoundedRect(box, 4, 4)
            p.setPen(INK)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, "✓" if done else str(i + 1))
        y = 58
        p.drawText(QRectF(0, y, w, 18), Qt.AlignmentFlag.AlignLeft, self.tr("Colour changes"))
        for i in range(3):
            c = QPointF(w - 70 + i * 24, y + 9)
            p.setPen(QPen(QColor(COLOUR_STYLE["purple"][0]), 1.5))
            used = i >= self.changes_left
            p.setBrush(QColor("#ffffff") if used else QColor(COLOUR_STYLE["purple"][0]))
            p.drawEllipse(c, 8, 8)
            if used:
                p.drawLine(QPointF(c.x() - 6, c.y() - 6), QPointF(c.x() + 6, c.y() + 6))
        y = 84
        p.setPen(INK)
        p.drawText(QRectF(0, y, w, 22), Qt.AlignmentFlag.AlignLeft, self.tr("X on the sheet"))
        big = QFont(f)
        big.setBold(True)
        big.setPointSizeF(f.pointSizeF() * 1.4)
        p.setFont(big)
        p.setPen(QColor("#b3261e"))
        p.drawText(QRectF(0, y - 4, w - 4, 26), Qt.AlignmentFlag.AlignRight, str(self.x_count))
        p.end()


# ---------------------------------------------------------------------------------------------
# Miniature sheets of the other players

class MiniSheet(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name, self.marks, self.x_count, self.status = "", [None] * 47, 0, ""
        self.setMinimumSize(150, 140)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_sheet(self, name: str, marks: list[Any], x_count: int, status: str) -> None:
        self.name, self.marks, self.x_count, self.status = name, marks, x_count, status
        filled = sum(1 for m in marks if m is not None)
        self.setAccessibleName(self.tr("{0}'s sheet: {1} filled, {2} X. {3}").format(name, filled, x_count, status))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor("#b9b2a0"), 1))
        p.setBrush(PAPER)
        p.drawRoundedRect(r, 6, 6)
        p.setPen(INK)
        f = QFont(self.font())
        f.setPointSizeF(f.pointSizeF() * 0.9)
        f.setBold(True)
        p.setFont(f)
        p.drawText(r.adjusted(6, 2, -6, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.name)
        p.setPen(QColor("#b3261e"))
        p.drawText(r.adjusted(6, 2, -6, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                   self.tr("{0} X").format(self.x_count))
        f.setBold(False)
        if self.status:
            p.setFont(f)
            p.setPen(QColor("#5b6170"))
            p.drawText(r.adjusted(6, 0, -6, -2), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, self.status)
        frame = _Frame(r.adjusted(4, 20, -4, -16))
        _draw_links(p, frame, [], 0.6)
        vf = QFont(self.font())
        for pid in PREFECTURES:
            box = frame.box(pid)
            colour = COLOUR_OF[pid]
            strong, tint, _ = COLOUR_STYLE[colour]
            p.setPen(QPen(QColor(strong).darker(120) if colour != "white" else QColor("#8c8c8c"), 0.8))
            p.setBrush(QColor(tint))
            p.drawRect(box)
            mark = self.marks[pid - 1]
            if mark is not None:
                vf.setPixelSize(max(6, int(box.height() * 0.95)))
                vf.setBold(True)
                p.setFont(vf)
                p.setPen(QColor("#b3261e") if mark == "X" else INK)
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(mark))
        p.end()


# ---------------------------------------------------------------------------------------------
# The view

class RollingJapanView(GameView):
    """The sheet on screen belongs to the human resolving now (or, while computers play, the first
    human); the others' sheets are shown in miniature."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setAccessibleName(self.tr("Rolling Japan"))
        self.selected_die: int | None = None
        self.colour_change = False
        self.tentative: Any = None           # the decision that would finish this seat's roll
        self.sheet_seat = 0
        self._last_roll: tuple[int, int] | None = None

        self.banner = QLabel()
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setAccessibleName(self.tr("Whose sheet"))
        self.banner.setStyleSheet("QLabel { background: #1d2230; color: #f6f1e4; border-radius: 8px;"
                                  " padding: 6px 12px; font-size: 16px; }")
        self.map = MapCanvas()
        self.map.chosen.connect(self._on_prefecture)
        self.dice = [DieButton(0), DieButton(1)]
        for die in self.dice:
            die.clicked.connect(self.select_die)
        self.instructions = QLabel()
        self.instructions.setWordWrap(True)
        self.instructions.setAccessibleName(self.tr("What to do"))
        self.instructions.setMinimumHeight(60)
        self.change_button = QPushButton(self.tr("Colour change (C)"))
        self.change_button.setCheckable(True)
        self.change_button.setAccessibleName(self.tr("Colour change"))
        self.change_button.toggled.connect(self._on_change_toggled)
        self.pass_button = QPushButton(self.tr("No effect (P)"))
        self.pass_button.setAccessibleName(self.tr("Resolve the die with no effect"))
        self.pass_button.clicked.connect(self.pass_die)
        self.undo_button = QPushButton(self.tr("Undo (Backspace)"))
        self.undo_button.setAccessibleName(self.tr("Undo a write of this roll"))
        self.undo_button.clicked.connect(self.undo)
        self.confirm_button = QPushButton(self.tr("Confirm the roll (Enter)"))
        self.confirm_button.setAccessibleName(self.tr("Confirm the roll"))
        self.confirm_button.clicked.connect(self.confirm)
        self.confirm_button.setStyleSheet("QPushButton:enabled { background: #f0a500; font-weight: bold; }")
        self.track = TrackPanel()
        self.minis: list[MiniSheet] = []

        side = QVBoxLayout()
        dice_row = QHBoxLayout()
        for die in self.dice:
            dice_row.addWidget(die)
        dice_row.addStretch(1)
        side.addLayout(dice_row)
        side.addWidget(self.instructions)
        buttons = QGridLayout()
        buttons.addWidget(self.change_button, 0, 0)
        buttons.addWidget(self.pass_button, 0, 1)
        buttons.addWidget(self.undo_button, 1, 0)
        buttons.addWidget(self.confirm_button, 1, 1)
        side.addLayout(buttons)
        side.addWidget(self.track)
        self.others_title = QLabel(self.tr("Other sheets"))
        side.addWidget(self.others_title)
        self.mini_grid = QGridLayout()
        others = [s for s in range(session.num_players)]
        for i in range(max(0, len(others) - 1)):
            mini = MiniSheet()
            self.minis.append(mini)
            self.mini_grid.addWidget(mini, i // 2, i % 2)
        side.addLayout(self.mini_grid, 1)
        if not self.minis:
            self.others_title.hide()
            side.addStretch(1)
        side_widget = QWidget()
        side_widget.setLayout(side)
        side_widget.setFixedWidth(300)
        main = QVBoxLayout(self)
        main.setContentsMargins(6, 6, 6, 6)
        main.addWidget(self.banner)
        body = QHBoxLayout()
        body.addWidget(self.map, 1)
        body.addWidget(side_widget)
        main.addLayout(body, 1)
        self.setFocusProxy(self.map)
        self.refresh()

    # -- what is on screen -----------------------------------------------------------------
    def _seat_on_screen(self) -> int:
        s = self.session
        active = s.active_human()
        if active is not None:
            return active
        if s.viewer_seat is not None and s.is_human(s.viewer_seat):
            return s.viewer_seat
        humans = [i for i in range(s.num_players) if s.is_human(i)]
        return humans[0] if humans else 0

    def _my_turn(self) -> bool:
        return self.session.active_human() == self.sheet_seat and self.session.active_human() is not None

    def _die_actions(self) -> list[Any]:
        if not self._my_turn() or self.selected_die is None or self.tentative is not None:
            return []
        return [a for a in self.session.legal_actions(self.sheet_seat) if a.die == self.selected_die]

    def _targets(self) -> dict[int, Any]:
        out: dict[int, Any] = {}
        for a in self._die_actions():
            if isinstance(a, Write) and a.colour_change == self.colour_change:
                out[a.prefecture] = a
        return out

    def refresh(self) -> None:
        s = self.session
        obs = s.observation()
        seat = self._seat_on_screen()
        roll_key = (obs["roll"], seat)
        if roll_key != self._last_roll or seat != self.sheet_seat:
            self.tentative = None
            self.colour_change = False
        self._last_roll = roll_key
        self.sheet_seat = seat
        pending = obs["pending"][seat]
        if self.tentative is not None and not self._my_turn():
            self.tentative = None
        if self.selected_die not in pending:
            self.selected_die = pending[0] if pending else None
        my_turn = self._my_turn()
        actions = [a for a in s.legal_actions(seat) if a.die == self.selected_die] if my_turn else []
        can_change = any(isinstance(a, Write) and a.colour_change for a in actions)
        if not can_change:
            self.colour_change = False
        has_zone_write = any(isinstance(a, Write) and not a.colour_change for a in actions)
        if my_turn and not has_zone_write and can_change and self.selected_die is not None:
            self.colour_change = True  # the zone is full: only a colour change can write
        self.change_button.blockSignals(True)
        self.change_button.setChecked(self.colour_change)
        self.change_button.blockSignals(False)
        self.change_button.setEnabled(can_change and has_zone_write and self.tentative is None)
        self.pass_button.setEnabled(any(isinstance(a, Pass) for a in actions) and self.tentative is None)
        self.undo_button.setEnabled(self.tentative is not None or (my_turn and s.can_undo()))
        self.confirm_button.setEnabled(self.tentative is not None)

        name = s.seats[seat].name
        if obs["over"]:
            banner = self.tr("{0}'s sheet — the game is over: {1} X").format(name, obs["x_counts"][seat])
        elif my_turn:
            who = self.tr("{0}'s sheet").format(name)
            banner = f"<b>{who}</b> — " + self.tr("resolve both dice on your own map")
        else:
            banner = self.tr("{0}'s sheet — waiting for the other players").format(name)
        self.banner.setText(banner)
        self.banner.setAccessibleDescription(self.banner.text())

        for i, die in enumerate(self.dice):
            if i < len(obs["dice"]):
                colour, value = obs["dice"][i]
                die.set_die(colour, value, i in pending, i == self.selected_die)
                die.show()
            else:
                die.hide()
        targets = self._targets()
        labels = {pid: str(a.value) for pid, a in targets.items()}
        tentative = None
        if isinstance(self.tentative, Write):
            tentative = (self.tentative.prefecture, str(self.tentative.value))
        extra = []
        if obs["sea_links"] == "extended":
            from engines.rolling_japan import OPTIONAL_SEA_LINKS
            extra = list(OPTIONAL_SEA_LINKS)
        self.map.set_sheet(name, obs["sheets"][seat], labels, tentative, extra)
        self.track.set_values(obs["round"], obs["turn"], obs["rounds"], obs["changes_left"][seat],
                              obs["x_counts"][seat])
        others = [o for o in range(s.num_players) if o != seat]
        for mini, other in zip(self.minis, others, strict=False):
            status = ""
            if obs["over"]:
                status = ""
            elif obs["pending"][other]:
                status = self.tr("resolving…")
            else:
                status = self.tr("done")
            label = s.seats[other].name
            if not s.is_human(other):
                label += " " + self.tr("(computer)")
            mini.set_sheet(label, obs["sheets"][other], obs["x_counts"][other], status)
        self.instructions.setText(self._instruction_text(obs, actions, targets))
        self.update()

    def _instruction_text(self, obs: dict[str, Any], actions: list[Any], targets: dict[int, Any]) -> str:
        if obs["over"]:
            return self.tr("All empty prefectures got an X. Fewest X wins.")
        if self.tentative is not None:
            return self.tr("Check your sheet, then confirm the roll (Enter) or undo (Backspace).")
        if not self._my_turn():
            return self.tr("The computer players are writing their dice…")
        if self.selected_die is None:
            return ""
        colour, value = obs["dice"][self.selected_die]
        if any(isinstance(a, Write) and a.value == "X" for a in targets.values()):
            return self.tr("The {0} {1} fits nowhere in its zone: write an X in one of its empty "
                           "prefectures{2}.").format(colour_name(colour), value,
                                                     self.tr(", or use a colour change") if self.change_button.isEnabled() else "")
        if self.colour_change:
            return self.tr("Colour change: write the {0} anywhere it fits on the map.").format(value)
        if any(isinstance(a, Pass) for a in actions) and not targets:
            return self.tr("The {0} zone is full: no effect, or a colour change.").format(colour_name(colour))
        where = self.tr("anywhere on the map") if colour == WILD else self.tr("in the {0} zone").format(
            colour_name(colour))
        return self.tr("Write the {0} {1}. A neighbour may differ by at most 1.").format(value, where)

    def status_text(self) -> str:
        return self.instructions.text()

    # -- decisions ---------------------------------------------------------------------------
    def select_die(self, index: int) -> None:
        obs = self.session.observation()
        if index in obs["pending"][self.sheet_seat] and self.tentative is None:
            self.selected_die = index
            self.colour_change = False
            self.refresh()
            self.map.setFocus()

    def _on_change_toggled(self, on: bool) -> None:
        self.colour_change = on
        self.refresh()

    def toggle_colour_change(self) -> None:
        if self.change_button.isEnabled():
            self.change_button.toggle()

    def _finishes_my_roll(self, action: Any) -> bool:
        s = self.session
        if s.engine.reveals(s.state, self.sheet_seat, action):  # the next roll would follow
            return True
        after = s.engine.apply(s.state, self.sheet_seat, action)
        return self.sheet_seat not in s.engine.to_move(after)

    def _play(self, action: Any) -> None:
        """Writes at once, except the decision that ends this player's roll: that one waits,
        pencilled in, for the confirmation (until then it can still be undone)."""
        try:
            finishing = self._finishes_my_roll(action)
        except ValueError as exc:
            self.session.error.emit(str(exc))
            return
        if finishing:
            self.tentative = action
            self.refresh()
            self.confirm_button.setFocus()
            return
        self.session.submit(self.sheet_seat, action)

    def _on_prefecture(self, pid: int) -> None:
        action = self._targets().get(pid)
        if action is not None:
            self._play(action)

    def pass_die(self) -> None:
        for a in self._die_actions():
            if isinstance(a, Pass):
                self._play(a)
                return

    def confirm(self) -> None:
        if self.tentative is None:
            return
        action, self.tentative = self.tentative, None
        if not self.session.submit(self.sheet_seat, action):
            self.refresh()

    def undo(self) -> None:
        if self.tentative is not None:
            self.tentative = None
            self.refresh()
            return
        self.session.undo()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_1, Qt.Key.Key_2):
            self.select_die(0 if key == Qt.Key.Key_1 else 1)
        elif key == Qt.Key.Key_C:
            self.toggle_colour_change()
        elif key == Qt.Key.Key_P:
            self.pass_die()
        elif key == Qt.Key.Key_Backspace:
            self.undo()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.tentative is not None:
            self.confirm()
        else:
            super().keyPressEvent(event)


VIEW = RollingJapanView
