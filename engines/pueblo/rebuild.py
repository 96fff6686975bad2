"""Pueblo's state rebuilt from an observation (`PuebloEngine.state_from_observation`): nothing is
hidden, so the observation tells the whole position; what it leaves out follows from it (the blocks
removed while dismantling: each colour's blocks less those placed, set aside or left; the next
block number; the turn position: where the seat to move stands in the turn order)."""
from __future__ import annotations

from typing import Any

from engines.core import envelope, observed, observed_int, observed_list
from engines.pueblo.state import NEUTRAL, RESERVES, VERSION


def _ints(obj: Any, what: str, length: int) -> list[int]:
    values = observed_list({what: obj}, what, length)
    if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 1_000_000 for v in values):
        raise ValueError(f"{what!r} must hold whole numbers")
    return values


def save_of_observation(name: str, obs: dict[str, Any]) -> dict[str, Any]:
    """The save (PuebloEngine.encode's format) of the position `obs` shows."""
    n = observed_int(obs, "num_players", 2, 4)
    own, neutral = RESERVES[n]
    blocks = observed_list(obs, "blocks", most=n * (own + neutral))
    reserves = observed_list(obs, "reserves", n)
    single, pairs, pending, set_aside = [], [], [], []
    placed = [0] * (n + 1)
    for entry in blocks:
        if not isinstance(entry, list) or len(entry) != 3 or not isinstance(entry[1], int) \
                or isinstance(entry[1], bool) or not 1 <= entry[1] <= n + 1:
            raise ValueError("a block is [id, colour, cells]")
        placed[entry[1] - 1] += 1
    removed = [n * neutral - placed[0]] + [0] * n
    for p, reserve in enumerate(reserves):
        single.append(observed_int(reserve, "single", 0, 1))
        pairs.append(observed_int(reserve, "pairs", 0, neutral))
        pending.append(observed_int(reserve, "pending", 0, n + 1))
        aside = _ints(observed(reserve, "set_aside", list), "set_aside", 2)
        set_aside.append(aside)
        own_left = single[p] + pairs[p] + (pending[p] == 2 + p)
        neutral_left = pairs[p] + (pending[p] == NEUTRAL)
        removed[p + 1] = own - placed[p + 1] - aside[0] - own_left
        removed[0] -= aside[1] + neutral_left
    if min(removed) < 0:
        raise ValueError("more blocks are shown than the game has")
    order = _ints(observed(obs, "order", list), "order", n)
    phase = observed(obs, "phase", str)
    current = observed_int(obs, "current", 0, n - 1)
    turn_pos = 0 if phase in ("sacred", "auction") or current not in order else order.index(current)
    auction = observed(obs, "auction", (dict, type(None)))
    if auction is None:
        auction = {"pool": [], "bidding": [], "positions": [], "high_bid": -1, "high_bidder": -1}
    last = observed(obs, "last_inspection", (dict, type(None)))
    if last is None:
        last = {"space": -1, "penalties": [0] * n}
    return envelope(name, VERSION, {
        "num_players": n, "options": observed(obs, "options", dict), "blocks": blocks,
        "sacred_sites": observed(obs, "sacred_sites", list), "sites_to_place": observed(obs, "sites_to_place", int),
        "chieftain": observed(obs, "chieftain", int), "penalty_parts": observed(obs, "penalty_parts", list),
        "single": single, "pairs": pairs, "pending": pending, "set_aside": set_aside, "removed": removed,
        "next_block": 1 + len(blocks) + sum(removed), "phase": phase,
        "dismantling": observed(obs, "dismantling", bool), "current": current, "order": order,
        "turn_pos": turn_pos, "round_phase": observed(obs, "round_phase", int),
        "auction_pool": observed(auction, "pool", list), "auction_in": observed(auction, "bidding", list),
        "auction_positions": observed(auction, "positions", list),
        "high_bid": observed(auction, "high_bid", int), "high_bidder": observed(auction, "high_bidder", int),
        "last_space": observed(last, "space", int), "last_penalties": observed(last, "penalties", list),
        "rng": 0})
