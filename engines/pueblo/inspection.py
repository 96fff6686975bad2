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

_IS_SIDE = np.array([s not in CORNERS for s in range(SPACES)])
_SIDE_SPACES = np.array([s for s in range(SPACES) if s not in CORNERS])
_LINE_OF = np.full(SPACES, -1)
_LINE_OF[_SIDE_SPACES] = np.arange(32)
_QUARTER_OF = np.full(SPACES, -1)
_QUARTER_OF[list(CORNERS)] = np.arange(4)
_LX = np.array([[c[0] for c in _line(s)] for s in _SIDE_SPACES])  # (32, 8)
_LY = np.array([[c[1] for c in _line(s)] for s in _SIDE_SPACES])
_QX = np.array([[c[0] for c in _quarter(s)] for s in CORNERS])  # (4, 16)
_QY = np.array([[c[1] for c in _quarter(s)] for s in CORNERS])


class SeenFace(NamedTuple):
    """A cube face the chieftain sees; `normal` points toward him. `player` is None for neutral."""
    x: int
    y: int
    z: int
    normal: tuple[int, int, int]
    player: int | None
    cost: int


def inspect_spaces(stack: np.ndarray, spaces, num_players: int) -> np.ndarray:
    """Penalties of many boards from many spaces at once.

    `stack`: colours of N boards, shape (N, 8, 8, Z); `spaces`: k track spaces (taken mod 36).
    Returns int64 (N, k, num_players). One gather of the lines (or quarters) looked at, an argmax
    for the nearest cube at each level (or a count for each column's height), a flat gather of the
    faces seen, and one weighted bincount over (board, space, colour).
    """
    spaces = np.asarray(spaces, dtype=np.int64).reshape(-1) % SPACES
    n, levels = stack.shape[0], stack.shape[3]
    out = np.zeros((n, len(spaces), num_players), dtype=np.int64)
    side = _IS_SIDE[spaces]
    if side.any():
        line = _LINE_OF[spaces[side]]
        rows = n * len(line)
        seen = stack[:, _LX[line], _LY[line], :].reshape(rows, 8 * levels)  # nearest cell first
        first = (seen != 0).reshape(rows, 8, levels).argmax(axis=1)  # (rows, Z); 0 if none: empty
        front = seen.ravel()[(np.arange(rows) * (8 * levels))[:, None] + first * levels + np.arange(levels)]
        bins = (np.arange(rows) * 8)[:, None] + front
        weights = np.broadcast_to(np.arange(1.0, levels + 1), (rows, levels)).ravel()
        counts = np.bincount(bins.ravel(), weights, minlength=rows * 8).reshape(n, len(line), 8)
        out[:, side] = counts[:, :, 2:2 + num_players]
    if not side.all():
        quarter = _QUARTER_OF[spaces[~side]]
        rows = n * len(quarter) * 16
        columns = stack[:, _QX[quarter], _QY[quarter], :].reshape(rows, levels)
        height = (columns != 0).sum(axis=1)
        top = columns.ravel()[np.arange(rows) * levels + np.maximum(height - 1, 0)]  # empty if height 0
        bins = (np.arange(rows) // 16) * 8 + top
        counts = np.bincount(bins, minlength=rows // 16 * 8).reshape(n, len(quarter), 8)
        out[:, ~side] = counts[:, :, 2:2 + num_players]
    return out


def inspect(colours: np.ndarray, space: int, num_players: int) -> list[int]:
    """Penalty per player when the chieftain inspects from one track space (ARCHITECTURE.md)."""
    return inspect_spaces(np.asarray(colours)[None], [space], num_players)[0, 0].tolist()


class _AllTables(NamedTuple):
    """Flat-index tables for inspect_all on a grid of a given depth Z (built once per depth)."""
    lines: np.ndarray  # (4, 8, 8, Z): direction, position along the line, line, level
    base: np.ndarray  # (4, 8, Z): flat index of the nearest cell of each line at each level
    stride: np.ndarray  # (4, 1, 1): flat step one cell further along a line, per direction
    column_top: np.ndarray  # (64,): flat index of (x, y, -1); + height = the top cube
    weights: np.ndarray  # (4 * 8 * Z + 64,): level number z + 1 for side faces, 1 for tops


_TABLES: dict[int, _AllTables] = {}
# directions: looking east (spaces 1..8, line y), west (19..26), north (28..35, line x), south (10..17)
_SIDE_BINS = np.array([[1 + y for y in range(8)], [26 - y for y in range(8)],
                       [35 - x for x in range(8)], [10 + x for x in range(8)]]).reshape(4, 8, 1) * 8
_CORNER_BINS = np.array([(0 if y < 4 else 9) if x < 4 else (27 if y < 4 else 18)
                         for x in range(8) for y in range(8)]) * 8


def _tables(levels: int) -> _AllTables:
    table = _TABLES.get(levels)
    if table is None:
        along = np.arange(8)[:, None]
        line = np.arange(8)[None, :]

        def flat(x: np.ndarray, y: np.ndarray) -> np.ndarray:
            return (x * 8 + y)[..., None] * levels + np.arange(levels)

        lines = np.stack([flat(along, line), flat(7 - along, line), flat(line, along), flat(line, 7 - along)])
        stride = np.array([8 * levels, -8 * levels, levels, -levels]).reshape(4, 1, 1)
        weights = np.concatenate([np.broadcast_to(np.arange(1.0, levels + 1), (4, 8, levels)).ravel(),
                                  np.ones(64)])
        table = _AllTables(lines, lines[:, 0].copy(), stride, np.arange(64) * levels - 1, weights)
        _TABLES[levels] = table
    return table


def inspect_all(colours: np.ndarray, num_players: int) -> np.ndarray:
    """The 36 inspections of one board at once: int64 (36, num_players), row = track space.

    Works on flat indices of the grid: one gather for the 32 lines, one argmax for the nearest
    cube at every level, one gather for its colour; corners read the top cube of each column
    (the grid's top level is always empty, so height 0 reads an empty cell). One weighted
    bincount over (space, colour) then adds everything up.
    """
    colours = np.ascontiguousarray(colours)
    if colours[:, :, -1].any():  # keep an empty level on top (height-0 columns read it)
        colours = np.concatenate([colours, np.zeros((8, 8, 1), colours.dtype)], axis=2)
    table = _tables(colours.shape[2])
    flat = colours.ravel()
    filled = flat[table.lines] != 0
    first = filled.argmax(axis=1)
    front = flat[table.base + first * table.stride]  # (4, 8, Z): the face seen at each level
    top = flat[table.column_top + filled[0].sum(axis=2).ravel()]  # top cube of each column
    bins = np.concatenate([(_SIDE_BINS + front).ravel(), _CORNER_BINS + top])
    counts = np.bincount(bins, table.weights, minlength=SPACES * 8).reshape(SPACES, 8)
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
