"""Picking on the Pueblo board without OpenGL selection: a ray from the camera cast against the
voxel grid (slab tests), and the choice of the placement the cursor points at."""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import numpy as np

from desktop.games.pueblo.geometry import SIZE
from desktop.games.pueblo.track import MID, space_at


def ray_boxes(origin: np.ndarray, direction: np.ndarray, lo: np.ndarray, hi: np.ndarray
              ) -> tuple[np.ndarray, np.ndarray]:
    """Slab test of one ray against N axis-aligned boxes: (t_enter, hit mask), each (N,). A batch of
    K directions shaped (K, 1, 3) tests K rays from `origin` at once: (K, N) each."""
    with np.errstate(divide="ignore", invalid="ignore"):
        inv = 1.0 / np.where(direction == 0, 1e-12, direction)
        t0 = (lo - origin) * inv
        t1 = (hi - origin) * inv
    tmin = np.minimum(t0, t1).max(axis=-1)
    tmax = np.maximum(t0, t1).min(axis=-1)
    hit = (tmax >= np.maximum(tmin, 0.0))
    return tmin, hit


@dataclass(frozen=True)
class Hit:
    """What a ray from the camera meets first."""

    kind: str                          # "cube", "ground" (the building area), "track", "none"
    point: tuple[float, float, float]
    cell: tuple[int, int, int] | None  # the cube hit, or the ground cell (z = -1)
    normal: tuple[int, int, int] | None
    space: int | None                  # the track space under the point

    def target_column(self) -> tuple[int, int] | None:
        """The column a block would go on: the column hit from above, the column in front of a
        side face hit (if inside the area), the ground cell."""
        if self.kind == "ground" and self.cell is not None:
            return (self.cell[0], self.cell[1])
        if self.kind == "cube" and self.cell is not None and self.normal is not None:
            x, y, _ = self.cell
            nx, ny, nz = self.normal
            if nz == 0 and 0 <= x + nx < SIZE and 0 <= y + ny < SIZE:
                return (x + nx, y + ny)
            return (x, y)
        return None


def cast_ray(origin: np.ndarray, direction: np.ndarray, colours: np.ndarray) -> Hit:
    """The first cube, ground cell or track space the ray meets."""
    origin = np.asarray(origin, dtype=np.float64)
    direction = np.asarray(direction, dtype=np.float64)
    direction = direction / (np.linalg.norm(direction) or 1.0)
    cubes = np.argwhere(colours > 0)
    best_t = math.inf
    result = Hit("none", (0.0, 0.0, 0.0), None, None, None)
    if len(cubes):
        tmin, hit = ray_boxes(origin, direction, cubes.astype(np.float64), cubes + 1.0)
        if hit.any():
            idx = np.flatnonzero(hit)
            k = idx[np.argmin(tmin[idx])]
            best_t = float(max(tmin[k], 0.0))
            p = origin + direction * best_t
            cell = cubes[k]
            local = p - (cell + 0.5)
            axis = int(np.argmax(np.abs(local)))
            normal = [0, 0, 0]
            normal[axis] = 1 if local[axis] > 0 else -1
            result = Hit("cube", tuple(float(c) for c in p), tuple(int(c) for c in cell), tuple(normal), None)
    if direction[2] < -1e-9:
        t = -origin[2] / direction[2]
        if 0 <= t < best_t:
            p = origin + direction * t
            x, y = float(p[0]), float(p[1])
            if 0 <= x < SIZE and 0 <= y < SIZE:
                result = Hit("ground", (x, y, 0.0), (int(x), int(y), -1), (0, 0, 1), None)
            else:
                s = space_at(x, y)
                if s is not None:
                    result = Hit("track", (x, y, 0.0), None, (0, 0, 1), s)
    return result


# ---------------------------------------------------------------- placements

def shape_key(cells) -> tuple[tuple[int, int, int], ...]:
    """A placement's cells moved to the origin: identifies its rotation."""
    if isinstance(cells, frozenset):
        return _shape_key_cached(cells)
    return _shape_key(cells)


@functools.lru_cache(maxsize=8192)
def _shape_key_cached(cells: frozenset) -> tuple[tuple[int, int, int], ...]:
    return _shape_key(cells)


def _shape_key(cells) -> tuple[tuple[int, int, int], ...]:
    arr = np.asarray(sorted(cells), dtype=np.int64).reshape(-1, 3)
    arr = arr - arr.min(axis=0)
    return tuple(sorted(tuple(int(c) for c in row) for row in arr))


def footprint(cells) -> set[tuple[int, int]]:
    return {(int(c[0]), int(c[1])) for c in cells}


def choose_placement(options: list, cells_of, shape: tuple, column: tuple[int, int] | None,
                     point: tuple[float, float] | None):
    """The option of the given rotation covering the column, nearest the pointed spot; else the
    option of that rotation nearest the spot (snapping); None when that rotation has none."""
    same = [o for o in options if shape_key(cells_of(o)) == shape]
    if not same:
        return None
    px, py = point if point is not None else ((column[0] + 0.5, column[1] + 0.5) if column else (MID, MID))

    def distance(o) -> float:
        fp = footprint(cells_of(o))
        cx = sum(c[0] + 0.5 for c in fp) / len(fp)
        cy = sum(c[1] + 0.5 for c in fp) / len(fp)
        return (cx - px) ** 2 + (cy - py) ** 2

    if column is not None:
        covering = [o for o in same if column in footprint(cells_of(o))]
        if covering:
            return min(covering, key=distance)
    return min(same, key=distance)
