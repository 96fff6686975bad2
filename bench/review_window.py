"""The review window stays responsive while a review runs (issue 26: no freeze > 0.2 s).

`review_window_open_ms_<game>`: from building the window to its first paint (the review starts after);
`review_window_max_stall_ms_<game>`: the longest gap between two ticks of a 10 ms timer on the
interface thread while the window reviews the first decisions of seat 0 (a random game, the default
"normal" setting, the review's own time cap); `review_window_first_decision_s_<game>`: from opening the
window to the first decision on screen; `review_window_kept_open_ms_<game>`: opening the same review
again, read back from the database.

Settings: KOTATSU_BENCH_REVIEW_WINDOW_GAMES (comma-separated, default coloretto,rolling_japan,siberia),
KOTATSU_BENCH_REVIEW_WINDOW_DECISIONS (decisions reviewed, default 8).

    nice .venv/bin/python -m bench review_window
"""
from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

GAMES = os.environ.get("KOTATSU_BENCH_REVIEW_WINDOW_GAMES", "coloretto,rolling_japan,siberia").split(",")
DECISIONS = int(os.environ.get("KOTATSU_BENCH_REVIEW_WINDOW_DECISIONS", "8"))


class _Stall:
    """The longest gap between two ticks of the interface thread's timer."""

    def __init__(self, clock_class: type) -> None:
        self.clock = clock_class()
        self.clock.start()
        self.last = self.clock.elapsed()
        self.longest = 0

    def tick(self) -> None:
        now = self.clock.elapsed()
        self.longest = max(self.longest, now - self.last)
        self.last = now


def run() -> Iterator[tuple[str, float, str]]:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from desktop.review.window import ReviewWindow
    from desktop.shell.review_open import source_of
    from desktop.storage.reviews import ReviewStore
    from tests.gui.review_games import finished_game

    folder = Path(tempfile.mkdtemp(prefix="kotatsu-bench-review-"))
    store = ReviewStore(folder / "stats.sqlite3")
    for game in GAMES:
        kept = finished_game(game)
        started = time.perf_counter()
        window = ReviewWindow(source_of(kept, store=store), [0], "normal")
        window.resize(1024, 700)
        window.show()
        QTest.qWaitForWindowExposed(window)
        app.processEvents()
        yield f"review_window_open_ms_{game}", (time.perf_counter() - started) * 1000, "ms"
        stall = _Stall(QElapsedTimer)
        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(stall.tick)
        timer.start()
        first = None
        deadline = time.perf_counter() + 600
        while len(window.reviews[0].decisions) < DECISIONS and not window.finished_reviewing() \
                and time.perf_counter() < deadline:
            app.processEvents()
            if first is None and window.reviews[0].decisions:
                first = time.perf_counter() - started
            time.sleep(0.002)
        timer.stop()
        window.job.cancel()
        window.close()
        yield f"review_window_max_stall_ms_{game}", float(stall.longest), "ms"
        yield f"review_window_first_decision_s_{game}", float(first or 0.0), "s"
        # a finished review kept, then opened again
        window = ReviewWindow(source_of(kept, store=store), [0], "quick", budget_s=0.02)
        while not window.finished_reviewing():
            app.processEvents()
            time.sleep(0.002)
        window.close()
        started = time.perf_counter()
        again = ReviewWindow(source_of(kept, store=store), [0], "quick", budget_s=0.02)
        assert again.reviews[0].stored
        yield f"review_window_kept_open_ms_{game}", (time.perf_counter() - started) * 1000, "ms"
        again.close()
