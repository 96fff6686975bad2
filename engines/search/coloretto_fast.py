"""Coloretto's hard-player searches on a light simulation of the game (no state objects).

A collection or a row is one int here, its "code": 4 bits of count per card kind (kind k at bits
4k..4k+3; no kind reaches 16 cards in a deal), so adding a row to a collection is one addition and
a collection's score is one dict look-up (`scorer_of`: code -> `score_collection`, made on first use).

Two `GamePolicy.playout`s of `engines.search.coloretto_policy`:
- `rollout_playout(...)`, for `engines.search.mcts.ismcts` (2 players): the policy's rollout and
  evaluation played on the simulation: the same random draws, rollout choices, end states and
  values as ismcts's own loop over them (checked by tests/engines/test_coloretto_search.py);
- `deal_values`, for `engines.search.flat.flat_search` (3-5 players, a best response to the normal
  player): the deal played to its end with the normal player's rule for every seat (`deal_playout`).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.coloretto.game import _AFTER  # the other seats after seat p in turn order: _AFTER[n][p]
from engines.core import Engine
from engines.search.policy import margin_logistic, margin_values

#: a card's code (kind k: 1 << 4k)
CODE = tuple(1 << (4 * k) for k in range(11))
_LAST_ROUND = 10
_GOLDEN_SHIFT = 4 * 8
#: the rows of a bit mask, ascending
_ROWS = tuple(tuple(r for r in range(5) if m >> r & 1) for m in range(32))
#: n.bit_length() for n = 0..5
_BITS = tuple(n.bit_length() for n in range(6))


def _scorer(colours: tuple[int, ...], scoring: str) -> tuple[dict[int, int], Callable[[int], int]]:
    """A plain dict code -> the collection's deal score (`score_collection`: its best score
    `_best_score` of the sorted colour counts and the jokers, + 2 per +2 card), and the function
    that fills in a missing code (and returns its score)."""
    from engines.coloretto.scoring import _best_score
    table: dict[int, int] = {}
    shifts = tuple(4 * c for c in colours)

    def miss(code: int) -> int:
        if len(table) > 200_000:  # a bound on memory
            table.clear()
        counts = sorted([code >> shift & 15 for shift in shifts])
        value = table[code] = (_best_score(tuple(counts), (code >> 28 & 15) + (code >> 32 & 15), scoring)
                               + 2 * (code >> 36 & 15))
        return value

    return table, miss


#: the normal player's take rule (engines.coloretto.bots.bot_normal): take the row worth most once it
#: adds TAKE_AT + TAKE_PER_SLOT x (free slots per seat still in) points
_TAKE_AT = 5.5
_TAKE_PER_SLOT = 0.5
#: a card's code without +2 cards (a +2 card adds 2 points whatever the rest: the simulation counts
#: them apart, so that its score table holds far fewer collections)
_CODE_NO_PLUS = tuple(0 if k == 9 else CODE[k] for k in range(11))
_PLUS_TWO = 9

_SCORERS: dict[tuple[tuple[int, ...], str], tuple[dict[int, int], Callable[[int], int]]] = {}


def scorer_of(s: Any) -> tuple[dict[int, int], Callable[[int], int]]:
    """The score table of a state's colours and scoring (one per pair, kept): code (without +2
    cards) -> score."""
    key = (tuple(s.colours), s.rules.scoring)
    found = _SCORERS.get(key)
    if found is None:
        if len(_SCORERS) >= 8:  # a bound on memory: a full table holds ~18 MB
            _SCORERS.clear()
        found = _SCORERS[key] = _scorer(*key)
    return found


def simulate(t: Any, table: dict[int, int], miss: Callable[[int], int], normal: bool, patience: float,
             depth_cap: int, rng: random.Random | None) -> tuple[list[int], bool]:
    """Plays state `t` on (the supply's order as it lies) until the deal ends or `depth_cap`
    actions are played; returns (every seat's total: match total + deal score, whether the deal
    ended). `table`, `miss`: `scorer_of(t)`.

    Every seat plays one rule:
    - `normal`: `bot_normal`'s, cheaply (3-5 players): take the row adding most once it adds
      TAKE_AT + TAKE_PER_SLOT x free slots per seat in (a golden joker's row counted with the card it
      will bring), else draw; a drawn card goes where (my gain) - 0.7 x (the best gain of another
      seat in) + 0.3 if the row stays open is highest; ties to the lowest row. No random draws.
    - else `engines.search.coloretto_policy`'s rollout, drawing from `rng` as it does: a drawn card
      to a random open row; a take of the row adding most (its own cards) once it adds `patience`
      + 0..3, or when it must; a single choice draws too."""
    get = table.get
    rules = t.rules
    n = rules.num_players
    caps = rules.capacities
    all_rows = rules.all_rows
    nrows = len(caps)
    after = _AFTER[n]
    rc = []  # the rows' codes without +2 cards
    rp = []  # the rows' +2 cards
    rl = []  # the rows' lengths
    for row in t.rows:
        code = 0
        for c in row:
            code += _CODE_NO_PLUS[c]
        rc.append(code)
        rp.append(row.count(_PLUS_TWO))
        rl.append(len(row))
    cols = []  # the collections' codes without +2 cards
    plus = []  # the collections' +2 cards
    for col in t.collections:
        code = 0
        for k in range(9):
            if col[k]:
                code += col[k] * CODE[k]
        cols.append(code)
        plus.append(col[_PLUS_TWO])
    supply = t.supply[:]
    last_round = t.last_round
    out = t.out[:]
    p = t.current
    drawn = t.drawn
    open_mask = t.open_mask
    take_mask = t.take_mask
    if rng is not None:
        getrandbits = rng.getrandbits
        random_ = rng.random
    ended = False
    steps = 0
    while steps < depth_cap:
        steps += 1
        if drawn is not None:  # place it
            places = _ROWS[open_mask]
            if not normal:
                k = len(places)
                b = _BITS[k]
                j = getrandbits(b)
                while j >= k:
                    j = getrandbits(b)
                r = places[j]
            elif drawn == _PLUS_TWO:  # worth 2 to everyone, wherever it goes
                theirs2 = 2 if sum(out) < n - 1 else 0
                best_v = -1e9
                for row in places:
                    v = 2 - 0.7 * theirs2 + (0.3 if rl[row] + 1 < caps[row] else 0.0)
                    if v > best_v:
                        best_v, r = v, row
            else:
                cc = CODE[drawn]
                best_v = -1e9
                for row in places:
                    code = rc[row]
                    mine = 0
                    theirs = None
                    for q in range(n):
                        if out[q]:
                            continue
                        a = cols[q] + code
                        x = get(a + cc)
                        if x is None:
                            x = miss(a + cc)
                        y = get(a)
                        if y is None:
                            y = miss(a)
                        if q == p:
                            mine = x - y
                        elif theirs is None or x - y > theirs:
                            theirs = x - y
                    v = mine - 0.7 * (theirs or 0) + (0.3 if rl[row] + 1 < caps[row] else 0.0)
                    if v > best_v:
                        best_v, r = v, row
            if drawn == _PLUS_TWO:
                rp[r] += 1
            else:
                rc[r] += CODE[drawn]
            length = rl[r] = rl[r] + 1
            bit = 1 << r
            if length >= caps[r]:
                open_mask &= ~bit
            take_mask |= bit
            drawn = None
            for q in after[p]:  # the next seat still in (the mover, if no other)
                if not out[q]:
                    p = q
                    break
            continue
        # a turn: draw (r < 0) or take row r
        takes = _ROWS[take_mask]
        can_draw = open_mask and len(supply) > (0 if last_round else 1)
        col = cols[p]
        r = -1
        if normal:
            base = get(col)
            if base is None:
                base = miss(col)
            top = supply[-1] if supply else None
            if top == _LAST_ROUND:
                top = supply[-2] if len(supply) >= 2 else None
            best_g = -1e9
            for row in takes:
                code = col + rc[row]
                g = 2 * rp[row]
                if rc[row] >> _GOLDEN_SHIFT & 15 and top is not None:
                    if top == _PLUS_TWO:
                        g += 2
                    else:
                        code += CODE[top]
                x = get(code)
                if x is None:
                    x = miss(code)
                g += x - base
                if g > best_g:
                    best_g, r = g, row
            if can_draw and r >= 0:
                slots = 0
                for row in _ROWS[open_mask]:
                    slots += caps[row] - rl[row]
                if best_g < _TAKE_AT + _TAKE_PER_SLOT * slots / (n - sum(out)):
                    r = -1
        elif can_draw and not takes:
            while getrandbits(1):
                pass
        elif not can_draw and len(takes) == 1:
            while getrandbits(1):
                pass
            r = takes[0]
        elif takes:
            base = get(col)
            if base is None:
                base = miss(col)
            best_gain = -99
            for row in takes:
                code = col + rc[row]
                gain = get(code)
                if gain is None:
                    gain = miss(code)
                gain += 2 * rp[row] - base
                if gain > best_gain:
                    r, best_gain = row, gain
            if can_draw and best_gain < patience + 3 * random_():
                r = -1
        if r < 0:  # draw
            card = supply.pop()
            if card == _LAST_ROUND:
                last_round = True
                card = supply.pop()
            drawn = card
            continue
        # take row r
        code = rc[r]
        plus[p] += rp[r]
        if code >> _GOLDEN_SHIFT & 15 and supply:
            card = supply.pop()
            if card == _LAST_ROUND:
                last_round = True
                card = supply.pop() if supply else None
            if card == _PLUS_TWO:
                plus[p] += 1
            elif card is not None:
                code += CODE[card]
        cols[p] += code
        last_taker = p
        for q in after[p]:  # the next seat still in
            if not out[q]:
                break
        else:
            q = -1
        bit = 1 << r
        take_mask &= ~bit
        if q >= 0 and (take_mask or len(supply) > (0 if last_round else 1)):
            rc[r] = 0
            rp[r] = 0
            rl[r] = 0
            out[p] = True
            open_mask &= ~bit
            p = q
            continue
        # the round ends
        rc = [0] * nrows
        rp = [0] * nrows
        rl = [0] * nrows
        out = [False] * n
        open_mask = all_rows
        take_mask = 0
        p = last_taker
        if last_round or len(supply) <= 1:
            ended = True
            break
    totals = []
    for total, col, k in zip(t.match_totals, cols, plus, strict=True):
        x = get(col)
        if x is None:
            x = miss(col)
        totals.append(total + x + 2 * k)
    return totals, ended


def totals_values(totals: list[int], ended: bool) -> list[float]:
    """Every seat's value of the totals, as margin_values gives them (`margin_logistic`): the
    logistic of the margin over the best other seat (in 5 points); once `ended`, 0.8 x the win share
    + 0.2 x that (the top totals win)."""
    scores = [float(x) for x in totals]
    top = max(scores)
    return margin_logistic(scores, 5.0, [q for q, x in enumerate(scores) if x == top] if ended else None)


def rollout_playout(patience: float, depth_cap: int, generic_rollout: Callable[..., Any],
                    evaluate: Callable[..., list[float]]) -> Callable[..., list[float]]:
    """A `GamePolicy.playout` for `engines.search.mcts.ismcts`: the rollout of
    `engines.search.coloretto_policy` (`patience`, at most `depth_cap` actions) played by
    `simulate` and evaluated as its `evaluate` does: the same random draws, choices, end states
    and values as ismcts's own loop over that rollout and evaluation. A deal of a match with more
    deals to come rolls out the generic way (`generic_rollout`, engine.apply)."""

    def playout(engine: Engine, det: Any, seat: int, rng: random.Random) -> list[float]:
        if det.over:
            return margin_values(engine, det, 5.0)
        if det.deal + 1 < det.rules.match_games:  # a deal ending here deals the next one: the engine's way
            steps = 0
            while steps < depth_cap and not det.over:
                p = det.current
                det = engine.apply(det, p, generic_rollout(engine, det, p, rng))
                steps += 1
            return evaluate(engine, det, seat)
        table, miss = scorer_of(det)
        return totals_values(*simulate(det, table, miss, False, patience, depth_cap, rng))

    return playout


def deal_playout(t: Any, table: dict[int, int], miss: Callable[[int], int]) -> list[int]:
    """The deal of state `t` (3-5 players) played to its end by `simulate`'s normal rule: every
    seat's total (match total + deal score). `table`, `miss`: `scorer_of(t)`."""
    return simulate(t, table, miss, True, 0.0, 1 << 30, None)[0]


def deal_values(engine: Engine, t: Any, seat: int, rng: random.Random) -> list[float]:
    """A `GamePolicy.playout` for `engines.search.flat.flat_search` at 3-5 players: the deal of
    state `t` played to its end by `deal_playout` (no random draws: `rng` is not used), every seat's
    value of the totals as `margin_values` gives them (0.8 x win share + 0.2 x the logistic of the
    margin over the best other seat, in 5 points). A game already over: margin_values."""
    if t.over:
        return margin_values(engine, t, 5.0)
    table, miss = scorer_of(t)
    return totals_values(deal_playout(t, table, miss), True)
