"""The hard player's settings for R-Eco, searched by ISMCTS (`engines.search.mcts`).

The rollout policy is deliberately cheaper than the game's `bot_normal`: a search gets many
more short rollouts from a cheap policy than a few from a careful one.
"""
from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from engines.core import Engine
from engines.search.policy import GamePolicy, margin_values


def r_eco(num_players: int) -> GamePolicy:
    from engines.r_eco import DUMP, UNITS_TO_RECYCLE, Deliver, units_of

    def rollout(engine: Engine, s: Any, p: int, rng: random.Random) -> Any:
        legal = engine.legal_actions(s, p)
        if s.phase == DUMP or len(legal) == 1:
            return legal[rng._randbelow(len(legal))]  # = rng.randrange(len(legal)), without its checks
        # prefer deliveries that recycle, without wasting units, and small pick-ups
        best, best_v = legal[0], -99.0
        hand = len(s.hands[p])
        factories, stacks, dumps = s.factories, s.reward_stacks, s.dumps
        rand = rng.random
        last = -1  # the deliveries of a colour come together: its factory read once for them
        for a in legal:
            if not isinstance(a, Deliver):
                continue
            colour, singles, doubles = a
            if colour != last:
                last = colour
                factory_units, stack, room = units_of(factories[colour]), stacks[colour], hand + len(dumps[colour]) - 5
            units = factory_units + singles + 2 * doubles
            v = rand() * 2.0
            if units >= UNITS_TO_RECYCLE and stack:
                v += 1.5 + 0.5 * stack[0] - 0.7 * (units - UNITS_TO_RECYCLE)
            over = room - singles - doubles  # = hand - singles - doubles + dumped - 5
            if over > 0:
                v -= 1.5 * over
            if v > best_v:
                best, best_v = a, v
        return best

    def evaluate(engine: Engine, s: Any, seat: int) -> list[float]:
        return margin_values(engine, s, 3.0)

    def chance_key(s: Any, seat: int) -> Hashable:
        return (tuple(tuple(sorted(d)) for d in s.dumps), tuple(sorted(s.hands[seat])), s.phase)

    return GamePolicy(rollout, evaluate, rollout_depth=20, exploration=0.6, chance_key=chance_key)
