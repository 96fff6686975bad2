"""Filling a statistics database fast (straight SQL, as a hostile or very old file would be)."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from desktop.storage.stats_schema import FILL_SUMS, SCHEMAS

GAMES = ("coloretto", "r_eco", "siberia", "rolling_japan", "pueblo")


def build(path: Path, version: int, *, games: int = 0, start: float = 1.7e9, moves: bool = True) -> None:
    """A database of schema `version` with `games` two-seat games (Ann, a human, against a computer of
    the levels in turn), one of each game in turn; Ann wins the even ones."""
    db = sqlite3.connect(path)
    db.executescript(SCHEMAS[version])
    if version:
        db.execute(f"PRAGMA user_version = {version}")
    levels = ("easy", "normal", "hard")
    db.executemany("INSERT INTO games (id, game, started_at, finished_at, num_players, seed, options) "
                   "VALUES (?, ?, ?, ?, 2, ?, '{}')",
                   ((f"g{i}", GAMES[i % 5], start + i, start + i + 1, i) for i in range(games)))
    db.executemany("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (row for i in range(games) for row in (
                       (f"g{i}", 0, "Ann", "human", "normal", 10 + i % 7, int(i % 2 == 0)),
                       (f"g{i}", 1, "Bot", "computer", levels[i % 3], 12, int(i % 2 == 1)))))
    if moves and version >= 2:
        db.executemany("INSERT INTO moves VALUES (?, '[]')", ((f"g{i}",) for i in range(games)))
    if version >= 3:
        db.execute(FILL_SUMS)  # what Kotatsu writes with each game since version 3
    db.commit()
    db.close()
