"""The computer players and the hints of a local table: `ComputerPlayers` owns the players of the
computer seats, the seat thinking now, the background threads (desktop.session.worker) and the
question of a pending hint. An answer for a position that has moved on is dropped. It plays on its
session through the session's own calls (`state`, `may_play_computers()`, `_apply`) and emits the
session's signals; its strings keep the translation context "GameSession"."""
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


class ComputerPlayers:
    """Schedules the computer seats' decisions and answers hints, for one GameSession."""

    def __init__(self, session: Any, players: dict[int, Any], hard_budget_s: float) -> None:
        self.session = session
        self.players = players  # seat -> choose(state, seat)
        self.hard_budget_s = hard_budget_s
        self.thinking_seat: int | None = None
        self.worker = BackgroundCalls(session)
        self.hints: BackgroundCalls | None = None  # its own thread: a hint never waits for a computer
        self._hint_ticket: int | None = None
        self.hint_seat: int | None = None

    def schedule(self) -> None:
        s = self.session
        if self.thinking_seat is not None or not s.may_play_computers():
            return
        movers = s.engine.to_move(s.state)
        computers = [p for p in movers if p in self.players]
        if not computers:
            return
        seat = computers[0]
        # a short visible pause so humans can follow; none when players decide simultaneously
        delay = s.computer_delay_ms if len(movers) == 1 else 0
        self.thinking_seat = seat
        s.thinking.emit(seat, True)
        generation, state, choose = s.generation, s.state, self.players[seat]
        started = time.monotonic()
        self.worker.submit(lambda: choose(state, seat),
                           lambda action: self._decided(generation, seat, started, delay, action, ""),
                           lambda exc: self._decided(generation, seat, started, delay, None,
                                                     f"{type(exc).__name__}: {exc}"))

    def _decided(self, generation: int, seat: int, started: float, delay: int, action: Any,
                 failure: str) -> None:
        if self.session.closed:
            return
        remaining = int(delay - (time.monotonic() - started) * 1000)
        if remaining > 0 and generation == self.session.generation:
            QTimer.singleShot(remaining, self.session, lambda: self._finish(generation, seat, action, failure))
        else:
            self._finish(generation, seat, action, failure)

    def _finish(self, generation: int, seat: int, action: Any, failure: str) -> None:
        s = self.session
        if s.closed:
            return
        self.thinking_seat = None
        s.thinking.emit(seat, False)
        if generation != s.generation or s.is_replaying():
            self.schedule()  # the state moved on meanwhile: think again (after a replay)
            return
        if failure or action is None:
            # never lose the game: fall back to a legal move and say so
            s.error.emit(_t("The computer player failed ({0}); it plays a random move.").format(failure))
            action = random.Random(s.generation).choice(s.engine.legal_actions(s.state, seat))
        s._apply(seat, action, clear_redo=False)

    @property
    def thinking(self) -> bool:
        return self.thinking_seat is not None

    def forget_thinking(self) -> None:
        """The position changed under the search (close): its answer will be dropped."""
        self.thinking_seat = None

    # ------------------------------------------------------------------ hints
    def request_hint(self, seat: int | None) -> bool:
        """Asks the hard player what `seat` should do now (see GameSession.request_hint)."""
        if seat is None or self._hint_ticket is not None:
            return False
        from engines import players

        s = self.session
        game, state, budget, seed = s.game, s.state, self.hard_budget_s, len(s.history)
        if self.hints is None:
            self.hints = BackgroundCalls(s)
        self.hint_seat = seat
        self._hint_ticket = self.hints.submit(
            lambda: players.hint(game, state, seat, budget_s=budget, seed=seed),
            lambda result: self._hinted(seat, result, None),
            lambda exc: self._hinted(seat, None, exc))
        return True

    @property
    def hint_pending(self) -> bool:
        return self._hint_ticket is not None

    def _hinted(self, seat: int, result: Any, failure: BaseException | None) -> None:
        self._hint_ticket = self.hint_seat = None
        s = self.session
        if s.closed or seat != s.active_human():
            return
        if failure is not None:
            s.hint_failed.emit(_t("No hint available: {0}").format(failure))
            return
        try:
            action, reason = result
            action = s._legal_as_listed(seat, action)
            description = translate_text(s.engine.describe(s.state, action))
        except IllegalAction:  # the position moved on under it (a simultaneous move)
            return
        except Exception as exc:
            s.hint_failed.emit(_t("No hint available: {0}").format(exc))
            return
        s.hint_ready.emit(seat, action, description, hint_reason_text(reason))

    def drop_hint(self) -> None:
        if self._hint_ticket is not None and self.hints is not None:
            self.hints.cancel(self._hint_ticket)
        self._hint_ticket = self.hint_seat = None

    def shutdown(self) -> None:
        self.thinking_seat = None
        self.drop_hint()
        self.worker.shutdown()
        if self.hints is not None:
            self.hints.shutdown()
