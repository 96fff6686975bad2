"""Computer players for every game, by level.

A player is a callable `choose(state, seat) -> action`. Each game module offers its own
`bot_<level>(engine, state, seat, rng)` functions; this module finds them. A bot must not peek at
what its seat can't see: it works from `engine.observe(state, seat)` or from states drawn with
`engine.sample(state, seat, rng)`.
"""
from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from typing import Any

import engines

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

Choose = Callable[[Any, int], Any]


def bot_easy(engine: engines.Engine, state: Any, seat: int, rng: random.Random) -> Any:
    """Easy: a random legal action."""
    return rng.choice(engine.legal_actions(state, seat))


def levels(game: str) -> list[str]:
    """The levels a game offers, easiest first."""
    module = importlib.import_module(f"engines.{game}")
    return [lv for lv in LEVELS if lv == "easy" or hasattr(module, f"bot_{lv}")]


def make_player(game: str, level: str, seed: int = 0) -> Choose:
    """A computer player of the given level for a game; deterministic for a seed."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    engine = engines.get(game)
    module = importlib.import_module(f"engines.{game}")
    rng = random.Random(seed)
    chosen = None
    for lv in LEVELS[LEVELS.index(level)::-1]:  # fall back to the next easier level
        chosen = getattr(module, f"bot_{lv}", None) or (bot_easy if lv == "easy" else None)
        if chosen is not None:
            break
    assert chosen is not None

    def choose(state: Any, seat: int) -> Any:
        return chosen(engine, state, seat, rng)

    return choose
