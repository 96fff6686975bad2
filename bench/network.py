"""A table across computers on loopback (issue 25): a headless host process
(`python -m desktop.network host`, 127.0.0.1, no announcement) and three seats played from this
process on plain sockets.

- `network_move_latency_ms_p50` / `_p95`: from one client's act (the moment its line is written)
  to the moment every client has the view that follows it, over whole Coloretto games of three
  remote seats (KOTATSU_BENCH_NET_GAMES, default 2). The host's autosave (written and fsynced
  after every move, before the views go out) is on the path; `..._shm` repeats the measure with
  the host's data folder in /dev/shm when there is one (the network and the host without the disk).
- `network_host_idle_cpu_ms_per_s`: the host process's CPU time (user + system, /proc) per second
  while three seats are connected and nobody acts, over KOTATSU_BENCH_NET_IDLE_S (default 4) s.

    nice .venv/bin/python -m bench network
"""
from __future__ import annotations

import json
import os
import random
import re
import selectors
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
GAMES = int(os.environ.get("KOTATSU_BENCH_NET_GAMES", "2"))
IDLE_S = float(os.environ.get("KOTATSU_BENCH_NET_IDLE_S", "4"))
SEATS = 3


def _host(data_dir: Path, seed: int) -> tuple[subprocess.Popen, int, str]:
    env = dict(os.environ, KOTATSU_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "desktop.network", "host", "coloretto", "--players", str(SEATS),
                             "--seats", ",".join(["remote"] * SEATS), "--port", "0", "--seed", str(seed),
                             "--bind", "127.0.0.1", "--no-announce", "--max-seconds", "300"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    m = re.match(r"KOTATSU_HOST port=(\d+) code=(\w+)", proc.stdout.readline())
    if not m:
        proc.kill()
        raise RuntimeError("the host did not start")
    return proc, int(m.group(1)), m.group(2)


class Seat:
    def __init__(self, port: int, code: str, name: str) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buf = b""
        self.view: dict[str, Any] | None = None
        self.views = 0
        self.sock.sendall((json.dumps({"type": "hello", "app": "kotatsu", "protocol": 1, "code": code,
                                       "name": name, "token": None}) + "\n").encode())

    def read(self) -> None:
        data = self.sock.recv(1 << 16)
        if not data:
            raise ConnectionError("the host closed the connection")
        self.buf += data
        *lines, self.buf = self.buf.split(b"\n")
        for line in lines:
            if line.strip():
                m = json.loads(line)
                if m.get("type") == "view":
                    self.view, self.views = m, self.views + 1


def _cpu_s(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _game(data_dir: Path, seed: int, latencies: list[float], idle: list[float] | None) -> None:
    proc, port, code = _host(data_dir, seed)
    seats = [Seat(port, code, f"Bench {i}") for i in range(SEATS)]
    sel = selectors.DefaultSelector()
    for s in seats:
        sel.register(s.sock, selectors.EVENT_READ, s)

    def pump(until: Any, timeout: float = 30) -> None:
        end = time.monotonic() + timeout
        while not until():
            if time.monotonic() > end:
                raise TimeoutError("no view came")
            for key, _ in sel.select(0.5):
                key.data.read()

    try:
        pump(lambda: all(s.view is not None for s in seats))
        if idle is not None:
            time.sleep(1.0)  # the joins settled
            before, t0 = _cpu_s(proc.pid), time.monotonic()
            time.sleep(IDLE_S)
            idle.append((_cpu_s(proc.pid) - before) * 1000 / (time.monotonic() - t0))


        rng = random.Random(seed)
        answered: dict[int, int] = {}
        while not seats[0].view.get("over"):
            mover = next((s for s in seats if s.view["legal"] and s.view["legal_seq"] > answered.get(id(s), -1)),
                         None)
            if mover is None:
                pump(lambda: any(s.view["legal"] and s.view["legal_seq"] > answered.get(id(s), -1)
                                 for s in seats) or seats[0].view.get("over"))
                continue
            answered[id(mover)] = mover.view["legal_seq"]
            counts = [s.views for s in seats]
            line = json.dumps({"type": "act", "seq": mover.view["seq"], "action": rng.choice(mover.view["legal"])})
            start = time.perf_counter()
            mover.sock.sendall(line.encode() + b"\n")
            pump(lambda counts=counts: all(s.views > c for s, c in zip(seats, counts)))
            latencies.append((time.perf_counter() - start) * 1000)
    finally:
        for s in seats:
            s.sock.close()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run() -> Iterator[tuple[str, float, str]]:
    places = [("", Path(tempfile.gettempdir()))]
    if Path("/dev/shm").is_dir():
        places.append(("_shm", Path("/dev/shm")))
    idle: list[float] = []
    for suffix, parent in places:
        latencies: list[float] = []
        with tempfile.TemporaryDirectory(prefix="kotatsu-bench-net-", dir=parent) as tmp:
            for g in range(GAMES):
                _game(Path(tmp) / f"g{g}", 100 + g, latencies, idle if not suffix and g == 0 else None)
        yield f"network_move_latency_ms_p50{suffix}", round(_quantile(latencies, 0.5), 2), "ms"
        yield f"network_move_latency_ms_p95{suffix}", round(_quantile(latencies, 0.95), 2), "ms"
        yield f"network_moves_measured{suffix}", len(latencies), "moves"
    yield "network_host_idle_cpu_ms_per_s", round(idle[0], 3), "ms/s"
