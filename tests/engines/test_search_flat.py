"""engines.search.flat: flat Monte Carlo with common random numbers (the hard player's search where a
best response to normal-like play beats a tree)."""
from __future__ import annotations

from engines.search import GamePolicy
from engines.search.flat import flat_search


class Toy:
    """Three actions worth 0.0, 0.5 and 1.0 (plus the round's noise, the same for each action)."""

    name = "toy"

    def legal_actions(self, state, seat):
        return [0, 1, 2]

    def sample(self, state, seat, rng):
        return ("det", rng.random())

    def apply(self, state, seat, action):
        return action


def _policy(samples=None, noise=5.0, prune=None):
    def playout(engine, after, seat, rng):
        if samples is not None:
            samples.append((after, rng.random()))
            return [0.0]
        return [0.5 * after + noise * rng.random()]

    return GamePolicy(rollout=None, evaluate=None, playout=playout, prune=prune)


def test_common_random_numbers_rank_the_actions_despite_the_noise():
    """The noise is 10x the differences, but every action of a round gets the same random numbers:
    one round already ranks them, and the means differ by exactly the actions' worth."""
    result = flat_search(Toy(), None, 0, _policy(), budget_s=None, iterations=3, seed=1)
    assert [s.action for s in result.stats] == [2, 1, 0]
    assert abs((result.stats[0].value - result.stats[2].value) - 1.0) < 1e-9
    assert result.iterations == 3 and result.kind == "flat"


def test_each_round_shares_one_determinization_and_one_seed():
    seen: list = []
    flat_search(Toy(), None, 0, _policy(seen), budget_s=None, iterations=6, seed=3)
    draws = [r for _, r in seen]
    assert draws[0] == draws[1] == draws[2] and draws[3] == draws[4] == draws[5] and draws[0] != draws[3]
    assert [a for a, _ in seen] == [0, 1, 2, 0, 1, 2]


def test_a_round_cut_short_is_left_out_and_the_search_is_reproducible():
    a = flat_search(Toy(), None, 0, _policy(), budget_s=None, iterations=7, seed=5)
    b = flat_search(Toy(), None, 0, _policy(), budget_s=None, iterations=7, seed=5)
    assert [(s.action, s.visits, s.value) for s in a.stats] == [(s.action, s.visits, s.value) for s in b.stats]
    assert all(s.visits == 2 for s in a.stats), "the 7th playout's round is incomplete, so not counted"


def test_the_race_drops_an_action_clearly_behind():
    result = flat_search(Toy(), None, 0, _policy(noise=0.01), budget_s=None, iterations=300, seed=2, race=2.0)
    visits = {s.action: s.visits for s in result.stats}
    assert result.action == 2
    assert visits[0] == 8 and visits[2] > 8, "action 0 leaves the race after 8 rounds; the best two stay"


def test_prune_narrows_the_candidates_and_one_legal_action_needs_no_search():
    result = flat_search(Toy(), None, 0, _policy(prune=lambda e, s, p, acts: acts[:2]), budget_s=None,
                         iterations=20, seed=0)
    assert {s.action for s in result.stats} == {0, 1} and result.action == 1

    class One(Toy):
        def legal_actions(self, state, seat):
            return [7]

    assert flat_search(One(), None, 0, _policy(), budget_s=None, iterations=5).action == 7


def test_a_policy_sampler_is_prepared_once_and_draws_every_round():
    import dataclasses

    prepared: list = []

    def sampler(engine, state, seat):
        prepared.append(state)
        return lambda rng: ("det", rng.random())

    policy = dataclasses.replace(_policy(), sampler=sampler)
    plain = flat_search(Toy(), "root", 0, _policy(), budget_s=None, iterations=9, seed=4)
    mine = flat_search(Toy(), "root", 0, policy, budget_s=None, iterations=9, seed=4)
    assert prepared == ["root"]
    assert [(s.action, s.visits, s.value) for s in mine.stats] == [(s.action, s.visits, s.value) for s in plain.stats]
