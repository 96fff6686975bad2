"""The remote player's side of a table across computers (issue 25): what one `view` costs the
client's interface thread before it is drawn, per game. A random two-player game is played on the
engine; for each position the host's `view` line for seat 0 (as desktop.network.hosting builds it)
is parsed (`protocol.parse`: size and depth caps) and checked (`remote_log.ViewReader.view`: the
observation's shape, every legal action decoded, and the state rebuilt with `engine.from_observation`
where the engine can). CPU time.

- `remote_view_<game>_ms_p50` / `_p95`: per view, over KOTATSU_BENCH_REMOTE_GAMES (default 2) games.

    nice .venv/bin/python -m bench remote_table
"""
from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Iterator
from typing import Any

GAMES = int(os.environ.get("KOTATSU_BENCH_REMOTE_GAMES", "2"))
NAMES = ("coloretto", "r_eco", "siberia", "rolling_japan", "pueblo")


def _view_line(engine: Any, state: Any, seq: int, moves: int) -> bytes:
    from desktop.network import protocol as P

    over = bool(engine.is_over(state))
    return P.encode({"type": "view", "seat": 0, "seq": seq, "observation": engine.observe(state, 0),
                     "legal": [engine.encode_action(a) for a in engine.legal_actions(state, 0)],
                     "to_move": list(engine.to_move(state)), "moves": moves, "scores": list(engine.scores(state)),
                     "winners": list(engine.winners(state)) if over else [], "over": over})[:-1]


def _times(game: str, seed: int) -> list[float]:
    import engines
    from desktop.network import protocol as P
    from desktop.network.remote_log import ViewReader

    engine = engines.get(game)
    options = engine.resolve_options(None, 2)
    reader = ViewReader(engine, 2, 0, options)
    state = engine.new_game(2, seed=seed, options=options)
    rng = random.Random(seed)
    out: list[float] = []
    moves = 0
    while True:
        line = _view_line(engine, state, moves + 1, moves)
        start = time.process_time()
        reader.view(P.parse(line))
        out.append((time.process_time() - start) * 1000)
        movers = engine.to_move(state)
        if not movers:
            return out
        seat = movers[0]
        state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
        moves += 1


def run() -> Iterator[tuple[str, float, str]]:
    for game in NAMES:
        times: list[float] = []
        for g in range(GAMES):
            times += _times(game, 100 + g)
        times.sort()
        yield f"remote_view_{game}_ms_p50", round(statistics.median(times), 3), "ms"
        yield f"remote_view_{game}_ms_p95", round(times[int(0.95 * (len(times) - 1))], 3), "ms"
