"""R-Eco's state rebuilt from a seat's observation (`REcoEngine.state_from_observation`): the
seat's own hand and face-down dumped cards, every public zone (factories, dumps, the discard pile,
the reward stacks and the rewards taken) and the cards the whole table knows are in a hand are
shown; the rest of the deck (the other hands but their known cards, the others' face-down dumped
cards and the draw pile) is dealt out in any order, as `sample` redraws it."""
from __future__ import annotations

from typing import Any

from engines.core import envelope, observed, observed_int, observed_list
from engines.r_eco.cards import EDITIONS, NUM_COLOURS, card, deck

#: More cards than a hand, a dump or a factory holds in play (a hand at most 4 + a picked-up dump
#: of 4 before its dump; a dump X + 1 <= 4): a bound that keeps a hostile hand's dump choices few.
_MOST_IN_ZONE = 12
#: More cards than any edition's deck holds.
_MOST_CARDS = 200


def _cards(pairs: Any, what: str, most: int = _MOST_IN_ZONE) -> list[int]:
    """A list of [colour, units] pairs as card codes."""
    values = observed_list({what: pairs}, what, most=most)
    cards = []
    for pair in values:
        if (not isinstance(pair, list) or len(pair) != 2 or
                not all(isinstance(v, int) and not isinstance(v, bool) for v in pair) or
                not 0 <= pair[0] < NUM_COLOURS or pair[1] not in (1, 2)):
            raise ValueError(f"{what} holds something that is not a waste card: {pair!r}"[:200])
        cards.append(card(pair[0], pair[1]))
    return cards


def _zones(obs: dict[str, Any], key: str, count: int) -> list[list[int]]:
    return [_cards(zone, key) for zone in observed_list(obs, key, count)]


def _counts(obs: dict[str, Any], key: str, count: int, most: int) -> list[int]:
    values = observed_list(obs, key, count)
    if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= most for v in values):
        raise ValueError(f"{key!r} must hold counts from 0 to {most}")
    return values


def save_of_observation(engine: Any, obs: dict[str, Any], seat: int) -> dict[str, Any]:
    """The save (REcoEngine.encode's format) of a position showing `obs` to seat: the cards the
    seat can't see dealt in deck order (the generator at 0: `sample` redraws both)."""
    n = observed_int(obs, "num_players", engine.min_players, engine.max_players)
    if not 0 <= seat < n:
        raise ValueError(f"seat {seat} does not play in this game")
    edition = observed(obs, "edition", str)
    if edition not in EDITIONS:
        raise ValueError(f"unknown edition {edition!r}"[:200])
    hand = _cards(observed(obs, "hand", list), "hand")
    own_dumped = _cards(observed(obs, "own_dumped", list), "own_dumped", _MOST_CARDS)
    known = _zones(obs, "known_hands", n)
    sizes = _counts(obs, "hand_sizes", n, _MOST_IN_ZONE)
    dumped_counts = _counts(obs, "dumped_counts", n, _MOST_CARDS)
    factories = _zones(obs, "factories", NUM_COLOURS)
    dumps = _zones(obs, "dumps", NUM_COLOURS)
    discard = _cards(observed(obs, "discard_pile", list), "discard_pile", _MOST_CARDS)
    draw_size = observed_int(obs, "draw_pile_size", 0, _MOST_CARDS)
    if sizes[seat] != len(hand) or dumped_counts[seat] != len(own_dumped):
        raise ValueError("the seat's own cards don't match their counts")
    # the cards the seat can't see: the deck less every card it sees
    unseen = [0] * (2 * NUM_COLOURS)
    for c in deck(edition):
        unseen[c] += 1
    seen = hand + own_dumped + discard
    for zone in (*factories, *dumps, *(k for p, k in enumerate(known) if p != seat)):
        seen += zone
    for c in seen:
        unseen[c] -= 1
    if min(unseen) < 0:
        raise ValueError("more waste cards are shown than the deck holds")
    wanted = draw_size + sum(sizes[p] - len(known[p]) + dumped_counts[p] for p in range(n) if p != seat)
    if any(sizes[p] < len(known[p]) for p in range(n)) or sum(unseen) != wanted:
        raise ValueError("the hidden waste cards don't add up")
    pool = [c for c in range(2 * NUM_COLOURS) for _ in range(unseen[c])]
    hands: list[list[int]] = []
    dumped: list[list[int]] = []
    for p in range(n):
        if p == seat:
            hands.append(hand)
            dumped.append(own_dumped)
            continue
        extra = sizes[p] - len(known[p])
        hands.append(known[p] + pool[:extra])
        dumped.append(pool[extra:extra + dumped_counts[p]])
        del pool[:extra + dumped_counts[p]]
    return envelope(engine.name, engine.VERSION, {
        "num_players": n, "edition": edition, "rng": 0, "draw_pile": pool, "discard_pile": discard,
        "hands": hands, "factories": factories, "dumps": dumps,
        "reward_stacks": observed_list(obs, "reward_stacks", NUM_COLOURS),
        "rewards": observed_list(obs, "rewards", n), "dumped": dumped,
        "current": observed(obs, "current", int), "phase": observed(obs, "phase", str),
        "pending_colour": observed(obs, "pending_colour", int), "ending": observed(obs, "ending", bool),
        "known": known})
