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
        from engines.search import search  # imported when a hard player is made, not at start-up

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


class HintReason(str):
    """Why the hint suggests its move, as figures the interface puts in words (and translates): the
    English sentence itself (a str, for tests, logs and the AT-SPI player) carrying

    - `kind`: "only" (the only legal move), "usual" (nothing to search in this phase: the normal
      player's choice), "win" (`value` is an estimated chance to win in [0, 1]) or "x" (Rolling
      Japan: `value` is the expected number of X on the sheet at the end);
    - `games`: how many games were simulated (0: not a simulation, e.g. Pueblo's look-ahead);
    - `lookahead`: the estimate looks one reply ahead (Pueblo's depth-2 search);
    - `runner_up`, `runner_up_text`, `runner_up_value`: the next best action, its description
      (an engine `Text`, told from what the seat sees) and its value in the same unit, or None.
    """

    __slots__ = ("kind", "value", "games", "lookahead", "runner_up", "runner_up_text", "runner_up_value")
    kind: str
    value: float | None
    games: int
    lookahead: bool
    runner_up: Any
    runner_up_text: str | None
    runner_up_value: float | None

    def __new__(cls, kind: str, value: float | None = None, games: int = 0, lookahead: bool = False,
                runner_up: Any = None, runner_up_text: str | None = None,
                runner_up_value: float | None = None) -> HintReason:
        self = super().__new__(cls, _english_reason(kind, value, games, lookahead, runner_up_text, runner_up_value))
        self.kind, self.value, self.games, self.lookahead = kind, value, games, lookahead
        self.runner_up, self.runner_up_text, self.runner_up_value = runner_up, runner_up_text, runner_up_value
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (HintReason, (self.kind, self.value, self.games, self.lookahead, self.runner_up,
                             self.runner_up_text, self.runner_up_value))

    def __repr__(self) -> str:
        return f"HintReason({str(self)!r})"


def figure(kind: str, value: float) -> str:
    """A value as its short figure: "62%" (a chance to win) or "9.4 X" (Rolling Japan)."""
    return f"{value:.1f} X" if kind == "x" else f"{round(100 * value)}%"


def _english_reason(kind: str, value: float | None, games: int, lookahead: bool, runner_text: str | None,
                    runner_value: float | None) -> str:
    if kind == "only":
        return "It is the only legal move"
    if kind == "usual" or value is None:
        return "The usual choice here (nothing to search in this phase)"
    if kind == "x":
        text = f"About {value:.1f} X at the end"
    else:
        text = f"An estimated {round(100 * value)}% chance to win"
        if lookahead:
            text += ", looking one reply ahead"
    if games:
        text += f", over {games} simulated game{'' if games == 1 else 's'}"
    if runner_text is not None and runner_value is not None:
        text += f"; next best: {runner_text} ({figure(kind, runner_value)})"
    return text


def hint(game: str, state: Any, seat: int, *, budget_s: float | None = DEFAULT_BUDGET_S, seed: int = 0,
         iterations: int | None = None) -> tuple[Any, HintReason]:
    """The hard player's suggestion for `seat` now, with its reason (a `HintReason`: figures for the
    interface to put in words; as a str the English sentence, e.g. "An estimated 62% chance to win,
    over 900 simulated games; next best: draws a card (48%)")."""
    from engines.search import policy_for, search  # imported on the first hint, not at start-up

    engine = engines.get(game)
    policy = policy_for(game, engine.num_players(state))
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0], HintReason("only")
    result = search(engine, state, seat, budget_s=budget_s, iterations=iterations, seed=seed, policy=policy)
    best = result.stats[0] if result.stats else None
    if best is None or best.visits == 0 or best.value != best.value:  # NaN: no search in this phase
        return result.action, HintReason("usual")
    kind = "x" if result.kind == "flat_x" else "win"
    games = result.iterations if result.kind in ("ismcts", "flat", "flat_x") else 0
    runner = result.stats[1] if len(result.stats) > 1 else None
    if runner is not None and runner.value != runner.value:  # NaN: never tried
        runner = None
    runner_text = None if runner is None else policy.describe(engine, state, runner.action)
    return result.action, HintReason(kind, _value(kind, best.value), games, result.kind == "depth2",
                                     None if runner is None else runner.action, runner_text,
                                     None if runner is None else _value(kind, runner.value))


def _value(kind: str, value: float) -> float:
    """A search value in [0, 1] in the reason's unit (Rolling Japan: the X left, as its value_text)."""
    if kind == "x":
        try:
            from engines.search.rolling_japan import PREFECTURE_COUNT
        except ImportError:  # the value is the share of the 47 prefectures without an X
            PREFECTURE_COUNT = 47  # noqa: N806
        return PREFECTURE_COUNT * (1 - value)
    return value
