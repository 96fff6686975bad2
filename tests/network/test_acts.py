"""When an act is stale (docs/PROTOCOL.md): in Rolling Japan both seats resolve the same roll, so
another seat's decision changes a seat's view (its seq grows) but not its legal list (its legal_seq
stays): its act answering the older view is still played; a second act answering the same legal list
is stale and refused with the refused act's seq. And the rate limit slows a fast honest seat without
dropping anything, but closes one that floods it."""
from __future__ import annotations

from PySide6.QtNetwork import QHostAddress

from desktop.network.client import ClientConnection
from desktop.network.guard import Limits
from desktop.network.host import Host
from desktop.session.local import GameSession
from desktop.session.saves import Seat


class FakeConn:
    def __init__(self, seat):
        self.seat, self.sent = seat, []

    def last(self, kind):
        return [m for m in self.sent if m["type"] == kind][-1]


class RecordingHost(Host):
    def _send(self, conn, message):
        conn.sent.append(message)
        return True


def test_simultaneous_decisions_never_make_each_other_stale(qtbot, tmp_path):
    session = GameSession("rolling_japan", [Seat("A", "remote"), Seat("B", "remote")], seed=2,
                          computer_delay_ms=0, autosave_dir=tmp_path)
    host = RecordingHost(session)
    a, b = FakeConn(0), FakeConn(1)
    for conn in (a, b):
        host.seat_conn[conn.seat] = conn
        host.game.joined(conn)
    session.start()
    try:
        view_a = a.last("view")
        assert view_a["legal"] and view_a["legal_seq"] == view_a["seq"]
        host.game.message(b, {"type": "act", "seq": b.last("view")["seq"], "action": b.last("view")["legal"][0]})
        assert len(session.history) == 1
        moved = a.last("view")  # B wrote on its sheet: A sees it, A's own choices are the same
        assert moved["seq"] == view_a["seq"] + 1 and moved["legal_seq"] == view_a["legal_seq"]
        assert moved["legal"] == view_a["legal"]

        host.game.message(a, {"type": "act", "seq": view_a["seq"], "action": view_a["legal"][0]})
        assert len(session.history) == 2 and not [m for m in a.sent if m["type"] == "error"]
        again = a.last("view")
        assert again["legal_seq"] == again["seq"] > moved["seq"]  # A's own act changed A's list

        host.game.message(a, {"type": "act", "seq": view_a["seq"], "action": again["legal"][0]})
        error = a.last("error")
        assert error["act"] == view_a["seq"] and error["seq"] == again["seq"]
        assert "earlier position" in error["reason"] and len(session.history) == 2
        host.game.message(a, {"type": "act", "seq": again["seq"] + 1, "action": again["legal"][0]})
        assert a.last("error")["act"] == again["seq"] + 1 and len(session.history) == 2  # from the future
    finally:
        session.close()


def test_a_fast_seat_is_slowed_never_ignored_and_a_flood_is_closed(qtbot, tmp_path):
    session = GameSession("coloretto", [Seat("A", "remote"), Seat("B", "remote")], seed=2, computer_delay_ms=0,
                          autosave_dir=tmp_path)
    host = Host(session, limits=Limits(messages_per_s=200, message_burst=10, waiting_lines=200))
    assert host.listen(0, QHostAddress("127.0.0.1"))
    session.start()
    clients = []
    try:
        for name in ("fast", "flood"):
            client = ClientConnection("127.0.0.1", host.port, code=host.code, name=name, reconnect=False)
            client.heard = []
            client.message.connect(client.heard.append)
            client.start()
            qtbot.waitUntil(lambda c=client: c.seat is not None, timeout=10000)
            clients.append(client)
        fast, flood = clients
        fast.socket.write(b'{"type": "ping"}\n' * 150)  # 15 times the burst, in one write
        qtbot.waitUntil(lambda: sum(m["type"] == "pong" for m in fast.heard) == 150, timeout=20000)
        assert not [m for m in fast.heard if m["type"] in ("error", "goodbye")]
        flood.socket.write(b'{"type": "ping"}\n' * 400)
        qtbot.waitUntil(lambda: any(m["type"] == "goodbye" for m in flood.heard), timeout=20000)
        assert [m["reason"] for m in flood.heard if m["type"] == "goodbye"] == ["Too many messages."]
        assert host.connection(fast.seat) == "connected"
    finally:
        for client in clients:
            client.shutdown()
        host.close()
        session.close()
