"""The sound server: a small process of its own that mixes and plays the cues the app sends it.

Its own process, so that no thread of the app (the computer players think in Python threads) holds
the interpreter lock the audio callback needs every 10 ms. Started by desktop.sound.player.Player as
`python -m desktop.sound.server` (the frozen app: `kotatsu --sound-server`, packaging/entry.py).

Protocol, one line each way, plain ASCII:
  app -> server: `<material> <cue> <gain> <asked>`   (asked: time.monotonic() of the event)
  server -> app: `ready <backend>` once the device plays, or `silent <reason>` (then it exits);
                 `played <cue> <gain> <frame> <latency_ms>` for each cue started (frame: the stream's
                 frame of its first sample; latency: from the event to that sample's hand-over).
Anything else read is ignored; a gain outside 0..1 or an unknown cue is dropped. End of input: exit.
"""
from __future__ import annotations

import os
import queue
import sys
import threading
import time
from collections import deque
from typing import Any

import numpy as np

from desktop.sound import synth

PERIOD_MS = 10
PERIODS = 5             # the device buffer, PERIODS x PERIOD_MS = 50 ms: 3 (30 ms) ran dry on a loaded machine


def periods() -> int:
    """PERIODS, or KOTATSU_SOUND_BUFFER_MS / PERIOD_MS (20 to 1000 ms; the recording tests use a long
    buffer so that a machine busy with other tests does not make the stream run dry)."""
    text = os.environ.get("KOTATSU_SOUND_BUFFER_MS", "")
    if text.isdigit() and len(text) <= 4 and 20 <= int(text) <= 1000:
        return int(text) // PERIOD_MS
    return PERIODS
MAX_VOICES = 8          # more at once: the oldest stops (a burst never piles up)
MAX_QUEUE = 32
STALE_S = 0.25          # a cue still waiting after this long is dropped (it would sound late)


class Mixer:
    """Voices to add up: pure numpy, no device (tests drive `mix` directly)."""

    def __init__(self) -> None:
        self.bank: dict[tuple[str, str], np.ndarray] = {}
        self.voices: list[list[Any]] = []       # [samples, position, gain]
        self.frames = 0                          # frames handed out so far
        self.started: queue.SimpleQueue[tuple[str, float, int, float]] = queue.SimpleQueue()  # (cue, gain, frame, latency s)
        self._queue: deque[tuple[str, str, float, float]] = deque(maxlen=MAX_QUEUE)
        self._lock = threading.Lock()

    def add(self, material: str, cue: str, gain: float, asked: float) -> None:
        with self._lock:
            self._queue.append((material, cue, float(gain), float(asked)))

    def mix(self, n: int) -> np.ndarray:
        with self._lock:
            queued = list(self._queue)
            self._queue.clear()
        now = time.monotonic()
        for material, cue, gain, asked in queued:
            samples = self.bank.get((material, cue))
            if samples is None or now - asked > STALE_S or gain <= 0:
                continue
            if len(self.voices) >= MAX_VOICES:
                self.voices.pop(0)
            self.voices.append([samples, 0, gain])
            self.started.put((cue, gain, self.frames, now - asked))
        out = np.zeros(n, dtype=np.float32)
        keep = []
        for voice in self.voices:
            samples, pos, gain = voice
            k = min(n, len(samples) - pos)
            out[:k] += samples[pos:pos + k] * gain
            voice[1] = pos + k
            if voice[1] < len(samples):
                keep.append(voice)
        self.voices = keep
        self.frames += n
        return (np.clip(out, -1.0, 1.0) * 32767).astype(np.int16)




def _read_line(line: str) -> tuple[str, str, float, float] | None:
    parts = line.split()
    if len(parts) != 4 or len(line) > 200:
        return None
    material, cue = parts[0], parts[1]
    try:
        gain, asked = float(parts[2]), float(parts[3])
    except ValueError:
        return None
    if material not in synth.MATERIALS or cue not in synth.CUES or not 0.0 < gain <= 1.0 or asked != asked:
        return None
    return material, cue, gain, asked


def serve(backends: list[str], stdin: Any = None, stdout: Any = None) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    out_lock = threading.Lock()

    def say(text: str) -> None:
        with out_lock:
            try:
                stdout.write(text + "\n")
                stdout.flush()
            except (OSError, ValueError):
                pass

    try:   # ahead of the app's threads when the system allows it (root, or a raised limit): not needed
        os.nice(-10)
    except OSError:
        pass
    mixer = Mixer()
    try:
        mixer.bank = synth.render_all()
        import miniaudio

        device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=synth.RATE,
            buffersize_msec=PERIOD_MS, callback_periods=periods(), backends=[miniaudio.Backend[b.upper()] for b in backends],
            app_name="Kotatsu")
    except Exception as exc:   # no server, no card, no library
        say("silent " + " ".join((str(exc) or type(exc).__name__).split())[:200])
        return 0
    def feed():
        frames = yield b""
        while True:
            frames = yield mixer.mix(frames).tobytes()

    generator = feed()
    next(generator)
    device.start(generator)
    deadline = time.monotonic() + 5
    while mixer.frames < synth.RATE // 4 and time.monotonic() < deadline:   # the stream flows: cues sound at once
        time.sleep(0.005)
    say(f"ready {device.backend}")
    stop = threading.Event()

    def report() -> None:   # the cues started, told from this thread (never from the audio callback)
        while not stop.wait(0.1):
            while not mixer.started.empty():
                cue, gain, frame, latency = mixer.started.get()
                say(f"played {cue} {gain:.6f} {frame} {latency * 1000:.2f}")

    threading.Thread(target=report, daemon=True).start()
    for line in stdin:
        cue = _read_line(line)
        if cue is not None:
            mixer.add(*cue)
    stop.set()
    device.close()
    return 0


if __name__ == "__main__":
    sys.exit(serve(sys.argv[1:] or ["pulseaudio", "alsa"]))
