"""Siberia: the resource row "4: face down" (its number discovers it, S skips), the hand "Your hand"
of cards "coal/salesman" (arrows move, Space selects), the options under "What the selection can do"
(buttons; D draws action cards). Discover the first face-down place; draw while the hand has room;
otherwise select cards one by one until an option is offered, and carry it out."""
from __future__ import annotations

import re

from tests.atspi.table import Table

NOT_OPTIONS = re.compile(r"^(Draw action cards|Value table)", re.I)


class Strategy:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.last = ""

    def options(self):
        return [n for n in self.table.nodes(lambda n: n.role == "push button" and n.enabled and n.pressable())
                if not NOT_OPTIONS.match(n.name) and not re.match(r"^\d+: ", n.name)]

    def step(self) -> bool:
        places = [n for n in self.table.named(r"^\d+: face down", "push button")
                  if re.search(r"press \d+ to discover", n.description, re.I)]
        if places:
            number = places[0].name.split(":")[0]
            self.last = f"discover {places[0].name}"
            self.table.press(number)
            return True
        draw = next(iter(self.table.named(r"^Draw action cards", "push button")), None)
        if draw is not None and draw.enabled:
            self.last = "draw action cards (D)"
            self.table.press("d")
            return True
        options = self.options()
        if options:
            self.last = f"carry out {options[0].name}"
            self.table.activate(options[0])
            return True
        hand = self.table.nodes(lambda n: n.role == "list item")
        if not hand:
            return False
        # select cards from the left until the selection can do something
        self.table.reach(hand[0])
        for card in hand:
            focus = self.table.client.focused()
            if focus is not None and focus.role == "list item" and "not selected" in focus.description:
                self.table.press("space")
            self.table.settle(quiet=0.15, timeout=2)
            options = self.options()
            if options:
                self.last = f"selected up to {card.name}, carry out {options[0].name}"
                self.table.activate(options[0])
                return True
            self.table.press("Right", settle=0.1)
        self.table.press("Escape")
        return False

    def why_not(self) -> str:
        return f"options: {[str(n) for n in self.options()]}; hand: {[n.name for n in self.table.nodes(lambda n: n.role == 'list item')]}"
