"""GameSession: one game in progress, between the engine and the views.

It owns the engine, the current state and the history (undo / redo / replay), writes the autosave
after every action, decides whose view is on the screen (hot-seat privacy) and runs the computer
players off the interface thread. Views subscribe to its signals and send actions with submit();
they never change the state themselves.

The session is one class made of parts, one responsibility each:
desktop.session.saves (Seat, HistoryEntry, the save format, autosave, from_save / load,
replay_actions), desktop.session.players (computer players and hints), desktop.session.history
(undo / redo) and desktop.session.replay (stepping through the log). This module keeps the
signals, who is at the screen, submitting moves and the end of the game; every name the
application imports from it is here.
"""
from __future__ import annotations

import json
import os
import random
import signal
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

import engines
from desktop.i18n import translate_text
from desktop.session.history import HistoryMixin
from desktop.session.players import MAX_BUDGET_S, MAX_DELAY_MS, PlayersMixin, clamp_budget, clamp_delay
from desktop.session.replay import ReplayMixin
from desktop.session.saves import (
    GAME_ID,
    MAX_NAME,
    SAVE_FORMAT,
    SAVE_VERSION,
    HistoryEntry,
    SavesMixin,
    Seat,
    _directly_in,
    new_game_id,
    replay_actions,
)
from desktop.session.worker import BackgroundCalls
from desktop.storage.safeio import write_atomically
from desktop.storage.stats import Statistics, StatisticsUnavailable
from engines import IllegalAction
from engines.players import make_player

__all__ = ["GAME_ID", "MAX_BUDGET_S", "MAX_DELAY_MS", "MAX_NAME", "SAVE_FORMAT", "SAVE_VERSION", "GameSession",
           "HistoryEntry", "Seat", "clamp_budget", "clamp_delay", "new_game_id", "replay_actions"]


class GameSession(SavesMixin, PlayersMixin, HistoryMixin, ReplayMixin, QObject):
    state_changed = Signal()
    action_applied = Signal(int, object, str)  # seat, action, its log line (engine.describe_result)
    error = Signal(str)
    thinking = Signal(int, bool)  # seat, on/off
    game_over = Signal()
    handover_changed = Signal()  # the hand-over screen goes up or down
    #: Autosaving stopped working (reason in plain words, translated): emitted once, when the first
    #: autosave fails; play goes on. `storage_ok` once it works again.
    storage_problem = Signal(str)
    storage_ok = Signal()
    #: The answer to request_hint: seat, the suggested action, its description (translated) and a
    #: one-line reason; or hint_failed(message). Never emitted for a position that has moved on.
    hint_ready = Signal(int, object, str, str)
    hint_failed = Signal(str)
    #: a replay began, stepped or ended (see show_move / leave_replay); state_changed follows
    replay_changed = Signal()

    def __init__(self, game: str, seats: list[Seat], *, seed: int | None = None,
                 options: dict[str, Any] | None = None, autosave_dir: Path | None = None,
                 computer_delay_ms: int = 600, hard_budget_s: float = 1.0, parent: QObject | None = None,
                 _initial: tuple[Any, list[HistoryEntry]] | None = None, game_id: str | None = None,
                 autosave_file: Path | None = None) -> None:
        super().__init__(parent)
        if game_id is not None and (not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id)):
            raise ValueError(f"not a game id: {game_id!r}")
        autosave_dir = None if autosave_dir is None else Path(autosave_dir)
        if autosave_file is not None:
            autosave_file = Path(autosave_file)
            if autosave_dir is None or not _directly_in(autosave_dir, autosave_file):
                raise ValueError(f"{autosave_file} is not an autosave file of {autosave_dir}")
        self.game = game
        self.engine = engines.get(game)
        self.seats = list(seats)
        self.engine.check_players(len(self.seats))
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1, 2**31)
        self.options = self.engine.resolve_options(options, len(self.seats))
        self.game_id = game_id or new_game_id()
        self.autosave_dir = autosave_dir
        #: the autosave file: in the autosave folder, named by the session's own id, or the file
        #: a resumed game was found in (a path the application chose, never one read from a file)
        self._autosave_file = autosave_file
        self.computer_delay_ms = clamp_delay(computer_delay_ms)
        self.started_at = time.time()
        self.initial_state = self.engine.new_game(len(self.seats), seed=self.seed, options=self.options)
        self.state = self.initial_state
        self.history: list[HistoryEntry] = []
        #: the states an undo may go back to: the last one is `state`, the one before it the state
        #: before history[-1], and so on back over the tail of history an undo could take back (the
        #: same seat's decisions that revealed nothing); older states are not kept (bounded memory)
        self._states: list[Any] = [self.initial_state]
        self._redo: list[HistoryEntry] = []
        if _initial is not None:
            self.state, self.history = _initial
            self._states = self._replay_states(self.history)
        self._trim_states()
        self.hard_budget_s = hard_budget_s = clamp_budget(hard_budget_s)
        self._players = {i: make_player(game, s.level, seed=self.seed * 31 + i, budget_s=hard_budget_s)
                         for i, s in enumerate(self.seats) if not s.is_human}
        self._generation = 0
        self._thinking_seat: int | None = None
        self._closed = False
        self._worker = BackgroundCalls(self)
        self._hints: BackgroundCalls | None = None  # its own thread: a hint never waits for a computer
        self._hint_ticket: int | None = None
        self._hint_seat: int | None = None
        self._humans = [i for i, s in enumerate(self.seats) if s.is_human]
        self._viewer: int | None = None
        self._handover_to: int | None = None
        self._announced_over = False
        self._storage_failed = False
        #: where the finished game is recorded, before its autosave is removed (set by the window)
        self.statistics: Statistics | None = None
        #: the replay: how many moves the shown position has (None: the live game), the states of the
        #: history while replaying (dropped on leaving), and whether the game is only watched
        self._replay: int | None = None
        self._replay_cache: list[Any] | None = None
        self.watch_only = False
        self._update_viewer()

    # ------------------------------------------------------------------ who is at the screen
    @property
    def num_players(self) -> int:
        return len(self.seats)

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].is_human

    def is_over(self) -> bool:
        return self.engine.is_over(self.state)

    @property
    def viewer_seat(self) -> int | None:
        """The seat whose view is on screen (its private cards may be drawn); None during a
        hand-over, or when no human plays a hidden-information game."""
        return self._viewer

    @property
    def handover_to(self) -> int | None:
        """The human seat the screen must be passed to, while the hand-over screen is up."""
        return self._handover_to

    def active_human(self) -> int | None:
        """The human seat that must decide now at this screen (None during a hand-over or a replay)."""
        if self._replay is not None:
            return None
        return self._live_human()

    def _live_human(self) -> int | None:
        if self._handover_to is not None or self._closed:
            return None
        movers = [p for p in self.engine.to_move(self.state) if self.is_human(p)]
        if not movers:
            return None
        return self._viewer if self._viewer in movers else movers[0]

    def observation(self) -> dict[str, Any]:
        """What the viewer seat may see of the shown state (the replay's position while replaying).
        With no viewer, seat 0's view: draw only its public parts."""
        seat = self._viewer if self._viewer is not None else 0
        return self.engine.observe(self.shown_state, seat)

    def _update_viewer(self) -> None:
        """Moves the screen to the next human who must decide, through a hand-over screen when the
        game has private information and another human was looking."""
        if not self._humans:
            self._viewer = 0 if self.engine.perfect_information else None
            return
        movers = [p for p in self.engine.to_move(self.state) if self.is_human(p)]
        if self._handover_to is not None:
            return
        if not movers:
            if self._viewer is None and len(self._humans) == 1:
                self._viewer = self._humans[0]
            if self._viewer is None and self.engine.perfect_information:
                self._viewer = self._humans[0]
            return
        if self._viewer in movers:
            return
        nxt = movers[0]
        if self.engine.perfect_information or len(self._humans) == 1:
            self._viewer = nxt
            return
        # two or more humans and private cards: pass the screen
        self._viewer = None
        self._handover_to = nxt
        self.handover_changed.emit()

    def accept_handover(self) -> None:
        """The player the screen was passed to is ready: show their view."""
        if self._handover_to is None:
            return
        self._viewer = self._handover_to
        self._handover_to = None
        self.handover_changed.emit()
        self.state_changed.emit()
        self._schedule_computer()

    # ------------------------------------------------------------------ playing
    def legal_actions(self, seat: int) -> list[Any]:
        return self.engine.legal_actions(self.state, seat)

    def submit(self, seat: int, action: Any) -> bool:
        """A human's decision. Illegal ones are refused with the engine's reason (signal error),
        and so is anything that is not an action of this game now (garbage never escapes)."""
        if self._closed:
            return False
        if self._replay is not None:
            self.error.emit(self.tr("This is a replay: go back to the game to play."))
            return False
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.num_players:
            self.error.emit(self.tr("There is no such seat in this game."))
            return False
        if not self.is_human(seat):
            self.error.emit(self.tr("It is not your decision: a computer plays that seat."))
            return False
        if seat != self.active_human():
            self.error.emit(self.tr("It is not your turn."))
            return False
        return self._apply(seat, action, clear_redo=True)

    def _legal_as_listed(self, seat: int, action: Any) -> Any:
        """The engine's own legal action equal to `action`; IllegalAction (the engine's reason when
        it gives one) for anything else. Only a listed action reaches describe/reveals/apply."""
        legal = self.engine.legal_actions(self.state, seat)
        for candidate in legal:
            try:
                if candidate == action:
                    return candidate
            except Exception:  # a foreign object whose comparison fails is not a move of this game
                continue
        try:
            self.engine.apply(self.state, seat, action)  # for the engine's reason only
        except IllegalAction:
            raise
        except Exception:
            pass
        raise IllegalAction(self.tr("That move is not possible now."))

    def _apply(self, seat: int, action: Any, *, clear_redo: bool) -> bool:
        try:
            action = self._legal_as_listed(seat, action)
            reveals = bool(self.engine.reveals(self.state, seat, action))
            new_state = self.engine.apply(self.state, seat, action)
            # the log's words, after the move: what it revealed to everybody (describe_result),
            # never the proposal's describe() (told from the mover's view, before)
            description = self.engine.describe_result(self.state, action, new_state)
        except IllegalAction as exc:
            self.error.emit(translate_text(exc.message) or self.tr("That move is not possible now."))
            return False
        except Exception as exc:  # an engine failing on a listed action: refuse it, keep the game
            self.error.emit(self.tr("That move is not possible now ({0}).").format(f"{type(exc).__name__}: {exc}"))
            return False
        self._states.append(new_state)
        self.history.append(HistoryEntry(seat, action, description, reveals))
        self.state = new_state
        self._trim_states()
        if clear_redo:
            self._redo.clear()
        self._generation += 1
        if seat == self._hint_seat:  # another seat's simultaneous move leaves the question open
            self._drop_hint()
        self.autosave()
        self.action_applied.emit(seat, action, translate_text(description))
        self._after_change()
        return True

    def _after_change(self) -> None:
        self._update_viewer()
        self.state_changed.emit()
        if self.is_over():
            if not self._announced_over:
                self._announced_over = True
                self._record_finished()
                self.game_over.emit()
            return
        self._schedule_computer()

    def result(self) -> list[dict[str, Any]]:
        """Per seat {"name", "kind", "level", "score", "won"}: the rows Statistics.record takes."""
        scores, winners = self.engine.scores(self.state), self.engine.winners(self.state)
        return [{"name": s.name, "kind": s.kind, "level": s.level, "score": scores[i], "won": i in winners}
                for i, s in enumerate(self.seats)]

    def _record_finished(self) -> None:
        """The end of a game, in an order a kill can't break: the result is committed to the
        statistics first, then the autosave is removed (a kill in between leaves an autosave of a
        recorded game, which paths.tidy_autosave_dir drops at the next start)."""
        if self.statistics is not None:
            try:
                self.statistics.record(game_id=self.game_id, game=self.game, started_at=self.started_at,
                                       seed=self.seed, options=self.options, players=self.result(),
                                       actions=self.encoded_actions())
            except StatisticsUnavailable as exc:
                self.storage_problem.emit(str(exc))
            except Exception as exc:  # statistics never lose the game's end
                self.storage_problem.emit(self.tr("Statistics are not being saved ({0}).").format(exc))
        if os.environ.get("KOTATSU_TEST_KILL_AT") == "after-statistics-commit":  # tests: a kill -9 here
            os.kill(os.getpid(), getattr(signal, "SIGKILL", signal.SIGTERM))
        self.remove_autosave()

    def close(self) -> None:
        """Stops the computer players (the window is closing, another game starts); the autosave
        keeps the game. Returns at once: a search still thinking is told to stop and ends on its own
        within a fraction of a second; its result is dropped."""
        self._closed = True
        self._generation += 1
        self._thinking_seat = None
        self._drop_hint()
        self._worker.shutdown()
        if self._hints is not None:
            self._hints.shutdown()

    def save_to(self, path: Path) -> None:
        """Writes the game to path (atomically); the autosave and Save as come here."""
        write_atomically(Path(path), json.dumps(self.to_save()))

    def start(self) -> None:
        """Lets computer players begin (call once the views are connected)."""
        self._update_viewer()
        self.state_changed.emit()
        if self.is_over():
            self.game_over.emit()
        else:
            self._schedule_computer()
