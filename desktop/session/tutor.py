"""Tutor mode (issue 26), a part of a local table: before a human's move of a seat in `seats` is
played, the hard player judges it (`engines.review.judge_move`, from that seat's information only, on
a worker thread: the window stays responsive and a good move waits at most the tutor's budget); a
move judged a blunder is put to the player first (`ask(warning) -> True` to play it anyway), with the
better move in words told from the seat's view (`engine.describe`). Never for a single legal action;
never for a move the rules refuse (the session's own error says why).

The session calls `submit(seat, action)` instead of applying a human's move itself; the window sets
`ask` (desktop.review.tutor) and `notify` (a line for the status bar). Strings keep the translation
context "GameSession"."""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.i18n import translate_text
from desktop.session.worker import BackgroundCalls
from engines import IllegalAction


def _t(text: str) -> str:
    return QCoreApplication.translate("GameSession", text)


@dataclass(frozen=True)
class TutorWarning:
    """What the question says: the move, the better move found and their values in `unit`."""
    seat: int
    action: Any
    best: Any
    played_text: str
    best_text: str
    unit: str
    played_value: float
    best_value: float


class Tutor:
    def __init__(self, session: Any) -> None:
        self.session = session
        #: the human seats the tutor watches (the new-game dialog's boxes, or the setting on resume)
        self.seats: set[int] = set()
        #: the question, set by the window; None: no tutor at this table
        self.ask: Callable[[TutorWarning], bool] | None = None
        #: a line for the window ("The tutor looks at your move…", "" when done)
        self.notify: Callable[[str], None] | None = None
        self.calls: BackgroundCalls | None = None
        self._pending: tuple[int, int, Any, tuple[int, int]] | None = None  # ticket, seat, action, where
        #: how many moves were judged (tests: a forced move never is)
        self.judged = 0

    @property
    def budget_s(self) -> float:
        return float(self.session.hard_budget_s)

    def pending(self) -> bool:
        return self._pending is not None

    def submit(self, seat: int, action: Any) -> bool:
        """A human's move, checked by the session already (their seat, their turn): played at once, or
        after the judgement (True: taken)."""
        s = self.session
        if seat not in self.seats or self.ask is None:
            return s._apply(seat, action, clear_redo=True)
        if self._pending is not None:
            s.error.emit(_t("The tutor is still looking at your move."))
            return False
        try:
            action = s._legal_as_listed(seat, action)
        except IllegalAction:
            return s._apply(seat, action, clear_redo=True)  # refused, with the rules' reason
        if len(s.engine.legal_actions(s.state, seat)) < 2:  # a single legal action: nothing to judge
            return s._apply(seat, action, clear_redo=True)
        from engines.review import judge_move

        if self.calls is None:
            self.calls = BackgroundCalls(s)
        game, state, budget, seed = s.game, s.state, self.budget_s, len(s.history)
        ticket = self.calls.submit(lambda: judge_move(game, state, seat, action, budget_s=budget, seed=seed),
                                   lambda result: self._judged(result, None), lambda exc: self._judged(None, exc))
        self._pending = (ticket, seat, action, self._position())
        self._say(_t("The tutor looks at your move…"))
        return True

    def _say(self, text: str) -> None:
        if self.notify is not None:
            self.notify(text)

    def _position(self) -> tuple[int, int]:
        """Where the table stands: an undo, a redo or a load changes it (a move judged in another
        position is never played there, even when it is still legal)."""
        return (self.session.generation, len(self.session.history))

    def _still_playable(self, seat: int, action: Any, where: tuple[int, int]) -> bool:
        s = self.session
        if s.closed or s.is_replaying() or s.active_human() != seat or self._position() != where:
            return False
        try:
            return action in s.engine.legal_actions(s.state, seat)
        except Exception:
            return False

    def _judged(self, result: Any, failure: BaseException | None) -> None:
        if self._pending is None:
            return
        _, seat, action, where = self._pending
        self._pending = None
        self._say("")
        s = self.session
        if not self._still_playable(seat, action, where):  # the position moved on meanwhile: nothing is played
            if not s.closed:
                s.error.emit(_t("The position changed while the tutor was looking: play your move again."))
            return
        self.judged += 1
        if failure is not None or not isinstance(result, tuple) or len(result) != 4:
            s._apply(seat, action, clear_redo=True)  # the tutor never loses a move
            return
        label, played_value, best_value, best = result
        if label != "blunder" or best == action or self.ask is None:
            s._apply(seat, action, clear_redo=True)
            return
        from engines.review import unit_of

        engine, state = s.engine, s.state
        warning = TutorWarning(seat, action, best, translate_text(engine.describe(state, action)),
                               translate_text(engine.describe(state, best)), unit_of(s.game),
                               float(played_value) if math.isfinite(played_value) else math.nan,
                               float(best_value) if math.isfinite(best_value) else math.nan)
        if self.ask(warning) and self._still_playable(seat, action, where):
            s._apply(seat, action, clear_redo=True)
        else:
            s.state_changed.emit()  # the view forgets the move it proposed

    def withdraw(self) -> bool:
        """Undo while the tutor looks at a move: that move is withdrawn (never played), and nothing
        else is taken back. False when no move is under judgement."""
        if self._pending is None:
            return False
        self.cancel()
        self._say("")
        self.session.state_changed.emit()  # the view forgets the move it proposed
        return True

    def cancel(self) -> None:
        """The move under judgement is forgotten (an undo, a new game)."""
        if self._pending is not None and self.calls is not None:
            self.calls.cancel(self._pending[0])
        self._pending = None

    def shutdown(self) -> None:
        self.cancel()
        if self.calls is not None:
            self.calls.shutdown()
