"""A long session keeps nothing of finished games (issue 13): a closed session and its computer
players' jobs are freed, no thread outlives them, and a game keeps only the states an undo can reach.
The RSS figure itself is `python -m bench session` (session_rss_growth_mb)."""
from __future__ import annotations

import gc
import random
import threading
import time
import weakref

import pytest

import engines
from desktop.session.local import GameSession, Seat

GAMES = [g for g in engines.NAMES if engines.available(g)]


def test_closed_sessions_their_jobs_and_threads_are_freed(qtbot, configured_app):
    threads_before = threading.active_count()
    made: list[weakref.ref] = []  # this test's sessions only: others' tests may still hold theirs
    for i in range(4):
        session = GameSession("coloretto", [Seat(f"Bot {k}", "computer", "easy") for k in range(3)], seed=i,
                              computer_delay_ms=0)
        made.append(weakref.ref(session))
        with qtbot.waitSignal(session.game_over, timeout=60_000):
            session.start()
        session.close()
        session.deleteLater()
        del session
        qtbot.wait(10)
    deadline = time.monotonic() + 2
    while threading.active_count() > threads_before and time.monotonic() < deadline:
        time.sleep(0.01)
    gc.collect()
    assert not [ref for ref in made if ref() is not None], "a closed session is kept"
    assert threading.active_count() <= threads_before, "a worker thread outlived its session"
    kept = [type(o).__name__ for o in gc.get_objects() if type(o).__name__ == "_Job"]
    assert not kept, f"{len(kept)} finished jobs (with their closures) are kept"


@pytest.mark.parametrize("game", GAMES)
def test_undo_still_goes_back_as_far_as_the_rules_allow_with_only_the_states_it_needs(configured_app, game):
    engine = engines.get(game)
    session = GameSession(game, [Seat("Ann")] if engine.min_players == 1 else [Seat("Ann"), Seat("Bob")],
                          seed=7, computer_delay_ms=0)
    session.start()
    rng = random.Random(7)
    positions = [engine.encode(session.state)]
    longest = 0
    for _ in range(120):
        if session.handover_to is not None:
            session.accept_handover()
        seat = session.active_human()
        if seat is None:
            break
        assert session.submit(seat, rng.choice(session.legal_actions(seat)))
        positions.append(engine.encode(session.state))
        run = 0
        for entry in reversed(session.history):
            if entry.reveals or entry.seat != session.history[-1].seat:
                break
            run += 1
        longest = max(longest, len(session.moves.states))
        assert len(session.moves.states) == run + 1, "only the states an undo can reach are kept"
        if rng.random() < 0.3:  # undo as far as allowed, checking each step, then replay
            undone = 0
            while session.can_undo():
                assert session.undo()
                undone += 1
                assert engine.encode(session.state) == positions[-1 - undone]
            for _ in range(undone):
                assert session.redo()
            assert engine.encode(session.state) == positions[-1]
    assert longest < 60
    session.close()
