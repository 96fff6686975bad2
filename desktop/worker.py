"""Running slow work (computer players, hints) off the interface thread.

Only a ticket number crosses threads in a signal; the result waits in a locked table until the
interface thread takes it. (Passing Python objects through queued signals is avoided on purpose:
PySide6 6.12.0 corrupts reference counts there.)
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot


class _Job(QRunnable):
    def __init__(self, owner: BackgroundCalls, ticket: int, fn: Callable[[], Any]) -> None:
        super().__init__()
        self.owner, self.ticket, self.fn = owner, ticket, fn

    def run(self) -> None:
        try:
            result, failure = self.fn(), None
        except Exception as exc:  # handed to the interface thread, never crashes the app
            result, failure = None, exc
        self.owner._post(self.ticket, result, failure)


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
        self._results: dict[int, tuple[Any, BaseException | None]] = {}
        self._callbacks: dict[int, tuple[Callable[[Any], None], Callable[[BaseException], None]]] = {}
        self._finished.connect(self._deliver)

    def submit(self, fn: Callable[[], Any], done: Callable[[Any], None],
               failed: Callable[[BaseException], None]) -> int:
        with self._lock:
            self._next += 1
            ticket = self._next
        self._callbacks[ticket] = (done, failed)
        self.pool.start(_Job(self, ticket, fn))
        return ticket

    def _post(self, ticket: int, result: Any, failure: BaseException | None) -> None:
        with self._lock:
            self._results[ticket] = (result, failure)
        self._finished.emit(ticket)

    @Slot(int)
    def _deliver(self, ticket: int) -> None:
        with self._lock:
            result, failure = self._results.pop(ticket)
        callbacks = self._callbacks.pop(ticket, None)
        if callbacks is None:
            return
        done, failed = callbacks
        if failure is None:
            done(result)
        else:
            failed(failure)

    def cancel_all(self, wait_ms: int = 5000) -> None:
        """Forget pending callbacks and wait (bounded) for running work to end."""
        self._callbacks.clear()
        self.pool.clear()
        self.pool.waitForDone(wait_ms)
