"""Installer benchmarks: the size of the built .deb and the start-up time of the packaged app.

    package_deb_mb       size of dist/kotatsu_*.deb (aim <= 120 MB)
    package_startup_ms   packaged executable started -> main window first painted, median of 3
                         warm starts (aim <= 2000 ms); package_startup_first_ms is the first start
                         (colder file cache)

The executable is /opt/kotatsu/kotatsu when the .deb is installed, else the built bundle
dist/kotatsu/kotatsu (the same files). It runs `kotatsu --self-test --startup-probe`, which prints
`KOTATSU_SHOWN <unix time>` on the main window's first paint and quits. Without a display an Xvfb
is started for the measurement (its own start-up is not counted).

No package built: the figures are skipped with a line saying so, unless KOTATSU_BENCH_BUILD=1,
which builds it first (`make package`, several minutes).
"""
from __future__ import annotations

import glob
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 3


def _newest(pattern: str) -> Path | None:
    found = sorted(glob.glob(str(ROOT / pattern)), key=os.path.getmtime)
    return Path(found[-1]) if found else None


def _installed_executable() -> Path | None:
    path = Path("/opt/kotatsu/kotatsu")
    return path if path.is_file() and os.access(path, os.X_OK) else None


class _Display:
    """The current display, or a private Xvfb for the measurement."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen | None = None
        self.display = os.environ.get("DISPLAY")

    def __enter__(self) -> str | None:
        if self.display or os.environ.get("WAYLAND_DISPLAY") or not shutil.which("Xvfb"):
            return self.display
        for n in range(150, 200):
            if not os.path.exists(f"/tmp/.X11-unix/X{n}") and not os.path.exists(f"/tmp/.X{n}-lock"):
                break
        self.proc = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not os.path.exists(f"/tmp/.X11-unix/X{n}") and time.monotonic() < deadline:
            time.sleep(0.05)
        self.display = f":{n}"
        return self.display

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()


def _start_once(executable: Path, display: str | None) -> float:
    with tempfile.TemporaryDirectory(prefix="kotatsu-bench-") as home:
        env = {"HOME": home, "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8",
               "KOTATSU_DATA_DIR": str(Path(home) / "data")}
        if display:
            env["DISPLAY"] = display
        if os.environ.get("WAYLAND_DISPLAY"):
            env["WAYLAND_DISPLAY"] = os.environ["WAYLAND_DISPLAY"]
            env["XDG_RUNTIME_DIR"] = os.environ.get("XDG_RUNTIME_DIR", "")
        started = time.time()
        result = subprocess.run([str(executable), "--self-test", "--startup-probe"], env=env, cwd=home,
                                capture_output=True, text=True, timeout=120)
        for line in result.stdout.splitlines():
            if line.startswith("KOTATSU_SHOWN "):
                return (float(line.split()[1]) - started) * 1000
        raise RuntimeError(f"{executable} did not report its window (exit {result.returncode}): "
                           f"{(result.stdout + result.stderr)[-800:]}")


def run() -> Iterator[tuple[str, object, str]]:
    deb = _newest("dist/kotatsu_*.deb")
    if deb is None and os.environ.get("KOTATSU_BENCH_BUILD") == "1":
        subprocess.run(["make", "-C", str(ROOT), "package"], check=True)
        deb = _newest("dist/kotatsu_*.deb")
    if deb is None:
        yield ("package_deb_mb", "skipped: no dist/kotatsu_*.deb (run `make package`, or set KOTATSU_BENCH_BUILD=1)", "")
    else:
        yield ("package_deb_mb", round(deb.stat().st_size / 1e6, 1), f"MB ({deb.name})")
    executable = _installed_executable() or (ROOT / "dist" / "kotatsu" / "kotatsu")
    if not executable.is_file():
        yield ("package_startup_ms", "skipped: no installed /opt/kotatsu and no built dist/kotatsu/", "")
        return
    where = "installed" if str(executable).startswith("/opt/") else "bundle in dist/"
    with _Display() as display:
        if not display and not os.environ.get("WAYLAND_DISPLAY"):
            yield ("package_startup_ms", "skipped: no display and no Xvfb", "")
            return
        first = _start_once(executable, display)
        times = [_start_once(executable, display) for _ in range(RUNS)]
    yield ("package_startup_first_ms", round(first), f"ms ({where})")
    yield ("package_startup_ms", round(statistics.median(times)), f"ms (median of {RUNS}, {where})")
