"""Coloretto engine speed: random 3-player games to the end, the hard player's search iterations a
second on fixed 2-player positions (both CPU time, against KOTATSU_BENCH_BASE's tree too when it is
set: bench/_speed.py), and the normal bot's move time."""
from __future__ import annotations

import random
import time
from collections.abc import Iterator

from bench._speed import game_lines
from engines.coloretto import ENGINE, bot_normal


def run(seconds: float = 2.0) -> Iterator[tuple[str, float, str]]:
    yield from game_lines("coloretto", 3, 2, 400, seconds / 2)
    rng = random.Random(0)
    moves = seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds / 2:
        state = ENGINE.new_game(3, seed=10_000 + seed)
        seed += 1
        while not ENGINE.is_over(state):
            p = state.current
            state = ENGINE.apply(state, p, bot_normal(ENGINE, state, p, rng))
            moves += 1
    yield ("coloretto_normal_bot_ms_per_move", 1000 * (time.perf_counter() - start) / max(moves, 1), "ms")
