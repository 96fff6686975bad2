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
