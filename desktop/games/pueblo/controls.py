"""Pueblo's input: the mouse on the board (hover, click: ray-cast hits from the board), the camera
presets, and every key of the view, defined once in `_build_keys` (the kit's KeyMap, which also
writes the key help). A mixin of PuebloView; its strings are in the view's translation context."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, Qt

from desktop.games.pueblo import geometry as g
from desktop.games.pueblo import picking, track
from desktop.table.keys import KeyMap


def _t(text: str) -> str:
    return QCoreApplication.translate("PuebloView", text)


ARROWS = {"Left": (-1, 0), "Right": (1, 0), "Up": (0, 1), "Down": (0, -1)}


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

    def move_cursor(self, dx: int, dy: int) -> None:
        """Arrow keys, relative to the screen: 'up' is away from the camera."""
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

    def arrow(self, dx: int, dy: int) -> None:
        """An arrow key: the next block to remove while dismantling, else the cursor."""
        if "Remove" in self.kinds():
            self.remove_index += 1 if (dx > 0 or dy > 0) else -1
            self._update_selection()
        else:
            self.move_cursor(dx, dy)

    # ------------------------------------------------------------------ camera
    def _figure(self, visible: bool) -> None:
        """The chieftain's figure is hidden while we look through his eyes."""
        if hasattr(self.board, "set_chieftain_visible"):
            self.board.set_chieftain_visible(visible)

    def view_top(self) -> None:
        self._figure(True)
        self.board.animate_to(track.top_camera())

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
        self.board.animate_to(track.chieftain_camera(space, self.board.top_height()))
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
