"""R-Eco: four centres "red recycling centre" (keys 1-4 choose every card of that colour), the hand
"Your hand" with cards "green single"; the button "Deliver the chosen cards" delivers (or dumps) them. Deliver the colour
held most that the table lets deliver."""
from __future__ import annotations

from collections import Counter

from tests.atspi.table import Table


class Strategy:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.last = ""

    def deliver_button(self):
        return next(iter(self.table.named(r"^Deliver", "push button")), None)

    def step(self) -> bool:
        centres = [n.name.split()[0] for n in self.table.named(r"recycling centre$", "push button")]
        hand = self.table.nodes(lambda n: n.role == "list item")
        if not centres or not hand:
            return False
        button = self.deliver_button()
        if button is not None and button.enabled:
            self.last = f"{button.name} ({[c.name for c in hand if 'not' not in c.description]})"
            self.table.activate(button)
            return True
        held = Counter(c.name.split()[0] for c in hand)
        for colour, _ in held.most_common():
            if colour not in centres:
                continue
            self.table.press(str(centres.index(colour) + 1), settle=0.2)
            self.table.settle(quiet=0.15, timeout=2)
            button = self.deliver_button()
            if button is not None and button.enabled:
                # Tab to the button and press it: Enter "delivers" only when no centre has the focus
                # (on a focused centre it delivers there, whatever colour was chosen)
                self.last = f"{colour}: {button.name}"
                self.table.activate(button)
                return True
        self.table.press("Escape")
        return False

    def why_not(self) -> str:
        button = self.deliver_button()
        return f"hand: {[c.name for c in self.table.nodes(lambda n: n.role == 'list item')]}; deliver: {button}"
