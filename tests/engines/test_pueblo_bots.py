"""Pueblo's computer players beside the search: the heuristic arena baseline (issue 14) and the
normal player's look at the later players' moves."""
from __future__ import annotations

import random

import numpy as np
import pytest

import engines.pueblo
from engines.pueblo import ENGINE, Move, Pass, Place, Remove, bot_heuristic, bot_normal, inspect
from engines.pueblo.game import NEUTRAL
from engines.pueblo.preview import _visit_chances


def _play(state, rng, chooser, until=lambda s: False):
    while not ENGINE.is_over(state) and not until(state):
        p = state.current
        action = chooser(ENGINE, state, p, rng)
        assert action in ENGINE.legal_actions(state, p), (state.phase, action)
        state = ENGINE.apply(state, p, action)
    return state


def test_bot_heuristic_is_exported_beside_bot_normal() -> None:
    assert engines.pueblo.bot_heuristic is bot_heuristic
    assert "bot_heuristic" in engines.pueblo.__all__


@pytest.mark.parametrize("n", [2, 3, 4])
def test_bot_heuristic_plays_whole_games_in_every_phase(n: int) -> None:
    """Sacred sites, auctions, building, the final lap and dismantling: always a legal action."""
    rng = random.Random(n)
    state = ENGINE.new_game(n, seed=n, options={"auctions": True, "dismantling": True, "sacred_sites": 2})
    phases = set()

    def chooser(engine, s, p, r):
        phases.add(s.phase)
        return bot_heuristic(engine, s, p, r)

    state = _play(state, rng, chooser)
    assert ENGINE.is_over(state)
    assert {"sacred", "auction", "place", "move"} <= phases


def test_bot_heuristic_places_its_colour_out_of_the_next_spaces_sight() -> None:
    """First turn, chieftain on space 0: the moves reach spaces 1..4, which look east along rows
    y = 0..3. Its own block goes where none of them sees it, and the move costs it nothing."""
    for seed in range(5):
        state = ENGINE.new_game(2, seed=seed)
        assert state.chieftain == 0 and state.current == 0
        rng = random.Random(seed)
        action = bot_heuristic(ENGINE, state, 0, rng)
        assert isinstance(action, Place) and action.colour == 2
        assert all(y >= 4 for _, y, _ in action.cells), action
        after = ENGINE.apply(state, 0, action)
        move = bot_heuristic(ENGINE, after, 0, rng)
        assert isinstance(move, Move)
        assert inspect(after.colours, after.chieftain + move.steps, 2)[0] == 0


def test_bot_heuristic_never_bids_and_dismantles_its_own_colour_first() -> None:
    rng = random.Random(3)
    state = ENGINE.new_game(3, seed=3, options={"auctions": True, "dismantling": True})
    seen_removal = False
    while not ENGINE.is_over(state):
        p = state.current
        action = bot_heuristic(ENGINE, state, p, rng)
        if state.phase == "auction":
            assert action == Pass()
        if state.phase == "remove":
            legal = ENGINE.legal_actions(state, p)
            own = [a for a in legal if int(state.colours[state.block_ids == a.block_id][0]) != NEUTRAL]
            assert isinstance(action, Remove)
            if own:
                assert action in own
                seen_removal = True
        state = ENGINE.apply(state, p, action)
    assert seen_removal


def test_bot_heuristic_decides_from_what_its_seat_sees() -> None:
    """The same decision (same generator) in the state and in every state `sample` gives the seat."""
    rng = random.Random(7)
    state = ENGINE.new_game(3, seed=7, options={"dismantling": True})
    for step in range(200):
        if ENGINE.is_over(state):
            break
        p = state.current
        if step % 9 == 0:
            sampled = ENGINE.sample(state, p, random.Random(step))
            assert ENGINE.observe(sampled, p) == ENGINE.observe(state, p)
            assert bot_heuristic(ENGINE, sampled, p, random.Random(step)) == \
                bot_heuristic(ENGINE, state, p, random.Random(step))
        state = ENGINE.apply(state, p, bot_heuristic(ENGINE, state, p, rng))


def test_players_module_can_seat_the_heuristic() -> None:
    """What the arena's `heuristic` seat label calls: the module's bot_heuristic."""
    state = ENGINE.new_game(4, seed=2)
    assert bot_heuristic(ENGINE, state, 0, random.Random(0)) in ENGINE.legal_actions(state, 0)


def test_visit_chances_of_the_later_players_moves() -> None:
    """One move of 1..4 stops on each of the 4 spaces ahead with chance 1/4; the stops of several
    moves add up to the expected number of stops (one a move); none with 2 players."""
    assert _visit_chances(1)[:5].tolist() == [0.25, 0.25, 0.25, 0.25, 0.0]
    assert np.isclose(_visit_chances(2).sum(), 2.0) and np.isclose(_visit_chances(3).sum(), 3.0)
    assert not _visit_chances(0).any()
    assert _visit_chances(2)[1] == pytest.approx(0.25 + 1 / 16)  # 2 in one move, or 1 then 1


@pytest.mark.parametrize(("n", "space", "counted"), [(4, 8, True), (3, 6, True), (3, 8, False), (2, 6, False)])
def test_bot_normal_weighs_where_the_later_players_may_send_the_chieftain(n: int, space: int, counted: bool) -> None:
    """Move 1 takes the chieftain from space 0 to 1; the next player's answers are spaces 2..5 (an
    empty board: he takes space 2). A face of the seat's colour further on counts against the
    board when the later players' moves (n - 2 of them, 1..4 spaces each) can stop there."""
    from engines.pueblo.preview import LAP_WEIGHT, _evaluate
    state = ENGINE.new_game(n, seed=1)
    assert state.chieftain == 0
    empty = np.zeros((1, 36, n), dtype=np.int64)
    seen = empty.copy()
    seen[0, space, 0] = 4
    delta = _evaluate(seen, state, 0)[0, 0] - _evaluate(empty, state, 0)[0, 0]
    assert delta == pytest.approx(LAP_WEIGHT * 4) or counted
    assert (delta > LAP_WEIGHT * 4 + 1e-9) == counted, delta


def test_bot_normal_plays_legal_moves_in_every_phase() -> None:
    for n in (2, 3, 4):
        rng = random.Random(10 + n)
        state = ENGINE.new_game(n, seed=10 + n, options={"auctions": True, "dismantling": True, "sacred_sites": 1})
        assert ENGINE.is_over(_play(state, rng, bot_normal))


def test_bot_normal_dismantles_its_own_colour_first() -> None:
    """While dismantling, a removal is of its own colour whenever one of its blocks is free."""
    removals = 0
    for seed in (3, 4):
        rng = random.Random(seed)
        state = ENGINE.new_game(3, seed=seed, options={"dismantling": True})
        while not ENGINE.is_over(state):
            p = state.current
            action = bot_normal(ENGINE, state, p, rng)
            if state.phase == "remove":
                legal = ENGINE.legal_actions(state, p)
                own = [a for a in legal if int(state.colours[state.block_ids == a.block_id][0]) != NEUTRAL]
                if own:
                    assert action in own
                    removals += 1
            state = ENGINE.apply(state, p, action)
    assert removals > 5


def test_apply_known_turn_is_the_two_applies() -> None:
    """The hard player's one-step turn (its what-if row as the penalty) gives the same state as
    ENGINE.apply of the Place then the Move, over whole games at 2-4 players (the final lap, the
    grid growing, auctions and dismantling after it included)."""
    from engines.pueblo.game import apply_known_turn
    from engines.search.pueblo import _board_options
    checked = 0
    for n in (2, 3, 4):
        rng = random.Random(n)
        state = ENGINE.new_game(n, seed=20 + n, options={"auctions": n == 3, "dismantling": n != 2})
        while not ENGINE.is_over(state):
            p = state.current
            legal = ENGINE.legal_actions(state, p)
            if state.phase == "place" and isinstance(legal[0], Place):
                places, board = _board_options(state, p)
                assert places == legal
                for i in rng.sample(range(len(places)), min(3, len(places))):
                    steps = rng.randrange(1, 5)
                    seen = board.every[i][(state.chieftain + steps) % 36].tolist()
                    fast = apply_known_turn(state, p, places[i], steps, seen)
                    slow = ENGINE.apply(ENGINE.apply(state, p, places[i]), p, Move(steps))
                    assert ENGINE.encode(fast) == ENGINE.encode(slow)
                    assert fast.colours.shape == slow.colours.shape
                    checked += 1
            state = ENGINE.apply(state, p, rng.choice(legal))
    assert checked > 100
