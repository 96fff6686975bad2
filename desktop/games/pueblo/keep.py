"""Keeping the chieftain in view (issue 17): the pueblo grows between the usual three-quarter camera
and the far side of the track, so by mid-game it hides him; these turn a camera around the board
until his head shows (motion.py after his walk, follow.home_camera for the Home view)."""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from desktop.games.pueblo import track

#: the chieftain's head, above his space (scene_items: the head sits at 0.93)
HEAD_Z = 1.0


def chieftain_hidden(board: Any, space: int, cam: track.Camera | None = None) -> bool:
    """True when, from `cam` (the board's camera), the pueblo hides the chieftain's head."""
    from desktop.games.pueblo.scene_items import occluded
    cam = cam or board.camera()
    x, y = track.space_center(space)
    cubes = np.argwhere(np.asarray(board.colours) > 0).astype(np.float64)
    return occluded(cam.position(), (x, y, HEAD_Z), cubes)


def keep_camera(board: Any, space: int, cam: track.Camera) -> track.Camera:
    """`cam` turned around the board (same distance and height) until the chieftain on `space` shows:
    the nearest azimuth first, at last from his own side, higher."""
    for turn in (0, 30, -30, 60, -60, 90, -90, 120, -120, 150, -150, 180):
        candidate = track.Camera(cam.center, cam.distance, cam.elevation, cam.azimuth + turn, cam.fov)
        if not chieftain_hidden(board, space, candidate):
            return candidate
    x, y = track.space_center(space)
    side = math.degrees(math.atan2(y - track.MID, x - track.MID))
    return track.Camera(cam.center, cam.distance, max(cam.elevation, 55.0), side, cam.fov)


def home_camera(view: Any) -> track.Camera:
    """The Home view: the usual three-quarter view, turned so the pueblo never hides the chieftain."""
    home = track.home_camera(view.board.top_height())
    if not view.is_3d:
        return home
    return keep_camera(view.board, view.state.chieftain, home)


