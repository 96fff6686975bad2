"""Rolling Japan: mean X over solo games for the easy (random legal) and normal computer players,
how many random solo games a second the engine plays, and how many whole-game playouts a second the
hard player's fast sheet plays (what its strength at a time budget rests on), and the hard player's
search iterations a second on fixed solo positions (an iteration: one future of the dice, every
candidate still in played out through it). The random games and hard iterations lines are CPU time,
against KOTATSU_BENCH_BASE's tree too when it is set (bench/_speed.py)."""
from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import engines
from bench._speed import clock, compare, hard_iterations, random_games
from engines import rolling_japan as rj
from engines.players import bot_easy
from engines.rolling_japan import bot_normal

GAMES = 500


def _solo(bot: Callable[..., Any], seed: int) -> int:
    engine = engines.get("rolling_japan")
    state = engine.new_game(1, seed=seed)
    rng = random.Random(seed)
    while engine.to_move(state):
        state = engine.apply(state, 0, bot(engine, state, 0, rng))
    return engine.scores(state)[0]


def run() -> Iterator[tuple[str, float, str]]:
    easy = [_solo(bot_easy, seed) for seed in range(GAMES)]
    yield "rolling_japan_mean_x_easy", sum(easy) / GAMES, "X"
    normal = [_solo(bot_normal, seed) for seed in range(GAMES)]
    yield "rolling_japan_mean_x_normal", sum(normal) / GAMES, "X"
    games, note = compare(lambda tree: random_games("rolling_japan", 1, 1.0, tree=tree)[0])
    yield "rolling_japan_random_games_per_s", games, f"games/s {note}".rstrip()
    state = engines.get("rolling_japan").new_game(1, seed=1)
    start_sheet = rj.PlayoutSheet(state.sheets[0], state.changes_left[0], state.table())
    rng = random.Random(1)
    start = clock()
    for _ in range(GAMES):
        sheet = start_sheet.copy()
        rj.resolve_roll(sheet, state.roll, rj.playout_dice(state, 0), *rj.playout_bag(state))
        rj.play_out(sheet, rj.future_rolls(state, rng))
    yield "rolling_japan_playouts_per_s", GAMES / (clock() - start), "games/s"
    iterations, note = compare(lambda tree: hard_iterations("rolling_japan", 1, 100, tree=tree))
    yield "rolling_japan_hard_iterations_per_s", iterations, f"iterations/s {note}".rstrip()
