"""The big map: `MapCanvas` paints the sea, the links and the legend, and holds one `PrefectureBox`
(a kit Activatable) per prefecture. The map is one stop of the Tab chain (the box under the cursor);
the arrows move the cursor inside it (the view's KeyMap calls `move_cursor`).

Issue 28: the canvas's picture (sea, links, legend) is drawn once a size and kept (`background`);
each box keeps its picture, drawn on a copy of the canvas's pixels under it, until its state, its
place or the canvas's picture changes. A repaint that something else asks for (the last-move marks,
an animation over the table, a box beside) copies pixels instead of drawing the 47 boxes again, and
the pixels are the ones drawing them gave."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.rolling_japan import kept as kept_pictures
from desktop.games.rolling_japan.art import (
    CROSS,
    DARK,
    HIGHLIGHT,
    INK,
    LINK,
    SEA,
    SEA_DEEP,
    SEA_LINK,
    SWATCHES,
    TINTS,
    colour_name,
    draw_symbol,
    edge,
    paint_hatch,
    paint_x,
    prefecture_name,
    strong,
)
from desktop.games.rolling_japan.geometry import Frame, links, map_aspect, sheet_layout
from desktop.table import Activatable, draw_fitted_text, saved
from engines.rolling_japan import COLOUR_OF, PREFECTURES

#: names smaller than this (px) are left to the tooltip and the accessible name
NAME_MIN_PX = 7
#: pictures a box keeps (PrefectureBox.paint)
KEPT_PICTURES = 4


class PrefectureBox(Activatable):
    """One prefecture's box: its zone (tint, hatched band, symbol), its name and its mark; lit when
    the selected die may be written there (`target` is what a click writes)."""

    FOCUS_RADIUS = 4.0

    def __init__(self, pid: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pid = pid
        self.colour = COLOUR_OF[pid]
        self.mark: Any = None
        self.target = ""          # what activating writes now ("4", "X"), "" when not lit
        self.pencilled = ""       # the pencilled last write of the roll
        self.choosing = False     # some prefecture is lit (the others are dimmed)
        self.cursor = False
        self.interactive = False
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        #: the box drawn on the canvas's pixels under it, by what it shows (a few kept: a roll lights
        #: and dims the boxes, then gives them back their look)
        self._pictures: dict[tuple[Any, ...], tuple[QPixmap, tuple[Any, ...]]] = {}

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Enter on a box that can't be written while the roll waits to be confirmed goes on to the
        table, which confirms the roll (the key help's "Enter confirm the roll"); Space still says
        why nothing can be written there."""
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self.target
                and getattr(self.parentWidget(), "confirm_pending", False)):
            event.ignore()
            return
        super().keyPressEvent(event)

    def set_state(self, mark: Any, target: str, pencilled: str, choosing: bool) -> None:
        if (mark, target, pencilled, choosing) == (self.mark, self.target, self.pencilled, self.choosing):
            return
        self.mark, self.target, self.pencilled, self.choosing = mark, target, pencilled, choosing
        self.interactive = bool(target)
        name = self.tr("{0}, {1} zone").format(prefecture_name(self.pid), colour_name(self.colour))
        if pencilled:
            state = self.tr("{0} pencilled in").format(pencilled)
        elif mark is not None:
            state = self.tr("holds {0}").format(mark)
        elif target:
            state = self.tr("empty: write {0} here").format(target)
        else:
            state = self.tr("empty")
        self.set_accessible(f"{name}: {state}")
        self.update()

    def focus_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)

    def box(self) -> QRectF:
        m = max(2.0, self.height() * 0.08)
        return QRectF(self.rect()).adjusted(m, m, -m, -m)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self._pictures.clear()   # the name's words or face
            self.update()
        super().changeEvent(event)

    def paint(self, p: QPainter) -> None:
        """The kept picture when the canvas keeps one (its outer pixel left to what is under it: a
        neighbour's box may overlap it by one pixel, and the box itself never draws there)."""
        canvas = self.parentWidget()
        under = canvas.kept_background() if isinstance(canvas, MapCanvas) else None
        if under is None or self.width() < 3 or self.height() < 3:
            self.paint_box(p)
            return
        place = self.geometry()
        key = (canvas.generation, place.getRect(), self.mark, self.target, self.pencilled, self.choosing,
               self.hovered and bool(self.target))
        kept = self._pictures.get(key)
        if kept is None:
            if any(k[0] != canvas.generation for k in self._pictures) or len(self._pictures) >= KEPT_PICTURES:
                self._pictures.clear()
            kept = self._pictures[key] = kept_pictures.picture(self.size(), under.devicePixelRatio(),
                                                               self.paint_box, under, place)
        else:
            kept_pictures.record(kept[1])
        kept_pictures.show(p, self.rect().adjusted(1, 1, -1, -1), kept[0])

    def paint_box(self, p: QPainter) -> None:
        box = self.box()
        h = box.height()
        lit = bool(self.target)
        radius = h * 0.16
        fill = QColor(TINTS[self.colour])
        if self.choosing and not lit and self.mark is None:
            fill = fill.darker(112)
        p.setPen(QPen(edge(self.colour), max(1.0, h * 0.05)))
        p.setBrush(fill)
        p.drawRoundedRect(box, radius, radius)
        outline = QPainterPath()
        outline.addRoundedRect(box, radius, radius)
        name_h = h * 0.38
        band = QRectF(box.left(), box.top() + name_h, h * 0.36, h - name_h)
        with saved(p):
            p.setClipPath(outline)
            p.fillRect(band, strong(self.colour) if self.colour != "white" else QColor("#e4e4e0"))
        paint_hatch(p, band, self.colour, clip=outline, lines=2.5, alpha=110)
        draw_symbol(p, self.colour, band.center(), min(band.width(), band.height()) * 0.3,
                    on_dark=self.colour in DARK)
        # the name across the whole box, in a condensed face (a map's lettering), never elided
        name_rect = QRectF(box.left() + h * 0.08, box.top() + 0.5, box.width() - h * 0.16, name_h)
        font = QFont(self.font())
        font.setStretch(QFont.Stretch.SemiCondensed)
        font.setPixelSize(max(NAME_MIN_PX, int(name_h * 0.86)))
        p.setPen(INK)
        draw_fitted_text(p, name_rect, prefecture_name(self.pid), font=font, min_px=NAME_MIN_PX, wrap=False,
                         flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         where="PrefectureBox")
        inner = QRectF(band.right() + 1, box.top(), box.width() - band.width() - 2, h)
        value_rect = QRectF(inner.left(), band.top(), inner.width(), band.height())
        shown = self.pencilled or ("" if self.mark is None else str(self.mark))
        if shown == "X":
            paint_x(p, value_rect, max(1.5, h * 0.08))
        elif shown:
            vf = QFont(self.font())
            vf.setBold(True)
            vf.setPixelSize(max(9, int(h * 0.52)))
            p.setPen(INK if not self.pencilled else QColor("#6b5a2a"))
            draw_fitted_text(p, value_rect, shown, font=vf, min_px=8, wrap=False, where="PrefectureBox")
        elif lit:
            vf = QFont(self.font())
            vf.setPixelSize(max(9, int(h * 0.46)))
            p.setPen(QColor("#a06a00") if self.target != "X" else CROSS)
            draw_fitted_text(p, value_rect, self.target, font=vf, min_px=8, wrap=False, where="PrefectureBox")
        if lit or self.pencilled:
            width = max(2.0, h * 0.09)
            pen = QPen(HIGHLIGHT, width)
            if self.pencilled:
                pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(box, radius, radius)
            if self.hovered and lit:
                p.fillRect(box, QColor(240, 165, 0, 50))


class MapCanvas(QWidget):
    """One player's sheet. Emits `chosen(prefecture)` when a box is activated (click, Enter or
    Space on the box under the cursor), lit or not: the view says why an unlit one can't be written."""

    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 140)
        self.marks: list[Any] = [None] * 47
        self.targets: dict[int, str] = {}      # prefecture -> what a click writes ("4", "X")
        self.tentative: tuple[int, str] | None = None
        #: both dice are resolved and the roll waits for Enter (set by the view): Enter on a box passes on
        self.confirm_pending = False
        self.cursor: int | None = None
        self.extra_links: list[tuple[int, int]] = []
        self.owner = ""
        self.legend_px = 12
        self._background: QPixmap | None = None
        self._background_key: tuple[Any, ...] = ()
        self._overflows: tuple[Any, ...] = ()
        #: counts the pictures of the canvas drawn (a box's kept picture is drawn on one of them)
        self.generation = 0
        self.boxes: dict[int, PrefectureBox] = {}
        for pid in PREFECTURES:
            box = PrefectureBox(pid, self)
            box.activated.connect(lambda pid=pid: self._activated(pid))
            self.boxes[pid] = box
        self._set_cursor(self._reading_order(PREFECTURES)[0], focus=False)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(900, int(900 / map_aspect()))

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return False

    # -- state -------------------------------------------------------------------------------
    def set_sheet(self, owner: str, marks: list[Any], targets: dict[int, str],
                  tentative: tuple[int, str] | None, extra_links: list[tuple[int, int]]) -> None:
        if extra_links != self.extra_links:
            self.update()   # the links under the boxes (the boxes, the prefectures whose state changed)
        self.owner, self.marks, self.targets = owner, marks, targets
        self.tentative, self.extra_links = tentative, extra_links
        choosing = bool(targets)
        for pid, box in self.boxes.items():
            pencilled = tentative[1] if tentative is not None and tentative[0] == pid else ""
            box.set_state(marks[pid - 1], targets.get(pid, ""), pencilled, choosing)
        if targets and self.cursor not in targets:
            self._set_cursor(self._reading_order(targets)[0])
        self._describe()

    def _describe(self) -> None:
        filled = sum(1 for m in self.marks if m is not None)
        text = self.tr("Map of Japan, sheet: {0}, {1} of 47 prefectures filled").format(self.owner, filled)
        if self.cursor is not None and self.cursor in self.targets:
            text += ". " + self.tr("Selected: {0}, write {1}").format(
                prefecture_name(self.cursor), self.targets[self.cursor])
        self.setAccessibleName(text)

    @staticmethod
    def _reading_order(pids: Any) -> list[int]:
        layout = sheet_layout()
        return sorted(pids, key=lambda pid: (layout[pid][1] + layout[pid][0] * 0.2, layout[pid][0]))

    def _set_cursor(self, pid: int, *, focus: bool | None = None) -> None:
        """The box under the keyboard cursor is the map's one Tab stop (and its focus proxy)."""
        had_focus = self.has_focus() if focus is None else focus
        old = self.boxes.get(self.cursor) if self.cursor is not None else None
        self.cursor = pid
        new = self.boxes[pid]
        new.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocusProxy(new)
        if had_focus:
            new.setFocus(Qt.FocusReason.OtherFocusReason)
        if old is not None and old is not new:
            old.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._describe()

    def has_focus(self) -> bool:
        return any(box.hasFocus() for box in self.boxes.values())

    def _activated(self, pid: int) -> None:
        if pid != self.cursor:
            self._set_cursor(pid, focus=True)
        self.chosen.emit(pid)

    def move_cursor(self, dx: int, dy: int) -> None:
        """The nearest lit prefecture in that direction (any prefecture when none is lit); focuses the map."""
        pool = list(self.targets) or list(PREFECTURES)
        layout = sheet_layout()
        if self.cursor is None:
            self._set_cursor(self._reading_order(pool)[0], focus=True)
            return
        cx, cy = layout[self.cursor]
        best, best_score = None, float("inf")
        for pid in pool:
            if pid == self.cursor:
                continue
            x, y = layout[pid]
            along = (x - cx) * dx + (y - cy) * dy
            if along <= 0.05:
                continue
            score = along + 2.0 * (abs((x - cx) * dy) + abs((y - cy) * dx))
            if score < best_score:
                best, best_score = pid, score
        self._set_cursor(best if best is not None else self.cursor, focus=True)   # the boxes repaint their focus

    # -- geometry ----------------------------------------------------------------------------
    def _frame(self) -> Frame:
        m = max(4.0, self.width() * 0.008)
        return Frame(QRectF(self.rect()).adjusted(m, m, -m, -m))

    def box_rect(self, pid: int) -> QRectF:
        """Where a prefecture's box is drawn now (for tests and clicks)."""
        return QRectF(self.boxes[pid].geometry())

    def prefecture_at(self, pos: QPointF) -> int | None:
        for pid, box in self.boxes.items():
            if box.geometry().contains(pos.toPoint()):
                return pid
        return None

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        frame = self._frame()
        grow = frame.scale * 0.07
        for pid, box in self.boxes.items():
            box.setGeometry(frame.box(pid).adjusted(-grow, -grow, grow, grow).toAlignedRect())

    # -- painting ----------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self.update()   # the legend's words or face (background() sees them change)
        super().changeEvent(event)

    def kept_background(self) -> QPixmap | None:
        """The picture the canvas painted last if it still fits the canvas (its size, pixel ratio and
        links; words and sizes change with a repaint of the canvas first): for the boxes, whose
        repaint follows the canvas's under them."""
        picture = self._background
        key = self._background_key
        if picture is None or key[:4] != (self.width(), self.height(), self.devicePixelRatioF(),
                                          tuple(self.extra_links)):
            return None
        return picture

    def background(self) -> QPixmap | None:
        """The sea, the links and the legend at this size, drawn once and kept until the size, the pixel
        ratio, the links or the legend's size or words change (None at a fractional pixel ratio: a
        picture would not fall on whole pixels, the canvas and its boxes paint directly)."""
        ratio = self.devicePixelRatioF()
        if ratio != int(ratio) or self.width() < 1 or self.height() < 1:
            self._background, self._background_key = None, ()
            return None
        key = (self.width(), self.height(), ratio, tuple(self.extra_links), self.legend_px, self.font().key(),
               self._legend_words())
        if key != self._background_key or self._background is None:
            self._background, self._overflows = kept_pictures.picture(self.size(), ratio, self._paint_background)
            self._background_key = key
            self.generation += 1
        else:
            kept_pictures.record(self._overflows)
        return self._background

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        picture = self.background()
        p = QPainter(self)
        if picture is None:
            self._paint_background(p)
        else:
            p.drawPixmap(0, 0, picture)   # clipped to what is repainted
        p.end()

    def _paint_background(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        sea = QLinearGradient(r.topLeft(), r.bottomRight())
        sea.setColorAt(0, SEA)
        sea.setColorAt(1, SEA_DEEP)
        p.fillRect(r, sea)
        frame = self._frame()
        s = frame.scale
        ok = frame.box(47).adjusted(-0.25 * s, -0.32 * s, 0.25 * s, 0.12 * s)
        p.setPen(QPen(QColor("#8fa3b3"), 1.2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(ok, 6, 6)
        width = max(1.5, s * 0.035)
        for a, b, by_sea in list(links()) + [(a, b, True) for a, b in self.extra_links]:
            pen = QPen(SEA_LINK, width * 1.4, Qt.PenStyle.DashLine) if by_sea else QPen(LINK, width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(frame.centre(a), frame.centre(b))
        self._paint_legend(p, frame)

    def _legend_words(self) -> tuple[str, ...]:
        return (self.tr("sea link (neighbours)"), self.tr("land border (neighbours)"),
                *(colour_name(c) for c in SWATCHES if c != "purple"))

    def _paint_legend(self, p: QPainter, frame: Frame) -> None:
        """In the empty sea north-west of Honshu: the two kinds of link and the six zones."""
        area = frame.share(0.01, 0.01, 0.5, 0.3)
        font = QFont(self.font())
        font.setPixelSize(self.legend_px)
        line_h = min(area.height() / 4.2, self.legend_px * 1.6)
        sample_w = line_h * 1.6
        rows = [(QPen(SEA_LINK, 2.2, Qt.PenStyle.DashLine), self.tr("sea link (neighbours)")),
                (QPen(LINK, 1.6), self.tr("land border (neighbours)"))]
        for i, (pen, text) in enumerate(rows):
            y = area.top() + line_h * (i + 0.5)
            p.setPen(pen)
            p.drawLine(QPointF(area.left(), y), QPointF(area.left() + sample_w, y))
            p.setPen(INK)
            draw_fitted_text(p, QRectF(area.left() + sample_w + 6, y - line_h / 2, area.width() - sample_w - 6,
                                       line_h), text, font=font, min_px=8, wrap=False,
                             flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, where="MapLegend")
        zones = [c for c in SWATCHES if c != "purple"]
        cell_w = area.width() / 3
        for i, colour in enumerate(zones):
            x = area.left() + (i % 3) * cell_w
            y = area.top() + line_h * (2.2 + i // 3)
            chip = QRectF(x, y + line_h * 0.12, line_h * 1.2, line_h * 0.76)
            p.setPen(QPen(edge(colour), 1))
            p.setBrush(QColor(TINTS[colour]))
            p.drawRect(chip)
            paint_hatch(p, chip, colour, lines=3)
            draw_symbol(p, colour, chip.center(), chip.height() * 0.3, on_dark=False)
            p.setPen(INK)
            draw_fitted_text(p, QRectF(chip.right() + 4, y, cell_w - chip.width() - 8, line_h),
                             colour_name(colour), font=font, min_px=8, wrap=False,
                             flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, where="MapLegend")
