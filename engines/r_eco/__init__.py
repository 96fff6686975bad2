"""R-Eco (Japon Brand / Amigo "R-Öko"): deliver waste to the recycling centres, earn rewards,
and don't get caught dumping illegally. Rules: shared/rules/r_eco.md.

A waste card is a small int: ``colour * 2 + (units - 1)`` (see `card`, `card_colour`,
`card_units`). A turn is two or three decisions of the player to move:

1. `Deliver(colour, singles, doubles)`: how many single-unit and double-unit cards of one colour
   go to that colour's factory (``Deliver(colour, 0, 0)`` only with an empty hand);
   the pick-up of that colour's dump follows automatically;
2. `Dump(cards)`: only when the hand is then over 5: which cards go face down (−1 each);
3. the refill of the dump is automatic (X + 1 cards, X = units left on that factory).

The package: `cards` (components, card codes, scoring, actions, legal-action tables), `state`
(`REcoState`), `turn` (a delivery, a dump, the refill: what `apply` does), `game` (`REcoEngine`,
`ENGINE`), `bots` (`preview_delivery`, `bot_normal`, `bot_heuristic`). Every public name is here.
"""
from __future__ import annotations

from engines.r_eco.bots import bot_heuristic, bot_normal, preview_delivery
from engines.r_eco.cards import (
    COLOUR_LABELS,
    COLOURS,
    DELIVER,
    DUMP,
    EDITIONS,
    HAND_LIMIT,
    NUM_COLOURS,
    OVER,
    REWARD_STACKS,
    UNITS_TO_RECYCLE,
    Action,
    Deliver,
    Dump,
    card,
    card_colour,
    card_units,
    clean_bonus_per_dumper,
    colour_value,
    deck,
    final_scores,
    units_of,
)
from engines.r_eco.game import ENGINE, REcoEngine
from engines.r_eco.state import REcoState, can_still_recycle, excess

__all__ = [
    "COLOURS", "COLOUR_LABELS", "DELIVER", "DUMP", "EDITIONS", "ENGINE", "HAND_LIMIT", "NUM_COLOURS",
    "OVER", "REWARD_STACKS", "UNITS_TO_RECYCLE", "Action", "Deliver", "Dump", "REcoEngine", "REcoState",
    "bot_heuristic", "bot_normal", "can_still_recycle", "card", "card_colour",
    "card_units", "clean_bonus_per_dumper", "colour_value", "deck", "excess", "final_scores",
    "preview_delivery", "units_of",
]
