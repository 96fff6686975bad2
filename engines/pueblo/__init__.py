"""Pueblo: build a pueblo of blocks while the chieftain walks around it and penalises every
player-colour face he sees. Rules: shared/rules/pueblo.md.

Modules: `grid` (rotations, placements, applying a block), `inspection` (what the chieftain sees
from each of the 36 track spaces, vectorised with numpy).
"""
from __future__ import annotations

from engines.pueblo.grid import ROTATIONS, placements
from engines.pueblo.inspection import SeenFace, inspect, inspect_all, seen_faces, track_space_info

__all__ = ["ROTATIONS", "SeenFace", "inspect", "inspect_all", "placements", "seen_faces", "track_space_info"]
