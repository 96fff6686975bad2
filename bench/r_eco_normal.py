"""R-Eco's normal player against the heuristic (issue 29 item 8): its win share (Wilson 95%), the
cards it dumps illegally and the −2 rewards it takes, per game. Normal sits on seat g % N of game g
(seeds SEED..SEED+GAMES-1), every other seat is `bot_heuristic`.

    python -m bench.r_eco_normal PLAYERS GAMES SEED      (docs/STRENGTH.md: 1000 games, seed 1000)

`make bench` runs 100 games at 2 and at 4 players (KOTATSU_BENCH_RECO_NORMAL_GAMES)."""
from __future__ import annotations

import os
import random
import sys
from collections.abc import Iterator

from engines.arena import wilson
from engines.r_eco import ENGINE, bot_heuristic, bot_normal


def play(n: int, seed: int, me: int) -> tuple[float, int, int, int]:
    """One game, normal on seat `me`: (its win, shared 1/k; cards it dumped; −2s it took; its score)."""
    s = ENGINE.new_game(n, seed=seed)
    rng = random.Random(seed * 7 + 1)
    while not ENGINE.is_over(s):
        p = s.current
        s = ENGINE.apply(s, p, (bot_normal if p == me else bot_heuristic)(ENGINE, s, p, rng))
    winners = ENGINE.winners(s)
    won = 1 / len(winners) if me in winners else 0.0
    return won, len(s.dumped[me]), sum(1 for _, v in s.rewards[me] if v < 0), ENGINE.scores(s)[me]


def measure(n: int, games: int, seed: int) -> dict[str, float]:
    won = dumped = negative = score = 0.0
    for g in range(games):
        w, d, m, sc = play(n, seed + g, g % n)
        won, dumped, negative, score = won + w, dumped + d, negative + m, score + sc
    low, high = wilson(won / games, games)
    return {"share": won / games, "low": low, "high": high, "dumped": dumped / games,
            "negative": negative / games, "score": score / games}


def run() -> Iterator[tuple[str, float, str]]:
    games = int(os.environ.get("KOTATSU_BENCH_RECO_NORMAL_GAMES", "100"))
    for n in (2, 4):
        r = measure(n, games, 1000)
        yield (f"r_eco_{n}p_normal_vs_heuristic_share", r["share"],
               f"share (95% {r['low']:.2f}-{r['high']:.2f} Wilson, fair {1 / n:.2f}, {games} games)")
        yield f"r_eco_{n}p_normal_dumped_per_game", r["dumped"], "cards"
        yield f"r_eco_{n}p_normal_minus_two_per_game", r["negative"], "rewards"


if __name__ == "__main__":
    n, games, seed = (int(a) for a in sys.argv[1:4])
    r = measure(n, games, seed)
    print(f"{n}p, {games} games: normal share {r['share']:.3f} (95% {r['low']:.3f}-{r['high']:.3f}, "
          f"fair {1 / n:.3f}), dumped {r['dumped']:.2f}/game, -2 rewards {r['negative']:.2f}/game, "
          f"mean score {r['score']:.2f}")
