"""Saves are hostile input for GameSession.from_save (issue 13): any mutation of a real save gives a
session or a ValueError with a message, never another exception; a session it gives is playable and
its autosave stays in the autosave folder. The quick run is part of `make test`; the long one is slow."""
from __future__ import annotations

import copy
import json
import math
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engines
from desktop.session.local import GameSession, Seat

GAMES = [g for g in engines.NAMES if engines.available(g)]
_saves: dict[str, dict[str, Any]] = {}

junk = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.integers(-3, 40),
              st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=8), st.just("../../x"),
              st.just("a\x00b"), st.just(math.nan)),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=4), inner, max_size=3)),
    max_leaves=8)


def real_save(game: str) -> dict[str, Any]:
    if game not in _saves:
        engine = engines.get(game)
        n = engine.min_players if engine.max_players == 1 else 2
        session = GameSession(game, [Seat(f"P{i}") for i in range(n)], seed=5, computer_delay_ms=0)
        session.start()
        rng = random.Random(5)
        for _ in range(12):
            if session.handover_to is not None:
                session.accept_handover()
            seat = session.active_human()
            if seat is None:
                break
            session.submit(seat, rng.choice(session.legal_actions(seat)))
        _saves[game] = json.loads(json.dumps(session.to_save()))
        session.close()
    return copy.deepcopy(_saves[game])


def paths_of(obj: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if len(prefix) > 8:
        return out
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += paths_of(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:6]):
            out += paths_of(v, prefix + (i,))
    return out


def mutate(save: dict[str, Any], data: Any) -> dict[str, Any]:
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        where = data.draw(st.sampled_from(paths_of(save)[1:]), label="path")
        parent = save
        for key in where[:-1]:
            parent = parent[key]
        how = data.draw(st.sampled_from(["junk", "delete", "deep", "number"]), label="how")
        last = where[-1]
        if how == "delete":
            del parent[last]
        elif how == "deep":
            deep: Any = 0
            for _ in range(data.draw(st.integers(1, 3000), label="depth")):
                deep = [deep]
            parent[last] = deep
        elif how == "number" and isinstance(parent[last], int) and not isinstance(parent[last], bool):
            parent[last] = parent[last] + data.draw(st.sampled_from([-1, 1, -100, 100, 2**40]), label="delta")
        else:
            parent[last] = data.draw(junk, label="value")
    return save


def check_from_save(save: dict[str, Any], tmp_path) -> None:
    folder = tmp_path / "autosave"
    try:
        session = GameSession.from_save(save, autosave_dir=folder, computer_delay_ms=0)
    except ValueError as exc:
        assert str(exc)
        return
    try:
        path = session.autosave_path()
        assert path is not None and path.parent == folder
        session.start()
        session.autosave()
        seat = session.active_human()
        if session.handover_to is not None:
            session.accept_handover()
            seat = session.active_human()
        if seat is not None:
            assert session.legal_actions(seat)
    finally:
        session.close()


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(data=st.data())
def test_a_mutated_save_opens_or_is_refused_with_a_message(configured_app, tmp_path, game, data):
    check_from_save(mutate(real_save(game), data), tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(data=st.data())
def test_many_mutated_saves_open_or_are_refused_with_a_message(configured_app, tmp_path, game, data):
    check_from_save(mutate(real_save(game), data), tmp_path)
