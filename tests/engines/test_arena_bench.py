"""bench/arena.py (issue 14's table): its lines for every player count, with Wilson intervals and
fair shares, its settings printed first, and the before/after match. Tiny budgets and games."""
from __future__ import annotations

import re

import pytest

import engines
from bench import arena as bench_arena

LINE = re.compile(r"share \(95% (\d\.\d\d)-(\d\.\d\d) Wilson, fair (\d\.\d\d), (\d+\.\d\d)x fair, (\d+) games\)")


def test_player_counts_cover_every_table_size():
    assert bench_arena.player_counts("rolling_japan") == [1, 2, 3, 4, 5]
    for game in ("coloretto", "r_eco", "siberia", "pueblo"):
        engine = engines.get(game)
        assert bench_arena.player_counts(game) == list(range(engine.min_players, engine.max_players + 1))
    assert bench_arena.rotations(4, 3) == 6 and bench_arena.rotations(10, 4) == 12 and bench_arena.rotations(2, 2) == 2
    assert bench_arena.rotations(1, 3) == 1 and bench_arena.rotations(0, 2) == 1  # a smoke run stays small


def test_bench_lines(monkeypatch):
    monkeypatch.setenv("KOTATSU_BENCH_ARENA_GAMES_LIST", "coloretto")
    monkeypatch.setenv("KOTATSU_BENCH_ARENA_PLAYERS", "2,3")
    monkeypatch.setenv("KOTATSU_BENCH_ARENA_HARD_GAMES", "2")
    monkeypatch.setenv("KOTATSU_BENCH_ARENA_GAMES", "2")
    monkeypatch.setenv("KOTATSU_BENCH_ARENA_BUDGET", "0.002")
    monkeypatch.setenv("KOTATSU_BENCH_ARENA_MATCHES", "hard_vs_normal,easy_vs_normal,hard_vs_before")
    monkeypatch.setenv("KOTATSU_BENCH_ARENA_SPEEDUP", "coloretto=2")
    lines = list(bench_arena.run())
    names = [name for name, _, _ in lines]
    assert names[0] == "arena_bench_hard_games"  # the settings come first
    assert names.index("arena_bench_speedup") < names.index("coloretto_2p_hard_vs_normal_share")
    for n in (2, 3):
        for match in ("hard_vs_normal", "easy_vs_normal", "hard_vs_before"):
            name, value, unit = next(line for line in lines if line[0] == f"coloretto_{n}p_{match}_share")
            low, high, fair, x, games = LINE.fullmatch(unit).groups()
            assert float(low) <= value + 0.005 and value - 0.005 <= float(high)
            assert float(fair) == pytest.approx(1 / n, abs=0.005)
            assert int(games) == 2  # fewer games than seats: as asked (a smoke run)
        assert f"coloretto_{n}p_hard_mean_move_ms" in names
    assert "coloretto_2p_normal_vs_heuristic_share" not in names


def test_bench_without_a_heuristic_says_so(monkeypatch):
    import importlib
    monkeypatch.delattr(importlib.import_module("engines.siberia"), "bot_heuristic", raising=False)
    monkeypatch.setenv("KOTATSU_BENCH_ARENA_GAMES_LIST", "siberia")
    monkeypatch.setenv("KOTATSU_BENCH_ARENA_PLAYERS", "2")
    monkeypatch.setenv("KOTATSU_BENCH_ARENA_MATCHES", "normal_vs_heuristic")
    lines = list(bench_arena.run())
    assert ("siberia_2p_normal_vs_heuristic_share", "skipped: no bot_heuristic yet", "") in lines
