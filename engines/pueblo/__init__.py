"""Pueblo: build a pueblo of blocks while the chieftain walks around it and penalises every
player-colour face he sees. Rules: shared/rules/pueblo.md.

Modules: `grid` (rotations, placements, applying a block), `inspection` (what the chieftain sees
from each of the 36 track spaces, vectorised with numpy), `state` (constants, actions and the
state), `flow` (the turn flow helpers: auctions, building, final lap, dismantling), `codec` (the
save format read back), `game` (the engine), `preview` (what-if penalties of every placement and move, and the normal computer player),
`heuristic` (the rule-of-thumb arena baseline, `bot_heuristic`).
"""
from __future__ import annotations

from engines.pueblo.game import (
    ENGINE,
    Bid,
    Move,
    Pass,
    Place,
    PlaceSacredSite,
    PuebloEngine,
    PuebloState,
    Remove,
    SetAside,
)
from engines.pueblo.grid import ROTATIONS, placements
from engines.pueblo.heuristic import bot_heuristic
from engines.pueblo.inspection import SeenFace, inspect, inspect_all, seen_faces, track_space_info
from engines.pueblo.preview import WhatIf, bot_normal, what_if

__all__ = ["ENGINE", "ROTATIONS", "Bid", "Move", "Pass", "Place", "PlaceSacredSite", "PuebloEngine",
           "PuebloState", "Remove", "SeenFace", "SetAside", "WhatIf", "bot_heuristic", "bot_normal", "inspect", "inspect_all",
           "placements", "seen_faces", "track_space_info", "what_if"]
