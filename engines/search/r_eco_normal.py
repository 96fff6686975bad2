"""R-Eco's hard player at 3-5 players (issue 14): `bot_normal`'s two decisions on the scratch lists
of `engines.search.r_eco_policy._playout` (with `normal=True` every seat plays them there), for the
flat search (`engines.search.flat`, through `engines.search.r_eco_policy._flat_playout`): a best
response to normal-like play.

`normal_dump` and `normal_delivery` choose what `engines.r_eco.bots.bot_normal` chooses, with the
same random numbers, from the playout's lists (hands, factory units, reward stacks, dumps,
rewards, dumped cards) instead of a state: a playout with them makes the same decisions, draws and
end as `bot_normal`'s decisions applied one by one with `engine.apply`
(tests/engines/test_r_eco_search.py checks it).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.r_eco import Deliver, Dump, final_scores
from engines.r_eco.bots import DUMP_COST, HAND_COST, HAND_TARGET, MINUS_TWO_COST, _reward_gain
from engines.r_eco.cards import colour_value


def normal_dump(hand: list[int], choices: tuple[Dump, ...], mine_p: list[tuple[int, int]],
                stacks: list[list[int]], funits: list[int], rand: Callable[[], float]) -> Dump:
    """bot_normal's dump (more than one choice): the choice whose cards left keep the most value
    (engines.r_eco.bots._card_keep_value)."""
    worth_of: dict[int, float] = {}
    need_of: dict[int, int] = {}
    for colour in set(c >> 1 for c in hand):
        stack = stacks[colour]
        if stack:
            mine = [v for col, v in mine_p if col == colour]
            value = max(_reward_gain(mine, stack[0]), 0.0) + 0.5
            worth_of[colour] = 0.6 + 0.25 * value
            need_of[colour] = 4 - funits[colour]
    best_v = -1e300
    action = choices[0]
    for choice in choices:
        rest = hand[:]
        for c in choice.cards:
            rest.remove(c)
        have = [0, 0, 0, 0]
        for c in rest:
            have[c >> 1] += (c & 1) + 1
        total: float = 0
        for c in rest:
            colour = c >> 1
            w = worth_of.get(colour)
            if w is None:
                total += 0.1
            else:
                worth = ((c & 1) + 1) * w
                if have[colour] >= need_of[colour] + 2:
                    worth *= 0.7
                total += worth
        v = total + rand() * 1e-3
        if v > best_v:
            action, best_v = choice, v
    return action


def normal_delivery(rows: Any, size: int, p: int, n: int, k: int, funits: list[int], stacks: list[list[int]],
                    dumps: list[list[int]], rewards: list[list[tuple[int, int]]], dumped: list[list[int]],
                    rand: Callable[[], float]) -> Deliver:
    """bot_normal's delivery (more than one choice) for seat `p` holding `size` cards, among `rows`
    (its deliveries grouped by colour: r_eco_policy._rows); `k`: the clean bonus per dumper."""
    mine_p = rewards[p]
    i_am_clean = not dumped[p]
    if i_am_clean:
        dumpers = 0
        clean_others = 0
        for q in range(n):
            if dumped[q]:
                dumpers += 1
            elif q != p:
                clean_others += 1
        clean_cost = k * dumpers + 0.6 * k * clean_others + 0.5
    scores = None
    best_v = -1e300
    action = rows[0][1][0][2]
    for colour, group in rows:
        factory_units = funits[colour]
        stack = stacks[colour]
        pick = dumps[colour]
        npick = len(pick)
        pick_bonus = 0.15 * (npick + sum([c & 1 for c in pick]))
        mine = [v for col, v in mine_p if col == colour]
        if stack:
            reward = stack[0]
            gain = _reward_gain(mine, reward)
            left = len(stack)
            if left == 1:
                if scores is None:
                    scores = final_scores(rewards, [len(d) for d in dumped])
                    best_other = max(scores[q] for q in range(n) if q != p)
                my_final = scores[p] - colour_value(mine) + colour_value(mine + [reward])
                end_bonus = 6.0 if my_final > best_other else -8.0
            nxt = max(reward, 0)
            recycle_base = 1.0 + gain if reward >= 0 else -MINUS_TWO_COST + gain
        for delivered, cards, a in group:
            units = factory_units + delivered
            value = 0.0
            if units >= 4:
                value += recycle_base
                value -= 0.45 * (units - 4)
                if left == 1:
                    value += end_bonus
                elif left == 2:
                    value -= 0.5
            else:
                if stack:
                    value -= 0.25 * nxt * units / 3.0
                    if left == 1 and units == 3:
                        value -= 1.5
                value -= 0.15 * delivered
            kept = size - cards
            over = kept + npick - 5
            if over > 0:
                cost = DUMP_COST * over
                if i_am_clean:
                    cost += clean_cost
                value -= cost
            value += 0.35 * min(npick, 5 - kept)
            value += pick_bonus
            value -= HAND_COST * max(0, min(kept + npick, 5) - HAND_TARGET)
            v = value + rand() * 0.05
            if v > best_v:
                action, best_v = a, v
    return action
