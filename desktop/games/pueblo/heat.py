"""Pueblo's penalty heatmap (H): on each cell a placement can cover, the lowest penalty the seat to
place can reach (the placement, then the cheapest chieftain move; costs.heatmap_values asks the
engine). When that is the same everywhere (at the start of a game: 0 on every cell) the tiles say
nothing, so the heatmap is hidden and the panel says so in words ("No penalty yet…", issue 29)."""
from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication

from desktop.games.pueblo import costs
from desktop.table.plurals import plural


def _t(text: str) -> str:
    return QCoreApplication.translate("PuebloView", text)


def values(view: Any) -> np.ndarray | None:
    """Per cell: the lowest penalty the seat can reach with a placement covering it (None: no
    placement to make now)."""
    seat = view.seat()
    if seat is None or view.phase() != "place":
        return None
    return costs.heatmap_values(view.state, seat, [a for a in view.legal() if type(a).__name__ == "Place"])


def shown(grid: np.ndarray | None) -> tuple[np.ndarray | None, str]:
    """What the board draws (None: nothing) and the panel's words, for the heatmap's values."""
    if grid is None:
        return None, _t("The heatmap shows on your turn to place a block.")
    finite = grid[np.isfinite(grid)]
    if not finite.size:
        return None, _t("No cell can take this block.")
    low, high = int(finite.min()), int(finite.max())
    if low == high == 0:
        return None, _t("No penalty yet: wherever this block goes, a chieftain move costs you nothing.")
    if low == high:
        return None, plural("PuebloView", "Every cell costs you at least %n penalty point(s).", low)
    return grid, ""


def update(view: Any) -> None:
    """The board's heatmap and the panel's note, when the heatmap is on (both cleared when off)."""
    if not view.heatmap_on:
        view.board.set_heatmap(None, view.state.heights)
        view.panel.set_heat_note("")
        return
    grid, note = shown(values(view))
    view.board.set_heatmap(grid, view.state.heights)
    view.panel.set_heat_note(note)
