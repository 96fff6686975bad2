"""Start-up speed: the whole process of `python -m desktop` until the library is painted and the app
quits (KOTATSU_EXIT_AFTER_START_MS=1, a fresh KOTATSU_DATA_DIR each run), beside a bare PySide6
window showing a label that quits the same way, measured in the same run (median of 5 each,
alternated so both see the same load). Aim: startup_to_library_s <= 0.5 s. Without a DISPLAY the
runs happen under one xvfb-run.

Python's compiled bytecode: an installed Kotatsu (the package, a pip install) and any second start of
a checkout read it from `__pycache__`; a machine with PYTHONDONTWRITEBYTECODE set (CI, some sandboxes)
compiles every module of the app from source at every start. The main figures are measured as installed:
a private PYTHONPYCACHEPREFIX in a temporary folder, filled by one start of each that is not counted.
`startup_to_library_uncompiled_s` is the same start with the app's modules compiled from source
(PYTHONDONTWRITEBYTECODE=1, no prefix: the libraries keep their own bytecode).

`startup_first_paint_s` is the time from starting the process to the library's first paint (as the
app reports it), without the quitting; `startup_bare_first_paint_s` the bare window's.
"""
from __future__ import annotations

import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = 5

BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv)
label = QLabel("Kotatsu")
class FirstPaint(QObject):
    seen = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            print(f"FIRST_PAINT_AT={time.time():.6f}", flush=True)
            QTimer.singleShot(1, app.quit)
        return False
watch = FirstPaint(label)
label.installEventFilter(watch)
label.resize(1024, 700)
label.show()
sys.exit(app.exec())
"""


def _cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _timed(command: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """(wall, CPU, first paint) seconds of one whole process; first paint from its start."""
    t0, c0, start = time.perf_counter(), _cpu(), time.time()
    out = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    seconds, cpu = time.perf_counter() - t0, _cpu() - c0
    if out.returncode != 0 or "KOTATSU_STARTED" not in out.stdout and command[1] == "-m":
        raise RuntimeError(f"{command[1:3]} failed ({out.returncode}): {out.stderr[-2000:]}")
    painted = [part.split("=", 1)[1] for part in out.stdout.split() if part.startswith("FIRST_PAINT_AT=")]
    return seconds, cpu, (float(painted[0]) - start) if painted else float("nan")


def _environment(data: str, cache: str | None) -> dict[str, str]:
    env = dict(os.environ, KOTATSU_DATA_DIR=data, KOTATSU_EXIT_AFTER_START_MS="1")
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("PYTHONPYCACHEPREFIX", None)
    if cache is None:  # the app's modules compiled from source at every start
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = cache
    return env


def _measure() -> dict[str, float]:
    app, bare = [sys.executable, "-m", "desktop"], [sys.executable, "-c", BARE]
    runs: dict[str, list[tuple[float, float, float]]] = {"app": [], "bare": [], "uncompiled": []}
    with tempfile.TemporaryDirectory(prefix="kotatsu-bench-pyc-") as cache:
        with tempfile.TemporaryDirectory(prefix="kotatsu-bench-") as data:
            for command in (app, bare):  # fills the bytecode cache; not counted
                _timed(command, _environment(data, cache))
        for _ in range(RUNS):
            for key, command, cached in (("app", app, cache), ("bare", bare, cache), ("uncompiled", app, None)):
                with tempfile.TemporaryDirectory(prefix="kotatsu-bench-") as data:
                    runs[key].append(_timed(command, _environment(data, cached)))
    result = {}
    for key, times in runs.items():
        result[key] = statistics.median(wall for wall, _, _ in times)
        result[key + "_cpu"] = statistics.median(cpu for _, cpu, _ in times)
        result[key + "_paint"] = statistics.median(paint for _, _, paint in times)
    return result


def run():
    if os.environ.get("DISPLAY"):
        result = _measure()
    else:
        if not shutil.which("xvfb-run"):
            raise RuntimeError("no DISPLAY and no xvfb-run: install xvfb")
        out = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", sys.executable, "-m",
                              "bench.startup", "--json"], cwd=ROOT, capture_output=True, text=True,
                             timeout=900, check=True)
        result = json.loads(out.stdout.strip().splitlines()[-1])
    yield ("startup_to_library_s", float(result["app"]), f"s (median of {RUNS} whole processes, aim <= 0.5)")
    yield ("startup_bare_window_s", float(result["bare"]), f"s (a PySide6 label, median of {RUNS}, same run)")
    yield ("startup_to_library_cpu_s", float(result["app_cpu"]), "s of CPU (less sensitive to a loaded machine)")
    yield ("startup_bare_window_cpu_s", float(result["bare_cpu"]), "s of CPU")
    yield ("startup_ratio_to_bare", float(result["app"]) / float(result["bare"]), "x (wall; CPU: "
           f"{float(result['app_cpu']) / float(result['bare_cpu']):.2f} x)")
    yield ("startup_first_paint_s", float(result["app_paint"]), "s from the process's start to the library's "
           "first paint (no quitting)")
    yield ("startup_bare_first_paint_s", float(result["bare_paint"]), "s (the bare label's first paint)")
    yield ("startup_to_library_uncompiled_s", float(result["uncompiled"]), "s (the app's modules compiled from "
           f"source, PYTHONDONTWRITEBYTECODE=1; CPU {float(result['uncompiled_cpu']):.3g} s)")


if __name__ == "__main__":
    if "--json" in sys.argv:
        print(json.dumps(_measure()))
    else:
        for name, value, unit in run():
            print(f"{name}: {value:.3g} {unit}")
