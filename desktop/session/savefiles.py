"""Saved games from outside the program (Open) and from the autosave folder (Resume), read as hostile input.

Only regular files, a size cap checked before reading, a cap on nesting, on seat names and on the number
of moves, and a plain type for every field, all before the dict reaches GameSession.from_save (which
replays the moves). A damaged autosave is moved aside into `damaged/` in the autosave folder so it
never blocks Resume again. The save's own "id" is dropped here: a file name is never built from the
content of a file.

Measured (random play, largest player count, `python /tmp/shell_exp/measure.py`): the longest save is
Rolling Japan with 8 players, 28 KB, 362 moves, nesting depth 5; the caps below are 20-40 times that.
"""
from __future__ import annotations

import json
import math
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

import engines
from desktop.storage.safeio import FileTooLarge, NotARegularFile, read_regular_file
from desktop.storage.settings import clean_text

MAX_SAVE_BYTES = 1024 * 1024  # 37 x the longest real save (28 KB)
MAX_ACTIONS = 10_000  # 27 x the longest real game (362 moves)
MAX_DEPTH = 32  # real saves nest 5 to 7 deep
MAX_NODES = 100_000  # JSON values in one save (the longest real one: 3,000; 2,248 commas)
MAX_CONTAINERS = 20_000  # lists and objects in one save (the longest real one: 751)
MAX_NAME = 100  # a seat's name in a save (the new-game dialog allows 40)
MAX_OPTIONS = 64
MAX_AUTOSAVES = 200  # the newest autosaves looked at for Resume
DAMAGED = "damaged"

_FIELDS = ("format", "version", "game", "seed", "options", "seats", "started_at", "saved_at", "actions", "state")
_LATEST_TIME = 32503680000.0  # year 3000


def _tr(text: str) -> str:
    return QCoreApplication.translate("savefiles", text)


class DamagedSave(ValueError):
    """The file is not a saved game Kotatsu could have written; the message says why, plainly."""


# ---------------------------------------------------------------------------- checks
def _reject_constant(name: str) -> Any:
    raise DamagedSave(_tr("The file holds a number that is not one ({0}).").format(name))


def _check_shape(obj: Any) -> None:
    """Nesting depth and number of values of the parsed JSON, without recursion."""
    if not isinstance(obj, (dict, list)):
        return
    stack = [(obj, 1)]
    nodes = 1
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise DamagedSave(_tr("The file is nested too deeply to be a saved game."))
        items = value.values() if isinstance(value, dict) else value
        nodes += len(items)
        if nodes > MAX_NODES:
            raise DamagedSave(_tr("The file holds too much to be a saved game."))
        stack.extend((v, depth + 1) for v in items if isinstance(v, (dict, list)))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _time(save: dict[str, Any], key: str) -> float | None:
    value = save.get(key)
    if value is None and key not in save:
        return None
    if not (_is_int(value) or isinstance(value, float)) or not math.isfinite(value) \
            or not 0 <= value <= _LATEST_TIME:
        raise DamagedSave(_tr("Its time stamp ({0}) is not a time.").format(key))
    return float(value)


def check_save(obj: Any) -> dict[str, Any]:
    """A clean copy of a save, every field of a plain type within its cap; DamagedSave otherwise.
    The "id" and any unknown field are left out."""
    from desktop.session.saves import SAVE_FORMAT

    if not isinstance(obj, dict) or obj.get("format") != SAVE_FORMAT:
        raise DamagedSave(_tr("This is not a Kotatsu saved game."))
    _check_shape(obj)
    save = {k: obj[k] for k in _FIELDS if k in obj}
    if not _is_int(save.get("version")):
        raise DamagedSave(_tr("Its format version is not a number."))
    game = save.get("game")
    if not isinstance(game, str) or game not in engines.NAMES:
        raise DamagedSave(_tr("It is a save of a game this version doesn't have."))
    if not _is_int(save.get("seed")) or not 0 <= save["seed"] < 2**63:
        raise DamagedSave(_tr("Its seed is not a whole number."))
    options = save.get("options", {})
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS or not all(
            isinstance(k, str) and len(k) <= 64 and (v is None or isinstance(v, (bool, int, str))
                                                      or (isinstance(v, float) and math.isfinite(v)))
            and (not isinstance(v, str) or len(v) <= 64) for k, v in options.items()):
        raise DamagedSave(_tr("Its rule options are damaged."))
    save["options"] = dict(options)
    seats = save.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= 16:
        raise DamagedSave(_tr("Its list of players is damaged."))
    from engines.players import LEVELS

    clean_seats = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise DamagedSave(_tr("Its list of players is damaged."))
        name, kind, level = seat.get("name"), seat.get("kind"), seat.get("level", "normal")
        if not isinstance(name, str) or len(name) > MAX_NAME:
            raise DamagedSave(_tr("The name of player {0} is not a short text.").format(i + 1))
        if kind not in ("human", "computer") or level not in LEVELS:
            raise DamagedSave(_tr("Player {0} is neither a human nor a computer level.").format(i + 1))
        clean_seats.append({"name": clean_text(name, MAX_NAME) or _tr("Player {0}").format(i + 1),
                            "kind": kind, "level": level})
    save["seats"] = clean_seats
    actions = save.get("actions")
    if not isinstance(actions, list):
        raise DamagedSave(_tr("Its list of moves is damaged."))
    if len(actions) > MAX_ACTIONS:
        raise DamagedSave(_tr("It holds more moves ({0}) than any game has.").format(len(actions)))
    for item in actions:
        if not isinstance(item, list) or len(item) != 2 or not _is_int(item[0]) \
                or not 0 <= item[0] < len(clean_seats):
            raise DamagedSave(_tr("Its list of moves is damaged."))
    save["actions"] = [list(item) for item in actions]
    if not isinstance(save.get("state"), dict):
        raise DamagedSave(_tr("Its position is damaged."))
    for key in ("started_at", "saved_at"):
        if key in save:
            save[key] = _time(save, key)
    return save


def parse_save(data: bytes) -> dict[str, Any]:
    # Counted on the bytes before parsing (about 1 ms a megabyte): Python's JSON parser holds the
    # interpreter lock, so a file of half a million tiny lists would stall the interface for 0.3 s even
    # when parsed on another thread. Brackets and commas inside strings count too: an upper bound.
    if data.count(b"[") + data.count(b"{") > MAX_CONTAINERS or data.count(b",") > MAX_NODES:
        raise DamagedSave(_tr("The file holds too much to be a saved game."))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DamagedSave(_tr("This is not a Kotatsu saved game (not text).")) from exc
    try:
        obj = json.loads(text, parse_constant=_reject_constant)
    except RecursionError as exc:
        raise DamagedSave(_tr("The file is nested too deeply to be a saved game.")) from exc
    except json.JSONDecodeError as exc:
        raise DamagedSave(_tr("The file is damaged or truncated (not valid JSON: {0}).").format(exc.msg)) from exc
    except ValueError as exc:  # an integer of thousands of digits, a NaN or Infinity literal
        if isinstance(exc, DamagedSave):
            raise
        raise DamagedSave(_tr("The file is damaged: {0}").format(exc)) from exc
    return check_save(obj)


def read_save(path: Path | str) -> dict[str, Any]:
    """The checked save in a file; DamagedSave (a ValueError) or OSError with a plain message."""
    try:
        data = read_regular_file(path, MAX_SAVE_BYTES)
    except NotARegularFile as exc:
        raise DamagedSave(_tr("This is not a file Kotatsu can open (a device, a pipe or a folder).")) from exc
    except FileTooLarge as exc:
        raise DamagedSave(_tr("The file is far larger than any saved game.")) from exc
    return parse_save(data)


# ---------------------------------------------------------------------------- the autosave folder
@dataclass
class Unfinished:
    path: Path  # found by listing the autosave folder: a path the application chose
    save: dict[str, Any]

    @property
    def game(self) -> str:
        return self.save["game"]

    @property
    def names(self) -> list[str]:
        return [s["name"] for s in self.save["seats"]]

    @property
    def moves(self) -> int:
        return len(self.save["actions"])

    @property
    def saved_at(self) -> float:
        when = self.save.get("saved_at")
        if when is None:
            try:
                return self.path.stat().st_mtime
            except OSError:
                return time.time()
        return when


@dataclass
class Damaged:
    name: str  # the file's name, as the user may find it in damaged/
    reason: str


def set_aside(path: Path, folder: Path) -> Path | None:
    """Moves a damaged autosave into folder/damaged/ (a new name if one is taken); None if it can't."""
    target_dir = Path(folder) / DAMAGED
    try:
        target_dir.mkdir(exist_ok=True)
        target = target_dir / path.name
        n = 1
        while os.path.lexists(target):
            n += 1
            target = target_dir / f"{path.stem}.{n}{path.suffix}"
        os.replace(path, target)
        return target
    except OSError:
        return None


_reported: set[str] = set()  # damaged autosaves already reported (when one can't be moved aside)


def scan_autosaves(folder: Path, playable: Any = None) -> tuple[list[Unfinished], list[Damaged]]:
    """The good unfinished games (newest first) and the damaged autosaves, which are moved aside and
    reported once each. `playable(game)` filters games whose table isn't built."""
    try:
        entries = [p for p in Path(folder).glob("*.json")]
        dated = []
        for p in entries:
            try:
                dated.append((p.lstat().st_mtime, p))
            except OSError:
                continue
    except OSError:
        return [], []
    dated.sort(key=lambda item: item[0], reverse=True)
    good: list[Unfinished] = []
    damaged: list[Damaged] = []
    for _, path in dated[:MAX_AUTOSAVES]:
        try:
            save = read_save(path)
        except FileNotFoundError:
            continue
        except (ValueError, OSError) as exc:
            report_damaged(path, folder, str(exc) if isinstance(exc, ValueError) else exc.strerror or str(exc),
                           damaged)
            continue
        if playable is None or playable(save["game"]):
            good.append(Unfinished(path, save))
    return good, damaged


def report_damaged(path: Path, folder: Path, reason: str, damaged: list[Damaged]) -> None:
    """Moves one damaged autosave aside and adds it to `damaged` unless it was reported already."""
    moved = set_aside(path, folder)
    key = str(path)
    if moved is None and key in _reported:
        return
    _reported.add(key)
    damaged.append(Damaged(path.name, reason))


# ---------------------------------------------------------------------------- off the interface thread
def off_gui_thread(fn: Any, *args: Any) -> Any:
    """Runs fn(*args) on a short-lived thread while the interface keeps handling events (repaints, the
    window manager), and returns its result or raises its exception. File work is never on
    the interface thread (a slow disk, a network folder, a folder of many autosaves). Python's JSON parser
    holds the interpreter lock, which is why parse_save bounds the work before it parses. Only plain Python
    objects cross; nothing is passed through Qt signals."""
    import threading

    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = fn(*args)
        except BaseException as exc:  # handed back to the caller's thread
            outcome["error"] = exc

    worker = threading.Thread(target=run, name="kotatsu-file", daemon=True)
    worker.start()
    worker.join(0.02)  # the usual small file: done before any event loop is needed
    if worker.is_alive() and QCoreApplication.instance() is not None:
        loop = QEventLoop()
        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(lambda: None if worker.is_alive() else loop.quit())
        timer.start()
        loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        timer.stop()
    worker.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")
