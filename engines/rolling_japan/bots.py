"""The computer players outside the search: the normal player's cost estimate and choice
(`bot_normal`), and the rule-of-thumb arena baseline (`bot_heuristic`)."""
from __future__ import annotations

import random

from engines.rolling_japan.actions import Action, Pass, Write
from engines.rolling_japan.game import RollingJapan
from engines.rolling_japan.map import (
    COLOUR_OF,
    DICE_PER_TURN,
    DIE_COLOURS,
    ROLLS,
    ROUNDS,
    TURNS_PER_ROUND,
    WILD,
    ZONE_OF_COLOUR,
    X,
    open_values,
)
from engines.rolling_japan.state import RollingJapanState

#: expected cost of an empty prefecture by how many values could still go there (0: a sure X);
#: tuned by coordinate descent on 200 solo games (was 10, 5, 2.5, 1.2, 0.5, 0.2, 0)
_RISK = (10.0, 5.0, 2.5, 0.8, 0.5, 0.2, 0.0)
_X_COST = 10.0
#: a colour change costs _CHANGE[0] + _CHANGE[1] * (share of the game still to play): dearer than
#: an X early on, so the three changes are kept for the last rounds, where each saves a sure X
#: (was 2 + 8 * share: 13.17 -> 12.52 mean X with the tuned risks, seeds 1000-1299)
_CHANGE = (4.5, 18.0)
#: weight of the shortage of a zone (empty prefectures beyond the dice still expected for it)
_SHORTAGE = 1.0


#: die colour -> its index in DIE_COLOURS (the playouts and _expected_dice index by colour)
_COLOUR_INDEX = {c: i for i, c in enumerate(DIE_COLOURS)}


def _expected_dice(roll: int, bag_mask: int, bag_size: int) -> list[float]:
    """The dice of each colour still expected after this roll (indexed by colour): the rest of the
    bag this round shared over the turns left, and 6 in 7 for each whole round to come.
    (Remembered: callers only read the list.)"""
    key = (roll, bag_mask, bag_size)
    got = _EXPECTED.get(key)
    if got is None:
        got = _EXPECTED[key] = _expected_dice_of(roll, bag_mask, bag_size)
    return got


_EXPECTED: dict[tuple[int, int, int], list[float]] = {}


def _expected_dice_of(roll: int, bag_mask: int, bag_size: int) -> list[float]:
    turns_left = TURNS_PER_ROUND - (roll % TURNS_PER_ROUND + 1)
    in_bag = min(1.0, DICE_PER_TURN * turns_left / bag_size) if bag_size else 0.0
    full_rounds = ROUNDS - (min(roll // TURNS_PER_ROUND, ROUNDS - 1) + 1)
    base = full_rounds * (1.0 - 1.0 / len(DIE_COLOURS))
    return [base + (in_bag if bag_mask >> c & 1 else 0.0) for c in range(len(DIE_COLOURS))]


def playout_bag(state: RollingJapanState) -> tuple[int, int]:
    """The bag after the current roll as (bitmask of colour indexes, size)."""
    mask = 0
    for c in state.bag:
        mask |= 1 << _COLOUR_INDEX[c]
    return mask, len(state.bag)


def zone_shortage(state: RollingJapanState, player: int, skip_die: int | None = None) -> dict[str, float]:
    """Per zone colour, the chance (0-1) that an empty prefecture there ends with an X because
    fewer dice of its colour are still to come than it has empty prefectures."""
    sheet = state.sheets[player]
    to_come = _expected_dice(state.roll, *playout_bag(state))
    pending = state.pending[player]
    shortage: dict[str, float] = {}
    for colour, zone in ZONE_OF_COLOUR.items():
        if colour == WILD:
            continue
        empties = sum(1 for p in zone if sheet[p] is None)
        if not empties:
            shortage[colour] = 0.0
            continue
        expected = to_come[_COLOUR_INDEX[colour]]
        for die, (c, _) in enumerate(state.dice):
            if c == colour and pending >> die & 1 and die != skip_die:
                expected += 1.0
        shortage[colour] = min(1.0, max(0.0, (empties - expected) / empties))
    shortage[WILD] = 0.0
    return shortage


def action_cost(state: RollingJapanState, player: int, action: Action,
                shortage: dict[str, float] | None = None) -> float:
    """The normal bot's estimate of what a decision costs in future X (lower is better): an X
    counts 10, each empty prefecture the risk of its few remaining values, filling a prefecture of
    a zone short of dice saves a likely X, a colour change costs what it may save later."""
    if isinstance(action, Pass):
        return 0.0
    sheet = state.sheets[player]
    table = state.table()
    p = action.prefecture
    cost = -_RISK[open_values(sheet, p, table)]
    if action.value == X:
        return cost + _X_COST
    if shortage is not None:
        cost -= _SHORTAGE * _X_COST * shortage[COLOUR_OF[p]]
    before = sheet[p]
    for n in table[p]:
        if sheet[n] is None:
            cost -= _RISK[open_values(sheet, n, table)]
    sheet[p] = action.value
    for n in table[p]:
        if sheet[n] is None:
            cost += _RISK[open_values(sheet, n, table)]
    sheet[p] = before
    if action.colour_change:
        rolls_left = ROLLS - state.roll
        cost += _CHANGE[0] + _CHANGE[1] * rolls_left / ROLLS
    return cost


def _best_cost(state: RollingJapanState, player: int, actions: list[Action]) -> list[tuple[float, int]]:
    shortages = {die: zone_shortage(state, player, die) for die in range(DICE_PER_TURN)}
    return [(action_cost(state, player, a, shortages[a.die]), i) for i, a in enumerate(actions)]


def bot_normal(engine: RollingJapan, state: RollingJapanState, seat: int, rng: random.Random) -> Action:
    """Normal: keeps neighbours flexible (counts the values each empty neighbour can still take),
    sends the wild die and colour changes to zones short of dice, writes a forced X where nothing
    could go anyway, and spends colour changes to avoid an X. With both dice to resolve it looks at
    the best orders of the two."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    scored = sorted((c + rng.random() * 1e-3, i) for c, i in _best_cost(state, seat, legal))
    if bin(state.pending[seat]).count("1") < 2:
        return legal[scored[0][1]]
    best_total, best = float("inf"), legal[scored[0][1]]
    for first_cost, i in scored[:4]:
        action = legal[i]
        after = engine.apply(state, seat, action)
        follow = 0.0
        if after.roll == state.roll and after.pending[seat]:
            rest = engine.legal_actions(after, seat)
            follow = min(c for c, _ in _best_cost(after, seat, rest))
        if first_cost + follow < best_total:
            best_total, best = first_cost + follow, action
    return best



def bot_heuristic(engine: RollingJapan, state: RollingJapanState, seat: int, rng: random.Random) -> Action:
    """A rule-of-thumb player, the arena's baseline (not a level offered to players): for each die
    still to resolve, its number where it takes the fewest values from the empty neighbours (ties:
    the prefecture with the fewest values of its own left, then at random); a colour change only
    instead of an X; an X, when forced, where the fewest values were left anyway; a full zone's die
    passes. Number writes go before X's. It reads only the seat's sheet, the dice and its colour
    changes left, all of them in `observe(state, seat)`."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    sheet = state.sheets[seat]
    table = state.table()
    choices = []
    for die in range(DICE_PER_TURN):
        own = [a for a in legal if a.die == die]
        if not own:
            continue
        plain = [a for a in own if type(a) is Write and not a.colour_change and a.value != X]
        changes = [a for a in own if type(a) is Write and a.colour_change]
        crosses = [a for a in own if type(a) is Write and a.value == X]
        if plain or (changes and crosses):
            options, tier = plain or changes, 0 if plain else 1
            scored = []
            for a in options:
                p = a.prefecture
                before = sum(open_values(sheet, n, table) for n in table[p] if sheet[n] is None)
                sheet[p] = a.value
                after = sum(open_values(sheet, n, table) for n in table[p] if sheet[n] is None)
                sheet[p] = None
                scored.append((before - after, open_values(sheet, p, table), rng.random(), a))
        elif crosses:
            tier = 2
            scored = [(0, open_values(sheet, a.prefecture, table), rng.random(), a) for a in crosses]
        else:
            tier = 3
            scored = [(0, 0, 0.0, a) for a in own if type(a) is Pass]
        if scored:
            best = min(scored, key=lambda t: t[:3])
            choices.append((tier, best[0], best[1], best[2], best[3]))
    return min(choices, key=lambda t: t[:4])[4] if choices else legal[0]
