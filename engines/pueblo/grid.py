"""The Pueblo building area as a numpy voxel grid: the block's 12 rotations, the legal placements
for a height map, and applying / removing a block.

Coordinates (shared/rules/pueblo.md): `x` = 0..7 grows east, `y` = 0..7 grows north, `z` = 0, 1, …
is the level (level number `z + 1`). `colours[x, y, z]` is 0 empty, 1 neutral, 2 + p player p;
`block_ids[x, y, z]` is 0 or the block's number (from 1, in placement order); `heights[x, y]` is
the number of cubes in the column. Columns are always solid from the ground up.
"""
from __future__ import annotations

import itertools

import numpy as np

SIZE = 8
#: The canonical block (dx, dy, dz): an L of three on the ground, a fourth cube on one end.
CANONICAL_BLOCK: tuple[tuple[int, int, int], ...] = ((0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 0, 1))
#: Initial number of levels in a fresh grid; `ensure_levels` grows it by GROW_STEP when needed.
START_LEVELS = 16
GROW_STEP = 8

Cell = tuple[int, int, int]
Shape = tuple[Cell, ...]


def rotation_matrices() -> list[np.ndarray]:
    """The 24 proper rotations of the cube: signed permutation matrices with determinant +1."""
    result = []
    for perm in itertools.permutations(range(3)):
        for signs in itertools.product((1, -1), repeat=3):
            m = np.zeros((3, 3), dtype=np.int64)
            for row, (col, sign) in enumerate(zip(perm, signs, strict=True)):
                m[row, col] = sign
            if round(np.linalg.det(m)) == 1:
                result.append(m)
    return result


def normalise(cells: np.ndarray) -> Shape:
    """Cells shifted so each axis starts at 0, sorted: equal up to translation <=> equal result."""
    cells = np.asarray(cells) - np.asarray(cells).min(axis=0)
    return tuple(sorted(tuple(int(v) for v in c) for c in cells))


def column_bottoms(shape: Shape) -> dict[tuple[int, int], int]:
    """For each column (dx, dy) a shape covers, the dz of its lowest cube there."""
    bottoms: dict[tuple[int, int], int] = {}
    for dx, dy, dz in shape:
        bottoms[(dx, dy)] = min(dz, bottoms.get((dx, dy), dz))
    return bottoms


def is_flat(shape: Shape) -> bool:
    """A flat rotation stands on three cubes (every column starts at the block's lowest level);
    a stepped one reaches down to two levels."""
    return len(set(column_bottoms(shape).values())) == 1


def _all_rotations() -> tuple[Shape, ...]:
    base = np.array(CANONICAL_BLOCK)
    shapes = {normalise(base @ m.T) for m in rotation_matrices()}
    # flat ones first, then stepped, each sorted: a stable, documented order
    return tuple(sorted(shapes, key=lambda s: (not is_flat(s), s)))


#: The 12 distinct rotations of the block (no mirror images): 4 flat first, then 8 stepped.
ROTATIONS: tuple[Shape, ...] = _all_rotations()
FLAT_ROTATIONS: tuple[Shape, ...] = tuple(s for s in ROTATIONS if is_flat(s))
STEPPED_ROTATIONS: tuple[Shape, ...] = tuple(s for s in ROTATIONS if not is_flat(s))
assert len(ROTATIONS) == 12 and len(FLAT_ROTATIONS) == 4

# Per rotation: the footprint columns (dx, dy, bottom dz) and the extent in x and y.
_COLUMNS = [tuple((dx, dy, b) for (dx, dy), b in sorted(column_bottoms(s).items())) for s in ROTATIONS]
_EXTENT = [(max(c[0] for c in s) + 1, max(c[1] for c in s) + 1) for s in ROTATIONS]
_SHAPE_ARRAYS = [np.array(s, dtype=np.int64) for s in ROTATIONS]


def rotations(stepped: bool = True) -> tuple[Shape, ...]:
    """The rotations allowed: all 12, or only the 4 flat ones when the `stepped` option is off."""
    return ROTATIONS if stepped else FLAT_ROTATIONS


def _candidates() -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """Every (rotation, anchor) with the block's footprint inside the area, in the fixed order
    (rotation as in ROTATIONS, then anchor x, then anchor y): the flat indices of its 3 columns
    (K, 3), each column's bottom dz (K, 3), its cells at level 0 (K, 4, 3), and how many of them
    use a flat rotation (they come first)."""
    columns, bottoms, cells = [], [], []
    flat_count = 0
    for r, shape in enumerate(ROTATIONS):
        wx, wy = _EXTENT[r]
        for ax in range(SIZE - wx + 1):
            for ay in range(SIZE - wy + 1):
                columns.append([(ax + dx) * SIZE + ay + dy for dx, dy, _ in _COLUMNS[r]])
                bottoms.append([b for _, _, b in _COLUMNS[r]])
                cells.append([(ax + dx, ay + dy, dz) for dx, dy, dz in shape])
                flat_count += is_flat(shape)
    rotation = np.repeat(np.arange(len(ROTATIONS)), [(SIZE - w + 1) * (SIZE - d + 1) for w, d in _EXTENT])
    return np.array(columns), np.array(bottoms), np.array(cells, dtype=np.int64), flat_count, rotation


_CANDIDATE_COLUMNS, _CANDIDATE_BOTTOMS, _CANDIDATE_CELLS, _FLAT_CANDIDATES, _CANDIDATE_ROTATION = _candidates()
_UP = np.array([0, 0, 1], dtype=np.int64)
_CANDIDATES = len(_CANDIDATE_COLUMNS)
# Per candidate, as plain Python: its cells at level 0, its 3 columns as (x, y) and their bottom dz.
_CANDIDATE_CELL_TUPLES: list[tuple[Cell, ...]] = [tuple(map(tuple, c)) for c in _CANDIDATE_CELLS.tolist()]
_CANDIDATE_FOOT: list[tuple[tuple[int, int, int], ...]] = [
    tuple((col // SIZE, col % SIZE, b) for col, b in zip(cols, bottoms, strict=True))
    for cols, bottoms in zip(_CANDIDATE_COLUMNS.tolist(), _CANDIDATE_BOTTOMS.tolist(), strict=True)]

# A placement's key: level * _CANDIDATES + candidate (the candidate's cells raised by `level`).
# Its cells as a frozenset are made once and shared (frozensets are immutable), and looked up back.
_CELL_SETS: dict[int, frozenset[Cell]] = {}
_KEY_OF_CELLS: dict[frozenset[Cell], int] = {}


def cells_of_key(key: int) -> frozenset[Cell]:
    """The cube cells of the placement with this key (see placement_keys), made once."""
    cells = _CELL_SETS.get(key)
    if cells is None:
        if len(_CELL_SETS) > 100_000:  # a bound on memory (a pueblo that high is never played)
            _CELL_SETS.clear()
            _KEY_OF_CELLS.clear()
        level, k = divmod(key, _CANDIDATES)
        cells = frozenset((x, y, z + level) for x, y, z in _CANDIDATE_CELL_TUPLES[k])
        _CELL_SETS[key] = cells
        _KEY_OF_CELLS[cells] = key
    return cells


def _legal_candidates(heights: np.ndarray, blocked: np.ndarray | None, stepped: bool
                      ) -> tuple[np.ndarray, np.ndarray]:
    """The candidate indices of every legal placement (in candidate order) and the level each sits at."""
    count = _CANDIDATES if stepped else _FLAT_CANDIDATES
    columns = _CANDIDATE_COLUMNS[:count]
    level = np.asarray(heights).ravel()[columns] - _CANDIDATE_BOTTOMS[:count]  # (K, 3)
    first = level[:, 0]
    ok = (first == level[:, 1]) & (first == level[:, 2])
    if blocked is not None:
        blocked = np.asarray(blocked, dtype=bool).ravel()
        if blocked.any():  # (no sacred site: nothing to mask)
            ok &= ~blocked[columns].any(axis=1)
    chosen = np.flatnonzero(ok)
    return chosen, first[chosen]


def placement_keys(heights: np.ndarray, blocked: np.ndarray | None = None, stepped: bool = True) -> list[int]:
    """The keys of every legal placement (same rule and order as placement_array): key =
    level * (number of candidates) + candidate index; cells_of_key gives its cells."""
    chosen, levels = _legal_candidates(heights, blocked, stepped)
    return (levels * _CANDIDATES + chosen).tolist()


def placement_keys_and_array(heights: np.ndarray, blocked: np.ndarray | None = None, stepped: bool = True
                             ) -> tuple[list[int], np.ndarray, np.ndarray]:
    """placement_keys and placement_array_with_rotations from one pass (the same placements in
    the same order): keys, cells (N, 4, 3), rotation indices (N,)."""
    chosen, levels = _legal_candidates(heights, blocked, stepped)
    return ((levels * _CANDIDATES + chosen).tolist(), _CANDIDATE_CELLS[chosen] + levels[:, None, None] * _UP,
            _CANDIDATE_ROTATION[chosen])


def placement_array(heights: np.ndarray, blocked: np.ndarray | None = None, stepped: bool = True
                    ) -> np.ndarray:
    """Every legal placement as an int array (N, 4, 3) of cube cells (x, y, z), in a fixed order
    (rotation as in ROTATIONS, then anchor x, then anchor y). Cubes in each placement are in the
    rotation's sorted cell order.

    Legal: every cube inside the 8 x 8 area and, for every column the block covers, the block's
    lowest cube in that column sits exactly on top of that column; no cube on a blocked
    (sacred-site) column. Vectorised over all 12 x 49 (rotation, anchor) pairs at once: the level
    each column asks for must be the same for the block's three columns.
    """
    return placement_array_with_rotations(heights, blocked, stepped)[0]


def placement_array_with_rotations(heights: np.ndarray, blocked: np.ndarray | None = None,
                                   stepped: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """placement_array and, for each placement, its rotation's index in ROTATIONS."""
    count = len(_CANDIDATE_COLUMNS) if stepped else _FLAT_CANDIDATES
    columns = _CANDIDATE_COLUMNS[:count]
    level = np.asarray(heights).ravel()[columns] - _CANDIDATE_BOTTOMS[:count]  # (K, 3)
    ok = (level[:, 0] == level[:, 1]) & (level[:, 0] == level[:, 2])
    if blocked is not None:
        blocked = np.asarray(blocked, dtype=bool).ravel()
        if blocked.any():  # (no sacred site: nothing to mask)
            ok &= ~blocked[columns].any(axis=1)
    chosen = np.flatnonzero(ok)
    return _CANDIDATE_CELLS[chosen] + level[chosen, 0, None, None] * _UP, _CANDIDATE_ROTATION[chosen]


def placements(heights: np.ndarray, blocked: np.ndarray | None = None, stepped: bool = True
               ) -> list[frozenset[Cell]]:
    """The cube cells of every legal placement for a height map (ARCHITECTURE.md).

    `blocked`: boolean (8, 8) mask of sacred-site cells, or None. `stepped=False` keeps only the
    4 flat rotations.
    """
    return [cells_of_key(key) for key in placement_keys(heights, blocked, stepped)]


def is_legal(heights: np.ndarray, cells, blocked: np.ndarray | None = None, stepped: bool = True) -> bool:
    """True when these 4 cells are a legal placement (the same rule as placement_array)."""
    key = _KEY_OF_CELLS.get(cells) if type(cells) is frozenset else None
    if key is not None:  # cells made by cells_of_key: the candidate's footprint, raised by level
        level, k = divmod(key, _CANDIDATES)
        if not stepped and k >= _FLAT_CANDIDATES:
            return False
        for x, y, bottom in _CANDIDATE_FOOT[k]:
            if heights[x, y] != level + bottom or (blocked is not None and blocked[x, y]):
                return False
        return True
    try:
        cells = [(int(x), int(y), int(z)) for x, y, z in cells]
    except (TypeError, ValueError):
        return False
    if len(set(cells)) != 4 or shape_of(cells) not in rotations(stepped):
        return False
    if not all(0 <= x < SIZE and 0 <= y < SIZE for x, y, _ in cells):
        return False
    if blocked is not None and any(blocked[x, y] for x, y, _ in cells):
        return False
    bottoms: dict[tuple[int, int], int] = {}
    for x, y, z in cells:
        bottoms[(x, y)] = min(z, bottoms.get((x, y), z))
    return all(heights[x, y] == z for (x, y), z in bottoms.items())


def empty_grid(levels: int = START_LEVELS) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A fresh (colours, block_ids, heights)."""
    return (np.zeros((SIZE, SIZE, levels), dtype=np.int8), np.zeros((SIZE, SIZE, levels), dtype=np.int16),
            np.zeros((SIZE, SIZE), dtype=np.int64))


def levels_needed(max_height: int) -> int:
    """Grid depth for a pueblo whose tallest column is max_height: room for one more block (a
    block adds at most two levels) in whole GROW_STEP chunks, never below START_LEVELS."""
    need = max_height + 2
    if need <= START_LEVELS:
        return START_LEVELS
    return START_LEVELS + -(-(need - START_LEVELS) // GROW_STEP) * GROW_STEP


def with_levels(grid: np.ndarray, levels: int) -> np.ndarray:
    """The grid with exactly `levels` levels (padded with zeros; never drops a cube)."""
    z = grid.shape[2]
    if levels == z:
        return grid
    if levels > z:
        return np.concatenate([grid, np.zeros((SIZE, SIZE, levels - z), dtype=grid.dtype)], axis=2)
    assert not grid[:, :, levels:].any()
    return grid[:, :, :levels].copy()


def apply_block(colours: np.ndarray, block_ids: np.ndarray, heights: np.ndarray, cells, colour: int,
                block_id: int) -> None:
    """Writes a block's cubes into the grid IN PLACE (the caller has checked legality and depth)."""
    for x, y, z in cells:
        colours[x, y, z] = colour
        block_ids[x, y, z] = block_id
        if z + 1 > heights[x, y]:
            heights[x, y] = z + 1


def remove_block(colours: np.ndarray, block_ids: np.ndarray, heights: np.ndarray, block_id: int) -> None:
    """Takes a free block out of the grid IN PLACE (nothing may rest on it: the caller checks)."""
    mask = block_ids == block_id
    colours[mask] = 0
    block_ids[mask] = 0
    heights[:, :] = (colours != 0).sum(axis=2)


def block_cells(block_ids: np.ndarray, block_id: int) -> list[Cell]:
    """The cube cells of a block, sorted."""
    xs, ys, zs = np.nonzero(block_ids == block_id)
    return sorted(zip(xs.tolist(), ys.tolist(), zs.tolist(), strict=True))


def free_blocks(block_ids: np.ndarray) -> list[int]:
    """Blocks nothing rests on: no cube of another block directly above any of their cubes."""
    below = block_ids[:, :, :-1]
    above = block_ids[:, :, 1:]
    covered = set(below[(above != 0) & (above != below) & (below != 0)].tolist())
    present = set(np.unique(block_ids).tolist()) - {0}
    return sorted(present - covered)


def shape_of(cells) -> Shape | None:
    """The rotation (from ROTATIONS) a set of 4 cells forms, or None if it is not the block."""
    if len(cells) != 4:
        return None
    s = normalise(np.array(sorted(cells)))
    return s if s in ROTATIONS else None
