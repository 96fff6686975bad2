"""random.Random.shuffle's own draws, written out for Siberia's sample (the same getrandbits calls,
so the same order and the same generator state afterwards)."""
from __future__ import annotations

import random
from typing import Any


def _shuffle(rng: random.Random, x: list[Any]) -> None:
    """rng.shuffle(x) with random.Random's own draws (the same getrandbits calls, so the same
    order), written out without its per-element method calls; any other generator: its shuffle."""
    if type(rng) is not random.Random:
        rng.shuffle(x)
        return
    getrandbits = rng.getrandbits
    size = len(x)
    steps = _STEPS[size] if size < len(_STEPS) else _steps(size)
    for i, n, k in steps:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """Fisher-Yates' steps for a list of this size, as random.Random.shuffle takes them: the
    place i from the end down to 1, the choices n = i + 1 and the bits drawn for them."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


_STEPS = [_steps(size) for size in range(128)]
