"""`decode` refuses positions that can't arise (issue 13): whatever a game's own checks miss, the
shared check of engines/core.py (every engine's decode passes through it) refuses a position where a
seat must move with no legal action, or where the end of the game and the seats to move disagree."""
from __future__ import annotations

import copy
import itertools
import random
from typing import Any

import pytest

import engines
from engines.core import Engine


def positions(game: str, num_players: int, games: int = 6, every: int = 3):
    engine = engines.get(game)
    for g in range(games):
        rng = random.Random(g)
        state = engine.new_game(num_players, seed=g)
        k = 0
        while not engine.is_over(state):
            if k % every == 0:
                yield state
            seat = engine.to_move(state)[0]
            state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
            k += 1
        yield state


def playable(engine: Engine, state: Any) -> bool:
    movers = engine.to_move(state)
    return engine.is_over(state) == (not movers) and all(engine.legal_actions(state, p) for p in movers)


@pytest.mark.skipif(not engines.available("coloretto"), reason="needs Coloretto")
def test_coloretto_every_row_taken_while_a_seat_must_still_take_one_is_refused():
    """The issue's state: `taken` flags set on the empty rows while the current player is not out:
    that player would have to take a row and none is left."""
    engine = engines.get("coloretto")
    refused = 0
    for state in positions("coloretto", 3):
        save = engine.encode(state)
        if save["over"]:
            continue
        mutated = copy.deepcopy(save)
        mutated["taken"] = [not row for row in mutated["rows"]]
        if mutated == save:
            continue
        if any(mutated["rows"]):  # a row with cards is still open: playable, if odd (see the xfail below)
            try:
                assert playable(engine, engine.decode(mutated))
            except ValueError:
                pass
            continue
        with pytest.raises(ValueError):
            engine.decode(mutated)
        refused += 1
    assert refused > 10


@pytest.mark.skipif(not engines.available("coloretto"), reason="needs Coloretto")
def test_coloretto_any_flipped_taken_or_out_flag_is_refused_or_playable():
    engine = engines.get("coloretto")
    for state in positions("coloretto", 3):
        save = engine.encode(state)
        for key in ("taken", "out"):
            for i in range(len(save[key])):
                mutated = copy.deepcopy(save)
                mutated[key][i] = not mutated[key][i]
                try:
                    decoded = engine.decode(mutated)
                except ValueError:
                    continue
                assert playable(engine, decoded), (key, i, mutated)


@pytest.mark.skipif(not engines.available("coloretto"), reason="needs Coloretto")
def test_coloretto_out_flags_must_match_the_taken_rows():
    engine = engines.get("coloretto")
    accepted = []
    for state in positions("coloretto", 3):
        save = engine.encode(state)
        if save["over"]:
            continue
        for i in range(len(save["out"])):
            mutated = copy.deepcopy(save)
            mutated["out"][i] = not mutated["out"][i]
            try:
                engine.decode(mutated)
            except ValueError:
                continue
            accepted.append((i, mutated["out"], mutated["taken"]))
    assert not accepted, accepted[:3]


@pytest.mark.skipif(not engines.available("pueblo"), reason="needs Pueblo")
@pytest.mark.parametrize("mutation", ["phase", "current", "pending"])
def test_pueblo_phase_current_or_pending_swapped_is_refused_or_playable(mutation):
    """The issue's states: Pueblo's `phase`, `current` or `pending` changed; decode refuses them or
    gives a position every seat to move can play."""
    engine = engines.get("pueblo")
    for state in positions("pueblo", 3, games=3):
        save = engine.encode(state)
        variants = []
        if mutation == "phase":
            for phase in ("move", "place", "auction", "site", "over"):
                variants.append({**copy.deepcopy(save), "phase": phase})
        elif mutation == "current":
            variants = [{**copy.deepcopy(save), "current": i} for i in range(3)]
        else:
            for i, j in itertools.combinations(range(3), 2):
                v = copy.deepcopy(save)
                v["pending"][i], v["pending"][j] = v["pending"][j], v["pending"][i]
                variants.append(v)
        for v in variants:
            try:
                decoded = engine.decode(v)
            except ValueError:
                continue
            assert playable(engine, decoded), v


class _Toy(Engine):
    """A one-seat game whose decode trusts its input: `moves` legal actions for seat `mover`."""

    name, title = "toy", "Toy"

    def to_move(self, state):
        return [] if state["over"] else [state["mover"]]

    def legal_actions(self, state, player):
        return list(range(state["moves"]))

    def is_over(self, state):
        return state["over"] and state["flag"]

    def num_players(self, state):
        return 2

    def decode(self, obj):
        return dict(obj)


@pytest.mark.parametrize("state, why", [
    ({"over": False, "mover": 0, "moves": 0, "flag": True}, "no legal"),
    ({"over": False, "mover": 5, "moves": 2, "flag": True}, "seat"),
    ({"over": False, "mover": "x", "moves": 2, "flag": True}, "seat"),
    ({"over": True, "mover": 0, "moves": 2, "flag": False}, "over"),
])
def test_the_shared_check_wraps_every_engines_decode(state, why):
    with pytest.raises(ValueError, match=why):
        _Toy().decode(state)


def test_the_shared_check_lets_a_consistent_position_through():
    assert _Toy().decode({"over": False, "mover": 1, "moves": 2, "flag": True})["mover"] == 1
    assert _Toy().decode({"over": True, "mover": 0, "moves": 0, "flag": True})["over"]


@pytest.mark.parametrize("game", [g for g in engines.NAMES if engines.available(g)])
def test_every_real_position_still_decodes(game):
    engine = engines.get(game)
    n = max(engine.min_players, 2) if engine.max_players > 1 else 1
    for state in positions(game, n, games=2, every=7):
        assert engine.encode(engine.decode(engine.encode(state))) == engine.encode(state)


@pytest.mark.skipif(not engines.available("pueblo"), reason="needs Pueblo")
def test_pueblo_over_while_blocks_remain_is_refused():
    engine = engines.get("pueblo")
    accepted = []
    for state in positions("pueblo", 3, games=2):
        save = engine.encode(state)
        if save["phase"] in ("place", "move"):
            try:
                engine.decode({**copy.deepcopy(save), "phase": "over"})
            except ValueError:
                continue
            accepted.append(save["next_block"])
    assert not accepted, accepted[:5]
