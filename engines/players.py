"""Computer players for every game, by level, and the hint of the hard player.

A player is a callable `choose(state, seat) -> action`:
- easy: a random legal action;
- normal: the game module's own `bot_normal(engine, state, seat, rng)`;
- hard: the search of `engines.search` (ISMCTS; Rolling Japan: flat Monte Carlo over whole-game
  playouts with common dice; Pueblo: a depth-2 search on its what-if preview) with a time budget
  per decision.

A bot must not peek at what its seat can't see: it works from `engine.observe(state, seat)` or from
states drawn with `engine.sample(state, seat, rng)`. Nothing here touches Qt: the interface calls
`make_player`'s players and `hint` from a worker thread.
"""
from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from typing import Any

import engines
from engines.search import policy_for, search

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
DEFAULT_BUDGET_S = 1.0

Choose = Callable[[Any, int], Any]


def bot_easy(engine: engines.Engine, state: Any, seat: int, rng: random.Random) -> Any:
    """Easy: a random legal action."""
    return rng.choice(engine.legal_actions(state, seat))


def levels(game: str) -> list[str]:
    """The levels a game offers, easiest first (every game has all three)."""
    engines.get(game)
    return list(LEVELS)


def make_player(game: str, level: str, seed: int = 0, *, budget_s: float = DEFAULT_BUDGET_S,
                iterations: int | None = None) -> Choose:
    """A computer player of the given level for a game.

    `budget_s` is the hard player's thinking time per decision (a setting of the interface);
    `iterations` caps its search (for tests: with a cap and no time budget, `budget_s=None`, the
    player is fully deterministic for a seed). Easy and normal are deterministic for a seed.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    engine = engines.get(game)
    rng = random.Random(seed)
    if level == "hard":
        def choose_hard(state: Any, seat: int) -> Any:
            return search(engine, state, seat, budget_s=budget_s, iterations=iterations,
                          seed=rng.getrandbits(63)).action

        return choose_hard
    chosen: Callable[..., Any] = bot_easy
    if level == "normal":
        module = importlib.import_module(f"engines.{game}")
        chosen = getattr(module, "bot_normal", bot_easy)

    def choose(state: Any, seat: int) -> Any:
        return chosen(engine, state, seat, rng)

    return choose


def hint(game: str, state: Any, seat: int, *, budget_s: float = DEFAULT_BUDGET_S, seed: int = 0,
         iterations: int | None = None) -> tuple[Any, str]:
    """The hard player's suggestion for `seat` now, with a one-line reason in plain English, e.g.
    "An estimated 62% chance to win over 900 simulated games; next best: draws a card (48%)"."""
    engine = engines.get(game)
    policy = policy_for(game, engine.num_players(state))
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0], "It is the only legal move"
    result = search(engine, state, seat, budget_s=budget_s, iterations=iterations, seed=seed, policy=policy)
    best = result.stats[0] if result.stats else None
    if best is None or best.visits == 0 or best.value != best.value:  # NaN: no search in this phase
        return result.action, "The usual choice here (nothing to search in this phase)"
    reason = policy.value_text(best.value)
    if result.kind in ("ismcts", "flat"):
        reason += f" over {result.iterations} simulated games"
    if len(result.stats) > 1:
        runner = result.stats[1]
        reason += f"; next best: {policy.describe(engine, state, runner.action)} ({_short(policy, runner.value)})"
    return result.action, reason[0].upper() + reason[1:]


def _short(policy: Any, value: float) -> str:
    text = policy.value_text(value)
    # the figure alone: the first number of the text with its unit ("62%", "9.4 X")
    for word_i, word in enumerate(text.split()):
        if any(ch.isdigit() for ch in word):
            rest = text.split()[word_i + 1:word_i + 2]
            return word if word.endswith("%") else f"{word} {rest[0] if rest else ''}".strip()
    return text
