"""Playouts: the hard player's fast rollouts (engines.search.rolling_japan)

A search plays thousands of rest-of-the-game playouts a second, so these work on one sheet in
plain integer lists, without the engine's state copies and action objects: a mark is 0 (empty),
1-6 or PLAYOUT_X, and every empty prefecture keeps its *window*, the values its numbered
neighbours still allow (lo..hi; empty when lo > hi), updated as numbers are written. A window is
one small integer, lo * 8 + hi (never 0; a written prefecture's is 0), so that what a decision
reads of it (its risk, whether a value fits, the window after a neighbour's number) is one look-up
in a table made once. The player is the normal bot's greedy (its risk, shortage and colour-change
costs, both orders of the two dice), without its shuffle of near-ties; its costs are summed with
the same floating-point operations in the same order as `action_cost`'s."""
from __future__ import annotations

import random
from typing import Any

from engines.rolling_japan.bots import _CHANGE, _COLOUR_INDEX, _RISK, _SHORTAGE, _X_COST, _expected_dice
from engines.rolling_japan.map import (
    COLOUR_OF,
    DICE_PER_TURN,
    DIE_COLOURS,
    MAX_DIFFERENCE,
    PREFECTURES,
    ROLLS,
    TURNS_PER_ROUND,
    WILD,
    ZONE_OF_COLOUR,
    X,
)
from engines.rolling_japan.state import RollingJapanState

PLAYOUT_X = 7
_INF = float("inf")
_WILD_INDEX = _COLOUR_INDEX[WILD]
#: die colour index -> its zone (the wild die: the whole map); prefecture -> its zone's colour index
_ZONES: tuple[tuple[int, ...], ...] = tuple(ZONE_OF_COLOUR[c] for c in DIE_COLOURS)
_ZONE_INDEX: tuple[int, ...] = (0,) + tuple(_COLOUR_INDEX[COLOUR_OF[p]] for p in PREFECTURES)
#: _RISK by window size, read at size + 5: sizes below 0 (an empty window) read as 0
_RISK_AT = (_RISK[0],) * 5 + _RISK
#: the cheapest a write can ever cost before the colour-change price (filling a one-value
#: prefecture, minus the largest shortage bonus): colour changes are only looked at when the best
#: plain decision costs more than that plus the price
_CHEAPEST_WRITE = -_RISK[1] - _SHORTAGE * _X_COST
_SIDE = PREFECTURES[-1] + 1  # list length of a playout sheet (index 0 unused)
#: the zones (not the wild one) in the order of their prefectures, and without a die's own zone:
#: each zone is a run of consecutive prefecture ids, so going zone by zone (skipping the full
#: ones) visits the prefectures in the order of PREFECTURES, as the decisions' tie-breaks need
_ZONES_IN_ORDER = tuple(sorted((c for c in range(len(DIE_COLOURS)) if c != _WILD_INDEX), key=lambda c: _ZONES[c][0]))
assert sum((_ZONES[c] for c in _ZONES_IN_ORDER), ()) == PREFECTURES, "zones must be runs of consecutive ids"
_OTHER_ZONES = tuple(tuple(z for z in _ZONES_IN_ORDER if z != c) for c in range(len(DIE_COLOURS)))
#: die colour index -> the zones a plain write of it looks at: its own, or for the wild die every
#: zone in prefecture order (the whole map, as the decisions' tie-breaks need)
_ZONE_RUNS = tuple(_ZONES_IN_ORDER if c == _WILD_INDEX else (c,) for c in range(len(DIE_COLOURS)))


def _window(lo: int, hi: int) -> int:
    return lo * 8 + hi


#: every window lo * 8 + hi -> (lo, hi); the tables below cover lo, hi in 0..7 (lo >= 1 and hi <= 6
#: in play, so the sizes stay within _RISK_AT)
_WINDOWS = [(lo, hi) for lo in range(8) for hi in range(8)]
#: window -> the risk of an empty prefecture with it (_RISK_AT[hi - lo + 6])
_W_RISK: tuple[float, ...] = tuple(_RISK_AT[min(max(0, hi - lo + 6), 11)] for lo, hi in _WINDOWS)
#: window -> the cost of writing an X there (_X_COST - _RISK_AT[size + 5], the empty window's at 5)
_W_CROSS: tuple[float, ...] = tuple(_X_COST - _RISK_AT[min(hi - lo + 6, 11) if hi >= lo else 5]
                                  for lo, hi in _WINDOWS)
#: value -> window -> the window once a neighbour holds the value (0 stays 0)
_W_NARROW: tuple[tuple[int, ...], ...] = (tuple(range(64)),) + tuple(
    tuple(_window(max(lo, v - MAX_DIFFERENCE), min(hi, v + MAX_DIFFERENCE)) if w else 0
          for w, (lo, hi) in enumerate(_WINDOWS)) for v in range(1, 7))
#: value -> window -> the value fits (lo <= value <= hi; never in a written prefecture)
_W_FITS: tuple[tuple[bool, ...], ...] = tuple(
    tuple(bool(w) and lo <= v <= hi for w, (lo, hi) in enumerate(_WINDOWS)) for v in range(7))

#: A neighbour's term in a write's cost, risk after minus risk before, is never negative (a window
#: only narrows, and the risk grows as it does): a write whose own part (-risk - bonus) is above
#: the best cost so far cannot beat it. In the plain loop each term is two roundings (c -= before;
#: c += after), which can take a few 1e-14 off the sum; _SLACK keeps the test well clear of that,
#: so the decisions are exactly those of the loop without it
_SLACK = 1e-9
assert all(_W_RISK[_W_NARROW[v][w]] >= _W_RISK[w] for v in range(1, 7) for w in range(64) if w), \
    "narrowing a window must never lower its risk"

#: one future roll: (roll number, [(colour index, value)] * 2, bitmask of the colours left in the
#: bag after it, how many are left)
Roll = tuple[int, list[tuple[int, int]], int, int]


class PlayoutSheet:
    """One player's sheet for playouts: marks, windows, empties per zone, colour changes left."""
    __slots__ = ("marks", "win", "empties", "changes", "table", "reach")

    def __init__(self, sheet: list[Any], changes: int, table: tuple[tuple[int, ...], ...]) -> None:
        marks = [0] * _SIDE
        lo, hi = [1] * _SIDE, [6] * _SIDE
        for p in PREFECTURES:
            v = sheet[p]
            marks[p] = 0 if v is None else PLAYOUT_X if v == X else v
        for p in PREFECTURES:
            v = marks[p]
            if v and v != PLAYOUT_X:
                for n in table[p]:
                    lo[n] = max(lo[n], v - MAX_DIFFERENCE)
                    hi[n] = min(hi[n], v + MAX_DIFFERENCE)
        self.marks, self.table, self.reach = marks, table, _reach(table)
        self.win = [0 if marks[p] or not p else _window(lo[p], hi[p]) for p in range(_SIDE)]
        self.empties = [sum(1 for p in zone if not marks[p]) for zone in _ZONES]
        self.changes = changes

    def copy(self) -> PlayoutSheet:
        s = PlayoutSheet.__new__(PlayoutSheet)
        s.marks, s.win, s.empties = self.marks[:], self.win[:], self.empties[:]
        s.changes, s.table, s.reach = self.changes, self.table, self.reach
        return s

    def window(self, p: int) -> tuple[int, int]:
        """The values (lo, hi) an empty prefecture can still take (lo > hi: none)."""
        return _WINDOWS[self.win[p]]

    def write(self, p: int, mark: int, colour_change: bool = False) -> None:
        """Writes a number or PLAYOUT_X in an empty prefecture (p = 0: the die had no effect)."""
        if not p:
            return
        self.marks[p] = mark
        win = self.win
        win[p] = 0
        self.empties[_ZONE_INDEX[p]] -= 1
        if mark != PLAYOUT_X:
            narrow = _W_NARROW[mark]
            for n in self.table[p]:
                w = win[n]
                if w:
                    win[n] = narrow[w]
        if colour_change:
            self.changes -= 1

    def x_count(self) -> int:
        """The X at the end: those written plus every prefecture still empty (index 0 is no
        prefecture and holds 0)."""
        marks = self.marks
        return marks.count(0) - 1 + marks.count(PLAYOUT_X)


def playout_move(s: PlayoutSheet, colour: int, v: int, bonus: tuple[tuple[float, ...], ...],
                 share_left: float) -> tuple[float, int, int, bool]:
    """The greedy decision for one die: (cost, prefecture, mark, colour change); prefecture 0 when
    the die has no effect. The same choice as the normal bot's costs over the legal decisions.
    `bonus`: the roll's `_bonus_table` (zone colour -> empties there -> the shortage bonus)."""
    win, table, risk = s.win, s.table, _W_RISK
    narrow, fits = _W_NARROW[v], _W_FITS[v]
    empties = s.empties
    best, best_p = _INF, 0
    bound = _INF  # best + _SLACK: a write whose own part already costs more cannot be the best
    cross, cross_p = _INF, 0
    # the die's zone, or the whole map zone by zone for the wild die (a full zone skipped); a
    # zone's prefectures share its bonus; this loop is the playouts' hot path
    for z in _ZONE_RUNS[colour]:
        zone_empties = empties[z]
        if not zone_empties:
            continue
        zone_bonus = bonus[z][zone_empties]
        for p in _ZONES[z]:
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
                c = _W_CROSS[w]
                if c < cross:
                    cross, cross_p = c, p
    plain = best if best_p else cross if cross_p else 0.0
    if colour != _WILD_INDEX and s.changes > 0:
        price = _CHANGE[0] + _CHANGE[1] * share_left
        if plain > _CHEAPEST_WRITE + price:
            change, change_p = _INF, 0
            for z in _OTHER_ZONES[colour]:
                if not empties[z]:
                    continue
                zone_bonus = bonus[z][empties[z]]
                for p in _ZONES[z]:
                    w = win[p]
                    if fits[w]:
                        # action_cost's sum for a colour change (each neighbour's risk after minus before)
                        c = -risk[w] - zone_bonus
                        if c >= change:  # each term added below is >= 0: it cannot get cheaper
                            continue
                        for n in table[p]:
                            wn = win[n]
                            if wn:
                                c += risk[narrow[wn]] - risk[wn]
                        if c < change:
                            change, change_p = c, p
            if change_p and change + price < plain:
                return change + price, change_p, v, True
    if best_p:
        return best, best_p, v, False
    if cross_p:
        return cross, cross_p, PLAYOUT_X, False
    return 0.0, 0, 0, False


def _shortage_bonus(s: PlayoutSheet, expected: list[float], pending: int = -1) -> list[float]:
    """zone_shortage as the bonus of filling a prefecture of each zone (indexed by colour), with
    the die of colour `pending` still to come this roll (-1: none)."""
    table = _bonus_table_of(expected, pending)
    return [row[e] for row, e in zip(table, s.empties)]


def _bonus_table_of(expected: list[float], pending: int) -> tuple[tuple[float, ...], ...]:
    full = _SHORTAGE * _X_COST
    rows = []
    for c in range(len(DIE_COLOURS)):
        if c == _WILD_INDEX:  # never read by a write; the wild zone's empties are not kept up
            rows.append(_NO_BONUS)
            continue
        row = [0.0] * (len(_ZONES[c]) + 1)
        for empties in range(1, len(row)):
            short = (empties - expected[c] - (c == pending)) / empties
            if short > 0:
                row[empties] = full if short >= 1.0 else full * short
        rows.append(tuple(row))
    return tuple(rows)


_NO_BONUS = (0.0,) * _SIDE
_BONUS_TABLES: dict[tuple[int, int, int, int], tuple[tuple[float, ...], ...]] = {}


def _bonus_table(roll: int, bag_mask: int, bag_size: int, pending: int = -1) -> tuple[tuple[float, ...], ...]:
    """Zone colour -> its empty prefectures -> the bonus of filling one there (`_shortage_bonus`:
    the zone's shortage of dice after this roll, with the die of colour `pending` still to come
    this roll, -1: none); made once per (roll, bag, pending): a few hundred tables at most."""
    key = (roll, bag_mask, bag_size, pending)
    got = _BONUS_TABLES.get(key)
    if got is None:
        if len(_BONUS_TABLES) > 20_000:
            _BONUS_TABLES.clear()
        got = _BONUS_TABLES[key] = _bonus_table_of(_expected_dice(roll, bag_mask, bag_size), pending)
    return got


def _after(s: PlayoutSheet, p: int, mark: int, change: bool, colour: int, v: int,
           bonus: tuple[tuple[float, ...], ...], share_left: float) -> tuple[float, int, int, bool]:
    """playout_move for the die (colour, v) once (p, mark, change) is written: the write tried on
    a copy of the windows (playout_move reads no marks) and taken back."""
    if not p:
        return playout_move(s, colour, v, bonus, share_left)
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
        return playout_move(s, colour, v, bonus, share_left)
    finally:
        s.win = win
        s.empties[z] += 1
        if change:
            s.changes += 1


def resolve_roll(s: PlayoutSheet, roll: int, dice: list[tuple[int, int]], bag_mask: int, bag_size: int) -> None:
    """Resolves the dice of a roll on the sheet greedily (both orders of two dice compared)."""
    share_left = (ROLLS - roll) / ROLLS
    plain = _bonus_table(roll, bag_mask, bag_size)
    if len(dice) == 1:
        colour, v = dice[0]
        _, p, mark, change = playout_move(s, colour, v, plain, share_left)
        s.write(p, mark, change)
        return
    _resolve_two(s, dice, share_left, _CHEAPEST_WRITE + (_CHANGE[0] + _CHANGE[1] * share_left), plain,
                 _bonus_table(roll, bag_mask, bag_size, dice[1][0]), _bonus_table(roll, bag_mask, bag_size, dice[0][0]))


def _resolve_two(s: PlayoutSheet, dice: list[tuple[int, int]], share_left: float, threshold: float,
                 plain: tuple[tuple[float, ...], ...], before_c1: tuple[tuple[float, ...], ...],
                 before_c0: tuple[tuple[float, ...], ...]) -> None:
    """resolve_roll for two dice, with the roll's figures made: `threshold` (the dearest a plain
    decision may cost before colour changes are looked at), the bonus tables with no die to come
    (`plain`) and with die 1's or die 0's colour still to come.

    A die's decision reads the windows of its zone and their neighbours (`_reach`), its zone's
    empties and, only when its best plain write is dear (above `threshold`), a colour change's
    whole map. The two dice have different colours, so a die's first decision (with the other die
    still to come) and its decision after the other die's write are the same when that write is
    out of its reach and neither looked at colour changes: the second order then reuses the first's
    decisions (the totals add the same two costs), which is most rolls."""
    (c0, v0), (c1, v1) = dice
    changes = s.changes
    reach = s.reach
    first = playout_move(s, c0, v0, before_c1, share_left)
    cost_a, pa, ma, cha = first
    second = _after(s, pa, ma, cha, c1, v1, plain, share_left)
    # the other order: c1 first (with c0 to come), then c0 after it
    if (c1 != _WILD_INDEX and not (pa and reach[ma == PLAYOUT_X][c1][pa]) and not second[3]
            and (changes <= 0 or second[0] <= threshold)):
        other = second
    else:
        other = playout_move(s, c1, v1, before_c0, share_left)
    cost_b, pb, mb, chb = other
    if (c0 != _WILD_INDEX and not (pb and reach[mb == PLAYOUT_X][c0][pb]) and not cha
            and (changes <= 0 or cost_a <= threshold)):
        other_second = first
    else:
        other_second = _after(s, pb, mb, chb, c0, v0, plain, share_left)
    if cost_b + other_second[0] < cost_a + second[0]:
        first, second = other, other_second
    s.write(first[1], first[2], first[3])
    s.write(second[1], second[2], second[3])


#: a future roll made ready for _resolve_two: (dice, share of the game left, threshold, bonus
#: tables with no die to come, with die 1's colour to come, with die 0's)
Ready = tuple[list[tuple[int, int]], float, float, tuple[tuple[float, ...], ...],
              tuple[tuple[float, ...], ...], tuple[tuple[float, ...], ...]]


def ready_rolls(rolls: list[Roll]) -> list[Ready]:
    """The rolls with their figures made once (a search plays the same future for every candidate:
    `play_ready`); each roll has two dice."""
    out: list[Ready] = []
    for roll, dice, mask, size in rolls:
        share_left = (ROLLS - roll) / ROLLS
        out.append((dice, share_left, _CHEAPEST_WRITE + (_CHANGE[0] + _CHANGE[1] * share_left),
                    _bonus_table(roll, mask, size), _bonus_table(roll, mask, size, dice[1][0]),
                    _bonus_table(roll, mask, size, dice[0][0])))
    return out


def play_ready(s: PlayoutSheet, ready: list[Ready]) -> int:
    """play_out on rolls made ready by ready_rolls: the same decisions, the X it ends with."""
    for dice, share_left, threshold, plain, before_c1, before_c0 in ready:
        _resolve_two(s, dice, share_left, threshold, plain, before_c1, before_c0)
    return s.x_count()


_REACHES: dict[tuple[tuple[int, ...], ...], tuple[tuple[tuple[bool, ...], ...], ...]] = {}


def _reach(table: tuple[tuple[int, ...], ...]) -> tuple[tuple[tuple[bool, ...], ...], ...]:
    """For a neighbour table: [written X?][die colour][prefecture] -> a write there can change what
    a decision for that die reads (the windows of its zone and of their neighbours, its zone's
    empties): a number narrows its neighbours too, an X only closes its own prefecture."""
    got = _REACHES.get(table)
    if got is None:
        by_mark = ([], [])
        for zone in _ZONES:
            read = set(zone) | {n for p in zone for n in table[p]}
            touched_by_number = read | {n for p in read for n in table[p]}
            by_mark[0].append(tuple(p in touched_by_number for p in range(_SIDE)))
            by_mark[1].append(tuple(p in read for p in range(_SIDE)))
        got = _REACHES[table] = (tuple(by_mark[0]), tuple(by_mark[1]))
    return got


def future_rolls(state: RollingJapanState, rng: random.Random) -> list[Roll]:
    """One draw of the rolls after the current one (the bag's contents this round are known)."""
    out: list[Roll] = []
    bag = [_COLOUR_INDEX[c] for c in state.bag]
    # rng.randrange(n) and rng.randint(1, 6) are _randbelow(n) and 1 + _randbelow(6): the same draws
    below = rng._randbelow
    for roll in range(state.roll + 1, ROLLS):
        if roll % TURNS_PER_ROUND == 0:
            bag = list(range(len(DIE_COLOURS)))
        dice = [(bag.pop(below(len(bag))), 1 + below(6)) for _ in range(DICE_PER_TURN)]
        mask = 0
        for c in bag:
            mask |= 1 << c
        out.append((roll, dice, mask, len(bag)))
    return out


def play_out(s: PlayoutSheet, rolls: list[Roll]) -> int:
    """Plays the rolls on the sheet greedily; the X it ends with."""
    for roll, dice, mask, size in rolls:
        resolve_roll(s, roll, dice, mask, size)
    return s.x_count()


def playout_dice(state: RollingJapanState, player: int, skip_die: int | None = None) -> list[tuple[int, int]]:
    """The dice of the current roll the player still has to resolve (as playout dice)."""
    return [(_COLOUR_INDEX[state.dice[d][0]], state.dice[d][1]) for d in range(DICE_PER_TURN)
            if state.pending[player] >> d & 1 and d != skip_die]
