"""Coloretto: one test per rule of shared/rules/coloretto.md (the docstring quotes the rule)."""
from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engines
from engines import IllegalAction
from engines.coloretto import (
    CARDS_PER_COLOUR,
    GOLDEN_JOKER,
    JOKER,
    LAST_ROUND,
    NUM_KINDS,
    PLUS_TWO,
    ColorettoState,
    Draw,
    Place,
    Take,
    best_scoring,
    bot_normal,
    card_counts,
    score_collection,
    table_value,
)
from engines.players import make_player

E = engines.get("coloretto")


def fresh(n: int = 3, seed: int = 1, **options) -> ColorettoState:
    return E.new_game(n, seed=seed, options=options or None)


def with_supply(s: ColorettoState, top_first: list[int]) -> ColorettoState:
    """A copy whose supply holds these cards on top (first = top), the rest of the supply below."""
    s = s.copy()
    rest = list(s.supply)
    for card in top_first:
        rest.remove(card)
    s.supply = rest + list(reversed(top_first))
    return s


def draw_place(s: ColorettoState, row: int) -> ColorettoState:
    p = s.current
    s = E.apply(s, p, Draw())
    return E.apply(s, p, Place(row))


# ---------------------------------------------------------------------------------------------
# Components

def test_rule_components_63_colour_cards_7_colours_x_9() -> None:
    """"63 colour cards: 7 colours x 9." (all 7 in play with 4-5 players)"""
    for n in (4, 5):
        counts = card_counts(fresh(n))
        assert counts[:7] == [CARDS_PER_COLOUR] * 7


def test_rule_edition_golden_two_jokers_and_a_golden_joker() -> None:
    """"`golden` (default, the edition of the reference sheet): 2 ordinary jokers + 1 golden joker.\""""
    counts = card_counts(fresh(4))
    assert counts[JOKER] == 2 and counts[GOLDEN_JOKER] == 1


def test_rule_edition_classic_three_ordinary_jokers() -> None:
    """"`classic`: 3 ordinary jokers.\""""
    counts = card_counts(fresh(4, edition="classic"))
    assert counts[JOKER] == 3 and counts[GOLDEN_JOKER] == 0


def test_rule_components_ten_plus_two_and_one_last_round() -> None:
    """"10 "+2" cards, 1 "last round" card.\""""
    s = fresh(3)
    assert card_counts(s)[PLUS_TWO] == 10
    assert s.supply.count(LAST_ROUND) == 1


def test_rule_rows_one_row_of_capacity_3_per_player() -> None:
    """"3–5 players use one row of capacity 3 per player.\""""
    for n in (3, 4, 5):
        assert fresh(n).capacities == [3] * n


def test_rule_two_players_rows_of_capacity_1_2_3() -> None:
    """"2 players use three rows of capacity 1, 2 and 3.\""""
    s = fresh(2)
    assert s.capacities == [1, 2, 3]
    s = draw_place(s, 0)
    p = s.current
    s = E.apply(s, p, Draw())
    assert Place(0) not in E.legal_actions(s, p)
    with pytest.raises(IllegalAction, match="full"):
        E.apply(s, p, Place(0))


# ---------------------------------------------------------------------------------------------
# Setup

def test_rule_setup_colours_in_play_by_player_count_removed_at_random() -> None:
    """"Colours in play: 7 (4–5 players), 6 (3 players: remove one whole colour), 5 (2 players:
    remove two). Which colours go is random.\""""
    for n, k in ((2, 5), (3, 6), (4, 7), (5, 7)):
        s = fresh(n)
        assert len(s.colours) == k
        counts = card_counts(s)
        assert all(counts[c] == (9 if c in s.colours else 0) for c in range(7))
    removed = {tuple(sorted(set(range(7)) - set(fresh(3, seed=seed).colours))) for seed in range(40)}
    assert len(removed) > 3


def test_rule_setup_start_cards_of_distinct_colours() -> None:
    """"each player takes one colour card of a colour nobody else starts with (2 players: two cards
    each, all four of distinct colours). Random assignment. They go face up into the collection.\""""
    for n in range(2, 6):
        for seed in range(10):
            s = fresh(n, seed=seed)
            per_seat = 2 if n == 2 else 1
            held = []
            for col in s.collections:
                assert sum(col) == per_seat and max(col[:7]) == 1
                held += [c for c in range(7) if col[c]]
            assert len(set(held)) == n * per_seat
            assert set(held) <= set(s.colours)


def test_rule_setup_last_round_under_15_cards_from_the_bottom() -> None:
    """"Count 15 cards from the bottom, put "last round" on them, the rest on top
    (`last_round_depth`, default 15).\""""
    assert fresh(3).supply.index(LAST_ROUND) == 15
    assert fresh(3, last_round_depth=7).supply.index(LAST_ROUND) == 7
    assert E.cards_before_last_round(fresh(3)) == len(fresh(3).supply) - 16


def test_rule_setup_rows_start_empty_and_start_player_random() -> None:
    """"Rows start empty. Start player: random.\""""
    assert all(row == [] for row in fresh(4).rows)
    assert {fresh(4, seed=seed).current for seed in range(40)} == {0, 1, 2, 3}


# ---------------------------------------------------------------------------------------------
# A turn

def test_rule_draw_and_place_reveals_then_any_untaken_row_with_a_free_slot() -> None:
    """"Reveal the top card and put it into any untaken row with a free slot.\""""
    s = fresh(3)
    p = s.current
    top = s.supply[-1]
    assert E.reveals(s, p, Draw())
    s = E.apply(s, p, Draw())
    assert s.drawn == top and E.to_move(s) == [p]
    assert E.legal_actions(s, p) == [Place(0), Place(1), Place(2)]
    s = E.apply(s, p, Place(2))
    assert s.rows[2] == [top] and s.current == (p + 1) % 3


def test_rule_every_card_fills_a_slot_jokers_and_plus_two_included() -> None:
    """"Every card (joker, +2 included) fills a slot.\""""
    s = with_supply(fresh(3), [JOKER, PLUS_TWO, GOLDEN_JOKER])
    for _ in range(3):
        s = draw_place(s, 0)
    assert s.rows[0] == [JOKER, PLUS_TWO, GOLDEN_JOKER]
    p = s.current
    s = E.apply(s, p, Draw())
    assert Place(0) not in E.legal_actions(s, p)


def test_rule_draw_allowed_only_while_an_untaken_row_has_a_free_slot() -> None:
    """"Draw and place. Allowed only while some row not yet taken this round has a free slot."
    and "When all rows are full, the only legal action is to take a row.\""""
    s = fresh(3)
    for i in range(9):
        s = draw_place(s, i // 3)
    p = s.current
    assert E.legal_actions(s, p) == [Take(0), Take(1), Take(2)]
    with pytest.raises(IllegalAction):
        E.apply(s, p, Draw())


def test_rule_last_round_card_is_set_aside_and_the_next_card_revealed() -> None:
    """"If the revealed card is "last round", set it aside (the current round becomes the last) and
    reveal the next card instead, within the same action.\""""
    s = fresh(3)
    s.supply.remove(LAST_ROUND)
    s.supply.append(LAST_ROUND)
    below = s.supply[-2]
    p = s.current
    s = E.apply(s, p, Draw())
    assert s.last_round and s.drawn == below and LAST_ROUND not in s.supply
    assert E.observe(s, p)["last_round_revealed"]


def test_rule_take_row_needs_at_least_one_card() -> None:
    """"Take a row. Allowed only for a row that holds at least one card.\""""
    s = fresh(3)
    assert not any(isinstance(a, Take) for a in E.legal_actions(s, s.current))
    with pytest.raises(IllegalAction, match="empty"):
        E.apply(s, s.current, Take(0))


def test_rule_take_row_cards_go_to_collection_and_player_is_out() -> None:
    """"All its cards go into the player's collection; the player is out until the round ends.\""""
    s = with_supply(fresh(3), [PLUS_TWO, JOKER])
    s = draw_place(s, 1)
    s = draw_place(s, 1)
    p = s.current
    before = s.collections[p][:]
    s = E.apply(s, p, Take(1))
    assert s.collections[p][PLUS_TWO] == before[PLUS_TWO] + 1
    assert s.collections[p][JOKER] == before[JOKER] + 1
    assert s.out[p] and s.taken[1] and s.rows[1] == []
    assert p not in E.to_move(s)
    with pytest.raises(IllegalAction):
        E.apply(s, p, Take(0))


def test_rule_take_row_golden_joker_takes_top_card() -> None:
    """"Taking the golden joker also moves the top supply card straight into that player's
    collection.\""""
    s = with_supply(fresh(3), [GOLDEN_JOKER, PLUS_TWO])
    s = draw_place(s, 0)
    p = s.current
    assert E.reveals(s, p, Take(0))
    s2 = E.apply(s, p, Take(0))
    assert s2.collections[p][GOLDEN_JOKER] == 1 and s2.collections[p][PLUS_TWO] == 1
    assert len(s2.supply) == len(s.supply) - 1


def test_rule_take_row_golden_joker_top_card_last_round_triggers_and_takes_next() -> None:
    """"[DECISION]: if that card is "last round", set it aside, trigger the last round, and take
    the next card.\""""
    s = with_supply(fresh(3), [GOLDEN_JOKER, LAST_ROUND, PLUS_TWO])
    s = draw_place(s, 0)
    p = s.current
    s = E.apply(s, p, Take(0))
    assert s.last_round and LAST_ROUND not in s.supply
    assert s.collections[p][GOLDEN_JOKER] == 1 and s.collections[p][PLUS_TWO] == 1


def test_rule_last_player_in_keeps_choosing_and_may_draw() -> None:
    """"When only one player is still in, they keep choosing; they may draw and place while slots
    remain.\""""
    s = fresh(3)
    s = draw_place(s, 0)
    s = E.apply(s, s.current, Take(0))
    s = draw_place(s, 1)
    s = E.apply(s, s.current, Take(1))
    last = s.current
    s = draw_place(s, 2)
    assert s.current == last
    s = draw_place(s, 2)
    assert s.current == last and Draw() in E.legal_actions(s, last)


# ---------------------------------------------------------------------------------------------
# Round end and game end

def test_rule_round_ends_when_every_player_has_taken_a_row() -> None:
    """"The round ends when every player has taken a row. ... Rows are emptied.\""""
    s = fresh(3)
    s = draw_place(s, 0)
    s = draw_place(s, 1)
    s = draw_place(s, 2)
    s = E.apply(s, s.current, Take(0))
    s = E.apply(s, s.current, Take(1))
    assert s.rows[2]
    s = E.apply(s, s.current, Take(2))
    assert s.rows == [[], [], []] and s.out == [False] * 3 and s.taken == [False] * 3


def test_rule_two_players_untaken_row_leaves_the_game() -> None:
    """"With 2 players the third, untaken row and its cards leave the game.\""""
    s = fresh(2)
    s = draw_place(s, 0)
    s = draw_place(s, 1)
    s = draw_place(s, 2)
    s = E.apply(s, s.current, Take(0))
    left_behind = list(s.rows[2])
    s = E.apply(s, s.current, Take(1))
    assert s.discard == left_behind and s.rows == [[], [], []]
    assert card_counts(s) == card_counts(fresh(2))


def test_rule_player_who_took_the_last_row_starts_next_round() -> None:
    """"the player who took the last row starts the next round.\""""
    s = fresh(3)
    for r in range(3):
        s = draw_place(s, r)
    takers = []
    for r in range(3):
        takers.append(s.current)
        s = E.apply(s, s.current, Take(r))
    assert s.current == takers[-1]


def test_rule_game_ends_after_the_round_in_which_last_round_appeared() -> None:
    """"After the round in which "last round" appeared, the game ends and is scored.\""""
    s = fresh(3)
    s.supply.remove(LAST_ROUND)
    s.supply.append(LAST_ROUND)
    s = draw_place(s, 0)
    assert s.last_round and not E.is_over(s)
    s = E.apply(s, s.current, Take(0))
    s = draw_place(s, 1)
    s = E.apply(s, s.current, Take(1))
    assert not E.is_over(s)
    s = draw_place(s, 2)
    s = E.apply(s, s.current, Take(2))
    assert E.is_over(s) and E.to_move(s) == []
    assert E.scores(s) == [score_collection([c[k] for k in s.colours], c[JOKER] + c[GOLDEN_JOKER],
                                            c[PLUS_TWO]) for c in s.collections]


def test_rule_supply_runs_out_draw_becomes_illegal() -> None:
    """"[DECISION] If the supply runs out mid-round, draw-and-place becomes illegal.\""""
    s = fresh(3)
    s.last_round = True
    s.supply = [c for c in s.supply if c != LAST_ROUND]
    s.discard = s.supply[:-1]
    s.supply = s.supply[-1:]
    s = draw_place(s, 0)
    assert s.supply == []
    p = s.current
    assert E.legal_actions(s, p) == [Take(0)]
    with pytest.raises(IllegalAction, match="supply"):
        E.apply(s, p, Draw())
    # the next seat finds every untaken row empty and nothing to draw: the round (and game) ends
    s = E.apply(s, p, Take(0))
    assert E.is_over(s)


# ---------------------------------------------------------------------------------------------
# Scoring

def test_rule_scoring_classic_table() -> None:
    """"`classic` (default): 1, 3, 6, 10, 15, 21\""""
    assert [table_value(n) for n in range(1, 9)] == [1, 3, 6, 10, 15, 21, 21, 21]


def test_rule_scoring_alternative_table() -> None:
    """"`alternative`: 1, 4, 8, 7, 6, 5\""""
    assert [table_value(n, "alternative") for n in range(1, 8)] == [1, 4, 8, 7, 6, 5, 5]
    assert score_collection([6, 0, 0, 0, 0], 0, 0, "alternative") == 5


def test_rule_scoring_three_colours_plus_every_other_minus() -> None:
    """"The player picks up to 3 colours that score +T(n); every other colour held scores −T(n).\""""
    assert score_collection([4, 3, 2, 1, 1, 0], 0, 0) == 10 + 6 + 3 - 1 - 1
    choice = best_scoring([4, 3, 2, 1, 1, 0], 0, 0)
    assert choice.plus_colours == (0, 1, 2) and choice.minus_colours == (3, 4)
    assert score_collection([1, 1, 0, 0, 0], 0, 0) == 2


def test_rule_scoring_plus_two_worth_2() -> None:
    """"Each "+2" card is worth 2.\""""
    assert score_collection([0] * 6, 0, 3) == 6


def test_rule_scoring_jokers_become_a_colour_of_the_owners_choice() -> None:
    """"Each joker (golden included) becomes a colour in play of its owner's choice, decided at the
    end.\""""
    choice = best_scoring([3, 0, 2, 0, 0], 2, 0)
    assert choice.score == 15 + 3 and sorted(choice.joker_colours) == [0, 0]
    # with the alternative table, a joker avoids making a big set worse
    alt = best_scoring([3, 2, 1, 0, 0], 1, 0, "alternative")
    assert alt.score == 8 + 8 + 1 and alt.joker_colours == (1,)


def test_rule_scoring_best_assignment_and_colours_brute_force() -> None:
    """"The engine computes the best joker assignment and best 3 colours exactly (brute force: at
    most 3 jokers x 7 colours); a player can't score better by choosing otherwise.\""""
    s = fresh(4)
    col = s.collections[0]
    col[JOKER], col[GOLDEN_JOKER] = 2, 1
    assert E.scores(s)[0] == score_collection([col[c] for c in s.colours], 3, 0)


def _naive(counts: list[int], jokers: int, plus_twos: int, scoring: str) -> int:
    best = None
    for assignment in itertools.product(range(len(counts)), repeat=jokers):
        final = list(counts)
        for c in assignment:
            final[c] += 1
        for k in range(0, 4):
            for plus in itertools.combinations(range(len(final)), k):
                v = sum(table_value(final[c], scoring) * (1 if c in plus else -1) for c in range(len(final)))
                v += 2 * plus_twos
                best = v if best is None else max(best, v)
    assert best is not None
    return best


@settings(max_examples=50, deadline=None)
@given(counts=st.lists(st.integers(0, 9), min_size=5, max_size=7), jokers=st.integers(0, 3),
       plus_twos=st.integers(0, 10), scoring=st.sampled_from(["classic", "alternative"]))
def test_rule_scoring_equals_naive_brute_force(counts: list[int], jokers: int, plus_twos: int,
                                               scoring: str) -> None:
    """score_collection equals a naive search over every joker assignment and every choice of up to
    three plus colours."""
    assert score_collection(counts, jokers, plus_twos, scoring) == _naive(counts, jokers, plus_twos, scoring)
    choice = best_scoring(counts, jokers, plus_twos, scoring)
    assert choice.plus_points - choice.minus_points + choice.plus_two_points == choice.score
    assert len(choice.plus_colours) <= 3 and sum(choice.counts) == sum(counts) + jokers


def test_rule_ties_share_the_win() -> None:
    """"Highest score wins. [DECISION] Ties share the win.\""""
    s = fresh(3)
    s.collections = [[0] * NUM_KINDS for _ in range(3)]
    s.collections[0][PLUS_TWO] = 2
    s.collections[2][PLUS_TWO] = 2
    s.collections[1][PLUS_TWO] = 1
    assert E.winners(s) == [0, 2]


def test_rule_match_games_scores_added_and_start_player_rotating() -> None:
    """"Option `match_games` (default 1): play K deals and add the scores, the start player
    rotating.\""""
    single = fresh(3, seed=4)
    match = fresh(3, seed=4, match_games=2)
    first = match.current
    rng = random.Random(1)
    while not E.is_over(single):  # deal 1 of the match is the same game as a single deal
        p = single.current
        a = rng.choice(E.legal_actions(single, p))
        single = E.apply(single, p, a)
        match = E.apply(match, p, a)
    assert match.deal == 1 and not E.is_over(match)
    assert match.match_totals == E.scores(single)
    assert match.current == (first + 1) % 3
    assert card_counts(match)[LAST_ROUND] == 1 and not match.last_round
    while not E.is_over(match):
        p = match.current
        match = E.apply(match, p, rng.choice(E.legal_actions(match, p)))
    final = E.deal_scores(match)
    assert E.scores(match) == [a + b for a, b in zip(E.scores(single), final, strict=True)]
    assert sum(sum(line[1] for line in lines) for lines in E.score_breakdown(match)) == sum(E.scores(match))


# ---------------------------------------------------------------------------------------------
# Hidden information

def test_rule_only_the_supply_order_is_hidden() -> None:
    """"Only the order of the supply is hidden; its remaining composition is public and may be
    shown.\""""
    s = fresh(3)
    seen = E.observe(s, 1)
    assert seen["supply_size"] == len(s.supply)
    assert sum(seen["supply"].values()) == len(s.supply)
    assert "supply_order" not in seen and json.dumps(seen)
    other = E.sample(s, 1, random.Random(5))
    assert sorted(other.supply) == sorted(s.supply) and other.supply != s.supply
    assert other.supply.index(LAST_ROUND) == s.supply.index(LAST_ROUND)
    assert E.observe(other, 1) == seen


# ---------------------------------------------------------------------------------------------
# Invariants over random games

@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(2, 5), edition=st.sampled_from(["golden", "classic"]),
       scoring=st.sampled_from(["classic", "alternative"]), depth=st.integers(1, 40))
def test_random_games_conserve_cards_and_end(seed: int, n: int, edition: str, scoring: str, depth: int) -> None:
    """Random games never break the invariants: every card of the deal is somewhere exactly once,
    rows never overflow, and the game ends."""
    s = fresh(n, seed=seed, edition=edition, scoring=scoring, last_round_depth=depth)
    expected = card_counts(s)
    rng = random.Random(seed)
    for _ in range(2000):
        if E.is_over(s):
            break
        p = E.to_move(s)[0]
        s = E.apply(s, p, rng.choice(E.legal_actions(s, p)))
        assert all(len(r) <= cap for r, cap in zip(s.rows, s.capacities, strict=True))
        if not E.is_over(s):
            assert card_counts(s) == expected
    assert E.is_over(s)


def test_bot_normal_plays_legal_moves() -> None:
    """The normal bot always answers with a legal action."""
    s = fresh(4, seed=9)
    rng = random.Random(2)
    while not E.is_over(s):
        p = s.current
        a = bot_normal(E, s, p, rng)
        assert a in E.legal_actions(s, p)
        s = E.apply(s, p, a)


def test_bot_normal_beats_random_players() -> None:
    """The normal computer wins clearly more than its share against two random players."""
    wins = 0.0
    games = 18
    for g in range(games):
        seat = g % 3
        players = [make_player("coloretto", "normal" if p == seat else "easy", seed=g * 7 + p) for p in range(3)]
        s = E.new_game(3, seed=500 + g)
        while not E.is_over(s):
            p = s.current
            s = E.apply(s, p, players[p](s, p))
        w = E.winners(s)
        wins += (seat in w) / len(w)
    assert wins / games > 0.6
