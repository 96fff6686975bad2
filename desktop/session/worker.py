"""Running slow work (computer players, hints) off the interface thread.

Only a ticket number crosses threads in a signal; the result waits in a locked table until the
interface thread takes it. (Passing Python objects through queued signals is avoided on purpose:
PySide6 6.12.0 corrupts reference counts there.)

Every job has a stop flag: `cancel(ticket)` / `cancel_all()` set it and forget the callbacks at once,
without waiting. A search running in the job sees the flag (`engines.search.stop_when`) and ends at
its next iteration, so a thread thinking about an unwanted move is gone within a fraction of a second.
"""
from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot


class _Job:
    __slots__ = ("ticket", "fn", "stop")

    def __init__(self, ticket: int, fn: Callable[[], Any], stop: threading.Event) -> None:
        self.ticket, self.fn, self.stop = ticket, fn, stop


class BackgroundCalls(QObject):
    """Runs callables on its own threads (one by default: one job at a time, in order) and calls
    back on the interface thread: `done(result)` or `failed(exception)`.

    Plain Python daemon threads fed by a queue (QThreadPool's QRunnable wrappers were never freed
    by PySide6: every job, its closure and the state it thought about stayed in memory). `shutdown()`
    ends the threads once their job is done; a thread never keeps the application from exiting."""

    _finished = Signal(int)

    def __init__(self, parent: QObject | None = None, threads: int = 1) -> None:
        super().__init__(parent)
        self._threads_wanted = max(1, threads)
        self._threads: list[threading.Thread] = []
        self._queue: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._next = 0
        self._stops: dict[int, threading.Event] = {}  # jobs not yet ended, by ticket
        self._running = 0
        self._shut = False
        self._results: dict[int, tuple[Any, BaseException | None]] = {}
        self._callbacks: dict[int, tuple[Callable[[Any], None], Callable[[BaseException], None]]] = {}
        self._finished.connect(self._deliver)

    def submit(self, fn: Callable[[], Any], done: Callable[[Any], None],
               failed: Callable[[BaseException], None]) -> int:
        stop = threading.Event()
        with self._lock:
            if self._shut:
                raise RuntimeError("these background calls were shut down")
            self._next += 1
            ticket = self._next
            self._stops[ticket] = stop
            if len(self._threads) < self._threads_wanted:
                thread = threading.Thread(target=self._serve, name=f"kotatsu-worker-{id(self):x}", daemon=True)
                self._threads.append(thread)
                thread.start()
        self._callbacks[ticket] = (done, failed)
        self._queue.put(_Job(ticket, fn, stop))
        return ticket

    def _serve(self) -> None:
        from engines.search import stop_when  # with the first job, not at start-up (issue 28)

        while True:
            job = self._queue.get()
            if job is None:
                return
            fn, job.fn = job.fn, None  # nothing of the job's closure outlives it
            if not job.stop.is_set():  # cancelled before it started: nothing to do
                with self._lock:
                    self._running += 1
                try:
                    with stop_when(job.stop.is_set):
                        result, failure = fn(), None
                except Exception as exc:  # handed to the interface thread, never crashes the app
                    result, failure = None, exc
                finally:
                    with self._lock:
                        self._running -= 1
                del fn
                if not job.stop.is_set():
                    self._post(job.ticket, result, failure)
                del result, failure
            self._forget(job.ticket)
            del job  # not kept while the thread waits for the next one

    def busy(self) -> bool:
        """True while a job runs on one of the threads."""
        with self._lock:
            return self._running > 0

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
        """Forget every pending callback and tell running work to stop; wait at most wait_ms for it
        (by default not at all: a stopped search ends on its own within a fraction of a second)."""
        self._callbacks.clear()
        with self._lock:
            stops = list(self._stops.values())
            self._results.clear()
        for stop in stops:
            stop.set()
        if wait_ms > 0:
            end = time.monotonic() + wait_ms / 1000
            while self.busy() and time.monotonic() < end:
                time.sleep(0.002)

    def shutdown(self) -> None:
        """cancel_all(), and the threads end (at once when idle, else when their stopped job returns).
        Returns at once; nothing can be submitted afterwards."""
        self.cancel_all()
        with self._lock:
            self._shut = True
            threads, self._threads = self._threads, []
        for _ in threads:
            self._queue.put(None)
