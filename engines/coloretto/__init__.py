"""Coloretto: collect few colours in quantity; every colour beyond your best three costs points.

Rules: shared/rules/coloretto.md. Both editions (golden joker / three ordinary jokers), both scoring
tables, 2–5 players, match mode. A turn is either `Draw()` (reveals the top supply card), followed
by `Place(row)` (the same player chooses where the revealed card goes), or `Take(row)`.

Cards are small ints: colours 0..6, then JOKER, GOLDEN_JOKER, PLUS_TWO, LAST_ROUND.

Modules: `cards` (cards, option tables, actions), `scoring` (`score_collection`, `best_scoring`),
`state` (the game state), `codec` (the save format read back), `game` (the engine), `bots` (the
normal computer player and the arena's heuristic baseline).
"""
from __future__ import annotations

from engines.coloretto.bots import TAKE_AT, TAKE_PER_SLOT, bot_heuristic, bot_normal
from engines.coloretto.bots import _gain as _gain
from engines.coloretto.bots import _row_worth as _row_worth
from engines.coloretto.bots import _supply_mix as _supply_mix
from engines.coloretto.cards import (
    CARD_LABELS,
    CARD_NAMES,
    CARDS_PER_COLOUR,
    COLOUR_LABELS,
    COLOURS,
    COLOURS_IN_PLAY,
    DRAW,
    GOLDEN_JOKER,
    JOKER,
    LAST_ROUND,
    NUM_COLOURS,
    NUM_KINDS,
    PLUS_TWO,
    PLUS_TWO_CARDS,
    SCORING_TABLES,
    Action,
    Draw,
    Place,
    Take,
    edition_jokers,
    row_capacities,
    table_value,
)
from engines.coloretto.game import ENGINE, ColorettoEngine
from engines.coloretto.scoring import ScoringChoice, best_scoring, score_collection
from engines.coloretto.state import ColorettoState, card_counts

__all__ = [
    "CARDS_PER_COLOUR", "CARD_LABELS", "CARD_NAMES", "COLOURS", "COLOURS_IN_PLAY", "COLOUR_LABELS", "DRAW",
    "ENGINE", "GOLDEN_JOKER", "JOKER", "LAST_ROUND", "NUM_COLOURS", "NUM_KINDS", "PLUS_TWO", "PLUS_TWO_CARDS",
    "SCORING_TABLES", "TAKE_AT", "TAKE_PER_SLOT", "Action", "ColorettoEngine", "ColorettoState", "Draw",
    "Place", "ScoringChoice", "Take", "best_scoring", "bot_heuristic", "bot_normal", "card_counts",
    "edition_jokers", "row_capacities", "score_collection", "table_value",
]
