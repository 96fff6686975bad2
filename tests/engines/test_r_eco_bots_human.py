"""R-Eco's normal player against the human-like policy of bench/r_eco_human.py (issue 29 item 8: "a
player finds it too easy"). The policy keeps its own rules of thumb (no −2 reward and no dump it can
avoid), and over the same seeded games normal keeps its hand small enough for the next pick-up:
it wins more and dumps fewer cards than before (before, these 200 games: 2 players 0.705 and 7.99
dumped cards a game; 4 players 0.370 and 4.61)."""
from __future__ import annotations

import random

import pytest

from bench.r_eco_human import bot_human, measure
from engines.r_eco import DUMP, ENGINE, UNITS_TO_RECYCLE, bot_normal, excess, units_of


def test_the_human_like_policy_takes_no_minus_two_and_no_dump_it_can_avoid():
    checked = 0
    for seed in range(12):
        s = ENGINE.new_game(2 + seed % 4, seed=seed)
        rng = random.Random(seed)
        while not ENGINE.is_over(s):
            p = s.current
            legal = ENGINE.legal_actions(s, p)
            action = bot_human(ENGINE, s, p, rng) if p % 2 else bot_normal(ENGINE, s, p, rng)
            if p % 2 and s.phase != DUMP and len(legal) > 1:
                hand = s.hands[p]

                def over(a, hand=hand, s=s):
                    return excess(len(hand) - a.singles - a.doubles + len(s.dumps[a.colour]))

                def minus_two(a, s=s):
                    units = units_of(s.factories[a.colour]) + a.singles + 2 * a.doubles
                    return units >= UNITS_TO_RECYCLE and s.reward_stacks[a.colour][:1] == [-2]

                if not minus_two(action):
                    assert over(action) == min(over(a) for a in legal if not minus_two(a))
                else:
                    assert all(minus_two(a) for a in legal)
                checked += 1
            s = ENGINE.apply(s, p, action)
    assert checked > 150


@pytest.mark.parametrize(("n", "share", "dumped"), [(2, 0.74, 7.4), (4, 0.40, 4.2)])
def test_normal_beats_the_human_like_policy_and_dumps_less(n, share, dumped):
    r = measure(n, "normal", 200, 6000)
    assert r["share"] > share
    assert r["dumped"] < dumped
