"""Running slow work (computer players, hints) off the interface thread.

Only a ticket number crosses threads in a signal; the result waits in a locked table until the
interface thread takes it. (Passing Python objects through queued signals is avoided on purpose:
PySide6 6.12.0 corrupts reference counts there.)

Every job has a stop flag: `cancel(ticket)` / `cancel_all()` set it and forget the callbacks at once,
without waiting. A search running in the job sees the flag (`engines.search.stop_when`) and ends at
its next iteration, so a thread thinking about an unwanted move is gone within a fraction of a second.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from engines.search import stop_when


class _Job(QRunnable):
    def __init__(self, owner: BackgroundCalls, ticket: int, fn: Callable[[], Any], stop: threading.Event) -> None:
        super().__init__()
        self.owner, self.ticket, self.stop = owner, ticket, stop
        self.fn: Callable[[], Any] | None = fn

    def run(self) -> None:
        fn, self.fn = self.fn, None  # nothing of the job's closure outlives it
        if not self.stop.is_set():  # cancelled before it started: nothing to do
            try:
                with stop_when(self.stop.is_set):
                    result, failure = fn(), None
            except Exception as exc:  # handed to the interface thread, never crashes the app
                result, failure = None, exc
            del fn
            if not self.stop.is_set():
                self.owner._post(self.ticket, result, failure)
        self.owner._forget(self.ticket)


class BackgroundCalls(QObject):
    """Runs callables on its own thread pool, one at a time by default, and calls back on the
    interface thread: `done(result)` or `failed(exception)`."""

    _finished = Signal(int)

    def __init__(self, parent: QObject | None = None, threads: int = 1) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(threads)
        self._lock = threading.Lock()
        self._next = 0
        self._stops: dict[int, threading.Event] = {}  # jobs not yet ended, by ticket
        self._results: dict[int, tuple[Any, BaseException | None]] = {}
        self._callbacks: dict[int, tuple[Callable[[Any], None], Callable[[BaseException], None]]] = {}
        self._finished.connect(self._deliver)

    def submit(self, fn: Callable[[], Any], done: Callable[[Any], None],
               failed: Callable[[BaseException], None]) -> int:
        stop = threading.Event()
        with self._lock:
            self._next += 1
            ticket = self._next
            self._stops[ticket] = stop
        self._callbacks[ticket] = (done, failed)
        self.pool.start(_Job(self, ticket, fn, stop))
        return ticket

    def pending(self) -> int:
        """Jobs not yet ended, plus results not yet delivered (0 when all is quiet)."""
        with self._lock:
            return len(self._stops) + len(self._results)

    def _post(self, ticket: int, result: Any, failure: BaseException | None) -> None:
        with self._lock:
            self._results[ticket] = (result, failure)
        try:
            self._finished.emit(ticket)
        except RuntimeError:  # the interface side is gone (the app is closing)
            with self._lock:
                self._results.pop(ticket, None)

    def _forget(self, ticket: int) -> None:
        with self._lock:
            self._stops.pop(ticket, None)

    @Slot(int)
    def _deliver(self, ticket: int) -> None:
        with self._lock:
            result, failure = self._results.pop(ticket, (None, None))
        callbacks = self._callbacks.pop(ticket, None)
        if callbacks is None:
            return
        done, failed = callbacks
        if failure is None:
            done(result)
        else:
            failed(failure)

    def cancel(self, ticket: int) -> None:
        """The result of this job is no longer wanted: its callbacks are forgotten and its search
        told to stop. Returns at once."""
        self._callbacks.pop(ticket, None)
        with self._lock:
            stop = self._stops.get(ticket)
            self._results.pop(ticket, None)
        if stop is not None:
            stop.set()

    def cancel_all(self, wait_ms: int = 0) -> None:
        """Forget every pending callback and tell running work to stop; wait at most wait_ms
        (by default not at all: a stopped search ends on its own within a fraction of a second)."""
        self._callbacks.clear()
        with self._lock:
            stops = list(self._stops.values())
            self._results.clear()
        for stop in stops:
            stop.set()
        if wait_ms > 0:
            self.pool.waitForDone(wait_ms)
