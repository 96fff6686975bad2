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
