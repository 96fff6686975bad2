"""Siberia's card data (resources/siberia_cards.json, validated), the symbols and card types,
the actions, and the combination tables (which plays a hand can make)."""
from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from engines.core import (
    N_,
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

DATA_PATH = Path(__file__).resolve().parents[2] / "resources" / "siberia_cards.json"


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
