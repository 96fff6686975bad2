"""The statistics database read back as outside input (issue 28): names, times, moves and options
bounded and validated; damaged rows listed as damaged, never dropped; counts are SQL aggregates over
every game; a full disk is retried and the file reopened when the disk comes back."""
from __future__ import annotations

import sqlite3

import pytest

from desktop.storage import stats_schema
from desktop.storage.stats import MAX_MOVES_TEXT, Statistics, StatisticsUnavailable
from desktop.storage.stats_read import MAX_NAME, MAX_PLOTTED, clean_time
from tests.storage.helpers import build

PLAYERS = [{"name": "Ann", "kind": "human", "level": "normal", "score": 30, "won": True},
           {"name": "Bot", "kind": "computer", "level": "easy", "score": 20, "won": False}]


@pytest.fixture
def stats(tmp_path):
    path = tmp_path / "kotatsu.sqlite3"
    build(path, stats_schema.SCHEMA_VERSION, games=3)
    store = Statistics(path)
    yield store
    store.close()


def test_a_five_million_character_name_is_read_back_bounded(stats):
    with stats.db:
        stats.db.execute("UPDATE results SET name = ? WHERE game_id = 'g1' AND seat = 0", ("<b>" + "W" * 5_000_000,))
    listed = {g["id"]: g for g in stats.finished_games()}
    name = listed["g1"]["players"][0]["name"]
    assert len(name) <= MAX_NAME and name.startswith("<b>WWW") and name.endswith("…")
    assert not listed["g1"]["damaged"]
    kept = stats.kept_game("g1")
    assert kept is not None and all(len(s["name"]) <= MAX_NAME for s in kept["seats"])


@pytest.mark.parametrize("when", [1e20, -1e15, float("inf"), float("-inf"), "yesterday", 2**62, b"\x00"])
def test_an_absurd_time_reads_as_an_unknown_date(stats, when):
    with stats.db:
        stats.db.execute("UPDATE games SET finished_at = ?, started_at = ? WHERE id = 'g1'", (when, when))
    listed = {g["id"]: g for g in stats.finished_games()}
    assert listed["g1"]["finished_at"] is None and listed["g0"]["finished_at"] == 1.7e9 + 1
    assert stats.kept_game("g1")["started_at"] == 0.0
    assert stats.count() == 3 and len(stats.scores("r_eco", "Ann")) == 1


def test_not_a_number_is_an_unknown_date():  # SQLite keeps NaN as NULL: its columns refuse it
    assert clean_time(float("nan")) is None and clean_time(True) is None and clean_time(1.7e9) == 1.7e9


def test_moves_and_options_beyond_their_caps_are_not_parsed(stats):
    with stats.db:
        stats.db.execute("UPDATE moves SET actions = ? WHERE game_id = 'g0'", ("[" + "[0,1]," * 800_000 + "[0,1]]",))
        stats.db.execute("UPDATE moves SET actions = ? WHERE game_id = 'g1'", ("[" * 100_000,))
        stats.db.execute("UPDATE games SET options = ? WHERE id = 'g2'", ('{"a": "' + "x" * 100_000 + '"}',))
    assert len("[" + "[0,1]," * 800_000) > MAX_MOVES_TEXT
    assert stats.kept_game("g0") is None and stats.kept_game("g1") is None and stats.kept_game("g2") is None
    with stats.db:
        stats.db.execute("UPDATE moves SET actions = ? WHERE game_id = 'g0'", ("[" + "[0,1]," * 30_000 + "[0,1]]",))
    assert stats.kept_game("g0") is None, "more moves than a game can have"


DAMAGE = [
    "UPDATE results SET name = x'00ff' WHERE game_id = 'g1' AND seat = 0",
    "UPDATE results SET kind = 'alien' WHERE game_id = 'g1' AND seat = 1",
    "UPDATE results SET score = 'many' WHERE game_id = 'g1' AND seat = 1",
    "DELETE FROM results WHERE game_id = 'g1' AND seat = 1",
    "UPDATE games SET num_players = 99 WHERE id = 'g1'",
    "UPDATE games SET num_players = 'two' WHERE id = 'g1'",
    "UPDATE games SET game = x'00' WHERE id = 'g1'",
    "INSERT INTO results VALUES ('g1', 7, 'Extra', 'human', 'normal', 3, 0)",
]


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_row_is_listed_as_damaged_and_counted(stats, damage):
    with stats.db:
        stats.db.execute(damage)
    listed = {g["id"]: g for g in stats.finished_games()}
    assert set(listed) == {"g0", "g1", "g2"}, "never dropped"
    assert listed["g1"]["damaged"] and not listed["g1"]["watchable"]
    assert not listed["g0"]["damaged"] and not listed["g2"]["damaged"]
    assert stats.count() == 3 and stats.count_damaged() == 1 and stats.damaged_counter()() == 1
    assert stats.kept_game("g1") is None and stats.kept_game("g0") is not None


def test_fifty_thousand_games_are_counted_in_sql_and_listed_a_page_at_a_time(tmp_path):
    path = tmp_path / "kotatsu.sqlite3"
    build(path, stats_schema.SCHEMA_VERSION, games=50_000)
    stats = Statistics(path)
    assert stats.count() == 50_000 and stats.count("coloretto") == 10_000
    by_game = {s.game: s for s in stats.summary(lowest_wins={"coloretto": False, "pueblo": True})}
    assert by_game["coloretto"].played == 10_000 and by_game["coloretto"].won == 5_000
    assert by_game["coloretto"].best == 16 and by_game["pueblo"].best == 10
    levels = {s.level: s.played for s in stats.level_sums()["coloretto"]}
    assert levels == {"easy": 3334, "normal": 3333, "hard": 3333}
    page = stats.page(200, 100)
    assert [g.id for g in page] == [f"g{i}" for i in range(49_799, 49_699, -1)]
    lines, total = stats.trend("siberia", lowest_wins=False)
    assert total == 10_000 and sum(len(v) for v in lines.values()) == MAX_PLOTTED
    stats.close()


# ---------------------------------------------------------------------------- a full disk
class Disk:
    """SQLite's own "database or disk is full" (SQLITE_FULL), from a page limit set on each new
    connection while the disk is "full"."""

    def __init__(self, monkeypatch) -> None:
        self.full = True
        real = stats_schema.connect

        def connect(target, *, uri=False):
            db = real(target, uri=uri)
            if self.full:
                pages = db.execute("PRAGMA page_count").fetchone()[0]
                db.execute(f"PRAGMA max_page_count = {max(1, pages)}")
            return db

        monkeypatch.setattr(stats_schema, "connect", connect)


def test_a_fresh_data_folder_on_a_full_disk_leaves_no_empty_file_and_records_once_space_is_back(tmp_path,
                                                                                                   monkeypatch):
    disk = Disk(monkeypatch)
    path = tmp_path / "data" / "kotatsu.sqlite3"
    stats = Statistics(path)
    told = []
    stats.listeners.append(told.append)
    assert stats.problem and "not being saved" in stats.problem and "full" in stats.problem
    assert not path.exists(), "no 0-byte database left behind"
    stats.record(game_id="a", game="coloretto", started_at=1.7e9, seed=1, options={}, players=PLAYERS)
    assert stats.problem and not path.exists()
    assert [g["id"] for g in stats.finished_games()] == ["a"], "shown for this session"
    disk.full = False
    stats.record(game_id="b", game="coloretto", started_at=1.7e9, seed=2, options={}, players=PLAYERS)
    assert stats.problem is None and told[-1] is None
    stats.close()
    again = Statistics(path)
    assert {g["id"] for g in again.finished_games()} == {"a", "b"}, "the game of the full disk is written too"
    again.close()


def test_a_full_disk_under_an_existing_database_is_retried_at_the_next_game(tmp_path, monkeypatch):
    path = tmp_path / "kotatsu.sqlite3"
    build(path, stats_schema.SCHEMA_VERSION, games=2)
    stats = Statistics(path)
    told = []
    stats.listeners.append(told.append)
    big = [dict(p, name=p["name"] * 50) for p in PLAYERS]
    with stats.db:  # the disk fills up under the open connection
        pages = stats.db.execute("PRAGMA page_count").fetchone()[0]
        stats.db.execute(f"PRAGMA max_page_count = {pages}")
    disk = Disk(monkeypatch)
    with pytest.raises(StatisticsUnavailable, match="full"):
        for i in range(200):
            stats.record(game_id=f"x{i}", game="coloretto", started_at=1.7e9, seed=1, options={}, players=big,
                         actions=[[0, "x" * 500]] * 20)
    assert told and "not being saved" in told[-1]
    with pytest.raises(StatisticsUnavailable):
        stats.record(game_id="y", game="coloretto", started_at=1.7e9, seed=1, options={}, players=PLAYERS)
    disk.full = False
    stats.record(game_id="z", game="coloretto", started_at=1.7e9, seed=1, options={}, players=PLAYERS)
    assert stats.problem is None and told[-1] is None
    assert {"y", "z"} <= {g["id"] for g in stats.finished_games(limit=500)}
    stats.close()


def test_a_database_that_cannot_be_written_keeps_the_old_games_readable(tmp_path):
    path = tmp_path / "kotatsu.sqlite3"
    build(path, stats_schema.SCHEMA_VERSION, games=2)
    db = sqlite3.connect(path)
    db.execute("BEGIN EXCLUSIVE")  # another process holds the file
    try:
        stats = Statistics(path)
        assert stats.problem and stats.count() in (0, 2)
    finally:
        db.rollback()
        db.close()
    stats.record(game_id="n", game="coloretto", started_at=1.7e9, seed=1, options={}, players=PLAYERS)
    assert stats.problem is None and stats.count() == 3
    stats.close()
