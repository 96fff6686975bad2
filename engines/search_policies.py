"""Per-game settings of the hard player's search (engines.search).

Each game gets a `GamePolicy`: the search kind, a cheap rollout policy, an evaluation of a state as
one value in [0, 1] per seat (the exact result when the game is over, else the score difference
squashed by a logistic curve), the rollout depth after which the evaluation is used, the UCB
exploration constant, and the `chance_key` that names the public outcome of chance after an action
(a drawn card, refilled dumps, a discovered card, the roll), which splits the tree so that its
nodes stay information sets of the searching seat.

The rollout policies are deliberately cheaper than each game's `bot_normal`: a search gets many
more short rollouts from a cheap policy than a few from a careful one.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from engines import search as _search
from engines.core import Engine

Rollout = Callable[[Engine, Any, int, random.Random], Any]
Evaluate = Callable[[Engine, Any, int], list[float]]


@dataclass(frozen=True)
class GamePolicy:
    rollout: Rollout
    evaluate: Evaluate
    rollout_depth: int = 30
    exploration: float = 0.7
    chance_key: Callable[[Any, int], Hashable] | None = None
    #: opponents decide in the tree (sequential games); False: they play `others` outside it
    opponents_in_tree: bool = True
    #: policy of the other seats outside the tree (default: `rollout`)
    others: Rollout | None = None
    #: the search function: engines.search.ismcts, or a game's own
    search: Callable[..., Any] = _search.ismcts
    #: the actions worth a place in the tree (default: all legal ones)
    prune: Callable[[Engine, Any, int, list[Any]], list[Any]] | None = None
    #: describes a decision in a hint without naming anything the seat can't see
    describe: Callable[[Engine, Any, Any], str] = lambda engine, state, action: engine.describe(state, action)
    #: how a value in [0, 1] reads in a hint ("a 62% chance to win")
    value_text: Callable[[float], str] = lambda v: f"an estimated {round(100 * v)}% chance to win"


def squash(x: float) -> float:
    """The logistic curve: a score margin (in the game's units / scale) to (0, 1)."""
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def margin_values(engine: Engine, state: Any, scale: float, extra: list[float] | None = None) -> list[float]:
    """Per seat: the exact result when the game is over (a win shared by k seats is worth 1/k,
    blended with the margin so that bigger wins are preferred), else the logistic of the margin
    over the best other seat (`extra` adds per-seat estimates of what the position is still worth)."""
    scores = [float(x) for x in engine.scores(state)]
    if extra is not None:
        scores = [s + e for s, e in zip(scores, extra, strict=True)]
    if engine.lowest_wins:
        scores = [-s for s in scores]
    n = len(scores)
    out = []
    for p in range(n):
        best_other = max((scores[q] for q in range(n) if q != p), default=0.0)
        out.append(squash((scores[p] - best_other) / scale))
    if engine.is_over(state):
        winners = engine.winners(state)
        share = 1.0 / len(winners)
        return [0.8 * (share if p in winners else 0.0) + 0.2 * out[p] for p in range(n)]
    return out


# ---------------------------------------------------------------------------------------------
# Coloretto

def _coloretto() -> GamePolicy:
    from engines.coloretto import GOLDEN_JOKER, JOKER, PLUS_TWO, Draw, Take, score_collection

    def worth(s: Any, col: list[int], extra: list[int] | tuple[int, ...] = ()) -> int:
        counts = col
        if extra:
            counts = col[:]
            for card in extra:
                counts[card] += 1
        return score_collection(tuple(counts[c] for c in s.colours), counts[JOKER] + counts[GOLDEN_JOKER],
                                counts[PLUS_TWO], s.scoring)

    def rollout(engine: Engine, s: Any, p: int, rng: random.Random) -> Any:
        legal = engine.legal_actions(s, p)
        if s.drawn is not None or len(legal) == 1:
            return legal[rng.randrange(len(legal))]
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

def _r_eco() -> GamePolicy:
    from engines.r_eco import DUMP, UNITS_TO_RECYCLE, Deliver, units_of

    def rollout(engine: Engine, s: Any, p: int, rng: random.Random) -> Any:
        legal = engine.legal_actions(s, p)
        if s.phase == DUMP or len(legal) == 1:
            return legal[rng.randrange(len(legal))]
        # prefer deliveries that recycle, without wasting units, and small pick-ups
        best, best_v = legal[0], -99.0
        hand = len(s.hands[p])
        for a in legal:
            if not isinstance(a, Deliver):
                continue
            units = units_of(s.factories[a.colour]) + a.singles + 2 * a.doubles
            stack = s.reward_stacks[a.colour]
            v = rng.random() * 2.0
            if units >= UNITS_TO_RECYCLE and stack:
                v += 1.5 + 0.5 * stack[0] - 0.7 * (units - UNITS_TO_RECYCLE)
            over = hand - a.singles - a.doubles + len(s.dumps[a.colour]) - 5
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

def _siberia() -> GamePolicy:
    from engines.siberia import (
        CARDS,
        HAND_LIMIT,
        NUM_RESOURCE_CARDS,
        ROW_LENGTH,
        SHOWING,
        Discover,
        Draw,
        Play,
        SkipDiscovery,
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
            held = [t for t, k in enumerate(hand) for _ in range(k)]
            return held[:2] if len(held) >= 2 else None
        if showing:
            first = showing[0]
            if hand[first] >= 2:
                return [first, first]
            if len(showing) >= 2:
                return [first, showing[1]]
            rest = [t for t, k in enumerate(hand) for _ in range(k - (1 if t == first else 0))]
            if len(rest) >= 2:
                return [first] + rest[:2]
        return None

    def rollout(engine: Engine, s: Any, p: int, rng: random.Random) -> Any:
        """Greedy with noise, one cheapest combination per symbol (no full legal-move list in the
        main phase: Siberia's combination enumeration is its hot path)."""
        if s.phase == "main":
            rem = remaining(s)
            card = 900.0 * min(1.0, 1.5 * rem)
            owned = s.salesmen[p]
            workers = s.workers[p]
            gains: dict[str, float] = {}
            taken: dict[str, int] = {}
            for c, up in zip(s.row, s.discovered, strict=True):
                if up:
                    kind, value = values[c]
                    if taken.get(kind, 0) < workers:
                        taken[kind] = taken.get(kind, 0) + 1
                        gains[kind] = gains.get(kind, 0.0) + (sv[kind] if kind in owned else value)
            if s.workers_in_supply() > 0 and workers < s.options["max_workers"]:
                gains["worker"] = 1000 + 3500 * rem
            hired = 1000 + 2000 * rem
            if len(s.free_salesmen()):
                gains["salesman"] = hired
            if len(s.free_investors()):
                gains["investor"] = hired
            best: Any = Draw()
            best_v = card * min(2, HAND_LIMIT - sum(s.hands[p])) + rng.random() * 300
            for sym, g in gains.items():
                types = cheapest(s, p, sym)
                if types is None:
                    continue
                v = g + rng.random() * 600 - card * (len(types) - 1)
                if v > best_v:
                    best, best_v = make_play(sym, types), v
            return best
        legal = engine.legal_actions(s, p)
        if len(legal) == 1:
            return legal[0]
        if s.phase == "discover":
            if isinstance(legal[-1], SkipDiscovery) and rng.random() < 0.4:
                return legal[-1]
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


# ---------------------------------------------------------------------------------------------
# Rolling Japan (a game against the dice: its own search, engines.search_rolling_japan)

def _rolling_japan() -> GamePolicy:
    from engines.rolling_japan import bot_normal, x_count
    from engines.search_rolling_japan import PREFECTURE_COUNT, rolling_japan_search

    def evaluate(engine: Engine, s: Any, seat: int) -> list[float]:
        """Per seat, the share of the prefectures without an X (the search plays out to the end)."""
        return [1.0 - x_count(sheet) / PREFECTURE_COUNT for sheet in s.sheets]

    def value_text(v: float) -> str:
        return f"about {PREFECTURE_COUNT * (1 - v):.1f} X at the end"

    return GamePolicy(bot_normal, evaluate, search=rolling_japan_search, value_text=value_text)


# ---------------------------------------------------------------------------------------------
# Pueblo (full information: its own search, engines.search_pueblo)

def _pueblo() -> GamePolicy:
    from engines.pueblo import bot_normal
    from engines.search_pueblo import pueblo_search, value_text

    def evaluate(engine: Engine, s: Any, seat: int) -> list[float]:
        return margin_values(engine, s, 6.0)

    return GamePolicy(bot_normal, evaluate, search=pueblo_search, value_text=value_text)


_BUILDERS: dict[str, Callable[[int], GamePolicy]] = {
    "coloretto": lambda n: _coloretto(),
    "r_eco": lambda n: _r_eco(),
    "siberia": lambda n: _siberia(),
    "rolling_japan": lambda n: _rolling_japan(),
    "pueblo": lambda n: _pueblo(),
}
_cache: dict[tuple[str, int], GamePolicy] = {}


def policy_for(game: str, num_players: int) -> GamePolicy:
    """The search settings of a game at a player count."""
    key = (game, num_players)
    if key not in _cache:
        if game not in _BUILDERS:
            raise KeyError(f"no search settings for {game!r}")
        _cache[key] = _BUILDERS[game](num_players)
    return _cache[key]
