"""`kotatsu --self-test`: checks an installed (or source) Kotatsu end to end and says what is wrong.

It starts the real application object and main window, plays a few computer moves in every game
that is built (through the main window, the game's view and its GameSession), renders the 3D
Pueblo board once (or notes its 2D fallback), and loads every shipped resource. One line per check:

    ok    <check>: <detail>
    skip  <check>: <why>             (not a failure: a game not built yet, no OpenGL here, ...)
    FAIL  <check>: <what went wrong>

Exit status 0 when nothing failed, 1 otherwise. Options (after --self-test):

    --games a,b        only these games (registry names)
    --moves N          computer moves to play in each game (default 6)
    --output FILE      also write the lines to FILE (a windowed Windows build has no console)
    --startup-probe    only start the main window; print `KOTATSU_SHOWN <unix time>` when it is
                       first painted, then quit (used by bench/package.py to time start-up)

Settings and saves go to a temporary folder unless KOTATSU_DATA_DIR is set, so a self-test never
touches a player's own games.
"""
from __future__ import annotations

import os
import platform
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

from desktop.launch.selftest_checks import (  # noqa: F401  (Report, _check_resources: used by the tests)
    GAME_TIMEOUT_S,
    Report,
    _check_game,
    _check_gl_scene,
    _check_main_window,
    _check_resources,
    _view_available,
)


def _option(argv: list[str], name: str, default: str | None = None) -> str | None:
    for i, arg in enumerate(argv):
        if arg == name and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith(name + "="):
            return arg.split("=", 1)[1]
    return default


def _qt_argv(argv: list[str]) -> list[str]:
    """The arguments Qt may see: ours removed (with their values)."""
    out, skip_next = [], False
    for arg in argv:
        if skip_next:
            skip_next = False
            continue
        if arg in ("--games", "--moves", "--output"):
            skip_next = True
            continue
        if arg.startswith(("--self-test", "--startup-probe", "--games=", "--moves=", "--output=")):
            continue
        out.append(arg)
    return out or ["kotatsu"]


def _choose_platform(report: Report | None) -> None:
    """Without any display Qt would abort the process: fall back to the offscreen platform (no GL)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        os.environ.setdefault("KOTATSU_NO_GL", "1")
        if report is not None:
            report.skip("display", "no DISPLAY or WAYLAND_DISPLAY: using Qt's offscreen platform, 3D not checked")


def run_self_test(argv: list[str]) -> int:
    argv = list(argv)
    probe = "--startup-probe" in argv
    temp: str | None = None
    if not os.environ.get("KOTATSU_DATA_DIR"):
        temp = tempfile.mkdtemp(prefix="kotatsu-selftest-")
        os.environ["KOTATSU_DATA_DIR"] = temp
    try:
        if probe:
            return _startup_probe(argv)
        return _self_test(argv)
    finally:
        if temp is not None:
            shutil.rmtree(temp, ignore_errors=True)
            os.environ.pop("KOTATSU_DATA_DIR", None)


# ------------------------------------------------------------------------------- start-up probe
def _startup_probe(argv: list[str]) -> int:
    _choose_platform(None)
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from desktop.launch.startup import configure, share_gl_contexts

    share_gl_contexts()
    app = QApplication(_qt_argv(argv))
    configure(app)
    from desktop.shell.main_window import MainWindow

    window = MainWindow()

    class FirstPaint(QObject):
        def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
                self.seen = True
                print(f"KOTATSU_SHOWN {time.time():.6f}", flush=True)
                QTimer.singleShot(0, app.quit)
            return False

    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
    QTimer.singleShot(30_000, lambda: app.exit(2))  # never hang a benchmark
    code = app.exec()
    window.close()
    return code


# ------------------------------------------------------------------------------- the self-test
def _self_test(argv: list[str]) -> int:
    report = Report(copy_to=_option(argv, "--output"))
    frozen = bool(getattr(sys, "frozen", False))
    where = Path(sys.executable).resolve().parent if frozen else Path(__file__).resolve().parents[2]
    report.say(f"Kotatsu self-test — {'installed bundle' if frozen else 'source tree'} at {where}")
    report.say(f"Python {platform.python_version()} on {platform.platform()}")
    _choose_platform(report)

    try:
        from PySide6 import __version__ as pyside_version
        from PySide6.QtWidgets import QApplication

        from desktop.launch.startup import configure, share_gl_contexts

        share_gl_contexts()
        app = QApplication(_qt_argv(argv))
        configure(app)
    except Exception as exc:
        report.fail("application", f"could not create the application: {type(exc).__name__}: {exc}")
        traceback.print_exc()
        return _finish(report)
    report.ok("application", f"Qt {pyside_version}, platform {app.platformName()}, "
                             f"PYOPENGL_PLATFORM={os.environ.get('PYOPENGL_PLATFORM', '(unset)')}, "
                             f"data in {os.environ.get('KOTATSU_DATA_DIR')}")

    _check_resources(report)
    window = _check_main_window(report, app)
    games = _option(argv, "--games")
    names = _game_names(games)
    moves = int(_option(argv, "--moves", "6") or 6)
    if window is not None:
        for game in names:
            _check_game(report, app, window, game, moves)
    pueblo_view_checked = window is not None and "pueblo" in names and _view_available("pueblo")
    if not pueblo_view_checked and "pueblo" in names:
        _check_gl_scene(report, app)
    if window is not None:
        try:
            window.close()
            app.processEvents()
        except Exception as exc:
            report.fail("main window closes", f"{type(exc).__name__}: {exc}")
    return _finish(report)


def _finish(report: Report) -> int:
    if report.failures:
        report.say(f"self-test FAILED: {len(report.failures)} failed ({', '.join(report.failures)}), "
                   f"{report.passed} passed, {report.skipped} skipped")
        return 1
    report.say(f"self-test passed: {report.passed} checks passed, {report.skipped} skipped")
    return 0


def _game_names(games: str | None) -> list[str]:
    import engines

    if not games:
        return list(engines.NAMES)
    wanted = [g.strip() for g in games.split(",") if g.strip()]
    unknown = [g for g in wanted if g not in engines.NAMES]
    if unknown:
        raise SystemExit(f"unknown games: {', '.join(unknown)}; games: {', '.join(engines.NAMES)}")
    return wanted
