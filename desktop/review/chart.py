"""The review's chart (issue 26): the reviewed seat's estimated win chance (or Rolling Japan's
expected X at the end) after each of its decisions, a line through them and a mark on each decision
in its label's colour AND shape (desktop.review.words.MARKS); the chosen decision ringed. Clicking a
mark, or Left / Right / Home / End with the chart focused, emits `picked(position)` (the decision's
row in the list)."""
from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QSizePolicy, QWidget

from desktop.review.words import LABELS, MARKS, ReviewWords


def _t(text: str) -> str:
    return QCoreApplication.translate("ReviewWords", text)


class ReviewChart(pg.PlotWidget):
    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, background="w")
        self.words = ReviewWords()
        self.setMinimumSize(300, 100)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.showGrid(x=True, y=True, alpha=0.25)
        self.setMenuEnabled(False)
        self.getPlotItem().getViewBox().setMouseEnabled(x=False, y=False)
        self.getPlotItem().hideButtons()
        for axis in ("left", "bottom"):
            self.getAxis(axis).setTextPen("#202020")
            self.getAxis(axis).setPen("#606060")
            # drawn once into a pixmap: a new mark repaints the plot, not the axes' text (the
            # interface thread shares the processor with the review)
            self.getAxis(axis).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setLabel("bottom", _t("Move"))
        self.setAccessibleName(_t("Chart of the reviewed decisions"))
        self.line = self.plot([], [], pen=pg.mkPen("#5d6d7e", width=2))
        #: one scatter per label: its points' data are the decisions' rows
        self.marks: dict[str, pg.ScatterPlotItem] = {}
        for label in LABELS:
            colour, symbol, _ = MARKS[label]
            scatter = pg.ScatterPlotItem(symbol=symbol, size=12, brush=pg.mkBrush(colour),
                                         pen=pg.mkPen("#202020", width=1), hoverable=True)
            scatter.sigClicked.connect(self._clicked)
            self.addItem(scatter)
            self.marks[label] = scatter
        self.ring = pg.ScatterPlotItem(symbol="o", size=24, brush=None, pen=pg.mkPen("#1f5fa8", width=3))
        self.addItem(self.ring)
        self.points: list[tuple[float, float, str]] = []  # per row: x, y, label (tests)
        self.current: int | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # Left / Right step through the points
        #: the game's length in moves (the x axis spans it from the start)
        self.moves = 0
        self._y_range: tuple[str, float] | None = None
        self._x_right = 0

    def show_review(self, decisions: list[Any], unit: str) -> None:
        """Draws the decisions (engines.review DecisionReview) of one seat, valued in `unit`."""
        # a short axis title (the chart is low at 1024x700); the measure is in the accessible description
        self.setLabel("left", "X" if unit == "x" else "%")
        self.points = []
        by_label: dict[str, list[dict[str, Any]]] = {label: [] for label in LABELS}
        xs, ys = [], []
        for row, d in enumerate(decisions):
            value = d.played_value
            if not math.isfinite(value):  # a "book" decision: nothing valued, drawn on the line's last value
                value = ys[-1] if ys else (50.0 if unit == "win" else 0.0)
            xs.append(d.index + 1)
            ys.append(value)
            self.points.append((d.index + 1, value, d.label))
            by_label.setdefault(d.label, []).append({"pos": (d.index + 1, value), "data": row})
        self.line.setData(xs, ys)
        for label, scatter in self.marks.items():
            scatter.setData(by_label.get(label, []))
        # fixed ranges (grown only when a value needs it): the axes are not redrawn at each decision
        top = 100.0 if unit == "win" else float(max(16, math.ceil(max(ys, default=0.0)) + 1))
        if (unit, top) != self._y_range:
            self._y_range = (unit, top)
            self.setYRange(0, top, padding=0.05)
        right = max([x + 1 for x in xs] + [self.moves + 1, 2])
        if right != self._x_right:
            self._x_right = right
            self.setXRange(0, right, padding=0.02)
        self.setAccessibleDescription(_t("{0} after each decision; marks: {1}. Left and Right: the previous "
                                         "and the next decision.").format(
            self.words.measure(unit), ", ".join(self.words.label(label) for label in LABELS if by_label.get(label))))

    def choose(self, row: int | None) -> None:
        """Rings the decision at `row` (None: none)."""
        self.current = row if row is not None and 0 <= row < len(self.points) else None
        if self.current is None:
            self.ring.setData([])
            return
        x, y, _ = self.points[self.current]
        self.ring.setData([{"pos": (x, y)}])

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """From the keyboard: Left / Right the previous / next point, Home / End the first / last
        (the window shows and announces it, as for a click)."""
        last = len(self.points) - 1
        here = self.current
        target = {Qt.Key.Key_Left: (here - 1) if here is not None else last,
                  Qt.Key.Key_Right: (here + 1) if here is not None else 0,
                  Qt.Key.Key_Home: 0, Qt.Key.Key_End: last}.get(Qt.Key(event.key()))
        if target is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        event.accept()
        if 0 <= target <= last:
            self.picked.emit(target)

    def _clicked(self, scatter: Any, points: Any, *args: Any) -> None:
        if len(points):
            self.picked.emit(int(points[0].data()))

    def click_row(self, row: int) -> None:
        """What a click on the mark at `row` does (tests, keyboard users get N / P and the list)."""
        if 0 <= row < len(self.points):
            self.picked.emit(row)
