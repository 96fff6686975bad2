"""Rolling Japan: roll two dice from the bag, everyone writes them on their own map of Japan.

Rules: shared/rules/rolling_japan.md. The map is data (`resources/rolling_japan_map.json`), read
and checked once at import, so a corrected map needs no code change.

A sheet is kept as a list indexed by prefecture id (index 0 unused): None for an empty prefecture,
1-6 for a written number, "X" for a cross. Every player resolves both dice of a roll, in the order
they like, one `Write` (or `Pass`) per die; the next roll happens inside `apply` when the last
player finishes. A die that can have no effect at all (its zone is full and no colour change can
help) is resolved automatically.
"""
from __future__ import annotations

import datetime
import json
import random
from collections.abc import Mapping
from operator import itemgetter
from pathlib import Path
from typing import Any, NamedTuple

from engines.core import (
    N_,
    Engine,
    IllegalAction,
    Rng,
    decoding,
    envelope,
    field,
    int_list,
    open_envelope,
    require,
    text,
    winners_by,
)

#: the dice colours as words of the game log, marked for translation
DIE_COLOUR_WORDS = {"red": N_("Red"), "green": N_("Green"), "yellow": N_("Yellow"), "blue": N_("Blue"),
                    "black": N_("Black"), "white": N_("White"), "purple": N_("Purple")}

MAP_PATH = Path(__file__).resolve().parent.parent / "resources" / "rolling_japan_map.json"

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


# ---------------------------------------------------------------------------------------------
# Actions

class Write(NamedTuple):
    """Resolve die `die` (0 or 1) by writing `value` (its number, or "X" when forced) in
    `prefecture`; `colour_change` spends one colour change to write outside the die's zone."""
    die: int
    prefecture: int
    value: int | str
    colour_change: bool = False


class Pass(NamedTuple):
    """Resolve die `die` with no effect: its zone is full (offered only when a colour change could
    have been used instead)."""
    die: int


Action = Write | Pass

#: Every Write, made once: _WRITES[die][colour_change][value][prefecture] (value 0: X). The engine
#: hands out these (equal to any Write made anew).
_WRITES: tuple[tuple[tuple[tuple[Write, ...], ...], ...], ...] = tuple(
    tuple(tuple(tuple(Write(die, p, v if v else X, change) for p in range(48)) for v in range(7))
          for change in (False, True)) for die in range(2))
_PASSES = (Pass(0), Pass(1))
#: the ids of those values (prefecture 1-47): an action that is one of them is well typed (they
#: live as long as the module, so their ids stay theirs)
_MADE_HERE = frozenset([id(w) for die_rows in _WRITES for rows in die_rows for row in rows for w in row[1:]]
                       + [id(a) for a in _PASSES])


# ---------------------------------------------------------------------------------------------
# State

class RollingJapanState:
    __slots__ = ("num_players", "extended", "rng", "roll", "bag", "dice", "pending", "sheets",
                 "changes_left", "end_crosses")

    def __init__(self) -> None:
        self.num_players = 0
        self.extended = False            # the optional sea links are on
        self.rng = Rng(0)
        self.roll = 0                    # 0..ROLLS-1: rolls made before this one; ROLLS when over
        self.bag: list[str] = []         # die colours still in the bag this round
        self.dice: list[tuple[str, int]] = []   # the current roll: (colour, value) per die
        self.pending: list[int] = []     # per player: bit d set = die d still to resolve
        self.sheets: list[list[Any]] = []
        self.changes_left: list[int] = []
        self.end_crosses: list[int] = []  # per player: X written on empty prefectures at the end

    def copy(self) -> RollingJapanState:
        s = RollingJapanState.__new__(RollingJapanState)
        s.num_players = self.num_players
        s.extended = self.extended
        s.rng = self.rng.copy()
        s.roll = self.roll
        s.bag = self.bag[:]
        s.dice = self.dice[:]
        s.pending = self.pending[:]
        s.sheets = [sheet[:] for sheet in self.sheets]
        s.changes_left = self.changes_left[:]
        s.end_crosses = self.end_crosses[:]
        return s

    def _child(self) -> RollingJapanState:
        """A shallow copy: the lists are shared, so the engine replaces a list it changes (copy on
        write) and never changes one in place."""
        s = RollingJapanState.__new__(RollingJapanState)
        s.num_players = self.num_players
        s.extended = self.extended
        s.rng = self.rng
        s.roll = self.roll
        s.bag = self.bag
        s.dice = self.dice
        s.pending = self.pending
        s.sheets = self.sheets
        s.changes_left = self.changes_left
        s.end_crosses = self.end_crosses
        return s

    @property
    def round(self) -> int:
        """The round, 1-8 (8 once over)."""
        return min(self.roll // TURNS_PER_ROUND, ROUNDS - 1) + 1

    @property
    def turn(self) -> int:
        """The turn within the round, 1-3."""
        return self.roll % TURNS_PER_ROUND + 1 if self.roll < ROLLS else TURNS_PER_ROUND

    def table(self) -> tuple[tuple[int, ...], ...]:
        return _TABLES[self.extended]


#: per neighbour table: prefecture -> a getter of its neighbours' marks on a sheet, as a tuple
#: (index 0, never marked, is added so that a getter always returns a tuple)
_NEIGHBOUR_MARKS = {extended: (None,) + tuple(itemgetter(*table[p], 0) for p in PREFECTURES)
                    for extended, table in _TABLES.items()}
#: die colour -> a getter of its zone's marks on a sheet, as a tuple (its first prefecture added
#: again at the end, so that a getter always returns a tuple; zip with the zone ignores it)
_ZONE_MARKS = {c: itemgetter(*zone, zone[0]) for c, zone in ZONE_OF_COLOUR.items()}
#: per neighbour table: die colour -> the neighbour getters of its zone's prefectures, in order
_ZONE_NEIGHBOUR_MARKS = {extended: {c: tuple(marks[p] for p in zone) for c, zone in ZONE_OF_COLOUR.items()}
                         for extended, marks in _NEIGHBOUR_MARKS.items()}


_ALL_MARKS = itemgetter(*PREFECTURES)


def _blocked(sheet: list[Any], value: int, table: tuple[tuple[int, ...], ...]) -> set[int]:
    """The prefectures where `value` does not fit for a neighbour's number (more than 1 away)."""
    bad = _CLASHES[value]
    return set().union(*[table[q] for q, mark in zip(PREFECTURES, _ALL_MARKS(sheet)) if mark in bad])


def _die_actions(state: RollingJapanState, player: int, die: int) -> list[Action]:
    """The legal ways to resolve one die; [] when the die can have no effect at all: the writes
    of its number in the empty prefectures of its zone where it fits, or else an X in each empty
    one; then, with a colour change left (not for the wild die), the writes of its number where
    it fits outside the zone, and a pass when the zone is full."""
    colour, value = state.dice[die]
    sheet = state.sheets[player]
    writes = _WRITES[die][False]
    row = writes[value]
    if colour == WILD:  # the whole map: its marks read once, the blocked prefectures found once
        marks_all = _ALL_MARKS(sheet)
        bad = _CLASHES[value]
        table = _TABLES[state.extended]
        blocked = set().union(*[table[q] for q, mark in zip(PREFECTURES, marks_all) if mark in bad])
        actions = [row[p] for p, mark in zip(PREFECTURES, marks_all) if mark is None and p not in blocked]
        if not actions:
            row = writes[0]
            actions = [row[p] for p, mark in zip(PREFECTURES, marks_all) if mark is None]
        return actions
    zone = ZONE_OF_COLOUR[colour]
    zone_marks = _ZONE_MARKS[colour](sheet)
    changing = state.changes_left[player] > 0
    blocked: Any = None
    if changing:  # many prefectures to look at: the blocked ones found once
        blocked = _blocked(sheet, value, _TABLES[state.extended])
        actions: list[Action] = [row[p] for p, v in zip(zone, zone_marks) if v is None and p not in blocked]
    else:
        fits = _CLASHES[value].isdisjoint  # no neighbour holds a number more than 1 away
        actions = [row[p] for p, v, neighbour_marks in zip(zone, zone_marks, _ZONE_NEIGHBOUR_MARKS[state.extended][colour])
                   if v is None and fits(neighbour_marks(sheet))]
    if not actions:
        row = writes[0]
        actions = [row[p] for p, v in zip(zone, zone_marks) if v is None]
    if changing:
        empties = None in zone_marks
        row = _WRITES[die][True][value]
        changes = [row[p] for p in _OUTSIDE[colour] if sheet[p] is None and p not in blocked]
        if changes:
            actions += changes
            if not empties:
                actions.append(_PASSES[die])
    return actions


def _has_effect(state: RollingJapanState, player: int, die: int) -> bool:
    """`bool(_die_actions(state, player, die))`, without making the list: an empty prefecture in
    the die's zone, or a colour change left that fits somewhere outside it."""
    colour, value = state.dice[die]
    sheet = state.sheets[player]
    if None in _ZONE_MARKS[colour](sheet):
        return True
    if colour == WILD or state.changes_left[player] <= 0:
        return False
    marks = _NEIGHBOUR_MARKS[state.extended]
    fits = _CLASHES[value].isdisjoint
    for p in _OUTSIDE[colour]:
        if sheet[p] is None and fits(marks[p](sheet)):
            return True
    return False


def _allowed(state: RollingJapanState, player: int, action: Action) -> bool:
    """`action in _die_actions(state, player, action.die)` for a well-typed action of a pending
    die, without making the list."""
    die = action.die
    colour, value = state.dice[die]
    sheet = state.sheets[player]
    if type(action) is Pass:
        if colour == WILD or state.changes_left[player] <= 0 or None in _ZONE_MARKS[colour](sheet):
            return False
        return _has_effect(state, player, die)
    p = action.prefecture
    if sheet[p] is not None:
        return False
    marks = _NEIGHBOUR_MARKS[state.extended]
    fits = _CLASHES[value].isdisjoint
    if action.colour_change:
        return (colour != WILD and state.changes_left[player] > 0 and action.value == value
                and p not in _ZONE_SETS[colour] and fits(marks[p](sheet)))
    if p not in _ZONE_SETS[colour]:
        return False
    if action.value == value:
        return fits(marks[p](sheet))
    if action.value != X:
        return False
    # an X only when the number fits nowhere in the zone
    for q, v in zip(ZONE_OF_COLOUR[colour], _ZONE_MARKS[colour](sheet)):
        if v is None and fits(marks[q](sheet)):
            return False
    return True


def _settle(state: RollingJapanState, player: int) -> None:
    """Resolves automatically every pending die of a player that can have no effect (changes
    state.pending in place: the engine calls it on a new state with a pending list of its own)."""
    mask = state.pending[player]
    if DICE_PER_TURN == 2:
        if mask & 1 and not _has_effect(state, player, 0):
            mask &= ~1
        if mask & 2 and not _has_effect(state, player, 1):
            mask &= ~2
    else:
        for die in range(DICE_PER_TURN):
            if mask >> die & 1 and not _has_effect(state, player, die):
                mask &= ~(1 << die)
    state.pending[player] = mask


_MASK64 = (1 << 64) - 1
#: Rng.below(n)'s rejection limit by n (a draw above it is drawn again)
_BELOW_LIMITS = tuple(_MASK64 - (_MASK64 + 1) % n if n else 0 for n in range(max(7, len(DIE_COLOURS) + 1)))


def _next_roll(state: RollingJapanState, first: bool = False) -> None:
    """Draws and rolls the next two dice (moving to the next round when due); ends the game after
    the last roll. Skips a roll nobody can use. `state` is a new state whose pending, sheets and
    end_crosses lists are its own; bag, dice and the generator may be shared (they are replaced)."""
    rng_copied = False
    while True:
        if not first:
            state.roll += 1
        first = False
        if state.roll >= ROLLS:
            state.dice = []
            state.bag = []
            for p in range(state.num_players):
                sheet = state.sheets[p]
                empty = [pid for pid in PREFECTURES if sheet[pid] is None]
                if empty:
                    sheet = state.sheets[p] = sheet[:]
                    for pid in empty:
                        sheet[pid] = X
                state.end_crosses[p] = len(empty)
                state.pending[p] = 0
            return
        bag = list(DIE_COLOURS) if state.roll % TURNS_PER_ROUND == 0 else state.bag[:]
        if not rng_copied:
            state.rng = state.rng.copy()
            rng_copied = True
        dice = []
        x = state.rng.state
        mask = _MASK64
        for _ in range(DICE_PER_TURN):
            # rng.below(len(bag)), then rng.randint(1, 6), written out (the same SplitMix64 draws)
            n = len(bag)
            while True:
                x = (x + 0x9E3779B97F4A7C15) & mask
                z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & mask
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
                z ^= z >> 31
                if z <= _BELOW_LIMITS[n]:
                    break
            colour = bag.pop(z % n)
            while True:
                x = (x + 0x9E3779B97F4A7C15) & mask
                z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & mask
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
                z ^= z >> 31
                if z <= _BELOW_LIMITS[6]:
                    break
            dice.append((colour, 1 + z % 6))
        state.rng.state = x
        state.bag = bag
        state.dice = dice
        full = (1 << DICE_PER_TURN) - 1
        pending = state.pending
        for p in range(state.num_players):
            pending[p] = full
            _settle(state, p)
        if any(pending):
            return


def x_count(sheet: list[Any]) -> int:
    return sum(1 for v in sheet if v == X)


# ---------------------------------------------------------------------------------------------
# The engine

class RollingJapan(Engine):
    name = "rolling_japan"
    title = "Rolling Japan"
    min_players = 1
    max_players = 8
    lowest_wins = True
    perfect_information = True
    options_schema = [
        {"name": "sea_links", "kind": "choice", "default": "standard",
         "choices": ["standard", "extended"],
         "choice_labels": {"standard": N_("Standard (six)"), "extended": N_("Extended (nine)")},
         "label": N_("Sea links"),
         "help": N_("Standard: six sea links (straits and bridges). Extended adds three ferry "
                    "and bridge links (Chiba-Kanagawa, Ehime-Oita, Wakayama-Tokushima): more "
                    "neighbours, a harder map.")},
    ]
    VERSION = 1

    # -- the game --------------------------------------------------------------------------
    def new_game(self, num_players: int, *, seed: int, options: dict[str, Any] | None = None) -> RollingJapanState:
        self.check_players(num_players)
        opts = self.resolve_options(options, num_players)
        s = RollingJapanState()
        s.num_players = num_players
        s.extended = opts["sea_links"] == "extended"
        s.rng = Rng(seed)
        s.roll = 0
        s.pending = [0] * num_players
        s.sheets = [[None] * 48 for _ in range(num_players)]
        s.changes_left = [COLOUR_CHANGES] * num_players
        s.end_crosses = [0] * num_players
        _next_roll(s, first=True)
        return s

    def num_players(self, state: RollingJapanState) -> int:
        return state.num_players

    def to_move(self, state: RollingJapanState) -> list[int]:
        pending = state.pending
        if len(pending) == 1:  # solo, the usual game
            return [0] if pending[0] else []
        return [p for p, mask in enumerate(pending) if mask]

    def legal_actions(self, state: RollingJapanState, player: int) -> list[Action]:
        if not (isinstance(player, int) and 0 <= player < state.num_players):
            return []
        mask = state.pending[player]
        if mask == 3 and DICE_PER_TURN == 2:  # both dice: die 0's decisions, then die 1's
            actions = _die_actions(state, player, 0)
            actions += _die_actions(state, player, 1)
            return actions
        actions = []
        for die in range(DICE_PER_TURN):
            if mask >> die & 1:
                actions += _die_actions(state, player, die)
        return actions

    def die_actions(self, state: RollingJapanState, player: int, die: int) -> list[Action]:
        """The legal ways for a player to resolve one die now ([] when it is not theirs to resolve)."""
        if not (0 <= player < state.num_players and 0 <= die < DICE_PER_TURN
                and state.pending[player] >> die & 1):
            return []
        return _die_actions(state, player, die)

    def apply(self, state: RollingJapanState, player: int, action: Any) -> RollingJapanState:
        if state.roll >= ROLLS:
            raise IllegalAction(N_("The game is over."))
        if type(player) is not int or not 0 <= player < state.num_players:
            if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < state.num_players:
                raise IllegalAction(N_("There is no such player."))
        if (id(action) not in _MADE_HERE and not _plainly_well_typed(action)
                and (not isinstance(action, (Write, Pass)) or not _well_typed(action))):
            raise IllegalAction(N_("That is not a Rolling Japan decision."))
        mask = state.pending[player]
        if not mask:
            raise IllegalAction(N_("This player has already resolved both dice of this roll."))
        die = action.die
        if not mask >> die & 1:
            raise IllegalAction(N_("This die is already resolved."))
        if not _allowed(state, player, action):
            raise IllegalAction(self._why_illegal(state, player, action))
        # copy on write: the new state shares the lists it does not change (see _child)
        s = RollingJapanState.__new__(RollingJapanState)  # state._child(), written out
        s.num_players = state.num_players
        s.extended = state.extended
        s.rng = state.rng
        s.roll = state.roll
        s.bag = state.bag
        s.dice = state.dice
        s.sheets = state.sheets
        s.changes_left = state.changes_left
        s.end_crosses = state.end_crosses
        s.pending = pending = state.pending[:]
        if type(action) is Write:
            sheets = s.sheets = state.sheets[:]
            sheet = sheets[player] = sheets[player][:]
            sheet[action.prefecture] = action.value
            if action.colour_change:
                s.changes_left = state.changes_left[:]
                s.changes_left[player] -= 1
        pending[player] = mask & ~(1 << die)
        _settle(s, player)
        if not any(pending):
            if s.sheets is state.sheets:
                s.sheets = state.sheets[:]
            s.end_crosses = state.end_crosses[:]
            _next_roll(s)
        return s

    def _why_illegal(self, state: RollingJapanState, player: int, action: Action) -> str:
        colour, value = state.dice[action.die]
        if isinstance(action, Pass):
            return N_("This die must be used: its zone still has an empty prefecture.")
        sheet = state.sheets[player]
        if sheet[action.prefecture] is not None:
            return N_("That prefecture is already filled.")
        if action.colour_change:
            if colour == WILD:
                return N_("The purple die is already wild: no colour change.")
            if state.changes_left[player] <= 0:
                return N_("No colour change left.")
        if action.value != X and action.value != value:
            return N_("Write the number the die shows.")
        if action.value == X:
            return N_("An X is written only when the number fits nowhere in the die's zone.")
        if not action.colour_change and action.prefecture not in ZONE_OF_COLOUR[colour]:
            return N_("That prefecture is outside the die's zone (a colour change would allow it).")
        return N_("A neighbour holds a number that differs by more than 1.")

    def scores(self, state: RollingJapanState) -> list[int]:
        return [x_count(sheet) for sheet in state.sheets]

    def winners(self, state: RollingJapanState) -> list[int]:
        return winners_by(self.scores(state), lowest_wins=True)

    def reveals(self, state: RollingJapanState, player: int, action: Any) -> bool:
        """True for the decision that completes the roll: the next dice are rolled."""
        try:
            return self.apply(state, player, action).roll != state.roll
        except IllegalAction:
            return False

    def score_breakdown(self, state: RollingJapanState) -> list[list[tuple[str, int]]]:
        lines = []
        for p, sheet in enumerate(state.sheets):
            total = x_count(sheet)
            lines.append([(N_("X written during play"), total - state.end_crosses[p]),
                          (N_("X on prefectures left empty"), state.end_crosses[p])])
        return lines

    # -- views ---------------------------------------------------------------------------------
    def observe(self, state: RollingJapanState, player: int | None = None) -> dict[str, Any]:
        """Everything is public except the future rolls."""
        return {
            "game": self.name,
            "num_players": state.num_players,
            "round": state.round,
            "turn": state.turn,
            "rounds": ROUNDS,
            "turns_per_round": TURNS_PER_ROUND,
            "roll": state.roll,
            "over": state.roll >= ROLLS,
            "sea_links": "extended" if state.extended else "standard",
            "dice": [[c, v] for c, v in state.dice],
            "bag": state.bag[:],
            "pending": [[d for d in range(DICE_PER_TURN) if mask >> d & 1] for mask in state.pending],
            "sheets": [sheet[1:] for sheet in state.sheets],
            "changes_left": state.changes_left[:],
            "x_counts": [x_count(sheet) for sheet in state.sheets],
            "to_move": self.to_move(state),
        }

    def sample(self, state: RollingJapanState, player: int, rng: random.Random) -> RollingJapanState:
        s = state.copy()
        s.rng = Rng(rng.getrandbits(64))
        return s

    # -- saves ---------------------------------------------------------------------------------
    def encode(self, state: RollingJapanState) -> dict[str, Any]:
        return envelope(self.name, self.VERSION, {
            "players": state.num_players,
            "sea_links": "extended" if state.extended else "standard",
            "rng": state.rng.state,
            "roll": state.roll,
            "bag": state.bag[:],
            "dice": [[c, v] for c, v in state.dice],
            "pending": state.pending[:],
            "sheets": [sheet[1:] for sheet in state.sheets],
            "changes_left": state.changes_left[:],
            "end_crosses": state.end_crosses[:],
        })

    def decode(self, obj: Any) -> RollingJapanState:
        with decoding(self.title):
            obj = open_envelope(obj, self.name, self.VERSION)
            s = RollingJapanState()
            n = field(obj, "players", int)
            require(self.min_players <= n <= self.max_players, "bad number of players")
            s.num_players = n
            links = field(obj, "sea_links", str)
            require(links in ("standard", "extended"), "bad sea links option")
            s.extended = links == "extended"
            seed = field(obj, "rng", int)
            require(0 <= seed < 1 << 64, "bad generator state")
            s.rng = Rng(seed)
            s.roll = field(obj, "roll", int)
            require(0 <= s.roll <= ROLLS, "bad roll number")
            bag = field(obj, "bag", list)
            require(all(isinstance(c, str) and c in DIE_COLOURS for c in bag), "bad die colour in the bag")
            require(len(set(bag)) == len(bag), "a die is twice in the bag")
            s.bag = list(bag)
            dice = field(obj, "dice", list)
            s.dice = []
            for die in dice:
                require(isinstance(die, list) and len(die) == 2, "bad die")
                colour, value = die
                require(isinstance(colour, str) and colour in DIE_COLOURS, "bad die colour")
                require(isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6,
                        "bad die value")
                s.dice.append((colour, value))
            colours = [c for c, _ in s.dice]
            require(len(set(colours)) == len(colours) and not set(colours) & set(bag),
                    "a die is in two places")
            if s.roll < ROLLS:
                require(len(s.dice) == DICE_PER_TURN, "the roll must have two dice")
                drawn = DICE_PER_TURN * (s.roll % TURNS_PER_ROUND + 1)
                require(len(bag) == len(DIE_COLOURS) - drawn, "the bag holds the wrong number of dice")
            else:
                require(not s.dice and not bag, "a finished game has no dice out")
            s.pending = int_list(obj, "pending", 0, (1 << DICE_PER_TURN) - 1)
            s.changes_left = int_list(obj, "changes_left", 0, COLOUR_CHANGES)
            s.end_crosses = int_list(obj, "end_crosses", 0, 47)
            require(len(s.pending) == n and len(s.changes_left) == n and len(s.end_crosses) == n,
                    "per-player lists have the wrong length")
            sheets = field(obj, "sheets", list)
            require(len(sheets) == n, "wrong number of sheets")
            table = s.table()
            for p, cells in enumerate(sheets):
                require(isinstance(cells, list) and len(cells) == 47, "a sheet must have 47 prefectures")
                sheet: list[Any] = [None]
                for v in cells:
                    ok = v is None or v == X or (isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6)
                    require(ok, "bad mark on a sheet")
                    sheet.append(v)
                for pid in PREFECTURES:
                    v = sheet[pid]
                    if isinstance(v, int):
                        for nb in table[pid]:
                            w = sheet[nb]
                            require(not isinstance(w, int) or abs(w - v) <= MAX_DIFFERENCE,
                                    "two neighbours differ by more than 1")
                filled = sum(1 for v in sheet if v is not None)
                if s.roll < ROLLS:
                    require(filled <= DICE_PER_TURN * (s.roll + 1), "more marks than dice rolled")
                    require(s.end_crosses[p] == 0, "end-of-game crosses before the end")
                else:
                    require(filled == 47, "a finished sheet has no empty prefecture")
                    require(s.end_crosses[p] <= x_count(sheet), "more end crosses than crosses")
                s.sheets.append(sheet)
            if s.roll < ROLLS:
                require(any(s.pending), "nobody is resolving the roll")
                for p in range(n):
                    for die in range(DICE_PER_TURN):
                        if s.pending[p] >> die & 1:
                            require(bool(_die_actions(s, p, die)), "a pending die has nothing to do")
            else:
                require(not any(s.pending), "a finished game has dice to resolve")
            return s

    def encode_action(self, action: Action) -> Any:
        if isinstance(action, Pass):
            return {"pass": action.die}
        return {"die": action.die, "prefecture": action.prefecture, "value": action.value,
                "colour_change": action.colour_change}

    def decode_action(self, obj: Any) -> Action:
        if not isinstance(obj, dict):
            raise ValueError("a Rolling Japan decision is a JSON object")
        if set(obj) == {"pass"}:
            action: Action = Pass(obj["pass"])
        elif set(obj) == {"die", "prefecture", "value", "colour_change"}:
            action = Write(obj["die"], obj["prefecture"], obj["value"], obj["colour_change"])
        else:
            raise ValueError("not a Rolling Japan decision")
        if not _well_typed(action):
            raise ValueError("not a Rolling Japan decision")
        return action

    def describe(self, state: RollingJapanState, action: Action) -> str:
        if not isinstance(action, (Write, Pass)) or not _well_typed(action):
            return str(action)
        die = state.dice[action.die] if action.die < len(state.dice) else ("?", 0)
        colour = DIE_COLOUR_WORDS.get(die[0], die[0])
        if isinstance(action, Pass):
            return text(N_("{colour} die: no effect (its zone is full)"), colour=colour)
        place = NAMES[action.prefecture]
        if action.value == X:
            return text(N_("{colour} die: X in {place}"), colour=colour, place=place)
        if action.colour_change:
            return text(N_("{colour} die: {value} in {place} (colour change)"), colour=colour,
                        value=action.value, place=place)
        return text(N_("{colour} die: {value} in {place}"), colour=colour, value=action.value, place=place)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _plainly_well_typed(action: Any) -> bool:
    """True for a well-typed action made of plain ints, bool and "X" (the usual case; False: ask
    _well_typed)."""
    if type(action) is Write:
        die, p, value, change = action
        return (type(die) is int and 0 <= die < DICE_PER_TURN and type(p) is int and 1 <= p <= 47
                and (value == X if type(value) is str else type(value) is int and 1 <= value <= 6)
                and type(change) is bool)
    return type(action) is Pass and type(action.die) is int and 0 <= action.die < DICE_PER_TURN


def _well_typed(action: Any) -> bool:
    if isinstance(action, Pass):
        return _is_int(action.die) and 0 <= action.die < DICE_PER_TURN
    if isinstance(action, Write):
        return (_is_int(action.die) and 0 <= action.die < DICE_PER_TURN
                and _is_int(action.prefecture) and 1 <= action.prefecture <= 47
                and (action.value == X if isinstance(action.value, str) else
                     _is_int(action.value) and 1 <= action.value <= 6)
                and isinstance(action.colour_change, bool))
    return False


ENGINE = RollingJapan()


# ---------------------------------------------------------------------------------------------
# Computer players

#: expected cost of an empty prefecture by how many values could still go there (0: a sure X);
#: tuned by coordinate descent on 200 solo games (was 10, 5, 2.5, 1.2, 0.5, 0.2, 0)
_RISK = (10.0, 5.0, 2.5, 0.8, 0.5, 0.2, 0.0)
_X_COST = 10.0
#: a colour change costs _CHANGE[0] + _CHANGE[1] * (share of the game still to play): dearer than
#: an X early on, so the three changes are kept for the last rounds, where each saves a sure X
#: (was 2 + 8 * share: 13.17 -> 12.52 mean X with the tuned risks, seeds 1000-1299)
_CHANGE = (4.5, 18.0)
#: weight of the shortage of a zone (empty prefectures beyond the dice still expected for it)
_SHORTAGE = 1.0


#: die colour -> its index in DIE_COLOURS (the playouts and _expected_dice index by colour)
_COLOUR_INDEX = {c: i for i, c in enumerate(DIE_COLOURS)}


def _expected_dice(roll: int, bag_mask: int, bag_size: int) -> list[float]:
    """The dice of each colour still expected after this roll (indexed by colour): the rest of the
    bag this round shared over the turns left, and 6 in 7 for each whole round to come.
    (Remembered: callers only read the list.)"""
    key = (roll, bag_mask, bag_size)
    got = _EXPECTED.get(key)
    if got is None:
        got = _EXPECTED[key] = _expected_dice_of(roll, bag_mask, bag_size)
    return got


_EXPECTED: dict[tuple[int, int, int], list[float]] = {}


def _expected_dice_of(roll: int, bag_mask: int, bag_size: int) -> list[float]:
    turns_left = TURNS_PER_ROUND - (roll % TURNS_PER_ROUND + 1)
    in_bag = min(1.0, DICE_PER_TURN * turns_left / bag_size) if bag_size else 0.0
    full_rounds = ROUNDS - (min(roll // TURNS_PER_ROUND, ROUNDS - 1) + 1)
    base = full_rounds * (1.0 - 1.0 / len(DIE_COLOURS))
    return [base + (in_bag if bag_mask >> c & 1 else 0.0) for c in range(len(DIE_COLOURS))]


def playout_bag(state: RollingJapanState) -> tuple[int, int]:
    """The bag after the current roll as (bitmask of colour indexes, size)."""
    mask = 0
    for c in state.bag:
        mask |= 1 << _COLOUR_INDEX[c]
    return mask, len(state.bag)


def zone_shortage(state: RollingJapanState, player: int, skip_die: int | None = None) -> dict[str, float]:
    """Per zone colour, the chance (0-1) that an empty prefecture there ends with an X because
    fewer dice of its colour are still to come than it has empty prefectures."""
    sheet = state.sheets[player]
    to_come = _expected_dice(state.roll, *playout_bag(state))
    pending = state.pending[player]
    shortage: dict[str, float] = {}
    for colour, zone in ZONE_OF_COLOUR.items():
        if colour == WILD:
            continue
        empties = sum(1 for p in zone if sheet[p] is None)
        if not empties:
            shortage[colour] = 0.0
            continue
        expected = to_come[_COLOUR_INDEX[colour]]
        for die, (c, _) in enumerate(state.dice):
            if c == colour and pending >> die & 1 and die != skip_die:
                expected += 1.0
        shortage[colour] = min(1.0, max(0.0, (empties - expected) / empties))
    shortage[WILD] = 0.0
    return shortage


def action_cost(state: RollingJapanState, player: int, action: Action,
                shortage: dict[str, float] | None = None) -> float:
    """The normal bot's estimate of what a decision costs in future X (lower is better): an X
    counts 10, each empty prefecture the risk of its few remaining values, filling a prefecture of
    a zone short of dice saves a likely X, a colour change costs what it may save later."""
    if isinstance(action, Pass):
        return 0.0
    sheet = state.sheets[player]
    table = state.table()
    p = action.prefecture
    cost = -_RISK[open_values(sheet, p, table)]
    if action.value == X:
        return cost + _X_COST
    if shortage is not None:
        cost -= _SHORTAGE * _X_COST * shortage[COLOUR_OF[p]]
    before = sheet[p]
    for n in table[p]:
        if sheet[n] is None:
            cost -= _RISK[open_values(sheet, n, table)]
    sheet[p] = action.value
    for n in table[p]:
        if sheet[n] is None:
            cost += _RISK[open_values(sheet, n, table)]
    sheet[p] = before
    if action.colour_change:
        rolls_left = ROLLS - state.roll
        cost += _CHANGE[0] + _CHANGE[1] * rolls_left / ROLLS
    return cost


def _best_cost(state: RollingJapanState, player: int, actions: list[Action]) -> list[tuple[float, int]]:
    shortages = {die: zone_shortage(state, player, die) for die in range(DICE_PER_TURN)}
    return [(action_cost(state, player, a, shortages[a.die]), i) for i, a in enumerate(actions)]


def bot_normal(engine: RollingJapan, state: RollingJapanState, seat: int, rng: random.Random) -> Action:
    """Normal: keeps neighbours flexible (counts the values each empty neighbour can still take),
    sends the wild die and colour changes to zones short of dice, writes a forced X where nothing
    could go anyway, and spends colour changes to avoid an X. With both dice to resolve it looks at
    the best orders of the two."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    scored = sorted((c + rng.random() * 1e-3, i) for c, i in _best_cost(state, seat, legal))
    if bin(state.pending[seat]).count("1") < 2:
        return legal[scored[0][1]]
    best_total, best = float("inf"), legal[scored[0][1]]
    for first_cost, i in scored[:4]:
        action = legal[i]
        after = engine.apply(state, seat, action)
        follow = 0.0
        if after.roll == state.roll and after.pending[seat]:
            rest = engine.legal_actions(after, seat)
            follow = min(c for c, _ in _best_cost(after, seat, rest))
        if first_cost + follow < best_total:
            best_total, best = first_cost + follow, action
    return best



def bot_heuristic(engine: RollingJapan, state: RollingJapanState, seat: int, rng: random.Random) -> Action:
    """A rule-of-thumb player, the arena's baseline (not a level offered to players): for each die
    still to resolve, its number where it takes the fewest values from the empty neighbours (ties:
    the prefecture with the fewest values of its own left, then at random); a colour change only
    instead of an X; an X, when forced, where the fewest values were left anyway; a full zone's die
    passes. Number writes go before X's. It reads only the seat's sheet, the dice and its colour
    changes left, all of them in `observe(state, seat)`."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    sheet = state.sheets[seat]
    table = state.table()
    choices = []
    for die in range(DICE_PER_TURN):
        own = [a for a in legal if a.die == die]
        if not own:
            continue
        plain = [a for a in own if type(a) is Write and not a.colour_change and a.value != X]
        changes = [a for a in own if type(a) is Write and a.colour_change]
        crosses = [a for a in own if type(a) is Write and a.value == X]
        if plain or (changes and crosses):
            options, tier = plain or changes, 0 if plain else 1
            scored = []
            for a in options:
                p = a.prefecture
                before = sum(open_values(sheet, n, table) for n in table[p] if sheet[n] is None)
                sheet[p] = a.value
                after = sum(open_values(sheet, n, table) for n in table[p] if sheet[n] is None)
                sheet[p] = None
                scored.append((before - after, open_values(sheet, p, table), rng.random(), a))
        elif crosses:
            tier = 2
            scored = [(0, open_values(sheet, a.prefecture, table), rng.random(), a) for a in crosses]
        else:
            tier = 3
            scored = [(0, 0, 0.0, a) for a in own if type(a) is Pass]
        if scored:
            best = min(scored, key=lambda t: t[:3])
            choices.append((tier, best[0], best[1], best[2], best[3]))
    return min(choices, key=lambda t: t[:4])[4] if choices else legal[0]

# ---------------------------------------------------------------------------------------------
# Playouts: the hard player's fast rollouts (engines.search.rolling_japan)
#
# A search plays thousands of rest-of-the-game playouts a second, so these work on one sheet in
# plain integer lists, without the engine's state copies and action objects: a mark is 0 (empty),
# 1-6 or PLAYOUT_X, and every empty prefecture keeps its *window*, the values its numbered
# neighbours still allow (lo..hi; empty when lo > hi), updated as numbers are written. A window is
# one small integer, lo * 8 + hi (never 0; a written prefecture's is 0), so that what a decision
# reads of it (its risk, whether a value fits, the window after a neighbour's number) is one look-up
# in a table made once. The player is the normal bot's greedy (its risk, shortage and colour-change
# costs, both orders of the two dice), without its shuffle of near-ties; its costs are summed with
# the same floating-point operations in the same order as `action_cost`'s.

PLAYOUT_X = 7
_INF = float("inf")
_WILD_INDEX = _COLOUR_INDEX[WILD]
#: die colour index -> its zone (the wild die: the whole map); prefecture -> its zone's colour index
_ZONES: tuple[tuple[int, ...], ...] = tuple(ZONE_OF_COLOUR[c] for c in DIE_COLOURS)
_ZONE_INDEX: tuple[int, ...] = (0,) + tuple(_COLOUR_INDEX[COLOUR_OF[p]] for p in PREFECTURES)
#: _RISK by window size, read at size + 5: sizes below 0 (an empty window) read as 0
_RISK_AT = (_RISK[0],) * 5 + _RISK
#: the cheapest a write can ever cost before the colour-change price (filling a one-value
#: prefecture, minus the largest shortage bonus): colour changes are only looked at when the best
#: plain decision costs more than that plus the price
_CHEAPEST_WRITE = -_RISK[1] - _SHORTAGE * _X_COST
_SIDE = PREFECTURES[-1] + 1  # list length of a playout sheet (index 0 unused)
#: the zones (not the wild one) in the order of their prefectures, and without a die's own zone:
#: each zone is a run of consecutive prefecture ids, so going zone by zone (skipping the full
#: ones) visits the prefectures in the order of PREFECTURES, as the decisions' tie-breaks need
_ZONES_IN_ORDER = tuple(sorted((c for c in range(len(DIE_COLOURS)) if c != _WILD_INDEX), key=lambda c: _ZONES[c][0]))
assert sum((_ZONES[c] for c in _ZONES_IN_ORDER), ()) == PREFECTURES, "zones must be runs of consecutive ids"
_OTHER_ZONES = tuple(tuple(z for z in _ZONES_IN_ORDER if z != c) for c in range(len(DIE_COLOURS)))


def _window(lo: int, hi: int) -> int:
    return lo * 8 + hi


#: every window lo * 8 + hi -> (lo, hi); the tables below cover lo, hi in 0..7 (lo >= 1 and hi <= 6
#: in play, so the sizes stay within _RISK_AT)
_WINDOWS = [(lo, hi) for lo in range(8) for hi in range(8)]
#: window -> the risk of an empty prefecture with it (_RISK_AT[hi - lo + 6])
_W_RISK: tuple[float, ...] = tuple(_RISK_AT[min(max(0, hi - lo + 6), 11)] for lo, hi in _WINDOWS)
#: window -> the cost of writing an X there (_X_COST - _RISK_AT[size + 5], the empty window's at 5)
_W_CROSS: tuple[float, ...] = tuple(_X_COST - _RISK_AT[min(hi - lo + 6, 11) if hi >= lo else 5]
                                  for lo, hi in _WINDOWS)
#: value -> window -> the window once a neighbour holds the value (0 stays 0)
_W_NARROW: tuple[tuple[int, ...], ...] = (tuple(range(64)),) + tuple(
    tuple(_window(max(lo, v - MAX_DIFFERENCE), min(hi, v + MAX_DIFFERENCE)) if w else 0
          for w, (lo, hi) in enumerate(_WINDOWS)) for v in range(1, 7))
#: value -> window -> the value fits (lo <= value <= hi; never in a written prefecture)
_W_FITS: tuple[tuple[bool, ...], ...] = tuple(
    tuple(bool(w) and lo <= v <= hi for w, (lo, hi) in enumerate(_WINDOWS)) for v in range(7))

#: one future roll: (roll number, [(colour index, value)] * 2, bitmask of the colours left in the
#: bag after it, how many are left)
Roll = tuple[int, list[tuple[int, int]], int, int]


class PlayoutSheet:
    """One player's sheet for playouts: marks, windows, empties per zone, colour changes left."""
    __slots__ = ("marks", "win", "empties", "changes", "table", "reach")

    def __init__(self, sheet: list[Any], changes: int, table: tuple[tuple[int, ...], ...]) -> None:
        marks = [0] * _SIDE
        lo, hi = [1] * _SIDE, [6] * _SIDE
        for p in PREFECTURES:
            v = sheet[p]
            marks[p] = 0 if v is None else PLAYOUT_X if v == X else v
        for p in PREFECTURES:
            v = marks[p]
            if v and v != PLAYOUT_X:
                for n in table[p]:
                    lo[n] = max(lo[n], v - MAX_DIFFERENCE)
                    hi[n] = min(hi[n], v + MAX_DIFFERENCE)
        self.marks, self.table, self.reach = marks, table, _reach(table)
        self.win = [0 if marks[p] or not p else _window(lo[p], hi[p]) for p in range(_SIDE)]
        self.empties = [sum(1 for p in zone if not marks[p]) for zone in _ZONES]
        self.changes = changes

    def copy(self) -> PlayoutSheet:
        s = PlayoutSheet.__new__(PlayoutSheet)
        s.marks, s.win, s.empties = self.marks[:], self.win[:], self.empties[:]
        s.changes, s.table, s.reach = self.changes, self.table, self.reach
        return s

    def window(self, p: int) -> tuple[int, int]:
        """The values (lo, hi) an empty prefecture can still take (lo > hi: none)."""
        return _WINDOWS[self.win[p]]

    def write(self, p: int, mark: int, colour_change: bool = False) -> None:
        """Writes a number or PLAYOUT_X in an empty prefecture (p = 0: the die had no effect)."""
        if not p:
            return
        self.marks[p] = mark
        win = self.win
        win[p] = 0
        self.empties[_ZONE_INDEX[p]] -= 1
        if mark != PLAYOUT_X:
            narrow = _W_NARROW[mark]
            for n in self.table[p]:
                w = win[n]
                if w:
                    win[n] = narrow[w]
        if colour_change:
            self.changes -= 1

    def x_count(self) -> int:
        """The X at the end: those written plus every prefecture still empty (index 0 is no
        prefecture and holds 0)."""
        marks = self.marks
        return marks.count(0) - 1 + marks.count(PLAYOUT_X)


def playout_move(s: PlayoutSheet, colour: int, v: int, bonus: tuple[tuple[float, ...], ...],
                 share_left: float) -> tuple[float, int, int, bool]:
    """The greedy decision for one die: (cost, prefecture, mark, colour change); prefecture 0 when
    the die has no effect. The same choice as the normal bot's costs over the legal decisions.
    `bonus`: the roll's `_bonus_table` (zone colour -> empties there -> the shortage bonus)."""
    win, table, risk = s.win, s.table, _W_RISK
    narrow, fits = _W_NARROW[v], _W_FITS[v]
    empties = s.empties
    best, best_p = _INF, 0
    cross, cross_p = _INF, 0
    if colour != _WILD_INDEX:
        # a zone's prefectures share its bonus; this loop is the playouts' hot path
        zone_bonus = bonus[colour][empties[colour]]
        for p in _ZONES[colour]:
            w = win[p]
            if not w:
                continue
            if fits[w]:
                c = -risk[w] - zone_bonus
                for n in table[p]:
                    wn = win[n]
                    if wn:
                        c -= risk[wn]
                        c += risk[narrow[wn]]
                if c < best:
                    best, best_p = c, p
            elif not best_p:
                c = _W_CROSS[w]
                if c < cross:
                    cross, cross_p = c, p
    else:  # the whole map in prefecture order, zone by zone (a full zone skipped)
        for z in _ZONES_IN_ORDER:
            if not empties[z]:
                continue
            zone_bonus = bonus[z][empties[z]]
            for p in _ZONES[z]:
                w = win[p]
                if not w:
                    continue
                if fits[w]:
                    c = -risk[w] - zone_bonus
                    for n in table[p]:
                        wn = win[n]
                        if wn:
                            c -= risk[wn]
                            c += risk[narrow[wn]]
                    if c < best:
                        best, best_p = c, p
                elif not best_p:
                    c = _W_CROSS[w]
                    if c < cross:
                        cross, cross_p = c, p
    plain = best if best_p else cross if cross_p else 0.0
    if colour != _WILD_INDEX and s.changes > 0:
        price = _CHANGE[0] + _CHANGE[1] * share_left
        if plain > _CHEAPEST_WRITE + price:
            change, change_p = _INF, 0
            for z in _OTHER_ZONES[colour]:
                if not empties[z]:
                    continue
                zone_bonus = bonus[z][empties[z]]
                for p in _ZONES[z]:
                    w = win[p]
                    if fits[w]:
                        # action_cost's sum for a colour change (each neighbour's risk after minus before)
                        c = -risk[w] - zone_bonus
                        for n in table[p]:
                            wn = win[n]
                            if wn:
                                c += risk[narrow[wn]] - risk[wn]
                        if c < change:
                            change, change_p = c, p
            if change_p and change + price < plain:
                return change + price, change_p, v, True
    if best_p:
        return best, best_p, v, False
    if cross_p:
        return cross, cross_p, PLAYOUT_X, False
    return 0.0, 0, 0, False


def _shortage_bonus(s: PlayoutSheet, expected: list[float], pending: int = -1) -> list[float]:
    """zone_shortage as the bonus of filling a prefecture of each zone (indexed by colour), with
    the die of colour `pending` still to come this roll (-1: none)."""
    table = _bonus_table_of(expected, pending)
    return [row[e] for row, e in zip(table, s.empties)]


def _bonus_table_of(expected: list[float], pending: int) -> tuple[tuple[float, ...], ...]:
    full = _SHORTAGE * _X_COST
    rows = []
    for c in range(len(DIE_COLOURS)):
        if c == _WILD_INDEX:  # never read by a write; the wild zone's empties are not kept up
            rows.append(_NO_BONUS)
            continue
        row = [0.0] * (len(_ZONES[c]) + 1)
        for empties in range(1, len(row)):
            short = (empties - expected[c] - (c == pending)) / empties
            if short > 0:
                row[empties] = full if short >= 1.0 else full * short
        rows.append(tuple(row))
    return tuple(rows)


_NO_BONUS = (0.0,) * _SIDE
_BONUS_TABLES: dict[tuple[int, int, int, int], tuple[tuple[float, ...], ...]] = {}


def _bonus_table(roll: int, bag_mask: int, bag_size: int, pending: int = -1) -> tuple[tuple[float, ...], ...]:
    """Zone colour -> its empty prefectures -> the bonus of filling one there (`_shortage_bonus`:
    the zone's shortage of dice after this roll, with the die of colour `pending` still to come
    this roll, -1: none); made once per (roll, bag, pending): a few hundred tables at most."""
    key = (roll, bag_mask, bag_size, pending)
    got = _BONUS_TABLES.get(key)
    if got is None:
        if len(_BONUS_TABLES) > 20_000:
            _BONUS_TABLES.clear()
        got = _BONUS_TABLES[key] = _bonus_table_of(_expected_dice(roll, bag_mask, bag_size), pending)
    return got


def _after(s: PlayoutSheet, p: int, mark: int, change: bool, colour: int, v: int,
           bonus: tuple[tuple[float, ...], ...], share_left: float) -> tuple[float, int, int, bool]:
    """playout_move for the die (colour, v) once (p, mark, change) is written: the write tried on
    a copy of the windows (playout_move reads no marks) and taken back."""
    if not p:
        return playout_move(s, colour, v, bonus, share_left)
    win = s.win
    trial = win[:]
    trial[p] = 0
    if mark != PLAYOUT_X:
        narrow = _W_NARROW[mark]
        for n in s.table[p]:
            w = trial[n]
            if w:
                trial[n] = narrow[w]
    s.win = trial
    z = _ZONE_INDEX[p]
    s.empties[z] -= 1
    if change:
        s.changes -= 1
    try:
        return playout_move(s, colour, v, bonus, share_left)
    finally:
        s.win = win
        s.empties[z] += 1
        if change:
            s.changes += 1


def resolve_roll(s: PlayoutSheet, roll: int, dice: list[tuple[int, int]], bag_mask: int, bag_size: int) -> None:
    """Resolves the dice of a roll on the sheet greedily (both orders of two dice compared).

    A die's decision reads the windows of its zone and their neighbours (`_reach`), its zone's
    empties and, only when its best plain write is dear (above `threshold`), a colour change's
    whole map. The two dice have different colours, so a die's first decision (with the other die
    still to come) and its decision after the other die's write are the same when that write is
    out of its reach and neither looked at colour changes: the second order then reuses the first's
    decisions (the totals add the same two costs), which is most rolls."""
    share_left = (ROLLS - roll) / ROLLS
    plain = _bonus_table(roll, bag_mask, bag_size)
    if len(dice) == 1:
        colour, v = dice[0]
        _, p, mark, change = playout_move(s, colour, v, plain, share_left)
        s.write(p, mark, change)
        return
    (c0, v0), (c1, v1) = dice
    threshold = _CHEAPEST_WRITE + (_CHANGE[0] + _CHANGE[1] * share_left)
    changes = s.changes
    reach = s.reach
    first = playout_move(s, c0, v0, _bonus_table(roll, bag_mask, bag_size, c1), share_left)
    cost_a, pa, ma, cha = first
    second = _after(s, pa, ma, cha, c1, v1, plain, share_left)
    # the other order: c1 first (with c0 to come), then c0 after it
    if (c1 != _WILD_INDEX and not (pa and reach[ma == PLAYOUT_X][c1][pa]) and not second[3]
            and (changes <= 0 or second[0] <= threshold)):
        other = second
    else:
        other = playout_move(s, c1, v1, _bonus_table(roll, bag_mask, bag_size, c0), share_left)
    cost_b, pb, mb, chb = other
    if (c0 != _WILD_INDEX and not (pb and reach[mb == PLAYOUT_X][c0][pb]) and not cha
            and (changes <= 0 or cost_a <= threshold)):
        other_second = first
    else:
        other_second = _after(s, pb, mb, chb, c0, v0, plain, share_left)
    if cost_b + other_second[0] < cost_a + second[0]:
        first, second = other, other_second
    s.write(first[1], first[2], first[3])
    s.write(second[1], second[2], second[3])


_REACHES: dict[tuple[tuple[int, ...], ...], tuple[tuple[tuple[bool, ...], ...], ...]] = {}


def _reach(table: tuple[tuple[int, ...], ...]) -> tuple[tuple[tuple[bool, ...], ...], ...]:
    """For a neighbour table: [written X?][die colour][prefecture] -> a write there can change what
    a decision for that die reads (the windows of its zone and of their neighbours, its zone's
    empties): a number narrows its neighbours too, an X only closes its own prefecture."""
    got = _REACHES.get(table)
    if got is None:
        by_mark = ([], [])
        for zone in _ZONES:
            read = set(zone) | {n for p in zone for n in table[p]}
            touched_by_number = read | {n for p in read for n in table[p]}
            by_mark[0].append(tuple(p in touched_by_number for p in range(_SIDE)))
            by_mark[1].append(tuple(p in read for p in range(_SIDE)))
        got = _REACHES[table] = (tuple(by_mark[0]), tuple(by_mark[1]))
    return got


def future_rolls(state: RollingJapanState, rng: random.Random) -> list[Roll]:
    """One draw of the rolls after the current one (the bag's contents this round are known)."""
    out: list[Roll] = []
    bag = [_COLOUR_INDEX[c] for c in state.bag]
    # rng.randrange(n) and rng.randint(1, 6) are _randbelow(n) and 1 + _randbelow(6): the same draws
    below = rng._randbelow
    for roll in range(state.roll + 1, ROLLS):
        if roll % TURNS_PER_ROUND == 0:
            bag = list(range(len(DIE_COLOURS)))
        dice = [(bag.pop(below(len(bag))), 1 + below(6)) for _ in range(DICE_PER_TURN)]
        mask = 0
        for c in bag:
            mask |= 1 << c
        out.append((roll, dice, mask, len(bag)))
    return out


def play_out(s: PlayoutSheet, rolls: list[Roll]) -> int:
    """Plays the rolls on the sheet greedily; the X it ends with."""
    for roll, dice, mask, size in rolls:
        resolve_roll(s, roll, dice, mask, size)
    return s.x_count()


def playout_dice(state: RollingJapanState, player: int, skip_die: int | None = None) -> list[tuple[int, int]]:
    """The dice of the current roll the player still has to resolve (as playout dice)."""
    return [(_COLOUR_INDEX[state.dice[d][0]], state.dice[d][1]) for d in range(DICE_PER_TURN)
            if state.pending[player] >> d & 1 and d != skip_die]
