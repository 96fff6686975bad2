"""Pueblo: the engine (options, legal actions, apply, observe, encode; the state and actions are in
`state`, the turn flow in `flow`, the decoding in `codec`).

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
    open_envelope,
    require,
    text,
)
from engines.pueblo import grid
from engines.pueblo.codec import _cells, _decode, _small_int
from engines.pueblo.flow import (
    _after_move,
    _blocks,
    _charge,
    _colour_name,
    _lay_sacred_site,
    _next_bidder,
    _settle_position,
    _start_building,
    _take_from_reserve,
    _why_not_colour,
)
from engines.pueblo.inspection import SPACES, inspect
from engines.pueblo.rebuild import save_of_observation
from engines.pueblo.state import (
    MAX_BID,
    NEUTRAL,
    PART_DISMANTLE,
    PART_LABELS,
    PART_PLAY,
    RESERVES,
    VERSION,
    Action,
    Bid,
    Move,
    Pass,
    Place,
    PlaceSacredSite,
    PuebloState,
    Remove,
    SetAside,
    _ensure_levels,
    _place_actions,
    sacred_site_options,
)

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

    def state_from_observation(self, observation: dict[str, Any], seat: int) -> PuebloState:
        """The position the observation shows (nothing is hidden; the generator, used only to lay
        random sacred sites at the start, is left at 0)."""
        return self.decode(save_of_observation(self.name, observation))

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


def apply_known_turn(state: PuebloState, player: int, place: Place, steps: int, penalty: list[int]) -> PuebloState:
    """ENGINE.apply of a legal Place then Move(steps) for the player to place, in one copy, when the
    caller already knows what the chieftain sees from his new space (`penalty`, per player, the
    inspection of the board with the block placed: the hard player's what-if batch has it). The
    same state as the two apply calls; no legality checks."""
    s = state.copy()
    grid.apply_block(s.colours, s.block_ids, s.heights, place.cells, place.colour, s.next_block)
    s.next_block += 1
    _ensure_levels(s, 1 + max(z for _, _, z in place.cells))
    _take_from_reserve(s, player, place.colour)
    s.chieftain = (s.chieftain + steps) % SPACES
    _charge(s, penalty, PART_DISMANTLE if s.dismantling else PART_PLAY)
    s.last_space, s.last_penalties = s.chieftain, penalty
    s.phase = "move"
    _after_move(s)
    return s


ENGINE = PuebloEngine()
