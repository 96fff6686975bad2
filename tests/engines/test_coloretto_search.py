"""Coloretto's hard-player searches (engines/search/coloretto_fast.py's playouts).

- ISMCTS with the playout on the light simulation (`rollout_playout`) decides exactly as ISMCTS
  with its own loop over the policy's rollout and evaluation: the same root statistics (visits
  and values, exactly) at 2-5 players, both editions, both scoring tables, short supplies and
  matches of several deals.
- `deal_playout` plays a deal as the engine does: its totals are the engine's scores after the same
  choices made with `engine.apply` (a reference rule written out here on the engine's states).
"""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engines.coloretto import ENGINE, GOLDEN_JOKER, LAST_ROUND, Draw, Take, score_collection
from engines.search.coloretto_fast import deal_playout, scorer_of
from engines.search.coloretto_policy import coloretto_ismcts
from engines.search.flat import flat_search
from engines.search.mcts import ismcts

OPTIONS = [None, {"edition": "classic"}, {"scoring": "alternative"},
           {"match_games": 3, "last_round_depth": 4}, {"edition": "classic", "last_round_depth": 1, "match_games": 2}]


def _positions(n, seed, every=6, options=None):
    state = ENGINE.new_game(n, seed=seed, options=options)
    rng = random.Random(seed)
    step = 0
    while ENGINE.to_move(state):
        p = state.current
        legal = ENGINE.legal_actions(state, p)
        if len(legal) > 1 and step % every == 0:
            yield state, p, step
        state = ENGINE.apply(state, p, rng.choice(legal))
        step += 1


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_ismcts_with_the_playout_is_ismcts_with_its_loop(n):
    policy = coloretto_ismcts(n)
    assert policy.playout is not None
    loop = replace(policy, playout=None)
    checked = 0
    for k, options in enumerate(OPTIONS):
        for state, seat, step in _positions(n, 40 + k, every=9, options=options):
            got = ismcts(ENGINE, state, seat, policy, budget_s=None, iterations=40, seed=step)
            want = ismcts(ENGINE, state, seat, loop, budget_s=None, iterations=40, seed=step)
            assert [(s.action, s.visits, s.value) for s in got.stats] == \
                   [(s.action, s.visits, s.value) for s in want.stats]
            assert got.action == want.action and got.iterations == want.iterations
            checked += 1
    assert checked > 40


def _reference_deal(state, final=False):
    """The deal of `state` played to its end on the engine with deal_playout's rule: the totals
    (or the final state)."""
    s = state
    deal = s.deal

    def score(col):
        return score_collection([col[c] for c in s.colours], col[7] + col[8], col[9], s.scoring)

    def with_cards(col, cards):
        col = col[:]
        for c in cards:
            col[c] += 1
        return col

    while not s.over and s.deal == deal:
        p = s.current
        others = [q for q in range(s.num_players) if q != p and not s.out[q]]
        if s.drawn is not None:
            best, best_v = None, -1e9
            for a in ENGINE.legal_actions(s, p):
                row = s.rows[a.row]
                gains = [score(with_cards(s.collections[q], row + [s.drawn])) - score(with_cards(s.collections[q], row))
                         for q in [p] + others]
                theirs = max(gains[1:], default=0)
                v = gains[0] - 0.7 * theirs + (0.3 if len(row) + 1 < s.capacities[a.row] else 0.0)
                if v > best_v:
                    best, best_v = a, v
            s = ENGINE.apply(s, p, best)
            continue
        top = [c for c in s.supply if c != LAST_ROUND][-1:] if s.supply else []
        takes = [a for a in ENGINE.legal_actions(s, p) if isinstance(a, Take)]
        best, best_g = None, -1e9
        for a in takes:
            row = s.rows[a.row] + (top if GOLDEN_JOKER in s.rows[a.row] else [])
            g = score(with_cards(s.collections[p], row)) - score(s.collections[p])
            if g > best_g:
                best, best_g = a, g
        slots = sum(s.capacities[r] - len(s.rows[r]) for r in range(len(s.rows)) if not s.taken[r])
        if Draw() in ENGINE.legal_actions(s, p) and (best is None or best_g < 5.5 + 0.5 * slots / (len(others) + 1)):
            s = ENGINE.apply(s, p, Draw())
        else:
            s = ENGINE.apply(s, p, best)
    assert s.over
    return s if final else list(s.match_totals)


def _reference_end(state):
    """The state at the end of the game (of one deal) played by _reference_deal's rule."""
    return _reference_deal(state, final=True)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_deal_playout_plays_the_deal_as_the_engine(n):
    checked = 0
    for k, options in enumerate([None, {"edition": "classic"}, {"scoring": "alternative"},
                                 {"last_round_depth": 2}, {"last_round_depth": 30}]):
        for state, _seat, _step in _positions(n, 70 + k, every=5, options=options):
            det = ENGINE.sample(state, state.current, random.Random(checked))
            if det.match_games != 1:
                continue
            table, miss = scorer_of(det)
            assert deal_playout(det, table, miss) == _reference_deal(det)
            checked += 1
    assert checked > 30


def test_the_search_by_player_count():
    """ISMCTS with the rollout playout at 2 players (the bench's and the recorded 2-player
    searches), the flat best response with the deal playout at 3-5."""
    from engines.search import policy_for
    from engines.search.coloretto_fast import deal_values

    assert policy_for("coloretto", 2).search is ismcts and policy_for("coloretto", 2).playout is not None
    for n in (3, 4, 5):
        policy = policy_for("coloretto", n)
        assert policy.search is flat_search and policy.playout is deal_values


@pytest.mark.parametrize("n", [3, 4, 5])
def test_best_response_is_legal_reproducible_and_keeps_its_cap(n):
    from engines.search import policy_for

    policy = policy_for("coloretto", n)
    for state, seat, step in list(_positions(n, 90 + n, every=11))[:6]:
        legal = ENGINE.legal_actions(state, seat)
        a = flat_search(ENGINE, state, seat, policy, budget_s=None, iterations=30, seed=step)
        b = flat_search(ENGINE, state, seat, policy, budget_s=None, iterations=30, seed=step)
        assert a.action in legal and a.iterations <= 30
        assert [(s.action, s.visits, s.value) for s in a.stats] == [(s.action, s.visits, s.value) for s in b.stats]
        assert sorted(map(str, (s.action for s in a.stats))) == sorted(map(str, legal))
        assert all(0.0 <= s.value <= 1.0 for s in a.stats)
        assert a.stats[0].value == max(s.value for s in a.stats)


def test_deal_values_are_margin_values_of_the_deal_played_out():
    from engines.search.coloretto_fast import deal_values
    from engines.search.policy import margin_values

    checked = 0
    for n in (3, 4, 5):
        for state, _seat, _step in _positions(n, 110 + n, every=13):
            det = ENGINE.sample(state, state.current, random.Random(checked))
            end = det
            while not end.over:  # the end of the deal played by the reference rule (one deal a game)
                end = _reference_end(end)
            assert deal_values(ENGINE, det, 0, random.Random(0)) == margin_values(ENGINE, end, 5.0)
            checked += 1
    assert checked > 10


def test_score_tables_are_score_collection():
    from engines.search.coloretto_fast import CODE, _scorer

    rng = random.Random(5)
    for colours in ((0, 1, 2, 3, 4), (0, 2, 3, 4, 5, 6), tuple(range(7))):
        for scoring in ("classic", "alternative"):
            table, miss = _scorer(colours, scoring)
            for _ in range(300):
                col = [0] * 11
                for c in colours:
                    col[c] = rng.randrange(0, 10) if rng.random() < 0.5 else 0
                col[7], col[8], col[9] = rng.randrange(3), rng.randrange(2), rng.randrange(11)
                code = sum(col[k] * CODE[k] for k in range(10))
                want = score_collection([col[c] for c in colours], col[7] + col[8], col[9], scoring)
                assert miss(code) == want and table[code] == want
