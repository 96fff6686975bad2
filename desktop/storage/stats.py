"""Finished games, personal bests and statistics, kept in an SQLite database in the user data folder."""
from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id          TEXT PRIMARY KEY,
    game        TEXT NOT NULL,
    started_at  REAL NOT NULL,
    finished_at REAL NOT NULL,
    num_players INTEGER NOT NULL,
    seed        INTEGER NOT NULL,
    options     TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS results (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    name    TEXT NOT NULL,
    kind    TEXT NOT NULL,
    level   TEXT NOT NULL,
    score   INTEGER NOT NULL,
    won     INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX IF NOT EXISTS results_by_name ON results(name);
CREATE INDEX IF NOT EXISTS games_by_game ON games(game);
CREATE TABLE IF NOT EXISTS moves (
    game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    actions TEXT NOT NULL
);
"""
#: PRAGMA user_version of the schema above: 1 had no moves table (a database of version 1 gets it
#: from CREATE TABLE IF NOT EXISTS; its games are listed but can't be watched again)
SCHEMA_VERSION = 2
#: The most moves a kept game may have, and the longest text of them (hostile-input bounds)
MAX_MOVES = 20_000
MAX_MOVES_TEXT = 4_000_000


@dataclass(frozen=True)
class Summary:
    game: str
    played: int
    won: float
    best: int | None


def recorded_in(path: Path, game_ids: Iterable[str]) -> set[str]:
    """Those of game_ids whose finished game the statistics file at path holds, read without
    changing anything (read-only, no schema, no setting aside); empty when it can't be read."""
    wanted = list(game_ids)
    if not wanted or not Path(path).is_file():
        return set()
    found: set[str] = set()
    try:
        db = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True)
    except (sqlite3.Error, ValueError, OSError):
        return found
    try:
        for i in range(0, len(wanted), 500):
            chunk = wanted[i:i + 500]
            rows = db.execute(f"SELECT id FROM games WHERE id IN ({', '.join('?' * len(chunk))})", chunk)
            found.update(r[0] for r in rows)
    except sqlite3.Error:
        pass
    finally:
        db.close()
    return found


def _tr(text: str) -> str:
    return QCoreApplication.translate("Statistics", text)


class StatisticsUnavailable(Exception):
    """The statistics could not be written (the message says why, in plain words)."""


class Statistics:
    """The statistics store. One connection, used from the interface thread only.

    A hostile or broken database never stops play: a file that is not SQLite (or is damaged) is set
    aside as `kotatsu.sqlite3.damaged-<time>` and new statistics start; a database that can't be
    written (read-only file or folder) is read if it can be and `record` raises StatisticsUnavailable.
    `problem` then holds a plain sentence for the window (None when all is well)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path) if str(path) != ":memory:" else path
        self.problem: str | None = None
        self.set_aside: Path | None = None
        if isinstance(self.path, Path):
            with contextlib.suppress(OSError):
                self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = self._open()

    def _connect(self, target: str, *, uri: bool = False) -> sqlite3.Connection:
        db = sqlite3.connect(target, uri=uri)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("database disk image is malformed")
            if not uri:
                db.executescript(SCHEMA)
                if db.execute("PRAGMA user_version").fetchone()[0] < SCHEMA_VERSION:
                    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                db.commit()
        except BaseException:
            db.close()
            raise
        return db

    def _open(self) -> sqlite3.Connection:
        target = str(self.path)
        try:
            return self._connect(target)
        except sqlite3.OperationalError as exc:  # can't open or write: read what is there if possible
            reason = exc
        except sqlite3.DatabaseError:  # not an SQLite file, or damaged: set it aside, start anew
            aside = self._set_aside()
            if aside is not None:
                try:
                    db = self._connect(target)
                except sqlite3.DatabaseError as exc:
                    reason = exc
                else:
                    self.problem = _tr("The statistics file was damaged; it was set aside as {0} and new "
                                       "statistics were started.").format(aside.name)
                    return db
            else:
                reason = sqlite3.DatabaseError("the file is damaged and can't be moved aside")
        self.problem = _tr("Statistics are not being saved: {0} can't be used ({1}).").format(self.path, reason)
        if isinstance(self.path, Path) and self.path.is_file():
            with contextlib.suppress(sqlite3.Error, ValueError):
                return self._connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True)
        db = sqlite3.connect(":memory:")  # this session's games only, so the window still works
        db.executescript(SCHEMA)
        return db

    def _set_aside(self) -> Path | None:
        if not isinstance(self.path, Path):
            return None
        aside = self.path.with_name(f"{self.path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            os.replace(self.path, aside)
        except OSError:
            return None
        for suffix in ("-journal", "-wal", "-shm"):
            with contextlib.suppress(OSError):
                os.replace(f"{self.path}{suffix}", f"{aside}{suffix}")
        self.set_aside = aside
        return aside

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.db.close()

    def record(self, *, game_id: str, game: str, started_at: float, seed: int, options: dict[str, Any],
               players: list[dict[str, Any]], actions: list[Any] | None = None) -> None:
        """players: per seat {"name", "kind", "level", "score", "won"}; actions: the game's moves
        `[[seat, encoded action], ...]` (kept so it can be watched again). Recording twice is harmless.
        Committed when it returns; StatisticsUnavailable (plain reason) when it can't be written."""
        try:
            with self.db:
                self.db.execute(
                    "INSERT OR REPLACE INTO games VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game_id, game, started_at, time.time(), len(players), seed,
                     json.dumps(options, sort_keys=True)))
                self.db.execute("DELETE FROM results WHERE game_id = ?", (game_id,))
                self.db.executemany(
                    "INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [(game_id, seat, p["name"], p["kind"], p["level"], int(p["score"]), int(bool(p["won"])))
                     for seat, p in enumerate(players)])
                if actions is not None:
                    self.db.execute("INSERT OR REPLACE INTO moves VALUES (?, ?)",
                                    (game_id, json.dumps(actions, separators=(",", ":"))))
        except sqlite3.Error as exc:
            message = _tr("Statistics are not being saved: {0} can't be written ({1}).").format(self.path, exc)
            self.problem = message
            raise StatisticsUnavailable(message) from exc

    def recorded(self, game_ids: Iterable[str]) -> set[str]:
        """Those of game_ids whose finished game is in the statistics."""
        wanted = list(game_ids)
        found: set[str] = set()
        for i in range(0, len(wanted), 500):
            chunk = wanted[i:i + 500]
            rows = self._rows(f"SELECT id FROM games WHERE id IN ({', '.join('?' * len(chunk))})", chunk)
            found.update(r[0] for r in rows)
        return found

    def _rows(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A query's rows; none (and `problem` set) when the database fails under us."""
        try:
            return list(self.db.execute(sql, args))
        except sqlite3.Error as exc:
            self.problem = _tr("Statistics can't be read from {0} ({1}).").format(self.path, exc)
            return []

    def scores(self, game: str, name: str, *, solo_only: bool = False) -> list[tuple[float, int]]:
        """(finished_at, score) of a human player's finished games, oldest first."""
        sql = ("SELECT g.finished_at, r.score FROM results r JOIN games g ON g.id = r.game_id "
               "WHERE g.game = ? AND r.name = ? AND r.kind = 'human'")
        if solo_only:
            sql += " AND g.num_players = 1"
        return self._rows(sql + " ORDER BY g.finished_at", (game, name))

    def personal_best(self, game: str, name: str, *, lowest_wins: bool, solo_only: bool = False) -> int | None:
        values = [s for _, s in self.scores(game, name, solo_only=solo_only)]
        if not values:
            return None
        return min(values) if lowest_wins else max(values)

    def summary(self, *, lowest_wins: dict[str, bool]) -> list[Summary]:
        """Per game: games played by humans, wins by humans (shared wins split), best human score."""
        out = []
        for game, low in lowest_wins.items():
            rows = self._rows(
                "SELECT r.game_id, r.score, r.won FROM results r JOIN games g ON g.id = r.game_id "
                "WHERE g.game = ? AND r.kind = 'human'", (game,))
            played = len({r[0] for r in rows})
            won = float(sum(r[2] for r in rows))
            scores = [r[1] for r in rows]
            best = (min(scores) if low else max(scores)) if scores else None
            out.append(Summary(game, played, won, best))
        return out

    def recent(self, limit: int = 50) -> list[dict[str, Any]]:
        games = self._rows(
            "SELECT id, game, finished_at, num_players FROM games ORDER BY finished_at DESC LIMIT ?", (limit,))
        out = []
        for gid, game, finished, n in games:
            players = [dict(zip(("name", "kind", "score", "won"), row, strict=True)) for row in self._rows(
                "SELECT name, kind, score, won FROM results WHERE game_id = ? ORDER BY seat", (gid,))]
            out.append({"id": gid, "game": game, "finished_at": finished, "num_players": n, "players": players})
        return out

    # ------------------------------------------------------------------ finished games (issue 17)
    def finished_games(self, limit: int = 200, game: str | None = None) -> list[dict[str, Any]]:
        """Finished games, newest first: {"id", "game", "finished_at", "players": [{"name", "kind",
        "level", "score", "won"}], "watchable"}. A damaged row (wrong types, missing seats) is skipped."""
        sql = ("SELECT g.id, g.game, g.finished_at, g.num_players, m.game_id IS NOT NULL "
               "FROM games g LEFT JOIN moves m ON m.game_id = g.id")
        args: list[Any] = []
        if game is not None:
            sql += " WHERE g.game = ?"
            args.append(game)
        out = []
        for gid, name, finished, n, watchable in self._rows(sql + " ORDER BY g.finished_at DESC LIMIT ?",
                                                           (*args, int(limit))):
            players = self._players(gid, n)
            if players is None or not isinstance(name, str) or not isinstance(finished, (int, float)):
                continue
            out.append({"id": gid, "game": name, "finished_at": float(finished), "players": players,
                        "watchable": bool(watchable)})
        return out

    def _players(self, game_id: Any, count: Any) -> list[dict[str, Any]] | None:
        rows = self._rows("SELECT seat, name, kind, level, score, won FROM results WHERE game_id = ? "
                          "ORDER BY seat", (game_id,))
        if not isinstance(count, int) or not 0 < count <= 16 or [r[0] for r in rows] != list(range(count)):
            return None
        players = []
        for _, name, kind, level, score, won in rows:
            if not isinstance(name, str) or not name or kind not in ("human", "computer") \
                    or not isinstance(level, str) or not isinstance(score, int) or isinstance(score, bool):
                return None
            players.append({"name": name, "kind": kind, "level": level, "score": score, "won": won == 1})
        return players

    def kept_game(self, game_id: str) -> dict[str, Any] | None:
        """What a finished game needs to be watched again: {"game", "seed", "options", "seats",
        "actions", "started_at", "players"}; None when it was not kept or its row is damaged
        (desktop.shell.replay checks the moves against the rules before showing anything)."""
        rows = self._rows("SELECT g.game, g.seed, g.options, g.num_players, g.started_at, m.actions "
                          "FROM games g JOIN moves m ON m.game_id = g.id WHERE g.id = ?", (game_id,))
        if not rows:
            return None
        game, seed, options, count, started, actions = rows[0]
        players = self._players(game_id, count)
        if players is None or not isinstance(game, str) or not isinstance(seed, int) \
                or not isinstance(options, str) or not isinstance(actions, str) or len(actions) > MAX_MOVES_TEXT:
            return None
        try:
            options = json.loads(options)
            actions = json.loads(actions)
        except (ValueError, RecursionError):
            return None
        if not isinstance(options, dict) or not isinstance(actions, list) or len(actions) > MAX_MOVES:
            return None
        return {"game": game, "seed": seed, "options": options, "actions": actions, "players": players,
                "started_at": started if isinstance(started, (int, float)) else 0.0,
                "seats": [{"name": p["name"], "kind": p["kind"], "level": p["level"]} for p in players]}
