"""Pueblo: "Place the block shown" places the ghost block where the board shows it; the chieftain's
moves are buttons "Move 3 to space 3: red +3, blue +0"; "You, red" says my colour. Place the block
shown; move the chieftain where my colour pays least."""
from __future__ import annotations

import re

from tests.atspi.client import PlayerFailure
from tests.atspi.table import Table

CELL = re.compile(r"^(\d),(\d): ")


class Strategy:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.last = ""
        self.board_read = False

    def read_board(self) -> None:
        """Once: the board is 64 cells ("3,4: height 2, top red"); the arrows move the focus over them
        and the focused cell tells the ghost block's place (a blind player explores before placing)."""
        cells = [n for n in self.table.nodes(cells=True) if CELL.match(n.name)]
        if len(cells) != 64:
            raise PlayerFailure(f"the Pueblo board exposes {len(cells)} cells named 'x,y: ...', not 64")
        ghost = [n for n in cells if "ghost" in n.name]
        if not ghost:
            raise PlayerFailure("no board cell says where the ghost block is (', ghost')")
        root = self.table.root()
        board = self.table.reach_where(lambda n: bool(CELL.match(n.name)) or n.name.startswith("Pueblo board")
                                       or self.table.same(n, root), "the Pueblo board (or the table holding it)")
        since = self.table.press("Right", settle=0.2)
        self.table.settle(quiet=0.15, timeout=2)
        focus = self.table.client.focused()
        heard = self.table.heard_since(since)
        self.table.press("Left", settle=0.2)
        on_cell = focus is not None and bool(CELL.match(focus.name))
        if not on_cell and not any(re.search(r"\b\d,\d\b", h) or "Ghost" in h for h in heard):
            raise PlayerFailure(f"Pueblo: Right on {board} moves the ghost block silently: no focus on a board cell "
                                f"('x,y: ...') and nothing announced (the focus stays on {focus})")
        self.board_read = True

    def my_colour(self) -> str:
        me = next(iter(self.table.named(r"^You, ", "label")), None)
        return me.name.split(",")[1].strip() if me else ""

    def step(self) -> bool:
        buttons = self.table.nodes(lambda n: n.role == "push button" and n.enabled and n.pressable())
        moves = [b for b in buttons if b.name.startswith("Move ")]
        place = next((b for b in buttons if b.name.startswith("Place the block")), None)
        colour = self.my_colour()
        status = self.table.status()
        if moves and re.search(r"chieftain|move", status, re.I):
            def cost(b):
                m = re.search(rf"{colour} \+(\d+)", b.name)
                return int(m.group(1)) if m else 99
            best = min(moves, key=cost)
            self.last = f"move the chieftain: {best.name}"
            self.table.activate(best)
            return True
        if place is not None and re.search(r"place", status, re.I):
            if not self.board_read:
                self.read_board()
            self.last = "place the block shown"
            self.table.activate(place)
            return True
        return False

    def why_not(self) -> str:
        return f"buttons: {[b.name for b in self.table.nodes(lambda n: n.role == 'push button')]}"
