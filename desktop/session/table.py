"""The seam between a table on screen and the game behind it.

The views, the window and the kit talk to a `Table`: its signals, and the few calls below. Two
kinds implement it:
- `desktop.session.local.GameSession`: the engine state is on this computer (hot-seat, computer
  seats, and the host of a table played across computers);
- `desktop.network.remote.RemoteTable`: a seat of a table hosted on another computer, built only
  from what the host sends that seat (`engine.observe(state, seat)`, its legal actions, the public
  log), with no engine state behind it.

A view never reads a state: it draws `observation()` (the shown position's view of `viewer_seat`),
asks `legal_actions(seat)` and `submit`s actions. `engine` is the rules object (titles, `describe`
of an action on a state the view was given, key words): it holds no game.

Signals (both kinds emit them the same way):
- `state_changed()`: redraw from observation();
- `action_applied(seat, action, description)`: a move was played; `description` is its log line
  (`engine.describe_result`, translated). `action` is None when this table may not know the move
  itself (another seat's move on a remote table of a game with private actions);
- `error(str)`, `thinking(seat, on)`, `game_over()`, `handover_changed()`;
- `hint_ready(seat, action, description, reason)`, `hint_failed(str)`;
- `replay_changed()` (then state_changed);
- `storage_problem(str)`, `storage_ok()`;
- `connection_changed()`: a seat's connection state changed (`connection(seat)`), or this table's
  own connection (`connection(None)`); a local table without remote seats never emits it;
- `chat_received(seat, name, text)`: a line of chat (plain text) from a seat.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

#: connection states of a seat, as `Table.connection(seat)` gives them
HERE = "here"            # played at this computer (a human at the screen, or a computer seat)
CONNECTED = "connected"  # a remote player, connected
WAITING = "waiting"      # a remote seat nobody has joined yet
DISCONNECTED = "disconnected"  # a remote player whose connection dropped (their seat is kept)


class Table(QObject):
    """The interface every table implements (see the module docstring). Methods that a kind does
    not offer answer False / None / [] rather than raising."""

    state_changed = Signal()
    action_applied = Signal(int, object, str)
    error = Signal(str)
    thinking = Signal(int, bool)
    game_over = Signal()
    handover_changed = Signal()
    storage_problem = Signal(str)
    storage_ok = Signal()
    hint_ready = Signal(int, object, str, str)
    hint_failed = Signal(str)
    replay_changed = Signal()
    connection_changed = Signal()
    chat_received = Signal(int, str, str)

    # identity: `game` (engine name), `engine` (the rules object), `seats` (list of Seat),
    # `options`, `game_id`, `computer_delay_ms` are plain attributes of each kind.

    @property
    def num_players(self) -> int:
        return len(self.seats)  # type: ignore[attr-defined]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].is_human  # type: ignore[attr-defined]

    def is_remote(self) -> bool:
        """True for a table hosted on another computer (no saves, no local computers)."""
        return False

    #: the network host serving this table's remote seats (desktop.network.host.Host), when hosted
    network_host: Any = None
    #: a resumed hosted table's join code and resume tokens (desktop.session.saves.saved_network)
    resumed_network: dict[str, Any] | None = None

    def connection(self, seat: int | None) -> str:
        """The connection state of a seat (HERE, CONNECTED, WAITING, DISCONNECTED); with None, this
        table's own link to its host (HERE for a local table)."""
        if seat is not None and self.network_host is not None:
            return self.network_host.connection(seat)
        return HERE

    def send_chat(self, text: str) -> bool:
        """Says a line of plain text to the table; False when nobody could hear it."""
        return False

    # The calls every kind implements (documented on GameSession):
    #   viewer_seat, handover_to, active_human(), accept_handover(), observation(), legal_actions(seat),
    #   submit(seat, action), is_over(), result(), history (list of HistoryEntry: the log),
    #   shown_history(), show_move(n), leave_replay(), is_replaying(), replay_index, can_replay(),
    #   can_undo(), undo(), can_redo(), redo(), can_undo_to(n), undo_to(n), request_hint(),
    #   hint_pending(), is_thinking(), start(), close().

    def scores(self) -> list[Any]:
        """The running scores of the shown position (public: the same for every seat; a remote
        table has them from its host's view message)."""
        raise NotImplementedError

    def winners(self) -> list[int]:
        """The winners of the shown position once it is the end of the game, else []."""
        raise NotImplementedError

    def shown_to_move(self) -> list[int]:
        """The seats to move in the shown position (a remote table has them from its host)."""
        return list(self.engine.to_move(self.shown_state))  # type: ignore[attr-defined]

    def score_breakdown(self) -> list[list[tuple[Any, int]]]:
        """Per seat, the (label, points) parts of the shown position's scores (the results)."""
        return self.engine.score_breakdown(self.shown_state)  # type: ignore[attr-defined]
