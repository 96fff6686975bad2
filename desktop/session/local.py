"""GameSession: a table whose game is played on this computer (desktop.session.table.Table).

It owns the engine state and the parts of a local game, each an object with its own state:
the moves and the fair undo (`MoveHistory`, desktop.session.history), the autosave (`Autosave`,
desktop.session.saves, which also holds the save format), the computer players and hints
(`ComputerPlayers`, desktop.session.players), the replay (`Replay`), who is at the screen (`HotSeat`,
desktop.session.screen) and the seats on other computers (`RemoteSeats`). This class keeps submitting
moves and the end of the game; views send actions with submit() and never change the state."""
from __future__ import annotations

import json
import os
import random
import signal
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

import engines
from desktop.i18n import translate_text
from desktop.session.history import MoveHistory
from desktop.session.players import ComputerPlayers, clamp_budget, clamp_delay
from desktop.session.remote_seats import RemoteSeats
from desktop.session.replay import Replay
from desktop.session.saves import (
    GAME_ID,
    Autosave,
    HistoryEntry,
    Seat,
    _directly_in,
    encoded_actions,
    load_session,
    new_game_id,
    save_of,
    saved_seats,
    session_from_save,
)
from desktop.session.screen import HotSeat
from desktop.session.table import Table
from desktop.session.tutor import Tutor
from desktop.storage.safeio import write_atomically
from desktop.storage.stats import Statistics, StatisticsUnavailable
from engines import IllegalAction
from engines.players import make_player

__all__ = ["GameSession", "HistoryEntry", "Seat"]


class GameSession(Table):
    """A local table (see the module docstring); the signals are Table's."""

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
        self.computer_delay_ms = clamp_delay(computer_delay_ms)
        self.started_at = time.time()
        self.initial_state = self.engine.new_game(len(self.seats), seed=self.seed, options=self.options)
        #: the moves played and the states an undo can reach (the last one is `state`)
        self.moves = MoveHistory(self.engine, self.initial_state, _initial[1] if _initial is not None else None)
        self.hard_budget_s = hard_budget_s = clamp_budget(hard_budget_s)
        self.computers = ComputerPlayers(
            self, {i: make_player(game, s.level, seed=self.seed * 31 + i, budget_s=hard_budget_s)
                   for i, s in enumerate(self.seats) if s.kind == "computer"}, hard_budget_s)
        self.autosaves = Autosave(autosave_dir, autosave_file, self.game_id,
                                  self.storage_problem.emit, self.storage_ok.emit)
        self.replay = Replay(self.moves)
        #: the seats played on other computers (issue 25): their moves come through the host
        self.remote_seats = RemoteSeats(self)
        self.tutor = Tutor(self)  # issue 26: a question before a blunder, for the seats it watches
        #: the state's version: an answer thought out for an older one is dropped
        self.generation = 0
        self.closed = False
        self.screen = HotSeat([i for i, s in enumerate(self.seats) if s.is_human], self.engine.perfect_information)
        self._announced_over = False
        #: where the finished game is recorded, before its autosave is removed (set by the window)
        self.statistics: Statistics | None = None
        self._update_viewer()

    # ------------------------------------------------------------------ the parts, as views see them
    @property
    def state(self) -> Any:
        """The live state (never drawn directly: views draw observation()); tests set a position."""
        return self.moves.current

    @state.setter
    def state(self, position: Any) -> None:
        self.moves.states[-1] = position

    @property
    def history(self) -> list[HistoryEntry]:
        """The log: every move played, with its log line."""
        return self.moves.entries

    @property
    def watch_only(self) -> bool:
        return self.replay.watch_only

    @watch_only.setter
    def watch_only(self, value: bool) -> None:
        self.replay.watch_only = bool(value)

    @property
    def shown_state(self) -> Any:
        """The state the table shows: the replay's position, or the live state."""
        return self.replay.shown_state()

    @property
    def replay_index(self) -> int | None:
        """How many moves of the history the shown position has while replaying; None when live."""
        return self.replay.index

    def is_replaying(self) -> bool:
        return self.replay.active

    def shown_history(self) -> list[Any]:
        """The history up to the shown position (marks of the last moves read this one)."""
        return self.replay.shown_entries()

    def history_states(self) -> list[Any]:
        """The state after each number of moves, 0 to len(history)."""
        return self.replay.states()

    def scores(self) -> list[Any]:
        return list(self.engine.scores(self.shown_state))

    def winners(self) -> list[int]:
        shown = self.shown_state
        return list(self.engine.winners(shown)) if self.engine.is_over(shown) else []

    def may_play_computers(self) -> bool:
        """The computers may think now: the game is live, on screen, nobody is handed the screen."""
        return not self.closed and self.screen.handover_to is None and not self.replay.active

    def is_thinking(self) -> bool:
        return self.computers.thinking
    # ------------------------------------------------------------------ who is at the screen
    # (num_players and is_human are Table's)
    def is_over(self) -> bool:
        return self.engine.is_over(self.state)

    @property
    def viewer_seat(self) -> int | None:
        """The seat whose view is on screen (its private cards may be drawn); None during a
        hand-over, or when no human plays a hidden-information game."""
        return self.screen.viewer

    @property
    def handover_to(self) -> int | None:
        """The human seat the screen must be passed to, while the hand-over screen is up."""
        return self.screen.handover_to

    def active_human(self) -> int | None:
        """The human seat that must decide now at this screen (None during a hand-over or a replay)."""
        if self.replay.active:
            return None
        return self._live_human()

    def _live_human(self) -> int | None:
        if self.closed:
            return None
        return self.screen.live_human([p for p in self.engine.to_move(self.state) if self.is_human(p)])

    def observation(self) -> dict[str, Any]:
        """What the viewer seat may see of the shown state (the replay's position while replaying).
        With no viewer, seat 0's view: draw only its public parts."""
        seat = self.screen.viewer if self.screen.viewer is not None else 0
        return self.engine.observe(self.shown_state, seat)

    def _update_viewer(self) -> None:
        """Moves the screen to the next human who must decide (desktop.session.screen.HotSeat)."""
        if self.screen.follow([p for p in self.engine.to_move(self.state) if self.is_human(p)]):
            self.handover_changed.emit()

    def accept_handover(self) -> None:
        """The player the screen was passed to is ready: show their view."""
        if not self.screen.accept():
            return
        self.handover_changed.emit()
        self.state_changed.emit()
        self.computers.schedule()

    # ------------------------------------------------------------------ playing
    def legal_actions(self, seat: int) -> list[Any]:
        return self.engine.legal_actions(self.state, seat)

    def submit(self, seat: int, action: Any) -> bool:
        """A human's decision. Illegal ones are refused with the engine's reason (signal error),
        and so is anything that is not an action of this game now (garbage never escapes)."""
        if self.closed:
            return False
        if self.replay.active:
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
        return self.tutor.submit(seat, action)  # played at once, or once the tutor has judged it

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
        self.moves.played(HistoryEntry(seat, action, description, reveals), new_state, clear_redo=clear_redo)
        self.generation += 1
        if seat == self.computers.hint_seat:  # another seat's simultaneous move leaves the question open
            self.computers.drop_hint()
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
        self.computers.schedule()

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
        self.closed = True
        self.generation += 1
        self.computers.shutdown()
        self.tutor.shutdown()

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
            self.computers.schedule()

    # ------------------------------------------------------------------ saves and the autosave
    def to_save(self) -> dict[str, Any]:
        return save_of(self)

    def encoded_actions(self) -> list[list[Any]]:
        """The history as `[[seat, encoded action], ...]` (what replay_actions reads back)."""
        return encoded_actions(self.engine, self.history)

    @classmethod
    def from_save(cls, save: Any, **kwargs: Any) -> GameSession:
        """Rebuilds a session from a save (desktop.session.saves.session_from_save): ValueError with a
        clear message for anything Kotatsu did not write."""
        return session_from_save(cls, save, **kwargs)

    @classmethod
    def load(cls, path: Path, **kwargs: Any) -> GameSession:
        """Reads a saved game; a file inside `autosave_dir` is resumed in place."""
        return load_session(cls, path, **kwargs)

    _saved_seats = staticmethod(saved_seats)

    def autosave_path(self) -> Path | None:
        return self.autosaves.path

    def autosave(self) -> None:
        """Writes the autosave (not once the game is over); never raises."""
        if self.autosaves.path is None or self.is_over():
            return
        try:
            text = json.dumps(self.to_save())
        except (TypeError, ValueError) as exc:  # an engine's save that is not JSON: said, not raised
            self.storage_problem.emit(str(exc))
            return
        self.autosaves.write(text)

    @property
    def storage_failed(self) -> bool:
        """True while autosaving fails (see storage_problem)."""
        return self.autosaves.failed

    def remove_autosave(self) -> None:
        self.autosaves.remove()

    # ------------------------------------------------------------------ computers and hints
    def request_hint(self) -> bool:
        """Asks the hard player what the human at the screen should do now, off the interface thread
        (desktop.session.players.ComputerPlayers.request_hint); the answer comes as hint_ready or
        hint_failed. False when there is nobody to advise or a hint is already being thought out."""
        return self.computers.request_hint(self.active_human())

    def hint_pending(self) -> bool:
        return self.computers.hint_pending

    # ------------------------------------------------------------------ undo and redo
    def can_undo(self) -> bool:  # a move under the tutor's judgement is withdrawn first
        return self.tutor.pending() or (not self.computers.thinking and self.moves.undoable(self.active_human()))

    def can_redo(self) -> bool:
        return self.moves.redo_entry(self.active_human()) is not None

    def undo(self) -> bool:
        """Takes back the active human's own last decision when it revealed nothing (a fair undo)."""
        if self.tutor.withdraw():
            return True
        if not self.can_undo():
            return False
        self.moves.take_back()
        self.generation += 1
        self.computers.drop_hint()
        self.autosave()
        self._after_change()
        return True

    def redo(self) -> bool:
        entry = self.moves.redo_entry(self.active_human())
        if entry is None:
            return False
        self.moves.redo_stack.pop()
        return self._apply(entry.seat, entry.action, clear_redo=False)

    # ------------------------------------------------------------------ the replay
    def can_replay(self) -> bool:
        """A replay may be shown: nobody is being handed the screen (its viewer is known)."""
        return not self.closed and self.screen.handover_to is None

    def show_move(self, moves: int) -> bool:
        """Shows the position after `moves` moves (clamped to 0..len(history)), read-only: no action
        is accepted and the computers wait until leave_replay(). The observation stays the viewer
        seat's: another seat's private cards are never shown while the game is unfinished."""
        if not self.can_replay() or isinstance(moves, bool) or not isinstance(moves, int):
            return False
        if self.replay.show(moves):
            self.computers.drop_hint()
            self.replay_changed.emit()
            self.state_changed.emit()
        return True

    def leave_replay(self) -> None:
        """Back to the live game (a watched game stays in its replay)."""
        if self.replay.leave():
            self.replay_changed.emit()
            self.state_changed.emit()
            self.computers.schedule()

    def can_undo_to(self, moves: int) -> bool:
        """True when undo, repeated, can go back to the position after `moves` moves: only the
        active human's own decisions that revealed nothing, with no other seat's decision between."""
        if self.watch_only or self.computers.thinking:
            return False
        return self.moves.can_undo_to(self._live_human(), moves)

    def undo_to(self, moves: int) -> bool:
        """Leaves the replay and takes back the moves after `moves` (see can_undo_to)."""
        if not self.can_undo_to(moves):
            return False
        self.replay.drop()
        self.replay_changed.emit()
        while len(self.history) > moves and self.undo():
            pass
        return len(self.history) == moves

    def watch_as(self, seat: int) -> bool:
        """A finished game, only watched: show it as `seat` sees it (all is public once it is over)."""
        if not self.is_over() or not isinstance(seat, int) or not 0 <= seat < self.num_players:
            return False
        self.screen.viewer = seat
        self.state_changed.emit()
        return True
