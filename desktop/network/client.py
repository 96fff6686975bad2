"""The client end of a table across computers: one QTcpSocket to the host, the hello (join code
or resume token), a ping every PING_S, and reconnection with the resume token and a growing
delay when the link drops. Everything the host sends is hostile input: a line that is too long,
not JSON or not a message is reported (signal problem) and skipped, never raised."""
from __future__ import annotations

import re
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from desktop.network import protocol as P

PING_S = 15
BACKOFF_S = (0.5, 1, 2, 4, 8, 15)

#: the link's states (ClientConnection.link)
CONNECTING = "connecting"
JOINED = "joined"
RECONNECTING = "reconnecting"
CLOSED = "closed"


def _t(text: str) -> str:
    return QCoreApplication.translate("NetworkClient", text)


def parse_address(text: str) -> tuple[str, int] | None:
    """'host:port', '[v6]:port' or 'host port' as a player types it -> (host, port); None when it is
    not one (no scheme, no path, a host name or address of at most 253 characters)."""
    text = (text or "").strip() if isinstance(text, str) else ""
    m = re.fullmatch(r"\[([0-9A-Fa-f:.]+(?:%[A-Za-z0-9_.-]+)?)\]:(\d{1,5})", text) \
        or re.fullmatch(r"([^\s:]+)[:\s]+(\d{1,5})", text)
    if not m:
        return None
    host, port = m.group(1), int(m.group(2))
    if not re.fullmatch(r"[A-Za-z0-9.\-:_%]{1,253}", host) or not 0 < port < 65536:
        return None
    return host, port


class ClientConnection(QObject):
    welcomed = Signal(dict)
    refused = Signal(str)
    message = Signal(dict)
    link_changed = Signal(str)
    problem = Signal(str)

    def __init__(self, host: str, port: int, *, code: str = "", name: str = "", token: str | None = None,
                 reconnect: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address, self.port = host, port
        self.code, self.name, self.token = code, P.plain_name(name), token
        self.reconnect = reconnect
        self.seat: int | None = None
        self.link = CLOSED
        self.attempt = 0
        self.finished = False  # goodbye heard or close() called: no more reconnection
        self.socket: QTcpSocket | None = None
        self.lines = P.LineBuffer()
        self.pinger = QTimer(self)
        self.pinger.setInterval(PING_S * 1000)
        self.pinger.timeout.connect(lambda: self.send({"type": "ping"}))
        self.retry = QTimer(self)
        self.retry.setSingleShot(True)
        self.retry.timeout.connect(self._open)

    def start(self) -> None:
        self._set_link(CONNECTING)
        self._open()

    def close(self) -> None:
        self.finished = True
        self.retry.stop()
        self.pinger.stop()
        if self.socket is not None:
            self.send({"type": "goodbye"})
            self.socket.disconnectFromHost()
        self._set_link(CLOSED)

    def shutdown(self) -> None:
        """Forgets the socket without a word (the application is ending)."""
        self.finished = True
        self.retry.stop()
        self.pinger.stop()
        sock, self.socket = self.socket, None
        if sock is not None:
            for signal in (sock.disconnected, sock.readyRead, sock.errorOccurred):
                signal.disconnect()
            sock.abort()

    def send(self, message: dict[str, Any]) -> bool:
        if self.socket is None or self.socket.state() != QAbstractSocket.SocketState.ConnectedState:
            return False
        try:
            self.socket.write(P.encode(message))
        except P.ProtocolError:
            return False
        return True

    # ------------------------------------------------------------------ the socket
    def _open(self) -> None:
        if self.finished:
            return
        if self.socket is not None:
            self.socket.deleteLater()
        self.lines = P.LineBuffer()
        self.socket = sock = QTcpSocket(self)
        sock.connected.connect(self._connected)
        sock.readyRead.connect(lambda s=sock: self._read(s))
        sock.disconnected.connect(lambda s=sock: self._lost(s))
        sock.errorOccurred.connect(lambda _e, s=sock: self._lost(s))
        sock.connectToHost(self.address, self.port)

    def _connected(self) -> None:
        self.send({"type": "hello", "app": P.APP, "protocol": P.PROTOCOL, "code": self.code,
                   "name": self.name, "token": self.token})

    def _read(self, sock: QTcpSocket) -> None:
        if sock is not self.socket:
            return
        try:
            lines = self.lines.feed(bytes(sock.readAll().data()))
        except P.ProtocolError:
            self.problem.emit(_t("The host sent a line that is too long; connecting again."))
            sock.abort()
            return
        for line in lines:
            if not line.strip():
                continue
            try:
                m = P.parse(line)
            except P.ProtocolError as exc:
                self.problem.emit(_t("The host sent something unreadable ({0}); it was ignored.").format(exc))
                continue
            self._heard(m)

    def _heard(self, m: dict[str, Any]) -> None:
        kind = m["type"]
        if kind == "welcome":
            if not P.is_int(m.get("seat"), 0, 63) or not isinstance(m.get("token"), str) \
                    or len(m["token"]) > 200:
                self.problem.emit(_t("The host's welcome could not be read."))
                return
            self.seat, self.token = m["seat"], m["token"]
            self.attempt = 0
            self.pinger.start()
            self._set_link(JOINED)
            self.welcomed.emit(m)
        elif kind == "refused":
            self.finished = True
            self.refused.emit(P.plain_text(m.get("reason"), 500) or _t("The host refused to seat you."))
        elif kind == "goodbye":
            self.finished = True
            self.message.emit(m)
        elif kind == "ping":
            self.send({"type": "pong"})
        elif kind in P.HOST_TYPES:
            self.message.emit(m)

    def _lost(self, sock: QTcpSocket) -> None:
        if not shiboken6.isValid(self.pinger):  # a socket closing while this object is being deleted
            return
        if sock is not self.socket or self.link == CLOSED and self.finished:
            return
        self.pinger.stop()
        self.socket = None
        sock.deleteLater()
        if self.finished or not self.reconnect:
            self._set_link(CLOSED)
            return
        delay = BACKOFF_S[min(self.attempt, len(BACKOFF_S) - 1)]
        self.attempt += 1
        self._set_link(RECONNECTING if self.token else CONNECTING)
        self.retry.start(int(delay * 1000))

    def _set_link(self, link: str) -> None:
        if link != self.link:
            self.link = link
            self.link_changed.emit(link)
