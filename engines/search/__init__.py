"""The hard computer player's search: `search(engine, state, seat, ...)` and `policy_for(game, n)`.

The package, by layer (imports go down only, never back up):
- `mcts`: the common core, information-set MCTS over the engine contract (`ismcts`), the
  `Deadline` (time budget or iteration cap; its clock, wall or CPU time, set by `use_clock`), `SearchResult`/`ActionStat`, `freeze`;
- `policy`: `GamePolicy` (what a game gives the search) and the shared evaluation helpers
  (`squash`, `margin_values`);
- `flat`: `flat_search`, flat Monte Carlo with common random numbers over a game's `playout`
  (a best response to normal-like play);
- per game, each importing only the two above: `coloretto_policy`, `r_eco_policy`, `siberia_policy` (settings of
  the ISMCTS), `rolling_japan` (flat Monte Carlo over whole-game playouts with common dice on the
  fast integer sheet of `engines.rolling_japan`), `pueblo` (a selective depth-2 search on the
  batched what-if preview);
- this `__init__`: the registry `POLICIES` (game -> the module and function that build its
  `GamePolicy`), imported on first use, so that nothing common imports a game's module.

Adding a game's search: a module here with a `policy(num_players) -> GamePolicy`, one line in
`POLICIES`.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from engines.core import Engine
from engines.search.mcts import (
    CLOCKS,
    ActionStat,
    Deadline,
    SearchResult,
    Value,
    freeze,
    ismcts,
    stop_when,
    use_clock,
)
from engines.search.policy import Evaluate, GamePolicy, Rollout, margin_values, squash

__all__ = [
    "CLOCKS", "POLICIES", "ActionStat", "Deadline", "Evaluate", "GamePolicy", "Rollout", "SearchResult", "Value",
    "freeze", "ismcts", "margin_values", "policy_for", "search", "squash", "stop_when", "use_clock",
]

#: game -> (module, function(num_players) -> GamePolicy)
POLICIES: dict[str, tuple[str, str]] = {
    "coloretto": ("engines.search.coloretto_policy", "coloretto"),
    "r_eco": ("engines.search.r_eco_policy", "r_eco"),
    "siberia": ("engines.search.siberia_policy", "siberia"),
    "rolling_japan": ("engines.search.rolling_japan", "policy"),
    "pueblo": ("engines.search.pueblo", "policy"),
}
_cache: dict[tuple[str, int], GamePolicy] = {}


def policy_for(game: str, num_players: int) -> GamePolicy:
    """The search settings of a game at a player count."""
    key = (game, num_players)
    if key not in _cache:
        if game not in POLICIES:
            raise KeyError(f"no search settings for {game!r}")
        module, builder = POLICIES[game]
        _cache[key] = getattr(importlib.import_module(module), builder)(num_players)
    return _cache[key]


def search(engine: Engine, state: Any, seat: int, *, budget_s: float | None = 1.0,
           iterations: int | None = None, seed: int = 0, policy: Any = None,
           should_stop: Callable[[], bool] | None = None) -> SearchResult:
    """The hard player's search for `seat` now: the game's own search kind and settings.
    `should_stop`: the search ends at its next iteration once it returns True (also set for every
    search in a block by `stop_when`)."""
    if policy is None:
        policy = policy_for(engine.name, engine.num_players(state))
    if should_stop is None:
        return policy.search(engine, state, seat, policy, budget_s=budget_s, iterations=iterations, seed=seed)
    with stop_when(should_stop):
        return policy.search(engine, state, seat, policy, budget_s=budget_s, iterations=iterations, seed=seed)
