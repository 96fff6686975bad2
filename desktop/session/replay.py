"""Stepping through a game's log (issue 17): `Replay` owns which position is shown (None: the
live game), the states of the history while replaying (dropped on leaving) and whether the game
is only watched. It reads the moves from the session's `MoveHistory`; the session emits the
signals (replay_changed, then state_changed)."""
from __future__ import annotations

from typing import Any

from desktop.session.history import MoveHistory


class Replay:
    def __init__(self, moves: MoveHistory) -> None:
        self.moves = moves
        #: how many moves the shown position has; None while the live game is shown
        self.index: int | None = None
        self._cache: list[Any] | None = None
        #: a finished game opened only to be watched: it stays in its replay
        self.watch_only = False

    @property
    def active(self) -> bool:
        return self.index is not None

    def states(self) -> list[Any]:
        """The state after each number of moves, 0 to len(history), replayed from the seed; kept
        while replaying only (a live game keeps just the states undo needs)."""
        entries = self.moves.entries
        cache = self._cache
        if cache is None or len(cache) > len(entries) + 1:
            cache = [self.moves.initial_state]
        engine = self.moves.engine
        for entry in entries[len(cache) - 1:]:
            cache.append(engine.apply(cache[-1], entry.seat, entry.action))
        if self.index is not None:
            self._cache = cache
        return cache

    def shown_state(self) -> Any:
        if self.index is None:
            return self.moves.current
        return self.states()[self.index]

    def shown_entries(self) -> list[Any]:
        entries = self.moves.entries
        return entries if self.index is None else entries[:self.index]

    def show(self, moves: int) -> bool:
        """Shows the position after `moves` moves (clamped); False when it was already shown."""
        moves = max(0, min(moves, len(self.moves.entries)))
        if self.index == moves:
            return False
        self.index = moves
        self.states()
        return True

    def leave(self) -> bool:
        """Back to the live game; False when there was no replay to leave (or it is only watched)."""
        if self.index is None or self.watch_only:
            return False
        self.index = None
        self._cache = None
        return True

    def drop(self) -> None:
        """Ends the replay whatever it was (an undo to a line of the log)."""
        self.index = None
        self._cache = None
