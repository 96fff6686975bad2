"""Siberia: The Card Game (shared/rules/siberia.md).

Players take turns at a row of resource cards that starts at the headframe. A turn: discover a
face-down card, then either draw action cards or play a combination of them for one symbol
(a resource or a person) and carry out its action: extract resource cards, or hire a worker, a
salesman or an investor. Richest mine wins.

Action cards are identified by their type, a (resource, person) pair; a hand is a count per type,
so every combination is a multiset of types and the legal combinations stay few (a hand of 8 has
at most 92 sub-multisets of 1 to 3 cards). Resource cards are identified by a number into the
card list read from ``resources/siberia_cards.json``; cards with equal kind and value are
interchangeable and are shown as (kind, value) only.
"""
from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
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
)

RESOURCES: tuple[str, ...] = ("gas", "coal", "oil", "gold", "diamond")
PERSONS: tuple[str, ...] = ("worker", "salesman", "investor")
SYMBOLS: tuple[str, ...] = RESOURCES + PERSONS
#: The symbols as words in a sentence, marked for translation (context "engine"); the word of a
#: symbol is the symbol itself, so a sentence passes the symbol and the interface translates it.
SYMBOL_WORDS: tuple[str, ...] = (N_("gas"), N_("coal"), N_("oil"), N_("gold"), N_("diamond"),
                                 N_("worker"), N_("salesman"), N_("investor"))
#: The specialities a salesman can have (one salesman card each) and those of investors.
SALESMAN_SPECIALITIES: tuple[str, ...] = SYMBOLS
INVESTOR_SPECIALITIES: tuple[str, ...] = RESOURCES

ROW_LENGTH = 8
START_HAND = 5
HAND_LIMIT = 8
START_DISCOVERED = 3

#: Action-card types: index = resource index * 3 + person index.
CARD_TYPES: tuple[tuple[str, str], ...] = tuple((r, p) for r in RESOURCES for p in PERSONS)
TYPE_OF: dict[tuple[str, str], int] = {t: i for i, t in enumerate(CARD_TYPES)}
#: For each symbol, the card types that show it.
SHOWING: dict[str, tuple[int, ...]] = {
    s: tuple(i for i, (r, p) in enumerate(CARD_TYPES) if s in (r, p)) for s in SYMBOLS
}
_SHOWS: list[frozenset[str]] = [frozenset(t) for t in CARD_TYPES]

DATA_PATH = Path(__file__).resolve().parent.parent / "resources" / "siberia_cards.json"


# ---------------------------------------------------------------------------------------------
# Card data ([DATA] figures of the rules), read and checked at import.

class CardDataError(ValueError):
    """The card data file is missing, malformed or does not add up."""


@dataclass(frozen=True)
class CardData:
    #: copies of each action-card type, indexed like CARD_TYPES
    action_copies: tuple[int, ...]
    #: every resource card as (kind, printed value); a card's number is its index here
    resource_cards: tuple[tuple[str, int], ...]
    person_counts: dict[str, int]
    person_value: int
    salesman_values: dict[str, int]


def _whole(value: Any, what: str, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise CardDataError(f"siberia card data: {what} must be a whole number of at least {low}, not {value!r}")
    return value


def validate_card_data(raw: Any) -> CardData:
    """Checks the parsed JSON of the card data file; raises CardDataError saying what is wrong."""
    if not isinstance(raw, dict):
        raise CardDataError("siberia card data: expected a JSON object")
    for key in ("action_card_copies", "resource_card_values", "person_card_counts",
                "person_card_value", "salesman_values"):
        if key not in raw:
            raise CardDataError(f"siberia card data: missing {key!r}")
    copies = raw["action_card_copies"]
    if not isinstance(copies, dict) or set(copies) != set(RESOURCES):
        raise CardDataError(f"siberia card data: 'action_card_copies' must have exactly the resources {list(RESOURCES)}")
    action_copies: list[int] = []
    for r in RESOURCES:
        row = copies[r]
        if not isinstance(row, dict) or set(row) != set(PERSONS):
            raise CardDataError(f"siberia card data: 'action_card_copies'/{r} must have exactly {list(PERSONS)}")
        for p in PERSONS:
            action_copies.append(_whole(row[p], f"copies of the ({r}, {p}) action card"))
    if sum(action_copies) < 2 * START_HAND * 4 + 4:
        raise CardDataError("siberia card data: too few action cards to deal four hands")
    values = raw["resource_card_values"]
    if not isinstance(values, dict) or set(values) != set(RESOURCES):
        raise CardDataError(f"siberia card data: 'resource_card_values' must have exactly the resources {list(RESOURCES)}")
    resource_cards: list[tuple[str, int]] = []
    for r in RESOURCES:
        if not isinstance(values[r], list) or not values[r]:
            raise CardDataError(f"siberia card data: 'resource_card_values'/{r} must be a non-empty list")
        for v in values[r]:
            resource_cards.append((r, _whole(v, f"a {r} card value", 1)))
    if len(resource_cards) < ROW_LENGTH:
        raise CardDataError(f"siberia card data: at least {ROW_LENGTH} resource cards are needed")
    counts = raw["person_card_counts"]
    if not isinstance(counts, dict) or set(counts) != set(PERSONS):
        raise CardDataError(f"siberia card data: 'person_card_counts' must have exactly {list(PERSONS)}")
    person_counts = {p: _whole(counts[p], f"the number of {p} cards") for p in PERSONS}
    if person_counts["worker"] < 4:
        raise CardDataError("siberia card data: at least 4 workers are needed (one per player)")
    if person_counts["salesman"] != len(SALESMAN_SPECIALITIES):
        raise CardDataError(f"siberia card data: there is one salesman per speciality, "
                            f"so 'salesman' must be {len(SALESMAN_SPECIALITIES)}")
    if person_counts["investor"] != len(INVESTOR_SPECIALITIES):
        raise CardDataError(f"siberia card data: there is one investor per resource, "
                            f"so 'investor' must be {len(INVESTOR_SPECIALITIES)}")
    person_value = _whole(raw["person_card_value"], "'person_card_value'", 1)
    bonus = raw["salesman_values"]
    if not isinstance(bonus, dict) or set(bonus) != set(SYMBOLS):
        raise CardDataError(f"siberia card data: 'salesman_values' must have exactly {list(SYMBOLS)}")
    salesman_values = {s: _whole(bonus[s], f"the salesman value of {s}", 1) for s in SYMBOLS}
    return CardData(tuple(action_copies), tuple(resource_cards), person_counts, person_value, salesman_values)


def load_card_data(path: Path = DATA_PATH) -> CardData:
    """Reads and checks the card data file."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CardDataError(f"siberia card data: cannot read {path}: {exc}") from exc
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CardDataError(f"siberia card data: {path} is not valid JSON: {exc}") from exc
    return validate_card_data(raw)


CARDS: CardData = load_card_data()
NUM_RESOURCE_CARDS = len(CARDS.resource_cards)
NUM_ACTION_CARDS = sum(CARDS.action_copies)


# ---------------------------------------------------------------------------------------------
# Scoring

def final_value(resources: Iterable[tuple[str, int]], workers: int, salesmen: Iterable[str],
                investors: Iterable[str]) -> int:
    """A mine's value: resource cards at their printed value, or at the salesman value of their
    kind when the owner has that salesman; each person card 1000, or the salesman value of its
    type when the owner has the salesman of that type (workers 2000, salesmen 3000, investors 4000)."""
    salesmen = list(salesmen)
    owned = set(salesmen)
    n_salesmen = len(salesmen)
    investors = list(investors)
    total = 0
    for kind, printed in resources:
        total += CARDS.salesman_values[kind] if kind in owned else printed
    base = CARDS.person_value
    total += workers * (CARDS.salesman_values["worker"] if "worker" in owned else base)
    total += n_salesmen * (CARDS.salesman_values["salesman"] if "salesman" in owned else base)
    total += len(investors) * (CARDS.salesman_values["investor"] if "investor" in owned else base)
    return total


# ---------------------------------------------------------------------------------------------
# Actions

class Discover(NamedTuple):
    """Turn the face-down card at this row position face up (0 is next to the headframe)."""
    position: int


class SkipDiscovery(NamedTuple):
    """Leave the 1 or 2 face-down cards as they are."""


class Draw(NamedTuple):
    """Draw 2 action cards (1 with 7 in hand, none with 8)."""


class Play(NamedTuple):
    """Play a combination for one symbol; cards are (resource, person) types, sorted."""
    symbol: str
    cards: tuple[tuple[str, str], ...]


class Hire(NamedTuple):
    """Choose the speciality of the salesman or investor just hired."""
    speciality: str


Action = Discover | SkipDiscovery | Draw | Play | Hire


_MADE_PLAYS: dict[tuple[str, tuple[int, ...]], Play] = {}
#: For every Play made by make_play (a legal play's check looks it up): its sorted card types,
#: (type, count) pairs, whether it is a combination without / with the symbol's investor, and the
#: symbol's resource index (-1 for a person).
_PLAY_INFO: dict[Play, tuple[tuple[int, ...], tuple[tuple[int, int], ...], bool, bool, int]] = {}


def make_play(symbol: str, types: Iterable[int]) -> Play:
    key = (symbol, tuple(sorted(types)))
    play = _MADE_PLAYS.get(key)
    if play is None:
        play = _MADE_PLAYS[key] = Play(symbol, tuple(CARD_TYPES[t] for t in key[1]))
        sorted_types = key[1]
        need = tuple((t, sorted_types.count(t)) for t in sorted(set(sorted_types)))
        _PLAY_INFO.setdefault(play, (sorted_types, need, is_combination(symbol, sorted_types, False),
                                     is_combination(symbol, sorted_types, True),
                                     RESOURCES.index(symbol) if symbol in RESOURCES else -1))
    return play


def is_combination(symbol: str, types: Sequence[int], has_investor: bool) -> bool:
    """True when these card types (a multiset) form a combination for symbol: two cards showing it;
    one card showing it plus two others; with its investor, one card showing it or any two cards."""
    n = len(types)
    showing = sum(1 for t in types if symbol in _SHOWS[t])
    if n == 3:
        return showing >= 1
    if n == 2:
        return showing == 2 or has_investor
    if n == 1:
        return has_investor and showing == 1
    return False


# ---------------------------------------------------------------------------------------------
# State

PHASES = ("discover", "main", "hire", "over")


class SiberiaState:
    __slots__ = ("num_players", "hands", "action_pile", "discard", "row", "discovered", "resource_pile",
                 "mines", "workers", "salesmen", "investors", "turn", "phase", "pending",
                 "final_turns", "rng", "options")

    num_players: int
    hands: list[list[int]]          # per player, count per action-card type
    action_pile: list[int]          # card types, the top is the end
    discard: list[int]              # card types, in the order played
    row: list[int]                  # resource card numbers, position 0 at the headframe
    discovered: list[bool]          # per row position
    resource_pile: list[int]        # resource card numbers, the top is the end
    mines: list[list[int]]          # per player, resource card numbers extracted
    workers: list[int]
    salesmen: list[list[str]]       # specialities
    investors: list[list[str]]
    turn: int
    phase: str
    pending: str                    # "salesman" / "investor" while choosing a speciality
    final_turns: int                # -1 before the end is triggered, then turns still to play
    rng: Rng
    options: dict[str, Any]

    def copy(self) -> SiberiaState:
        s = SiberiaState.__new__(SiberiaState)
        s.num_players = self.num_players
        s.hands = [h[:] for h in self.hands]
        s.action_pile = self.action_pile[:]
        s.discard = self.discard[:]
        s.row = self.row[:]
        s.discovered = self.discovered[:]
        s.resource_pile = self.resource_pile[:]
        s.mines = [m[:] for m in self.mines]
        s.workers = self.workers[:]
        s.salesmen = [x[:] for x in self.salesmen]
        s.investors = [x[:] for x in self.investors]
        s.turn = self.turn
        s.phase = self.phase
        s.pending = self.pending
        s.final_turns = self.final_turns
        s.rng = self.rng.copy()
        s.options = self.options
        return s

    def _shared(self) -> SiberiaState:
        """A new state sharing every list with this one: `apply` then replaces each list it
        changes by a copy before changing it (copy on write), so this state stays untouched."""
        s = SiberiaState.__new__(SiberiaState)
        s.num_players = self.num_players
        s.hands = self.hands
        s.action_pile = self.action_pile
        s.discard = self.discard
        s.row = self.row
        s.discovered = self.discovered
        s.resource_pile = self.resource_pile
        s.mines = self.mines
        s.workers = self.workers
        s.salesmen = self.salesmen
        s.investors = self.investors
        s.turn = self.turn
        s.phase = self.phase
        s.pending = self.pending
        s.final_turns = self.final_turns
        s.rng = self.rng
        s.options = self.options
        return s

    def _own_hand(self, p: int) -> list[int]:
        """(copy on write) p's hand, as a list of this state's own."""
        hands = self.hands = self.hands[:]
        hand = hands[p] = hands[p][:]
        return hand

    # -- derived ----------------------------------------------------------------------------
    def face_down_positions(self) -> list[int]:
        return [i for i, up in enumerate(self.discovered) if not up]

    def workers_in_supply(self) -> int:
        return CARDS.person_counts["worker"] - sum(self.workers)

    def free_salesmen(self) -> list[str]:
        owned = [s for xs in self.salesmen for s in xs]
        return [s for s in SALESMAN_SPECIALITIES if s not in owned] if owned else list(SALESMAN_SPECIALITIES)

    def free_investors(self) -> list[str]:
        owned = [s for xs in self.investors for s in xs]
        return [s for s in INVESTOR_SPECIALITIES if s not in owned] if owned else list(INVESTOR_SPECIALITIES)

    def hand_size(self, p: int) -> int:
        return sum(self.hands[p])


def extraction_positions(row: Sequence[tuple[str, int] | None], workers: int, resource: str) -> list[int]:
    """Row positions an extraction of resource takes: the discovered cards of that kind nearest the
    headframe, as many as workers. row holds (kind, value) for discovered cards, None for face-down.
    Shared by the engine, the bots and the table (to highlight the cards before confirming)."""
    taken = [i for i, card in enumerate(row) if card is not None and card[0] == resource]
    return taken[:workers]


def _row_view(state: SiberiaState) -> list[tuple[str, int] | None]:
    return [CARDS.resource_cards[c] if up else None for c, up in zip(state.row, state.discovered, strict=True)]


# ---------------------------------------------------------------------------------------------
# The engine

#: Symbol bits: bit i for SYMBOLS[i]; the symbols a card type shows; the resource bits.
SYMBOL_BIT: dict[str, int] = {sym: 1 << i for i, sym in enumerate(SYMBOLS)}
_TYPE_BITS: tuple[int, ...] = tuple(SYMBOL_BIT[r] | SYMBOL_BIT[q] for r, q in CARD_TYPES)
_NTYPES = len(CARD_TYPES)
#: The resource kind index (into RESOURCES) of every resource card, by card number.
_CARD_KIND: tuple[int, ...] = tuple(RESOURCES.index(kind) for kind, _ in CARDS.resource_cards)
_CARD_KIND_BIT: tuple[int, ...] = tuple(1 << k for k in _CARD_KIND)
_RESOURCE_INDEX: dict[str, int] = {r: k for k, r in enumerate(RESOURCES)}
_WORKER_BIT, _SALESMAN_BIT, _INVESTOR_BIT = (SYMBOL_BIT[q] for q in PERSONS)
_DRAW = Draw()
_SKIP = SkipDiscovery()
_DISCOVER: tuple[Discover, ...] = tuple(Discover(i) for i in range(ROW_LENGTH))
_HIRE: dict[str, Hire] = {x: Hire(x) for x in SALESMAN_SPECIALITIES}


def _symbol_mask(symbols: Iterable[str]) -> int:
    mask = 0
    for sym in symbols:
        mask |= SYMBOL_BIT[sym]
    return mask


# Combination tables, indexed by the sorted card types of a multiset: a (size 1), a*15 + b
# (size 2), (a*15 + b)*15 + c (size 3). A multiset is a combination for the symbols of its bits
# (is_combination, tabulated): size 3, any symbol one of its cards shows; size 2, a symbol both
# cards show, or any symbol whose investor the player owns; size 1, a symbol the card shows whose
# investor the player owns.
_PAIR_BITS: tuple[int, ...] = tuple(_TYPE_BITS[a] & _TYPE_BITS[b] for a in range(_NTYPES) for b in range(_NTYPES))
_TRIPLE_BITS: tuple[int, ...] = tuple(_TYPE_BITS[a] | _TYPE_BITS[b] | _TYPE_BITS[c] for a in range(_NTYPES)
                                      for b in range(_NTYPES) for c in range(_NTYPES))
#: The symbol indices of a mask of symbol bits, in SYMBOLS order.
_BIT_SYMBOLS: tuple[tuple[int, ...], ...] = tuple(tuple(i for i in range(len(SYMBOLS)) if m >> i & 1)
                                                  for m in range(1 << len(SYMBOLS)))
# The Play of (multiset index, symbol index), made on first use: per size, index * 8 + symbol.
_PLAYS: tuple[list[Play | None], ...] = tuple([None] * (_NTYPES ** size * len(SYMBOLS)) for size in (1, 2, 3))


def _play(size: int, index: int, sym: int) -> Play:
    types = []
    for _ in range(size):
        index, t = divmod(index, _NTYPES)
        types.append(t)
    return make_play(SYMBOLS[sym], types)


def _plays_of_hand(hand: Sequence[int], possible: int, investors: int) -> list[Play]:
    """The distinct combinations a hand (counts per card type) can play for the possible symbols
    (SYMBOL_BIT bits) by an owner of these investors (bits), in the order: by size, then the card
    types' multiset in lexicographic order of the types held, then the symbols in SYMBOLS order."""
    held = [t for t in range(_NTYPES) if hand[t]]
    plays: list[Play] = []
    add = plays.append
    bit_symbols = _BIT_SYMBOLS
    if investors & possible:
        cache = _PLAYS[0]
        for a in held:
            for sym in bit_symbols[_TYPE_BITS[a] & investors & possible]:
                play = cache[a * 8 + sym]
                if play is None:
                    play = cache[a * 8 + sym] = _play(1, a, sym)
                add(play)
    k = len(held)
    cache = _PLAYS[1]
    pair_bits = _PAIR_BITS
    extra = investors & possible
    for i in range(k):
        a = held[i]
        base = a * _NTYPES
        for j in range(i if hand[a] > 1 else i + 1, k):
            index = base + held[j]
            mask = (pair_bits[index] & possible) | extra
            if mask:
                for sym in bit_symbols[mask]:
                    play = cache[index * 8 + sym]
                    if play is None:
                        play = cache[index * 8 + sym] = _play(2, index, sym)
                    add(play)
    cache = _PLAYS[2]
    triple_bits = _TRIPLE_BITS
    for i in range(k):
        a = held[i]
        base_a = a * _NTYPES
        for j in range(i if hand[a] > 1 else i + 1, k):
            b = held[j]
            base_b = (base_a + b) * _NTYPES
            # (a, b, b) needs two b (three when a == b)
            for m in range(j if hand[b] > (2 if a == b else 1) else j + 1, k):
                index = base_b + held[m]
                mask = triple_bits[index] & possible
                if mask:
                    for sym in bit_symbols[mask]:
                        play = cache[index * 8 + sym]
                        if play is None:
                            play = cache[index * 8 + sym] = _play(3, index, sym)
                        add(play)
    return plays


class SiberiaEngine(Engine):
    name = "siberia"
    title = "Siberia: The Card Game"
    min_players = 2
    max_players = 4
    perfect_information = False
    options_schema = [
        {"name": "last_turns", "kind": "choice", "default": "everyone",
         "choices": ["everyone", "others", "none"],
         "choice_labels": {"everyone": N_("Everyone, the discoverer too"), "others": N_("The others only"),
                           "none": N_("None")},
         "label": N_("Last turns"),
         "help": N_("After the last face-down resource card is discovered: every player, the "
                    "discoverer included, plays one last turn (everyone); only the others do (others); "
                    "or the game ends with that turn (none).")},
        {"name": "max_workers", "kind": "int", "default": 5, "min": 2, "max": 10,
         "label": N_("Workers per player"),
         "help": N_("The most workers one player may own, the starting worker included.")},
    ]
    VERSION = 1

    # -- set-up -------------------------------------------------------------------------------
    def new_game(self, num_players: int, *, seed: int, options: dict[str, Any] | None = None) -> SiberiaState:
        self.check_players(num_players)
        opts = self.resolve_options(options, num_players)
        rng = Rng(seed)
        s = SiberiaState.__new__(SiberiaState)
        s.num_players = num_players
        s.rng = rng
        s.options = opts
        resources = list(range(NUM_RESOURCE_CARDS))
        rng.shuffle(resources)
        s.row = [resources.pop() for _ in range(ROW_LENGTH)]
        s.discovered = [i < START_DISCOVERED for i in range(ROW_LENGTH)]
        s.resource_pile = resources
        deck = [t for t, n in enumerate(CARDS.action_copies) for _ in range(n)]
        rng.shuffle(deck)
        s.action_pile = deck
        s.discard = []
        s.hands = [[0] * len(CARD_TYPES) for _ in range(num_players)]
        for p in range(num_players):
            for _ in range(START_HAND):
                s.hands[p][deck.pop()] += 1
        s.mines = [[] for _ in range(num_players)]
        s.workers = [1] * num_players
        s.salesmen = [[] for _ in range(num_players)]
        s.investors = [[] for _ in range(num_players)]
        s.turn = rng.below(num_players)
        s.pending = ""
        s.final_turns = -1
        self._begin_turn(s)
        return s

    def num_players(self, state: SiberiaState) -> int:
        return state.num_players

    # -- turn structure -----------------------------------------------------------------------
    def _begin_turn(self, s: SiberiaState) -> None:
        s.phase = "discover" if not all(s.discovered) else "main"
        s.pending = ""

    def _end_turn(self, s: SiberiaState) -> None:
        if s.final_turns < 0:
            if not s.resource_pile and all(s.discovered):
                last = s.options["last_turns"]
                s.final_turns = {"everyone": s.num_players, "others": s.num_players - 1, "none": 0}[last]
        else:
            s.final_turns -= 1
        if s.final_turns == 0:
            s.phase = "over"
            s.pending = ""
            return
        s.turn = (s.turn + 1) % s.num_players
        self._begin_turn(s)

    def to_move(self, state: SiberiaState) -> list[int]:
        return [] if state.phase == "over" else [state.turn]

    def is_over(self, state: SiberiaState) -> bool:
        return state.phase == "over"

    # -- what is possible -----------------------------------------------------------------------
    def action_possible(self, s: SiberiaState, p: int, symbol: str) -> bool:
        """Whether the action of a symbol can be carried out by p now."""
        kind = _RESOURCE_INDEX.get(symbol)
        if kind is not None:
            card_kind = _CARD_KIND
            for c, up in zip(s.row, s.discovered, strict=True):
                if up and card_kind[c] == kind:
                    return True
            return False
        if symbol == "worker":
            return s.workers_in_supply() > 0 and s.workers[p] < s.options["max_workers"]
        if symbol == "salesman":
            return bool(s.free_salesmen())
        return bool(s.free_investors())

    def why_impossible(self, s: SiberiaState, p: int, symbol: str) -> str:
        """A sentence saying why the action of a symbol can't be carried out (empty if it can)."""
        if self.action_possible(s, p, symbol):
            return ""
        if symbol in RESOURCES:
            return text(N_("No discovered {resource} card lies in the row"), resource=symbol)
        if symbol == "worker":
            if s.workers_in_supply() <= 0:
                return text(N_("No worker is left in the supply"))
            return text(N_("You already have {n} workers"), n=s.options["max_workers"])
        if symbol == "salesman":
            return text(N_("Every salesman has been hired"))
        return text(N_("Every investor has been hired"))

    def possible_mask(self, s: SiberiaState, p: int) -> int:
        """The symbols (SYMBOL_BIT bits) whose action p can carry out now (action_possible of each)."""
        mask = 0
        kind_bit = _CARD_KIND_BIT
        for c, up in zip(s.row, s.discovered, strict=True):
            if up:
                mask |= kind_bit[c]
        if s.workers[p] < s.options["max_workers"] and sum(s.workers) < CARDS.person_counts["worker"]:
            mask |= _WORKER_BIT
        hired = sum(map(len, s.salesmen))
        if hired < len(SALESMAN_SPECIALITIES):
            mask |= _SALESMAN_BIT
        if sum(map(len, s.investors)) < len(INVESTOR_SPECIALITIES):
            mask |= _INVESTOR_BIT
        return mask

    def combinations(self, s: SiberiaState, p: int) -> list[Play]:
        """Every legal Play of p now (action possible; duplicates removed)."""
        possible = self.possible_mask(s, p)
        if not possible:
            return []
        investors = s.investors[p]
        return _plays_of_hand(s.hands[p], possible, _symbol_mask(investors) if investors else 0)

    def legal_actions(self, state: SiberiaState, player: int) -> list[Any]:
        s = state
        if s.phase == "over" or player != s.turn:
            return []
        if s.phase == "main":
            return [_DRAW, *self.combinations(s, player)]
        if s.phase == "discover":
            acts: list[Any] = [_DISCOVER[i] for i, up in enumerate(s.discovered) if not up]
            if len(acts) < 3:
                acts.append(_SKIP)
            return acts
        # hire
        free = s.free_salesmen() if s.pending == "salesman" else s.free_investors()
        return [_HIRE[x] for x in free]

    def _check_play(self, s: SiberiaState, p: int, action: Play) -> list[int]:
        try:
            info = _PLAY_INFO.get(action) if type(action) is Play else None
        except TypeError:  # unhashable garbage inside: the full check below says what is wrong
            info = None
        if info is not None:  # a well-formed play made by make_play: check the hand, the table, the action
            types, need, plain, with_investor, kind = info
            ok = plain or (with_investor and action.symbol in s.investors[p])
            if ok:
                hand = s.hands[p]
                for t, n in need:
                    if hand[t] < n:
                        ok = False
                        break
            if ok:
                if kind >= 0:
                    card_kind = _CARD_KIND
                    for c, up in zip(s.row, s.discovered, strict=True):
                        if up and card_kind[c] == kind:
                            return list(types)
                elif self.action_possible(s, p, action.symbol):
                    return list(types)
        symbol = action.symbol
        if symbol not in SYMBOLS:
            raise IllegalAction(f"There is no symbol called {symbol!r}")
        if not isinstance(action.cards, tuple) or not 1 <= len(action.cards) <= 3:
            raise IllegalAction(text(N_("A combination has one to three cards")))
        types: list[int] = []
        for card in action.cards:
            if not isinstance(card, tuple) or card not in TYPE_OF:
                raise IllegalAction(f"There is no action card {card!r}")
            types.append(TYPE_OF[card])
        need = Counter(types)
        for t, n in need.items():
            if s.hands[p][t] < n:
                r, q = CARD_TYPES[t]
                raise IllegalAction(text(N_("You don't hold {n} {resource}/{person} card(s)"), n=n, resource=r, person=q))
        if not is_combination(symbol, types, symbol in s.investors[p]):
            raise IllegalAction(text(N_("These cards are not a combination for {symbol}"), symbol=symbol))
        if not self.action_possible(s, p, symbol):
            raise IllegalAction(self.why_impossible(s, p, symbol))
        if list(action.cards) != sorted(action.cards, key=TYPE_OF.__getitem__):
            raise IllegalAction(text(N_("The cards of a combination are listed in card order")))
        return types

    # -- applying -------------------------------------------------------------------------------
    def apply(self, state: SiberiaState, player: int, action: Any) -> SiberiaState:
        if not isinstance(state, SiberiaState):
            raise IllegalAction("not a Siberia game")
        if state.phase == "over":
            raise IllegalAction(text(N_("The game is over")))
        if player != state.turn:
            raise IllegalAction(text(N_("It is not this player's turn")))
        s = state
        if isinstance(action, Draw):
            if s.phase != "main":
                raise IllegalAction(text(N_("Discover a card first") if s.phase == "discover" else N_("Choose the speciality first")))
            s = s._shared()
            self._draw(s, player, max(0, min(2, HAND_LIMIT - s.hand_size(player))))
            self._end_turn(s)
            return s
        if isinstance(action, Play):
            if s.phase != "main":
                raise IllegalAction(text(N_("Discover a card first") if s.phase == "discover" else N_("Choose the speciality first")))
            types = self._check_play(s, player, action)
            s = s._shared()
            hand = s._own_hand(player)
            s.discard = s.discard + types
            for t in types:
                hand[t] -= 1
            symbol = action.symbol
            if symbol in RESOURCES:
                self._extract(s, player, symbol)
            elif symbol == "worker":
                s.workers = s.workers[:]
                s.workers[player] += 1
            else:
                s.phase = "hire"
                s.pending = symbol
                return s
            self._draw(s, player, 1, hand)
            self._end_turn(s)
            return s
        if isinstance(action, Discover):
            if s.phase != "discover":
                raise IllegalAction(text(N_("Discovering comes first in a turn, once")))
            pos = action.position
            if not isinstance(pos, int) or isinstance(pos, bool) or not 0 <= pos < len(s.row) or s.discovered[pos]:
                raise IllegalAction(text(N_("There is no face-down card at that place in the row")))
            s = s._shared()
            s.discovered = s.discovered[:]
            s.discovered[pos] = True
            s.phase = "main"
            return s
        if isinstance(action, SkipDiscovery):
            if s.phase != "discover":
                raise IllegalAction(text(N_("Discovering comes first in a turn, once")))
            if len(s.face_down_positions()) >= 3:
                raise IllegalAction(text(N_("With 3 or more face-down cards you must discover one")))
            s = s._shared()
            s.phase = "main"
            return s
        if isinstance(action, Hire):
            if s.phase != "hire":
                raise IllegalAction(text(N_("There is no salesman or investor to choose now")))
            free = s.free_salesmen() if s.pending == "salesman" else s.free_investors()
            if action.speciality not in free:
                raise IllegalAction(text(N_("No free {person} of speciality '{speciality}'"), person=s.pending,
                                        speciality=action.speciality) if action.speciality in SYMBOLS
                                   else f"No free {s.pending} of speciality {action.speciality!r}")
            s = s._shared()
            if s.pending == "salesman":
                s.salesmen = s.salesmen[:]
                s.salesmen[player] = s.salesmen[player] + [action.speciality]
            else:
                s.investors = s.investors[:]
                s.investors[player] = s.investors[player] + [action.speciality]
            self._draw(s, player, 1)
            self._end_turn(s)
            return s
        raise IllegalAction(f"Not a Siberia action: {action!r}")

    def _draw(self, s: SiberiaState, p: int, n: int, hand: list[int] | None = None) -> None:
        """Draws n cards into p's hand (s is a copy on write: the lists changed are copied first;
        `hand`: p's hand when this apply has already made it s's own)."""
        if n <= 0 or not (s.action_pile or s.discard):
            return
        if hand is None:
            hand = s._own_hand(p)
        s.action_pile = s.action_pile[:]
        for _ in range(n):
            if not s.action_pile:
                if not s.discard:
                    return
                s.action_pile = s.discard[:]
                s.discard = []
                s.rng = s.rng.copy()
                s.rng.shuffle(s.action_pile)
            hand[s.action_pile.pop()] += 1

    def _extract(self, s: SiberiaState, p: int, resource: str) -> None:
        kind = _RESOURCE_INDEX[resource]
        card_kind = _CARD_KIND
        left = s.workers[p]
        row: list[int] = []
        discovered: list[bool] = []
        mine = s.mines[p][:]
        for c, up in zip(s.row, s.discovered, strict=True):
            if left and up and card_kind[c] == kind:  # the nearest the headframe first
                mine.append(c)
                left -= 1
            else:
                row.append(c)
                discovered.append(up)
        s.mines = s.mines[:]
        s.mines[p] = mine
        s.row = row
        s.discovered = discovered
        if len(row) < ROW_LENGTH and s.resource_pile:
            s.resource_pile = s.resource_pile[:]
            while len(s.row) < ROW_LENGTH and s.resource_pile:
                s.row.append(s.resource_pile.pop())
                s.discovered.append(False)

    # -- results --------------------------------------------------------------------------------
    def mine_value(self, s: SiberiaState, p: int) -> int:
        return final_value([CARDS.resource_cards[c] for c in s.mines[p]], s.workers[p], s.salesmen[p], s.investors[p])

    def scores(self, state: SiberiaState) -> list[int]:
        return [self.mine_value(state, p) for p in range(state.num_players)]

    def score_breakdown(self, state: SiberiaState) -> list[list[tuple[str, int]]]:
        out = []
        labels = {"gas": N_("Gas"), "coal": N_("Coal"), "oil": N_("Oil"), "gold": N_("Gold"),
                  "diamond": N_("Diamonds"), "worker": N_("Workers"), "salesman": N_("Salesmen"),
                  "investor": N_("Investors")}
        for p in range(state.num_players):
            lines: list[tuple[str, int]] = []
            owned = state.salesmen[p]
            for kind in RESOURCES:
                cards = [CARDS.resource_cards[c] for c in state.mines[p] if CARDS.resource_cards[c][0] == kind]
                if cards:
                    worth = sum(CARDS.salesman_values[kind] if kind in owned else v for _, v in cards)
                    lines.append((labels[kind], worth))
            sv = CARDS.salesman_values
            base = CARDS.person_value
            lines.append((labels["worker"], state.workers[p] * (sv["worker"] if "worker" in owned else base)))
            if owned:
                lines.append((labels["salesman"], len(owned) * (sv["salesman"] if "salesman" in owned else base)))
            if state.investors[p]:
                lines.append((labels["investor"],
                              len(state.investors[p]) * (sv["investor"] if "investor" in owned else base)))
            out.append(lines)
        return out

    # -- information --------------------------------------------------------------------------
    def unseen_resources(self, s: SiberiaState) -> dict[str, dict[int, int]]:
        """The resource cards nobody has seen (face-down row and pile): kind -> value -> count."""
        out: dict[str, dict[int, int]] = {k: {} for k in RESOURCES}
        hidden = [c for c, up in zip(s.row, s.discovered, strict=True) if not up] + s.resource_pile
        for c in hidden:
            kind, value = CARDS.resource_cards[c]
            out[kind][value] = out[kind].get(value, 0) + 1
        return out

    def observe(self, state: SiberiaState, player: int | None) -> dict[str, Any]:
        s = state
        unseen = self.unseen_resources(s)
        hand = None
        if player is not None and 0 <= player < s.num_players:
            hand = [list(CARD_TYPES[t]) for t, n in enumerate(s.hands[player]) for _ in range(n)]
        return {
            "game": self.name,
            "seat": player,
            "num_players": s.num_players,
            "turn": s.turn,
            "phase": s.phase,
            "pending": s.pending,
            "hand": hand,
            "row": [{"discovered": True, "kind": CARDS.resource_cards[c][0], "value": CARDS.resource_cards[c][1]}
                    if up else {"discovered": False} for c, up in zip(s.row, s.discovered, strict=True)],
            "mines": [{"resources": [list(CARDS.resource_cards[c]) for c in s.mines[p]],
                       "workers": s.workers[p],
                       "salesmen": list(s.salesmen[p]),
                       "investors": list(s.investors[p]),
                       "value": self.mine_value(s, p)} for p in range(s.num_players)],
            "supply": {"worker": s.workers_in_supply(), "salesman": s.free_salesmen(),
                       "investor": s.free_investors()},
            "hand_sizes": [s.hand_size(p) for p in range(s.num_players)],
            "action_pile_size": len(s.action_pile),
            "resource_pile_size": len(s.resource_pile),
            "discard": [[*CARD_TYPES[t], n] for t, n in sorted(Counter(s.discard).items())],
            "unseen": {k: [[v, n] for v, n in sorted(unseen[k].items())] for k in RESOURCES},
            "final_turns": s.final_turns,
            "options": dict(s.options),
        }

    def sample(self, state: SiberiaState, player: int, rng: random.Random) -> SiberiaState:
        s = state.copy()
        others = [p for p in range(s.num_players) if p != player]
        pool = list(s.action_pile)
        for p in others:
            for t, n in enumerate(s.hands[p]):
                if n:
                    pool.extend([t] * n)
        _shuffle(rng, pool)
        for p in others:
            size = s.hand_size(p)
            hand = [0] * len(CARD_TYPES)
            for _ in range(size):
                hand[pool.pop()] += 1
            s.hands[p] = hand
        s.action_pile = pool
        down = s.face_down_positions()
        hidden = [s.row[i] for i in down] + s.resource_pile
        _shuffle(rng, hidden)
        for i in down:
            s.row[i] = hidden.pop()
        s.resource_pile = hidden
        s.rng = Rng(rng.getrandbits(64))
        return s

    def reveals(self, state: SiberiaState, player: int, action: Any) -> bool:
        if isinstance(action, Discover):
            return True
        if isinstance(action, Draw):
            return state.hand_size(player) < HAND_LIMIT
        if isinstance(action, Play):
            return action.symbol not in ("salesman", "investor")
        return isinstance(action, Hire)

    # -- saving -------------------------------------------------------------------------------
    def encode(self, state: SiberiaState) -> dict[str, Any]:
        s = state
        return envelope(self.name, self.VERSION, {
            "num_players": s.num_players,
            "hands": [h[:] for h in s.hands],
            "action_pile": s.action_pile[:],
            "discard": s.discard[:],
            "row": s.row[:],
            "discovered": [1 if up else 0 for up in s.discovered],
            "resource_pile": s.resource_pile[:],
            "mines": [m[:] for m in s.mines],
            "workers": s.workers[:],
            "salesmen": [x[:] for x in s.salesmen],
            "investors": [x[:] for x in s.investors],
            "turn": s.turn,
            "phase": s.phase,
            "pending": s.pending,
            "final_turns": s.final_turns,
            "rng": s.rng.state,
            "options": dict(s.options),
        })

    def decode(self, obj: Any) -> SiberiaState:
        with decoding(self.title):
            obj = open_envelope(obj, self.name, self.VERSION)
            n = field(obj, "num_players", int)
            require(self.min_players <= n <= self.max_players, "the number of players is out of range")
            s = SiberiaState.__new__(SiberiaState)
            s.num_players = n
            s.options = self.resolve_options(field(obj, "options", dict), n)
            ntypes = len(CARD_TYPES)
            hands = field(obj, "hands", list)
            require(len(hands) == n, "one hand per player is needed")
            s.hands = [int_list({"hand": h}, "hand", 0, HAND_LIMIT) for h in hands]
            require(all(len(h) == ntypes for h in s.hands), "a hand has the wrong shape")
            require(all(sum(h) <= HAND_LIMIT for h in s.hands), "a hand holds more than 8 cards")
            s.action_pile = int_list(obj, "action_pile", 0, ntypes - 1)
            s.discard = int_list(obj, "discard", 0, ntypes - 1)
            total = Counter(s.action_pile) + Counter(s.discard)
            for h in s.hands:
                total.update({t: c for t, c in enumerate(h) if c})
            require(all(total[t] == CARDS.action_copies[t] for t in range(ntypes)),
                    "the action cards don't add up to the deck")
            s.row = int_list(obj, "row", 0, NUM_RESOURCE_CARDS - 1)
            require(len(s.row) <= ROW_LENGTH, "the row is too long")
            disc = int_list(obj, "discovered", 0, 1)
            require(len(disc) == len(s.row), "the row and its discovered marks differ in length")
            s.discovered = [bool(x) for x in disc]
            s.resource_pile = int_list(obj, "resource_pile", 0, NUM_RESOURCE_CARDS - 1)
            require(not s.resource_pile or len(s.row) == ROW_LENGTH, "the row is short while cards remain")
            mines = field(obj, "mines", list)
            require(len(mines) == n, "one mine per player is needed")
            s.mines = [int_list({"mine": m}, "mine", 0, NUM_RESOURCE_CARDS - 1) for m in mines]
            every = s.row + s.resource_pile + [c for m in s.mines for c in m]
            require(sorted(every) == list(range(NUM_RESOURCE_CARDS)), "the resource cards don't add up")
            s.workers = int_list(obj, "workers", 1, s.options["max_workers"])
            require(len(s.workers) == n, "one worker count per player is needed")
            require(sum(s.workers) <= CARDS.person_counts["worker"], "more workers than the game has")
            s.salesmen = self._specialities(field(obj, "salesmen", list), n, SALESMAN_SPECIALITIES, "salesmen")
            s.investors = self._specialities(field(obj, "investors", list), n, INVESTOR_SPECIALITIES, "investors")
            s.turn = field(obj, "turn", int)
            require(0 <= s.turn < n, "the player to move is out of range")
            s.phase = field(obj, "phase", str)
            require(s.phase in PHASES, "unknown phase")
            s.pending = field(obj, "pending", str)
            require((s.phase == "hire") == (s.pending in ("salesman", "investor")) and
                    (s.phase == "hire" or s.pending == ""), "the pending hire doesn't match the phase")
            if s.phase == "hire":
                require(bool(s.free_salesmen() if s.pending == "salesman" else s.free_investors()),
                        "nobody is left to hire")
            if s.phase == "discover":
                require(not all(s.discovered), "nothing is left to discover")
            s.final_turns = field(obj, "final_turns", int)
            require(-1 <= s.final_turns <= n, "the count of last turns is out of range")
            require(s.final_turns < 0 or (not s.resource_pile and all(s.discovered)),
                    "last turns are counted while resource cards remain hidden")
            require((s.phase == "over") == (s.final_turns == 0), "the end of the game doesn't match")
            seed = field(obj, "rng", int)
            require(0 <= seed < 1 << 64, "the random generator state is out of range")
            s.rng = Rng(seed)
            return s

    @staticmethod
    def _specialities(raw: list[Any], n: int, allowed: tuple[str, ...], what: str) -> list[list[str]]:
        require(len(raw) == n, f"one list of {what} per player is needed")
        seen: set[str] = set()
        out = []
        for xs in raw:
            require(isinstance(xs, list) and all(isinstance(x, str) and x in allowed for x in xs),
                    f"unknown {what}")
            require(not seen.intersection(xs) and len(set(xs)) == len(xs), f"the same {what[:-1]} is owned twice")
            seen.update(xs)
            out.append(list(xs))
        return out

    def encode_action(self, action: Any) -> Any:
        if isinstance(action, Discover):
            return {"discover": action.position}
        if isinstance(action, SkipDiscovery):
            return {"skip_discovery": True}
        if isinstance(action, Draw):
            return {"draw": True}
        if isinstance(action, Play):
            return {"play": action.symbol, "cards": [list(c) for c in action.cards]}
        if isinstance(action, Hire):
            return {"hire": action.speciality}
        raise ValueError(f"not a Siberia action: {action!r}")

    def decode_action(self, obj: Any) -> Any:
        if not isinstance(obj, dict) or len(obj) not in (1, 2):
            raise ValueError("not a Siberia action")
        if set(obj) == {"discover"}:
            pos = obj["discover"]
            if not isinstance(pos, int) or isinstance(pos, bool) or not 0 <= pos < ROW_LENGTH:
                raise ValueError("a discovery needs a row position from 0 to 7")
            return Discover(pos)
        if obj == {"skip_discovery": True}:
            return SkipDiscovery()
        if obj == {"draw": True}:
            return Draw()
        if set(obj) == {"hire"}:
            if obj["hire"] not in SALESMAN_SPECIALITIES:
                raise ValueError("unknown speciality")
            return Hire(obj["hire"])
        if set(obj) == {"play", "cards"}:
            if obj["play"] not in SYMBOLS or not isinstance(obj["cards"], list) or not 1 <= len(obj["cards"]) <= 3:
                raise ValueError("a combination needs a symbol and one to three cards")
            cards = []
            for c in obj["cards"]:
                if not isinstance(c, list) or len(c) != 2 or tuple(c) not in TYPE_OF:
                    raise ValueError("unknown action card")
                cards.append(tuple(c))
            return Play(obj["play"], tuple(sorted(cards, key=TYPE_OF.__getitem__)))
        raise ValueError("not a Siberia action")

    def describe(self, state: Any, action: Any) -> str:
        if isinstance(action, Discover):
            if isinstance(state, SiberiaState) and 0 <= action.position < len(state.row):
                kind, value = CARDS.resource_cards[state.row[action.position]]
                return text(N_("discovers {resource} {value} at place {place}"), resource=kind, value=value,
                            place=action.position + 1)
            return text(N_("discovers the card at place {place}"), place=action.position + 1)
        if isinstance(action, SkipDiscovery):
            return text(N_("discovers nothing"))
        if isinstance(action, Draw):
            return text(N_("draws action cards"))
        if isinstance(action, Play):
            cards = [text(N_("{resource}/{person}"), resource=r, person=p) for r, p in action.cards]
            hire = {"worker": N_("hire a worker"), "salesman": N_("hire a salesman"),
                    "investor": N_("hire an investor")}
            what = (text(hire[action.symbol]) if action.symbol in hire
                    else text(N_("extract {resource}"), resource=action.symbol))
            return text(N_("plays {cards} to {what}"), cards=cards, what=what)
        if isinstance(action, Hire):
            return text(N_("chooses the {speciality} speciality"), speciality=action.speciality)
        return str(action)


def _shuffle(rng: random.Random, x: list[Any]) -> None:
    """rng.shuffle(x) with random.Random's own draws (the same getrandbits calls, so the same
    order), written out without its per-element method calls; any other generator: its shuffle."""
    if type(rng) is not random.Random:
        rng.shuffle(x)
        return
    getrandbits = rng.getrandbits
    bits = _BIT_LENGTHS
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = bits[n] if n < 256 else n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


_BIT_LENGTHS = [n.bit_length() for n in range(256)]

ENGINE = SiberiaEngine()


# ---------------------------------------------------------------------------------------------
# Computer player

def _average_value(kind: str) -> float:
    values = [v for k, v in CARDS.resource_cards if k == kind]
    return sum(values) / len(values)


_AVERAGE = {k: _average_value(k) for k in RESOURCES}
_COUNT = {k: sum(1 for c in CARDS.resource_cards if c[0] == k) for k in RESOURCES}


def _hand_card_worth(remaining: float) -> float:
    """What one action card in hand is worth to the normal bot, by the share of the game left."""
    return 900.0 * min(1.0, remaining * 1.5)


def bot_normal(engine: SiberiaEngine, state: SiberiaState, seat: int, rng: random.Random) -> Any:
    """Normal: a greedy player. It values each play by what its action adds to its mine now and
    later (resource cards taken with the salesman bonus, workers and salesmen that pay back over
    the cards still hidden), minus the cards it spends, and draws when no play is worth it.
    It uses only what its seat can see (its hand and the public table)."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    s = state
    hidden = len(s.resource_pile) + len(s.face_down_positions())
    remaining = hidden / max(1, NUM_RESOURCE_CARDS - ROW_LENGTH)  # share of the game left, 1 -> 0
    if s.final_turns >= 0:
        remaining = 0.0
    card_worth = _hand_card_worth(remaining)
    owned = set(s.salesmen[seat])
    row = _row_view(s)
    my_cards = Counter(CARDS.resource_cards[c][0] for c in s.mines[seat])

    def resource_worth(kind: str, value: int) -> float:
        return CARDS.salesman_values[kind] if kind in owned else value

    def speciality_worth(kind: str, role: str) -> float:
        sv = CARDS.salesman_values
        base = CARDS.person_value
        if role == "investor":
            # future plays of this resource cost one card less
            seen_row = sum(1 for c in row if c is not None and c[0] == kind)
            return base * (2.0 if "investor" in owned else 1.0) + card_worth * (1 + 3 * remaining) + 150 * seen_row
        gain = (sv["salesman"] if "salesman" in owned else base)
        if kind in RESOURCES:
            mine = [CARDS.resource_cards[c] for c in s.mines[seat] if CARDS.resource_cards[c][0] == kind]
            gain += sum(sv[kind] - v for _, v in mine)
            in_row = sum(1 for c in row if c is not None and c[0] == kind)
            gain += (sv[kind] - _AVERAGE[kind]) * (0.6 * in_row + 0.25 * _COUNT[kind] * remaining)
        elif kind == "worker":
            gain += (sv["worker"] - base) * (s.workers[seat] + 1.5 * remaining)
        elif kind == "salesman":
            gain += (sv["salesman"] - base) * (len(s.salesmen[seat]) + 1 + 2 * remaining)
        else:
            gain += (sv["investor"] - base) * (len(s.investors[seat]) + remaining)
        return gain

    if s.phase == "discover":
        down = s.face_down_positions()
        if len(down) < 3 and remaining > 0 and any(isinstance(a, SkipDiscovery) for a in legal):
            # discovering helps the next player as much as us; do it only when it may finish a
            # game we lead
            values = engine.scores(s)
            if values[seat] < max(values) or rng.random() < 0.5:
                return SkipDiscovery()
        # the face-down card nearest the headframe: the first to be extracted
        return Discover(down[0])

    if s.phase == "hire":
        role = s.pending
        return max(legal, key=lambda a: (speciality_worth(a.speciality, role), -SYMBOLS.index(a.speciality)))

    hand_size = s.hand_size(seat)
    draw_gain = card_worth * min(2, HAND_LIMIT - hand_size)
    best: Any = Draw()
    best_value = draw_gain
    for action in legal:
        if not isinstance(action, Play):
            continue
        sym = action.symbol
        if sym in RESOURCES:
            taken = extraction_positions(row, s.workers[seat], sym)
            gain = sum(resource_worth(*row[i]) for i in taken)  # type: ignore[misc]
            gain += 300 * (my_cards[sym] > 0)
        elif sym == "worker":
            gain = (CARDS.salesman_values["worker"] if "worker" in owned else CARDS.person_value)
            gain += 3500 * remaining * (1.0 if s.workers[seat] < 3 else 0.6)
        elif sym == "salesman":
            gain = max(speciality_worth(k, "salesman") for k in s.free_salesmen())
        else:
            gain = max(speciality_worth(k, "investor") for k in s.free_investors())
        # spending cards showing other useful symbols costs a little more
        value = gain - card_worth * len(action.cards) + card_worth
        if value > best_value + 1e-9:
            best, best_value = action, value
    return best
