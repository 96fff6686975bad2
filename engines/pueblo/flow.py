"""Pueblo's turn flow: sacred sites, auctions, building, the final lap and dismantling (the
helpers the engine's apply calls)."""
from __future__ import annotations

from typing import Any

import numpy as np

from engines.core import (
    N_,
    text,
)
from engines.pueblo.inspection import inspect_all
from engines.pueblo.state import COLOUR_NAMES, NEUTRAL, PART_BIDS, PART_LAP, PuebloState

# ---------------------------------------------------------------------------------------------
# Turn flow helpers

def _colour_name(colour: int) -> str:
    return N_("neutral") if colour == NEUTRAL else COLOUR_NAMES[colour - 2]


def _why_not_colour(state: PuebloState, player: int) -> str:
    choices = state.block_choices(player)
    if state.single[player]:
        return text(N_("Your first block is your single block of your own colour"))
    if state.pending[player]:
        return text(N_("You must first play the other block of your open pair ({colour})"),
                    colour=_colour_name(choices[0]))
    return text(N_("Play one of the two blocks of a new pair"))


def _lay_sacred_site(s: PuebloState, cells) -> None:
    sacred = s.sacred.copy()
    for c in cells:
        sacred[c] = True
    s.sacred = sacred
    s.sacred_sites = s.sacred_sites + [sorted(cells)]


def _start_building(s: PuebloState) -> None:
    if s.options["auctions"]:
        s.round_phase = 1
        _open_auction(s, list(range(s.num_players)))
    else:
        s.order = list(range(s.num_players))
        s.turn_pos = 0
        s.current = 0
        s.phase = "place"


def _open_auction(s: PuebloState, bidding_order: list[int]) -> None:
    s.phase = "auction"
    s.auction_pool = list(bidding_order)
    s.auction_positions = []
    _open_position(s)


def _open_position(s: PuebloState) -> None:
    s.auction_in = list(s.auction_pool)
    s.high_bid, s.high_bidder = -1, -1
    s.current = s.auction_pool[0]


def _next_bidder(s: PuebloState) -> None:
    pool = s.auction_pool
    i = pool.index(s.current)
    for k in range(1, len(pool) + 1):
        seat = pool[(i + k) % len(pool)]
        if seat in s.auction_in:
            s.current = seat
            return


def _settle_position(s: PuebloState) -> None:
    winner = s.auction_in[0]
    price = s.high_bid if s.high_bidder == winner else 0
    _charge(s, [price if p == winner else 0 for p in range(s.num_players)], PART_BIDS)
    s.auction_positions.append(winner)
    s.auction_pool.remove(winner)
    if len(s.auction_pool) == 1:
        s.auction_positions.append(s.auction_pool[0])
        s.order = list(s.auction_positions)
        s.auction_pool, s.auction_in = [], []
        s.high_bid, s.high_bidder = -1, -1
        s.turn_pos = 0
        s.current = s.order[0]
        s.phase = _dismantling_phase(s) if s.dismantling else "place"
    else:
        _open_position(s)


def _take_from_reserve(s: PuebloState, p: int, colour: int) -> None:
    if s.single[p]:
        s.single[p] = 0
    elif s.pending[p]:
        s.pending[p] = 0
    else:
        s.pairs[p] -= 1
        s.pending[p] = NEUTRAL if colour == 2 + p else 2 + p


def _charge(s: PuebloState, penalty: list[int], part: int) -> None:
    for p, v in enumerate(penalty):
        if v:
            s.penalty_parts[p][part] += int(v)
            s.penalties[p] += int(v)


def _after_move(s: PuebloState) -> None:
    n = s.num_players
    if s.dismantling:
        _next_dismantler(s)
        return
    if all(s.blocks_left(p) == 0 for p in range(n)):
        # the final lap: 36 inspections from where he stands, ending back there
        _charge(s, inspect_all(s.colours, n).sum(axis=0).tolist(), PART_LAP)
        if s.options["dismantling"] and (s.colours >= 2).any():
            s.dismantling = True
            if s.options["auctions"]:
                # the third auction, after the lap and before the first removal, in the last order
                s.round_phase = 3
                _open_auction(s, list(s.order))
            else:
                _next_dismantler(s)
        else:
            s.phase = "over"
        return
    if s.round_phase == 1 and all(s.blocks_left(p) == 4 for p in range(n)):
        s.round_phase = 2
        _open_auction(s, list(s.order))
        return
    s.turn_pos = (s.turn_pos + 1) % n
    s.current = s.order[s.turn_pos]
    s.phase = "place"


def _next_dismantler(s: PuebloState) -> None:
    s.turn_pos = (s.turn_pos + 1) % s.num_players
    s.current = s.order[s.turn_pos]
    s.phase = _dismantling_phase(s)


def _dismantling_phase(s: PuebloState) -> str:
    """A dismantling turn starts with a removal, unless the player has nothing to remove: no block
    of his colour left in the pueblo (then not even a neutral one), or none free: he only moves."""
    return "remove" if s.removable(s.current) else "move"


def _blocks(state: PuebloState) -> list[list[Any]]:
    """[block id, colour, sorted cells] of every block in the pueblo, by id."""
    ids = state.block_ids
    nz = np.nonzero(ids)
    found: dict[int, list[list[int]]] = {}
    for x, y, z in zip(*(a.tolist() for a in nz), strict=True):
        found.setdefault(int(ids[x, y, z]), []).append([x, y, z])
    return [[b, int(state.colours[tuple(found[b][0])]), sorted(found[b])] for b in sorted(found)]
