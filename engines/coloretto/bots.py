"""Coloretto's computer players: the normal level (`bot_normal`) and the arena's rule-of-thumb
baseline (`bot_heuristic`). Both play from what every seat sees: the rows, the collections and the
supply's public composition, never its order."""
from __future__ import annotations

import random

from engines.coloretto.cards import (
    GOLDEN_JOKER,
    JOKER,
    LAST_ROUND,
    NUM_KINDS,
    PLUS_TWO,
    Action,
    Draw,
    Place,
    Take,
)
from engines.coloretto.game import ColorettoEngine
from engines.coloretto.scoring import score_collection
from engines.coloretto.state import ColorettoState


def _gain(col: list[int], cards: list[int] | tuple[int, ...], colours: list[int], scoring: str) -> int:
    """How much a collection's score changes if it receives these cards."""
    before = score_collection([col[c] for c in colours], col[JOKER] + col[GOLDEN_JOKER], col[PLUS_TWO], scoring)
    after = col[:]
    for card in cards:
        after[card] += 1
    now = score_collection([after[c] for c in colours], after[JOKER] + after[GOLDEN_JOKER], after[PLUS_TWO],
                           scoring)
    return now - before


def _supply_mix(s: ColorettoState) -> list[tuple[int, float]]:
    """The drawable cards and their chances (from the public composition, never the order)."""
    counts = [0] * NUM_KINDS
    for card in s.supply:
        if card != LAST_ROUND:
            counts[card] += 1
    total = sum(counts)
    return [(k, counts[k] / total) for k in range(NUM_KINDS) if counts[k]] if total else []


def _row_worth(s: ColorettoState, p: int, cards: list[int], mix: list[tuple[int, float]]) -> float:
    """Seat p's gain from taking these cards (a golden joker brings the expected top card)."""
    col = s.collections[p]
    if GOLDEN_JOKER in cards and mix:
        return sum(pr * _gain(col, cards + [k], s.colours, s.scoring) for k, pr in mix)
    return _gain(col, cards, s.colours, s.scoring)


#: Normal takes a row once it is worth this much to it, plus TAKE_PER_SLOT for every free slot each
#: seat still in can expect before the round ends (a patient player: rows hold more later).
TAKE_AT = 5.5
TAKE_PER_SLOT = 0.5


def bot_normal(engine: ColorettoEngine, state: ColorettoState, seat: int, rng: random.Random) -> Action:
    """Normal: patient. Takes the row worth most by the exact score once it is worth at least
    TAKE_AT + TAKE_PER_SLOT x (free slots per seat still in) points, or when it must; draws
    otherwise. Places a revealed card where it helps itself most and the others least.

    (Until December it weighed drawing against taking with a 25% chance per other seat of losing
    the row it hoped for: at 4-5 players it took rows of 1.6 cards and won 3% of the games against
    three patient heuristics. This rule won 30-55% there against `bot_heuristic` and stricter
    variants of it, and beats the old rule at 3-5 players.)"""
    s = state
    legal = engine.legal_actions(s, seat)
    if len(legal) == 1:
        return legal[0]
    mix = _supply_mix(s)
    others = [p for p in range(s.num_players) if p != seat and not s.out[p]]

    if s.drawn is not None:
        best_value, best = -1e9, legal[0]
        for a in legal:
            r = a.row
            with_card = s.rows[r] + [s.drawn]
            mine = _row_worth(s, seat, with_card, mix) - _row_worth(s, seat, s.rows[r], mix)
            theirs = max((_row_worth(s, p, with_card, mix) - _row_worth(s, p, s.rows[r], mix)
                          for p in others), default=0.0)
            full = len(with_card) == s.capacities[r]
            value = mine - 0.7 * theirs + (0.3 if not full else 0.0) + rng.random() * 1e-3
            if value > best_value:
                best_value, best = value, a
        return best

    takes = [a for a in legal if isinstance(a, Take)]
    take_values = {a.row: _row_worth(s, seat, s.rows[a.row], mix) for a in takes}
    best_take = max(takes, key=lambda a: (take_values[a.row], rng.random())) if takes else None
    if not isinstance(legal[0], Draw):
        return best_take  # type: ignore[return-value]
    if best_take is None:
        return legal[0]
    slots = sum(s.capacities[r] - len(s.rows[r]) for r in range(len(s.rows)) if not s.taken[r])
    if take_values[best_take.row] >= TAKE_AT + TAKE_PER_SLOT * slots / (len(others) + 1):
        return best_take
    return legal[0]


def bot_heuristic(engine: ColorettoEngine, state: ColorettoState, seat: int, rng: random.Random) -> Action:
    """A patient rule of thumb (an arena baseline, not a level offered to players): draw unless a
    full row is worth at least 2 net points to me (the change of my score if I took it), or I must
    take; then take the row worth most. A revealed card goes where it adds most to what that row
    is worth to me. Plays only from what every seat sees: the rows, the collections and the
    supply's public composition (a golden joker's row is worth its expected extra card).

    (The rule without "full" takes a one-card row of a colour it holds, worth 2: 1.2-1.5 cards a
    row, a weak baseline that the old normal player beat at every table size.)"""
    s = state
    legal = engine.legal_actions(s, seat)
    if len(legal) == 1:
        return legal[0]
    mix = _supply_mix(s)
    if s.drawn is not None:
        drawn = s.drawn

        def placed(a: Place) -> tuple[float, float]:
            row = s.rows[a.row]
            return (_row_worth(s, seat, row + [drawn], mix) - _row_worth(s, seat, row, mix), rng.random())

        return max(legal, key=placed)  # type: ignore[arg-type]
    takes = [a for a in legal if isinstance(a, Take)]
    if not takes:
        return legal[0]
    value, _, best = max(((_row_worth(s, seat, s.rows[a.row], mix), rng.random(), a) for a in takes),
                         key=lambda t: (t[0], t[1]))
    if isinstance(legal[0], Draw) and not (value >= 2 and len(s.rows[best.row]) == s.capacities[best.row]):
        return legal[0]
    return best
