"""R-Eco's normal player against a person (issue 29 item 8): it dumped illegally often and took the
−2 reward as if it were a prize. Over the same seeded games against the heuristic (normal on every
seat in turn), it now dumps fewer cards and takes fewer −2 rewards than the old bot did (old, 2
players, these 120 games: about 8.5 dumped cards and 1.4 −2 rewards a game)."""
from __future__ import annotations

import random

from engines.r_eco import ENGINE, Deliver, bot_heuristic, bot_normal, card
from tests.engines.test_r_eco_bots import BLUE, GREEN, RED, YELLOW, _table


def _play(n: int, seed: int, me: int) -> tuple[int, int]:
    """Normal on seat `me` against heuristics: (cards it dumped, −2 rewards it took)."""
    s = ENGINE.new_game(n, seed=seed)
    rng = random.Random(seed * 7 + 1)
    while not ENGINE.is_over(s):
        p = s.current
        action = (bot_normal if p == me else bot_heuristic)(ENGINE, s, p, rng)
        s = ENGINE.apply(s, p, action)
    return len(s.dumped[me]), sum(1 for _, v in s.rewards[me] if v < 0)


def test_normal_dumps_less_and_avoids_the_minus_two():
    games = 120
    dumped = negative = 0
    for g in range(games):
        d, m = _play(2, 1000 + g, g % 2)
        dumped += d
        negative += m
    assert dumped / games < 7.5
    assert negative / games < 1.2


def test_normal_leaves_the_minus_two_when_another_delivery_does_as_well():
    # one red single recycles red for its top reward, the −2 (and turns up the 4 for the next
    # player), picking up red's 2-card dump; green or blue take a 1-card dump, no reward either way
    for seed in range(20):
        s = _table(hand=[card(RED, 1), card(GREEN, 1), card(BLUE, 1)],
                   factories={RED: [card(RED, 2), card(RED, 1)]},
                   dumps={RED: [card(YELLOW, 1), card(YELLOW, 1)]})
        s.reward_stacks[RED] = [-2, 4, 5]  # red's 0, 1, 2 and 3 taken by the other seats
        s.rewards[1] = [(RED, 0), (RED, 1)]
        s.rewards[2] = [(RED, 2), (RED, 3)]
        ENGINE.decode(ENGINE.encode(s))
        action = bot_normal(ENGINE, s, 0, random.Random(seed))
        assert isinstance(action, Deliver) and action.colour != RED, seed
