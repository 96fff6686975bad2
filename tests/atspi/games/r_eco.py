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

    def dump(self, button, hand) -> bool:
        """Over five cards: choose the extra ones (the colours held least first) and dump them."""
        extra = len(hand) - 5
        if extra <= 0:
            return False
        held = Counter(c.name.split()[0] for c in hand)
        order = sorted(range(len(hand)), key=lambda i: (held[hand[i].name.split()[0]], i))
        wanted = set(order[:extra])
        self.table.press("Escape", settle=0.1)
        self.table.reach(hand[0])
        for i in range(len(hand)):
            focus = self.table.client.focused()
            chosen = focus is not None and focus.description.startswith("chosen")
            if (i in wanted) != chosen:
                self.table.press("space", settle=0.1)
            self.table.press("Right", settle=0.08)
        self.table.settle(quiet=0.15, timeout=2)
        self.last = f"dump {[hand[i].name for i in sorted(wanted)]}"
        self.table.activate(button)
        return True

    def step(self) -> bool:
        centres = [n.name.split()[0] for n in self.table.named(r"recycling centre$", "push button")]
        hand = self.table.nodes(lambda n: n.role == "list item")
        if not centres or not hand:
            return False
        dump = next(iter(self.table.named(r"^Dump", "push button")), None)
        if dump is not None:
            return self.dump(dump, hand)
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
