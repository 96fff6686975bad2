"""Rolling Japan (solo): dice "Die 1: black 4, to resolve" (keys 1-2 pick one), the map's prefectures
"Tottori, black zone: empty: write 4 here" (arrows move, Enter/Space writes), "Resolve the die with no
effect" (P), "Confirm the roll" (Enter). Write each die in the first prefecture the map offers for it,
then confirm the roll."""
from __future__ import annotations

import re

from tests.atspi.table import Table


class Strategy:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.last = ""

    def button(self, pattern: str):
        return next((n for n in self.table.named(pattern, "push button") if n.enabled), None)

    def targets(self):
        return self.table.nodes(lambda n: n.role == "push button" and re.search(r"\bwrite .* here", n.name, re.I))

    def step(self) -> bool:
        dice = self.table.named(r"^Die \d+: .*to resolve", "push button")
        confirm = self.button(r"^Confirm the roll")
        if not dice or (confirm is not None and not self.targets()):
            if confirm is None:
                return False
            self.last = "confirm the roll" + (f" (dice still say {[d.name for d in dice]})" if dice else "")
            self.table.activate(confirm)
            return True
        die = dice[0]
        number = re.match(r"Die (\d+)", die.name).group(1)
        self.table.press(number, settle=0.2)
        self.table.settle(quiet=0.15, timeout=2)
        targets = self.targets()
        if targets:
            for key in ["Tab"] * 3 + ["Right", "Down", "Left", "Up"] * 15:
                focus = self.table.client.focused()
                if focus is not None and re.search(r"\bwrite .* here", focus.name, re.I):
                    self.last = f"{die.name}: write in {focus.name}"
                    self.table.press("Return")
                    return True
                self.table.press(key, settle=0.06)
            self.last = f"{die.name}: the map offers {targets[0].name} but the keys never reached it"
        none = self.button(r"^Resolve the die with no effect")
        if none is not None:
            self.last = f"{die.name}: no effect"
            self.table.press("p")
            return True
        return False

    def why_not(self) -> str:
        return f"dice: {[n.name for n in self.table.named(r'^Die ')]}; last: {self.last}"
