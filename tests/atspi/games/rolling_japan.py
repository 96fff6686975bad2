"""Rolling Japan (solo): dice "Die 1: black 4, to resolve" (keys 1-2 pick one), the map's prefectures
"Tottori, black zone: empty: write 4 here" (arrows move, Enter/Space writes), "Resolve the die with no
effect" (P), "Confirm the roll" (Enter). Write each die in the first prefecture the map offers for it,
then confirm the roll."""
from __future__ import annotations

import re

from tests.atspi.table import Table

WRITE = re.compile(r"\bwrite .* here", re.IGNORECASE)


class Strategy:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.last = ""

    def buttons(self) -> list:
        """Every button of the table, read once per look (the map's 47 prefectures among them)."""
        return self.table.nodes(lambda n: n.role == "push button")

    @staticmethod
    def first(buttons, pattern: str):
        return next((n for n in buttons if re.search(pattern, n.name) and n.enabled), None)

    @staticmethod
    def writable(node) -> bool:
        return node is not None and bool(WRITE.search(node.name))

    def step(self) -> bool:
        buttons = self.buttons()
        dice = [n for n in buttons if re.search(r"^Die \d+: .*to resolve", n.name)]
        confirm = self.first(buttons, r"^Confirm the roll")
        targets = [n for n in buttons if self.writable(n)]
        if not dice or (confirm is not None and not targets):
            if confirm is None:
                return False
            self.last = "confirm the roll" + (f" (dice still say {[d.name for d in dice]})" if dice else "")
            self.table.activate(confirm)
            return True
        die = dice[0]
        number = re.match(r"Die (\d+)", die.name).group(1)
        self.table.press(number)
        self.table.settle(quiet=0.15, timeout=2)
        focus = self.table.client.focused()
        if not self.writable(focus):
            targets = [n for n in self.buttons() if self.writable(n)]
        if self.writable(focus) or targets:
            for key in ["Tab"] * 3 + ["Right", "Down", "Left", "Up"] * 15:
                focus = self.table.client.focused()
                if self.writable(focus):
                    self.last = f"{die.name}: write in {focus.name}"
                    self.table.press("Return")
                    return True
                self.table.move_focus(key)
            self.last = f"{die.name}: the map offers {targets[0].name} but the keys never reached it"
        none = self.first(self.buttons(), r"^Resolve the die with no effect")
        if none is not None:
            self.last = f"{die.name}: no effect"
            self.table.press("p")
            return True
        return False

    def why_not(self) -> str:
        return f"dice: {[n.name for n in self.table.named(r'^Die ')]}; last: {self.last}"
