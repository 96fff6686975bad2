"""The warm-up (issue 28): start-up shows the library without importing any game; half a second after
the window is shown, one background thread imports what the games need and the library does not: the
engines (plain Python, no Qt: .importlinter's engines-pure), their search, numpy, and the 3D board's
pyqtgraph.opengl with PyOpenGL (about 0.8 s of the first Pueblo table's opening otherwise). Only
modules that create no Qt object when imported are warmed here; the views are imported by the
interface thread when a game starts. After the imports, a game may prepare what can be prepared off
that thread (PREPARE: Pueblo's board texture, GL driver and shader programs); main() waits for the
thread before the application is torn down.

Nothing depends on it: a module the thread has not reached yet is imported by whoever needs it first
(Python's import lock makes the other wait), and a failed import here (no libGL, no PyOpenGL) is left
for the game to meet and explain (the Pueblo view falls back to its flat board). The thread is not a
daemon: quitting waits for the import in progress (under a second) rather than tearing the
interpreter down beneath it.
"""
from __future__ import annotations

import importlib
import logging
import threading
import time

import engines

log = logging.getLogger(__name__)

#: what the thread imports, in order: the engines first (every game needs its own), the 3D board last
MODULES: tuple[str, ...] = (*(f"engines.{name}" for name in engines.NAMES), "engines.search",
                            "engines.players", "numpy", "OpenGL.GL", "pyqtgraph", "pyqtgraph.opengl")

#: then, on the same thread, what a game prepares in idle time: modules with a prepare() (Pueblo's 3D board:
#: its texture, the GL driver, its shader programs; desktop/games/pueblo/warm.py)
PREPARE: tuple[str, ...] = ("desktop.games.pueblo.warm",)

_lock = threading.Lock()
_thread: threading.Thread | None = None
_quitting = threading.Event()
#: module -> seconds its import took on the thread (None: it failed), for the benchmark
timings: dict[str, float | None] = {}


def _run(modules: tuple[str, ...], prepare: tuple[str, ...]) -> None:
    for name in modules:
        start = time.perf_counter()
        try:
            importlib.import_module(name)
        except Exception as exc:  # the game that needs it meets the same error and explains it
            log.info("warm-up: %s not imported (%s: %s)", name, type(exc).__name__, exc)
            timings[name] = None
            continue
        timings[name] = time.perf_counter() - start
    for name in prepare:
        if _quitting.is_set():
            return
        start = time.perf_counter()
        try:
            importlib.import_module(name).prepare()
        except Exception as exc:  # the game meets the same problem and explains it
            log.info("warm-up: %s not prepared (%s: %s)", name, type(exc).__name__, exc)
            timings[name] = None
            continue
        timings[name] = time.perf_counter() - start


def start(modules: tuple[str, ...] = MODULES, prepare: tuple[str, ...] = PREPARE) -> threading.Thread:
    """Starts the warm-up once (later calls return the same thread)."""
    global _thread
    with _lock:
        if _thread is None:
            _thread = threading.Thread(target=_run, args=(modules, prepare), name="kotatsu-warm-up")
            _thread.start()
        return _thread


def wait(timeout: float | None = None) -> bool:
    """Waits for the warm-up to end (True when it has, or never started)."""
    with _lock:
        thread = _thread
    if thread is None:
        return True
    thread.join(timeout)
    return not thread.is_alive()


def finish(timeout: float | None = None) -> bool:
    """At quit, while the application still lives: no preparation begins any more, and the thread (its
    imports, a preparation in progress) is waited for."""
    _quitting.set()
    return wait(timeout)
