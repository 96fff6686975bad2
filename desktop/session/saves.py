"""What GameSession writes and reads: the seats and history records, the save format, the
autosave (atomic, reported once when it fails) and the rebuilding of a session from a save, which
treats every file as hostile input (ValueError with a clear message). GameSession owns an
`Autosave`; its from_save / load call `session_from_save` / `load_session`. Its strings keep the
translation context "GameSession"."""
from __future__ import annotations

import errno
import json
import math
import re
import reprlib
import time
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

import engines
from desktop.storage.paths import clean_stale_temporaries
from desktop.storage.safeio import write_atomically
from engines.players import LEVELS


# the context of the class these methods belong to (scripts/update_translations.py reads _t calls)
def _t(text: str) -> str:
    return QCoreApplication.translate("GameSession", text)


SAVE_FORMAT = "kotatsu-save"
SAVE_VERSION = 1

#: The shape of a game id, which names the game's autosave file: the session makes them itself
#: (`new_game_id`); an id read from a file is never used as a file name.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")

#: The longest seat name a save may hold (the new-game dialog's names are far shorter).
MAX_NAME = 200


def _short(value: Any, limit: int = 60) -> str:
    """A value for an error message: short, and safe with any nesting."""
    try:
        text = value if isinstance(value, (str, BaseException)) else reprlib.repr(value)
        text = str(text)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def new_game_id() -> str:
    return uuid.uuid4().hex[:12]


def _directly_in(folder: Path, path: Path) -> bool:
    """True when path is a `*.json` file name right inside folder (no `..`, no other folder)."""
    if path.name in ("", ".", "..") or not path.name.endswith(".json") or "\x00" in str(path):
        return False
    try:
        return path.parent.resolve() == folder.resolve()
    except (OSError, ValueError):
        return False


#: who plays a seat: a human at this screen, a computer player here, or a player on another computer
SEAT_KINDS = ("human", "computer", "remote")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"  # "human", "computer" or "remote" (played on another computer, issue 25)
    level: str = "normal"  # for computers: easy, normal, hard

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def is_remote(self) -> bool:
        return self.kind == "remote"


@dataclass
class HistoryEntry:
    """One move played. `description` is its log line, `engine.describe_result(before, action,
    after)`: what everybody saw it do (the log, the hand-over summary, the replay, the screen
    reader), never a private card."""
    seat: int
    action: Any
    description: str
    reveals: bool


def replay_actions(engine: Any, initial: Any, actions: Any) -> tuple[Any, list[HistoryEntry]]:
    """Plays saved moves `[[seat, encoded action], ...]` from `initial`: (final state, history).
    Hostile input: ValueError (IllegalAction included) for a move that is not one of the game's."""
    if not isinstance(actions, list):
        raise ValueError("the moves are not a list")
    history: list[HistoryEntry] = []
    replayed = initial
    for number, item in enumerate(actions, 1):
        if not isinstance(item, list) or len(item) != 2:
            raise ValueError(f"move {number} is not [seat, action]")
        seat, wire = item
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in engine.to_move(replayed):
            raise ValueError(f"move {number} is made by a seat that is not to move")
        decoded = engine.decode_action(wire)
        action = next((a for a in engine.legal_actions(replayed, seat) if a == decoded), None)
        if action is None:
            raise ValueError(f"move {number} is not legal there")
        reveals = bool(engine.reveals(replayed, seat, action))
        after = engine.apply(replayed, seat, action)
        description = engine.describe_result(replayed, action, after)   # the log line, as played
        replayed = after
        history.append(HistoryEntry(seat, action, description, reveals))
    return replayed, history


#: Autosave folders already cleaned of a killed process's temporary files, in this process.
_cleaned_folders: set[Path] = set()

class Autosave:
    """The autosave of one game: its file (in the autosave folder, named by the game's id, or the
    file a resumed game was found in: a path the application chose, never one read from a file),
    written atomically after every move; a failure is reported once, a success after it once."""

    def __init__(self, folder: Path | None, file: Path | None, game_id: str,
                 on_problem: Any, on_ok: Any) -> None:
        self.folder = folder
        self.file = file
        self.game_id = game_id
        self._on_problem, self._on_ok = on_problem, on_ok
        self.failed = False

    @property
    def path(self) -> Path | None:
        if self.file is not None:
            return self.file
        return None if self.folder is None else self.folder / f"{self.game_id}.json"

    def write(self, text: str) -> None:
        """Writes the save's text; never raises (storage problems go to on_problem, once)."""
        path = self.path
        if path is None:
            return
        if path.parent not in _cleaned_folders:
            _cleaned_folders.add(path.parent)
            clean_stale_temporaries(path.parent)
        try:
            write_atomically(path, text, sync_later=True)   # the disk's sync off the interface thread
        except (OSError, ValueError) as exc:
            if not self.failed:
                self.failed = True
                self._on_problem(self._reason(path.parent, exc))
            return
        if self.failed:
            self.failed = False
            self._on_ok()

    @staticmethod
    def _reason(folder: Path, exc: BaseException) -> str:
        code = getattr(exc, "errno", None)
        if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return _t("Games are not being saved: the disk is full ({0}).").format(folder)
        if code in (errno.EACCES, errno.EPERM, errno.EROFS):
            return _t("Games are not being saved: Kotatsu may not write in {0}.").format(folder)
        reason = getattr(exc, "strerror", None) or str(exc)
        return _t("Games are not being saved: {0} can't be written ({1}).").format(folder, reason)

    def remove(self) -> None:
        path = self.path
        if path is not None:
            try:
                path.unlink(missing_ok=True)
            except OSError:
                pass


def save_of(session: Any) -> dict[str, Any]:
    """The save of a session's game (what from_save reads back)."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "id": session.game_id,
        "game": session.game,
        "seed": session.seed,
        "options": session.options,
        "seats": [asdict(s) for s in session.seats],
        "started_at": session.started_at,
        "saved_at": time.time(),
        "actions": encoded_actions(session.engine, session.history),
        "state": session.engine.encode(session.state),
        # a hosted table (issue 25): its join code and the remote seats' resume tokens, so that after a
        # crash Resume reopens it and every player gets back in (this file stays on the host's disk)
        **({"network": {"code": host.code, "tokens": {str(k): v for k, v in host.tokens.items()}}}
           if (host := getattr(session, "network_host", None)) is not None else {}),
    }


def saved_network(save: dict[str, Any], seats: list[Seat]) -> dict[str, Any] | None:
    """The join code and resume tokens of a hosted table's save, checked (hostile input): None when
    absent or malformed, never an exception."""
    network = save.get("network")
    if not isinstance(network, dict):
        return None
    code = network.get("code")
    tokens = network.get("tokens")
    if not isinstance(code, str) or not re.fullmatch(r"[A-Z0-9]{4,12}", code) or not isinstance(tokens, dict):
        return None
    remote = {i for i, s in enumerate(seats) if s.is_remote}
    kept: dict[int, str] = {}
    for key, token in list(tokens.items())[:16]:
        if isinstance(key, str) and key.isdigit() and int(key) in remote and isinstance(token, str) \
                and re.fullmatch(r"[A-Za-z0-9_-]{16,128}", token):
            kept[int(key)] = token
    return {"code": code, "tokens": kept}


def encoded_actions(engine: Any, history: list[HistoryEntry]) -> list[list[Any]]:
    """The history as `[[seat, encoded action], ...]` (what replay_actions reads back)."""
    return [[h.seat, engine.encode_action(h.action)] for h in history]


def session_from_save(cls: Any, save: Any, *, autosave_dir: Path | None = None,
                      autosave_file: Path | None = None, computer_delay_ms: int = 600,
                      hard_budget_s: float = 1.0, parent: QObject | None = None) -> Any:
    """Rebuilds a session from a save; ValueError with a clear message for anything we did not write.

    Open: the game gets a fresh id and so its own new autosave file. Resume: `autosave_file` is the
    autosave the application found in `autosave_dir`; the game keeps writing there. The save's
    own "id" never names a file."""
    if not isinstance(save, dict) or save.get("format") != SAVE_FORMAT:
        raise ValueError("This is not a Kotatsu saved game.")
    version = save.get("version")
    if not isinstance(version, int) or version > SAVE_VERSION:
        raise ValueError("This game was saved by a newer version of Kotatsu.")
    if version != SAVE_VERSION:
        raise ValueError(f"Unsupported save format version {version}.")
    game = save.get("game")
    if not isinstance(game, str) or game not in engines.NAMES or not engines.available(game):
        raise ValueError(f"This save is for a game this version doesn't have ({_short(game)}).")
    engine = engines.get(game)
    try:
        seats = saved_seats(save["seats"])
        seed = save["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the seed is not a whole number")
        options = save["options"]
        if not isinstance(options, dict):
            raise ValueError("the options are not a table")
        options = engine.resolve_options(options, len(seats))
        engine.check_players(len(seats))
        state = engine.decode(save["state"])
        initial = engine.new_game(len(seats), seed=seed, options=options)
        replayed, history = replay_actions(engine, initial, save["actions"])
        if engine.encode(replayed) != engine.encode(state):
            raise ValueError("its moves don't lead to its position")
        session = cls(game, seats, seed=seed, options=options, autosave_dir=autosave_dir,
                      computer_delay_ms=computer_delay_ms, hard_budget_s=hard_budget_s, parent=parent,
                      _initial=(replayed, history), autosave_file=autosave_file,
                      game_id=resumed_id(autosave_file))
    except ValueError as exc:  # IllegalAction included: the moves don't replay
        raise ValueError(f"The saved game is damaged: {_short(exc, 300)}") from exc
    except (KeyError, TypeError, IndexError, AttributeError, OverflowError, RecursionError,
            ArithmeticError) as exc:  # a file is hostile input: whatever breaks, it is damaged
        raise ValueError(f"The saved game is damaged ({type(exc).__name__}: {_short(exc, 300)}).") from exc
    session.resumed_network = saved_network(save, session.seats)
    started = save.get("started_at")
    if isinstance(started, (int, float)) and not isinstance(started, bool) and math.isfinite(started):
        session.started_at = float(started)
    return session

def saved_seats(saved: Any) -> list[Seat]:
    if not isinstance(saved, list):
        raise ValueError("the seats are not a list")
    seats = []
    for s in saved:
        if not isinstance(s, dict):
            raise ValueError("a seat is not a table")
        name, kind, level = s.get("name"), s.get("kind"), s.get("level", "normal")
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            raise ValueError(f"a seat's name is not a name of 1 to {MAX_NAME} characters")
        if kind not in SEAT_KINDS:
            raise ValueError("a seat is neither human, computer nor played on another computer")
        if level not in LEVELS:
            raise ValueError(f"a seat's level is not one of {', '.join(LEVELS)}")
        seats.append(Seat(name, kind, level))
    return seats

def resumed_id(autosave_file: Path | None) -> str:
    """A resumed autosave keeps its id when its file name is one (statistics count the game once)."""
    if autosave_file is not None and GAME_ID.fullmatch(autosave_file.stem):
        return autosave_file.stem
    return new_game_id()

def load_session(cls: Any, path: Path, **kwargs: Any) -> Any:
    """Reads a saved game. A file inside `autosave_dir` is resumed in place (see from_save)."""
    folder = kwargs.get("autosave_dir")
    if folder is not None and "autosave_file" not in kwargs and _directly_in(Path(folder), Path(path)):
        kwargs["autosave_file"] = Path(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError("This is not a Kotatsu saved game (not text).") from exc
    try:
        save = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"The file is damaged or truncated (not valid JSON: {exc.msg}).") from exc
    return session_from_save(cls, save, **kwargs)
