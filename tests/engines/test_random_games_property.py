"""Thousands of random games per engine (hypothesis picks seeds and options, at each player count):
every game ends, every seat that must decide can, nothing raises, scores and winners are sane,
and the final state survives a JSON save round trip.

One case per engine and player count (up to 5), each with its share of the engine's games: the same
games in all, in pieces that pytest-xdist spreads over its workers (issue 28: Pueblo's thousand games
were one test of nearly three minutes at the end of a worker's queue)."""
from __future__ import annotations

import json
import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engines

BUILT = [name for name in engines.NAMES if engines.available(name)]
GAMES = {"coloretto": 1500, "r_eco": 1000, "siberia": 1000, "rolling_japan": 1000, "pueblo": 1000}


def random_options(engine, draw_choice):
    options = {}
    for spec in engine.options_schema:
        if spec["kind"] == "choice":
            options[spec["name"]] = draw_choice(spec["choices"])
        elif spec["kind"] == "bool":
            options[spec["name"]] = draw_choice([True, False])
        else:
            options[spec["name"]] = draw_choice(list(range(spec["min"], min(spec["max"], spec["min"] + 3) + 1)))
    return options


def _counts(name: str) -> list[int]:
    engine = engines.get(name)
    return list(range(engine.min_players, min(engine.max_players, 5) + 1))


CASES = [(name, n) for name in BUILT for n in _counts(name)]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "n"), CASES)
def test_thousands_of_random_games_end_cleanly(name, n):
    engine = engines.get(name)
    games = math.ceil(GAMES.get(name, 1000) / len(_counts(name)))   # the engine's games, shared out

    @settings(max_examples=games, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(seed=st.integers(0, 2**31 - 1), data=st.data())
    def one_game(seed, data):
        rng = random.Random(seed)
        options = random_options(engine, lambda xs: data.draw(st.sampled_from(xs)))
        try:
            state = engine.new_game(n, seed=seed, options=options)
        except ValueError:
            return  # an option combination the engine refuses, with a message: fine
        for _ in range(20_000):
            movers = engine.to_move(state)
            if not movers:
                break
            seat = rng.choice(movers)
            legal = engine.legal_actions(state, seat)
            assert legal, f"seat {seat} must decide but has no legal action"
            state = engine.apply(state, seat, rng.choice(legal))
        else:
            raise AssertionError("the game did not end")
        assert engine.is_over(state)
        scores = engine.scores(state)
        winners = engine.winners(state)
        assert len(scores) == n and winners
        best = min(scores) if engine.lowest_wins else max(scores)
        assert all(scores[w] == best for w in winners)
        saved = json.loads(json.dumps(engine.encode(state)))
        assert engine.encode(engine.decode(saved)) == saved
        for seat in range(n):
            json.dumps(engine.observe(state, seat))

    one_game()
