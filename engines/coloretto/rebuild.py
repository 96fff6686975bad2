"""Coloretto's state rebuilt from a seat's observation (`ColorettoEngine.state_from_observation`):
everything but the supply's order is public, so the observation tells the whole position; the
cards that left the game (2 players) are the deck less every card the observation places."""
from __future__ import annotations

from typing import Any

from engines.coloretto.cards import (
    _CARD_BY_NAME,
    CARDS_PER_COLOUR,
    COLOURS,
    GOLDEN_JOKER,
    JOKER,
    LAST_ROUND,
    NUM_KINDS,
    PLUS_TWO,
    PLUS_TWO_CARDS,
    edition_jokers,
)
from engines.core import envelope, observed, observed_int, observed_list

_MOST = 100  # more of one card kind than any deck holds


def _card(name: Any, what: str) -> int:
    if not isinstance(name, str) or name not in _CARD_BY_NAME:
        raise ValueError(f"{what}: no such card {name!r}")
    return _CARD_BY_NAME[name]


def _counts(obj: Any, what: str) -> list[int]:
    """A {card name: count} object as counts per kind."""
    if not isinstance(obj, dict):
        raise ValueError(f"{what} must be an object of card counts")
    counts = [0] * NUM_KINDS
    for name, count in obj.items():
        if not isinstance(count, int) or isinstance(count, bool) or not 0 < count <= _MOST:
            raise ValueError(f"{what}: impossible count {count!r} of {name!r}")
        counts[_card(name, what)] = count
    return counts


def save_of_observation(engine: Any, obs: dict[str, Any], seat: int) -> dict[str, Any]:
    """The save (engine.encode's format) of a position showing `obs` to seat: the supply in any
    order keeping "last round"'s public depth."""
    n = observed_int(obs, "num_players", engine.min_players, engine.max_players)
    options = {key: observed(obs, key, kind) for key, kind in
               (("edition", str), ("scoring", str), ("last_round_depth", int), ("match_games", int))}
    colours = []
    for name in observed_list(obs, "colours", most=len(COLOURS)):
        if name not in COLOURS:
            raise ValueError(f"no such colour {name!r}")
        colours.append(COLOURS.index(name))
    rows = [[_card(c, "a row") for c in observed_list({"row": r}, "row", most=5)]
            for r in observed_list(obs, "rows", most=5)]
    drawn_name = observed(obs, "drawn", (str, type(None)))
    drawn = None if drawn_name is None else _card(drawn_name, "the revealed card")
    collections = [_counts(c, "a collection") for c in observed_list(obs, "collections", n)]
    supply_counts = _counts(observed(obs, "supply", dict), "the supply")
    size = observed_int(obs, "supply_size", 0, 200)
    if sum(supply_counts) != size:
        raise ValueError("the supply's cards don't add up to its size")
    last_round = observed(obs, "last_round_revealed", bool)
    above = observed(obs, "cards_before_last_round", (int, type(None)))
    supply = [k for k in range(NUM_KINDS) if k != LAST_ROUND for _ in range(supply_counts[k])]
    if above is None:
        if supply_counts[LAST_ROUND]:
            raise ValueError("\"last round\" is in the supply but has no depth")
    else:
        if supply_counts[LAST_ROUND] != 1 or not 0 <= above < size:
            raise ValueError("impossible depth of \"last round\"")
        supply.insert(size - 1 - above, LAST_ROUND)  # index 0 is the bottom
    # the discard: the deck less every card placed somewhere
    jokers, golden = edition_jokers(options["edition"])
    deck = [0] * NUM_KINDS
    for c in colours:
        deck[c] = CARDS_PER_COLOUR
    deck[JOKER], deck[GOLDEN_JOKER], deck[PLUS_TWO], deck[LAST_ROUND] = jokers, golden, PLUS_TWO_CARDS, 1
    placed = [a + b for a, b in zip(supply_counts, [sum(col[k] for col in collections) for k in range(NUM_KINDS)],
                                    strict=True)]
    for row in rows:
        for c in row:
            placed[c] += 1
    if drawn is not None:
        placed[drawn] += 1
    if last_round:
        placed[LAST_ROUND] += 1
    left = [d - p for d, p in zip(deck, placed, strict=True)]
    if min(left) < 0 or left[LAST_ROUND]:
        raise ValueError("more cards are shown than the deck holds")
    if sum(left) != observed_int(obs, "discarded", 0, 200):
        raise ValueError("the cards out of the game don't add up")
    return envelope(engine.name, engine.VERSION, {
        "num_players": n, "options": options, "colours": sorted(colours), "supply": supply, "rows": rows,
        "taken": observed(obs, "taken", list), "out": observed(obs, "out", list),
        "collections": collections, "current": observed(obs, "current", int), "drawn": drawn,
        "last_round": last_round, "deal": observed(obs, "deal", int),
        "first_player": observed(obs, "first_player", int),
        "match_totals": observed(obs, "match_totals", list),
        "discard": [k for k in range(NUM_KINDS) for _ in range(left[k])],
        "over": observed(obs, "over", bool), "rng": 0, "last_taker": observed(obs, "last_taker", int)})
