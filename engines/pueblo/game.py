"""Pueblo: the engine (state, actions, turn flow, options, save format).

Rules: shared/rules/pueblo.md. A turn is two decisions: `Place(colour, cells)` (or `SetAside`
when the block due has no legal placement), then `Move(steps)`; the chieftain's inspection then
applies by itself. After the last block, the final lap (36 inspections) is automatic too.
Options: `sacred_sites` (0-4, placed by the players with `PlaceSacredSite` before the game, or at
random with `sacred_sites_random`), `auctions` (`Bid` / `Pass` for the turn positions before each
of the two phases, and with dismantling a third time after the final lap), `dismantling`
(`Remove(block_id)` then `Move` after the lap; a player with no block of his colour left in the
pueblo only moves), `stepped`.

Decisions this engine makes where the rules file is silent (each explained in the rules page):
seat 0 starts and the chieftain starts on space 0 (south-west corner); sacred sites are placed by
the players in turn from seat 0; bids are whole points from 0 to MAX_BID, the first auction's
bidding goes clockwise from seat 0, later auctions in the previous phase's position order;
without auctions, dismantling goes on in the same turn order after the last builder.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from engines.core import (
    N_,
    Engine,
    IllegalAction,
    Rng,
    decoding,
    envelope,
    field,
    int_list,
    open_envelope,
    require,
    text,
)
from engines.pueblo import grid
from engines.pueblo.inspection import SPACES, inspect, inspect_all

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


# ---------------------------------------------------------------------------------------------
# The engine

class PuebloEngine(Engine):
    name = "pueblo"
    title = "Pueblo"
    min_players = 2
    max_players = 4
    lowest_wins = True
    perfect_information = True
    options_schema = [
        {"name": "sacred_sites", "kind": "int", "default": 0, "min": 0, "max": 4,
         "label": N_("Sacred sites"),
         "help": N_("Number of L-shaped sacred sites (3 cells each) nobody may build on.")},
        {"name": "sacred_sites_random", "kind": "bool", "default": False,
         "label": N_("Random sacred sites"),
         "help": N_("Lay the sacred sites at random instead of letting the players place them.")},
        {"name": "auctions", "kind": "bool", "default": False, "label": N_("Turn-order auctions"),
         "help": N_("Before each of the two phases, bid penalty points for the turn positions.")},
        {"name": "dismantling", "kind": "bool", "default": False, "label": N_("Dismantling"),
         "help": N_("After the final lap, take the pueblo apart block by block, inspecting as usual.")},
        {"name": "stepped", "kind": "bool", "default": True, "label": N_("Stepped placements"),
         "help": N_("Blocks may also be placed in the 8 rotations that reach down two levels.")},
    ]

    # -- new game ------------------------------------------------------------------------------
    def new_game(self, num_players: int, *, seed: int, options: dict[str, Any] | None = None) -> PuebloState:
        self.check_players(num_players)
        opts = self.resolve_options(options, num_players)
        own, neutral = RESERVES[num_players]
        s = PuebloState.__new__(PuebloState)
        s.num_players = num_players
        s.options = opts
        s.colours, s.block_ids, s.heights = grid.empty_grid()
        s.sacred = np.zeros((8, 8), dtype=bool)
        s.sacred_sites = []
        s.sites_to_place = 0
        s.chieftain = 0
        s.penalty_parts = [[0, 0, 0, 0] for _ in range(num_players)]
        s.penalties = [0] * num_players
        s.single = [1] * num_players
        s.pairs = [neutral] * num_players
        assert own == neutral + 1
        s.pending = [0] * num_players
        s.set_aside = [[0, 0] for _ in range(num_players)]
        s.removed = [0] * (num_players + 1)
        s.next_block = 1
        s.dismantling = False
        s.current = 0
        s.order = list(range(num_players))
        s.turn_pos = 0
        s.round_phase = 0
        s.auction_pool, s.auction_in, s.auction_positions = [], [], []
        s.high_bid, s.high_bidder = -1, -1
        s.last_space, s.last_penalties = -1, [0] * num_players
        s.rng = Rng(seed)
        s.phase = "place"
        if opts["sacred_sites"]:
            if opts["sacred_sites_random"]:
                for _ in range(opts["sacred_sites"]):
                    _lay_sacred_site(s, s.rng.choice(sacred_site_options(s.sacred)))
            else:
                s.sites_to_place = opts["sacred_sites"]
                s.phase = "sacred"
                return s
        _start_building(s)
        return s

    # -- queries ---------------------------------------------------------------------------------
    def num_players(self, state: PuebloState) -> int:
        return state.num_players

    def to_move(self, state: PuebloState) -> list[int]:
        return [] if state.phase == "over" else [state.current]

    def legal_actions(self, state: PuebloState, player: int) -> list[Action]:
        if state.phase == "over" or player != state.current:
            return []
        phase = state.phase
        if phase == "sacred":
            return [PlaceSacredSite(c) for c in sacred_site_options(state.sacred)]
        if phase == "auction":
            return [Bid(a) for a in range(state.high_bid + 1, MAX_BID + 1)] + [Pass()]
        if phase == "place":
            choices = state.block_choices(player)
            keys = grid.placement_keys(state.heights, state.sacred, state.options["stepped"])
            if not keys:
                return [SetAside(c) for c in choices]
            return _place_actions(choices, keys)
        if phase == "move":
            return [Move(k) for k in range(1, 5)]
        if phase == "remove":
            return [Remove(b) for b in state.removable(player)]
        return []

    def is_over(self, state: PuebloState) -> bool:
        return state.phase == "over"

    def scores(self, state: PuebloState) -> list[int]:
        return list(state.penalties)

    def score_breakdown(self, state: PuebloState) -> list[list[tuple[str, int]]]:
        return [[(PART_LABELS[i], parts[i]) for i in range(4)] for parts in state.penalty_parts]

    # -- apply ----------------------------------------------------------------------------------
    def apply(self, state: PuebloState, player: int, action: Any) -> PuebloState:
        if state.phase == "over":
            raise IllegalAction(text(N_("The game is over")))
        if player != state.current:
            raise IllegalAction(text(N_("It is not seat {seat}'s turn"), seat=player))
        phase = state.phase
        s = state.copy() if phase in ("place", "remove") else state._shared()
        if phase == "sacred":
            if not isinstance(action, PlaceSacredSite):
                raise IllegalAction(text(N_("Place a sacred site first")))
            if action.cells not in set(sacred_site_options(state.sacred)):
                raise IllegalAction(text(N_("A sacred site covers 3 free cells of a 2 x 2 square")))
            _lay_sacred_site(s, action.cells)
            s.sites_to_place -= 1
            if s.sites_to_place:
                s.current = (s.current + 1) % s.num_players
            else:
                _start_building(s)
        elif phase == "auction":
            if isinstance(action, Bid):
                if not isinstance(action.amount, int) or not state.high_bid < action.amount <= MAX_BID:
                    raise IllegalAction(text(N_("A bid must be higher than {low} and at most {high}"),
                                             low=max(state.high_bid, -1), high=MAX_BID))
                s.high_bid, s.high_bidder = action.amount, player
                _next_bidder(s)
            elif isinstance(action, Pass):
                s.auction_in.remove(player)
                if len(s.auction_in) == 1:
                    _settle_position(s)
                else:
                    _next_bidder(s)
            else:
                raise IllegalAction(text(N_("Bid or pass in the auction")))
        elif phase == "place":
            choices = state.block_choices(player)
            if isinstance(action, Place):
                if action.colour not in choices:
                    raise IllegalAction(_why_not_colour(state, player))
                if not isinstance(action.cells, frozenset) or not grid.is_legal(
                        state.heights, action.cells, state.sacred, state.options["stepped"]):
                    raise IllegalAction(text(N_("That block can't go there: every cube must rest on the ground or "
                                                "on a cube, inside the area, off sacred sites")))
                grid.apply_block(s.colours, s.block_ids, s.heights, action.cells, action.colour, s.next_block)
                s.next_block += 1
                _ensure_levels(s, 1 + max(z for _, _, z in action.cells))
            elif isinstance(action, SetAside):
                if action.colour not in choices:
                    raise IllegalAction(_why_not_colour(state, player))
                if state.placements():
                    raise IllegalAction(text(N_("The block can still be placed, so it can't be set aside")))
                s.set_aside[player][0 if action.colour == 2 + player else 1] += 1
            else:
                raise IllegalAction(text(N_("Place a block first")))
            _take_from_reserve(s, player, action.colour)
            s.phase = "move"
        elif phase == "move":
            if not isinstance(action, Move) or action.steps not in (1, 2, 3, 4):
                raise IllegalAction(text(N_("Move the chieftain 1 to 4 spaces clockwise")))
            s.chieftain = (s.chieftain + action.steps) % SPACES
            penalty = inspect(s.colours, s.chieftain, s.num_players)
            part = PART_DISMANTLE if s.dismantling else PART_PLAY
            _charge(s, penalty, part)
            s.last_space, s.last_penalties = s.chieftain, penalty
            _after_move(s)
        elif phase == "remove":
            if not isinstance(action, Remove) or action.block_id not in state.removable(player):
                raise IllegalAction(text(N_("Remove a block of your colour or a neutral one that nothing rests on")))
            colour = int(s.colours[s.block_ids == action.block_id][0])
            grid.remove_block(s.colours, s.block_ids, s.heights, action.block_id)
            s.removed[colour - 1] += 1
            if not (s.colours >= 2).any():
                s.phase = "over"
            else:
                s.phase = "move"
        return s

    # -- observation -----------------------------------------------------------------------------
    def observe(self, state: PuebloState, player: int | None = None) -> dict[str, Any]:
        """Everything (full information), JSON-safe."""
        n = state.num_players
        return {
            "num_players": n,
            "options": dict(state.options),
            "phase": state.phase,
            "dismantling": state.dismantling,
            "current": state.current,
            "to_move": self.to_move(state),
            "chieftain": state.chieftain,
            "penalties": list(state.penalties),
            "penalty_parts": [list(p) for p in state.penalty_parts],
            "heights": state.heights.tolist(),
            "colours": state.colours.tolist(),
            "block_ids": state.block_ids.tolist(),
            "blocks": _blocks(state),
            "sacred_sites": [[list(c) for c in site] for site in state.sacred_sites],
            "sites_to_place": state.sites_to_place,
            "reserves": [{"single": state.single[p], "pairs": state.pairs[p], "pending": state.pending[p],
                          "own_left": state.own_left(p), "neutral_left": state.neutral_left(p),
                          "set_aside": list(state.set_aside[p]),
                          "choices": state.block_choices(p)} for p in range(n)],
            "order": list(state.order),
            "round_phase": state.round_phase,
            "auction": ({"pool": list(state.auction_pool), "bidding": list(state.auction_in),
                         "positions": list(state.auction_positions), "high_bid": state.high_bid,
                         "high_bidder": state.high_bidder} if state.phase == "auction" else None),
            "last_inspection": ({"space": state.last_space, "penalties": list(state.last_penalties)}
                                if state.last_space >= 0 else None),
        }

    def sample(self, state: PuebloState, player: int, rng: Any) -> PuebloState:
        return state.copy()  # nothing is hidden

    # -- save format ---------------------------------------------------------------------------
    def encode(self, state: PuebloState) -> dict[str, Any]:
        return envelope(self.name, VERSION, {
            "num_players": state.num_players,
            "options": dict(state.options),
            "blocks": _blocks(state),
            "sacred_sites": [[list(c) for c in site] for site in state.sacred_sites],
            "sites_to_place": state.sites_to_place,
            "chieftain": state.chieftain,
            "penalty_parts": [list(p) for p in state.penalty_parts],
            "single": list(state.single),
            "pairs": list(state.pairs),
            "pending": list(state.pending),
            "set_aside": [list(a) for a in state.set_aside],
            "removed": list(state.removed),
            "next_block": state.next_block,
            "phase": state.phase,
            "dismantling": state.dismantling,
            "current": state.current,
            "order": list(state.order),
            "turn_pos": state.turn_pos,
            "round_phase": state.round_phase,
            "auction_pool": list(state.auction_pool),
            "auction_in": list(state.auction_in),
            "auction_positions": list(state.auction_positions),
            "high_bid": state.high_bid,
            "high_bidder": state.high_bidder,
            "last_space": state.last_space,
            "last_penalties": list(state.last_penalties),
            "rng": state.rng.state,
        })

    def decode(self, obj: Any) -> PuebloState:
        with decoding(self.title):
            return _decode(self, open_envelope(obj, self.name, VERSION))

    def encode_action(self, action: Any) -> Any:
        if isinstance(action, Place):
            return {"type": "place", "colour": action.colour, "cells": sorted(list(c) for c in action.cells)}
        if isinstance(action, SetAside):
            return {"type": "set_aside", "colour": action.colour}
        if isinstance(action, Move):
            return {"type": "move", "steps": action.steps}
        if isinstance(action, Bid):
            return {"type": "bid", "amount": action.amount}
        if isinstance(action, Pass):
            return {"type": "pass"}
        if isinstance(action, PlaceSacredSite):
            return {"type": "sacred_site", "cells": sorted(list(c) for c in action.cells)}
        if isinstance(action, Remove):
            return {"type": "remove", "block": action.block_id}
        raise ValueError(f"not a Pueblo action: {action!r}")

    def decode_action(self, obj: Any) -> Action:
        require(isinstance(obj, dict), "a Pueblo action is a JSON object")
        kind = obj.get("type")
        if kind == "place":
            return Place(_small_int(obj, "colour", 1, 5), _cells(field(obj, "cells", list), 3, 4))
        if kind == "set_aside":
            return SetAside(_small_int(obj, "colour", 1, 5))
        if kind == "move":
            return Move(_small_int(obj, "steps", 1, 4))
        if kind == "bid":
            return Bid(_small_int(obj, "amount", 0, MAX_BID))
        if kind == "pass":
            return Pass()
        if kind == "sacred_site":
            return PlaceSacredSite(_cells(field(obj, "cells", list), 2, 3))
        if kind == "remove":
            return Remove(_small_int(obj, "block", 1, 10_000))
        raise ValueError(f"unknown Pueblo action {kind!r}")

    def describe(self, state: PuebloState, action: Any) -> str:
        if isinstance(action, Place):
            cells = sorted(action.cells)
            where = ", ".join(f"({x},{y})" for x, y in sorted({(x, y) for x, y, _ in cells}))
            top = max(z for _, _, z in cells) + 1
            if action.colour == NEUTRAL:
                return text(N_("places a neutral block on {cells}, up to level {level}"), cells=where, level=top)
            return text(N_("places a {colour} block on {cells}, up to level {level}"),
                        colour=_colour_name(action.colour), cells=where, level=top)
        if isinstance(action, SetAside):
            return text(N_("sets a block aside (no legal placement)"))
        if isinstance(action, Move):
            space = (state.chieftain + action.steps) % SPACES
            return text(N_("moves the chieftain {steps} to space {space}"), steps=action.steps, space=space)
        if isinstance(action, Bid):
            return text(N_("bids {amount}"), amount=action.amount)
        if isinstance(action, Pass):
            return text(N_("passes"))
        if isinstance(action, PlaceSacredSite):
            where = ", ".join(f"({x},{y})" for x, y in sorted(action.cells))
            return text(N_("lays a sacred site on {cells}"), cells=where)
        if isinstance(action, Remove):
            return text(N_("removes block {block}"), block=action.block_id)
        return str(action)


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


def _decode(engine: PuebloEngine, obj: dict[str, Any]) -> PuebloState:
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


ENGINE = PuebloEngine()
