"""Rolling Japan: roll two dice from the bag, everyone writes them on their own map of Japan.

Rules: shared/rules/rolling_japan.md. The map is data (`resources/rolling_japan_map.json`), read
and checked once at import, so a corrected map needs no code change.

A sheet is kept as a list indexed by prefecture id (index 0 unused): None for an empty prefecture,
1-6 for a written number, "X" for a cross. Every player resolves both dice of a roll, in the order
they like, one `Write` (or `Pass`) per die; the next roll happens inside `apply` when the last
player finishes. A die that can have no effect at all (its zone is full and no colour change can
help) is resolved automatically.

Modules: `map` (the map data, the rules' constants, neighbour tables, `is_legal`), `actions`
(`Write`, `Pass`), `state` (the state, the legal ways to resolve a die, the next roll), `game` (the
engine), `bots` (the normal player and the heuristic arena baseline), `playout` (the hard player's
fast integer sheet and greedy playouts, engines.search.rolling_japan).
"""
from __future__ import annotations

from engines.rolling_japan.actions import Action, Pass, Write
from engines.rolling_japan.bots import (
    _COLOUR_INDEX,
    _best_cost,
    action_cost,
    bot_heuristic,
    bot_normal,
    playout_bag,
    zone_shortage,
)
from engines.rolling_japan.game import ENGINE, RollingJapan
from engines.rolling_japan.map import (
    COLOUR_CHANGES,
    COLOUR_OF,
    DICE_PER_TURN,
    DIE_COLOUR_WORDS,
    DIE_COLOURS,
    MAP,
    MAP_PATH,
    MAX_DIFFERENCE,
    NAMES,
    NEIGHBOURS,
    OPTIONAL_SEA_LINKS,
    PREFECTURES,
    ROLLS,
    ROUNDS,
    SEA_LINKS,
    TURNS_PER_ROUND,
    WILD,
    ZONE_COLOUR,
    ZONE_OF_COLOUR,
    X,
    _fits,
    daily_seed,
    is_legal,
    load_map,
    neighbours,
    open_values,
)
from engines.rolling_japan.playout import (
    PLAYOUT_X,
    PlayoutSheet,
    Roll,
    _bonus_table,
    future_rolls,
    play_out,
    play_ready,
    playout_dice,
    playout_move,
    ready_rolls,
    resolve_roll,
)
from engines.rolling_japan.state import RollingJapanState, _settle, x_count

__all__ = ["Action", "COLOUR_CHANGES", "COLOUR_OF", "DICE_PER_TURN", "DIE_COLOURS", "DIE_COLOUR_WORDS", "ENGINE", "MAP", "MAP_PATH", "MAX_DIFFERENCE", "NAMES", "NEIGHBOURS", "OPTIONAL_SEA_LINKS", "PLAYOUT_X", "PREFECTURES", "Pass", "PlayoutSheet", "ROLLS", "ROUNDS", "Roll", "RollingJapan", "RollingJapanState", "SEA_LINKS", "TURNS_PER_ROUND", "WILD", "Write", "X", "ZONE_COLOUR", "ZONE_OF_COLOUR", "_COLOUR_INDEX", "_best_cost", "_bonus_table", "_fits", "_settle", "action_cost", "bot_heuristic", "bot_normal", "daily_seed", "future_rolls", "is_legal", "load_map", "neighbours", "open_values", "play_out", "play_ready", "playout_bag", "playout_dice", "playout_move", "ready_rolls", "resolve_roll", "x_count", "zone_shortage"]
