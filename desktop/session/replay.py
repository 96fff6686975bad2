"""The replay half of GameSession (issue 17): the position after any move, read-only, and undo to
a line of the log. A mixin of desktop.session.local.GameSession (its signals live there: replay_changed
then state_changed on every change); it reads the session's history, initial_state and _states."""
from __future__ import annotations

from typing import Any


class ReplayMixin:
    _replay: int | None
    _replay_cache: list[Any] | None
    watch_only: bool

    @property
    def replay_index(self) -> int | None:
        """How many moves of the history the shown position has while replaying; None when live."""
        return self._replay

    def is_replaying(self) -> bool:
        return self._replay is not None

    @property
    def shown_state(self) -> Any:
        """The state the table shows: the replay's position, or the live state. Views draw
        observation(); a view that reads a state reads this one, never `state`."""
        if self._replay is None:
            return self.state
        return self.history_states()[self._replay]

    def shown_history(self) -> list[Any]:
        """The history up to the shown position (marks of the last moves read this one)."""
        return self.history if self._replay is None else self.history[:self._replay]

    def history_states(self) -> list[Any]:
        """The state after each number of moves, 0 to len(history) (initial state first), replayed
        from the seed; kept while replaying only (a game otherwise keeps the states undo needs)."""
        cache = self._replay_cache
        if cache is None or len(cache) > len(self.history) + 1:
            cache = [self.initial_state]
        for entry in self.history[len(cache) - 1:]:
            cache.append(self.engine.apply(cache[-1], entry.seat, entry.action))
        if self._replay is not None:
            self._replay_cache = cache
        return cache

    def can_replay(self) -> bool:
        """A replay may be shown: nobody is being handed the screen (its viewer is known)."""
        return not self._closed and self._handover_to is None

    def show_move(self, moves: int) -> bool:
        """Shows the position after `moves` moves (clamped to 0..len(history)), read-only: no action
        is accepted and the computers wait until leave_replay(). The observation stays the viewer
        seat's: another seat's private cards are never shown while the game is unfinished."""
        if not self.can_replay() or isinstance(moves, bool) or not isinstance(moves, int):
            return False
        moves = max(0, min(moves, len(self.history)))
        if self._replay == moves:
            return True
        self._replay = moves
        self._drop_hint()
        self.history_states()
        self.replay_changed.emit()
        self.state_changed.emit()
        return True

    def leave_replay(self) -> None:
        """Back to the live game (a watched game stays in its replay)."""
        if self._replay is None or self.watch_only:
            return
        self._replay = None
        self._replay_cache = None
        self.replay_changed.emit()
        self.state_changed.emit()
        self._schedule_computer()

    def can_undo_to(self, moves: int) -> bool:
        """True when undo, repeated, can go back to the position after `moves` moves: only the
        active human's own decisions that revealed nothing, with no other seat's decision between."""
        if self.watch_only or not isinstance(moves, int) or not 0 <= moves < len(self.history):
            return False
        seat = self._live_human()
        if seat is None or self._thinking_seat is not None:
            return False
        tail = self.history[moves:]
        if len(tail) > len(self._states) - 1:
            return False
        if any(entry.seat != seat or entry.reveals for entry in tail):
            return False
        before = self._states[len(self._states) - 1 - len(tail):-1]
        return all(seat in self.engine.to_move(state) for state in before)

    def undo_to(self, moves: int) -> bool:
        """Leaves the replay and takes back the moves after `moves` (see can_undo_to)."""
        if not self.can_undo_to(moves):
            return False
        self._replay = None
        self._replay_cache = None
        self.replay_changed.emit()
        while len(self.history) > moves and self.undo():
            pass
        return len(self.history) == moves

    def watch_as(self, seat: int) -> bool:
        """A finished game, only watched: show it as `seat` sees it (all is public once it is over)."""
        if not self.is_over() or not isinstance(seat, int) or not 0 <= seat < self.num_players:
            return False
        self._viewer = seat
        self.state_changed.emit()
        return True

