"""The hard player's settings for Siberia (whose tree keeps two combinations per symbol), searched by ISMCTS (`engines.search.mcts`).

The rollout policy is deliberately cheaper than the game's `bot_normal`: a search gets many
more short rollouts from a cheap policy than a few from a careful one.
"""
from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from engines.core import Engine
from engines.search.policy import GamePolicy, margin_values


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
    # each speciality is owned once at most: one is free while fewer are hired than there are
    salesmen_total = len(SALESMAN_SPECIALITIES)
    investors_total = len(INVESTOR_SPECIALITIES)
    worker_total = CARDS.person_counts["worker"]
    span = max(1, NUM_RESOURCE_CARDS - ROW_LENGTH)

    kinds = tuple(kind for kind, _ in values)
    printed = tuple(value for _, value in values)

    def row_gains(s: Any, workers: int, owned: list[str], key: tuple[Any, ...] | None = None
                  ) -> tuple[tuple[str, float], ...]:
        """The row's gains per resource kind for a seat with these workers and salesmen (row_memo;
        `key`: its key when the caller has built it)."""
        if key is None:
            key = (tuple(s.row), tuple(s.discovered), workers, tuple(owned))
        got = row_memo.get(key)
        if got is None:
            if len(row_memo) > 50_000:  # a bound on memory
                row_memo.clear()
            gains: dict[str, float] = {}
            taken: dict[str, int] = {}
            for c, up in zip(s.row, s.discovered):
                if up:
                    kind = kinds[c]
                    n = taken.get(kind, 0)
                    if n < workers:
                        taken[kind] = n + 1
                        gains[kind] = gains.get(kind, 0.0) + (sv[kind] if kind in owned else printed[c])
            got = row_memo[key] = tuple(gains.items())
        return got

    def rollout(engine: Engine, s: Any, p: int, rng: random.Random) -> Any:
        """Greedy with noise, one cheapest combination per symbol (no full legal-move list in the
        main phase: Siberia's combination enumeration is its hot path). What depends only on the
        row or only on the hand is remembered (row_memo, cheap_memo): the same draws, the same
        choices as computing it each time."""
        if s.phase == "main":
            discovered = s.discovered
            # remaining(s) and min(1.0, 1.5 * rem) written out
            rem = 0.0 if s.final_turns >= 0 else (len(s.resource_pile) + len(discovered) - sum(discovered)) / span
            x = 1.5 * rem
            card = 900.0 * (x if x < 1.0 else 1.0)
            workers = s.workers[p]
            owned = s.salesmen[p]
            key = (tuple(s.row), tuple(discovered), workers, tuple(owned))
            row_part = row_memo.get(key)
            if row_part is None:
                row_part = row_gains(s, workers, owned, key)
            hand = s.hands[p]
            random = rng.random
            best_v = card * min(2, HAND_LIMIT - sum(hand)) + random() * 300
            invested = s.investors[p]
            # (a hand's counts alone: no investor; the two key shapes never meet)
            hand_key = (tuple(hand), tuple(invested)) if invested else tuple(hand)
            memo = cheap_memo.get(hand_key)
            if memo is None:
                if len(cheap_memo) > 50_000:
                    cheap_memo.clear()
                memo = cheap_memo[hand_key] = {}
            # the symbols in the order of the gains: the row's kinds, then worker, salesman, investor
            extras: list[tuple[str, float]] = []
            if sum(s.workers) < worker_total and workers < s.options["max_workers"]:
                extras.append(("worker", 1000 + 3500 * rem))
            if sum(map(len, s.salesmen)) < salesmen_total:  # a salesman is free
                extras.append(("salesman", 1000 + 2000 * rem))
            if sum(map(len, s.investors)) < investors_total:
                extras.append(("investor", 1000 + 2000 * rem))
            best: Any = _DRAW
            for part in (row_part, extras):
                for sym, g in part:
                    try:
                        got = memo[sym]
                    except KeyError:
                        types = cheapest(s, p, sym)
                        got = memo[sym] = None if types is None else (len(types), make_play(sym, types))
                    if got is None:
                        continue
                    v = g + random() * 600 - card * (got[0] - 1)
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
        per_card = 600.0 * min(1.0, 1.5 * rem)
        extra = [per_card * sum(h) for h in s.hands]
        return margin_values(engine, s, 3000.0, extra)

    def chance_key(s: Any, seat: int) -> Hashable:
        return (tuple([values[c] if up else None for c, up in zip(s.row, s.discovered)]),
                tuple(s.hands[seat]), s.phase)

    return GamePolicy(rollout, evaluate, rollout_depth=24, exploration=0.6, chance_key=chance_key, prune=prune)
