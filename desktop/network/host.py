"""The host of a table across computers: a QTcpServer serving a local `GameSession`'s remote seats.

Each connection says hello with the join code (or a seat's resume token); the host gives it the
next free remote seat in seat order, then after every change sends each connected seat its own
view (`engine.observe(state, seat)`, its legal actions, public extras only: docs/PROTOCOL.md) and
plays the acts it receives through `session.remote_seats`. Everything a client sends is hostile:
see desktop.network.guard for the limits. The engine state, the save, the seed and the undo
history never leave this module; another seat's move is sent only in games where moves are public.
"""
from __future__ import annotations

import json
import time
from collections import deque
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from desktop.network import protocol as P
from desktop.network.guard import Bucket, Limits, WrongCodes
from desktop.network.hosting import HostGame
from desktop.session.table import CONNECTED, DISCONNECTED, HERE, WAITING

MAX_UNSENT = 1 << 20  # a client that stops reading is dropped once this much waits for it


def _t(text: str) -> str:
    return QCoreApplication.translate("NetworkHost", text)


class Connection:
    def __init__(self, socket: QTcpSocket) -> None:
        self.socket = socket
        self.address = socket.peerAddress().toString()
        self.lines = P.LineBuffer()
        now = time.monotonic()
        self.opened = self.last_line = now
        self.partial_since: float | None = None
        self.seat: int | None = None
        self.closing = False
        self.rate: Bucket | None = None
        self.chat: Bucket | None = None
        #: lines of a welcomed seat heard faster than its rate: played in order as the rate allows
        #: (an honest fast player is slowed, never ignored); too many waiting closes the connection
        self.waiting: deque[bytes] = deque()
        self.waiting_bytes = 0
        self.drain_due = False


class Host(QObject):
    """Serves `session` (a GameSession with seats of kind "remote"). `code` is the join code (a
    new one when None), `tokens` the resume tokens of a resumed table ({seat: token})."""

    #: a seat's connection state changed (connection(seat)); the window redraws its banners
    connection_changed = Signal()
    #: a line of chat from a remote seat (seat, name, text)
    chat_received = Signal(int, str, str)
    #: the listening socket failed (reason)
    failed = Signal(str)

    def __init__(self, session: Any, *, code: str | None = None, tokens: dict[int, str] | None = None,
                 limits: Limits | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.limits = limits or Limits()
        self.code = P.clean_code(code) if code else P.new_code()
        if not self.code:
            raise ValueError("a join code is 6 characters of " + P.CODE_ALPHABET)
        self.remote = [i for i, s in enumerate(session.seats) if s.is_remote]
        self.tokens: dict[int, str] = {int(k): v for k, v in (tokens or {}).items() if int(k) in self.remote}
        self.seat_conn: dict[int, Connection] = {}
        self.conns: list[Connection] = []
        self.wrong = WrongCodes(self.limits)
        self.game = HostGame(self)
        self.announcement: Any = None
        self.server = QTcpServer(self)
        self.server.setMaxPendingConnections(64)
        self.server.newConnection.connect(self._accept)
        self.sweeper = QTimer(self)
        self.sweeper.setInterval(1000)
        self.sweeper.timeout.connect(self._sweep)

    # ------------------------------------------------------------------ for the window
    def listen(self, port: int = 0, address: QHostAddress | None = None) -> int:
        """Starts listening (port 0: a free one); the port, or 0 when it failed (signal failed)."""
        if not self.server.listen(address or QHostAddress(QHostAddress.SpecialAddress.Any), port):
            self.failed.emit(self.server.errorString())
            return 0
        self.sweeper.start()
        self.game.refresh()
        return self.server.serverPort()

    @property
    def port(self) -> int:
        return self.server.serverPort()

    def connection(self, seat: int) -> str:
        if seat not in self.remote:
            return HERE
        if seat in self.seat_conn:
            return CONNECTED
        return DISCONNECTED if seat in self.tokens else WAITING

    def free_seats(self) -> list[int]:
        return [s for s in self.remote if s not in self.tokens]

    def let_computer_play(self, seat: int, level: str | None) -> None:
        """A computer of `level` plays an away remote seat from now on; None waits for its player."""
        self.session.remote_seats.let_computer_play(seat, level)
        self.game.refresh()

    def send_chat(self, seat: int, name: str, text: str) -> None:
        """A line of chat from the host's own table to every remote seat."""
        self._say({"type": "chat", "seat": seat, "name": P.plain_name(name),
                   "text": P.plain_text(text, P.CHAT_MAX)})

    def announce(self, *, name: str = "", interfaces: list[str] | None = None) -> None:
        """Announces the table on the local network (mDNS `_kotatsu._tcp`: protocol, game, free
        seats; desktop.network.announce) once listening. Fails soft: without multicast the table is
        still joined by address (the reason goes to announcement.problem)."""
        from desktop.network.announce import Announcement

        if self.announcement is None and self.server.isListening():
            self.announcement = Announcement(port=self.port, game=self.session.game,
                                             players=self.session.num_players, free=len(self.free_seats()),
                                             name=name, interfaces=interfaces, parent=self)
            self.connection_changed.connect(lambda: self.announcement and self.announcement.update(
                len(self.free_seats())))
            self.announcement.start()

    def close(self, reason: str = "") -> None:
        """Says goodbye to everybody and stops listening (the table is kept by its autosave)."""
        if self.announcement is not None:
            self.announcement.stop()
            self.announcement = None
        self.sweeper.stop()
        self.server.close()
        for conn in list(self.conns):
            self._drop(conn, {"type": "goodbye", "reason": reason or _t("The host closed the table.")})

    # ------------------------------------------------------------------ connections
    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            if socket is None:
                break
            conn = Connection(socket)
            unwelcomed = [c for c in self.conns if c.seat is None]
            if len(unwelcomed) >= self.limits.unwelcomed_total or \
                    sum(c.address == conn.address for c in unwelcomed) >= self.limits.per_address:
                socket.abort()
                socket.deleteLater()
                continue
            self.conns.append(conn)
            socket.readyRead.connect(lambda c=conn: self._read(c))
            socket.disconnected.connect(lambda c=conn: self._gone(c))

    def _read(self, conn: Connection) -> None:
        if conn.closing:
            conn.socket.readAll()
            return
        try:
            lines = conn.lines.feed(bytes(conn.socket.readAll().data()))
        except P.ProtocolError:
            self._drop(conn, {"type": "goodbye", "reason": _t("A line was too long.")})
            return
        now = time.monotonic()
        if lines:
            conn.last_line = now
        conn.partial_since = (conn.partial_since or now) if conn.lines.pending else None
        for line in lines:
            if conn.closing:
                return
            if not line.strip():
                continue
            if conn.seat is not None:
                conn.waiting.append(line)
                conn.waiting_bytes += len(line)
                continue
            try:
                message = P.parse(line)
            except P.ProtocolError:
                self._drop(conn, {"type": "refused", "reason": _t("This is not a Kotatsu player.")})
                return
            self._hello(conn, message)
        if conn.waiting:
            if len(conn.waiting) > self.limits.waiting_lines or conn.waiting_bytes > self.limits.waiting_bytes:
                self._drop(conn, {"type": "goodbye", "reason": _t("Too many messages.")})
                return
            self._drain(conn)

    def _drain(self, conn: Connection) -> None:
        """Plays the waiting lines of a seat while its rate allows, then comes back when a token is due."""
        conn.drain_due = False
        while conn.waiting and not conn.closing:
            if not conn.rate.take():
                if not conn.drain_due:
                    conn.drain_due = True
                    QTimer.singleShot(max(1, int(1000 / self.limits.messages_per_s)), conn.socket,
                                      lambda c=conn: self._drain(c))
                return
            line = conn.waiting.popleft()
            conn.waiting_bytes -= len(line)
            try:
                message = P.parse(line)
            except P.ProtocolError as exc:
                self._send(conn, {"type": "error", "reason": _t("A message could not be read ({0}).").format(exc)})
                continue
            self.game.message(conn, message)

    def _hello(self, conn: Connection, m: dict[str, Any]) -> None:
        if m.get("type") != "hello" or m.get("app") != P.APP:
            self._drop(conn, {"type": "refused", "reason": _t("This is not a Kotatsu player.")})
            return
        if m.get("protocol") != P.PROTOCOL:
            self._drop(conn, {"type": "refused", "reason": _t(
                "This table speaks another version of Kotatsu's network protocol ({0}, yours {1}): "
                "update Kotatsu on both computers.").format(P.PROTOCOL, str(m.get("protocol"))[:20])})
            return
        token = m.get("token")
        seat = next((s for s, t in self.tokens.items() if P.same_secret(token, t)), None) \
            if isinstance(token, str) else None
        if seat is None:
            if not P.same_secret(P.clean_code(m.get("code")) or str(m.get("code"))[:64], self.code):
                delay = self.wrong.failed(conn.address)
                conn.closing = True  # nothing more is read; the refusal waits (a wrong code slowed down)
                QTimer.singleShot(int(delay * 1000), self, lambda c=conn: self._drop(c, {
                    "type": "refused", "reason": _t("The join code is not right: check it with the host.")}))
                return
            free = self.free_seats()
            if not free:
                self._drop(conn, {"type": "refused", "reason": _t("This table is full.")})
                return
            seat = free[0]
            self.tokens[seat] = P.new_token()
        old = self.seat_conn.get(seat)
        if old is not None:  # the same player back on a new connection: the old one is half-open
            self._drop(old, {"type": "goodbye", "reason": _t("Your seat was taken up on another connection.")})
        name = P.plain_name(m.get("name"))
        conn.seat = seat
        conn.rate = Bucket(self.limits.messages_per_s, self.limits.message_burst)
        conn.chat = Bucket(self.limits.chat_per_s, self.limits.chat_burst)
        self.seat_conn[seat] = conn
        if name:
            self.game.rename(seat, name)
        self._send(conn, self.game.welcome(seat, self.tokens[seat]))
        self.game.joined(conn)
        self.connection_changed.emit()

    def _gone(self, conn: Connection) -> None:
        if not shiboken6.isValid(self):  # a socket closing while the host itself is being deleted
            return
        if conn in self.conns:
            self.conns.remove(conn)
        if conn.seat is not None and self.seat_conn.get(conn.seat) is conn:
            del self.seat_conn[conn.seat]
            self.game.refresh()
            self.connection_changed.emit()
        conn.socket.deleteLater()

    def _drop(self, conn: Connection, last: dict[str, Any] | None = None) -> None:
        if last is not None and conn.socket.state() == QTcpSocket.SocketState.ConnectedState:
            self._send(conn, last)
        conn.closing = True
        conn.socket.disconnectFromHost()
        if conn.socket.state() != QTcpSocket.SocketState.UnconnectedState:
            QTimer.singleShot(2000, conn.socket, conn.socket.abort)  # a peer that never reads
        else:
            self._gone(conn)

    def _send(self, conn: Connection, message: dict[str, Any]) -> bool:
        if conn.socket.state() != QTcpSocket.SocketState.ConnectedState:
            return False
        if conn.socket.bytesToWrite() > MAX_UNSENT:
            conn.socket.abort()
            return False
        try:
            conn.socket.write(P.encode(message))
        except P.ProtocolError:
            return False
        return True

    def _say(self, message: dict[str, Any]) -> None:
        for conn in list(self.seat_conn.values()):
            self._send(conn, message)

    def _sweep(self) -> None:
        now, lim = time.monotonic(), self.limits
        for conn in list(self.conns):
            if conn.closing:
                continue
            if conn.seat is None and now - conn.opened > lim.hello_timeout:
                self._drop(conn, {"type": "refused", "reason": _t("No hello was said in time.")})
            elif now - conn.last_line > lim.idle_timeout:
                self._drop(conn, {"type": "goodbye", "reason": _t("The connection was silent for too long.")})
            elif conn.partial_since is not None and now - conn.partial_since > lim.partial_timeout:
                self._drop(conn, {"type": "goodbye", "reason": _t("A line was not finished in time.")})


def encoded_view_key(message: dict[str, Any]) -> str:
    return json.dumps(message, sort_keys=True, separators=(",", ":"))
