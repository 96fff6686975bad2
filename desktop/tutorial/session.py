"""TutorialSession: a GameSession whose human moves go through the coach (issue 18).

`gate(seat, action) -> str` (set by the runner) returns "" to let a move through, else the kind
"Not yet: …" sentence; a refused move is not applied (signal `not_yet`, and `error` for the status
bar). The computers play the lesson's scripted moves. Undo is off (the lesson would lose its step).
Its save goes to the tutorial's own file with the step index (desktop/tutorial/store.py), never to
the autosave folder, so a tutorial never shows up in "Resume an unfinished game".
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal

from desktop.session.local import GameSession


class TutorialSession(GameSession):
    not_yet = Signal(str)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.gate: Callable[[int, Any], str] = lambda seat, action: ""
        self.save_hook: Callable[[], None] | None = None

    def script_computers(self, choose: Callable[[Any, int], Any]) -> None:
        for seat in list(self.computers.players):
            self.computers.players[seat] = choose

    def submit(self, seat: int, action: Any) -> bool:
        if not self.closed and not self.is_replaying() and seat == self.active_human():
            reason = self.gate(seat, action)
            if reason:
                self.not_yet.emit(reason)
                self.error.emit(reason)
                return False
        return super().submit(seat, action)

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def autosave(self) -> None:
        if self.save_hook is not None:
            self.save_hook()
