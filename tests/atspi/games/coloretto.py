"""Coloretto: rows are buttons "Row 2: red, joker (2 of 3 cards)"; "Draw a card" (key D); the row
number keys take a row or place the revealed card. Take a row once it is full or when drawing is not
offered; otherwise draw, then place the card in the first row that takes it."""
from __future__ import annotations

import re

from tests.atspi.table import Table

ROW = re.compile(r"Row (\d+): .*\((\d+) of (\d+) cards?\)")


class Strategy:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.last = ""

    def rows(self):
        out = []
        for n in self.table.named(r"^Row \d+:", "push button"):
            m = ROW.search(n.name)
            if m:
                out.append((int(m.group(1)), int(m.group(2)), int(m.group(3)), n))
        return out

    def actionable(self, node) -> bool:
        """A row that can act now says which key does it ("press 3 to ...")."""
        return node.enabled and node.pressable() and bool(re.search(r"\bpress \d", node.description, re.I))

    def step(self) -> bool:
        rows = self.rows()
        draw = next(iter(self.table.named(r"^Draw a card", "push button")), None)
        can_draw = draw is not None and draw.enabled and draw.pressable()
        live = [(i, k, m, n) for i, k, m, n in rows if self.actionable(n)]
        placing = [r for r in live if re.search(r"place", r[3].description, re.I)]
        if placing:
            row = placing[0][0]
            self.last = f"place the card in row {row} ({placing[0][3].name})"
            self.table.press(str(row))
            return True
        takeable = [r for r in live if r[1] > 0]
        full = [r for r in takeable if r[1] == r[2]]
        if full or (takeable and not can_draw):
            i, k, m, n = max(full or takeable, key=lambda r: r[1])
            self.last = f"take row {i} ({n.name})"
            self.table.press(str(i))
            return True
        if can_draw:
            self.last = "draw a card (D)"
            self.table.press("d")
            return True
        return False

    def why_not(self) -> str:
        return "rows: " + "; ".join(f"{n.name} [{n.description}]" for *_, n in self.rows())
