"""The arena (engines.arena): seat labels (heuristic, hard@SECONDS), the CPU-time budget of the
search, Wilson intervals, fair shares and the early stop. Fast: iteration caps and tiny games."""
from __future__ import annotations

import importlib
import json
import time

import pytest

import engines
from engines import arena
from engines.players import LEVELS
from engines.search import Deadline, search, use_clock

# -- Wilson intervals -------------------------------------------------------------------------

def test_wilson_interval_known_values():
    low, high = arena.wilson(0.5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    low, high = arena.wilson(0.0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = arena.wilson(1.0, 10)
    assert high == pytest.approx(1.0) and low == pytest.approx(0.7225, abs=1e-4)
    assert arena.wilson(0.3, 0) == (0.0, 1.0)
    # narrower with more games, always inside [0, 1] and around the share
    a, b = arena.wilson(0.3, 100)
    assert 0 < a < 0.3 < b < 1 and b - a < arena.wilson(0.3, 20)[1] - arena.wilson(0.3, 20)[0]


# -- seat labels ------------------------------------------------------------------------------

def test_seat_labels():
    assert arena.parse_label("hard", 1.0) == ("hard", 1.0)
    assert arena.parse_label("hard@0.33", 1.0) == ("hard", 0.33)
    assert arena.parse_label("hard@0.5", None) == ("hard", 0.5)
    assert arena.parse_label("heuristic", 1.0) == ("heuristic", 1.0)
    for bad in ("medium", "normal@0.5", "hard@x", "hard@0", "hard@-1"):
        with pytest.raises(ValueError):
            arena.parse_label(bad, 1.0)
    assert "heuristic" not in LEVELS  # a baseline of the arena, not a level offered to players


def test_a_game_without_a_heuristic_is_refused_by_name(monkeypatch, capsys):
    module = importlib.import_module("engines.siberia")
    monkeypatch.delattr(module, "bot_heuristic", raising=False)
    with pytest.raises(ValueError, match="siberia has no heuristic player yet"):
        arena.run("siberia", 2, ["normal", "heuristic"], 2, 0, None, iterations=2, out=None)
    with pytest.raises(SystemExit):
        arena.main(["siberia", "--players", "2", "--seats", "normal,heuristic", "--games", "1"])
    assert "siberia has no heuristic player yet" in capsys.readouterr().err


def test_heuristic_seats_play_the_game_modules_bot(monkeypatch):
    """Every heuristic seat calls the game module's bot_heuristic; the table gives fair shares."""
    module = importlib.import_module("engines.coloretto")
    calls: list[int] = []

    def bot_heuristic(engine, state, seat, rng):
        calls.append(seat)
        return engine.legal_actions(state, seat)[0]

    monkeypatch.setattr(module, "bot_heuristic", bot_heuristic, raising=False)
    result = arena.run("coloretto", 3, ["normal", "heuristic", "heuristic"], 3, 5, None, iterations=2, out=None)
    assert calls
    assert result["levels"] == ["normal", "heuristic"]
    assert result["seat_count"] == [1, 2]
    assert result["fair_share"] == pytest.approx([1 / 3, 2 / 3], abs=1e-4)
    assert sum(result["share"]) == pytest.approx(1.0)
    for share, fair, x, (low, high) in zip(result["share"], result["fair_share"], result["x_fair"],
                                           result["ci95"], strict=True):
        assert x == pytest.approx(share / fair, abs=1e-3)
        assert low <= share <= high


def test_hard_at_seconds_has_its_own_budget(monkeypatch):
    seen: list[tuple[str, float | None]] = []
    real = arena.make_player

    def spy(game, level, seed=0, *, budget_s=1.0, iterations=None):
        seen.append((level, budget_s))
        return real(game, level, seed=seed, budget_s=budget_s, iterations=iterations)

    monkeypatch.setattr(arena, "make_player", spy)
    result = arena.run("coloretto", 2, ["hard", "hard@0.004"], 2, 1, 0.002, iterations=3, out=None)
    assert ("hard", 0.002) in seen and ("hard", 0.004) in seen
    assert result["budgets"] == {"hard": 0.002, "hard@0.004": 0.004}
    assert result["levels"] == ["hard", "hard@0.004"] and sum(result["wins"]) == pytest.approx(2.0)


def test_arena_table_and_json(capsys):
    assert arena.main(["coloretto", "--players", "2", "--seats", "normal,easy", "--games", "2",
                       "--seed", "3"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    result = json.loads(out[-1])
    assert result["clock"] == "cpu"  # the arena's default
    assert {"share", "ci95", "fair_share", "x_fair"} <= set(result)
    assert result["fair_share"] == [0.5, 0.5]
    assert any("95% (Wilson)" in line and "x fair" in line for line in out)


# -- early stop -------------------------------------------------------------------------------

def test_target_stops_once_the_interval_is_clear(monkeypatch, capsys):
    def first_seat_wins(args):
        return [1.0, 0.0], [1.0, 0.0], [[], []]

    def always_hard(args):
        game, order, seed, budget_s, iterations, clock = args
        shares = [1.0 if lv == "hard" else 0.0 for lv in order]
        return shares, shares, [[], []]

    monkeypatch.setattr(arena, "_play", always_hard)
    result = arena.run("coloretto", 2, ["hard", "normal"], 20, 0, 1.0, target=0.5)
    assert result["stopped_early"] and result["games"] == 4  # Wilson(4/4) low = 0.51 > 0.5, after 2 rotations
    assert "stopped after 4 games" in capsys.readouterr().out
    monkeypatch.setattr(arena, "_play", first_seat_wins)  # hard wins half: never clear of 0.5
    result = arena.run("coloretto", 2, ["hard", "normal"], 6, 0, 1.0, target=0.5, out=None)
    assert not result["stopped_early"] and result["games"] == 6


# -- the search's clock -----------------------------------------------------------------------

def test_the_wall_clock_stays_the_default():
    assert Deadline(1.0, None).clock is time.perf_counter
    with use_clock("cpu"):
        assert Deadline(1.0, None).clock is time.process_time
        with use_clock("wall"):
            assert Deadline(1.0, None).clock is time.perf_counter
    assert Deadline(1.0, None).clock is time.perf_counter


def test_a_cpu_clock_deadline_does_not_count_waiting():
    with use_clock("cpu"):
        cpu = Deadline(0.05, None)
    wall = Deadline(0.05, None)
    time.sleep(0.08)  # no CPU spent
    assert cpu.more() and not wall.more()


@pytest.mark.parametrize("game", ["coloretto", "pueblo"])
def test_a_search_stops_at_its_budget_on_the_contexts_clock(game):
    """The search counts its budget on the clock use_clock gives it: a fake clock that moves 1 ms a
    reading (no timing of this machine, so nothing flaky) stops it once the budget is read out,
    and the CPU clock is the one the arena's --clock cpu installs."""
    engine = engines.get(game)
    state = engine.new_game(2, seed=3)
    seat = engine.to_move(state)[0]
    while len(engine.legal_actions(state, seat)) < 2 or (game == "pueblo" and state.phase != "place"):
        state = engine.apply(state, seat, engine.legal_actions(state, seat)[0])
        seat = engine.to_move(state)[0]
    readings = [0]

    def fake() -> float:
        readings[0] += 1
        return readings[0] / 1000

    budget = 0.15 if game == "coloretto" else 0.03  # Pueblo's search also stops at its candidates' cap
    with use_clock(fake):
        result = search(engine, state, seat, budget_s=budget, seed=1)
    assert result.iterations > 1
    assert result.elapsed_s <= budget + 0.01  # stopped by the fake clock's budget, not later
    assert readings[0] >= 0.9 * budget * 1000  # and not before it was nearly spent
    with use_clock("cpu"):
        assert Deadline(1.0, None).clock is time.process_time
