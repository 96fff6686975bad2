"""Reading the statistics back as outside input (desktop.storage.stats owns the store): every value is
bounded in SQL before Python sees it and validated before it reaches a widget. Names are plain text of
at most 100 characters, times a number in a sane range or None ("unknown date"), a game's seats the
ones its row says; a row that is not what Kotatsu writes is returned marked `damaged`, never dropped.

The counts, wins and bests are SQL aggregates over every game; lists are read a page at a time."""
from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

#: The longest name kept when read back (what the new-game dialog and the saves allow)
MAX_NAME = 100
#: A finished game has at most this many seats (the games have 1 to 5)
MAX_SEATS = 16
#: Times between 2000-01-01 and 2200-01-01 are dates; anything else is "unknown date"
EARLIEST, LATEST = 946_684_800.0, 7_258_118_400.0
#: The most points a plot of one game shows (its latest games)
MAX_PLOTTED = 200
#: The opponent categories, hardest first ("solo": one seat; "humans": no computer)
LEVELS = ("hard", "normal", "easy", "solo", "humans")

Rows = Callable[[str, Sequence[Any]], list[tuple[Any, ...]]]


def clean_name(value: Any) -> str | None:
    """A name read back: plain text, no control characters, at most MAX_NAME characters (an ellipsis
    marks a cut); None when it is not text at all."""
    if not isinstance(value, str):
        return None
    text = "".join(" " if unicodedata.category(c)[0] == "C" else c for c in value[:MAX_NAME + 1]).strip()
    if len(text) > MAX_NAME:
        text = text[:MAX_NAME - 1] + "…"
    return text or None


def clean_time(value: Any) -> float | None:
    """A time read back, or None when it is not a plausible date (1e20, -1e15, inf, NaN, text)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    value = float(value)
    if not math.isfinite(value) or not EARLIEST <= value <= LATEST:
        return None
    return value


@dataclass(frozen=True)
class LevelSums:
    """Games of one game against one opponent category that a human played."""
    level: str
    played: int
    solo: bool
    #: the games with a winner (not solo) and how many of them a human won (shared wins count once)
    contests: int = 0
    won: int = 0
    best_high: int | None = None
    best_low: int | None = None

    def best(self, lowest_wins: bool) -> int | None:
        return self.best_low if lowest_wins else self.best_high


def level_sums(rows: Rows) -> dict[str, list[LevelSums]]:
    """Per game, per opponent category: SQL aggregates over every game a human played (over the
    sums each game's row keeps, desktop.storage.stats_schema.SUM_COLUMNS: one index, no join)."""
    sql = ("SELECT game, opponents, COUNT(*), SUM(human_won = 1), MAX(CASE WHEN typeof(human_high) = 'integer' "
           "THEN human_high END), MIN(CASE WHEN typeof(human_low) = 'integer' THEN human_low END) FROM games "
           "WHERE humans > 0 AND typeof(game) = 'text' AND length(game) <= 40 GROUP BY game, opponents")
    out: dict[str, list[LevelSums]] = {}
    for game, level, played, won, high, low in rows(sql, ()):
        if level not in LEVELS:
            continue
        solo = level == "solo"
        sums = LevelSums(level=level, played=int(played), solo=solo,
                         contests=0 if solo else int(played), won=0 if solo else int(won or 0),
                         best_high=high if isinstance(high, int) else None,
                         best_low=low if isinstance(low, int) else None)
        out.setdefault(game, []).append(sums)
    for game, sums in out.items():
        out[game] = sorted(sums, key=lambda s: LEVELS.index(s.level))
    return out


@dataclass
class FinishedGame:
    """One finished game as listed: `damaged` when its row is not what Kotatsu writes (then
    `players` holds what could be read of it)."""
    id: str
    game: str
    finished_at: float | None
    players: list[dict[str, Any]] = field(default_factory=list)
    watchable: bool = False
    damaged: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.id, "game": self.game, "finished_at": self.finished_at, "players": self.players,
                "watchable": self.watchable and not self.damaged, "damaged": self.damaged,
                "num_players": len(self.players)}


_PAGE_SQL = ("SELECT g.rowid, CASE WHEN typeof(g.id) = 'text' THEN substr(g.id, 1, 64) END, "
             "CASE WHEN typeof(g.game) = 'text' THEN substr(g.game, 1, 41) END, g.finished_at, g.num_players, "
             "EXISTS (SELECT 1 FROM moves m WHERE m.game_id = g.id) FROM games g")
_SEATS_SQL = ("SELECT r.game_id, r.seat, CASE WHEN typeof(r.name) = 'text' THEN substr(r.name, 1, 101) END, "
              "CASE WHEN typeof(r.kind) = 'text' THEN substr(r.kind, 1, 20) END, "
              "CASE WHEN typeof(r.level) = 'text' THEN substr(r.level, 1, 20) END, r.score, r.won "
              "FROM results r WHERE r.game_id IN ({0}) ORDER BY r.game_id, r.seat LIMIT {1}")


DAMAGED_SQL = (
    "SELECT COUNT(*) FROM games g LEFT JOIN (SELECT game_id, COUNT(*) AS n, MIN(seat) AS first, MAX(seat) AS last, "
    " SUM(typeof(seat) = 'integer' AND typeof(name) = 'text' AND length(trim(name)) > 0 AND kind IN ('human', "
    " 'computer') AND typeof(level) = 'text' AND length(level) <= 12 AND typeof(score) = 'integer' "
    " AND abs(score) <= 1000000000) AS sound FROM results GROUP BY game_id) r ON r.game_id = g.id "
    "WHERE typeof(g.id) != 'text' OR typeof(g.game) != 'text' OR length(g.game) > 40 "
    " OR typeof(g.num_players) != 'integer' OR g.num_players NOT BETWEEN 1 AND 16 OR r.n IS NULL "
    " OR r.n != g.num_players OR r.sound != r.n OR r.first != 0 OR r.last != g.num_players - 1")


def count_damaged(rows: Rows) -> int:
    """How many finished games' rows are not what Kotatsu writes (listed as damaged)."""
    found = rows(DAMAGED_SQL, ())
    return int(found[0][0]) if found else 0


def count_games(rows: Rows, game: str | None = None) -> int:
    found = rows("SELECT COUNT(*) FROM games" + (" WHERE game = ?" if game else ""), (game,) if game else ())
    return int(found[0][0]) if found else 0


def finished_page(rows: Rows, offset: int, limit: int, game: str | None = None) -> list[FinishedGame]:
    """Finished games, newest first (a time that is not a number sorts first: damaged rows are seen),
    `limit` of them from `offset`."""
    where, args = (" WHERE g.game = ?", [game]) if game else ("", [])
    return _listed(rows, where + " ORDER BY g.finished_at DESC, g.rowid DESC LIMIT ? OFFSET ?",
                   (*args, max(0, int(limit)), max(0, int(offset))))


def finished_one(rows: Rows, game_id: str) -> FinishedGame | None:
    found = _listed(rows, " WHERE g.id = ? LIMIT 1", (game_id,))
    return found[0] if found else None


def _listed(rows: Rows, tail: str, args: Sequence[Any]) -> list[FinishedGame]:
    found = rows(_PAGE_SQL + tail, args)
    games = []
    ids = []
    for rowid, gid, name, finished, count, watchable in found:
        damaged = gid is None or name is None or len(name) > 40 or isinstance(count, bool) \
            or not isinstance(count, int) or not 0 < count <= MAX_SEATS
        games.append((FinishedGame(id=gid if gid is not None else f"#{rowid}", game=(name or "?")[:40],
                                   finished_at=clean_time(finished), watchable=bool(watchable), damaged=damaged),
                      count if isinstance(count, int) and not damaged else 0, gid))
        if gid is not None:
            ids.append(gid)
    seats: dict[str, list[tuple[Any, ...]]] = {}
    if ids:
        for row in rows(_SEATS_SQL.format(", ".join("?" * len(ids)), len(ids) * (MAX_SEATS + 1)), ids):
            seats.setdefault(row[0], []).append(row[1:])
    for listed, count, gid in games:
        players = read_players(seats.get(gid, []), count)
        listed.damaged = listed.damaged or players is None
        listed.players = players if players is not None else _readable(seats.get(gid, []))
    return [g for g, _, _ in games]


def read_players(rows: list[tuple[Any, ...]], count: int) -> list[dict[str, Any]] | None:
    """The seats of a game from (seat, name, kind, level, score, won) rows; None when they are not
    exactly seats 0..count-1 with a name, a kind, a level and a whole score."""
    if not 0 < count <= MAX_SEATS or [r[0] for r in rows[:count + 1]] != list(range(count)):
        return None
    players = []
    for _, name, kind, level, score, won in rows[:count]:
        name = clean_name(name)
        if name is None or kind not in ("human", "computer") or not isinstance(level, str) or len(level) > 12 \
                or not isinstance(score, int) or isinstance(score, bool) or abs(score) > 10**9:
            return None
        players.append({"name": name, "kind": kind, "level": level, "score": score, "won": won == 1})
    return players


def _readable(rows: list[tuple[Any, ...]]) -> list[dict[str, Any]]:
    """What can be shown of a damaged game's seats (names and whole scores only)."""
    out = []
    for _, name, kind, level, score, won in rows[:MAX_SEATS]:
        out.append({"name": clean_name(name) or "?", "kind": kind if kind in ("human", "computer") else "?",
                    "level": level if isinstance(level, str) and len(level) <= 12 else "?",
                    "score": score if isinstance(score, int) and not isinstance(score, bool) and abs(score) <= 10**9
                    else None, "won": won == 1})
    return out


def trend(rows: Rows, game: str, lowest_wins: bool) -> tuple[dict[str, list[float]], int]:
    """Per opponent category, the best human score of each of the latest MAX_PLOTTED games of `game`,
    oldest first; and how many games of it there are in all."""
    best = "human_low" if lowest_wins else "human_high"
    sql = (f"SELECT * FROM (SELECT finished_at, rowid, opponents, {best} FROM games WHERE game = ? AND humans > 0 "
           f"AND typeof(finished_at) IN ('integer', 'real') AND typeof({best}) = 'integer' "
           "ORDER BY finished_at DESC, rowid DESC LIMIT ?) ORDER BY 1, 2")
    lines: dict[str, list[float]] = {}
    for _, _, level, score in rows(sql, (game, MAX_PLOTTED)):
        if level in LEVELS and isinstance(score, int) and abs(score) <= 10**9:
            lines.setdefault(level, []).append(float(score))
    return lines, count_games(rows, game)
