"""R-Eco's state (`REcoState`, copied on write) and what is read off it."""
from __future__ import annotations

from collections.abc import Sequence

from engines.core import Rng
from engines.r_eco.cards import EDITIONS, HAND_LIMIT, NUM_COLOURS, UNITS_TO_RECYCLE, card_colour, card_units

# ---------------------------------------------------------------------------------------------
# State

class REcoState:
    __slots__ = ("num_players", "edition", "rng", "draw_pile", "discard_pile", "hands", "factories",
                 "dumps", "reward_stacks", "rewards", "dumped", "current", "phase", "pending_colour",
                 "ending", "known")

    num_players: int
    edition: str
    rng: Rng
    draw_pile: list[int]          # the last card is the top
    discard_pile: list[int]
    hands: list[list[int]]
    factories: list[list[int]]    # per colour
    dumps: list[list[int]]        # per colour
    reward_stacks: list[list[int]]  # per colour, the top card first
    rewards: list[list[tuple[int, int]]]  # per player, (colour, value) in the order taken
    dumped: list[list[int]]       # per player, face-down cards
    current: int
    phase: str
    pending_colour: int           # the colour of the turn's delivery (-1 before it)
    ending: bool                  # a reward stack emptied: the game ends after this turn
    known: list[list[int]]        # per player, cards the whole table knows are in that hand (public)

    def copy(self) -> REcoState:
        s = REcoState.__new__(REcoState)
        s.num_players = self.num_players
        s.edition = self.edition
        s.rng = self.rng.copy()
        s.draw_pile = self.draw_pile[:]
        s.discard_pile = self.discard_pile[:]
        s.hands = [h[:] for h in self.hands]
        s.factories = [f[:] for f in self.factories]
        s.dumps = [d[:] for d in self.dumps]
        s.reward_stacks = [r[:] for r in self.reward_stacks]
        s.rewards = [r[:] for r in self.rewards]
        s.dumped = [d[:] for d in self.dumped]
        s.current = self.current
        s.phase = self.phase
        s.pending_colour = self.pending_colour
        s.ending = self.ending
        s.known = [k[:] for k in self.known]
        return s

    def _child(self) -> REcoState:
        """A shallow copy: the lists are shared, so the engine replaces a list it changes (copy on
        write) and never changes one in place."""
        s = REcoState.__new__(REcoState)
        s.num_players = self.num_players
        s.edition = self.edition
        s.rng = self.rng
        s.draw_pile = self.draw_pile
        s.discard_pile = self.discard_pile
        s.hands = self.hands
        s.factories = self.factories
        s.dumps = self.dumps
        s.reward_stacks = self.reward_stacks
        s.rewards = self.rewards
        s.dumped = self.dumped
        s.current = self.current
        s.phase = self.phase
        s.pending_colour = self.pending_colour
        s.ending = self.ending
        s.known = self.known
        return s


def _card_pairs(cards: Sequence[int]) -> list[list[int]]:
    return [[card_colour(c), card_units(c)] for c in sorted(cards)]


def _after_unseen_dump(known: list[int], n: int) -> list[int]:
    """What the table still knows of a hand after its holder dumped `n` cards face down: of each
    kind of card known to be there, all but `n` (any of them may be among the dumped)."""
    if len(known) <= n:
        return []
    # sorted, a card stays when the one n places before it is of its kind (its run is longer than n)
    ordered = sorted(known)
    return [c for before, c in zip(ordered, ordered[n:]) if before == c]


def excess(hand_size: int) -> int:
    return max(0, hand_size - HAND_LIMIT)


_UNITS_PER_COLOUR = {edition: singles + 2 * doubles for edition, (singles, doubles) in EDITIONS.items()}


def can_still_recycle(state: REcoState) -> bool:
    """False when no factory whose reward stack still holds cards can ever reach 4 units again
    (too many cards of every such colour were dumped): then no stack can empty, and the game
    ends after the turn. [DECISION] not in any rulebook; it only prevents an endless game."""
    per_colour = _UNITS_PER_COLOUR[state.edition]
    dumped = state.dumped
    dumped_units = 2 * sum(map(len, dumped))  # at most
    if dumped_units <= per_colour - UNITS_TO_RECYCLE:
        return True  # not enough dumped to take a whole colour out of play
    stacks = state.reward_stacks
    # a colour is out only with more than per_colour - 4 of its units dumped: all those with reward
    # cards left can't be out with fewer units dumped than that many times theirs
    if dumped_units <= (per_colour - UNITS_TO_RECYCLE) * (NUM_COLOURS - stacks.count([])):
        return True
    every: list[int] = []
    for cards in dumped:
        every += cards
    for col in range(NUM_COLOURS):
        # the units of that colour still in play: all but the dumped ones
        if stacks[col] and per_colour - every.count(2 * col) - 2 * every.count(2 * col + 1) >= UNITS_TO_RECYCLE:
            return True
    return False
