"""R-Eco's hard player at 3-5 players (issue 14): a playout in which every seat plays
`engines.r_eco.bot_normal`, for the flat search (`engines.search.flat`, through
`engines.search.r_eco_policy._flat_playout`): a best response to normal-like play.

`_normal_playout(s, rng, depth, rows_of)` plays up to `depth` decisions from `s` on a scratch copy
(the layout of `engines.search.r_eco_policy._playout`: hands as lists changed in place, no legality
checks), every seat choosing what `bot_normal` chooses with the same random numbers: the same
decisions, draws and end as `bot_normal`'s decisions applied one by one with `engine.apply`
(tests/engines/test_r_eco_normal.py checks it).
"""
from __future__ import annotations

import random
from typing import Any

from engines.r_eco import DELIVER, DUMP, OVER, Deliver, Dump, REcoState, can_still_recycle, final_scores
from engines.r_eco.bots import _reward_gain
from engines.r_eco.cards import _DUMPS, _dump_choices, clean_bonus_per_dumper, colour_value
from engines.r_eco.turn import _OUT_OF_PLAY


def _normal_playout(s: Any, rng: random.Random, depth: int, rows_of: Any) -> tuple[Any, Any]:
    """Up to `depth` decisions of `bot_normal` for every seat from `s` (not over): (the first
    decision, the end state with rewards, dumped cards, phase, current, pending colour, ending).
    `rows_of(hand)`: the hand's deliveries grouped by colour (`r_eco_policy._rows_of_hand`)."""
    n = s.num_players
    hands = [h[:] for h in s.hands]
    factories = [f[:] for f in s.factories]
    funits = [len(f) + f.count(2 * colour + 1) for colour, f in enumerate(factories)]
    dumps = [d[:] for d in s.dumps]
    stacks = [r[:] for r in s.reward_stacks]
    draw = s.draw_pile[:]
    discard = s.discard_pile[:]
    t = REcoState.__new__(REcoState)
    t.num_players = n
    t.edition = s.edition
    t.reward_stacks = stacks
    t.rewards = rewards = [r[:] for r in s.rewards]
    t.dumped = dumped = [d[:] for d in s.dumped]
    t.ending = ending = s.ending
    out = _OUT_OF_PLAY[s.edition]
    dumped_units = 2 * sum(map(len, dumped))
    phase, p, pending = s.phase, s.current, s.pending_colour
    game_rng = s.rng
    rand = rng.random
    k = clean_bonus_per_dumper(n)
    first: Any = None
    for _ in range(depth):
        if phase == OVER:
            break
        hand = hands[p]
        if phase == DUMP:
            key = tuple(sorted(hand))
            choices = _DUMPS.get(key) or _dump_choices(key)
            if len(choices) == 1:
                action = choices[0]
            else:
                # bot_normal's keep value of the cards left (engines.r_eco.bots._card_keep_value)
                mine_p = rewards[p]
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
            for code in action.cards:
                hand.remove(code)
            dumped[p] += action.cards
            dumped_units += 2 * len(action.cards)
            colour = pending
            wanted = funits[colour] + 1
        else:
            rows = rows_of(hand)
            size = len(hand)
            if len(rows) == 1 and len(rows[0][1]) == 1:
                action = rows[0][1][0][2]
            else:  # bot_normal's evaluation of a delivery (engines.r_eco.bots.bot_normal)
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
                    for delivered, cards, a in group:
                        units = factory_units + delivered
                        value = 0.0
                        if units >= 4:
                            value += 1.0 + gain
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
                            cost = float(over)
                            if i_am_clean:
                                cost += clean_cost
                            value -= cost
                        value += 0.35 * min(npick, 5 - kept)
                        value += pick_bonus
                        v = value + rand() * 0.05
                        if v > best_v:
                            action, best_v = a, v
            # the delivery (engines.r_eco.turn._delivered)
            colour, singles, doubles = action
            single = 2 * colour
            units = funits[colour] + singles + 2 * doubles
            moved = [single] * singles + [single + 1] * doubles if doubles else [single] * singles
            for code in moved:
                hand.remove(code)
            if units >= 4:
                stack = stacks[colour]
                rewards[p].append((colour, stack.pop(0)))
                discard += factories[colour]
                discard += moved
                factories[colour] = []
                funits[colour] = units = 0
                if not stack:
                    t.ending = ending = True
            else:
                factories[colour] += moved
                funits[colour] = units
            hand += dumps[colour]
            dumps[colour] = []
            if len(hand) > 5:
                phase, pending = DUMP, colour
                if first is None:
                    first = action
                continue
            wanted = units + 1
        if first is None:
            first = action
        # the refill (engines.r_eco.turn._refill)
        dump = dumps[colour]
        if len(draw) >= wanted:
            dump += draw[:-wanted - 1:-1]
            del draw[-wanted:]
            wanted = 0
        while wanted:
            if not draw:
                if not discard:
                    break
                draw, discard = discard, []
                game_rng = game_rng.copy()
                game_rng.shuffle(draw)
            take = min(wanted, len(draw))
            dump += draw[:-take - 1:-1]
            del draw[-take:]
            wanted -= take
        phase, pending = DELIVER, -1
        if ending or (dumped_units > out and dumped_units > out * (4 - stacks.count([]))
                      and not can_still_recycle(t)):
            phase = OVER
        else:
            p = (p + 1) % n
    t.phase = phase
    t.current = p
    t.pending_colour = pending
    assert first is None or isinstance(first, Deliver | Dump)
    return first, t

