"""The hard player's settings for Coloretto, searched by ISMCTS (`engines.search.mcts`).

The rollout policy is deliberately cheaper than the game's `bot_normal`: a search gets many
more short rollouts from a cheap policy than a few from a careful one. It reads the legal choices
off the state's row masks (the lists `legal_actions` would give, in the same order) and the
collections' scores from one memo per colours in play and scoring table, which the evaluation
shares (a score there is the engine's deal score: `score_collection` of the collection).
"""
from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from engines.core import Engine
from engines.search.policy import GamePolicy, margin_values

#: n.bit_length() for n = 0..5 (at most five rows)
_BITS = tuple(n.bit_length() for n in range(6))


def coloretto(num_players: int) -> GamePolicy:
    """The hard player's search at a player count: ISMCTS at 2 players; at 3-5 a best response
    to normal-like play (`engines.search.flat.flat_search`, flat Monte Carlo: each legal action in
    the same determinizations, the deal played out by the normal player's rule for every seat:
    `engines.search.coloretto_fast.deal_values`).

    At 3-5 players the ISMCTS, whose opponents pick in the tree what is best for themselves, won
    about its fair share against normal players (1 s CPU: 3p 50% of 9 games, 4p 4 of 8, 5p 1 of 6):
    it scored more than each normal on average but seldom the most. Against the normal players
    the best response wins far more (see the commit that made it)."""
    policy = coloretto_ismcts(num_players)
    if num_players == 2:
        return policy
    from engines.search.coloretto_fast import deal_values
    from engines.search.flat import flat_search
    return replace(policy, search=flat_search, playout=deal_values)


def patience_of(num_players: int) -> int:
    """The rollout's patience: it takes the best row once it adds at least this + 0..3 points: at
    2 players soon, at 3-5 patiently, as the normal player does. A rollout that took rows at 2-5
    points with 3-5 players (where a row waited for is worth more) taught the search to take too
    early: at 4 players hard won 16% of 16 games against three normals at 1,500 iterations, 37%
    with this (/tmp/lead/col_exp2.py; 3 players 77%, 5 players 23%)."""
    return 2 if num_players == 2 else 5


def coloretto_ismcts(num_players: int) -> GamePolicy:
    """ISMCTS (`engines.search.mcts.ismcts`) with the cheap rollout below, played on a light
    simulation by its playout (`engines.search.coloretto_fast.rollout_playout`: the same decisions
    as the rollout and evaluation below played by ismcts's own loop)."""
    from engines.coloretto import GOLDEN_JOKER, JOKER, PLUS_TWO, score_collection
    from engines.coloretto.cards import _PLACE_LISTS, _TAKE_LISTS, DRAW
    from engines.search.coloretto_fast import rollout_playout, totals_values

    patience = patience_of(num_players)

    #: (colours in play, scoring) -> a collection's counts -> [its score, {a row's cards: what
    #: taking them adds}]; `current`: the last one used, read as one tuple (the search may run in
    #: a worker thread beside another; it names the colours and the state's rules, which hold the scoring)
    Memo = dict[tuple[int, ...], tuple[int, dict[tuple[int, ...], int]]]
    memos: dict[tuple[Any, ...], Memo] = {}
    current: list[tuple[Any, Any, Memo]] = [(None, None, {})]

    def switch(s: Any) -> tuple[Any, Any, Memo]:
        memo = memos.setdefault((tuple(s.colours), s.scoring), {})
        cur = current[0] = (s.colours, s.rules, memo)
        return cur

    def score_of(s: Any, counts: list[int]) -> int:
        return score_collection(tuple(counts[c] for c in s.colours), counts[JOKER] + counts[GOLDEN_JOKER],
                                counts[PLUS_TWO], s.scoring)

    def entry_of(s: Any, col: list[int]) -> tuple[int, dict[tuple[int, ...], int]]:
        """The memo's entry of a collection (made on first use)."""
        cur = current[0]
        if cur[0] is not s.colours or cur[1] is not s.rules:
            cur = switch(s)
        memo = cur[2]
        key = tuple(col)
        entry = memo.get(key)
        if entry is None:
            if len(memo) > 20_000:  # a bound on memory
                memo.clear()
            entry = memo[key] = (score_of(s, col), {})
        return entry

    def rollout(engine: Engine, s: Any, p: int, rng: random.Random) -> Any:
        # the draws of rng as `legal[rng._randbelow(len(legal))]` on the legal list made them
        # (= rng.randrange(len(legal)), without its checks; a single choice draws too), written
        # out: random.Random's _randbelow(n) is getrandbits(n.bit_length()) until below n
        if s.drawn is not None:
            places = _PLACE_LISTS[s.open_mask]
            n = len(places)
            k = _BITS[n]
            j = rng.getrandbits(k)
            while j >= n:
                j = rng.getrandbits(k)
            return places[j]
        takes = _TAKE_LISTS[s.take_mask]
        can_draw = s.open_mask and len(s.supply) > (0 if s.last_round else 1)
        if can_draw:
            if not takes:
                while rng.getrandbits(1):
                    pass
                return DRAW
        elif len(takes) == 1:
            while rng.getrandbits(1):
                pass
            return takes[0]
        col = s.collections[p]
        base, gains = entry_of(s, col)
        rows = s.rows
        best, best_gain = None, -99
        for a in takes:
            row = rows[a.row]
            key = tuple(row)
            gain = gains.get(key)
            if gain is None:
                counts = col[:]
                for card in row:
                    counts[card] += 1
                gain = gains[key] = score_of(s, counts) - base
            if gain > best_gain:
                best, best_gain = a, gain
        if best is None:
            return DRAW
        if not can_draw or best_gain >= patience + 3 * rng.random():
            return best
        return DRAW

    def evaluate(engine: Engine, s: Any, seat: int) -> list[float]:
        """`margin_values(engine, s, 5.0)`, the same arithmetic, with the deal scores from the memo."""
        if s.over:
            return margin_values(engine, s, 5.0)
        return totals_values([total + entry_of(s, col)[0]
                              for total, col in zip(s.match_totals, s.collections, strict=True)], False)

    def chance_key(s: Any, seat: int) -> Hashable:
        # the card revealed and every collection (a key equal for the same outcomes, as before)
        return (s.drawn, s.deal, *map(tuple, s.collections))

    return GamePolicy(rollout, evaluate, rollout_depth=24, exploration=0.6, chance_key=chance_key,
                      playout=rollout_playout(patience, 24, rollout, evaluate))
