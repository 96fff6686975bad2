"""Thousands of random games per engine (hypothesis picks seeds, player counts and options):
every game ends, every seat that must decide can, nothing raises, scores and winners are sane,
and the final state survives a JSON save round trip."""
from __future__ import annotations

import json
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


@pytest.mark.slow
@pytest.mark.parametrize("name", BUILT)
def test_thousands_of_random_games_end_cleanly(name):
    engine = engines.get(name)

    @settings(max_examples=GAMES.get(name, 1000), deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(seed=st.integers(0, 2**31 - 1), data=st.data())
    def one_game(seed, data):
        rng = random.Random(seed)
        n = data.draw(st.integers(engine.min_players, min(engine.max_players, 5)), label="players")
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
