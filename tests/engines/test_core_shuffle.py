"""engines.core.random_shuffle, the engines' one written-out copy of random.Random.shuffle (their
sample() shuffles with it): the same order and the same generator state afterwards as
random.Random.shuffle, for lists short and long (past its table of steps), and another generator
type shuffles with its own shuffle."""
from __future__ import annotations

import random

import pytest

from engines.core import random_shuffle


@pytest.mark.parametrize("seed", range(6))
def test_the_same_order_and_generator_state_as_random_shuffle(seed):
    for size in [*range(0, 300), 1024, 1025, 2000]:
        mine, theirs = random.Random(seed * 7919 + size), random.Random(seed * 7919 + size)
        a, b = list(range(size)), list(range(size))
        random_shuffle(mine, a)
        theirs.shuffle(b)
        assert a == b, size
        assert mine.getstate() == theirs.getstate(), size


def test_another_generator_type_uses_its_own_shuffle():
    class Recorder(random.Random):
        calls = 0

        def shuffle(self, x):
            Recorder.calls += 1
            x.reverse()

    items = [1, 2, 3]
    random_shuffle(Recorder(1), items)
    assert items == [3, 2, 1] and Recorder.calls == 1
