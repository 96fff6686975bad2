"""Coloretto's game state (copy on write: see `ColorettoState._child`)."""
from __future__ import annotations

from operator import attrgetter
from typing import Any

from engines.coloretto.cards import LAST_ROUND, NUM_KINDS, row_capacities
from engines.core import Rng

_MASK64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
#: Rng.below(n)'s rejection limit for n = 0..16 (a draw above it is drawn again)
_LIMITS = (0,) + tuple(_MASK64 - (_MASK64 + 1) % n for n in range(1, 17))


def _shuffle_small(rng: Rng, items: list[Any]) -> None:
    """`rng.shuffle(items)` for a list of at most 16 items, which `Rng.shuffle` draws one by one
    with `Rng.below`: the same SplitMix64 steps written out (the same order and generator state)."""
    x = rng.state
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        limit = _LIMITS[n]
        while True:
            x = (x + _GAMMA) & _MASK64
            z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
            z ^= z >> 31
            if z <= limit:
                break
        j = z % n
        items[i], items[j] = items[j], items[i]
    rng.state = x


def _sample(rng: Rng, seq: Any, k: int) -> list[int]:
    """`rng.sample(seq, k)`."""
    pool = list(seq)
    if len(pool) <= 16:
        _shuffle_small(rng, pool)
    else:
        rng.shuffle(pool)
    return pool[:k]


# ---------------------------------------------------------------------------------------------
# State

class Rules:
    """What stays the same for a whole game: the player count, the options, the rows' capacities.
    One object for every state of a game (and of every game with the same ones: `rules_of`)."""

    __slots__ = ("num_players", "edition", "scoring", "last_round_depth", "match_games", "first_player",
                 "capacities", "all_rows")

    num_players: int
    edition: str
    scoring: str
    last_round_depth: int
    match_games: int
    first_player: int             # start player of deal 0
    capacities: list[int]         # never changed
    all_rows: int                 # the bit mask of every row


_RULES: dict[tuple[int, str, str, int, int, int], Rules] = {}


def rules_of(num_players: int, edition: str, scoring: str, last_round_depth: int, match_games: int,
             first_player: int) -> Rules:
    """The (shared, never changed) Rules of a game with these constants."""
    key = (num_players, edition, scoring, last_round_depth, match_games, first_player)
    rules = _RULES.get(key)
    if rules is None:
        rules = Rules()
        rules.num_players, rules.edition, rules.scoring = num_players, edition, scoring
        rules.last_round_depth, rules.match_games = last_round_depth, match_games
        rules.first_player = first_player
        rules.capacities = row_capacities(num_players)
        rules.all_rows = (1 << len(rules.capacities)) - 1
        _RULES[key] = rules
    return rules


_new = object.__new__

#: _TAKEN[rows][untaken mask]: the rows taken (a tuple of bools)
_TAKEN = tuple(tuple(tuple(not (m >> r & 1) for r in range(k)) for m in range(1 << k)) for k in range(6))


class DealInfo:
    """What stays the same for a whole deal (a state's `info`, shared by the states of the deal
    like its `rules`, read and set through the state's properties of the same names; setting one
    gives that state a new DealInfo: copy on write). The 2-player discard changes at a round's end."""

    __slots__ = ("colours", "deal", "match_totals", "discard", "rng")

    colours: list[int]
    deal: int
    match_totals: list[int]
    discard: list[int]
    rng: Rng

    def copy(self) -> DealInfo:
        """A shallow copy (of the fields set so far)."""
        info = _new(DealInfo)
        try:
            info.colours = self.colours
            info.deal = self.deal
            info.match_totals = self.match_totals
            info.discard = self.discard
            info.rng = self.rng
        except AttributeError:  # some not set yet (a state being decoded)
            for name in DealInfo.__slots__:
                if hasattr(self, name):
                    setattr(info, name, getattr(self, name))
        return info


def _info_property(name: str) -> property:
    """state.<name>: read from its DealInfo; set in a new one (copy on write)."""
    def set_(self: ColorettoState, value: Any) -> None:
        old = getattr(self, "info", None)
        info = _new(DealInfo) if old is None else old.copy()
        setattr(info, name, value)
        self.info = info

    return property(attrgetter(f"info.{name}"), set_)


class ColorettoState:
    """A Coloretto position. What stays the same for a whole game is its `rules` (one shared
    object, read through the properties num_players, edition, scoring, last_round_depth,
    match_games, first_player, capacities, all_rows), so `_child` copies one reference for it."""

    __slots__ = ("rules", "info", "supply", "rows", "out", "collections", "current", "drawn",
                 "last_round", "over", "last_taker", "open_mask", "take_mask")

    rules: Rules
    num_players = property(attrgetter("rules.num_players"))
    edition = property(attrgetter("rules.edition"))
    scoring = property(attrgetter("rules.scoring"))
    last_round_depth = property(attrgetter("rules.last_round_depth"))
    match_games = property(attrgetter("rules.match_games"))
    first_player = property(attrgetter("rules.first_player"))
    capacities = property(attrgetter("rules.capacities"))
    all_rows = property(attrgetter("rules.all_rows"))
    info: DealInfo
    colours = _info_property("colours")            # colour ids in play, sorted (list[int])
    deal = _info_property("deal")                  # 0-based deal of the match (int)
    match_totals = _info_property("match_totals")  # scores of the finished deals, added up (list[int])
    discard = _info_property("discard")            # cards that left the game (2 players: the untaken row)
    rng = _info_property("rng")                    # the deal's generator (Rng)
    supply: list[int]             # the top card is the last one
    rows: list[list[int]]
    out: list[bool]               # seat has taken a row this round
    collections: list[list[int]]  # per seat, count per card kind (NUM_KINDS)
    current: int
    drawn: int | None             # revealed card waiting for its row
    last_round: bool              # the "last round" card has appeared in this deal
    over: bool
    last_taker: int               # who took the last row of the previous round (-1: none yet)
    # kept up to date by the engine (bit r is row r); a row is untaken when it is in one of them
    # (an untaken row has room, or holds cards):
    open_mask: int                # untaken rows with room for a card
    take_mask: int                # untaken rows holding a card

    @property
    def taken(self) -> list[bool]:
        """Per row: taken this round (the rows in neither mask; a new list)."""
        return [*_TAKEN[len(self.rules.capacities)][self.open_mask | self.take_mask]]

    def _child(self) -> ColorettoState:
        """A shallow copy: the lists are shared, so the engine replaces a list it changes (copy on
        write) and never changes one in place."""
        s = _new(ColorettoState)
        s.rules = self.rules
        s.info = self.info
        s.supply = self.supply
        s.rows = self.rows
        s.out = self.out
        s.collections = self.collections
        s.current = self.current
        s.drawn = self.drawn
        s.last_round = self.last_round
        s.over = self.over
        s.last_taker = self.last_taker
        s.open_mask = self.open_mask
        s.take_mask = self.take_mask
        return s

    def _masks(self, taken: list[bool] | None = None) -> None:
        """Sets open_mask and take_mask from the rows and which rows are taken (by default the
        ones taken now: after a change of the rows' cards)."""
        if taken is None:
            taken = self.taken
        open_mask = take_mask = 0
        for r, cap in enumerate(self.capacities):
            if not taken[r]:
                if len(self.rows[r]) < cap:
                    open_mask |= 1 << r
                if self.rows[r]:
                    take_mask |= 1 << r
        self.open_mask, self.take_mask = open_mask, take_mask

    def copy(self) -> ColorettoState:
        s = _new(ColorettoState)
        s.rules = self.rules
        info = s.info = self.info.copy()
        info.match_totals = info.match_totals[:]
        info.discard = info.discard[:]
        info.rng = info.rng.copy()
        s.supply = self.supply[:]
        s.rows = [r[:] for r in self.rows]
        s.out = self.out[:]
        s.collections = [c[:] for c in self.collections]
        s.current = self.current
        s.drawn = self.drawn
        s.last_round = self.last_round
        s.over = self.over
        s.last_taker = self.last_taker
        s.open_mask = self.open_mask
        s.take_mask = self.take_mask
        return s


def card_counts(s: ColorettoState) -> list[int]:
    """Counts per card kind over everything of the deal: supply, discard, rows, the drawn card,
    collections, and the "last round" card once set aside."""
    counts = [0] * NUM_KINDS
    for card in s.supply + s.discard + [c for r in s.rows for c in r]:
        counts[card] += 1
    if s.drawn is not None:
        counts[s.drawn] += 1
    for col in s.collections:
        for k in range(NUM_KINDS):
            counts[k] += col[k]
    if s.last_round:
        counts[LAST_ROUND] += 1
    return counts
