"""Kotatsu's settings, read as hostile input: the one module that reads (and writes) them.

PySide6 below 6.12 rebuilds a value written as `@Variant(...PySide::PyObjectWrapper...)` with pickle,
so a crafted settings file runs code as soon as QSettings parses its section (`value()`, `contains()`,
even the merge that `setValue()` + `sync()` does). QSettings therefore never reads our file: this module
reads Qt's INI text itself, keeps only plain strings, and turns each into the plain type its menu needs,
within the menu's range (anything else: the default). It writes the same Qt INI format, so the file
stays where Qt would put it (`QSettings().fileName()`) and readable by Qt.
"""
from __future__ import annotations

import math
import os
import re
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.storage.safeio import read_regular_file, write_atomically

MAX_FILE_BYTES = 256 * 1024  # a real settings file is under 2 KB
MAX_VALUE_CHARS = 8192
MAX_NAME = 40  # a seat's name (the new-game dialog's field allows as much)

COMPUTER_DELAYS_MS = (0, 300, 600, 1200)  # the Computer speed menu: instant, quick, normal, slow
DEFAULT_COMPUTER_DELAY_MS = 600
HARD_BUDGETS_S = (0.5, 1.0, 2.0, 5.0)  # the hard computer's thinking time menu
DEFAULT_HARD_BUDGET_S = 1.0
SEAT_KINDS = ("human", "computer", "remote")


# ---------------------------------------------------------------------------- where
def settings_path() -> Path:
    """The file Qt itself would use (QSettings().fileName()): the INI under KOTATSU_DATA_DIR (the path
    desktop.launch.startup.configure gives Qt), else the native `~/.config/Kotatsu/Kotatsu.conf`
    ($XDG_CONFIG_HOME honoured); where the native store is not a file (Windows registry, macOS plist),
    an INI file where Qt puts user INI files.

    Worked out here, not asked of a QSettings: building one opens the file, and a FIFO there would
    block the start-up for ever."""
    organisation = QCoreApplication.organizationName() or "Unknown Organization"
    application = QCoreApplication.applicationName() or "Unknown Application"
    data = os.environ.get("KOTATSU_DATA_DIR")
    if data:
        return Path(data) / "settings" / organisation / f"{application}.ini"
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
        return base / organisation / f"{application}.ini"
    config = os.environ.get("XDG_CONFIG_HOME", "")
    base = Path(config) if os.path.isabs(config) else Path.home() / ".config"
    return base / organisation / f"{application}.{'ini' if sys.platform == 'darwin' else 'conf'}"


# ---------------------------------------------------------------------------- Qt's INI text
_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
            '"': '"', "'": "'", "?": "?", "\\": "\\"}


class _NotPlain(Exception):
    pass


def _unescape_key(text: str) -> str:
    text = text.strip().replace("\\", "/")
    return re.sub(r"%U([0-9A-Fa-f]{4})|%([0-9A-Fa-f]{2})",
                  lambda m: chr(int(m.group(1) or m.group(2), 16)), text)


def _unescape_value(raw: str) -> str:
    """One plain string from a Qt INI value; _NotPlain for a list (unquoted comma) or a typed `@...(...)`."""
    out: list[str] = []
    parts = 0
    quoted = False
    i, n = 0, len(raw)
    piece: list[str] = []
    while i < n:
        ch = raw[i]
        if ch == '"':
            quoted = not quoted
            i += 1
        elif ch == "\\" and i + 1 < n:
            nxt = raw[i + 1]
            if nxt in _ESCAPES:
                piece.append(_ESCAPES[nxt])
                i += 2
            elif nxt in "xX":
                m = re.match(r"[0-9A-Fa-f]{1,4}", raw[i + 2:i + 6])
                if m is None:
                    i += 2
                    continue
                piece.append(chr(int(m.group(0), 16)))
                i += 2 + len(m.group(0))
            elif nxt in "01234567":
                m = re.match(r"[0-7]{1,3}", raw[i + 1:i + 4])
                assert m is not None
                piece.append(chr(int(m.group(0), 8)))
                i += 1 + len(m.group(0))
            else:
                i += 2
        elif ch == "," and not quoted:
            parts += 1
            out.append("".join(piece))
            piece = []
            i += 1
        elif ch in " \t" and not quoted and not piece:
            i += 1  # leading blanks of an unquoted part
        else:
            piece.append(ch)
            i += 1
    if parts:
        raise _NotPlain("a list")
    text = "".join(piece)
    if not raw.rstrip().endswith('"'):
        text = text.rstrip(" \t")
    if text.startswith("@"):
        if text.startswith("@@"):
            return text[1:]
        raise _NotPlain("a typed value")  # @Variant(...), @ByteArray(...), @Rect(...): never rebuilt
    return text


def parse_ini(text: str) -> dict[str, str]:
    """Qt INI text -> {"group/key": plain string}. Lists, typed values and over-long values are left out."""
    values: dict[str, str] = {}
    section = ""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        while line.endswith("\\") and not line.endswith("\\\\") and i < len(lines):  # continued line
            line = line[:-1] + lines[i]
            i += 1
        stripped = line.strip()
        if not stripped or stripped[0] in ";#":
            continue
        if stripped.startswith("["):
            end = stripped.find("]")
            name = stripped[1:end] if end > 0 else stripped[1:]
            section = "" if name == "General" else _unescape_key(name).strip("/")
            continue
        if "=" not in line:
            continue
        key, raw = line.split("=", 1)
        key = _unescape_key(key)
        if not key or len(raw) > MAX_VALUE_CHARS:
            continue
        full = f"{section}/{key}" if section else key
        try:
            values[full] = _unescape_value(raw)
        except _NotPlain:
            values.pop(full, None)
    return values


def _escape_key(key: str) -> str:
    return "".join(c if (c.isascii() and (c.isalnum() or c in "_-.")) else ("\\" if c == "/" else f"%{ord(c):02X}")
                   if ord(c) < 256 else f"%U{ord(c):04X}" for c in key)


def _escape_value(text: str) -> str:
    if text.startswith("@"):
        text = "@" + text
    body = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r") \
        .replace("\t", "\\t")
    body = "".join(c if c.isprintable() or c == "\\" else "" for c in body)
    if body != body.strip() or any(c in body for c in ';,="'):
        return f'"{body}"'
    return body


def format_ini(values: dict[str, str]) -> str:
    """{"group/key": str} -> Qt INI text: top-level keys in [General], "a/b/c" as `b\\c` under [a]."""
    groups: dict[str, list[tuple[str, str]]] = {}
    for full, value in sorted(values.items()):
        section, _, key = full.partition("/") if "/" in full else ("", "", full)
        groups.setdefault(section, []).append((key, value))
    out = []
    for section in sorted(groups, key=lambda s: (s != "", s)):
        out.append("[General]" if section == "" else f"[{_escape_key(section)}]")
        out.extend(f"{_escape_key(k)}={_escape_value(v)}" for k, v in groups[section])
        out.append("")
    return "\n".join(out)


# ---------------------------------------------------------------------------- reading and writing
_cache: tuple[tuple[str, int, int, int], dict[str, str]] | None = None


def read_all() -> dict[str, str]:
    """Every plain setting in the file; {} when there is no file or it is not a small regular file."""
    global _cache
    path = settings_path()
    try:
        info = os.stat(path)
    except OSError:
        return {}
    key = (str(path), info.st_mtime_ns, info.st_size, info.st_ino)
    if _cache is not None and _cache[0] == key:
        return dict(_cache[1])
    try:
        data = read_regular_file(path, MAX_FILE_BYTES)
    except (OSError, ValueError):
        return {}
    values = parse_ini(data.decode("utf-8", errors="replace"))
    _cache = (key, values)
    return dict(values)


def raw(key: str) -> str | None:
    return read_all().get(key)


def _plain(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError("not a finite number")
        return repr(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    if isinstance(value, str):
        return value
    if hasattr(value, "data") and callable(value.data):  # QByteArray
        return bytes(value.data()).hex()
    raise TypeError(f"settings hold plain values only, not {type(value).__name__}")


def set_value(key: str, value: Any) -> bool:
    """Stores one plain value (str, int, float, bool, bytes); False if the file can't be written
    (settings are a convenience: play goes on)."""
    return set_values({key: value})


def set_values(changes: dict[str, Any]) -> bool:
    global _cache
    values = read_all()
    for key, value in changes.items():
        if value is None:
            values.pop(key, None)
        else:
            values[key] = _plain(value)
    path = settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, format_ini(values).encode("utf-8"))
    except OSError as exc:
        sys.stderr.write(f"Kotatsu: settings not saved ({exc})\n")
        return False
    _cache = None
    return True


def remove(key: str) -> bool:
    return set_values({key: None})


# ---------------------------------------------------------------------------- typed, validated values
_INT = re.compile(r"[+-]?\d{1,9}")
_FLOAT = re.compile(r"[+-]?(\d{1,6}(\.\d{0,9})?|\.\d{1,9})")


def _int(key: str) -> int | None:
    text = raw(key)
    if text is None or not _INT.fullmatch(text.strip()):
        return None
    return int(text)


def choice_int(key: str, choices: tuple[int, ...], default: int) -> int:
    value = _int(key)
    return value if value in choices else default


def int_in(key: str, lo: int, hi: int, default: int) -> int:
    value = _int(key)
    return value if value is not None and lo <= value <= hi else default


def choice_float(key: str, choices: tuple[float, ...], default: float) -> float:
    text = raw(key)
    if text is None or not _FLOAT.fullmatch(text.strip()):
        return default
    value = float(text)
    for c in choices:
        if math.isclose(value, c, rel_tol=0, abs_tol=1e-9):
            return c
    return default


def choice_str(key: str, choices: tuple[str, ...] | list[str], default: str) -> str:
    text = raw(key)
    return text if text in choices else default


def clean_text(text: str, limit: int = MAX_NAME) -> str:
    """Plain one-line text: control and other unprintable characters removed, blanks at the ends too."""
    return "".join(c for c in text if c.isprintable()).strip()[:limit]


def computer_delay_ms() -> int:
    return choice_int("computer_delay_ms", COMPUTER_DELAYS_MS, DEFAULT_COMPUTER_DELAY_MS)


def hard_budget_s() -> float:
    return choice_float("hard_budget_s", HARD_BUDGETS_S, DEFAULT_HARD_BUDGET_S)


#: the languages the app offers (code -> its own name); desktop.i18n installs their translators
LANGUAGES = {"en": "English", "fr": "Français"}


def language() -> str:
    """A language the app offers, or "" (follow the system)."""
    return choice_str("language", tuple(LANGUAGES), "")


def window_geometry() -> bytes | None:
    text = raw("window/geometry")
    if not text or len(text) > 4096 or not re.fullmatch(r"(?:[0-9a-f]{2})+", text):
        return None
    return bytes.fromhex(text)


def player_count(game: str, lo: int, hi: int, default: int) -> int:
    return int_in(f"newgame/{game}/count", lo, hi, default)


def seat_key(seat: int, what: str, game: str | None = None) -> str:
    """A seat's remembered setting: per game when `game` is given (issue 29: a Pueblo game after a
    hot-seat Siberia no longer comes set for two humans), else the one shared by every game."""
    return f"newgame/{game}/seat{seat}/{what}" if game else f"newgame/seat{seat}/{what}"


def seat_name(seat: int, default: str, game: str | None = None) -> str:
    text = raw(seat_key(seat, "name", game))
    if text is None or len(text) > MAX_NAME:
        return default
    return clean_text(text) or default


def seat_kind(seat: int, default: str, game: str | None = None) -> str:
    return choice_str(seat_key(seat, "kind", game), SEAT_KINDS, default)


def seat_level(seat: int, default: str = "normal", game: str | None = None) -> str:
    from engines.players import LEVELS

    return choice_str(seat_key(seat, "level", game), LEVELS, default)


# ---------------------------------------------------------------------------- sound (issue 27)
SOUND_YOUR_TURN = ("background", "always")   # "your turn" sounds only in the background, or always
DEFAULT_SOUND_VOLUMES = {"effects": 70, "notifications": 80}


def sound_enabled() -> bool:
    return choice_str("sound/enabled", ("true", "false"), "true") == "true"


def sound_volume(kind: str) -> int:
    """The effects or notifications volume, 0 (silent) to 100."""
    return int_in(f"sound/{kind}_volume", 0, 100, DEFAULT_SOUND_VOLUMES.get(kind, 70))


def sound_your_turn() -> str:
    return choice_str("sound/your_turn", SOUND_YOUR_TURN, "background")


# ---------------------------------------------------------------------------- the tutor (issue 26)
def tutor() -> bool:
    """Tutor mode (off by default): a question before a move the hard player judges a blunder; the
    new-game dialog's tutor boxes of human seats start from it."""
    return choice_str("review/tutor", ("true", "false"), "false") == "true"


def seat_tutor(seat: int, game: str) -> bool:
    """A seat's tutor box in the new-game dialog, as last chosen for this game (else `tutor()`)."""
    return choice_str(seat_key(seat, "tutor", game), ("true", "false"), "true" if tutor() else "false") == "true"
