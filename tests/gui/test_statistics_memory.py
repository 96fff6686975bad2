"""An evening of games keeps memory flat (issue 28). What grew: every finished game stayed alive whole
(session, states, the view's Python side), held by the last-move marks' `QTimer.singleShot(0, self,
self.update)` still pending when the view went (PySide keeps the functor of a timer whose context
object is destroyed; desktop/table/marks.py and hint_marks.py now call update()); and the table kit's
pixmap cache, bounded by count only (cards drawn at many nearly equal sizes), now bounded in bytes.
The window keeps no finished game, the statistics keep no closed dialog. The figure itself is
`python -m bench session_memory` (session_memory_growth_kb_per_game)."""
from __future__ import annotations

import gc
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QDialog

from desktop.session.local import GameSession, Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from desktop.shell.statistics import StatisticsDialog
from desktop.table.paint import CACHE, PixmapCache
from tests.unpainted import unpainted


def settle() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
    gc.collect()


def test_the_table_kits_pixmap_cache_is_bounded_in_bytes(configured_app):
    cache = PixmapCache(limit=800, max_bytes=1 << 20)
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        for size in range(30, 130):  # a card at a hundred sizes, as rows of different lengths give
            cache.paint(painter, QRectF(0, 0, size, size * 1.45), ("card", "red"),
                        lambda p, r: p.fillRect(r, QColor("red")))
    finally:
        painter.end()
    assert cache.misses == 100
    assert 0 < cache.bytes <= 1 << 20 and len(cache) < 100
    assert cache.bytes == sum(p.width() * p.height() * 4 for p in cache._items.values())
    assert CACHE.max_bytes <= 16 << 20, "the shared cache has a byte bound"


@pytest.fixture
def window(qtbot, configured_app, monkeypatch):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    w.results = []
    monkeypatch.setattr("desktop.widgets.results.ResultsDialog.exec",  # answered: closed, as a player does
                        lambda self: w.results.append(1) or self.reject() or 0)
    yield w
    w.close()


def test_closed_statistics_dialogs_leave_nothing_behind(window, qtbot, monkeypatch):
    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: self.done(0) or 0)
    window.show_statistics()
    settle()
    listeners = len(window.stats.listeners)
    for _ in range(4):
        window.show_statistics()
        settle()
    assert len(window.stats.listeners) == listeners == 1, "only the window's banner listens"
    assert window.findChildren(StatisticsDialog) == []


def test_the_window_keeps_no_finished_game(window, qtbot):
    """Nothing grows game after game. (The last game's session may stay until the next one starts: the
    window's sound keeps its last table, desktop/shell/sound_settings.py WindowSound.tables.)"""
    made: list[weakref.ref] = []
    ids: set[str] = set()
    children, alive = [], []
    for game in range(3):
        seats = [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")]
        with unpainted(window):   # what is counted is objects, not pixels (issue 28)
            session = window.start(NewGameChoice("coloretto", seats, {}, 60 + game))
            made.append(weakref.ref(session))
            ids.add(session.game_id)
            qtbot.waitUntil(lambda n=game: len(window.results) == n + 1, timeout=60_000)  # over, results shown
        del session
        window.show_library()
        settle()
        children.append(len(window.findChildren(QObject)))
        # this window's games only: under pytest-xdist the process holds other tests' sessions too
        # (the first 3-game run in a worker counted 26)
        gc.collect()
        alive.append(sum(1 for o in gc.get_objects() if isinstance(o, GameSession) and o.game_id in ids))
    assert made[0]() is None and made[1]() is None, "an earlier game is kept"
    assert alive[1] == alive[2] <= 1, f"finished games kept after each game: {alive}"
    assert children[1] == children[2], f"the window's QObjects grew: {children}"
    assert not [w for w in window.findChildren(QDialog) if w.isVisible()]
