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

import math
import random
from collections.abc import Callable
from typing import Any

from engines.core import Engine
from engines.search.policy import margin_values

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


_SCORERS: dict[tuple[tuple[int, ...], str], tuple[dict[int, int], Callable[[int], int]]] = {}


def scorer_of(s: Any) -> tuple[dict[int, int], Callable[[int], int]]:
    """The score table of a state's colours and scoring (one per pair, kept)."""
    key = (tuple(s.colours), s.rules.scoring)
    found = _SCORERS.get(key)
    if found is None:
        if len(_SCORERS) > 64:
            _SCORERS.clear()
        found = _SCORERS[key] = _scorer(*key)
    return found


def codes_of(s: Any) -> tuple[list[int], list[int], list[int]]:
    """(row codes, row lengths, collection codes) of a state."""
    rc = []
    rl = []
    for row in s.rows:
        code = 0
        for c in row:
            code += CODE[c]
        rc.append(code)
        rl.append(len(row))
    cols = []
    for col in s.collections:
        code = 0
        for k in range(10):
            if col[k]:
                code += col[k] * CODE[k]
        cols.append(code)
    return rc, rl, cols


def rollout_playout(patience: float, depth_cap: int, generic_rollout: Callable[..., Any],
                    evaluate: Callable[..., list[float]]) -> Callable[..., list[float]]:
    """A `GamePolicy.playout` for `engines.search.mcts.ismcts`: the rollout of
    `engines.search.coloretto_policy` (`patience`, at most `depth_cap` actions) played on the
    simulation and evaluated as its `evaluate` does: the same random draws, choices, end states
    and values as ismcts's own loop over that rollout and evaluation. A deal of a match with more
    deals to come rolls out the generic way (`generic_rollout`, engine.apply)."""

    def playout(engine: Engine, det: Any, seat: int, rng: random.Random) -> list[float]:
        rules = det.rules
        if det.over:
            return margin_values(engine, det, 5.0)
        if det.deal + 1 < rules.match_games:  # a deal ending here deals the next one: the engine's way
            steps = 0
            while steps < depth_cap and not det.over:
                p = det.current
                det = engine.apply(det, p, generic_rollout(engine, det, p, rng))
                steps += 1
            return evaluate(engine, det, seat)
        table, miss = scorer_of(det)
        get = table.get
        getrandbits = rng.getrandbits
        random_ = rng.random
        n = rules.num_players
        caps = rules.capacities
        all_rows = rules.all_rows
        nrows = len(caps)
        rc, rl, cols = codes_of(det)
        supply = det.supply[:]
        last_round = det.last_round
        taken = det.taken[:]
        out = det.out[:]
        p = det.current
        drawn = det.drawn
        open_mask = det.open_mask
        take_mask = det.take_mask
        over = False
        steps = 0
        while steps < depth_cap:
            steps += 1
            if drawn is not None:
                places = _ROWS[open_mask]
                k = len(places)
                b = _BITS[k]
                j = getrandbits(b)
                while j >= k:
                    j = getrandbits(b)
                r = places[j]
                rc[r] += CODE[drawn]
                length = rl[r] = rl[r] + 1
                bit = 1 << r
                if length >= caps[r]:
                    open_mask &= ~bit
                take_mask |= bit
                drawn = None
                p += 1
                if p == n:
                    p = 0
                while out[p]:
                    p += 1
                    if p == n:
                        p = 0
                continue
            takes = _ROWS[take_mask]
            can_draw = open_mask and len(supply) > (0 if last_round else 1)
            r = -1
            if can_draw:
                if not takes:
                    while getrandbits(1):
                        pass
            elif len(takes) == 1:
                while getrandbits(1):
                    pass
                r = takes[0]
            if r < 0 and takes and not (can_draw and not takes):
                col = cols[p]
                base = get(col)
                if base is None:
                    base = miss(col)
                best_gain = -99
                for row in takes:
                    code = col + rc[row]
                    gain = get(code)
                    if gain is None:
                        gain = miss(code)
                    gain -= base
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
            if code >> _GOLDEN_SHIFT & 15 and supply:
                card = supply.pop()
                if card == _LAST_ROUND:
                    last_round = True
                    card = supply.pop() if supply else None
                if card is not None:
                    code += CODE[card]
            cols[p] += code
            last_taker = p
            q = p
            for _ in range(n - 1):
                q += 1
                if q == n:
                    q = 0
                if not out[q]:
                    break
            else:
                q = -1
            bit = 1 << r
            take_mask &= ~bit
            if q >= 0 and (take_mask or len(supply) > (0 if last_round else 1)):
                rc[r] = 0
                rl[r] = 0
                taken[r] = True
                out[p] = True
                open_mask &= ~bit
                p = q
                continue
            # the round ends
            rc = [0] * nrows
            rl = [0] * nrows
            taken = [False] * nrows
            out = [False] * n
            open_mask = all_rows
            take_mask = 0
            p = last_taker
            if last_round or len(supply) <= 1:
                over = True
                break
        scores = []
        for total, col in zip(det.match_totals, cols, strict=True):
            x = get(col)
            if x is None:
                x = miss(col)
            scores.append(float(total + x))
        top = max(scores)
        at = scores.index(top)
        second = max(scores[:at] + scores[at + 1:])
        values = []
        for q, x in enumerate(scores):
            x = ((x - second) if q == at else (x - top)) / 5.0
            values.append(0.0 if x < -30 else 1.0 if x > 30 else 1.0 / (1.0 + math.exp(-x)))
        if over:
            winners = [q for q, x in enumerate(scores) if x == top]
            share = 1.0 / len(winners)
            return [0.8 * (share if q in winners else 0.0) + 0.2 * values[q] for q in range(n)]
        return values

    return playout


#: the normal player's take rule (engines.coloretto.bots.bot_normal): take the row worth most once it
#: adds TAKE_AT + TAKE_PER_SLOT x (free slots per seat still in) points
_TAKE_AT = 5.5
_TAKE_PER_SLOT = 0.5


#: a card's code without +2 cards (a +2 card adds 2 points whatever the rest: `deal_playout` counts
#: them apart, so that its score table holds far fewer collections)
_CODE_NO_PLUS = tuple(0 if k == 9 else CODE[k] for k in range(11))
_PLUS_TWO = 9


_LOW_SCORERS: dict[tuple[tuple[int, ...], str], tuple[dict[int, int], Callable[[int], int]]] = {}


def low_scorer_of(s: Any) -> tuple[dict[int, int], Callable[[int], int]]:
    """The score table of a state's colours and scoring for codes without +2 cards (one per pair;
    apart from `scorer_of`'s, whose codes hold them)."""
    key = (tuple(s.colours), s.rules.scoring)
    found = _LOW_SCORERS.get(key)
    if found is None:
        if len(_LOW_SCORERS) > 64:
            _LOW_SCORERS.clear()
        found = _LOW_SCORERS[key] = _scorer(*key)
    return found


def deal_playout(t: Any, table: dict[int, int], miss: Callable[[int], int]) -> list[int]:
    """Plays the deal of state `t` (3-5 players, the supply's order as it lies) to its end with a
    normal-like rule for every seat, and returns the seats' totals (match totals + deal scores).
    `table`, `miss`: `low_scorer_of(t)` (collections are codes without their +2 cards, counted apart).

    The rule is `bot_normal`'s, cheaply: take the row adding most once it adds TAKE_AT +
    TAKE_PER_SLOT x free slots per seat in (a golden joker's row counted with the card it will
    bring), else draw; a drawn card goes where (my gain) - 0.7 x (the best gain of another seat
    in) + 0.3 if the row stays open is highest; ties to the lowest row."""
    get = table.get
    n = t.rules.num_players
    caps = t.rules.capacities
    nrows = len(caps)
    rc = []
    rp = []  # +2 cards per row
    rl = []
    for row in t.rows:
        code = 0
        for c in row:
            code += _CODE_NO_PLUS[c]
        rc.append(code)
        rp.append(row.count(_PLUS_TWO))
        rl.append(len(row))
    cols = []
    plus = []  # +2 cards per collection
    for col in t.collections:
        code = 0
        for k in range(9):
            if col[k]:
                code += col[k] * CODE[k]
        cols.append(code)
        plus.append(col[_PLUS_TWO])
    supply = t.supply[:]
    last_round = t.last_round
    taken = t.taken
    out = t.out[:]
    p = t.current
    drawn = t.drawn
    while True:
        if drawn is not None:
            best_v = -1e9
            best_r = -1
            if drawn == _PLUS_TWO:  # worth 2 to everyone, wherever it goes
                theirs2 = 2 if sum(out) < n - 1 else 0
                for r in range(nrows):
                    if taken[r] or rl[r] >= caps[r]:
                        continue
                    v = 2 - 0.7 * theirs2 + (0.3 if rl[r] + 1 < caps[r] else 0.0)
                    if v > best_v:
                        best_v, best_r = v, r
                rp[best_r] += 1
            else:
                cc = CODE[drawn]
                for r in range(nrows):
                    if taken[r] or rl[r] >= caps[r]:
                        continue
                    code = rc[r]
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
                    v = mine - 0.7 * (theirs or 0) + (0.3 if rl[r] + 1 < caps[r] else 0.0)
                    if v > best_v:
                        best_v, best_r = v, r
                rc[best_r] += cc
            rl[best_r] += 1
            drawn = None
            p += 1
            if p == n:
                p = 0
            while out[p]:
                p += 1
                if p == n:
                    p = 0
            continue
        col = cols[p]
        base = get(col)
        if base is None:
            base = miss(col)
        top = supply[-1] if supply else None
        if top == _LAST_ROUND:
            top = supply[-2] if len(supply) >= 2 else None
        best_g = -1e9
        best_r = -1
        slots = 0
        open_row = False
        for r in range(nrows):
            if taken[r]:
                continue
            length = rl[r]
            if length < caps[r]:
                open_row = True
                slots += caps[r] - length
            if not length:
                continue
            code = col + rc[r]
            g = 2 * rp[r]
            if rc[r] >> _GOLDEN_SHIFT & 15 and top is not None:
                if top == _PLUS_TWO:
                    g += 2
                else:
                    code += CODE[top]
            x = get(code)
            if x is None:
                x = miss(code)
            g += x - base
            if g > best_g:
                best_g, best_r = g, r
        if open_row and len(supply) > (0 if last_round else 1):
            seats_in = n - sum(out)
            if best_r < 0 or best_g < _TAKE_AT + _TAKE_PER_SLOT * slots / seats_in:
                card = supply.pop()
                if card == _LAST_ROUND:
                    last_round = True
                    card = supply.pop()
                drawn = card
                continue
        r = best_r
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
        rc[r] = 0
        rp[r] = 0
        rl[r] = 0
        taken[r] = True
        out[p] = True
        q = p
        for _ in range(n - 1):
            q += 1
            if q == n:
                q = 0
            if not out[q]:
                break
        else:
            q = -1
        if q >= 0 and (any(rl) or len(supply) > (0 if last_round else 1)):
            p = q
            continue
        # the round ends
        rc = [0] * nrows
        rp = [0] * nrows
        rl = [0] * nrows
        taken = [False] * nrows
        out = [False] * n
        p = last_taker
        if last_round or len(supply) <= 1:
            break
    totals = []
    for total, col, k in zip(t.match_totals, cols, plus, strict=True):
        x = get(col)
        if x is None:
            x = miss(col)
        totals.append(total + x + 2 * k)
    return totals


def deal_values(engine: Engine, t: Any, seat: int, rng: random.Random) -> list[float]:
    """A `GamePolicy.playout` for `engines.search.flat.flat_search` at 3-5 players: the deal of
    state `t` played to its end by `deal_playout` (no random draws: `rng` is not used), every seat's
    value of the totals as `margin_values` gives them (0.8 x win share + 0.2 x the logistic of the
    margin over the best other seat, in 5 points). A game already over: margin_values."""
    if t.over:
        return margin_values(engine, t, 5.0)
    table, miss = low_scorer_of(t)
    totals = deal_playout(t, table, miss)
    top = max(totals)
    at = totals.index(top)
    second = max(totals[:at] + totals[at + 1:])
    share = 1.0 / totals.count(top)
    values = []
    for q, x in enumerate(totals):
        m = ((x - second) if q == at else (x - top)) / 5.0
        squashed = 0.0 if m < -30 else 1.0 if m > 30 else 1.0 / (1.0 + math.exp(-m))
        values.append(0.8 * (share if x == top else 0.0) + 0.2 * squashed)
    return values
