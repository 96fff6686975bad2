"""Pueblo: the board (3D, or the flat 2D fallback without OpenGL) with the game around it in a side
panel (widgets.py).

The view asks the engine what is legal and what a placement costs (engines.pueblo: inspect,
seen_faces, what_if); it never re-implements a rule. Keyboard: see _keys() (also shown in the
panel). The GL board is imported only by board.make_board, inside a guard: without OpenGL (or with
KOTATSU_NO_GL=1) the view shows the flat board and says why.
"""
from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

import engines.pueblo as pueblo_api
from desktop.games.base import GameView
from desktop.games.pueblo import a11y as pueblo_a11y
from desktop.games.pueblo import art, costs, heat, picking
from desktop.games.pueblo import follow as pueblo_follow
from desktop.games.pueblo import geometry as g
from desktop.games.pueblo.board import flat_board, make_board
from desktop.games.pueblo.controls import BoardControls
from desktop.games.pueblo.flat import FlatPuebloView
from desktop.games.pueblo.lap import FinalLap
from desktop.games.pueblo.widgets import PLAYER_MARKS, PuebloPanel
from desktop.table.keys import key_help_label
from desktop.table.style import Scale


def _kind(action: Any) -> str:
    return type(action).__name__


def _all_shapes() -> list[tuple]:
    """Every rotation as a normalised shape, in the engine's order."""
    rotations = getattr(pueblo_api, "ROTATIONS", None) or []
    shapes = []
    for r in rotations:
        key = picking.shape_key(r)
        if key not in shapes:
            shapes.append(key)
    return shapes


class PuebloView(BoardControls, GameView):
    #: issue 29 item 14: hidden in a replay (the side panel's place, bid, pass and set-aside, its key line)
    live_names = ("place_button", "bid_button", "bid_spin", "pass_button", "other_button", "keys_label")
    #: the final-lap animation ended or was skipped (the results can be shown now)
    lap_finished = Signal()
    #: lines for the game log after the moves (the final lap's inspections; desktop.widgets.log)
    log_notes = Signal(list)

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setAccessibleName(self.tr("Pueblo"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.shapes = _all_shapes()
        self.rotation = 0
        self.cursor: tuple[int, int] = (3, 3)
        self.cursor_point: tuple[float, float] | None = None
        self.colour_choice: int | None = None
        self.preview_move = 1
        self.hover_space: int | None = None
        self.look_space: int | None = None
        self.heatmap_on = False
        self.remove_index = 0
        self.selected: Any = None
        self.scale: Scale | None = None
        self._mesh_key: bytes | None = None
        self.lap = FinalLap(self)
        self.lap.stepped.connect(self._lap_step)
        self.lap.finished.connect(self._lap_done)
        self._lap_seen = 0
        self.gl_reason = ""
        self._build_ui()
        self._lap_seen = self._lap_total()
        self.refresh()
        pueblo_a11y.attach(self)   # issue 16: the board as 8x8 accessible cells, words (a11y.py)
        pueblo_follow.attach(self)  # issue 17: last blocks outlined, descent, walk, camera (follow.py)

    # ------------------------------------------------------------------ building the widgets
    def _build_ui(self) -> None:
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        left = QVBoxLayout()
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.PlainText)
        self.banner.setAccessibleDescription(self.tr("Board notice"))  # a name would hide the notice
        self.banner.hide()
        left.addWidget(self.banner)
        self.board_holder = QVBoxLayout()
        left.addLayout(self.board_holder, 1)
        outer.addLayout(left, 1)
        board, reason = make_board(self)
        self.board: Any = None
        self._set_board(board, reason)
        self.panel = PuebloPanel(self)
        outer.addWidget(self.panel)
        panel = self.panel
        # the names the tests and the shell reach
        self.turn_label, self.lap_label, self.heat_check = panel.turn_label, panel.lap_label, panel.heat_check
        self.auction_row, self.bid_spin, self.bid_button = panel.auction_row, panel.bid_spin, panel.bid_button
        self.place_button = panel.place_button
        panel.colour_chosen.connect(self.choose_colour)
        panel.row_clicked.connect(self._row_clicked)
        panel.place_clicked.connect(self.confirm)
        panel.bid_clicked.connect(self.bid)
        panel.pass_clicked.connect(self.pass_auction)
        panel.other_clicked.connect(self._other_action)
        panel.camera_clicked.connect(lambda which: {"top": self.view_top, "eye": self.view_chieftain,
                                                    "reset": self.view_reset}[which]())
        panel.heatmap_toggled.connect(self._set_heatmap)
        self.keys = self._build_keys()
        panel.set_key_help(key_help_label(self.keys))

    def _set_board(self, board: QWidget, reason: str) -> None:
        if self.board is not None:
            self.board_holder.removeWidget(self.board)
            self.board.setParent(None)
            self.board.deleteLater()
        self.board = board
        self.gl_reason = reason
        self.board_holder.addWidget(board)
        board.hovered.connect(self._on_hover)
        board.clicked.connect(self._on_click)
        board.rotate_requested.connect(self.rotate)
        self.banner.setText(reason)
        self.banner.setVisible(bool(reason))
        self._mesh_key = None

    @property
    def is_3d(self) -> bool:
        return not isinstance(self.board, FlatPuebloView)

    def showEvent(self, ev) -> None:  # noqa: N802 - Qt's name
        super().showEvent(ev)
        if self.is_3d:
            QTimer.singleShot(0, self._check_gl)

    def _check_gl(self) -> None:
        """A GL context exists only once shown: fall back when there is none."""
        if not self.is_3d or not self.board.isVisible():
            return
        ctx = self.board.context()
        if not self.board.isValid() or ctx is None or not ctx.isValid():
            self._set_board(flat_board(self),
                            self.tr("OpenGL could not be started on this display: showing the flat board."))
            self.refresh()

    def resizeEvent(self, ev) -> None:  # noqa: N802
        super().resizeEvent(ev)
        scale = Scale.for_size(self.size())
        if scale != self.scale:
            self.scale = scale
            self.panel.apply_scale(scale)
            self.banner.setStyleSheet(scale.qss("background:#5a3a22;color:#fff4e0;padding:${pad}px;"
                                                "border-radius:4px;font-size:${body}px;"))
            self.board.set_scale(scale.font_factor)

    # ------------------------------------------------------------------ state access
    @property
    def state(self):
        return self.session.shown_state  # the replay's position while replaying (issue 17)

    def seat(self) -> int | None:
        return self.session.active_human()

    def legal(self) -> list[Any]:
        seat = self.seat()
        return [] if seat is None else self.session.legal_actions(seat)

    def kinds(self) -> set[str]:
        return {_kind(a) for a in self.legal()}

    def phase(self) -> str:
        return getattr(self.state, "phase", "")

    def _seat_name(self, seat: int) -> str:
        try:
            return self.session.seats[seat].name
        except (AttributeError, IndexError):
            return self.tr("Seat %1").replace("%1", str(seat + 1))

    # ------------------------------------------------------------------ refresh
    def refresh(self) -> None:
        s = self.state
        key = s.colours.tobytes() + bytes(s.colours.shape)
        if key != self._mesh_key:
            self.board.set_pueblo(s.colours, s.block_ids)
            self._mesh_key = key
            self.board.set_sacred_sites([tuple(c) for site in s.sacred_sites for c in site])
        if not self.lap.running() and getattr(getattr(self, "follow_motion", None), "kind", "") != "walk":
            self.board.set_chieftain(s.chieftain)  # a walk in progress puts him at the end itself
        places = [a for a in self.legal() if _kind(a) == "Place"]
        colours = sorted({a.colour for a in places}, key=lambda c: (c == 1, c))
        if self.colour_choice not in colours:
            self.colour_choice = colours[0] if colours else None
        self.panel.set_colours(colours, self.colour_choice)
        self.panel.set_notice("")
        self.route_arrows()
        self._update_selection()
        self._update_panels()
        self._update_heatmap()

    def _place_options(self) -> list[Any]:
        return [a for a in self.legal() if _kind(a) == "Place" and a.colour == self.colour_choice]

    def _available_shapes(self, options: list[Any]) -> list[tuple]:
        present = {picking.shape_key(a.cells) for a in options}
        return [s for s in self.shapes if s in present] or sorted(present)

    def _update_selection(self) -> None:
        """The ghost, the preview, the removal marker: from the legal actions and the cursor."""
        legal = self.legal()
        kinds = {_kind(a) for a in legal}
        self.selected = None
        ghost_cells, ghost_code = None, None
        marker = None
        if "Place" in kinds:
            options = self._place_options()
            shapes = self._available_shapes(options)
            if shapes:
                shape = shapes[self.rotation % len(shapes)]
                self.selected = picking.choose_placement(options, lambda a: a.cells, shape, self.cursor,
                                                         self.cursor_point)
            if self.selected is not None:
                ghost_cells, ghost_code = sorted(self.selected.cells), self.selected.colour
        elif "PlaceSacredSite" in kinds:
            options = [a for a in legal if _kind(a) == "PlaceSacredSite"]
            shapes = sorted({picking.shape_key([(x, y, 0) for x, y in a.cells]) for a in options})
            shape = shapes[self.rotation % len(shapes)]
            self.selected = picking.choose_placement(options, lambda a: [(x, y, 0) for x, y in a.cells], shape,
                                                     self.cursor, self.cursor_point)
            if self.selected is not None:
                ghost_cells, ghost_code = [(x, y, 0) for x, y in self.selected.cells], g.NEUTRAL
        elif "Remove" in kinds:
            options = [a for a in legal if _kind(a) == "Remove"]
            self.remove_index %= len(options)
            self.selected = options[self.remove_index]
            marker = [tuple(int(v) for v in c) for c in np.argwhere(self.state.block_ids == self.selected.block_id)]
        self.board.set_ghost(ghost_cells, ghost_code)
        self.board.set_pick_marker(marker)
        self._update_inspection()
        pueblo_a11y.changed(self)

    def _faces(self, colours: np.ndarray, space: int) -> list[g.SeenFaceView]:
        return costs.faces(colours, space, self.state.num_players)

    def _update_inspection(self) -> None:
        """Hovered space > the ghost's preview move > the last inspection."""
        s = self.state
        if self.lap.running():
            return
        space = self.look_space if self.look_space is not None else self.hover_space
        ghost = costs.ghost_colours(s, self.selected)
        if space is not None:
            self.board.set_inspection(space, self._faces(ghost, space))
        elif costs.is_place(self.selected) or (self.phase() == "move" and self.seat() is not None):
            space = (s.chieftain + self.preview_move) % g.NUM_SPACES
            self.board.set_inspection(space, self._faces(ghost, space), preview=True)
        elif s.last_space >= 0:
            self.board.set_inspection(s.last_space, self._faces(s.colours, s.last_space))
        else:
            self.board.set_inspection(None, [])

    def move_costs(self) -> list[tuple[int, list[int]]]:
        """For moves 1..4: the space and what each player would pay (with the ghost placed)."""
        return costs.move_costs(self.state, self.seat(), self.selected)

    def _update_panels(self) -> None:
        s = self.state
        seat = self.seat()
        phase = self.phase()
        current = getattr(s, "current", 0)
        who = f"{self._seat_name(current)} ({art.player_colour_name(current)})"
        if phase == "over":
            text = self.tr("The game is over.")
        elif self.replaying():
            text = self.replay_prompt(current)
        elif seat is None:
            text = self.tr("%1 is thinking…").replace("%1", who)
        else:
            text = {"place": self.tr("%1: place a block"), "move": self.tr("%1: move the chieftain 1–4 spaces"),
                    "sacred": self.tr("%1: lay a sacred site"), "auction": self.tr("%1: bid or pass"),
                    "remove": self.tr("%1: remove a block")}.get(phase, "%1").replace("%1", who)
        self.turn_label.setText(text)
        n = s.num_players
        self.panel.set_players(list(getattr(s, "order", range(n))), [self._seat_name(p) for p in range(n)],
                               [(s.own_left(p), s.neutral_left(p), s.single[p], s.pairs[p]) for p in range(n)],
                               current if phase != "over" else None)
        show = phase in ("place", "move") and seat is not None and (self.selected is not None or phase == "move")
        self.panel.set_moves(self.move_costs() if show else None, self.preview_move, phase == "move")
        legal = self.legal()
        self.panel.set_actions({_kind(a) for a in legal}, [a.amount for a in legal if _kind(a) == "Bid"])
        if not self.lap.running() and phase != "over":
            self.lap_label.setText("")

    # ------------------------------------------------------------------ heatmap
    def _set_heatmap(self, on: bool) -> None:
        self.heatmap_on = on
        self._update_heatmap()

    def heatmap_values(self) -> np.ndarray | None:
        """Per cell: the lowest penalty the seat can reach with a placement covering it."""
        return heat.values(self)

    def _update_heatmap(self) -> None:
        heat.update(self)   # hidden with "no penalty yet" in words when it would say 0 everywhere

    # ------------------------------------------------------------------ actions
    def choose_colour(self, colour: int) -> None:
        self.colour_choice = colour
        self.refresh()

    def confirm(self) -> None:
        seat = self.seat()
        if seat is None or self.selected is None:
            return
        self.look_space = None
        self.session.submit(seat, self.selected)

    def enter(self) -> None:
        """Enter: bids during an auction, else places (or removes) the block shown."""
        if "Bid" in self.kinds():
            self.bid()
        else:
            self.confirm()

    def _submit_first(self, kind: str, test=lambda a: True) -> bool:
        seat = self.seat()
        if seat is None:
            return False
        for a in self.legal():
            if _kind(a) == kind and test(a):
                self.session.submit(seat, a)
                return True
        return False

    def move(self, steps: int) -> None:
        if self._submit_first("Move", lambda a: a.steps == steps):
            self.preview_move = 1

    def number(self, k: int) -> None:
        """1–4: moves the chieftain k spaces when it is his move, else previews that move."""
        if self.phase() == "move" and self.seat() is not None:
            self.move(k)
        else:
            self.preview(k)

    def preview(self, k: int) -> None:
        self.preview_move = k
        self._update_inspection()
        self._update_panels()
        pueblo_a11y.changed(self)

    def _row_clicked(self, k: int) -> None:
        self.number(k)
        self.setFocus()

    def bid(self) -> None:
        self._submit_first("Bid", lambda a: a.amount == self.bid_spin.value())

    def pass_auction(self) -> None:
        self._submit_first("Pass")

    def _other_action(self) -> None:
        self._submit_first("SetAside")

    # ------------------------------------------------------------------ the final lap
    def _lap_total(self) -> int:
        parts = getattr(self.state, "penalty_parts", None)
        return sum(p[1] for p in parts) if parts else 0

    def animate(self, seat: int, action: Any, description: str) -> None:
        s = self.state
        if _kind(action) != "Move":
            return
        lap = self._lap_total()
        finished = (s.phase == "over" or s.dismantling) and lap != self._lap_seen
        self._lap_seen = lap
        if finished or (s.phase == "over" and not self.lap.steps):
            self.start_final_lap()

    def start_final_lap(self) -> None:
        self.lap.start(self.state)

    def _lap_step(self, space: int) -> None:
        self.board.set_chieftain(space)
        self.board.set_inspection(space, self._faces(self.state.colours, space))
        self._update_lap_label()

    def _lap_done(self) -> None:
        self._update_lap_label(done=True)
        self.board.set_chieftain(self.state.chieftain)
        self._update_inspection()
        self.lap_finished.emit()
        self.presentation_finished.emit()

    def _update_lap_label(self, done: bool = False) -> None:
        names = [self._seat_name(p) for p in range(self.state.num_players)]
        totals = " · ".join(f"{names[p]} {PLAYER_MARKS[p]} +{self.lap.totals[p]}" for p in range(len(names)))
        if done:
            head = self.tr("Final lap done.")
        else:
            head = (self.tr("Final lap: space %1 (%2 of 36) — Esc or Space skips")
                    .replace("%1", str(self.lap.space())).replace("%2", str(self.lap.index)))
        self.lap_label.setText(f"{head}\n{totals}")
        self.log_notes.emit(self.lap.log_lines(names, PLAYER_MARKS, done))   # into the game log

    def skip_animations(self) -> None:
        self.lap.skip()

    def lap_running(self) -> bool:
        return self.lap.running()

    def is_presenting(self) -> bool:
        return self.lap_running()

    # ------------------------------------------------------------------ pictures and status
    def board_image(self):
        """The board as drawn (labels included), for screenshots and pixel tests."""
        if self.is_3d:
            return self.board.grabFramebuffer()
        return self.board.grab().toImage()

    def screenshot(self):
        """The whole view with the GL board's overlay labels (QWidget.grab misses them)."""
        pm = self.grab()
        if self.is_3d:
            p = QPainter(pm)
            p.drawImage(self.board.mapTo(self, self.board.rect().topLeft()), self.board.grabFramebuffer())
            p.end()
        return pm

    def seat_swatches(self) -> list[Any]:
        """Seat s plays colour 2 + s (red, blue, green, violet), with its symbol."""
        return [art.SWATCHES[g.RED + seat] for seat in range(self.session.num_players)]

    def status_text(self) -> str:
        return self.turn_label.text()


VIEW = PuebloView
