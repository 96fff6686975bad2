"""Layouts that scale: `GridArea` lays its children out in the number of columns that makes them
largest (rows of a card table, players' panels, mini-sheets), re-deciding on every resize, so 2 or 8
items fill 1024x700 as well as 2560x1440 and never force the window larger."""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import QSizePolicy, QWidget

#: how good a cell of (width, height) is for one item; larger is better (e.g. the card height it allows)
CellScore = Callable[[float, float], float]


def aspect_score(ratio: float) -> CellScore:
    """The area of the largest box of proportions width/height = ratio that fits the cell."""
    def score(w: float, h: float) -> float:
        fit_w = min(w, h * ratio)
        return fit_w * fit_w / ratio
    return score


def best_columns(count: int, width: float, height: float, spacing: float, score: CellScore,
                 max_columns: int | None = None) -> int:
    """The number of columns (1..count) giving the best cell; ties go to fewer columns."""
    if count <= 0:
        return 1
    best, best_value = 1, -math.inf
    for columns in range(1, min(count, max_columns or count) + 1):
        lines = math.ceil(count / columns)
        cell_w = (width - (columns - 1) * spacing) / columns
        cell_h = (height - (lines - 1) * spacing) / lines
        value = round(score(cell_w, cell_h), 1)
        if value > best_value:
            best, best_value = columns, value
    return best


class GridArea(QWidget):
    """Holds `items` (reparented here) and places them in the best grid. Subclass and override
    `cell_score` (or pass `score=`)."""

    SPACING = 8

    def __init__(self, items: Sequence[QWidget], parent: QWidget | None = None, *,
                 score: CellScore | None = None, max_columns: int | None = None) -> None:
        super().__init__(parent)
        self.items = list(items)
        self._score = score
        self.max_columns = max_columns
        self.columns = 1
        for item in self.items:
            item.setParent(self)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def cell_score(self, width: float, height: float) -> float:
        return self._score(width, height) if self._score is not None else min(width, height)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.arrange()

    def arrange(self) -> None:
        n = len(self.items)
        if not n:
            return
        s = self.SPACING
        self.columns = best_columns(n, self.width(), self.height(), s, self.cell_score, self.max_columns)
        lines = math.ceil(n / self.columns)
        cell_w = (self.width() - (self.columns - 1) * s) / self.columns
        cell_h = (self.height() - (lines - 1) * s) / lines
        for i, item in enumerate(self.items):
            line, col = divmod(i, self.columns)
            item.setGeometry(int(col * (cell_w + s)), int(line * (cell_h + s)), int(cell_w), int(cell_h))
