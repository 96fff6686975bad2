"""One painter for every symbol on the tables: `shape_path(kind, rect)`.

Every shape is centred in `rect` and sized from the rect's shorter side `s` (a shape never leaves the
square of side s centred in rect), so a symbol keeps its proportions in any box. The kinds cover what
the five games draw: Coloretto's seven colour symbols and the golden joker's crown, Rolling Japan's zone
symbols (with the eight-point burst of the wild purple), R-Eco's four waste symbols (rounded square),
Pueblo's player/colour symbols (six-point star for neutral beige).
"""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath

#: every kind shape_path draws; each game picks one per colour (see desktop.table.paint.Swatch)
KINDS: tuple[str, ...] = (
    "circle", "square", "rounded_square", "triangle", "diamond", "star", "star6", "burst", "cross",
    "heart", "crown", "hexagon", "ring",
)


def _star(path: QPainterPath, cx: float, cy: float, outer: float, inner: float, points: int) -> None:
    for i in range(points * 2):
        rad = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        pt = QPointF(cx + rad * math.cos(a), cy + rad * math.sin(a))
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.closeSubpath()


def _polygon(path: QPainterPath, points: list[tuple[float, float]]) -> None:
    path.moveTo(*points[0])
    for x, y in points[1:]:
        path.lineTo(x, y)
    path.closeSubpath()


def shape_path(kind: str, rect: QRectF) -> QPainterPath:
    """The symbol `kind` (one of KINDS) filling the square of the rect's shorter side, centred.
    Raises ValueError on an unknown kind (a typo must not silently draw nothing)."""
    path = QPainterPath()
    cx, cy = rect.center().x(), rect.center().y()
    s = min(rect.width(), rect.height())
    h = s / 2
    if kind == "circle":
        path.addEllipse(QPointF(cx, cy), h * 0.92, h * 0.92)
    elif kind == "square":
        path.addRect(QRectF(cx - h * 0.82, cy - h * 0.82, s * 0.82, s * 0.82))
    elif kind == "rounded_square":
        path.addRoundedRect(QRectF(cx - h * 0.82, cy - h * 0.82, s * 0.82, s * 0.82), s * 0.1, s * 0.1)
    elif kind == "triangle":
        _polygon(path, [(cx, cy - h * 0.96), (cx + h, cy + h * 0.8), (cx - h, cy + h * 0.8)])
    elif kind == "diamond":
        _polygon(path, [(cx, cy - h), (cx + h * 0.78, cy), (cx, cy + h), (cx - h * 0.78, cy)])
    elif kind == "star":
        _star(path, cx, cy + s * 0.04, h, h * 0.43, 5)
    elif kind == "star6":
        _star(path, cx, cy, h, h * 0.5, 6)
    elif kind == "burst":
        _star(path, cx, cy, h, h * 0.58, 8)
    elif kind == "cross":
        t = s * 0.17
        path.addRect(QRectF(cx - t, cy - h * 0.9, 2 * t, s * 0.9))
        path.addRect(QRectF(cx - h * 0.9, cy - t, s * 0.9, 2 * t))
        path = path.simplified()
    elif kind == "heart":
        top = cy - s * 0.22
        path.moveTo(cx, cy + s * 0.45)
        path.cubicTo(cx - s * 0.62, cy + s * 0.02, cx - s * 0.4, top - s * 0.26, cx, top)
        path.cubicTo(cx + s * 0.4, top - s * 0.26, cx + s * 0.62, cy + s * 0.02, cx, cy + s * 0.45)
        path.closeSubpath()
    elif kind == "crown":
        _polygon(path, [(cx - h * 0.9, cy + h * 0.6), (cx - h, cy - h * 0.6), (cx - h * 0.44, cy - h * 0.04),
                        (cx, cy - h * 0.84), (cx + h * 0.44, cy - h * 0.04), (cx + h, cy - h * 0.6),
                        (cx + h * 0.9, cy + h * 0.6)])
    elif kind == "hexagon":
        _polygon(path, [(cx + h * 0.95 * math.cos(a), cy + h * 0.95 * math.sin(a))
                        for a in (math.pi / 6 + i * math.pi / 3 for i in range(6))])
    elif kind == "ring":
        path.addEllipse(QPointF(cx, cy), h * 0.92, h * 0.92)
        path.addEllipse(QPointF(cx, cy), h * 0.55, h * 0.55)
        path.setFillRule(Qt.FillRule.OddEvenFill)
    else:
        raise ValueError(f"unknown shape kind {kind!r} (known: {', '.join(KINDS)})")
    return path


def centred_square(centre: QPointF, radius: float) -> QRectF:
    """The rect for shape_path from a centre and a radius (Rolling Japan and R-Eco think this way)."""
    return QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
