"""The computer's reviews of finished games (issue 26), kept so a second look is instant.

They live in their own `reviews` table of the statistics database file (`paths.stats_path()`),
created IF NOT EXISTS beside the statistics' tables (desktop.storage.stats owns those and the file's
user_version; this module never touches them). A review is keyed by the game it reviews (a digest of
its game, players, seed, options and moves: the same game from the results dialog, Statistics or a
saved file finds the same review), the reviewed seat and the review's depth ("quick" / "deep").

Everything read back is hostile input: the text's size is capped before parsing, every decision's
fields are checked for type and range (labels from a fixed list, finite values or None for "book"
decisions, encoded actions of bounded depth and size), and a damaged or locked database gives `None` and a plain `problem`, never
an exception. The caller still checks each action against the rules (desktop.review.model).
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import math
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS reviews (
    game_key   TEXT NOT NULL,
    seat       INTEGER NOT NULL,
    depth      TEXT NOT NULL,
    game       TEXT NOT NULL,
    game_id    TEXT NOT NULL,
    created_at REAL NOT NULL,
    data       TEXT NOT NULL,
    PRIMARY KEY (game_key, seat, depth)
)
"""
#: what a stored review's `data` holds (bumped when its fields change: older ones are reviewed again)
FORMAT = 1
LABELS = ("best", "good", "inaccuracy", "mistake", "blunder", "only move", "book")
DEPTHS = ("quick", "normal", "deep")  # engines.review.SETTINGS
#: hostile-input bounds
MAX_DATA_CHARS = 4_000_000
MAX_DECISIONS = 10_000
MAX_SEATS = 10
MAX_ACTION_DEPTH = 8
MAX_ACTION_CHARS = 2_000
MAX_VALUE = 1e6
MAX_SIMULATIONS = 10**9
FIELDS = ("index", "seat", "played", "best", "played_value", "best_value", "loss", "label", "simulations")


def game_key(game: str, num_players: int, seed: int, options: dict[str, Any], actions: list[Any]) -> str:
    """The digest that names a game's review: its game, players, seed, options and moves."""
    text = json.dumps([game, num_players, seed, options, actions], sort_keys=True, separators=(",", ":"),
                      default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _depth_of(value: Any, limit: int) -> int:
    """The nesting depth of a JSON value (stops counting past `limit`)."""
    if limit < 0:
        return 1
    if isinstance(value, list):
        return 1 + max((_depth_of(v, limit - 1) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth_of(v, limit - 1) for v in value.values()), default=0)
    return 0


def _plain_action(value: Any) -> bool:
    """An encoded action as the engines write them: JSON of bounded depth and size."""
    if _depth_of(value, MAX_ACTION_DEPTH + 1) > MAX_ACTION_DEPTH:
        return False
    try:
        return len(json.dumps(value)) <= MAX_ACTION_CHARS
    except (TypeError, ValueError):
        return False


def _number(value: Any) -> bool:
    """A finite value in range, or None (a "book" decision's values: nothing was searched)."""
    return value is None or (isinstance(value, (int, float)) and not isinstance(value, bool)
                             and math.isfinite(value) and abs(value) <= MAX_VALUE)


def _whole(value: Any, lo: int, hi: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def valid_decision(d: Any) -> dict[str, Any] | None:
    """One stored decision checked field by field (a plain dict of FIELDS), or None."""
    if not isinstance(d, dict) or set(d) != set(FIELDS):
        return None
    if not (_whole(d["index"], 0, 10 * MAX_DECISIONS) and _whole(d["seat"], 0, MAX_SEATS - 1)
            and _whole(d["simulations"], 0, MAX_SIMULATIONS)):
        return None
    if not all(_number(d[k]) for k in ("played_value", "best_value", "loss")):
        return None
    if d["label"] not in LABELS or not _plain_action(d["played"]) or not _plain_action(d["best"]):
        return None
    return {k: (None if d[k] is None else float(d[k])) if k in ("played_value", "best_value", "loss") else d[k]
            for k in FIELDS}


def parse_data(text: Any, seat: int) -> list[dict[str, Any]] | None:
    """A stored review's text -> its decisions (each valid, of `seat`, in increasing order), or None."""
    if not isinstance(text, str) or len(text) > MAX_DATA_CHARS:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    raw = data.get("decisions")
    if not isinstance(raw, list) or len(raw) > MAX_DECISIONS:
        return None
    decisions: list[dict[str, Any]] = []
    for item in raw:
        d = valid_decision(item)
        if d is None or d["seat"] != seat or (decisions and d["index"] <= decisions[-1]["index"]):
            return None
        decisions.append(d)
    return decisions


class ReviewStore:
    """Reviews kept in the statistics database file. `problem` says (plainly) why the last call
    failed; calls never raise."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.problem: str | None = None

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        db = sqlite3.connect(str(self.path), timeout=2.0)
        try:
            db.execute(SCHEMA)
            yield db
            db.commit()
        finally:
            db.close()

    def load(self, key: str, seat: int, depth: str) -> list[dict[str, Any]] | None:
        """The stored decisions of this game's seat at this depth, or None (none kept, or damaged)."""
        if not isinstance(key, str) or len(key) > 128 or not _whole(seat, 0, MAX_SEATS - 1) or depth not in DEPTHS:
            return None
        if not self.path.is_file():
            return None
        try:
            with self._connect() as db:
                row = db.execute("SELECT data FROM reviews WHERE game_key = ? AND seat = ? AND depth = ?",
                                 (key, seat, depth)).fetchone()
        except (sqlite3.Error, OSError) as exc:
            self.problem = f"{type(exc).__name__}: {exc}"
            return None
        self.problem = None
        if row is None:
            return None
        decisions = parse_data(row[0], seat)
        if decisions is None:
            self.problem = "a stored review is damaged"
        return decisions

    def save(self, key: str, seat: int, depth: str, game: str, game_id: str,
             decisions: list[dict[str, Any]]) -> bool:
        """Keeps a finished review (replacing an older one of the same game, seat and depth)."""
        checked = [valid_decision(d) for d in decisions]
        if any(d is None for d in checked) or len(checked) > MAX_DECISIONS or depth not in DEPTHS:
            self.problem = "the review to keep is not valid"
            return False
        text = json.dumps({"format": FORMAT, "decisions": checked})
        if self.path.exists() and not self.path.is_file():  # a FIFO or a folder there: never opened
            self.problem = "the statistics file is not a regular file"
            return False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self._connect() as db:
                db.execute("INSERT OR REPLACE INTO reviews VALUES (?, ?, ?, ?, ?, ?, ?)",
                           (key, seat, depth, str(game)[:40], str(game_id)[:80], time.time(), text))
        except (sqlite3.Error, OSError) as exc:
            self.problem = f"{type(exc).__name__}: {exc}"
            return False
        self.problem = None
        return True

    def seats_reviewed(self, key: str, depth: str) -> list[int]:
        """The seats of this game that have a stored review at this depth."""
        if not self.path.is_file():
            return []
        try:
            with self._connect() as db:
                rows = db.execute("SELECT seat FROM reviews WHERE game_key = ? AND depth = ? LIMIT 16",
                                  (str(key)[:128], depth)).fetchall()
        except (sqlite3.Error, OSError) as exc:
            self.problem = f"{type(exc).__name__}: {exc}"
            return []
        return sorted({r[0] for r in rows if _whole(r[0], 0, MAX_SEATS - 1)})
