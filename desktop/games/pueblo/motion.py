"""Pueblo's moves in motion (issue 17), a computer's (a player sees their own drawn at once): the
placed block descends into place (3D; on the flat board its cells grow in), the chieftain walks his
spaces one by one, and, when the player chose to follow him (the panel's box, F), the camera turns to
keep him in view (keep.keep_camera); never by itself otherwise (issue 29). Timing and skipping
come from the table kit's FlightOverlay (the computer-speed setting, Instant: none; Esc, a click or
the next move ends it at once), whose progress drives the scene."""
from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QPainter

from desktop.games.pueblo import geometry as g
from desktop.games.pueblo import track
from desktop.games.pueblo.keep import chieftain_hidden, keep_camera
from desktop.table.flight import Flight, FlightOverlay, pop_paint

#: a descent's length (ms, a player's own; a computer's follows the speed setting)
DESCENT_MS = 420
#: one space of the chieftain's walk
STEP_MS = 160
#: the height the block starts from, in cubes above its place
DROP = 3.5


def _nothing(p: QPainter, rect: QRectF, t: float) -> None:
    """The flight that only carries time: the scene draws the motion."""


class Motion(QObject):
    def __init__(self, view: Any) -> None:
        super().__init__(view)   # a child of the view: its connections end with it
        self.view = view
        self.flight = FlightOverlay(view, base_ms=DESCENT_MS, delay_ms=lambda: view.session.computer_delay_ms)
        self.flight.animation.valueChanged.connect(self._step)
        self.kind = ""                     # "place" or "walk" while running
        self.cells: list[tuple[int, int, int]] = []
        self.walk: tuple[int, int] = (0, 0)  # from space, steps
        self._item: Any = None
        self._pending: tuple[int, Any] | None = None
        view.session.action_applied.connect(self._applied)
        view.session.state_changed.connect(self._start)

    def running(self) -> bool:
        return self.flight.is_running()

    def skip(self) -> None:
        self.flight.skip()

    def _applied(self, seat: int, action: Any, description: str) -> None:
        self.skip()
        self._pending = (seat, action)

    def _start(self) -> None:
        if self._pending is None:
            return
        seat, action = self._pending
        self._pending = None
        view = self.view
        if view.session.is_replaying():
            return
        computer = not view.session.is_human(seat)
        if not computer:
            return   # a player's own move is drawn at once: only the others' moves are animated
        kind = type(action).__name__
        if kind == "Place":
            self._start_place(action, computer)
        elif kind == "Move" and not view.lap_running():
            self._start_walk(action.steps, computer)

    # -- the block -------------------------------------------------------------------------------
    def _start_place(self, action: Any, computer: bool) -> None:
        view, board = self.view, self.view.board
        self.cells = sorted(tuple(int(v) for v in c) for c in action.cells)
        state = view.state
        self.flight.base_ms = DESCENT_MS
        if view.is_3d:
            if self.flight.duration(computer=computer) <= 0 or not board.isVisible():
                return
            without = np.array(state.colours, copy=True)
            for x, y, z in self.cells:
                without[x, y, z] = 0
            board.set_pueblo(without, state.block_ids)
            self._item = self._block_item(board, action.colour)
            self.kind = "place"
            self._step(0.0)
            self.flight.fly([Flight(QRectF(), QRectF(), _nothing)], computer=computer, on_done=self._place_done)
            return
        from desktop.games.pueblo import art
        flights = []
        for x, y, _ in self.cells:
            r = self.flight.map_rect(board, QRectF(board._to_px(x, y + 1), board._to_px(x + 1, y)).adjusted(2, 2, -2, -2))
            flights.append(Flight(r, r, pop_paint(lambda p, rr, c=action.colour: art.draw_swatch(p, c, rr))))
        self.kind = "place"
        self.flight.fly(flights, computer=computer, on_done=self._done)

    def _block_item(self, board: Any, colour: int) -> Any:
        import pyqtgraph.opengl as gl  # a GL board exists: the import is safe here

        from desktop.games.pueblo.scene_items import set_tris
        r, gg, b = g.BASE_RGB.get(colour, (0.8, 0.8, 0.8))
        tris, cols = g.box_mesh(self.cells, (r, gg, b, 1.0))
        item = gl.GLMeshItem(smooth=False, shader=None, glOptions="opaque", computeNormals=False)
        set_tris(item, tris, cols)
        edges = gl.GLLinePlotItem(pos=g.cube_edges(self.cells), mode="lines", width=2.0, color=(0.1, 0.08, 0.06, 1.0),
                                  glOptions="opaque")
        board.addItem(item)
        board.addItem(edges)
        return (item, edges)

    def _place_done(self) -> None:
        view = self.view
        if self._item is not None:
            for item in self._item:
                view.board.removeItem(item)
            self._item = None
        s = view.state
        view.board.set_pueblo(s.colours, s.block_ids)
        self._done()

    # -- the chieftain ---------------------------------------------------------------------------
    def _start_walk(self, steps: int, computer: bool) -> None:
        view, board = self.view, self.view.board
        end = view.state.chieftain
        self.walk = ((end - steps) % track.NUM_SPACES, steps)
        self.flight.base_ms = STEP_MS * max(1, steps)
        animate = self.flight.duration(computer=computer) > 0 and board.isVisible()
        if view.is_3d and view.panel.follow_check.isChecked():   # issue 29: only when asked for
            cam = board.camera()
            if chieftain_hidden(board, end, cam):
                target = keep_camera(board, end, cam)
                if animate:
                    board.animate_to(target)
                else:
                    board.set_camera(target)
        if not animate:
            return
        self.kind = "walk"
        self._step(0.0)
        self.flight.fly([Flight(QRectF(), QRectF(), _nothing)], computer=computer, on_done=self._walk_done)

    def _walk_done(self) -> None:
        self.view.board.set_chieftain(self.view.state.chieftain)
        self._done()

    # -- progress --------------------------------------------------------------------------------
    def _step(self, value: Any) -> None:
        t = float(value)
        if self.kind == "place" and self._item is not None:
            fall = 1.0 - t
            dz = DROP * fall * fall   # falls faster as it nears its place
            for item in self._item:
                item.resetTransform()
                item.translate(0, 0, dz)
            self.view.board.update()
        elif self.kind == "walk":
            start, steps = self.walk
            k = min(steps, int(t * steps + 0.5))
            self.view.board.set_chieftain((start + k) % track.NUM_SPACES)

    def _done(self) -> None:
        self.kind = ""
