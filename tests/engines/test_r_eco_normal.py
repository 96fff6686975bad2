"""R-Eco's hard player at 3-5 players plays its playouts with `bot_normal` for every seat on a
scratch copy (engines/search/r_eco_normal.py, `_normal_playout`): the same decisions, draws and end
as `bot_normal`'s decisions applied one by one with `engine.apply`, and the same random numbers."""
from __future__ import annotations

import random

import pytest

from engines.r_eco import ENGINE, bot_normal
from engines.search.r_eco_normal import _normal_playout
from engines.search.r_eco_policy import _rows_of_hand


def _stepwise(state, rng, depth):
    first = None
    for _ in range(depth):
        movers = ENGINE.to_move(state)
        if not movers:
            break
        action = bot_normal(ENGINE, state, movers[0], rng)
        first = action if first is None else first
        state = ENGINE.apply(state, movers[0], action)
    return first, state


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_normal_playout_is_bot_normal_applied_step_by_step(n):
    checked = ends = 0
    for g in range(10):
        rng = random.Random(g)
        state = ENGINE.new_game(n, seed=70 + g, options={"edition": "amigo"} if g % 3 == 2 else None)
        while movers := ENGINE.to_move(state):
            if rng.random() < 0.15:
                det = ENGINE.sample(state, movers[0], random.Random(g))
                depth = 12 if g % 2 else 400  # 400: to the end of the game
                a, b = random.Random(checked), random.Random(checked)
                first, end = _normal_playout(det, a, depth, _rows_of_hand)
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
    assert checked > 40 and ends > 5


def test_the_hard_player_at_3_to_5_players_is_the_flat_search_and_at_2_the_tree():
    from engines.search import ismcts, policy_for, search
    from engines.search.flat import flat_search
    from engines.search.r_eco_policy import _flat_playout, _tree_playout

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
