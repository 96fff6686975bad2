"""Schema migrations from every earlier version of the statistics database (desktop/storage/stats_schema.py),
keeping tables the statistics do not own (another module's `reviews`) and their rows."""
from __future__ import annotations

import sqlite3

import pytest

from desktop.storage.stats import Statistics
from desktop.storage.stats_schema import SCHEMA_VERSION, SCHEMAS
from tests.storage.helpers import build

PLAYERS = [{"name": "Ann", "kind": "human", "level": "normal", "score": 30, "won": True},
           {"name": "Bot", "kind": "computer", "level": "easy", "score": 20, "won": False}]


def _add_foreign_table(path):
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE reviews (game_key TEXT PRIMARY KEY, data TEXT NOT NULL)")
    db.execute("INSERT INTO reviews VALUES ('k1', '{\"decisions\": []}')")
    db.commit()
    db.close()


def _tables(path) -> set[str]:
    db = sqlite3.connect(path)
    try:
        return {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'index')")}
    finally:
        db.close()


@pytest.mark.parametrize("version", sorted(v for v in SCHEMAS if v < SCHEMA_VERSION))
def test_an_earlier_schema_with_rows_is_brought_up_to_date(tmp_path, version):
    path = tmp_path / "kotatsu.sqlite3"
    build(path, version, games=12)
    _add_foreign_table(path)
    stats = Statistics(path)
    assert stats.problem is None
    assert stats.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert {"games_by_time", "results_by_kind", "moves", "reviews"} <= _tables(path)
    assert stats.count() == 12
    listed = stats.finished_games(limit=100)
    assert len(listed) == 12 and not any(g["damaged"] for g in listed)
    assert all(g["watchable"] == (version >= 2) for g in listed)
    assert sum(s.played for s in stats.summary(lowest_wins={"coloretto": False, "r_eco": False})) == 6
    stats.record(game_id="new", game="coloretto", started_at=1.7e9, seed=1, options={}, players=PLAYERS, actions=[])
    assert stats.count() == 13 and stats.kept_game("new") is not None
    assert stats.db.execute("SELECT game_key, data FROM reviews").fetchall() == [("k1", '{"decisions": []}')]
    stats.close()
    again = Statistics(path)  # opened once more: nothing to do, nothing lost
    assert again.count() == 13 and again.problem is None
    again.close()


def test_a_newer_schema_is_used_as_it_is_and_keeps_its_version(tmp_path):
    path = tmp_path / "kotatsu.sqlite3"
    build(path, SCHEMA_VERSION, games=3)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    stats = Statistics(path)
    assert stats.problem is None and stats.count() == 3
    stats.record(game_id="new", game="coloretto", started_at=1.7e9, seed=1, options={}, players=PLAYERS)
    assert stats.db.execute("PRAGMA user_version").fetchone()[0] == 99
    stats.close()


def test_the_reviews_module_and_the_statistics_share_the_file(tmp_path):
    """desktop/storage/reviews.py adds its own table to the same file: opening the statistics first or
    second keeps it and its rows."""
    path = tmp_path / "kotatsu.sqlite3"
    _add_foreign_table(path)  # the reviews first, in a file with no statistics yet
    stats = Statistics(path)
    stats.record(game_id="g", game="coloretto", started_at=1.7e9, seed=1, options={}, players=PLAYERS)
    stats.close()
    assert "reviews" in _tables(path) and Statistics(path).count() == 1
