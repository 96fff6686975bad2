"""Coloretto's descriptions: a proposed action is told only from what its player sees; the log line
after it (describe_result) may name what it revealed (issue 14)."""
from __future__ import annotations

import random

import pytest

import engines
from engines.coloretto import GOLDEN_JOKER, LAST_ROUND, ColorettoState, Draw, Take

E = engines.get("coloretto")


def with_supply(s: ColorettoState, top_first: list[int]) -> ColorettoState:
    s = s.copy()
    rest = list(s.supply)
    for card in top_first:
        rest.remove(card)
    s.supply = rest + list(reversed(top_first))
    return s


def golden_row(s: ColorettoState) -> ColorettoState:
    """A copy whose row 1 holds the golden joker (taken out of the supply)."""
    s = s.copy()
    s.supply.remove(GOLDEN_JOKER)
    s.rows = [[GOLDEN_JOKER]] + [list(r) for r in s.rows[1:]]
    s._masks()
    return s


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_describe_is_the_same_in_every_sample(n: int) -> None:
    """Every legal action reads the same in every state `sample` can give its player."""
    s = E.new_game(n, seed=60 + n)
    rng = random.Random(n)
    step = 0
    while not E.is_over(s):
        p = s.current
        legal = E.legal_actions(s, p)
        if step % 3 == 0:
            told = [E.describe(s, a) for a in legal]
            for k in range(4):
                other = E.sample(s, p, random.Random(step * 10 + k))
                assert [E.describe(other, a) for a in legal] == told
        s = E.apply(s, p, rng.choice(legal))
        step += 1


def test_draw_is_proposed_blind_and_logged_with_its_card() -> None:
    s = with_supply(E.new_game(3, seed=5), [GOLDEN_JOKER])
    p = s.current
    after = E.apply(s, p, Draw())
    assert E.describe(s, Draw()) == "draws a card"
    assert E.describe_result(s, Draw(), after) == "draws golden joker"


def test_draw_logs_the_last_round_card_that_came_first() -> None:
    s = with_supply(E.new_game(3, seed=5), [LAST_ROUND, GOLDEN_JOKER])
    after = E.apply(s, s.current, Draw())
    assert after.last_round
    line = E.describe_result(s, Draw(), after)
    assert line.startswith("draws golden joker") and "last round" in line


def test_golden_joker_take_tells_a_card_comes_and_the_log_names_it() -> None:
    s = golden_row(E.new_game(3, seed=5))
    top = next(c for c in reversed(s.supply) if c != LAST_ROUND)
    proposal = E.describe(s, Take(0))
    assert proposal == "takes row 1 (golden joker) and the top supply card"
    for k in range(5):  # the proposal never names the hidden top card
        assert E.describe(E.sample(s, s.current, random.Random(k)), Take(0)) == proposal
    after = E.apply(s, s.current, Take(0))
    label = engines.coloretto.CARD_LABELS[top]
    assert E.describe_result(s, Take(0), after) == f"takes row 1 (golden joker) and the top supply card: {label}"


def test_golden_joker_take_over_last_round_is_logged() -> None:
    s = golden_row(E.new_game(3, seed=5))
    s = with_supply(s, [LAST_ROUND, s.colours[0]])
    after = E.apply(s, s.current, Take(0))
    line = E.describe_result(s, Take(0), after)
    assert "last round" in line and line.endswith(engines.coloretto.CARD_LABELS[s.supply[-2]])


def test_other_actions_log_as_they_were_proposed() -> None:
    s = E.new_game(4, seed=8)
    p = s.current
    drawn = E.apply(s, p, Draw())
    for a in E.legal_actions(drawn, p):
        assert E.describe_result(drawn, a, E.apply(drawn, p, a)) == E.describe(drawn, a)


@pytest.mark.parametrize("top", ["colour", "last_round_then_colour", "last_round_only"])
def test_golden_joker_log_line_is_the_same_from_every_seats_samples(top: str) -> None:
    """The log line is told from what everyone sees (the taker's collection after), so samples
    of the states before and after, drawn apart, give the same line."""
    s = golden_row(E.new_game(3, seed=5))
    colour = s.colours[0]
    if top == "colour":
        s = with_supply(s, [colour])
    elif top == "last_round_then_colour":
        s = with_supply(s, [LAST_ROUND, colour])
    else:
        s = s.copy()
        s.supply = [LAST_ROUND]
    p = s.current
    after = E.apply(s, p, Take(0))
    line = E.describe_result(s, Take(0), after)
    for seat in range(3):
        for k in range(4):
            seen_before = E.sample(s, seat, random.Random(k))
            seen_after = E.sample(after, seat, random.Random(100 + k))
            assert E.describe_result(seen_before, Take(0), seen_after) == line
