"""The state and the moves' mechanics: the legal ways to resolve a die, the automatic resolution of
a die that can have no effect, and the next roll (drawn and rolled from the state's generator)."""
from __future__ import annotations

from itertools import compress
from operator import itemgetter
from typing import Any

from engines.core import Rng
from engines.rolling_japan.actions import _PASSES, _WRITES, Action, Pass
from engines.rolling_japan.map import (
    _CLASHES,
    _OUTSIDE,
    _TABLES,
    _ZONE_SETS,
    DICE_PER_TURN,
    DIE_COLOURS,
    PREFECTURES,
    ROLLS,
    ROUNDS,
    TURNS_PER_ROUND,
    WILD,
    ZONE_OF_COLOUR,
    X,
)


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


#: die colour -> a getter of its zone's marks on a sheet, as a tuple (its first prefecture added
#: again at the end, so that a getter always returns a tuple; zip with the zone ignores it)
_ZONE_MARKS = {c: itemgetter(*zone, zone[0]) for c, zone in ZONE_OF_COLOUR.items()}

_ALL_MARKS = itemgetter(*PREFECTURES)
#: per neighbour table: the neighbours of prefectures 1-47 in order (zip with _ALL_MARKS)
_TABLE_ROWS = {extended: table[1:] for extended, table in _TABLES.items()}


def _die_actions(state: RollingJapanState, player: int, die: int) -> list[Action]:
    """The legal ways to resolve one die; [] when the die can have no effect at all: the writes
    of its number in the empty prefectures of its zone where it fits, or else an X in each empty
    one; then, with a colour change left (not for the wild die), the writes of its number where
    it fits outside the zone, and a pass when the zone is full."""
    colour, value = state.dice[die]
    sheet = state.sheets[player]
    writes = _WRITES[die][False]
    row = writes[value]
    bad = _CLASHES[value]  # a neighbour holding one of these forbids the value
    if colour != WILD and state.changes_left[player] > 0:
        # the whole map to look at: the blocked prefectures found once, from the marks
        blocked = set().union(*compress(_TABLE_ROWS[state.extended], map(bad.__contains__, _ALL_MARKS(sheet))))
        zone = ZONE_OF_COLOUR[colour]
        actions: list[Action] = [row[p] for p in zone if sheet[p] is None and p not in blocked]
        empties = True
        if not actions:
            row = writes[0]
            actions = [row[p] for p in zone if sheet[p] is None]
            empties = bool(actions)
        row = _WRITES[die][True][value]
        changes = [row[p] for p in _OUTSIDE[colour] if sheet[p] is None and p not in blocked]
        if changes:
            actions += changes
            if not empties:
                actions.append(_PASSES[die])
        return actions
    # the zone (the wild die's: the whole map): each empty prefecture's neighbours read until one
    # forbids the value
    table = _TABLES[state.extended]
    zone = ZONE_OF_COLOUR[colour]
    actions = []
    empty = False
    for p in zone:
        if sheet[p] is None:
            empty = True
            for n in table[p]:
                if sheet[n] in bad:
                    break
            else:
                actions.append(row[p])
    if not actions and empty:
        row = writes[0]
        actions = [row[p] for p in zone if sheet[p] is None]
    return actions


def _fits_at(sheet: list[Any], p: int, bad: frozenset[int], table: tuple[tuple[int, ...], ...]) -> bool:
    """No neighbour of p holds a number in `bad` (`_CLASHES[value]`: the value fits, p empty)."""
    for n in table[p]:
        if sheet[n] in bad:
            return False
    return True


def _has_effect(state: RollingJapanState, player: int, die: int) -> bool:
    """`bool(_die_actions(state, player, die))`, without making the list: an empty prefecture in
    the die's zone, or a colour change left that fits somewhere outside it."""
    colour, value = state.dice[die]
    sheet = state.sheets[player]
    if None in _ZONE_MARKS[colour](sheet):
        return True
    if colour == WILD or state.changes_left[player] <= 0:
        return False
    bad = _CLASHES[value]
    table = _TABLES[state.extended]
    for p in _OUTSIDE[colour]:
        if sheet[p] is None:
            for n in table[p]:
                if sheet[n] in bad:
                    break
            else:
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
    bad = _CLASHES[value]
    table = _TABLES[state.extended]
    if action.colour_change:
        return (colour != WILD and state.changes_left[player] > 0 and action.value == value
                and p not in _ZONE_SETS[colour] and _fits_at(sheet, p, bad, table))
    if p not in _ZONE_SETS[colour]:
        return False
    if action.value == value:
        return _fits_at(sheet, p, bad, table)
    if action.value != X:
        return False
    # an X only when the number fits nowhere in the zone
    for q in ZONE_OF_COLOUR[colour]:
        if sheet[q] is None and _fits_at(sheet, q, bad, table):
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
