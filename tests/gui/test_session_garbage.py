"""Garbage at `GameSession.submit` (issue 13): out-of-range, wrong-type or foreign actions and seats
become the `error` signal and `submit` returns False, the state untouched; nothing escapes."""
from __future__ import annotations

import dataclasses
import math
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engines
from desktop.session.local import GameSession, Seat

GAMES = [g for g in engines.NAMES if engines.available(g)]

junk = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-(10**20), 10**20), st.integers(-3, 60),
              st.floats(allow_nan=True), st.just(math.inf), st.text(max_size=5)),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner),
                            st.frozensets(st.tuples(st.integers(-2, 9), st.integers(-2, 9), st.integers(-2, 9)),
                                          max_size=5),
                            st.dictionaries(st.text(max_size=3), inner, max_size=3)),
    max_leaves=6)


def fields_of(action: Any) -> list[str]:
    if dataclasses.is_dataclass(action):
        return [f.name for f in dataclasses.fields(action)]
    return list(getattr(action, "_fields", ()))


def mutated(action: Any, field: str, value: Any) -> Any:
    """The same kind of action with one field replaced (out of range, wrong type...)."""
    if dataclasses.is_dataclass(action):
        copy = object.__new__(type(action))
        for f in dataclasses.fields(action):
            object.__setattr__(copy, f.name, getattr(action, f.name))
        object.__setattr__(copy, field, value)
        return copy
    return action._replace(**{field: value})


def a_session(game: str, moves: int, seed: int) -> GameSession:
    engine = engines.get(game)
    session = GameSession(game, [Seat(f"P{i}", "human") for i in range(engine.min_players)], seed=seed,
                          computer_delay_ms=0)
    session.start()
    rng = random.Random(seed)
    for _ in range(moves):
        if session.handover_to is not None:
            session.accept_handover()
        seat = session.active_human()
        if seat is None:
            break
        session.submit(seat, rng.choice(session.legal_actions(seat)))
    if session.handover_to is not None:
        session.accept_handover()
    return session


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(data=st.data(), moves=st.integers(0, 25), seed=st.integers(1, 10**6))
def test_garbage_actions_become_the_error_signal_and_change_nothing(configured_app, game, data, moves, seed):
    session = a_session(game, moves, seed)
    try:
        seat = session.active_human()
        if seat is None:
            return
        legal = session.legal_actions(seat)
        template = data.draw(st.sampled_from(legal), label="legal action")
        names = fields_of(template)
        kind = data.draw(st.sampled_from(["field", "junk", "foreign"] if names else ["junk", "foreign"]))
        if kind == "field":
            action = mutated(template, data.draw(st.sampled_from(names)), data.draw(junk, label="value"))
        elif kind == "junk":
            action = data.draw(junk, label="action")
        else:  # a legal action of another game, or of another seat
            other = engines.get(data.draw(st.sampled_from(GAMES)))
            state = other.new_game(other.min_players, seed=seed)
            mover = other.to_move(state)[0]
            action = data.draw(st.sampled_from(other.legal_actions(state, mover)))
        seat_given = data.draw(st.one_of(st.just(seat), junk), label="seat")
        before = session.engine.encode(session.state)
        history = len(session.history)
        errors: list[str] = []
        session.error.connect(errors.append)
        try:
            is_legal = seat_given == seat and action in legal
        except Exception:
            is_legal = False
        played = session.submit(seat_given, action)
        if played:
            assert is_legal, f"{action!r} was played"
            return
        assert errors and all(isinstance(e, str) and e for e in errors)
        assert session.engine.encode(session.state) == before
        assert len(session.history) == history
        assert session.active_human() == seat
    finally:
        session.close()


def test_an_action_equal_to_a_legal_one_is_stored_as_the_engine_wrote_it(configured_app):
    session = a_session("coloretto", 0, 1)
    seat = session.active_human()
    legal = session.legal_actions(seat)
    assert session.submit(seat, legal[0])
    assert session.history[-1].action is legal[0]
    session.close()
