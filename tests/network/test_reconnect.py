"""Reconnection across processes on 127.0.0.1 (issue 25): a player killed mid-game (kill -9) and
started again with its kept resume token takes its seat back and the game ends normally; a host
killed mid-game (kill -9) and resumed from its autosave (`host --resume GAME_ID`, same port, code
and tokens) lets every player back in (their clients retry with their tokens) and the game ends."""
from __future__ import annotations

import json
import re
import signal
import sqlite3

from tests.network.procs import start_host, start_join, wait, wait_for


def moves_saved(data_dir, game_id: str) -> int:
    try:
        save = json.loads((data_dir / "autosave" / f"{game_id}.json").read_text(encoding="utf-8"))
        return len(save["actions"])
    except (OSError, ValueError, KeyError, TypeError):
        return 0


def recorded(data_dir) -> list[tuple[str, str]]:
    with sqlite3.connect(data_dir / "kotatsu.sqlite3") as db:
        return db.execute("select id, game from games").fetchall()


def test_a_player_killed_and_started_again_gets_its_seat_back(tmp_path):
    host, port, code, game_id = start_host(tmp_path / "host", "coloretto", "--players", "2", "--seats",
                                           "remote,remote", "--port", "0", "--seed", "5", "--max-seconds", "80")
    token = tmp_path / "ana.token"
    ana = start_join(tmp_path / "ana", port, code, "easy", "--name", "Ana", "--seed", "1", "--token-file", str(token))
    bo = start_join(tmp_path / "bo", port, code, "easy", "--name", "Bo", "--seed", "2")
    seat = re.search(r"seat=(\d)", ana.stdout.readline()).group(1)
    assert wait_for(lambda: moves_saved(tmp_path / "host", game_id) >= 4 and token.is_file(), timeout=40)
    ana.send_signal(signal.SIGKILL)
    ana.wait(timeout=10)
    at_kill = moves_saved(tmp_path / "host", game_id)
    assert at_kill > 0 and (tmp_path / "host" / "autosave" / f"{game_id}.json").is_file(), "the game was over"

    back = start_join(tmp_path / "ana", port, code, "easy", "--name", "Ana", "--seed", "3", "--token-file", str(token))
    rc, out, err = wait(back)
    assert rc == 0, err
    assert f"KOTATSU_JOINED seat={seat}" in out  # the same seat, by its token
    brc, _, berr = wait(bo)
    assert brc == 0, berr
    hrc, _, herr = wait(host)
    assert hrc == 0, herr
    assert recorded(tmp_path / "host") == [(game_id, "coloretto")]
    assert moves_saved(tmp_path / "host", game_id) == 0  # the autosave went with the end of the game


def test_a_host_killed_and_resumed_lets_every_player_back_in(tmp_path):
    data = tmp_path / "host"
    host, port, code, game_id = start_host(data, "siberia", "--players", "3", "--seats", "remote,remote,easy",
                                           "--port", "0", "--seed", "9", "--max-seconds", "80")
    joins = [start_join(tmp_path / f"p{i}", port, code, "easy", "--name", f"Bot {i}", "--seed", str(i))
             for i in range(2)]
    seats = [re.search(r"seat=(\d)", j.stdout.readline()).group(1) for j in joins]
    assert sorted(seats) == ["0", "1"]
    assert wait_for(lambda: moves_saved(data, game_id) >= 5, timeout=40)
    host.send_signal(signal.SIGKILL)
    host.wait(timeout=10)
    assert moves_saved(data, game_id) >= 5 and not recorded_or_empty(data)

    again, port2, code2, game_id2 = start_host(data, "--resume", game_id, "--max-seconds", "80")
    assert (port2, code2, game_id2) == (port, code, game_id)
    for j, seat in zip(joins, seats):
        rc, out, err = wait(j)
        assert rc == 0, err
        assert re.findall(r"KOTATSU_JOINED seat=(\d)", out) == [seat], out  # back in its own seat, by its token
    hrc, _, herr = wait(again)
    assert hrc == 0, herr
    assert recorded(data) == [(game_id, "siberia")]


def recorded_or_empty(data_dir) -> list:
    return recorded(data_dir) if (data_dir / "kotatsu.sqlite3").exists() else []
