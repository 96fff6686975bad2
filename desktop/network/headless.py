"""The headless table and the headless player (`python -m desktop.network host|join`, see
__main__.py): no window, a QCoreApplication, the same Host and ClientConnection as the app."""
from __future__ import annotations

import json
import random
import sys
import time
from dataclasses import fields
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtNetwork import QHostAddress

import engines
from desktop.network import protocol as P
from desktop.network.client import ClientConnection
from desktop.network.guard import Limits
from desktop.network.host import Host
from desktop.storage import paths
from desktop.storage.safeio import write_atomically


def tables_dir() -> Path:
    folder = paths.data_dir() / "tables"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def table_file(game_id: str) -> Path:
    """The host's own record of a table (join code and resume tokens; never sent anywhere)."""
    return tables_dir() / f"{game_id}.json"


def read_table(game_id: str) -> dict[str, Any]:
    try:
        data = json.loads(table_file(game_id).read_text(encoding="utf-8"))
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def run_host(args: Any) -> int:
    from desktop.session.local import GameSession
    from desktop.session.saves import Seat
    from desktop.storage.stats import Statistics

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    kwargs = dict(autosave_dir=paths.autosave_dir(), computer_delay_ms=0, hard_budget_s=args.budget)
    saved: dict[str, Any] = {}
    if args.resume:
        from desktop.session.saves import GAME_ID

        if not GAME_ID.fullmatch(args.resume):
            print(f"not a game id: {args.resume[:80]!r}", file=sys.stderr)
            return 2
        path = paths.autosave_dir() / f"{args.resume}.json"
        try:
            session = GameSession.load(path, **kwargs)
        except (OSError, ValueError) as exc:
            print(f"cannot resume {args.resume}: {exc}", file=sys.stderr)
            return 2
        saved = read_table(session.game_id)
    else:
        engine = engines.get(args.game)
        kinds = [k.strip() for k in args.seats.split(",")] if args.seats else ["remote"] * args.players
        if len(kinds) != args.players:
            print(f"--seats has {len(kinds)} seats for {args.players} players", file=sys.stderr)
            return 2
        seats = []
        for i, kind in enumerate(kinds):
            if kind == "remote":
                seats.append(Seat(f"Player {i + 1}", "remote"))
            elif kind in ("easy", "normal", "hard"):
                seats.append(Seat(f"Computer {i + 1}", "computer", kind))
            else:
                print(f"unknown seat kind {kind!r} (remote, easy, normal, hard)", file=sys.stderr)
                return 2
        options = json.loads(args.options) if args.options else None
        engine.check_players(args.players)
        session = GameSession(args.game, seats, seed=args.seed, options=options, **kwargs)
    session.statistics = Statistics(paths.stats_path())
    try:
        limits = parse_limits(args.limits)
    except ValueError as exc:
        print(f"--limits: {exc}", file=sys.stderr)
        return 2
    host = Host(session, code=args.code or saved.get("code"), tokens=saved.get("tokens"), limits=limits)

    def keep_table() -> None:
        if session.is_over():
            return
        try:
            write_atomically(table_file(session.game_id), json.dumps(
                {"code": host.code, "tokens": {str(k): v for k, v in host.tokens.items()}, "port": host.port}))
        except OSError as exc:
            print(f"the table's tokens could not be kept: {exc}", file=sys.stderr)

    host.connection_changed.connect(keep_table)
    address = QHostAddress(args.bind) if args.bind else QHostAddress(QHostAddress.SpecialAddress.Any)
    port = host.listen(args.port if args.port is not None else int(saved.get("port", 0)), address)
    if not port:
        print(f"cannot listen: {host.server.errorString()}", file=sys.stderr)
        return 1
    keep_table()
    if not args.no_announce:
        host.announce(name=args.name, interfaces=[args.bind] if args.bind else None)
        host.announcement.unavailable.connect(
            lambda reason: print(f"not announced on the network (join by address): {reason}", file=sys.stderr))
    print(f"KOTATSU_HOST port={port} code={host.code} game_id={session.game_id}", flush=True)
    done = {"rc": 0}

    def finish() -> None:
        host.game.refresh()
        QTimer.singleShot(300, lambda: (host.close(QCoreApplication.translate(
            "NetworkHost", "The game is over.")), QTimer.singleShot(300, app.quit)))
        try:
            table_file(session.game_id).unlink()
        except OSError:
            pass

    session.game_over.connect(finish)
    session.storage_problem.connect(lambda text: print(f"storage: {text}", file=sys.stderr))
    if args.max_seconds:
        QTimer.singleShot(int(args.max_seconds * 1000), lambda: (done.update(rc=3), app.quit()))
    lag = LagWatch(app) if args.watch_lag else None
    session.start()
    app.exec()
    session.close()
    host.game.close()
    if lag is not None:
        print(lag.report(), flush=True)
    return done["rc"]


def parse_limits(text: str) -> Limits:
    """--limits '{"hello_timeout": 2, ...}': the guard's figures (tests shorten the timeouts)."""
    limits = Limits()
    if not text:
        return limits
    try:
        given = json.loads(text)
    except ValueError as exc:
        raise ValueError("not JSON") from exc
    names = {f.name for f in fields(Limits)}
    if not isinstance(given, dict) or not set(given) <= names:
        raise ValueError(f"an object with some of {sorted(names)}")
    for name, value in given.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value <= 10**6:
            raise ValueError(f"{name} must be a positive number")
        setattr(limits, name, type(getattr(limits, name))(value))
    return limits


class LagWatch:
    """The event loop's lag: a timer due every TICK_MS, how late each tick comes (a stall of the
    host shows here). `report()`: 'KOTATSU_LAG max_ms=.. p99_ms=.. p50_ms=.. ticks=..'."""

    TICK_MS = 20

    def __init__(self, parent: Any) -> None:
        self.lags: list[float] = []
        self.last = time.monotonic()
        self.timer = QTimer(parent)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self.timer.start(self.TICK_MS)

    def _tick(self) -> None:
        now = time.monotonic()
        self.lags.append(max(0.0, (now - self.last) * 1000 - self.TICK_MS))
        self.last = now

    def report(self) -> str:
        lags = sorted(self.lags) or [0.0]
        pick = lambda q: lags[min(len(lags) - 1, int(q * len(lags)))]  # noqa: E731
        return (f"KOTATSU_LAG max_ms={lags[-1]:.1f} p99_ms={pick(0.99):.1f} p50_ms={pick(0.5):.1f} "
                f"ticks={len(self.lags)}")


class HeadlessPlayer:
    """One seat played by a computer of `level` from the views alone (engine.from_observation
    gives a playable state; a game without it yet plays a random legal move).

    It answers each legal list once: a view whose `legal_seq` it has already answered is only a
    change of what it sees (another seat's simultaneous decision), and its act is still current
    (docs/PROTOCOL.md, "When an act is stale"). When the host refuses its last act (an error naming
    that act's seq), it answers the current view again, a random legal move after the first retry,
    at most RETRIES times for one legal list."""

    RETRIES = 5

    def __init__(self, conn: ClientConnection, level: str, budget: float, seed: int) -> None:
        self.conn, self.level, self.budget = conn, level, budget
        self.rng = random.Random(seed)
        self.game: str | None = None
        self.player: Any = None
        self.latest: dict[str, Any] | None = None  # the last view heard
        self.answered = -1      # the legal_seq of the last legal list answered
        self.last_act = -1      # the seq the last act carried
        self.retries = 0
        self.over = False
        self.seat: int | None = None
        conn.welcomed.connect(self.welcomed)
        conn.message.connect(self.heard)

    def welcomed(self, m: dict[str, Any]) -> None:
        self.seat = m["seat"]
        self.answered = -1  # back on a new connection: the host's view may be one already answered,
        self.latest = None  # but the act may have been lost with the old link
        if isinstance(m.get("game"), str) and m["game"] in engines.NAMES and self.game is None:
            from engines.players import make_player

            self.game = m["game"]
            self.engine = engines.get(self.game)
            self.player = make_player(self.game, self.level, seed=self.rng.getrandbits(31), budget_s=self.budget)

    def heard(self, m: dict[str, Any]) -> None:
        if m["type"] == "goodbye":
            QCoreApplication.instance().quit()
            return
        if m["type"] == "error":
            if m.get("act") == self.last_act and self.latest is not None and self.retries < self.RETRIES:
                self.retries += 1
                self.answer(self.latest, random_move=True)
            return
        if m["type"] != "view" or self.game is None:
            return
        if m.get("over") is True:
            self.over = True
            return
        seq, legal = m.get("seq"), m.get("legal")
        if not P.is_int(seq) or not isinstance(legal, list):
            return
        legal_seq = m.get("legal_seq") if P.is_int(m.get("legal_seq")) else seq
        self.latest = m
        if legal and legal_seq > self.answered:
            self.answered, self.retries = legal_seq, 0
            self.answer(m)

    def answer(self, view: dict[str, Any], random_move: bool = False) -> None:
        legal = view["legal"]
        if not legal:
            return
        self.last_act = view["seq"]
        action = self.rng.choice(legal) if random_move else self.choose(view["observation"], legal)
        self.conn.send({"type": "act", "seq": view["seq"], "action": action})

    def choose(self, observation: Any, legal: list[Any]) -> Any:
        if self.level != "easy":
            try:
                state = self.engine.from_observation(observation, self.seat, self.rng)
                return self.engine.encode_action(self.player(state, self.seat))
            except (NotImplementedError, ValueError):
                pass
        return self.rng.choice(legal)


def read_token(path: Path | None) -> str | None:
    """A resume token kept by an earlier run (plain url-safe text of at most 200 characters)."""
    if path is None:
        return None
    try:
        if not path.is_file() or path.stat().st_size > 256:
            return None
        text = path.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return text if 0 < len(text) <= 200 and all(c.isalnum() or c in "-_" for c in text) else None


def write_token(path: Path, token: str) -> None:
    try:
        write_atomically(path, token)
    except OSError as exc:
        print(f"the resume token could not be kept: {exc}", file=sys.stderr)


def run_join(args: Any) -> int:
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    from desktop.network.client import parse_address

    where = parse_address(args.address)
    if where is None:
        print(f"not an address: {args.address!r} (HOST:PORT)", file=sys.stderr)
        return 2
    token_file = Path(args.token_file) if args.token_file else None
    conn = ClientConnection(where[0], where[1], code=args.code, name=args.name or f"Computer ({args.level})",
                            token=read_token(token_file))
    if token_file is not None:  # the seat's resume token, kept to come back after a crash
        conn.welcomed.connect(lambda m: write_token(token_file, m["token"]))
    player = HeadlessPlayer(conn, args.level, args.budget, args.seed if args.seed is not None else random.randrange(2**31))
    result = {"rc": 0}
    conn.refused.connect(lambda reason: (print(f"refused: {reason}", file=sys.stderr), result.update(rc=1), app.quit()))
    conn.problem.connect(lambda text: print(f"problem: {text}", file=sys.stderr))
    conn.welcomed.connect(lambda m: print(f"KOTATSU_JOINED seat={m['seat']}", flush=True))

    def lost(link: str) -> None:
        if link == "closed" and not player.over:
            result.update(rc=1)
            app.quit()

    conn.link_changed.connect(lost)
    if args.max_seconds:
        QTimer.singleShot(int(args.max_seconds * 1000), lambda: (result.update(rc=3), app.quit()))
    conn.start()
    app.exec()
    conn.shutdown()
    if result["rc"] == 0 and not player.over:
        result["rc"] = 1
    return result["rc"]
