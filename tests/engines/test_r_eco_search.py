"""R-Eco's hard player plays its rollouts on a scratch copy (engines/search/r_eco_policy.py,
`_playout`, issue 19): the same decisions, draws and end as the rollout policy's decisions applied
one by one with `engine.apply`, and the same random numbers used."""
from __future__ import annotations

import random

import pytest

from engines.r_eco import ENGINE
from engines.search import policy_for
from engines.search.r_eco_policy import ROLLOUT_DEPTH, _playout


def _stepwise(state, rng, depth):
    policy = policy_for("r_eco", state.num_players)
    first = None
    for _ in range(depth):
        movers = ENGINE.to_move(state)
        if not movers:
            break
        action = policy.rollout(ENGINE, state, movers[0], rng)
        first = action if first is None else first
        state = ENGINE.apply(state, movers[0], action)
    return first, state


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_playout_is_the_rollout_applied_step_by_step(n):
    checked = ends = 0
    for g in range(12):
        rng = random.Random(g)
        state = ENGINE.new_game(n, seed=40 + g, options={"edition": "amigo"} if g % 3 == 2 else None)
        while movers := ENGINE.to_move(state):
            if rng.random() < 0.2:
                det = ENGINE.sample(state, movers[0], random.Random(g))
                depth = ROLLOUT_DEPTH if g % 2 else 200  # 200: to the end of the game
                a, b = random.Random(checked), random.Random(checked)
                first, end = _playout(det, a, depth)
                want_first, want = _stepwise(det, b, depth)
                assert first == want_first
                assert (end.rewards, end.dumped, end.phase, end.current, end.pending_colour, end.ending) == (
                    want.rewards, want.dumped, want.phase, want.current, want.pending_colour, want.ending)
                assert ENGINE.scores(end) == ENGINE.scores(want)
                if ENGINE.is_over(want):
                    assert ENGINE.winners(end) == ENGINE.winners(want)
                    ends += 1
                assert a.random() == b.random()  # the same draws were made
                checked += 1
            state = ENGINE.apply(state, movers[0], rng.choice(ENGINE.legal_actions(state, movers[0])))
    assert checked > 50 and ends > 5


def test_the_end_of_a_playout_is_evaluated_as_the_policy_does():
    from engines.search.r_eco_policy import _end_values

    policy = policy_for("r_eco", 3)
    over = 0
    for g in range(40):
        n = 2 + g % 4
        rng = random.Random(g)
        state = ENGINE.new_game(n, seed=300 + g)
        while movers := ENGINE.to_move(state):
            if rng.random() < 0.1:
                _, end = _playout(state, random.Random(g), ROLLOUT_DEPTH)
                assert _end_values(end) == policy.evaluate(ENGINE, end, 0)
                over += ENGINE.is_over(end)
            state = ENGINE.apply(state, movers[0], rng.choice(ENGINE.legal_actions(state, movers[0])))
    assert over > 10
