"""Which sounds a move makes, from what every seat may know (no Qt: the fairness test calls it alone).

`move_cues(game, action, before, after)`: the cues of one applied move. `action` is the move as the
table got it (None when a remote table may not know it); `before` / `after` are observations of the
positions around it (any seat's: only their public parts are read). A cue depends on the KIND of
the move (a draw, a delivery, a write) and on public fields, never on a private card: drawing a card
sounds the same whatever card, dumping cards the same whatever cards. tests/sound/test_sound_fair.py
checks it on twins made by `engine.sample` for every game.
"""
from __future__ import annotations

from typing import Any

MATERIALS = ("card", "paper", "wood")
#: the effects (the effects volume) and the notifications (the notifications volume)
EFFECTS = ("draw", "turn", "place", "take_row", "deliver", "dump", "dice", "write_number", "write_x",
           "block", "steps", "penalty", "pass", "bid", "hire", "remove", "refused", "edge", "round_end",
           "computer")
NOTIFICATIONS = ("your_turn", "won", "lost", "over", "handover")
CUES = EFFECTS + NOTIFICATIONS

#: each game's table: its material (one of MATERIALS)
MATERIAL = {"coloretto": "card", "r_eco": "card", "siberia": "card", "rolling_japan": "paper", "pueblo": "wood"}

#: the cue of each kind of move, by the action's class name
_KINDS: dict[str, dict[str, str]] = {
    "coloretto": {"Draw": "turn", "Place": "place", "Take": "take_row"},
    "r_eco": {"Deliver": "deliver", "Dump": "dump"},
    "siberia": {"Discover": "turn", "SkipDiscovery": "pass", "Draw": "draw", "Play": "place", "Hire": "hire"},
    "rolling_japan": {"Write": "write_number", "Pass": "pass"},
    "pueblo": {"Place": "block", "SetAside": "pass", "Move": "steps", "Bid": "bid", "Pass": "pass",
               "PlaceSacredSite": "block", "Remove": "remove"},
}


def material(game: str) -> str:
    return MATERIAL.get(game, "card")


def _public(obs: Any, key: str) -> Any:
    return obs.get(key) if isinstance(obs, dict) else None


def move_cues(game: str, action: Any, before: Any = None, after: Any = None) -> list[str]:
    """The cues of one move, in order (see the module docstring)."""
    kind = type(action).__name__ if action is not None else ""
    cue = _KINDS.get(game, {}).get(kind, "place")
    if game == "rolling_japan" and kind == "Write" and getattr(action, "value", None) == "X":
        cue = "write_x"
    cues = [cue]
    if game == "pueblo" and kind == "Move" and _public(before, "penalties") != _public(after, "penalties"):
        cues.append("penalty")
    if game == "rolling_japan" and _public(after, "roll") is not None \
            and (_public(before, "turn"), _public(before, "round")) != (_public(after, "turn"), _public(after, "round")):
        cues.append("dice")
    if round_ended(game, before, after):
        cues.append("round_end")
    return cues


def round_ended(game: str, before: Any, after: Any) -> bool:
    """A new round began with this move (public counters only)."""
    if before is None or after is None:
        return False
    if game == "rolling_japan":
        return _public(before, "round") != _public(after, "round")
    if game == "coloretto":   # every row taken: the rows are laid anew
        out_before, out_after = _public(before, "out"), _public(after, "out")
        return isinstance(out_before, list) and isinstance(out_after, list) \
            and any(out_before) and not any(out_after)
    if game == "pueblo":
        return _public(before, "round_phase") != _public(after, "round_phase") \
            and _public(after, "round_phase") is not None
    return False
