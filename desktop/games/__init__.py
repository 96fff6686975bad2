"""The game views: `desktop/games/<game>/view.py` exports `VIEW`, a GameView subclass (built on the table
kit, `desktop.table`). During the move to one folder per game, `desktop/games/<game>_view.py` still works."""
from __future__ import annotations

import importlib
import importlib.util

import engines


def _view_module(game: str):
    for name in (f"desktop.games.{game}.view", f"desktop.games.{game}_view"):
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as exc:
            # only a missing view module means "not built"; a missing import inside it is a bug
            if exc.name not in (name, name.rsplit(".", 1)[0]):
                raise
    return None


def view_class(game: str) -> type | None:
    """The view class of a game, or None while the game is not built yet."""
    if not engines.available(game):
        return None
    module = _view_module(game)
    return getattr(module, "VIEW", None) if module is not None else None


def _found(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # its parent package is missing
        return False


def playable(game: str) -> bool:
    """Whether the game's engine and view are built, found without importing them: the library is shown
    before any game is imported (issue 28). `view_class` imports the view when the game starts."""
    return game in engines.NAMES and _found(f"engines.{game}") and any(
        _found(name) for name in (f"desktop.games.{game}.view", f"desktop.games.{game}_view"))
