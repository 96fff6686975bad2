"""Pueblo: "Place the block shown" places the ghost block where the board shows it; the chieftain's
moves are buttons "Move 3 to space 3: red +3, blue +0"; "You, red" says my colour. Place the block
shown; move the chieftain where my colour pays least."""
from __future__ import annotations

import re

from tests.atspi.table import Table


class Strategy:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.last = ""

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
            self.last = "place the block shown"
            self.table.activate(place)
            return True
        return False

    def why_not(self) -> str:
        return f"buttons: {[b.name for b in self.table.nodes(lambda n: n.role == 'push button')]}"
