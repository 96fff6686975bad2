"""Issue 16, out of process: a test player that sees only what AT-SPI shows plays a whole game of each
game by keys (tests/atspi/player.py, in the system python3 with pyatspi), alone against the computer
at the smallest table, from the library through the new-game dialog to the announced result.

Each game runs in its own subprocess under `dbus-run-session` (its own Xvfb, AT-SPI bus and app) with a
timeout; the player's last output line is a JSON summary (moves, seconds, what was not heard). Skipped,
with the reason, only when the system tools are missing (`make system-deps` installs them: dbus,
at-spi2-core, python3-pyatspi, xvfb, xdotool).

By hand: `dbus-run-session -- /usr/bin/python3 -m tests.atspi.player coloretto` (add --lenient to
see how far a game goes when something is not announced).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
GAME_TIMEOUT_S = 180  # the player's own limit; the subprocess gets a little more for teardown
#: games played at once (each its own Xvfb, bus and app; most of a run is waiting for events)
PARALLEL = max(1, int(os.environ.get("KOTATSU_ATSPI_PARALLEL", "2") or 2))


def _missing() -> str:
    if not sys.platform.startswith("linux"):
        return "AT-SPI exists on Linux only"
    for tool in ("dbus-run-session", "dbus-send", "Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (make system-deps)"
    if not os.path.exists(BUS_LAUNCHER):
        return f"{BUS_LAUNCHER} is missing (Debian package at-spi2-core; make system-deps)"
    if not os.path.exists(SYSTEM_PYTHON):
        return f"{SYSTEM_PYTHON} is missing"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, timeout=60)
    if probe.returncode != 0:
        return "the system python3 has no pyatspi (Debian package python3-pyatspi; make system-deps)"
    return ""


_MISSING = _missing()
pytestmark = pytest.mark.skipif(bool(_MISSING), reason=_MISSING)

#: games whose whole game by AT-SPI alone cannot pass yet, with the missing exposure (issue 16, A11Y)
NOT_YET: dict[str, str] = {}  # empty since A11Y's a54bd18 (R-Eco's focus after a delivery, Pueblo's board cells)

GAMES = ["coloretto", "r_eco", "siberia", "rolling_japan", "pueblo"]


def test_the_harness_starts_reads_types_and_tears_down():
    """Xvfb, the AT-SPI bus and the app start; the library's five cards are read and Tab moves the focus
    over AT-SPI; afterwards no process of the run is left and its temporary folder is gone."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("DISPLAY", None)
    done = subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, "-m", "tests.atspi.selfcheck"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, start_new_session=True)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"no report (exit {done.returncode}): {done.stderr[-2000:]}"
    report = json.loads(lines[-1])
    assert not report["failure"], report["failure"]
    assert len(report["cards"]) == 5, report["cards"]
    assert any(report["focus"]), f"Tab moved no focus that AT-SPI saw: {report['focus']}"
    assert report["left_running"] == [] and report["tmp_removed"], report


#: measured alone on the shared machine (load 6-10, issue 28): Coloretto ~25 s, the others 40-55 s (marked
#: slow); one game's CPU per process: `python3 -m tests.atspi.cost GAME`
FAST = {"coloretto"}


def _param(game: str):
    marks = [] if game in FAST else [pytest.mark.slow]
    if game in NOT_YET:
        marks.append(pytest.mark.xfail(reason=NOT_YET[game], strict=True))
    return pytest.param(game, marks=marks, id=game)


def run_player(game: str, *extra: str) -> dict | str:
    """The player's JSON summary, or a sentence saying why there is none."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "PYTHONPATH",
                                                             "VIRTUAL_ENV", "PYTHONHOME")}
    env["PYTHONPATH"] = str(ROOT)
    try:
        done = subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, "-m", "tests.atspi.player", game,
                               "--timeout", str(GAME_TIMEOUT_S), *extra],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=GAME_TIMEOUT_S + 60,
                              start_new_session=True)
    except subprocess.TimeoutExpired as exc:
        return f"{game}: the player did not finish within {GAME_TIMEOUT_S + 60} s\n{exc.stdout or ''}"
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        return (f"{game}: the player printed no summary (exit {done.returncode})\n"
                f"{done.stdout[-2000:]}\n{done.stderr[-3000:]}")
    return json.loads(lines[-1])


@pytest.fixture(scope="module")
def played(request):
    """The selected games started at once, PARALLEL at a time; {game: Future of run_player}."""
    wanted = [item.callspec.params["game"] for item in request.session.items
              if item.module is request.module and hasattr(item, "callspec") and "game" in item.callspec.params]
    pool = ThreadPoolExecutor(max_workers=PARALLEL)
    futures: dict[str, Future] = {game: pool.submit(run_player, game) for game in dict.fromkeys(wanted)}
    yield futures
    pool.shutdown(wait=True, cancel_futures=True)


@pytest.mark.parametrize("game", [_param(g) for g in GAMES])
def test_a_blind_player_plays_a_whole_game_by_keys(game, played):
    summary = played[game].result(timeout=(GAME_TIMEOUT_S + 90) * len(played))
    if isinstance(summary, str):
        pytest.fail(summary)
    print(f"{game}: {summary['seconds']} s, {summary['moves']} moves, result {summary.get('result')!r}")
    assert not summary["failure"], f"{game}: {summary['failure']}"
    assert summary["ok"], f"{game}: not heard: {summary['missing']}"
    assert summary.get("result"), f"{game}: no result read from the results dialog"
