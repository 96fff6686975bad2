"""A playout policy of the hard player's own: the normal player's greedy costs (`playout.py`)
retuned, and (off) the *coverage* of each zone, on the same fast sheet. Not what the shipped search
plays (`engines.search.rolling_japan.HARD_PLAYOUT` is off: over 28 paired solo seeds the search
with it was no better, 10.75 X against 10.68, and about 45% dearer a decision; docs/STRENGTH.md):
kept for `scripts/rj_variants.py` (playout=hard, --tune) and the next try.

Most X are not written at the end for want of dice (about 1.6 of the greedy's 12.5) but forced
during the game (about 10.9): a die whose number fits in no empty prefecture of its zone. The
normal costs look at each empty prefecture's own window (how many values it can still take), not
at whether the zone as a whole still takes every value. Here each zone keeps, per value 1-6, how
many of its empty prefectures can take it; a decision also pays `COVER[k]` for every value that
only k (0, 1, 2) of its zone's prefectures would still take after it (the change from before: a
write never adds a place for a value). A zone's counts are packed in one integer, 4 bits a value
(a window's contribution is `_PACK[window]`), so that the cost of a write is a few subtractions
and one look-up.

Measured on whole greedy games from an empty sheet (`scripts/rj_variants.py --tune 2000`, the same
2000 seeded futures each): the normal costs 12.60 mean X; the retuned costs below 12.38; with the
coverage too (COVER = 0.3, 0.1, 0) 12.32, but the playout is then about 2.4 times slower (a search
of 300 iterations took 600 ms a decision on average, and the 1 s budget cut the longest), so
COVER here is 0 (not computed at all: the playout then takes about 1.3 times the normal one's
time). PHASE (risks scaled by the share of the game left) and other shortage weights were no better.

The coverage read by a die's decision is its own zone's (for a colour change or the wild die, the
zone of the prefecture written), which is inside what `_reach` already lists for a decision, so
`_resolve_two`'s reuse of decisions stays exact. The costs' other figures (`RISK`, `X_COST`,
`CHANGE`) are the hard player's own, tuned by coordinate descent on whole greedy games from an
empty sheet (1000-1500 seeded futures a try); the normal player's are unchanged.
"""
from __future__ import annotations

from engines.rolling_japan.bots import _expected_dice
from engines.rolling_japan.map import DIE_COLOURS, ROLLS
from engines.rolling_japan.playout import (
    _INF,
    _OTHER_ZONES,
    _SIDE,
    _W_FITS,
    _W_NARROW,
    _WILD_INDEX,
    _WINDOWS,
    _ZONE_INDEX,
    _ZONE_RUNS,
    _ZONES,
    _ZONES_IN_ORDER,
    PLAYOUT_X,
    PlayoutSheet,
    Roll,
)

#: the hard player's costs (see the module docstring); risk by how many values an empty
#: prefecture can still take (0: a sure X), an X, a colour change (+ its share of the game left),
#: the shortage weight, and per value the price of k = 0, 1, 2 places left in its zone
RISK = (10.0, 5.0, 2.5, 1.04, 0.5, 0.2, 0.0)
X_COST = 13.0
CHANGE = (3.46, 18.0)
SHORTAGE = 1.0
COVER = (0.0, 0.0, 0.0)
#: the risks are scaled by 1 + PHASE * (share of the game left - 1/2)
PHASE = 0.0

_SLACK = 1e-9
#: window -> the values it takes as counts packed 4 bits a value (value v at bits 4v..4v+3)
_PACK: tuple[int, ...] = tuple(sum(1 << (4 * v) for v in range(lo, hi + 1)) if w else 0
                               for w, (lo, hi) in enumerate(_WINDOWS))
#: prefecture -> its neighbours in its own zone (a standard or extended table: made per table)
_SAME: dict[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]] = {}


class Costs:
    """The tables a configuration of the costs makes (module-level: `configure` rebuilds them)."""
    __slots__ = ("risks", "crosses", "cheapest", "change", "shortage", "cover", "cover_of", "bonus", "covers")

    def __init__(self, risk: tuple[float, ...], x_cost: float, change: tuple[float, float], shortage: float,
                 cover: tuple[float, float, float], phase: float) -> None:
        #: roll -> window -> risk, and the cost of an X there (the risks scaled by the phase)
        self.risks: list[tuple[float, ...]] = []
        self.crosses: list[tuple[float, ...]] = []
        for roll in range(ROLLS):
            scale = 1.0 + phase * ((ROLLS - roll) / ROLLS - 0.5)
            at = tuple(r * scale for r in (risk[0],) * 5 + tuple(risk))
            self.risks.append(tuple(at[min(max(0, hi - lo + 6), 11)] for lo, hi in _WINDOWS))
            self.crosses.append(tuple(x_cost - at[min(hi - lo + 6, 11) if hi >= lo else 5] for lo, hi in _WINDOWS))
        self.cheapest = -risk[1] * (1.0 + abs(phase) / 2) - shortage * x_cost
        self.change = change
        self.shortage = shortage * x_cost
        self.cover = cover
        self.covers = any(cover)  # False: the coverage is not computed at all
        self.cover_of: dict[int, float] = {}
        self.bonus: dict[tuple[int, int, int, int], tuple[tuple[float, ...], ...]] = {}

    def coverage(self, packed: int) -> float:
        """The price of a zone's packed counts: COVER[k] for each value with k < 3 places."""
        got = self.cover_of.get(packed)
        if got is None:
            cover = self.cover
            got = 0.0
            for v in range(1, 7):
                k = packed >> (4 * v) & 15
                if k < 3:
                    got += cover[k]
            if len(self.cover_of) > 50_000:
                self.cover_of.clear()
            self.cover_of[packed] = got
        return got

    def bonus_table(self, roll: int, bag_mask: int, bag_size: int, pending: int = -1) -> tuple[tuple[float, ...], ...]:
        """`playout._bonus_table` with this shortage weight."""
        key = (roll, bag_mask, bag_size, pending)
        got = self.bonus.get(key)
        if got is None:
            if len(self.bonus) > 20_000:
                self.bonus.clear()
            expected = _expected_dice(roll, bag_mask, bag_size)
            rows = []
            for c in range(len(DIE_COLOURS)):
                row = [0.0] * (len(_ZONES[c]) + 1 if c != _WILD_INDEX else _SIDE)
                if c != _WILD_INDEX:
                    for empties in range(1, len(row)):
                        short = (empties - expected[c] - (c == pending)) / empties
                        if short > 0:
                            row[empties] = self.shortage if short >= 1.0 else self.shortage * short
                rows.append(tuple(row))
            got = self.bonus[key] = tuple(rows)
        return got


COSTS = Costs(RISK, X_COST, CHANGE, SHORTAGE, COVER, PHASE)


def configure(risk: tuple[float, ...] = RISK, x_cost: float = X_COST, change: tuple[float, float] = CHANGE,
              shortage: float = SHORTAGE, cover: tuple[float, float, float] = COVER, phase: float = PHASE) -> Costs:
    """Makes `COSTS` from these figures (the tuning script tries others); returns it."""
    global COSTS
    COSTS = Costs(tuple(risk), x_cost, tuple(change), shortage, tuple(cover), phase)  # type: ignore[arg-type]
    return COSTS


def _same_zone(table: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    got = _SAME.get(table)
    if got is None:
        got = _SAME[table] = tuple(
            tuple(n for n in table[p] if p and _ZONE_INDEX[n] == _ZONE_INDEX[p]) for p in range(_SIDE))
    return got


def _packed(win: list[int], zone: tuple[int, ...]) -> int:
    total = 0
    for q in zone:
        total += _PACK[win[q]]
    return total


def cover_move(s: PlayoutSheet, colour: int, v: int, bonus: tuple[tuple[float, ...], ...],
               share_left: float, k: Costs, roll: int) -> tuple[float, int, int, bool]:
    """`playout.playout_move` with the hard player's costs and each zone's coverage (at this roll)."""
    win, table, risk = s.win, s.table, k.risks[roll]
    narrow, fits = _W_NARROW[v], _W_FITS[v]
    empties = s.empties
    covers, crosses = k.covers, k.crosses[roll]
    if covers:
        same, pack, coverage = _same_zone(table), _PACK, k.coverage
    best, best_p = _INF, 0
    bound = _INF
    cross, cross_p = _INF, 0
    for z in _ZONE_RUNS[colour]:
        zone_empties = empties[z]
        if not zone_empties:
            continue
        zone_bonus = bonus[z][zone_empties]
        zone = _ZONES[z]
        if not covers:
            for p in zone:
                w = win[p]
                if not w:
                    continue
                if fits[w]:
                    c = -risk[w] - zone_bonus
                    if c > bound:
                        continue
                    for n in table[p]:
                        wn = win[n]
                        if wn:
                            c -= risk[wn]
                            c += risk[narrow[wn]]
                    if c < best:
                        best, best_p = c, p
                        bound = c + _SLACK
                elif not best_p:
                    c = crosses[w]
                    if c < cross:
                        cross, cross_p = c, p
            continue
        packed = _packed(win, zone)
        before = coverage(packed)
        for p in zone:
            w = win[p]
            if not w:
                continue
            if fits[w]:
                c = -risk[w] - zone_bonus
                if c > bound:
                    continue
                for n in table[p]:
                    wn = win[n]
                    if wn:
                        c -= risk[wn]
                        c += risk[narrow[wn]]
                after = packed - pack[w]
                for n in same[p]:
                    wn = win[n]
                    if wn:
                        after -= pack[wn] - pack[narrow[wn]]
                c += coverage(after) - before
                if c < best:
                    best, best_p = c, p
                    bound = c + _SLACK
            elif not best_p:
                c = crosses[w] + coverage(packed - pack[w]) - before
                if c < cross:
                    cross, cross_p = c, p
    plain = best if best_p else cross if cross_p else 0.0
    if colour != _WILD_INDEX and s.changes > 0:
        price = k.change[0] + k.change[1] * share_left
        if plain > k.cheapest + price:
            change, change_p = _INF, 0
            for z in _OTHER_ZONES[colour]:
                if not empties[z]:
                    continue
                zone_bonus = bonus[z][empties[z]]
                zone = _ZONES[z]
                packed = -1
                for p in zone:
                    w = win[p]
                    if fits[w]:
                        c = -risk[w] - zone_bonus
                        if c >= change:
                            continue
                        for n in table[p]:
                            wn = win[n]
                            if wn:
                                c += risk[narrow[wn]] - risk[wn]
                        if covers:
                            if packed < 0:
                                packed = _packed(win, zone)
                                before = coverage(packed)
                            after = packed - pack[w]
                            for n in same[p]:
                                wn = win[n]
                                if wn:
                                    after -= pack[wn] - pack[narrow[wn]]
                            c += coverage(after) - before
                        if c < change:
                            change, change_p = c, p
            if change_p and change + price < plain:
                return change + price, change_p, v, True
    if best_p:
        return best, best_p, v, False
    if cross_p:
        return cross, cross_p, PLAYOUT_X, False
    return 0.0, 0, 0, False


def _after(s: PlayoutSheet, p: int, mark: int, change: bool, colour: int, v: int,
           bonus: tuple[tuple[float, ...], ...], share_left: float, k: Costs, roll: int) -> tuple[float, int, int, bool]:
    """cover_move for the die (colour, v) once (p, mark, change) is written (tried and taken back)."""
    if not p:
        return cover_move(s, colour, v, bonus, share_left, k, roll)
    win = s.win
    trial = win[:]
    trial[p] = 0
    if mark != PLAYOUT_X:
        narrow = _W_NARROW[mark]
        for n in s.table[p]:
            w = trial[n]
            if w:
                trial[n] = narrow[w]
    s.win = trial
    z = _ZONE_INDEX[p]
    s.empties[z] -= 1
    if change:
        s.changes -= 1
    try:
        return cover_move(s, colour, v, bonus, share_left, k, roll)
    finally:
        s.win = win
        s.empties[z] += 1
        if change:
            s.changes += 1


def _resolve_two(s: PlayoutSheet, dice: list[tuple[int, int]], share_left: float, threshold: float,
                 plain: tuple[tuple[float, ...], ...], before_c1: tuple[tuple[float, ...], ...],
                 before_c0: tuple[tuple[float, ...], ...], k: Costs, roll: int) -> None:
    """`playout._resolve_two` with cover_move (the same reuse of a die's decision: a coverage is
    its zone's windows, which `_reach` already covers)."""
    (c0, v0), (c1, v1) = dice
    changes = s.changes
    reach = s.reach
    first = cover_move(s, c0, v0, before_c1, share_left, k, roll)
    cost_a, pa, ma, cha = first
    second = _after(s, pa, ma, cha, c1, v1, plain, share_left, k, roll)
    if (c1 != _WILD_INDEX and not (pa and reach[ma == PLAYOUT_X][c1][pa]) and not second[3]
            and (changes <= 0 or second[0] <= threshold)):
        other = second
    else:
        other = cover_move(s, c1, v1, before_c0, share_left, k, roll)
    cost_b, pb, mb, chb = other
    if (c0 != _WILD_INDEX and not (pb and reach[mb == PLAYOUT_X][c0][pb]) and not cha
            and (changes <= 0 or cost_a <= threshold)):
        other_second = first
    else:
        other_second = _after(s, pb, mb, chb, c0, v0, plain, share_left, k, roll)
    if cost_b + other_second[0] < cost_a + second[0]:
        first, second = other, other_second
    s.write(first[1], first[2], first[3])
    s.write(second[1], second[2], second[3])


def resolve_roll(s: PlayoutSheet, roll: int, dice: list[tuple[int, int]], bag_mask: int, bag_size: int) -> None:
    """Resolves the dice of a roll on the sheet by the hard player's costs."""
    k = COSTS
    share_left = (ROLLS - roll) / ROLLS
    plain = k.bonus_table(roll, bag_mask, bag_size)
    if len(dice) == 1:
        colour, v = dice[0]
        _, p, mark, change = cover_move(s, colour, v, plain, share_left, k, roll)
        s.write(p, mark, change)
        return
    _resolve_two(s, dice, share_left, k.cheapest + (k.change[0] + k.change[1] * share_left), plain,
                 k.bonus_table(roll, bag_mask, bag_size, dice[1][0]),
                 k.bonus_table(roll, bag_mask, bag_size, dice[0][0]), k, roll)


Ready = tuple[list[tuple[int, int]], float, float, tuple[tuple[float, ...], ...],
              tuple[tuple[float, ...], ...], tuple[tuple[float, ...], ...], int]


def ready_rolls(rolls: list[Roll]) -> list[Ready]:
    """`playout.ready_rolls` with the hard player's costs."""
    k = COSTS
    out: list[Ready] = []
    for roll, dice, mask, size in rolls:
        share_left = (ROLLS - roll) / ROLLS
        out.append((dice, share_left, k.cheapest + (k.change[0] + k.change[1] * share_left),
                    k.bonus_table(roll, mask, size), k.bonus_table(roll, mask, size, dice[1][0]),
                    k.bonus_table(roll, mask, size, dice[0][0]), roll))
    return out


def play_ready(s: PlayoutSheet, ready: list[Ready]) -> int:
    """Plays rolls made ready by `ready_rolls` to the end; the X it ends with."""
    k = COSTS
    for dice, share_left, threshold, plain, before_c1, before_c0, roll in ready:
        _resolve_two(s, dice, share_left, threshold, plain, before_c1, before_c0, k, roll)
    return s.x_count()


def play_out(s: PlayoutSheet, rolls: list[Roll]) -> int:
    """Plays the rolls on the sheet by the hard player's costs; the X it ends with."""
    return play_ready(s, ready_rolls(rolls))


assert _ZONES_IN_ORDER  # the zones are runs of consecutive ids (checked in playout.py)
