"""The library's pictures of the five games, drawn with QPainter (our own art)."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF


def _background(p: QPainter, r: QRectF, top: str, bottom: str) -> None:
    g = QLinearGradient(r.topLeft(), r.bottomLeft())
    g.setColorAt(0, QColor(top))
    g.setColorAt(1, QColor(bottom))
    path = QPainterPath()
    path.addRoundedRect(r, 10, 10)
    p.fillPath(path, QBrush(g))


def _coloretto(p: QPainter, r: QRectF) -> None:
    _background(p, r, "#3b2f5c", "#1e1833")
    colours = ["#d8392b", "#f2b632", "#3f8f3a", "#2f6fd0", "#8b4ec2", "#e07b28", "#6b4a2b"]
    cx, cy = r.center().x(), r.bottom() + r.height() * 0.15
    w, h = r.width() * 0.2, r.height() * 0.55
    for i, c in enumerate(colours):
        angle = -36 + i * 12
        p.save()
        p.translate(cx, cy)
        p.rotate(angle)
        card = QRectF(-w / 2, -r.height() * 0.95, w, h)
        p.setPen(QPen(QColor("#ffffff"), 2))
        p.setBrush(QColor(c))
        p.drawRoundedRect(card, 6, 6)
        p.setBrush(QColor(255, 255, 255, 200))
        p.setPen(Qt.PenStyle.NoPen)
        centre = card.center()
        s = w * 0.22
        shape = i % 4
        if shape == 0:
            p.drawEllipse(centre, s, s)
        elif shape == 1:
            p.drawRect(QRectF(centre.x() - s, centre.y() - s, 2 * s, 2 * s))
        elif shape == 2:
            p.drawPolygon(QPolygonF([QPointF(centre.x(), centre.y() - s * 1.2), QPointF(centre.x() + s * 1.1, centre.y() + s),
                                     QPointF(centre.x() - s * 1.1, centre.y() + s)]))
        else:
            p.drawPolygon(QPolygonF([QPointF(centre.x(), centre.y() - s * 1.3), QPointF(centre.x() + s, centre.y()),
                                     QPointF(centre.x(), centre.y() + s * 1.3), QPointF(centre.x() - s, centre.y())]))
        p.restore()


def _r_eco(p: QPainter, r: QRectF) -> None:
    _background(p, r, "#2e6b3a", "#163a1e")
    c = r.center()
    rad = min(r.width(), r.height()) * 0.3
    colours = ["#f2c94c", "#56ccf2", "#eb5757"]
    for i in range(3):
        p.save()
        p.translate(c)
        p.rotate(i * 120)
        pen = QPen(QColor(colours[i]), rad * 0.22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        p.setPen(pen)
        p.drawArc(QRectF(-rad, -rad, 2 * rad, 2 * rad), 100 * 16, 90 * 16)
        a = math.radians(190)
        tip = QPointF(rad * math.cos(a), -rad * math.sin(a))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(colours[i]))
        d = rad * 0.28
        p.drawPolygon(QPolygonF([tip + QPointF(-d, 0), tip + QPointF(d, 0), tip + QPointF(0, d * 1.2)]))
        p.restore()


def _siberia(p: QPainter, r: QRectF) -> None:
    _background(p, r, "#9fb8d0", "#e8eef4")
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#f8fbff"))
    hills = QPainterPath(QPointF(r.left(), r.bottom()))
    hills.cubicTo(r.left() + r.width() * 0.3, r.bottom() - r.height() * 0.45,
                  r.left() + r.width() * 0.6, r.bottom() - r.height() * 0.1, r.right(), r.bottom() - r.height() * 0.35)
    hills.lineTo(r.bottomRight())
    p.drawPath(hills)
    # the headframe
    pen = QPen(QColor("#3a2b20"), max(2.0, r.width() * 0.018))
    p.setPen(pen)
    base_y = r.bottom() - r.height() * 0.18
    x0 = r.left() + r.width() * 0.55
    top = r.top() + r.height() * 0.2
    p.drawLine(QPointF(x0, base_y), QPointF(x0 + r.width() * 0.08, top))
    p.drawLine(QPointF(x0 + r.width() * 0.22, base_y), QPointF(x0 + r.width() * 0.12, top))
    p.drawLine(QPointF(x0 + r.width() * 0.03, base_y - r.height() * 0.2), QPointF(x0 + r.width() * 0.19, base_y - r.height() * 0.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(x0 + r.width() * 0.1, top), r.width() * 0.05, r.width() * 0.05)
    # gems
    for i, col in enumerate(["#5ad1e6", "#f2c94c", "#222222"]):
        p.setPen(QPen(QColor("#ffffff"), 1.5))
        p.setBrush(QColor(col))
        gx = r.left() + r.width() * (0.12 + i * 0.12)
        gy = r.bottom() - r.height() * 0.2
        s = r.width() * 0.045
        p.drawPolygon(QPolygonF([QPointF(gx, gy - s), QPointF(gx + s, gy), QPointF(gx, gy + s), QPointF(gx - s, gy)]))


def _rolling_japan(p: QPainter, r: QRectF) -> None:
    _background(p, r, "#f6efe2", "#e6d8bf")
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#c8102e"))
    p.drawEllipse(QPointF(r.right() - r.width() * 0.26, r.top() + r.height() * 0.3), r.height() * 0.18, r.height() * 0.18)
    # a stylised archipelago of boxes
    p.setPen(QPen(QColor("#4a3b2a"), 1.5))
    for i, (fx, fy) in enumerate([(0.7, 0.55), (0.6, 0.62), (0.5, 0.68), (0.4, 0.72), (0.3, 0.8), (0.2, 0.86)]):
        p.setBrush(QColor(["#7fb3d5", "#e57373", "#81c784", "#fff176", "#9e9e9e", "#ffffff"][i]))
        p.drawRect(QRectF(r.left() + r.width() * fx, r.top() + r.height() * fy, r.width() * 0.09, r.height() * 0.1))
    for k, (fx, fy, val, col) in enumerate([(0.12, 0.18, 5, "#d32f2f"), (0.33, 0.28, 3, "#7b1fa2")]):
        s = r.height() * 0.3
        die = QRectF(r.left() + r.width() * fx, r.top() + r.height() * fy, s, s)
        p.save()
        p.translate(die.center())
        p.rotate(-12 + 20 * k)
        p.translate(-die.center())
        p.setPen(QPen(QColor("#333333"), 2))
        p.setBrush(QColor(col))
        p.drawRoundedRect(die, s * 0.18, s * 0.18)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ffffff"))
        pips = {3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
                5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)]}[val]
        for px, py in pips:
            p.drawEllipse(QPointF(die.left() + px * s, die.top() + py * s), s * 0.08, s * 0.08)
        p.restore()


def _pueblo(p: QPainter, r: QRectF) -> None:
    _background(p, r, "#f3c98b", "#c9773d")
    # isometric cubes
    s = r.height() * 0.17
    ox, oy = r.center().x(), r.bottom() - r.height() * 0.24

    def cube(i: int, j: int, k: int, colour: str) -> None:
        x = ox + (i - j) * s * 0.87
        y = oy + (i + j) * s * 0.5 - k * s
        base = QColor(colour)
        top = QPolygonF([QPointF(x, y - s), QPointF(x + s * 0.87, y - s * 0.5), QPointF(x, y), QPointF(x - s * 0.87, y - s * 0.5)])
        left = QPolygonF([QPointF(x - s * 0.87, y - s * 0.5), QPointF(x, y), QPointF(x, y + s), QPointF(x - s * 0.87, y + s * 0.5)])
        right = QPolygonF([QPointF(x + s * 0.87, y - s * 0.5), QPointF(x, y), QPointF(x, y + s), QPointF(x + s * 0.87, y + s * 0.5)])
        p.setPen(QPen(QColor(60, 40, 20), 1))
        p.setBrush(base.lighter(125))
        p.drawPolygon(top)
        p.setBrush(base)
        p.drawPolygon(left)
        p.setBrush(base.darker(130))
        p.drawPolygon(right)

    blocks = [(-1, -1, 0, "#e8d9b5"), (0, -1, 0, "#e8d9b5"), (-1, 0, 0, "#c0392b"), (0, 0, 0, "#c0392b"),
              (-1, -1, 1, "#e8d9b5"), (0, 0, 1, "#2e6fbf"), (-1, 0, 1, "#2e6fbf"), (-1, -1, 2, "#7d3c98")]
    for i, j, k, col in sorted(blocks, key=lambda b: (b[2], b[0] + b[1])):
        cube(i, j, k, col)


PAINTERS = {"coloretto": _coloretto, "r_eco": _r_eco, "siberia": _siberia,
            "rolling_japan": _rolling_japan, "pueblo": _pueblo}


def paint_cover(game: str, painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(rect)
    PAINTERS[game](painter, rect)
    painter.restore()
