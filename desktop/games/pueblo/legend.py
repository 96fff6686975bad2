"""Pueblo's legend (F2, desktop/table/legend.py): the colours with their symbols and cube patterns, a
lit face, the ghost block, the chieftain, a sacred site, the last-move mark and the focus ring. The
samples are drawn the way the flat board draws them (art.draw_swatch / draw_symbol)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.games.pueblo import art
from desktop.games.pueblo import geometry as g
from desktop.table.activatable import paint_focus_ring
from desktop.table.hint_marks import hint_label, hint_legend_text, paint_hint
from desktop.table.legend import Row, centred, shape_word
from desktop.table.marks import paint_last_move
from desktop.table.text import draw_fitted_text


def _t(text: str) -> str:
    return QCoreApplication.translate("PuebloLegend", text)


def _cube(code: int, *, lit: bool = False, level: int | None = None):
    def draw(p: QPainter, r: QRectF) -> None:
        cell = centred(r, 44, 44)
        art.draw_swatch(p, code, cell)
        art.draw_symbol(p, code, QRectF(cell.left() + 3, cell.top() + 3, cell.width() * 0.32, cell.width() * 0.32))
        if level is not None:
            p.setPen(QColor(20, 16, 12) if code == g.NEUTRAL else QColor(255, 255, 255))
            draw_fitted_text(p, cell, str(level), wrap=False)
        if lit:
            p.setPen(QPen(QColor.fromRgbF(*g.HIGHLIGHT_RGB), 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(cell.adjusted(2, 2, -2, -2))
    return draw


def _ghost(p: QPainter, r: QRectF) -> None:
    col = QColor.fromRgbF(*g.ghost_rgba(g.RED))
    side = min(r.height(), r.width() / 3)
    for i, level in enumerate((1, 1, 2)):
        cell = QRectF(r.left() + i * side, r.center().y() - side / 2, side, side).adjusted(3, 3, -3, -3)
        p.setPen(QPen(QColor.fromRgbF(*g.GHOST_EDGE_RGBA), 3))
        p.setBrush(col)
        p.drawRect(cell)
        if i == 0:
            art.draw_symbol(p, g.RED, QRectF(cell.left() + 2, cell.top() + 2, cell.width() * 0.42,
                                             cell.height() * 0.42), outline=QColor(255, 255, 255))
        p.setPen(QColor(255, 255, 255))
        draw_fitted_text(p, cell, str(level), wrap=False, flags=Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight)


def _chieftain(p: QPainter, r: QRectF) -> None:
    c, unit = r.center(), min(r.width(), r.height())
    p.setPen(QPen(QColor(255, 240, 200), 2))
    p.setBrush(QColor(120, 60, 20))
    p.drawEllipse(c, unit * 0.4, unit * 0.4)
    p.setBrush(QColor(236, 180, 100))
    p.drawEllipse(c, unit * 0.19, unit * 0.19)


def _sacred(p: QPainter, r: QRectF) -> None:
    side = min(r.height(), r.width()) / 2
    x, y = r.center().x() - side, r.center().y() - side
    for dx, dy in ((0, 0), (0, 1), (1, 1)):
        p.fillRect(QRectF(x + dx * side, y + dy * side, side, side).adjusted(1, 1, -1, -1), QColor(92, 158, 148))


def _last_move(p: QPainter, r: QRectF) -> None:
    cell = centred(r, 44, 44)
    _cube(g.BLUE)(p, cell)
    paint_last_move(p, cell, _t("Ann"))


def _hint(p: QPainter, r: QRectF) -> None:
    cell = centred(r, 44, 44)
    _cube(g.BLUE)(p, cell)
    paint_hint(p, cell, hint_label())


def _focus(p: QPainter, r: QRectF) -> None:
    box = centred(r, 60, 48)
    _cube(g.GREEN)(p, centred(box, 36, 36))
    paint_focus_ring(p, box, 8, 3)


def rows(view: Any = None) -> list[Row]:
    out = [Row(_cube(code), _t("{0}: cubes with the symbol {1} (and their own pattern).").format(
        art.colour_name(code).capitalize(), shape_word(sw.shape))) for code, sw in art.SWATCHES.items()]
    out += [
        Row(_cube(g.RED, level=2), _t("On the flat board: the top cube's colour and the height of the pile.")),
        Row(_cube(g.RED, lit=True), _t("Lit face (yellow frame): the chieftain sees it; each one costs its "
                                       "owner penalty points (neutral cubes cost nothing).")),
        Row(_ghost, _t("Ghost block (see-through, dark edge, its symbol): where your block would go; the numbers are the "
                       "levels. Enter lays it."), width=120),
        Row(_chieftain, _t("The chieftain on the track around the site: he inspects from his space.")),
        Row(_sacred, _t("A sacred site (green L): nobody builds there (option).")),
        Row(_last_move, _t("Dashed frame with a name: that player's last block.")),
        Row(_hint, hint_legend_text()),
        Row(_focus, _t("Double ring: the keyboard focus.")),
    ]
    return out
