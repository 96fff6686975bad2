"""The final lap of Pueblo, shown: the chieftain walks the 36 spaces once more, one step every
STEP_MS, and each player's total grows with what he sees there. Skippable (Esc/Space); the view
draws each step (`stepped`) and shows the results after `finished`. Each inspection is kept
(`records`) and written for the game log (`log_lines`: a line per inspection someone pays for,
those that cost nothing counted, the totals; issue 29: they once showed only under the buttons)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from desktop.games.pueblo import costs
from desktop.games.pueblo import geometry as g
from desktop.table.plurals import plural


def _t(text: str) -> str:
    return QCoreApplication.translate("PuebloView", text)


class FinalLap(QObject):
    STEP_MS = 260
    stepped = Signal(int)      # the space he stands on now
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.steps: list[int] = []
        self.index = 0
        self.totals: list[int] = []
        #: (space, what each player paid there) for each inspection made so far
        self.records: list[tuple[int, list[int]]] = []
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
        self.records = []
        self._timer.start(self.STEP_MS if step_ms is None else step_ms)
        self._tick()

    def _advance(self) -> int:
        space = self.steps[self.index]
        self.index += 1
        paid = costs.lap_costs(self._state, space)
        self.records.append((space, paid))
        self.totals = [a + b for a, b in zip(self.totals, paid, strict=True)]
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

    def log_lines(self, names: list[str], marks: str, done: bool) -> list[str]:
        """The game log's lines for the inspections made so far: "Final lap, space 5: Ana ● +2,
        Ben ■ +0"; once done, how many cost nothing and the totals."""
        def who(paid: list[int]) -> str:
            return ", ".join(f"{names[p]} {marks[p]} +{c}" for p, c in enumerate(paid))

        lines = [_t("Final lap, space %1: %2").replace("%1", str(space)).replace("%2", who(paid))
                 for space, paid in self.records if any(paid)]
        if done:
            free = sum(1 for _, paid in self.records if not any(paid))
            if free:
                lines.append(plural("PuebloView", "Final lap: %n inspection(s) cost nobody anything.", free))
            lines.append(_t("Final lap total: %1").replace("%1", who(self.totals)))
        return lines
