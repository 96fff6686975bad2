"""R-Eco engine speed: random 3-player games to the end."""
from __future__ import annotations

import random
import time
from collections.abc import Iterator

from engines.r_eco import ENGINE


def run(seconds: float = 2.0) -> Iterator[tuple[str, float, str]]:
    rng = random.Random(0)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = ENGINE.new_game(3, seed=games)
        while not ENGINE.is_over(state):
            p = state.current
            state = ENGINE.apply(state, p, rng.choice(ENGINE.legal_actions(state, p)))
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    yield ("r_eco_random_games_per_s", games / elapsed, "games/s")
    yield ("r_eco_random_actions_per_s", actions / elapsed, "actions/s")
