"""The chieftain's inspection, vectorised with numpy.

Track spaces 0..35 run clockwise seen from above (north up), see shared/rules/pueblo.md:

| spaces | where | inspects |
|---|---|---|
| 0 | south-west corner | from above, quarter x 0..3, y 0..3 |
| 1..8 | west side | row y = i-1, looking east (x = 0 -> 7) |
| 9 | north-west corner | quarter x 0..3, y 4..7 |
| 10..17 | north side | column x = i-10, looking south (y = 7 -> 0) |
| 18 | north-east corner | quarter x 4..7, y 4..7 |
| 19..26 | east side | row y = 26-i, looking west (x = 7 -> 0) |
| 27 | south-east corner | quarter x 4..7, y 0..3 |
| 28..35 | south side | column x = 35-i, looking north (y = 0 -> 7) |

Side space: at each level z the first cube along the line of sight costs its owner z + 1.
Corner space: the top cube of each of the 16 columns costs its owner 1. Neutral never scores.
"""
from __future__ import annotations

from typing import Literal, NamedTuple

import numpy as np

SPACES = 36
CORNERS: tuple[int, ...] = (0, 9, 18, 27)


def _line(space: int) -> list[tuple[int, int]]:
    if 1 <= space <= 8:
        return [(x, space - 1) for x in range(8)]
    if 10 <= space <= 17:
        return [(space - 10, y) for y in range(7, -1, -1)]
    if 19 <= space <= 26:
        return [(x, 26 - space) for x in range(7, -1, -1)]
    if 28 <= space <= 35:
        return [(35 - space, y) for y in range(8)]
    raise ValueError(f"space {space} is a corner")


def _quarter(space: int) -> list[tuple[int, int]]:
    x0, y0 = {0: (0, 0), 9: (0, 4), 18: (4, 4), 27: (4, 0)}[space]
    return [(x, y) for y in range(y0, y0 + 4) for x in range(x0, x0 + 4)]


def _normal(space: int) -> tuple[int, int, int]:
    if space in CORNERS:
        return (0, 0, 1)
    if space <= 8:
        return (-1, 0, 0)
    if space <= 17:
        return (0, 1, 0)
    if space <= 26:
        return (1, 0, 0)
    return (0, -1, 0)


def track_space_info(space: int) -> tuple[Literal["side", "corner"], list[tuple[int, int]]]:
    """("side", the 8 cells (x, y) of the line in viewing order, nearest first) or ("corner",
    the 16 cells of the quarter, row by row from south-west)."""
    space = int(space) % SPACES
    if space in CORNERS:
        return "corner", _quarter(space)
    return "side", _line(space)


#: The face normal (pointing toward the chieftain) of the faces seen from each space.
NORMALS: tuple[tuple[int, int, int], ...] = tuple(_normal(s) for s in range(SPACES))

_IS_SIDE = tuple(s not in CORNERS for s in range(SPACES))


class SeenFace(NamedTuple):
    """A cube face the chieftain sees; `normal` points toward him. `player` is None for neutral."""
    x: int
    y: int
    z: int
    normal: tuple[int, int, int]
    player: int | None
    cost: int


_SPACE_TABLES: dict[tuple[int, int], np.ndarray] = {}

#: Penalties of all players packed in one int64: player p's points are digit p in base 2**15.
_PACK_BITS = 15
_PACK = np.array([0, 0] + [1 << (_PACK_BITS * p) for p in range(4)] + [0, 0], dtype=np.int64)
_UNPACK_SHIFT = np.arange(0, 4 * _PACK_BITS, _PACK_BITS, dtype=np.int64)


def _unpack(packed: np.ndarray, num_players: int) -> np.ndarray:
    """(...,) packed penalties -> (..., num_players) int64."""
    return (packed[..., None] >> _UNPACK_SHIFT[:num_players]) & ((1 << _PACK_BITS) - 1)


def _space_index(space: int, levels: int) -> np.ndarray:
    """Flat indices (into one board's colours.ravel()) of what a space looks at: side (8, Z): the
    line, nearest cell first, at every level; corner (Z, 16): the quarter's 16 columns, level by
    level from the ground."""
    key = (space, levels)
    index = _SPACE_TABLES.get(key)
    if index is None:
        kind, cells = track_space_info(space)
        columns = np.array([x * 8 + y for x, y in cells]) * levels
        if kind == "side":
            index = columns[:, None] + np.arange(levels)[None, :]
        else:
            index = columns[None, :] + np.arange(levels)[:, None]
        _SPACE_TABLES[key] = index
    return index


_EVERY_SPACE = list(range(SPACES))
_NEAREST_FIRST = ((8 - np.arange(8)) * 8).astype(np.int8).reshape(1, 8, 1, 1)  # priority by position


def inspect_spaces(stack: np.ndarray, spaces, num_players: int) -> np.ndarray:
    """Penalties of many boards from many spaces at once.

    `stack`: colours of N boards, shape (N, 8, 8, Z); `spaces`: k track spaces (taken mod 36).
    Returns int64 (N, k, num_players). Each part is a handful of whole-array operations:
    - side spaces: one gather of their lines as (N, position, space, level); the nearest cube at
      each level is the maximum of `priority(position) + colour` over positions (empty cells have
      no priority), its colour the low 3 bits;
    - corners: one gather of their 16 columns as (N, level, space, column); the top cube is the
      maximum of `priority(level) + colour` over levels.
    A lookup turns each colour seen into its owner's packed unit (player p = 2**(15 p)); times the
    level number (side) or 1 (corner) and summed, it gives every player's points at once.
    """
    spaces = [int(s) % SPACES for s in np.asarray(spaces).reshape(-1)]
    if stack.shape[0] == 1 and spaces == _EVERY_SPACE:  # one board from every space: inspect_all's way
        return inspect_all(stack[0], num_players)[None]
    n, levels = stack.shape[0], stack.shape[3]
    if not stack.flags.c_contiguous:
        stack = np.ascontiguousarray(stack)
    boards = stack.reshape(n, -1)
    packed = np.zeros((n, len(spaces)), dtype=np.int64)
    side = [i for i, s in enumerate(spaces) if _IS_SIDE[s]]
    corner = [i for i, s in enumerate(spaces) if not _IS_SIDE[s]]
    if side:
        index = np.stack([_space_index(spaces[i], levels) for i in side], axis=1)  # (8, k, Z)
        seen = boards[:, index]  # (N, 8, k, Z)
        front = ((seen != 0) * _NEAREST_FIRST + seen).max(axis=1) & 7  # (N, k, Z)
        packed[:, side] = (_PACK[front] * np.arange(1, levels + 1)).sum(axis=2)
    if corner:
        index = np.stack([_space_index(spaces[i], levels) for i in corner], axis=1)  # (Z, k, 16)
        columns = boards[:, index].astype(np.int16)  # (N, Z, k, 16)
        highest = (np.arange(1, levels + 1, dtype=np.int16) * 8).reshape(1, levels, 1, 1)
        top = ((columns != 0) * highest + columns).max(axis=1) & 7  # (N, k, 16)
        packed[:, corner] = _PACK[top].sum(axis=2)
    return _unpack(packed, num_players)


_NEAREST_LINE = ((8 - np.arange(8)) * 8).astype(np.int16).reshape(8, 1)  # side: priority by position
_LEVEL_WEIGHTS: dict[int, np.ndarray] = {}
_HIGHEST: dict[int, np.ndarray] = {}


def inspect(colours: np.ndarray, space: int, num_players: int) -> list[int]:
    """Penalty per player when the chieftain inspects from one track space (ARCHITECTURE.md).

    The one-space case of inspect_spaces, on one board: the same gathers and maxima on 2-D arrays."""
    colours = np.asarray(colours)
    if not colours.flags.c_contiguous:
        colours = np.ascontiguousarray(colours)
    space = int(space) % SPACES
    levels = colours.shape[2]
    seen = colours.ravel()[_space_index(space, levels)].astype(np.int16)
    if _IS_SIDE[space]:  # (8 positions, Z levels): the nearest cube at each level, times its level number
        weights = _LEVEL_WEIGHTS.get(levels)
        if weights is None:
            weights = _LEVEL_WEIGHTS[levels] = np.arange(1, levels + 1, dtype=np.int64)
        front = ((seen != 0) * _NEAREST_LINE + seen).max(axis=0) & 7
        packed = int(_PACK[front] @ weights)
    else:  # (Z levels, 16 columns): the top cube of each column
        highest = _HIGHEST.get(levels)
        if highest is None:
            highest = _HIGHEST[levels] = (np.arange(1, levels + 1, dtype=np.int16) * 8).reshape(levels, 1)
        top = ((seen != 0) * highest + seen).max(axis=0) & 7
        packed = int(_PACK[top].sum())
    mask = (1 << _PACK_BITS) - 1
    return [(packed >> (_PACK_BITS * p)) & mask for p in range(num_players)]


class _AllTables(NamedTuple):
    """Flat-index tables for inspect_all on a grid of a given depth Z (built once per depth)."""
    lines: np.ndarray  # (4, 8, Z, 8): direction, line, level, position along the line (nearest first)
    base: np.ndarray  # (4, 8, Z): flat index of the nearest cell of each line at each level
    column_top: np.ndarray  # (64,): flat index of (x, y, -1), x-major; + height = the top cube
    bins: np.ndarray  # (4 * 8 * Z + 64,): track space * 8 of each face read
    weights: np.ndarray  # (4 * 8 * Z + 64,): level number z + 1 for side faces, 1 for tops


_TABLES: dict[int, _AllTables] = {}
# directions: looking east (spaces 1..8, line y), west (19..26), north (28..35, line x), south (10..17)
_DIRECTION_SPACES = np.array([[1 + y for y in range(8)], [26 - y for y in range(8)],
                              [35 - x for x in range(8)], [10 + x for x in range(8)]])
_STRIDE_UNITS = np.array([8, -8, 1, -1]).reshape(4, 1, 1)  # one cell further along, in columns
_CORNER_SPACES = np.array([(0 if y < 4 else 9) if x < 4 else (27 if y < 4 else 18)
                           for x in range(8) for y in range(8)])


def _tables(levels: int) -> _AllTables:
    table = _TABLES.get(levels)
    if table is None:
        along = np.arange(8)[None, :]
        line = np.arange(8)[:, None]

        def flat(x: np.ndarray, y: np.ndarray) -> np.ndarray:  # (8 line, 8 along) -> (8, Z, 8)
            return (x * 8 + y)[:, None, :] * levels + np.arange(levels)[None, :, None]

        lines = np.stack([flat(along, line), flat(7 - along, line), flat(line, along), flat(line, 7 - along)])
        bins = np.concatenate([np.broadcast_to(_DIRECTION_SPACES[:, :, None] * 8, (4, 8, levels)).ravel(),
                               _CORNER_SPACES * 8])
        weights = np.concatenate([np.broadcast_to(np.arange(1.0, levels + 1), (4, 8, levels)).ravel(),
                                  np.ones(64)])
        table = _AllTables(lines, lines[..., 0].copy(), np.arange(64) * levels - 1, bins, weights)
        _TABLES[levels] = table
    return table


def inspect_all(colours: np.ndarray, num_players: int) -> np.ndarray:
    """The 36 inspections of one board at once: int64 (36, num_players), row = track space.

    Works on flat indices of the grid: one gather of the 32 lines (laid out so the line of sight
    is the last axis), one argmax for the nearest cube at every level, the heights from the same
    gather, one gather for the faces seen (sides) and the top cubes (corners), and one weighted
    bincount over (space, colour).
    """
    if type(colours) is not np.ndarray or not colours.flags.c_contiguous:
        colours = np.ascontiguousarray(colours)
    levels = colours.shape[2]
    table = _tables(levels)
    flat = colours.ravel()
    filled = flat[table.lines] != 0  # (4, 8, Z, 8)
    first = filled.argmax(axis=3)  # nearest cube at each level (0 if none: that cell is empty)
    height = filled[2].sum(axis=1).ravel()  # direction 2 is x-major: line x, along y
    if height.max() >= levels:  # a full column: give the grid an empty top level
        return inspect_all(np.concatenate([colours, np.zeros((8, 8, 1), colours.dtype)], axis=2), num_players)
    seen = np.concatenate([(first * (_STRIDE_UNITS * levels) + table.base).ravel(), table.column_top + height])
    counts = np.bincount(table.bins + flat[seen], table.weights, minlength=SPACES * 8).reshape(SPACES, 8)
    return counts[:, 2:2 + num_players].astype(np.int64)


def seen_faces(colours: np.ndarray, space: int, num_players: int) -> list[SeenFace]:
    """Every face the chieftain sees from a space, neutral ones too (player None, cost 0).

    Side space: one face per level (the first cube along the line), normal pointing back along
    the line toward him. Corner: the top face (0, 0, 1) of each non-empty column of the quarter.
    The costs of one player add up to inspect(colours, space, num_players)[player].
    """
    colours = np.asarray(colours)
    space = int(space) % SPACES
    kind, cells = track_space_info(space)
    normal = NORMALS[space]
    faces: list[SeenFace] = []

    def owner(colour: int) -> int | None:
        p = colour - 2
        return p if 0 <= p < num_players else None

    if kind == "side":
        xs = np.array([c[0] for c in cells])
        ys = np.array([c[1] for c in cells])
        line = colours[xs, ys, :]  # (8, Z)
        filled = line != 0
        first = filled.argmax(axis=0)
        for z in np.nonzero(filled.any(axis=0))[0].tolist():
            i = int(first[z])
            p = owner(int(line[i, z]))
            faces.append(SeenFace(int(xs[i]), int(ys[i]), z, normal, p, 0 if p is None else z + 1))
    else:
        for x, y in cells:
            h = int((colours[x, y, :] != 0).sum())
            if h:
                p = owner(int(colours[x, y, h - 1]))
                faces.append(SeenFace(x, y, h - 1, normal, p, 0 if p is None else 1))
    return faces
