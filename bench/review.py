"""Speed of the computer's review (issue 26): `review_s_per_decision_<game>` per game, the CPU
seconds one reviewed decision takes at a setting's iteration caps (the time cap off, so that the
machine's load does not cut the work: what the review costs), over the first decisions of seat 0 in a
game played by normal players (2 players; Rolling Japan solo), and the decisions that game gives
the seat, so `review_s_per_decision x decisions` is the whole review's time. The target: a
40-decision game in <= 60 s at the default setting (1.5 s a decision).

Settings: KOTATSU_BENCH_REVIEW_DECISIONS (decisions timed per game, default 6),
KOTATSU_BENCH_REVIEW_SETTING (quick, normal, deep; default normal), KOTATSU_BENCH_REVIEW_GAMES
(comma-separated, default all five).
"""
from __future__ import annotations

import os
import time
from collections.abc import Iterator

import engines
from engines.players import make_player
from engines.review import review_game


def normal_game(game: str, players: int, seed: int) -> list[list[object]]:
    """The moves of a game played by normal players, as the saves keep them."""
    engine = engines.get(game)
    state = engine.new_game(players, seed=seed, options={})
    bots = [make_player(game, "normal", seed + p) for p in range(players)]
    moves: list[list[object]] = []
    while not engine.is_over(state):
        p = engine.to_move(state)[0]
        a = bots[p](state, p)
        moves.append([p, engine.encode_action(a)])
        state = engine.apply(state, p, a)
    return moves


def run() -> Iterator[tuple[str, float, str]]:
    count = int(os.environ.get("KOTATSU_BENCH_REVIEW_DECISIONS", "6"))
    setting = os.environ.get("KOTATSU_BENCH_REVIEW_SETTING", "normal")
    games = os.environ.get("KOTATSU_BENCH_REVIEW_GAMES", ",".join(engines.NAMES)).split(",")
    yield "review_setting_" + setting, float(count), "decisions timed per game"
    for game in games:
        players = 1 if game == "rolling_japan" else 2
        moves = normal_game(game, players, 7)
        engine = engines.get(game)
        state = engine.new_game(players, seed=7, options={})
        decisions = 0
        for who, wire in moves:
            a = engine.decode_action(wire)
            if who == 0 and len(engine.legal_actions(state, 0)) > 1:
                decisions += 1
            state = engine.apply(state, who, a)
        start = time.process_time()
        done = 0
        for _ in review_game(game, players, 7, {}, moves, 0, budget_s=None, setting=setting):
            done += 1
            if done >= count:
                break
        per = (time.process_time() - start) / max(1, done)
        yield f"review_s_per_decision_{game}", round(per, 3), "CPU s"
        yield f"review_decisions_{game}", float(decisions), "decisions of seat 0"
        yield f"review_game_s_{game}", round(per * decisions, 1), "CPU s (estimated whole review)"


if __name__ == "__main__":
    for name, value, unit in run():
        print(f"{name}: {value} {unit}", flush=True)
