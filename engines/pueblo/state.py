"""Pueblo's constants, actions and game state (with the placement helpers the state needs)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from engines.core import (
    N_,
    Rng,
)
from engines.pueblo import grid

NEUTRAL = 1
#: Blocks per player: (own colour, neutral), by number of players.
RESERVES: dict[int, tuple[int, int]] = {2: (8, 7), 3: (6, 5), 4: (5, 4)}
MAX_BID = 12
COLOUR_NAMES = (N_("red"), N_("blue"), N_("green"), N_("violet"))
VERSION = 1

PHASES = ("sacred", "auction", "place", "move", "remove", "over")

# The four L-shaped sacred-site tiles: 3 cells of a 2 x 2 square.
SACRED_SHAPES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(c for c in ((0, 0), (1, 0), (0, 1), (1, 1)) if c != missing)
    for missing in ((1, 1), (0, 1), (1, 0), (0, 0)))


# ---------------------------------------------------------------------------------------------
# Actions

@dataclass(frozen=True, slots=True)
class Place:
    """Place the block of `colour` (own colour 2 + seat, or neutral 1) on these cube cells."""
    colour: int
    cells: frozenset[tuple[int, int, int]]


@dataclass(frozen=True, slots=True)
class SetAside:
    """The block due has no legal placement: it is set aside (rules [DECISION])."""
    colour: int


@dataclass(frozen=True, slots=True)
class Move:
    """Move the chieftain 1 to 4 spaces clockwise; he then inspects."""
    steps: int


@dataclass(frozen=True, slots=True)
class Bid:
    """Auction: bid this many penalty points for the turn position being auctioned."""
    amount: int


@dataclass(frozen=True, slots=True)
class Pass:
    """Auction: drop out of the bidding for this position, for good."""


@dataclass(frozen=True, slots=True)
class PlaceSacredSite:
    """Before the game: lay a sacred-site tile on these 3 cells (x, y)."""
    cells: frozenset[tuple[int, int]]


@dataclass(frozen=True, slots=True)
class Remove:
    """Dismantling: take this block (own colour or neutral, nothing resting on it) away."""
    block_id: int


Action = Place | SetAside | Move | Bid | Pass | PlaceSacredSite | Remove


# ---------------------------------------------------------------------------------------------
# State

PART_PLAY, PART_LAP, PART_BIDS, PART_DISMANTLE = range(4)
PART_LABELS = (N_("Inspections while building"), N_("Final lap"), N_("Auction bids"),
               N_("Inspections while dismantling"))


class PuebloState:
    """The whole game (full information). Grid arrays: see engines.pueblo.grid."""

    __slots__ = ("num_players", "options", "colours", "block_ids", "heights", "sacred", "sacred_sites",
                 "sites_to_place", "chieftain", "penalties", "penalty_parts", "single", "pairs",
                 "pending", "set_aside", "removed", "next_block", "phase", "dismantling", "current",
                 "order", "turn_pos", "round_phase", "auction_pool", "auction_in", "auction_positions",
                 "high_bid", "high_bidder", "last_space", "last_penalties", "rng")

    num_players: int
    options: dict[str, Any]
    colours: np.ndarray  # int8 (8, 8, Z)
    block_ids: np.ndarray  # int16 (8, 8, Z)
    heights: np.ndarray  # int64 (8, 8)
    sacred: np.ndarray  # bool (8, 8)
    sacred_sites: list[list[tuple[int, int]]]
    sites_to_place: int
    chieftain: int
    penalties: list[int]
    penalty_parts: list[list[int]]  # per player: play, final lap, bids, dismantling
    single: list[int]  # 1 while the single own-colour block is still in the reserve
    pairs: list[int]  # unopened pairs
    pending: list[int]  # colour of the open pair's block still due, 0 if none
    set_aside: list[list[int]]  # per player: [own, neutral] blocks set aside
    removed: list[int]  # per colour code - 1 (neutral first): blocks removed while dismantling
    next_block: int
    phase: str
    dismantling: bool
    current: int
    order: list[int]
    turn_pos: int
    round_phase: int  # 0 without auctions; 1 or 2 with (building phases), 3 dismantling
    auction_pool: list[int]
    auction_in: list[int]
    auction_positions: list[int]
    high_bid: int
    high_bidder: int
    last_space: int
    last_penalties: list[int]
    rng: Rng

    def copy(self) -> PuebloState:
        s = PuebloState.__new__(PuebloState)
        s.num_players = self.num_players
        s.options = self.options
        s.colours = self.colours.copy()
        s.block_ids = self.block_ids.copy()
        s.heights = self.heights.copy()
        s.sacred = self.sacred
        s.sacred_sites = self.sacred_sites
        s.sites_to_place = self.sites_to_place
        s.chieftain = self.chieftain
        s.penalties = list(self.penalties)
        s.penalty_parts = [list(p) for p in self.penalty_parts]
        s.single = list(self.single)
        s.pairs = list(self.pairs)
        s.pending = list(self.pending)
        s.set_aside = [list(a) for a in self.set_aside]
        s.removed = list(self.removed)
        s.next_block = self.next_block
        s.phase = self.phase
        s.dismantling = self.dismantling
        s.current = self.current
        s.order = self.order
        s.turn_pos = self.turn_pos
        s.round_phase = self.round_phase
        s.auction_pool = list(self.auction_pool)
        s.auction_in = list(self.auction_in)
        s.auction_positions = list(self.auction_positions)
        s.high_bid = self.high_bid
        s.high_bidder = self.high_bidder
        s.last_space = self.last_space
        s.last_penalties = list(self.last_penalties)
        s.rng = self.rng.copy()
        return s

    # -- reserves ----------------------------------------------------------------------------
    def own_left(self, p: int) -> int:
        return self.single[p] + self.pairs[p] + (1 if self.pending[p] == 2 + p else 0)

    def neutral_left(self, p: int) -> int:
        return self.pairs[p] + (1 if self.pending[p] == NEUTRAL else 0)

    def blocks_left(self, p: int) -> int:
        return self.own_left(p) + self.neutral_left(p)

    def block_choices(self, p: int) -> list[int]:
        """Colours of the blocks seat p may place now: the single block, the open pair's other
        block, or either block of a new pair (own first)."""
        if self.single[p]:
            return [2 + p]
        if self.pending[p]:
            return [self.pending[p]]
        if self.pairs[p]:
            return [2 + p, NEUTRAL]
        return []

    def placements(self) -> list[frozenset[tuple[int, int, int]]]:
        return grid.placements(self.heights, self.sacred, self.options["stepped"])

    def _shared(self) -> PuebloState:
        """A copy sharing the grid arrays (for an action that leaves the pueblo as it is: they are
        never changed in place once a state is made, only in the fresh copy `apply` builds)."""
        s = PuebloState.__new__(PuebloState)
        for name in _COPIED_LISTS:
            setattr(s, name, list(getattr(self, name)))
        s.num_players = self.num_players
        s.options = self.options
        s.colours = self.colours
        s.block_ids = self.block_ids
        s.heights = self.heights
        s.sacred = self.sacred
        s.sacred_sites = self.sacred_sites
        s.sites_to_place = self.sites_to_place
        s.chieftain = self.chieftain
        s.penalty_parts = [list(p) for p in self.penalty_parts]
        s.set_aside = [list(a) for a in self.set_aside]
        s.next_block = self.next_block
        s.phase = self.phase
        s.dismantling = self.dismantling
        s.current = self.current
        s.order = self.order
        s.turn_pos = self.turn_pos
        s.round_phase = self.round_phase
        s.high_bid = self.high_bid
        s.high_bidder = self.high_bidder
        s.last_space = self.last_space
        s.rng = self.rng.copy()
        return s

    def removable(self, p: int) -> list[int]:
        """Blocks seat p may remove while dismantling: own colour or neutral, nothing resting on them;
        none at all while no block of p's colour is left in the pueblo (he only moves the chieftain)."""
        if not (self.colours == 2 + p).any():
            return []
        result = []
        for b in grid.free_blocks(self.block_ids):
            colour = int(self.colours[self.block_ids == b][0])
            if colour in (NEUTRAL, 2 + p):
                result.append(b)
        return result


_COPIED_LISTS = ("penalties", "single", "pairs", "pending", "removed", "auction_pool", "auction_in",
                 "auction_positions", "last_penalties")


def _place_actions(colours: list[int], keys: list[int]) -> list[Place]:
    """Place actions for these block colours and placement keys (grid.placement_keys), made once."""
    out: list[Place] = []
    if len(_PLACES) > 8 or sum(map(len, _PLACES.values())) > 200_000:  # a bound on memory
        _PLACES.clear()
    for c in colours:
        table = _PLACES.get(c)
        if table is None:
            table = _PLACES[c] = {}
        try:
            got = list(map(table.__getitem__, keys))
        except KeyError:  # some not made yet
            for key in keys:
                if key not in table:
                    table[key] = Place(c, grid.cells_of_key(key))
            got = list(map(table.__getitem__, keys))
        out += got
    return out


#: colour -> placement key -> its Place action (actions are immutable values: made once, shared)
_PLACES: dict[int, dict[int, Place]] = {}


def sacred_site_options(sacred: np.ndarray) -> list[frozenset[tuple[int, int]]]:
    """Every legal sacred-site tile: 3 cells of a 2 x 2 square, none already sacred."""
    result = []
    for shape in SACRED_SHAPES:
        for x in range(7):
            for y in range(7):
                cells = frozenset((x + dx, y + dy) for dx, dy in shape)
                if not any(sacred[c] for c in cells):
                    result.append(cells)
    return result


def _ensure_levels(state: PuebloState, top: int | None = None) -> None:
    """Grows the grid when the pueblo needs more levels; `top`: the height the block just placed
    reaches (the grid already fits every other column, so only that can ask for more)."""
    if top is not None and grid.levels_needed(top) <= state.colours.shape[2]:
        return
    need = grid.levels_needed(int(state.heights.max()))
    if need > state.colours.shape[2]:
        state.colours = grid.with_levels(state.colours, need)
        state.block_ids = grid.with_levels(state.block_ids, need)
