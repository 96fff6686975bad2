"""The hard player's settings for R-Eco, searched by ISMCTS (`engines.search.mcts`).

The rollout policy is deliberately cheaper than the game's `bot_normal`: a search gets many
more short rollouts from a cheap policy than a few from a careful one.

A rollout is played on a scratch copy of the state (`_playout`): the same decisions, random draws
and refills as `rollout_depth` steps of `rollout` through `engine.apply`, but with the hands as
card counts and the lists changed in place, without the legality checks and copies of `apply`
(the search's own decisions in the tree still go through `apply`). `_tree_playout` is the tree's
`GamePolicy.playout`: `ismcts` calls it after the tree step, and it plays the playout and scores
its end as `evaluate` does.

That tree is the hard player at 2 players. At 3-5 players it is `engines.search.flat.flat_search`
over `_flat_playout` (`_playout` with `normal`, `engines.search.r_eco_normal`): every root action played on
to the end of the game with `bot_normal` for every seat, on common random numbers, a best response
to normal-like play. The tree modelled the other seats as the cheap rollout policy (random dumps)
and read a position 20 decisions on, about 4 turns of a 5-player game of some 75 decisions: at 5
players it won 10% of its games against four normal players (fair share 20%).
"""
from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from engines.core import Engine, winners_by
from engines.r_eco import (
    DELIVER,
    DUMP,
    OVER,
    UNITS_TO_RECYCLE,
    Deliver,
    Dump,
    REcoState,
    can_still_recycle,
    final_scores,
    units_of,
)
from engines.r_eco.cards import (
    _DELIVERIES,
    _DUMPS,
    _EMPTY_HAND_DELIVERIES,
    _deliveries,
    _dump_choices,
    clean_bonus_per_dumper,
)
from engines.r_eco.turn import _OUT_OF_PLAY
from engines.search.flat import flat_search
from engines.search.mcts import ismcts
from engines.search.policy import GamePolicy, margin_logistic, margin_values
from engines.search.r_eco_normal import normal_delivery, normal_dump

ROLLOUT_DEPTH = 20


def r_eco(num_players: int) -> GamePolicy:
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

    weight = (1, 32, 32 ** 2, 32 ** 3, 32 ** 4, 32 ** 5, 32 ** 6, 32 ** 7).__getitem__

    def chance_key(s: Any, seat: int) -> Hashable:
        # the four dumps and the seat's hand as multisets of card codes (each a number: base 32, a
        # digit a code; no code has 32 cards), and the phase
        d = s.dumps
        return (sum(map(weight, d[0])), sum(map(weight, d[1])), sum(map(weight, d[2])), sum(map(weight, d[3])),
                sum(map(weight, s.hands[seat])), s.phase)

    if num_players == 2:  # the tree, its rollouts played by `_playout`
        return GamePolicy(rollout, evaluate, rollout_depth=ROLLOUT_DEPTH, exploration=0.6,
                          chance_key=chance_key, search=ismcts, playout=_tree_playout)
    # 3-5 players: the flat best response to bot_normal (engines.search.flat over `_flat_playout`)
    return GamePolicy(rollout, evaluate, rollout_depth=ROLLOUT_DEPTH, exploration=0.6, chance_key=chance_key,
                      search=flat_search, playout=_flat_playout)


def _tree_playout(engine: Engine, s: Any, seat: int, rng: random.Random) -> list[float]:
    """The tree's playout (GamePolicy.playout): `ROLLOUT_DEPTH` decisions of the rollout policy by
    `_playout` (the same decisions and draws as `rollout` applied step by step), its end scored
    as `evaluate` does; a game already over is scored as it is."""
    if s.phase == OVER:
        return margin_values(engine, s, 3.0)
    return _end_values(_playout(s, rng, ROLLOUT_DEPTH)[1])


def _flat_playout(engine: Engine, s: Any, seat: int, rng: random.Random) -> list[float]:
    """The flat search's playout (GamePolicy.playout): `bot_normal` for every seat to the end of the
    game (`_playout` with `normal`), scored as `evaluate` does."""
    if s.phase == OVER:
        return _end_values(s)
    return _end_values(_playout(s, rng, 400, normal=True)[1])


def _end_values(t: Any) -> list[float]:
    """`margin_values(engine, t, 3.0)` (the policy's evaluation) of a playout's end, the same
    floats (`margin_logistic`), with the scores counted once."""
    counts = [len(d) for d in t.dumped]
    points = final_scores(t.rewards, counts)
    return margin_logistic([float(x) for x in points], 3.0,
                           winners_by(points, tie_break=[counts]) if t.phase == OVER else None)


#: Per hand (its sorted cards): the rollout policy's view of its deliveries, in the order of
#: `legal_actions`, grouped by colour: (colour, ((units delivered, cards delivered, action), ...)).
_ROWS: dict[tuple[int, ...], tuple[tuple[int, tuple[tuple[int, int, Any], ...]], ...]] = {}
#: The wasted units' penalty of the rollout policy, by units over 4 (the same floats).
_WASTE = tuple(0.7 * k for k in range(16))


def _rows(key: tuple[int, ...]) -> tuple[tuple[int, tuple[tuple[int, int, Any], ...]], ...]:
    if not key:
        legal = _EMPTY_HAND_DELIVERIES
    else:
        legal = _DELIVERIES.get(key)
        if legal is None:
            legal = _DELIVERIES[key] = _deliveries(key)
    groups: dict[int, list[tuple[int, int, Any]]] = {}
    for a in legal:
        groups.setdefault(a.colour, []).append((a.singles + 2 * a.doubles, a.singles + a.doubles, a))
    if len(_ROWS) > 50_000:
        _ROWS.clear()
    rows = _ROWS[key] = tuple((colour, tuple(group)) for colour, group in groups.items())
    return rows


#: `_ROWS` keyed by the hand in its order (at most 5 cards of 8 codes when a delivery is due: at
#: most 37,449 keys), so a playout step needs no sort.
_HAND_ROWS: dict[tuple[int, ...], tuple[tuple[int, tuple[tuple[int, int, Any], ...]], ...]] = {}


def _hand_rows(hand: list[int]) -> tuple[tuple[int, tuple[tuple[int, int, Any], ...]], ...]:
    key = tuple(sorted(hand))
    rows = _ROWS.get(key) or _rows(key)
    if len(_HAND_ROWS) > 100_000:
        _HAND_ROWS.clear()
    _HAND_ROWS[tuple(hand)] = rows
    return rows


def _playout(s: Any, rng: random.Random, depth: int, normal: bool = False) -> tuple[Any, Any]:
    """Up to `depth` decisions of the rollout policy from `s` (not over): (the first decision, the
    state at the end, with what the evaluation reads: rewards, dumped cards, phase). The same as
    applying `rollout`'s decisions one by one with `engine.apply`, random draws included.
    `normal`: every seat decides as `bot_normal` does instead (`engines.search.r_eco_normal`), the
    same as `bot_normal`'s decisions applied one by one."""
    n = s.num_players
    k = clean_bonus_per_dumper(n)
    hands = [h[:] for h in s.hands]
    factories = [f[:] for f in s.factories]
    funits = [len(f) + f.count(2 * colour + 1) for colour, f in enumerate(factories)]  # units on each
    dumps = [d[:] for d in s.dumps]
    stacks = [r[:] for r in s.reward_stacks]
    draw = s.draw_pile[:]
    discard = s.discard_pile[:]
    # the end state: the lists the evaluation and the end check read, changed in place
    t = REcoState.__new__(REcoState)
    t.num_players = n
    t.edition = s.edition
    t.reward_stacks = stacks
    t.rewards = rewards = [r[:] for r in s.rewards]
    t.dumped = dumped = [d[:] for d in s.dumped]
    t.ending = ending = s.ending
    out = _OUT_OF_PLAY[s.edition]
    dumped_units = 2 * sum(map(len, dumped))  # at most (engines.r_eco.turn._may_be_stuck)
    phase, p, pending = s.phase, s.current, s.pending_colour
    game_rng = s.rng  # copied before its first shuffle (shared with the tree's states)
    rand = rng.random
    randbelow = rng._randbelow
    rows_of = _HAND_ROWS.get
    waste = _WASTE
    first: Any = None
    for _ in range(depth):
        if phase == OVER:
            break
        hand = hands[p]
        if phase == DUMP:
            key = tuple(sorted(hand))
            choices = _DUMPS.get(key) or _dump_choices(key)
            if not normal:
                action = choices[randbelow(len(choices))]
            elif len(choices) == 1:
                action = choices[0]
            else:
                action = normal_dump(hand, choices, rewards[p], stacks, funits, rand)
            for code in action.cards:
                hand.remove(code)
            dumped[p] += action.cards
            dumped_units += 2 * len(action.cards)
            colour = pending
            wanted = funits[colour] + 1
        else:
            rows = rows_of(tuple(hand)) or _hand_rows(hand)
            size = len(hand)
            if len(rows) == 1 and len(rows[0][1]) == 1:
                action = rows[0][1][0][2] if normal else rows[0][1][randbelow(1)][2]
            elif normal:
                action = normal_delivery(rows, size, p, n, k, funits, stacks, dumps, rewards, dumped, rand)
            else:  # the rollout policy (see `rollout`)
                best_v = -99.0
                for colour, group in rows:
                    factory_units = funits[colour]
                    stack = stacks[colour]
                    room = size + len(dumps[colour]) - 5
                    if stack:
                        bonus = 1.5 + 0.5 * stack[0]
                        for units, cards, a in group:
                            units += factory_units
                            v = rand() * 2.0
                            if units >= 4:
                                v += bonus - waste[units - 4]
                            if room > cards:
                                v -= 1.5 * (room - cards)
                            if v > best_v:
                                action, best_v = a, v
                    else:
                        for _units, cards, a in group:
                            v = rand() * 2.0
                            if room > cards:
                                v -= 1.5 * (room - cards)
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
        if len(draw) >= wanted:  # no reshuffle on the way: the loop's one step
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
    assert isinstance(first, Deliver | Dump)
    return first, t

