"""Strength and speed of the computer players (engines.arena), for every game.

Two-player games: `<game>_hard_vs_normal_winrate`, `<game>_normal_vs_easy_winrate` (shares of the
games won, a shared win counting 1/k; seats rotate), `<game>_hard_mean_move_ms`,
`<game>_hard_p95_move_ms`, and the 95% confidence half-width of the hard win rate.
Rolling Japan solo: `rolling_japan_mean_x_hard`, with easy and normal on the same seeds beside it
(`rolling_japan_arena_mean_x_easy`/`_normal`; bench/rolling_japan.py has its own, over more games).

Targets: hard >= 60% against normal, normal >= 80% against easy, hard decisions <= 1 s on average
and <= 2 s at the 95th percentile with a 1 s budget, Rolling Japan solo hard mean X <= 11.

Full-size runs at a 1 s budget take hours on a small machine, so the sizes are settings:
  KOTATSU_BENCH_GAMES     games per hard-vs-normal match (default 10)
  KOTATSU_BENCH_EASY_GAMES games per normal-vs-easy match (default 40; these are fast)
  KOTATSU_BENCH_RJ_GAMES  solo Rolling Japan games per level (default 200, the target's count:
                          about 35 minutes on 2 cores)
  KOTATSU_BENCH_BUDGET    hard player's seconds per decision (default 0.25)
  KOTATSU_BENCH_RJ_BUDGET the same for Rolling Japan (default 1.0, the shipped setting: its search
                          stops after its iteration cap, most decisions well under the budget)
  KOTATSU_BENCH_JOBS      games played at once, one process each (default: the number of cores)
  KOTATSU_BENCH_GAMES_LIST comma-separated games to run (default: all five)
Every figure is printed with these parameters first, so a result always says what it measured.
"""
from __future__ import annotations

import math
import os
from collections.abc import Iterator

import engines
from engines.arena import run as arena_run

SEED = 2026
TWO_PLAYER = ("coloretto", "r_eco", "siberia", "pueblo")


def _env_int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def _env_float(name: str, default: float) -> float:
    return float(os.environ.get(name, default))


def run() -> Iterator[tuple[str, float, str]]:
    games = _env_int("KOTATSU_BENCH_GAMES", 10)
    easy_games = _env_int("KOTATSU_BENCH_EASY_GAMES", 40)
    rj_games = _env_int("KOTATSU_BENCH_RJ_GAMES", 200)
    budget = _env_float("KOTATSU_BENCH_BUDGET", 0.25)
    rj_budget = _env_float("KOTATSU_BENCH_RJ_BUDGET", 1.0)
    jobs = _env_int("KOTATSU_BENCH_JOBS", os.cpu_count() or 1)
    wanted = os.environ.get("KOTATSU_BENCH_GAMES_LIST")
    chosen = [g.strip() for g in wanted.split(",")] if wanted else list(engines.NAMES)
    yield "arena_bench_budget", budget, "s"
    yield "arena_bench_games", games, "games"
    yield "arena_bench_easy_games", easy_games, "games"
    yield "arena_bench_rj_games", rj_games, "games"
    yield "arena_bench_rj_budget", rj_budget, "s"
    yield "arena_bench_jobs", jobs, "processes"
    for game in TWO_PLAYER:
        if game not in chosen or not engines.available(game):
            continue
        hard = arena_run(game, 2, ["hard", "normal"], games, SEED, budget, out=None, jobs=jobs)
        rate = hard["wins"][0] / games
        yield f"{game}_hard_vs_normal_winrate", rate, "share"
        yield f"{game}_hard_vs_normal_winrate_ci95", 1.96 * math.sqrt(max(rate * (1 - rate), 1e-9) / games), "+/-"
        yield f"{game}_hard_mean_move_ms", hard["mean_move_ms"], "ms"
        yield f"{game}_hard_p95_move_ms", hard["p95_move_ms"], "ms"
        easy = arena_run(game, 2, ["normal", "easy"], easy_games, SEED, budget, out=None, jobs=jobs)
        yield f"{game}_normal_vs_easy_winrate", easy["wins"][0] / easy_games, "share"
    if "rolling_japan" in chosen and engines.available("rolling_japan"):
        hard = arena_run("rolling_japan", 1, ["hard"], rj_games, SEED, rj_budget, out=None, jobs=jobs)
        yield "rolling_japan_mean_x_hard", hard["mean_score"][0], "X"
        yield "rolling_japan_hard_mean_move_ms", hard["mean_move_ms"], "ms"
        yield "rolling_japan_hard_p95_move_ms", hard["p95_move_ms"], "ms"
        for level in ("easy", "normal"):
            other = arena_run("rolling_japan", 1, [level], rj_games, SEED, rj_budget, out=None, jobs=jobs)
            yield f"rolling_japan_arena_mean_x_{level}", other["mean_score"][0], "X"
