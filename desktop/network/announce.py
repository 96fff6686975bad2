"""Tables announced on the local network (mDNS / DNS-SD, `_kotatsu._tcp`, python-zeroconf).

`Announcement` (the host): registers the table with the protocol version, the game, the number of
players and the free seats in its TXT record, updates the free seats, withdraws it when the table
closes. `TableBrowser` (Game ▸ Join a table…): emits `tables_changed` with what it found, each
table's TXT record read as hostile input (caps, types, known games only).

Both run every zeroconf call on a thread of their own: registration probes the network for about
two seconds, and the event loop never waits for it. No Qt call is made off the event loop: the
threads put their results in a plain queue that a timer of the owner drains (a signal emitted from
zeroconf's threads crashed test processes when its object went away mid-emit). Both fail soft: a
machine without multicast (or without the zeroconf package) still hosts and joins by address; the
reason is kept in `problem` and emitted once as `unavailable(str)` for a log or a tooltip, never
as a dialog. Tests pass
`interfaces=["127.0.0.1"]`; the default is every interface, or the addresses listed (comma-separated)
in KOTATSU_MDNS_INTERFACES; `off` there turns announcing and browsing off unless a caller names its
interfaces. The test suite sets `off` (only the tests of the announcement run zeroconf, on
127.0.0.1), so that no test, nor any process it starts, sends mDNS beyond this machine.
"""
from __future__ import annotations

import os
import queue
import secrets
import socket
import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

import engines
from desktop.i18n import english_plural, translate_text
from desktop.network import protocol as P


def chosen_interfaces(interfaces: list[str] | None) -> list[str] | None:
    """The interfaces asked for, else those of KOTATSU_MDNS_INTERFACES, else None (every one)."""
    if interfaces:
        return interfaces
    listed = [a.strip() for a in os.environ.get("KOTATSU_MDNS_INTERFACES", "").split(",") if a.strip()]
    return [a for a in listed if a != OFF][:8] or None


#: KOTATSU_MDNS_INTERFACES=off: no announcing or browsing at all unless interfaces are given (tests)
OFF = "off"


def turned_off(interfaces: list[str] | None) -> bool:
    return not interfaces and os.environ.get("KOTATSU_MDNS_INTERFACES", "").strip() == OFF


MAX_TABLES = 64         # tables kept by a browser (a network that announces more is ignored beyond)
DRAIN_MS = 100          # how often the event loop collects what the zeroconf threads found
RESOLVE_MS = 3000       # asking one table's record
TXT_VALUE_MAX = 200     # bytes of one TXT value read or written


@dataclass(frozen=True)
class AnnouncedTable:
    """One table found on the network (every field validated)."""
    key: str         # the mDNS instance name
    host: str        # an address to join it at
    port: int
    game: str        # an engine name of this Kotatsu
    players: int
    free: int
    name: str        # the host's name for the table, plain text
    protocol: int

    @property
    def compatible(self) -> bool:
        return self.protocol == P.PROTOCOL



def _txt(value: Any) -> str:
    data = value if isinstance(value, bytes) else str(value).encode("utf-8")
    return data[:TXT_VALUE_MAX].decode("utf-8", "ignore")


def _txt_int(props: dict[Any, Any], key: bytes, low: int, high: int) -> int | None:
    raw = props.get(key)
    if not isinstance(raw, bytes) or not 0 < len(raw) <= 6 or not raw.isdigit():
        return None
    value = int(raw)
    return value if low <= value <= high else None


def table_from_record(key: str, addresses: list[str], port: Any, props: Any) -> AnnouncedTable | None:
    """A table from a resolved record, or None when anything in it is not what Kotatsu announces."""
    if not isinstance(props, dict) or not P.is_int(port, 1, 65535) or not addresses:
        return None
    game = _txt(props.get(b"game") or b"")
    if game not in engines.NAMES:
        return None
    protocol = _txt_int(props, b"protocol", 0, 10**6)
    players = _txt_int(props, b"players", 1, 5)
    free = _txt_int(props, b"free", 0, 5)
    if protocol is None or players is None or free is None or free > players:
        return None
    host = addresses[0]
    if len(host) > 253:
        return None
    return AnnouncedTable(key[:253], host, port, game, players, free,
                          P.plain_name(_txt(props.get(b"name") or b"")), protocol)


def local_addresses() -> list[str]:
    """This computer's addresses other players may reach (no loopback, no link-local IPv6)."""
    out = []
    for address in QNetworkInterface.allAddresses():
        if address.isLoopback() or address.isLinkLocal():
            continue
        if address.protocol() in (QAbstractSocket.NetworkLayerProtocol.IPv4Protocol,
                                  QAbstractSocket.NetworkLayerProtocol.IPv6Protocol):
            out.append(address.toString())
    return out


class _Relay:
    """Results from the zeroconf threads, waiting for the event loop: a plain thread-safe queue
    (no Qt object is touched off the event loop). The owner's timer calls `drain`."""

    def __init__(self, **handlers: Any) -> None:
        self.handlers = handlers  # "found", "lost", "failed" -> a callable on the event loop
        self.items: queue.SimpleQueue[tuple[str, Any]] = queue.SimpleQueue()

    def put(self, kind: str, value: Any) -> None:
        self.items.put((kind, value))

    def drain(self, limit: int = 64) -> None:
        for _ in range(limit):  # bounded: a flood of records never holds the event loop
            try:
                kind, value = self.items.get_nowait()
            except queue.Empty:
                return
            handler = self.handlers.get(kind)
            if handler is not None:
                handler(value)


def _library() -> Any:
    """python-zeroconf, imported here, on the event loop's thread, never on a worker: two threads
    importing it while the event loop ran crashed a test process (a segfault in the event loop while
    the browser's thread was in zeroconf's first import and the announcement's waited for it).
    The threads use the module they are given, and import nothing."""
    import zeroconf

    return zeroconf


def _drain_timer(owner: QObject, relay: _Relay) -> QTimer:
    timer = QTimer(owner)
    timer.setInterval(DRAIN_MS)
    timer.timeout.connect(relay.drain)
    return timer


class _Worker:
    """One thread running commands in order; an exception ends it and is reported once."""

    def __init__(self, relay: _Relay, name: str) -> None:
        self.relay = relay
        self.commands: queue.Queue[Any] = queue.Queue()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def do(self, command: Any) -> None:
        self.commands.put(command)

    def _run(self) -> None:
        while True:
            command = self.commands.get()
            if command is None:
                return
            try:
                command()
            except Exception as exc:  # no multicast, no interface, a library failure: fail soft
                self.relay.put("failed", f"{type(exc).__name__}: {exc}")
                self._drain()
                return

    def _drain(self) -> None:
        """After a failure only the closing command still runs (it releases what was opened)."""
        while True:
            command = self.commands.get()
            if command is None:
                return
            if getattr(command, "closing", False):
                try:
                    command()
                except Exception:
                    pass


class _closing:
    """The command that releases what a worker opened: it runs even after a failure."""
    closing = True

    def __init__(self, fn: Any) -> None:
        self.fn = fn

    def __call__(self) -> None:
        self.fn()


class _Registration:
    """The announcement's zeroconf side, run on its worker thread only (a plain object: the
    thread never touches the Qt object that owns it)."""

    def __init__(self, interfaces: list[str] | None, port: int, game: str) -> None:
        self.interfaces, self.port, self.game = interfaces, port, game
        self.lib: Any = None    # python-zeroconf, given by the event loop's thread (_library)
        self.zc: Any = None
        self.info: Any = None
        self.registered = False

    def register(self, addresses: list[str], props: dict[str, str]) -> None:
        lib = self.lib
        if not addresses:
            raise OSError("no network address to announce")
        self.zc = lib.Zeroconf(interfaces=self.interfaces) if self.interfaces \
            else lib.Zeroconf(ip_version=lib.IPVersion.All)
        instance = f"Kotatsu {self.game} {secrets.token_hex(3)}"
        self.info = lib.ServiceInfo(P.SERVICE_TYPE, f"{instance}.{P.SERVICE_TYPE}", port=self.port,
                                properties=props, parsed_addresses=addresses[:8],
                                server=f"kotatsu-{secrets.token_hex(4)}.local.")
        self.zc.register_service(self.info, allow_name_change=True)
        self.registered = True

    def update(self, props: dict[str, str]) -> None:
        if self.zc is None or self.info is None:
            return
        old = self.info
        self.info = self.lib.ServiceInfo(old.type, old.name, port=old.port, properties=props,
                                parsed_addresses=old.parsed_addresses(), server=old.server)
        self.zc.update_service(self.info)

    def close(self) -> None:
        zc, self.zc = self.zc, None
        if zc is not None:
            try:
                zc.unregister_all_services()
            finally:
                zc.close()
        self.registered = False


class Announcement(QObject):
    """The host's announcement of its table: `start()` once listening, `update(free)` when a seat
    is taken or freed, `stop()` when the table closes. Never blocks the event loop."""

    unavailable = Signal(str)

    def __init__(self, *, port: int, game: str, players: int, free: int, name: str = "",
                 interfaces: list[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.port, self.game, self.players, self.free = port, game, players, free
        self.name = P.plain_name(name) or P.plain_name(socket.gethostname())
        self._off = turned_off(interfaces)
        self.interfaces = chosen_interfaces(interfaces)
        self.problem = ""
        self._relay = _Relay(failed=self._failed)
        self._drain = _drain_timer(self, self._relay)
        self._worker: _Worker | None = None
        self._zeroconf = _Registration(self.interfaces, port, game)

    @property
    def registered(self) -> bool:
        return self._zeroconf.registered

    def start(self) -> None:
        if self._worker is not None or self._off:
            return
        try:
            self._zeroconf.lib = _library()
        except Exception as exc:  # no zeroconf here: hosting by address still works
            self._failed(f"{type(exc).__name__}: {exc}")
            return
        self._worker = _Worker(self._relay, "kotatsu-announce")
        self._drain.start()
        addresses = list(self.interfaces) if self.interfaces else local_addresses()
        props, zeroconf = self._properties(), self._zeroconf
        self._worker.do(lambda: zeroconf.register(addresses, props))

    def update(self, free: int) -> None:
        if free == self.free or self._worker is None:
            return
        self.free = free
        props, zeroconf = self._properties(), self._zeroconf
        self._worker.do(lambda: zeroconf.update(props))

    def stop(self) -> None:
        self._drain.stop()
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.do(_closing(self._zeroconf.close))
            worker.do(None)

    def _properties(self) -> dict[str, str]:
        name = self.name.encode("utf-8")[:TXT_VALUE_MAX].decode("utf-8", "ignore")
        return {"protocol": str(P.PROTOCOL), "app": P.APP, "game": self.game, "players": str(self.players),
                "free": str(self.free), "name": name}

    def _failed(self, reason: str) -> None:
        if not self.problem:
            self.problem = reason
            self.unavailable.emit(reason)


class _Browsing:
    """The browser's zeroconf side, run on its worker thread and zeroconf's only (a plain object:
    those threads never touch the Qt object that owns it)."""

    def __init__(self, interfaces: list[str] | None, relay: _Relay, worker: _Worker, lib: Any) -> None:
        self.interfaces, self.relay, self.worker = interfaces, relay, worker
        self.lib = lib   # python-zeroconf, given by the event loop's thread (_library)
        self.zc: Any = None
        self.browser: Any = None

    def browse(self) -> None:
        lib = self.lib
        self.zc = zc = lib.Zeroconf(interfaces=self.interfaces) if self.interfaces \
            else lib.Zeroconf(ip_version=lib.IPVersion.All)
        removed = lib.ServiceStateChange.Removed

        def changed(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
            # zeroconf's own thread: nothing blocking here, the resolution goes to our worker
            if state_change is removed:
                self.relay.put("lost", name)
            else:
                self.worker.do(lambda: self.resolve(service_type, name))

        self.browser = lib.ServiceBrowser(zc, P.SERVICE_TYPE, handlers=[changed])

    def resolve(self, service_type: str, name: str) -> None:
        zc = self.zc
        if zc is None or not isinstance(name, str) or len(name) > 300:
            return
        info = self.lib.ServiceInfo(service_type, name)
        try:
            if not info.request(zc, RESOLVE_MS):
                return
        except Exception:  # one table's bad record never ends the browsing
            return
        table = table_from_record(name, info.parsed_scoped_addresses()[:8], info.port, info.properties)
        if table is not None:
            self.relay.put("found", table)

    def close(self) -> None:
        zc, self.zc = self.zc, None
        if self.browser is not None:
            self.browser.cancel()
            self.browser = None
        if zc is not None:
            zc.close()


class TableBrowser(QObject):
    """Game ▸ Join a table…'s list: `start()`, then `tables_changed` with [(label, host, port)]
    (what JoinDialog.set_tables takes) whenever a table appears, changes or goes; `tables()` the
    AnnouncedTable values. `stop()` when the dialog closes."""

    tables_changed = Signal(list)
    unavailable = Signal(str)

    def __init__(self, *, interfaces: list[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._off = turned_off(interfaces)
        self.interfaces = chosen_interfaces(interfaces)
        self.problem = ""
        self._found: dict[str, AnnouncedTable] = {}
        self._relay = _Relay(found=self._found_one, lost=self._lost_one, failed=self._failed)
        self._drain = _drain_timer(self, self._relay)
        self._worker: _Worker | None = None
        self._zeroconf: _Browsing | None = None

    def start(self) -> None:
        if self._worker is None and not self._off:
            try:
                lib = _library()
            except Exception as exc:  # no zeroconf here: joining by address still works
                self._failed(f"{type(exc).__name__}: {exc}")
                return
            self._worker = _Worker(self._relay, "kotatsu-browse")
            self._drain.start()
            self._zeroconf = zeroconf = _Browsing(self.interfaces, self._relay, self._worker, lib)
            self._worker.do(zeroconf.browse)

    def stop(self) -> None:
        self._drain.stop()
        worker, self._worker = self._worker, None
        if worker is not None and self._zeroconf is not None:
            worker.do(_closing(self._zeroconf.close))
            worker.do(None)

    close = stop

    def tables(self) -> list[AnnouncedTable]:
        return sorted(self._found.values(), key=lambda t: (not t.compatible, t.game, t.name, t.key))

    def entries(self) -> list[tuple[str, str, int]]:
        """(label, host, port) of each table this Kotatsu can join (JoinDialog.set_tables)."""
        return [(self.label(t), t.host, t.port) for t in self.tables() if t.compatible]

    def label(self, table: AnnouncedTable) -> str:
        """What the Join dialog shows: 'Coloretto — Ana — 2 free seats'."""
        title = translate_text(engines.get(table.game).title)
        if not table.compatible:
            seats = self.tr("another version of Kotatsu")
        elif table.free:
            seats = english_plural(self.tr("%n free seat(s)", "", table.free), table.free)
        else:
            seats = self.tr("full")
        return self.tr("{0} — {1} — {2}").format(title, table.name or table.host, seats)

    # ------------------------------------------------------------------ on the event loop
    def _found_one(self, table: AnnouncedTable) -> None:
        if table.key not in self._found and len(self._found) >= MAX_TABLES:
            return
        if self._found.get(table.key) != table:
            self._found[table.key] = table
            self.tables_changed.emit(self.entries())

    def _lost_one(self, key: str) -> None:
        if self._found.pop(key, None) is not None:
            self.tables_changed.emit(self.entries())

    def _failed(self, reason: str) -> None:
        if not self.problem:
            self.problem = reason
            self.unavailable.emit(reason)


def Browser(parent: QObject | None = None, *, interfaces: list[str] | None = None) -> TableBrowser:  # noqa: N802
    """The Join dialog's browser, started at once; `close()` when the dialog is done
    (desktop.shell.network_tables connects `tables_changed` to JoinDialog.set_tables). A function,
    not a subclass: PySide6's self.tr with a count takes the subclass's name as its context."""
    browser = TableBrowser(interfaces=interfaces, parent=parent)
    browser.start()
    return browser
