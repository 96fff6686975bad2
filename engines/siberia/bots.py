"""Siberia's normal computer player."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engines.siberia.cards import (
    CARDS,
    HAND_LIMIT,
    NUM_RESOURCE_CARDS,
    RESOURCES,
    ROW_LENGTH,
    SYMBOLS,
    Discover,
    Draw,
    Play,
    SkipDiscovery,
)
from engines.siberia.game import SiberiaEngine
from engines.siberia.state import SiberiaState, _row_view, extraction_positions

# ---------------------------------------------------------------------------------------------
# Computer player

def _average_value(kind: str) -> float:
    values = [v for k, v in CARDS.resource_cards if k == kind]
    return sum(values) / len(values)


_AVERAGE = {k: _average_value(k) for k in RESOURCES}
_COUNT = {k: sum(1 for c in CARDS.resource_cards if c[0] == k) for k in RESOURCES}


def _hand_card_worth(remaining: float) -> float:
    """What one action card in hand is worth to the normal bot, by the share of the game left."""
    return 900.0 * min(1.0, remaining * 1.5)


def bot_normal(engine: SiberiaEngine, state: SiberiaState, seat: int, rng: random.Random) -> Any:
    """Normal: a greedy player. It values each play by what its action adds to its mine now and
    later (resource cards taken with the salesman bonus, workers and salesmen that pay back over
    the cards still hidden), minus the cards it spends, and draws when no play is worth it.
    It uses only what its seat can see (its hand and the public table)."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    s = state
    hidden = len(s.resource_pile) + len(s.face_down_positions())
    remaining = hidden / max(1, NUM_RESOURCE_CARDS - ROW_LENGTH)  # share of the game left, 1 -> 0
    if s.final_turns >= 0:
        remaining = 0.0
    card_worth = _hand_card_worth(remaining)
    owned = set(s.salesmen[seat])
    row = _row_view(s)
    my_cards = Counter(CARDS.resource_cards[c][0] for c in s.mines[seat])

    def resource_worth(kind: str, value: int) -> float:
        return CARDS.salesman_values[kind] if kind in owned else value

    def speciality_worth(kind: str, role: str) -> float:
        sv = CARDS.salesman_values
        base = CARDS.person_value
        if role == "investor":
            # future plays of this resource cost one card less
            seen_row = sum(1 for c in row if c is not None and c[0] == kind)
            return base * (2.0 if "investor" in owned else 1.0) + card_worth * (1 + 3 * remaining) + 150 * seen_row
        gain = (sv["salesman"] if "salesman" in owned else base)
        if kind in RESOURCES:
            mine = [CARDS.resource_cards[c] for c in s.mines[seat] if CARDS.resource_cards[c][0] == kind]
            gain += sum(sv[kind] - v for _, v in mine)
            in_row = sum(1 for c in row if c is not None and c[0] == kind)
            gain += (sv[kind] - _AVERAGE[kind]) * (0.6 * in_row + 0.25 * _COUNT[kind] * remaining)
        elif kind == "worker":
            gain += (sv["worker"] - base) * (s.workers[seat] + 1.5 * remaining)
        elif kind == "salesman":
            gain += (sv["salesman"] - base) * (len(s.salesmen[seat]) + 1 + 2 * remaining)
        else:
            gain += (sv["investor"] - base) * (len(s.investors[seat]) + remaining)
        return gain

    if s.phase == "discover":
        down = s.face_down_positions()
        if len(down) < 3 and remaining > 0 and any(isinstance(a, SkipDiscovery) for a in legal):
            # discovering helps the next player as much as us; do it only when it may finish a
            # game we lead
            values = engine.scores(s)
            if values[seat] < max(values) or rng.random() < 0.5:
                return SkipDiscovery()
        # the face-down card nearest the headframe: the first to be extracted
        return Discover(down[0])

    if s.phase == "hire":
        role = s.pending
        return max(legal, key=lambda a: (speciality_worth(a.speciality, role), -SYMBOLS.index(a.speciality)))

    hand_size = s.hand_size(seat)
    draw_gain = card_worth * min(2, HAND_LIMIT - hand_size)
    best: Any = Draw()
    best_value = draw_gain
    for action in legal:
        if not isinstance(action, Play):
            continue
        sym = action.symbol
        if sym in RESOURCES:
            taken = extraction_positions(row, s.workers[seat], sym)
            gain = sum(resource_worth(*row[i]) for i in taken)  # type: ignore[misc]
            gain += 300 * (my_cards[sym] > 0)
        elif sym == "worker":
            gain = (CARDS.salesman_values["worker"] if "worker" in owned else CARDS.person_value)
            gain += 3500 * remaining * (1.0 if s.workers[seat] < 3 else 0.6)
        elif sym == "salesman":
            gain = max(speciality_worth(k, "salesman") for k in s.free_salesmen())
        else:
            gain = max(speciality_worth(k, "investor") for k in s.free_investors())
        # spending cards showing other useful symbols costs a little more
        value = gain - card_worth * len(action.cards) + card_worth
        if value > best_value + 1e-9:
            best, best_value = action, value
    return best
