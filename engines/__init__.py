"""The game engines and their registry.

`get(name)` returns the engine object of a game (see ARCHITECTURE.md for the contract);
`NAMES` lists the five games. A game whose module is not built yet is `available(name) == False`.
`CATALOGUE` gives each game's title and player counts without importing it (the desktop's library
shows before any game is imported); tests/test_startup_imports.py checks it against the engines.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engines.core import Engine, IllegalAction, Rng


def __getattr__(name: str) -> Any:
    """`Engine`, `IllegalAction` and `Rng` from engines.core, imported when first asked for: the desktop's
    library needs `NAMES` and `CATALOGUE` only (issue 28)."""
    if name in ("Engine", "IllegalAction", "Rng"):
        return getattr(importlib.import_module("engines.core"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["CATALOGUE", "NAMES", "Engine", "IllegalAction", "Rng", "available", "get"]

NAMES: tuple[str, ...] = ("r_eco", "rolling_japan", "siberia", "coloretto", "pueblo")

#: name -> (title, min_players, max_players), as each engine says (checked by a test)
CATALOGUE: dict[str, tuple[str, int, int]] = {
    "r_eco": ("R-Eco", 2, 5),
    "rolling_japan": ("Rolling Japan", 1, 8),
    "siberia": ("Siberia: The Card Game", 2, 4),
    "coloretto": ("Coloretto", 2, 5),
    "pueblo": ("Pueblo", 2, 4),
}

_cache: dict[str, Engine] = {}


def get(name: str) -> Engine:
    """The engine of a game by its registry name; KeyError for an unknown or unbuilt game."""
    if name not in NAMES:
        raise KeyError(f"no game called {name!r}; games: {', '.join(NAMES)}")
    if name not in _cache:
        try:
            module: Any = importlib.import_module(f"engines.{name}")
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith(f"engines.{name}"):
                raise KeyError(f"the game {name!r} is not built yet") from exc
            raise
        engine = getattr(module, "ENGINE", None)
        if engine is None:
            raise KeyError(f"the game {name!r} is not built yet")
        _cache[name] = engine
    return _cache[name]


def available(name: str) -> bool:
    """True when the game's engine exists and can be played."""
    try:
        get(name)
    except KeyError:
        return False
    return True
