"""What a game gives the search (`GamePolicy`), and the evaluation helpers the games share.

Each game gets a `GamePolicy`: the search kind, a cheap rollout policy, an evaluation of a state as
one value in [0, 1] per seat (the exact result when the game is over, else the score difference
squashed by a logistic curve), the rollout depth after which the evaluation is used, the UCB
exploration constant, and the `chance_key` that names the public outcome of chance after an action
(a drawn card, refilled dumps, a discovered card, the roll), which splits the tree so that its
nodes stay information sets of the searching seat.

Common part of `engines.search`: imports the core (`engines.search.mcts`) and nothing of a game.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass
from typing import Any

from engines.core import Engine
from engines.search.mcts import ismcts

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
    #: the search function: engines.search.mcts.ismcts, or a game's own
    search: Callable[..., Any] = ismcts
    #: plays the rollout from the state reached in the tree and returns every seat's value, in place
    #: of the loop over `rollout`/`others` and `evaluate` (a game's own fast playout: a scratch copy
    #: changed in place, a policy of its own); default None: that loop
    playout: Callable[[Engine, Any, int, random.Random], list[float]] | None = None
    #: sampler(engine, state, seat) -> (rng -> a determinization): what every sample of the root
    #: shares prepared once, drawing what engine.sample(state, seat, rng) draws; default None:
    #: engine.sample at every iteration
    sampler: Callable[[Engine, Any, int], Callable[[random.Random], Any]] | None = None
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
    return margin_logistic(scores, scale, engine.winners(state) if engine.is_over(state) else None)


def margin_logistic(scores: list[float], scale: float, winners: Collection[int] | None = None) -> list[float]:
    """The valuation of `margin_values` on scores already counted (higher is better): per seat, the
    logistic of its margin over the best other seat in units of `scale` (one seat: of its score);
    with `winners` (the game is over), 0.8 x its share of the win (1/k for k winners) + 0.2 x that.
    Every search's evaluation of a game's end goes through here."""
    if len(scores) == 1:
        out = [squash(scores[0] / scale)]
    else:
        # the best other seat of every seat: the top score, or for its holder the second (same values)
        top = max(scores)
        at = scores.index(top)
        second = max(scores[:at] + scores[at + 1:])
        out = [squash(((x - second) if p == at else (x - top)) / scale) for p, x in enumerate(scores)]
    if winners is None:
        return out
    share = 1.0 / len(winners)
    return [0.8 * (share if p in winners else 0.0) + 0.2 * v for p, v in enumerate(out)]
