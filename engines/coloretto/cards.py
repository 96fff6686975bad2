"""Coloretto's cards, options tables and actions.

Cards are small ints: colours 0..6, then JOKER, GOLDEN_JOKER, PLUS_TWO, LAST_ROUND.
"""
from __future__ import annotations

from dataclasses import dataclass

from engines.core import N_

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
