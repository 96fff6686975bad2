"""Pure numpy geometry of the Pueblo model: the colour codes and their surface patterns, the exposed
faces of the pueblo as one triangle soup, the block outlines and the flat overlays (sacred sites,
the inspected line, the heatmap). No Qt and no OpenGL here, so it is cheap to test and to benchmark.
The track and the cameras are in track.py, ray casts and the choice of a placement in picking.py.

World coordinates: one unit per cube; cell (x, y, z) occupies [x, x+1] x [y, y+1] x [z, z+1];
x grows east, y north, z up; the building area is [0, 8] x [0, 8]; the track ring is one unit wide
around it (spaces numbered clockwise from the south-west corner, see shared/rules/pueblo.md).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

SIZE = 8
NUM_SPACES = 36
CORNERS = (0, 9, 18, 27)

# Colour codes of the state's `colours` grid.
EMPTY, NEUTRAL = 0, 1
RED, BLUE, GREEN, VIOLET = 2, 3, 4, 5

# Base RGB (0..1) of each colour code. Neutral beige is the lightest by far (grey-scale: ~0.80
# against 0.35..0.55 for the players) and also carries a bow-tie surface pattern.
BASE_RGB: dict[int, tuple[float, float, float]] = {
    NEUTRAL: (0.93, 0.86, 0.72),
    RED: (0.80, 0.20, 0.16),
    BLUE: (0.18, 0.38, 0.80),
    GREEN: (0.20, 0.58, 0.28),
    VIOLET: (0.52, 0.28, 0.66),
}
#: the board's two sand tones (0..255), the building area's chequer (art.py paints them)
SAND_RGB = ((231, 211, 170), (218, 194, 148))
#: the ghost block (the one being placed): its opacity and the least contrast against the sand
GHOST_ALPHA = 0.8
GHOST_CONTRAST = 3.0
GHOST_EDGE_RGBA = (0.06, 0.04, 0.03, 1.0)
HIGHLIGHT_RGB = (1.0, 0.84, 0.0)        # faces the chieftain sees (player colours)
HIGHLIGHT_NEUTRAL_RGB = (1.0, 0.98, 0.80)  # seen, but neutral: costs nothing
EDGE_RGBA = (0.08, 0.06, 0.05, 1.0)
EDGE_NEUTRAL_RGBA = (0.45, 0.33, 0.20, 1.0)

# The six face directions; the bottom one (index 5) is never visible (nothing hangs).
DIRS = np.array([(1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)], dtype=np.int64)
# For each direction: the face's corner at (a, b) = (0, 0) relative to the cell, and its in-plane
# axes u and v (the face spans origin + a*u + b*v for a, b in [0, 1]).
_FACE_ORIGIN = np.array([(1, 0, 0), (0, 1, 0), (1, 1, 0), (0, 0, 0), (0, 0, 1), (0, 1, 0)], dtype=np.float32)
_FACE_U = np.array([(0, 1, 0), (0, -1, 0), (-1, 0, 0), (1, 0, 0), (1, 0, 0), (1, 0, 0)], dtype=np.float32)
_FACE_V = np.array([(0, 0, 1), (0, 0, 1), (0, 0, 1), (0, 0, 1), (0, 1, 0), (0, -1, 0)], dtype=np.float32)
# Light: a fixed shade per face direction (east, west, north, south, top, bottom), so faces read as
# a solid even without a lighting shader, and the colour under test is known exactly.
SHADE = np.array([0.78, 0.70, 0.62, 0.88, 1.0, 0.5], dtype=np.float32)


def _tri(*pts: tuple[float, float]) -> list[tuple[float, float]]:
    return list(pts)


def _quad(a0: float, b0: float, a1: float, b1: float) -> list[list[tuple[float, float]]]:
    return [_tri((a0, b0), (a1, b0), (a1, b1)), _tri((a0, b0), (a1, b1), (a0, b1))]


def _pattern_plain() -> tuple[np.ndarray, np.ndarray]:
    tris = _quad(0, 0, 1, 1)
    return np.array(tris, dtype=np.float32), np.ones(len(tris), dtype=np.float32)


def _pattern_bowtie() -> tuple[np.ndarray, np.ndarray]:
    """Four triangles meeting in the centre, two lighter and two darker: neutral beige."""
    c = (0.5, 0.5)
    tris = [_tri((0, 0), (1, 0), c), _tri((1, 0), (1, 1), c), _tri((1, 1), (0, 1), c), _tri((0, 1), (0, 0), c)]
    return np.array(tris, dtype=np.float32), np.array([1.0, 0.86, 1.0, 0.86], dtype=np.float32)


def _pattern_inset_square() -> tuple[np.ndarray, np.ndarray]:
    """A darker square in the middle: blue."""
    lo, hi = 0.3, 0.7
    tris = (_quad(0, 0, 1, lo) + _quad(0, hi, 1, 1) + _quad(0, lo, lo, hi) + _quad(hi, lo, 1, hi))
    tones = [1.0] * len(tris)
    inner = _quad(lo, lo, hi, hi)
    return np.array(tris + inner, dtype=np.float32), np.array(tones + [0.72, 0.72], dtype=np.float32)


def _pattern_diagonal() -> tuple[np.ndarray, np.ndarray]:
    """A diagonal band: green."""
    tris = [_tri((0, 0), (0.6, 0), (0, 0.6)), _tri((0.6, 0), (1, 0), (1, 0.4)),
            _tri((0.6, 0), (1, 0.4), (0.4, 1)), _tri((0.6, 0), (0.4, 1), (0, 0.6)),
            _tri((0, 0.6), (0.4, 1), (0, 1)), _tri((1, 0.4), (1, 1), (0.4, 1))]
    return np.array(tris, dtype=np.float32), np.array([1, 1, 0.74, 0.74, 1, 1], dtype=np.float32)


def _pattern_diamond() -> tuple[np.ndarray, np.ndarray]:
    """A lighter diamond in the middle: violet."""
    c = (0.5, 0.5)
    n, e, s, w = (0.5, 0.78), (0.78, 0.5), (0.5, 0.22), (0.22, 0.5)
    outer = [_tri((0, 0), (1, 0), s), _tri((1, 0), e, s), _tri((1, 0), (1, 1), e), _tri((1, 1), n, e),
             _tri((1, 1), (0, 1), n), _tri((0, 1), w, n), _tri((0, 1), (0, 0), w), _tri((0, 0), s, w)]
    inner = [_tri(s, e, c), _tri(e, n, c), _tri(n, w, c), _tri(w, s, c)]
    return (np.array(outer + inner, dtype=np.float32),
            np.array([1.0] * len(outer) + [1.3] * len(inner), dtype=np.float32))


PATTERNS: dict[int, tuple[np.ndarray, np.ndarray]] = {
    NEUTRAL: _pattern_bowtie(),
    RED: _pattern_plain(),
    BLUE: _pattern_inset_square(),
    GREEN: _pattern_diagonal(),
    VIOLET: _pattern_diamond(),
}


@dataclass
class PuebloMesh:
    """Everything needed to draw the pueblo: a triangle soup and its block outlines."""

    vertexes: np.ndarray      # (T, 3, 3) float32
    face_colors: np.ndarray   # (T, 4) float32
    edge_points: np.ndarray   # (2E, 3) float32, segment pairs for GL_LINES
    edge_colors: np.ndarray   # (2E, 4) float32
    face_count: int           # exposed unit faces


def exposed_faces(colours: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Cells and direction indices of every visible face (the bottom is never visible)."""
    occ = colours > 0
    pad = np.zeros((occ.shape[0] + 2, occ.shape[1] + 2, occ.shape[2] + 2), dtype=bool)
    pad[1:-1, 1:-1, 1:-1] = occ
    cells_list, dirs_list = [], []
    for d in range(5):
        dx, dy, dz = DIRS[d]
        neighbour = pad[1 + dx:pad.shape[0] - 1 + dx, 1 + dy:pad.shape[1] - 1 + dy, 1 + dz:pad.shape[2] - 1 + dz]
        cells = np.argwhere(occ & ~neighbour)
        cells_list.append(cells)
        dirs_list.append(np.full(len(cells), d, dtype=np.int64))
    return np.concatenate(cells_list), np.concatenate(dirs_list)


def face_quad(cell: tuple[int, int, int], direction: int, inset: float = 0.0, lift: float = 0.0) -> np.ndarray:
    """The 4 corners (4, 3) of a face, shrunk by `inset` and lifted `lift` along its normal."""
    base = np.asarray(cell, dtype=np.float32) + _FACE_ORIGIN[direction] + DIRS[direction] * lift
    u, v = _FACE_U[direction], _FACE_V[direction]
    ab = np.array([(inset, inset), (1 - inset, inset), (1 - inset, 1 - inset), (inset, 1 - inset)], dtype=np.float32)
    return base + ab[:, :1] * u + ab[:, 1:] * v


def face_center(cell: tuple[int, int, int], direction: int) -> np.ndarray:
    return face_quad(cell, direction).mean(axis=0)


def direction_index(normal: tuple[int, int, int]) -> int:
    for i, d in enumerate(DIRS):
        if tuple(int(c) for c in d) == tuple(int(c) for c in normal):
            return i
    raise ValueError(f"not an axis direction: {normal}")


def build_pueblo_mesh(colours: np.ndarray, block_ids: np.ndarray) -> PuebloMesh:
    """One triangle soup of every exposed face, patterned per colour, and the block outlines."""
    cells, dirs = exposed_faces(colours)
    codes = colours[cells[:, 0], cells[:, 1], cells[:, 2]] if len(cells) else np.zeros(0, dtype=np.int64)
    verts_parts, colour_parts = [], []
    for code, (template, tones) in PATTERNS.items():
        sel = codes == code
        if not sel.any():
            continue
        c, d = cells[sel].astype(np.float32), dirs[sel]
        base = c + _FACE_ORIGIN[d]
        u, v = _FACE_U[d], _FACE_V[d]
        # (F, k, 3, 3): face base + a*u + b*v for every template vertex
        verts = (base[:, None, None, :] + template[None, :, :, 0:1] * u[:, None, None, :]
                 + template[None, :, :, 1:2] * v[:, None, None, :])
        rgb = np.asarray(BASE_RGB[code], dtype=np.float32)
        shade = SHADE[d][:, None] * tones[None, :]                    # (F, k)
        col = np.clip(rgb[None, None, :] * shade[:, :, None], 0, 1)    # (F, k, 3)
        rgba = np.concatenate([col, np.ones(col.shape[:2] + (1,), dtype=np.float32)], axis=2)
        verts_parts.append(verts.reshape(-1, 3, 3))
        colour_parts.append(rgba.reshape(-1, 4))
    if verts_parts:
        vertexes = np.ascontiguousarray(np.concatenate(verts_parts), dtype=np.float32)
        face_colors = np.ascontiguousarray(np.concatenate(colour_parts), dtype=np.float32)
    else:
        vertexes = np.zeros((0, 3, 3), dtype=np.float32)
        face_colors = np.zeros((0, 4), dtype=np.float32)
    edge_points, edge_colors = block_outlines(colours, block_ids, cells, dirs)
    return PuebloMesh(vertexes, face_colors, edge_points, edge_colors, len(cells))


def block_outlines(colours: np.ndarray, block_ids: np.ndarray, cells: np.ndarray, dirs: np.ndarray,
                   lift: float = 0.004) -> tuple[np.ndarray, np.ndarray]:
    """Segments of every exposed face edge that separates two blocks or a block and empty space.

    An edge of a face toward in-plane direction d is drawn when the cube across d belongs to another
    block (or is empty); between two cubes of the same block no line is drawn, so the four cubes of
    a block read as one piece.
    """
    if len(cells) == 0:
        return np.zeros((0, 3), dtype=np.float32), np.zeros((0, 4), dtype=np.float32)
    sx, sy, sz = block_ids.shape
    pad = np.full((sx + 2, sy + 2, sz + 2), -1, dtype=np.int64)
    ids = np.where(colours > 0, block_ids.astype(np.int64), -1)
    pad[1:-1, 1:-1, 1:-1] = ids
    own = ids[cells[:, 0], cells[:, 1], cells[:, 2]]
    neutral = colours[cells[:, 0], cells[:, 1], cells[:, 2]] == NEUTRAL
    u, v = _FACE_U[dirs], _FACE_V[dirs]
    base = cells.astype(np.float32) + _FACE_ORIGIN[dirs] + DIRS[dirs].astype(np.float32) * lift
    segs, cols = [], []
    # (neighbour direction, segment start (a, b), segment end (a, b))
    for sign_axis, start, end in (((-1, 0), (0, 0), (0, 1)), ((1, 0), (1, 0), (1, 1)),
                                  ((0, -1), (0, 0), (1, 0)), ((0, 1), (0, 1), (1, 1))):
        step = (u * sign_axis[0] + v * sign_axis[1]).astype(np.int64)
        n = cells + step + 1
        other = pad[n[:, 0], n[:, 1], n[:, 2]]
        draw = other != own
        if not draw.any():
            continue
        b, uu, vv = base[draw], u[draw], v[draw]
        p0 = b + uu * start[0] + vv * start[1]
        p1 = b + uu * end[0] + vv * end[1]
        segs.append(np.stack([p0, p1], axis=1))
        c = np.where(neutral[draw][:, None], np.array(EDGE_NEUTRAL_RGBA, dtype=np.float32),
                     np.array(EDGE_RGBA, dtype=np.float32))
        cols.append(np.repeat(c[:, None, :], 2, axis=1))
    if not segs:
        return np.zeros((0, 3), dtype=np.float32), np.zeros((0, 4), dtype=np.float32)
    return (np.ascontiguousarray(np.concatenate(segs).reshape(-1, 3), dtype=np.float32),
            np.ascontiguousarray(np.concatenate(cols).reshape(-1, 4), dtype=np.float32))


def box_mesh(cells: list[tuple[int, int, int]] | np.ndarray, rgba: tuple[float, float, float, float],
             grow: float = 0.0) -> tuple[np.ndarray, np.ndarray]:
    """Triangles (T, 3, 3) and colours of every outer face of a set of unit cubes (the ghost)."""
    cells = np.asarray(list(cells), dtype=np.int64).reshape(-1, 3)
    if len(cells) == 0:
        return np.zeros((0, 3, 3), dtype=np.float32), np.zeros((0, 4), dtype=np.float32)
    lo = cells.min(axis=0)
    hi = cells.max(axis=0) + 1
    grid = np.zeros(tuple(hi - lo), dtype=np.int8)
    grid[tuple((cells - lo).T)] = 1
    fc, fd = exposed_faces(grid)
    fc = fc + lo
    bottom = np.argwhere(grid > 0)
    # ghost bottoms are visible when lifted: add the downward faces too
    below = np.zeros_like(grid, dtype=bool)
    below[:, :, 1:] = grid[:, :, :-1] > 0
    bottom_cells = np.argwhere((grid > 0) & ~below) + lo
    fc = np.concatenate([fc, bottom_cells])
    fd = np.concatenate([fd, np.full(len(bottom_cells), 5, dtype=np.int64)])
    del bottom
    tris, colours = [], []
    for c, d in zip(fc, fd, strict=True):
        q = face_quad(tuple(c), int(d), lift=grow)
        tris += [(q[0], q[1], q[2]), (q[0], q[2], q[3])]
        shade = float(SHADE[d])
        col = (rgba[0] * shade, rgba[1] * shade, rgba[2] * shade, rgba[3])
        colours += [col, col]
    return np.asarray(tris, dtype=np.float32), np.asarray(colours, dtype=np.float32)


def cube_edges(cells: list[tuple[int, int, int]]) -> np.ndarray:
    """Outline segments of a set of cubes as one piece (edges between its own cubes left out)."""
    cells_arr = np.asarray(list(cells), dtype=np.int64).reshape(-1, 3)
    lo = cells_arr.min(axis=0)
    shape = tuple(cells_arr.max(axis=0) - lo + 1)
    colours = np.zeros(shape, dtype=np.int8)
    colours[tuple((cells_arr - lo).T)] = 2
    ids = np.zeros(shape, dtype=np.int16)
    fc, fd = exposed_faces(colours)
    pts, _ = block_outlines(colours, ids, fc, fd, lift=0.01)
    return pts + lo.astype(np.float32)


def luminance(rgb: tuple[float, float, float]) -> float:
    """WCAG relative luminance of an sRGB colour (0..1 channels)."""
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """WCAG contrast ratio of two sRGB colours (0..1 channels), 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def over(rgb: tuple[float, float, float], alpha: float, under: tuple[float, float, float]) -> tuple[float, ...]:
    return tuple(alpha * c + (1 - alpha) * u for c, u in zip(rgb, under, strict=True))


def ghost_rgba(code: int) -> tuple[float, float, float, float]:
    """The ghost's fill: the block's colour, darkened just enough that, see-through over either sand
    tone, it stands GHOST_CONTRAST:1 apart (issue 29: a neutral ghost vanished on the beige board)."""
    base = BASE_RGB.get(code, (0.8, 0.8, 0.8))
    sands = [tuple(c / 255 for c in sand) for sand in SAND_RGB]
    factor = 1.0
    while factor > 0.2:
        rgb = tuple(c * factor for c in base)
        if all(contrast(over(rgb, GHOST_ALPHA, sand), sand) >= GHOST_CONTRAST + 0.1 for sand in sands):
            break
        factor -= 0.05
    return (*(c * factor for c in base), GHOST_ALPHA)


@dataclass(frozen=True)
class SeenFaceView:
    """A face the chieftain sees from a space, as the boards draw it (from engines.pueblo.seen_faces)."""

    cell: tuple[int, int, int]
    normal: tuple[int, int, int]
    player: int | None            # seat, or None for a neutral face
    cost: int
