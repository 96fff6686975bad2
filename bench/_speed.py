"""Engine speed, the same way for every game: random legal games to the end for a while."""
from __future__ import annotations

import random
import time

import engines


def random_games(game: str, num_players: int, seconds: float = 2.0, seed: int = 0) -> tuple[float, float]:
    """Plays random legal games for about `seconds`; returns (games per second, actions per second)."""
    engine = engines.get(game)
    rng = random.Random(seed)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = engine.new_game(num_players, seed=seed + games)
        while movers := engine.to_move(state):
            seat = movers[0]
            state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed


def search_positions(game: str, num_players: int, positions: int = 4, seed: int = 0) -> list[tuple[object, int]]:
    """A few fixed mid-game positions: game k (seed + k) played by a seeded random player, stopped
    (k + 1) / (positions + 1) of the way through (by its number of actions), at the first decision
    there with a choice: (state, seat to search for)."""
    engine = engines.get(game)
    chosen = []
    for k in range(positions):
        states = []
        state = engine.new_game(num_players, seed=seed + k)
        rng = random.Random(seed + k)
        while movers := engine.to_move(state):
            legal = engine.legal_actions(state, movers[0])
            states.append((state, movers[0], len(legal)))
            state = engine.apply(state, movers[0], rng.choice(legal))
        start = len(states) * (k + 1) // (positions + 1)
        for state, seat, choices in states[start:]:
            if choices > 1:
                chosen.append((state, seat))
                break
    return chosen


def hard_iterations(game: str, num_players: int, iterations: int, positions: int = 4,
                    seed: int = 0) -> float:
    """The hard player's search (engines.search.search) on fixed positions with an iteration cap and
    no time budget: its iterations (simulations) a second, over all the positions."""
    from engines.search import search

    engine = engines.get(game)
    done = 0
    elapsed = 0.0
    for k, (state, seat) in enumerate(search_positions(game, num_players, positions, seed)):
        start = time.perf_counter()
        result = search(engine, state, seat, budget_s=None, iterations=iterations, seed=k)
        elapsed += time.perf_counter() - start
        done += result.iterations
    return done / elapsed
