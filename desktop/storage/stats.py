"""Finished games, personal bests and statistics, kept in an SQLite database in the user data folder."""
from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.storage import stats_people, stats_read, stats_schema
from desktop.storage.stats_read import clean_time
from desktop.storage.stats_schema import SCHEMA, SCHEMA_VERSION  # noqa: F401 (re-exported)

#: The most moves a kept game may have, and the longest text of them; the longest options text
MAX_MOVES = 20_000
MAX_MOVES_TEXT = 4_000_000
MAX_OPTIONS_TEXT = 65_536
#: Finished games kept in memory while they can't be written, written with the next that can
MAX_PENDING = 200


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
    """The statistics store. One connection, used from the interface thread only; the database is
    treated as outside input (desktop.storage.stats_read bounds and validates what is read back).

    A hostile or broken database never stops play: a file that is not SQLite (or is damaged) is set
    aside as `kotatsu.sqlite3.damaged-<time>` and new statistics start; a database that can't be
    written (read-only file or folder, full disk) is read if it can be and `record` raises
    StatisticsUnavailable. Each `record` tries again: the file is reopened, and the games that could
    not be written are written with it. `problem` holds a plain sentence for the window (None when
    all is well); `listeners` are called with it whenever it changes."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path) if str(path) != ":memory:" else path
        self._problem: str | None = None
        #: the problem is about writing (cleared once a write works again)
        self._write_problem = False
        self.listeners: list[Callable[[str | None], None]] = []
        self.set_aside: Path | None = None
        #: games not written yet (game id -> row), written with the next record that can
        self._pending: dict[str, tuple[Any, ...]] = {}
        if isinstance(self.path, Path):
            with contextlib.suppress(OSError):
                self.path.parent.mkdir(parents=True, exist_ok=True)
        self.writable = self._in_memory = False
        self.db = self._open()

    @property
    def problem(self) -> str | None:
        return self._problem

    @problem.setter
    def problem(self, text: str | None) -> None:
        if text == self._problem:
            return
        self._problem = text
        for listener in list(self.listeners):
            listener(text)

    def _connect(self, target: str, *, uri: bool = False) -> sqlite3.Connection:
        db = stats_schema.connect(target, uri=uri)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("database disk image is malformed")
            if not uri:
                stats_schema.migrate(db)
        except BaseException:
            db.close()
            raise
        return db

    def _open(self) -> sqlite3.Connection:
        target = str(self.path)
        existed = isinstance(self.path, Path) and self.path.exists()
        try:
            db = self._connect(target)
        except sqlite3.OperationalError as exc:  # can't open or write: read what is there if possible
            reason: BaseException = exc
        except sqlite3.DatabaseError:  # not an SQLite file, or damaged: set it aside, start anew
            aside = self._set_aside()
            if aside is not None:
                try:
                    db = self._connect(target)
                except sqlite3.DatabaseError as exc:
                    reason = exc
                else:
                    self.writable = True
                    self.problem = _tr("The statistics file was damaged; it was set aside as {0} and new "
                                       "statistics were started.").format(aside.name)
                    return db
            else:
                reason = sqlite3.DatabaseError("the file is damaged and can't be moved aside")
        else:
            self.writable = True
            return db
        self._write_problem = True
        self.problem = _tr("Statistics are not being saved: {0} can't be used ({1}).").format(self.path, reason)
        if not existed:
            self._forget_empty()
        if isinstance(self.path, Path) and self.path.is_file() and self.path.stat().st_size > 0:
            with contextlib.suppress(sqlite3.Error, ValueError, OSError):
                return self._connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True)
        self._in_memory = True
        db = sqlite3.connect(":memory:")  # this session's games only, so the window still works
        db.executescript(stats_schema.SCHEMA)
        return db

    def _reopen(self) -> None:
        """After a write failed: a new connection to the file, if it can be written now."""
        if not isinstance(self.path, Path):
            return
        existed = self.path.exists()
        try:
            db = self._connect(str(self.path))
        except sqlite3.Error:
            if not existed:
                self._forget_empty()
            return
        self.close()
        self.db, self.writable, self._in_memory = db, True, False

    def _forget_empty(self) -> None:
        """Never leaves behind an empty file made by a connection that could not write (a full disk)."""
        with contextlib.suppress(OSError):
            if isinstance(self.path, Path) and self.path.stat().st_size == 0:
                self.path.unlink()

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
        Committed when it returns; StatisticsUnavailable (plain reason) when it can't be written: the
        game is kept in memory and written with the next game that can be."""
        self._pending.pop(game_id, None)
        self._pending[game_id] = (
            (game_id, game, started_at, time.time(), len(players), seed, json.dumps(options, sort_keys=True),
             *stats_schema.sums_of(len(players), players)),
            [(game_id, seat, p["name"], p["kind"], p["level"], int(p["score"]), int(bool(p["won"])))
             for seat, p in enumerate(players)],
            None if actions is None else json.dumps(actions, separators=(",", ":")))
        while len(self._pending) > MAX_PENDING:
            self._pending.pop(next(iter(self._pending)))
        if not self.writable:
            self._reopen()
        reason: BaseException | str = ""
        if self.writable:
            try:
                self._write(self.db, self._pending.values())
            except sqlite3.Error as exc:
                reason, self.writable = exc, False
            else:
                self._pending.clear()
                if self._write_problem:
                    self._write_problem = False
                    self.problem = None
                return
        else:
            reason = self.problem or ""
            try:  # the in-memory stand-in shows this session's games (a read-only file refuses them)
                self._write(self.db, self._pending.values())
            except sqlite3.Error:
                pass
            else:
                if self._in_memory:
                    return
        message = _tr("Statistics are not being saved: {0} can't be written ({1}).").format(self.path, reason) \
            if not self._write_problem or isinstance(reason, BaseException) else str(reason)
        self._write_problem = True
        self.problem = message
        raise StatisticsUnavailable(message)

    @staticmethod
    def _write(db: sqlite3.Connection, entries: Iterable[tuple[Any, ...]]) -> None:
        with db:
            for game_row, result_rows, moves in entries:
                db.execute("INSERT OR REPLACE INTO games (id, game, started_at, finished_at, num_players, seed, "
                           "options, opponents, humans, human_won, human_high, human_low) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", game_row)
                db.execute("DELETE FROM results WHERE game_id = ?", (game_row[0],))
                db.executemany("INSERT INTO results (game_id, seat, name, kind, level, score, won) "
                               "VALUES (?, ?, ?, ?, ?, ?, ?)", result_rows)
                if moves is not None:
                    db.execute("INSERT OR REPLACE INTO moves VALUES (?, ?)", (game_row[0], moves))

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

    # ------------------------------------------------------------------ a player's results
    def scores(self, game: str, name: str, *, solo_only: bool = False, limit: int = 1000) -> list[tuple[float, int]]:
        """(finished_at, score) of a human player's latest `limit` finished games, oldest first (under
        any of the names counted as that player)."""
        names = self.names_of(name)
        sql = ("SELECT g.finished_at, r.score FROM results r JOIN games g ON g.id = r.game_id "
               f"WHERE g.game = ? AND r.name IN ({', '.join('?' * len(names))}) AND r.kind = 'human' "
               "AND typeof(r.score) = 'integer'")
        if solo_only:
            sql += " AND g.num_players = 1"
        rows = self._rows(sql + " ORDER BY g.finished_at DESC, g.rowid DESC LIMIT ?", (game, *names, int(limit)))
        return [(clean_time(t) or 0.0, s) for t, s in reversed(rows)]

    def player_record(self, game: str, name: str, *, lowest_wins: bool, solo_only: bool = False,
                      game_id: str | None = None) -> tuple[int, int | None, int | None]:
        """SQL over all of a human player's finished games of `game` (under any of the names counted as
        that player): (how many, the best score, the best score of the games other than `game_id`)."""
        pick = "MIN" if lowest_wins else "MAX"
        names = self.names_of(name)
        sql = (f"SELECT COUNT(*), {pick}(r.score), {pick}(CASE WHEN g.id IS NOT ? THEN r.score END) "
               f"FROM results r JOIN games g ON g.id = r.game_id WHERE g.game = ? AND r.name IN "
               f"({', '.join('?' * len(names))}) AND r.kind = 'human' AND typeof(r.score) = 'integer'"
               + (" AND g.num_players = 1" if solo_only else ""))
        rows = self._rows(sql, (game_id, game, *names))
        if not rows:
            return 0, None, None
        count, best, before = rows[0]
        return int(count), best, before

    def personal_best(self, game: str, name: str, *, lowest_wins: bool, solo_only: bool = False) -> int | None:
        return self.player_record(game, name, lowest_wins=lowest_wins, solo_only=solo_only)[1]

    # ------------------------------------------------------------------ one person, several names
    def players(self) -> list[stats_people.Player]:
        """Each person who played as a human, with their other names, games and wins."""
        return stats_people.players(self._rows)

    def names_of(self, name: str) -> list[str]:
        """The names counted as the same person as `name` (its own first)."""
        return stats_people.names_of(self._rows, name)

    def join_names(self, name: str, into: str) -> bool:
        """`name` is the same person as `into` from now on (False, and `problem` said, when the file
        can't be changed)."""
        return self._change(lambda: stats_people.join(self.db, name, into))

    def separate_names(self, person: str) -> bool:
        """Every name of `person` is a player of its own again."""
        return self._change(lambda: stats_people.separate(self.db, person))

    def _change(self, change: Callable[[], None]) -> bool:
        try:
            change()
        except sqlite3.Error as exc:
            self.problem = _tr("Statistics can't be changed in {0} ({1}).").format(self.path, exc)
            return False
        return True

    # ------------------------------------------------------------------ sums and lists (issue 28)
    def summary(self, *, lowest_wins: dict[str, bool]) -> list[Summary]:
        """Per game: games played by humans, wins by humans in games with a winner, best human score."""
        sums = stats_read.level_sums(self._rows)
        out = []
        for game, low in lowest_wins.items():
            levels = sums.get(game, [])
            bests = [b for b in (s.best(low) for s in levels) if b is not None]
            out.append(Summary(game, sum(s.played for s in levels), float(sum(s.won for s in levels)),
                               (min(bests) if low else max(bests)) if bests else None))
        return out

    def level_sums(self) -> dict[str, list[stats_read.LevelSums]]:
        return stats_read.level_sums(self._rows)

    def count(self, game: str | None = None) -> int:
        return stats_read.count_games(self._rows, game)

    def count_damaged(self) -> int:
        """How many finished games are damaged (a pass over every result: seconds at 100,000 games;
        see damaged_counter)."""
        return stats_read.count_damaged(self._rows)

    def damaged_counter(self) -> Callable[[], int] | None:
        """count_damaged as a function for another thread (its own read-only connection), or None when
        the statistics are not in a file (then count_damaged is quick)."""
        if not isinstance(self.path, Path) or self._in_memory:
            return None
        uri = f"{self.path.resolve().as_uri()}?mode=ro"

        def count() -> int:
            db = sqlite3.connect(uri, uri=True)
            try:
                return int(db.execute(stats_read.DAMAGED_SQL).fetchone()[0])
            finally:
                db.close()
        return count

    def page(self, offset: int, limit: int, game: str | None = None) -> list[stats_read.FinishedGame]:
        return stats_read.finished_page(self._rows, offset, limit, game)

    def trend(self, game: str, *, lowest_wins: bool) -> tuple[dict[str, list[float]], int]:
        return stats_read.trend(self._rows, game, lowest_wins)

    def recent(self, limit: int = 50) -> list[dict[str, Any]]:
        return self.finished_games(limit)

    def finished_games(self, limit: int = 200, game: str | None = None) -> list[dict[str, Any]]:
        """Finished games, newest first: {"id", "game", "finished_at" (None: unknown date), "players":
        [{"name", "kind", "level", "score", "won"}], "watchable", "damaged"}."""
        return [g.as_dict() for g in self.page(0, limit, game)]

    def kept_game(self, game_id: str) -> dict[str, Any] | None:
        """What a finished game needs to be watched again: {"game", "seed", "options", "seats",
        "actions", "started_at", "players"}; None when it was not kept or its row is damaged
        (desktop.shell.replay checks the moves against the rules before showing anything)."""
        rows = self._rows(
            "SELECT g.game, g.seed, CASE WHEN length(g.options) <= ? THEN g.options END, g.num_players, g.started_at, "
            "CASE WHEN length(m.actions) <= ? THEN m.actions END FROM games g JOIN moves m ON m.game_id = g.id "
            "WHERE g.id = ?", (MAX_OPTIONS_TEXT, MAX_MOVES_TEXT, game_id))
        if not rows:
            return None
        game, seed, options, count, started, actions = rows[0]
        listed = stats_read.finished_one(self._rows, game_id)
        if listed is None or listed.damaged or not isinstance(game, str) or not isinstance(seed, int) \
                or not isinstance(options, str) or not isinstance(actions, str):
            return None
        players = listed.players
        try:
            options = json.loads(options)
            actions = json.loads(actions)
        except (ValueError, RecursionError):
            return None
        if not isinstance(options, dict) or not isinstance(actions, list) or len(actions) > MAX_MOVES:
            return None
        return {"game": game, "seed": seed, "options": options, "actions": actions, "players": players,
                "started_at": clean_time(started) or 0.0,
                "seats": [{"name": p["name"], "kind": p["kind"], "level": p["level"]} for p in players]}
