"""The table announced on the local network (mDNS `_kotatsu._tcp`, desktop.network.announce), on
127.0.0.1 only: the host announces its game and free seats, a browser finds it (the Join dialog's
list), the free seats follow who joins, the table goes when the host closes; a machine without
multicast still hosts and joins by address, with no dialog; hostile records are ignored."""
from __future__ import annotations

import pytest
from PySide6.QtNetwork import QHostAddress

from desktop.network import announce as A
from desktop.network import protocol as P
from desktop.network.client import ClientConnection
from desktop.network.host import Host
from desktop.session.local import GameSession
from desktop.session.saves import Seat

LOOPBACK = ["127.0.0.1"]


def hosted(tmp_path, game="coloretto", seats=("remote", "remote")):
    session = GameSession(game, [Seat(f"P{i}", kind) if kind == "remote" else Seat(f"C{i}", "computer", kind)
                                 for i, kind in enumerate(seats)], seed=3, computer_delay_ms=0,
                          autosave_dir=tmp_path / "autosave")
    host = Host(session)
    assert host.listen(0, QHostAddress("127.0.0.1"))
    session.start()
    return session, host


def test_a_hosted_table_is_found_with_its_game_and_free_seats(qtbot, tmp_path):
    session, host = hosted(tmp_path)
    browser = A.TableBrowser(interfaces=LOOPBACK)
    seen: list[list] = []
    dialog_browser = A.Browser(None, interfaces=LOOPBACK)  # what the Join dialog makes (starts at once)
    browser.tables_changed.connect(seen.append)
    try:
        host.announce(name="Ana's table", interfaces=LOOPBACK)
        browser.start()
        qtbot.waitUntil(lambda: any(t.port == host.port for t in browser.tables()), timeout=15000)
        table = next(t for t in browser.tables() if t.port == host.port)
        assert (table.game, table.players, table.free, table.name, table.host, table.protocol) == \
            ("coloretto", 2, 2, "Ana's table", "127.0.0.1", P.PROTOCOL)
        label, where, port = next(e for e in browser.entries() if e[2] == host.port)
        assert label == "Coloretto — Ana's table — 2 free seats" and (where, port) == ("127.0.0.1", host.port)
        assert seen and seen[-1] == browser.entries()
        qtbot.waitUntil(lambda: any(e[2] == host.port for e in dialog_browser.entries()), timeout=15000)
        dialog_browser.close()

        client = ClientConnection("127.0.0.1", host.port, code=host.code, name="Bo", reconnect=False)
        client.start()
        qtbot.waitUntil(lambda: client.seat is not None, timeout=10000)
        qtbot.waitUntil(lambda: any(t.port == host.port and t.free == 1 for t in browser.tables()), timeout=15000)
        assert "1 free seat" in next(e for e in browser.entries() if e[2] == host.port)[0]

        client.shutdown()
        host.close()
        qtbot.waitUntil(lambda: all(t.port != host.port for t in browser.tables()), timeout=15000)
        assert not host.announcement and not browser.problem
    finally:
        browser.stop()
        host.close()
        session.close()


def test_zeroconf_is_imported_on_the_event_loops_thread_only(qtbot, tmp_path, monkeypatch):
    """Two worker threads importing zeroconf while the event loop ran crashed a test process (CI):
    the announcement and the browser import it on the event loop's thread and give it to their
    threads, which import nothing of it."""
    import builtins
    import threading

    real_import = builtins.__import__
    where: list[str] = []

    def watched(name, *args, **kwargs):  # noqa: ANN001, ANN202
        if name.startswith("zeroconf"):
            where.append(threading.current_thread().name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", watched)
    session, host = hosted(tmp_path)
    browser = A.TableBrowser(interfaces=LOOPBACK)
    try:
        host.announce(name="Ana's table", interfaces=LOOPBACK)
        browser.start()
        qtbot.waitUntil(lambda: any(t.port == host.port for t in browser.tables()), timeout=15000)
        host.announcement.update(1)
        qtbot.wait(200)
    finally:
        browser.stop()
        host.close()
        session.close()
    assert where and set(where) == {threading.main_thread().name}, where


def test_no_multicast_still_hosts_and_joins_by_address(qtbot, tmp_path, monkeypatch):
    import zeroconf

    def no_multicast(*args, **kwargs):
        raise OSError(19, "No such device (no multicast here)")

    monkeypatch.setattr(zeroconf, "Zeroconf", no_multicast)
    session, host = hosted(tmp_path)
    browser = A.TableBrowser(interfaces=LOOPBACK)
    try:
        host.announce(interfaces=LOOPBACK)
        problems: list[str] = []
        host.announcement.unavailable.connect(problems.append)
        browser.start()
        qtbot.waitUntil(lambda: bool(host.announcement.problem and browser.problem), timeout=10000)
        assert "multicast" in host.announcement.problem and "multicast" in browser.problem
        assert browser.entries() == []
        client = ClientConnection("127.0.0.1", host.port, code=host.code, name="Bo", reconnect=False)
        views: list[dict] = []
        client.message.connect(lambda m: views.append(m) if m["type"] == "view" else None)
        client.start()
        qtbot.waitUntil(lambda: bool(views), timeout=10000)
        assert views[-1]["seat"] == 0
        assert views[-1]["observation"] == session.engine.observe(session.state, 0)
        client.shutdown()
    finally:
        browser.stop()
        host.close()
        session.close()


@pytest.mark.parametrize("props,port,addresses", [
    ({b"game": b"chess", b"protocol": b"1", b"players": b"2", b"free": b"1"}, 4000, ["127.0.0.1"]),
    ({b"game": b"coloretto", b"protocol": b"one", b"players": b"2", b"free": b"1"}, 4000, ["127.0.0.1"]),
    ({b"game": b"coloretto", b"protocol": b"1", b"players": b"9", b"free": b"1"}, 4000, ["127.0.0.1"]),
    ({b"game": b"coloretto", b"protocol": b"1", b"players": b"2", b"free": b"3"}, 4000, ["127.0.0.1"]),
    ({b"game": b"coloretto", b"protocol": b"1", b"players": b"2", b"free": b"-1"}, 4000, ["127.0.0.1"]),
    ({b"game": b"coloretto", b"protocol": b"1", b"players": b"2", b"free": b"1"}, 0, ["127.0.0.1"]),
    ({b"game": b"coloretto", b"protocol": b"1", b"players": b"2", b"free": b"1"}, 4000, []),
    ({b"game": None, b"protocol": None}, 4000, ["127.0.0.1"]),
    ("not a dict", 4000, ["127.0.0.1"]),
    ({b"game": b"coloretto", b"protocol": b"9" * 50, b"players": b"2", b"free": b"1"}, 4000, ["127.0.0.1"]),
])
def test_hostile_records_are_ignored(props, port, addresses):
    assert A.table_from_record("x._kotatsu._tcp.local.", addresses, port, props) is None


def test_a_name_in_a_record_is_plain_text_and_bounded():
    table = A.table_from_record("x", ["127.0.0.1"], 4000, {
        b"game": b"siberia", b"protocol": b"1", b"players": b"3", b"free": b"0",
        b"name": ("\u202eAna\n\x00" + "z" * 500).encode()})
    assert table is not None and table.free == 0 and table.compatible
    assert "\n" not in table.name and "\u202e" not in table.name and len(table.name) <= P.NAME_MAX


def test_the_list_speaks_english_and_french(qapp):
    from desktop.i18n import install_translations

    browser = A.TableBrowser(interfaces=LOOPBACK)  # not started: only its words
    tables = [A.AnnouncedTable("k", "127.0.0.1", 4000, "coloretto", 3, free, "Ana", protocol)
              for free, protocol in ((1, P.PROTOCOL), (2, P.PROTOCOL), (0, P.PROTOCOL), (2, P.PROTOCOL + 1))]
    assert [browser.label(t) for t in tables] == [
        "Coloretto — Ana — 1 free seat", "Coloretto — Ana — 2 free seats", "Coloretto — Ana — full",
        "Coloretto — Ana — another version of Kotatsu"]
    try:
        install_translations(qapp, "fr")
        assert [browser.label(t) for t in tables] == [
            "Coloretto — Ana — 1 place libre", "Coloretto — Ana — 2 places libres", "Coloretto — Ana — complète",
            "Coloretto — Ana — une autre version de Kotatsu"]
    finally:
        install_translations(qapp, "en")
