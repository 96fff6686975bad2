"""Coloretto's computer players: the normal level and the heuristic arena baseline (issue 14)."""
from __future__ import annotations

import random

import pytest

import engines
from engines.coloretto import (
    JOKER,
    PLUS_TWO,
    ColorettoState,
    Draw,
    Take,
    bot_heuristic,
    bot_normal,
)
from engines.players import bot_easy

E = engines.get("coloretto")


def with_rows(s: ColorettoState, rows: list[list[int]]) -> ColorettoState:
    """A copy with these rows (cards taken out of the supply, so the deck still adds up)."""
    s = s.copy()
    for row in rows:
        for card in row:
            s.supply.remove(card)
    s.rows = [list(r) for r in rows]
    s._masks()
    return s


def own_colour(s: ColorettoState, seat: int) -> int:
    return next(c for c in s.colours if s.collections[seat][c])


def play(bots, n: int, seed: int) -> list[int]:
    s = E.new_game(n, seed=seed)
    rngs = [random.Random(seed * 31 + p) for p in range(n)]
    while not E.is_over(s):
        p = s.current
        s = E.apply(s, p, bots[p](E, s, p, rngs[p]))
    return E.winners(s)


def share(test, other, n: int, games: int, seed: int = 0) -> float:
    """The win share of `test` against n-1 `other`s, seats rotated (a shared win counts 1/k)."""
    wins = 0.0
    for g in range(games):
        seat = g % n
        bots = [test if p == seat else other for p in range(n)]
        winners = play(bots, n, seed + g)
        wins += (seat in winners) / len(winners)
    return wins / games


@pytest.mark.parametrize("bot", [bot_heuristic, bot_normal])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_bot_plays_legal_moves_and_is_deterministic_for_a_seed(bot, n: int) -> None:
    """Every answer is legal, and the same seed gives the same game."""
    games = []
    for _ in range(2):
        s = E.new_game(n, seed=40 + n)
        rng = random.Random(3)
        moves = []
        while not E.is_over(s):
            p = s.current
            a = bot(E, s, p, rng)
            assert a in E.legal_actions(s, p)
            moves.append(a)
            s = E.apply(s, p, a)
        games.append(moves)
    assert games[0] == games[1]


@pytest.mark.parametrize("bot", [bot_heuristic, bot_normal])
def test_bot_decides_only_from_what_its_seat_sees(bot) -> None:
    """The supply's order is hidden: the decision is the same in every state `sample` gives."""
    s = E.new_game(4, seed=12)
    rng = random.Random(0)
    checked = 0
    while not E.is_over(s):
        p = s.current
        if len(E.legal_actions(s, p)) > 1:
            mine = bot(E, s, p, random.Random(checked))
            for k in range(3):
                other = E.sample(s, p, random.Random(100 * checked + k))
                assert bot(E, other, p, random.Random(checked)) == mine
            checked += 1
        s = E.apply(s, p, bot_heuristic(E, s, p, rng))
    assert checked > 20


def test_bot_normal_does_not_take_a_one_card_row_when_drawing_is_safe() -> None:
    """At 4 players, early in a round, a row holding one card of its colour (worth 2) is left to
    grow: normal draws (its old rule took it: 1.6 cards a row)."""
    s = E.new_game(4, seed=3)
    seat = s.current
    s = with_rows(s, [[own_colour(s, seat)], [], [], []])
    assert E.legal_actions(s, seat)[0] == Draw()
    assert bot_normal(E, s, seat, random.Random(0)) == Draw()
    assert bot_heuristic(E, s, seat, random.Random(0)) == Draw()


def test_bot_normal_takes_a_rich_row() -> None:
    """A full row of its own colour and a joker is worth taking now."""
    s = E.new_game(4, seed=3)
    seat = s.current
    c = own_colour(s, seat)
    s = with_rows(s, [[PLUS_TWO], [c, c, JOKER], [], []])
    assert bot_normal(E, s, seat, random.Random(0)) == Take(1)
    assert bot_heuristic(E, s, seat, random.Random(0)) == Take(1)


def test_bot_heuristic_waits_for_a_full_row() -> None:
    """The heuristic takes only a full row worth 2 or more, unless it must take."""
    s = E.new_game(4, seed=3)
    seat = s.current
    c = own_colour(s, seat)
    s = with_rows(s, [[c, c], [], [], []])
    assert bot_heuristic(E, s, seat, random.Random(0)) == Draw()


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_bot_normal_wins_its_share_against_heuristics(n: int) -> None:
    """Normal is a fair opponent at every table size: at least its share (1/n) against n-1
    heuristics (60 seeded games; the arena's hundreds give 70%, 39%, 30%, 29% at 2-5 players)."""
    assert share(bot_normal, bot_heuristic, n, 60, seed=700) >= 1 / n


@pytest.mark.parametrize("n", [2, 4])
def test_easy_stays_beatable(n: int) -> None:
    """Easy (random) wins less than its share against normal players."""
    assert share(bot_easy, bot_normal, n, 30, seed=900) < 1 / n
