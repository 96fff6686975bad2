"""Rolling Japan's look on the table kit: each die colour a Swatch (its symbol: circle, triangle, star,
diamond, square, cross; the wild purple a burst), each zone also a hatching (so the tiny mini-sheets
tell the zones apart without colour), the dice faces, the paper and ink. QPainter only, no widgets."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.table import Swatch, centred_square, saved
from engines.rolling_japan import NAMES, WILD

CONTEXT = "RollingJapanView"

#: every die colour with its symbol and its name (translated in the view's context)
SWATCHES: dict[str, Swatch] = {
    "red": Swatch("#d23a3a", "circle", "red", CONTEXT),
    "green": Swatch("#2f9a4f", "triangle", "green", CONTEXT),
    "yellow": Swatch("#e0b51c", "star", "yellow", CONTEXT),
    "blue": Swatch("#2f69c8", "diamond", "blue", CONTEXT),
    "black": Swatch("#2b2b2f", "square", "black", CONTEXT),
    "white": Swatch("#f4f4f2", "cross", "white", CONTEXT),
    "purple": Swatch("#8a45c2", "burst", "purple (wild)", CONTEXT),
}
#: the light tint of each zone on the map
TINTS = {"red": "#f8d7d3", "green": "#d5eed9", "yellow": "#fbefc2", "blue": "#d6e3f7", "black": "#d9d9dc",
         "white": "#ffffff", "purple": "#eadcf5"}
#: each zone's hatching: line angles in degrees (none for white: plain paper)
HATCHES: dict[str, tuple[int, ...]] = {"red": (45,), "green": (135,), "yellow": (0,), "blue": (90,),
                                       "black": (45, 135), "white": ()}
#: colours on which white ink reads better than dark ink
DARK = frozenset({"black", "blue", "red", "green", "purple"})

PAPER = QColor("#f6f1e4")
SEA = QColor("#dfe9ef")
SEA_DEEP = QColor("#cddbe6")
INK = QColor("#1d2230")
MUTED = QColor("#5b6170")
CROSS = QColor("#b3261e")
LINK = QColor("#7c8595")
SEA_LINK = QColor("#2a7fd4")
HIGHLIGHT = QColor("#f0a500")
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}

# the colour names, for the translation tools (the Swatches translate them)
_NAMES = (QCoreApplication.translate("RollingJapanView", "red"),
          QCoreApplication.translate("RollingJapanView", "green"),
          QCoreApplication.translate("RollingJapanView", "yellow"),
          QCoreApplication.translate("RollingJapanView", "blue"),
          QCoreApplication.translate("RollingJapanView", "black"),
          QCoreApplication.translate("RollingJapanView", "white"),
          QCoreApplication.translate("RollingJapanView", "purple (wild)"))


def colour_name(colour: str) -> str:
    """The translated name of a die colour ("bleu", "violet (joker)")."""
    return SWATCHES[colour if colour in SWATCHES else WILD].name()


def prefecture_name(pid: int) -> str:
    return QCoreApplication.translate("prefecture", NAMES[pid])


def strong(colour: str) -> QColor:
    return SWATCHES[colour].qcolor()


def edge(colour: str) -> QColor:
    """A zone box's outline."""
    return QColor("#8c8c8c") if colour == "white" else strong(colour).darker(130)


def draw_symbol(p: QPainter, colour: str, centre: QPointF, r: float, *, on_dark: bool = False) -> None:
    """The colour's symbol centred on `centre`, radius r."""
    SWATCHES[colour].paint(p, centred_square(centre, r), outline=QColor("#ffffff") if on_dark else INK,
                           width=max(1.0, r * 0.18))


def paint_hatch(p: QPainter, rect: QRectF, colour: str, *, clip: QPainterPath | None = None,
                lines: float = 3.0, alpha: int = 150) -> None:
    """The zone's hatching over rect: about `lines` lines across its shorter side, in the zone's
    colour (white's zone stays plain). Told apart without colour: /, \\, -, |, a grid, nothing."""
    angles = HATCHES.get(colour, ())
    if not angles or rect.width() < 2 or rect.height() < 2:
        return
    step = max(2.2, min(rect.width(), rect.height()) / lines)
    ink = QColor("#6b6b70") if colour == "black" else strong(colour).darker(115)
    ink.setAlpha(alpha)
    # the lines made at once and the painter saved by hand: it runs for every zone box at every paint
    # (issue 28); the same lines in the same order as one drawLine each
    left, top, right, bottom, h = rect.left(), rect.top(), rect.right(), rect.bottom(), rect.height()
    n = int((rect.width() + h) / step) + 2
    p.save()
    try:
        p.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        if clip is not None:
            p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
        p.setPen(QPen(ink, max(0.8, step * 0.28)))
        draw = p.drawLine
        for angle in angles:
            offsets = [i * step for i in range(-1, n)]
            if angle == 0:
                hatch = [QLineF(left, top + d, right, top + d) for d in offsets]
            elif angle == 90:
                hatch = [QLineF(left + d, top, left + d, bottom) for d in offsets]
            elif angle == 45:
                hatch = [QLineF(left + d, bottom, left + d - h, top) for d in offsets]
            else:
                hatch = [QLineF(left + d - h, bottom, left + d, top) for d in offsets]
            for line in hatch:
                draw(line)
    finally:
        p.restore()


def paint_x(p: QPainter, rect: QRectF, width: float) -> None:
    """An X mark drawn as two strokes (readable at any size, no font needed)."""
    side = min(rect.width(), rect.height()) * 0.7
    box = centred_square(rect.center(), side / 2)
    with saved(p):
        pen = QPen(CROSS, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.drawLine(box.topLeft(), box.bottomRight())
        p.drawLine(box.topRight(), box.bottomLeft())


def paint_die(p: QPainter, rect: QRectF, colour: str, value: int, *, used: bool = False) -> None:
    """A die face with its pips, and the colour's symbol in its corner (the colour told without hue)."""
    body = strong(colour)
    if used:
        body.setAlpha(90)
    with saved(p):
        p.setPen(QPen(INK if colour == "white" else body.darker(150), max(1.0, rect.width() * 0.03)))
        p.setBrush(body)
        p.drawRoundedRect(rect, rect.width() * 0.16, rect.width() * 0.16)
        pip = QColor("#ffffff") if colour in DARK else QColor(INK)
        if used:
            pip.setAlpha(110)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(pip)
        c = rect.center()
        step = rect.width() * 0.25
        for dx, dy in PIPS.get(value, []):
            p.drawEllipse(QPointF(c.x() + dx * step, c.y() + dy * step), rect.width() * 0.085, rect.width() * 0.085)
    draw_symbol(p, colour, QPointF(rect.right(), rect.top()), rect.width() * 0.16)
