"""The decisions: `Write` and `Pass`, made once and handed out by the engine, and their type checks."""
from __future__ import annotations

from typing import Any, NamedTuple

from engines.rolling_japan.map import DICE_PER_TURN, X


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
