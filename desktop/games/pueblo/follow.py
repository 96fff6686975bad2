"""Pueblo's last moves (issue 17). Marks: each player's last block still standing is outlined, with
their name: in 3D a line outline drawn through the other blocks (so a covered block still shows) and
a name badge over it; on the flat board a mark around its cells. Animations (motion.py), a
computer's at the computer-speed setting, skippable (Esc, a click, the next move): the block descends
into place, the chieftain walks his spaces one by one, and the camera turns to keep him in view when
the pueblo would hide him (keep.py; its home_camera is the Home view too). Pueblo has no hidden information.

The hint (issue 14): a ghost block where the hint places (or lays the sacred site, or the block it
removes) — in 3D a see-through block in its colour with dotted pink edges and a "Hint" badge, on the
flat board the kit's hint mark around its cells; a chieftain move marks its row in the panel (and the
space on the flat board), a bid, a pass or setting aside its button."""
from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QObject, QRectF

from desktop.games.pueblo import geometry as g
from desktop.games.pueblo import track
from desktop.games.pueblo.keep import chieftain_hidden, home_camera, keep_camera
from desktop.games.pueblo.motion import Motion
from desktop.table.hint_marks import HINT, HintSpot, attach_hint
from desktop.table.marks import Mark, attach_marks, last_entries
from desktop.table.style import LAST_MOVE

__all__ = ["attach", "chieftain_hidden", "flat_marks", "hint_cells", "hint_spots", "home_camera", "keep_camera",
           "last_blocks"]


def last_blocks(view: Any) -> list[tuple[int, list[tuple[int, int, int]]]]:
    """(seat, cells) of each player's last placed block that still stands whole."""
    colours = view.state.colours
    out = []
    found = last_entries(view.session, lambda e: type(e.action).__name__ == "Place")
    for seat, (_, entry) in sorted(found.items()):
        cells = sorted(tuple(int(v) for v in c) for c in entry.action.cells)
        if cells and all(0 <= z < colours.shape[2] and colours[x, y, z] == entry.action.colour for x, y, z in cells):
            out.append((seat, cells))
    return out


def flat_marks(view: Any) -> list[Mark]:
    """The flat board's marks (the 3D board draws its own in the scene)."""
    if view.is_3d or not hasattr(view.board, "_to_px"):
        return []
    board = view.board
    out = []
    for seat, cells in last_blocks(view):
        rect = QRectF()
        for x, y, _ in cells:
            r = QRectF(board._to_px(x, y + 1), board._to_px(x + 1, y)).adjusted(2, 2, -2, -2)
            rect = r if rect.isNull() else rect.united(r)
        out.append(Mark(board, rect, [seat]))
    return out


class SceneMarks(QObject):
    """The 3D outlines and name badges (one GL line item added to the scene on first use)."""

    def __init__(self, view: Any) -> None:
        super().__init__(view)   # a child of the view: its connections end with it
        self.view = view
        self.scene: Any = None
        self.lines: Any = None
        self.hint_ghost: Any = None
        self.hint_edges: Any = None

    def _ensure(self) -> bool:
        board = self.view.board
        if not self.view.is_3d:
            return False
        if self.scene is not board:
            import pyqtgraph.opengl as gl  # only with a GL board (board.py guards the import)
            self.scene = board
            self.lines = gl.GLLinePlotItem(pos=np.zeros((2, 3), dtype=np.float32), mode="lines", width=3.5,
                                           antialias=True, glOptions="additive")
            self.lines.setDepthValue(12)
            self.lines.setVisible(False)
            board.addItem(self.lines)
            self.hint_ghost = gl.GLMeshItem(vertexes=np.zeros((0, 3, 3), dtype=np.float32), smooth=False,
                                            shader=None, glOptions="translucent", computeNormals=False)
            self.hint_ghost.setDepthValue(13)
            self.hint_ghost.setVisible(False)
            board.addItem(self.hint_ghost)
            from OpenGL import GL
            from pyqtgraph.opengl.GLGraphicsItem import GLOptions

            on_top = {**GLOptions["translucent"], GL.GL_DEPTH_TEST: False}  # the dots show through blocks
            self.hint_edges = gl.GLLinePlotItem(pos=np.zeros((2, 3), dtype=np.float32), mode="lines", width=4.5,
                                                antialias=True, glOptions=on_top)
            self.hint_edges.setDepthValue(14)
            self.hint_edges.setVisible(False)
            board.addItem(self.hint_edges)
        return True

    def update(self) -> None:
        if not self._ensure():
            return
        from desktop.games.pueblo import art
        blocks = [] if self.view.follow_motion.running() else last_blocks(self.view)
        segments = [g.cube_edges(cells) for _, cells in blocks]
        if segments:
            colour = (LAST_MOVE.redF(), LAST_MOVE.greenF(), LAST_MOVE.blueF(), 1.0)
            self.lines.setData(pos=np.concatenate(segments).astype(np.float32), color=colour)
        self.lines.setVisible(bool(segments))
        labels = []
        for seat, cells in blocks:
            top = max(z for _, _, z in cells)
            xs = [x for x, _, z in cells if z == top]
            ys = [y for _, y, z in cells if z == top]
            point = (sum(xs) / len(xs) + 0.5, sum(ys) / len(ys) + 0.5, top + 1.35)
            labels.append(art.Label(point, self.view.session.seats[seat].name, 2 + seat if seat < 4 else None,
                                    LAST_MOVE))
        labels += self._update_hint()
        self.scene.extra_labels = labels
        self.scene.update()

    def _update_hint(self) -> list[Any]:
        """The hint's ghost block in the scene; its badge (returned as a label)."""
        from desktop.games.pueblo import art
        from desktop.games.pueblo.scene_items import set_tris

        marks = getattr(self.view, "hint_marks", None)
        action = marks.action if marks is not None else None
        cells, code = hint_cells(self.view, action) if action is not None else ([], None)
        self.hint_ghost.setVisible(bool(cells))
        self.hint_edges.setVisible(bool(cells))
        labels = []
        if cells:
            # see-through pink (the player's own ghost is in the block's colour, darkened, dark-edged); the
            # badge's symbol tells the block's colour
            tris, cols = g.box_mesh(cells, (HINT.redF(), HINT.greenF(), HINT.blueF(), 0.42), grow=0.04)
            set_tris(self.hint_ghost, tris, cols)
            self.hint_edges.setData(pos=dotted(g.cube_edges(cells)), color=(HINT.redF(), HINT.greenF(),
                                                                             HINT.blueF(), 1.0))
            top = max(z for _, _, z in cells)
            xs = [x for x, _, z in cells if z == top]
            ys = [y for _, y, z in cells if z == top]
            labels.append(art.Label((sum(xs) / len(xs) + 0.5, sum(ys) / len(ys) + 0.5, top + 1.9),
                                    marks.label(), code, HINT))
        elif action is not None and type(action).__name__ == "Move":
            # the space he would walk to: a pink tile with a dotted edge, and the badge over it
            space = (self.view.state.chieftain + action.steps) % track.NUM_SPACES
            x0, y0, x1, y1 = track.space_rect(space)
            z = 0.03
            corners = np.array([(x0, y0, z), (x1, y0, z), (x1, y1, z), (x0, y1, z)], dtype=np.float32)
            tris = np.stack([corners[[0, 1, 2]], corners[[0, 2, 3]]])
            set_tris(self.hint_ghost, tris, np.array([(HINT.redF(), HINT.greenF(), HINT.blueF(), 0.5)] * 2))
            edges = np.concatenate([corners[[i, (i + 1) % 4]] for i in range(4)])
            self.hint_edges.setData(pos=dotted(edges), color=(HINT.redF(), HINT.greenF(), HINT.blueF(), 1.0))
            self.hint_ghost.setVisible(True)
            self.hint_edges.setVisible(True)
            x, y = track.space_center(space)
            labels.append(art.Label((x, y, 0.6), marks.label(), None, HINT))
        return labels


def dotted(segments: np.ndarray, pieces: int = 5) -> np.ndarray:
    """Line segments (pairs of points) cut into dots: each in 2 * pieces - 1 parts, every other kept."""
    seg = np.asarray(segments, dtype=np.float32).reshape(-1, 2, 3)
    if not len(seg):
        return np.zeros((0, 3), dtype=np.float32)
    n = 2 * pieces - 1
    t = np.arange(0, n, 2, dtype=np.float32)
    a, d = seg[:, 0, None, :], (seg[:, 1] - seg[:, 0])[:, None, :] / n
    starts, ends = a + d * t[None, :, None], a + d * (t[None, :, None] + 1)
    return np.stack([starts, ends], axis=2).reshape(-1, 3).astype(np.float32)


def hint_cells(view: Any, action: Any) -> tuple[list[tuple[int, int, int]], int | None]:
    """The cubes of the hint's block and its colour code: a placement, a sacred site (neutral, on the
    ground) or the block to remove (as it stands)."""
    kind = type(action).__name__
    if kind == "Place":
        return sorted(tuple(int(v) for v in c) for c in action.cells), int(action.colour)
    if kind == "PlaceSacredSite":
        return [(int(x), int(y), 0) for x, y in action.cells], g.NEUTRAL
    if kind == "Remove":
        state = view.state
        cells = [tuple(int(v) for v in c) for c in np.argwhere(state.block_ids == action.block_id)]
        return cells, (int(state.colours[cells[0]]) if cells else None)
    return [], None


def hint_spots(view: Any, action: Any) -> list[HintSpot]:
    """The hint's place: the cells of its block on the flat board (every column, for the board's
    accessible cells, also in 3D), a move's row in the panel (and its space on the flat board), or
    the button of a bid, a pass or setting aside."""
    cells, _ = hint_cells(view, action)
    board = view.board
    flat = not view.is_3d and hasattr(board, "_to_px")
    out: list[HintSpot] = []
    if cells:
        rect = QRectF()
        for x, y, _ in cells:
            r = QRectF(board._to_px(x, y + 1), board._to_px(x + 1, y)).adjusted(3, 3, -3, -3) if flat else QRectF()
            rect = r if rect.isNull() else rect.united(r)
        if flat:
            out.append(HintSpot(board, rect))
        out += [HintSpot(view, QRectF(), (x, y)) for x, y in sorted({(x, y) for x, y, _ in cells})]
        return out
    kind = type(action).__name__
    panel = view.panel
    if kind == "Move" and 1 <= action.steps <= len(panel.move_rows):
        row = panel.move_rows[action.steps - 1]
        out.append(HintSpot(row, QRectF(row.rect()).adjusted(2, 2, -2, -2)))
        if flat:
            x0, y0, x1, y1 = track.space_rect((view.state.chieftain + action.steps) % track.NUM_SPACES)
            out.append(HintSpot(board, QRectF(board._to_px(x0, y1), board._to_px(x1, y0)).adjusted(2, 2, -2, -2)))
        return out
    button = {"Bid": panel.bid_button, "Pass": panel.pass_button, "SetAside": panel.other_button}.get(kind)
    return [] if button is None else [HintSpot(button, QRectF(button.rect()))]


def attach(view: Any) -> None:
    view.follow_motion = Motion(view)
    view.follow_scene = SceneMarks(view)
    overlay = attach_marks(view, lambda: flat_marks(view), flights=(view.follow_motion.flight,))
    attach_hint(view, lambda action: hint_spots(view, action), on_change=view.follow_scene.update,
                rewriters=("refresh", "_update_panels"))
    view.session.state_changed.connect(view.follow_scene.update)
    view.follow_motion.flight.finished.connect(view.follow_scene.update)
    view.follow_motion.flight.finished.connect(overlay.update)
    view.follow_scene.update()
    base_skip = view.skip_animations

    def skip() -> None:
        view.follow_motion.skip()
        base_skip()
    view.skip_animations = skip
    view.is_animating = lambda: view.follow_motion.running()
