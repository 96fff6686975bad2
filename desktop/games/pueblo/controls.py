"""Pueblo's input: the mouse on the board (hover, click: ray-cast hits from the board), the camera
presets, and every key of the view, defined once in `_build_keys` (the kit's KeyMap, which also
writes the key help). A mixin of PuebloView; its strings are in the view's translation context."""
from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractButton

from desktop.games.pueblo import geometry as g
from desktop.games.pueblo import picking, track
from desktop.table.keys import KeyMap


def _t(text: str) -> str:
    return QCoreApplication.translate("PuebloView", text)


ARROWS = {"Left": (-1, 0), "Right": (1, 0), "Up": (0, 1), "Down": (0, -1)}
ARROW_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)


class BoardControls:
    """Mouse, camera and keys of PuebloView (uses its board, state, legal actions and actions)."""

    # ------------------------------------------------------------------ board events
    def _on_hover(self, hit: picking.Hit) -> None:
        space = hit.space if hit.kind == "track" else None
        changed = space != self.hover_space
        self.hover_space = space
        column = hit.target_column()
        if column is not None:
            point = (hit.point[0], hit.point[1])
            if column != self.cursor or point != self.cursor_point:
                self.cursor, self.cursor_point = column, point
                if "Remove" in self.kinds() and hit.cell is not None and hit.kind == "cube":
                    self._select_block_at(hit.cell)
                self._update_selection()
                self._update_panels()
                return
        if changed:
            self._update_inspection()

    def _select_block_at(self, cell) -> None:
        block = int(self.state.block_ids[cell])
        options = [a for a in self.legal() if type(a).__name__ == "Remove"]
        for i, a in enumerate(options):
            if a.block_id == block:
                self.remove_index = i

    def _on_click(self, hit: picking.Hit, button: int) -> None:
        if button != Qt.MouseButton.LeftButton.value:
            if button == Qt.MouseButton.RightButton.value:
                self.rotate(1)
            return
        if hit.kind == "track" and hit.space is not None:
            self.view_from(hit.space)
            return
        self._on_hover(hit)
        self.confirm()

    # ------------------------------------------------------------------ the block and the cursor
    def next_colour(self) -> None:
        colours = list(self.panel.colour_buttons)
        if len(colours) > 1 and self.colour_choice in colours:
            self.choose_colour(colours[(colours.index(self.colour_choice) + 1) % len(colours)])

    def rotate(self, step: int = 1) -> None:
        self.rotation += step
        self._update_selection()
        self._update_panels()

    def _world_step(self, dx: int, dy: int) -> tuple[int, int]:
        """An arrow key as a step on the board, relative to the screen: 'up' is away from the camera."""
        az = math.radians(self.board.camera().azimuth + 180.0) if self.is_3d else math.radians(90.0)
        fx, fy = math.cos(az), math.sin(az)        # screen up on the ground
        rx, ry = fy, -fx                           # screen right
        wx, wy = dx * rx + dy * fx, dx * ry + dy * fy
        if abs(wx) >= abs(wy):
            return (int(math.copysign(1, wx)), 0)
        return (0, int(math.copysign(1, wy)))

    def _shape_options(self) -> tuple[list, Any]:
        """The options of the block shown (placements, or sacred sites) and how to read their cells."""
        kinds = self.kinds()
        if "Place" in kinds:
            return self._place_options(), lambda a: a.cells
        if "PlaceSacredSite" in kinds:
            return ([a for a in self.legal() if type(a).__name__ == "PlaceSacredSite"],
                    lambda a: [(x, y, 0) for x, y in a.cells])
        return [], None

    def step_block(self, dx: int, dy: int) -> bool:
        """The block shown moved one column (or over the columns where it can't go, to the next
        where it can) in the arrow's direction, its rotation kept. False (and why, said) when none."""
        options, cells_of = self._shape_options()
        if self.selected is None or cells_of is None:
            return False
        sx, sy = self._world_step(dx, dy)
        shape = picking.shape_key(cells_of(self.selected))
        here = picking.footprint(cells_of(self.selected))
        by_print = {}
        for a in options:
            if picking.shape_key(cells_of(a)) == shape:
                by_print.setdefault(frozenset(picking.footprint(cells_of(a))), a)
        for k in range(1, g.SIZE):
            there = frozenset((x + k * sx, y + k * sy) for x, y in here)
            found = by_print.get(there)
            if found is not None:
                cx, cy = self.cursor[0] + k * sx, self.cursor[1] + k * sy
                column = (cx, cy) if (cx, cy) in there else min(there, key=lambda c: (c[0] - cx) ** 2 + (c[1] - cy) ** 2)
                self.cursor = column
                self.cursor_point = (sum(x + 0.5 for x, _ in there) / len(there),
                                     sum(y + 0.5 for _, y in there) / len(there))
                self.key_notice("")
                self._update_selection()
                self._update_panels()
                return True
        way = self._direction_name(sx, sy)
        if any(not (0 <= x + sx < g.SIZE and 0 <= y + sy < g.SIZE) for x, y in here):
            self.key_notice(_t("The block is at the edge of the board: it can't go further %1.").replace("%1", way))
        else:
            self.key_notice(_t("No room for this block further %1 (R turns it, B takes the other block).")
                            .replace("%1", way))
        return False

    @staticmethod
    def _direction_name(sx: int, sy: int) -> str:
        return {(1, 0): _t("east"), (-1, 0): _t("west"), (0, 1): _t("north"), (0, -1): _t("south")}[(sx, sy)]

    def _why_no_block(self) -> str:
        """Why an arrow has no block to move now."""
        if self.replaying():
            return _t("This is a replay: nothing to move.")
        phase = self.phase()
        if phase == "over":
            return _t("The game is over.")
        if self.seat() is None:
            return _t("Not your turn: no block to move.")
        if phase == "move":
            return _t("The block is placed: move the chieftain with 1 to 4.")
        if phase == "auction":
            return _t("Bid or pass first (the arrows move no block now).")
        return _t("No block to move now.")

    def key_notice(self, text: str) -> None:
        """A key that did nothing says why: in the panel (the status) and to a screen reader."""
        self.panel.set_notice(text)
        if text:
            self.announcer.say(text)

    def arrow(self, dx: int, dy: int) -> None:
        """An arrow key: the next block to remove while dismantling, else the block shown; never
        nothing without a word (issue 29)."""
        if "Remove" in self.kinds():
            self.remove_index += 1 if (dx > 0 or dy > 0) else -1
            self.key_notice("")
            self._update_selection()
        elif self.selected is not None:
            self.step_block(dx, dy)
        else:
            self.key_notice(self._why_no_block())

    def route_arrows(self) -> None:
        """The arrows on a focused panel button (a colour, Place, a camera button, the heatmap box,
        just clicked) move the block, as the key help says; Qt would move the focus to the next
        button without a word (issue 29: "arrow keys sometimes don't move the block")."""
        for button in self.panel.findChildren(QAbstractButton):
            button.installEventFilter(self)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:  # noqa: N802 - Qt's name
        if ev.type() == QEvent.Type.KeyPress and isinstance(obj, QAbstractButton) and ev.key() in ARROW_KEYS:
            self.setFocus(Qt.FocusReason.OtherFocusReason)
            self.keyPressEvent(ev)
            return True
        return super().eventFilter(obj, ev)

    # ------------------------------------------------------------------ camera
    def _figure(self, visible: bool) -> None:
        """The chieftain's figure is hidden while we look through his eyes."""
        if hasattr(self.board, "set_chieftain_visible"):
            self.board.set_chieftain_visible(visible)

    def view_top(self) -> None:
        self._figure(True)
        aspect = self.board.width() / max(1, self.board.height())
        self.board.animate_to(track.top_camera(aspect, self.board.top_height()))

    def view_side(self, side: str) -> None:
        self._figure(True)
        self.board.animate_to(track.side_camera(side))
        if not self.is_3d:
            self.board.elevation_space = {"west": 1, "north": 10, "east": 19, "south": 28}[side]
            self.board.update()

    def view_chieftain(self) -> None:
        self.view_from(self.state.chieftain)

    def view_from(self, space: int) -> None:
        self._figure(space in g.CORNERS)
        aspect = self.board.width() / max(1, self.board.height())
        self.board.animate_to(track.chieftain_camera(space, self.board.top_height(), aspect))
        if not self.is_3d and space not in g.CORNERS:
            self.board.elevation_space = space
            self.board.update()

    def view_reset(self) -> None:
        self.look_space = None
        self._figure(True)
        from desktop.games.pueblo.keep import home_camera  # issue 17: the chieftain stays in view
        self.board.animate_to(home_camera(self))
        self._update_inspection()

    def view_looked_space(self) -> None:
        space = self.look_space if self.look_space is not None else self.hover_space
        self.view_from(space if space is not None else self.state.chieftain)

    def step_look_space(self, step: int) -> None:
        base = self.look_space if self.look_space is not None else self.state.chieftain
        self.look_space = (base + step) % g.NUM_SPACES
        self._update_inspection()

    def _pan(self, dx: int, dy: int) -> None:
        if hasattr(self.board, "pan"):
            self.board.pan(-dx * 40, dy * 40, 0, relative="view-upright")

    # ------------------------------------------------------------------ keys
    def _build_keys(self) -> KeyMap:
        """Every key of the view, once (the kit raises KeyConflict on a key defined twice); the base
        GameView dispatches them. Keys a visible button already names (Enter, P, H, T, C, Home) are
        left out of the key help."""
        keys = KeyMap("PuebloView")
        for i, (name, (dx, dy)) in enumerate(ARROWS.items()):
            keys.add(name, _t("move the block"), lambda dx=dx, dy=dy: self.arrow(dx, dy), show=i == 0,
                     key_label=_t("Arrows"))
        keys.add("R", _t("rotate"), lambda: self.rotate(1))
        keys.add("Shift+R", _t("rotate back"), lambda: self.rotate(-1))
        keys.add("B", _t("other block"), self.next_colour)
        keys.add(["Return", "Enter"], _t("place"), self.enter, show=False)
        keys.add_numbers(4, _t("preview, then move the chieftain"), lambda i: self.number(i + 1))
        keys.add("P", _t("pass"), self.pass_auction, show=False)
        keys.add("H", _t("heatmap"), self.heat_check.toggle, show=False)
        keys.add("F", _t("follow the chieftain"), self.panel.follow_check.toggle, show=False)
        for i, (name, (dx, dy)) in enumerate(ARROWS.items()):
            keys.add(f"Shift+{name}", _t("orbit"), lambda dx=dx, dy=dy: self.board.orbit(-dx * 10, -dy * 6),
                     show=i == 0, key_label=_t("Shift+arrows"))
        for i, (name, (dx, dy)) in enumerate(ARROWS.items()):
            keys.add(f"Ctrl+{name}", _t("pan"), lambda dx=dx, dy=dy: self._pan(dx, dy), show=i == 0,
                     key_label=_t("Ctrl+arrows"))
        keys.add(["+", "="], _t("zoom in"), lambda: self.board.zoom(0.85), key_label="+")
        keys.add("-", _t("zoom out"), lambda: self.board.zoom(1.18), key_label="−")
        keys.add("T", _t("top view"), self.view_top, show=False)
        for i, (name, side) in enumerate((("N", "north"), ("E", "east"), ("S", "south"), ("W", "west"))):
            keys.add(name, _t("sides"), lambda side=side: self.view_side(side), show=i == 0, key_label="N E S W")
        keys.add("C", _t("chieftain's eye"), self.view_chieftain, show=False)
        keys.add("[", _t("pick a space to look from"), lambda: self.step_look_space(-1), key_label="[ ]")
        keys.add("]", "", lambda: self.step_look_space(1), show=False)
        keys.add("V", _t("look from it"), self.view_looked_space)
        keys.add(["Home", "0"], _t("reset the camera"), self.view_reset, show=False)
        keys.add(["Esc", "Space"], _t("skip the final lap"), self.skip_animations, when=self.lap.running,
                 key_label=_t("Esc/Space"))
        return keys
