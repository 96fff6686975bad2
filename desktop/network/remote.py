"""RemoteTable: a seat of a table hosted on another computer (desktop.session.table.Table).

Built only from what the host sends this seat (desktop.network.remote_log): its views (the
observation, its legal actions, whose turn, the public scores), the public log lines, the seats and
their connections, chat lines, hints. Moves go back as `act` messages answering the view's seq; the
host's refusal comes back as `error(str)`. The replay steps through the positions this seat saw.
There is no engine state here (only, for views that need one, a state rebuilt from the observation
by `engine.from_observation`), no save and no autosave. The link is a `ClientConnection`: when it
drops, `connection(None)` says so and the seat is taken back with the resume token."""
from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

import engines
from desktop.i18n import translate_text
from desktop.network import client as C
from desktop.network import protocol as P
from desktop.network import remote_seats_kept
from desktop.network.remote_log import (
    Garbage,
    Position,
    PositionLog,
    SeatInfo,
    ViewReader,
    read_hint,
    same_action,
    score_series,
    welcome_game,
)
from desktop.session.saves import GAME_ID, HistoryEntry, new_game_id
from desktop.session.table import CONNECTED, DISCONNECTED, Table
from desktop.storage.stats import StatisticsUnavailable


class RemoteTable(Table):
    """See the module docstring. `conn` has been welcomed (`welcome` is its message); the table is
    `ready` once the first view has come."""

    #: the first view came: the table can be shown
    ready = Signal()
    #: the host sent something this table can't use (a plain reason); the table keeps working
    problem = Signal(str)

    def __init__(self, conn: C.ClientConnection, welcome: dict[str, Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game, players, self.options = welcome_game(welcome)
        self.engine = engines.get(self.game)
        self.conn = conn
        self.my_seat: int = welcome["seat"]
        gid = welcome.get("game_id")
        self.game_id = (gid if isinstance(gid, str) and GAME_ID.fullmatch(gid) else new_game_id())[:40] \
            + f"-s{self.my_seat}"
        self.reader = ViewReader(self.engine, players, self.my_seat, self.options)
        self.infos: list[SeatInfo] = [SeatInfo(f"Player {i + 1}", "human" if i == self.my_seat else "remote")
                                      for i in range(players)]
        try:
            self.infos = self.reader.seats(welcome.get("seats"), self.infos)
        except Garbage:
            pass
        self.computer_delay_ms = 600
        self.started_at = time.time()
        self.seed = 0
        self.statistics: Any = None
        self.log = PositionLog()
        self._pending: list[HistoryEntry] = []   # log lines waiting for their view
        self._next_view: dict[str, Any] | None = None   # the newest view, drawn at the next turn of the loop
        self.sent_seq: int | None = None          # the view an act answered, until it is answered
        self._sent_action: Any = None              # that act: the log line of this seat's move names it
        self.hint_seq: int | None = None
        self.watch_only = False
        self.closed = False
        self._announced_over = False
        self._hint_words: Any = None
        conn.message.connect(self._heard)
        conn.link_changed.connect(self._link)
        conn.problem.connect(self._garbage)
        conn.welcomed.connect(self._welcomed_again)

    # ------------------------------------------------------------------ identity and what is shown
    @property
    def seats(self) -> list[Any]:
        return [info.seat() for info in self.infos]

    def is_remote(self) -> bool:
        return True

    def has_position(self) -> bool:
        return bool(self.log.positions)

    @property
    def viewer_seat(self) -> int:
        return self.my_seat

    handover_to = None

    def accept_handover(self) -> None:
        """Nobody else uses this screen: there is never a hand-over."""

    @property
    def history(self) -> list[HistoryEntry]:
        return self.log.entries

    @property
    def state(self) -> Any:
        """The live position rebuilt from the observation (None for a game that can't be rebuilt)."""
        return self.log.live.state

    @property
    def shown_state(self) -> Any:
        return self.log.shown_position().state

    @property
    def initial_state(self) -> Any:
        return self.log.positions[0].state if self.log.positions and self.log.positions[0].moves == 0 else None

    def observation(self) -> dict[str, Any]:
        return self.log.shown_position().observation

    def shown_to_move(self) -> list[int]:
        return list(self.log.shown_position().to_move)

    def scores(self) -> list[Any]:
        return list(self.log.shown_position().scores)

    def winners(self) -> list[int]:
        shown = self.log.shown_position()
        return list(shown.winners) if shown.over else []

    def score_breakdown(self) -> list[list[tuple[Any, int]]]:
        shown = self.log.shown_position()
        if shown.breakdown is not None:
            return shown.breakdown
        if shown.state is not None:
            return self.engine.score_breakdown(shown.state)
        return [[] for _ in self.infos]

    def score_series(self) -> Any:
        """The running totals for the results' plot (remote_log.score_series)."""
        return score_series(self.game, self.engine, self.log, len(self.infos))

    def history_states(self) -> list[Any]:
        return self.log.states()

    def is_over(self) -> bool:
        return bool(self.log.positions) and self.log.live.over

    def is_thinking(self) -> bool:
        return False

    def active_human(self) -> int | None:
        if self.closed or self.log.shown is not None or not self.log.positions:
            return None
        live = self.log.live
        return self.my_seat if live.legal and self.my_seat in live.to_move else None

    def result(self) -> list[dict[str, Any]]:
        """Per seat {"name", "kind", "level", "score", "won"}, as this seat saw the end; the other
        people are recorded as human players, the host's computers as computers."""
        live = self.log.live
        return [{"name": info.name, "kind": "computer" if info.kind == "computer" else "human",
                 "level": info.level, "score": live.scores[i], "won": i in live.winners}
                for i, info in enumerate(self.infos)]

    # ------------------------------------------------------------------ connection and chat
    def connection(self, seat: int | None) -> str:
        if seat is None:
            return CONNECTED if self.conn.link == C.JOINED else DISCONNECTED
        if seat == self.my_seat:
            return self.connection(None)
        return self.infos[seat].connection if 0 <= seat < len(self.infos) else DISCONNECTED

    def link_state(self) -> str:
        """The link's own state (desktop.network.client: joined, reconnecting, connecting, closed)."""
        return self.conn.link

    def has_chat(self) -> bool:
        return True

    def send_chat(self, text: str) -> bool:
        text = P.plain_text(text, P.CHAT_MAX)
        return bool(text) and self.conn.send({"type": "chat", "text": text})

    # ------------------------------------------------------------------ playing
    def legal_actions(self, seat: int) -> list[Any]:
        if seat != self.my_seat or not self.log.positions:
            return []
        return list(self.log.live.legal)

    def submit(self, seat: int, action: Any) -> bool:
        if self.closed or not self.log.positions:
            return False
        if self.log.shown is not None:
            self.error.emit(self.tr("This is a replay: go back to the game to play."))
            return False
        if seat != self.my_seat:
            self.error.emit(self.tr("It is not your decision: another player plays that seat."))
            return False
        live = self.log.live
        if self.active_human() is None:
            self.error.emit(self.tr("It is not your turn."))
            return False
        if self.sent_seq is not None:
            return False  # a move is on its way; the host's answer decides
        chosen = next((a for a in live.legal if same_action(a, action)), None)
        if chosen is None:
            self.error.emit(self.tr("That move is not possible now."))
            return False
        try:
            encoded = self.engine.encode_action(chosen)
        except Exception:
            self.error.emit(self.tr("That move is not possible now."))
            return False
        if not self.conn.send({"type": "act", "seq": live.seq, "action": encoded}):
            self.error.emit(self.tr("The move could not be sent: the connection to the host is down."))
            return False
        self.sent_seq, self._sent_action = live.seq, chosen
        return True

    def request_hint(self) -> bool:
        if self.active_human() is None or self.hint_seq is not None:
            return False
        if not self.conn.send({"type": "hint"}):
            return False
        self.hint_seq = self.log.live.seq
        return True

    def hint_pending(self) -> bool:
        return self.hint_seq is not None

    def can_undo(self) -> bool:
        """Undo asks the host, which takes back this seat's own last move when it revealed nothing
        and nobody moved since (the host's rule decides; its refusal comes back as error)."""
        h = self.log.entries
        return (not self.closed and self.log.shown is None and not self.is_over() and bool(h)
                and h[-1].seat == self.my_seat and not h[-1].reveals and self.conn.link == C.JOINED)

    def undo(self) -> bool:
        return self.can_undo() and self.conn.send({"type": "undo"})

    def can_redo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    # ------------------------------------------------------------------ the replay
    @property
    def replay_index(self) -> int | None:
        return self.log.shown

    def is_replaying(self) -> bool:
        return self.log.shown is not None

    def can_replay(self) -> bool:
        return not self.closed and bool(self.log.positions)

    def shown_history(self) -> list[HistoryEntry]:
        n = self.log.shown
        return list(self.log.entries) if n is None else self.log.entries[:n]

    def show_move(self, moves: int) -> bool:
        if not self.can_replay() or isinstance(moves, bool) or not isinstance(moves, int):
            return False
        moves = max(0, min(moves, len(self.log.entries)))
        if self.log.shown != moves:
            self.log.shown = moves
            self.replay_changed.emit()
            self.state_changed.emit()
        return True

    def leave_replay(self) -> None:
        if self.log.shown is not None:
            self.log.shown = None
            self.replay_changed.emit()
            self.state_changed.emit()

    def can_undo_to(self, moves: int) -> bool:
        return self.can_undo() and moves == len(self.log.entries) - 1

    def undo_to(self, moves: int) -> bool:
        if not self.can_undo_to(moves):
            return False
        self.leave_replay()
        return self.undo()

    # ------------------------------------------------------------------ the table's life
    def start(self) -> None:
        self.state_changed.emit()
        if self.is_over():
            self._finished()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.conn.close()

    def remove_autosave(self) -> None:
        """A remote table has no autosave (the host keeps the table)."""

    # ------------------------------------------------------------------ what the host says
    def _heard(self, m: dict[str, Any]) -> None:
        if self.closed:
            return
        kind = m["type"]
        try:
            if kind == "view":
                # views that come faster than they are drawn: only the newest is shown (a host that
                # floods views can't freeze the window); the log lines before it all count
                if self._next_view is None:
                    QTimer.singleShot(0, self, self._newest_view)
                self._next_view = m
            elif kind == "log":
                self._log_line(m)
            elif kind == "error":
                self.sent_seq = self._sent_action = None
                self.error.emit(P.plain_text(m.get("reason"), 500) or self.tr("The host refused that move."))
            elif kind == "chat":
                seat, text = m.get("seat"), P.plain_text(m.get("text"), P.CHAT_MAX)
                if P.is_int(seat, 0, len(self.infos) - 1) and text:
                    self.chat_received.emit(seat, P.plain_name(m.get("name"), self.infos[seat].name), text)
            elif kind == "hint":
                self._hint(m)
            elif kind == "hint_failed":
                self.hint_seq = None
                self.hint_failed.emit(P.plain_text(m.get("reason"), 500) or self.tr("No hint available."))
            elif kind == "goodbye":
                self._goodbye(m)
        except Garbage as exc:
            self._garbage(self.tr("The host sent something that can't be right ({0}); it was ignored.").format(exc))

    def _newest_view(self) -> None:
        m, self._next_view = self._next_view, None
        if m is None or self.closed:
            return
        try:
            self._view(m)
        except Garbage as exc:
            self._garbage(self.tr("The host sent something that can't be right ({0}); it was ignored.").format(exc))

    def _view(self, m: dict[str, Any]) -> None:
        position: Position = self.reader.view(m)
        if isinstance(m.get("seats"), list):
            infos = self.reader.seats(m["seats"], self.infos)
            if [(i.connection, i.computer) for i in infos] != [(i.connection, i.computer) for i in self.infos]:
                self.infos = infos
                self.connection_changed.emit()
            else:
                self.infos = infos
        first = not self.log.positions
        if position.moves < len(self.log.entries):   # an undo on the host: the log is cut there
            self._pending.clear()
        applied = self._pending[: max(0, position.moves - len(self.log.entries))]
        self.log.entries.extend(applied)
        del self._pending[: len(applied)]   # lines after this view's moves wait for their own view
        if self.sent_seq is not None and (not self.log.positions or self.log.live.legal_key != position.legal_key
                                          or any(e.seat == self.my_seat for e in applied)):
            self.sent_seq = None  # the act was answered (a simultaneous move of another seat leaves it on its way)
        self.log.add(position)
        if self.hint_seq is not None and self.hint_seq != position.seq:
            self.hint_seq = None
        if first:
            self.ready.emit()
        for entry in applied:
            self.action_applied.emit(entry.seat, entry.action, translate_text(entry.description))
        if self.log.shown is not None and self.log.shown > len(self.log.entries):
            self.log.shown = len(self.log.entries)
        self.state_changed.emit()
        if position.over:
            self._finished()

    def _log_line(self, m: dict[str, Any]) -> None:
        """A public log line. Lines come before the view they lead to; after a reconnection the host
        sends the whole log again: lines this table has already are only confirmed."""
        entries = self.log.entries
        index, entry = self.reader.log_entry(m, len(entries) + len(self._pending))
        base = len(entries)
        if index < base:
            old = entries[index]
            if old.seat == entry.seat and old.description == entry.description:
                return
            del entries[index:]
            self._pending.clear()
            base = index
        del self._pending[index - base:]
        if entry.seat == self.my_seat and entry.action is None and self._sent_action is not None:
            # this seat's own move, in a game whose moves the host keeps to their players: it is
            # the act this table sent (its last-move marks and animations need it)
            entry.action, self._sent_action = self._sent_action, None
        self._pending.append(entry)

    def _hint(self, m: dict[str, Any]) -> None:
        seq, self.hint_seq = self.hint_seq, None
        if not self.log.positions or m.get("seq") != self.log.live.seq or seq is None:
            return
        if self._hint_words is None:
            from desktop.session.players import HintWords

            self._hint_words = HintWords(self)
        action, description, reason = read_hint(self.engine, self.log.live.legal, m, self._hint_words)
        self.hint_ready.emit(self.my_seat, action, translate_text(description), reason)

    def _goodbye(self, m: dict[str, Any]) -> None:
        if not self.is_over():
            reason = P.plain_text(m.get("reason"), 500) or self.tr("The host closed the table.")
            self.problem.emit(self.tr("The host has left the table: {0}").format(reason))
        self.connection_changed.emit()

    def _garbage(self, text: str) -> None:
        self.problem.emit(text)

    def _link(self, _link: str) -> None:
        self.sent_seq = self._sent_action = None
        self.hint_seq = None
        self.connection_changed.emit()

    def _welcomed_again(self, m: dict[str, Any]) -> None:
        """The seat taken back with the resume token: the host sends the whole log again."""
        if m.get("seat") != self.my_seat:
            self.problem.emit(self.tr("The host gave this computer another seat; the table is left."))
            self.close()
            return
        self._pending.clear()

    def _finished(self) -> None:
        """The end as this seat saw it: recorded in this computer's statistics, announced once."""
        if self._announced_over:
            return
        self._announced_over = True
        remote_seats_kept.forget(self.conn.address, self.conn.port, self.conn.code)
        if self.statistics is not None:
            try:
                self.statistics.record(game_id=self.game_id, game=self.game, started_at=self.started_at,
                                       seed=0, options=self.options, players=self.result(), actions=None)
            except StatisticsUnavailable as exc:
                self.storage_problem.emit(str(exc))
            except Exception as exc:  # statistics never lose the game's end
                self.storage_problem.emit(self.tr("Statistics are not being saved ({0}).").format(exc))
        self.game_over.emit()
