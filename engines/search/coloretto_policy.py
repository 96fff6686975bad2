"""The hard player's settings for Coloretto, searched by ISMCTS (`engines.search.mcts`).

The rollout policy is deliberately cheaper than the game's `bot_normal`: a search gets many
more short rollouts from a cheap policy than a few from a careful one.
"""
from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from engines.core import Engine
from engines.search.policy import GamePolicy, margin_values


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
