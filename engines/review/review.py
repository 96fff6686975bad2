"""The review of a game: every decision of a seat valued from that seat's information only.

`review_game` replays the moves (`engine.new_game`, `decode_action`, `apply`) and, at each decision
of the seat with more than one legal action (forced ones are skipped), starting from the canonical
state of the seat's information set (`engines.review.infoset.canonical`: never the true hidden
cards), it

1. chooses the candidates: in the `SCREENED` games, with at most `SCREEN_UP_TO` legal moves, every
   move is played on the first sixth of the draws and the best `CANDIDATES` - 1 go on with the move
   played; else (Rolling Japan, whose own search is such a screening; Pueblo; many moves) the hard
   player's search (`engines.search.search`; `SETTINGS`' search iterations, the time budget's
   first 40%) gives its choice and runners-up, `CANDIDATES` in all with the move played;
2. values the candidates on the same draws (`engines.review.valuation.values`: common random
   numbers; `SETTINGS`' rounds, the rest of the time budget);
3. the best of them is the best move found; the loss is its value less the played move's (in the
   unit: win chance in points, or X), counted as none when below `NOISE` standard errors of the
   paired difference or below `BEST_WITHIN` x the inaccuracy threshold (the played move is then as
   good as the best found, within what the estimate can tell); the label follows
   `engines.review.labels.THRESHOLDS`; "only move" when every candidate had the same value on
   every draw (nothing to decide); "book" where the hard player does not search (Pueblo's phases
   outside building). Where the setting gives the game more draws (`Setting.more`: R-Eco, Coloretto at 2 players), a loss
   within `NEAR` standard errors of a label's edge gets them, `rounds` at a time, before it is
   labelled (adaptive sampling: the draws go where the label would otherwise fall either side
   from one review to the next).

The seeds of a decision depend only on `rng_seed` and its index, so the review of a position is the
same for every state the seat can't tell from it. With `budget_s=None` only the iteration caps
bound the work: the review is then exactly reproducible.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import engines
from engines.review.infoset import canonical
from engines.review.labels import THRESHOLDS, DecisionReview, label_of, unit_of
from engines.review.valuation import Valued, more, values
from engines.search import search, stop_when
from engines.search.mcts import Deadline

#: at most this many moves are valued at a decision: the one played, the search's choice, runners-up
CANDIDATES = 4
#: the games whose decisions of at most SCREEN_UP_TO legal moves are screened whole, without the
#: search (whose choice depends on its seed): every move on the first sixth of the draws
SCREENED = ("coloretto", "r_eco", "siberia")
SCREEN_UP_TO = 24
#: a loss below this many standard errors of the paired difference is no loss (the played move is
#: as good as the best found within the estimate's noise)
NOISE = 2.0
#: a loss below this share of the inaccuracy threshold (2.5 points of win chance, 0.25 X) is no loss
#: either: closer than a review can tell apart twice alike
BEST_WITHIN = 0.5
#: a loss within this many standard errors of a label's edge (`BEST_WITHIN` x the inaccuracy
#: threshold and the three thresholds) gets more draws, where the setting gives the game some
#: (`Setting.more`): the label would otherwise fall either side from one review to the next
NEAR = 2.0
#: the games whose added draws (`Setting.more`) are for the 2-player table only: Coloretto, valued
#: at 3-5 players by the normal player's rule as before, where they tripled the uncapped cost (5
#: players, 8 decisions: 1.65 -> 4.84 s CPU a decision) and were not measured
MORE_AT_TWO_ONLY = ("coloretto",)


@dataclass(frozen=True)
class Setting:
    """A review's depth: per game the search's iteration cap and the valuation's draws, and the
    time cap of one decision (seconds; None in `review_game` to use the iteration caps only)."""
    name: str
    budget_s: float
    search_iterations: dict[str, int]
    rounds: dict[str, int]
    #: per game, the most draws added to a decision whose loss is within `NEAR` standard errors of
    #: a label's edge, `rounds` at a time, within `budget_s` more seconds; none if absent
    more: dict[str, int] = field(default_factory=dict)


#: "quick", "normal" (the default) and "deep"; the caps are iterations so that a machine's load does
#: not change a review, the time cap only bounds a slow machine (a 40-decision game in <= 60 s)
SETTINGS: dict[str, Setting] = {
    "quick": Setting("quick", 0.7, {"coloretto": 300, "r_eco": 200, "siberia": 200, "pueblo": 20,
                                    "rolling_japan": 80},
                     {"coloretto": 150, "r_eco": 300, "siberia": 250, "pueblo": 1, "rolling_japan": 80}),
    "normal": Setting("normal", 1.4, {"coloretto": 600, "r_eco": 400, "siberia": 400, "pueblo": 60,
                                      "rolling_japan": 150},
                      {"coloretto": 600, "r_eco": 1000, "siberia": 800, "pueblo": 1, "rolling_japan": 200},
                      {"coloretto": 2400, "r_eco": 4000}),
    "deep": Setting("deep", 4.0, {"coloretto": 2000, "r_eco": 1200, "siberia": 1200, "pueblo": 80,
                                  "rolling_japan": 600},
                    {"coloretto": 1800, "r_eco": 3000, "siberia": 2400, "pueblo": 1, "rolling_japan": 800},
                    {"coloretto": 3600, "r_eco": 6000}),
}
DEFAULT_SETTING = "normal"
_DEFAULT = object()


def decision_seed(rng_seed: int, index: int) -> int:
    """The seed of the decision at `index` (nothing of the state in it)."""
    return random.Random(f"review:{rng_seed}:{index}").getrandbits(63)


def replay(game: str, num_players: int, seed: int, options: dict[str, Any] | None,
           moves: list[Any]) -> tuple[Any, list[tuple[Any, int, Any]]]:
    """The engine and the game's (state before, seat, action) per move; `moves` are the saves'
    `[seat, encoded action]` pairs. ValueError (IllegalAction included) for a move that does not
    replay."""
    engine = engines.get(game)
    state = engine.new_game(num_players, seed=seed, options=options or {})
    out = []
    if not isinstance(moves, list):
        raise ValueError("the moves are not a list")
    for number, item in enumerate(moves, 1):
        if not isinstance(item, (list, tuple)) or len(item) != 2:
            raise ValueError(f"move {number} is not [seat, action]")
        who, wire = item
        if not isinstance(who, int) or isinstance(who, bool) or who not in engine.to_move(state):
            raise ValueError(f"move {number} is made by a seat that is not to move")
        try:
            decoded = engine.decode_action(wire)
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            raise ValueError(f"move {number} is not a move of the game ({str(exc)[:100]})") from None
        action = next((a for a in engine.legal_actions(state, who) if a == decoded), None)
        if action is None:
            raise ValueError(f"move {number} is not legal there")
        out.append((state, who, action))
        state = engine.apply(state, who, action)
    return engine, out


def review_decision(engine: Any, state: Any, seat: int, action: Any, *, index: int = 0,
                    setting: str | Setting = DEFAULT_SETTING, budget_s: Any = _DEFAULT,
                    seed: int = 0) -> DecisionReview | None:
    """One decision reviewed (see the module docstring); None when it is forced (one legal move)."""
    chosen = SETTINGS[setting] if isinstance(setting, str) else setting
    budget = chosen.budget_s if budget_s is _DEFAULT else budget_s
    game = engine.name
    unit = unit_of(game)
    state = canonical(engine, state, seat)
    legal = engine.legal_actions(state, seat)
    if len(legal) < 2:
        return None
    played = next(a for a in legal if a == action)
    rounds = chosen.rounds.get(game, 100)
    searched = None
    if game in SCREENED and len(legal) <= SCREEN_UP_TO:
        # every move on the first draws, then the best CANDIDATES (the played one among them) on all
        everyone = [played] + [a for a in legal if a != played]
        if len(everyone) > CANDIDATES:
            first = values(engine, state, seat, everyone, rounds=max(8, rounds // 6), seed=seed ^ 0x5EED,
                           budget_s=None if budget is None else 0.3 * budget)
            if first is not None and first.draws:
                good = [-v for v in first.means] if unit == "x" else first.means
                ranked = sorted(range(1, len(everyone)), key=lambda i: (-good[i], i))[:CANDIDATES - 1]
                everyone = [played] + [everyone[i] for i in sorted(ranked)]
        candidates = everyone
    else:
        searched = search(engine, state, seat, budget_s=None if budget is None else 0.4 * budget,
                          iterations=chosen.search_iterations.get(game, 400), seed=seed)
        candidates = [played]
        for st in searched.stats:
            if len(candidates) >= CANDIDATES:
                break
            if st.action not in candidates and st.visits > 0 and st.value == st.value:
                candidates.append(st.action)
        if searched.action not in candidates:
            candidates[min(len(candidates), CANDIDATES - 1):] = [searched.action]
    valued = values(engine, state, seat, candidates, rounds=rounds, seed=seed ^ 0x5EED,
                    budget_s=None if budget is None else (0.6 if searched is not None else 0.7) * budget)
    extra = chosen.more.get(game, 0)
    if game in MORE_AT_TWO_ONLY and engine.num_players(state) != 2:
        extra = 0
    if extra > 0 and valued is not None and valued.rows and not valued.all_equal:
        valued = _settle(engine, state, seat, candidates, valued, unit, step=rounds, extra=extra, seed=seed,
                         budget_s=budget)
    text = engine.describe
    if valued is None or valued.draws == 0:  # nothing searched here: the usual move
        best = searched.action if searched is not None else played
        return DecisionReview(index, seat, played, best, math.nan, math.nan, math.nan, "book",
                              text(state, played), text(state, best), 0, unit)
    vals = valued.means
    good = [-v for v in vals] if unit == "x" else vals  # higher is better
    top = max(range(len(candidates)), key=lambda i: (good[i], -i))
    loss = max(0.0, good[top] - good[0])
    if loss <= max(NOISE * valued.errors[top], BEST_WITHIN * THRESHOLDS[unit][0]):  # as good as the best found
        top, loss = 0, 0.0
    label = "only move" if valued.all_equal else label_of(unit, loss)
    best = candidates[top]
    return DecisionReview(index, seat, played, best, vals[0], vals[top], loss, label,
                          text(state, played), text(state, best), valued.draws, unit)


def _near_an_edge(valued: Valued, unit: str) -> bool:
    """Whether the loss (of the best found against the move played) is within `NEAR` standard errors
    of a label's edge: where `review_decision` draws the line between best and good (`NOISE`
    standard errors or `BEST_WITHIN` x the inaccuracy threshold) or a threshold. A move played that
    is the best found is not: the others are below it, its label is best whatever their noise."""
    good = [-v for v in valued.means] if unit == "x" else valued.means
    top = max(range(len(good)), key=lambda i: (good[i], -i))
    if top == 0:
        return False
    loss, error = good[top] - good[0], valued.errors[top]
    edges = (max(NOISE * error, BEST_WITHIN * THRESHOLDS[unit][0]),) + THRESHOLDS[unit]
    return any(abs(loss - edge) < NEAR * error for edge in edges)


def _settle(engine: Any, state: Any, seat: int, candidates: list[Any], valued: Valued, unit: str, *, step: int,
            extra: int, seed: int, budget_s: float | None) -> Valued:
    """`valued` with more draws, `step` at a time and at most `extra` in all, while its loss is near a
    label's edge (`_near_an_edge`); the added draws take at most `budget_s` (None: no time cap)."""
    clock = None if budget_s is None else Deadline(budget_s, None)  # its clock: the search's
    added = 0
    while added < extra and _near_an_edge(valued, unit):
        left = None if budget_s is None or clock is None else budget_s - clock.elapsed()
        if left is not None and left <= 0.01:
            break
        count = min(step, extra - added)
        before = valued.draws
        valued = more(engine, state, seat, candidates, valued, rounds=count, budget_s=left,
                      seed=random.Random(f"review-more:{seed}:{added}").getrandbits(63))
        if valued.draws == before:
            break
        added += count
    return valued


def review_game(game: str, num_players: int, seed: int, options: dict[str, Any] | None, moves: list[Any],
                seat: int, *, budget_s: Any = _DEFAULT, setting: str | Setting = DEFAULT_SETTING,
                rng_seed: int = 0, should_stop: Callable[[], bool] | None = None,
                progress: Callable[[int, int], None] | None = None) -> Iterator[DecisionReview]:
    """The reviews of `seat`'s decisions, in the order played (see the module docstring).

    `moves`: the game's `[seat, encoded action]` pairs (a save's "actions", a finished game's
    moves in the statistics); `budget_s`: the time cap of one decision (default: the setting's;
    None: the iteration caps only); `should_stop()`: checked between iterations, the review ends
    (without the decision under way) once it returns True; `progress(done, total)`: after each
    reviewed decision (total: the seat's decisions with a choice). ValueError for moves that do not
    replay or a seat not in the game."""
    engine, played = replay(game, num_players, seed, options, moves)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < num_players:
        raise ValueError(f"seat {seat!r} does not play in this game")
    todo = [(i, s, a) for i, (s, who, a) in enumerate(played)
            if who == seat and len(engine.legal_actions(s, seat)) > 1]
    if progress is not None:
        progress(0, len(todo))
    with stop_when(should_stop):
        for done, (index, state, action) in enumerate(todo, 1):
            if should_stop is not None and should_stop():
                return
            review = review_decision(engine, state, seat, action, index=index, setting=setting,
                                     budget_s=budget_s, seed=decision_seed(rng_seed, index))
            if should_stop is not None and should_stop():
                return
            if review is not None:
                yield review
            if progress is not None:
                progress(done, len(todo))


def judge_move(game: str, state: Any, seat: int, action: Any, *, budget_s: float | None = 1.0,
               setting: str | Setting = "quick", seed: int = 0) -> tuple[str, float, float, Any]:
    """The tutor's question before a move: (label, played value, best value, best move), in the
    game's unit, from the seat's information only. A forced move is ("only move", nan, nan, it)."""
    engine = engines.get(game)
    review = review_decision(engine, state, seat, action, setting=setting, budget_s=budget_s, seed=seed)
    if review is None:
        return "only move", math.nan, math.nan, action
    return review.label, review.played_value, review.best_value, review.best
