"""Coloretto's save format read back: `decode_state` checks everything it reads."""
from __future__ import annotations

from typing import Any

from engines.coloretto.cards import (
    CARDS_PER_COLOUR,
    COLOURS_IN_PLAY,
    GOLDEN_JOKER,
    JOKER,
    LAST_ROUND,
    NUM_COLOURS,
    NUM_KINDS,
    PLUS_TWO,
    PLUS_TWO_CARDS,
    edition_jokers,
)
from engines.coloretto.state import ColorettoState, _new, card_counts, rules_of
from engines.core import Engine, Rng, field, int_list, require


def decode_state(engine: Engine, obj: dict[str, Any]) -> ColorettoState:
    """The state of an opened envelope's contents (decoding errors raise through `require`)."""
    n = field(obj, "num_players", int)
    require(engine.min_players <= n <= engine.max_players, "impossible number of players")
    opts = engine.resolve_options(field(obj, "options", dict), n)
    s = _new(ColorettoState)
    constants = (n, opts["edition"], opts["scoring"], opts["last_round_depth"], opts["match_games"])
    s.rules = rules_of(*constants, 0)  # the start player is read below
    s.colours = int_list(obj, "colours", 0, NUM_COLOURS - 1)
    require(s.colours == sorted(set(s.colours)) and len(s.colours) == COLOURS_IN_PLAY[n],
            "wrong colours in play")
    s.supply = int_list(obj, "supply", 0, LAST_ROUND)
    rows = field(obj, "rows", list)
    require(len(rows) == len(s.capacities), "wrong number of rows")
    s.rows = [int_list({"row": r}, "row", 0, PLUS_TWO) for r in rows]
    require(all(len(r) <= cap for r, cap in zip(s.rows, s.capacities, strict=True)), "a row holds too many cards")
    taken = _bools(obj, "taken", len(s.capacities))
    require(all(not (t and r) for t, r in zip(taken, s.rows, strict=True)), "a taken row still holds cards")
    s.out = _bools(obj, "out", n)
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
    first_player = field(obj, "first_player", int)
    require(0 <= first_player < n, "impossible start player")
    s.rules = rules_of(*constants, first_player)
    s.match_totals = int_list(obj, "match_totals", -10_000, 10_000)
    require(len(s.match_totals) == n, "wrong number of match totals")
    s.discard = int_list(obj, "discard", 0, PLUS_TWO)
    s.over = field(obj, "over", bool)
    s.rng = Rng(field(obj, "rng", int))
    s.last_taker = field(obj, "last_taker", int)
    require(-1 <= s.last_taker < n, "impossible last taker")
    _check_counts(s)
    s._masks(taken)  # s.taken is read from the masks
    require(sum(s.taken) == sum(s.out), "the seats out of the round don't match the rows taken")
    require(s.over or not s.out[s.current], "the seat to move has already taken a row")
    require(s.over or not all(s.out), "every seat is out but the round did not end")
    require(s.drawn is None or s.open_mask != 0, "a revealed card has no row to go to")
    return s


def _bools(obj: dict[str, Any], key: str, length: int) -> list[bool]:
    values = field(obj, key, list)
    require(len(values) == length and all(isinstance(v, bool) for v in values), f"damaged {key!r}")
    return values


def _check_counts(s: ColorettoState) -> None:
    """Every card of the deal is somewhere exactly once."""
    """Every card of the deal is somewhere exactly once."""
    counts = card_counts(s)
    jokers, golden = edition_jokers(s.edition)
    expected = [0] * NUM_KINDS
    for c in s.colours:
        expected[c] = CARDS_PER_COLOUR
    expected[JOKER], expected[GOLDEN_JOKER], expected[PLUS_TWO] = jokers, golden, PLUS_TWO_CARDS
    expected[LAST_ROUND] = 1
    require(counts == expected, "the cards do not add up to the deck")
