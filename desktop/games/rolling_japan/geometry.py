"""Where the prefectures' boxes go: capitals projected (Okinawa in an inset south-west of Kyushu),
the crowded centre spread, then overlapping boxes pushed apart. `Frame` maps that layout into a
widget's rectangle keeping its proportions (MAP_ASPECT, width / height)."""
from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF

from engines.rolling_japan import MAP, PREFECTURES, SEA_LINKS, neighbours

BOX_W, BOX_H = 1.7, 0.9      # a box, in degrees of longitude
GAP = 0.14
Y_STRETCH = 1.0
OKINAWA_INSET = (129.6, 29.6)
SPREAD_CENTRE = (136.6, 35.4)
SPREAD_POWER = 0.72
SPREAD_SCALE = 1.7
MARGIN = 0.1


@lru_cache(maxsize=1)
def sheet_layout() -> dict[int, tuple[float, float]]:
    """Box centres by prefecture (x right, y down, in longitude degrees): capitals projected, then
    a deterministic relaxation pushes overlapping boxes apart while a spring pulls each back
    toward its capital."""
    home: dict[int, tuple[float, float]] = {}
    for pref in MAP["prefectures"]:
        lon, lat = pref["capital_lon"], pref["capital_lat"]
        if pref["key"] == "okinawa":
            lon, lat = OKINAWA_INSET
        # spread the crowded centre (Kansai, Kanto) more than the ends
        dx, dy = lon - SPREAD_CENTRE[0], (SPREAD_CENTRE[1] - lat) * Y_STRETCH
        d = math.hypot(dx, dy)
        k = (d ** SPREAD_POWER) * SPREAD_SCALE / d if d > 1e-9 else 1.0
        home[pref["id"]] = (SPREAD_CENTRE[0] + dx * k, -SPREAD_CENTRE[1] + dy * k)
    pos = {pid: list(xy) for pid, xy in home.items()}
    w, h = BOX_W + GAP, BOX_H + GAP
    ids = list(PREFECTURES)
    for step in range(500):
        moved = False
        for i, a in enumerate(ids):
            pa, ha = pos[a], home[a]
            for b in ids[i + 1:]:
                pb, hb = pos[b], home[b]
                dx, dy = pb[0] - pa[0], pb[1] - pa[1]
                if abs(dx) >= w or abs(dy) >= h:
                    continue
                moved = True
                # separate along the axis where the capitals lie furthest apart, keeping their
                # geographic order (east stays east, north stays north)
                hdx, hdy = hb[0] - ha[0], hb[1] - ha[1]
                if abs(hdx) / w >= abs(hdy) / h:
                    sign = 1.0 if hdx >= 0 else -1.0
                    push = (w - dx * sign) / 2 * sign
                    pa[0] -= push
                    pb[0] += push
                else:
                    sign = 1.0 if hdy >= 0 else -1.0
                    push = (h - dy * sign) / 2 * sign
                    pa[1] -= push
                    pb[1] += push
        pull = 0.03 if step < 350 else 0.0
        for pid in ids:
            pos[pid][0] += (home[pid][0] - pos[pid][0]) * pull
            pos[pid][1] += (home[pid][1] - pos[pid][1]) * pull
        if not moved and step >= 350:
            break
    return {pid: (xy[0], xy[1]) for pid, xy in pos.items()}


@lru_cache(maxsize=1)
def _extent() -> tuple[float, float, float, float]:
    layout = sheet_layout()
    xs = [x for x, _ in layout.values()]
    ys = [y for _, y in layout.values()]
    x0 = min(xs) - BOX_W / 2 - MARGIN
    y0 = min(ys) - BOX_H / 2 - MARGIN
    return x0, y0, max(xs) - min(xs) + BOX_W + 2 * MARGIN, max(ys) - min(ys) + BOX_H + 2 * MARGIN


def map_aspect() -> float:
    """Width / height of the map drawing."""
    _, _, w, h = _extent()
    return w / h


class Frame:
    """Maps layout coordinates into a widget rectangle, keeping the aspect ratio."""

    def __init__(self, rect: QRectF) -> None:
        self.x0, self.y0, width, height = _extent()
        self.scale = max(1e-6, min(rect.width() / width, rect.height() / height))
        self.ox = rect.x() + (rect.width() - width * self.scale) / 2
        self.oy = rect.y() + (rect.height() - height * self.scale) / 2
        self.rect = QRectF(self.ox, self.oy, width * self.scale, height * self.scale)

    def point(self, x: float, y: float) -> QPointF:
        return QPointF(self.ox + (x - self.x0) * self.scale, self.oy + (y - self.y0) * self.scale)

    def centre(self, pid: int) -> QPointF:
        return self.point(*sheet_layout()[pid])

    def box(self, pid: int) -> QRectF:
        c = self.centre(pid)
        w, h = BOX_W * self.scale, BOX_H * self.scale
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)

    def share(self, fx: float, fy: float, fw: float, fh: float) -> QRectF:
        """A part of the map drawing given in fractions of it (for the legend in the empty sea)."""
        r = self.rect
        return QRectF(r.x() + fx * r.width(), r.y() + fy * r.height(), fw * r.width(), fh * r.height())


@lru_cache(maxsize=1)
def links() -> tuple[tuple[int, int, bool], ...]:
    """(a, b, by sea) for every pair of neighbours, each once."""
    sea = {frozenset(link) for link in SEA_LINKS}
    return tuple((a, b, frozenset((a, b)) in sea) for a in PREFECTURES for b in neighbours(a) if a < b)
