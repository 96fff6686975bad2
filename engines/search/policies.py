"""The hard player's settings for the games searched by ISMCTS (`engines.search.mcts`): Coloretto,
R-Eco and Siberia (whose tree keeps two combinations per symbol).

The rollout policies are deliberately cheaper than each game's `bot_normal`: a search gets many
more short rollouts from a cheap policy than a few from a careful one.
"""
from __future__ import annotations

import itertools
import random
from collections.abc import Hashable
from typing import Any

from engines.core import Engine
from engines.search.policy import GamePolicy, margin_values

# ---------------------------------------------------------------------------------------------
# Coloretto

def coloretto(num_players: int) -> GamePolicy:
    from engines.coloretto import GOLDEN_JOKER, JOKER, PLUS_TWO, Draw, Take, score_collection

    #: (colours in play, scoring) -> collection counts -> its score; `current`: the last one used,
    #: read as one tuple (the search may run in a worker thread beside another)
    memos: dict[tuple[Any, ...], dict[tuple[int, ...], int]] = {}
    current: list[tuple[Any, str, dict[tuple[int, ...], int]]] = [(None, "", {})]

    def worth(s: Any, col: list[int], extra: list[int] | tuple[int, ...] = ()) -> int:
        cur = current[0]
        if cur[0] is not s.colours or cur[1] != s.scoring:
            memo = memos.setdefault((tuple(s.colours), s.scoring), {})
            cur = current[0] = (s.colours, s.scoring, memo)
        memo = cur[2]
        counts = col
        if extra:
            counts = col[:]
            for card in extra:
                counts[card] += 1
        key = tuple(counts)
        score = memo.get(key)
        if score is None:
            if len(memo) > 100_000:  # a bound on memory
                memo.clear()
            score = memo[key] = score_collection(tuple(counts[c] for c in s.colours),
                                                 counts[JOKER] + counts[GOLDEN_JOKER], counts[PLUS_TWO], s.scoring)
        return score

    def rollout(engine: Engine, s: Any, p: int, rng: random.Random) -> Any:
        legal = engine.legal_actions(s, p)
        if s.drawn is not None or len(legal) == 1:
            return legal[rng._randbelow(len(legal))]  # = rng.randrange(len(legal)), without its checks
        col = s.collections[p]
        base = worth(s, col)
        best, best_gain = None, -99
        for a in legal:
            if isinstance(a, Take):
                gain = worth(s, col, s.rows[a.row]) - base
                if gain > best_gain:
                    best, best_gain = a, gain
        if best is None:
            return Draw()
        if not isinstance(legal[0], Draw) or best_gain >= 2 + 3 * rng.random():
            return best
        return legal[0]

    def evaluate(engine: Engine, s: Any, seat: int) -> list[float]:
        return margin_values(engine, s, 5.0)

    def chance_key(s: Any, seat: int) -> Hashable:
        return (s.drawn, s.deal, tuple(tuple(c) for c in s.collections))

    return GamePolicy(rollout, evaluate, rollout_depth=24, exploration=0.6, chance_key=chance_key)


# ---------------------------------------------------------------------------------------------
# R-Eco

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


# ---------------------------------------------------------------------------------------------
# Siberia

def siberia(num_players: int) -> GamePolicy:
    from engines.siberia import (
        _DISCOVER,
        _DRAW,
        _SKIP,
        CARDS,
        HAND_LIMIT,
        INVESTOR_SPECIALITIES,
        NUM_RESOURCE_CARDS,
        ROW_LENGTH,
        SALESMAN_SPECIALITIES,
        SHOWING,
        Discover,
        Play,
        make_play,
    )

    values = CARDS.resource_cards
    sv = CARDS.salesman_values

    def remaining(s: Any) -> float:
        if s.final_turns >= 0:
            return 0.0
        hidden = len(s.resource_pile) + len(s.discovered) - sum(s.discovered)
        return hidden / max(1, NUM_RESOURCE_CARDS - ROW_LENGTH)

    def cheapest(s: Any, p: int, sym: str) -> list[int] | None:
        """The card types of a cheapest combination for sym from p's hand (None if none)."""
        hand = s.hands[p]
        showing = [t for t in SHOWING[sym] if hand[t]]
        if sym in s.investors[p]:
            if showing:
                return [showing[0]]
            return _first_two(hand, -1)
        if showing:
            first = showing[0]
            if hand[first] >= 2:
                return [first, first]
            if len(showing) >= 2:
                return [first, showing[1]]
            rest = _first_two(hand, first)
            if rest is not None:
                return [first] + rest
        return None

    def _first_two(hand: list[int], skip: int) -> list[int] | None:
        """The first two cards of the hand in card-type order, one card of type `skip` left out."""
        out: list[int] = []
        for t, k in enumerate(hand):
            if t == skip:
                k -= 1
            if k > 0:
                out.append(t)
                if k > 1 or len(out) == 2:
                    if len(out) == 1:
                        out.append(t)
                    return out
        return None

    #: per (hand's card-type counts, the seat's investors): symbol -> (cards, Play) of a cheapest
    #: combination, or None
    cheap_memo: dict[tuple[Any, ...], dict[str, tuple[int, Any] | None]] = {}
    #: (row, discovered, workers, salesmen) -> the row's gains per resource kind, in first-taken order
    row_memo: dict[tuple[Any, ...], tuple[tuple[str, float], ...]] = {}
    salesman_set = frozenset(SALESMAN_SPECIALITIES)
    investor_set = frozenset(INVESTOR_SPECIALITIES)
    chain = itertools.chain.from_iterable

    def row_gains(s: Any, workers: int, owned: list[str]) -> tuple[tuple[str, float], ...]:
        key = (tuple(s.row), tuple(s.discovered), workers, tuple(owned))
        got = row_memo.get(key)
        if got is None:
            if len(row_memo) > 50_000:  # a bound on memory
                row_memo.clear()
            gains: dict[str, float] = {}
            taken: dict[str, int] = {}
            for c, up in zip(s.row, s.discovered, strict=True):
                if up:
                    kind, value = values[c]
                    if taken.get(kind, 0) < workers:
                        taken[kind] = taken.get(kind, 0) + 1
                        gains[kind] = gains.get(kind, 0.0) + (sv[kind] if kind in owned else value)
            got = row_memo[key] = tuple(gains.items())
        return got

    def rollout(engine: Engine, s: Any, p: int, rng: random.Random) -> Any:
        """Greedy with noise, one cheapest combination per symbol (no full legal-move list in the
        main phase: Siberia's combination enumeration is its hot path). What depends only on the
        row or only on the hand is remembered (row_memo, cheap_memo): the same draws, the same
        choices as computing it each time."""
        if s.phase == "main":
            rem = remaining(s)
            card = 900.0 * min(1.0, 1.5 * rem)
            workers = s.workers[p]
            gains = dict(row_gains(s, workers, s.salesmen[p]))
            if s.workers_in_supply() > 0 and workers < s.options["max_workers"]:
                gains["worker"] = 1000 + 3500 * rem
            hired = 1000 + 2000 * rem
            if not salesman_set.issubset(chain(s.salesmen)):  # a salesman is free
                gains["salesman"] = hired
            if not investor_set.issubset(chain(s.investors)):
                gains["investor"] = hired
            best: Any = _DRAW
            hand = s.hands[p]
            best_v = card * min(2, HAND_LIMIT - sum(hand)) + rng.random() * 300
            invested = s.investors[p]
            hand_key = (tuple(hand), tuple(invested))
            memo = cheap_memo.get(hand_key)
            if memo is None:
                if len(cheap_memo) > 50_000:
                    cheap_memo.clear()
                memo = cheap_memo[hand_key] = {}
            for sym, g in gains.items():
                try:
                    got = memo[sym]
                except KeyError:
                    types = cheapest(s, p, sym)
                    got = memo[sym] = None if types is None else (len(types), make_play(sym, types))
                if got is None:
                    continue
                v = g + rng.random() * 600 - card * (got[0] - 1)
                if v > best_v:
                    best, best_v = got[1], v
            return best
        if s.phase == "discover":  # legal: the face-down cards in row order, then a skip when fewer than 3
            down = len(s.discovered) - sum(s.discovered)
            if down == 0:
                return _SKIP
            first = _DISCOVER[s.discovered.index(False)]
            if down < 3 and rng.random() < 0.4:
                return _SKIP
            return first
        legal = engine.legal_actions(s, p)
        if len(legal) == 1:
            return legal[0]
        return legal[rng.randrange(len(legal))]

    def prune(engine: Engine, s: Any, p: int, actions: list[Any]) -> list[Any]:
        """In the tree: Draw and, per symbol, the two combinations with the fewest cards."""
        if s.phase != "main" or len(actions) <= 12:
            return actions
        kept: list[Any] = []
        per_symbol: dict[str, int] = {}
        for a in sorted(actions, key=lambda a: len(a.cards) if isinstance(a, Play) else 0):
            if isinstance(a, Play):
                if per_symbol.get(a.symbol, 0) >= 2:
                    continue
                per_symbol[a.symbol] = per_symbol.get(a.symbol, 0) + 1
            kept.append(a)
        return kept

    def evaluate(engine: Engine, s: Any, seat: int) -> list[float]:
        rem = remaining(s)
        extra = [600.0 * min(1.0, 1.5 * rem) * sum(h) for h in s.hands]
        return margin_values(engine, s, 3000.0, extra)

    def chance_key(s: Any, seat: int) -> Hashable:
        return (tuple(values[c] if up else None for c, up in zip(s.row, s.discovered, strict=True)),
                tuple(s.hands[seat]), s.phase)

    def describe(engine: Engine, s: Any, action: Any) -> str:
        # a discovery described on the real state would name the face-down card
        return engine.describe(None, action) if isinstance(action, Discover) else engine.describe(s, action)

    return GamePolicy(rollout, evaluate, rollout_depth=24, exploration=0.6, chance_key=chance_key, prune=prune,
                      describe=describe)
