"""Siberia engine speed: random 3-player games to the end, and the hard player's simulations a
second (ISMCTS iterations at a fixed cap on a few fixed seeded positions: what its strength at a
time budget rests on)."""
from __future__ import annotations

import random
import time
from collections.abc import Iterator
from typing import Any

import engines
from bench._speed import random_games

#: (seed, random actions played from the start): main-phase decisions early, mid and late game
POSITIONS = ((1, 12), (2, 40), (3, 75))
HARD_ITERATIONS = 300


def position(seed: int, steps: int, game: str = "siberia", num_players: int = 3) -> tuple[Any, int]:
    """A seeded random game stopped after `steps` actions, then at the next decision with a choice."""
    engine = engines.get(game)
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


def hard_iterations_per_s(game: str, positions, iterations: int, num_players: int = 3) -> float:
    """The hard player's search (engines.search.search) with an iteration cap and no time budget
    on each position: total iterations over total seconds."""
    from engines.search import search

    engine = engines.get(game)
    states = [position(seed, steps, game, num_players) for seed, steps in positions]
    done = 0
    start = time.perf_counter()
    for k, (state, seat) in enumerate(states):
        done += search(engine, state, seat, budget_s=None, iterations=iterations, seed=k).iterations
    return done / (time.perf_counter() - start)


def run() -> Iterator[tuple[str, float, str]]:
    games, actions = random_games("siberia", 3)
    yield ("siberia_random_games_per_s", games, "games/s")
    yield ("siberia_random_actions_per_s", actions, "actions/s")
    yield ("siberia_hard_iterations_per_s", hard_iterations_per_s("siberia", POSITIONS, HARD_ITERATIONS),
           "iterations/s")
