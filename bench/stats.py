"""The statistics at size (issue 28): a database of 100,000 finished games (two seats each, written
straight in SQL as Kotatsu writes them), then
- `stats_open_ms_100k`: Statistics(path) (its integrity check and migration);
- `stats_dialog_open_ms_100k`: the Statistics dialog built, shown and painted (its first tab), beside
  `stats_dialog_open_ms_empty` (no game: the same in the same run, for a noisy machine);
- `stats_dialog_every_tab_ms_100k`: the same, each tab shown and painted (the plot is drawn then);
- `stats_dialog_open_ms_5m_name`: opened with one player's name 5 million characters long.

    nice .venv/bin/python -m bench stats
"""
from __future__ import annotations

import os
import sqlite3
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

GAMES = int(os.environ.get("KOTATSU_BENCH_STATS_GAMES", "100000"))
NAMES = ("coloretto", "r_eco", "siberia", "rolling_japan", "pueblo")


def fill(path: Path, games: int) -> None:
    from desktop.storage.stats_schema import FILL_SUMS, SCHEMA, SCHEMA_VERSION

    db = sqlite3.connect(path)
    db.executescript(SCHEMA)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    levels = ("easy", "normal", "hard")
    db.executemany("INSERT INTO games (id, game, started_at, finished_at, num_players, seed, options) "
                   "VALUES (?, ?, ?, ?, 2, ?, '{}')",
                   ((f"g{i:06d}", NAMES[i % 5], 1.7e9 + i * 60, 1.7e9 + i * 60 + 50, i) for i in range(games)))
    db.executemany("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (row for i in range(games) for row in (
                       (f"g{i:06d}", 0, "Ann", "human", "normal", 10 + i % 31, int(i % 2 == 0)),
                       (f"g{i:06d}", 1, "Computer 1", "computer", levels[i % 3], 20, int(i % 2 == 1)))))
    db.executemany("INSERT INTO moves VALUES (?, '[]')", ((f"g{i:06d}",) for i in range(games)))
    db.execute(FILL_SUMS)
    db.commit()
    db.close()


def _open_dialog(app: Any, stats: Any, *, every_tab: bool = False) -> float:
    from desktop.shell.statistics import StatisticsDialog

    started = time.perf_counter()
    dialog = StatisticsDialog(stats)
    dialog.resize(1024, 700)
    dialog.show()
    for tab in range(dialog.tabs.count() if every_tab else 1):
        dialog.tabs.setCurrentIndex(tab)
        dialog.grab()
    app.processEvents()
    spent = (time.perf_counter() - started) * 1000
    dialog.close()
    dialog.deleteLater()
    app.processEvents()
    return spent


def run() -> Iterator[tuple[str, float, str]]:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from desktop.storage.stats import Statistics

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory(prefix="kotatsu-bench-stats-") as folder:
        empty = Statistics(Path(folder) / "empty.sqlite3")
        _open_dialog(app, empty)  # the first dialog imports pyqtgraph: not a figure
        yield "stats_dialog_open_ms_empty", min(_open_dialog(app, empty) for _ in range(3)), "ms"
        empty.close()
        path = Path(folder) / "kotatsu.sqlite3"
        fill(path, GAMES)
        started = time.perf_counter()
        stats = Statistics(path)
        yield "stats_open_ms_100k", (time.perf_counter() - started) * 1000, "ms"
        assert stats.count() == GAMES
        yield "stats_dialog_open_ms_100k", min(_open_dialog(app, stats) for _ in range(3)), "ms"
        yield "stats_dialog_every_tab_ms_100k", min(_open_dialog(app, stats, every_tab=True) for _ in range(3)), "ms"
        with stats.db:
            stats.db.execute("UPDATE results SET name = ? WHERE game_id = ? AND seat = 1",
                             ("W" * 5_000_000, f"g{GAMES - 1:06d}"))
        yield "stats_dialog_open_ms_5m_name", min(_open_dialog(app, stats) for _ in range(3)), "ms"
        stats.close()
