"""Memory over an evening of games (issue 28): thirty games of Coloretto between three easy computers
(no delay), one after the other through the main window in one process, as a player would play them.

- `session_memory_growth_kb_per_game`: resident memory (Linux /proc/self/statm) after the last game
  minus after the fifth, per game (the issue's bound: 200 KB a game);
- `session_memory_table_cache_kb`: the table kit's pixmap cache at the end (bounded by its max_bytes).

    nice .venv/bin/python -m bench session_memory
    KOTATSU_BENCH_MEMORY_GAMES=12 nice .venv/bin/python -m bench session_memory
    KOTATSU_BENCH_UNBOUNDED_CACHE=1 ... (the kit's cache without its byte bound, as before)
"""
from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

GAMES = int(os.environ.get("KOTATSU_BENCH_MEMORY_GAMES", "30"))
FIRST = 5


def run() -> Iterator[tuple[str, float, str]]:
    if not Path("/proc/self/statm").exists() or GAMES <= FIRST:
        return
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="kotatsu-bench-memory-") as tmp:
        os.environ["KOTATSU_DATA_DIR"] = str(Path(tmp) / "data")
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication, QDialog

        from bench.session import _play, _settle, rss_mb
        from desktop.launch.startup import configure
        from desktop.session.local import Seat
        from desktop.shell.main_window import MainWindow
        from desktop.shell.newgame import NewGameChoice
        from desktop.table.paint import CACHE

        if os.environ.get("KOTATSU_BENCH_UNBOUNDED_CACHE") == "1":  # as before issue 28, for comparison
            CACHE.max_bytes = 1 << 62
        app = QApplication.instance() or QApplication([])
        configure(app)
        answered: list[str] = []

        def close_dialogs() -> None:  # each game's results: answered at once, as "look at the table"
            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, QDialog) and widget.isVisible():
                    answered.append(type(widget).__name__)
                    widget.reject()

        closer = QTimer()
        closer.timeout.connect(close_dialogs)
        closer.start(50)
        window = MainWindow(computer_delay_ms=0)
        window.show()
        rss: list[float] = []
        for i in range(GAMES):
            seats = [Seat(f"Computer {k}", "computer", "easy") for k in range(3)]
            session = window.start(NewGameChoice("coloretto", seats, {}, 2000 + i))
            before = len(answered)
            _play(app, session)
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and len(answered) == before:
                app.processEvents()
                time.sleep(0.005)
            del session
            window.show_library()
            _settle(app)
            rss.append(rss_mb())
        closer.stop()
        window.close()
        window.deleteLater()
        _settle(app)
        yield "session_memory_growth_kb_per_game", (rss[-1] - rss[FIRST - 1]) * 1024 / (GAMES - FIRST), "KB"
        yield "session_memory_table_cache_kb", CACHE.bytes / 1024, "KB"
