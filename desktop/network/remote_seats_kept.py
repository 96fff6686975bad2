"""The seats this computer holds at tables hosted elsewhere (issue 25): the resume token a host gave
for (address, port, join code), kept in `<data>/joined_tables.json` so that joining the same table
again, after Kotatsu was closed or crashed, takes the same seat back instead of asking for a free one
("This table is full"). A token is forgotten when its game ends. The file is hostile input like any
other: size cap, plain types, at most KEEP entries; a damaged file is simply started again."""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from desktop.network import protocol as P
from desktop.storage import paths
from desktop.storage.safeio import read_regular_file, write_atomically

KEEP = 20
CAP = 64 * 1024


def _file() -> Path:
    return paths.data_dir() / "joined_tables.json"


def _key(host: str, port: int, code: str) -> str:
    return f"{str(host).lower()}|{int(port)}|{P.clean_code(code)}"


def _read() -> list[dict[str, Any]]:
    try:
        data = json.loads(read_regular_file(_file(), CAP).decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return []
    if not isinstance(data, list):
        return []
    return [e for e in data[:KEEP] if isinstance(e, dict) and isinstance(e.get("key"), str) and len(e["key"]) < 400
            and isinstance(e.get("token"), str) and 0 < len(e["token"]) <= 200
            and isinstance(e.get("at"), (int, float))]


def _write(entries: list[dict[str, Any]]) -> None:
    try:
        write_atomically(_file(), json.dumps(entries[-KEEP:]))
    except OSError:
        pass  # a seat not kept is only a seat asked for again


def token_for(host: str, port: int, code: str) -> str | None:
    """The resume token kept for that table, or None."""
    key = _key(host, port, code)
    return next((e["token"] for e in reversed(_read()) if e["key"] == key), None)


def keep(host: str, port: int, code: str, token: str) -> None:
    if not isinstance(token, str) or not 0 < len(token) <= 200:
        return
    key = _key(host, port, code)
    entries = [e for e in _read() if e["key"] != key]
    entries.append({"key": key, "token": token, "at": time.time()})
    _write(entries)


def forget(host: str, port: int, code: str) -> None:
    key = _key(host, port, code)
    entries = _read()
    kept = [e for e in entries if e["key"] != key]
    if len(kept) != len(entries):
        _write(kept)
