"""The flat marks drawn over the Pueblo board, as triangle soups (T, 3, 3) with one RGBA (T, 4) per
triangle: sacred sites, the line the chieftain inspects, the faces he sees, the penalty heatmap and
the board's slab. Pure numpy: the GL scene only uploads them."""
from __future__ import annotations

import numpy as np

from desktop.games.pueblo import geometry as g
from desktop.games.pueblo import track

Tris = tuple[np.ndarray, np.ndarray]


def _soup(tris: list, cols: list) -> Tris:
    return (np.asarray(tris, dtype=np.float32).reshape(-1, 3, 3),
            np.asarray(cols, dtype=np.float32).reshape(-1, 4))


def _quad_tris(q) -> list:
    return [(q[0], q[1], q[2]), (q[0], q[2], q[3])]


def sacred_sites(cells: list[tuple[int, int]]) -> Tris:
    """A teal tile with a lighter inner diamond on each sacred-site cell."""
    tris, cols = [], []
    for x, y in cells:
        q = np.array([(x + 0.06, y + 0.06, 0.01), (x + 0.94, y + 0.06, 0.01), (x + 0.94, y + 0.94, 0.01),
                      (x + 0.06, y + 0.94, 0.01)], dtype=np.float32)
        tris += _quad_tris(q)
        cols += [(0.36, 0.62, 0.58, 1.0)] * 2
        c = q.mean(axis=0) + (0, 0, 0.002)
        d = [(c[0], c[1] - 0.3, c[2]), (c[0] + 0.3, c[1], c[2]), (c[0], c[1] + 0.3, c[2]), (c[0] - 0.3, c[1], c[2])]
        tris += _quad_tris(d)
        cols += [(0.78, 0.93, 0.88, 1.0)] * 2
    return _soup(tris, cols)


def inspected_line(space: int, preview: bool) -> Tris:
    """The cells seen from `space` (a line, or a quarter from a corner) and the space itself:
    yellow for the inspection that happened, light blue for a preview."""
    _, cells = track.space_looks(space)
    tris, cols = [], []
    strip = (1.0, 0.86, 0.2, 0.30) if not preview else (0.55, 0.85, 1.0, 0.30)
    for x, y in cells:
        tris += _quad_tris([(x, y, 0.012), (x + 1, y, 0.012), (x + 1, y + 1, 0.012), (x, y + 1, 0.012)])
        cols += [strip, strip]
    x0, y0, x1, y1 = track.space_rect(space)
    tris += _quad_tris([(x0, y0, 0.012), (x1, y0, 0.012), (x1, y1, 0.012), (x0, y1, 0.012)])
    cols += [(strip[0], strip[1], strip[2], 0.55)] * 2
    return _soup(tris, cols)


def seen_faces(faces: list[g.SeenFaceView]) -> Tris:
    """Each seen face, slightly inset and lifted: gold for a player's colour, pale for neutral."""
    tris, cols = [], []
    for f in faces:
        quad = g.face_quad(f.cell, g.direction_index(f.normal), inset=0.07, lift=0.012)
        rgb = g.HIGHLIGHT_RGB if f.player is not None else g.HIGHLIGHT_NEUTRAL_RGB
        tris += _quad_tris(quad)
        cols += [(*rgb, 1.0)] * 2
    return _soup(tris, cols)


def heatmap(values: np.ndarray, heights: np.ndarray) -> tuple[np.ndarray, np.ndarray, list]:
    """Green (cheap) to red (dear) tiles on top of each column a placement can cover, and the
    (point, value) of the number drawn on each."""
    finite = values[np.isfinite(values)]
    worst = max(1.0, float(finite.max())) if finite.size else 1.0
    tris, cols, numbers = [], [], []
    for x in range(g.SIZE):
        for y in range(g.SIZE):
            v = values[x, y]
            if not np.isfinite(v):
                continue
            z = float(heights[x, y]) + 0.02
            t = float(v) / worst
            rgba = (0.25 + 0.7 * t, 0.75 - 0.5 * t, 0.35 - 0.2 * t, 0.62)
            tris += _quad_tris([(x + 0.1, y + 0.1, z), (x + 0.9, y + 0.1, z), (x + 0.9, y + 0.9, z),
                                (x + 0.1, y + 0.9, z)])
            cols += [rgba, rgba]
            numbers.append(((x + 0.5, y + 0.5, z + 0.05), int(v)))
    tris_arr, cols_arr = _soup(tris, cols)
    return tris_arr, cols_arr, numbers


def slab(x0: float, y0: float, x1: float, y1: float, z0: float) -> Tris:
    """The board's thickness: four shaded sides and a bottom."""
    c = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    tris, cols = [], []
    shades = [0.9, 0.7, 0.6, 0.8]
    for i in range(4):
        (ax, ay), (bx, by) = c[i], c[(i + 1) % 4]
        tris += _quad_tris([(ax, ay, z0), (bx, by, z0), (bx, by, -0.001), (ax, ay, -0.001)])
        col = (0.42 * shades[i], 0.27 * shades[i], 0.16 * shades[i], 1.0)
        cols += [col, col]
    tris += _quad_tris([(x0, y0, z0), (x1, y0, z0), (x1, y1, z0), (x0, y1, z0)])
    cols += [(0.2, 0.13, 0.08, 1.0)] * 2
    return _soup(tris, cols)
