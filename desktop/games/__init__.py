"""The game views: `desktop/games/<game>_view.py` exports `VIEW`, a GameView subclass."""
from __future__ import annotations

import importlib

import engines


def view_class(game: str) -> type | None:
    """The view class of a game, or None while the game is not built yet."""
    if not engines.available(game):
        return None
    try:
        module = importlib.import_module(f"desktop.games.{game}_view")
    except ModuleNotFoundError as exc:
        if exc.name == f"desktop.games.{game}_view":
            return None
        raise
    return getattr(module, "VIEW", None)


def playable(game: str) -> bool:
    return view_class(game) is not None
