"""Undo and redo of GameSession: a fair undo takes back only the active human's own last decision
that revealed nothing, and the session keeps only the states such an undo can reach (bounded
memory). A mixin of desktop.session.local.GameSession (its state lives there)."""
from __future__ import annotations

from typing import Any

from desktop.session.saves import HistoryEntry


class HistoryMixin:
    """can_undo / undo / can_redo / redo, and the states kept for them."""

    def _undoable_index(self) -> int | None:
        """Index in history of the decision an undo would take back, or None.

        A fair undo takes back only the active human's own last decision, never one that revealed
        hidden information or rolled dice, never across another player's decision, and never
        changes whose turn it is."""
        seat = self.active_human()
        if seat is None or not self.history or self._thinking_seat is not None:
            return None
        last = self.history[-1]
        if last.seat != seat or last.reveals or len(self._states) < 2:
            return None
        before = self._states[-2]
        if seat not in self.engine.to_move(before):
            return None
        return len(self.history) - 1

    def can_undo(self) -> bool:
        return self._undoable_index() is not None

    def can_redo(self) -> bool:
        seat = self.active_human()
        return bool(self._redo) and seat is not None and self._redo[-1].seat == seat

    def undo(self) -> bool:
        if self._undoable_index() is None:
            return False
        entry = self.history.pop()
        self._states.pop()
        self.state = self._states[-1]
        self._redo.append(entry)
        self._generation += 1
        self._drop_hint()
        self.autosave()
        self._after_change()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        entry = self._redo.pop()
        return self._apply(entry.seat, entry.action, clear_redo=False)

    def _trim_states(self) -> None:
        """Keeps only the states an undo could reach: back over the tail of history made of one
        seat's decisions that revealed nothing (an undo never crosses a reveal or another seat's
        decision)."""
        keep = 0
        for entry in reversed(self.history):
            if entry.reveals or entry.seat != self.history[-1].seat:
                break
            keep += 1
        if len(self._states) > keep + 1:
            del self._states[:len(self._states) - keep - 1]

    def _replay_states(self, history: list[HistoryEntry]) -> list[Any]:
        states = [self.initial_state]
        for h in history:
            states.append(self.engine.apply(states[-1], h.seat, h.action))
        return states
