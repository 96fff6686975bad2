"""`engine.from_observation(observation, seat, rng)` (issue 25: a remote seat holds only its view):
a full, playable state whose view for that seat is the observation exactly, with the same seats to
move, legal actions and descriptions, on which every legal action applies and every computer
player can choose; different generators give different hidden parts but the same view. The
observation comes from the network: anything malformed raises ValueError, quickly.

Positions: seeded random games of every game, every player count and each rules option (the fast
tests), and hypothesis-picked games and fuzzed observations (the slow ones run longer).
"""
from __future__ import annotations

import copy
import functools
import json
import random
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engines
from engines.core import Engine
from engines.players import make_player
from tests.engines.test_describe_fair import _key, option_variants, random_game

GAMES = [name for name in engines.NAMES if engines.available(name)]
#: Positions kept per game for the fast tests (spread over player counts and options).
POSITIONS = 24
#: Games with nothing hidden once set up (Pueblo's generator only lays random sacred sites at the start).
NOTHING_HIDDEN = {"pueblo"}
#: Hostile input must be refused (or read) in less than this, in seconds.
QUICK_S = 2.0


def _games_of(engine: Engine) -> list[tuple[int, dict[str, Any]]]:
    counts = list(range(engine.min_players, engine.max_players + 1))
    games = [(n, {}) for n in counts]
    games += [(counts[i % len(counts)], o) for i, o in enumerate(option_variants(engine)[1:])]
    return games


@functools.cache
def positions(name: str) -> list[Any]:
    """About POSITIONS states of each game (the last one of each game: its end), spread over every
    player count and option variant."""
    engine = engines.get(name)
    games = _games_of(engine)
    per_game = max(2, POSITIONS // len(games))
    kept = []
    for i, (num_players, options) in enumerate(games):
        moves = list(random_game(engine, num_players, seed=300 + i, options=options))
        stride = max(1, len(moves) // per_game)
        kept.extend(before for before, _, _, _ in moves[stride // 2::stride][:per_game])
        kept.append(moves[-1][3])
    return kept


def _wire(obs: Any) -> Any:
    """The observation as it arrives from the network (one JSON line)."""
    return json.loads(json.dumps(obs))


def check_rebuilt(engine: Engine, state: Any, seat: int, rng: random.Random) -> Any:
    """Rebuilds seat's view of state and checks everything the seat can see or do there."""
    obs = engine.observe(state, seat)
    rebuilt = engine.from_observation(_wire(obs), seat, rng)
    assert engine.observe(rebuilt, seat) == obs, "the rebuilt state's view differs"
    assert engine.to_move(rebuilt) == engine.to_move(state)
    assert engine.is_over(rebuilt) == engine.is_over(state)
    legal = engine.legal_actions(state, seat)
    assert engine.legal_actions(rebuilt, seat) == legal
    assert [_key(engine.describe(rebuilt, a)) for a in legal] == [_key(engine.describe(state, a)) for a in legal]
    for action in legal:
        engine.apply(rebuilt, seat, action)  # accepted (IllegalAction would fail the test)
    if engine.is_over(state):
        assert engine.scores(rebuilt) == engine.scores(state)
        assert engine.winners(rebuilt) == engine.winners(state)
    return rebuilt


@pytest.mark.parametrize("game", GAMES)
def test_rebuilt_states_show_the_same_view(game):
    engine = engines.get(game)
    rng = random.Random(1)
    for state in positions(game):
        for seat in range(engine.num_players(state)):
            check_rebuilt(engine, state, seat, rng)


@pytest.mark.parametrize("game", GAMES)
def test_the_observation_itself_is_read_unchanged(game):
    """Straight from observe (no JSON trip): the same; the argument is not changed."""
    engine = engines.get(game)
    state = positions(game)[len(positions(game)) // 2]
    obs = engine.observe(state, 0)
    kept = copy.deepcopy(obs)
    assert engine.observe(engine.from_observation(obs, 0, random.Random(3)), 0) == obs
    assert obs == kept


@pytest.mark.parametrize("game", GAMES)
def test_two_generators_give_the_same_view(game):
    engine = engines.get(game)
    for state in positions(game)[::4]:
        for seat in range(engine.num_players(state)):
            obs = _wire(engine.observe(state, seat))
            a = engine.from_observation(obs, seat, random.Random(1))
            b = engine.from_observation(obs, seat, random.Random(2))
            assert engine.observe(a, seat) == engine.observe(b, seat) == obs


@pytest.mark.parametrize("game", [g for g in GAMES if g not in NOTHING_HIDDEN])
def test_hidden_parts_are_drawn_at_random(game):
    """Over a game's positions, some rebuilt states differ in what the seat doesn't see (a
    supply's order, hands, the generator's state that makes the next rolls)."""
    engine = engines.get(game)
    differ = 0
    for state in positions(game)[::3]:
        obs = _wire(engine.observe(state, 0))
        a = engine.encode(engine.from_observation(obs, 0, random.Random(1)))
        b = engine.encode(engine.from_observation(obs, 0, random.Random(2)))
        differ += a != b
    assert differ


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_computer_players_choose_on_a_rebuilt_state(game, level):
    engine = engines.get(game)
    choose = make_player(game, level, seed=5, budget_s=None, iterations=8)
    for state in positions(game)[1::6]:
        movers = engine.to_move(state)
        if not movers:
            continue
        seat = movers[0]
        rebuilt = engine.from_observation(_wire(engine.observe(state, seat)), seat, random.Random(4))
        action = choose(rebuilt, seat)
        assert action in engine.legal_actions(state, seat)
        engine.apply(state, seat, action)  # the real host accepts it


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_games_rebuild_at_every_step(game, data):
    engine = engines.get(game)
    players = data.draw(st.integers(engine.min_players, engine.max_players), label="players")
    variants = option_variants(engine)
    options = data.draw(st.sampled_from(variants), label="options")
    seed = data.draw(st.integers(0, 2**32), label="seed")
    rng = random.Random(seed)
    moves = list(random_game(engine, players, seed, options))
    for before, _, _, _ in moves[::max(1, len(moves) // 15)]:
        for seat in range(players):
            check_rebuilt(engine, before, seat, rng)
    check_rebuilt(engine, moves[-1][3], rng.randrange(players), rng)


# ---------------------------------------------------------------------------------------------
# Hostile observations

JUNK = [None, True, -1, 10**30, -(10**30), 1.5, "", "x" * 1000, [], {}, [[[[[]]]]], {"a": {"b": [1, None]}},
        list(range(5000)), [None] * 5000, {str(i): i for i in range(2000)}]


def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value (dict keys and list indices), the value itself first."""
    found = [prefix]
    if isinstance(obj, dict):
        for k, v in obj.items():
            found += _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:12]):
            found += _paths(v, prefix + (i,))
    return found


def _mutate(obs: Any, path: tuple[Any, ...], how: str, junk: Any) -> Any:
    obs = copy.deepcopy(obs)
    if not path:
        return junk
    *head, last = path
    parent = obs
    for step in head:
        parent = parent[step]
    if how == "delete":
        del parent[last]
    elif how == "negate" and isinstance(parent[last], int) and not isinstance(parent[last], bool):
        parent[last] = -parent[last] - 1
    elif how == "grow" and isinstance(parent[last], list):
        parent[last] = parent[last] * 50 + [junk]
    else:
        parent[last] = junk
    return obs


def refused_or_consistent(engine: Engine, obs: Any, seat: Any) -> None:
    start = time.process_time()
    try:
        rebuilt = engine.from_observation(obs, seat, random.Random(0))
    except ValueError as exc:
        assert str(exc), "the refusal says why"
    else:  # the change left a possible view: then it must be that view exactly
        assert _wire(engine.observe(rebuilt, seat)) == _wire(obs)
    assert time.process_time() - start < QUICK_S, "hostile input took too long"


@pytest.mark.parametrize("game", GAMES)
def test_hostile_observations_raise_value_error(game):
    """Each top-level key deleted, negated, grown huge or replaced by junk, and as many changes
    deeper in, one at a time."""
    engine = engines.get(game)
    rng = random.Random(7)
    hows = ("delete", "negate", "grow", "junk")
    for state in positions(game)[::6]:
        seat = rng.randrange(engine.num_players(state))
        obs = _wire(engine.observe(state, seat))
        top = [(key,) for key in obs]
        deeper = [p for p in _paths(obs) if len(p) > 1]
        changes = [(path, how) for path in top for how in hows]
        changes += [(rng.choice(deeper), rng.choice(hows)) for _ in range(len(changes))] if deeper else []
        for path, how in changes:
            refused_or_consistent(engine, _mutate(obs, path, how, rng.choice(JUNK)), seat)
        refused_or_consistent(engine, _mutate(obs, (), "junk", rng.choice(JUNK)), seat)


@pytest.mark.parametrize("game", GAMES)
def test_wrong_arguments_raise_value_error(game):
    engine = engines.get(game)
    obs = _wire(engine.observe(positions(game)[0], 0))
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    for bad, seat in [(None, 0), ([], 0), ("obs", 0), (obs, -1), (obs, 99), (obs, "0"), (obs, True), (obs, 1.0),
                      ({**obs, "game": "chess"}, 0), (deep, 0), ({"x": deep}, 0), ({"x": list(range(10**6))}, 0),
                      ({1: 2}, 0), ({"x": float("nan")}, 0), ({"x": object()}, 0), ({}, 0)]:
        start = time.process_time()
        with pytest.raises(ValueError):
            engine.from_observation(bad, seat, random.Random(0))
        assert time.process_time() - start < QUICK_S
    other = engine.num_players(positions(game)[0]) - 1
    if other and "seat" in obs:  # (a view that names no seat is everybody's: nothing is private)
        with pytest.raises(ValueError):
            engine.from_observation(obs, other, random.Random(0))  # seat 0's view given as another's


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzed_observations_raise_value_error(game, data):
    """Several changes at once, anywhere, hypothesis-chosen."""
    engine = engines.get(game)
    state = data.draw(st.sampled_from(positions(game)), label="position")
    seat = data.draw(st.integers(0, engine.num_players(state) - 1), label="seat")
    obs = _wire(engine.observe(state, seat))
    for _ in range(data.draw(st.integers(1, 4), label="changes")):
        paths = _paths(obs) if isinstance(obs, (dict, list)) else [()]
        path = data.draw(st.sampled_from(paths), label="path")
        how = data.draw(st.sampled_from(["delete", "negate", "grow", "junk"]) if path else st.just("junk"))
        junk = data.draw(st.sampled_from(JUNK) | st.integers() | st.text(max_size=8), label="junk")
        obs = _mutate(obs, path, how, junk)
    refused_or_consistent(engine, obs, seat)


@pytest.mark.skipif(not engines.available("siberia"), reason="needs the Siberia engine")
def test_siberia_memory_of_the_reshuffle_must_add_up():
    """Siberia's view after a reshuffle tells what the seat remembers: the most of each card the
    pile may hold (P) and the least the other hands hold (H); a real memory has P + H = the cards of
    that type the seat has not seen, and the pile shuffled (S) at least P. Rebuilt, the seat
    remembers the same; one count less or more in P or H is refused, and so is an S below P."""
    engine = engines.get("siberia")
    after = [s for s in positions("siberia") if s.reshuffled is not None and not engine.is_over(s)]
    assert after
    for state in after[:4]:
        seat = state.turn
        obs = _wire(engine.observe(state, seat))
        rebuilt = engine.from_observation(obs, seat, random.Random(0))
        assert rebuilt.knowledge(seat) == state.knowledge(seat)
        for key in ("pile_known", "hands_known"):
            for k in range(len(obs[key])):
                for change in (-1, 1):
                    bad = copy.deepcopy(obs)
                    bad[key][k][2] += change
                    if bad[key][k][2] == 0:
                        del bad[key][k]
                    with pytest.raises(ValueError):
                        engine.from_observation(bad, seat, random.Random(0))
        # a pile shuffled with fewer cards of a type than the pile may still hold
        for r, q, most in obs["pile_known"]:
            bad = copy.deepcopy(obs)
            bad["reshuffled"] = [[a, b, most - 1 if (a, b) == (r, q) else n] for a, b, n in obs["reshuffled"]
                                 if (a, b) != (r, q) or most > 1]
            with pytest.raises(ValueError):
                engine.from_observation(bad, seat, random.Random(0))
