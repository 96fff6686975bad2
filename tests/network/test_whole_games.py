"""Whole games of every game across processes: a headless host and two headless players (`join`)
on 127.0.0.1; the host records the finished game in its statistics and everybody exits 0."""
from __future__ import annotations

import sqlite3

import pytest

from tests.network.procs import start_host, start_join, wait

GAMES = [
    ("coloretto", "remote,remote", "easy"),
    ("r_eco", "remote,remote", "easy"),
    ("siberia", "remote,remote", "easy"),
    ("rolling_japan", "remote,remote", "easy"),
    ("pueblo", "remote,remote,easy", "easy"),
]


@pytest.mark.parametrize("game,seats,level", GAMES, ids=[g[0] for g in GAMES])
def test_whole_game_host_and_two_clients(tmp_path, game, seats, level):
    host, port, code, game_id = start_host(tmp_path / "host", game, "--players", str(seats.count(",") + 1),
                                           "--seats", seats, "--port", "0", "--seed", "7",
                                           "--max-seconds", "80")
    joins = [start_join(tmp_path / f"p{i}", port, code, level, "--name", f"Bot {i}", "--seed", str(i))
             for i in range(seats.count("remote"))]
    results = [wait(j) for j in joins]
    rc, out, err = wait(host)
    for jrc, jout, jerr in results:
        assert jrc == 0, jerr
        assert "KOTATSU_JOINED" in jout
    assert rc == 0, err
    with sqlite3.connect(tmp_path / "host" / "kotatsu.sqlite3") as db:
        rows = db.execute("select id, game from games").fetchall()
    assert rows == [(game_id, game)]
    assert not list((tmp_path / "host" / "autosave").glob("*.json"))
