"""The statistics database's schema and its migrations (desktop.storage.stats owns the store).

Versions (`PRAGMA user_version`), each tested by tests/storage/test_stats_migrations.py:
- 0: `games` and `results` only (the first release never set user_version);
- 1: the same tables (no release wrote it; read like 0);
- 2: + `moves` (a finished game's moves, so it can be watched again);
- 3: + `games` columns with each game's sums (SUM_COLUMNS: the per-game counts, wins and bests are
  SQL aggregates over them, fast at 100,000 games) and indexes `games_by_time`, `games_by_game_time`
  (the finished games are listed a page at a time, newest first), `results_by_kind`, `games_sums`, `games_without_sums`;
- 4: + `aliases` (a name the player said is the same person as another: name -> that person's name;
  desktop/storage/stats_people.py).

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
#: Version 3's columns of `games`: what the sums need of each game, written with it (and filled in
#: from its results for older rows): its opponents ("hard", "normal", "easy": the hardest computer;
#: "solo"; "humans"), how many humans played, whether one won, the humans' highest and lowest scores
SUM_COLUMNS = (("opponents", "TEXT"), ("humans", "INTEGER"), ("human_won", "INTEGER"),
               ("human_high", "INTEGER"), ("human_low", "INTEGER"))
SCHEMA_V3_INDEXES = """
CREATE INDEX IF NOT EXISTS games_by_time ON games(finished_at);
CREATE INDEX IF NOT EXISTS games_by_game_time ON games(game, finished_at);
CREATE INDEX IF NOT EXISTS results_by_kind ON results(kind, game_id, score, won);
CREATE INDEX IF NOT EXISTS games_sums ON games(game, opponents, humans, human_won, human_high, human_low);
CREATE INDEX IF NOT EXISTS games_without_sums ON games(id) WHERE opponents IS NULL;
"""
SCHEMA = SCHEMA_V2.replace("    options     TEXT NOT NULL\n", "    options     TEXT NOT NULL,\n" + ",\n".join(
    f"    {name} {kind}" for name, kind in SUM_COLUMNS) + "\n") + SCHEMA_V3_INDEXES
ALIASES = """
CREATE TABLE IF NOT EXISTS aliases (
    name   TEXT PRIMARY KEY,
    person TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS aliases_by_person ON aliases(person);
"""
SCHEMA_V3 = SCHEMA
SCHEMA = SCHEMA_V3 + ALIASES
#: The sums of one game (`g`) from its results, for rows written without them
FILL_SUMS = """
UPDATE games SET
    opponents = CASE WHEN num_players = 1 THEN 'solo' ELSE COALESCE((SELECT CASE MAX(CASE level WHEN 'hard' THEN 3
        WHEN 'normal' THEN 2 WHEN 'easy' THEN 1 ELSE 0 END) WHEN 3 THEN 'hard' WHEN 2 THEN 'normal' WHEN 1 THEN 'easy'
        END FROM results r WHERE r.game_id = games.id AND r.kind = 'computer'), 'humans') END,
    humans = (SELECT COUNT(*) FROM results r WHERE r.game_id = games.id AND r.kind = 'human'),
    human_won = (SELECT COUNT(*) > 0 FROM results r WHERE r.game_id = games.id AND r.kind = 'human' AND r.won = 1),
    human_high = (SELECT MAX(score) FROM results r WHERE r.game_id = games.id AND r.kind = 'human'
                  AND typeof(r.score) = 'integer'),
    human_low = (SELECT MIN(score) FROM results r WHERE r.game_id = games.id AND r.kind = 'human'
                 AND typeof(r.score) = 'integer')
WHERE opponents IS NULL
"""
#: The schema of each earlier version (for the migration tests) and of this one
SCHEMAS = {0: SCHEMA_V0, 1: SCHEMA_V0, 2: SCHEMA_V2, 3: SCHEMA_V3, 4: SCHEMA}
SCHEMA_VERSION = 4


def connect(target: str, *, uri: bool = False) -> sqlite3.Connection:
    """Opens a connection (tests replace this to simulate a full disk)."""
    return sqlite3.connect(target, uri=uri)


def migrate(db: sqlite3.Connection) -> None:
    """Brings a writable database to SCHEMA_VERSION; only adds, never drops (raises sqlite3.Error)."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    # two transactions, not one a statement: each commit waits for the disk (a new database's sixteen
    # statements took about 30 ms alone on this machine's disk, once a window; issue 28)
    db.executescript("BEGIN IMMEDIATE;" + SCHEMA_V2)
    columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
    for name, kind in SUM_COLUMNS:
        if name not in columns:
            db.execute(f"ALTER TABLE games ADD COLUMN {name} {kind}")
    # executescript commits the transaction above first, then runs this one
    # (FILL_SUMS: rows an older version wrote; none, usually: the index finds them at once)
    db.executescript("BEGIN IMMEDIATE;" + SCHEMA_V3_INDEXES + ALIASES + FILL_SUMS + ";"
                     + (f"PRAGMA user_version = {SCHEMA_VERSION};"
                        if isinstance(version, int) and version < SCHEMA_VERSION else "")
                     + "COMMIT;")


def sums_of(num_players: int, players: list[dict]) -> tuple[str, int, int, int | None, int | None]:
    """The SUM_COLUMNS values of a game about to be recorded (what FILL_SUMS computes in SQL)."""
    rank = {"hard": 3, "normal": 2, "easy": 1}
    hardest = max((rank.get(p["level"], 0) for p in players if p["kind"] == "computer"), default=0)
    opponents = "solo" if num_players == 1 else {3: "hard", 2: "normal", 1: "easy"}.get(hardest, "humans")
    scores = [int(p["score"]) for p in players if p["kind"] == "human"]
    won = int(any(p["won"] for p in players if p["kind"] == "human"))
    return opponents, len(scores), won, max(scores, default=None), min(scores, default=None)
