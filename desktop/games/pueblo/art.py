"""Our own 2D art for Pueblo, shared by the 3D board texture, the flat fallback view and the side
panels: the board with its track, the colour swatches with their patterns, the player symbols."""
from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPen, QPolygonF

from desktop.games.pueblo import geometry as g
from desktop.games.pueblo import track
from desktop.table.paint import Swatch, saved

# Board palette
SAND_LIGHT = QColor(*g.SAND_RGB[0])
SAND_DARK = QColor(*g.SAND_RGB[1])
GRID_LINE = QColor(160, 128, 86)
TRACK = QColor(176, 92, 58)
TRACK_ALT = QColor(160, 80, 50)
CORNER = QColor(96, 56, 36)
RIM = QColor(120, 78, 46)
INK = QColor(250, 240, 220)


@dataclass(frozen=True)
class Label:
    """A 2D badge drawn over the 3D view at the projection of a world point."""

    point: tuple[float, float, float]
    text: str
    code: int | None = None       # colour symbol shown before the text
    fill: QColor | None = None


def _t(text: str) -> str:
    return QCoreApplication.translate("PuebloView", text)


def colour_name(code: int) -> str:
    """The translated name of a colour code ("neutral", "red", ...)."""
    return {1: _t("neutral"), 2: _t("red"), 3: _t("blue"), 4: _t("green"), 5: _t("violet")}.get(code, "?")


def player_colour_name(seat: int) -> str:
    return colour_name(2 + seat)


def qcolor(code: int) -> QColor:
    r, gg, b = g.BASE_RGB[code]
    return QColor.fromRgbF(r, gg, b)


def _hex(code: int) -> str:
    return QColor.fromRgbF(*g.BASE_RGB[code]).name()


#: every colour of the game with its symbol and name (the kit's Swatch): "every colour has a symbol"
SWATCHES: dict[int, Swatch] = {
    g.NEUTRAL: Swatch(_hex(g.NEUTRAL), "star6", "neutral", "PuebloView"),
    g.RED: Swatch(_hex(g.RED), "circle", "red", "PuebloView"),
    g.BLUE: Swatch(_hex(g.BLUE), "square", "blue", "PuebloView"),
    g.GREEN: Swatch(_hex(g.GREEN), "triangle", "green", "PuebloView"),
    g.VIOLET: Swatch(_hex(g.VIOLET), "diamond", "violet", "PuebloView"),
}


def draw_symbol(p: QPainter, code: int, rect: QRectF, outline: QColor | None = None) -> None:
    """The symbol that goes with a colour: circle red, square blue, triangle green, diamond violet,
    a six-point star for neutral beige (the kit's shape_path through the Swatch)."""
    swatch = SWATCHES.get(code, SWATCHES[g.NEUTRAL])
    swatch.paint(p, rect, outline=outline or QColor(30, 22, 16), width=max(1.0, rect.width() / 12))


def draw_swatch(p: QPainter, code: int, rect: QRectF) -> None:
    """A cube face as drawn in 3D: the colour with its surface pattern."""
    template, tones = g.PATTERNS[code]
    base = g.BASE_RGB[code]
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        for tri, tone in zip(template, tones, strict=True):
            col = QColor.fromRgbF(*(min(1.0, c * float(tone)) for c in base))
            p.setBrush(col)
            p.drawPolygon(QPolygonF([QPointF(rect.left() + a * rect.width(), rect.bottom() - b * rect.height())
                                     for a, b in tri]))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(*(int(c * 255) for c in (g.EDGE_NEUTRAL_RGBA if code == g.NEUTRAL else g.EDGE_RGBA)[:3])),
                      max(1.0, rect.width() / 14)))
        p.drawRect(rect)


def paint_board(p: QPainter, to_px, unit: float, chieftain: int | None = None, numbers: bool = True) -> None:
    """The board in world units: `to_px(x, y)` maps a ground point to the painter's QPointF,
    `unit` is the size of one cell in pixels (north is up); `numbers`: the spaces' numbers (the 3D
    board paints its own over the texture, sized for the screen)."""
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)

        def rect(x0: float, y0: float, x1: float, y1: float) -> QRectF:
            a, b = to_px(x0, y1), to_px(x1, y0)
            return QRectF(a, b)

        # rim and plate
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(RIM)
        p.drawRoundedRect(rect(-1.5, -1.5, 9.5, 9.5), unit * 0.25, unit * 0.25)
        # building area
        for x in range(g.SIZE):
            for y in range(g.SIZE):
                p.setBrush(SAND_LIGHT if (x + y) % 2 == 0 else SAND_DARK)
                p.drawRect(rect(x, y, x + 1, y + 1))
        p.setPen(QPen(GRID_LINE, max(1.0, unit * 0.02)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(g.SIZE + 1):
            p.drawLine(to_px(i, 0), to_px(i, g.SIZE))
            p.drawLine(to_px(0, i), to_px(g.SIZE, i))
        # track
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(6, int(unit * 0.34)))
        font.setBold(True)
        p.setFont(font)
        for s in range(g.NUM_SPACES):
            x0, y0, x1, y1 = track.space_rect(s)
            r = rect(x0, y0, x1, y1).adjusted(unit * 0.04, unit * 0.04, -unit * 0.04, -unit * 0.04)
            corner = s in g.CORNERS
            p.setPen(QPen(QColor(70, 38, 22), max(1.0, unit * 0.03)))
            p.setBrush(CORNER if corner else (TRACK if s % 2 else TRACK_ALT))
            if corner:
                p.drawRoundedRect(r, unit * 0.22, unit * 0.22)
                # a small 2x2 sign with his quarter filled: corners look from above
                q = QRectF(r.center().x() - unit * 0.18, r.center().y() - unit * 0.05, unit * 0.36, unit * 0.36)
                p.setPen(QPen(INK, max(1.0, unit * 0.02)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(q)
                p.drawLine(QPointF(q.center().x(), q.top()), QPointF(q.center().x(), q.bottom()))
                p.drawLine(QPointF(q.left(), q.center().y()), QPointF(q.right(), q.center().y()))
                # fill the quarter toward the board
                fx = 0 if s in (18, 27) else 1
                fy = 0 if s in (0, 27) else 1
                p.setBrush(INK)
                p.drawRect(QRectF(q.left() + (1 - fx) * q.width() / 2, q.top() + (1 - fy) * q.height() / 2,
                                  q.width() / 2, q.height() / 2))
                p.setPen(INK)
                if numbers:
                    p.drawText(QRectF(r.left(), r.top(), r.width(), r.height() * 0.5), Qt.AlignmentFlag.AlignCenter,
                               str(s))
            else:
                p.drawRect(r)
                p.setPen(INK)
                looking, _ = track.space_looks(s)
                dx, dy = looking
                c = r.center()
                # a small arrow toward the board, and the number
                tip = QPointF(c.x() + dx * unit * 0.36, c.y() - dy * unit * 0.36)
                base = QPointF(c.x() + dx * unit * 0.2, c.y() - dy * unit * 0.2)
                side = QPointF(-dy * unit * 0.1, -dx * unit * 0.1)
                p.setBrush(INK)
                p.drawPolygon(QPolygonF([tip, base + side, base - side]))
                shift = QPointF(-dx * unit * 0.1, dy * unit * 0.1)
                if numbers:
                    p.drawText(QRectF(r.left(), r.top(), r.width(), r.height()).translated(shift),
                               Qt.AlignmentFlag.AlignCenter, str(s))


#: the 3D board's texture: pixels per board unit (scene.py, prepared ahead by warm.py)
BOARD_PPU = 80


@functools.lru_cache(maxsize=2)
def board_texture(pixels_per_unit: int = 80, numbers: bool = True) -> np.ndarray:
    """The board as an RGBA array indexed [x, y] (x east, y north) covering [-1.5, 9.5]^2: a transposed
    view of rows (y) of pixels, so the texture upload (pyqtgraph's GLImageItem transposes it back to
    rows) copies nothing more. Safe to build off the GUI thread (a QImage; warm.py does)."""
    span = 11.0
    size = int(span * pixels_per_unit)
    img = QImage(size, size, QImage.Format.Format_RGBA8888)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)

    def to_px(x: float, y: float) -> QPointF:
        return QPointF((x + 1.5) * pixels_per_unit, (9.5 - y) * pixels_per_unit)

    paint_board(p, to_px, pixels_per_unit, numbers=numbers)
    p.end()
    ptr = img.constBits()
    rows = np.frombuffer(ptr, dtype=np.uint8).reshape(size, img.bytesPerLine() // 4, 4)[::-1, :size].copy()
    rows.setflags(write=False)  # cached and shared by every board
    return rows.transpose(1, 0, 2)


def badge(p: QPainter, at: QPointF, text: str, code: int | None, *, fill: QColor | None = None,
          font_px: int = 13) -> QRectF:
    """A rounded label with a colour symbol and text, centred on `at`."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(font_px)
    font.setBold(True)
    p.setFont(font)
    fm = p.fontMetrics()
    sym = font_px if code is not None else 0
    w = fm.horizontalAdvance(text) + sym + 12 + (4 if sym else 0)
    h = font_px + 8
    r = QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
    p.setPen(QPen(QColor(30, 22, 16), 1.2))
    p.setBrush(QBrush(fill or QColor(255, 250, 235, 235)))
    p.drawRoundedRect(r, h / 2, h / 2)
    x = r.left() + 6
    if code is not None:
        draw_symbol(p, code, QRectF(x, r.top() + 4, sym, sym))
        x += sym + 4
    p.setPen(QColor(30, 22, 16))
    p.drawText(QRectF(x, r.top(), w, h), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
    return r
