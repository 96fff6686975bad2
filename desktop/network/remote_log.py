"""What a remote table keeps of the messages its host sent (desktop.network.remote.RemoteTable):
each `view` checked and kept as a `Position` (the replay steps through the positions this seat
saw), the public log lines (`log` messages) as `HistoryEntry`s, and the seats as the host
describes them. Everything here is hostile input: a message that is not what the protocol
says raises `Garbage` with a plain reason and changes nothing."""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import engines
from desktop.network import protocol as P
from desktop.session.saves import HistoryEntry, Seat
from desktop.session.table import CONNECTED, DISCONNECTED, HERE, WAITING

MAX_LEGAL = 5000
#: a game's moves (the longest real games have a few hundred): the log and views beyond are refused
MAX_MOVES = 5000
#: positions kept for the replay (each holds an observation of at most a line, 64 KiB)
MAX_POSITIONS = 2000


class Garbage(ValueError):
    """A message from the host that can't be a true one (the reason is plain English)."""


@dataclass
class Position:
    """One view this seat received: what it saw after `moves` moves."""
    seq: int
    moves: int
    observation: dict[str, Any]
    legal: list[Any]
    to_move: list[int]
    scores: list[int]
    winners: list[int]
    over: bool
    breakdown: list[list[tuple[Any, int]]] | None = None
    #: the legal list as the host sent it (an act is answered once it changes)
    legal_key: str = ""
    #: a playable state of which `observation` is this seat's view (engine.from_observation), or None
    #: when the engine can't rebuild one: views that need a state read it (Pueblo, Rolling Japan)
    state: Any = None


@dataclass
class SeatInfo:
    name: str
    kind: str              # as this computer sees it: "human" (this seat), "remote" or "computer"
    level: str = "normal"
    connection: str = CONNECTED
    computer: bool = False  # a computer plays this person's seat for now

    def seat(self) -> Seat:
        return Seat(self.name, self.kind, self.level)


def _int_list(value: Any, low: int, high: int, most: int, what: str) -> list[int]:
    if not isinstance(value, list) or len(value) > most or not all(P.is_int(v, low, high) for v in value):
        raise Garbage(f"{what} is not a list of numbers")
    return list(value)


def _shape(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    return type(value).__name__


class ViewReader:
    """Checks the host's messages against the game this seat plays (`engine`, `players`, `seat`)."""

    def __init__(self, engine: Any, players: int, seat: int, options: dict[str, Any]) -> None:
        self.engine, self.players, self.seat = engine, players, seat
        self.rebuilds = type(engine).state_from_observation is not _base_rebuild()
        self.rng_seed = random.Random(seat * 7919 + players).getrandbits(32)
        try:  # the shape every observation of this game has (its top-level keys and their kinds)
            template = engine.observe(engine.new_game(players, seed=1, options=options), seat)
            self.template = {k: _shape(v) for k, v in template.items()}
        except Exception:
            self.template = None

    def seats(self, value: Any, previous: list[SeatInfo]) -> list[SeatInfo]:
        if not isinstance(value, list) or len(value) != self.players:
            raise Garbage("the seats are not this table's")
        out = []
        for i, item in enumerate(value):
            if not isinstance(item, dict):
                raise Garbage("a seat is not an object")
            fallback = previous[i].name if i < len(previous) else f"Player {i + 1}"
            name = P.plain_name(item.get("name"), fallback)
            host_kind = item.get("kind")
            if i == self.seat:
                kind = "human"
            elif host_kind == "computer":
                kind = "computer"
            else:
                kind = "remote"
            level = item.get("level") if item.get("level") in ("easy", "normal", "hard") else "normal"
            connection = item.get("connection")
            if host_kind != "remote" or connection == HERE:
                connection = CONNECTED  # played at the host: there as long as the host is
            elif connection not in (CONNECTED, WAITING, DISCONNECTED):
                connection = CONNECTED
            out.append(SeatInfo(name, kind, level, connection, item.get("computer") is True))
        return out

    def view(self, m: dict[str, Any]) -> Position:
        """A `view` message as a Position; Garbage when any part of it can't be true."""
        e = self.engine
        if m.get("seat") != self.seat:
            raise Garbage("a view of another seat")
        seq, moves, obs = m.get("seq"), m.get("moves"), m.get("observation")
        if not P.is_int(seq) or not P.is_int(moves, 0, MAX_MOVES):
            raise Garbage("a view without its number")
        if not isinstance(obs, dict):
            raise Garbage("a view without an observation")
        if self.template is not None:
            shape = {k: _shape(v) for k, v in obs.items()}
            if set(shape) != set(self.template) or any(
                    shape[k] != t and "none" not in (shape[k], t) for k, t in self.template.items()):
                raise Garbage("an observation that is not of this game")
        raw = m.get("legal")
        if not isinstance(raw, list) or len(raw) > MAX_LEGAL:
            raise Garbage("the legal moves are not a list")
        legal = []
        for item in raw:
            try:
                legal.append(e.decode_action(item))
            except Exception as exc:
                raise Garbage("a legal move that is not a move of this game") from exc
        to_move = _int_list(m.get("to_move"), 0, self.players - 1, self.players, "whose turn")
        if legal and self.seat not in to_move:
            raise Garbage("moves offered out of turn")
        scores = m.get("scores")
        if not isinstance(scores, list) or len(scores) != self.players or not all(
                isinstance(s, int) and not isinstance(s, bool) and abs(s) < 10**9 for s in scores):
            raise Garbage("the scores are not numbers")
        winners = _int_list(m.get("winners"), 0, self.players - 1, self.players, "the winners")
        over = m.get("over") is True
        if over and (legal or to_move or not winners):
            raise Garbage("a game over with moves still to play")
        position = Position(seq, moves, obs, legal, to_move, list(scores), winners, over,
                            self.breakdown(m.get("breakdown")) if over else None, canonical(raw))
        if self.rebuilds:
            try:
                position.state = e.from_observation(obs, self.seat, random.Random(self.rng_seed + moves))
            except ValueError as exc:
                raise Garbage(f"an observation no position shows ({exc})") from exc
            except Exception:
                position.state = None
        return position

    def breakdown(self, value: Any) -> list[list[tuple[Any, int]]] | None:
        if not isinstance(value, list) or len(value) != self.players:
            return None
        out = []
        for rows in value:
            if not isinstance(rows, list) or len(rows) > 50:
                return None
            seat_rows = []
            for row in rows:
                if not isinstance(row, list) or len(row) != 2 or not P.is_int(row[1], -10**9, 10**9):
                    return None
                seat_rows.append((P.text_from_json(row[0]), row[1]))
            out.append(seat_rows)
        return out

    def log_entry(self, m: dict[str, Any], length: int) -> tuple[int, HistoryEntry]:
        index, seat = m.get("index"), m.get("seat")
        if not P.is_int(index, 0, min(length, MAX_MOVES - 1)) or not P.is_int(seat, 0, self.players - 1):
            raise Garbage("a log line out of place")
        action = None
        if m.get("action") is not None:
            try:
                action = self.engine.decode_action(m["action"])
            except Exception:
                action = None
        description = P.text_from_json(m.get("line"))
        if not isinstance(description, str):
            description = str(description)
        return index, HistoryEntry(seat, action, description, m.get("reveals") is True)


def _base_rebuild() -> Any:
    from engines.core import Engine

    return Engine.state_from_observation


@dataclass
class PositionLog:
    """The positions this seat saw and the log, as the host sent them; the replay's index."""
    positions: list[Position] = field(default_factory=list)
    entries: list[HistoryEntry] = field(default_factory=list)
    shown: int | None = None   # the replay's number of moves; None when live

    @property
    def live(self) -> Position:
        return self.positions[-1]

    def add(self, position: Position) -> None:
        """A new live position; a smaller move count (an undo on the host) cuts what came after."""
        while self.positions and self.positions[-1].moves >= position.moves:
            self.positions.pop()
        self.positions.append(position)
        del self.positions[:-MAX_POSITIONS]
        del self.entries[position.moves:]

    def log(self, index: int, entry: HistoryEntry) -> bool:
        """A log line; True when it is a new move at the end of the log."""
        del self.entries[index:]
        self.entries.append(entry)
        return True

    def shown_position(self) -> Position:
        if self.shown is None:
            return self.live
        best = self.positions[0]
        for p in self.positions:
            if p.moves <= self.shown:
                best = p
        return best

    def states(self) -> list[Any]:
        """A state per number of moves 0..len(entries) (the nearest position seen before); ValueError
        when the engine can't rebuild states from observations."""
        if not self.positions or any(p.state is None for p in self.positions):
            raise ValueError("no states on this table")
        out, k = [], 0
        for n in range(len(self.entries) + 1):
            while k + 1 < len(self.positions) and self.positions[k + 1].moves <= n:
                k += 1
            out.append(self.positions[k].state)
        return out


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def welcome_game(m: dict[str, Any]) -> tuple[str, int, dict[str, Any]]:
    """(game, players, options) of a welcome; Garbage when the host names no game of ours."""
    game, players = m.get("game"), m.get("players")
    if not isinstance(game, str) or game not in engines.NAMES or not engines.available(game):
        raise Garbage("the host plays a game this Kotatsu does not have")
    engine = engines.get(game)
    if not P.is_int(players, 1, 8):
        raise Garbage("the host's number of players can't be read")
    try:
        engine.check_players(players)
        options = engine.resolve_options(m.get("options") if isinstance(m.get("options"), dict) else None, players)
    except Exception as exc:
        raise Garbage(f"the host's table can't be played here ({exc})") from exc
    if not P.is_int(m.get("seat"), 0, players - 1):
        raise Garbage("the host gave a seat that is not at its table")
    return game, players, options


def hint_reason(words: Any, value: Any) -> str:
    """A hint's reason from the host ({"en", "kind", "value", ...}) in this computer's language
    (desktop.session.players.HintWords); its English when the parts can't be read."""
    if not isinstance(value, dict):
        return ""
    parts = {k: value.get(k) if isinstance(value.get(k), (bool, int, float, str)) else None
             for k in ("kind", "value", "games", "lookahead", "runner_up_text", "runner_up_value")}
    if parts["kind"] not in ("only", "usual", "x", "win") or \
            (parts["value"] is not None and not isinstance(parts["value"], (int, float))) or \
            (parts["runner_up_value"] is not None and not isinstance(parts["runner_up_value"], (int, float))):
        return P.plain_text(value.get("en"), 300)
    try:
        return words.reason(SimpleNamespace(**parts))
    except Exception:
        return P.plain_text(value.get("en"), 300)


def read_hint(engine: Any, legal: list[Any], m: dict[str, Any], words: Any) -> tuple[Any, Any, str]:
    """A `hint` message: (action, its description as sent, the reason in words); Garbage when the
    action is not one of this seat's legal actions."""
    try:
        action = engine.decode_action(m.get("action"))
    except Exception as exc:
        raise Garbage("a hint that is not a move of this game") from exc
    if not any(same_action(a, action) for a in legal):
        raise Garbage("a hint that is not a legal move")
    return action, P.text_from_json(m.get("description")), hint_reason(words, m.get("reason"))


def score_series(game: str, engine: Any, log: PositionLog, players: int) -> Any:
    """The running totals for the results' plot: from rebuilt states when the game has them (rounds),
    else the scores of every position this seat saw."""
    from desktop.widgets import score_plot

    try:
        return score_plot.score_series(game, engine, log.states())
    except Exception:
        seen = log.positions
        return score_plot.Series([p.moves for p in seen], [[p.scores[i] for p in seen] for i in range(players)], False)


def same_action(a: Any, b: Any) -> bool:
    try:
        return bool(a == b)
    except Exception:
        return False
