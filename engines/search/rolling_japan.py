"""The hard Rolling Japan player: flat Monte Carlo over whole-game playouts with common dice.

Rolling Japan is a game against the dice: nobody affects anyone else's sheet, and all that is
hidden is the future rolls. A decision is therefore judged by the X it leads to at the end of the
game, averaged over draws of the future rolls:

1. the candidates are the few best decisions of either pending die by the normal player's cost
   estimate (`CANDIDATES` of them), plus the normal player's own choice;
2. each iteration draws one future (the rest of this round from the dice left in the bag, then
   whole rounds) and plays every candidate out to the end of the game through that *same* future
   with the fast greedy playout of `engines.rolling_japan.playout` (the normal player's costs on plain
   integer lists, about a millisecond a game); the other pending die of the roll is resolved by the
   playout too. (`HARD_PLAYOUT` switches to `engines.rolling_japan.playout_cover`, the same greedy
   with retuned costs: 12.38 X a greedy game from an empty sheet against 12.60, but no better in
   the search; issue 26, docs/STRENGTH.md);
3. after `SCREENING` iterations only the `FINALISTS` with the fewest X so far go on (successive
   halving: the clearly worse candidates stop costing playouts), on the same futures (`STAGES`
   generalises this to several cuts, and `WORK` caps a decision's playouts x rolls, for the
   variants `scripts/rj_variants.py` measures; as shipped they are that one cut and no cap);
4. the candidate with the fewest X on average is chosen.

Comparing the candidates on identical dice (common random numbers) removes most of the noise: two
decisions are told apart by how they fare against the same luck. Whole-game playouts need no
evaluation heuristic, and the fast playout makes them cheap enough. Measured over the 80 solo games
of seeds 1000-1079 (`python -m engines.arena rolling_japan --players 1 --seats hard --games 80
--seed 1000 --jobs 2`), where the normal player writes 12.41 X on average:
- 6 candidates, 100 iterations, no screening: 10.90 X;
- 10 candidates screened to 3 after 30 iterations, 150 in all: 10.85 X, 294 ms a decision;
- 10 candidates screened to 4 after 40 iterations, 300 in all (the settings below): 10.43 X,
  563 ms a decision on average, 979 ms at the 95th percentile (the 1 s budget cuts the longest).

It works for any number of players (each sheet is on its own): the searcher plays its own sheet.
The search stops at the time budget or after `iterations` (default `ITERATIONS`), whichever comes
first; with an iteration cap and no time budget it depends only on the seed and the state.
`policy(num_players)` is what `engines.search.policy_for("rolling_japan", n)` returns.
"""
from __future__ import annotations

import random
from typing import Any

from engines.core import Engine
from engines.rolling_japan import (
    PLAYOUT_X,
    PlayoutSheet,
    RollingJapanState,
    Write,
    X,
    _best_cost,
    bot_normal,
    future_rolls,
    play_ready,
    playout_bag,
    playout_cover,
    playout_dice,
    playout_two,
    ready_rolls,
    resolve_roll,
    x_count,
)
from engines.rolling_japan.map import ROLLS
from engines.search.mcts import ActionStat, Deadline, SearchResult
from engines.search.policy import GamePolicy

#: how many of the best decisions by the normal player's estimate are played out
CANDIDATES = 10
#: iterations when no cap is given (about 0.3 s of the 1 s budget on average).
#: Spending more of the 1 s budget was not shown better (issue 26, docs/STRENGTH.md): 900
#: iterations (about 0.6 s a decision) wrote +0.18 X (-0.26 to +0.63) against this on 11 paired
#: solo seeds, and 900 with the screening at 100 iterations -0.33 X (-0.89 to +0.24) on 40, then
#: -0.28 (-0.74 to +0.19) on 40 new ones: -0.30 (-0.66 to +0.06) on the 80 (third session)
ITERATIONS = 300
#: iterations with every candidate, then the candidates that go on to the end of the search
SCREENING = 40
FINALISTS = 4
#: successive halving: (iterations done, candidates kept from then on), in order
STAGES: tuple[tuple[int, int], ...] = ((SCREENING, FINALISTS),)
#: a cap on the work of a decision, in playouts x rolls each plays (None: none); unlike the
#: clock it keeps a search a function of its seed
WORK: int | None = None
#: True: the playouts play by the hard player's own retuned costs (`engines.rolling_japan.playout_cover`)
#: instead of the normal player's (`engines.rolling_japan.playout`). Off: on 28 paired solo seeds
#: at 1 s CPU it wrote 10.75 X against 10.68 (paired difference +0.07, -0.58 to +0.72) for about
#: 45% more CPU a decision (docs/STRENGTH.md, issue 26); `scripts/rj_variants.py` turns it on
HARD_PLAYOUT = False
#: True: the playouts play by the two-step rule (`engines.rolling_japan.playout_two`: 12.04 X a
#: greedy game from an empty sheet against 12.52, 4-5 times the time). Off: with it (120
#: iterations, screening at 16, about 0.4 s a decision) the search wrote +0.16 X (-0.60 to +0.91)
#: against the shipped one on 19 paired solo seeds (issue 26, docs/STRENGTH.md)
TWO_STEP_PLAYOUT = False
#: the number of prefectures: a mean X reads as a value in [0, 1] (1 = no X at all)
PREFECTURE_COUNT = 47


def candidates(engine: Engine, state: RollingJapanState, seat: int, rng: random.Random) -> list[Any]:
    """The normal player's choice first, then the best others by its cost estimate."""
    legal = engine.legal_actions(state, seat)
    scored = sorted(_best_cost(state, seat, legal))
    chosen = bot_normal(engine, state, seat, rng)
    return [chosen] + [legal[i] for _, i in scored[:CANDIDATES] if legal[i] != chosen]


def _start(state: RollingJapanState, seat: int, action: Any) -> tuple[PlayoutSheet, list[tuple[int, int]]]:
    """The seat's playout sheet after the action, with the dice of this roll still to resolve."""
    sheet = PlayoutSheet(state.sheets[seat], state.changes_left[seat], state.table())
    if isinstance(action, Write):
        sheet.write(action.prefecture, PLAYOUT_X if action.value == X else action.value, action.colour_change)
    return sheet, playout_dice(state, seat, skip_die=action.die)


def rolling_japan_search(engine: Engine, state: RollingJapanState, seat: int, policy: Any = None, *,
                         budget_s: float | None = 1.0, iterations: int | None = None,
                         seed: int = 0) -> SearchResult:
    legal = engine.legal_actions(state, seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to decide now")
    if len(legal) == 1:
        return SearchResult(legal[0], [ActionStat(legal[0], 0, float("nan"))], 0, 0.0, "flat_x")
    rng = random.Random(seed)
    deadline = Deadline(budget_s, ITERATIONS if iterations is None else iterations)
    options = candidates(engine, state, seat, random.Random(seed))
    starts = [_start(state, seat, a) for a in options]
    bag_mask, bag_size = playout_bag(state)
    totals = [0] * len(options)
    visits = [0] * len(options)
    playing = list(range(len(options)))
    ready, resolve, play = ((playout_cover.ready_rolls, playout_cover.resolve_roll, playout_cover.play_ready)
                            if HARD_PLAYOUT else
                            (playout_two.ready_rolls, playout_two.resolve_roll, playout_two.play_ready)
                            if TWO_STEP_PLAYOUT else (ready_rolls, resolve_roll, play_ready))
    stages = dict(STAGES)
    rolls_left = ROLLS - state.roll
    work = 0  # playouts x rolls played so far (WORK caps it: deterministic, unlike the clock)
    while deadline.more() and (WORK is None or work + len(playing) * rolls_left <= WORK):
        deadline.done += 1
        work += len(playing) * rolls_left
        rolls = ready(future_rolls(state, rng))  # one future for every candidate
        for i in playing:
            start, dice = starts[i]
            sheet = start.copy()
            if dice:
                resolve(sheet, state.roll, dice, bag_mask, bag_size)
            totals[i] += play(sheet, rolls)
            visits[i] += 1
        keep = stages.get(deadline.done)
        if keep is not None and keep < len(playing):
            playing = sorted(playing, key=lambda i: (totals[i], i))[:keep]
    # the most played first (the finalists, on the same futures), then fewest X; ties keep the
    # normal player's order (its choice first)
    order = sorted(range(len(options)), key=lambda i: (-visits[i], totals[i] / max(1, visits[i]), i))
    stats = [ActionStat(options[i], visits[i], 1.0 - totals[i] / max(1, visits[i]) / PREFECTURE_COUNT)
             for i in order]
    return SearchResult(options[order[0]], stats, deadline.done, deadline.elapsed(), "flat_x")


def expected_x(state: RollingJapanState, seat: int, actions: list[Any], *, rounds: int | None,
               seed: int = 0, budget_s: float | None = None) -> list[list[int]]:
    """The X at the end of the game of each action of `seat`, one list per future (common dice, as
    the search plays its candidates; the playout's greedy play after it), as many futures as
    `rounds` (the budget or a stop request may cut them short, never mid-future). What the review
    values a Rolling Japan decision with."""
    rng = random.Random(seed)
    deadline = Deadline(budget_s, rounds)
    starts = [_start(state, seat, a) for a in actions]
    bag_mask, bag_size = playout_bag(state)
    out = []
    while deadline.more():
        deadline.done += 1
        rolls = ready_rolls(future_rolls(state, rng))
        row = []
        for start, dice in starts:
            sheet = start.copy()
            if dice:
                resolve_roll(sheet, state.roll, dice, bag_mask, bag_size)
            row.append(play_ready(sheet, rolls))
        out.append(row)
    return out


def policy(num_players: int) -> GamePolicy:
    """Rolling Japan's settings: this search; the normal player outside it; X left as the value."""

    def evaluate(engine: Engine, s: Any, seat: int) -> list[float]:
        """Per seat, the share of the prefectures without an X (the search plays out to the end)."""
        return [1.0 - x_count(sheet) / PREFECTURE_COUNT for sheet in s.sheets]

    def value_text(v: float) -> str:
        return f"about {PREFECTURE_COUNT * (1 - v):.1f} X at the end"

    return GamePolicy(bot_normal, evaluate, search=rolling_japan_search, value_text=value_text)
