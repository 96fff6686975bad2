"""Siberia engine speed: random 3-player games to the end, and the hard player's simulations a
second (ISMCTS iterations at a fixed cap on a few fixed seeded positions: what its strength at a
time budget rests on). CPU time, against KOTATSU_BENCH_BASE's tree in the same run when it is set
(bench/_speed.py).

`siberia_hard_iterations_per_s` repeats the same searches round after round, so from the second
round on the search policy's memos (engines/search/siberia_policy.py: the row's gains by its
face-up cards, a node's pruned legal plays, the action keys) already hold every answer;
`siberia_hard_cold_iterations_per_s` starts every search with fresh memos (the policy cache
cleared), as a game's first search does. A game's later searches sit in between (new positions,
memos kept)."""
from __future__ import annotations

import importlib
import random
from collections.abc import Iterator
from typing import Any

import engines
from bench._speed import THIS, Tree, clock, compare, random_games

#: (seed, random actions played from the start): main-phase decisions early, mid and late game
POSITIONS = ((1, 12), (2, 40), (3, 75))
HARD_ITERATIONS = 300


def position(seed: int, steps: int, game: str = "siberia", num_players: int = 3,
             engine: Any = None) -> tuple[Any, int]:
    """A seeded random game stopped after `steps` actions, then at the next decision with a choice."""
    engine = engine if engine is not None else engines.get(game)
    rng = random.Random(seed)
    state = engine.new_game(num_players, seed=seed)
    done = 0
    while True:
        seat = engine.to_move(state)[0]
        legal = engine.legal_actions(state, seat)
        if done >= steps and len(legal) > 2:
            return state, seat
        state = engine.apply(state, seat, rng.choice(legal))
        done += 1


def _policy_caches() -> list[dict[Any, Any]]:
    """The search policy caches of the tree now in use (engines.search, or an older tree's
    engines.search_policies): cleared, every search builds its policy and memos afresh."""
    caches = []
    for name in ("engines.search", "engines.search_policies"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        if isinstance(getattr(module, "_cache", None), dict):
            caches.append(module._cache)
    return caches


def hard_iterations_per_s(game: str, positions, iterations: int, num_players: int = 3,
                          tree: Tree = THIS, *, cold: bool = False) -> float:
    """The hard player's search (engines.search.search) with an iteration cap and no time budget
    on each position: total iterations over total CPU seconds. `cold`: each search with fresh
    policy memos."""
    with tree:
        search = tree.search()
        engine = tree.get(game)
        states = [position(seed, steps, game, num_players, engine) for seed, steps in positions]
        caches = _policy_caches() if cold else []
        done = 0
        elapsed = 0.0
        for k, (state, seat) in enumerate(states):
            for cache in caches:
                cache.clear()
            start = clock()
            done += search(engine, state, seat, budget_s=None, iterations=iterations, seed=k).iterations
            elapsed += clock() - start
    return done / elapsed


def run(seconds: float = 2.0) -> Iterator[tuple[str, float, str]]:
    games, note = compare(lambda tree: random_games("siberia", 3, seconds / 2, tree=tree)[0])
    yield ("siberia_random_games_per_s", games, f"games/s {note}".rstrip())
    iters, inote = compare(lambda tree: hard_iterations_per_s("siberia", POSITIONS, HARD_ITERATIONS, tree=tree))
    yield ("siberia_hard_iterations_per_s", iters, f"iterations/s {inote}".rstrip())
    cold, cnote = compare(lambda tree: hard_iterations_per_s("siberia", POSITIONS, HARD_ITERATIONS, tree=tree,
                                                            cold=True))
    yield ("siberia_hard_cold_iterations_per_s", cold, f"iterations/s {cnote}".rstrip())
