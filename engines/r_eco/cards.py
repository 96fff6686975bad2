"""R-Eco's components, card codes, scoring, actions and the legal-action tables (a hand's
deliveries and dumps, made once per hand)."""
from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import NamedTuple

from engines.core import N_

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
    return 4 if num_players == 2 else 2 if num_players == 3 else 1


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
    bonus = clean_bonus_per_dumper(n) * sum(1 for d in dumped if d > 0)
    result = []
    for p in range(n):
        taken = rewards[p]
        points = bonus if dumped[p] == 0 else -dumped[p]
        if len(taken) >= 2:  # fewer: no colour with two cards
            # per colour: the sum of the values and how many cards (a lone card counts 0)
            totals: dict[int, int] = {}
            cards: dict[int, int] = {}
            for colour, value in taken:
                if colour in totals:
                    totals[colour] += value
                    cards[colour] += 1
                else:
                    totals[colour] = value
                    cards[colour] = 1
            for colour, total in totals.items():
                if cards[colour] >= 2:
                    points += total
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




DELIVER, DUMP, OVER = "deliver", "dump", "over"
