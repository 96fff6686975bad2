"""Measures the review (issue 26): its stability and whether it tells a weak player from a strong one.

    python scripts/review_measure.py --games K [--seed S] [--only coloretto,pueblo] [--setting normal]
        [--out results.jsonl]

For each game (2 players) and k < K: a game of the hard player (1 s CPU per decision, as the arena
counts it) against the normal player, seats swapped every other game; both seats' decisions are
reviewed twice, with review seeds 0 and 1, at the setting's iteration caps (no time cap: the load of
the machine changes nothing). Per game it prints, then in tables at the end:

- stability: the share of decisions given the same label by both reviews;
- weak vs strong: per level, decisions, mistakes + blunders, their rate per decision with a Wilson
  95% interval (from the seed-0 reviews).

`--hard-budget S` gives the hard player S CPU seconds a decision (default 1); `--reviews 1` reviews
each seat once (seed 0: the weak-vs-strong table alone, half the time; the stability table needs 2);
`--reviews 0` only plays and records the games; `--first K` starts at game k = K (seed S + K, seats as
for that k), to continue a run cut short (the hard player's CPU clock makes a replayed seed close to,
not always the same as, the first game). Each line of --out keeps the game's actions:
`--replay FILE` reviews FILE's games again (those of `--only`) with the code as it is now, the same
games for every version of the review.

`--normal-game SEED`: instead, one game of normal players (2 players; Rolling Japan solo; the bots
seeded SEED + seat) per game, seat 0 reviewed with review seeds 0 and 1: the stability alone, cheaper.

Games are played round-robin over the games (one of each, then the next), so a run cut short still
covers every game; each finished game is one JSON line in --out.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines  # noqa: E402
from engines.players import make_player  # noqa: E402
from engines.review import review_game  # noqa: E402
from engines.search import use_clock  # noqa: E402

BAD = ("mistake", "blunder")
#: every label that marks a loss (Rolling Japan's thresholds of 1 and 2 X are rarely reached by
#: either level: its weak-vs-strong shows in the inaccuracies)
FLAWED = ("inaccuracy", "mistake", "blunder")


def wilson(k: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(game: str, levels: list[str], seed: int, hard_budget: float = 1.0) -> list[list[object]]:
    engine = engines.get(game)
    state = engine.new_game(len(levels), seed=seed, options={})
    bots = [make_player(game, lv, seed * 10 + p, budget_s=hard_budget) for p, lv in enumerate(levels)]
    moves: list[list[object]] = []
    with use_clock("cpu"):
        while not engine.is_over(state):
            p = engine.to_move(state)[0]
            a = bots[p](state, p)
            moves.append([p, engine.encode_action(a)])
            state = engine.apply(state, p, a)
    return moves


def measure(game: str, k: int, seed: int, setting: str, hard_budget: float = 1.0,
            reviews: int = 2) -> dict[str, object]:
    levels = ["hard", "normal"] if k % 2 == 0 else ["normal", "hard"]
    start = time.process_time()
    moves = play(game, levels, seed + k, hard_budget)
    played_s = time.process_time() - start
    row: dict[str, object] = {"game": game, "k": k, "seed": seed + k, "levels": levels, "moves": len(moves),
                              "play_cpu_s": round(played_s, 1), "hard_budget": hard_budget, "setting": setting,
                              "actions": moves}
    return review_row(row, setting, reviews)


def review_row(row: dict[str, object], setting: str, reviews: int) -> dict[str, object]:
    """`row` (a played game: its game, seed, levels and actions) with its seats' labels, reviewed
    `reviews` times (review seeds 0, 1, ...) at `setting`."""
    game, seed, levels, moves = row["game"], row["seed"], row["levels"], row["actions"]
    row = dict(row, setting=setting)
    labels: dict[str, list[list[str]]] = {}
    start = time.process_time()
    for seat, level in enumerate(levels):  # type: ignore[arg-type]
        runs = []
        for rng_seed in range(reviews):
            runs.append([r.label for r in review_game(game, 2, seed, {}, moves, seat, budget_s=None,  # type: ignore[arg-type]
                                                      setting=setting, rng_seed=rng_seed)])
        labels[level] = runs
    row["review_cpu_s"] = round(time.process_time() - start, 1)
    row["labels"] = labels
    return row


def normal_stability(game: str, seed: int, setting: str) -> dict[str, object]:
    players = 1 if game == "rolling_japan" else 2
    engine = engines.get(game)
    state = engine.new_game(players, seed=seed, options={})
    bots = [make_player(game, "normal", seed + p) for p in range(players)]
    moves: list[list[object]] = []
    while not engine.is_over(state):
        p = engine.to_move(state)[0]
        a = bots[p](state, p)
        moves.append([p, engine.encode_action(a)])
        state = engine.apply(state, p, a)
    runs = [[r.label for r in review_game(game, players, seed, {}, moves, 0, budget_s=None, setting=setting,
                                          rng_seed=rng_seed)] for rng_seed in (0, 1)]
    same = sum(a == b for a, b in zip(*runs, strict=True))
    return {"game": game, "seed": seed, "decisions": len(runs[0]), "same": same, "labels": runs}


def tables(rows: list[dict[str, object]]) -> str:
    out = ["| game | games | decisions | same label in both reviews |", "|---|---|---|---|"]
    games = sorted({r["game"] for r in rows}, key=list(engines.NAMES).index)  # type: ignore[arg-type]
    for g in games:
        mine = [r for r in rows if r["game"] == g]
        same = n = 0
        for r in mine:
            for runs in r["labels"].values():  # type: ignore[union-attr]
                if len(runs) < 2:   # reviewed once (--reviews 1): no stability figure
                    continue
                a, b = runs[0], runs[1]
                n += len(a)
                same += sum(x == y for x, y in zip(a, b, strict=True))
        lo, hi = wilson(same, n)
        out.append(f"| {g} | {len(mine)} | {n} | {100 * same / n:.1f}% (95% {100 * lo:.0f}-{100 * hi:.0f}%) |" if n
                   else f"| {g} | {len(mine)} | 0 | - (reviewed once) |")
    out += ["", "| game | level | games | decisions | mistakes + blunders | per decision (95% Wilson) "
            "| inaccuracies or worse | per decision (95% Wilson) |", "|---|---|---|---|---|---|---|---|"]
    for g in games:
        for level in ("normal", "hard"):
            n = bad = flawed = played = 0
            for r in rows:
                if r["game"] == g and r["labels"][level]:  # type: ignore[index]
                    first = r["labels"][level][0]  # type: ignore[index]
                    played += 1
                    n += len(first)
                    bad += sum(x in BAD for x in first)
                    flawed += sum(x in FLAWED for x in first)
            lo, hi = wilson(bad, n)
            flo, fhi = wilson(flawed, n)
            out.append(f"| {g} | {level} | {played} | {n} | {bad} | {bad / max(1, n):.3f} ({lo:.3f}-{hi:.3f}) | "
                       f"{flawed} | {flawed / max(1, n):.3f} ({flo:.3f}-{fhi:.3f}) |")
    out += ["", "| game | mistakes + blunders: z, normal against hard | 95% intervals apart "
            "| inaccuracies or worse: z | 95% intervals apart |", "|---|---|---|---|---|"]
    for g in games:
        cells = []
        for kinds in (BAD, FLAWED):
            counts = {}
            for level in ("normal", "hard"):
                firsts = [r["labels"][level][0] for r in rows if r["game"] == g and r["labels"][level]]  # type: ignore[index]
                counts[level] = (sum(x in kinds for f in firsts for x in f), sum(len(f) for f in firsts))
            (k1, n1), (k2, n2) = counts["normal"], counts["hard"]
            cells.append(f"{two_proportion_z(k1, n1, k2, n2):.2f}")
            cells.append("yes" if n1 and n2 and wilson(k1, n1)[0] > wilson(k2, n2)[1] else "no")
        out.append(f"| {g} | " + " | ".join(cells) + " |")
    return "\n".join(out)


def two_proportion_z(k1: int, n1: int, k2: int, n2: int) -> float:
    """The pooled two-proportion z of k1/n1 against k2/n2 (0 when undefined)."""
    if not n1 or not n2:
        return 0.0
    p = (k1 + k2) / (n1 + n2)
    se = math.sqrt(p * (1 - p) * (1 / n1 + 1 / n2))
    return (k1 / n1 - k2 / n2) / se if se else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--first", type=int, default=0,
                        help="start at game k = FIRST (seed S + k, seats as for k): continues a run cut short")
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--only", default="pueblo,coloretto,siberia,r_eco,rolling_japan")
    parser.add_argument("--setting", default="normal")
    parser.add_argument("--out", default=None)
    parser.add_argument("--normal-game", type=int, default=None)
    parser.add_argument("--hard-budget", type=float, default=1.0)
    parser.add_argument("--reviews", type=int, default=2, choices=(0, 1, 2))
    parser.add_argument("--replay", default=None, help="review again the games of a --out file (their actions)")
    parser.add_argument("--tables", default=None, help="only print the tables of a --out file")
    args = parser.parse_args()
    if args.normal_game is not None:
        for game in args.only.split(","):
            row = normal_stability(game, args.normal_game, args.setting)
            print(json.dumps(row), flush=True)
            print(f"{game}: {row['same']}/{row['decisions']} the same label", flush=True)
        return 0
    if args.tables:
        rows = [json.loads(line) for line in Path(args.tables).read_text().splitlines() if line.strip()]
        print(tables(rows))
        return 0
    rows = []
    if args.replay:
        only = args.only.split(",")
        for line in Path(args.replay).read_text().splitlines():
            if line.strip() and json.loads(line)["game"] in only:
                row = review_row(json.loads(line), args.setting, args.reviews)
                rows.append(row)
                print(json.dumps({k: v for k, v in row.items() if k != "actions"}), flush=True)
                if args.out:
                    with open(args.out, "a") as f:
                        f.write(json.dumps(row) + "\n")
        print(tables(rows))
        return 0
    for k in range(args.first, args.games):
        for game in args.only.split(","):
            row = measure(game, k, args.seed, args.setting, args.hard_budget, args.reviews)
            rows.append(row)
            print(json.dumps(row), flush=True)
            if args.out:
                with open(args.out, "a") as f:
                    f.write(json.dumps(row) + "\n")
    print(tables(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
