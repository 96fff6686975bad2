"""What one AT-SPI game costs (issue 28): the CPU of each process of the run, read from /proc.

    python3 -m tests.atspi.cost GAME [player options]       (from the project's root; Linux only)

Runs `dbus-run-session -- /usr/bin/python3 -m tests.atspi.player GAME` and samples /proc every 0.2 s
for every process descended from it: the app, the player, the AT-SPI bus's dbus-daemon, Xvfb, the
registry, the app's sound server. Prints one JSON line: wall seconds, CPU seconds in all and per kind
of process, and the player's summary (moves, keys sent, events heard, walks of the table). CPU, not
wall time, is what to compare on a shared machine; a process's last 0.2 s may be missed.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TICK = os.sysconf("SC_CLK_TCK")


def _stat(pid: int) -> tuple[int, float]:
    """(parent pid, CPU seconds) of a process."""
    with open(f"/proc/{pid}/stat") as f:
        text = f.read()
    fields = text[text.rindex(")") + 2:].split()
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / TICK


def _kind(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline") as f:
            argv = f.read().split("\0")
        with open(f"/proc/{pid}/comm") as f:
            comm = f.read().strip()
    except OSError:
        return ""
    if not any(argv):   # a zombie: what it was is known already
        return ""
    if any(a.startswith("tests.atspi.player") for a in argv):
        return "player"
    if "desktop" in argv and "-m" in argv:
        return "app"
    if "desktop.sound.server" in argv:
        return "sound server"
    if comm == "dbus-daemon":
        return "dbus (AT-SPI bus)" if any("accessibility" in a for a in argv) else "dbus (session)"
    return comm


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "PYTHONPATH",
                                                             "VIRTUAL_ENV", "PYTHONHOME")}
    env["PYTHONPATH"] = str(ROOT)
    started = time.monotonic()
    run = subprocess.Popen(["dbus-run-session", "--", "/usr/bin/python3", "-m", "tests.atspi.player", *argv],
                           cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                           start_new_session=True)
    seen: dict[int, tuple[str, float]] = {}   # pid -> (kind, CPU seconds at the last look)
    done = threading.Event()

    def sample() -> None:
        while not done.is_set():
            parents: dict[int, tuple[int, float]] = {}
            for name in os.listdir("/proc"):
                if name.isdigit():
                    try:
                        parents[int(name)] = _stat(int(name))
                    except (OSError, ValueError, IndexError):
                        pass
            tree, grown = {run.pid}, True
            while grown:
                grown = False
                for pid, (parent, _cpu) in parents.items():
                    if parent in tree and pid not in tree:
                        tree.add(pid)
                        grown = True
            for pid in tree & parents.keys():
                kind = seen.get(pid, ("", 0.0))[0]
                if kind not in ("app", "player"):   # a child is its parent until it execs
                    kind = _kind(pid) or kind
                seen[pid] = (kind, parents[pid][1])
            done.wait(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    out, _ = run.communicate()
    done.set()
    sampler.join()
    per_kind: dict[str, float] = {}
    for kind, cpu in seen.values():
        per_kind[kind or "?"] = per_kind.get(kind or "?", 0.0) + cpu
    lines = [line for line in out.splitlines() if line.startswith("{")]
    summary = json.loads(lines[-1]) if lines else {"failure": "no summary"}
    print(json.dumps({"game": argv[0], "wall_s": round(time.monotonic() - started, 1),
                      "cpu_s": round(sum(per_kind.values()), 1),
                      "cpu_by_process": {k: round(v, 1) for k, v in sorted(per_kind.items(), key=lambda kv: -kv[1])
                                         if v >= 0.05},
                      "moves": summary.get("moves"), "cost": summary.get("cost"), "ok": summary.get("ok"),
                      "failure": (summary.get("failure") or "")[:300]}))
    return 0 if summary.get("ok") else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
