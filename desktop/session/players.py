"""The computer players and the hints of GameSession: their thinking runs off the interface thread
(desktop.session.worker), and an answer for a position that has moved on is dropped. A mixin of
desktop.session.local.GameSession (its signals and state live there); its strings keep the translation
context "GameSession"."""
from __future__ import annotations

import math
import random
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from desktop.i18n import english_plural, translate_text
from desktop.session.worker import BackgroundCalls
from engines import IllegalAction
from engines.players import DEFAULT_BUDGET_S


# the context of the class these methods belong to (scripts/update_translations.py reads _t calls)
def _t(text: str) -> str:
    return QCoreApplication.translate("GameSession", text)


#: The range of the hard player's thinking time per decision (the Settings menu offers 0.5 to 5 s).
MAX_BUDGET_S = 5.0
#: The computer's pause before it plays, at most (the menu's slowest is 1.2 s).
MAX_DELAY_MS = 10_000


def clamp_budget(seconds: Any) -> float:
    """A thinking time the hard player can use: a positive finite number of seconds up to the menu's
    maximum; infinity is the maximum, anything else (NaN, zero, negative, not a number) the default."""
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        return DEFAULT_BUDGET_S
    seconds = float(seconds)
    if seconds == math.inf:
        return MAX_BUDGET_S
    if not math.isfinite(seconds) or seconds <= 0:
        return DEFAULT_BUDGET_S
    return min(seconds, MAX_BUDGET_S)


class HintWords(QObject):
    """The hint's reason in words (issue 14): `engines.players.hint` gives figures (a HintReason), this
    puts them in the interface language, plural forms included (lupdate gives numerus forms to
    self.tr(text, "", n) only, hence a QObject)."""

    def reason(self, reason: Any) -> str:
        """The sentence of a HintReason; a plain str (an older caller) is shown as it is."""
        kind = getattr(reason, "kind", None)
        if kind is None:
            return str(reason)
        if kind == "only":
            return self.tr("It is the only legal move")
        value = reason.value
        if kind == "usual" or value is None:
            return self.tr("The usual choice here (nothing to search in this phase)")
        games = int(reason.games or 0)
        figure = self.figure(kind, value)
        if kind == "x":
            text = (english_plural(self.tr("About {0} at the end, over %n simulated game(s)", "", games), games)
                    if games else self.tr("About {0} at the end")).format(figure)
        elif games:
            text = english_plural(self.tr("An estimated {0} chance to win, over %n simulated game(s)", "", games),
                                  games).format(figure)
        elif reason.lookahead:
            text = self.tr("An estimated {0} chance to win, looking one reply ahead").format(figure)
        else:
            text = self.tr("An estimated {0} chance to win").format(figure)
        if reason.runner_up_text is not None and reason.runner_up_value is not None:
            text = self.tr("{0}; next best: {1} ({2})").format(
                text, translate_text(reason.runner_up_text), self.figure(kind, reason.runner_up_value))
        return text

    def figure(self, kind: str, value: float) -> str:
        """'62%' (a chance to win) or '9.4 X' (Rolling Japan's X at the end), in the interface language."""
        if kind == "x":
            return self.tr("{0} X").format(f"{value:.1f}".replace(".", self.tr(".", "decimal separator")))
        return self.tr("{0}%").format(round(100 * value))


def hint_reason_text(reason: Any) -> str:
    """A HintReason (engines.players.hint) as a sentence in the interface language."""
    return HintWords().reason(reason)


def clamp_delay(ms: Any) -> int:
    if isinstance(ms, bool) or not isinstance(ms, (int, float)) or not math.isfinite(ms) or ms < 0:
        return 600
    return int(min(ms, MAX_DELAY_MS))


class PlayersMixin:
    """Schedules the computer seats' decisions and answers request_hint."""

    def _schedule_computer(self) -> None:
        if self._closed or self._thinking_seat is not None or self._handover_to is not None \
                or self._replay is not None:
            return
        movers = self.engine.to_move(self.state)
        computers = [p for p in movers if not self.is_human(p)]
        if not computers:
            return
        seat = computers[0]
        # a short visible pause so humans can follow; none when players decide simultaneously
        delay = self.computer_delay_ms if len(movers) == 1 else 0
        self._thinking_seat = seat
        self.thinking.emit(seat, True)
        generation, state, choose = self._generation, self.state, self._players[seat]
        started = time.monotonic()
        self._worker.submit(lambda: choose(state, seat),
                            lambda action: self._on_decided(generation, seat, started, delay, action, ""),
                            lambda exc: self._on_decided(generation, seat, started, delay, None,
                                                         f"{type(exc).__name__}: {exc}"))

    def _on_decided(self, generation: int, seat: int, started: float, delay: int, action: Any,
                    failure: str) -> None:
        if self._closed:
            return
        remaining = int(delay - (time.monotonic() - started) * 1000)
        if remaining > 0 and generation == self._generation:
            QTimer.singleShot(remaining, self, lambda: self._finish_computer(generation, seat, action, failure))
        else:
            self._finish_computer(generation, seat, action, failure)

    def _finish_computer(self, generation: int, seat: int, action: Any, failure: str) -> None:
        if self._closed:
            return
        self._thinking_seat = None
        self.thinking.emit(seat, False)
        if generation != self._generation or self._replay is not None:
            self._schedule_computer()  # the state moved on meanwhile: think again (after a replay)
            return
        if failure or action is None:
            # never lose the game: fall back to a legal move and say so
            self.error.emit(_t("The computer player failed ({0}); it plays a random move.").format(failure))
            action = random.Random(self._generation).choice(self.engine.legal_actions(self.state, seat))
        self._apply(seat, action, clear_redo=False)

    def is_thinking(self) -> bool:
        return self._thinking_seat is not None

    # ------------------------------------------------------------------ hints
    def request_hint(self) -> bool:
        """Asks the hard player what the human at the screen should do now, thought out off the
        interface thread within the hard player's budget; the answer comes as hint_ready (or
        hint_failed). False when there is nobody to advise or a hint is already being thought out.
        The seat's own move, an undo or close() drops the question and stops its search (another
        seat's simultaneous move does not: the answer is given if still legal)."""
        seat = self.active_human()
        if seat is None or self._hint_ticket is not None:
            return False
        from engines import players

        game, state, budget, seed = self.game, self.state, self.hard_budget_s, len(self.history)
        if self._hints is None:
            self._hints = BackgroundCalls(self)
        self._hint_seat = seat
        self._hint_ticket = self._hints.submit(
            lambda: players.hint(game, state, seat, budget_s=budget, seed=seed),
            lambda result: self._on_hint(seat, result, None),
            lambda exc: self._on_hint(seat, None, exc))
        return True

    def hint_pending(self) -> bool:
        return self._hint_ticket is not None

    def _on_hint(self, seat: int, result: Any, failure: BaseException | None) -> None:
        self._hint_ticket = self._hint_seat = None
        if self._closed or seat != self.active_human():
            return
        if failure is not None:
            self.hint_failed.emit(_t("No hint available: {0}").format(failure))
            return
        try:
            action, reason = result
            action = self._legal_as_listed(seat, action)
            description = translate_text(self.engine.describe(self.state, action))
        except IllegalAction:  # the position moved on under it (a simultaneous move)
            return
        except Exception as exc:
            self.hint_failed.emit(_t("No hint available: {0}").format(exc))
            return
        self.hint_ready.emit(seat, action, description, hint_reason_text(reason))

    def _drop_hint(self) -> None:
        if self._hint_ticket is not None and self._hints is not None:
            self._hints.cancel(self._hint_ticket)
        self._hint_ticket = self._hint_seat = None

