"""Tables announced on the local network (mDNS / DNS-SD, `_kotatsu._tcp`, python-zeroconf).

`Announcement` (the host): registers the table with the protocol version, the game, the number of
players and the free seats in its TXT record, updates the free seats, withdraws it when the table
closes. `TableBrowser` (Game ▸ Join a table…): emits `tables_changed` with what it found, each
table's TXT record read as hostile input (caps, types, known games only).

Both run every zeroconf call on a thread of their own: registration probes the network for about
two seconds, and the event loop never waits for it. Both fail soft: a machine without multicast (or
without the zeroconf package) still hosts and joins by address; the reason is kept in `problem` and
emitted once as `unavailable(str)` for a log or a tooltip, never as a dialog. Tests pass
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

from PySide6.QtCore import QObject, Signal
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


class _Relay(QObject):
    """Carries a result from a zeroconf thread to the event loop (a queued signal)."""
    found = Signal(object)
    lost = Signal(str)
    failed = Signal(str)


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
                try:
                    self.relay.failed.emit(f"{type(exc).__name__}: {exc}")
                except RuntimeError:  # the relay is gone (the application is ending)
                    pass
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
        self.registered = False
        # no parent: zeroconf's threads may still emit through it after its owner is deleted (a
        # child relay was deleted with the owner, and a late emit crashed the process)
        self._relay = _Relay()
        self._relay.failed.connect(self._failed)
        self._worker: _Worker | None = None
        self._zc: Any = None
        self._info: Any = None

    def start(self) -> None:
        if self._worker is not None or self._off:
            return
        self._worker = _Worker(self._relay, "kotatsu-announce")
        addresses = list(self.interfaces) if self.interfaces else local_addresses()
        props = self._properties()
        self._worker.do(lambda: self._register(addresses, props))

    def update(self, free: int) -> None:
        if free == self.free or self._worker is None:
            return
        self.free = free
        props = self._properties()
        self._worker.do(lambda: self._update(props))

    def stop(self) -> None:
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.do(_closing(self._close))
            worker.do(None)

    def _properties(self) -> dict[str, str]:
        name = self.name.encode("utf-8")[:TXT_VALUE_MAX].decode("utf-8", "ignore")
        return {"protocol": str(P.PROTOCOL), "app": P.APP, "game": self.game, "players": str(self.players),
                "free": str(self.free), "name": name}

    # ------------------------------------------------------------------ on the worker thread
    def _register(self, addresses: list[str], props: dict[str, str]) -> None:
        from zeroconf import IPVersion, ServiceInfo, Zeroconf

        if not addresses:
            raise OSError("no network address to announce")
        self._zc = Zeroconf(interfaces=self.interfaces) if self.interfaces else Zeroconf(ip_version=IPVersion.All)
        instance = f"Kotatsu {self.game} {secrets.token_hex(3)}"
        self._info = ServiceInfo(P.SERVICE_TYPE, f"{instance}.{P.SERVICE_TYPE}", port=self.port,
                                 properties=props, parsed_addresses=addresses[:8],
                                 server=f"kotatsu-{secrets.token_hex(4)}.local.")
        self._zc.register_service(self._info, allow_name_change=True)
        self.registered = True

    def _update(self, props: dict[str, str]) -> None:
        from zeroconf import ServiceInfo

        if self._zc is None or self._info is None:
            return
        old = self._info
        self._info = ServiceInfo(old.type, old.name, port=old.port, properties=props,
                                 parsed_addresses=old.parsed_addresses(), server=old.server)
        self._zc.update_service(self._info)

    def _close(self) -> None:
        zc, self._zc = self._zc, None
        if zc is not None:
            try:
                zc.unregister_all_services()
            finally:
                zc.close()
        self.registered = False

    def _failed(self, reason: str) -> None:
        if not self.problem:
            self.problem = reason
            self.unavailable.emit(reason)


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
        # no parent: zeroconf's threads may still emit through it after its owner is deleted (a
        # child relay was deleted with the owner, and a late emit crashed the process)
        self._relay = _Relay()
        self._relay.found.connect(self._found_one)
        self._relay.lost.connect(self._lost_one)
        self._relay.failed.connect(self._failed)
        self._worker: _Worker | None = None
        self._zc: Any = None
        self._browser: Any = None

    def start(self) -> None:
        if self._worker is None and not self._off:
            self._worker = _Worker(self._relay, "kotatsu-browse")
            self._worker.do(self._browse)

    def stop(self) -> None:
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.do(_closing(self._close))
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

    # ------------------------------------------------------------------ on the worker thread
    def _browse(self) -> None:
        from zeroconf import IPVersion, ServiceBrowser, ServiceStateChange, Zeroconf

        self._zc = zc = Zeroconf(interfaces=self.interfaces) if self.interfaces else Zeroconf(ip_version=IPVersion.All)
        worker = self._worker

        def changed(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
            # zeroconf's own thread: nothing blocking here, the resolution goes to our worker
            if state_change is ServiceStateChange.Removed:
                self._relay.lost.emit(name)
            elif worker is not None:
                worker.do(lambda: self._resolve(service_type, name))

        self._browser = ServiceBrowser(zc, P.SERVICE_TYPE, handlers=[changed])

    def _resolve(self, service_type: str, name: str) -> None:
        from zeroconf import ServiceInfo

        zc = self._zc
        if zc is None or not isinstance(name, str) or len(name) > 300:
            return
        info = ServiceInfo(service_type, name)
        try:
            if not info.request(zc, RESOLVE_MS):
                return
        except Exception:  # one table's bad record never ends the browsing
            return
        table = table_from_record(name, info.parsed_scoped_addresses()[:8], info.port, info.properties)
        if table is not None:
            self._relay.found.emit(table)

    def _close(self) -> None:
        zc, self._zc = self._zc, None
        if self._browser is not None:
            self._browser.cancel()
            self._browser = None
        if zc is not None:
            zc.close()


def Browser(parent: QObject | None = None, *, interfaces: list[str] | None = None) -> TableBrowser:  # noqa: N802
    """The Join dialog's browser, started at once; `close()` when the dialog is done
    (desktop.shell.network_tables connects `tables_changed` to JoinDialog.set_tables). A function,
    not a subclass: PySide6's self.tr with a count takes the subclass's name as its context."""
    browser = TableBrowser(interfaces=interfaces, parent=parent)
    browser.start()
    return browser
