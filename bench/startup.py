"""Start-up speed: the whole process of `python -m desktop` until the library is painted and the app
quits (KOTATSU_EXIT_AFTER_START_MS=1, a fresh KOTATSU_DATA_DIR each run), beside a bare PySide6
window showing a label that quits the same way, measured in the same run (median of 5 each,
alternated so both see the same load). Aim: startup_to_library_s <= 0.5 s. Without a DISPLAY the
runs happen under one xvfb-run.
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
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv)
label = QLabel("Kotatsu")
class FirstPaint(QObject):
    seen = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
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


def _timed(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall, CPU) seconds of one whole process."""
    t0, c0 = time.perf_counter(), _cpu()
    out = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    seconds, cpu = time.perf_counter() - t0, _cpu() - c0
    if out.returncode != 0 or "KOTATSU_STARTED" not in out.stdout and command[1] == "-m":
        raise RuntimeError(f"{command[1:3]} failed ({out.returncode}): {out.stderr[-2000:]}")
    return seconds, cpu


def _measure() -> dict[str, float]:
    runs: dict[str, list[tuple[float, float]]] = {"app": [], "bare": []}
    for _ in range(RUNS):
        with tempfile.TemporaryDirectory(prefix="kotatsu-bench-") as data:
            env = dict(os.environ, KOTATSU_DATA_DIR=data, KOTATSU_EXIT_AFTER_START_MS="1")
            env.pop("QT_QPA_PLATFORM", None)
            runs["app"].append(_timed([sys.executable, "-m", "desktop"], env))
            runs["bare"].append(_timed([sys.executable, "-c", BARE], env))
    result = {}
    for key, times in runs.items():
        result[key] = statistics.median(wall for wall, _ in times)
        result[key + "_cpu"] = statistics.median(cpu for _, cpu in times)
    return result


def run():
    if os.environ.get("DISPLAY"):
        result = _measure()
    else:
        if not shutil.which("xvfb-run"):
            raise RuntimeError("no DISPLAY and no xvfb-run: install xvfb")
        out = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", sys.executable, "-m",
                              "bench.startup", "--json"], cwd=ROOT, capture_output=True, text=True,
                             timeout=600, check=True)
        result = json.loads(out.stdout.strip().splitlines()[-1])
    yield ("startup_to_library_s", float(result["app"]), f"s (median of {RUNS} whole processes, aim <= 0.5)")
    yield ("startup_bare_window_s", float(result["bare"]), f"s (a PySide6 label, median of {RUNS}, same run)")
    yield ("startup_to_library_cpu_s", float(result["app_cpu"]), "s of CPU (less sensitive to a loaded machine)")
    yield ("startup_bare_window_cpu_s", float(result["bare_cpu"]), "s of CPU")


if __name__ == "__main__":
    if "--json" in sys.argv:
        print(json.dumps(_measure()))
    else:
        for name, value, unit in run():
            print(f"{name}: {value:.3g} {unit}")
