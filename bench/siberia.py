"""Siberia engine speed: random 3-player games to the end."""
from __future__ import annotations

import random
import time
from collections.abc import Iterator

from engines.siberia import ENGINE


def play_random_game(seed: int, num_players: int = 3) -> int:
    """Plays one game of random legal actions; returns the number of actions."""
    rng = random.Random(seed)
    state = ENGINE.new_game(num_players, seed=seed)
    steps = 0
    while not ENGINE.is_over(state):
        seat = state.turn
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        steps += 1
    return steps


def run() -> Iterator[tuple[str, float, str]]:
    games = 0
    actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < 2.0:
        actions += play_random_game(games)
        games += 1
    elapsed = time.perf_counter() - start
    yield ("siberia_random_games_per_s", games / elapsed, "games/s")
    yield ("siberia_random_actions_per_s", actions / elapsed, "actions/s")
