"""R-Eco engine speed: random 3-player games to the end, and the hard player's search iterations a
second on fixed 2-player positions (with KOTATSU_BENCH_BASE, against that tree too: bench/_speed.py)."""
from __future__ import annotations

from collections.abc import Iterator

from bench._speed import game_lines


def run() -> Iterator[tuple[str, float, str]]:
    yield from game_lines("r_eco", 3, 2, 400)
