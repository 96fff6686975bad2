"""Siberia: The Card Game (shared/rules/siberia.md).

Players take turns at a row of resource cards that starts at the headframe. A turn: discover a
face-down card, then either draw action cards or play a combination of them for one symbol
(a resource or a person) and carry out its action: extract resource cards, or hire a worker, a
salesman or an investor. Richest mine wins.

Action cards are identified by their type, a (resource, person) pair; a hand is a count per type,
so every combination is a multiset of types and the legal combinations stay few (a hand of 8 has
at most 92 sub-multisets of 1 to 3 cards). Resource cards are identified by a number into the
card list read from ``resources/siberia_cards.json``; cards with equal kind and value are
interchangeable and are shown as (kind, value) only.

Modules: `cards` (card data, symbols, card types, actions, combination tables), `scoring`
(`final_value`), `state` (the game state), `codec` (the save format read back), `game` (the
engine), `bots` (the normal computer player and the arena's heuristic baseline).
"""
from __future__ import annotations

from engines.siberia.bots import bot_heuristic, bot_normal
from engines.siberia.cards import _DISCOVER as _DISCOVER
from engines.siberia.cards import _DRAW as _DRAW
from engines.siberia.cards import _SKIP as _SKIP
from engines.siberia.cards import (
    CARD_TYPES,
    CARDS,
    DATA_PATH,
    HAND_LIMIT,
    INVESTOR_SPECIALITIES,
    NUM_ACTION_CARDS,
    NUM_RESOURCE_CARDS,
    PERSONS,
    RESOURCES,
    ROW_LENGTH,
    SALESMAN_SPECIALITIES,
    SHOWING,
    START_DISCOVERED,
    START_HAND,
    SYMBOL_BIT,
    SYMBOL_WORDS,
    SYMBOLS,
    TYPE_OF,
    Action,
    CardData,
    CardDataError,
    Discover,
    Draw,
    Hire,
    Play,
    SkipDiscovery,
    is_combination,
    load_card_data,
    make_play,
    validate_card_data,
)
from engines.siberia.cards import _plays_of_hand as _plays_of_hand
from engines.siberia.game import ENGINE, SiberiaEngine
from engines.siberia.scoring import final_value
from engines.siberia.state import PHASES, SiberiaState, extraction_positions

__all__ = ["Action", "CARDS", "CARD_TYPES", "CardData", "CardDataError", "DATA_PATH", "Discover", "Draw",
           "ENGINE", "HAND_LIMIT", "Hire", "INVESTOR_SPECIALITIES", "NUM_ACTION_CARDS",
           "NUM_RESOURCE_CARDS", "PERSONS", "PHASES", "Play", "RESOURCES", "ROW_LENGTH",
           "SALESMAN_SPECIALITIES", "SHOWING", "START_DISCOVERED", "START_HAND", "SYMBOLS", "SYMBOL_BIT",
           "SYMBOL_WORDS", "SiberiaEngine", "SiberiaState", "SkipDiscovery", "TYPE_OF", "bot_heuristic", "bot_normal",
           "extraction_positions", "final_value", "is_combination", "load_card_data", "make_play",
           "validate_card_data"]
