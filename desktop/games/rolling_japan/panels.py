"""Around the map: the two dice (kit Activatables), the round track with the colour changes and the X
count, the other players' mini-sheets, and `SheetArea`, which shares the room between the player's own
map and the mini-sheets (below it or beside it, whichever leaves the map larger)."""
from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.rolling_japan.art import (
    CROSS,
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    TINTS,
    colour_name,
    edge,
    paint_die,
    paint_hatch,
    paint_x,
    strong,
)
from desktop.games.rolling_japan.geometry import Frame, links, map_aspect, sheet_layout
from desktop.games.rolling_japan.widgets import MapCanvas
from desktop.table import Activatable, aspect_score, best_columns, draw_fitted_text, saved
from desktop.table.text import fitted_font
from engines.rolling_japan import COLOUR_OF, PREFECTURES


class DieButton(Activatable):
    """One die of the roll: click it, press Enter/Space on it, or press its number to pick it."""

    clicked = Signal(int)
    FOCUS_RADIUS = 10.0

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.colour, self.value = "red", 1
        self.pending = False
        self.selected = False
        self.text_px = 13
        self.activated.connect(lambda: self.clicked.emit(self.index))
        self.set_size(64)

    def set_size(self, die_px: int) -> None:
        self.die_px = die_px
        self.setFixedSize(int(die_px * 1.55), int(die_px * 1.25 + self.text_px * 1.6))

    def set_die(self, colour: str, value: int, pending: bool, selected: bool) -> None:
        self.colour, self.value, self.pending, self.selected = colour, value, pending, selected
        state = self.tr("to resolve") if pending else self.tr("resolved")
        self.set_accessible(self.tr("Die {0}: {1} {2}, {3}").format(self.index + 1, colour_name(colour), value, state))
        self.interactive = pending
        self.update()

    def paint(self, p: QPainter) -> None:
        r = QRectF(self.rect())
        if self.selected and self.pending:
            p.setPen(QPen(HIGHLIGHT, 3))
            p.setBrush(QColor(240, 165, 0, 45))
            p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 10, 10)
        d = self.die_px
        die = QRectF(r.center().x() - d / 2, d * 0.18, d, d)
        paint_die(p, die, self.colour, self.value, used=not self.pending)
        label = f"{self.index + 1}: {colour_name(self.colour)}"
        if not self.pending:
            label = "✓ " + label
        font = QFont(self.font())
        font.setPixelSize(self.text_px)
        p.setPen(INK)
        draw_fitted_text(p, QRectF(3, die.bottom() + 2, r.width() - 6, r.height() - die.bottom() - 4), label,
                         font=font, min_px=8, where="DieButton")


class TrackPanel(QWidget):
    """The round track, the colour changes left and the X count of the sheet on screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.round, self.turn, self.rounds = 1, 1, 8
        self.changes_left, self.x_count = 3, 0
        self.text_px = 13
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.set_text_px(13)

    def set_text_px(self, px: int) -> None:
        self.text_px = px
        self.setFixedHeight(int(px * 7.4))
        self.update()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(150, int(self.text_px * 7.4))

    def set_values(self, round_: int, turn: int, rounds: int, changes_left: int, x_count: int) -> None:
        self.round, self.turn, self.rounds = round_, turn, rounds
        self.changes_left, self.x_count = changes_left, x_count
        self.setAccessibleName(self.tr("Round {0} of {1}, roll {2} of 3. Colour changes left: {3}. X: {4}").format(
            round_, rounds, turn, changes_left, x_count))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = QFont(self.font())
        f.setPixelSize(self.text_px)
        p.setFont(f)
        w, line = float(self.width()), self.text_px * 1.5
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        p.setPen(INK)
        draw_fitted_text(p, QRectF(0, 0, w, line), self.tr("Round {0} of {1} · roll {2} of 3").format(
            self.round, self.rounds, self.turn), flags=left, min_px=8, wrap=False, where="TrackPanel")
        size = min(line * 1.3, (w - 2) / self.rounds - 4)
        for i in range(self.rounds):
            box = QRectF(i * (size + 4) + 1, line + 2, size, size)
            done, current = i + 1 < self.round, i + 1 == self.round
            p.setPen(QPen(HIGHLIGHT if current else INK, 2 if current else 1))
            p.setBrush(QColor("#e9e3d3") if done else QColor("#ffffff"))
            p.drawRoundedRect(box, 4, 4)
            p.setPen(INK)
            draw_fitted_text(p, box, "✓" if done else str(i + 1), min_px=7, wrap=False, where="TrackPanel")
        y = line + size + 8
        dot = line * 0.36
        dots_w = 3 * (2 * dot + 6)
        draw_fitted_text(p, QRectF(0, y, w - dots_w - 4, line), self.tr("Colour changes"), flags=left, min_px=8,
                         wrap=False, where="TrackPanel")
        purple = strong("purple")
        for i in range(3):
            c = QPointF(w - dots_w + dot + i * (2 * dot + 6), y + line / 2)
            used = i >= self.changes_left
            p.setPen(QPen(purple, 1.5))
            p.setBrush(QColor("#ffffff") if used else purple)
            p.drawEllipse(c, dot, dot)
            if used:
                p.drawLine(QPointF(c.x() - dot * 0.75, c.y() - dot * 0.75), QPointF(c.x() + dot * 0.75, c.y() + dot * 0.75))
        y += line + 4
        p.setPen(INK)
        draw_fitted_text(p, QRectF(0, y, w * 0.7, line), self.tr("X on the sheet"), flags=left, min_px=8, wrap=False,
                         where="TrackPanel")
        big = QFont(f)
        big.setBold(True)
        big.setPixelSize(int(self.text_px * 1.4))
        p.setPen(CROSS)
        draw_fitted_text(p, QRectF(w * 0.7, y - 2, w * 0.3 - 2, line + 4), str(self.x_count), font=big, min_px=8,
                         wrap=False, flags=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         where="TrackPanel")
        p.end()


class MiniSheet(QWidget):
    """Another player's sheet in miniature: name, X count, whether they are done, and the map with the
    zones hatched (told apart without colour) and the marks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name, self.marks, self.x_count, self.status = "", [None] * 47, 0, ""
        self.text_px = 11
        self.setMinimumSize(60, 50)

    def set_sheet(self, name: str, marks: list[Any], x_count: int, status: str) -> None:
        self.name, self.marks, self.x_count, self.status = name, marks, x_count, status
        filled = sum(1 for m in marks if m is not None)
        self.setAccessibleName(self.tr("{0}: sheet, {1} filled, {2} X. {3}").format(name, filled, x_count, status))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor("#b9b2a0"), 1))
        p.setBrush(PAPER)
        p.drawRoundedRect(r, 6, 6)
        # the map takes the whole card; the texts sit in its empty sea: the name north-west of
        # Honshu, the X count and the state south-east of Kanto (the big map's legend does the same)
        frame = Frame(r.adjusted(4, 4, -4, -4))
        font = QFont(self.font())
        font.setPixelSize(self.text_px)
        font.setBold(True)
        line = self.text_px * 1.45
        north_west = frame.share(0, 0, 0.56, 0.33)
        name_rect = QRectF(r.left() + 5, r.top() + 2, north_west.right() - r.left() - 5,
                           max(line, north_west.bottom() - r.top() - 2))
        top_left = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
        # one line west of Hokkaido when it fits (down to 8 px), else wrapped in the north-west sea
        one_line = QRectF(name_rect.left(), name_rect.top(), frame.share(0, 0, 0.66, 0).right() - name_rect.left(),
                          line)
        if fitted_font(font, one_line, self.name, int(top_left), min_px=8, wrap=False)[1]:
            name_rect, wrap = one_line, False
        else:
            wrap = True
        p.setPen(INK)
        draw_fitted_text(p, name_rect, self.name, font=font, min_px=8, flags=top_left, wrap=wrap, where="MiniSheet")
        south_east = frame.share(0.44, 0.8, 0.56, 0.2)
        corner = QRectF(south_east.left(), south_east.top(), r.right() - 4 - south_east.left(),
                        r.bottom() - 2 - south_east.top())
        right = Qt.AlignmentFlag.AlignRight
        half = corner.height() / 2 if self.status else corner.height()
        p.setPen(CROSS)
        draw_fitted_text(p, QRectF(corner.left(), corner.top(), corner.width(), half),
                         self.tr("{0} X").format(self.x_count), font=font, min_px=8, wrap=False,
                         flags=right | Qt.AlignmentFlag.AlignVCenter, where="MiniSheet")
        if self.status:
            font.setBold(False)
            p.setPen(MUTED)
            draw_fitted_text(p, QRectF(corner.left(), corner.top() + half, corner.width(), half), self.status,
                             font=font, min_px=8, wrap=False, flags=right | Qt.AlignmentFlag.AlignVCenter,
                             where="MiniSheet")
        # the map without the marks (links, zones, hatching) is the same for every mini of its size
        p.drawPixmap(0, 0, mini_map(self.size(), self.devicePixelRatioF()))
        vf = QFont(self.font())
        vf.setBold(True)
        for pid in PREFECTURES:
            mark = self.marks[pid - 1]
            if mark is None:
                continue
            box = frame.box(pid)
            if mark == "X":
                paint_x(p, box, max(1.0, box.height() * 0.16))
            elif box.height() >= 9:
                vf.setPixelSize(max(7, int(box.height() * 0.85)))
                p.setFont(vf)
                p.setPen(INK)
                p.fillRect(box.adjusted(box.width() * 0.2, 0.5, -box.width() * 0.2, -0.5), QColor(PAPER))
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(mark))
            else:  # too small for a digit: a dot says "filled"
                with saved(p):
                    p.setPen(Qt.PenStyle.NoPen)
                    p.setBrush(INK)
                    p.drawEllipse(box.center(), box.height() * 0.3, box.height() * 0.3)
        p.end()


#: the mini-sheets' maps without their marks, by size and pixel ratio (`mini_map`)
_MINI_MAPS: dict[tuple[int, int, float], QPixmap] = {}
_MINI_MAPS_KEPT = 8


def mini_map(size: QSize, ratio: float = 1.0) -> QPixmap:
    """A mini-sheet's map without its marks: the links, each zone's tinted box and its hatching, on a
    transparent picture of the mini's size. Drawn once a size and kept (issue 28: the 47 hatched
    zones took ~24 ms each time a mini was painted, and every mini of a table has the same size);
    the boxes never overlap, so the marks drawn over it give the picture of each box drawn in turn."""
    key = (size.width(), size.height(), ratio)
    picture = _MINI_MAPS.get(key)
    if picture is not None:
        return picture
    if len(_MINI_MAPS) >= _MINI_MAPS_KEPT:
        _MINI_MAPS.clear()
    picture = QPixmap(max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio)))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    p = QPainter(picture)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    frame = Frame(QRectF(0, 0, size.width(), size.height()).adjusted(5, 5, -5, -5))   # the card's rect, less 4
    p.setPen(QPen(QColor("#9aa3b0"), 0.6))
    for a, b, _ in links():
        p.drawLine(frame.centre(a), frame.centre(b))
    for pid in PREFECTURES:
        box = frame.box(pid)
        colour = COLOUR_OF[pid]
        p.setPen(QPen(edge(colour), 0.8))
        p.setBrush(QColor(TINTS[colour]))
        p.drawRect(box)
        paint_hatch(p, box, colour, lines=2.5, alpha=200)
    p.end()
    _MINI_MAPS[key] = picture
    return picture


class SheetArea(QWidget):
    """The player's map and the others' mini-sheets: the minis go below the map or beside it, in the
    grid that makes them largest, taking the share of the room that leaves the map largest while every
    mini stays readable (at least `min_mini` wide)."""

    SPACING = 8
    SHARES = (0.22, 0.28, 0.34, 0.4)

    def __init__(self, map_canvas: MapCanvas, minis: list[MiniSheet], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.map = map_canvas
        self.minis = minis
        self.min_mini = 110
        self.placement = "none"
        map_canvas.setParent(self)
        for mini in minis:
            mini.setParent(self)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(240, 200)

    def sizeHint(self) -> QSize:  # noqa: N802
        # small on purpose: a box layout's height-for-width takes the height hint of the items
        # without one, and a tall hint here would push the window taller than asked
        return QSize(520, 360)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.arrange()

    def _map_rect(self, w: float, h: float) -> float:
        """The map's drawn width in a w x h box."""
        aspect = map_aspect()
        return max(0.0, min(w, h * aspect))

    def _mini_grid(self, w: float, h: float) -> tuple[int, float, float]:
        """(columns, cell width, cell height) for the minis in a w x h box."""
        n, s = len(self.minis), self.SPACING
        ratio = map_aspect()  # the texts sit in the map's empty sea
        columns = best_columns(n, w, h, s, aspect_score(ratio))
        lines = math.ceil(n / columns)
        return columns, (w - (columns - 1) * s) / columns, (h - (lines - 1) * s) / lines

    def arrange(self) -> None:
        W, H, s = float(self.width()), float(self.height()), self.SPACING  # noqa: N806
        if not self.minis:
            self.placement = "none"
            self.map.setGeometry(0, 0, int(W), int(H))
            return
        best: tuple[float, float, str, float] | None = None
        for placement in ("below", "beside"):
            for share in self.SHARES:
                if placement == "below":
                    mini_box, map_box = (W, H * share), (W, H * (1 - share) - s)
                else:
                    mini_box, map_box = (W * share, H), (W * (1 - share) - s, H)
                _, cw, ch = self._mini_grid(*mini_box)
                mini_w = min(cw, ch * map_aspect())
                score = self._map_rect(*map_box) if mini_w >= self.min_mini else -1e6 + mini_w
                if best is None or score > best[0] + 0.5:
                    best = (score, mini_w, placement, share)
        assert best is not None
        _, _, self.placement, share = best
        if self.placement == "below":
            map_h = int(H * (1 - share) - s)
            self.map.setGeometry(0, 0, int(W), map_h)
            self._place_minis(QRect(0, map_h + s, int(W), int(H) - map_h - s))
        else:
            map_w = int(W * (1 - share) - s)
            self.map.setGeometry(0, 0, map_w, int(H))
            self._place_minis(QRect(map_w + s, 0, int(W) - map_w - s, int(H)))

    def _place_minis(self, area: QRect) -> None:
        columns, cw, ch = self._mini_grid(area.width(), area.height())
        s = self.SPACING
        for i, mini in enumerate(self.minis):
            line, col = divmod(i, columns)
            mini.setGeometry(int(area.x() + col * (cw + s)), int(area.y() + line * (ch + s)), int(cw), int(ch))


__all__ = ["DieButton", "MiniSheet", "SheetArea", "TrackPanel", "sheet_layout"]
