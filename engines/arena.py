"""Computer-only games between player levels, to measure strength and speed.

    python -m engines.arena GAME --players N --seats hard,normal[,...] --games K --seed S [--budget SECONDS]
        [--iterations N] [--jobs J]

`--seats` lists one level label per seat (easy, normal or hard; the same level may appear several
times). Game g seats the labels rotated by g places, so every label plays every position equally
often when K is a multiple of N (this cancels the start-player advantage). A win shared by k seats
counts 1/k. The table gives, per level label (in `--seats` order; a label listed twice is counted
as one level over both its seats): wins, win rate with a 95% confidence interval, mean score, and
decision times. Solo games (Rolling Japan with 1 player) report the mean score (mean X) instead.

The last line is JSON: {"game", "players", "seats", "wins", "mean_score", "mean_move_ms",
"p95_move_ms", ...}: "wins" and "mean_score" are lists in the order of the distinct labels of
`--seats`; "mean_move_ms"/"p95_move_ms" are the decision times of the first listed label (the
level under test); "move_ms_by_level" gives them per label.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import math
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import engines
from engines.players import LEVELS, make_player


def play_game(game: str, labels: Sequence[str], *, seed: int, budget_s: float,
              iterations: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[list[float], list[float], list[list[float]]]:
    """One game with labels[i] at seat i: (scores, win shares, decision times in ms per seat)."""
    engine = engines.get(game)
    n = len(labels)
    players = [make_player(game, lv, seed=seed * 7919 + i, budget_s=budget_s, iterations=iterations)
               for i, lv in enumerate(labels)]
    state = engine.new_game(n, seed=seed, options=options)
    times: list[list[float]] = [[] for _ in range(n)]
    steps = 0
    while True:
        movers = engine.to_move(state)
        if not movers:
            break
        p = movers[0]
        legal = engine.legal_actions(state, p)
        start = time.perf_counter()
        action = players[p](state, p) if len(legal) > 1 else legal[0]
        if len(legal) > 1:
            times[p].append(1000 * (time.perf_counter() - start))
        state = engine.apply(state, p, action)
        steps += 1
        if steps > 100_000:
            raise RuntimeError(f"{game}: the game does not end")
    scores = [float(x) for x in engine.scores(state)]
    winners = engine.winners(state)
    shares = [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
    return scores, shares, times


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))
    return ordered[k]


def _play(args: tuple[str, list[str], int, float, int | None]) -> tuple[list[float], list[float], list[list[float]]]:
    game, order, seed, budget_s, iterations = args
    return play_game(game, order, seed=seed, budget_s=budget_s, iterations=iterations)


def run(game: str, players: int, seats: Sequence[str], games: int, seed: int, budget_s: float,
        iterations: int | None = None, out: Any = sys.stdout, jobs: int = 1) -> dict[str, Any]:
    """Plays the games (in `jobs` processes at once: the same games and results, each game being
    independent and seeded) and returns the JSON summary; prints a line a game and the table."""
    if len(seats) != players:
        raise ValueError(f"--seats must name {players} level(s), one per seat")
    for lv in seats:
        if lv not in LEVELS:
            raise ValueError(f"unknown level {lv!r}; levels: {', '.join(LEVELS)}")
    labels = list(dict.fromkeys(seats))
    wins = {lv: 0.0 for lv in labels}
    score_sum = {lv: 0.0 for lv in labels}
    score_n = {lv: 0 for lv in labels}
    seat_games = {lv: 0 for lv in labels}
    times: dict[str, list[float]] = {lv: [] for lv in labels}
    start = time.perf_counter()
    orders = [list(seats[g % players:]) + list(seats[:g % players]) for g in range(games)]
    tasks = [(game, orders[g], seed + g, budget_s, iterations) for g in range(games)]
    with ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else contextlib.nullcontext() as pool:
        played = pool.map(_play, tasks) if pool is not None else map(_play, tasks)
        results = list(_each(played, orders, games, out))
    for order, (scores, shares, game_times) in zip(orders, results, strict=True):
        for p, lv in enumerate(order):
            wins[lv] += shares[p]
            score_sum[lv] += scores[p]
            score_n[lv] += 1
            seat_games[lv] += 1
            times[lv].extend(game_times[p])
    elapsed = time.perf_counter() - start
    mean_score = {lv: score_sum[lv] / max(1, score_n[lv]) for lv in labels}
    result: dict[str, Any] = {
        "game": game,
        "players": players,
        "seats": list(seats),
        "levels": labels,
        "games": games,
        "seed": seed,
        "budget_s": budget_s,
        "wins": [round(wins[lv], 3) for lv in labels],
        "mean_score": [round(mean_score[lv], 3) for lv in labels],
        "mean_move_ms": round(_mean(times[labels[0]]), 1),
        "p95_move_ms": round(percentile(times[labels[0]], 95), 1),
        "move_ms_by_level": {lv: [round(_mean(times[lv]), 1), round(percentile(times[lv], 95), 1)] for lv in labels},
        "elapsed_s": round(elapsed, 1),
    }
    if players > 1:
        # per label: wins over the games it sat in (a label on k seats sits k times a game)
        result["win_rate"] = [round(wins[lv] / max(1, games), 4) for lv in labels]
    if out is not None:
        _table(result, seat_games, out)
    return result


def _each(played: Iterator[Any], orders: list[list[str]], games: int, out: Any) -> Iterator[Any]:
    """The played games in order, with a progress line each."""
    for g, result in enumerate(played):
        if out is not None:
            print(f"# game {g + 1}/{games}: " + ", ".join(
                f"{lv}={s:g}" for lv, s in zip(orders[g], result[0], strict=True)), file=out, flush=True)
        yield result


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _table(result: dict[str, Any], seat_games: dict[str, int], out: Any) -> None:
    games = result["games"]
    print(f"{result['game']}, {result['players']} player(s), seats {','.join(result['seats'])}, "
          f"{games} games, seed {result['seed']}, budget {result['budget_s']} s", file=out)
    if result["players"] == 1:
        print(f"{'level':8} {'mean X':>8} {'mean ms':>9} {'p95 ms':>9}", file=out)
    else:
        print(f"{'level':8} {'wins':>7} {'win rate':>9} {'95% CI':>15} {'mean score':>11} {'mean ms':>9} {'p95 ms':>9}",
              file=out)
    for i, lv in enumerate(result["levels"]):
        ms, p95 = result["move_ms_by_level"][lv]
        score = result["mean_score"][i]
        if result["players"] == 1:
            print(f"{lv:8} {score:8.2f} {ms:9.1f} {p95:9.1f}", file=out)
            continue
        w = result["wins"][i]
        rate = w / max(1, games)
        half = 1.96 * math.sqrt(max(rate * (1 - rate), 1e-9) / max(1, games))
        ci = f"{100 * max(0, rate - half):.0f}-{100 * min(1, rate + half):.0f}%"
        print(f"{lv:8} {w:7.1f} {100 * rate:8.1f}% {ci:>15} {score:11.2f} {ms:9.1f} {p95:9.1f}", file=out)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engines.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=engines.NAMES)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seats", required=True, help="one level per seat, comma-separated: hard,normal")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=float, default=1.0, help="hard player's seconds per decision")
    parser.add_argument("--iterations", type=int, default=None,
                        help="cap the hard player's search iterations (deterministic with --budget 0)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once in separate processes (at most one per core)")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    budget = args.budget if args.budget > 0 else None
    if budget is None and args.iterations is None:
        parser.error("--budget 0 needs --iterations")
    result = run(args.game, args.players, seats, args.games, args.seed, budget, args.iterations,
                 jobs=max(1, args.jobs))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
