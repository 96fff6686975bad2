"""Coloretto's scoring: the best joker assignment and best three colours of a collection (pure
helpers shared by the interface, the bots and the tests)."""
from __future__ import annotations

import itertools
from functools import lru_cache
from typing import NamedTuple

from engines.coloretto.cards import SCORING_TABLES


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
