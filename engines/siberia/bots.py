"""Siberia's computer players: the normal level (`bot_normal`) and the arena's rule-of-thumb
baseline (`bot_heuristic`, not a level offered to players)."""
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
from engines.siberia.state import SiberiaState, _row_view, extraction_positions, pass_ends_game

# ---------------------------------------------------------------------------------------------
# Computer player

def _average_value(kind: str) -> float:
    values = [v for k, v in CARDS.resource_cards if k == kind]
    return sum(values) / len(values)


_AVERAGE = {k: _average_value(k) for k in RESOURCES}
_COUNT = {k: sum(1 for c in CARDS.resource_cards if c[0] == k) for k in RESOURCES}


def _hand_card_worth(remaining: float) -> float:
    """What one action card in hand is worth to the normal bot, by the share of the game left."""
    return 1100.0 * min(1.0, remaining * 1.5)


def bot_normal(engine: SiberiaEngine, state: SiberiaState, seat: int, rng: random.Random) -> Any:
    """Normal: a greedy player. It values each play by what its action adds to its mine now and
    later (resource cards taken with the salesman bonus, workers and salesmen that pay back over
    the cards still hidden), minus the cards it spends, and draws when no play is worth it.
    When a pass would end the game (every other player has passed in turn), it passes if it
    leads alone, and otherwise discovers or plays whatever it can rather than lose so.
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
            # the bonus on cards still to take: the row's, and a small share of those to come
            # (the other players extract them too)
            gain += (sv[kind] - _AVERAGE[kind]) * (0.3 * in_row + 0.05 * _COUNT[kind] * remaining)
        elif kind == "worker":
            gain += (sv["worker"] - base) * (s.workers[seat] + 0.45 * remaining)
        elif kind == "salesman":
            gain += (sv["salesman"] - base) * (len(s.salesmen[seat]) + 1 + 0.6 * remaining)
        else:
            gain += (sv["investor"] - base) * (len(s.investors[seat]) + 0.3 * remaining)
        return gain

    # [DECISION] of the rules page ("A game nobody moves on"): a pass now ends the game when every
    # other player has passed in turn. A player behind never lets it end so; a sole leader does.
    last_pass = s.final_turns < 0 and s.passes == s.num_players - 1
    leading = False
    if last_pass:
        values = engine.scores(s)
        leading = values[seat] > max(v for p, v in enumerate(values) if p != seat)
    if s.phase == "discover":
        down = s.face_down_positions()
        if len(down) < 3 and remaining > 0 and any(isinstance(a, SkipDiscovery) for a in legal):
            # discovering helps the next player as much as us; do it only when it may finish a
            # game we lead (or when a pass would end one we don't: a discovery starts the count again)
            values = engine.scores(s)
            if (values[seat] < max(values) or rng.random() < 0.5) and not (last_pass and not leading):
                return SkipDiscovery()
        # the face-down card nearest the headframe: the first to be extracted
        return Discover(down[0])

    if s.phase == "hire":
        role = s.pending
        return max(legal, key=lambda a: (speciality_worth(a.speciality, role), -SYMBOLS.index(a.speciality)))

    hand_size = s.hand_size(seat)
    draw_gain = card_worth * min(2, HAND_LIMIT - hand_size)
    ends = last_pass and pass_ends_game(s)  # a Draw now ends the game
    if ends and leading:
        return Draw()
    best: Any = Draw()
    best_value = float("-inf") if ends else draw_gain  # behind: any play rather than the end
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
            # a worker more takes a card more at every later extraction
            gain += 6000 * remaining * (1.0 if s.workers[seat] < 3 else 0.6)
        elif sym == "salesman":
            gain = max(speciality_worth(k, "salesman") for k in s.free_salesmen())
        else:
            gain = max(speciality_worth(k, "investor") for k in s.free_investors())
        # spending cards showing other useful symbols costs a little more
        value = gain - card_worth * len(action.cards) + card_worth
        if value > best_value + 1e-9:
            best, best_value = action, value
    return best


def bot_heuristic(engine: SiberiaEngine, state: SiberiaState, seat: int, rng: random.Random) -> Any:
    """A simple rule-of-thumb player, the arena's baseline (issue 14), from what its seat sees:
    discover the face-down card nearest the headframe; extract when the cards
    taken are worth at least 5000 together (salesman bonus counted), with the fewest cards; hire a
    worker while it has fewer than 3, with two cards; with a full hand play its best extraction
    or any hire; otherwise draw. A salesman or an investor goes to the resource with the most
    cards in its mine and the row."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    s = state
    if s.phase == "discover":
        return legal[0]  # the face-down card nearest the headframe
    row = _row_view(s)
    mine = Counter(CARDS.resource_cards[c][0] for c in s.mines[seat])
    in_row = Counter(card[0] for card in row if card is not None)
    if s.phase == "hire":
        def interest(a: Any) -> tuple[int, int]:
            kind = a.speciality
            return (mine[kind] + in_row[kind] if kind in RESOURCES else (s.workers[seat] if kind == "worker" else 0),
                    -SYMBOLS.index(kind))
        return max(legal, key=interest)
    owned = set(s.salesmen[seat])
    plays = [a for a in legal if isinstance(a, Play)]

    def extraction(a: Play) -> int:
        taken = extraction_positions(row, s.workers[seat], a.symbol)
        return sum(CARDS.salesman_values[a.symbol] if a.symbol in owned else row[i][1]  # type: ignore[index]
                   for i in taken)

    extractions = sorted((a for a in plays if a.symbol in RESOURCES),
                         key=lambda a: (-extraction(a), len(a.cards)))
    if extractions and extraction(extractions[0]) >= 5000:
        best = extraction(extractions[0])
        return min((a for a in extractions if extraction(a) == best), key=lambda a: len(a.cards))
    workers = [a for a in plays if a.symbol == "worker" and len(a.cards) <= 2]
    if workers and s.workers[seat] < 3:
        return workers[0]
    if s.hand_size(seat) >= HAND_LIMIT - 1 and plays:
        if extractions:
            return extractions[0]
        return min(plays, key=lambda a: len(a.cards))
    return Draw()
