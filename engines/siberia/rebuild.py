"""Siberia's state rebuilt from a seat's observation (`SiberiaEngine.state_from_observation`).

Shown: the seat's hand, the row's face-up cards, the mines and persons, the discard (as counts:
its order never matters, it is shuffled whole), the sizes of the hands and piles, the face-down
resource cards as a composition (`unseen`), the pass count, and after a reshuffle what the seat
remembers (`reshuffled`, `pile_known`: the most of each card the action pile may hold,
`hands_known`: the least the other hands hold together). Hidden, and dealt here in any order
that keeps what the seat sees (`sample` redraws it): the other hands, the action pile, the
face-down row cards and the resource pile.

The seat's memory is rebuilt from what it shows: with S the pile shuffled, U the cards of a type
the seat has not seen (the action pile and the other hands), P and H what it remembers, a real
memory always has P + H = U, and the draws d = S - P since the reshuffle give the same memory
(`SiberiaState.knowledge`); the other seats' memories start afresh, as in a sample.
"""
from __future__ import annotations

from typing import Any

from engines.core import envelope, observed, observed_int, observed_list
from engines.siberia.cards import (
    CARD_TYPES,
    CARDS,
    HAND_LIMIT,
    NUM_ACTION_CARDS,
    NUM_RESOURCE_CARDS,
    RESOURCES,
    ROW_LENGTH,
    TYPE_OF,
)

_NTYPES = len(CARD_TYPES)


def _card_type(card: Any, what: str) -> int:
    if not (isinstance(card, list) and len(card) == 2 and all(isinstance(x, str) for x in card)
            and tuple(card) in TYPE_OF):
        raise ValueError(f"{what}: no such action card {card!r}"[:200])
    return TYPE_OF[tuple(card)]


def _type_counts(raw: Any, what: str) -> list[int]:
    """[[resource, person, count], ...] (each type once) as a count per card type."""
    entries = observed_list({what: raw}, what, most=_NTYPES)
    counts = [0] * _NTYPES
    for entry in entries:
        if not isinstance(entry, list) or len(entry) != 3:
            raise ValueError(f"{what}: an entry is [resource, person, count]")
        t = _card_type(entry[:2], what)
        n = entry[2]
        if not isinstance(n, int) or isinstance(n, bool) or not 0 < n <= NUM_ACTION_CARDS or counts[t]:
            raise ValueError(f"{what}: impossible count {n!r}"[:200])
        counts[t] = n
    return counts


def _optional_counts(obs: dict[str, Any], key: str) -> list[int] | None:
    raw = observed(obs, key, (list, type(None)))
    return None if raw is None else _type_counts(raw, key)


class _ResourceCards:
    """The resource card numbers by face (kind, value): equal faces are interchangeable."""

    def __init__(self) -> None:
        self.free: dict[tuple[str, int], list[int]] = {}
        for number, face in enumerate(CARDS.resource_cards):
            self.free.setdefault(face, []).append(number)

    def take(self, kind: Any, value: Any, what: str) -> int:
        numbers = self.free.get((kind, value)) if isinstance(kind, str) and isinstance(value, int) else None
        if not numbers:
            raise ValueError(f"{what}: more {kind!r} {value!r} cards than the game has"[:200])
        return numbers.pop()


def _row(obs: dict[str, Any], cards: _ResourceCards) -> tuple[list[int | None], list[int]]:
    """The row with the face-up cards' numbers (None face down) and its discovered marks."""
    row: list[int | None] = []
    discovered = []
    for place in observed_list(obs, "row", most=ROW_LENGTH):
        up = observed(place, "discovered", bool)
        if set(place) != ({"discovered", "kind", "value"} if up else {"discovered"}):
            raise ValueError("a place of the row has the wrong fields")
        row.append(cards.take(place["kind"], place["value"], "the row") if up else None)
        discovered.append(1 if up else 0)
    return row, discovered


def _mines(obs: dict[str, Any], n: int, cards: _ResourceCards) -> dict[str, list[Any]]:
    mines: dict[str, list[Any]] = {"mines": [], "workers": [], "salesmen": [], "investors": []}
    for mine in observed_list(obs, "mines", n):
        numbers = []
        for face in observed_list(mine, "resources", most=NUM_RESOURCE_CARDS):
            if not isinstance(face, list) or len(face) != 2:
                raise ValueError("a mine's card is [kind, value]")
            numbers.append(cards.take(face[0], face[1], "a mine"))
        mines["mines"].append(numbers)
        mines["workers"].append(observed(mine, "workers", int))
        mines["salesmen"].append(observed(mine, "salesmen", list))
        mines["investors"].append(observed(mine, "investors", list))
    return mines


def _unseen_resources(obs: dict[str, Any], cards: _ResourceCards) -> list[int]:
    """The face-down resource cards' numbers, from the composition the observation tells."""
    unseen = observed(obs, "unseen", dict)
    if set(unseen) != set(RESOURCES):
        raise ValueError("'unseen' must name every resource")
    numbers = []
    for kind in RESOURCES:
        for entry in observed_list(unseen, kind, most=NUM_RESOURCE_CARDS):
            if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[1], int) \
                    or isinstance(entry[1], bool) or not 0 < entry[1] <= NUM_RESOURCE_CARDS:
                raise ValueError("an unseen resource is [value, count]")
            numbers += [cards.take(kind, entry[0], "the unseen cards") for _ in range(entry[1])]
    return numbers


def _action_cards(obs: dict[str, Any], n: int, seat: int) -> dict[str, Any]:
    """The hands, the action pile, the discard and the memory of the last reshuffle."""
    hand = [0] * _NTYPES
    for card in observed_list(obs, "hand", most=HAND_LIMIT):
        hand[_card_type(card, "the hand")] += 1
    discard_counts = _type_counts(observed(obs, "discard", list), "discard")
    sizes = observed_list(obs, "hand_sizes", n)
    if not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= HAND_LIMIT for x in sizes):
        raise ValueError("'hand_sizes' must hold counts from 0 to 8")
    if sizes[seat] != sum(hand):
        raise ValueError("the hand doesn't match its size")
    pile_size = observed_int(obs, "action_pile_size", 0, NUM_ACTION_CARDS)
    unseen = [c - d - h for c, d, h in zip(CARDS.action_copies, discard_counts, hand, strict=True)]
    if min(unseen) < 0 or sum(unseen) != pile_size + sum(sizes) - sizes[seat]:
        raise ValueError("the action cards don't add up to the deck")
    shuffled = _optional_counts(obs, "reshuffled")
    pile_most = _optional_counts(obs, "pile_known")
    held = _optional_counts(obs, "hands_known")
    if shuffled is None or pile_most is None or held is None:
        if not (shuffled is None and pile_most is None and held is None):
            raise ValueError("the memory of the reshuffle is incomplete")
        pile_most = unseen
        memory = None
    else:
        if any(p + h != u or p > s for p, h, u, s in zip(pile_most, held, unseen, shuffled, strict=True)):
            raise ValueError("the memory of the reshuffle is not true of the cards")
        drawn = [s - p for s, p in zip(shuffled, pile_most, strict=True)]
        if any(d - h > d_ for d, h, d_ in zip(drawn, hand, discard_counts, strict=True)):
            raise ValueError("the memory of the reshuffle is not true of the discard")
        memory = {"reshuffled": shuffled, "hands": [], "drawn": []}
    # the pile: any pile_size cards it may hold; the other hands: the rest
    pile: list[int] = []
    for t in range(_NTYPES):
        pile += [t] * min(pile_most[t], pile_size - len(pile))
    if len(pile) != pile_size:
        raise ValueError("the action pile can't hold the cards the seat remembers")
    rest = unseen[:]
    for t in pile:
        rest[t] -= 1
    cards = [t for t in range(_NTYPES) for _ in range(rest[t])]
    hands = []
    for p in range(n):
        if p == seat:
            hands.append(hand)
            continue
        other = [0] * _NTYPES
        for t in cards[:sizes[p]]:
            other[t] += 1
        del cards[:sizes[p]]
        hands.append(other)
    if memory is not None:
        for p in range(n):  # the seat's draws as above; the others' memories start afresh
            mine = drawn if p == seat else [0] * _NTYPES
            memory["hands"].append([max(0, h - d) for h, d in zip(hands[p], mine, strict=True)])
            memory["drawn"].append(mine)
    discard = [t for t in range(_NTYPES) for _ in range(discard_counts[t])]
    return {"hands": hands, "action_pile": pile, "discard": discard, "memory": memory}


def save_of_observation(engine: Any, obs: dict[str, Any], seat: int) -> dict[str, Any]:
    """The save (SiberiaEngine.encode's format) of a position showing `obs` to seat (the generator
    at 0: `sample` redraws it with the hidden cards)."""
    n = observed_int(obs, "num_players", engine.min_players, engine.max_players)
    if not 0 <= seat < n:
        raise ValueError(f"seat {seat} does not play in this game")
    cards = _ResourceCards()
    row, discovered = _row(obs, cards)
    mines = _mines(obs, n, cards)
    hidden = _unseen_resources(obs, cards)
    pile_size = observed_int(obs, "resource_pile_size", 0, NUM_RESOURCE_CARDS)
    if len(hidden) != pile_size + row.count(None):
        raise ValueError("the unseen resource cards don't add up")
    for i, number in enumerate(row):
        if number is None:
            row[i] = hidden.pop()
    return envelope(engine.name, engine.VERSION, {
        "num_players": n, **_action_cards(obs, n, seat), "row": row, "discovered": discovered,
        "resource_pile": hidden, **mines, "turn": observed(obs, "turn", int), "phase": observed(obs, "phase", str),
        "pending": observed(obs, "pending", str), "final_turns": observed(obs, "final_turns", int),
        "passes": observed(obs, "passes", int), "rng": 0, "options": observed(obs, "options", dict)})
