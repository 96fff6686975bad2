"""What-if: the penalties every placement and chieftain move would cost, computed in one batch,
and the normal computer player built on it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import numpy as np

from engines.pueblo import grid
from engines.pueblo.game import (
    MAX_BID,
    Bid,
    Move,
    Pass,
    Place,
    PuebloState,
    Remove,
)
from engines.pueblo.inspection import SPACES, inspect_spaces

Cells = frozenset[tuple[int, int, int]]


@dataclass(frozen=True)
class WhatIf:
    """Outcomes of the seat's possible turns.

    `choices[i]` = (colour, cells): every legal placement of every block the seat may place now,
    in the order of `legal_actions` (colour 2 + seat = own, 1 = neutral).
    `penalties[i, m - 1, p]`: the penalty player p takes if choice i is placed and the chieftain
    then moves m spaces (1..4) and inspects. int64 (len(choices), 4, num_players).
    `moves[m - 1, p]`: the same for the board as it stands (no block), for the move decision.
    """
    choices: list[tuple[int, Cells]]
    penalties: np.ndarray
    moves: np.ndarray


def candidate_boards(state: PuebloState, colours: list[int], with_current: bool = False
                     ) -> tuple[list[tuple[int, Cells]], np.ndarray]:
    """Every (colour, placement) for the given block colours and the stacked colour grids
    (N, 8, 8, Z) with that block placed: the board copied N times, then one scatter of 4N cubes.
    With `with_current`, the board as it stands comes first in the stack (N + 1 grids)."""
    spots = grid.placement_array(state.heights, state.sacred, state.options["stepped"]) if colours else \
        np.zeros((0, 4, 3), dtype=np.int64)
    k = len(spots)
    cells = [frozenset(map(tuple, p)) for p in spots.tolist()]
    choices = [(c, cs) for c in colours for cs in cells]
    n = len(choices)
    extra = 1 if with_current else 0
    stack = np.empty((n + extra,) + state.colours.shape, dtype=state.colours.dtype)
    stack[:] = state.colours
    if n:
        flat = np.tile(spots, (len(colours), 1, 1)).reshape(-1, 3)  # (4N, 3)
        board = np.repeat(np.arange(extra, n + extra), 4)
        stack[board, flat[:, 0], flat[:, 1], flat[:, 2]] = np.repeat(np.repeat(colours, k), 4)
    return choices, stack


def what_if(state: PuebloState, seat: int) -> WhatIf:
    """For `seat` about to place: the penalty of every player for every legal placement of each
    block it may play combined with every chieftain move 1..4 (see WhatIf). Batched: all candidate
    grids are built as one (N, 8, 8, Z) array and the 4 target spaces inspected at once.
    Outside the seat's placing step, `choices` is empty."""
    n = state.num_players
    colours = state.block_choices(seat) if state.phase == "place" and state.current == seat else []
    choices, stack = candidate_boards(state, colours, with_current=True)
    outcomes = inspect_spaces(stack, state.chieftain + np.arange(1, 5), n)
    return WhatIf(choices, outcomes[1:], outcomes[0])


# ---------------------------------------------------------------------------------------------
# The normal computer player

LOOKAHEAD = 0.5  # weight of what the next player can then make me pay
LAP_WEIGHT = 0.35  # weight of the final lap over the board as it would stand


def _relative(pen: np.ndarray, seat: int) -> np.ndarray:
    """Own penalty minus the mean of the others' (last axis = players)."""
    others = (pen.sum(axis=-1) - pen[..., seat]) / max(1, pen.shape[-1] - 1)
    return pen[..., seat] - others


def _evaluate(stack: np.ndarray, state: PuebloState, seat: int) -> np.ndarray:
    """Value (lower is better) of each candidate board (N) with each move 1..4: (N, 4)."""
    n = state.num_players
    every = inspect_spaces(stack, np.arange(SPACES), n)  # (N, 36, P)
    ahead = np.roll(every, -(state.chieftain + 1), axis=1)[:, :8]  # spaces chieftain+1 .. +8
    later = state.order[(state.order.index(seat) + 1) % n] if seat in state.order else (seat + 1) % n
    value = np.empty((stack.shape[0], 4))
    for m in range(1, 5):
        now = _relative(ahead[:, m - 1], seat)
        options = ahead[:, m:m + 4]  # (N, 4, P): where the next player can send him
        pick = _relative(options, later).argmin(axis=1)
        then = _relative(options[np.arange(len(options)), pick], seat)
        value[:, m - 1] = now + LOOKAHEAD * then
    if not state.dismantling:
        value += LAP_WEIGHT * _relative(every.sum(axis=1), seat)[:, None]
    return value


def _best(value: np.ndarray, rng: random.Random) -> tuple[int, ...]:
    best = value.min()
    ties = np.argwhere(value <= best + 1e-9)
    return tuple(int(v) for v in ties[rng.randrange(len(ties))])


def bot_normal(engine: Any, state: PuebloState, seat: int, rng: random.Random) -> Any:
    """Normal: the placement and move with the best outcome for itself relative to the others,
    also counting (discounted) where the next player can send the chieftain afterwards and the
    final lap over the resulting pueblo."""
    legal = engine.legal_actions(state, seat)
    phase = state.phase
    if phase == "place" and legal and isinstance(legal[0], Place):
        choices, stack = candidate_boards(state, state.block_choices(seat))
        i, _ = _best(_evaluate(stack, state, seat), rng)
        colour, cells = choices[i]
        return Place(colour, cells)
    if phase == "move":
        _, m = _best(_evaluate(state.colours[None], state, seat), rng)
        return Move(m + 1)
    if phase == "remove":
        ids = [a.block_id for a in legal]
        stack = np.empty((len(ids),) + state.colours.shape, dtype=state.colours.dtype)
        stack[:] = state.colours
        for k, b in enumerate(ids):
            stack[k][state.block_ids == b] = 0
        i, _ = _best(_evaluate(stack, state, seat), rng)
        return Remove(ids[i])
    if phase == "auction":
        # the first positions are worth a little: bid up to 2 points, sometimes
        if state.high_bid < min(2, MAX_BID) and rng.random() < 0.5:
            return Bid(state.high_bid + 1)
        return Pass()
    return rng.choice(legal)
