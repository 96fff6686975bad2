"""The moves of a game and the fair undo: `MoveHistory` owns the log of moves played, the states
an undo can still reach (bounded memory: only back over the tail of one seat's decisions that
revealed nothing) and the redo stack. It knows nothing of Qt or of who is at the screen: the
session asks it with the seat that wants to undo."""
from __future__ import annotations

from typing import Any

from desktop.session.saves import HistoryEntry


class MoveHistory:
    """The log (`entries`), the current state (`current`), undo and redo of one game."""

    def __init__(self, engine: Any, initial_state: Any, entries: list[HistoryEntry] | None = None) -> None:
        self.engine = engine
        self.initial_state = initial_state
        self.entries: list[HistoryEntry] = list(entries or [])
        #: the states an undo may go back to: the last one is the current state, the one before it
        #: the state before entries[-1], and so on back over the tail an undo could take back
        self.states: list[Any] = self.replayed(self.entries)
        self.redo_stack: list[HistoryEntry] = []
        self._trim()

    @property
    def current(self) -> Any:
        return self.states[-1]

    def __len__(self) -> int:
        return len(self.entries)

    def replayed(self, entries: list[HistoryEntry]) -> list[Any]:
        """The state after each number of `entries` played from the start (initial state first)."""
        states = [self.initial_state]
        for h in entries:
            states.append(self.engine.apply(states[-1], h.seat, h.action))
        return states

    def played(self, entry: HistoryEntry, new_state: Any, *, clear_redo: bool) -> None:
        """Records a move and the state it led to."""
        self.states.append(new_state)
        self.entries.append(entry)
        self._trim()
        if clear_redo:
            self.redo_stack.clear()

    # ------------------------------------------------------------------ undo / redo
    def undoable(self, seat: int | None) -> bool:
        """True when `seat` may take back the last move: its own last decision, one that revealed
        nothing (no card seen, no die rolled), never across another player's decision, and never
        changing whose turn it is."""
        if seat is None or not self.entries:
            return False
        last = self.entries[-1]
        if last.seat != seat or last.reveals or len(self.states) < 2:
            return False
        return seat in self.engine.to_move(self.states[-2])

    def can_undo_to(self, seat: int | None, moves: int) -> bool:
        """True when undo, repeated by `seat`, can go back to the position after `moves` moves."""
        if seat is None or isinstance(moves, bool) or not isinstance(moves, int) \
                or not 0 <= moves < len(self.entries):
            return False
        tail = self.entries[moves:]
        if len(tail) > len(self.states) - 1:
            return False
        if any(entry.seat != seat or entry.reveals for entry in tail):
            return False
        before = self.states[len(self.states) - 1 - len(tail):-1]
        return all(seat in self.engine.to_move(state) for state in before)

    def take_back(self) -> HistoryEntry:
        """Takes back the last move (the caller checked `undoable`); it goes on the redo stack."""
        entry = self.entries.pop()
        self.states.pop()
        self.redo_stack.append(entry)
        return entry

    def redo_entry(self, seat: int | None) -> HistoryEntry | None:
        """The move `seat` may play again (the last one it took back), or None."""
        if seat is None or not self.redo_stack or self.redo_stack[-1].seat != seat:
            return None
        return self.redo_stack[-1]

    def _trim(self) -> None:
        """Keeps only the states an undo could reach."""
        keep = 0
        for entry in reversed(self.entries):
            if entry.reveals or entry.seat != self.entries[-1].seat:
                break
            keep += 1
        if len(self.states) > keep + 1:
            del self.states[:len(self.states) - keep - 1]
