"""Helpers of the network tests: the headless host and players as separate processes on
127.0.0.1 (`python -m desktop.network host|join`), each with its own KOTATSU_DATA_DIR; port 0, so
the tests use no fixed resource and may run in parallel."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def env_for(data_dir: Path) -> dict[str, str]:
    env = dict(os.environ, KOTATSU_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return env


def start_host(data_dir: Path, *args: str, announce: bool = False) -> tuple[subprocess.Popen, int, str, str]:
    """The headless host, listening (and announcing, when asked) on 127.0.0.1 only."""
    extra = ["--bind", "127.0.0.1"] + ([] if announce else ["--no-announce"])
    proc = subprocess.Popen([sys.executable, "-m", "desktop.network", "host", *args, *extra],
                            cwd=ROOT, env=env_for(data_dir), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    line = proc.stdout.readline()
    m = re.match(r"KOTATSU_HOST port=(\d+) code=(\w+) game_id=(\w+)", line)
    assert m, f"host said {line!r}; stderr: {proc.stderr.read() if proc.poll() is not None else ''}"
    return proc, int(m.group(1)), m.group(2), m.group(3)


def start_join(data_dir: Path, port: int, code: str, level: str = "easy", *extra: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "desktop.network", "join", f"127.0.0.1:{port}",
                             "--code", code, "--level", level, "--max-seconds", "80", *extra],
                            cwd=ROOT, env=env_for(data_dir), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def wait(proc: subprocess.Popen, timeout: float = 90) -> tuple[int, str, str]:
    out, err = proc.communicate(timeout=timeout)
    return proc.returncode, out, err


def wait_for(predicate, timeout: float = 20) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.05)
    return False
