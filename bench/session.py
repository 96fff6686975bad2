"""Memory over a long session (issue 13): 30 computer-vs-computer games played one after the other
in one process through GameSession (autosave and statistics included), and through the main window
when it can be made (offscreen). `session_rss_growth_mb` is the resident memory after game 30 minus
after game 3 (Linux: /proc/self/statm); the issue's bound is 30 MB.

    nice .venv/bin/python -m bench session
    KOTATSU_BENCH_GAMES=10 KOTATSU_BENCH_GAME=r_eco nice .venv/bin/python -m bench session
"""
from __future__ import annotations

import gc
import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

GAMES = int(os.environ.get("KOTATSU_BENCH_GAMES", "30"))
GAME = os.environ.get("KOTATSU_BENCH_GAME", "coloretto")
LEVEL = os.environ.get("KOTATSU_BENCH_LEVEL", "normal")


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def _settle(app: Any) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(3):
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def _play(app: Any, session: Any) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    session.game_over.connect(loop.quit)
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(loop.quit)
    guard.start(600_000)
    session.start()
    if not session.is_over():
        loop.exec()
    guard.stop()
    assert session.is_over(), "a game did not finish"


def sessions_only(app: Any, folder: Path) -> list[float]:
    from desktop.session.local import GameSession, Seat
    from desktop.storage.stats import Statistics

    stats = Statistics(folder / "kotatsu.sqlite3")
    rss = []
    for i in range(GAMES):
        seats = [Seat(f"Bot {k}", "computer", LEVEL) for k in range(3)]
        session = GameSession(GAME, seats, seed=1000 + i, autosave_dir=folder / "autosave", computer_delay_ms=0)
        session.statistics = stats
        _play(app, session)
        session.close()
        session.deleteLater()
        del session
        _settle(app)
        rss.append(rss_mb())
    stats.close()
    return rss


def through_the_window(app: Any, folder: Path) -> tuple[list[float], int, int]:
    """RSS after each game, dialogs the window still holds after the last, other QObjects under it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    from desktop.session.local import Seat
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice

    answered: list[str] = []

    def close_dialogs() -> None:  # the results dialog of each game: answered at once
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                answered.append(type(widget).__name__)
                widget.reject()

    closer = QTimer()
    closer.timeout.connect(close_dialogs)
    closer.start(50)
    window = MainWindow(computer_delay_ms=0)
    window.show()
    rss = []
    for i in range(GAMES):
        seats = [Seat(f"Bot {k}", "computer", LEVEL) for k in range(3)]
        session = window.start(NewGameChoice(GAME, seats, {}, 1000 + i))
        before = len(answered)
        _play(app, session)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and len(answered) == before:  # the results were shown
            app.processEvents()
            time.sleep(0.005)
        del session
        if os.environ.get("KOTATSU_BENCH_DROP_DIALOGS") == "1":  # what the window should do itself
            for dialog in window.findChildren(QDialog):
                dialog.deleteLater()
        window.show_library()
        _settle(app)
        rss.append(rss_mb())
    closer.stop()
    from PySide6.QtCore import QObject

    dialogs = window.findChildren(QDialog)
    inside = {id(o) for d in dialogs for o in d.findChildren(QObject)} | {id(d) for d in dialogs}
    kept = len(dialogs)
    objects = sum(1 for o in window.findChildren(QObject) if id(o) not in inside)
    window.close()
    window.deleteLater()
    _settle(app)
    return rss, kept, objects


def run() -> Iterator[tuple[str, float, str]]:
    if not Path("/proc/self/statm").exists():
        return
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="kotatsu-bench-") as tmp:
        folder = Path(tmp)
        os.environ["KOTATSU_DATA_DIR"] = str(folder / "data")
        from PySide6.QtWidgets import QApplication

        from desktop.launch.startup import configure

        app = QApplication.instance() or QApplication([])
        configure(app)
        t0 = time.monotonic()
        rss = sessions_only(app, folder / "sessions")
        yield "session_rss_growth_mb", round(rss[-1] - rss[min(2, len(rss) - 1)], 1), "MB"
        yield "session_rss_after_3_games_mb", round(rss[min(2, len(rss) - 1)], 1), "MB"
        yield "session_games_s", round(time.monotonic() - t0, 1), "s"
        if os.environ.get("KOTATSU_BENCH_WINDOW", "1") == "1":
            t0 = time.monotonic()
            rss, kept, objects = through_the_window(app, folder)
            yield "window_rss_growth_mb", round(rss[-1] - rss[min(2, len(rss) - 1)], 1), "MB"
            yield "window_dialogs_kept", kept, "dialogs"
            yield "window_qobjects_outside_dialogs", objects, "objects"
            yield "window_games_s", round(time.monotonic() - t0, 1), "s"
