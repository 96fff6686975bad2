"""R-Eco (Japon Brand / Amigo "R-Öko"): deliver waste to the recycling centres, earn rewards,
and don't get caught dumping illegally. Rules: shared/rules/r_eco.md.

A waste card is a small int: ``colour * 2 + (units - 1)`` (see `card`, `card_colour`,
`card_units`). A turn is two or three decisions of the player to move:

1. `Deliver(colour, singles, doubles)`: how many single-unit and double-unit cards of one colour
   go to that colour's factory (``Deliver(colour, 0, 0)`` only with an empty hand);
   the pick-up of that colour's dump follows automatically;
2. `Dump(cards)`: only when the hand is then over 5: which cards go face down (−1 each);
3. the refill of the dump is automatic (X + 1 cards, X = units left on that factory).
"""
from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import Any, NamedTuple

from engines.core import (
    N_,
    Engine,
    IllegalAction,
    Rng,
    decoding,
    envelope,
    field,
    int_list,
    open_envelope,
    require,
    text,
    winners_by,
)

# ---------------------------------------------------------------------------------------------
# Components

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue")
#: Translatable colour names, for the interface (context "engine").
COLOUR_LABELS: tuple[str, ...] = (N_("red"), N_("yellow"), N_("green"), N_("blue"))
NUM_COLOURS = 4
HAND_LIMIT = 5
UNITS_TO_RECYCLE = 4

#: Per colour: (single cards, double cards).
EDITIONS: dict[str, tuple[int, int]] = {"japonbrand": (22, 3), "amigo": (19, 3)}

#: Reward stacks, top first, by player count.
REWARD_STACKS: dict[int, tuple[int, ...]] = {
    2: (0, 1, 2, -2, 4, 5),
    3: (0, 1, 2, 3, -2, 4, 5),
    4: (0, 1, 2, 3, -2, 4, 5),
    5: (0, 1, 2, 3, 3, -2, 4, 5),
}


def clean_bonus_per_dumper(num_players: int) -> int:
    """K: what a player who never dumped gains for each player who did."""
    return {2: 4, 3: 2}.get(num_players, 1)


def card(colour: int, units: int) -> int:
    """The card code of a waste card of that colour with 1 or 2 units."""
    return colour * 2 + (units - 1)


def card_colour(c: int) -> int:
    return c >> 1


def card_units(c: int) -> int:
    return (c & 1) + 1


def deck(edition: str) -> list[int]:
    """Every waste card of an edition, in a fixed order."""
    singles, doubles = EDITIONS[edition]
    cards: list[int] = []
    for colour in range(NUM_COLOURS):
        cards += [card(colour, 1)] * singles + [card(colour, 2)] * doubles
    return cards


def units_of(cards: Sequence[int]) -> int:
    units = len(cards)
    for c in cards:
        units += c & 1
    return units


# ---------------------------------------------------------------------------------------------
# Scoring (the pure helper named in ARCHITECTURE.md)

def colour_value(values: Sequence[int]) -> int:
    """What one player's reward cards of one colour are worth: a lone card is discarded (0)."""
    return sum(values) if len(values) >= 2 else 0


def final_scores(rewards: Sequence[Sequence[tuple[int, int]]], dumped: Sequence[int]) -> list[int]:
    """Scores of every player. `rewards[p]`: p's reward cards as (colour, value) pairs;
    `dumped[p]`: p's illegally dumped card count."""
    n = len(rewards)
    k = clean_bonus_per_dumper(n)
    dumpers = sum(1 for d in dumped if d > 0)
    result = []
    for p in range(n):
        # per colour: the sum of the values and how many cards (a lone card counts 0)
        totals: dict[int, int] = {}
        cards: dict[int, int] = {}
        for colour, value in rewards[p]:
            if colour in totals:
                totals[colour] += value
                cards[colour] += 1
            else:
                totals[colour] = value
                cards[colour] = 1
        points = 0
        for colour, total in totals.items():
            if cards[colour] >= 2:
                points += total
        points -= dumped[p]
        if dumped[p] == 0:
            points += k * dumpers
        result.append(points)
    return result


# ---------------------------------------------------------------------------------------------
# Actions

class Deliver(NamedTuple):
    """Deliver `singles` single-unit and `doubles` double-unit cards of `colour` to its factory."""
    colour: int
    singles: int
    doubles: int


class Dump(NamedTuple):
    """Dump these cards illegally (face down, −1 point each): the excess over the hand limit."""
    cards: tuple[int, ...]  # sorted card codes


Action = Deliver | Dump

#: Legal-action lists by hand (its cards sorted), made once: the deliveries, or the dumps when the
#: hand is over the limit (see REcoEngine.legal_actions for the order).
_DELIVERIES: dict[tuple[int, ...], tuple[Deliver, ...]] = {}
_DUMPS: dict[tuple[int, ...], tuple[Dump, ...]] = {}
_DUMP_SETS: dict[tuple[int, ...], frozenset[Dump]] = {}
_EMPTY_HAND_DELIVERIES = tuple(Deliver(c, 0, 0) for c in range(4))


def _deliveries(hand: tuple[int, ...]) -> tuple[Deliver, ...]:
    counts = [0] * 8
    for c in hand:
        counts[c] += 1
    actions = []
    for colour in range(4):
        singles, doubles = counts[2 * colour], counts[2 * colour + 1]
        for d in range(doubles + 1):
            for s in range(singles + 1):
                if s or d:
                    actions.append(Deliver(colour, s, d))
    return tuple(actions)


def _dumps(hand: tuple[int, ...]) -> tuple[Dump, ...]:
    k = max(0, len(hand) - 5)
    return tuple(Dump(combo) for combo in sorted(set(itertools.combinations(hand, k))))


def _dump_choices(hand: tuple[int, ...]) -> tuple[Dump, ...]:
    """`_dumps(hand)`, cached (with its set, for apply's check)."""
    dumps = _DUMPS.get(hand)
    if dumps is None:
        if len(_DUMPS) > 50_000:
            _DUMPS.clear()
            _DUMP_SETS.clear()
        dumps = _DUMPS[hand] = _dumps(hand)
        _DUMP_SETS[hand] = frozenset(dumps)
    return dumps


def _random_shuffle(rng: random.Random, items: list[int]) -> None:
    """`rng.shuffle(items)` for a `random.Random` (CPython's algorithm: the same draws, the same
    order), with its bound method calls made local."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]

DELIVER, DUMP, OVER = "deliver", "dump", "over"


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
    kept: list[int] = []
    for c in sorted(set(known)):
        kept += [c] * (known.count(c) - n)
    return kept


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


def _delivered(s: REcoState, p: int, hand: list[int], colour: int, singles: int, doubles: int) -> REcoState:
    """REcoEngine.apply of a legal delivery by the player to move (the only code of a delivery):
    the delivery, the recycling, the pick-up and, when no dump follows, the refill and the end check
    (`_refill` when the draw pile runs out); copy on write as in `_child`."""
    t = REcoState.__new__(REcoState)
    t.num_players = s.num_players
    t.edition = s.edition
    t.rng = s.rng
    t.discard_pile = s.discard_pile
    t.reward_stacks = s.reward_stacks
    t.rewards = s.rewards
    t.dumped = s.dumped
    t.current = p
    t.ending = s.ending
    single, double = 2 * colour, 2 * colour + 1  # card(colour, 1), card(colour, 2)
    # what the table knows of the hand: the delivered cards leave it (known ones first: a known
    # card of that kind can no longer be counted on), the picked-up dump joins it
    known = s.known[p]
    if known and (single in known or double in known):
        known = known[:]
        for _ in range(singles):
            if single not in known:
                break
            known.remove(single)
        for _ in range(doubles):
            if double not in known:
                break
            known.remove(double)
    pick = s.dumps[colour]
    if pick:
        knowns = s.known[:]
        knowns[p] = known + pick
        t.known = knowns
    elif known is not s.known[p]:
        knowns = s.known[:]
        knowns[p] = known
        t.known = knowns
    else:
        t.known = s.known
    hand = hand[:]
    for _ in range(singles):
        hand.remove(single)
    for _ in range(doubles):
        hand.remove(double)
    factory = s.factories[colour]
    factories = s.factories[:]
    units = len(factory) + factory.count(double) + singles + 2 * doubles  # units_of(factory) + ...
    if units >= UNITS_TO_RECYCLE:
        stack = s.reward_stacks[colour]
        rewards = s.rewards[:]
        rewards[p] = s.rewards[p] + [(colour, stack[0])]
        t.rewards = rewards
        stacks = s.reward_stacks[:]
        stacks[colour] = stack = stack[1:]
        t.reward_stacks = stacks
        t.discard_pile = s.discard_pile + factory + [single] * singles + [double] * doubles
        factories[colour] = []
        units = 0
        if not stack:
            t.ending = True
    else:
        factories[colour] = factory + [single] * singles + [double] * doubles
    t.factories = factories
    # pick up
    hand += pick
    hands = s.hands[:]
    hands[p] = hand
    t.hands = hands
    if len(hand) > HAND_LIMIT:
        dumps = s.dumps[:]
        dumps[colour] = []
        t.dumps = dumps
        t.draw_pile = s.draw_pile
        t.pending_colour = colour
        t.phase = DUMP
        return t
    wanted = units + 1
    draw = s.draw_pile
    t.dumps = s.dumps
    if len(draw) < wanted:  # a reshuffle on the way: the general refill
        t.draw_pile = draw
        t.pending_colour = -1
        t.phase = DELIVER
        ENGINE._refill(t, colour, wanted, [])
        return t
    dumps = s.dumps[:]
    dumps[colour] = draw[:-wanted - 1:-1]
    t.dumps = dumps
    t.draw_pile = draw[:len(draw) - wanted]
    t.pending_colour = -1
    # can_still_recycle's first test inline
    if t.ending or (2 * sum(map(len, t.dumped)) > _UNITS_PER_COLOUR[t.edition] - UNITS_TO_RECYCLE
                    and not can_still_recycle(t)):
        t.phase = OVER
    else:
        t.phase = DELIVER
        t.current = (p + 1) % t.num_players
    return t


# ---------------------------------------------------------------------------------------------
# The engine

class REcoEngine(Engine):
    name = "r_eco"
    title = "R-Eco"
    min_players = 2
    max_players = 5
    options_schema = [
        {"name": "edition", "kind": "choice", "default": "japonbrand",
         "choices": ["japonbrand", "amigo"],
         "choice_labels": {"japonbrand": N_("Japon Brand (100 cards)"), "amigo": N_("Amigo (88 cards)")},
         "label": N_("Edition"),
         "help": N_("Japon Brand: 25 waste cards per colour (22 single, 3 double); "
                    "Amigo: 22 per colour (19 single, 3 double).")},
    ]
    VERSION = 1

    # -- the game --------------------------------------------------------------------------
    def new_game(self, num_players: int, *, seed: int, options: dict[str, Any] | None = None) -> REcoState:
        self.check_players(num_players)
        opts = self.resolve_options(options, num_players)
        s = REcoState.__new__(REcoState)
        s.num_players = num_players
        s.edition = opts["edition"]
        s.rng = Rng(seed)
        s.draw_pile = deck(s.edition)
        s.rng.shuffle(s.draw_pile)
        s.discard_pile = []
        s.factories = [[] for _ in range(NUM_COLOURS)]
        s.dumps = [[s.draw_pile.pop()] for _ in range(NUM_COLOURS)]
        s.hands = [[] for _ in range(num_players)]
        for _ in range(3):
            for p in range(num_players):
                s.hands[p].append(s.draw_pile.pop())
        s.reward_stacks = [list(REWARD_STACKS[num_players]) for _ in range(NUM_COLOURS)]
        s.rewards = [[] for _ in range(num_players)]
        s.dumped = [[] for _ in range(num_players)]
        s.current = s.rng.below(num_players)
        s.phase = DELIVER
        s.pending_colour = -1
        s.ending = False
        s.known = [[] for _ in range(num_players)]
        return s

    def num_players(self, state: REcoState) -> int:
        return state.num_players

    def to_move(self, state: REcoState) -> list[int]:
        return [] if state.phase == OVER else [state.current]

    def is_over(self, state: REcoState) -> bool:
        return state.phase == OVER

    def legal_actions(self, state: REcoState, player: int) -> list[Action]:
        if state.phase == OVER or player != state.current:
            return []
        hand = state.hands[player]
        # made once per hand (its sorted cards), handed out as new lists
        key = tuple(sorted(hand))
        if state.phase == DELIVER:
            if not hand:
                return list(_EMPTY_HAND_DELIVERIES)
            # every colour in order, then by doubles and singles: Deliver(colour, s, d) for
            # d = 0..doubles held, s = 0..singles held, not both 0
            actions = _DELIVERIES.get(key)
            if actions is None:
                actions = _DELIVERIES[key] = _deliveries(key)
            return list(actions)
        # DUMP: every distinct choice of the excess cards, in order
        dumps = _DUMPS.get(key)
        if dumps is None:
            dumps = _dump_choices(key)
        return list(dumps)

    def why_illegal(self, state: REcoState, player: int, action: Any) -> str | None:
        """None when the action is legal now, else a message a player can read."""
        if state.phase == OVER:
            return text(N_("The game is over."))
        if not isinstance(player, int) or not 0 <= player < state.num_players:
            return f"There is no seat {player}."
        if player != state.current:
            return text(N_("It is not seat {seat}'s turn."), seat=player + 1)
        hand = state.hands[player]
        if state.phase == DELIVER:
            if not isinstance(action, Deliver) or not all(isinstance(x, int) and not isinstance(x, bool)
                                                           for x in action):
                return text(N_("Deliver waste to a recycling centre first."))
            colour, singles, doubles = action
            if not 0 <= colour < NUM_COLOURS:
                return text(N_("There is no such colour."))
            if singles < 0 or doubles < 0:
                return text(N_("A delivery can't take a negative number of cards."))
            if not hand:
                if singles or doubles:
                    return text(N_("Your hand is empty: choose a colour without cards."))
                return None
            if singles == doubles == 0:
                return text(N_("Deliver at least one card: passing is not allowed."))
            if hand.count(card(colour, 1)) < singles or hand.count(card(colour, 2)) < doubles:
                return text(N_("You don't hold that many {colour} cards."), colour=COLOUR_LABELS[colour])
            return None
        if not isinstance(action, Dump) or not isinstance(action.cards, tuple):
            return text(N_("Choose the cards to dump first: your hand is over the limit of 5."))
        k = excess(len(hand))
        if len(action.cards) != k:
            return text(N_("Dump exactly {n} cards.") if k != 1 else N_("Dump exactly {n} card."), n=k)
        rest = hand[:]
        for c in action.cards:
            if not isinstance(c, int) or c not in rest:
                return text(N_("You can only dump cards from your hand."))
            rest.remove(c)
        if list(action.cards) != sorted(action.cards):
            return text(N_("List the dumped cards in order."))
        return None

    def apply(self, state: REcoState, player: int, action: Any) -> REcoState:
        s = state
        if type(action) is Deliver and type(player) is int and player == s.current and s.phase == DELIVER:
            # the common case, a delivery the hand allows, in one piece (see _delivered)
            colour, singles, doubles = action
            hand = s.hands[player]
            if (type(colour) is int and type(singles) is int and type(doubles) is int
                    and 0 <= colour < NUM_COLOURS and singles >= 0 and doubles >= 0):
                if hand:
                    if ((singles or doubles) and hand.count(2 * colour) >= singles
                            and hand.count(2 * colour + 1) >= doubles):
                        return _delivered(s, player, hand, colour, singles, doubles)
                elif not singles and not doubles:
                    return _delivered(s, player, hand, colour, 0, 0)
        # a listed dump checked here, anything else by why_illegal
        fine = False
        if type(player) is int and player == s.current:
            if s.phase == DUMP and type(action) is Dump and type(action.cards) is tuple:
                key = tuple(sorted(s.hands[player]))
                _dump_choices(key)
                fine = action in _DUMP_SETS[key]
        if not fine:
            why = self.why_illegal(s, player, action)
            if why is not None:
                raise IllegalAction(why)
        if s.phase == DELIVER:
            # a delivery why_illegal accepts that the check above did not (a subclass of Deliver or
            # of int): the same rule, with plain ints
            colour, singles, doubles = action
            p = s.current
            return _delivered(s, p, s.hands[p], int(colour), int(singles), int(doubles))
        # a dump; copy on write: the new state shares every list it does not change (see _child)
        t = s._child()
        p = s.current
        hand = s.hands[p][:]
        for c in action.cards:
            hand.remove(c)
        hands = s.hands[:]
        hands[p] = hand
        t.hands = hands
        dumped = s.dumped[:]
        dumped[p] = s.dumped[p] + list(action.cards)
        t.dumped = dumped
        if s.known[p]:
            t.known = s.known[:]
            t.known[p] = _after_unseen_dump(s.known[p], len(action.cards))
        self._finish_turn(t)
        return t

    def _finish_turn(self, s: REcoState) -> None:
        colour = s.pending_colour
        self._refill(s, colour, units_of(s.factories[colour]) + 1, s.dumps[colour][:])

    def _refill(self, s: REcoState, colour: int, wanted: int, dump: list[int]) -> None:
        """Ends the turn: the dump of `colour` (now `dump`, a list of its own) gets X + 1 = `wanted`
        cards (X: the units now on that factory), drawn one by one from the top (the end of the
        list), the discard pile shuffled into a new draw pile when it runs out."""
        draw = s.draw_pile
        while wanted:
            if not draw:
                if not s.discard_pile:
                    break
                draw = s.discard_pile[:]
                s.discard_pile = []
                s.rng = s.rng.copy()  # shared with the state before (copy on write)
                s.rng.shuffle(draw)
            take = min(wanted, len(draw))
            dump += draw[:-take - 1:-1]
            draw = draw[:len(draw) - take]
            wanted -= take
        s.draw_pile = draw
        dumps = s.dumps[:]
        dumps[colour] = dump
        s.dumps = dumps
        s.pending_colour = -1
        # can_still_recycle's first test inline
        if s.ending or (2 * sum(map(len, s.dumped)) > _UNITS_PER_COLOUR[s.edition] - UNITS_TO_RECYCLE
                        and not can_still_recycle(s)):
            s.phase = OVER
        else:
            s.phase = DELIVER
            s.current = (s.current + 1) % s.num_players

    # -- results ---------------------------------------------------------------------------
    def scores(self, state: REcoState) -> list[int]:
        return final_scores(state.rewards, [len(d) for d in state.dumped])

    def winners(self, state: REcoState) -> list[int]:
        return winners_by(self.scores(state), tie_break=[[len(d) for d in state.dumped]])

    def score_breakdown(self, state: REcoState) -> list[list[tuple[str, int]]]:
        labels = (N_("Red rewards"), N_("Yellow rewards"), N_("Green rewards"), N_("Blue rewards"))
        n = state.num_players
        k = clean_bonus_per_dumper(n)
        dumpers = sum(1 for d in state.dumped if d)
        result = []
        for p in range(n):
            lines: list[tuple[str, int]] = []
            for colour in range(NUM_COLOURS):
                values = [v for c, v in state.rewards[p] if c == colour]
                if values:
                    lines.append((labels[colour], colour_value(values)))
            if state.dumped[p]:
                lines.append((N_("Illegal dumping"), -len(state.dumped[p])))
            else:
                lines.append((N_("Clean-environment bonus"), k * dumpers))
            result.append(lines)
        return result

    # -- information -----------------------------------------------------------------------
    def observe(self, state: REcoState, player: int | None) -> dict[str, Any]:
        """What `player` may see (None: what everyone may see)."""
        own = player is not None and 0 <= player < state.num_players
        return {
            "game": self.name,
            "edition": state.edition,
            "num_players": state.num_players,
            "seat": player if own else None,
            "current": state.current,
            "phase": state.phase,
            "to_move": self.to_move(state),
            "pending_colour": state.pending_colour,
            "ending": state.ending,
            "hand": _card_pairs(state.hands[player]) if own else None,
            "own_dumped": _card_pairs(state.dumped[player]) if own else None,
            "known_hands": [_card_pairs(k) for k in state.known],
            "hand_sizes": [len(h) for h in state.hands],
            "factories": [_card_pairs(f) for f in state.factories],
            "factory_units": [units_of(f) for f in state.factories],
            "dumps": [_card_pairs(d) for d in state.dumps],
            "reward_stacks": [r[:] for r in state.reward_stacks],
            "rewards": [[[c, v] for c, v in r] for r in state.rewards],
            "dumped_counts": [len(d) for d in state.dumped],
            "draw_pile_size": len(state.draw_pile),
            "discard_pile": _card_pairs(state.discard_pile),
            "scores": self.scores(state),
            "winners": self.winners(state) if state.phase == OVER else [],
        }

    def sample(self, state: REcoState, player: int, rng: random.Random) -> REcoState:
        """Redraws the other hands, the others' face-down dumped cards and the draw pile order
        from the cards `player` can't see; the future shuffles are redrawn too. A card the whole
        table saw going into a hand (`known`: picked up from a dump and not delivered since) stays
        in that hand; only the unknown rest of each hand is redealt."""
        s = state._child()
        s.hands = hands = state.hands[:]
        s.dumped = dumped = state.dumped[:]
        known = state.known
        unseen: list[int] = list(s.draw_pile)
        n = s.num_players
        for p in range(n):
            if p != player:
                kept = known[p]
                if kept:
                    rest = hands[p][:]
                    for c in kept:
                        rest.remove(c)
                    unseen += rest
                else:
                    unseen += hands[p]
                unseen += dumped[p]
        _random_shuffle(rng, unseen)
        for p in range(n):
            if p != player:
                kept = known[p]
                h, d = len(hands[p]) - len(kept), len(dumped[p])
                hands[p] = kept + unseen[:h] if kept else unseen[:h]
                dumped[p] = unseen[h:h + d]
                unseen = unseen[h + d:]
        s.draw_pile = unseen
        s.rng = Rng(rng.getrandbits(64))
        return s

    def reveals(self, state: REcoState, player: int, action: Any) -> bool:
        """Any refill draws from the hidden pile: a Dump always ends in a refill, a Deliver does
        unless it leaves the hand over the limit (then the refill waits for the Dump)."""
        if self.why_illegal(state, player, action) is not None:
            return False
        if isinstance(action, Dump):
            return True
        hand_after = len(state.hands[player]) - action.singles - action.doubles + len(state.dumps[action.colour])
        return hand_after <= HAND_LIMIT

    # -- saves -----------------------------------------------------------------------------
    def encode(self, state: REcoState) -> dict[str, Any]:
        return envelope(self.name, self.VERSION, {
            "num_players": state.num_players,
            "edition": state.edition,
            "rng": state.rng.state,
            "draw_pile": state.draw_pile[:],
            "discard_pile": state.discard_pile[:],
            "hands": [h[:] for h in state.hands],
            "factories": [f[:] for f in state.factories],
            "dumps": [d[:] for d in state.dumps],
            "reward_stacks": [r[:] for r in state.reward_stacks],
            "rewards": [[[c, v] for c, v in r] for r in state.rewards],
            "dumped": [d[:] for d in state.dumped],
            "current": state.current,
            "phase": state.phase,
            "pending_colour": state.pending_colour,
            "ending": state.ending,
            "known": [k[:] for k in state.known],
        })

    def decode(self, obj: Any) -> REcoState:
        with decoding(self.title):
            obj = open_envelope(obj, self.name, self.VERSION)
            n = field(obj, "num_players", int)
            require(self.min_players <= n <= self.max_players, "R-Eco is for 2 to 5 players")
            s = REcoState.__new__(REcoState)
            s.num_players = n
            s.edition = field(obj, "edition", str)
            require(s.edition in EDITIONS, f"unknown edition {s.edition!r}")
            rng_state = field(obj, "rng", int)
            require(0 <= rng_state < 1 << 64, "the random generator state is out of range")
            s.rng = Rng(rng_state)
            s.draw_pile = int_list(obj, "draw_pile", 0, 7)
            s.discard_pile = int_list(obj, "discard_pile", 0, 7)

            def card_lists(key: str, count: int) -> list[list[int]]:
                raw = field(obj, key, list)
                require(len(raw) == count, f"{key!r} must have {count} entries")
                return [int_list({key: item}, key, 0, 7) for item in raw]

            s.hands = card_lists("hands", n)
            s.factories = card_lists("factories", NUM_COLOURS)
            s.dumps = card_lists("dumps", NUM_COLOURS)
            s.dumped = card_lists("dumped", n)
            raw_stacks = field(obj, "reward_stacks", list)
            require(len(raw_stacks) == NUM_COLOURS, "there must be 4 reward stacks")
            s.reward_stacks = [int_list({"reward_stacks": r}, "reward_stacks", -2, 5) for r in raw_stacks]
            raw_rewards = field(obj, "rewards", list)
            require(len(raw_rewards) == n, "'rewards' must have one entry per player")
            s.rewards = []
            for r in raw_rewards:
                require(isinstance(r, list), "'rewards' must hold lists")
                taken = []
                for pair in r:
                    require(isinstance(pair, list) and len(pair) == 2, "a reward is a [colour, value] pair")
                    colour, value = int_list({"reward": pair}, "reward")
                    require(0 <= colour < NUM_COLOURS, "a reward has an unknown colour")
                    taken.append((colour, value))
                s.rewards.append(taken)
            s.current = field(obj, "current", int)
            require(0 <= s.current < n, "the player to move is out of range")
            s.phase = field(obj, "phase", str)
            require(s.phase in (DELIVER, DUMP, OVER), f"unknown phase {s.phase!r}")
            s.pending_colour = field(obj, "pending_colour", int)
            s.ending = field(obj, "ending", bool)
            # what the table knows of each hand (saves from before it was kept: nothing known)
            s.known = card_lists("known", n) if "known" in obj else [[] for _ in range(n)]
            self._check(s)
            return s

    def _check(self, s: REcoState) -> None:
        """Raises ValueError when a decoded state could not arise in play."""
        counts = [0] * 8
        for zone in (s.draw_pile, s.discard_pile, *s.hands, *s.factories, *s.dumps, *s.dumped):
            for c in zone:
                counts[c] += 1
        require(sorted(deck(s.edition)) == sorted(c for c in range(8) for _ in range(counts[c])),
                "the waste cards don't add up to the deck")
        for colour in range(NUM_COLOURS):
            require(all(card_colour(c) == colour for c in s.factories[colour]),
                    "a factory holds a card of another colour")
            require(units_of(s.factories[colour]) < UNITS_TO_RECYCLE, "a factory holds 4 units or more")
            full = list(REWARD_STACKS[s.num_players])
            taken = [v for r in s.rewards for c, v in r if c == colour]
            require(sorted(taken) == sorted(full[:len(taken)]) and
                    s.reward_stacks[colour] == full[len(taken):],
                    "the reward cards don't add up to the stacks")
        for hand, known in zip(s.hands, s.known, strict=True):
            require(all(known.count(c) <= hand.count(c) for c in set(known)),
                    "a card known to be in a hand is not there")
        some_empty = any(not r for r in s.reward_stacks)
        if s.phase == DELIVER:
            require(s.pending_colour == -1 and not s.ending and not some_empty,
                    "the turn state is inconsistent")
            require(all(len(h) <= HAND_LIMIT for h in s.hands), "a hand is over the limit")
        elif s.phase == DUMP:
            require(0 <= s.pending_colour < NUM_COLOURS, "the turn state is inconsistent")
            require(len(s.hands[s.current]) > HAND_LIMIT, "no excess to dump")
            require(s.ending == some_empty, "the end of the game is inconsistent")
        else:
            require(s.pending_colour == -1, "the turn state is inconsistent")

    def encode_action(self, action: Action) -> Any:
        if isinstance(action, Deliver):
            return {"deliver": [action.colour, action.singles, action.doubles]}
        if isinstance(action, Dump):
            return {"dump": _card_pairs(action.cards)}
        raise ValueError(f"not an R-Eco action: {action!r}")

    def decode_action(self, obj: Any) -> Action:
        if isinstance(obj, dict) and len(obj) == 1:
            if "deliver" in obj:
                values = obj["deliver"]
                if (isinstance(values, list) and len(values) == 3 and
                        all(isinstance(v, int) and not isinstance(v, bool) for v in values) and
                        0 <= values[0] < NUM_COLOURS and values[1] >= 0 and values[2] >= 0):
                    return Deliver(*values)
            if "dump" in obj:
                pairs = obj["dump"]
                if isinstance(pairs, list) and all(
                        isinstance(pair, list) and len(pair) == 2 and
                        all(isinstance(v, int) and not isinstance(v, bool) for v in pair) and
                        0 <= pair[0] < NUM_COLOURS and pair[1] in (1, 2) for pair in pairs):
                    return Dump(tuple(sorted(card(c, u) for c, u in pairs)))
        raise ValueError(f"not an R-Eco action: {obj!r}")

    def describe(self, state: REcoState, action: Any) -> str:
        if isinstance(action, Deliver):
            colour = COLOUR_LABELS[action.colour]
            cards = action.singles + action.doubles
            if cards == 0:
                return text(N_("takes the {colour} dump without delivering (empty hand)"), colour=colour)
            units = action.singles + 2 * action.doubles
            if cards != 1:
                template = N_("delivers {cards} {colour} cards ({units} units)")
            elif units != 1:
                template = N_("delivers {cards} {colour} card ({units} units)")
            else:
                template = N_("delivers {cards} {colour} card ({units} unit)")
            delivery = text(template, cards=cards, colour=colour, units=units)
            before = units_of(state.factories[action.colour]) if isinstance(state, REcoState) else 0
            if before + units >= UNITS_TO_RECYCLE and isinstance(state, REcoState):
                stack = state.reward_stacks[action.colour]
                if stack and stack[0]:
                    return text(N_("{delivery} and recycles: reward {reward:+d}"), delivery=delivery, reward=stack[0])
                if stack:
                    return text(N_("{delivery} and recycles: reward 0"), delivery=delivery)
            return delivery
        if isinstance(action, Dump):
            n = len(action.cards)
            if n != 1:
                return text(N_("dumps {n} cards illegally ({points} points)"), n=n, points=-n)
            return text(N_("dumps {n} card illegally ({points} point)"), n=n, points=-n)
        return str(action)


# ---------------------------------------------------------------------------------------------
# Helpers for the interface (work on an observation, so a view never re-implements a rule)

def preview_delivery(observation: dict[str, Any], colour: int, singles: int, doubles: int) -> dict[str, Any]:
    """What delivering these cards would do, from an observation of the player to move:
    units on the factory after it, whether it recycles and the reward taken, the cards picked up,
    how many cards the hand then holds, how many must be dumped (each −1) and how many cards
    the refill will draw."""
    before = observation["factory_units"][colour]
    units = before + singles + 2 * doubles
    recycles = units >= UNITS_TO_RECYCLE
    stack = observation["reward_stacks"][colour]
    hand_size = (len(observation["hand"]) if observation.get("hand") is not None
                 else observation["hand_sizes"][observation["current"]])
    pick_up = len(observation["dumps"][colour])
    hand_after = hand_size - singles - doubles + pick_up
    left = 0 if recycles else units
    return {
        "units": units,
        "recycles": recycles,
        "reward": stack[0] if recycles and stack else None,
        "lost_units": max(0, units - UNITS_TO_RECYCLE),
        "ends_game": recycles and len(stack) == 1,
        "pick_up": pick_up,
        "hand_after": hand_after,
        "to_dump": excess(hand_after),
        "refill": left + 1,
    }


# ---------------------------------------------------------------------------------------------
# Computer players

def _reward_gain(mine: list[int], value: int) -> float:
    """How much taking a reward card of `value` is worth to a player holding `mine` of its colour,
    counting half the worth of a lone card (it may be paired later)."""
    if not mine:
        return 0.45 * value if value > 0 else (0.3 * value - 0.2)
    return colour_value(mine + [value]) - colour_value(mine)


def _card_keep_value(state: REcoState, seat: int, hand: list[int], c: int) -> float:
    """How much one card in hand is worth keeping (used to choose what to dump)."""
    colour = card_colour(c)
    stack = state.reward_stacks[colour]
    if not stack:
        return 0.1
    mine = [v for col, v in state.rewards[seat] if col == colour]
    need = UNITS_TO_RECYCLE - units_of(state.factories[colour])
    have = sum(card_units(x) for x in hand if card_colour(x) == colour)
    value = max(_reward_gain(mine, stack[0]), 0.0) + 0.5
    worth = card_units(c) * (0.6 + 0.25 * value)
    if have >= need + 2:  # more than enough of this colour
        worth *= 0.7
    return worth


def bot_normal(engine: REcoEngine, state: REcoState, seat: int, rng: random.Random) -> Action:
    """A sensible heuristic: recycles when the reward is worth it, avoids big pick-ups that force
    dumping, pairs lone reward cards, minds the end, dumps the least useful cards.
    It reads only what `seat` may see: its own hand and the public table."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    hand = state.hands[seat]
    if state.phase == DUMP:
        def keep_value(action: Dump) -> float:
            rest = hand[:]
            for c in action.cards:
                rest.remove(c)
            return sum(_card_keep_value(state, seat, rest, c) for c in rest) + rng.random() * 1e-3
        return max(legal, key=keep_value)

    n = state.num_players
    k = clean_bonus_per_dumper(n)
    scores = engine.scores(state)
    dumpers = sum(1 for d in state.dumped if d)
    clean_others = sum(1 for p in range(n) if p != seat and not state.dumped[p])
    i_am_clean = not state.dumped[seat]
    best_other = max(scores[p] for p in range(n) if p != seat)

    def evaluate(action: Deliver) -> float:
        colour = action.colour
        factory_units = units_of(state.factories[colour])
        delivered = action.singles + 2 * action.doubles
        units = factory_units + delivered
        stack = state.reward_stacks[colour]
        value = 0.0
        mine = [v for col, v in state.rewards[seat] if col == colour]
        if units >= UNITS_TO_RECYCLE:
            reward = stack[0]
            gain = _reward_gain(mine, reward)
            value += 1.0 + gain
            value -= 0.45 * (units - UNITS_TO_RECYCLE)  # wasted units
            if len(stack) == 1:  # ends the game: only when it leaves us ahead
                new_mine = mine + [reward]
                my_final = scores[seat] - colour_value(mine) + colour_value(new_mine)
                value += 6.0 if my_final > best_other else -8.0
            elif len(stack) == 2:
                value -= 0.5  # the next player can end the game
        else:
            # cards stay on the factory: the next player may finish it cheaply
            if stack:
                nxt = stack[0]
                value -= 0.25 * max(nxt, 0) * units / 3.0
                if len(stack) == 1 and units == 3:
                    value -= 1.5
            value -= 0.15 * delivered
        # the pick-up
        pick = state.dumps[colour]
        hand_after = len(hand) - action.singles - action.doubles + len(pick)
        over = excess(hand_after)
        if over:
            cost = float(over)
            if i_am_clean:
                cost += k * dumpers + 0.6 * k * clean_others + 0.5
            value -= cost
        value += 0.35 * min(len(pick), HAND_LIMIT - (hand_after - len(pick)))
        value += 0.15 * units_of(pick)
        return value + rng.random() * 0.05

    return max(legal, key=evaluate)


def bot_heuristic(engine: REcoEngine, state: REcoState, seat: int, rng: random.Random) -> Action:
    """The arena's rule-of-thumb baseline (not a level offered to players): deliver when a delivery
    recycles without waste (exactly 4 units) for a reward of 0 or more, the best reward first; else
    pick up: the delivery that takes the most cards off a dump without going over the hand limit,
    with as few units as possible; dump the cards of the colours held least. It reads only what
    `seat` sees: its own hand and the public table."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    hand = state.hands[seat]
    held = [0] * NUM_COLOURS
    for c in hand:
        held[card_colour(c)] += card_units(c)
    if state.phase == DUMP:
        return min(legal, key=lambda a: (sum(held[card_colour(c)] for c in a.cards), rng.random()))
    best: tuple[float, ...] | None = None
    choice = legal[0]
    for a in legal:
        colour = a.colour
        delivered = a.singles + 2 * a.doubles
        units = units_of(state.factories[colour]) + delivered
        stack = state.reward_stacks[colour]
        pick = len(state.dumps[colour])
        over = excess(len(hand) - a.singles - a.doubles + pick)
        if units == UNITS_TO_RECYCLE and stack and stack[0] >= 0 and not over:
            key: tuple[float, ...] = (1, stack[0], 0, rng.random())
        else:
            key = (0, -over, pick - delivered, rng.random())
        if best is None or key > best:
            best, choice = key, a
    return choice


ENGINE = REcoEngine()
