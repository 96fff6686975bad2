"""A game to review read from the text of a file (hostile input): a Kotatsu save (the app's format:
{"format": "kotatsu-save", "version": 1, "game", "seed", "options", "seats", "actions", ...}) or a
finished game exported as JSON ({"game", "players", "seed", "options", "moves"}; "players" a count
or the list of the players; "actions" accepted for "moves"). Every field is checked for type and
bounds before the moves are replayed; anything else is a `ValueError` with a one-line reason.
No I/O here: `engines.review.__main__` reads the file (a regular file, at most `MAX_BYTES`)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import engines

MAX_BYTES = 1024 * 1024  # the app's own cap on a save (37 x the longest real one)
MAX_MOVES = 10_000
MAX_DEPTH = 32
MAX_NODES = 100_000
MAX_OPTIONS = 64
SAVE_FORMAT = "kotatsu-save"


@dataclass(frozen=True)
class GameRecord:
    game: str
    players: int
    seed: int
    options: dict[str, Any]
    moves: list[Any]


def _shape(obj: Any) -> None:
    stack = [(obj, 1)]
    nodes = 0
    while stack:
        value, depth = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            raise ValueError(f"the file holds more than {MAX_NODES} values")
        if depth > MAX_DEPTH:
            raise ValueError(f"the file nests deeper than {MAX_DEPTH}")
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)


def _whole(value: Any, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{what} is not a whole number from {low} to {high}")
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"the file holds a number that is not one ({name})")


def parse(data: bytes) -> GameRecord:
    """The game of a file's bytes (see the module docstring)."""
    if len(data) > MAX_BYTES:
        raise ValueError(f"the file is larger than {MAX_BYTES // 1024} KiB")
    try:
        obj = json.loads(data.decode("utf-8"), parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise ValueError("the file is not UTF-8 text") from None
    except RecursionError:
        raise ValueError(f"the file nests deeper than {MAX_DEPTH}") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"the file is not JSON ({exc.msg} at line {exc.lineno})") from None
    _shape(obj)
    if not isinstance(obj, dict):
        raise ValueError("the file is not a saved or exported game")
    game = obj.get("game")
    if not isinstance(game, str) or game not in engines.NAMES or not engines.available(game):
        raise ValueError(f"no such game: {str(game)[:40]!r}")
    engine = engines.get(game)
    if obj.get("format") == SAVE_FORMAT:
        if obj.get("version") != 1:
            raise ValueError("a save of a version this program does not read")
        seats = obj.get("seats")
        if not isinstance(seats, list):
            raise ValueError("the save's seats are not a list")
        players = len(seats)
        moves = obj.get("actions")
    else:
        count = obj.get("players")
        players = len(count) if isinstance(count, list) else count
        moves = obj.get("moves", obj.get("actions"))
    players = _whole(players, "the number of players", engine.min_players, engine.max_players)
    seed = _whole(obj.get("seed"), "the seed", -(2 ** 63), 2 ** 64 - 1)
    options = obj.get("options", {})
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS:
        raise ValueError("the options are not a table of settings")
    try:
        options = engine.resolve_options(options, players)
    except (ValueError, TypeError, KeyError) as exc:
        raise ValueError(f"the options are not the game's ({str(exc)[:100]})") from None
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise ValueError(f"the moves are not a list of at most {MAX_MOVES}")
    return GameRecord(game, players, seed, options, moves)
