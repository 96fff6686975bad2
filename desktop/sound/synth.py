"""The table's sounds, synthesised here with numpy (no recorded samples): `render(material, cue)` gives
a short mono float32 signal at RATE, peak PEAK, the same every time (a fixed seed per sound).

Materials fit the tables: "card" (Coloretto, R-Eco, Siberia: card stock on cloth), "paper" (Rolling
Japan: pencil on a sheet, dice on the table), "wood" (Pueblo: blocks and a figure on a wooden board).
Notifications (your turn, the end of the game, the hand-over) are soft bell tones, the same for every
table. Rendering all of them takes a few tens of milliseconds: the player does it on its own thread.
"""
from __future__ import annotations

import zlib
from collections.abc import Callable

import numpy as np

from desktop.sound.cues import CUES, EFFECTS, MATERIALS, NOTIFICATIONS  # noqa: F401 (the names of the sounds)

RATE = 44100
PEAK = 0.5          # every sound's peak before the volume (room for a few at once)


def _t(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds), dtype=np.float64) / RATE


def _rng(material: str, cue: str) -> np.random.Generator:
    return np.random.default_rng(zlib.crc32(f"{material}/{cue}".encode()))


def _band_noise(rng: np.random.Generator, seconds: float, lo: float, hi: float) -> np.ndarray:
    """White noise kept between lo and hi Hz (soft edges), unit RMS."""
    n = max(8, int(RATE * seconds))
    spectrum = np.fft.rfft(rng.standard_normal(n))
    f = np.fft.rfftfreq(n, 1 / RATE)
    width = max(50.0, (hi - lo) * 0.25)
    mask = 1 / (1 + np.exp(-(f - lo) / width * 4)) * 1 / (1 + np.exp((f - hi) / width * 4))
    out = np.fft.irfft(spectrum * mask, n)
    return out / (np.sqrt(np.mean(out ** 2)) + 1e-12)


def _env(n: int, attack: float, decay: float) -> np.ndarray:
    """A fast attack (seconds) then an exponential decay with time constant `decay` seconds."""
    t = np.arange(n) / RATE
    rise = np.clip(t / max(attack, 1e-4), 0, 1)
    return rise * np.exp(-np.maximum(t - attack, 0) / decay)


def _tone(freq: float, seconds: float, decay: float, partials: tuple[tuple[float, float], ...] = ((1, 1),),
          glide: float = 0.0) -> np.ndarray:
    """A struck tone: partials (ratio, amplitude) with a decay; `glide` bends the pitch (ratio at the end)."""
    t = _t(seconds)
    f = freq * (1 + glide * t / seconds) if glide else np.full_like(t, freq)
    phase = 2 * np.pi * np.cumsum(f) / RATE
    out = sum(a * np.sin(phase * r) * np.exp(-t * (1 + r * 0.3) / decay) for r, a in partials)
    return out * np.clip(t / 0.003, 0, 1)


def _at(parts: list[tuple[float, np.ndarray]], seconds: float | None = None) -> np.ndarray:
    """Lays signals at times (seconds) on one track."""
    end = max(int(at * RATE) + len(s) for at, s in parts)
    n = max(end, int((seconds or 0) * RATE))
    out = np.zeros(n)
    for at, s in parts:
        i = int(at * RATE)
        out[i:i + len(s)] += s
    return out


# ---------------------------------------------------------------------------- building blocks
def _slap(rng: np.random.Generator, material: str, seconds: float = 0.07, body: float = 1.0) -> np.ndarray:
    """A thing laid down: card on cloth (soft), paper (crisp), wood (a knock)."""
    if material == "wood":
        knock = _tone(420 * (0.9 + 0.2 * rng.random()), seconds + 0.05, 0.035,
                      ((1, 1.0), (2.63, 0.55), (5.2, 0.25)))
        n = int(0.012 * RATE)
        knock[:n] += 0.25 * _band_noise(rng, 0.012, 1500, 6000)[:n] * _env(n, 0.001, 0.004)
        return knock
    lo, hi = (300, 2500) if material == "card" else (900, 6000)
    n = int(seconds * RATE)
    s = _band_noise(rng, seconds, lo, hi) * _env(n, 0.002, seconds / 5)
    thump = _tone(140 if material == "card" else 220, seconds, 0.02) * 0.6 * body
    return s + thump


def _swish(rng: np.random.Generator, seconds: float, lo: float, hi: float, rising: bool = True) -> np.ndarray:
    n = int(seconds * RATE)
    x = np.linspace(0, 1, n)
    shape = np.sin(np.pi * (x ** (0.6 if rising else 1.6))) ** 2
    return _band_noise(rng, seconds, lo, hi) * shape * 0.5


def _scratch(rng: np.random.Generator, seconds: float) -> np.ndarray:
    """A pencil stroke: bright noise with the grain of the paper."""
    n = int(seconds * RATE)
    grain = 0.6 + 0.4 * np.abs(np.sin(np.linspace(0, seconds * 2 * np.pi * 35, n) + rng.random()))
    x = np.linspace(0, 1, n)
    return _band_noise(rng, seconds, 2500, 9000) * grain * np.sin(np.pi * x) ** 0.5 * 0.5


def _click(rng: np.random.Generator, material: str) -> np.ndarray:
    base = {"wood": 900, "paper": 1700, "card": 1400}[material] * (0.8 + 0.4 * rng.random())
    return _tone(base, 0.03, 0.008, ((1, 1), (2.1, 0.5), (3.7, 0.3))) + \
        0.3 * _band_noise(rng, 0.03, 2000, 8000) * _env(int(0.03 * RATE), 0.0005, 0.004)


def _bell(notes: list[float], step: float, decay: float = 0.18, length: float = 0.3) -> np.ndarray:
    parts = [(i * step, _tone(f, length, decay, ((1, 1), (2, 0.3), (3.01, 0.12)))) for i, f in enumerate(notes)]
    return _at(parts)


# ---------------------------------------------------------------------------- the sounds
def _draw(rng, m):
    return _at([(0, _swish(rng, 0.12, 1500, 6000)), (0.09, 0.5 * _slap(rng, m, 0.04))])


def _turn(rng, m):
    return _at([(0, 0.7 * _swish(rng, 0.05, 2500, 8000)), (0.04, _slap(rng, m, 0.05, 0.4))])


def _place(rng, m):
    return _slap(rng, m, 0.08)


def _take_row(rng, m):
    return _at([(0, _swish(rng, 0.16, 600, 4000, rising=False))] +
               [(0.06 + 0.05 * i, 0.6 * _slap(rng, m, 0.05)) for i in range(3)])


def _deliver(rng, m):
    return _at([(0.0, _slap(rng, m, 0.06)), (0.07, 0.8 * _slap(rng, m, 0.06)),
                (0.13, 0.25 * _tone(1320, 0.1, 0.04))])


def _dump(rng, m):
    return _at([(0, _swish(rng, 0.12, 300, 1500, rising=False)), (0.08, _tone(110, 0.14, 0.05) * 0.9)])


def _dice(rng, m):
    parts, at = [], 0.0
    for i in range(7):
        parts.append((at, _click(rng, m) * (1 - i * 0.09)))
        at += 0.045 * (0.6 + 0.8 * rng.random()) * (1 - i * 0.06)
    return _at(parts)


def _write_number(rng, m):
    return _at([(0, _scratch(rng, 0.07)), (0.09, _scratch(rng, 0.09))])


def _write_x(rng, m):
    return _at([(0, _scratch(rng, 0.05)), (0.075, _scratch(rng, 0.05))])


def _block(rng, m):
    wood = _slap(rng, "wood", 0.09)
    return _at([(0, wood), (0.035, 0.35 * _slap(rng, "wood", 0.05))])


def _steps(rng, m, count=2):
    return _at([(0.09 * i, 0.8 * _tone(190 + 15 * i, 0.06, 0.02, ((1, 1), (2.4, 0.3)))) for i in range(count)])


def _penalty(rng, m):
    return _at([(0, _tone(392, 0.12, 0.06, ((1, 1), (3, 0.2)))), (0.1, _tone(311, 0.14, 0.07, ((1, 1), (3, 0.2))))])


def _pass(rng, m):
    return 0.6 * _slap(rng, m, 0.04, 0.3)


def _bid(rng, m):
    return _at([(0, _click(rng, "wood")), (0.05, 0.6 * _tone(1760, 0.06, 0.02))])


def _hire(rng, m):
    return _at([(0, _slap(rng, m, 0.05)), (0.06, 0.35 * _tone(988, 0.09, 0.04)), (0.11, 0.35 * _tone(1319, 0.09, 0.04))])


def _remove(rng, m):
    return _at([(0, 0.5 * _click(rng, "wood")), (0.03, _swish(rng, 0.08, 400, 2500, rising=False))])


def _refused(rng, m):
    return _tone(180, 0.15, 0.07, ((1, 1), (2, 0.5), (3, 0.35)), glide=-0.15)


def _edge(rng, m):
    return _at([(0, 0.8 * _tone(95, 0.06, 0.018, ((1, 1), (2, 0.3)))), (0, 0.25 * _click(rng, m))])


def _round_end(rng, m):
    return _bell([659, 784, 988], 0.07, 0.12, 0.2)


def _computer(rng, m):
    return 0.7 * _slap(rng, m, 0.05, 0.5)


def _your_turn(rng, m):
    return _bell([659, 880], 0.09, 0.16, 0.25)


def _won(rng, m):
    return _bell([523, 659, 784, 1047], 0.11, 0.25, 0.4)


def _lost(rng, m):
    return _bell([440, 415, 349], 0.16, 0.25, 0.35)


def _over(rng, m):
    return _bell([587, 440], 0.14, 0.25, 0.35)


def _handover(rng, m):
    return _at([(0, _swish(rng, 0.14, 800, 4000)), (0.1, 0.6 * _bell([784], 0.1, 0.12, 0.2))])


_MAKERS: dict[str, Callable[[np.random.Generator, str], np.ndarray]] = {
    "draw": _draw, "turn": _turn, "place": _place, "take_row": _take_row, "deliver": _deliver,
    "dump": _dump, "dice": _dice, "write_number": _write_number, "write_x": _write_x, "block": _block,
    "steps": _steps, "penalty": _penalty, "pass": _pass, "bid": _bid, "hire": _hire, "remove": _remove,
    "refused": _refused, "edge": _edge, "round_end": _round_end, "computer": _computer,
    "your_turn": _your_turn, "won": _won, "lost": _lost, "over": _over, "handover": _handover,
}
assert set(_MAKERS) == set(CUES)


def render(material: str, cue: str) -> np.ndarray:
    """One sound (float32, mono, RATE), peak PEAK, faded in and out over 2 ms; KeyError if unknown."""
    if material not in MATERIALS:
        raise KeyError(material)
    s = np.asarray(_MAKERS[cue](_rng(material, cue), material), dtype=np.float64)
    fade = min(len(s) // 2, int(0.002 * RATE))
    if fade:
        ramp = np.linspace(0, 1, fade)
        s[:fade] *= ramp
        s[-fade:] *= ramp[::-1]
    peak = float(np.max(np.abs(s))) or 1.0
    return (s * (PEAK / peak)).astype(np.float32)


def render_all() -> dict[tuple[str, str], np.ndarray]:
    return {(m, c): render(m, c) for m in MATERIALS for c in CUES}
