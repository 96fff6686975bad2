"""A two-step playout policy (issue 26): the normal player's greedy, each die's write chosen by its
cost plus what the *next* die of the same colour would cost after it.

For a die of a zone colour with a choice, the `TWO_STEP_OPTIONS` cheapest writes by the greedy's
cost (`playout.playout_move`'s figures) are each tried on a copy of the sheet, and valued by their
cost plus `LOOKAHEAD` x the mean over the six values of the greedy's cost of a die of the same
colour after it (an X that value would force there, the windows it would narrow); the cheapest
is written. The wild die, colour changes and dice with one place keep the greedy's choice.
What it adds to the greedy: a write is no longer judged only by the windows it narrows but by
whether the zone can still take every value of its next die (the greedy's forced X come from
zones whose empty prefectures take few values; docs/STRENGTH.md).

Greedy games from an empty sheet on the first 300 of `scripts/rj_variants.py --tune`'s futures:
12.03 X against the greedy's 12.52, about 6 times the greedy's time (4-5 ms a game).
"""
from __future__ import annotations

from engines.rolling_japan import playout as P
from engines.rolling_japan.map import ROLLS
from engines.rolling_japan.playout import PlayoutSheet, Ready

#: the greedy's cheapest writes looked at, and the weight of the next die's cost
TWO_STEP_OPTIONS = 3
LOOKAHEAD = 1.0


def _options(s: PlayoutSheet, colour: int, v: int, bonus: tuple[tuple[float, ...], ...]) -> tuple[list[tuple[float, int]], int]:
    """The greedy's cost of every plain write of the die (or, when none fits, of every X), and the
    mark written."""
    win, table, risk = s.win, s.table, P._W_RISK
    narrow, fits = P._W_NARROW[v], P._W_FITS[v]
    out: list[tuple[float, int]] = []
    cross: list[tuple[float, int]] = []
    for z in P._ZONE_RUNS[colour]:
        e = s.empties[z]
        if not e:
            continue
        zb = bonus[z][e]
        for p in P._ZONES[z]:
            w = win[p]
            if not w:
                continue
            if fits[w]:
                c = -risk[w] - zb
                for n in table[p]:
                    wn = win[n]
                    if wn:
                        c -= risk[wn]
                        c += risk[narrow[wn]]
                out.append((c, p))
            elif not out:
                cross.append((P._W_CROSS[w], p))
    return (out, v) if out else (cross, P.PLAYOUT_X)


def two_step_move(s: PlayoutSheet, colour: int, v: int, bonus: tuple[tuple[float, ...], ...],
                  share_left: float) -> tuple[float, int, int, bool]:
    """The decision for one die, as `playout.playout_move` returns it."""
    greedy = P.playout_move(s, colour, v, bonus, share_left)
    if greedy[3] or colour == P._WILD_INDEX or not greedy[1]:
        return greedy
    options, mark = _options(s, colour, v, bonus)
    if len(options) < 2:
        return greedy
    options.sort()
    best, best_p = P._INF, 0
    move = P.playout_move
    for c, p in options[:TWO_STEP_OPTIONS]:
        trial = s.copy()
        trial.write(p, mark)
        ahead = 0.0
        for v2 in range(1, 7):
            ahead += move(trial, colour, v2, bonus, share_left)[0]
        c += LOOKAHEAD * ahead / 6
        if c < best:
            best, best_p = c, p
    return best, best_p, mark, False


def _two(s: PlayoutSheet, dice: list[tuple[int, int]], share_left: float, plain: tuple[tuple[float, ...], ...],
         before_c1: tuple[tuple[float, ...], ...], before_c0: tuple[tuple[float, ...], ...]) -> None:
    (c0, v0), (c1, v1) = dice
    # the order: the die the greedy finds cheaper first (with the other's colour still to come)
    a = P.playout_move(s, c0, v0, before_c1, share_left)[0]
    b = P.playout_move(s, c1, v1, before_c0, share_left)[0]
    if a <= b:
        m = two_step_move(s, c0, v0, before_c1, share_left)
        s.write(m[1], m[2], m[3])
        m = two_step_move(s, c1, v1, plain, share_left)
    else:
        m = two_step_move(s, c1, v1, before_c0, share_left)
        s.write(m[1], m[2], m[3])
        m = two_step_move(s, c0, v0, plain, share_left)
    s.write(m[1], m[2], m[3])


def resolve_roll(s: PlayoutSheet, roll: int, dice: list[tuple[int, int]], bag_mask: int, bag_size: int) -> None:
    """Resolves the dice of a roll on the sheet by the two-step rule."""
    share_left = (ROLLS - roll) / ROLLS
    plain = P._bonus_table(roll, bag_mask, bag_size)
    if len(dice) == 1:
        m = two_step_move(s, dice[0][0], dice[0][1], plain, share_left)
        s.write(m[1], m[2], m[3])
        return
    _two(s, dice, share_left, plain, P._bonus_table(roll, bag_mask, bag_size, dice[1][0]),
         P._bonus_table(roll, bag_mask, bag_size, dice[0][0]))


def play_ready(s: PlayoutSheet, ready: list[Ready]) -> int:
    """`playout.play_ready` by the two-step rule: the X it ends with."""
    for dice, share_left, _, plain, before_c1, before_c0 in ready:
        _two(s, dice, share_left, plain, before_c1, before_c0)
    return s.x_count()


ready_rolls = P.ready_rolls
