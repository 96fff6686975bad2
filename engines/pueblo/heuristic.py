"""The heuristic baseline: a simple rule-of-thumb Pueblo player, for the arena (issue 14; not a
level offered to players). It looks only at its own colour and one step ahead:

- place: the placement and chieftain move that cost it least right now (its own penalty from the
  space the move reaches), and among those the placement leaving fewest of its own faces in view
  over a whole lap (hide your colour, build neutral in front of it);
- move (a block set aside): the space that costs it least, then the one costing the others most;
- dismantling: one of its own blocks if it may, the one leaving fewest of its faces in view, else
  the neutral one that does;
- auctions: it never bids; sacred sites: laid at random.

Pueblo has no hidden information, so everything it reads (the board, the chieftain) is seen.
"""
from __future__ import annotations

import random
from typing import Any

import numpy as np

from engines.pueblo.inspection import SPACES, inspect_all, inspect_spaces
from engines.pueblo.preview import _choices, placement_penalties
from engines.pueblo.state import NEUTRAL, Move, Pass, Place, PuebloState, Remove

#: weight of the faces left in view over a lap, against the penalty now (a tie-breaker mostly)
LAP_WEIGHT = 0.05


def _pick(value: np.ndarray, rng: random.Random) -> tuple[int, ...]:
    """The index of a smallest value, ties broken at random."""
    ties = np.argwhere(value <= value.min() + 1e-9)
    return tuple(int(v) for v in ties[rng.randrange(len(ties))])


def bot_heuristic(engine: Any, state: PuebloState, seat: int, rng: random.Random) -> Any:
    """Rule of thumb (see the module): cheapest turn for itself now, own colour hidden."""
    legal = engine.legal_actions(state, seat)
    phase = state.phase
    n = state.num_players
    if phase == "place" and legal and isinstance(legal[0], Place):
        colours, spots, rotations, choices = _choices(state, seat)
        every, _ = placement_penalties(state.colours, spots, colours, np.arange(SPACES), n,
                                       rotations, state.heights)
        mine = every[:, :, seat]  # (choices, 36)
        ahead = (state.chieftain + np.arange(1, 5)) % SPACES
        value = mine[:, ahead] + LAP_WEIGHT * mine.sum(axis=1)[:, None]
        i, _ = _pick(value, rng)
        colour, cells = choices[i]
        return Place(colour, cells)
    if phase == "move":
        now = inspect_all(state.colours, n)[(state.chieftain + np.arange(1, 5)) % SPACES]  # (4, P)
        others = now.sum(axis=1) - now[:, seat]
        m, = _pick(now[:, seat] - 0.01 * others, rng)
        return Move(m + 1)
    if phase == "remove" and legal:
        ids = [a.block_id for a in legal]
        own = [b for b in ids if int(state.colours[state.block_ids == b][0]) != NEUTRAL]
        pool = own or ids
        stack = np.empty((len(pool),) + state.colours.shape, dtype=state.colours.dtype)
        stack[:] = state.colours
        for k, b in enumerate(pool):
            stack[k][state.block_ids == b] = 0
        lap = inspect_spaces(stack, np.arange(SPACES), n)[:, :, seat].sum(axis=1)
        i, = _pick(lap, rng)
        return Remove(pool[i])
    if phase == "auction":
        return Pass()
    return rng.choice(legal)
