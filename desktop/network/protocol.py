"""The wire format of a table across computers (docs/PROTOCOL.md says it in full).

TCP, one JSON object per line, UTF-8, at most MAX_LINE bytes a line, a "type" in each object. Both
ends treat the other as hostile: `LineBuffer` refuses an over-long line before it is parsed,
`parse` caps the nesting depth and the number of values before json.loads, and the `checked_*`
helpers accept only plain types. Join codes and resume tokens come from `secrets` and are compared
in constant time (`hmac.compare_digest`). Nothing here touches an engine state.
"""
from __future__ import annotations

import hmac
import json
import secrets
import unicodedata
from typing import Any

PROTOCOL = 1
APP = "kotatsu"
MAX_LINE = 64 * 1024
MAX_DEPTH = 32
MAX_VALUES = 20_000
NAME_MAX = 100
CHAT_MAX = 300
#: no 0/O, 1/I/L, 5/S, 2/Z, 8/B: codes read aloud or copied by hand
CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
CODE_LENGTH = 6
SERVICE_TYPE = "_kotatsu._tcp.local."

CLIENT_TYPES = frozenset({"hello", "act", "chat", "hint", "undo", "ping", "pong", "goodbye"})
HOST_TYPES = frozenset({"welcome", "refused", "view", "log", "error", "chat", "hint", "hint_failed",
                        "seats", "ping", "pong", "goodbye"})


class ProtocolError(ValueError):
    """A line that is not a message of this protocol (too long, too deep, not JSON, no type)."""


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def clean_code(text: Any) -> str:
    """A code as typed: upper case, spaces and dashes dropped; "" when it can't be one."""
    if not isinstance(text, str) or len(text) > 64:
        return ""
    code = "".join(c for c in text.upper() if c not in " -\t")
    return code if len(code) == CODE_LENGTH and all(c in CODE_ALPHABET for c in code) else ""


def new_token() -> str:
    return secrets.token_urlsafe(24)


def same_secret(given: Any, expected: str) -> bool:
    """Constant-time comparison (a str of any length, or anything else, is just wrong)."""
    if not isinstance(given, str) or not expected:
        return False
    return hmac.compare_digest(given.encode("utf-8", "replace"), expected.encode("utf-8"))


def plain_name(value: Any, fallback: str = "") -> str:
    """A player's name as plain text: no control or format characters, spaces collapsed, at most
    NAME_MAX characters; `fallback` when nothing is left."""
    return plain_text(value, NAME_MAX) or fallback


def plain_text(value: Any, limit: int) -> str:
    if not isinstance(value, str):
        return ""
    kept = "".join(" " if unicodedata.category(c) in ("Zl", "Zp") or c in "\t\r\n" else c
                   for c in value[: limit * 4] if unicodedata.category(c)[0] != "C")
    return " ".join(kept.split())[:limit]


def encode(message: dict[str, Any]) -> bytes:
    """One line: compact JSON + newline; ProtocolError when it would be too long."""
    data = json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8") + b"\n"
    if len(data) > MAX_LINE:
        raise ProtocolError(f"message of {len(data)} bytes is over the {MAX_LINE} byte limit")
    return data


def _shape_ok(data: str) -> bool:
    """Nesting depth and value count, counted on the text before json.loads (brackets in strings
    are skipped)."""
    depth = values = 0
    in_string = escape = False
    for c in data:
        if in_string:
            if escape:
                escape = False
            elif c == "\\":
                escape = True
            elif c == '"':
                in_string = False
            continue
        if c == '"':
            in_string = True
            values += 1
        elif c in "[{":
            depth += 1
            values += 1
            if depth > MAX_DEPTH:
                return False
        elif c in "]}":
            depth -= 1
        elif c == ",":
            values += 1
        if values > MAX_VALUES:
            return False
    return True


def parse(line: bytes) -> dict[str, Any]:
    """One received line (without its newline) -> a message dict with a str "type"."""
    if len(line) > MAX_LINE:
        raise ProtocolError("line too long")
    try:
        data = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ProtocolError("not UTF-8") from exc
    if not _shape_ok(data):
        raise ProtocolError("too deeply nested or too many values")
    try:
        obj = json.loads(data, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("not JSON") from exc
    if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
        raise ProtocolError("not a message (a JSON object with a type)")
    return obj


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


class LineBuffer:
    """Bytes in, complete lines out; an over-long line (with or without its newline yet) raises
    ProtocolError before anything is parsed, and the buffer never holds more than MAX_LINE."""

    def __init__(self) -> None:
        self._buf = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        self._buf += data
        lines = []
        while True:
            at = self._buf.find(b"\n")
            if at < 0:
                break
            if at > MAX_LINE:
                raise ProtocolError("line too long")
            lines.append(bytes(self._buf[:at]).rstrip(b"\r"))
            del self._buf[: at + 1]
        if len(self._buf) > MAX_LINE:
            raise ProtocolError("line too long")
        return lines

    @property
    def pending(self) -> int:
        return len(self._buf)


def is_int(value: Any, low: int = 0, high: int = 2**31) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def text_json(value: Any, depth: int = 0) -> Any:
    """An engine sentence (`core.Text`) as plain JSON the other end can translate:
    {"en", "template", "args"}; a plain str stays a str."""
    from engines.core import Text

    if isinstance(value, Text) and depth < 4:
        args = {}
        for k, v in value.args.items():
            if isinstance(v, (list, tuple)):
                args[k] = [text_json(x, depth + 1) for x in v]
            else:
                args[k] = text_json(v, depth + 1) if isinstance(v, str) else v
        return {"en": str(value), "template": value.template, "args": args}
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    return str(value)


def text_from_json(value: Any, depth: int = 0) -> Any:
    """The reverse of text_json for hostile input: a core.Text when well formed, else plain text."""
    from engines.core import Text

    if isinstance(value, str):
        return value[:2000]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    if isinstance(value, dict) and depth < 4 and isinstance(value.get("template"), str) \
            and isinstance(value.get("args"), dict) and len(value["args"]) <= 20:
        args: dict[str, Any] = {}
        for k, v in value["args"].items():
            if isinstance(v, list):
                args[str(k)] = [text_from_json(x, depth + 1) for x in v[:50]]
            else:
                args[str(k)] = text_from_json(v, depth + 1)
        try:
            return Text(value["template"][:2000], args)
        except (KeyError, IndexError, ValueError, TypeError):
            return plain_text(value.get("en"), 2000)
    if isinstance(value, dict):
        return plain_text(value.get("en"), 2000)
    return ""
