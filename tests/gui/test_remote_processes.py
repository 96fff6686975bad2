"""A windowed client among separate processes (issue 25): a headless host (`python -m desktop.network
host`), a computer joined with `python -m desktop.network join`, and this process's window, all on
127.0.0.1. For each game the window plays its seat to the end through the view; then the host is
killed mid-game and resumed, and the window gets its seat back."""
from __future__ import annotations

import random
import signal

import pytest

from desktop.network import client as C
from desktop.shell.main_window import ResultsDialog
from tests.gui.test_remote_table import GAMES, a_window, join, log_texts, my_turn
from tests.network.procs import start_host, start_join, wait
from tests.unpainted import unpainted


class _Address:
    def __init__(self, port: int, code: str) -> None:
        self.port, self.code = port, code


def _stop(*procs):
    for proc in procs:
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.communicate(timeout=10)


#: the process boundary is the same for every game (the host's and the joiner's command lines, the
#: line protocol, the window's seat): a game with hidden cards and the game of simultaneous writes.
#: Every game's table through the window is played in-process by tests/gui/test_remote_table.py, and
#: every game through host and client processes by tests/network/test_whole_games.py (issue 28: the
#: other three cost 18 s of CPU here)
PROCESS_GAMES = [g for g in ("coloretto", "rolling_japan") if g in GAMES]


@pytest.mark.parametrize("game", PROCESS_GAMES)
def test_a_window_plays_with_a_headless_host_and_a_joined_computer(game, qtbot, configured_app, monkeypatch,
                                                                    tmp_path):
    results = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: results.append(self) or 0)
    host, port, code, _ = start_host(tmp_path / "host", game, "--players", "2", "--seats", "remote,remote",
                                     "--port", "0", "--seed", "8", "--no-announce", "--max-seconds", "150")
    bot = None
    try:
        window = a_window(qtbot)
        table = join(qtbot, window, _Address(port, code), name="Window")
        assert table.my_seat == 0
        bot = start_join(tmp_path / "bot", port, code, "easy", "--name", "Joined bot")
        rng = random.Random(4)
        moves = 0
        with unpainted(window):
            while True:
                qtbot.waitUntil(lambda: my_turn(table), timeout=60_000)
                if table.is_over():
                    break
                assert table.submit(0, rng.choice(table.legal_actions(0)))
                moves += 1
        qtbot.waitUntil(lambda: bool(results), timeout=20_000)
        names = {line.split(": ", 1)[0].split(". ", 1)[1] for line in log_texts(window)}
        assert names <= {"Window", "Joined bot"} and "Window" in names
        assert table.seats[1].name == "Joined bot"
        assert results[0].table.topLevelItemCount() == 2
        assert window.stats.recorded([table.game_id]) == {table.game_id}
        rc, _, err = wait(host, 60)
        assert rc == 0, err
        rc, _, err = wait(bot, 60)
        assert rc == 0, err
        window.close()
    finally:
        _stop(host, bot)


def test_the_window_gets_its_seat_back_when_a_killed_host_is_resumed(qtbot, configured_app, monkeypatch, tmp_path):
    results = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: results.append(self) or 0)
    host, port, code, game_id = start_host(tmp_path / "host", "coloretto", "--players", "2", "--seats",
                                           "remote,easy", "--port", "0", "--seed", "3", "--no-announce")
    resumed = None
    try:
        window = a_window(qtbot)
        table = join(qtbot, window, _Address(port, code), name="Window")
        rng = random.Random(1)
        for _ in range(3):
            qtbot.waitUntil(lambda: my_turn(table), timeout=30_000)
            assert table.submit(0, rng.choice(table.legal_actions(0)))
        qtbot.waitUntil(lambda: my_turn(table), timeout=30_000)
        played = len(table.history)
        host.send_signal(signal.SIGKILL)
        host.communicate(timeout=10)
        qtbot.waitUntil(lambda: "Connection lost" in window.notice.message(), timeout=10_000)
        resumed, port2, code2, _ = start_host(tmp_path / "host", "--resume", game_id, "--no-announce")
        assert (port2, code2) == (port, code)
        qtbot.waitUntil(lambda: table.conn.link == C.JOINED, timeout=40_000)
        qtbot.waitUntil(lambda: window.notice.message() == "", timeout=10_000)
        assert table.my_seat == 0 and len(table.history) >= played
        while True:
            qtbot.waitUntil(lambda: my_turn(table), timeout=30_000)
            if table.is_over():
                break
            assert table.submit(0, rng.choice(table.legal_actions(0)))
        rc, _, err = wait(resumed, 60)
        assert rc == 0, err
        qtbot.waitUntil(lambda: bool(results), timeout=10_000)   # the results come 0.4 s after the end
        window.close()
    finally:
        _stop(host, resumed)
