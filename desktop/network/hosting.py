"""What the host says to each seat and does with what it hears (desktop.network.host holds the
sockets). A seat's view is `engine.observe(state, seat)` exactly, its legal actions encoded, and
the public extras of docs/PROTOCOL.md; its `seq` grows only when its own observation or legal list
changes, and its `legal_seq` is the seq at which its legal list last changed. An act is current when
legal_seq <= its seq <= seq: while that seat's legal list has not changed since the view it answers
(so simultaneous decisions of other seats never make it stale; docs/PROTOCOL.md, "When an act is
stale")."""
from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.network import protocol as P
from desktop.session.worker import BackgroundCalls


def _t(text: str) -> str:
    return QCoreApplication.translate("NetworkHost", text)


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


@dataclass
class SeatView:
    seq: int = 0
    legal_since: int = 0
    view_key: str = ""
    legal_key: str = ""
    sent_key: str = ""   # the whole last view message sent (nothing new: nothing sent)
    log_sent: int = 0    # how many log lines this connection has


class HostGame:
    def __init__(self, host: Any) -> None:
        self.host = host
        self.session = s = host.session
        self.engine = s.engine
        self.views: dict[int, SeatView] = {seat: SeatView() for seat in host.remote}
        self.hints: BackgroundCalls | None = None
        self.hint_tickets: dict[int, int] = {}
        s.state_changed.connect(self.refresh)
        # (action_applied is always followed by state_changed: one refresh a move is enough)
        s.game_over.connect(self.refresh)

    # ------------------------------------------------------------------ what is sent
    def seats_json(self) -> list[dict[str, Any]]:
        return [{"name": s.name, "kind": s.kind, "connection": self.host.connection(i),
                 "computer": s.is_remote and self.session.remote_seats.is_played_by_computer(i),
                 "level": s.level if s.kind == "computer" else None}
                for i, s in enumerate(self.session.seats)]

    def welcome(self, seat: int, token: str) -> dict[str, Any]:
        s = self.session
        return {"type": "welcome", "seat": seat, "token": token, "protocol": P.PROTOCOL, "game": s.game,
                "options": s.options, "players": s.num_players, "seats": self.seats_json(),
                "game_id": s.game_id}

    def log_line(self, index: int) -> dict[str, Any]:
        entry = self.session.history[index]
        action = self.engine.encode_action(entry.action) if self.engine.public_move(entry.action) else None
        return {"type": "log", "index": index, "seat": entry.seat, "line": P.text_json(entry.description),
                "action": action, "reveals": bool(entry.reveals)}

    def view(self, seat: int) -> dict[str, Any]:
        s, e = self.session, self.engine
        state = s.state
        over = bool(e.is_over(state))
        return {"type": "view", "seat": seat, "game": s.game, "observation": e.observe(state, seat),
                "legal": [e.encode_action(a) for a in e.legal_actions(state, seat)],
                "to_move": list(e.to_move(state)), "moves": len(s.history), "scores": list(e.scores(state)),
                "winners": list(e.winners(state)) if over else [], "over": over, "seats": self.seats_json(),
                "thinking": s.computers.thinking_seat if s.computers.thinking else None,
                # once the game is over, the final scores' parts (public then, as the scores are)
                "breakdown": [[[P.text_json(label), int(points)] for label, points in rows]
                              for rows in e.score_breakdown(state)] if over else None}

    def refresh(self) -> None:
        """After any change: each connected seat gets its new log lines and its view when it differs."""
        for seat, conn in list(self.host.seat_conn.items()):
            self._update(seat, conn)

    def joined(self, conn: Any) -> None:
        self.views[conn.seat] = replace(self.views[conn.seat], sent_key="", log_sent=0)
        self._update(conn.seat, conn)

    def _update(self, seat: int, conn: Any) -> None:
        sv = self.views[seat]
        history = self.session.history
        if sv.log_sent > len(history):
            sv.log_sent = len(history)  # an undo: the view's "moves" tells the client to cut its log
        while sv.log_sent < len(history):
            self.host._send(conn, self.log_line(sv.log_sent))
            sv.log_sent += 1
        view = self.view(seat)
        view_key, legal_key = _canon([view["observation"], view["legal"]]), _canon(view["legal"])
        if view_key != sv.view_key:
            sv.seq += 1
            sv.view_key = view_key
            if legal_key != sv.legal_key:
                sv.legal_since, sv.legal_key = sv.seq, legal_key
        view["seq"], view["legal_seq"] = sv.seq, sv.legal_since
        key = _canon(view)
        if key != sv.sent_key:
            sv.sent_key = key
            self.host._send(conn, view)

    def rename(self, seat: int, name: str) -> None:
        seat_obj = self.session.seats[seat]
        if seat_obj.name != name:
            self.session.seats[seat] = replace(seat_obj, name=name)

    # ------------------------------------------------------------------ what is heard
    def message(self, conn: Any, m: dict[str, Any]) -> None:
        kind = m["type"]
        if kind == "act":
            reason = self.act(conn.seat, m)
            if reason:  # "act": the seq the refused act answered, so its sender knows which one it was
                self.host._send(conn, {"type": "error", "reason": reason, "seq": self.views[conn.seat].seq,
                                       "act": m["seq"] if P.is_int(m.get("seq")) else None})
        elif kind == "ping":
            self.host._send(conn, {"type": "pong"})
        elif kind == "pong":
            pass
        elif kind == "chat":
            self.chat(conn, m)
        elif kind == "hint":
            self.hint(conn, m)
        elif kind == "undo":
            reason = self.undo(conn.seat)
            if reason:
                self.host._send(conn, {"type": "error", "reason": reason})
        elif kind == "goodbye":
            self.host._drop(conn)
        else:
            self.host._send(conn, {"type": "error", "reason": _t("Unknown message.")})

    def current(self, seat: int, seq: Any) -> bool:
        sv = self.views[seat]
        return P.is_int(seq) and sv.legal_since <= seq <= sv.seq

    def act(self, seat: int, m: dict[str, Any]) -> str:
        if self.session.is_over():
            return _t("The game is over.")
        if not self.current(seat, m.get("seq")):
            return _t("That answered an earlier position: look again at the table.")
        try:
            action = self.engine.decode_action(m.get("action"))
        except Exception:
            return _t("That is not a move of this game.")
        if seat not in self.engine.to_move(self.session.state):
            return _t("It is not your turn.")
        return self.session.remote_seats.submit(seat, action)

    def chat(self, conn: Any, m: dict[str, Any]) -> None:
        text = P.plain_text(m.get("text"), P.CHAT_MAX)
        if not text:
            return
        if not conn.chat.take():
            self.host._send(conn, {"type": "error", "reason": _t("Chat: one line at a time, please.")})
            return
        name = self.session.seats[conn.seat].name
        self.host._say({"type": "chat", "seat": conn.seat, "name": name, "text": text})
        self.host.chat_received.emit(conn.seat, name, text)

    def hint(self, conn: Any, m: dict[str, Any]) -> None:
        """A remote seat's hint, thought out on the host from that seat's information (the hint
        player samples what the seat can't see) off the event loop."""
        seat, s = conn.seat, self.session
        if seat not in self.engine.to_move(s.state) or s.is_over():
            self.host._send(conn, {"type": "hint_failed", "reason": _t("There is nothing for you to decide now.")})
            return
        if seat in self.hint_tickets:
            return
        from engines import players

        if self.hints is None:
            self.hints = BackgroundCalls(self.host)
        game, state, seq = s.game, s.state, self.views[seat].seq
        budget = min(s.hard_budget_s, 2.0)
        self.hint_tickets[seat] = self.hints.submit(
            lambda: players.hint(game, state, seat, budget_s=budget, seed=len(s.history)),
            lambda result: self._hinted(seat, seq, result, None),
            lambda exc: self._hinted(seat, seq, None, exc))

    def _hinted(self, seat: int, seq: int, result: Any, failure: BaseException | None) -> None:
        self.hint_tickets.pop(seat, None)
        conn = self.host.seat_conn.get(seat)
        if conn is None or self.views[seat].seq != seq:
            return
        if failure is not None or result is None:
            self.host._send(conn, {"type": "hint_failed", "reason": _t("No hint available.")})
            return
        action, reason = result
        self.host._send(conn, {"type": "hint", "seq": seq, "action": self.engine.encode_action(action),
                               "description": P.text_json(self.engine.describe(self.session.state, action)),
                               "reason": reason_json(reason)})

    def undo(self, seat: int) -> str:
        """Takes back the seat's own last move when it revealed nothing and nobody moved since."""
        s = self.session
        if s.is_over() or s.computers.thinking or not s.moves.undoable(seat):
            return _t("You can only take back your own last move, before anybody else moves.")
        s.moves.take_back()
        s.generation += 1
        s.computers.drop_hint()
        s.autosave()
        s._after_change()
        return ""

    def close(self) -> None:
        if self.hints is not None:
            self.hints.shutdown()


def reason_json(reason: Any) -> dict[str, Any]:
    """A hint's reason (engines.players.HintReason) as plain JSON: its English and its parts."""
    out: dict[str, Any] = {"en": str(reason)}
    for key in ("kind", "value", "games", "lookahead", "runner_up_text", "runner_up_value"):
        value = getattr(reason, key, None)
        if value is None or isinstance(value, (bool, int, float, str)):
            out[key] = str(value) if key == "runner_up_text" and value is not None else value
    return out
