"""Short finished games for the review tests (issue 26): random legal moves from a seed, seat 0 human."""
from __future__ import annotations

import random
from typing import Any

import engines

#: a small budget per decision: the tests look at the interface, not at the review's strength
BUDGET_S = 0.02


def players(game: str) -> int:
    engine = engines.get(game)
    return engine.min_players if game == "rolling_japan" else max(2, engine.min_players)


def finished_game(game: str, seed: int = 5, humans: int = 1, n: int | None = None) -> dict[str, Any]:
    """A kept game as Statistics.kept_game gives one: random legal moves until the end."""
    engine = engines.get(game)
    n = n or players(game)
    options = engine.resolve_options(None, n)
    state = engine.new_game(n, seed=seed, options=options)
    rng = random.Random(seed)
    actions = []
    while not engine.is_over(state):
        seat = engine.to_move(state)[0]
        action = rng.choice(engine.legal_actions(state, seat))
        actions.append([seat, engine.encode_action(action)])
        state = engine.apply(state, seat, action)
    seats = [{"name": "Ana" if i == 0 else (f"Human {i + 1}" if i < humans else f"Computer {i}"),
              "kind": "human" if i < humans else "computer", "level": "normal"} for i in range(n)]
    return {"game": game, "seed": seed, "options": options, "seats": seats, "actions": actions}
