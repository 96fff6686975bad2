"""What a review values a decision with: the candidate moves of a seat played out on the same
draws (common random numbers), from the seat's information only.

`values(engine, state, seat, actions, rounds=..., seed=..., budget_s=...)` returns a `Valued`: per
action its mean value in the game's unit (`engines.review.labels.UNITS`), the standard error of its
difference to the first action (paired over the same draws), and how many draws were played:

- Coloretto, R-Eco, Siberia: each round draws one determinization (`engine.sample(state, seat,
  rng)`, or the policy's `sampler`, which draws the same), plays every action from it and hands
  each result to a playout with the same random numbers; the value is 100 x the mean of the seat's
  playout value (0.8 x its share of the win + 0.2 x the margin's logistic: the hard player's
  valuation). The playouts are the hard player's own where the game has them (Coloretto at 2
  players: its ISMCTS's rollout played to the deal's end, `coloretto_fast.rollout_playout`: a
  drawn card to a random open row, the best row taken once it adds 2 + 0..3 points; before, the
  deal played out by the normal player's rule, which valued the normal player's moves by its own
  continuation and did not tell it from the hard player: docs/STRENGTH.md, "Review"; Coloretto at
  3-5 players: the deal played out by the normal player's rule, `coloretto_fast.deal_values`, the
  hard player's best response there; R-Eco: the hard player's tree playout, 20 decisions of its rollout policy and the margin's
  logistic at their end, `r_eco_policy._tree_playout`), else its policy's (Siberia's rollout and
  evaluation); the rows of per-draw values are kept, and `more` adds draws to them;
- Rolling Japan: the expected X at the end, every action on the same future rolls
  (`engines.search.rolling_japan.expected_x`);
- Pueblo (nothing hidden, no chance): the hard player's depth-2 value of the action (the other
  seats answer with their best static turn, then the seat's best static turn), one "draw"; None
  outside the building phases, where the hard player plays the normal player's move ("book").
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engines.core import Engine
from engines.search import policy_for
from engines.search.mcts import Deadline

Playout = Callable[[Engine, Any, int, random.Random], list[float]]


@dataclass(frozen=True)
class Valued:
    means: list[float]
    #: per action, the standard error of (its value - the first action's), over the same draws
    errors: list[float]
    draws: int
    #: every action had the same value on every draw (nothing to decide)
    all_equal: bool
    #: the per-draw values (a row a draw, a value an action), so that more draws can be added
    #: (`more`); None for the games valued otherwise (Rolling Japan, Pueblo)
    rows: list[list[float]] | None = None


def summary(rows: list[list[float]], count: int) -> Valued:
    """The means, paired standard errors against action 0 and draws of per-draw values."""
    n = len(rows)
    if n == 0:
        return Valued([math.nan] * count, [math.nan] * count, 0, False, rows)
    means = [sum(r[i] for r in rows) / n for i in range(count)]
    errors = []
    for i in range(count):
        diffs = [r[i] - r[0] for r in rows]
        m = sum(diffs) / n
        var = sum((d - m) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
        errors.append(math.sqrt(var / n))
    all_equal = all(len(set(r)) == 1 for r in rows)
    return Valued(means, errors, n, all_equal, rows)


def more(engine: Engine, state: Any, seat: int, actions: list[Any], valued: Valued, *, rounds: int,
         seed: int, budget_s: float | None = None) -> Valued:
    """`valued` (of the same actions, from `values`) with up to `rounds` more draws, played on the
    draws of `seed` (give another seed than `valued`'s, or the draws repeat); `valued` itself when
    it keeps no rows (Rolling Japan, Pueblo)."""
    if valued.rows is None:
        return valued
    added = values(engine, state, seat, actions, rounds=rounds, seed=seed, budget_s=budget_s)
    if added is None or added.rows is None:
        return valued
    return summary(valued.rows + added.rows, len(actions))


def _playout_of(game: str, num_players: int) -> Playout:
    if game == "coloretto":
        from engines.search.coloretto_fast import deal_values, rollout_playout
        if num_players != 2:
            return deal_values
        from engines.search.coloretto_policy import patience_of
        hard = policy_for(game, 2)
        return rollout_playout(patience_of(2), 1 << 30, hard.rollout, hard.evaluate)
    if game == "r_eco":
        from engines.search.r_eco_policy import _tree_playout
        return _tree_playout
    policy = policy_for(game, num_players)
    if policy.playout is not None:
        return policy.playout
    rollout, evaluate, depth = policy.rollout, policy.evaluate, policy.rollout_depth

    def loop(engine: Engine, s: Any, seat: int, rng: random.Random) -> list[float]:
        for _ in range(depth):
            if engine.is_over(s):
                break
            p = engine.to_move(s)[0]
            s = engine.apply(s, p, rollout(engine, s, p, rng))
        return evaluate(engine, s, seat)

    return loop


def values(engine: Engine, state: Any, seat: int, actions: list[Any], *, rounds: int | None,
           seed: int = 0, budget_s: float | None = None) -> Valued | None:
    """The `Valued` of the actions (see the module docstring); None where the game's hard player
    does not search (Pueblo's other phases)."""
    game = engine.name
    if game == "rolling_japan":
        from engines.search.rolling_japan import expected_x
        x = summary(expected_x(state, seat, actions, rounds=rounds, seed=seed, budget_s=budget_s), len(actions))
        return Valued(x.means, x.errors, x.draws, x.all_equal)
    if game == "pueblo":
        return _pueblo(engine, state, seat, actions, seed)
    policy = policy_for(game, engine.num_players(state))
    playout = _playout_of(game, engine.num_players(state))
    sampler = policy.sampler
    sample = sampler(engine, state, seat) if sampler is not None else (lambda r: engine.sample(state, seat, r))
    rng = random.Random(seed)
    deadline = Deadline(budget_s, rounds)
    apply = engine.apply
    rows = []
    while deadline.more():
        det = sample(rng)
        round_seed = rng.getrandbits(64)
        rows.append([100.0 * playout(engine, apply(det, seat, a), seat, random.Random(round_seed))[seat]
                     for a in actions])
        deadline.done += 1
    return summary(rows, len(actions))


def _pueblo(engine: Engine, state: Any, seat: int, actions: list[Any], seed: int) -> Valued | None:
    from engines.search.policy import squash
    from engines.search.pueblo import SCALE, _leaf
    if state.phase not in ("place", "move"):
        return None
    out = []
    cache: dict[Any, Any] = {}
    for a in actions:
        after = engine.apply(state, seat, a)
        if state.phase == "place" and after.phase == "move" and seat in engine.to_move(after):
            leaf = min(_leaf(engine, engine.apply(after, seat, m), seat, random.Random(seed), cache)
                       for m in engine.legal_actions(after, seat))
        else:
            leaf = _leaf(engine, after, seat, random.Random(seed), cache)
        out.append(100.0 * squash(-leaf / SCALE))
    one = summary([out], len(actions))
    return Valued(one.means, one.errors, one.draws, one.all_equal)
