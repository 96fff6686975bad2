"""The app's side of the sound: starts the sound server (desktop/sound/server.py) and sends it cues.

    player = Player()           # nothing happens yet: no process
    player.start()              # a thread starts the server process and waits for "ready"
    player.play("card", "place", gain=0.5)   # never blocks: one short line to a non-blocking pipe

The interface thread never waits for a sound server: the process is started by a thread, and a
line that would not fit in the pipe is dropped. With no sound (no server, no card, miniaudio
missing, the process failing), the player writes one line on stderr and stays silent.

`played` keeps what the server reports it started (cue, gain, frame of its first sample in the
stream, event-to-first-sample latency in ms) for the tests and the bench.
"""
from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:   # subprocess is imported by the player's thread, not on the start-up path
    import subprocess

READY_TIMEOUT_S = 20
MAX_PLAYED = 2000


def server_command(backends: list[str]) -> list[str]:
    """How to start the sound server: the frozen app runs itself with --sound-server."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--sound-server", *backends]
    return [sys.executable, "-m", "desktop.sound.server", *backends]


class Player:
    """One sound server process, started on demand, spoken to without ever blocking."""

    _shared: Player | None = None

    @classmethod
    def shared(cls) -> Player:
        """The process's player (one server whatever the number of windows)."""
        if cls._shared is None:
            cls._shared = cls()
        return cls._shared

    def __init__(self, *, backends: list[str] | None = None, log: Callable[[str], None] | None = None) -> None:
        self.backends = list(backends or ["pulseaudio", "alsa"])
        self.ready = threading.Event()    # the server's device plays
        self.done = threading.Event()     # starting has finished (ready, or silent)
        self.problem = ""                 # why there is no sound ("" while fine)
        self.backend = ""
        self.played: list[tuple[str, float, int, float]] = []
        self.lock = threading.Lock()
        self._log = log or (lambda line: print(line, file=sys.stderr, flush=True))
        self._proc: subprocess.Popen | None = None
        self._thread: threading.Thread | None = None
        self._closed = False

    def start(self) -> None:
        if self._thread is None and not self._closed:
            self._thread = threading.Thread(target=self._run, name="kotatsu-sound", daemon=True)
            self._thread.start()

    def play(self, material: str, cue: str, gain: float) -> bool:
        """Sends a cue (True), or drops it: not ready, closed, silent, or the pipe is full."""
        proc = self._proc
        if not self.ready.is_set() or gain <= 0 or self._closed or proc is None or proc.stdin is None:
            return False
        line = f"{material} {cue} {min(1.0, float(gain)):.6f} {time.monotonic():.6f}\n".encode("ascii")
        try:
            os.write(proc.stdin.fileno(), line)
            return True
        except (BlockingIOError, BrokenPipeError, OSError, ValueError):
            return False

    def frames_played(self) -> int:
        with self.lock:
            return self.played[-1][2] if self.played else 0

    def _silent(self, reason: str) -> None:
        self.problem = reason or "unknown"
        self._log(f"Kotatsu: no sound ({self.problem}); the games play silently.")

    def _run(self) -> None:
        import subprocess

        try:
            env = dict(os.environ)
            if not getattr(sys, "frozen", False):   # the server imports desktop from where the app did
                root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
                env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
            proc = subprocess.Popen(server_command(self.backends), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL, env=env, close_fds=True)
        except OSError as exc:
            self._silent(str(exc))
            self.done.set()
            return
        assert proc.stdin is not None and proc.stdout is not None
        os.set_blocking(proc.stdin.fileno(), False)
        self._proc = proc
        timer = threading.Timer(READY_TIMEOUT_S, lambda: None if self.done.is_set() else self._give_up(proc))
        timer.daemon = True
        timer.start()
        for raw in proc.stdout:
            words = raw.decode("ascii", "replace").split()
            if not words:
                continue
            if words[0] == "ready" and not self.done.is_set():
                self.backend = " ".join(words[1:])[:40]
                self.ready.set()
                self.done.set()
            elif words[0] == "silent" and not self.done.is_set():
                self._silent(" ".join(words[1:])[:200])
                self.done.set()
            elif words[0] == "played" and len(words) == 5:
                try:
                    entry = (words[1], float(words[2]), int(words[3]), float(words[4]))
                except ValueError:
                    continue
                with self.lock:
                    self.played.append(entry)
                    del self.played[:-MAX_PLAYED]
        timer.cancel()
        if not self.done.is_set():
            self._silent(f"the sound process ended ({proc.wait()})")
            self.done.set()
        self.ready.clear()

    def _give_up(self, proc: subprocess.Popen) -> None:
        if not self.done.is_set():
            self._silent("the sound process did not start in time")
            self.done.set()
            proc.kill()

    def close(self) -> None:
        """Ends the server (its input closes; it exits) without waiting for it."""
        self._closed = True
        self.ready.clear()
        proc, self._proc = self._proc, None
        if proc is not None and proc.stdin is not None:
            try:
                proc.stdin.close()
            except OSError:
                pass
