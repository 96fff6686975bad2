"""Pueblo benchmarks: the vectorised inspection and what-if preview on a late-game pueblo, each
beside the plain-Python reference (engines/pueblo/reference.py), random games per second, and the
hard player's simulations a second (its depth-2 search at a fixed iteration cap on a few fixed
seeded 3-player positions: what its strength at a time budget rests on). The last two lines are CPU
time, against KOTATSU_BENCH_BASE's tree in the same run when it is set (bench/_speed.py)."""
from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator

import engines
from bench._speed import THIS, Tree, compare, random_games
from bench.siberia import hard_iterations_per_s
from engines.pueblo import grid, inspect_all, what_if
from engines.pueblo.reference import inspect_all_reference, preview_reference


def _best_time(fn: Callable[[], object], min_total: float = 0.3, repeats: int = 5) -> float:
    """Seconds per call: the best of several batches."""
    number = 1
    while True:
        start = time.perf_counter()
        for _ in range(number):
            fn()
        if time.perf_counter() - start > min_total / repeats or number > 1 << 20:
            break
        number *= 2
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - start) / number)
    return best


#: (seed, random actions from the start) of the hard player's positions: early, mid and late building
HARD_POSITIONS = ((1, 6), (2, 30), (3, 54))
HARD_ITERATIONS = 24


def hard_iterations(tree: Tree = THIS) -> float:
    return hard_iterations_per_s("pueblo", HARD_POSITIONS, HARD_ITERATIONS, tree=tree)


def late_game_state(num_players: int = 4, seed: int = 1):
    """A random game stopped when about 80 % of the blocks are down, a seat about to open a pair."""
    engine = engines.get("pueblo")
    rng = random.Random(seed)
    state = engine.new_game(num_players, seed=seed)
    own, neutral = {2: (8, 7), 3: (6, 5), 4: (5, 4)}[num_players]
    target = int(0.8 * num_players * (own + neutral))
    while not (state.phase == "place" and state.next_block > target
               and len(state.block_choices(state.current)) == 2):
        p = state.current
        state = engine.apply(state, p, rng.choice(engine.legal_actions(state, p)))
    return state


def run() -> Iterator[tuple[str, float, str]]:
    state = late_game_state()
    n = state.num_players
    nested = state.colours.tolist()
    numpy_all = _best_time(lambda: inspect_all(state.colours, n))
    plain_all = _best_time(lambda: inspect_all_reference(nested, n))
    yield "pueblo_inspect_all_us", numpy_all * 1e6, "us"
    yield "pueblo_inspect_all_reference_us", plain_all * 1e6, "us"
    yield "pueblo_inspect_all_speedup", plain_all / numpy_all, "x"

    seat = state.current
    preview = what_if(state, seat)
    shapes = grid.rotations(state.options["stepped"])
    choices, reference = preview_reference(nested, state.block_choices(seat), shapes, state.chieftain, n)
    assert sorted(map(repr, choices)) == sorted(map(repr, preview.choices))
    numpy_preview = _best_time(lambda: what_if(state, seat))
    plain_preview = _best_time(lambda: preview_reference(nested, state.block_choices(seat), shapes,
                                                          state.chieftain, n), repeats=3)
    yield "pueblo_preview_choices", len(preview.choices), "placements x block choices (x 4 moves)"
    yield "pueblo_preview_ms", numpy_preview * 1e3, "ms"
    yield "pueblo_preview_reference_ms", plain_preview * 1e3, "ms"
    yield "pueblo_preview_speedup", plain_preview / numpy_preview, "x"

    games_per_s, note = compare(lambda tree: random_games("pueblo", 3, 1.0, tree=tree)[0])
    yield "pueblo_random_games_per_s", games_per_s, f"games/s {note}".rstrip()
    iterations, inote = compare(hard_iterations)
    yield "pueblo_hard_iterations_per_s", iterations, f"iterations/s {inote}".rstrip()
