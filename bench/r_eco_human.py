"""R-Eco's computer levels against a human-like policy (issue 29 item 8).

`bot_human` is not a level of the app: it is a stand-in for a sensible newcomer who has read the
rules, to measure the levels against something that plays like a person. Its rules of thumb, in
order (no look-ahead, nothing remembered, only its own hand and the public table):

1. Never take a −2 reward on purpose: a delivery that would recycle a colour whose top reward is
   −2 is left out, unless every legal delivery does it.
2. Avoid the dumps it can avoid: among what is left, only the deliveries whose pick-up forces the
   fewest cards over the hand limit (usually none).
3. Deliver when it can complete a contract (reach 4 units) for a reward of 0 or more: among those,
   the cheapest (the fewest units wasted over 4, then the fewest cards); a colour whose reward
   makes a pair with one it already holds is preferred to the bigger reward, else the bigger
   reward first (the rules say a lone reward card counts for nothing).
4. Otherwise play the cheapest delivery: one card, a single before a double, on a colour where it
   completes nothing; which colour is a free choice (random), slightly preferring a dump with more
   cards to pick up when the hand has room for them.
5. Some randomness among reasonable moves: one decision in `WHIM` takes any delivery allowed by
   rules 1-2 at random instead of 3-4.
6. When it must dump, it dumps the cards of the colours it holds least of, singles before doubles
   (random among equals).

Run:

    python -m bench.r_eco_human [--players 2,3,4,5] [--games 400] [--hard-games 20] [--budget 0.25]
        [--seed 5000] [--levels easy,normal,hard]

prints a table: per player count and level, the level's seat against N−1 human-like seats (seat
g % N in game g, seeds SEED..SEED+GAMES−1; the hard player on CPU time at `--budget` seconds a
decision, fewer games: it is slower), its win share with a Wilson 95% interval, the fair share,
mean score, illegally dumped cards and −2 rewards a game. `python -m bench r_eco_human` (a
`make bench` entry) prints the same figures one per line, at a smaller size
(KOTATSU_BENCH_RECO_HUMAN_GAMES, default 100; KOTATSU_BENCH_RECO_HUMAN_HARD_GAMES, default 8).
"""
from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable, Iterator
from typing import Any

from engines.arena import wilson
from engines.players import make_player
from engines.r_eco import (
    DUMP,
    ENGINE,
    UNITS_TO_RECYCLE,
    Deliver,
    REcoState,
    bot_heuristic,
    card_colour,
    card_units,
    excess,
    units_of,
)
from engines.search import use_clock

#: One decision in WHIM is a whim: any reasonable delivery (rules 1-2) at random.
WHIM = 6


def bot_human(engine: Any, state: REcoState, seat: int, rng: random.Random) -> Any:
    """The human-like policy (the module docstring's rules of thumb)."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    hand = state.hands[seat]
    held = [0] * 4
    for c in hand:
        held[card_colour(c)] += card_units(c)
    if state.phase == DUMP:
        return min(legal, key=lambda a: (sorted((held[card_colour(c)], card_units(c)) for c in a.cards),
                                         rng.random()))
    mine = {colour for colour, _ in state.rewards[seat]}

    def facts(a: Deliver) -> tuple[int, int, bool, int]:
        """(units on the factory after it, cards over the limit, takes a −2, the reward or -99)."""
        units = units_of(state.factories[a.colour]) + a.singles + 2 * a.doubles
        stack = state.reward_stacks[a.colour]
        over = excess(len(hand) - a.singles - a.doubles + len(state.dumps[a.colour]))
        reward = stack[0] if units >= UNITS_TO_RECYCLE and stack else -99
        return units, over, reward == -2, reward

    info = {a: facts(a) for a in legal}
    choices = [a for a in legal if not info[a][2]] or legal  # rule 1
    fewest = min(info[a][1] for a in choices)
    choices = [a for a in choices if info[a][1] == fewest]  # rule 2
    if len(choices) > 1 and rng.randrange(WHIM) == 0:  # rule 5
        return rng.choice(choices)
    complete = [a for a in choices if info[a][3] >= 0]
    if complete:  # rule 3
        return min(complete, key=lambda a: (info[a][0] - UNITS_TO_RECYCLE, a.singles + a.doubles,
                                            a.colour not in mine, -info[a][3], rng.random()))
    # rule 4: the cheapest, completing nothing
    room = 5 - len(hand) + 1
    return min(choices, key=lambda a: (a.singles + a.doubles, a.doubles, info[a][0] >= UNITS_TO_RECYCLE,
                                       -min(len(state.dumps[a.colour]), room) * 0.3 + rng.random()))


def _level(level: str, seed: int, budget_s: float) -> Callable[[REcoState, int], Any]:
    if level in ("human", "heuristic"):
        rng = random.Random(seed)
        bot = bot_human if level == "human" else bot_heuristic
        return lambda s, p: bot(ENGINE, s, p, rng)
    return make_player("r_eco", level, seed, budget_s=budget_s)


def play(n: int, seed: int, me: int, level: str, budget_s: float = 0.25) -> tuple[float, int, int, int]:
    """One game, `level` on seat `me` and the human-like policy on the others: (its win, a shared win
    1/k; cards it dumped; −2 rewards it took; its score)."""
    s = ENGINE.new_game(n, seed=seed)
    players = [_level(level if p == me else "human", seed * 7919 + p, budget_s) for p in range(n)]
    with use_clock("cpu"):
        while not ENGINE.is_over(s):
            p = s.current
            legal = ENGINE.legal_actions(s, p)
            action = players[p](s, p) if len(legal) > 1 else legal[0]
            s = ENGINE.apply(s, p, action)
    winners = ENGINE.winners(s)
    won = 1 / len(winners) if me in winners else 0.0
    return won, len(s.dumped[me]), sum(1 for _, v in s.rewards[me] if v < 0), ENGINE.scores(s)[me]


def measure(n: int, level: str, games: int, seed: int, budget_s: float = 0.25) -> dict[str, float]:
    """`level` against N−1 human-like seats over `games` games (seat g % n in game g)."""
    won = dumped = negative = score = 0.0
    for g in range(games):
        w, d, m, sc = play(n, seed + g, g % n, level, budget_s)
        won, dumped, negative, score = won + w, dumped + d, negative + m, score + sc
    low, high = wilson(won / games, games)
    return {"games": games, "share": won / games, "low": low, "high": high, "dumped": dumped / games,
            "negative": negative / games, "score": score / games}


def run() -> Iterator[tuple[str, float, str]]:
    games = int(os.environ.get("KOTATSU_BENCH_RECO_HUMAN_GAMES", "100"))
    hard_games = int(os.environ.get("KOTATSU_BENCH_RECO_HUMAN_HARD_GAMES", "8"))
    for n in (2, 3, 4, 5):
        for level in ("easy", "normal", "hard"):
            k = hard_games if level == "hard" else games
            if not k:
                continue
            r = measure(n, level, k, 5000)
            yield (f"r_eco_{n}p_{level}_vs_human_share", r["share"],
                   f"share (95% {r['low']:.2f}-{r['high']:.2f} Wilson, fair {1 / n:.2f}, {k} games"
                   + (", hard at 0.25 s cpu)" if level == "hard" else ")"))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.r_eco_human", description=__doc__.split("\n")[0])
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--hard-games", type=int, default=20)
    parser.add_argument("--budget", type=float, default=0.25, help="the hard player's CPU seconds a decision")
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--levels", default="easy,normal,hard")
    args = parser.parse_args(argv)
    print("| players | level | games | share | 95% (Wilson) | fair | mean score | dumped/game | −2/game |")
    print("|---|---|---|---|---|---|---|---|---|")
    for n in (int(x) for x in args.players.split(",")):
        for level in args.levels.split(","):
            k = args.hard_games if level == "hard" else args.games
            r = measure(n, level, k, args.seed, args.budget)
            print(f"| {n} | {level} | {k} | {r['share']:.3f} | {r['low']:.3f}-{r['high']:.3f} | {1 / n:.3f} "
                  f"| {r['score']:.2f} | {r['dumped']:.2f} | {r['negative']:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
