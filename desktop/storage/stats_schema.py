"""The statistics database's schema and its migrations (desktop.storage.stats owns the store).

Versions (`PRAGMA user_version`), each tested by tests/storage/test_stats_migrations.py:
- 0: `games` and `results` only (the first release never set user_version);
- 1: the same tables (no release wrote it; read like 0);
- 2: + `moves` (a finished game's moves, so it can be watched again);
- 3: + index `games_by_time` (the finished games are listed a page at a time, newest first) and
  `results_by_kind` (the per-game sums are SQL aggregates over every game).

A migration only adds (CREATE ... IF NOT EXISTS): tables it does not know (another module's, e.g.
desktop/storage/reviews.py's `reviews`) and their rows stay as they are. A database of a newer version
is used as it is and its user_version is left alone."""
from __future__ import annotations

import sqlite3

SCHEMA_V0 = """
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
SCHEMA_V2 = SCHEMA_V0 + """
CREATE TABLE IF NOT EXISTS moves (
    game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    actions TEXT NOT NULL
);
"""
SCHEMA = SCHEMA_V2 + """
CREATE INDEX IF NOT EXISTS games_by_time ON games(finished_at);
CREATE INDEX IF NOT EXISTS results_by_kind ON results(kind, game_id, score, won);
"""
#: The schema of each earlier version (for the migration tests) and of this one
SCHEMAS = {0: SCHEMA_V0, 1: SCHEMA_V0, 2: SCHEMA_V2, 3: SCHEMA}
SCHEMA_VERSION = 3


def connect(target: str, *, uri: bool = False) -> sqlite3.Connection:
    """Opens a connection (tests replace this to simulate a full disk)."""
    return sqlite3.connect(target, uri=uri)


def migrate(db: sqlite3.Connection) -> None:
    """Brings a writable database to SCHEMA_VERSION; only adds, never drops (raises sqlite3.Error)."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    db.executescript(SCHEMA)
    if isinstance(version, int) and version < SCHEMA_VERSION:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    db.commit()
