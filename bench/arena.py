"""Strength of the computer players at every table size (engines.arena), for every game (issue 14).

For every game and every player count N it allows (Rolling Japan: 2-5, and solo), one line a match:

  <game>_<N>p_hard_vs_normal_share       1 hard + N-1 normal (target: >= 0.60 at 2 players, >= 2x the fair share at 3-5)
  <game>_<N>p_normal_vs_heuristic_share  1 normal + N-1 of the game's bot_heuristic (target: >= the fair share)
  <game>_<N>p_easy_vs_normal_share       1 easy + N-1 normal (target: below the fair share: easy is beatable)

each the first label's share of the wins (a shared win counts 1/k; seats rotate game by game, the
count of games rounded up to whole rotations, see below), with its Wilson 95% interval, the fair
share 1/N and the share in times the fair share, e.g.
`coloretto_4p_hard_vs_normal_share: 0.52 share (95% 0.33-0.70 Wilson, fair 0.25, 2.08x fair, 8 games)`;
then `<game>_<N>p_hard_mean_move_ms` / `_p95_move_ms` (on the budget's clock). Rolling Japan solo:
`rolling_japan_1p_<level>_mean_x` for hard, normal, easy and heuristic (lower is better). A game
without `bot_heuristic` yet gets a line saying so instead of its heuristic matches.

The hard player's budget counts CPU time by default (`time.process_time`, engines.arena's
`--clock cpu`): on a loaded machine "1 s" then buys about the search 1 s buys on an idle one.

Settings (every figure is printed after them, so a result always says what it measured):
  KOTATSU_BENCH_ARENA_HARD_GAMES  games per hard-vs-normal match (default 1: a smoke run of about
                                  ten CPU minutes for the whole table; from N games on, rounded up
                                  to whole rotations; about 12-30 give a useful interval)
  KOTATSU_BENCH_ARENA_GAMES       games per normal-vs-heuristic and easy-vs-normal match (default 10,
                                  rounded up likewise; these are fast)
  KOTATSU_BENCH_ARENA_SOLO_GAMES  solo Rolling Japan games per level (default 10)
  KOTATSU_BENCH_ARENA_BUDGET      hard player's seconds per decision (default 1.0, the shipped setting)
  KOTATSU_BENCH_ARENA_CLOCK       cpu (default) or wall
  KOTATSU_BENCH_ARENA_JOBS        games played at once, one process each (default 1: shared machines)
  KOTATSU_BENCH_ARENA_GAMES_LIST  comma-separated games (default: all five)
  KOTATSU_BENCH_ARENA_PLAYERS     comma-separated player counts (default: every count of each game)
  KOTATSU_BENCH_ARENA_MATCHES     comma-separated matches among hard_vs_normal, normal_vs_heuristic,
                                  easy_vs_normal, hard_vs_before (default: the first three)
  KOTATSU_BENCH_ARENA_SPEEDUP     for hard_vs_before: game=r pairs, e.g. "coloretto=3.1,siberia=4.2"
The full run of issue 14 (hours on a small machine; engines.arena runs one match at a time):
  KOTATSU_BENCH_ARENA_HARD_GAMES=24 KOTATSU_BENCH_ARENA_GAMES=60 KOTATSU_BENCH_ARENA_SOLO_GAMES=100 \\
      nice -n 10 .venv/bin/python -m bench arena

Before/after a speed-up (issue 19: "the hard player's strength at 0.5 s and 1 s before and after")
in one tree. The speed-ups keep every decision identical for a given number of search iterations
(the recorded searches of tests/engines/test_search_decisions.py check it), so the hard player of
the old tree at a budget b is today's hard player stopped after the iterations the old tree ran in
b, i.e. today's hard player at budget b / r, where r is the measured ratio of hard-player
iterations a second, today over the old tree, per game:

    KOTATSU_BENCH_BASE=/tmp/kotatsu/base .venv/bin/python -m bench <game>
    -> <game>_hard_iterations_per_s: ... (base ..., r x: ...)

So "after vs before at b" is the arena match `--seats hard,hard@<b/r> --budget b` (seats rotate),
and each side can also meet normal (`--seats hard@<b/r>,normal`). It rests on two approximations,
both small: r is measured on fixed positions (the real ratio varies a little along a game), and
the iterations the search runs in a budget are not exactly proportional to it (a constant cost
per decision). The `hard_vs_before` match here does it at KOTATSU_BENCH_ARENA_BUDGET for the games
given in KOTATSU_BENCH_ARENA_SPEEDUP: `<game>_<N>p_hard_vs_before_share` (1 hard at b against
N-1 hard at b / r).
"""
from __future__ import annotations

import math
import os
from collections.abc import Iterator
from typing import Any

import engines
from engines import arena

SEED = 2026
MATCHES = {
    # name: (label under test, the other seats' label)
    "hard_vs_normal": ("hard", "normal"),
    "normal_vs_heuristic": ("normal", "heuristic"),
    "easy_vs_normal": ("easy", "normal"),
    "hard_vs_before": ("hard", None),  # the other seats: hard@(budget / r)
}
DEFAULT_MATCHES = ("hard_vs_normal", "normal_vs_heuristic", "easy_vs_normal")


def _env(name: str, default: Any) -> str:
    return os.environ.get(name, str(default)).strip()


def _list(name: str) -> list[str] | None:
    value = os.environ.get(name, "").strip()
    return [x.strip() for x in value.split(",") if x.strip()] if value else None


def player_counts(game: str) -> list[int]:
    """The player counts measured for a game: its full range; Rolling Japan 1 (solo) to 5."""
    engine = engines.get(game)
    high = min(engine.max_players, 5) if game == "rolling_japan" else engine.max_players
    return list(range(engine.min_players, high + 1))


def rotations(games: int, players: int) -> int:
    """`games` rounded up to whole rotations of the seats once there is at least one rotation
    (fewer games than seats stay as they are: a smoke run; at least one game)."""
    if games < players:
        return max(1, games)
    return math.ceil(games / players) * players


def speedups(text: str | None) -> dict[str, float]:
    pairs = [p.split("=") for p in (text or "").split(",") if p.strip()]
    return {g.strip(): float(r) for g, r in pairs}


def share_line(name: str, result: dict[str, Any]) -> tuple[str, float, str]:
    """The first label's share of the wins, with its interval and fair share in the unit text."""
    low, high = result["ci95"][0]
    unit = (f"share (95% {low:.2f}-{high:.2f} Wilson, fair {result['fair_share'][0]:.2f}, "
            f"{result['x_fair'][0]:.2f}x fair, {result['games']} games)")
    return name, result["share"][0], unit


def run() -> Iterator[tuple[str, Any, str]]:
    hard_games = int(_env("KOTATSU_BENCH_ARENA_HARD_GAMES", 1))
    games = int(_env("KOTATSU_BENCH_ARENA_GAMES", 10))
    solo_games = int(_env("KOTATSU_BENCH_ARENA_SOLO_GAMES", 10))
    budget = float(_env("KOTATSU_BENCH_ARENA_BUDGET", 1.0))
    clock = _env("KOTATSU_BENCH_ARENA_CLOCK", "cpu")
    jobs = int(_env("KOTATSU_BENCH_ARENA_JOBS", 1))
    chosen = _list("KOTATSU_BENCH_ARENA_GAMES_LIST") or list(engines.NAMES)
    counts = _list("KOTATSU_BENCH_ARENA_PLAYERS")
    matches = _list("KOTATSU_BENCH_ARENA_MATCHES") or list(DEFAULT_MATCHES)
    ratio = speedups(os.environ.get("KOTATSU_BENCH_ARENA_SPEEDUP"))
    for m in matches:
        if m not in MATCHES:
            raise ValueError(f"unknown match {m!r}; matches: {', '.join(MATCHES)}")
    yield "arena_bench_hard_games", hard_games, "games a match (from N games on, rounded up to whole rotations)"
    yield "arena_bench_games", games, "games a match (from N games on, rounded up to whole rotations)"
    yield "arena_bench_solo_games", solo_games, "games a level"
    yield "arena_bench_budget", budget, f"s ({clock} clock)"
    yield "arena_bench_jobs", jobs, "processes"
    yield "arena_bench_matches", ",".join(matches), ""
    if "hard_vs_before" in matches:
        yield "arena_bench_speedup", ",".join(f"{g}={r:g}" for g, r in ratio.items()) or "none", "(r per game)"
    for game in engines.NAMES:
        if game not in chosen or not engines.available(game):
            continue
        try:
            arena.heuristic_bot(game)
            has_heuristic = True
        except ValueError:
            has_heuristic = False
        for n in player_counts(game):
            if counts is not None and str(n) not in counts:
                continue
            if n == 1:
                yield from _solo(game, solo_games, budget, clock, jobs, has_heuristic)
                continue
            for m in matches:
                first, other = MATCHES[m]
                if m == "hard_vs_before":
                    if game not in ratio:
                        continue
                    other = f"hard@{budget / ratio[game]:.4g}"
                if "heuristic" in (first, other) and not has_heuristic:
                    yield f"{game}_{n}p_{m}_share", "skipped: no bot_heuristic yet", ""
                    continue
                seats = [first] + [other] * (n - 1)
                k = rotations(hard_games if "hard" in seats[0] else games, n)
                result = arena.run(game, n, seats, k, SEED, budget, out=None, jobs=jobs, clock=clock)
                yield share_line(f"{game}_{n}p_{m}_share", result)
                if m == "hard_vs_normal":
                    yield f"{game}_{n}p_hard_mean_move_ms", result["mean_move_ms"], f"ms ({clock})"
                    yield f"{game}_{n}p_hard_p95_move_ms", result["p95_move_ms"], f"ms ({clock})"


def _solo(game: str, games: int, budget: float, clock: str, jobs: int,
          has_heuristic: bool) -> Iterator[tuple[str, Any, str]]:
    for level in ("hard", "normal", "easy", "heuristic"):
        if level == "heuristic" and not has_heuristic:
            yield f"{game}_1p_heuristic_mean_x", "skipped: no bot_heuristic yet", ""
            continue
        result = arena.run(game, 1, [level], games, SEED, budget, out=None, jobs=jobs, clock=clock)
        yield f"{game}_1p_{level}_mean_x", result["mean_score"][0], f"X ({games} games)"
        if level == "hard":
            yield f"{game}_1p_hard_mean_move_ms", result["mean_move_ms"], f"ms ({clock})"
            yield f"{game}_1p_hard_p95_move_ms", result["p95_move_ms"], f"ms ({clock})"
