"""Hostile clients for the network tests, plain sockets on 127.0.0.1 in threads: each attack
returns what it saw, so a test can say the host defended itself (closed, refused, slowed) and go
on serving the honest players. `MeanPlayer` holds a seat and plays it to the end, but before each
of its real moves sends stale, illegal, undecodable and unreadable acts, and once floods the host
until it is cut off, then comes back with its token."""
from __future__ import annotations

import json
import random
import socket
import threading
import time
from typing import Any

ADDRESS = "127.0.0.1"


def hello(code: str, token: str | None = None, name: str = "Mean") -> bytes:
    return (json.dumps({"type": "hello", "app": "kotatsu", "protocol": 1, "code": code, "name": name,
                        "token": token}) + "\n").encode()


def closed_within(sock: socket.socket, seconds: float) -> tuple[bool, bytes]:
    """Reads until the host closes the connection (True) or `seconds` pass (False)."""
    sock.settimeout(0.2)
    got = b""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            data = sock.recv(65536)
        except TimeoutError:
            continue
        except OSError:
            return True, got
        if not data:
            return True, got
        got += data
    return False, got


def fuzz_lines(rng: random.Random, count: int) -> list[bytes]:
    """Lines a broken or hostile program might send first: random bytes, JSON that is not a hello,
    hellos with wrong types, deep nesting, huge numbers, invalid UTF-8."""
    kinds = [
        lambda: bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))).replace(b"\n", b" "),
        lambda: b"[" * rng.randrange(30, 5000) + b"]" * rng.randrange(0, 50),
        lambda: json.dumps({"type": "hello", "app": rng.choice(["kotatsu", 1, None, "x" * 500]),
                            "protocol": rng.choice([1, "1", 1.5, -1, 10**40, None, [1]]),
                            "code": rng.choice(["", None, 7, "A" * 10000, "ÀÉ\u202e"]),
                            "name": rng.choice(["\x00\x07", "a" * 5000, {"x": 1}]),
                            "token": rng.choice([None, 5, "t" * 300, ["x"]])}).encode(),
        lambda: json.dumps([{"type": "act"}] * rng.randrange(1, 100)).encode(),
        lambda: b'{"type": "hello", "n": ' + b"9" * rng.randrange(1000, 20000) + b"}",
        lambda: b'{"type": "\xff\xfe"}',
        lambda: b'{"type": NaN}',
        lambda: json.dumps({"type": rng.choice(["act", "chat", "undo", "hint", "welcome", "view", "x" * 1000])}).encode(),
    ]
    return [rng.choice(kinds)() for _ in range(count)]


def fuzz(port: int, seed: int, count: int) -> dict[str, int]:
    """`count` connections, each sending one fuzzed line (and a few more): every one must be closed."""
    rng = random.Random(seed)
    seen = {"closed": 0, "open": 0, "refused_at_once": 0}
    for line in fuzz_lines(rng, count):
        try:
            sock = socket.create_connection((ADDRESS, port), timeout=5)
        except OSError:
            seen["refused_at_once"] += 1
            continue
        with sock:
            try:
                sock.sendall(line + b"\n" + b'{"type": "ping"}\n')
            except OSError:
                seen["closed"] += 1
                continue
            done, _ = closed_within(sock, 8)
            seen["closed" if done else "open"] += 1
    return seen


def oversized(port: int, code: str) -> dict[str, bool]:
    """A 70 KiB line without its newline, and one after a good hello with a wrong code."""
    seen = {}
    with socket.create_connection((ADDRESS, port), timeout=5) as sock:
        try:
            sock.sendall(b"x" * 70_000)
        except OSError:
            pass
        seen["no_newline"] = closed_within(sock, 8)[0]
    with socket.create_connection((ADDRESS, port), timeout=5) as sock:
        try:
            sock.sendall(b'{"type": "chat", "text": "' + b"y" * 80_000 + b'"}\n')
        except OSError:
            pass
        seen["with_newline"] = closed_within(sock, 8)[0]
    return seen


def slowloris(port: int, budget: float) -> dict[str, float]:
    """One connection trickling a hello a byte at a time, one saying nothing: the time each lasted."""
    out = {}
    start = time.monotonic()
    with socket.create_connection((ADDRESS, port), timeout=5) as sock:
        sock.settimeout(0.3)
        payload = hello("AAAAAA")[:-1]  # never the newline
        for i in range(10_000):
            try:
                sock.send(payload[i % len(payload):i % len(payload) + 1])
                if not sock.recv(4096):
                    break
            except TimeoutError:
                pass
            except OSError:
                break
            if time.monotonic() - start > budget:
                break
        out["trickle_s"] = time.monotonic() - start
    start = time.monotonic()
    with socket.create_connection((ADDRESS, port), timeout=5) as sock:
        closed_within(sock, budget)
        out["silent_s"] = time.monotonic() - start
    return out


def many_connections(port: int, count: int = 200, hold: float = 2.5) -> dict[str, int]:
    """`count` connections at once, held open without a word: the host keeps at most its cap."""
    socks, failed = [], 0
    for _ in range(count):
        try:
            socks.append(socket.create_connection((ADDRESS, port), timeout=5))
        except OSError:
            failed += 1
    time.sleep(hold)
    closed = 0
    for sock in socks:
        done, _ = closed_within(sock, 0.01)
        closed += done
        sock.close()
    return {"opened": len(socks), "failed": failed, "closed_by_host": closed}


def wrong_codes(port: int, code: str, count: int) -> list[tuple[str, float]]:
    """The same wrong code again and again: each refusal and how long it took to come."""
    wrong = "".join("C" if c != "C" else "D" for c in code)
    out = []
    for _ in range(count):
        start = time.monotonic()
        with socket.create_connection((ADDRESS, port), timeout=5) as sock:
            sock.sendall(hello(wrong))
            _, got = closed_within(sock, 40)
        reasons = [json.loads(line).get("reason", "") for line in got.splitlines() if line.strip()]
        out.append((" ".join(reasons), time.monotonic() - start))
    return out


class MeanPlayer(threading.Thread):
    """A seat played to the end with junk before each real move (see the module docstring)."""

    def __init__(self, port: int, code: str, seed: int, pause: float = 0.05, flood: int = 400) -> None:
        super().__init__(daemon=True)
        self.port, self.code, self.pause, self.flood = port, code, pause, flood
        self.rng = random.Random(seed)
        self.token: str | None = None
        self.seat: int | None = None
        self.over = False
        self.errors: dict[str, int] = {}
        self.welcomes = 0
        self.goodbyes: list[str] = []
        self.acts = 0
        self.resets = 0
        self.failure = ""

    def run(self) -> None:
        try:
            deadline = time.monotonic() + 120
            while not self.over and time.monotonic() < deadline:
                try:
                    self.session()
                except OSError:  # refused or reset (the host's caps hold other attackers' sockets)
                    self.resets += 1
                if not self.over:
                    time.sleep(0.2)
        except Exception as exc:  # the test reads it
            self.failure = f"{type(exc).__name__}: {exc}"

    def session(self) -> None:
        sock = socket.create_connection((ADDRESS, self.port), timeout=10)
        sock.settimeout(10)
        buf = b""
        answered = -1
        latest: dict[str, Any] | None = None
        acted_at = 0.0
        with sock:
            sock.sendall(hello(self.code, self.token))
            while not self.over:
                try:
                    data = sock.recv(65536)
                except TimeoutError:
                    data = b"?"
                    if latest is not None and latest["legal"] and time.monotonic() - acted_at > 5:
                        answered = -1  # nothing came back: answer again
                if not data:
                    return  # closed: come back with the token
                buf += data if data != b"?" else b""
                *lines, buf = buf.split(b"\n")
                for line in lines:
                    if not line.strip():
                        continue
                    m = json.loads(line)
                    kind = m.get("type")
                    if kind == "welcome":
                        self.token, self.seat = m["token"], m["seat"]
                        self.welcomes += 1
                        if self.welcomes == 1 and self.flood:
                            self.send(sock, b'{"type": "ping"}\n' * self.flood)  # over the waiting cap
                    elif kind == "goodbye":
                        self.goodbyes.append(m.get("reason", ""))
                    elif kind == "error":
                        self.errors[m.get("reason", "")[:40]] = self.errors.get(m.get("reason", "")[:40], 0) + 1
                    elif kind == "view":
                        latest = m
                        if m.get("over"):
                            self.over = True
                            return
                        if not m["legal"]:
                            if self.rng.random() < 0.3:  # out of turn
                                self.send(sock, self.act(m["seq"], {"die": 0}))
                            continue
                        if m["legal_seq"] > answered:
                            answered = m["legal_seq"]
                            self.junk(sock, m)
                            time.sleep(self.pause)
                            self.send(sock, self.act(m["seq"], self.rng.choice(m["legal"])))
                            self.acts += 1
                            acted_at = time.monotonic()

    def junk(self, sock: socket.socket, view: dict[str, Any]) -> None:
        seq = view["seq"]
        lines = [self.act(max(0, view["legal_seq"] - 1), self.rng.choice(view["legal"])),  # stale
                 self.act(seq + 7, self.rng.choice(view["legal"])),                         # from the future
                 self.act(seq, {"not": "a move", "n": [1, 2, 3]}),                          # undecodable
                 self.act(seq, "x" * 3000),
                 self.act("seq", None),
                 b'{"type": "act", "seq": 1e400}\n',
                 bytes(self.rng.randrange(256) for _ in range(64)).replace(b"\n", b".") + b"\n",
                 b'{"type": "chat", "text": "\\u202e\\u0000hi"}\n']
        if self.acts < 3:  # a few undos only: an undo that succeeds undoes the mean player's own move
            lines.append(b'{"type": "undo"}\n')
        if self.rng.random() < 0.1:
            lines.append(b'{"type": "hint"}\n')
        self.rng.shuffle(lines)
        self.send(sock, b"".join(lines))

    @staticmethod
    def act(seq: Any, action: Any) -> bytes:
        return (json.dumps({"type": "act", "seq": seq, "action": action}) + "\n").encode()

    @staticmethod
    def send(sock: socket.socket, data: bytes) -> None:
        try:
            sock.sendall(data)
        except OSError:
            pass
