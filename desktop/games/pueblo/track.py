"""The track around the building area and the cameras of the Pueblo board (pure Python, no Qt).

Spaces are numbered clockwise from the south-west corner (shared/rules/pueblo.md); a camera is
pyqtgraph's orbit camera (centre, distance, elevation, azimuth, field of view).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from desktop.games.pueblo.geometry import CORNERS, NUM_SPACES, SIZE


def space_rect(space: int) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of a track space on the ground."""
    s = space % NUM_SPACES
    if s == 0:
        return (-1, -1, 0, 0)
    if s == 9:
        return (-1, SIZE, 0, SIZE + 1)
    if s == 18:
        return (SIZE, SIZE, SIZE + 1, SIZE + 1)
    if s == 27:
        return (SIZE, -1, SIZE + 1, 0)
    if 1 <= s <= 8:
        y = s - 1
        return (-1, y, 0, y + 1)
    if 10 <= s <= 17:
        x = s - 10
        return (x, SIZE, x + 1, SIZE + 1)
    if 19 <= s <= 26:
        y = 26 - s
        return (SIZE, y, SIZE + 1, y + 1)
    x = 35 - s
    return (x, -1, x + 1, 0)


def space_center(space: int) -> tuple[float, float]:
    x0, y0, x1, y1 = space_rect(space)
    return ((x0 + x1) / 2, (y0 + y1) / 2)


def space_at(x: float, y: float) -> int | None:
    """The track space under a ground point, or None."""
    if -1 <= x < SIZE + 1 and -1 <= y < SIZE + 1 and not (0 <= x < SIZE and 0 <= y < SIZE):
        for s in range(NUM_SPACES):
            x0, y0, x1, y1 = space_rect(s)
            if x0 <= x < x1 and y0 <= y < y1:
                return s
    return None


def space_looks(space: int) -> tuple[tuple[int, int] | None, list[tuple[int, int]]]:
    """The direction (dx, dy) he looks along (None from a corner: from above) and the cells he
    inspects, in order of his line of sight."""
    s = space % NUM_SPACES
    if s in CORNERS:
        xs = range(0, 4) if s in (0, 9) else range(4, 8)
        ys = range(0, 4) if s in (0, 27) else range(4, 8)
        return None, [(x, y) for x in xs for y in ys]
    if 1 <= s <= 8:
        return (1, 0), [(x, s - 1) for x in range(SIZE)]
    if 10 <= s <= 17:
        return (0, -1), [(s - 10, y) for y in range(SIZE - 1, -1, -1)]
    if 19 <= s <= 26:
        return (-1, 0), [(x, 26 - s) for x in range(SIZE - 1, -1, -1)]
    return (0, 1), [(35 - s, y) for y in range(SIZE)]


def side_of_space(space: int) -> str:
    s = space % NUM_SPACES
    if s in CORNERS:
        return "corner"
    return "west" if s < 9 else "north" if s < 18 else "east" if s < 27 else "south"


# ---------------------------------------------------------------- cameras

@dataclass(frozen=True)
class Camera:
    """pyqtgraph's orbit camera: looks at `center` from `distance` at `elevation`/`azimuth`."""

    center: tuple[float, float, float]
    distance: float
    elevation: float
    azimuth: float
    fov: float = 60.0

    def position(self) -> np.ndarray:
        e, a = math.radians(self.elevation), math.radians(self.azimuth)
        cx, cy, cz = self.center
        return np.array([cx + self.distance * math.cos(e) * math.cos(a),
                         cy + self.distance * math.cos(e) * math.sin(a),
                         cz + self.distance * math.sin(e)])


def look_from(eye: tuple[float, float, float], target: tuple[float, float, float], fov: float = 60.0) -> Camera:
    ex, ey, ez = eye
    tx, ty, tz = target
    dx, dy, dz = ex - tx, ey - ty, ez - tz
    dist = math.sqrt(dx * dx + dy * dy + dz * dz)
    elevation = math.degrees(math.asin(max(-1.0, min(1.0, dz / dist))))
    azimuth = math.degrees(math.atan2(dy, dx))
    return Camera((tx, ty, tz), dist, elevation, azimuth, fov)


MID = SIZE / 2


def home_camera(top: int = 4) -> Camera:
    return Camera((MID, MID + 0.6, -1.2 + min(top, 6) * 0.3), 17.5, 34.0, -62.0)


def top_camera(aspect: float | None = None, top: int = 0) -> Camera:
    """Straight down, north up; with the view's width / height `aspect`, as near as the whole board
    allows (issue 29: at 1024x700 the board filled half the view)."""
    cam = Camera((MID, MID, 0.0), 17.0, 90.0, -90.0)
    if aspect is None:
        return cam
    return Camera(cam.center, fit_distance(cam, board_corners(top), aspect, margin=0.96), 90.0, -90.0, cam.fov)


def side_camera(side: str) -> Camera:
    azimuth = {"south": -90.0, "west": 180.0, "north": 90.0, "east": 0.0}[side]
    return Camera((MID, MID, 1.0), 18.0, 18.0, azimuth)


#: the board's extent (the rim and the slab under it; track spaces run from -1 to 9)
BOARD_LO, BOARD_HI, BOARD_BOTTOM = -1.5, SIZE + 1.5, -0.35


def board_corners(top: int = 0) -> np.ndarray:
    """The 8 corners (8, 3) of the board's bounding box with the pueblo standing `top` cubes high."""
    zs = (BOARD_BOTTOM, float(max(top, 1)))
    return np.array([(x, y, z) for x in (BOARD_LO, BOARD_HI) for y in (BOARD_LO, BOARD_HI) for z in zs])


def _rotation(elevation: float, azimuth: float) -> np.ndarray:
    """pyqtgraph's view rotation (GLViewWidget.viewMatrix without its translations)."""
    e, a = math.radians(elevation - 90.0), math.radians(-(azimuth + 90.0))
    rx = np.array([[1, 0, 0], [0, math.cos(e), -math.sin(e)], [0, math.sin(e), math.cos(e)]])
    rz = np.array([[math.cos(a), -math.sin(a), 0], [math.sin(a), math.cos(a), 0], [0, 0, 1]])
    return rx @ rz


def fit_distance(cam: Camera, points, aspect: float, margin: float = 0.92) -> float:
    """The least distance at which `cam` (its centre, direction and field of view kept) shows every
    point inside `margin` of the viewport (width / height = `aspect`; pyqtgraph's fov is horizontal)."""
    q = (np.asarray(points, dtype=np.float64).reshape(-1, 3) - np.asarray(cam.center)) @ _rotation(
        cam.elevation, cam.azimuth).T
    tx = math.tan(math.radians(cam.fov) / 2) * margin
    ty = tx / max(aspect, 1e-6)
    need = np.maximum(q[:, 2] + np.abs(q[:, 0]) / tx, q[:, 2] + np.abs(q[:, 1]) / ty)
    return float(need.max())


def chieftain_camera(space: int, top: int = 3, aspect: float = 4 / 3) -> Camera:
    """Standing on the track space, eye a little above the pueblo's middle, looking along his line.
    From a corner he inspects a quarter from above: the camera looks down on the whole board from
    behind his corner (his quarter nearest), at the distance that fits the board in a view of
    width / height `aspect` (issue 29: the corner view cropped the board)."""
    looking, cells = space_looks(space)
    if looking is None:
        sx, sy = space_center(space)
        azimuth = math.degrees(math.atan2(sy - MID, sx - MID))
        cam = Camera((MID, MID, 0.0), 1.0, 66.0, azimuth, 50.0)
        return Camera(cam.center, fit_distance(cam, board_corners(top), aspect), cam.elevation, azimuth, cam.fov)
    sx, sy = space_center(space)
    dx, dy = looking
    eye_z = max(2.0, top * 0.6 + 1.0)
    eye = (sx - dx * 8.0, sy - dy * 8.0, eye_z)
    target = (sx + dx * 8.5, sy + dy * 8.5, max(0.5, top * 0.35))
    return look_from(eye, target, fov=55.0)


def shortest_angle(a: float, b: float) -> float:
    """b shifted by whole turns to be within 180 degrees of a (for smooth azimuth animation)."""
    return b + 360.0 * round((a - b) / 360.0)
