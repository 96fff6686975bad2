"""The reviews kept in the statistics database (desktop/storage/reviews.py, issue 26) read back as hostile
input: every field checked, a damaged row or file gives None and a plain problem, never an exception;
the statistics' own tables are left alone."""
from __future__ import annotations

import json
import os
import sqlite3

import pytest

from desktop.storage.reviews import FORMAT, MAX_DATA_CHARS, ReviewStore, game_key, parse_data, valid_decision
from desktop.storage.stats import Statistics

GOOD = {"index": 3, "seat": 0, "played": ["take", 1], "best": ["draw"], "played_value": 41.0, "best_value": 55.5,
        "loss": 14.5, "label": "mistake", "simulations": 100}


def test_a_review_is_kept_beside_the_statistics_and_read_back(tmp_path):
    path = tmp_path / "kotatsu.sqlite3"
    Statistics(path)   # the statistics' own file first
    store = ReviewStore(path)
    book = {**GOOD, "index": 5, "played_value": None, "best_value": None, "loss": None, "label": "book"}
    assert store.save("k" * 64, 0, "normal", "coloretto", "id1", [GOOD, book])
    assert store.load("k" * 64, 0, "normal") == [GOOD, book]
    assert store.load("k" * 64, 0, "deep") is None and store.load("k" * 64, 1, "normal") is None
    assert store.seats_reviewed("k" * 64, "normal") == [0]
    with sqlite3.connect(path) as db:
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"games", "results", "moves", "reviews"} <= tables
    assert Statistics(path).problem is None   # the statistics still open their file


@pytest.mark.parametrize("change", [
    {"label": "brilliant"}, {"label": None}, {"index": -1}, {"index": True}, {"seat": 99}, {"seat": "0"},
    {"loss": float("nan")}, {"loss": float("inf")}, {"played_value": 1e300}, {"played_value": "41"},
    {"simulations": -1}, {"played": [[[[[[[[[[1]]]]]]]]]]}, {"best": "x" * 5000}, {"extra": 1},
])
def test_a_decision_with_a_wrong_field_is_refused(change):
    assert valid_decision({**GOOD, **change}) is None


def test_stored_text_is_checked_before_and_after_parsing():
    ok = json.dumps({"format": FORMAT, "decisions": [GOOD]})
    assert parse_data(ok, 0) == [GOOD]
    assert parse_data(ok, 1) is None                                     # another seat's decisions
    assert parse_data(json.dumps({"format": FORMAT + 1, "decisions": [GOOD]}), 0) is None
    assert parse_data(json.dumps({"format": FORMAT, "decisions": [GOOD, GOOD]}), 0) is None   # not in order
    assert parse_data("[" * 100_000, 0) is None                          # deep nesting
    assert parse_data(" " * (MAX_DATA_CHARS + 1), 0) is None             # too long: never parsed
    assert parse_data(b"bytes", 0) is None and parse_data("{", 0) is None


def test_a_damaged_database_or_a_file_that_is_not_one_never_raises(tmp_path):
    path = tmp_path / "kotatsu.sqlite3"
    path.write_bytes(b"not an sqlite database at all" * 100)
    store = ReviewStore(path)
    assert store.load("k", 0, "normal") is None and store.problem
    assert store.save("k", 0, "normal", "coloretto", "id", [GOOD]) is False and store.problem
    fifo = tmp_path / "fifo.sqlite3"
    os.mkfifo(fifo)
    store = ReviewStore(fifo)
    assert store.load("k", 0, "normal") is None
    assert store.save("k", 0, "normal", "coloretto", "id", [GOOD]) is False and store.problem
    # a row written by something else: wrong types in every column
    path = tmp_path / "other.sqlite3"
    store = ReviewStore(path)
    assert store.save("k", 0, "normal", "coloretto", "id", [GOOD])
    with sqlite3.connect(path) as db:
        db.execute("UPDATE reviews SET data = x'00ff'")
    assert store.load("k", 0, "normal") is None and store.problem
    assert store.load(["not", "a", "key"], 0, "normal") is None and store.load("k", 0, "bottomless") is None


def test_the_key_names_the_game_not_where_it_was_opened_from():
    moves = [[0, ["take", 1]], [1, ["draw"]]]
    key = game_key("coloretto", 2, 7, {"rounds": 3}, moves)
    assert key == game_key("coloretto", 2, 7, {"rounds": 3}, [list(m) for m in moves])
    assert key != game_key("coloretto", 2, 8, {"rounds": 3}, moves)
    assert key != game_key("coloretto", 2, 7, {"rounds": 3}, moves[:1])
