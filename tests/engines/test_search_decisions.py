"""The hard player decides as it did before the search was made faster (issue 19): 61 searches
(every game; the bench's positions and caps, and more) recorded from the tree before the speed-ups,
at a fixed iteration cap and seed, give the same decision and the same root statistics (visits
and values to 9 decimals). And Pueblo's vectorised static score equals the loop over moves it
replaced, element for element, on random positions."""
from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest

import engines
from engines.search import search

#: one file a game (so that a game's intended change re-records only its own searches)
DATA = [case for path in sorted((Path(__file__).parent / "search_decisions").glob("*.json"))
        for case in json.loads(path.read_text())["cases"]]


def _position(game, n, where):
    """The recorded position: ("bench", seed, positions, k) as bench/_speed.search_positions, or
    ("steps", seed, steps) as bench/siberia.position (a seeded random game)."""
    engine = engines.get(game)
    if where[0] == "bench":
        _, seed, positions, k = where
        states = []
        state = engine.new_game(n, seed=seed + k)
        rng = random.Random(seed + k)
        while movers := engine.to_move(state):
            legal = engine.legal_actions(state, movers[0])
            states.append((state, movers[0], len(legal)))
            state = engine.apply(state, movers[0], rng.choice(legal))
        start = len(states) * (k + 1) // (positions + 1)
        return next((s, p) for s, p, choices in states[start:] if choices > 1)
    _, seed, steps = where
    rng = random.Random(seed)
    state = engine.new_game(n, seed=seed)
    done = 0
    while True:
        seat = engine.to_move(state)[0]
        legal = engine.legal_actions(state, seat)
        if done >= steps and len(legal) > 2:
            return state, seat
        state = engine.apply(state, seat, rng.choice(legal))
        done += 1


@pytest.mark.parametrize("case", DATA, ids=[f"{c[0]}-{c[1]}p-{'-'.join(map(str, c[2]))}-{c[3]}it" for c in DATA])
def test_recorded_decision(case):
    game, n, where, cap, seed, decision, stats = case
    engine = engines.get(game)
    state, seat = _position(game, n, where)
    result = search(engine, state, seat, budget_s=None, iterations=cap, seed=seed)
    assert engine.encode_action(result.action) == decision
    got = [[engine.encode_action(s.action), s.visits, round(s.value, 9)] for s in result.stats]
    assert json.loads(json.dumps(got)) == stats


def _static_loop(every, state, seat):
    """engines/search/pueblo.py's _static before it was vectorised (one move at a time)."""
    from engines.search.pueblo import LOOKAHEAD, _progress, _relative
    n = state.num_players
    ahead = np.roll(every, -(state.chieftain + 1), axis=1)[:, :8]
    order = state.order
    later = order[(order.index(seat) + 1) % n] if seat in order else (seat + 1) % n
    value = np.empty((every.shape[0], 4))
    for m in range(1, 5):
        now = _relative(ahead[:, m - 1], seat)
        options = ahead[:, m:m + 4]
        pick = _relative(options, later).argmin(axis=1)
        then = _relative(options[np.arange(len(options)), pick], seat)
        value[:, m - 1] = now + LOOKAHEAD * then
    if not state.dismantling:
        lap = 0.35 + 0.65 * _progress(state)
        value += lap * _relative(every.sum(axis=1), seat)[:, None]
    return value


def test_pueblo_static_equals_the_loop():
    from engines.search import pueblo as searched
    from engines.search.pueblo import _static, _turn_options
    engine = engines.get("pueblo")
    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = engine.new_game(2 + seed % 3, seed=seed)
        while engine.to_move(state):
            p = engine.to_move(state)[0]
            if state.phase in ("place", "move"):
                places, board = searched._board_options(state, p)
                for seat in range(state.num_players):
                    expected = _static_loop(board.every, state, seat)
                    assert np.array_equal(_static(board.every, state, seat), expected)
                    assert np.array_equal(board.static(state, seat), expected)
                    checked += 1
                cache = {}  # the search asks for the seat to move only
                _turn_options(state, p, cache)  # fills the cache
                cached_places, value = _turn_options(state, p, cache)
                assert cached_places == places and np.array_equal(value, _static_loop(board.every, state, p))
            state = engine.apply(state, p, rng.choice(engine.legal_actions(state, p)))
    assert checked > 200
