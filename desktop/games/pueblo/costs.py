"""What the Pueblo view previews, asked of the engine (engines.pueblo: inspect, seen_faces, what_if):
the pueblo with the ghost block placed, the faces seen from a space, what each of the four chieftain
moves would cost everyone, the lowest penalty reachable on each cell. No Qt; no rule re-implemented."""
from __future__ import annotations

from typing import Any

import numpy as np

import engines.pueblo as pueblo_api
from desktop.games.pueblo import geometry as g


def is_place(action: Any) -> bool:
    return action is not None and type(action).__name__ == "Place"


def ghost_colours(state: Any, selected: Any) -> np.ndarray:
    """The colour grid with the selected placement's cubes added (the grid itself otherwise)."""
    colours = state.colours
    if not is_place(selected):
        return colours
    colours = colours.copy()
    top = max(z for _, _, z in selected.cells)
    if top >= colours.shape[2]:
        extra = np.zeros(colours.shape[:2] + (top + 1 - colours.shape[2],), dtype=colours.dtype)
        colours = np.concatenate([colours, extra], axis=2)
    for x, y, z in selected.cells:
        colours[x, y, z] = selected.colour
    return colours


def faces(colours: np.ndarray, space: int, num_players: int) -> list[g.SeenFaceView]:
    return [g.SeenFaceView((f.x, f.y, f.z), tuple(f.normal), f.player, f.cost)
            for f in pueblo_api.seen_faces(colours, space, num_players)]


def move_costs(state: Any, seat: int | None, selected: Any) -> list[tuple[int, list[int]]]:
    """For moves 1..4: the space and what each player would pay there (with the ghost placed)."""
    what_if = getattr(pueblo_api, "what_if", None)
    if what_if is not None and seat is not None and is_place(selected):
        result = what_if(state, seat)
        for i, (colour, cells) in enumerate(result.choices):
            if colour == selected.colour and frozenset(cells) == selected.cells:
                return [((state.chieftain + k) % g.NUM_SPACES, [int(v) for v in result.penalties[i][k - 1]])
                        for k in range(1, 5)]
    colours = ghost_colours(state, selected)
    out = []
    for k in range(1, 5):
        space = (state.chieftain + k) % g.NUM_SPACES
        out.append((space, [int(v) for v in pueblo_api.inspect(colours, space, state.num_players)]))
    return out


def heatmap_values(state: Any, seat: int, places: list[Any]) -> np.ndarray:
    """Per cell: the lowest penalty `seat` can reach with a placement covering it (inf: none)."""
    values = np.full((g.SIZE, g.SIZE), np.inf)
    what_if = getattr(pueblo_api, "what_if", None)
    if what_if is not None:
        result = what_if(state, seat)
        for (_colour, cells), pen in zip(result.choices, result.penalties, strict=True):
            best = float(np.min(np.asarray(pen)[:, seat]))
            for x, y, _ in cells:
                values[x, y] = min(values[x, y], best)
        return values
    for a in places:
        colours = ghost_colours(state, a)
        best = min(pueblo_api.inspect(colours, (state.chieftain + k) % g.NUM_SPACES, state.num_players)[seat]
                   for k in range(1, 5))
        for x, y, _ in a.cells:
            values[x, y] = min(values[x, y], best)
    return values


def lap_costs(state: Any, space: int) -> list[int]:
    """What each player pays when the chieftain inspects `space` on the final lap."""
    return [int(v) for v in pueblo_api.inspect(state.colours, space, state.num_players)]
