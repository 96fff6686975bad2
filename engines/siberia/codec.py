"""Siberia's save format read back: a state decoded and checked from its JSON form
(SiberiaEngine.decode, after the envelope)."""
from __future__ import annotations

from collections import Counter
from typing import Any

from engines.core import Engine, Rng, field, int_list, require
from engines.siberia.cards import (
    CARD_TYPES,
    CARDS,
    HAND_LIMIT,
    INVESTOR_SPECIALITIES,
    NUM_ACTION_CARDS,
    NUM_RESOURCE_CARDS,
    ROW_LENGTH,
    SALESMAN_SPECIALITIES,
)
from engines.siberia.state import PHASES, SiberiaState


def decode_state(engine: Engine, obj: dict[str, Any]) -> SiberiaState:
    """The state of an opened envelope's contents (decoding errors raise through `require`)."""
    n = field(obj, "num_players", int)
    require(engine.min_players <= n <= engine.max_players, "the number of players is out of range")
    s = SiberiaState.__new__(SiberiaState)
    s.num_players = n
    s.options = engine.resolve_options(field(obj, "options", dict), n)
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
    s.salesmen = _specialities(field(obj, "salesmen", list), n, SALESMAN_SPECIALITIES, "salesmen")
    s.investors = _specialities(field(obj, "investors", list), n, INVESTOR_SPECIALITIES, "investors")
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
    s.passes = field(obj, "passes", int) if "passes" in obj else 0
    require(0 <= s.passes <= n, "the count of passes is out of range")
    require((s.phase == "over") == (s.final_turns == 0 or (s.final_turns < 0 and s.passes == n)),
            "the end of the game doesn't match")
    seed = field(obj, "rng", int)
    require(0 <= seed < 1 << 64, "the random generator state is out of range")
    s.rng = Rng(seed)
    _memory(obj.get("memory"), s)
    return s


def _memory(raw: Any, s: SiberiaState) -> None:
    """The memory of the last reshuffle (absent or null: none, as in saves written before it was
    kept), checked to be true of the state from every seat (SiberiaState.knowledge)."""
    s.reshuffled = s.shuffle_hands = s.shuffle_draws = None
    if raw is None:
        return
    require(isinstance(raw, dict) and set(raw) == {"reshuffled", "hands", "drawn"},
            "the memory of the reshuffle has the wrong shape")
    ntypes = len(CARD_TYPES)
    shuffled = int_list(raw, "reshuffled", 0, max(CARDS.action_copies))
    require(len(shuffled) == ntypes and all(shuffled[t] <= CARDS.action_copies[t] for t in range(ntypes)),
            "the reshuffled pile has the wrong shape")
    hands, drawn = raw["hands"], raw["drawn"]
    require(isinstance(hands, list) and isinstance(drawn, list) and len(hands) == len(drawn) == s.num_players,
            "one remembered hand and draw per player is needed")
    s.reshuffled = tuple(shuffled)
    s.shuffle_hands = [tuple(int_list({"hand": h}, "hand", 0, HAND_LIMIT)) for h in hands]
    s.shuffle_draws = [int_list({"drawn": d}, "drawn", 0, NUM_ACTION_CARDS) for d in drawn]
    require(all(len(h) == ntypes for h in s.shuffle_hands) and all(len(d) == ntypes for d in s.shuffle_draws),
            "a remembered hand has the wrong shape")
    pile = [0] * ntypes
    for t in s.action_pile:
        pile[t] += 1
    for p in range(s.num_players):
        then, got, now = s.shuffle_hands[p], s.shuffle_draws[p], s.hands[p]
        require(all(then[t] + got[t] >= now[t] and got[t] <= shuffled[t] for t in range(ntypes)),
                "a remembered hand doesn't lead to the hand")
        pile_most, held = s.knowledge(p)  # type: ignore[misc]
        others = [sum(s.hands[q][t] for q in range(s.num_players) if q != p) for t in range(ntypes)]
        require(all(pile[t] <= pile_most[t] and held[t] <= others[t] for t in range(ntypes)),
                "the memory of the reshuffle is not true of the cards")


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
