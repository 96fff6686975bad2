"""Pueblo: the 3D board (desktop/pueblo3d) with the game around it in side panels.

The view asks the engine what is legal and what a placement costs (engines.pueblo: inspect,
seen_faces, what_if); it never re-implements a rule. Keyboard: see KEYS below (also shown in the
panel). Without OpenGL (or with KOTATSU_NO_GL=1) it falls back to a 2D view and says why.
"""
from __future__ import annotations

import os
from typing import Any

import numpy as np
from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import engines.pueblo as pueblo_api
from desktop.games.base import GameView
from desktop.pueblo3d import art
from desktop.pueblo3d import geometry as g
from desktop.pueblo3d.flat import FlatPuebloView
from desktop.pueblo3d.scene import SeenFaceView


def _kind(action: Any) -> str:
    return type(action).__name__


def _symbol_icon(code: int, size: int = 18) -> QIcon:
    pm = QPixmap(size * 2 + 4, size)
    pm.fill(QColor(0, 0, 0, 0))
    p = QPainter(pm)
    art.draw_swatch(p, code, QRectF(1, 1, size - 2, size - 2))
    art.draw_symbol(p, code, QRectF(size + 4, 1, size - 2, size - 2))
    p.end()
    return QIcon(pm)


def _all_shapes() -> list[tuple]:
    """Every rotation as a normalised shape, in the engine's order."""
    rotations = getattr(pueblo_api, "ROTATIONS", None) or []
    shapes = []
    for r in rotations:
        key = g.shape_key(r)
        if key not in shapes:
            shapes.append(key)
    return shapes


class PuebloView(GameView):
    LAP_STEP_MS = 260
    #: the final-lap animation ended or was skipped (the results can be shown now)
    lap_finished = Signal()

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
        self._mesh_key: bytes | None = None
        self._lap_steps: list[int] = []
        self._lap_index = 0
        self._lap_totals: list[int] = []
        self._lap_seen = 0
        self.gl_reason = ""
        self._build_ui()
        self._lap_timer = QTimer(self)
        self._lap_timer.timeout.connect(self._lap_tick)
        self._lap_seen = self._lap_total()
        self.refresh()

    # ------------------------------------------------------------------ building the widgets
    def _build_ui(self) -> None:
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        left = QVBoxLayout()
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("background:#5a3a22;color:#fff4e0;padding:6px;border-radius:4px;")
        self.banner.setAccessibleName(self.tr("Board notice"))
        self.banner.hide()
        left.addWidget(self.banner)
        self.board_holder = QVBoxLayout()
        left.addLayout(self.board_holder, 1)
        outer.addLayout(left, 1)
        self.board: Any = None
        if os.environ.get("KOTATSU_NO_GL") == "1":
            self._use_flat(self.tr("3D view switched off (KOTATSU_NO_GL=1): showing the flat board."))
        else:
            try:
                from desktop.pueblo3d.scene import PuebloScene
                self.board = PuebloScene(self)
                self.board_holder.addWidget(self.board)
                self._connect_board()
            except Exception as exc:  # no usable OpenGL binding at all
                self._use_flat(self.tr("No OpenGL (%1): showing the flat board.").replace("%1", str(exc)))
        outer.addWidget(self._build_side())

    def _use_flat(self, reason: str) -> None:
        if self.board is not None:
            self.board.setParent(None)
            self.board.deleteLater()
        self.gl_reason = reason
        self.board = FlatPuebloView(self)
        self.board_holder.addWidget(self.board)
        self._connect_board()
        self.banner.setText(reason)
        self.banner.show()
        self._mesh_key = None

    @property
    def is_3d(self) -> bool:
        return not isinstance(self.board, FlatPuebloView)

    def _connect_board(self) -> None:
        self.board.hovered.connect(self._on_hover)
        self.board.clicked.connect(self._on_click)
        self.board.rotate_requested.connect(self.rotate)

    def showEvent(self, ev) -> None:
        super().showEvent(ev)
        if self.is_3d:
            QTimer.singleShot(0, self._check_gl)

    def _check_gl(self) -> None:
        """A GL context exists only once shown: fall back when there is none."""
        if not self.is_3d or not self.board.isVisible():
            return
        ctx = self.board.context()
        if not self.board.isValid() or ctx is None or not ctx.isValid():
            self._use_flat(self.tr("OpenGL could not be started on this display: showing the flat board."))
            self.refresh()

    def _build_side(self) -> QWidget:
        side = QWidget()
        side.setMinimumWidth(250)
        side.setMaximumWidth(310)
        lay = QVBoxLayout(side)
        self.turn_label = QLabel()
        self.turn_label.setWordWrap(True)
        self.turn_label.setAccessibleName(self.tr("Whose turn"))
        self.turn_label.setStyleSheet("font-size:15px;font-weight:bold;")
        lay.addWidget(self.turn_label)

        self.players_box = QFrame()
        self.players_box.setAccessibleName(self.tr("Players, reserves and penalty points"))
        self.players_grid = QGridLayout(self.players_box)
        lay.addWidget(self.players_box)

        self.choice_row = QHBoxLayout()
        self.colour_buttons: dict[int, QPushButton] = {}
        lay.addLayout(self.choice_row)

        self.preview_label = QLabel()
        self.preview_label.setWordWrap(True)
        self.preview_label.setTextFormat(Qt.TextFormat.RichText)
        self.preview_label.setAccessibleName(self.tr("What each move would cost"))
        lay.addWidget(self.preview_label)

        moves = QHBoxLayout()
        self.move_buttons = []
        for k in range(1, 5):
            b = QPushButton(str(k))
            b.setAccessibleName(self.tr("Move the chieftain %1 spaces").replace("%1", str(k)))
            b.setToolTip(b.accessibleName())
            b.clicked.connect(lambda _=False, k=k: self.move(k))
            moves.addWidget(b)
            self.move_buttons.append(b)
        lay.addLayout(moves)

        self.place_button = QPushButton(self.tr("Place block (Enter)"))
        self.place_button.setAccessibleName(self.tr("Place the block shown"))
        self.place_button.clicked.connect(self.confirm)
        lay.addWidget(self.place_button)

        auction = QHBoxLayout()
        self.bid_spin = QSpinBox()
        self.bid_spin.setAccessibleName(self.tr("Bid in penalty points"))
        self.bid_button = QPushButton(self.tr("Bid"))
        self.bid_button.setAccessibleName(self.tr("Bid this many penalty points"))
        self.bid_button.clicked.connect(self.bid)
        self.pass_button = QPushButton(self.tr("Pass (P)"))
        self.pass_button.setAccessibleName(self.tr("Pass: drop out of this auction"))
        self.pass_button.clicked.connect(self.pass_auction)
        auction.addWidget(self.bid_spin)
        auction.addWidget(self.bid_button)
        auction.addWidget(self.pass_button)
        self.auction_row = QWidget()
        self.auction_row.setLayout(auction)
        lay.addWidget(self.auction_row)

        self.other_button = QPushButton()
        self.other_button.clicked.connect(self._other_action)
        lay.addWidget(self.other_button)

        views = QGridLayout()
        for i, (text, name, slot) in enumerate((
                (self.tr("Top (T)"), self.tr("Top view"), self.view_top),
                (self.tr("Eye (C)"), self.tr("Chieftain's eye"), self.view_chieftain),
                (self.tr("Reset (Home)"), self.tr("Reset the camera"), self.view_reset))):
            b = QPushButton(text)
            b.setAccessibleName(name)
            b.clicked.connect(slot)
            views.addWidget(b, 0, i)
        self.heat_check = QCheckBox(self.tr("Penalty heatmap (H)"))
        self.heat_check.setAccessibleName(self.tr("Show the lowest penalty reachable on each cell"))
        self.heat_check.toggled.connect(self._set_heatmap)
        views.addWidget(self.heat_check, 1, 0, 1, 3)
        lay.addLayout(views)

        self.lap_label = QLabel()
        self.lap_label.setWordWrap(True)
        self.lap_label.setAccessibleName(self.tr("Final lap"))
        lay.addWidget(self.lap_label)

        keys = QLabel(self.tr(
            "<b>Keys</b><br>Arrows move the block · R / Shift+R rotate (or Ctrl+wheel) · B other block · "
            "Enter places · 1–4 preview, then move the chieftain · H heatmap<br>"
            "Shift+arrows orbit · Ctrl+arrows pan · +/− zoom · T top · N E S W sides · C chieftain's eye · "
            "[ ] pick a space to look from · V look from it · Home reset · Esc/Space skip the lap"))
        keys.setWordWrap(True)
        keys.setTextFormat(Qt.TextFormat.RichText)
        keys.setStyleSheet("color:#6b5a48;font-size:11px;")
        keys.setAccessibleName(self.tr("Keyboard help"))
        lay.addWidget(keys)
        lay.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(side)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setMinimumWidth(260)
        scroll.setMaximumWidth(320)
        return scroll

    # ------------------------------------------------------------------ state access
    @property
    def state(self):
        return self.session.state

    def seat(self) -> int | None:
        return self.session.active_human()

    def legal(self) -> list[Any]:
        seat = self.seat()
        return [] if seat is None else self.session.legal_actions(seat)

    def phase(self) -> str:
        return getattr(self.state, "phase", "")

    def _colour_name(self, code: int) -> str:
        return {1: self.tr("neutral"), 2: self.tr("red"), 3: self.tr("blue"), 4: self.tr("green"),
                5: self.tr("violet")}.get(code, "?")

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
        if not self._lap_timer.isActive():
            self.board.set_chieftain(s.chieftain)
        legal = self.legal()
        places = [a for a in legal if _kind(a) == "Place"]
        colours = sorted({a.colour for a in places}, key=lambda c: (c == 1, c))
        if self.colour_choice not in colours:
            self.colour_choice = colours[0] if colours else None
        self._rebuild_colour_buttons(colours)
        self._update_selection()
        self._update_panels()
        self._update_heatmap()

    def _rebuild_colour_buttons(self, colours: list[int]) -> None:
        if list(self.colour_buttons) == colours:
            for c, b in self.colour_buttons.items():
                b.setChecked(c == self.colour_choice)
            return
        for b in self.colour_buttons.values():
            self.choice_row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.colour_buttons = {}
        for c in colours:
            b = QPushButton(_symbol_icon(c), self.tr("%1 block").replace("%1", self._colour_name(c)))
            b.setCheckable(True)
            b.setChecked(c == self.colour_choice)
            b.setAccessibleName(self.tr("Place the %1 block (B switches)").replace("%1", self._colour_name(c)))
            b.clicked.connect(lambda _=False, c=c: self.choose_colour(c))
            self.choice_row.addWidget(b)
            self.colour_buttons[c] = b

    def _place_options(self) -> list[Any]:
        return [a for a in self.legal() if _kind(a) == "Place" and a.colour == self.colour_choice]

    def _available_shapes(self, options: list[Any]) -> list[tuple]:
        present = {g.shape_key(a.cells) for a in options}
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
                self.selected = g.choose_placement(options, lambda a: a.cells, shape, self.cursor, self.cursor_point)
            if self.selected is not None:
                ghost_cells, ghost_code = sorted(self.selected.cells), self.selected.colour
        elif "PlaceSacredSite" in kinds:
            options = [a for a in legal if _kind(a) == "PlaceSacredSite"]
            shapes = sorted({g.shape_key([(x, y, 0) for x, y in a.cells]) for a in options})
            shape = shapes[self.rotation % len(shapes)]
            self.selected = g.choose_placement(options, lambda a: [(x, y, 0) for x, y in a.cells], shape,
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

    def _ghost_colours(self) -> np.ndarray:
        colours = self.state.colours
        if self.selected is not None and _kind(self.selected) == "Place":
            colours = colours.copy()
            top = max(z for _, _, z in self.selected.cells)
            if top >= colours.shape[2]:
                colours = np.concatenate([colours, np.zeros(colours.shape[:2] + (top + 1 - colours.shape[2],),
                                                            dtype=colours.dtype)], axis=2)
            for x, y, z in self.selected.cells:
                colours[x, y, z] = self.selected.colour
        return colours

    def _faces(self, colours: np.ndarray, space: int) -> list[SeenFaceView]:
        n = self.state.num_players
        return [SeenFaceView((f.x, f.y, f.z), tuple(f.normal), f.player, f.cost)
                for f in pueblo_api.seen_faces(colours, space, n)]

    def _update_inspection(self) -> None:
        """Hovered space > the ghost's preview move > the last inspection."""
        s = self.state
        if self._lap_timer.isActive():
            return
        space = self.look_space if self.look_space is not None else self.hover_space
        if space is not None:
            self.board.set_inspection(space, self._faces(self._ghost_colours(), space))
            return
        if self.selected is not None and _kind(self.selected) == "Place":
            space = (s.chieftain + self.preview_move) % g.NUM_SPACES
            self.board.set_inspection(space, self._faces(self._ghost_colours(), space), preview=True)
            return
        if self.phase() == "move" and self.seat() is not None:
            space = (s.chieftain + self.preview_move) % g.NUM_SPACES
            self.board.set_inspection(space, self._faces(s.colours, space), preview=True)
            return
        if s.last_space >= 0:
            self.board.set_inspection(s.last_space, self._faces(s.colours, s.last_space))
        else:
            self.board.set_inspection(None, [])

    def move_costs(self) -> list[tuple[int, list[int]]]:
        """For moves 1..4: the space and what each player would pay (with the ghost placed)."""
        s = self.state
        seat = self.seat()
        what_if = getattr(pueblo_api, "what_if", None)
        if (what_if is not None and seat is not None and self.selected is not None
                and _kind(self.selected) == "Place"):
            result = what_if(s, seat)
            for i, (colour, cells) in enumerate(result.choices):
                if colour == self.selected.colour and frozenset(cells) == self.selected.cells:
                    return [((s.chieftain + k) % g.NUM_SPACES, [int(v) for v in result.penalties[i][k - 1]])
                            for k in range(1, 5)]
        colours = self._ghost_colours()
        out = []
        for k in range(1, 5):
            space = (s.chieftain + k) % g.NUM_SPACES
            out.append((space, [int(v) for v in pueblo_api.inspect(colours, space, s.num_players)]))
        return out

    def _update_panels(self) -> None:
        s = self.state
        n = s.num_players
        seat = self.seat()
        phase = self.phase()
        current = getattr(s, "current", 0)
        who = f"{self._seat_name(current)} ({self._colour_name(2 + current)})"
        if phase == "over":
            text = self.tr("The game is over.")
        elif seat is None:
            text = self.tr("%1 is thinking…").replace("%1", who)
        else:
            text = {"place": self.tr("%1: place a block"), "move": self.tr("%1: move the chieftain 1–4 spaces"),
                    "sacred": self.tr("%1: lay a sacred site"), "auction": self.tr("%1: bid or pass"),
                    "remove": self.tr("%1: remove a block")}.get(phase, "%1").replace("%1", who)
        self.turn_label.setText(text)
        # players: one row per seat, in turn order, built once
        order = list(getattr(s, "order", range(n)))
        if not hasattr(self, "_player_rows"):
            self._player_rows = []
            for p in range(n):
                icon = QLabel()
                icon.setPixmap(_symbol_icon(2 + p).pixmap(40, 18))
                name, reserve, score = QLabel(), QLabel(), QLabel()
                score.setStyleSheet("font-weight:bold;")
                reserve.setWordWrap(True)  # wraps in narrow windows rather than being cut
                self._player_rows.append((icon, name, reserve, score))
        for row, p in enumerate(order):
            icon, name, reserve, score = self._player_rows[p]
            marker = "▶ " if p == current and phase != "over" else ""
            name.setText(f"{marker}{self._seat_name(p)}")
            name.setAccessibleName(self.tr("%1, %2").replace("%1", self._seat_name(p))
                                   .replace("%2", self._colour_name(2 + p)))
            reserve.setText(self.tr("own %1 · neutral %2").replace("%1", str(s.own_left(p)))
                            .replace("%2", str(s.neutral_left(p))))
            reserve.setToolTip(self.tr("Single block: %1, pairs left: %2").replace("%1", str(s.single[p]))
                               .replace("%2", str(s.pairs[p])))
            score.setText(self.tr("%1 pts").replace("%1", str(s.penalties[p])))
            for col, w in enumerate((icon, name, reserve, score)):
                self.players_grid.addWidget(w, row, col)
        # preview of the moves
        rows = []
        if phase in ("place", "move") and seat is not None and (self.selected is not None or phase == "move"):
            for k, (space, costs) in enumerate(self.move_costs(), start=1):
                cells = " ".join(f"<span style='color:{art.qcolor(2 + p).name()}'>{'●■▲◆'[p]}</span>&nbsp;+{c}"
                                 for p, c in enumerate(costs))
                style = "background:#ffe28a;" if k == self.preview_move else ""
                rows.append(f"<tr style='{style}'><td>{k} → {space}</td><td>{cells}</td></tr>")
            title = self.tr("If the chieftain moves:")
            self.preview_label.setText(f"<b>{title}</b><table cellspacing=4>{''.join(rows)}</table>")
        else:
            self.preview_label.setText("")
        legal = self.legal()
        kinds = {_kind(a) for a in legal}
        for b in self.move_buttons:
            b.setEnabled("Move" in kinds)
        self.place_button.setVisible("Place" in kinds or "PlaceSacredSite" in kinds or "Remove" in kinds)
        self.place_button.setText({True: self.tr("Remove block (Enter)")}.get("Remove" in kinds,
                                  self.tr("Place (Enter)")))
        self.auction_row.setVisible("Bid" in kinds or "Pass" in kinds)
        bids = [a.amount for a in legal if _kind(a) == "Bid"]
        if bids:
            self.bid_spin.setRange(min(bids), max(bids))
        self.bid_button.setEnabled(bool(bids))
        aside = [a for a in legal if _kind(a) == "SetAside"]
        self.other_button.setVisible(bool(aside))
        if aside:
            self.other_button.setText(self.tr("Set the block aside (no room)"))
        if self._lap_timer.isActive():
            self._update_lap_label()
        elif phase != "over":
            self.lap_label.setText("")

    # ------------------------------------------------------------------ heatmap
    def _set_heatmap(self, on: bool) -> None:
        self.heatmap_on = on
        self._update_heatmap()

    def heatmap_values(self) -> np.ndarray | None:
        """Per cell: the lowest penalty the seat can reach with a placement covering it."""
        seat = self.seat()
        if seat is None or self.phase() != "place":
            return None
        values = np.full((8, 8), np.inf)
        what_if = getattr(pueblo_api, "what_if", None)
        if what_if is not None:
            result = what_if(self.state, seat)
            for (_colour, cells), pen in zip(result.choices, result.penalties, strict=True):
                best = float(np.min(np.asarray(pen)[:, seat]))
                for x, y, _ in cells:
                    values[x, y] = min(values[x, y], best)
            return values
        s = self.state
        for a in [a for a in self.legal() if _kind(a) == "Place"]:
            colours = s.colours.copy()
            for x, y, z in a.cells:
                if z < colours.shape[2]:
                    colours[x, y, z] = a.colour
            best = min(pueblo_api.inspect(colours, (s.chieftain + k) % 36, s.num_players)[seat] for k in range(1, 5))
            for x, y, _ in a.cells:
                values[x, y] = min(values[x, y], best)
        return values

    def _update_heatmap(self) -> None:
        self.board.set_heatmap(self.heatmap_values() if self.heatmap_on else None, self.state.heights)

    # ------------------------------------------------------------------ actions
    def choose_colour(self, colour: int) -> None:
        self.colour_choice = colour
        self.refresh()

    def rotate(self, step: int = 1) -> None:
        self.rotation += step
        self._update_selection()
        self._update_panels()

    def move_cursor(self, dx: int, dy: int) -> None:
        """Arrow keys, relative to the screen: 'up' is away from the camera."""
        import math
        az = math.radians(self.board.camera().azimuth + 180.0) if self.is_3d else math.radians(90.0)
        fx, fy = math.cos(az), math.sin(az)        # screen up on the ground
        rx, ry = fy, -fx                           # screen right
        wx, wy = dx * rx + dy * fx, dx * ry + dy * fy
        if abs(wx) >= abs(wy):
            step = (int(math.copysign(1, wx)), 0)
        else:
            step = (0, int(math.copysign(1, wy)))
        x = min(7, max(0, self.cursor[0] + step[0]))
        y = min(7, max(0, self.cursor[1] + step[1]))
        self.cursor, self.cursor_point = (x, y), None
        self._update_selection()
        self._update_panels()

    def confirm(self) -> None:
        seat = self.seat()
        if seat is None or self.selected is None:
            return
        action = self.selected
        self.look_space = None
        self.session.submit(seat, action)

    def move(self, steps: int) -> None:
        seat = self.seat()
        if seat is None:
            return
        for a in self.legal():
            if _kind(a) == "Move" and a.steps == steps:
                self.preview_move = 1
                self.session.submit(seat, a)
                return

    def bid(self) -> None:
        seat = self.seat()
        for a in self.legal():
            if _kind(a) == "Bid" and a.amount == self.bid_spin.value():
                self.session.submit(seat, a)
                return

    def pass_auction(self) -> None:
        seat = self.seat()
        for a in self.legal():
            if _kind(a) == "Pass":
                self.session.submit(seat, a)
                return

    def _other_action(self) -> None:
        seat = self.seat()
        for a in self.legal():
            if _kind(a) == "SetAside":
                self.session.submit(seat, a)
                return

    # ------------------------------------------------------------------ board events
    def _on_hover(self, hit: g.Hit) -> None:
        space = hit.space if hit.kind == "track" else None
        changed = space != self.hover_space
        self.hover_space = space
        column = hit.target_column()
        if column is not None:
            point = (hit.point[0], hit.point[1])
            if column != self.cursor or point != self.cursor_point:
                self.cursor, self.cursor_point = column, point
                if "Remove" in {_kind(a) for a in self.legal()} and hit.cell is not None and hit.kind == "cube":
                    self._select_block_at(hit.cell)
                self._update_selection()
                self._update_panels()
                return
        if changed:
            self._update_inspection()

    def _select_block_at(self, cell) -> None:
        block = int(self.state.block_ids[cell])
        options = [a for a in self.legal() if _kind(a) == "Remove"]
        for i, a in enumerate(options):
            if a.block_id == block:
                self.remove_index = i

    def _on_click(self, hit: g.Hit, button: int) -> None:
        if button != Qt.MouseButton.LeftButton.value:
            if button == Qt.MouseButton.RightButton.value:
                self.rotate(1)
            return
        if hit.kind == "track" and hit.space is not None:
            self.view_from(hit.space)
            return
        self._on_hover(hit)
        self.confirm()

    # ------------------------------------------------------------------ camera
    def _figure(self, visible: bool) -> None:
        """The chieftain's figure is hidden while we look through his eyes."""
        if hasattr(self.board, "set_chieftain_visible"):
            self.board.set_chieftain_visible(visible)

    def view_top(self) -> None:
        self._figure(True)
        self.board.animate_to(g.top_camera())

    def view_side(self, side: str) -> None:
        self._figure(True)
        self.board.animate_to(g.side_camera(side))
        if not self.is_3d:
            self.board.elevation_space = {"west": 1, "north": 10, "east": 19, "south": 28}[side]
            self.board.update()

    def view_chieftain(self) -> None:
        self.view_from(self.state.chieftain)

    def view_from(self, space: int) -> None:
        self._figure(space in g.CORNERS)
        self.board.animate_to(g.chieftain_camera(space, self.board.top_height()))
        if not self.is_3d and space not in g.CORNERS:
            self.board.elevation_space = space
            self.board.update()

    def view_reset(self) -> None:
        self._figure(True)
        self.board.animate_to(g.home_camera(self.board.top_height()))

    # ------------------------------------------------------------------ keys
    def keyPressEvent(self, ev) -> None:
        key = ev.key()
        mods = ev.modifiers()
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        K = Qt.Key
        arrows = {K.Key_Left: (-1, 0), K.Key_Right: (1, 0), K.Key_Up: (0, 1), K.Key_Down: (0, -1)}
        if key in (K.Key_Escape, K.Key_Space) and self._lap_timer.isActive():
            self.skip_animations()
        elif key in arrows and mods & Qt.KeyboardModifier.ControlModifier:
            dx, dy = arrows[key]
            if hasattr(self.board, "pan"):
                self.board.pan(-dx * 40, dy * 40, 0, relative="view-upright")
        elif key in arrows and shift:
            dx, dy = arrows[key]
            self.board.orbit(-dx * 10, -dy * 6)
        elif key in arrows:
            if "Remove" in {_kind(a) for a in self.legal()}:
                self.remove_index += 1 if key in (K.Key_Right, K.Key_Up) else -1
                self._update_selection()
            else:
                self.move_cursor(*arrows[key])
        elif key == K.Key_R:
            self.rotate(-1 if shift else 1)
        elif key == K.Key_B:
            colours = list(self.colour_buttons)
            if len(colours) > 1 and self.colour_choice in colours:
                self.choose_colour(colours[(colours.index(self.colour_choice) + 1) % len(colours)])
        elif key in (K.Key_Return, K.Key_Enter):
            if "Bid" in {_kind(a) for a in self.legal()}:
                self.bid()
            else:
                self.confirm()
        elif key == K.Key_P:
            self.pass_auction()
        elif K.Key_1 <= key <= K.Key_4:
            k = key - K.Key_1 + 1
            if self.phase() == "move" and self.seat() is not None and not shift:
                self.move(k)
            else:
                self.preview_move = k
                self._update_inspection()
                self._update_panels()
        elif key == K.Key_H:
            self.heat_check.toggle()
        elif key == K.Key_T:
            self.view_top()
        elif key in (K.Key_N, K.Key_E, K.Key_S, K.Key_W):
            self.view_side({K.Key_N: "north", K.Key_E: "east", K.Key_S: "south", K.Key_W: "west"}[key])
        elif key == K.Key_C:
            self.view_chieftain()
        elif key == K.Key_V:
            space = self.look_space if self.look_space is not None else self.hover_space
            self.view_from(space if space is not None else self.state.chieftain)
        elif key in (K.Key_BracketLeft, K.Key_BracketRight):
            base = self.look_space if self.look_space is not None else self.state.chieftain
            self.look_space = (base + (1 if key == K.Key_BracketRight else -1)) % g.NUM_SPACES
            self._update_inspection()
        elif key in (K.Key_Home, K.Key_0):
            self.look_space = None
            self.view_reset()
            self._update_inspection()
        elif key in (K.Key_Plus, K.Key_Equal):
            self.board.zoom(0.85)
        elif key == K.Key_Minus:
            self.board.zoom(1.18)
        else:
            super().keyPressEvent(ev)
            return
        ev.accept()

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
        if finished or (s.phase == "over" and not self._lap_steps):
            self.start_final_lap()

    def start_final_lap(self) -> None:
        s = self.state
        start = s.chieftain
        self._lap_steps = [(start + k) % g.NUM_SPACES for k in range(1, g.NUM_SPACES + 1)]
        self._lap_index = 0
        self._lap_totals = [0] * s.num_players
        self._lap_timer.start(self.LAP_STEP_MS)
        self._lap_tick()

    def _lap_tick(self) -> None:
        if self._lap_index >= len(self._lap_steps):
            self._lap_timer.stop()
            self._update_lap_label(done=True)
            self.board.set_chieftain(self.state.chieftain)
            self._update_inspection()
            self.lap_finished.emit()
            self.presentation_finished.emit()
            return
        s = self.state
        space = self._lap_steps[self._lap_index]
        self._lap_index += 1
        costs = pueblo_api.inspect(s.colours, space, s.num_players)
        self._lap_totals = [a + int(b) for a, b in zip(self._lap_totals, costs, strict=True)]
        self.board.set_chieftain(space)
        self.board.set_inspection(space, self._faces(s.colours, space))
        self._update_lap_label()

    def _update_lap_label(self, done: bool = False) -> None:
        n = self.state.num_players
        totals = " · ".join(f"{self._seat_name(p)} {'●■▲◆'[p]} +{self._lap_totals[p]}" for p in range(n))
        if done:
            head = self.tr("Final lap done.")
        else:
            head = (self.tr("Final lap: space %1 (%2 of 36) — Esc or Space skips")
                    .replace("%1", str(self._lap_steps[self._lap_index - 1])).replace("%2", str(self._lap_index)))
        self.lap_label.setText(f"<b>{head}</b><br>{totals}")

    def skip_animations(self) -> None:
        if self._lap_timer.isActive():
            s = self.state
            while self._lap_index < len(self._lap_steps):
                space = self._lap_steps[self._lap_index]
                self._lap_index += 1
                costs = pueblo_api.inspect(s.colours, space, s.num_players)
                self._lap_totals = [a + int(b) for a, b in zip(self._lap_totals, costs, strict=True)]
            self._lap_tick()

    def lap_running(self) -> bool:
        return self._lap_timer.isActive()

    def is_presenting(self) -> bool:
        return self.lap_running()

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

    def status_text(self) -> str:
        return self.turn_label.text()


VIEW = PuebloView
