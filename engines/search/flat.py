"""Flat Monte Carlo with common random numbers: the hard player's search where a best response to
the other seats' known style of play beats a tree (Coloretto and R-Eco at 3-5 players).

Each round determinizes once (`engine.sample`, or the policy's `sampler`: everything the searching
seat can't see redrawn), plays every candidate action from that same determinization, and hands each
resulting state to the game's `GamePolicy.playout(engine, state, seat, rng)`, which plays on (every
seat by a normal-like policy, to the end of the deal or game) and returns every seat's value; the
playout's random numbers
are the same for every action of a round (a `random.Random` seeded alike), so the actions'
differences are measured, not the luck of the deal. A round the budget cuts short is left out, so
every action's mean is over the same determinizations. The action with the best mean value wins.

`race` > 0 drops, from the 8th round on (checked at rounds 8, 16, 32, 64, 96, 128, ...), an action
whose paired difference to the best so far is below 0 by more than `race` standard errors (the best
two always stay), so that the rounds go to the actions still in question.

Deterministic for a seed with an iteration cap (an iteration is one playout). Common part of
`engines.search`: imports the core (`engines.search.mcts`) and nothing of a game.
"""
from __future__ import annotations

import random
from typing import Any

from engines.core import Engine
from engines.search.mcts import ActionStat, Deadline, SearchResult


def flat_search(engine: Engine, state: Any, seat: int, policy: Any, *, budget_s: float | None = 1.0,
                iterations: int | None = None, seed: int = 0, race: float = 0.0) -> SearchResult:
    """The search of the module docstring; `policy` is a GamePolicy with a `playout` (its `prune`,
    when set, narrows the candidates)."""
    legal = engine.legal_actions(state, seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to decide now")
    if len(legal) == 1:
        return SearchResult(legal[0], [ActionStat(legal[0], 0, float("nan"))], 0, 0.0, kind="flat")
    candidates = policy.prune(engine, state, seat, legal) if policy.prune is not None else legal
    playout = policy.playout
    rng = random.Random(seed)
    deadline = Deadline(budget_s, iterations)
    apply = engine.apply
    sampler = getattr(policy, "sampler", None)  # what every sample of the root shares, prepared once
    sample = sampler(engine, state, seat) if sampler is not None else (lambda rng: engine.sample(state, seat, rng))
    m = len(candidates)
    totals = [0.0] * m
    history: list[list[float]] = [[] for _ in range(m)]  # per action, its value in every full round
    alive = list(range(m))
    got = [0.0] * m
    rounds = 0
    while deadline.more():
        det = sample(rng)
        round_seed = rng.getrandbits(64)
        for j, i in enumerate(alive):
            if j and not deadline.more():
                break
            deadline.done += 1
            got[i] = playout(engine, apply(det, seat, candidates[i]), seat, random.Random(round_seed))[seat]
        else:
            rounds += 1
            for i in alive:
                totals[i] += got[i]
                history[i].append(got[i])
            if race and len(alive) > 2 and rounds >= 8 and (rounds & (rounds - 1) == 0 or rounds % 32 == 0):
                alive = _still_racing(alive, totals, history, race)
            continue
        break
    counted = [len(h) for h in history]
    top = max(counted)
    stats = sorted((ActionStat(a, counted[i], totals[i] / counted[i] if counted[i] else 0.0)
                    for i, a in enumerate(candidates)), key=lambda st: (st.visits < top, -st.value))
    return SearchResult(stats[0].action, stats, deadline.done, deadline.elapsed(), kind="flat")


def _still_racing(alive: list[int], totals: list[float], history: list[list[float]], race: float) -> list[int]:
    """The actions not yet clearly behind the best (paired over the rounds they all played)."""
    best = max(alive, key=lambda i: totals[i] / len(history[i]))
    span = min(len(history[i]) for i in alive)
    mine = history[best][-span:]
    keep = []
    for i in alive:
        if i == best:
            keep.append(i)
            continue
        diffs = [a - b for a, b in zip(history[i][-span:], mine, strict=True)]
        mean = sum(diffs) / span
        var = sum((d - mean) ** 2 for d in diffs) / (span - 1)
        if mean + race * (var / span) ** 0.5 >= 0.0:
            keep.append(i)
    if len(keep) < 2:  # the best and the runner-up stay
        keep = sorted(alive, key=lambda i: -totals[i] / len(history[i]))[:2]
    return sorted(keep)
