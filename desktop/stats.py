"""Finished games, personal bests and statistics, kept in an SQLite database in the user data folder."""
from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
"""


@dataclass(frozen=True)
class Summary:
    game: str
    played: int
    won: float
    best: int | None


class Statistics:
    """The statistics store. One connection, used from the interface thread only."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path) if str(path) != ":memory:" else path
        if isinstance(self.path, Path):
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(path))
        self.db.execute("PRAGMA foreign_keys = ON")
        self.db.executescript(SCHEMA)
        self.db.commit()

    def close(self) -> None:
        self.db.close()

    def record(self, *, game_id: str, game: str, started_at: float, seed: int, options: dict[str, Any],
               players: list[dict[str, Any]]) -> None:
        """players: per seat {"name", "kind", "level", "score", "won"}. Recording twice is harmless."""
        with self.db:
            self.db.execute(
                "INSERT OR REPLACE INTO games VALUES (?, ?, ?, ?, ?, ?, ?)",
                (game_id, game, started_at, time.time(), len(players), seed, json.dumps(options, sort_keys=True)))
            self.db.execute("DELETE FROM results WHERE game_id = ?", (game_id,))
            self.db.executemany(
                "INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(game_id, seat, p["name"], p["kind"], p["level"], int(p["score"]), int(bool(p["won"])))
                 for seat, p in enumerate(players)])

    def scores(self, game: str, name: str, *, solo_only: bool = False) -> list[tuple[float, int]]:
        """(finished_at, score) of a human player's finished games, oldest first."""
        sql = ("SELECT g.finished_at, r.score FROM results r JOIN games g ON g.id = r.game_id "
               "WHERE g.game = ? AND r.name = ? AND r.kind = 'human'")
        if solo_only:
            sql += " AND g.num_players = 1"
        return list(self.db.execute(sql + " ORDER BY g.finished_at", (game, name)))

    def personal_best(self, game: str, name: str, *, lowest_wins: bool, solo_only: bool = False) -> int | None:
        values = [s for _, s in self.scores(game, name, solo_only=solo_only)]
        if not values:
            return None
        return min(values) if lowest_wins else max(values)

    def summary(self, *, lowest_wins: dict[str, bool]) -> list[Summary]:
        """Per game: games played by humans, wins by humans (shared wins split), best human score."""
        out = []
        for game, low in lowest_wins.items():
            rows = list(self.db.execute(
                "SELECT r.game_id, r.score, r.won FROM results r JOIN games g ON g.id = r.game_id "
                "WHERE g.game = ? AND r.kind = 'human'", (game,)))
            played = len({r[0] for r in rows})
            won = float(sum(r[2] for r in rows))
            scores = [r[1] for r in rows]
            best = (min(scores) if low else max(scores)) if scores else None
            out.append(Summary(game, played, won, best))
        return out

    def recent(self, limit: int = 50) -> list[dict[str, Any]]:
        games = list(self.db.execute(
            "SELECT id, game, finished_at, num_players FROM games ORDER BY finished_at DESC LIMIT ?", (limit,)))
        out = []
        for gid, game, finished, n in games:
            players = [dict(zip(("name", "kind", "score", "won"), row)) for row in self.db.execute(
                "SELECT name, kind, score, won FROM results WHERE game_id = ? ORDER BY seat", (gid,))]
            out.append({"id": gid, "game": game, "finished_at": finished, "num_players": n, "players": players})
        return out
