"""The Rolling Japan computer players: the normal player's strength regression and determinism (solo
games), the hard player's fast playouts against the engine's rules and costs, and its search."""
from __future__ import annotations

import random

import pytest

import engines
from engines.rolling_japan import bot_normal


def _solo(seed: int) -> tuple[int, list]:
    engine = engines.get("rolling_japan")
    state = engine.new_game(1, seed=seed)
    rng = random.Random(seed)
    actions = []
    while engine.to_move(state):
        action = bot_normal(engine, state, 0, rng)
        actions.append(action)
        state = engine.apply(state, 0, action)
    return engine.scores(state)[0], actions


def test_normal_bot_mean_x_regression() -> None:
    """Seeds 0-39 give 11.725 mean X with the tuned costs (12.1 with the old ones): fail on a
    regression back towards the old costs."""
    mean = sum(_solo(seed)[0] for seed in range(40)) / 40
    assert mean <= 11.9


def test_normal_bot_is_deterministic_for_a_seed() -> None:
    assert _solo(7) == _solo(7)


# ---------------------------------------------------------------------------------------------
# The hard player's playouts: the fast integer sheet agrees with the engine

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from engines import rolling_japan as rj  # noqa: E402
from engines.search.rolling_japan import rolling_japan_search  # noqa: E402


def _random_position(seed: int, steps: int, players: int = 1, extended: bool = False):
    """A position after `steps` random decisions of a random game (None once the game is over)."""
    engine = engines.get("rolling_japan")
    options = {"sea_links": "extended" if extended else "standard"}
    state = engine.new_game(players, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        movers = engine.to_move(state)
        if not movers:
            return None
        p = rng.choice(movers)
        state = engine.apply(state, p, rng.choice(engine.legal_actions(state, p)))
    return state if engine.to_move(state) else None


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 47), extended=st.booleans())
def test_playout_sheet_windows_are_the_values_the_rules_allow(seed, steps, extended):
    state = _random_position(seed, steps, extended=extended)
    if state is None:
        return
    sheet = state.sheets[0]
    fast = rj.PlayoutSheet(sheet, state.changes_left[0], state.table())
    for p in rj.PREFECTURES:
        if sheet[p] is None:
            allowed = [v for v in range(1, 7) if rj._fits(sheet, p, v, state.table())]
            lo, hi = fast.window(p)
            assert allowed == [v for v in range(1, 7) if lo <= v <= hi], p
    assert fast.x_count() == sum(1 for p in rj.PREFECTURES if sheet[p] in (None, rj.X))


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 47))
def test_playout_move_is_the_cheapest_legal_decision_by_the_normal_costs(seed, steps):
    """For each pending die: the playout's decision is legal in the engine, and its cost is the
    lowest action_cost among the die's legal decisions (the normal player's estimate)."""
    engine = engines.get("rolling_japan")
    state = _random_position(seed, steps)
    if state is None:
        return
    for die in range(rj.DICE_PER_TURN):
        legal = engine.die_actions(state, 0, die)
        if not legal:
            continue
        fast = rj.PlayoutSheet(state.sheets[0], state.changes_left[0], state.table())
        others = [c for c, _ in rj.playout_dice(state, 0, skip_die=die)]
        bonus = rj._bonus_table(state.roll, *rj.playout_bag(state), others[0] if others else -1)
        colour, value = state.dice[die]
        cost, p, mark, change = rj.playout_move(fast, rj._COLOUR_INDEX[colour], value, bonus,
                                                (rj.ROLLS - state.roll) / rj.ROLLS)
        shortage = rj.zone_shortage(state, 0, die)
        costs = {a: rj.action_cost(state, 0, a, shortage) for a in legal}
        if p == 0:
            chosen = rj.Pass(die)
        else:
            chosen = rj.Write(die, p, rj.X if mark == rj.PLAYOUT_X else mark, change)
        assert chosen in costs
        assert cost == pytest.approx(min(costs.values()), abs=1e-9)
        assert costs[chosen] == pytest.approx(cost, abs=1e-9)


def test_play_out_fills_the_sheet_and_counts_its_x():
    engine = engines.get("rolling_japan")
    state = engine.new_game(1, seed=3)
    fast = rj.PlayoutSheet(state.sheets[0], state.changes_left[0], state.table())
    rj.resolve_roll(fast, state.roll, rj.playout_dice(state, 0), *rj.playout_bag(state))
    rolls = rj.future_rolls(state, random.Random(1))
    assert len(rolls) == rj.ROLLS - 1
    assert all(len({c for c, _ in dice}) == 2 for _, dice, _, _ in rolls)
    x = rj.play_out(fast, rolls)
    assert all(fast.marks[p] for p in rj.PREFECTURES) or x == fast.x_count()
    assert x == sum(1 for p in rj.PREFECTURES if fast.marks[p] in (0, rj.PLAYOUT_X))
    assert 0 <= x <= 47 and fast.changes >= 0
    # every number written respects its neighbours
    for p in rj.PREFECTURES:
        v = fast.marks[p]
        if 1 <= v <= 6:
            for n in state.table()[p]:
                w = fast.marks[n]
                assert not 1 <= w <= 6 or abs(w - v) <= 1


def test_future_rolls_draw_this_rounds_dice_from_the_bag():
    engine = engines.get("rolling_japan")
    state = engine.new_game(1, seed=8)
    rolls = rj.future_rolls(state, random.Random(2))
    drawn = {c for c, _ in state.dice}
    this_round = [dice for roll, dice, _, _ in rolls if roll < rj.TURNS_PER_ROUND]
    colours = [rj.DIE_COLOURS[c] for dice in this_round for c, _ in dice]
    assert len(colours) == len(set(colours)) == 4 and not set(colours) & drawn
    assert set(colours) <= set(state.bag)


def test_hard_search_plays_legal_decisions_for_any_seat_of_several_players():
    engine = engines.get("rolling_japan")
    state = _random_position(4, 9, players=3)
    for seat in engine.to_move(state):
        result = rolling_japan_search(engine, state, seat, budget_s=None, iterations=5, seed=1)
        assert result.action in engine.legal_actions(state, seat)
        assert result.iterations == 5 and result.kind == "flat_x"
        assert all(0.0 <= s.value <= 1.0 for s in result.stats)


def test_hard_search_keeps_the_normal_choice_among_its_candidates():
    from engines.search.rolling_japan import candidates

    engine = engines.get("rolling_japan")
    for seed in range(5):
        state = _random_position(seed, 2 * seed)
        options = candidates(engine, state, 0, random.Random(seed))
        assert options[0] == bot_normal(engine, state, 0, random.Random(seed))
        assert len(options) == len(set(options)) and set(options) <= set(engine.legal_actions(state, 0))


@pytest.mark.slow
def test_hard_search_writes_fewer_x_than_the_normal_player_on_a_few_seeds():
    """A small, fixed check that the hard level is not broken (10 iterations a decision, 4 seeded
    solo games: 45 X against the normal player's 50; a hard player choosing at random writes about 18
    a game). Its strength at the shipped budget, with an interval, is `make bench`'s arena
    (`rolling_japan_1p_hard_mean_x` beside normal's, easy's and the heuristic's)."""
    engine = engines.get("rolling_japan")
    hard_total = normal_total = 0
    for seed in range(4):
        state = engine.new_game(1, seed=100 + seed)
        while engine.to_move(state):
            state = engine.apply(state, 0, rolling_japan_search(engine, state, 0, budget_s=None,
                                                                iterations=10, seed=seed).action)
        hard_total += engine.scores(state)[0]
        normal_total += _solo(100 + seed)[0]
    assert hard_total < normal_total


# ---------------------------------------------------------------------------------------------
# The heuristic (the arena's baseline) and the normal player's share at several players


def _table(labels: list[str], seed: int) -> tuple[list[int], list[float]]:
    """One game with a bot per seat (easy, normal or heuristic): the X counts and win shares."""
    from engines.players import bot_easy
    from engines.rolling_japan import bot_heuristic

    bots = {"easy": bot_easy, "normal": bot_normal, "heuristic": bot_heuristic}
    engine = engines.get("rolling_japan")
    state = engine.new_game(len(labels), seed=seed)
    rngs = [random.Random(seed * 31 + i) for i in range(len(labels))]
    while movers := engine.to_move(state):
        p = movers[0]
        state = engine.apply(state, p, bots[labels[p]](engine, state, p, rngs[p]))
    winners = engine.winners(state)
    return engine.scores(state), [1 / len(winners) if p in winners else 0.0 for p in range(len(labels))]


def test_heuristic_plays_legal_decisions_from_what_its_seat_sees():
    """Legal, the same for a seed, and the same in every sample of the position (it reads only
    the seat's sheet, the dice and its colour changes)."""
    from engines.rolling_japan import bot_heuristic

    engine = engines.get("rolling_japan")
    for seed in range(6):
        state = _random_position(seed, 3 * seed, players=1 + seed % 3)
        for seat in engine.to_move(state):
            action = bot_heuristic(engine, state, seat, random.Random(seed))
            assert action in engine.legal_actions(state, seat)
            for k in range(3):
                sampled = engine.sample(state, seat, random.Random(k))
                assert bot_heuristic(engine, sampled, seat, random.Random(seed)) == action


def test_heuristic_writes_an_x_only_when_the_number_fits_nowhere_and_no_colour_change_helps():
    from engines.rolling_japan import bot_heuristic

    engine = engines.get("rolling_japan")
    for seed in range(30):
        state = engine.new_game(1, seed=seed)
        rng = random.Random(seed)
        while engine.to_move(state):
            legal = engine.legal_actions(state, 0)
            action = bot_heuristic(engine, state, 0, rng)
            if isinstance(action, rj.Write) and action.value == rj.X:
                assert not [a for a in legal if isinstance(a, rj.Write) and a.value != rj.X
                            and a.die == action.die]
            if isinstance(action, rj.Write) and action.colour_change:
                plain = [a for a in legal if isinstance(a, rj.Write) and not a.colour_change
                         and a.die == action.die]
                assert plain and all(a.value == rj.X for a in plain)
            state = engine.apply(state, 0, action)


def test_heuristic_is_between_the_easy_and_the_normal_player_solo():
    """Seeds 0-29: easy about 18 X, heuristic about 14.5, normal about 12.5."""
    x = {lv: sum(_table([lv], seed)[0][0] for seed in range(30)) / 30 for lv in ("easy", "heuristic", "normal")}
    assert x["normal"] + 1.0 < x["heuristic"] < x["easy"] - 1.0, x


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_normal_wins_more_than_its_fair_share_against_heuristics(players):
    """Issue 14: normal at least 1/N of the wins against N-1 heuristics (seats rotated, ties
    split); measured with more games: about 85%, 74%, 69%, 67% at 2-5 players."""
    games = 12
    wins = 0.0
    for g in range(games):
        labels = ["heuristic"] * players
        labels[g % players] = "normal"
        wins += _table(labels, 700 + g)[1][g % players]
    assert wins / games > 1 / players


def test_easy_is_beatable_by_normal_at_several_players():
    games = 8
    wins = 0.0
    for g in range(games):
        labels = ["normal"] * 3
        labels[g % 3] = "easy"
        wins += _table(labels, 900 + g)[1][g % 3]
    assert wins / games < 1 / 3
