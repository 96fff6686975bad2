"""Hints go through the session (issues 13 and 15): request_hint thinks on the session's own worker
and answers with hint_ready; a hint for a position that has moved on is dropped and its search stopped."""
from __future__ import annotations

import time

import pytest

import engines
from desktop.session.local import GameSession, Seat

GAMES = [g for g in engines.NAMES if engines.available(g)]


def human_to_decide(qtbot, game: str, budget_s: float = 0.3) -> GameSession:
    engine = engines.get(game)
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "computer", "easy") for i in range(max(engine.min_players, 2) - 1)]
    if engine.max_players == 1:
        seats = seats[:1]
    session = GameSession(game, seats, seed=4, computer_delay_ms=0, hard_budget_s=budget_s)
    session.start()
    for _ in range(200):  # to a real decision of Ann's
        qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)
        if len(session.legal_actions(0)) > 1:
            break
        session.submit(0, session.legal_actions(0)[0])
    return session


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_comes_back_as_a_legal_action_with_its_description_and_reason(qtbot, configured_app, game):
    session = human_to_decide(qtbot, game)
    with qtbot.waitSignal(session.hint_ready, timeout=20_000) as blocker:
        assert session.request_hint()
        assert not session.request_hint(), "one hint at a time"
    seat, action, description, reason = blocker.args
    assert seat == 0 and action in session.legal_actions(0)
    assert description and reason
    assert not session.hint_pending()
    assert session.submit(0, action)
    session.close()


def test_a_hint_for_a_position_that_moved_on_is_dropped_and_its_search_stopped(qtbot, configured_app):
    session = human_to_decide(qtbot, "coloretto", budget_s=5.0)
    answers: list[tuple] = []
    session.hint_ready.connect(lambda *args: answers.append(args))
    assert session.request_hint()
    qtbot.wait(300)
    worker = session.computers.hints
    assert worker.busy()
    t0 = time.monotonic()
    assert session.submit(0, session.legal_actions(0)[0])
    while worker.busy() and time.monotonic() - t0 < 0.5:
        time.sleep(0.005)
    assert not worker.busy(), "the stale hint's search still runs"
    qtbot.wait(100)
    assert not answers and not session.hint_pending()
    session.close()


def test_closing_while_a_hint_is_thought_out_returns_at_once(qtbot, configured_app):
    session = human_to_decide(qtbot, "coloretto", budget_s=5.0)
    assert session.request_hint()
    qtbot.wait(300)
    t0 = time.monotonic()
    session.close()
    assert time.monotonic() - t0 < 0.2
    worker = session.computers.hints
    while worker.busy() and time.monotonic() - t0 < 0.5:
        time.sleep(0.005)
    assert not worker.busy()


def test_no_hint_without_a_human_to_advise(qtbot, configured_app):
    session = GameSession("coloretto", [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")], seed=1,
                          computer_delay_ms=0)
    assert not session.request_hint()
    session.close()
