"""Siberia engine speed: random 3-player games to the end, and the hard player's simulations a
second (ISMCTS iterations at a fixed cap on a few fixed seeded positions: what its strength at a
time budget rests on). CPU time, against KOTATSU_BENCH_BASE's tree in the same run when it is set
(bench/_speed.py)."""
from __future__ import annotations

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


def hard_iterations_per_s(game: str, positions, iterations: int, num_players: int = 3,
                          tree: Tree = THIS) -> float:
    """The hard player's search (engines.search.search) with an iteration cap and no time budget
    on each position: total iterations over total CPU seconds."""
    with tree:
        search = tree.search()
        engine = tree.get(game)
        states = [position(seed, steps, game, num_players, engine) for seed, steps in positions]
        done = 0
        elapsed = 0.0
        for k, (state, seat) in enumerate(states):
            start = clock()
            done += search(engine, state, seat, budget_s=None, iterations=iterations, seed=k).iterations
            elapsed += clock() - start
    return done / elapsed


def run(seconds: float = 2.0) -> Iterator[tuple[str, float, str]]:
    games, note = compare(lambda tree: random_games("siberia", 3, seconds / 2, tree=tree)[0])
    yield ("siberia_random_games_per_s", games, f"games/s {note}".rstrip())
    iters, inote = compare(lambda tree: hard_iterations_per_s("siberia", POSITIONS, HARD_ITERATIONS, tree=tree))
    yield ("siberia_hard_iterations_per_s", iters, f"iterations/s {inote}".rstrip())
