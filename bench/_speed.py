"""Engine speed, the same way for every game: random legal games to the end for a while, and the
hard player's search iterations on fixed positions.

Timing is CPU time of this process (`time.process_time`): on a shared, loaded machine wall-clock
figures swing with the load, CPU time much less.

Today's tree against another one in the same run: with `KOTATSU_BENCH_BASE=/path/to/tree` (a tree
with an `engines/` package, e.g. this morning's checkout), each figure is measured on both trees,
in interleaved rounds in this one process (`Tree`: each tree's `engines` modules are imported under
their own names and put in `sys.modules` while that tree runs), and the line gives the median of
the rounds on this tree, then the other tree's median and the ratio:
`r_eco_random_games_per_s: 1402.3 games/s (base 431.2, 3.25x: median of 5 interleaved rounds' ratios, cpu time)`.
`KOTATSU_BENCH_ROUNDS` (default 5 with a base, 1 without) sets the rounds. The ratio is the median
of the rounds' own ratios (each pair measured back to back, under about the same load: on a
machine shared by many, the load moves more between rounds than within one).
"""
from __future__ import annotations

import importlib
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

clock = time.process_time


class Tree:
    """One tree's `engines` package, usable side by side with another tree's in one process."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root
        if root is None:  # this tree: the modules already imported (and those imported later)
            self.modules: dict[str, Any] | None = None
            self.label = "this tree"
            return
        self.label = str(root)
        saved = {k: v for k, v in sys.modules.items() if k == "engines" or k.startswith("engines.")}
        for k in saved:
            del sys.modules[k]
        sys.path.insert(0, str(root))
        try:
            importlib.import_module("engines")
            for name in ("core", "search"):
                importlib.import_module(f"engines.{name}")
            self.modules = {k: v for k, v in sys.modules.items()
                            if k == "engines" or k.startswith("engines.")}
        finally:
            sys.path.remove(str(root))
            for k in [k for k in sys.modules if k == "engines" or k.startswith("engines.")]:
                del sys.modules[k]
            sys.modules.update(saved)

    def __enter__(self) -> Any:
        """Makes this tree's modules the `engines` ones (lazy imports inside them resolve here)."""
        self._depth = getattr(self, "_depth", 0) + 1
        if self.modules is None or self._depth > 1:
            return importlib.import_module("engines")
        self._saved = {k: v for k, v in sys.modules.items() if k == "engines" or k.startswith("engines.")}
        for k in self._saved:
            del sys.modules[k]
        sys.modules.update(self.modules)
        sys.path.insert(0, str(self.root))
        return self.modules["engines"]

    def __exit__(self, *exc: object) -> None:
        self._depth -= 1
        if self.modules is None or self._depth:
            return
        sys.path.remove(str(self.root))
        for k in [k for k in sys.modules if k == "engines" or k.startswith("engines.")]:
            self.modules[k] = sys.modules.pop(k)
        sys.modules.update(self._saved)

    def get(self, game: str) -> Any:
        with self as package:
            return package.get(game)

    def search(self) -> Callable[..., Any]:
        with self:
            return importlib.import_module("engines.search").search


def base_tree() -> Tree | None:
    """The tree named by KOTATSU_BENCH_BASE, or None."""
    path = os.environ.get("KOTATSU_BENCH_BASE")
    if not path:
        return None
    return _BASES.setdefault(path, Tree(Path(path)))


_BASES: dict[str, Tree] = {}
THIS = Tree()


def rounds() -> int:
    return int(os.environ.get("KOTATSU_BENCH_ROUNDS", "5" if base_tree() else "1"))


def compare(measure: Callable[[Tree], float]) -> tuple[float, str]:
    """`measure(tree)` on this tree (and the base tree, interleaved, when there is one): this
    tree's median and a note with the base's median and the ratio."""
    base = base_tree()
    n = rounds()
    here: list[float] = []
    there: list[float] = []
    for _ in range(n):
        if base is not None:
            with base:
                there.append(measure(base))
        with THIS:
            here.append(measure(THIS))
    mine = statistics.median(here)
    if base is None:
        return mine, ""
    other = statistics.median(there)
    # each round's ratio (the two measured back to back, under about the same load), their median
    ratio = statistics.median(a / b for a, b in zip(here, there))
    return mine, f"(base {other:.6g}, {ratio:.2f}x: median of {n} interleaved rounds' ratios, cpu time)"


def random_games(game: str, num_players: int, seconds: float = 2.0, seed: int = 0,
                 tree: Tree = THIS) -> tuple[float, float]:
    """Plays random legal games for about `seconds` of CPU time; returns (games per second,
    actions per second)."""
    with tree:
        engine = tree.get(game)
        rng = random.Random(seed)
        choice = rng.choice
        new_game, to_move, legal_actions, apply = engine.new_game, engine.to_move, engine.legal_actions, engine.apply
        games = actions = 0
        start = clock()
        while clock() - start < seconds:
            state = new_game(num_players, seed=seed + games)
            while movers := to_move(state):
                seat = movers[0]
                state = apply(state, seat, choice(legal_actions(state, seat)))
                actions += 1
            games += 1
        elapsed = clock() - start
    return games / elapsed, actions / elapsed


def search_positions(game: str, num_players: int, positions: int = 4, seed: int = 0,
                     tree: Tree = THIS) -> list[tuple[object, int]]:
    """A few fixed mid-game positions: game k (seed + k) played by a seeded random player, stopped
    (k + 1) / (positions + 1) of the way through (by its number of actions), at the first decision
    there with a choice: (state, seat to search for)."""
    engine = tree.get(game)
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
                    seed: int = 0, tree: Tree = THIS) -> float:
    """The hard player's search (engines.search.search) on fixed positions with an iteration cap and
    no time budget: its iterations (simulations) a second of CPU time, over all the positions."""
    with tree:
        search = tree.search()
        engine = tree.get(game)
        done = 0
        elapsed = 0.0
        for k, (state, seat) in enumerate(search_positions(game, num_players, positions, seed, tree)):
            start = clock()
            result = search(engine, state, seat, budget_s=None, iterations=iterations, seed=k)
            elapsed += clock() - start
            done += result.iterations
    return done / elapsed


def game_lines(game: str, num_players: int, hard_players: int, hard_cap: int,
               seconds: float = 1.0) -> list[tuple[str, float, str]]:
    """The two standard lines of a game: random games a second and hard iterations a second, each
    with the base tree's figure when there is one."""
    games, note = compare(lambda tree: random_games(game, num_players, seconds, tree=tree)[0])
    iters, inote = compare(lambda tree: hard_iterations(game, hard_players, hard_cap, tree=tree))
    return [(f"{game}_random_games_per_s", games, f"games/s {note}".rstrip()),
            (f"{game}_hard_iterations_per_s", iters, f"iterations/s {inote}".rstrip())]
