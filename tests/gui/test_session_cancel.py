"""A search whose result is no longer wanted stops (issue 13): closing the session (the window closes,
a new game starts) while the hard player thinks returns at once and the thinking thread ends within
half a second; budgets from settings are clamped to the menu's range."""
from __future__ import annotations

import math
import time

import pytest

import engines
from desktop.session.local import GameSession
from desktop.session.players import MAX_BUDGET_S, clamp_budget
from desktop.session.saves import Seat
from engines.players import DEFAULT_BUDGET_S

GAMES = [g for g in engines.NAMES if engines.available(g)]


def thinking_session(qtbot, game: str, budget_s: float = 5.0) -> GameSession:
    """A session whose hard computer player is thinking (for 0.3 s, or as long as a quick search
    such as Pueblo's lasts) on a real decision."""
    engine = engines.get(game)
    seats = [Seat(f"Hard {i}", "computer", "hard") for i in range(max(engine.min_players, 2)
                                                                    if engine.max_players > 1 else 1)]
    session = GameSession(game, seats, seed=8, computer_delay_ms=0, hard_budget_s=budget_s)
    started: list[float] = []
    session.thinking.connect(lambda seat, on: started.append(time.monotonic()) if on else started.clear())
    session.start()
    wanted = 0.05 if game == "pueblo" else 0.3  # Pueblo's depth-2 search often ends before 0.3 s
    qtbot.waitUntil(lambda: bool(started) and time.monotonic() - started[-1] > wanted, timeout=60_000)
    return session


@pytest.mark.parametrize("game", GAMES)
def test_closing_while_the_hard_player_thinks_returns_at_once_and_the_search_stops(qtbot, configured_app, game):
    session = thinking_session(qtbot, game)
    worker = session.computers.worker
    assert worker.busy() or game == "pueblo", "the hard player thinks (5 s budget)"
    threads = list(worker._threads)
    t0 = time.monotonic()
    session.close()
    closed = time.monotonic() - t0
    assert closed < 0.2, f"close() took {closed:.2f} s"
    deadline = t0 + 0.5
    while any(t.is_alive() for t in threads) and time.monotonic() < deadline:
        time.sleep(0.005)
    stopped = time.monotonic() - t0
    assert not worker.busy(), f"the search still ran {stopped:.2f} s after close()"
    assert threads and not any(t.is_alive() for t in threads), "the thinking thread is gone"
    print(f"{game}: close() {closed * 1000:.1f} ms, search ended {stopped * 1000:.0f} ms after")
    qtbot.wait(50)  # a late result is dropped, not played
    assert not session.is_thinking()


def test_deleting_a_closed_session_while_it_thought_does_not_wait_for_the_budget(qtbot, configured_app):
    """A new game: the window closes the old session and deletes it."""
    session = thinking_session(qtbot, "coloretto")
    t0 = time.monotonic()
    session.close()
    session.deleteLater()
    qtbot.wait(1)
    del session
    assert time.monotonic() - t0 < 0.6


@pytest.mark.parametrize("given, expected", [
    (math.inf, MAX_BUDGET_S), (-math.inf, DEFAULT_BUDGET_S), (math.nan, DEFAULT_BUDGET_S), (-1.0, DEFAULT_BUDGET_S),
    (0.0, DEFAULT_BUDGET_S), (1e9, MAX_BUDGET_S), ("2", DEFAULT_BUDGET_S), (None, DEFAULT_BUDGET_S),
    (True, DEFAULT_BUDGET_S), (2.0, 2.0), (5.0, 5.0), (0.2, 0.2), (1, 1.0),
])
def test_a_budget_outside_the_menus_range_is_clamped(configured_app, given, expected):
    assert clamp_budget(given) == expected
    session = GameSession("coloretto", [Seat("A", "computer", "hard"), Seat("B")], seed=1, hard_budget_s=given)
    assert session.hard_budget_s == expected
    session.close()


def test_an_infinite_budget_still_moves(qtbot, configured_app):
    session = GameSession("coloretto", [Seat("A", "computer", "hard"), Seat("B", "computer", "easy")], seed=1,
                          computer_delay_ms=0, hard_budget_s=math.inf)
    session.start()
    qtbot.waitUntil(lambda: len(session.history) >= 3, timeout=30_000)
    session.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_search_told_to_stop_returns_a_legal_action_at_once(game):
    from engines.search import search, stop_when

    engine = engines.get(game)
    state = engine.new_game(max(engine.min_players, 2) if engine.max_players > 1 else 1, seed=3)
    seat = engine.to_move(state)[0]
    while len(engine.legal_actions(state, seat)) < 2:  # a real decision
        state = engine.apply(state, seat, engine.legal_actions(state, seat)[0])
        seat = engine.to_move(state)[0]
    calls: list[float] = []

    def stop() -> bool:
        calls.append(time.monotonic())
        return len(calls) > 3

    t0 = time.monotonic()
    result = search(engine, state, seat, budget_s=5.0, should_stop=stop)
    assert time.monotonic() - t0 < 0.5 and result.action in engine.legal_actions(state, seat)
    t0 = time.monotonic()
    with stop_when(lambda: True):
        result = search(engine, state, seat, budget_s=5.0)
    assert time.monotonic() - t0 < 0.5 and result.action in engine.legal_actions(state, seat)
