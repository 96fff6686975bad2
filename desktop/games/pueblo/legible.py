"""The 3D Pueblo board kept legible at any window size (issue 29: at 1024x700 the space numbers and
the chieftain were small). The track's space numbers are painted over the board in screen space,
each sized from how large its space is drawn (never under the table's label size less one, nor over
MAX_NUMBER_PX or 1.7 times that label size on a large table), instead of in the board's texture
where perspective shrank the far ones to a few pixels; the chieftain's figure grows when it would be
drawn under MIN_CHIEFTAIN_PX, and a gold marker with his space's number stands over his head. Used by
scene.py (GL board only)."""
from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

from desktop.games.pueblo import track
from desktop.games.pueblo.scene_items import occluded, occluded_all

MAX_NUMBER_PX = 22
#: the chieftain's figure is at least this many pixels across or tall on screen
MIN_CHIEFTAIN_PX = 46
MAX_CHIEFTAIN_SCALE = 2.0
FIGURE_HEIGHT = 1.1          # his feather's tip (scene_items: head at 0.93, feather to ~1.1)
MARKER = QColor(255, 214, 90)
PILL = QColor(84, 40, 22, 225)
INK = QColor(255, 246, 228)



def _anchor(space: int) -> tuple[float, float, float]:
    """Where a space's number sits: off the arrow toward the board (toward the rim), or on a
    corner above its quarter sign (as the flat board draws them)."""
    x, y = track.space_center(space)
    looking, _ = track.space_looks(space)
    if looking is None:
        return (x, y + 0.28, 0.02)
    return (x - looking[0] * 0.14, y - looking[1] * 0.14, 0.02)


_CENTRES = np.array([_anchor(s) for s in range(track.NUM_SPACES)])
#: the occlusion test looks at a point a little above the ground (a cube's edge may graze the ray)
_SEEN_AT = _CENTRES + (0.0, 0.0, 0.3)


def number_sizes(board: Any, min_px: int) -> tuple[np.ndarray, np.ndarray]:
    """Each space's centre on screen (36, 2) and the pixel size of its number (36,)."""
    at = board.project(_CENTRES)
    across = board.project(_CENTRES + (0.5, 0.0, 0.0))
    along = board.project(_CENTRES + (0.0, 0.5, 0.0))
    with np.errstate(invalid="ignore"):
        unit = 2 * np.fmax(np.linalg.norm(across - at, axis=1), np.linalg.norm(along - at, axis=1))
        px = np.clip(np.nan_to_num(unit * 0.36, nan=min_px), min_px, max(1.7 * min_px, MAX_NUMBER_PX))
    return at, px


def figure_pixels(board: Any, space: int) -> float:
    """How large the chieftain's unscaled figure is drawn: its height or its width, the larger."""
    x, y = track.space_center(space)
    pts = board.project([(x, y, 0.0), (x, y, FIGURE_HEIGHT), (x + 0.3, y, 0.0), (x, y + 0.3, 0.0)])
    if not np.isfinite(pts).all():
        return float(MIN_CHIEFTAIN_PX)
    base = pts[0]
    return float(max(np.linalg.norm(pts[1] - base), 2 * np.linalg.norm(pts[2] - base),
                     2 * np.linalg.norm(pts[3] - base)))


def chieftain_scale(board: Any, space: int) -> float:
    """The figure's scale: 1, or more when it would be drawn under MIN_CHIEFTAIN_PX."""
    size = figure_pixels(board, space)
    return float(np.clip(MIN_CHIEFTAIN_PX / max(size, 1.0), 1.0, MAX_CHIEFTAIN_SCALE))


#: pills already drawn, as images: text drawn through the GL paint engine each frame doubled the
#: frame time (bench pueblo_view: 22 ms against 9-12 ms before the numbers left the texture)
_PILLS: dict[tuple[str, int, int, int, int], QImage] = {}
_PILLS_MAX = 512


def _pill_image(text: str, px: int, fill: QColor, ink: QColor, ratio: float) -> QImage:
    key = (text, px, fill.rgba(), ink.rgba(), round(ratio * 100))
    image = _PILLS.get(key)
    if image is not None:
        return image
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, px))
    font.setBold(True)
    probe = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(probe)
    painter.setFont(font)
    w = painter.fontMetrics().horizontalAdvance(text) + px * 0.6
    painter.end()
    h = px * 1.25
    image = QImage(max(1, int(np.ceil((w + 2) * ratio))), max(1, int(np.ceil((h + 2) * ratio))),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(font)
    r = QRectF(1, 1, w, h)
    painter.setPen(QPen(QColor(30, 16, 8), 1.0))
    painter.setBrush(fill)
    painter.drawRoundedRect(r, h / 2.4, h / 2.4)
    painter.setPen(ink)
    painter.drawText(r, int(Qt.AlignmentFlag.AlignCenter), text)
    painter.end()
    if len(_PILLS) >= _PILLS_MAX:
        _PILLS.clear()
    _PILLS[key] = image
    return image


def _pill(p: QPainter, at: QPointF, text: str, px: float, fill: QColor, ink: QColor) -> QRectF:
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    image = _pill_image(text, max(1, round(px)), fill, ink, ratio)
    w, h = image.width() / ratio, image.height() / ratio
    r = QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
    p.drawImage(r.topLeft(), image)
    return r.adjusted(1, 1, -1, -1)


def paint(p: QPainter, board: Any, eye: np.ndarray, cubes: np.ndarray, chieftain: int | None,
          scale: float, min_px: int) -> None:
    """The space numbers (not his space's: his marker carries it) and the chieftain's marker."""
    at, px = number_sizes(board, min_px)
    hidden = occluded_all(eye, _SEEN_AT, cubes)
    for s in range(track.NUM_SPACES):
        x, y = at[s]
        if s == chieftain or not np.isfinite(x) or hidden[s]:
            continue
        _pill(p, QPointF(x, y), str(s), px[s], PILL, INK)
    if chieftain is None:
        return
    cx, cy = track.space_center(chieftain)
    top = (cx, cy, FIGURE_HEIGHT * scale + 0.35)
    point = board.project([top])[0]
    if np.isfinite(point).all() and not occluded(eye, top, cubes):
        _pill(p, QPointF(*point), str(chieftain), max(px[chieftain], min_px + 2), MARKER, QColor(40, 22, 8))
