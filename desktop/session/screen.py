"""Who is at the screen of a local table (hot-seat privacy): `HotSeat` owns the human seats, the
seat whose view is drawn and the seat the screen must be passed to while the hand-over screen is
up. With two or more humans in a game with private information, the screen goes from one to the
next only through a hand-over; with one human, or public information, it simply follows the turn."""
from __future__ import annotations


class HotSeat:
    def __init__(self, humans: list[int], perfect_information: bool) -> None:
        self.humans = list(humans)
        self.perfect_information = perfect_information
        #: the seat whose view is on screen (its private cards may be drawn); None during a hand-over
        self.viewer: int | None = None
        #: the human seat the screen must be passed to, while the hand-over screen is up
        self.handover_to: int | None = None

    def live_human(self, movers: list[int]) -> int | None:
        """The human at this screen who must decide now, of the human seats `movers` to move."""
        if self.handover_to is not None or not movers:
            return None
        return self.viewer if self.viewer in movers else movers[0]

    def follow(self, movers: list[int]) -> bool:
        """Moves the screen to the next human of `movers` (the human seats to move); True when the
        hand-over screen went up."""
        if not self.humans:
            self.viewer = 0 if self.perfect_information else None
            return False
        if self.handover_to is not None:
            return False
        if not movers:
            if self.viewer is None and (len(self.humans) == 1 or self.perfect_information):
                self.viewer = self.humans[0]
            return False
        if self.viewer in movers:
            return False
        nxt = movers[0]
        if self.perfect_information or len(self.humans) == 1:
            self.viewer = nxt
            return False
        # two or more humans and private cards: pass the screen
        self.viewer = None
        self.handover_to = nxt
        return True

    def accept(self) -> bool:
        """The player the screen was passed to is ready; False when no hand-over was up."""
        if self.handover_to is None:
            return False
        self.viewer, self.handover_to = self.handover_to, None
        return True
