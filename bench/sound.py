"""Sound (issue 27): how soon a cue sounds, what it costs the interface, what it adds.

    sound_latency_ms          event (Player.play on the interface thread) -> its first sample handed to
                              the device by the sound server, median of 40 cues (aim <= 50 ms with the
                              device buffer below); sound_latency_p90_ms the 90th percentile
    sound_buffer_ms           the device buffer the server asks for (desktop.sound.server): a sample
                              handed over is heard at most this much later
    sound_play_call_us        what Player.play costs the interface thread (median): one write to a pipe
    sound_server_ready_ms     Player.start -> the server's device plays (its own process; the window
                              starts it 1.5 s after it shows, so it is not on the start-up path)
    sound_render_ms           synthesising every sound of every table (in the server, numpy)
    sound_startup_import_ms   importing the window's sound modules (on the start-up path), in a fresh
                              interpreter that has PySide6 and the table kit already
    sound_bundle_added_mb     what miniaudio and cffi add to the packaged app (their files here)

The server plays into a private PulseAudio null sink (pulseaudio installed), else miniaudio's null
device (the same timing path, no server); the figure's line says which.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CUES = 40


def _bundle_added_mb() -> float:
    import _cffi_backend
    import miniaudio

    site = Path(miniaudio.__file__).parent
    files = [Path(miniaudio.__file__), Path(_cffi_backend.__file__)] + list(site.glob("_miniaudio*"))
    return sum(f.stat().st_size for f in files if f.is_file()) / 1e6


def _import_ms() -> float:
    code = ("import time, PySide6.QtWidgets, desktop.table.flight, desktop.storage.settings\n"
            "t = time.perf_counter()\nimport desktop.shell.sound_settings\n"
            "print((time.perf_counter() - t) * 1000)")
    runs = [float(subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                                 env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=60).stdout)
            for _ in range(3)]
    return statistics.median(runs)


def _latency(backends: list[str]) -> tuple[list[float], list[float], float]:
    from desktop.sound.player import Player

    player = Player(backends=backends, log=lambda line: None)
    t0 = time.perf_counter()
    player.start()
    player.done.wait(30)
    ready_ms = (time.perf_counter() - t0) * 1000
    if not player.ready.is_set():
        raise RuntimeError(f"no sound device: {player.problem}")
    calls = []
    for i in range(CUES):
        c0 = time.perf_counter()
        player.play("card", ("place", "turn", "dice", "your_turn")[i % 4], 0.3)
        calls.append((time.perf_counter() - c0) * 1e6)
        time.sleep(0.05)
    deadline = time.monotonic() + 5
    while len(player.played) < CUES and time.monotonic() < deadline:
        time.sleep(0.05)
    latencies = [entry[3] for entry in player.played]
    player.close()
    return latencies, calls, ready_ms


def run() -> Iterator[tuple[str, float, str]]:
    from desktop.sound import server, synth

    t = time.perf_counter()
    synth.render_all()
    render_ms = (time.perf_counter() - t) * 1000
    where = "miniaudio null device"
    with tempfile.TemporaryDirectory() as folder:
        try:
            from tests.sound.pulse import PrivatePulse, available

            if available():
                raise RuntimeError(available())
            with PrivatePulse(Path(folder)):
                latencies, calls, ready_ms = _latency(["pulseaudio"])
            where = "PulseAudio null sink"
        except Exception:
            latencies, calls, ready_ms = _latency(["null"])
    latencies.sort()
    yield f"sound_latency_ms ({where})", statistics.median(latencies), "ms"
    yield "sound_latency_p90_ms", latencies[int(0.9 * (len(latencies) - 1))], "ms"
    yield "sound_buffer_ms", float(server.PERIOD_MS * server.PERIODS), "ms"
    yield "sound_play_call_us", statistics.median(calls), "us"
    yield "sound_server_ready_ms", ready_ms, "ms"
    yield "sound_render_ms", render_ms, "ms"
    yield "sound_startup_import_ms", _import_ms(), "ms"
    yield "sound_bundle_added_mb", _bundle_added_mb(), "MB"


if __name__ == "__main__":
    for name, value, unit in run():
        print(f"{name}: {value:.6g} {unit}")
