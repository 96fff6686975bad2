"""The final lap of Pueblo, shown: the chieftain walks the 36 spaces once more, one step every
STEP_MS, and each player's total grows with what he sees there. Skippable (Esc/Space); the view
draws each step (`stepped`) and shows the results after `finished`."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.games.pueblo import costs
from desktop.games.pueblo import geometry as g


class FinalLap(QObject):
    STEP_MS = 260
    stepped = Signal(int)      # the space he stands on now
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.steps: list[int] = []
        self.index = 0
        self.totals: list[int] = []
        self._state: Any = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)

    def running(self) -> bool:
        return self._timer.isActive()

    def start(self, state: Any, step_ms: int | None = None) -> None:
        self._state = state
        self.steps = [(state.chieftain + k) % g.NUM_SPACES for k in range(1, g.NUM_SPACES + 1)]
        self.index = 0
        self.totals = [0] * state.num_players
        self._timer.start(self.STEP_MS if step_ms is None else step_ms)
        self._tick()

    def _advance(self) -> int:
        space = self.steps[self.index]
        self.index += 1
        self.totals = [a + b for a, b in zip(self.totals, costs.lap_costs(self._state, space), strict=True)]
        return space

    def _tick(self) -> None:
        if self.index >= len(self.steps):
            self._timer.stop()
            self.finished.emit()
            return
        self.stepped.emit(self._advance())

    def skip(self) -> None:
        """Every remaining step at once, then finished."""
        if not self._timer.isActive():
            return
        while self.index < len(self.steps):
            self._advance()
        self._tick()

    def space(self) -> int:
        return self.steps[self.index - 1] if self.index else -1
