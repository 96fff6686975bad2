"""The hard computer player: the search returns legal actions in every game, keeps to its time
budget, is reproducible for a seed with an iteration budget; hint() explains itself; the arena runs.

Strength is measured by `make bench` (bench/arena.py), not here: these tests use tiny budgets.
"""
from __future__ import annotations

import json
import random
import time

import pytest

import engines
from engines import arena
from engines.players import hint, make_player
from engines.search import freeze, search

BUILT = [name for name in engines.NAMES if engines.available(name)]
PLAYERS = {"rolling_japan": 1}


def _positions(game: str, count: int = 3, seed: int = 5):
    """A few positions of a random game (the start, then after some random moves)."""
    engine = engines.get(game)
    n = PLAYERS.get(game, 2)
    state = engine.new_game(n, seed=seed)
    rng = random.Random(seed)
    out = [state]
    for _ in range(count - 1):
        for _ in range(7):
            movers = engine.to_move(state)
            if not movers:
                break
            p = movers[0]
            state = engine.apply(state, p, rng.choice(engine.legal_actions(state, p)))
        if engine.to_move(state):
            out.append(state)
    return engine, out


@pytest.mark.parametrize("game", BUILT)
def test_search_returns_legal_actions(game):
    engine, states = _positions(game)
    for state in states:
        for seat in engine.to_move(state):
            result = search(engine, state, seat, budget_s=None, iterations=6, seed=1)
            assert result.action in engine.legal_actions(state, seat)


@pytest.mark.parametrize("game", BUILT)
def test_search_is_reproducible_with_an_iteration_budget(game):
    engine, states = _positions(game, count=2, seed=11)
    state = states[-1]
    seat = engine.to_move(state)[0]
    first = search(engine, state, seat, budget_s=None, iterations=8, seed=42)
    second = search(engine, state, seat, budget_s=None, iterations=8, seed=42)
    assert freeze(engine.encode_action(first.action)) == freeze(engine.encode_action(second.action))
    assert [(s.visits, s.value) for s in first.stats] == [(s.visits, s.value) for s in second.stats]


@pytest.mark.parametrize("game", ["coloretto", "r_eco", "rolling_japan"])
def test_search_respects_its_time_budget(game):
    """Generous tolerance: the machine may be busy; the search must not run on for long."""
    engine, states = _positions(game, count=2)
    state = states[-1]
    seat = engine.to_move(state)[0]
    start = time.perf_counter()
    result = search(engine, state, seat, budget_s=0.15, seed=3)
    elapsed = time.perf_counter() - start
    assert elapsed < 0.15 + 1.0
    assert result.action in engine.legal_actions(state, seat)


def test_hard_player_is_deterministic_with_iterations():
    a = make_player("coloretto", "hard", seed=9, budget_s=None, iterations=10)
    b = make_player("coloretto", "hard", seed=9, budget_s=None, iterations=10)
    engine, states = _positions("coloretto", count=2, seed=2)
    for state in states:
        seat = engine.to_move(state)[0]
        assert a(state, seat) == b(state, seat)


@pytest.mark.parametrize("game", BUILT)
def test_hint_returns_a_legal_action_and_a_reason(game):
    engine, states = _positions(game, count=2, seed=8)
    state = states[-1]
    seat = engine.to_move(state)[0]
    action, reason = hint(game, state, seat, budget_s=None, iterations=6, seed=1)
    assert action in engine.legal_actions(state, seat)
    assert isinstance(reason, str) and reason and "\n" not in reason


@pytest.mark.parametrize("game,players", [("coloretto", 4), ("r_eco", 4), ("rolling_japan", 1), ("rolling_japan", 3)])
def test_a_hint_reads_each_search_in_its_own_unit(game, players):
    """Rolling Japan's playouts are valued in X left on the sheet; the flat best responses of
    Coloretto and R-Eco at 3-5 players, like the trees, as a chance to win."""
    engine = engines.get(game)
    state = engine.new_game(players, seed=3)
    seat = engine.to_move(state)[0]
    rng = random.Random(2)
    while len(engine.legal_actions(state, seat)) < 2:
        state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
        seat = engine.to_move(state)[0]
    _, reason = hint(game, state, seat, budget_s=None, iterations=40, seed=1)
    assert reason.kind == ("x" if game == "rolling_japan" else "win"), reason
    assert reason.games > 0
    assert ("X" in str(reason)) == (game == "rolling_japan")


def test_arena_smoke(capsys):
    assert arena.main(["coloretto", "--players", "2", "--seats", "hard,normal", "--games", "2",
                       "--seed", "3", "--budget", "0.003"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    result = json.loads(last)
    assert {"game", "players", "seats", "wins", "mean_score", "mean_move_ms", "p95_move_ms"} <= set(result)
    assert result["game"] == "coloretto" and result["seats"] == ["hard", "normal"]
    assert sum(result["wins"]) == pytest.approx(2.0)


def test_arena_solo_reports_mean_x(capsys):
    assert arena.main(["rolling_japan", "--players", "1", "--seats", "normal", "--games", "1",
                       "--seed", "3"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["players"] == 1 and 0 <= result["mean_score"][0] <= 47


def test_hint_never_names_a_face_down_siberia_card():
    """The runner-up in a hint is described without the hidden card it would discover."""
    from engines.siberia import CARDS, Discover

    engine = engines.get("siberia")
    state = engine.new_game(2, seed=4)
    seat = engine.to_move(state)[0]
    assert state.phase == "discover"
    _, reason = hint("siberia", state, seat, budget_s=None, iterations=30, seed=2)
    for pos in state.face_down_positions():
        kind, value = CARDS.resource_cards[state.row[pos]]
        assert f"{kind} {value}" not in reason
    assert any(isinstance(a, Discover) for a in engine.legal_actions(state, seat))


def test_arena_in_several_processes_plays_the_same_games():
    serial = arena.run("coloretto", 2, ["normal", "easy"], 4, 7, 0.01, out=None)
    parallel = arena.run("coloretto", 2, ["normal", "easy"], 4, 7, 0.01, out=None, jobs=2)
    assert serial["wins"] == parallel["wins"] and serial["mean_score"] == parallel["mean_score"]


def test_every_game_has_search_settings_and_the_common_core_knows_no_game():
    """The engines/search package: each game registered once (POLICIES), its settings built on
    first use; the common modules (mcts, policy, flat) import no game and no per-game search."""
    import ast
    from pathlib import Path

    import engines.search as package
    from engines.search import POLICIES, GamePolicy, policy_for

    assert set(POLICIES) == set(engines.NAMES)
    for game in BUILT:
        engine = engines.get(game)
        policy = policy_for(game, engine.min_players)
        assert isinstance(policy, GamePolicy) and policy is policy_for(game, engine.min_players)
    folder = Path(package.__file__).parent
    common_modules = ("mcts", "policy", "flat")
    for common in common_modules:
        tree = ast.parse((folder / f"{common}.py").read_text(encoding="utf-8"))
        imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        games = {m for m in imported if any(m == f"engines.{g}" or m.startswith(f"engines.{g}.") for g in engines.NAMES)}
        searches = {m for m in imported if m.startswith("engines.search.")
                    and m.removeprefix("engines.search.") not in common_modules}
        assert not games and not searches, (common, games | searches)


def test_a_playout_hook_that_plays_the_rollout_loop_gives_the_same_search():
    """GamePolicy.playout replaces the rollout loop and the evaluation: a playout that does what the
    loop does (the rollout policy for every seat, `rollout_depth` steps, then `evaluate`) gives the
    same tree, statistics and choice, draw for draw."""
    import dataclasses

    from engines.search import GamePolicy, ismcts, margin_values

    engine = engines.get("r_eco")
    state = engine.new_game(3, seed=4)
    seat = engine.to_move(state)[0]
    base = GamePolicy(lambda engine, s, p, rng: rng.choice(engine.legal_actions(s, p)),
                      lambda engine, s, seat: margin_values(engine, s, 5.0), rollout_depth=12)
    calls = []

    def playout(engine, det, seat, rng):
        calls.append(1)
        for _ in range(base.rollout_depth):
            movers = engine.to_move(det)
            if not movers:
                break
            p = movers[0]
            det = engine.apply(det, p, base.rollout(engine, det, p, rng))
        return base.evaluate(engine, det, seat)

    hooked = dataclasses.replace(base, playout=playout)
    plain = ismcts(engine, state, seat, base, budget_s=None, iterations=300, seed=9)
    mine = ismcts(engine, state, seat, hooked, budget_s=None, iterations=300, seed=9)
    assert len(calls) == 300
    assert mine.action == plain.action
    assert [(s.action, s.visits, s.value) for s in mine.stats] == [(s.action, s.visits, s.value) for s in plain.stats]
