"""One person under several names (issues 28 and 29): "Ana" and "Ana M." are told to be one player.

The `aliases` table (schema version 4, desktop/storage/stats_schema.py) maps a name to the name of
the person it belongs to; a person's own name has no row. Joining never makes chains: when a group
joins another, every name of it is pointed at the other group's person at once, so a name is looked
up in one step and a hostile database with cycles or chains can't loop (lookups are single SQL
queries, bounded). Everything read back goes through `clean_name` (plain text, at most MAX_NAME).

`players(rows)`: each person who played as a human, with their other names, games and wins (one SQL
aggregate over every result); `names_of(rows, name)`: the names a player's record counts (a personal
best, the solo list); `join(db, name, into)` and `separate(db, person)` change the table."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from desktop.storage.stats_read import MAX_NAME, Rows, clean_name

#: A person counts at most this many names (more rows in a hostile file are ignored)
MAX_NAMES = 32
#: The Players list shows at most this many people (the most played first)
MAX_PLAYERS = 500


@dataclass(frozen=True)
class Player:
    name: str                 # the person's name, as shown
    others: tuple[str, ...]   # the other names counted as the same person
    played: int               # finished games played as a human, under any of the names
    won: int


def person_of(rows: Rows, name: str) -> str:
    """The person a name belongs to (the name itself when it was never joined)."""
    found = rows("SELECT person FROM aliases WHERE name = ? AND typeof(person) = 'text' "
                 "AND length(person) BETWEEN 1 AND ?", (name, MAX_NAME))
    person = clean_name(found[0][0]) if found else None
    return person or name


def names_of(rows: Rows, name: str) -> list[str]:
    """Every name counted as the same person as `name`, that person's own name first."""
    person = person_of(rows, name)
    found = rows("SELECT name FROM aliases WHERE person = ? AND typeof(name) = 'text' AND length(name) <= ? "
                 "ORDER BY name LIMIT ?", (person, MAX_NAME, MAX_NAMES))
    names = [person]
    for (other,) in found:
        if isinstance(other, str) and other not in names:
            names.append(other)
    if name not in names:
        names.append(name)
    return names


def players(rows: Rows) -> list[Player]:
    """Each person who played as a human: their names, games and wins, most played first."""
    counted = rows(
        "SELECT COALESCE(a.person, r.name) AS who, COUNT(*), SUM(r.won = 1) FROM results r "
        "LEFT JOIN aliases a ON a.name = r.name AND typeof(a.person) = 'text' AND length(a.person) <= ? "
        "WHERE r.kind = 'human' AND typeof(r.name) = 'text' AND length(r.name) BETWEEN 1 AND ? "
        "GROUP BY who ORDER BY 2 DESC, 1 LIMIT ?", (MAX_NAME, MAX_NAME, MAX_PLAYERS))
    others: dict[str, list[str]] = {}
    for name, person in rows("SELECT name, person FROM aliases WHERE typeof(name) = 'text' "
                             "AND typeof(person) = 'text' AND length(name) <= ? AND length(person) <= ? "
                             "ORDER BY person, name LIMIT ?", (MAX_NAME, MAX_NAME, MAX_PLAYERS * 4)):
        listed = others.setdefault(person, [])
        if len(listed) < MAX_NAMES and name != person:
            listed.append(name)
    out = []
    for who, played, won in counted:
        name = clean_name(who)
        if name is None or not isinstance(played, int):
            continue
        out.append(Player(name, tuple(n for n in (clean_name(o) for o in others.get(who, [])) if n),
                          played, won if isinstance(won, int) else 0))
    return out


def join(db: sqlite3.Connection, name: str, into: str) -> None:
    """`name` (and every name already counted with it) is the same person as `into` from now on
    (raises sqlite3.Error when the file can't be written)."""
    rows = _rows_of(db)
    old, new = person_of(rows, name), person_of(rows, into)
    if old == new:
        return
    with db:
        db.execute("UPDATE aliases SET person = ? WHERE person = ?", (new, old))
        db.execute("INSERT OR REPLACE INTO aliases (name, person) VALUES (?, ?)", (old, new))
        db.execute("DELETE FROM aliases WHERE name = person")


def separate(db: sqlite3.Connection, person: str) -> None:
    """Every name of `person`'s group is a player of its own again."""
    person = person_of(_rows_of(db), person)
    with db:
        db.execute("DELETE FROM aliases WHERE person = ? OR name = ?", (person, person))


def _rows_of(db: sqlite3.Connection) -> Rows:
    return lambda sql, args=(): list(db.execute(sql, args))
