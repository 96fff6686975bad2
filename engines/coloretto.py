"""Coloretto: collect few colours in quantity; every colour beyond your best three costs points.

Rules: shared/rules/coloretto.md. Both editions (golden joker / three ordinary jokers), both scoring
tables, 2–5 players, match mode. A turn is either `Draw()` (reveals the top supply card), followed
by `Place(row)` (the same player chooses where the revealed card goes), or `Take(row)`.

Cards are small ints: colours 0..6, then JOKER, GOLDEN_JOKER, PLUS_TWO, LAST_ROUND.
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from functools import lru_cache
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
# Cards

COLOURS: tuple[str, ...] = ("blue", "brown", "grey", "green", "orange", "pink", "yellow")
COLOUR_LABELS: tuple[str, ...] = (N_("blue"), N_("brown"), N_("grey"), N_("green"), N_("orange"),
                                  N_("pink"), N_("yellow"))
NUM_COLOURS = 7
CARDS_PER_COLOUR = 9
JOKER = 7
GOLDEN_JOKER = 8
PLUS_TWO = 9
LAST_ROUND = 10
NUM_KINDS = 11  # colours + joker + golden joker + plus two + last round
CARD_NAMES: tuple[str, ...] = COLOURS + ("joker", "golden_joker", "plus_two", "last_round")
CARD_LABELS: tuple[str, ...] = COLOUR_LABELS + (N_("joker"), N_("golden joker"), N_("+2"),
                                                N_("last round"))
_CARD_BY_NAME = {name: i for i, name in enumerate(CARD_NAMES)}
PLUS_TWO_CARDS = 10

#: Colours in play by player count (2 players: remove two colours; 3: one).
COLOURS_IN_PLAY = {2: 5, 3: 6, 4: 7, 5: 7}

#: Table values T(n) for n = 0..6 (6 or more cards use T(6)).
SCORING_TABLES: dict[str, tuple[int, ...]] = {
    "classic": (0, 1, 3, 6, 10, 15, 21),
    "alternative": (0, 1, 4, 8, 7, 6, 5),
}


def table_value(n: int, scoring: str = "classic") -> int:
    """T(n): what n cards of one colour are worth (plus or minus)."""
    return SCORING_TABLES[scoring][min(n, 6)]


def row_capacities(num_players: int) -> list[int]:
    """3–5 players: one row of capacity 3 per player; 2 players: rows of capacity 1, 2 and 3."""
    return [1, 2, 3] if num_players == 2 else [3] * num_players


def edition_jokers(edition: str) -> tuple[int, int]:
    """(ordinary jokers, golden jokers) of an edition."""
    return (2, 1) if edition == "golden" else (3, 0)


# ---------------------------------------------------------------------------------------------
# Scoring (pure helpers shared by the interface, the bots and the tests)

class ScoringChoice(NamedTuple):
    """The best way to score a collection: which colours count plus, which minus, where the
    jokers went. Colours are indices into the `colour_counts` list that was scored."""

    score: int
    counts: tuple[int, ...]          # cards per colour after the jokers joined them
    plus_colours: tuple[int, ...]    # up to three colours scoring +T(n), best first
    minus_colours: tuple[int, ...]   # every other colour held, scoring -T(n)
    joker_colours: tuple[int, ...]   # the colour each joker became
    plus_points: int
    minus_points: int                # as a positive number
    plus_two_points: int


@lru_cache(maxsize=1 << 16)
def _best(colour_counts: tuple[int, ...], jokers: int, plus_twos: int, scoring: str) -> ScoringChoice:
    table = SCORING_TABLES[scoring]
    ncol = len(colour_counts)
    best: ScoringChoice | None = None
    targets = range(ncol)
    assignments = itertools.combinations_with_replacement(targets, jokers) if ncol else [()]
    for assignment in assignments:
        counts = list(colour_counts)
        for c in assignment:
            counts[c] += 1
        values = [table[min(n, 6)] for n in counts]
        order = sorted(range(ncol), key=lambda c: (-values[c], c))
        plus = tuple(c for c in order[:3] if counts[c] > 0)
        minus = tuple(c for c in order[3:] if counts[c] > 0)
        plus_points = sum(values[c] for c in plus)
        minus_points = sum(values[c] for c in minus)
        score = plus_points - minus_points + 2 * plus_twos
        if best is None or score > best.score:
            best = ScoringChoice(score, tuple(counts), plus, minus, tuple(assignment), plus_points,
                                 minus_points, 2 * plus_twos)
    assert best is not None
    return best


#: Per scoring table, T(min(n, 6)) for n = 0..127.
_VALUES = {name: tuple(table[min(n, 6)] for n in range(128)) for name, table in SCORING_TABLES.items()}


@lru_cache(maxsize=1 << 14)
def _best_score(sorted_counts: tuple[int, ...], jokers: int, scoring: str) -> int:
    """The best score of `_best` without +2 cards, for colour counts in increasing order (the
    score does not depend on which colour is which, so the cache holds one entry per multiset).

    Bounded: hard searches at 2-5 players (24 positions x 400 iterations) meet 1,839 multisets in
    26,663 calls (93% hits); a cache in front keyed by the counts in colour order (as there was, up
    to 200,000 entries) met 24,626 distinct keys there: a 7.6% hit rate for tens of MB."""
    values_of = _VALUES[scoring]
    ncol = len(sorted_counts)
    best = None
    for assignment in itertools.combinations_with_replacement(range(ncol), jokers) if ncol else [()]:
        counts = list(sorted_counts)
        for c in assignment:
            counts[c] += 1
        values = sorted([values_of[n] if n < 128 else values_of[127] for n in counts])
        # the three best colours score plus, the others minus (an empty colour is worth 0 either way)
        score = 2 * sum(values[-3:]) - sum(values)
        if best is None or score > best:
            best = score
    assert best is not None
    return best


def best_scoring(colour_counts: list[int] | tuple[int, ...], jokers: int, plus_twos: int,
                 scoring: str = "classic") -> ScoringChoice:
    """The best joker assignment and best three colours for a collection (brute force)."""
    if scoring not in SCORING_TABLES:
        raise ValueError(f"unknown scoring table {scoring!r}")
    if jokers and not colour_counts:
        raise ValueError("jokers need at least one colour in play")
    return _best(tuple(colour_counts), jokers, plus_twos, scoring)


def score_collection(colour_counts: list[int] | tuple[int, ...], jokers: int, plus_twos: int,
                     scoring: str = "classic") -> int:
    """A collection's score: best joker assignment and best three colours; `colour_counts` lists
    every colour in play (zeros included); jokers counts ordinary and golden jokers together.
    (`best_scoring(...).score`, computed without the choice: `_best_score` remembers it per
    multiset of counts.)"""
    if scoring not in SCORING_TABLES:
        raise ValueError(f"unknown scoring table {scoring!r}")
    if jokers and not colour_counts:
        raise ValueError("jokers need at least one colour in play")
    return _best_score(tuple(sorted(colour_counts)), jokers, scoring) + 2 * plus_twos


# ---------------------------------------------------------------------------------------------
# Actions

@dataclass(frozen=True, slots=True)
class Draw:
    """Reveal the top card of the supply (then place it with `Place`)."""


@dataclass(frozen=True, slots=True)
class Place:
    """Put the revealed card into a row (0-based index)."""

    row: int


@dataclass(frozen=True, slots=True)
class Take:
    """Take a row (0-based index) into your collection; you are out until the round ends."""

    row: int


Action = Draw | Place | Take

#: The action values, made once: legal_actions hands out these (equal to any Place(r) made anew).
DRAW = Draw()
_PLACES = tuple(Place(r) for r in range(5))
_TAKES = tuple(Take(r) for r in range(5))
#: Legal-action lists by bit mask of rows (bit r: row r): places into the rows with room, and the
#: turn's choice (draw first, then the takes of the untaken rows holding cards).
_PLACE_LISTS = tuple(tuple(_PLACES[r] for r in range(5) if m >> r & 1) for m in range(32))
_TAKE_LISTS = tuple(tuple(_TAKES[r] for r in range(5) if m >> r & 1) for m in range(32))
_DRAW_TAKE_LISTS = tuple((DRAW,) + t for t in _TAKE_LISTS)


def _sample(rng: Rng, seq: Any, k: int) -> list[int]:
    """`rng.sample(seq, k)`."""
    pool = list(seq)
    rng.shuffle(pool)
    return pool[:k]


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


# ---------------------------------------------------------------------------------------------
# State

class ColorettoState:
    __slots__ = ("num_players", "edition", "scoring", "last_round_depth", "match_games", "colours",
                 "supply", "rows", "capacities", "taken", "out", "collections", "current", "drawn",
                 "last_round", "deal", "first_player", "match_totals", "discard", "over", "rng",
                 "last_taker", "open_mask", "take_mask")

    num_players: int
    edition: str
    scoring: str
    last_round_depth: int
    match_games: int
    colours: list[int]            # colour ids in play, sorted
    supply: list[int]             # the top card is the last one
    rows: list[list[int]]
    capacities: list[int]
    taken: list[bool]             # row taken this round
    out: list[bool]               # seat has taken a row this round
    collections: list[list[int]]  # per seat, count per card kind (NUM_KINDS)
    current: int
    drawn: int | None             # revealed card waiting for its row
    last_round: bool              # the "last round" card has appeared in this deal
    deal: int                     # 0-based deal of the match
    first_player: int             # start player of deal 0
    match_totals: list[int]       # scores of the finished deals, added up
    discard: list[int]            # cards that left the game (2 players: the untaken row)
    over: bool
    rng: Rng
    last_taker: int               # who took the last row of the previous round (-1: none yet)
    # derived from rows, capacities and taken (kept up to date by the engine; bit r is row r):
    open_mask: int                # untaken rows with room for a card
    take_mask: int                # untaken rows holding a card

    def _child(self) -> ColorettoState:
        """A shallow copy: the lists are shared, so the engine replaces a list it changes (copy on
        write) and never changes one in place."""
        s = ColorettoState.__new__(ColorettoState)
        s.num_players = self.num_players
        s.edition = self.edition
        s.scoring = self.scoring
        s.last_round_depth = self.last_round_depth
        s.match_games = self.match_games
        s.colours = self.colours
        s.supply = self.supply
        s.rows = self.rows
        s.capacities = self.capacities
        s.taken = self.taken
        s.out = self.out
        s.collections = self.collections
        s.current = self.current
        s.drawn = self.drawn
        s.last_round = self.last_round
        s.deal = self.deal
        s.first_player = self.first_player
        s.match_totals = self.match_totals
        s.discard = self.discard
        s.over = self.over
        s.rng = self.rng
        s.last_taker = self.last_taker
        s.open_mask = self.open_mask
        s.take_mask = self.take_mask
        return s

    def _masks(self) -> None:
        """Recomputes open_mask and take_mask from the rows."""
        open_mask = take_mask = 0
        for r, cap in enumerate(self.capacities):
            if not self.taken[r]:
                if len(self.rows[r]) < cap:
                    open_mask |= 1 << r
                if self.rows[r]:
                    take_mask |= 1 << r
        self.open_mask, self.take_mask = open_mask, take_mask

    def copy(self) -> ColorettoState:
        s = ColorettoState.__new__(ColorettoState)
        s.num_players = self.num_players
        s.edition = self.edition
        s.scoring = self.scoring
        s.last_round_depth = self.last_round_depth
        s.match_games = self.match_games
        s.colours = self.colours
        s.supply = self.supply[:]
        s.rows = [r[:] for r in self.rows]
        s.capacities = self.capacities
        s.taken = self.taken[:]
        s.out = self.out[:]
        s.collections = [c[:] for c in self.collections]
        s.current = self.current
        s.drawn = self.drawn
        s.last_round = self.last_round
        s.deal = self.deal
        s.first_player = self.first_player
        s.match_totals = self.match_totals[:]
        s.discard = self.discard[:]
        s.over = self.over
        s.rng = self.rng.copy()
        s.last_taker = self.last_taker
        s.open_mask = self.open_mask
        s.take_mask = self.take_mask
        return s


# ---------------------------------------------------------------------------------------------
# The engine

class ColorettoEngine(Engine):
    name = "coloretto"
    title = "Coloretto"
    min_players = 2
    max_players = 5
    perfect_information = True  # nobody holds private cards; only the supply order is hidden
    options_schema = [
        {"name": "edition", "kind": "choice", "default": "golden", "choices": ["golden", "classic"],
         "choice_labels": {"golden": N_("Golden joker"), "classic": N_("Classic (three jokers)")},
         "label": N_("Edition"),
         "help": N_("Golden: two jokers and a golden joker that also takes the top supply card. "
                    "Classic: three ordinary jokers.")},
        {"name": "scoring", "kind": "choice", "default": "classic", "choices": ["classic", "alternative"],
         "choice_labels": {"classic": N_("Classic"), "alternative": N_("Alternative")},
         "label": N_("Scoring table"),
         "help": N_("Classic: 1, 3, 6, 10, 15, 21. Alternative: 1, 4, 8, 7, 6, 5 (big sets lose value).")},
        {"name": "last_round_depth", "kind": "int", "default": 15, "min": 1, "max": 40,
         "label": N_("Cards under \"last round\""),
         "help": N_("How many supply cards lie under the \"last round\" card.")},
        {"name": "match_games", "kind": "int", "default": 1, "min": 1, "max": 10,
         "label": N_("Deals in a match"),
         "help": N_("Play this many deals and add the scores; the start player rotates.")},
    ]

    VERSION = 1

    # -- setup -----------------------------------------------------------------------------
    def new_game(self, num_players: int, *, seed: int, options: dict[str, Any] | None = None) -> ColorettoState:
        self.check_players(num_players)
        opts = self.resolve_options(options, num_players)
        s = ColorettoState.__new__(ColorettoState)
        s.num_players = num_players
        s.edition = opts["edition"]
        s.scoring = opts["scoring"]
        s.last_round_depth = opts["last_round_depth"]
        s.match_games = opts["match_games"]
        s.rng = Rng(seed)
        s.capacities = row_capacities(num_players)
        s.match_totals = [0] * num_players
        s.deal = 0
        s.over = False
        s.first_player = s.rng.below(num_players)
        self._deal(s)
        return s

    def _deal(self, s: ColorettoState) -> None:
        """Sets up deal number s.deal: colours, start cards, supply, empty rows."""
        rng = s.rng
        n = s.num_players
        s.colours = sorted(_sample(rng, range(NUM_COLOURS), COLOURS_IN_PLAY[n]))
        starts = _sample(rng, s.colours, 2 * n if n == 2 else n)
        s.collections = [[0] * NUM_KINDS for _ in range(n)]
        per_seat = 2 if n == 2 else 1
        for p in range(n):
            for c in starts[p * per_seat:(p + 1) * per_seat]:
                s.collections[p][c] += 1
        supply: list[int] = []
        for c in s.colours:
            supply += [c] * (CARDS_PER_COLOUR - starts.count(c))
        jokers, golden = edition_jokers(s.edition)
        supply += [JOKER] * jokers + [GOLDEN_JOKER] * golden + [PLUS_TWO] * PLUS_TWO_CARDS
        rng.shuffle(supply)
        depth = min(s.last_round_depth, len(supply))
        supply.insert(depth, LAST_ROUND)  # index 0 is the bottom
        s.supply = supply
        s.rows = [[] for _ in s.capacities]
        s.taken = [False] * len(s.capacities)
        s.out = [False] * n
        s.drawn = None
        s.last_round = False
        s.discard = []
        s.last_taker = -1
        s.current = (s.first_player + s.deal) % n
        s.open_mask = (1 << len(s.capacities)) - 1
        s.take_mask = 0

    # -- queries ---------------------------------------------------------------------------
    def num_players(self, state: ColorettoState) -> int:
        return state.num_players

    def to_move(self, state: ColorettoState) -> list[int]:
        return [] if state.over else [state.current]

    @staticmethod
    def _drawable(s: ColorettoState) -> bool:
        """True when the supply still holds a card other than "last round"."""
        return len(s.supply) > (0 if s.last_round else 1)

    @staticmethod
    def _free_slot(s: ColorettoState) -> bool:
        return s.open_mask != 0

    def can_draw(self, s: ColorettoState) -> bool:
        """Draw is legal: no card waiting, a free slot in an untaken row, and a card to draw."""
        return s.drawn is None and self._drawable(s) and self._free_slot(s)

    def legal_actions(self, state: ColorettoState, player: int) -> list[Action]:
        s = state
        if s.over or player != s.current:
            return []
        if s.drawn is not None:
            return list(_PLACE_LISTS[s.open_mask])
        if s.open_mask and len(s.supply) > (0 if s.last_round else 1):
            return list(_DRAW_TAKE_LISTS[s.take_mask])
        return list(_TAKE_LISTS[s.take_mask])

    # -- play --------------------------------------------------------------------------------
    def apply(self, state: ColorettoState, player: int, action: Any) -> ColorettoState:
        s = state
        if s.over:
            raise IllegalAction(text(N_("The game is over")))
        if type(player) is not int or player != s.current:
            if not isinstance(player, int) or not 0 <= player < s.num_players:
                raise IllegalAction(f"There is no seat {player!r}")
            if player != s.current:
                raise IllegalAction(text(N_("It is not seat {seat}'s turn"), seat=player + 1))
        # copy on write: the new state shares every list it does not change (see _child)
        if isinstance(action, Draw):
            if s.drawn is not None:
                raise IllegalAction(text(N_("Place the revealed card first")))
            if not s.open_mask:
                raise IllegalAction(text(N_("Every row is full: take a row")))
            supply = s.supply
            if len(supply) <= (0 if s.last_round else 1):
                raise IllegalAction(text(N_("The supply is empty")))
            t = s._child()
            card = supply[-1]
            if card == LAST_ROUND:
                t.last_round = True
                card = supply[-2]
                t.supply = supply[:-2]
            else:
                t.supply = supply[:-1]
            t.drawn = card
            return t
        nrows = len(s.rows)
        if isinstance(action, Place):
            r = action.row
            if s.drawn is None:
                raise IllegalAction(text(N_("Draw a card before placing one")))
            if not isinstance(r, int) or not 0 <= r < nrows:
                raise IllegalAction(f"There is no row {r!r}")
            if s.taken[r]:
                raise IllegalAction(text(N_("Row {row} was taken this round"), row=r + 1))
            cap = s.capacities[r]
            if len(s.rows[r]) >= cap:
                raise IllegalAction(text(N_("Row {row} is already full"), row=r + 1))
            t = s._child()
            rows = s.rows[:]
            row = rows[r] = rows[r] + [s.drawn]
            t.rows = rows
            bit = 1 << r
            if len(row) >= cap:
                t.open_mask = s.open_mask & ~bit
            t.take_mask = s.take_mask | bit
            t.drawn = None
            self._next_player(t)
            return t
        if isinstance(action, Take):
            r = action.row
            if s.drawn is not None:
                raise IllegalAction(text(N_("Place the revealed card first")))
            if not isinstance(r, int) or not 0 <= r < nrows:
                raise IllegalAction(f"There is no row {r!r}")
            if s.taken[r]:
                raise IllegalAction(text(N_("Row {row} was taken this round"), row=r + 1))
            row = s.rows[r]
            if not row:
                raise IllegalAction(text(N_("Row {row} is empty"), row=r + 1))
            t = s._child()
            mine = s.collections[player][:]
            for card in row:
                mine[card] += 1
            supply = s.supply
            if GOLDEN_JOKER in row and supply:
                card = supply[-1]
                drop = 1
                if card == LAST_ROUND:
                    t.last_round = True
                    if len(supply) >= 2:
                        card = supply[-2]
                        drop = 2
                    else:
                        card = None
                if card is not None:
                    mine[card] += 1
                t.supply = supply[:-drop]
            collections = s.collections[:]
            collections[player] = mine
            t.collections = collections
            rows = s.rows[:]
            rows[r] = []
            t.rows = rows
            taken = s.taken[:]
            taken[r] = True
            t.taken = taken
            out = s.out[:]
            out[player] = True
            t.out = out
            bit = ~(1 << r)
            t.open_mask = s.open_mask & bit
            t.take_mask = s.take_mask & bit
            t.last_taker = player
            self._next_player(t)
            return t
        raise IllegalAction(f"Not a Coloretto action: {action!r}")

    def _next_player(self, s: ColorettoState) -> None:
        """Passes the turn to the next seat still in; ends the round (and deal, game) when due.
        `s` is a new state of apply: its scalars may change, its (shared) lists are replaced."""
        n = s.num_players
        out = s.out
        if not all(out):
            p = s.current
            for _ in range(n):
                p = (p + 1) % n
                if not out[p]:
                    break
            s.current = p
            # [DECISION] supply exhausted and every untaken row empty: nobody can act, the round ends
            if s.take_mask or len(s.supply) > (0 if s.last_round else 1):
                return
        self._end_round(s)

    def _end_round(self, s: ColorettoState) -> None:
        discard = s.discard
        for r, row in enumerate(s.rows):
            if not s.taken[r] and row:
                discard = discard + row  # 2 players: the untaken row leaves the game
        s.discard = discard
        s.rows = [[] for _ in s.capacities]
        s.taken = [False] * len(s.capacities)
        s.out = [False] * s.num_players
        s.open_mask = (1 << len(s.capacities)) - 1
        s.take_mask = 0
        if s.last_taker >= 0:
            s.current = s.last_taker
        if s.last_round or not self._drawable(s):
            self._end_deal(s)

    def _end_deal(self, s: ColorettoState) -> None:
        deal_scores = self.deal_scores(s)
        s.match_totals = [t + d for t, d in zip(s.match_totals, deal_scores, strict=True)]
        if s.deal + 1 < s.match_games:
            s.deal += 1
            s.rng = s.rng.copy()  # shared with the state before (copy on write)
            self._deal(s)
        else:
            s.over = True
            # keep the final collections visible; the totals already include them

    # -- scores ----------------------------------------------------------------------------
    def choice_of(self, s: ColorettoState, p: int) -> ScoringChoice:
        """The best scoring of seat p's collection in the current deal (colours: indices into s.colours)."""
        col = s.collections[p]
        return best_scoring([col[c] for c in s.colours], col[JOKER] + col[GOLDEN_JOKER], col[PLUS_TWO],
                            s.scoring)

    def deal_scores(self, s: ColorettoState) -> list[int]:
        colours, scoring = s.colours, s.scoring
        return [_best_score(tuple(sorted([col[c] for c in colours])), col[JOKER] + col[GOLDEN_JOKER], scoring)
                + 2 * col[PLUS_TWO] for col in s.collections]

    def scores(self, state: ColorettoState) -> list[int]:
        if state.over:
            return list(state.match_totals)
        return [t + d for t, d in zip(state.match_totals, self.deal_scores(state), strict=True)]

    def winners(self, state: ColorettoState) -> list[int]:
        return winners_by(self.scores(state))  # ties share the win

    def score_breakdown(self, state: ColorettoState) -> list[list[tuple[str, int]]]:
        s = state
        lines: list[list[tuple[str, int]]] = []
        for p in range(s.num_players):
            ch = self.choice_of(s, p)
            earlier = s.match_totals[p] - (ch.score if s.over else 0)
            mine: list[tuple[str, int]] = []
            if s.match_games > 1:
                mine.append((N_("Earlier deals"), earlier))
            mine.append((N_("Three best colours"), ch.plus_points))
            mine.append((N_("Other colours"), -ch.minus_points))
            mine.append((N_("+2 cards"), ch.plus_two_points))
            lines.append(mine)
        return lines

    # -- views -------------------------------------------------------------------------------
    def supply_composition(self, s: ColorettoState) -> dict[str, int]:
        counts = [0] * NUM_KINDS
        for card in s.supply:
            counts[card] += 1
        return {CARD_NAMES[k]: counts[k] for k in range(NUM_KINDS) if counts[k]}

    def cards_before_last_round(self, s: ColorettoState) -> int | None:
        """How many cards lie above "last round" (public: its depth is an announced option)."""
        if s.last_round or LAST_ROUND not in s.supply:
            return None
        return len(s.supply) - 1 - s.supply.index(LAST_ROUND)

    def observe(self, state: ColorettoState, player: int | None) -> dict[str, Any]:
        s = state
        colours = [COLOURS[c] for c in s.colours]
        collections = []
        choices = []
        for p in range(s.num_players):
            col = s.collections[p]
            collections.append({CARD_NAMES[k]: col[k] for k in range(LAST_ROUND) if col[k]})
            ch = self.choice_of(s, p)
            choices.append({
                "score": ch.score,
                "plus": [colours[c] for c in ch.plus_colours],
                "minus": [colours[c] for c in ch.minus_colours],
                "jokers": [colours[c] for c in ch.joker_colours],
            })
        return {
            "game": self.name,
            "seat": player,
            "num_players": s.num_players,
            "edition": s.edition,
            "scoring": s.scoring,
            "last_round_depth": s.last_round_depth,
            "match_games": s.match_games,
            "deal": s.deal,
            "colours": colours,
            "rows": [[CARD_NAMES[c] for c in row] for row in s.rows],
            "capacities": list(s.capacities),
            "taken": list(s.taken),
            "out": list(s.out),
            "current": s.current,
            "to_move": self.to_move(s),
            "drawn": None if s.drawn is None else CARD_NAMES[s.drawn],
            "can_draw": self.can_draw(s) and not s.over,
            "collections": collections,
            "scoring_choice": choices,
            "supply_size": len(s.supply),
            "supply": self.supply_composition(s),
            "last_round_revealed": s.last_round,
            "cards_before_last_round": self.cards_before_last_round(s),
            "discarded": len(s.discard),
            "match_totals": list(s.match_totals),
            "scores": self.scores(s),
            "over": s.over,
            "winners": self.winners(s) if s.over else [],
        }

    def sample(self, state: ColorettoState, player: int, rng: random.Random) -> ColorettoState:
        """Redraws the hidden order of the supply; "last round" keeps its (public) depth."""
        s = state._child()
        rest = [c for c in s.supply if c != LAST_ROUND]
        _random_shuffle(rng, rest)
        if LAST_ROUND in s.supply:
            rest.insert(s.supply.index(LAST_ROUND), LAST_ROUND)
        s.supply = rest
        s.rng = Rng(rng.getrandbits(64))
        return s

    def reveals(self, state: ColorettoState, player: int, action: Any) -> bool:
        s = state
        if isinstance(action, Draw):
            return True
        if isinstance(action, Take) and 0 <= action.row < len(s.rows):
            if GOLDEN_JOKER in s.rows[action.row] and s.supply:
                return True
            # the take that ends a deal of a match shuffles the next deal
            others_in = sum(1 for p in range(s.num_players) if not s.out[p]) - 1
            if others_in == 0 and s.deal + 1 < s.match_games:
                return True
        return False

    # -- actions on the wire -----------------------------------------------------------------
    def encode_action(self, action: Action) -> list[Any]:
        if isinstance(action, Draw):
            return ["draw"]
        if isinstance(action, Place):
            return ["place", action.row]
        if isinstance(action, Take):
            return ["take", action.row]
        raise ValueError(f"not a Coloretto action: {action!r}")

    def decode_action(self, obj: Any) -> Action:
        if isinstance(obj, list) and obj:
            if obj == ["draw"]:
                return Draw()
            if (len(obj) == 2 and obj[0] in ("place", "take") and isinstance(obj[1], int)
                    and not isinstance(obj[1], bool) and 0 <= obj[1] < 5):
                return Place(obj[1]) if obj[0] == "place" else Take(obj[1])
        raise ValueError(f"not a Coloretto action: {obj!r}")

    def describe(self, state: ColorettoState, action: Any) -> str:
        """The action as its player proposes it, from what every seat sees (the rows, the revealed
        card): never the supply card a draw or a golden joker will bring (describe_result tells)."""
        s = state
        if isinstance(action, Draw):
            return text(N_("draws a card"))
        if isinstance(action, Place):
            card = CARD_LABELS[s.drawn] if s.drawn is not None else N_("the card")
            return text(N_("places {card} in row {row}"), card=card, row=action.row + 1)
        if isinstance(action, Take):
            row = s.rows[action.row] if 0 <= action.row < len(s.rows) else []
            cards = [CARD_LABELS[c] for c in row]
            if GOLDEN_JOKER in row and s.supply:
                return text(N_("takes row {row} ({cards}) and the top supply card"), row=action.row + 1,
                            cards=cards)
            if cards:
                return text(N_("takes row {row} ({cards})"), row=action.row + 1, cards=cards)
            return text(N_("takes row {row}"), row=action.row + 1)
        return str(action)

    def describe_result(self, before: ColorettoState, action: Any, after: ColorettoState) -> str:
        """The log line once the action is played: a draw names the card it revealed (and the
        "last round" card if it came first); a golden joker's take names the supply card it
        brought. Everything else reads as `describe`."""
        came = after.last_round and not before.last_round and after.deal == before.deal
        if isinstance(action, Draw) and after.drawn is not None:
            card = CARD_LABELS[after.drawn]
            if came:
                return text(N_("draws {card} (\"last round\" came first: this is the last round)"), card=card)
            return text(N_("draws {card}"), card=card)
        if (isinstance(action, Take) and 0 <= action.row < len(before.rows)
                and GOLDEN_JOKER in before.rows[action.row] and before.supply):
            row = before.rows[action.row]
            cards = [CARD_LABELS[c] for c in row]
            top = [c for c in before.supply[-2:] if c != LAST_ROUND][-1:]
            if not top:
                return text(N_("takes row {row} ({cards}); the top supply card was \"last round\": "
                               "this is the last round"), row=action.row + 1, cards=cards)
            extra = CARD_LABELS[top[0]]
            if LAST_ROUND in before.supply[-1:]:
                return text(N_("takes row {row} ({cards}) and, after \"last round\" (this is the last round), "
                               "the top supply card: {card}"), row=action.row + 1, cards=cards, card=extra)
            return text(N_("takes row {row} ({cards}) and the top supply card: {card}"), row=action.row + 1,
                        cards=cards, card=extra)
        return self.describe(before, action)

    # -- saves -----------------------------------------------------------------------------
    def encode(self, state: ColorettoState) -> dict[str, Any]:
        s = state
        return envelope(self.name, self.VERSION, {
            "num_players": s.num_players,
            "options": {"edition": s.edition, "scoring": s.scoring, "last_round_depth": s.last_round_depth,
                        "match_games": s.match_games},
            "colours": list(s.colours),
            "supply": list(s.supply),
            "rows": [list(r) for r in s.rows],
            "taken": list(s.taken),
            "out": list(s.out),
            "collections": [list(c) for c in s.collections],
            "current": s.current,
            "drawn": s.drawn,
            "last_round": s.last_round,
            "deal": s.deal,
            "first_player": s.first_player,
            "match_totals": list(s.match_totals),
            "discard": list(s.discard),
            "over": s.over,
            "rng": s.rng.state,
            "last_taker": s.last_taker,
        })

    def decode(self, obj: Any) -> ColorettoState:
        with decoding(self.title):
            obj = open_envelope(obj, self.name, self.VERSION)
            s = ColorettoState.__new__(ColorettoState)
            n = field(obj, "num_players", int)
            require(self.min_players <= n <= self.max_players, "impossible number of players")
            s.num_players = n
            opts = self.resolve_options(field(obj, "options", dict), n)
            s.edition, s.scoring = opts["edition"], opts["scoring"]
            s.last_round_depth, s.match_games = opts["last_round_depth"], opts["match_games"]
            s.colours = int_list(obj, "colours", 0, NUM_COLOURS - 1)
            require(s.colours == sorted(set(s.colours)) and len(s.colours) == COLOURS_IN_PLAY[n],
                    "wrong colours in play")
            s.supply = int_list(obj, "supply", 0, LAST_ROUND)
            s.capacities = row_capacities(n)
            rows = field(obj, "rows", list)
            require(len(rows) == len(s.capacities), "wrong number of rows")
            s.rows = [int_list({"row": r}, "row", 0, PLUS_TWO) for r in rows]
            require(all(len(r) <= cap for r, cap in zip(s.rows, s.capacities, strict=True)), "a row holds too many cards")
            s.taken = self._bools(obj, "taken", len(s.capacities))
            require(all(not (t and r) for t, r in zip(s.taken, s.rows, strict=True)), "a taken row still holds cards")
            s.out = self._bools(obj, "out", n)
            cols = field(obj, "collections", list)
            require(len(cols) == n, "wrong number of collections")
            s.collections = [int_list({"c": c}, "c", 0, 100) for c in cols]
            require(all(len(c) == NUM_KINDS and c[LAST_ROUND] == 0 for c in s.collections),
                    "damaged collection")
            s.current = field(obj, "current", int)
            require(0 <= s.current < n, "impossible seat to move")
            drawn = obj.get("drawn", "missing")
            require(drawn is None or (isinstance(drawn, int) and not isinstance(drawn, bool)
                                      and 0 <= drawn <= PLUS_TWO), "impossible revealed card")
            s.drawn = drawn
            s.last_round = field(obj, "last_round", bool)
            s.deal = field(obj, "deal", int)
            require(0 <= s.deal < s.match_games, "impossible deal number")
            s.first_player = field(obj, "first_player", int)
            require(0 <= s.first_player < n, "impossible start player")
            s.match_totals = int_list(obj, "match_totals", -10_000, 10_000)
            require(len(s.match_totals) == n, "wrong number of match totals")
            s.discard = int_list(obj, "discard", 0, PLUS_TWO)
            s.over = field(obj, "over", bool)
            s.rng = Rng(field(obj, "rng", int))
            s.last_taker = field(obj, "last_taker", int)
            require(-1 <= s.last_taker < n, "impossible last taker")
            self._check_counts(s)
            s._masks()
            require(sum(s.taken) == sum(s.out), "the seats out of the round don't match the rows taken")
            require(s.over or not s.out[s.current], "the seat to move has already taken a row")
            require(s.over or not all(s.out), "every seat is out but the round did not end")
            require(s.drawn is None or self._free_slot(s), "a revealed card has no row to go to")
            return s

    @staticmethod
    def _bools(obj: dict[str, Any], key: str, length: int) -> list[bool]:
        values = field(obj, key, list)
        require(len(values) == length and all(isinstance(v, bool) for v in values), f"damaged {key!r}")
        return values

    def _check_counts(self, s: ColorettoState) -> None:
        """Every card of the deal is somewhere exactly once."""
        counts = card_counts(s)
        jokers, golden = edition_jokers(s.edition)
        expected = [0] * NUM_KINDS
        for c in s.colours:
            expected[c] = CARDS_PER_COLOUR
        expected[JOKER], expected[GOLDEN_JOKER], expected[PLUS_TWO] = jokers, golden, PLUS_TWO_CARDS
        expected[LAST_ROUND] = 1
        require(counts == expected, "the cards do not add up to the deck")


ENGINE = ColorettoEngine()


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


# ---------------------------------------------------------------------------------------------
# Computer player

def _gain(col: list[int], cards: list[int] | tuple[int, ...], colours: list[int], scoring: str) -> int:
    """How much a collection's score changes if it receives these cards."""
    before = score_collection([col[c] for c in colours], col[JOKER] + col[GOLDEN_JOKER], col[PLUS_TWO], scoring)
    after = col[:]
    for card in cards:
        after[card] += 1
    now = score_collection([after[c] for c in colours], after[JOKER] + after[GOLDEN_JOKER], after[PLUS_TWO],
                           scoring)
    return now - before


def _supply_mix(s: ColorettoState) -> list[tuple[int, float]]:
    """The drawable cards and their chances (from the public composition, never the order)."""
    counts = [0] * NUM_KINDS
    for card in s.supply:
        if card != LAST_ROUND:
            counts[card] += 1
    total = sum(counts)
    return [(k, counts[k] / total) for k in range(NUM_KINDS) if counts[k]] if total else []


def _row_worth(s: ColorettoState, p: int, cards: list[int], mix: list[tuple[int, float]]) -> float:
    """Seat p's gain from taking these cards (a golden joker brings the expected top card)."""
    col = s.collections[p]
    if GOLDEN_JOKER in cards and mix:
        return sum(pr * _gain(col, cards + [k], s.colours, s.scoring) for k, pr in mix)
    return _gain(col, cards, s.colours, s.scoring)


#: Normal takes a row once it is worth this much to it, plus TAKE_PER_SLOT for every free slot each
#: seat still in can expect before the round ends (a patient player: rows hold more later).
TAKE_AT = 5.5
TAKE_PER_SLOT = 0.5


def bot_normal(engine: ColorettoEngine, state: ColorettoState, seat: int, rng: random.Random) -> Action:
    """Normal: patient. Takes the row worth most by the exact score once it is worth at least
    TAKE_AT + TAKE_PER_SLOT x (free slots per seat still in) points, or when it must; draws
    otherwise. Places a revealed card where it helps itself most and the others least.

    (Until December it weighed drawing against taking with a 25% chance per other seat of losing
    the row it hoped for: at 4-5 players it took rows of 1.6 cards and won 3% of the games against
    three patient heuristics. This rule won 30-55% there against `bot_heuristic` and stricter
    variants of it, and beats the old rule at 3-5 players.)"""
    s = state
    legal = engine.legal_actions(s, seat)
    if len(legal) == 1:
        return legal[0]
    mix = _supply_mix(s)
    others = [p for p in range(s.num_players) if p != seat and not s.out[p]]

    if s.drawn is not None:
        best_value, best = -1e9, legal[0]
        for a in legal:
            r = a.row
            with_card = s.rows[r] + [s.drawn]
            mine = _row_worth(s, seat, with_card, mix) - _row_worth(s, seat, s.rows[r], mix)
            theirs = max((_row_worth(s, p, with_card, mix) - _row_worth(s, p, s.rows[r], mix)
                          for p in others), default=0.0)
            full = len(with_card) == s.capacities[r]
            value = mine - 0.7 * theirs + (0.3 if not full else 0.0) + rng.random() * 1e-3
            if value > best_value:
                best_value, best = value, a
        return best

    takes = [a for a in legal if isinstance(a, Take)]
    take_values = {a.row: _row_worth(s, seat, s.rows[a.row], mix) for a in takes}
    best_take = max(takes, key=lambda a: (take_values[a.row], rng.random())) if takes else None
    if not isinstance(legal[0], Draw):
        return best_take  # type: ignore[return-value]
    if best_take is None:
        return legal[0]
    slots = sum(s.capacities[r] - len(s.rows[r]) for r in range(len(s.rows)) if not s.taken[r])
    if take_values[best_take.row] >= TAKE_AT + TAKE_PER_SLOT * slots / (len(others) + 1):
        return best_take
    return legal[0]


def bot_heuristic(engine: ColorettoEngine, state: ColorettoState, seat: int, rng: random.Random) -> Action:
    """A patient rule of thumb (an arena baseline, not a level offered to players): draw unless a
    full row is worth at least 2 net points to me (the change of my score if I took it), or I must
    take; then take the row worth most. A revealed card goes where it adds most to what that row
    is worth to me. Plays only from what every seat sees: the rows, the collections and the
    supply's public composition (a golden joker's row is worth its expected extra card).

    (The rule without "full" takes a one-card row of a colour it holds, worth 2: 1.2-1.5 cards a
    row, a weak baseline that the old normal player beat at every table size.)"""
    s = state
    legal = engine.legal_actions(s, seat)
    if len(legal) == 1:
        return legal[0]
    mix = _supply_mix(s)
    if s.drawn is not None:
        drawn = s.drawn

        def placed(a: Place) -> tuple[float, float]:
            row = s.rows[a.row]
            return (_row_worth(s, seat, row + [drawn], mix) - _row_worth(s, seat, row, mix), rng.random())

        return max(legal, key=placed)  # type: ignore[arg-type]
    takes = [a for a in legal if isinstance(a, Take)]
    if not takes:
        return legal[0]
    value, _, best = max(((_row_worth(s, seat, s.rows[a.row], mix), rng.random(), a) for a in takes),
                         key=lambda t: (t[0], t[1]))
    if isinstance(legal[0], Draw) and not (value >= 2 and len(s.rows[best.row]) == s.capacities[best.row]):
        return legal[0]
    return best
