"""GameSession: one game in progress, between the engine and the views.

It owns the engine, the current state and the history (undo / redo / replay), writes the autosave
after every action, decides whose view is on the screen (hot-seat privacy) and runs the computer
players off the interface thread. Views subscribe to its signals and send actions with submit();
they never change the state themselves.
"""
from __future__ import annotations

import errno
import json
import math
import os
import random
import re
import reprlib
import signal
import time
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

import engines
from desktop.i18n import translate_text
from desktop.paths import clean_stale_temporaries, write_atomically
from desktop.replay_session import ReplayMixin
from desktop.stats import Statistics, StatisticsUnavailable
from desktop.worker import BackgroundCalls
from engines import IllegalAction
from engines.players import DEFAULT_BUDGET_S, LEVELS, make_player

SAVE_FORMAT = "kotatsu-save"
SAVE_VERSION = 1

#: The shape of a game id, which names the game's autosave file: the session makes them itself
#: (`new_game_id`); an id read from a file is never used as a file name.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


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


def clamp_delay(ms: Any) -> int:
    if isinstance(ms, bool) or not isinstance(ms, (int, float)) or not math.isfinite(ms) or ms < 0:
        return 600
    return int(min(ms, MAX_DELAY_MS))


#: The longest seat name a save may hold (the new-game dialog's names are far shorter).
MAX_NAME = 200


def _short(value: Any, limit: int = 60) -> str:
    """A value for an error message: short, and safe with any nesting."""
    try:
        text = value if isinstance(value, (str, BaseException)) else reprlib.repr(value)
        text = str(text)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def new_game_id() -> str:
    return uuid.uuid4().hex[:12]


def _directly_in(folder: Path, path: Path) -> bool:
    """True when path is a `*.json` file name right inside folder (no `..`, no other folder)."""
    if path.name in ("", ".", "..") or not path.name.endswith(".json") or "\x00" in str(path):
        return False
    try:
        return path.parent.resolve() == folder.resolve()
    except (OSError, ValueError):
        return False


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"  # "human" or "computer"
    level: str = "normal"  # for computers: easy, normal, hard

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass
class HistoryEntry:
    seat: int
    action: Any
    description: str
    reveals: bool


def replay_actions(engine: Any, initial: Any, actions: Any) -> tuple[Any, list[HistoryEntry]]:
    """Plays saved moves `[[seat, encoded action], ...]` from `initial`: (final state, history).
    Hostile input: ValueError (IllegalAction included) for a move that is not one of the game's."""
    if not isinstance(actions, list):
        raise ValueError("the moves are not a list")
    history: list[HistoryEntry] = []
    replayed = initial
    for number, item in enumerate(actions, 1):
        if not isinstance(item, list) or len(item) != 2:
            raise ValueError(f"move {number} is not [seat, action]")
        seat, wire = item
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in engine.to_move(replayed):
            raise ValueError(f"move {number} is made by a seat that is not to move")
        decoded = engine.decode_action(wire)
        action = next((a for a in engine.legal_actions(replayed, seat) if a == decoded), None)
        if action is None:
            raise ValueError(f"move {number} is not legal there")
        description = engine.describe(replayed, action)
        reveals = bool(engine.reveals(replayed, seat, action))
        replayed = engine.apply(replayed, seat, action)
        history.append(HistoryEntry(seat, action, description, reveals))
    return replayed, history


#: Autosave folders already cleaned of a killed process's temporary files, in this process.
_cleaned_folders: set[Path] = set()


class GameSession(ReplayMixin, QObject):
    state_changed = Signal()
    action_applied = Signal(int, object, str)  # seat, action, description
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
            description = self.engine.describe(self.state, action)
            new_state = self.engine.apply(self.state, seat, action)
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

    # ------------------------------------------------------------------ computer players
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
            self.error.emit(self.tr("The computer player failed ({0}); it plays a random move.").format(failure))
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
            self.hint_failed.emit(self.tr("No hint available: {0}").format(failure))
            return
        try:
            action, reason = result
            action = self._legal_as_listed(seat, action)
            description = translate_text(self.engine.describe(self.state, action))
        except IllegalAction:  # the position moved on under it (a simultaneous move)
            return
        except Exception as exc:
            self.hint_failed.emit(self.tr("No hint available: {0}").format(exc))
            return
        self.hint_ready.emit(seat, action, description, str(reason))

    def _drop_hint(self) -> None:
        if self._hint_ticket is not None and self._hints is not None:
            self._hints.cancel(self._hint_ticket)
        self._hint_ticket = self._hint_seat = None

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

    # ------------------------------------------------------------------ undo / redo
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

    # ------------------------------------------------------------------ saving
    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "id": self.game_id,
            "game": self.game,
            "seed": self.seed,
            "options": self.options,
            "seats": [asdict(s) for s in self.seats],
            "started_at": self.started_at,
            "saved_at": time.time(),
            "actions": self.encoded_actions(),
            "state": self.engine.encode(self.state),
        }

    def encoded_actions(self) -> list[list[Any]]:
        """The history as `[[seat, encoded action], ...]` (what replay_actions reads back)."""
        return [[h.seat, self.engine.encode_action(h.action)] for h in self.history]

    def save_to(self, path: Path) -> None:
        write_atomically(Path(path), json.dumps(self.to_save()))

    def autosave_path(self) -> Path | None:
        if self._autosave_file is not None:
            return self._autosave_file
        return None if self.autosave_dir is None else self.autosave_dir / f"{self.game_id}.json"

    def autosave(self) -> None:
        """Writes the autosave; never raises. A failure emits storage_problem once (not at every
        move), a success after one storage_ok."""
        path = self.autosave_path()
        if path is None or self.is_over():
            return
        if path.parent not in _cleaned_folders:
            _cleaned_folders.add(path.parent)
            clean_stale_temporaries(path.parent)
        try:
            self.save_to(path)
        except (OSError, ValueError) as exc:
            if not self._storage_failed:
                self._storage_failed = True
                self.storage_problem.emit(self._storage_reason(path.parent, exc))
            return
        if self._storage_failed:
            self._storage_failed = False
            self.storage_ok.emit()

    @property
    def storage_failed(self) -> bool:
        """True while autosaving fails (see storage_problem)."""
        return self._storage_failed

    def _storage_reason(self, folder: Path, exc: BaseException) -> str:
        code = getattr(exc, "errno", None)
        if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return self.tr("Games are not being saved: the disk is full ({0}).").format(folder)
        if code in (errno.EACCES, errno.EPERM, errno.EROFS):
            return self.tr("Games are not being saved: Kotatsu may not write in {0}.").format(folder)
        reason = getattr(exc, "strerror", None) or str(exc)
        return self.tr("Games are not being saved: {0} can't be written ({1}).").format(folder, reason)

    def remove_autosave(self) -> None:
        path = self.autosave_path()
        if path is not None:
            try:
                path.unlink(missing_ok=True)
            except OSError:
                pass

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

    @classmethod
    def from_save(cls, save: Any, *, autosave_dir: Path | None = None, autosave_file: Path | None = None,
                  computer_delay_ms: int = 600, hard_budget_s: float = 1.0,
                  parent: QObject | None = None) -> GameSession:
        """Rebuilds a session from a save; ValueError with a clear message for anything we did not write.

        Open: the game gets a fresh id and so its own new autosave file. Resume: `autosave_file` is the
        autosave the application found in `autosave_dir`; the game keeps writing there. The save's
        own "id" never names a file."""
        if not isinstance(save, dict) or save.get("format") != SAVE_FORMAT:
            raise ValueError("This is not a Kotatsu saved game.")
        version = save.get("version")
        if not isinstance(version, int) or version > SAVE_VERSION:
            raise ValueError("This game was saved by a newer version of Kotatsu.")
        if version != SAVE_VERSION:
            raise ValueError(f"Unsupported save format version {version}.")
        game = save.get("game")
        if not isinstance(game, str) or game not in engines.NAMES or not engines.available(game):
            raise ValueError(f"This save is for a game this version doesn't have ({_short(game)}).")
        engine = engines.get(game)
        try:
            seats = cls._saved_seats(save["seats"])
            seed = save["seed"]
            if not isinstance(seed, int) or isinstance(seed, bool):
                raise ValueError("the seed is not a whole number")
            options = save["options"]
            if not isinstance(options, dict):
                raise ValueError("the options are not a table")
            options = engine.resolve_options(options, len(seats))
            engine.check_players(len(seats))
            state = engine.decode(save["state"])
            initial = engine.new_game(len(seats), seed=seed, options=options)
            replayed, history = replay_actions(engine, initial, save["actions"])
            if engine.encode(replayed) != engine.encode(state):
                raise ValueError("its moves don't lead to its position")
            session = cls(game, seats, seed=seed, options=options, autosave_dir=autosave_dir,
                          computer_delay_ms=computer_delay_ms, hard_budget_s=hard_budget_s, parent=parent,
                          _initial=(replayed, history), autosave_file=autosave_file,
                          game_id=cls._resumed_id(autosave_file))
        except ValueError as exc:  # IllegalAction included: the moves don't replay
            raise ValueError(f"The saved game is damaged: {_short(exc, 300)}") from exc
        except (KeyError, TypeError, IndexError, AttributeError, OverflowError, RecursionError,
                ArithmeticError) as exc:  # a file is hostile input: whatever breaks, it is damaged
            raise ValueError(f"The saved game is damaged ({type(exc).__name__}: {_short(exc, 300)}).") from exc
        started = save.get("started_at")
        if isinstance(started, (int, float)) and not isinstance(started, bool) and math.isfinite(started):
            session.started_at = float(started)
        return session

    @staticmethod
    def _saved_seats(saved: Any) -> list[Seat]:
        if not isinstance(saved, list):
            raise ValueError("the seats are not a list")
        seats = []
        for s in saved:
            if not isinstance(s, dict):
                raise ValueError("a seat is not a table")
            name, kind, level = s.get("name"), s.get("kind"), s.get("level", "normal")
            if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
                raise ValueError(f"a seat's name is not a name of 1 to {MAX_NAME} characters")
            if kind not in ("human", "computer"):
                raise ValueError("a seat is neither human nor computer")
            if level not in LEVELS:
                raise ValueError(f"a seat's level is not one of {', '.join(LEVELS)}")
            seats.append(Seat(name, kind, level))
        return seats

    @staticmethod
    def _resumed_id(autosave_file: Path | None) -> str:
        """A resumed autosave keeps its id when its file name is one (statistics count the game once)."""
        if autosave_file is not None and GAME_ID.fullmatch(autosave_file.stem):
            return autosave_file.stem
        return new_game_id()

    @classmethod
    def load(cls, path: Path, **kwargs: Any) -> GameSession:
        """Reads a saved game. A file inside `autosave_dir` is resumed in place (see from_save)."""
        folder = kwargs.get("autosave_dir")
        if folder is not None and "autosave_file" not in kwargs and _directly_in(Path(folder), Path(path)):
            kwargs["autosave_file"] = Path(path)
        try:
            text = Path(path).read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise ValueError("This is not a Kotatsu saved game (not text).") from exc
        try:
            save = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"The file is damaged or truncated (not valid JSON: {exc.msg}).") from exc
        return cls.from_save(save, **kwargs)

    def start(self) -> None:
        """Lets computer players begin (call once the views are connected)."""
        self._update_viewer()
        self.state_changed.emit()
        if self.is_over():
            self.game_over.emit()
        else:
            self._schedule_computer()
