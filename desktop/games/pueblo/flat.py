"""The 2D fallback of the Pueblo board, for machines without OpenGL: the top view with the height
of every column, and the side elevation seen from a chosen track space. Same interface as
PuebloScene (set_pueblo, set_inspection, set_ghost, ... and the hovered/clicked signals), so the
game stays playable with the mouse and the keyboard."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QWidget

from desktop.games.pueblo import art, picking, track
from desktop.games.pueblo import geometry as g
from desktop.table.text import draw_fitted_text


class FlatPuebloView(QWidget):
    hovered = Signal(object)
    clicked = Signal(object, int)
    rotate_requested = Signal(int)
    camera_moved = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Pueblo board, top view and side elevation"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(300, 300)
        self._colours = np.zeros((8, 8, 1), dtype=np.int8)
        self._block_ids = np.zeros((8, 8, 1), dtype=np.int16)
        self._chieftain = 0
        self._space: int | None = None
        self._faces: list[g.SeenFaceView] = []
        self._ghost: list[tuple[int, int, int]] = []
        self._ghost_code: int | None = None
        self._heat: np.ndarray | None = None
        self._sacred: list[tuple[int, int]] = []
        self._marker: list[tuple[int, int, int]] = []
        self.elevation_space = 1
        self.labels: list[art.Label] = []
        self.animation_ms = 0
        self.last_mesh_ms = 0.0
        self.label_px = 13

    # -- the PuebloScene interface ---------------------------------------------------------------
    @property
    def colours(self) -> np.ndarray:
        return self._colours

    def set_pueblo(self, colours, block_ids) -> None:
        self._colours = np.asarray(colours)
        self._block_ids = np.asarray(block_ids)
        self.update()

    def set_sacred_sites(self, cells) -> None:
        self._sacred = list(cells)
        self.update()

    def set_chieftain(self, space: int) -> None:
        self._chieftain = space
        self.update()

    def set_inspection(self, space, faces, *, preview: bool = False) -> None:
        self._space = space
        self._faces = list(faces)
        if space is not None and space not in g.CORNERS:
            self.elevation_space = space
        self.update()

    def set_ghost(self, cells, code) -> None:
        self._ghost = list(cells) if cells else []
        self._ghost_code = code
        self.update()

    def set_pick_marker(self, cells, rgba=None) -> None:
        self._marker = list(cells) if cells else []
        self.update()

    def set_heatmap(self, values, heights=None) -> None:
        self._heat = values
        self.update()

    def top_height(self) -> int:
        return int((self._colours > 0).sum(axis=2).max()) if self._colours.size else 0

    def animate_to(self, cam) -> None:
        """No camera here; a side preset picks the elevation shown instead."""

    def set_camera(self, cam) -> None:
        pass

    def camera(self):
        return track.home_camera()

    def zoom(self, factor: float) -> None:
        pass

    def orbit(self, azim: float, elev: float) -> None:
        pass

    def set_scale(self, font_factor: float) -> None:
        self.label_px = max(11, round(13 * font_factor))
        self.update()

    def isValid(self) -> bool:  # noqa: N802 - same name as QOpenGLWidget's
        return True

    # -- layout ------------------------------------------------------------------------------------
    def _wide(self) -> bool:
        """Top view and elevation side by side, or one above the other: whichever shows the top
        view larger."""
        w, h = self.width(), self.height()
        return min(w * 0.58, h - 16) >= min(w - 16, (h - 16) * 0.64)

    def _board_geometry(self) -> tuple[float, float, float]:
        """(unit, left, top) of the top view, [-1.5, 9.5] in world units: the left part of a wide
        board, the upper part of a tall one."""
        w, h = self.width(), self.height()
        if self._wide():
            side = min(w * 0.58, h - 16)
            return side / 11.0, 8.0, (h - side) / 2
        side = max(100.0, min(w - 16, (h - 16) * 0.64))
        return side / 11.0, (w - side) / 2, 8.0

    def _elevation_rect(self) -> QRectF:
        unit, left, top = self._board_geometry()
        if self._wide():
            x0 = left + 11 * unit + 16
            return QRectF(x0, 8, self.width() - x0 - 8, self.height() - 16)
        y0 = top + 11 * unit + 8
        return QRectF(8, y0, self.width() - 16, self.height() - y0 - 8)

    def _to_px(self, x: float, y: float) -> QPointF:
        unit, left, top = self._board_geometry()
        return QPointF(left + (x + 1.5) * unit, top + (9.5 - y) * unit)

    def _from_px(self, px: float, py: float) -> tuple[float, float]:
        unit, left, top = self._board_geometry()
        return (px - left) / unit - 1.5, 9.5 - (py - top) / unit

    def hit_at(self, px: float, py: float) -> picking.Hit:
        x, y = self._from_px(px, py)
        if 0 <= x < g.SIZE and 0 <= y < g.SIZE:
            h = int((self._colours[int(x), int(y)] > 0).sum())
            if h:
                return picking.Hit("cube", (x, y, float(h)), (int(x), int(y), h - 1), (0, 0, 1), None)
            return picking.Hit("ground", (x, y, 0.0), (int(x), int(y), -1), (0, 0, 1), None)
        s = track.space_at(x, y)
        if s is not None:
            return picking.Hit("track", (x, y, 0.0), None, (0, 0, 1), s)
        return picking.Hit("none", (x, y, 0.0), None, None, None)

    # -- events ------------------------------------------------------------------------------------
    def mouseMoveEvent(self, ev) -> None:
        self.hovered.emit(self.hit_at(ev.position().x(), ev.position().y()))

    def mouseReleaseEvent(self, ev) -> None:
        self.clicked.emit(self.hit_at(ev.position().x(), ev.position().y()), ev.button().value)

    def wheelEvent(self, ev) -> None:
        if ev.modifiers() & Qt.KeyboardModifier.ControlModifier:
            d = ev.angleDelta().y()
            if d:
                self.rotate_requested.emit(1 if d > 0 else -1)

    def keyPressEvent(self, ev) -> None:
        ev.ignore()

    # -- painting ----------------------------------------------------------------------------------
    def paintEvent(self, ev) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(46, 40, 52))
        unit, _, _ = self._board_geometry()
        art.paint_board(p, self._to_px, unit)
        heights = (self._colours > 0).sum(axis=2)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(8, int(unit * 0.3)))
        font.setBold(True)
        small = QFont(font)
        small.setPixelSize(max(7, int(unit * 0.24)))
        seen_tops = {(f.cell[0], f.cell[1]) for f in self._faces if f.normal == (0, 0, 1)}
        seen_side = {(f.cell[0], f.cell[1]) for f in self._faces}
        for x in range(g.SIZE):
            for y in range(g.SIZE):
                r = QRectF(self._to_px(x, y + 1), self._to_px(x + 1, y)).adjusted(2, 2, -2, -2)
                if (x, y) in self._sacred:
                    p.fillRect(r, QColor(92, 158, 148))
                h = int(heights[x, y])
                if h:
                    code = int(self._colours[x, y, h - 1])
                    art.draw_swatch(p, code, r)
                    art.draw_symbol(p, code, QRectF(r.left() + 3, r.top() + 3, unit * 0.28, unit * 0.28))
                    p.setPen(QColor(20, 16, 12) if code == g.NEUTRAL else QColor(255, 255, 255))
                    draw_fitted_text(p, r, str(h), font=font, wrap=False)
                if (x, y) in seen_tops or (self._space not in g.CORNERS and (x, y) in seen_side):
                    p.setPen(QPen(QColor.fromRgbF(*g.HIGHLIGHT_RGB), 4))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRect(r.adjusted(2, 2, -2, -2))
                if self._heat is not None and np.isfinite(self._heat[x, y]):
                    p.setPen(QColor(255, 255, 255))
                    tag = QRectF(r.right() - unit * 0.42, r.bottom() - unit * 0.34, unit * 0.42, unit * 0.34)
                    p.fillRect(tag, QColor(30, 30, 30, 190))
                    draw_fitted_text(p, tag, str(int(self._heat[x, y])), font=small, wrap=False, min_px=7)
        # ghost footprint
        if self._ghost and self._ghost_code is not None:
            col = QColor.fromRgbF(*g.ghost_rgba(self._ghost_code))   # issue 29: 3:1 on the sand
            edge = QColor.fromRgbF(*g.GHOST_EDGE_RGBA)
            for i, (x, y, z) in enumerate(self._ghost):
                r = QRectF(self._to_px(x, y + 1), self._to_px(x + 1, y)).adjusted(5, 5, -5, -5)
                p.setPen(QPen(edge, 3))
                p.setBrush(col)
                p.drawRect(r)
                if i == 0:   # the block's symbol (the seat's own, or the neutral star)
                    side = min(r.width(), r.height()) * 0.42
                    art.draw_symbol(p, self._ghost_code, QRectF(r.left() + 3, r.top() + 3, side, side),
                                    outline=QColor(255, 255, 255))
                p.setPen(QColor(255, 255, 255))
                draw_fitted_text(p, r, f"{z + 1}", font=small, wrap=False, min_px=7,
                                 flags=Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight)
        for x, y, _z in self._marker:
            r = QRectF(self._to_px(x, y + 1), self._to_px(x + 1, y)).adjusted(4, 4, -4, -4)
            p.setPen(QPen(QColor(255, 255, 255), 3, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(r)
        # chieftain
        cx, cy = track.space_center(self._chieftain)
        c = self._to_px(cx, cy)
        p.setPen(QPen(QColor(255, 240, 200), 2))
        p.setBrush(QColor(120, 60, 20))
        p.drawEllipse(c, unit * 0.3, unit * 0.3)
        p.setBrush(QColor(236, 180, 100))
        p.drawEllipse(c, unit * 0.14, unit * 0.14)
        self._paint_elevation(p)
        p.end()

    def _paint_elevation(self, p: QPainter) -> None:
        """The side elevation from `elevation_space`: for each level, the cubes along his line, the
        first one (the one he sees) outlined in the highlight colour."""
        space = self.elevation_space
        looking, cells = track.space_looks(space)
        room = self._elevation_rect()
        if looking is None or room.width() < 120 or room.height() < 80:
            return
        levels = max(4, self.top_height())
        title_h = self.label_px * 1.6
        coord_px = max(8, min(self.label_px, int(room.width() / 8.5 * 0.3)))
        cell = min(room.width() / 8.5, (room.height() - title_h - coord_px * 1.6) / levels)
        x0 = room.left() + (room.width() - 8 * cell) / 2
        base_y = room.bottom() - coord_px * 1.6
        p.setPen(QColor(240, 230, 210))
        font = QFont("DejaVu Sans")
        font.setPixelSize(self.label_px)
        p.setFont(font)
        draw_fitted_text(p, QRectF(room.left(), room.top(), room.width(), title_h),
                         self.tr("Seen from space %1").replace("%1", str(space)),
                         flags=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
        seen = {(f.cell, f.player) for f in self._faces}
        seen_cells = {c for c, _ in seen}
        number_font = QFont(font)
        number_font.setPixelSize(max(8, int(cell * 0.3)))
        number_font.setBold(True)
        coord_font = QFont(font)
        coord_font.setPixelSize(coord_px)
        for i, (x, y) in enumerate(cells):
            for z in range(min(levels, self._colours.shape[2])):
                code = int(self._colours[x, y, z])
                r = QRectF(x0 + i * cell, base_y - (z + 1) * cell, cell - 2, cell - 2)
                if r.top() < room.top() + title_h:
                    break
                if code:
                    art.draw_swatch(p, code, r)
                    art.draw_symbol(p, code, QRectF(r.left() + 3, r.top() + 3, cell * 0.3, cell * 0.3))
                    if (x, y, z) in seen_cells and self._space == space:
                        p.setPen(QPen(QColor.fromRgbF(*g.HIGHLIGHT_RGB), 4))
                        p.setBrush(Qt.BrushStyle.NoBrush)
                        p.drawRect(r)
                        p.setPen(QColor(255, 255, 255))
                        if code >= 2:
                            draw_fitted_text(p, r, f"+{z + 1}", font=number_font, wrap=False)
            p.setPen(QColor(200, 190, 170))
            draw_fitted_text(p, QRectF(x0 + i * cell, base_y + 2, cell, coord_px * 1.5), f"{x},{y}",
                             font=coord_font, wrap=False, min_px=7)
        p.setPen(QPen(QColor(200, 190, 170), 2))
        p.drawLine(QPointF(x0, base_y), QPointF(x0 + 8 * cell, base_y))
