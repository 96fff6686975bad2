"""Pueblo's save format read back: a state decoded and checked from its JSON form."""
from __future__ import annotations

from typing import Any

import numpy as np

from engines.core import (
    Engine,
    Rng,
    field,
    int_list,
    require,
)
from engines.pueblo import grid
from engines.pueblo.flow import _lay_sacred_site
from engines.pueblo.inspection import SPACES
from engines.pueblo.state import MAX_BID, NEUTRAL, PHASES, RESERVES, PuebloState, sacred_site_options

# ---------------------------------------------------------------------------------------------
# Decoding

def _small_int(obj: dict[str, Any], key: str, low: int, high: int) -> int:
    value = field(obj, key, int)
    require(low <= value <= high, f"{key!r} out of range")
    return value


def _cells(raw: list[Any], dims: int, count: int) -> frozenset:
    require(len(raw) == count, f"expected {count} cells")
    cells = set()
    for c in raw:
        require(isinstance(c, list) and len(c) == dims, "a cell is a list of coordinates")
        require(all(isinstance(v, int) and not isinstance(v, bool) for v in c), "cell coordinates are whole numbers")
        require(all(0 <= v < 8 for v in c[:2]) and all(0 <= v < 10_000 for v in c), "cell outside the area")
        cells.add(tuple(c))
    require(len(cells) == count, "repeated cell")
    return frozenset(cells)


def _decode(engine: Engine, obj: dict[str, Any]) -> PuebloState:
    n = field(obj, "num_players", int)
    require(n in RESERVES, "Pueblo is for 2 to 4 players")
    opts = engine.resolve_options(field(obj, "options", dict), n)
    own, neutral = RESERVES[n]
    s = PuebloState.__new__(PuebloState)
    s.num_players = n
    s.options = opts

    # sacred sites
    s.sacred = np.zeros((8, 8), dtype=bool)
    s.sacred_sites = []
    for site in field(obj, "sacred_sites", list):
        require(isinstance(site, list), "a sacred site is a list of cells")
        cells = _cells(site, 2, 3)
        require(cells in set(sacred_site_options(s.sacred)), "sacred sites overlap or have the wrong shape")
        _lay_sacred_site(s, cells)
    s.sites_to_place = field(obj, "sites_to_place", int)
    require(0 <= s.sites_to_place and len(s.sacred_sites) + s.sites_to_place == opts["sacred_sites"],
            "the number of sacred sites does not match the options")

    # blocks and the grid
    s.next_block = field(obj, "next_block", int)
    require(1 <= s.next_block <= 1 + n * (own + neutral), "impossible block count")
    blocks = field(obj, "blocks", list)
    colours = np.zeros((8, 8, 200), dtype=np.int8)
    block_ids = np.zeros((8, 8, 200), dtype=np.int16)
    seen_ids: set[int] = set()
    allowed = grid.rotations(opts["stepped"])
    placed = [0] * (n + 1)
    for entry in blocks:
        require(isinstance(entry, list) and len(entry) == 3, "a block is [id, colour, cells]")
        bid, colour, raw = entry
        require(isinstance(bid, int) and not isinstance(bid, bool) and 1 <= bid < s.next_block
                and bid not in seen_ids, "bad block id")
        require(isinstance(colour, int) and not isinstance(colour, bool) and 1 <= colour <= n + 1, "bad block colour")
        require(isinstance(raw, list), "bad block cells")
        cells = _cells(raw, 3, 4)
        require(all(z < 199 for _, _, z in cells), "block too high")
        require(grid.shape_of(cells) in allowed, f"block {bid} does not have the block's shape")
        for x, y, z in cells:
            require(colours[x, y, z] == 0, "blocks overlap")
            require(not s.sacred[x, y], "a block stands on a sacred site")
            colours[x, y, z] = colour
            block_ids[x, y, z] = bid
        seen_ids.add(bid)
        placed[colour - 1] += 1
    heights = (colours != 0).sum(axis=2)
    filled = colours != 0
    solid = np.arange(200)[None, None, :] < heights[:, :, None]
    require(bool((filled == solid).all()), "a column of the pueblo has a gap")
    levels = grid.levels_needed(int(heights.max()))
    s.colours = colours[:, :, :levels].copy()
    s.block_ids = block_ids[:, :, :levels].copy()
    s.heights = heights.astype(np.int64)

    # reserves
    s.single = int_list(obj, "single", 0, 1)
    s.pairs = int_list(obj, "pairs", 0, neutral)
    s.pending = int_list(obj, "pending", 0, n + 1)
    s.removed = int_list(obj, "removed", 0, n * (own + neutral))
    require(len(s.single) == n and len(s.pairs) == n and len(s.pending) == n and len(s.removed) == n + 1,
            "reserves of the wrong length")
    raw_aside = field(obj, "set_aside", list)
    require(len(raw_aside) == n, "set-aside blocks of the wrong length")
    s.set_aside = []
    for a in raw_aside:
        require(isinstance(a, list) and len(a) == 2 and all(isinstance(v, int) and not isinstance(v, bool)
                                                            and 0 <= v <= own for v in a), "bad set-aside counts")
        s.set_aside.append(list(a))
    neutral_total = placed[0] + s.removed[0]
    for p in range(n):
        require(s.pending[p] in (0, NEUTRAL, 2 + p), "a pending block of another player's colour")
        require(not (s.single[p] and (s.pending[p] or s.pairs[p] != neutral)),
                "the single block comes before the pairs")
        require(placed[p + 1] + s.removed[p + 1] + s.set_aside[p][0] + s.own_left(p) == own,
                f"seat {p}'s own-colour blocks don't add up")
        neutral_total += s.set_aside[p][1] + s.neutral_left(p)
    require(neutral_total == n * neutral, "the neutral blocks don't add up")
    require(s.next_block - 1 == len(blocks) + sum(s.removed), "the block numbers don't add up")

    # the track and penalties
    s.chieftain = field(obj, "chieftain", int)
    require(0 <= s.chieftain < SPACES, "the chieftain is off the track")
    raw_parts = field(obj, "penalty_parts", list)
    require(len(raw_parts) == n, "penalties of the wrong length")
    s.penalty_parts = []
    for parts in raw_parts:
        require(isinstance(parts, list) and len(parts) == 4 and all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 1_000_000 for v in parts), "bad penalties")
        s.penalty_parts.append(list(parts))
    s.penalties = [sum(p) for p in s.penalty_parts]

    # turn
    s.phase = field(obj, "phase", str)
    require(s.phase in PHASES, "unknown phase")
    s.dismantling = field(obj, "dismantling", bool)
    require(not s.dismantling or opts["dismantling"], "dismantling is not on")
    s.current = field(obj, "current", int)
    require(0 <= s.current < n, "no such seat")
    s.order = int_list(obj, "order", 0, n - 1)
    require(sorted(s.order) == list(range(n)), "the turn order is not a permutation of the seats")
    s.turn_pos = field(obj, "turn_pos", int)
    require(0 <= s.turn_pos < n, "bad turn position")
    s.round_phase = field(obj, "round_phase", int)
    require(s.round_phase in ((1, 2, 3) if opts["auctions"] else (0,)) or (s.phase == "sacred" and s.round_phase == 0),
            "bad auction phase")
    require((s.round_phase == 3) == (opts["auctions"] and s.dismantling), "bad auction phase")
    s.auction_pool = int_list(obj, "auction_pool", 0, n - 1)
    s.auction_in = int_list(obj, "auction_in", 0, n - 1)
    s.auction_positions = int_list(obj, "auction_positions", 0, n - 1)
    s.high_bid = field(obj, "high_bid", int)
    s.high_bidder = field(obj, "high_bidder", int)
    require(-1 <= s.high_bid <= MAX_BID and -1 <= s.high_bidder < n, "bad bid")
    require((s.high_bid == -1) == (s.high_bidder == -1), "a bid without a bidder")
    if s.phase == "auction":
        require(opts["auctions"], "no auctions in this game")
        require(len(s.auction_pool) >= 2 and set(s.auction_in) <= set(s.auction_pool)
                and len(s.auction_in) >= 2 and s.current in s.auction_in, "bad auction state")
        require(len(set(s.auction_pool)) == len(s.auction_pool) and not set(s.auction_pool) & set(s.auction_positions)
                and len(s.auction_pool) + len(s.auction_positions) == n, "bad auction pool")
        require(s.high_bidder == -1 or s.high_bidder in s.auction_in, "bad high bidder")
    else:
        require(not s.auction_pool and not s.auction_in and s.high_bid == -1, "auction data outside an auction")
    if s.phase in ("place", "move") and not s.dismantling:
        require(s.order[s.turn_pos] == s.current, "the seat to move is not the one whose turn it is")
    if s.phase == "place":
        require(s.blocks_left(s.current) > 0, "the seat to place has no block left")
    if s.phase == "remove":
        require(s.dismantling, "removing blocks only while dismantling")
    if s.phase == "over":  # the game ends with the last block placed, or with the last one dismantled
        require(all(s.blocks_left(p) == 0 for p in range(n)), "a finished game with blocks still to place")
        require(not (opts["dismantling"] and (s.colours >= 2).any()), "a finished game with blocks still to remove")
    if s.phase == "sacred":
        require(s.sites_to_place > 0, "no sacred site left to place")
    else:
        require(s.sites_to_place == 0, "sacred sites still to place")
    s.last_space = field(obj, "last_space", int)
    require(-1 <= s.last_space < SPACES, "bad last space")
    s.last_penalties = int_list(obj, "last_penalties", 0, 10_000)
    require(len(s.last_penalties) == n, "bad last penalties")
    rng_state = field(obj, "rng", int)
    require(0 <= rng_state < 1 << 64, "bad generator state")
    s.rng = Rng(rng_state)
    return s
