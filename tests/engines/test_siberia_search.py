"""Siberia's hard player searches as the common ISMCTS does with its policy (issue 19: the same
decisions, faster): its rollout loop (`playout`, one state copy changed in place) ends in the same
state with the same draws as `engine.apply(rollout(...))` step by step, and its search gives the
same statistics as `engines.search.mcts.ismcts`'s own loop over the policy's rollout and evaluate."""
from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from engines.search import policy_for
from engines.search.mcts import ismcts
from engines.search.siberia_policy import siberia
from engines.siberia import CARDS as ENGINE_CARDS
from engines.siberia import ENGINE, SALESMAN_SPECIALITIES, Draw, SkipDiscovery

E = ENGINE


def _stepwise(policy, s, rng, depth):
    """engines.search.mcts.ismcts's rollout loop (every seat plays the rollout policy)."""
    steps = 0
    while steps < depth:
        movers = E.to_move(s)
        if not movers:
            break
        p = movers[0]
        s = E.apply(s, p, policy.rollout(E, s, p, rng))
        steps += 1
    return s


def _positions(players, seed, options=None):
    """Every state of a seeded random game, and a sample of it for the seat to move."""
    rng = random.Random(seed)
    s = E.new_game(players, seed=seed, options=options)
    while not E.is_over(s):
        p = s.turn
        yield s
        yield E.sample(s, p, rng)
        s = E.apply(s, p, rng.choice(E.legal_actions(s, p)))


@pytest.mark.parametrize("players,options,values", [(2, None, None), (3, None, None), (4, None, None),
                                                    (3, {"last_turns": "others", "max_workers": 2}, None),
                                                    (2, {"last_turns": "none", "max_workers": 10}, None),
                                                    (4, None, ((6000, 3600), 1000))])
def test_playout_is_the_stepwise_rollout(players, options, values):
    policy = policy_for("siberia", players) if values is None else siberia(players, worker=values[0],
                                                                          salesman=values[1])
    playout = policy.playout.play_out
    reshuffled = over = 0
    for seed in range(3):
        for k, s in enumerate(_positions(players, 700 + seed, options)):
            before = E.encode(s)
            depth = (24, 200, 1, 3)[k % 4]
            a, b = random.Random(k), random.Random(k)
            want = _stepwise(policy, s, a, depth)
            got = playout(s, b, depth)
            assert E.encode(got) == E.encode(want)
            assert got.rng == want.rng and a.getstate() == b.getstate()
            assert E.encode(s) == before  # the state played from is untouched
            reshuffled += got.reshuffled is not None
            over += E.is_over(got)
    assert reshuffled and over  # the reshuffle and the end were played through


def _stuck(players, passes, face_down, seed):
    """A position where nobody can play (every hand full, nothing a hand shows can be done): the
    row holds gas cards only, the hands coal, oil, gold and diamond cards showing a worker or a
    salesman only (8 each), the workers' supply is empty, every salesman is hired and nobody owns
    an investor. `face_down` cards at the row's end are still to discover (gas too: a discovery
    starts the count again but changes nothing that can be played); `passes` players have
    already passed."""
    kinds = [c[0] for c in ENGINE_CARDS.resource_cards]
    row = [c for c, k in enumerate(kinds) if k == "gas"][:8]
    pile = [c for c in range(len(kinds)) if c not in row]
    deck = [t for t, n in enumerate(ENGINE_CARDS.action_copies) for _ in range(n)]
    held = [t for t in deck if t >= 3 and t % 3 != 2]  # type 3 * resource + person: no gas, no investor
    hands = []
    for p in range(players):
        hand = [0] * 15
        for t in held[8 * p:8 * p + 8]:
            hand[t] += 1
            deck.remove(t)
        hands.append(hand)
    random.Random(seed).shuffle(deck)
    saved = E.encode(E.new_game(players, seed=seed))
    saved.update({
        "hands": hands, "action_pile": deck, "discard": [], "row": row,
        "discovered": [1] * (8 - face_down) + [0] * face_down, "resource_pile": pile,
        "mines": [[] for _ in range(players)], "workers": {2: [5, 5], 3: [4, 3, 3], 4: [3, 3, 2, 2]}[players],
        "salesmen": [list(SALESMAN_SPECIALITIES[p::players]) for p in range(players)],
        "investors": [[] for _ in range(players)],
        "turn": seed % players, "phase": "discover" if face_down else "main", "pending": "",
        "final_turns": -1, "passes": passes, "memory": None})
    stuck = E.decode(saved)
    if not face_down:
        assert E.legal_actions(stuck, stuck.turn) == [Draw()]
    return stuck


@pytest.mark.parametrize("players", [2, 3, 4])
def test_playout_counts_passes_as_the_engine_does(players):
    """The rule of a game nobody moves on (every player passes in turn: it ends) in the playout,
    in the same state as the engine step by step: from the last positions of a game of players who
    never play nor discover unless made to (full hands, passes counted), and from positions where
    nobody can play (`_stuck`), with 0 to players - 1 passes already made and 0 to 2 cards still
    face down (a discovery starts the count again). With every card face up the game ends after
    exactly the passes still missing; with some face down the playouts still end by passes."""
    policy = policy_for("siberia", players)
    playout = policy.playout.play_out
    s = E.new_game(players, seed=60 + players)
    states = []
    while not E.is_over(s):
        states.append(s)
        legal = E.legal_actions(s, s.turn)
        action = (SkipDiscovery() if SkipDiscovery() in legal else legal[0]) if s.phase == "discover" \
            else next(a for a in legal if type(a).__name__ == "Draw")
        s = E.apply(s, s.turn, action)
    assert s.passes == players
    stuck = [(passes, face_down, _stuck(players, passes, face_down, seed))
             for passes in range(players) for face_down in (0, 1, 2) for seed in range(3)]
    ended = Counter()
    for k, (passes, face_down, t) in enumerate([(None, None, t) for t in states[-3 * players:]] + stuck):
        for depth in (1, 2, 5, 40):
            a, b = random.Random(k), random.Random(k)
            want = _stepwise(policy, t, a, depth)
            got = playout(t, b, depth)
            assert E.encode(got) == E.encode(want) and got.passes == want.passes
            by_passes = E.is_over(got) and got.final_turns < 0
            ended[face_down] += by_passes
            if face_down == 0:  # only passes are left to make: one a step
                assert by_passes == (depth >= players - passes)
                assert got.passes == min(players, passes + depth)
            if by_passes:
                assert got.passes == players and E.scores(got) == E.scores(t)
    assert ended[1] and ended[2], "the playouts reached the end by passes with cards to discover"


@pytest.mark.parametrize("players,seed,steps", [(2, 1, 30), (3, 2, 40), (3, 3, 75), (4, 4, 90), (4, 5, 10)])
def test_search_is_ismcts_over_rollout_and_evaluate(players, seed, steps):
    """The search with the policy's playout and sampler hooks gives mcts.ismcts's statistics
    with neither (its loop over rollout then evaluate, engine.sample at every iteration)."""
    rng = random.Random(seed)
    s = E.new_game(players, seed=seed)
    for _ in range(steps):
        s = E.apply(s, s.turn, rng.choice(E.legal_actions(s, s.turn)))
    while len(E.legal_actions(s, s.turn)) < 2:
        s = E.apply(s, s.turn, E.legal_actions(s, s.turn)[0])
    policy = policy_for("siberia", players)
    assert policy.playout is not None and policy.sampler is not None
    got = ismcts(E, s, s.turn, policy, budget_s=None, iterations=150, seed=seed)
    plain = dataclasses.replace(policy, playout=None, sampler=None)
    want = ismcts(E, s, s.turn, plain, budget_s=None, iterations=150, seed=seed)
    assert got.action == want.action and got.iterations == want.iterations
    assert [(x.action, x.visits, x.value) for x in got.stats] == [(x.action, x.visits, x.value) for x in want.stats]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_evaluate_is_margin_values(players):
    """The policy's evaluation, written out, gives margin_values's values (scale 3000, 600 a
    hand card while more than 2/3 of the game is left, less after), game ends included."""
    from engines.search.policy import margin_values
    policy = policy_for("siberia", players)
    over = salesmen = 0
    for seed in range(4):
        for s in _positions(players, 900 + seed):
            s = policy.playout.play_out(s, random.Random(seed), 200 if seed % 2 else 8)
            hidden = len(s.resource_pile) + s.discovered.count(False)
            rem = 0.0 if s.final_turns >= 0 else hidden / (len(ENGINE_CARDS.resource_cards) - 8)
            extra = [600.0 * min(1.0, 1.5 * rem) * sum(h) for h in s.hands]
            assert policy.evaluate(E, s, 0) == margin_values(E, s, 3000.0, extra)
            over += E.is_over(s)
            salesmen += any(s.salesmen)
    assert over and salesmen


@pytest.mark.parametrize("players", [2, 4])
def test_one_sampler_draws_what_sample_draws(players):
    """The search's samples of a position come from one prepared sampler: the same states and
    generator state, sample after sample, as engine.sample each time (before and after reshuffles)."""
    reshuffled = 0
    for k, s in enumerate(_positions(players, 950)):
        if k % 3:
            continue
        p = s.turn
        draw = E.sampler(s, p)
        a, b = random.Random(k), random.Random(k)
        for _ in range(3):
            assert E.encode(draw(a)) == E.encode(E.sample(s, p, b))
        assert a.getstate() == b.getstate()
        reshuffled += s.reshuffled is not None
    assert reshuffled


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_discovers_when_a_skip_would_stall_the_game(players):
    """With the resource pile empty and only face-down cards left in the row, the hard player
    discovers: a skip changes nothing then, and the normal players skip while behind, so a
    leading hard player that skipped made a 4-player arena game last forever (seed 3009, 1000
    iterations: full hands drawing nothing, turn after turn)."""
    from engines.search import search
    from engines.siberia import Discover
    s = E.new_game(players, seed=5)
    s.resource_pile = []
    s.row = s.row[:2]
    s.discovered = [False, False]
    s.phase = "discover"
    assert SkipDiscovery() in E.legal_actions(s, s.turn)
    for seed in range(3):
        result = search(E, s, s.turn, budget_s=None, iterations=60, seed=seed)
        assert isinstance(result.action, Discover)
    s.discovered = [True, False]  # a face-up card: a skip is the player's choice again
    assert any(isinstance(st.action, SkipDiscovery)
               for st in search(E, s, s.turn, budget_s=None, iterations=60, seed=0).stats)
