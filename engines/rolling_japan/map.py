"""The map of Japan (data: resources/rolling_japan_map.json, read and checked once at import), the
rules' constants, the neighbour tables and what may be written where."""
from __future__ import annotations

import datetime
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engines.core import N_, Rng, require

#: the dice colours as words of the game log, marked for translation
DIE_COLOUR_WORDS = {"red": N_("Red"), "green": N_("Green"), "yellow": N_("Yellow"), "blue": N_("Blue"),
                    "black": N_("Black"), "white": N_("White"), "purple": N_("Purple")}

MAP_PATH = Path(__file__).resolve().parent.parent.parent / "resources" / "rolling_japan_map.json"

X = "X"


# ---------------------------------------------------------------------------------------------
# The map

def _check_map(data: Any) -> dict[str, Any]:
    """Checks the map data and returns it with every prefecture's neighbours including the sea
    links, sorted. Raises ValueError saying what is wrong."""
    require(isinstance(data, dict), "the Rolling Japan map must be a JSON object")
    dice = data["dice"]
    colours = list(dice["colours"])
    wild = dice["wild"]
    require(wild in colours, "the wild die colour is not a die colour")
    require(list(dice["faces"]) == [1, 2, 3, 4, 5, 6], "the dice must have the faces 1-6")
    prefectures = data["prefectures"]
    ids = [p["id"] for p in prefectures]
    require(ids == list(range(1, 48)), "the map must list the 47 prefectures with ids 1-47 in order")
    zones = data["zones"]
    zone_ids = [z["id"] for z in zones]
    require(len(set(zone_ids)) == len(zone_ids), "two zones share an id")
    zone_colours = [z["colour"] for z in zones]
    require(sorted(zone_colours) == sorted(c for c in colours if c != wild),
             "each non-wild die colour must have exactly one zone")
    listed: list[int] = []
    for z in zones:
        listed.extend(z["prefectures"])
        for pid in z["prefectures"]:
            require(prefectures[pid - 1]["zone"] == z["id"] if 1 <= pid <= 47 else False,
                    f"prefecture {pid} is listed in zone {z['id']} but says otherwise")
    require(sorted(listed) == ids, "every prefecture must be in exactly one zone")
    links: dict[int, set[int]] = {pid: set() for pid in ids}
    for p in prefectures:
        for n in p["neighbours"]:
            require(isinstance(n, int) and 1 <= n <= 47 and n != p["id"],
                    f"prefecture {p['id']} has a bad neighbour {n!r}")
            links[p["id"]].add(n)
        require(isinstance(p["capital_lat"], (int, float)) and isinstance(p["capital_lon"], (int, float)),
                f"prefecture {p['id']} lacks capital coordinates")
        require(isinstance(p["name_en"], str) and p["name_en"], f"prefecture {p['id']} has no name")
    for link in data.get("sea_links", []) + data.get("optional_sea_links", []):
        require(link["a"] in links and link["b"] in links and link["a"] != link["b"],
                f"bad sea link {link!r}")
    for link in data.get("sea_links", []):
        links[link["a"]].add(link["b"])
        links[link["b"]].add(link["a"])
    for a, ns in links.items():
        for b in ns:
            require(a in links[b], f"neighbours are not symmetric: {a} lists {b} but not back")
    seen = {1}
    frontier = [1]
    while frontier:
        a = frontier.pop()
        for b in links[a]:
            if b not in seen:
                seen.add(b)
                frontier.append(b)
    require(len(seen) == 47, "the map is not connected")
    for p in prefectures:
        p["neighbours"] = sorted(links[p["id"]])
    return data


def load_map(path: Path = MAP_PATH) -> dict[str, Any]:
    """Reads and checks a map file (the engine does this once, at import)."""
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    try:
        return _check_map(data)
    except (KeyError, TypeError, IndexError) as exc:
        raise ValueError(f"damaged Rolling Japan map {path}: {type(exc).__name__}: {exc}") from exc


MAP: dict[str, Any] = load_map()

PREFECTURES: tuple[int, ...] = tuple(p["id"] for p in MAP["prefectures"])
NAMES: dict[int, str] = {p["id"]: p["name_en"] for p in MAP["prefectures"]}
DIE_COLOURS: tuple[str, ...] = tuple(MAP["dice"]["colours"])
WILD: str = MAP["dice"]["wild"]
ZONE_COLOUR: dict[str, str] = {z["id"]: z["colour"] for z in MAP["zones"]}
#: die colour -> the prefectures of its zone (the wild colour: the whole map)
ZONE_OF_COLOUR: dict[str, tuple[int, ...]] = {z["colour"]: tuple(z["prefectures"]) for z in MAP["zones"]}
ZONE_OF_COLOUR[WILD] = PREFECTURES
_ZONE_SETS: dict[str, frozenset[int]] = {c: frozenset(z) for c, z in ZONE_OF_COLOUR.items()}
#: die colour -> the prefectures outside its zone, in order
_OUTSIDE: dict[str, tuple[int, ...]] = {c: tuple(p for p in PREFECTURES if p not in z) for c, z in _ZONE_SETS.items()}
#: prefecture -> the die colour of its zone
COLOUR_OF: dict[int, str] = {p["id"]: ZONE_COLOUR[p["zone"]] for p in MAP["prefectures"]}
#: prefecture -> neighbours (land borders and the standard sea links)
NEIGHBOURS: dict[int, tuple[int, ...]] = {p["id"]: tuple(p["neighbours"]) for p in MAP["prefectures"]}
SEA_LINKS: tuple[tuple[int, int], ...] = tuple((s["a"], s["b"]) for s in MAP.get("sea_links", []))
OPTIONAL_SEA_LINKS: tuple[tuple[int, int], ...] = tuple(
    (s["a"], s["b"]) for s in MAP.get("optional_sea_links", []))

ROUNDS: int = MAP["rules"]["rounds"]
TURNS_PER_ROUND: int = MAP["rules"]["turns_per_round"]
DICE_PER_TURN: int = MAP["rules"]["dice_per_turn"]
COLOUR_CHANGES: int = MAP["rules"]["colour_changes"]
MAX_DIFFERENCE: int = MAP["rules"]["max_difference"]
ROLLS: int = ROUNDS * TURNS_PER_ROUND


def _neighbour_table(extended: bool) -> tuple[tuple[int, ...], ...]:
    """Neighbours indexed by prefecture id (index 0 empty); `extended` adds the optional sea links."""
    links = {pid: set(ns) for pid, ns in NEIGHBOURS.items()}
    if extended:
        for a, b in OPTIONAL_SEA_LINKS:
            links[a].add(b)
            links[b].add(a)
    return ((),) + tuple(tuple(sorted(links[pid])) for pid in PREFECTURES)


_TABLES = {False: _neighbour_table(False), True: _neighbour_table(True)}


def neighbours(prefecture: int, extended_sea_links: bool = False) -> tuple[int, ...]:
    """The neighbours of a prefecture (with the optional sea links when that option is on)."""
    return _TABLES[extended_sea_links][prefecture]


def is_legal(sheet: Mapping[int, int | str], prefecture: int, value: int) -> bool:
    """True when `value` may be written in `prefecture` on `sheet` (prefecture id -> number or "X";
    absent means empty): the prefecture is empty and every neighbour is empty, an X, or a number
    within 1 of value."""
    if sheet.get(prefecture) is not None:
        return False
    for n in NEIGHBOURS[prefecture]:
        x = sheet.get(n)
        if x is not None and x != X and abs(x - value) > MAX_DIFFERENCE:
            return False
    return True


def _fits(sheet: list[Any], prefecture: int, value: int, table: tuple[tuple[int, ...], ...]) -> bool:
    if sheet[prefecture] is not None:
        return False
    bad = _CLASHES[value]
    for n in table[prefecture]:
        if sheet[n] in bad:
            return False
    return True


#: value -> the numbers a neighbour may not hold for it to be written (they differ by more than 1)
_CLASHES: dict[Any, frozenset[int]] = {
    v: frozenset(x for x in range(1, 7) if abs(x - v) > MAX_DIFFERENCE) for v in range(1, 7)}


def open_values(sheet: list[Any], prefecture: int, table: tuple[tuple[int, ...], ...]) -> int:
    """How many of the values 1-6 could still be written in an empty prefecture."""
    lo, hi = 1, 6
    for n in table[prefecture]:
        x = sheet[n]
        if x is not None and x != X:
            if x - 1 > lo:
                lo = x - 1
            if x + 1 < hi:
                hi = x + 1
    return hi - lo + 1 if hi >= lo else 0


def daily_seed(date: datetime.date) -> int:
    """The seed of a day's shared game: everyone playing that date gets the same rolls."""
    r = Rng(date.year * 10_000 + date.month * 100 + date.day)
    return r.next64() >> 1
