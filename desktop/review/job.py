"""The review run off the interface thread (issue 26): `ReviewJob` feeds `engines.review.review_game`
to a worker thread (desktop.session.worker.BackgroundCalls, one seat after the other) and hands each
decision reviewed to the interface as it comes, with the progress (decisions done of the total).

Only plain values cross threads: the worker appends to a locked list and a counter; a QTimer on the
interface thread takes them (no Python object through a queued signal: see worker.py). Cancel sets
the review's stop flag (`should_stop`) and the worker's, and forgets the job at once: the window stays
responsive, the thread ends at its next simulation."""
from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.session.worker import BackgroundCalls

#: how often the interface takes the decisions reviewed meanwhile (ms)
POLL_MS = 80


class _Shared:
    """What the worker thread and the interface share (under `lock`)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.items: list[Any] = []
        self.done = 0
        self.total = 0


class ReviewJob(QObject):
    """Reviews `seats` one after the other; `run(seat, should_stop, progress)` is the review of one
    seat (an iterator of DecisionReview; called on the worker thread).

    Signals (interface thread): `decided(seat, position)` after a decision was added to `results[seat]`,
    `progress(done, total)` (of the seat being reviewed), `seat_done(seat)`, `failed(seat, message)`,
    `finished()` when every seat is done (not after cancel())."""

    decided = Signal(int, int)
    progress = Signal(int, int)
    seat_done = Signal(int)
    failed = Signal(int, str)
    finished = Signal()

    def __init__(self, run: Callable[[int, Callable[[], bool], Callable[[int, int], None]], Any],
                 seats: list[int], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._run = run
        self.queue = list(seats)
        self.results: dict[int, list[Any]] = {}
        self.current: int | None = None
        self.cancelled = False
        self._calls = BackgroundCalls(self)
        self._stop = threading.Event()
        self._shared = _Shared()
        self._ticket: int | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    def running(self) -> bool:
        return self.current is not None

    def start(self) -> None:
        if self.current is None and not self.cancelled and self.queue:
            self._next()

    def _next(self) -> None:
        if not self.queue:
            self.current = None
            self._timer.stop()
            self.finished.emit()
            return
        seat = self.current = self.queue.pop(0)
        self.results.setdefault(seat, [])
        shared = self._shared = _Shared()
        stop, run = self._stop, self._run

        def progress(done: int, total: int) -> None:
            with shared.lock:
                shared.done, shared.total = int(done), int(total)

        def should_stop() -> bool:
            # asked between the search's iterations: a moment without the GIL each time, so that the
            # interface thread (painting, keys) never waits behind a whole switch interval of review
            time.sleep(0)
            return stop.is_set()

        def work() -> int:
            for review in run(seat, should_stop, progress):
                with shared.lock:
                    shared.items.append(review)
                if stop.is_set():
                    break
            return seat

        self._ticket = self._calls.submit(work, lambda _seat: self._ended(seat, None),
                                          lambda exc: self._ended(seat, exc))
        self._timer.start()

    def _poll(self) -> None:
        seat = self.current
        if seat is None:
            return
        with self._shared.lock:
            items, self._shared.items = self._shared.items, []
            done, total = self._shared.done, self._shared.total
        for review in items:
            self.results[seat].append(review)
            self.decided.emit(seat, len(self.results[seat]) - 1)
        if total:
            self.progress.emit(done, total)

    def _ended(self, seat: int, failure: BaseException | None) -> None:
        self._poll()
        self._ticket = None
        if failure is not None:
            self.failed.emit(seat, f"{type(failure).__name__}: {failure}")
        else:
            self.seat_done.emit(seat)
        self._next()

    def cancel(self) -> None:
        """Stops at once (the thread ends at its next simulation); nothing more is emitted."""
        self.cancelled = True
        self._stop.set()
        self._timer.stop()
        if self._ticket is not None:
            self._calls.cancel(self._ticket)
            self._ticket = None
        self.queue.clear()
        self.current = None

    def shutdown(self) -> None:
        self.cancel()
        self._calls.shutdown()
