"""The 3D Pueblo board: a pyqtgraph GLViewWidget holding the board, the pueblo (one mesh of its
exposed faces plus block outlines), the chieftain, the ghost block, the inspection highlights and
a 2D overlay of labels (points each seen face costs, heatmap numbers).

The scene draws what it is told; the game logic lives in the view (view.py), which asks the
engine. Picking is a ray cast against the voxel grid (picking.cast_ray), never OpenGL selection.
This module imports pyqtgraph.opengl: only board.py imports it, inside a guard.
"""
from __future__ import annotations

import math
import time

import numpy as np
import pyqtgraph.opengl as gl
from PySide6.QtCore import QEasingCurve, QPointF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QVector3D

from desktop.games.pueblo import art, legible, overlays, picking, track
from desktop.games.pueblo import geometry as g
from desktop.games.pueblo.scene_items import (
    chieftain_items,
    occluded_all,
    own_shader_caches,
    set_tris,
)


class PuebloScene(gl.GLViewWidget):
    """The GL board. Signals carry ray-cast hits; keys go to the parent view."""

    hovered = Signal(object)          # geometry.Hit
    clicked = Signal(object, int)     # geometry.Hit, Qt.MouseButton value
    rotate_requested = Signal(int)    # +1 / -1 from Ctrl+wheel
    camera_moved = Signal()

    CLICK_SLOP = 5

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Pueblo board in 3D"))
        self.setAccessibleDescription(self.tr(
            "Drag to orbit, wheel to zoom, middle or Shift drag to pan. The keys are listed beside the board."))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setBackgroundColor(QColor(46, 40, 52))
        self.labels: list[art.Label] = []
        #: badges kept apart from the inspection's and heatmap's (issue 17's last-move names, follow.py)
        self.extra_labels: list[art.Label] = []
        #: the ghost block's symbol (set_ghost)
        self.ghost_labels: list[art.Label] = []
        self.show_labels = True
        self.label_px = 13
        self._press_pos: QPointF | None = None
        self._dragged = False
        self._colours = np.zeros((8, 8, 1), dtype=np.int8)
        self._top = 1
        self.last_mesh_ms = 0.0
        self.frames = 0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._anim.valueChanged.connect(self._animate_camera)
        self._anim_from: track.Camera | None = None
        self._anim_to: track.Camera | None = None
        self.animation_ms = 550
        self._build_static()
        self.set_camera(track.home_camera())

    # ------------------------------------------------------------ static items
    def _build_static(self) -> None:
        ppu = art.BOARD_PPU
        tex = art.board_texture(ppu, numbers=False)   # numbers painted legibly over it (legible.py)
        self.board = gl.GLImageItem(tex, smooth=True, glOptions="opaque")
        self.board.scale(1 / ppu, 1 / ppu, 1)
        self.board.translate(-1.5, -1.5, 0)
        self.addItem(self.board)
        # the board's thickness: four sides and a bottom
        slab = overlays.slab(-1.5, -1.5, 9.5, 9.5, -0.35)
        self.slab = gl.GLMeshItem(smooth=False, shader=None, glOptions="opaque", computeNormals=False)
        set_tris(self.slab, slab[0], slab[1])
        self.addItem(self.slab)
        # software renderers pay per fragment: draw the pueblo first so the depth test rejects the
        # board behind it
        self.board.setDepthValue(1)
        self.slab.setDepthValue(1)

        self.pueblo = gl.GLMeshItem(vertexes=np.zeros((0, 3, 3), dtype=np.float32), smooth=False,
                                    shader=None, glOptions="opaque", computeNormals=False)
        self.addItem(self.pueblo)
        self.outlines = gl.GLLinePlotItem(pos=np.zeros((2, 3), dtype=np.float32), mode="lines", width=2.0,
                                          antialias=False, glOptions="opaque")
        self.addItem(self.outlines)
        self.sacred = gl.GLMeshItem(vertexes=np.zeros((0, 3, 3), dtype=np.float32), smooth=False, shader=None,
                                    glOptions="opaque", computeNormals=False)
        self.addItem(self.sacred)

        self.seen = gl.GLMeshItem(vertexes=np.zeros((0, 3, 3), dtype=np.float32), smooth=False, shader=None,
                                  glOptions="opaque", computeNormals=False)
        self.addItem(self.seen)

        self.chieftain = chieftain_items()
        for item, _ in self.chieftain:
            self.addItem(item)
        self._chieftain_space = 0
        self._chieftain_scale = 1.0
        self._chieftain_shown = True

        # translucent items are drawn last (depth value), so they blend over the solid ones
        self.line_strip = gl.GLMeshItem(vertexes=np.zeros((0, 3, 3), dtype=np.float32), smooth=False, shader=None,
                                        glOptions="translucent", computeNormals=False)
        self.line_strip.setDepthValue(5)
        self.addItem(self.line_strip)
        self.heatmap = gl.GLMeshItem(vertexes=np.zeros((0, 3, 3), dtype=np.float32), smooth=False, shader=None,
                                     glOptions="translucent", computeNormals=False)
        self.heatmap.setDepthValue(6)
        self.addItem(self.heatmap)
        self.ghost = gl.GLMeshItem(vertexes=np.zeros((0, 3, 3), dtype=np.float32), smooth=False, shader=None,
                                   glOptions="translucent", computeNormals=False)
        self.ghost.setDepthValue(10)
        self.addItem(self.ghost)
        self.ghost_edges = gl.GLLinePlotItem(pos=np.zeros((2, 3), dtype=np.float32), mode="lines", width=3.5,
                                             antialias=False, color=(1, 1, 1, 1), glOptions="opaque")
        self.ghost_edges.setDepthValue(11)
        self.ghost_edges.setVisible(False)
        self.addItem(self.ghost_edges)
        self.hover_marker = gl.GLMeshItem(vertexes=np.zeros((0, 3, 3), dtype=np.float32), smooth=False,
                                          shader=None, glOptions="translucent", computeNormals=False)
        self.hover_marker.setDepthValue(7)
        self.addItem(self.hover_marker)
        # empty items still cost a draw call each frame: hidden until they hold something
        for item in (self.sacred, self.seen, self.line_strip, self.heatmap, self.ghost, self.hover_marker):
            item.setVisible(False)

    # ------------------------------------------------------------ content
    def set_pueblo(self, colours: np.ndarray, block_ids: np.ndarray) -> None:
        """Rebuild the one pueblo mesh from the grids (only exposed faces) and its outlines."""
        t0 = time.perf_counter()
        self._colours = np.asarray(colours)
        heights = (self._colours > 0).sum(axis=2)
        self._top = int(heights.max()) if heights.size else 0
        mesh = g.build_pueblo_mesh(self._colours, np.asarray(block_ids))
        set_tris(self.pueblo, mesh.vertexes, mesh.face_colors)
        self.pueblo.setVisible(len(mesh.vertexes) > 0)
        if len(mesh.edge_points):
            self.outlines.setData(pos=mesh.edge_points, color=mesh.edge_colors)
            self.outlines.setVisible(True)
        else:
            self.outlines.setVisible(False)
        self.last_mesh_ms = (time.perf_counter() - t0) * 1000
        self.update()

    @property
    def colours(self) -> np.ndarray:
        return self._colours

    def set_sacred_sites(self, cells: list[tuple[int, int]]) -> None:
        set_tris(self.sacred, *overlays.sacred_sites(cells))
        self.sacred.setVisible(bool(cells))

    def set_chieftain(self, space: int) -> None:
        self._chieftain_space = space % track.NUM_SPACES
        x, y = track.space_center(space)
        looking, _ = track.space_looks(space)
        angle = 0.0 if looking is None else math.degrees(math.atan2(looking[1], looking[0]))
        if looking is None:  # corners face the middle of the board
            angle = math.degrees(math.atan2(track.MID - y, track.MID - x))
        k = self._chieftain_scale   # grown when drawn too small (legible.py)
        for item, offset in self.chieftain:
            item.resetTransform()
            item.scale(k, k, k)
            item.translate(*(v * k for v in offset))
            item.rotate(angle, 0, 0, 1)
            item.translate(x, y, 0)
        self.update()

    def set_chieftain_visible(self, visible: bool) -> None:
        self._chieftain_shown = visible
        for item, _ in self.chieftain:
            item.setVisible(visible)
        self.update()

    def set_inspection(self, space: int | None, faces: list[g.SeenFaceView], *, preview: bool = False) -> None:
        """Highlight the line (or quarter) seen from `space` and every face he sees, with costs."""
        self.labels = [lab for lab in self.labels if lab.fill is not None and lab.fill.alpha() == 254]
        if space is None:
            self.line_strip.setVisible(False)
            self.seen.setVisible(False)
            self.update()
            return
        set_tris(self.line_strip, *overlays.inspected_line(space, preview))
        self.line_strip.setVisible(True)
        if faces:
            set_tris(self.seen, *overlays.seen_faces(faces))
        self.seen.setVisible(bool(faces))
        for f in faces:
            if f.player is not None:
                c = g.face_center(f.cell, g.direction_index(f.normal)) + np.asarray(f.normal, dtype=np.float32) * 0.45
                self.labels.append(art.Label(tuple(float(v) for v in c), f"+{f.cost}", 2 + f.player))
        self.update()

    def set_ghost(self, cells, code: int | None) -> None:
        """The block being placed, translucent in its colour; None hides it."""
        if not cells or code is None:
            self.ghost.setVisible(False)
            self.ghost_edges.setVisible(False)
            self.ghost_labels = []
            self.update()
            return
        # issue 29: filled, darkened to stand 3:1 apart from the sand, dark-edged, with its symbol
        tris, cols = g.box_mesh(list(cells), g.ghost_rgba(code), grow=0.02)
        set_tris(self.ghost, tris, cols)
        self.ghost.setVisible(True)
        self.ghost_edges.setData(pos=g.cube_edges(list(cells)), color=g.GHOST_EDGE_RGBA)
        self.ghost_edges.setVisible(True)
        top = max(z for _, _, z in cells)
        xs = [x for x, _, z in cells if z == top]
        ys = [y for _, y, z in cells if z == top]
        self.ghost_labels = [art.Label((sum(xs) / len(xs) + 0.5, sum(ys) / len(ys) + 0.5, top + 1.05), "", code)]
        self.update()

    def set_pick_marker(self, cells, rgba=(1.0, 1.0, 1.0, 0.45)) -> None:
        """A translucent shell over some cubes (the block to remove) or None."""
        if not cells:
            self.hover_marker.setVisible(False)
        else:
            tris, cols = g.box_mesh(list(cells), rgba, grow=0.03)
            set_tris(self.hover_marker, tris, cols)
            self.hover_marker.setVisible(True)
        self.update()

    def set_heatmap(self, values: np.ndarray | None, heights: np.ndarray | None = None) -> None:
        """Lowest reachable penalty per cell (NaN: nothing can cover it); None hides it."""
        self.labels = [lab for lab in self.labels if not (lab.fill is not None and lab.fill.alpha() == 254)]
        if values is None:
            self.heatmap.setVisible(False)
            self.update()
            return
        heights = heights if heights is not None else (self._colours > 0).sum(axis=2)
        tris, cols, numbers = overlays.heatmap(values, heights)
        if len(tris):
            set_tris(self.heatmap, tris, cols)
        self.heatmap.setVisible(len(tris) > 0)
        self.labels += [art.Label(point, str(v), None, QColor(255, 255, 255, 254)) for point, v in numbers]
        self.update()

    # ------------------------------------------------------------ camera
    def camera(self) -> track.Camera:
        c = self.opts["center"]
        return track.Camera((c.x(), c.y(), c.z()), float(self.opts["distance"]), float(self.opts["elevation"]),
                            float(self.opts["azimuth"]), float(self.opts["fov"]))

    def set_camera(self, cam: track.Camera) -> None:
        self.opts["center"] = QVector3D(*cam.center)
        self.opts["distance"] = cam.distance
        self.opts["elevation"] = cam.elevation
        self.opts["azimuth"] = cam.azimuth
        self.opts["fov"] = cam.fov
        self.update()
        self.camera_moved.emit()

    def animate_to(self, cam: track.Camera) -> None:
        """A smooth camera move (skipped when animation_ms is 0)."""
        self._anim.stop()
        if self.animation_ms <= 0 or not self.isVisible():
            self.set_camera(cam)
            return
        start = self.camera()
        self._anim_from = start
        self._anim_to = track.Camera(cam.center, cam.distance, cam.elevation,
                                 track.shortest_angle(start.azimuth, cam.azimuth), cam.fov)
        self._anim.setDuration(self.animation_ms)
        self._anim.start()

    def _animate_camera(self, t) -> None:
        a, b = self._anim_from, self._anim_to
        if a is None or b is None:
            return
        t = float(t)

        def mix(p: float, q: float) -> float:
            return p + (q - p) * t

        self.set_camera(track.Camera(tuple(mix(p, q) for p, q in zip(a.center, b.center, strict=True)),
                                 mix(a.distance, b.distance), mix(a.elevation, b.elevation),
                                 mix(a.azimuth, b.azimuth), mix(a.fov, b.fov)))

    def camera_busy(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    def top_height(self) -> int:
        return self._top

    # ------------------------------------------------------------ projection and picking
    def mvp(self) -> np.ndarray:
        vp = (0, 0, max(1, self.width()), max(1, self.height()))
        m = self.projectionMatrix(vp, vp) * self.viewMatrix()
        return np.array(m.data(), dtype=np.float64).reshape(4, 4).T

    def project(self, points) -> np.ndarray:
        """World points (N, 3) to widget pixels (N, 2) (NaN behind the camera)."""
        pts = np.asarray(points, dtype=np.float64).reshape(-1, 3)
        h = np.concatenate([pts, np.ones((len(pts), 1))], axis=1) @ self.mvp().T
        w = h[:, 3:4]
        with np.errstate(divide="ignore", invalid="ignore"):
            ndc = h[:, :3] / w
        out = np.stack([(ndc[:, 0] + 1) / 2 * self.width(), (1 - ndc[:, 1]) / 2 * self.height()], axis=1)
        out[w[:, 0] <= 0] = np.nan
        return out

    def ray(self, x: float, y: float) -> tuple[np.ndarray, np.ndarray]:
        inv = np.linalg.inv(self.mvp())
        nx, ny = 2 * x / max(1, self.width()) - 1, 1 - 2 * y / max(1, self.height())
        p0 = inv @ np.array([nx, ny, -1.0, 1.0])
        p1 = inv @ np.array([nx, ny, 1.0, 1.0])
        p0, p1 = p0[:3] / p0[3], p1[:3] / p1[3]
        return p0, p1 - p0

    def pick(self, x: float, y: float) -> picking.Hit:
        origin, direction = self.ray(x, y)
        return picking.cast_ray(origin, direction, self._colours)

    # ------------------------------------------------------------ events
    def mousePressEvent(self, ev) -> None:
        self._press_pos = ev.position()
        self._dragged = False
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(ev)

    def mouseMoveEvent(self, ev) -> None:
        pos = ev.position()
        if ev.buttons() == Qt.MouseButton.NoButton:
            self.hovered.emit(self.pick(pos.x(), pos.y()))
            return
        if self._press_pos is not None and not self._dragged:
            d = pos - self._press_pos
            if abs(d.x()) + abs(d.y()) < self.CLICK_SLOP:
                return
            self._dragged = True
            self.mousePos = self._press_pos
        diff = pos - self.mousePos
        self.mousePos = pos
        self._anim.stop()
        buttons = ev.buttons()
        shift = bool(ev.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if buttons == Qt.MouseButton.MiddleButton or (buttons == Qt.MouseButton.LeftButton and shift):
            self.pan(diff.x(), diff.y(), 0, relative="view-upright")
        elif buttons == Qt.MouseButton.LeftButton or buttons == Qt.MouseButton.RightButton:
            self.orbit(-diff.x() * 0.5, diff.y() * 0.5)
            self.set_chieftain_visible(True)
        self.camera_moved.emit()

    def mouseReleaseEvent(self, ev) -> None:
        if self._press_pos is not None and not self._dragged:
            pos = ev.position()
            self.clicked.emit(self.pick(pos.x(), pos.y()), ev.button().value)
        self._press_pos = None
        self._dragged = False

    def wheelEvent(self, ev) -> None:
        delta = ev.angleDelta().y() or ev.angleDelta().x()
        if ev.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if delta:
                self.rotate_requested.emit(1 if delta > 0 else -1)
            ev.accept()
            return
        self._anim.stop()
        self.opts["distance"] = float(np.clip(self.opts["distance"] * 0.999 ** delta, 3.0, 60.0))
        self.update()
        self.camera_moved.emit()

    def keyPressEvent(self, ev) -> None:
        ev.ignore()  # the view owns the keys

    def keyReleaseEvent(self, ev) -> None:
        ev.ignore()

    def set_scale(self, font_factor: float) -> None:
        """Labels grow with the table (the kit's Scale.font_factor)."""
        self.label_px = max(11, round(13 * font_factor))
        self.update()

    def zoom(self, factor: float) -> None:
        self._anim.stop()
        self.opts["distance"] = float(np.clip(self.opts["distance"] * factor, 3.0, 60.0))
        self.update()

    # ------------------------------------------------------------ painting
    def paintGL(self) -> None:
        own_shader_caches(self.context())
        k = legible.chieftain_scale(self, self._chieftain_space)
        if abs(k - self._chieftain_scale) > 0.03:   # the camera moved: his figure keeps a legible size
            self._chieftain_scale = k
            self.set_chieftain(self._chieftain_space)
        super().paintGL()
        self.frames += 1
        labels = self.labels + self.extra_labels + self.ghost_labels
        if not self.show_labels:
            return
        pts = self.project([lab.point for lab in labels]) if labels else np.zeros((0, 2))
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        eye = self.camera().position()
        cubes = np.argwhere(self._colours > 0).astype(np.float64)
        legible.paint(p, self, eye, cubes, self._chieftain_space if self._chieftain_shown else None,
                      self._chieftain_scale, max(11, self.label_px - 1))
        order = np.argsort([-np.linalg.norm(np.asarray(lab.point) - eye) for lab in labels])
        hidden = occluded_all(eye, [lab.point for lab in labels], cubes) if labels else []
        for i in order:
            x, y = pts[i]
            if not np.isfinite(x) or hidden[i]:
                continue
            lab = labels[i]
            fill = lab.fill
            if fill is not None and fill.alpha() == 254:
                # heatmap numbers: plain text with a dark halo
                p.setPen(QColor(20, 16, 12))
                f = p.font()
                f.setPixelSize(self.label_px)
                f.setBold(True)
                p.setFont(f)
                w, h = self.label_px * 2, self.label_px + 4
                p.drawText(int(x - w / 2), int(y - h / 2), w, h, int(Qt.AlignmentFlag.AlignCenter), lab.text)
            else:
                art.badge(p, QPointF(x, y), lab.text, lab.code, fill=fill, font_px=self.label_px)
        p.end()
