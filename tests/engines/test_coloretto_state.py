"""Coloretto's state layout (issue 19's speed work): apply's fast paths write each new state's
slots out by hand, so every slot must be set after every kind of action, and the argument must be
left as it was (copy on write)."""
from __future__ import annotations

import random

import pytest

import engines
from engines.coloretto import ColorettoState

E = engines.get("coloretto")


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_slot_is_set_and_the_argument_untouched(n: int) -> None:
    s = E.new_game(n, seed=n, options={"match_games": 2})
    rng = random.Random(n)
    kinds = set()
    while not E.is_over(s):
        p = s.current
        action = rng.choice(E.legal_actions(s, p))
        before = E.encode(s)
        after = E.apply(s, p, action)
        assert E.encode(s) == before
        for name in ColorettoState.__slots__:
            getattr(after, name)  # an unset slot raises AttributeError
        assert after.rules is s.rules
        kinds.add(type(action).__name__)
        s = after
    assert kinds == {"Draw", "Place", "Take"}


def test_small_shuffle_is_rng_shuffle() -> None:
    """new_game's written-out shuffle of the colours and start cards draws as Rng.shuffle."""
    from engines.coloretto.state import _shuffle_small
    from engines.core import Rng

    for seed in range(300):
        for size in range(17):
            a, b = Rng(seed * 7919 + size), Rng(seed * 7919 + size)
            x, y = list(range(size)), list(range(size))
            a.shuffle(x)
            _shuffle_small(b, y)
            assert x == y and a.state == b.state


def test_new_game_without_options_is_the_defaults() -> None:
    for n in range(2, 6):
        for seed in range(40):
            assert E.encode(E.new_game(n, seed=seed)) == E.encode(E.new_game(n, seed=seed, options={}))
