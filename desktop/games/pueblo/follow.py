"""Pueblo's last moves (issue 17). Marks: each player's last block still standing is outlined, with
their name: in 3D a line outline drawn through the other blocks (so a covered block still shows) and
a name badge over it; on the flat board a mark around its cells. Animations (motion.py), a
computer's at the computer-speed setting, skippable (Esc, a click, the next move): the block descends
into place, the chieftain walks his spaces one by one, and the camera turns to keep him in view when
the pueblo would hide him (keep.py; its home_camera is the Home view too). Pueblo has no hidden information."""
from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QObject, QRectF

from desktop.games.pueblo import geometry as g
from desktop.games.pueblo.keep import chieftain_hidden, home_camera, keep_camera
from desktop.games.pueblo.motion import Motion
from desktop.table.marks import Mark, attach_marks, last_entries
from desktop.table.style import LAST_MOVE

__all__ = ["attach", "chieftain_hidden", "flat_marks", "home_camera", "keep_camera", "last_blocks"]

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
        self.scene.extra_labels = labels
        self.scene.update()


def attach(view: Any) -> None:
    view.follow_motion = Motion(view)
    view.follow_scene = SceneMarks(view)
    overlay = attach_marks(view, lambda: flat_marks(view), flights=(view.follow_motion.flight,))
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
