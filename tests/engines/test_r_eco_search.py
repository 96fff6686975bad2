"""R-Eco's hard player plays its rollouts on a scratch copy (engines/search/r_eco_policy.py,
`_playout`, issue 19): the same decisions, draws and end as the rollout policy's decisions applied
one by one with `engine.apply`, and the same random numbers used; with `normal` (the flat search's
playout at 3-5 players, issue 14: engines/search/r_eco_normal.py), the same as `bot_normal`'s."""
from __future__ import annotations

import random

import pytest

from engines.r_eco import ENGINE, bot_normal
from engines.search import ismcts, policy_for, search
from engines.search.flat import flat_search
from engines.search.r_eco_policy import ROLLOUT_DEPTH, _flat_playout, _playout, _tree_playout


def _stepwise(state, rng, depth, normal):
    decide = bot_normal if normal else policy_for("r_eco", state.num_players).rollout
    first = None
    for _ in range(depth):
        movers = ENGINE.to_move(state)
        if not movers:
            break
        action = decide(ENGINE, state, movers[0], rng)
        first = action if first is None else first
        state = ENGINE.apply(state, movers[0], action)
    return first, state


@pytest.mark.parametrize("normal", [False, True], ids=["rollout", "normal"])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_playout_is_the_rollout_applied_step_by_step(n, normal):
    checked = ends = 0
    for g in range(12):
        rng = random.Random(g)
        state = ENGINE.new_game(n, seed=40 + g, options={"edition": "amigo"} if g % 3 == 2 else None)
        while movers := ENGINE.to_move(state):
            if rng.random() < 0.2:
                det = ENGINE.sample(state, movers[0], random.Random(g))
                depth = ROLLOUT_DEPTH if g % 2 else 200  # 200: to the end of the game
                a, b = random.Random(checked), random.Random(checked)
                first, end = _playout(det, a, depth, normal)
                want_first, want = _stepwise(det, b, depth, normal)
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


def test_the_hard_player_at_3_to_5_players_is_the_flat_search_and_at_2_the_tree():
    assert policy_for("r_eco", 2).search is ismcts and policy_for("r_eco", 2).playout is _tree_playout
    for n in (3, 4, 5):
        assert policy_for("r_eco", n).search is flat_search and policy_for("r_eco", n).playout is _flat_playout
        rng = random.Random(n)
        state = ENGINE.new_game(n, seed=n)
        for _ in range(9 * n):  # into the game, at a decision with a choice
            seat = ENGINE.to_move(state)[0]
            state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        while len(ENGINE.legal_actions(state, ENGINE.to_move(state)[0])) < 2:
            seat = ENGINE.to_move(state)[0]
            state = ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
        seat = ENGINE.to_move(state)[0]
        a = search(ENGINE, state, seat, budget_s=None, iterations=60, seed=3)
        b = search(ENGINE, state, seat, budget_s=None, iterations=60, seed=3)
        assert a.action == b.action and a.stats == b.stats  # deterministic with a cap
        assert a.action in ENGINE.legal_actions(state, seat)
        assert a.iterations == 60 and a.stats[0].action == a.action
