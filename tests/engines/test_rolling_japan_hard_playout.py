"""The hard Rolling Japan player's own playout policy (`engines.rolling_japan.playout_cover`): its
decisions are legal and the cheapest by its costs (checked against a plain recomputation on the
engine's sheet), its reuse of decisions is exact, it is the normal playout when given the normal
costs and no coverage, and its tuned costs write fewer X than the normal ones on fixed games."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engines
from engines import rolling_japan as rj
from engines.rolling_japan import playout_cover as pc
from engines.rolling_japan.bots import _CHANGE, _RISK, _SHORTAGE, _X_COST
from engines.rolling_japan.map import _TABLES


def _random_position(seed: int, steps: int):
    engine = engines.get("rolling_japan")
    state = engine.new_game(1, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if not engine.to_move(state):
            return None
        state = engine.apply(state, 0, rng.choice(engine.legal_actions(state, 0)))
    return state if engine.to_move(state) else None


#: costs with the coverage and the phase on (the shipped ones have neither): every path is checked
COVER, PHASE = (0.3, 0.1, 0.05), 0.4


def _with_cover() -> pc.Costs:
    return pc.Costs(pc.RISK, pc.X_COST, pc.CHANGE, pc.SHORTAGE, COVER, PHASE)


def _coverage(sheet, zone, table, cover) -> float:
    """COVER[k] for each value that k < 3 empty prefectures of the zone can still take."""
    total = 0.0
    for v in range(1, 7):
        k = sum(1 for q in zone if sheet[q] is None and rj._fits(sheet, q, v, table))
        if k < 3:
            total += cover[k]
    return total


def _hard_cost(state, action, shortage, cover, phase) -> float:
    """The hard player's cost of a decision, recomputed on the engine's sheet."""
    if isinstance(action, rj.Pass):
        return 0.0
    sheet, table = state.sheets[0][:], state.table()
    scale = 1.0 + phase * ((rj.ROLLS - state.roll) / rj.ROLLS - 0.5)
    risk = [r * scale for r in pc.RISK]
    p = action.prefecture
    zone = rj.ZONE_OF_COLOUR[rj.COLOUR_OF[p]]
    before = _coverage(sheet, zone, table, cover)
    cost = -risk[rj.open_values(sheet, p, table)]
    if action.value == rj.X:
        sheet[p] = rj.X
        return cost + pc.X_COST + _coverage(sheet, zone, table, cover) - before
    cost -= pc.SHORTAGE * pc.X_COST * shortage[rj.COLOUR_OF[p]]
    for n in table[p]:
        if sheet[n] is None:
            cost -= risk[rj.open_values(sheet, n, table)]
    sheet[p] = action.value
    for n in table[p]:
        if sheet[n] is None:
            cost += risk[rj.open_values(sheet, n, table)]
    if action.colour_change:
        cost += pc.CHANGE[0] + pc.CHANGE[1] * (rj.ROLLS - state.roll) / rj.ROLLS
    return cost + _coverage(sheet, zone, table, cover) - before


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 47), covered=st.booleans())
def test_cover_move_is_the_cheapest_legal_decision_by_the_hard_costs(seed, steps, covered):
    engine = engines.get("rolling_japan")
    state = _random_position(seed, steps)
    if state is None:
        return
    k, cover, phase = (_with_cover(), COVER, PHASE) if covered else (pc.COSTS, pc.COVER, pc.PHASE)
    for die in range(rj.DICE_PER_TURN):
        legal = engine.die_actions(state, 0, die)
        if not legal:
            continue
        fast = rj.PlayoutSheet(state.sheets[0], state.changes_left[0], state.table())
        others = [c for c, _ in rj.playout_dice(state, 0, skip_die=die)]
        bonus = k.bonus_table(state.roll, *rj.playout_bag(state), others[0] if others else -1)
        colour, value = state.dice[die]
        cost, p, mark, change = pc.cover_move(fast, rj._COLOUR_INDEX[colour], value, bonus,
                                              (rj.ROLLS - state.roll) / rj.ROLLS, k, state.roll)
        shortage = rj.zone_shortage(state, 0, die)
        costs = {a: _hard_cost(state, a, shortage, cover, phase) for a in legal}
        chosen = rj.Pass(die) if p == 0 else rj.Write(die, p, rj.X if mark == rj.PLAYOUT_X else mark, change)
        assert chosen in costs
        assert cost == pytest.approx(min(costs.values()), abs=1e-9)
        assert costs[chosen] == pytest.approx(cost, abs=1e-9)


def _games(n: int, seed: int):
    """n (state, first decision's sheet, future) from random solo positions."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        state = _random_position(rng.randrange(10_000), rng.randrange(40))
        if state is None:
            continue
        sheet = rj.PlayoutSheet(state.sheets[0], state.changes_left[0], state.table())
        out.append((state, sheet, rj.future_rolls(state, random.Random(len(out)))))
    return out


def _play(state, sheet, rolls, play_out, resolve_roll):
    s = sheet.copy()
    resolve_roll(s, state.roll, rj.playout_dice(state, 0), *rj.playout_bag(state))
    x = play_out(s, rolls)
    return x, s.marks, s.changes


@pytest.mark.parametrize("covered", [False, True])
def test_reusing_a_die_decision_changes_nothing(monkeypatch, covered):
    """_resolve_two reuses a die's decision when the other die's write is out of its reach: the
    same games with the reuse turned off (every prefecture in reach) end the same."""
    if covered:
        monkeypatch.setattr(pc, "COSTS", _with_cover())
    for state, sheet, rolls in _games(25, 1):
        reused = _play(state, sheet, rolls, pc.play_out, pc.resolve_roll)
        every = sheet.copy()
        every.reach = tuple(tuple(tuple(True for _ in row) for row in by_colour) for by_colour in sheet.reach)
        assert _play(state, every, rolls, pc.play_out, pc.resolve_roll) == reused


def test_with_the_normal_costs_and_no_coverage_it_is_the_normal_playout(monkeypatch):
    monkeypatch.setattr(pc, "COSTS", pc.Costs(_RISK, _X_COST, _CHANGE, _SHORTAGE, (0.0, 0.0, 0.0), 0.0))
    for state, sheet, rolls in _games(25, 2):
        assert (_play(state, sheet, rolls, pc.play_out, pc.resolve_roll)
                == _play(state, sheet, rolls, rj.play_out, rj.resolve_roll))


class _Start:
    roll = -1
    bag: list[str] = []


def test_the_hard_costs_write_fewer_x_than_the_normal_ones_on_fixed_games(monkeypatch):
    """300 whole greedy games from an empty sheet (futures of seed 0: `scripts/rj_variants.py
    --tune 300`): the tuned costs write fewer X on average."""
    empty = rj.PlayoutSheet([None] * 48, 3, _TABLES[False])
    rng = random.Random(0)
    futures = [rj.future_rolls(_Start, rng) for _ in range(300)]
    hard = sum(pc.play_out(empty.copy(), rolls) for rolls in futures) / len(futures)
    monkeypatch.setattr(pc, "COSTS", pc.Costs(_RISK, _X_COST, _CHANGE, _SHORTAGE, (0.0, 0.0, 0.0), 0.0))
    normal = sum(pc.play_out(empty.copy(), rolls) for rolls in futures) / len(futures)
    assert hard < normal - 0.1, (hard, normal)
