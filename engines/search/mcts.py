"""The common core of the hard player's search: information-set Monte Carlo tree search over the
engine contract, the time/iteration deadline and the result types. Nothing here knows a game: the
per-game settings (`engines.search.coloretto_policy` and the other `*_policy` modules, `engines.search.pueblo`, `engines.search.rolling_japan`)
import this module, never the other way round.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): the searching seat keeps one tree whose
nodes are its *information sets*. Each iteration

1. determinizes: `engine.sample(state, seat, rng)` redraws everything the seat can't see;
2. descends the tree with UCB1, counting for every child how often it was *available* (legal in
   the determinization at hand) and using that count instead of the parent's visits, since the
   legal sets differ between determinizations; a child is keyed by `engine.encode_action(action)`
   made hashable, and after any action the public outcome of chance (a drawn card, a roll) picked
   out by the game's `chance_key` splits the tree, so that nodes stay information sets;
3. expands one untried action, plays a short rollout with the game's cheap policy (cut after
   `rollout_depth` actions) and evaluates the state with the game's heuristic (score difference
   squashed to [0, 1], or the exact result when the game is over), or hands the state to the game's
   own `playout` (GamePolicy.playout), which does both its own faster way;
4. backs the value up, each edge with the value of the seat that took it (opponents decide in the
   tree too, each for itself).

Several seats to move at once: the searcher decides in the tree when it is one of them; the other
seats' decisions are taken with their policy outside the tree.

Determinism: with an iteration budget (`iterations=`) and no time budget the result depends only on
the seed and the state. With a time budget the number of iterations depends on the machine's speed
and load, so two runs may differ; the random draws of iteration k are the same in both runs.
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from engines.core import Engine

Value = list[float]


def freeze(obj: Any) -> Hashable:
    """A hashable copy of a JSON value (lists become tuples, dicts sorted item tuples)."""
    if isinstance(obj, list):
        return tuple(freeze(x) for x in obj)
    if isinstance(obj, dict):
        return tuple(sorted((k, freeze(v)) for k, v in obj.items()))
    return obj


@dataclass(frozen=True)
class ActionStat:
    """What the search learnt about one root action: visits and mean value (0..1) for the seat."""
    action: Any
    visits: int
    value: float


@dataclass
class SearchResult:
    action: Any
    stats: list[ActionStat] = field(default_factory=list)  # best first
    iterations: int = 0
    elapsed_s: float = 0.0
    #: the search that made it: "ismcts" (engines.search.mcts), "flat" (engines.search.flat, valued as a
    #: chance to win), "flat_x" (Rolling Japan's playouts, valued as the share of prefectures without an
    #: X), "depth2" (Pueblo), "normal" (a phase the normal player decides)
    kind: str = "ismcts"


class _Edge:
    """An action out of an information set: statistics for the seat that takes it, and the
    information sets it leads to (one per public chance outcome)."""
    __slots__ = ("action", "mover", "visits", "avail", "total", "children")

    def __init__(self, action: Any, mover: int) -> None:
        self.action = action
        self.mover = mover
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[Hashable, _Node] = {}


class _Node:
    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[Hashable, _Edge] = {}


class _Keys:
    """encode_action made hashable, cached by action (actions are hashable values)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.cache: dict[Any, Hashable] = {}

    def __call__(self, action: Any) -> Hashable:
        try:
            return self.cache[action]
        except KeyError:
            key = self.cache[action] = freeze(self.engine.encode_action(action))
            return key
        except TypeError:  # an unhashable action: encode each time
            return freeze(self.engine.encode_action(action))


#: The stop request of the searches running in this context (see stop_when).
_should_stop: ContextVar[Callable[[], bool] | None] = ContextVar("should_stop", default=None)


@contextmanager
def stop_when(should_stop: Callable[[], bool] | None) -> Iterator[None]:
    """Every search started inside stops at its next iteration once should_stop() is true (its
    result is no longer wanted), returning its best so far; used by the interface's worker thread."""
    token = _should_stop.set(should_stop)
    try:
        yield
    finally:
        _should_stop.reset(token)


#: The clocks a time budget can count: "wall" (`time.perf_counter`, the interface's: a person waits
#: in wall time) and "cpu" (`time.process_time`, this process's CPU time: the arena's, so that a
#: budget buys about the same search on a loaded machine as on an idle one).
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}

#: The clock of the searches running in this context (see use_clock); wall time unless set.
_clock: ContextVar[Callable[[], float]] = ContextVar("clock", default=time.perf_counter)


@contextmanager
def use_clock(clock: str | Callable[[], float]) -> Iterator[None]:
    """Every search started inside counts its time budget on `clock` ("wall", "cpu" or a
    function returning seconds). Outside, searches count wall time."""
    token = _clock.set(CLOCKS[clock] if isinstance(clock, str) else clock)
    try:
        yield
    finally:
        _clock.reset(token)


class Deadline:
    """Stops a search on whichever comes first: the time budget, the iteration cap or a stop
    request (`stop_when`).

    With a time budget it stops early when the next iteration, at the mean pace so far, would end
    after the budget: a decision then takes at most about the budget, not budget + one iteration.
    The budget is counted on the context's clock (`use_clock`: wall time unless set).
    """

    def __init__(self, budget_s: float | None, iterations: int | None) -> None:
        if budget_s is None and iterations is None:
            raise ValueError("a search needs a time budget or an iteration cap")
        self.clock = _clock.get()
        self.start = self.clock()
        # 1.5% of the budget is kept for the work around the search (legal moves, statistics)
        self.end = None if budget_s is None else self.start + 0.985 * budget_s
        self.cap = iterations
        self.done = 0
        self.should_stop = _should_stop.get()

    def more(self) -> bool:
        if self.should_stop is not None and self.should_stop():
            return False
        if self.cap is not None and self.done >= self.cap:
            return False
        if self.end is None:
            return True
        now = self.clock()
        pace = (now - self.start) / self.done if self.done else 0.0
        return now + 1.5 * pace + 0.002 < self.end

    def elapsed(self) -> float:
        return self.clock() - self.start


def ismcts(engine: Engine, state: Any, seat: int, policy: Any, *, budget_s: float | None = 1.0,
           iterations: int | None = None, seed: int = 0) -> SearchResult:
    """Single-observer ISMCTS for `seat` (see the module docstring); `policy` is a GamePolicy."""
    legal = engine.legal_actions(state, seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to decide now")
    if len(legal) == 1:
        return SearchResult(legal[0], [ActionStat(legal[0], 0, float("nan"))], 0, 0.0)
    rng = random.Random(seed)
    key = _Keys(engine)
    keys = key.cache  # action -> its key, filled by key(action)
    root = _Node()
    deadline = Deadline(budget_s, iterations)
    c = policy.exploration
    rollout: Callable[..., Any] = policy.rollout
    others: Callable[..., Any] = policy.others or policy.rollout
    chance_key = policy.chance_key
    depth_cap = policy.rollout_depth
    tree_others = policy.opponents_in_tree
    prune = policy.prune
    playout: Callable[..., Value] | None = getattr(policy, "playout", None)
    sampler = getattr(policy, "sampler", None)
    draw: Callable[[random.Random], Any] | None = sampler(engine, state, seat) if sampler is not None else None
    apply, legal_of, to_move = engine.apply, engine.legal_actions, engine.to_move
    log = math.log
    sqrt = math.sqrt

    while deadline.more():
        deadline.done += 1
        det = engine.sample(state, seat, rng) if draw is None else draw(rng)
        node = root
        path: list[_Edge] = []
        expanded = False
        # -- selection and expansion ----------------------------------------------------------
        while True:
            movers = to_move(det)
            if not movers:
                break
            if seat in movers:
                mover = seat
            elif tree_others and len(movers) == 1:
                mover = movers[0]
            else:  # simultaneous decisions of other seats: their policy, outside the tree
                p = movers[0]
                det = apply(det, p, others(engine, det, p, rng))
                continue
            actions = legal_of(det, mover)
            if prune is not None:
                actions = prune(engine, det, mover, actions)
            edges = node.edges
            untried = []
            best_edge = None
            best_score = -1.0
            for a in actions:
                try:
                    k = keys[a]
                except KeyError:
                    k = key(a)
                except TypeError:  # an unhashable action: encoded each time
                    k = key(a)
                edge = edges.get(k)
                if edge is None:
                    untried.append((k, a))
                    continue
                edge.avail += 1
                visits = edge.visits
                if visits:
                    score = edge.total / visits + c * sqrt(log(edge.avail) / visits)
                    if score > best_score:
                        best_score, best_edge = score, edge
            if untried:
                k, a = untried[rng.randrange(len(untried))]
                edge = edges[k] = _Edge(a, mover)
                edge.avail = 1
                best_edge = edge
                expanded = True
            assert best_edge is not None
            action = best_edge.action
            det = apply(det, mover, action)
            path.append(best_edge)
            ck = chance_key(det, seat) if chance_key is not None else None
            child = best_edge.children.get(ck)
            if child is None:
                child = best_edge.children[ck] = _Node()
            node = child
            if expanded:
                break
        # -- rollout ------------------------------------------------------------------------
        if playout is not None:  # the game's own playout (and evaluation)
            value = playout(engine, det, seat, rng)
        else:
            steps = 0
            if tree_others:  # every seat plays the rollout policy
                while steps < depth_cap:
                    movers = to_move(det)
                    if not movers:
                        break
                    p = movers[0]
                    det = apply(det, p, rollout(engine, det, p, rng))
                    steps += 1
            else:
                while steps < depth_cap:
                    movers = to_move(det)
                    if not movers:
                        break
                    p = movers[0]
                    det = apply(det, p, rollout(engine, det, p, rng) if p == seat else others(engine, det, p, rng))
                    steps += 1
            value = policy.evaluate(engine, det, seat)
        # -- backpropagation ------------------------------------------------------------------
        for edge in path:
            edge.visits += 1
            edge.total += value[edge.mover]

    stats = sorted((ActionStat(e.action, e.visits, e.total / e.visits if e.visits else 0.0)
                    for e in root.edges.values()), key=lambda s: (-s.visits, -s.value))
    return SearchResult(stats[0].action if stats else legal[0], stats, deadline.done, deadline.elapsed())
