"""Computer-only games between player levels, to measure strength and speed.

    python -m engines.arena GAME --players N --seats hard,normal[,...] --games K --seed S [--budget SECONDS]
        [--clock cpu|wall] [--iterations N] [--jobs J] [--target SHARE]

`--seats` lists one label per seat (the same label may appear several times). A label is
- a level of `engines.players.LEVELS`: easy, normal or hard;
- `heuristic`: the game module's `bot_heuristic(engine, state, seat, rng)`, a simple rule-of-thumb
  player written as an arena baseline (not a level offered to players; a game without one yet is
  refused with an error naming it);
- `hard@SECONDS`, e.g. `hard@0.33`: the hard player with its own budget per decision instead of
  `--budget` (to compare budgets, or a tree before and after a speed-up: see bench/arena.py).

Game g seats the labels rotated by g places, so every label plays every position equally often
when K is a multiple of N (this cancels the start-player advantage). A win shared by k seats
counts 1/k. The table gives, per label (in `--seats` order; a label listed on k seats is counted as
one side over all its seats): its seats, wins, its share of the games' wins with a Wilson 95%
interval, its fair share (k/N: what it would win if all seats were equal), the share in times the
fair share, mean score, and decision times. Solo games (Rolling Japan with 1 player) report the
mean score (mean X) instead.

`--clock` chooses what the hard player's budget counts: `cpu` (the default here) is this process's
CPU time (`time.process_time`), so "1 s" buys about the search it buys on an idle machine even on
a loaded one; `wall` is wall-clock time, what the interface uses (a person waits in wall time).
Decision times in the table are on the same clock.

`--target SHARE`: stop early, after a complete rotation (a multiple of N games, at least 2N), once
the first label's 95% interval lies wholly above or below SHARE (an early stop is printed; it
makes the interval a little optimistic, the usual price of looking at the result as it comes).

The last line is JSON: {"game", "players", "seats", "levels" (the distinct labels, the order of
every list below), "games" (played), "clock", "budgets", "wins", "share", "ci95" ([low, high] per
label), "fair_share", "x_fair", "mean_score", "mean_move_ms", "p95_move_ms" (the first label's),
"move_ms_by_level", "stopped_early", ...}.
"""
from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import engines
from engines.players import LEVELS, make_player
from engines.search import CLOCKS, use_clock

HEURISTIC = "heuristic"
Z95 = 1.959964


def parse_label(label: str, budget_s: float | None) -> tuple[str, float | None]:
    """(level, budget) of a seat label: "hard@0.33" -> ("hard", 0.33); "heuristic" is a level here."""
    level, sep, budget = label.partition("@")
    if level not in LEVELS and level != HEURISTIC:
        raise ValueError(f"unknown seat label {label!r}; labels: {', '.join(LEVELS)}, {HEURISTIC}, hard@SECONDS")
    if not sep:
        return level, budget_s
    if level != "hard":
        raise ValueError(f"seat label {label!r}: only the hard player has a budget (hard@SECONDS)")
    try:
        seconds = float(budget)
    except ValueError:
        raise ValueError(f"seat label {label!r}: the budget must be seconds, e.g. hard@0.5") from None
    if not seconds > 0:
        raise ValueError(f"seat label {label!r}: the budget must be positive")
    return level, seconds


def heuristic_bot(game: str) -> Callable[..., Any]:
    """The game's arena baseline `bot_heuristic`, or a ValueError naming the game."""
    module = importlib.import_module(f"engines.{game}")
    bot = getattr(module, "bot_heuristic", None)
    if bot is None:
        raise ValueError(f"{game} has no heuristic player yet: engines.{game}.bot_heuristic"
                         "(engine, state, seat, rng) is written by the game's owner")
    return bot


def make_seat(game: str, label: str, seed: int, *, budget_s: float | None,
              iterations: int | None = None) -> Callable[[Any, int], Any]:
    """The player of a seat label (see the module docstring)."""
    level, budget = parse_label(label, budget_s)
    if level == HEURISTIC:
        bot, engine, rng = heuristic_bot(game), engines.get(game), random.Random(seed)
        return lambda state, seat: bot(engine, state, seat, rng)
    return make_player(game, level, seed=seed, budget_s=budget, iterations=iterations)


def play_game(game: str, labels: Sequence[str], *, seed: int, budget_s: float | None,
              iterations: int | None = None, options: dict[str, Any] | None = None,
              clock: str = "cpu") -> tuple[list[float], list[float], list[list[float]]]:
    """One game with labels[i] at seat i: (scores, win shares, decision times in ms per seat, on
    `clock`, which the hard players' budgets count too)."""
    engine = engines.get(game)
    n = len(labels)
    players = [make_seat(game, lv, seed * 7919 + i, budget_s=budget_s, iterations=iterations)
               for i, lv in enumerate(labels)]
    tick = CLOCKS[clock]
    state = engine.new_game(n, seed=seed, options=options)
    times: list[list[float]] = [[] for _ in range(n)]
    steps = 0
    with use_clock(clock):
        while True:
            movers = engine.to_move(state)
            if not movers:
                break
            p = movers[0]
            legal = engine.legal_actions(state, p)
            start = tick()
            action = players[p](state, p) if len(legal) > 1 else legal[0]
            if len(legal) > 1:
                times[p].append(1000 * (tick() - start))
            state = engine.apply(state, p, action)
            steps += 1
            if steps > 100_000:
                raise RuntimeError(f"{game}: the game does not end")
    scores = [float(x) for x in engine.scores(state)]
    winners = engine.winners(state)
    shares = [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
    return scores, shares, times


def wilson(share: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a share observed over n games (95% by default)."""
    if n <= 0:
        return 0.0, 1.0
    p = min(1.0, max(0.0, share))
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))
    return ordered[k]


def _play(args: tuple[str, list[str], int, float | None, int | None, str]
          ) -> tuple[list[float], list[float], list[list[float]]]:
    game, order, seed, budget_s, iterations, clock = args
    return play_game(game, order, seed=seed, budget_s=budget_s, iterations=iterations, clock=clock)


def check_seats(game: str, players: int, seats: Sequence[str]) -> None:
    """ValueError unless `seats` names `players` valid labels for the game."""
    if len(seats) != players:
        raise ValueError(f"--seats must name {players} label(s), one per seat")
    for lv in seats:
        if parse_label(lv, None)[0] == HEURISTIC:
            heuristic_bot(game)


def run(game: str, players: int, seats: Sequence[str], games: int, seed: int, budget_s: float | None,
        iterations: int | None = None, out: Any = "stdout", jobs: int = 1, clock: str = "cpu",
        target: float | None = None) -> dict[str, Any]:
    """Plays the games (in `jobs` processes at once: the same games and results, each game being
    independent and seeded) and returns the JSON summary; prints a line a game and the table.
    `out`: where to print (None: nowhere; by default the current sys.stdout).
    `target`: stop early once the first label's interval is clear of it (see the module docstring)."""
    if out == "stdout":
        out = sys.stdout
    check_seats(game, players, seats)
    if clock not in CLOCKS:
        raise ValueError(f"unknown clock {clock!r}; clocks: {', '.join(CLOCKS)}")
    labels = list(dict.fromkeys(seats))
    start = time.perf_counter()
    orders = [list(seats[g % players:]) + list(seats[:g % players]) for g in range(games)]
    tasks = [(game, orders[g], seed + g, budget_s, iterations, clock) for g in range(games)]
    results: list[Any] = []
    stopped_early = False
    pool = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else None
    try:
        played = pool.map(_play, tasks) if pool is not None else map(_play, tasks)
        for result in _each(played, orders, games, out):
            results.append(result)
            done = len(results)
            if (target is not None and players > 1 and done < games and done % players == 0
                    and done >= 2 * players):
                low, high = wilson(_wins(orders, results, labels[0]) / done, done)
                if low > target or high < target:
                    stopped_early = True
                    if out is not None:
                        print(f"# stopped after {done} games: {labels[0]}'s 95% interval "
                              f"{100 * low:.0f}-{100 * high:.0f}% is clear of the target {100 * target:.0f}%",
                              file=out, flush=True)
                    break
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
    summary = summarize(game, players, seats, orders[:len(results)], results, seed=seed,
                        budget_s=budget_s, clock=clock, iterations=iterations)
    summary["stopped_early"] = stopped_early
    summary["target"] = target
    summary["elapsed_s"] = round(time.perf_counter() - start, 1)
    if out is not None:
        _table(summary, out)
    return summary


def _wins(orders: Sequence[Sequence[str]], results: Sequence[Any], label: str) -> float:
    return sum(shares[p] for order, (_, shares, _) in zip(orders, results, strict=False)
               for p, lv in enumerate(order) if lv == label)


def summarize(game: str, players: int, seats: Sequence[str], orders: Sequence[Sequence[str]],
              results: Sequence[Any], *, seed: int = 0, budget_s: float | None = None, clock: str = "cpu",
              iterations: int | None = None) -> dict[str, Any]:
    """The JSON summary of played games (orders[g]: the labels of game g by seat)."""
    labels = list(dict.fromkeys(seats))
    games = len(results)
    wins = {lv: 0.0 for lv in labels}
    score_sum = {lv: 0.0 for lv in labels}
    score_n = {lv: 0 for lv in labels}
    times: dict[str, list[float]] = {lv: [] for lv in labels}
    for order, (scores, shares, game_times) in zip(orders, results, strict=True):
        for p, lv in enumerate(order):
            wins[lv] += shares[p]
            score_sum[lv] += scores[p]
            score_n[lv] += 1
            times[lv].extend(game_times[p])
    mean_score = {lv: score_sum[lv] / max(1, score_n[lv]) for lv in labels}
    result: dict[str, Any] = {
        "game": game,
        "players": players,
        "seats": list(seats),
        "levels": labels,
        "games": games,
        "seed": seed,
        "budget_s": budget_s,
        "clock": clock,
        "iterations": iterations,
        "budgets": {lv: parse_label(lv, budget_s)[1] if parse_label(lv, budget_s)[0] == "hard" else None
                    for lv in labels},
        "seat_count": [list(seats).count(lv) for lv in labels],
        "wins": [round(wins[lv], 3) for lv in labels],
        "mean_score": [round(mean_score[lv], 3) for lv in labels],
        "mean_move_ms": round(_mean(times[labels[0]]), 1),
        "p95_move_ms": round(percentile(times[labels[0]], 95), 1),
        "move_ms_by_level": {lv: [round(_mean(times[lv]), 1), round(percentile(times[lv], 95), 1)] for lv in labels},
    }
    if players > 1:
        # per label: its share of the wins over the games (a label on k seats sits k times a game)
        share = [wins[lv] / max(1, games) for lv in labels]
        fair = [list(seats).count(lv) / players for lv in labels]
        result["win_rate"] = [round(s, 4) for s in share]
        result["share"] = [round(s, 4) for s in share]
        result["ci95"] = [[round(x, 4) for x in wilson(s, games)] for s in share]
        result["fair_share"] = [round(f, 4) for f in fair]
        result["x_fair"] = [round(s / f, 3) for s, f in zip(share, fair, strict=True)]
    return result


def _each(played: Iterator[Any], orders: list[list[str]], games: int, out: Any) -> Iterator[Any]:
    """The played games in order, with a progress line each (scores; the winners starred)."""
    for g, result in enumerate(played):
        if out is not None:
            print(f"# game {g + 1}/{games}: " + ", ".join(
                f"{lv}={s:g}" + ("*" if share > 0 else "")
                for lv, s, share in zip(orders[g], result[0], result[1], strict=True)), file=out, flush=True)
        yield result


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _table(result: dict[str, Any], out: Any) -> None:
    games = result["games"]
    budget = "iterations only" if result["budget_s"] is None else f"{result['budget_s']} s"
    print(f"{result['game']}, {result['players']} player(s), seats {','.join(result['seats'])}, "
          f"{games} games{' (stopped early)' if result.get('stopped_early') else ''}, seed {result['seed']}, "
          f"budget {budget} ({result['clock']} clock)", file=out)
    ms = f"{result['clock']} ms"
    width = max(9, *(len(lv) for lv in result["levels"]))
    if result["players"] == 1:
        print(f"{'label':{width}} {'mean X':>8} {'mean ' + ms:>12} {'p95 ' + ms:>12}", file=out)
    else:
        print(f"{'label':{width}} {'seats':>5} {'wins':>7} {'share':>7} {'95% (Wilson)':>13} {'fair':>6} "
              f"{'x fair':>6} {'mean score':>10} {'mean ' + ms:>12} {'p95 ' + ms:>12}", file=out)
    for i, lv in enumerate(result["levels"]):
        mean_ms, p95 = result["move_ms_by_level"][lv]
        score = result["mean_score"][i]
        if result["players"] == 1:
            print(f"{lv:{width}} {score:8.2f} {mean_ms:12.1f} {p95:12.1f}", file=out)
            continue
        low, high = result["ci95"][i]
        ci = f"{100 * low:.0f}-{100 * high:.0f}%"
        print(f"{lv:{width}} {result['seat_count'][i]:5d} {result['wins'][i]:7.1f} {100 * result['share'][i]:6.1f}% "
              f"{ci:>13} {100 * result['fair_share'][i]:5.0f}% {result['x_fair'][i]:6.2f} {score:10.2f} "
              f"{mean_ms:12.1f} {p95:12.1f}", file=out)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engines.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=engines.NAMES)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seats", required=True,
                        help="one label per seat, comma-separated: hard,normal or normal,heuristic,heuristic "
                             "or hard,hard@0.33")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=float, default=1.0, help="hard player's seconds per decision")
    parser.add_argument("--clock", choices=tuple(CLOCKS), default="cpu",
                        help="what the budget counts: cpu (this process's CPU time, default) or wall")
    parser.add_argument("--iterations", type=int, default=None,
                        help="cap the hard player's search iterations (deterministic with --budget 0)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once in separate processes (at most one per core)")
    parser.add_argument("--target", type=float, default=None,
                        help="stop early once the first label's 95%% interval is clear of this share")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    budget = args.budget if args.budget > 0 else None
    if budget is None and args.iterations is None:
        parser.error("--budget 0 needs --iterations")
    try:
        check_seats(args.game, args.players, seats)
    except ValueError as exc:
        parser.error(str(exc))
    result = run(args.game, args.players, seats, args.games, args.seed, budget, args.iterations,
                 out=sys.stdout, jobs=max(1, args.jobs), clock=args.clock, target=args.target)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
