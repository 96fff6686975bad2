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
from engines.pueblo.inspection import (
    _IS_SIDE,
    _PACK,
    SPACES,
    _space_index,
    _unpack,
    inspect_all,
    inspect_spaces,
    track_space_info,
)

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


def _track_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """POSITION[s, x, y]: how far along side space s's line of sight cell (x, y) lies (0 nearest),
    99 off the line; IN_QUARTER[s, x, y]: the cell is in corner space s's quarter;
    DIRECTION[s]: 0 looking east, 1 west, 2 north, 3 south (corners: 0, unused)."""
    position = np.full((SPACES, 8, 8), 99, dtype=np.int64)
    in_quarter = np.zeros((SPACES, 8, 8), dtype=bool)
    direction = np.zeros(SPACES, dtype=np.int64)
    for space in range(SPACES):
        kind, cells = track_space_info(space)
        for i, (x, y) in enumerate(cells):
            if kind == "side":
                position[space, x, y] = i
            else:
                in_quarter[space, x, y] = True
        if kind == "side":
            (x0, y0), (x1, y1) = cells[0], cells[1]
            direction[space] = {(1, 0): 0, (-1, 0): 1, (0, 1): 2, (0, -1): 3}[(x1 - x0, y1 - y0)]
    return position, in_quarter, direction


def _rotation_tables() -> tuple[np.ndarray, np.ndarray]:
    """Per rotation, facts about its own cubes that don't depend on where it stands:
    HIDDEN_BY_OWN[r, d, j]: looking in direction d, another cube of the block on the same line and
    level is nearer than cube j; COLUMN_TOP[r, j]: cube j is the block's highest in its column."""
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1))
    hidden = np.zeros((len(grid.ROTATIONS), 4, 4), dtype=bool)
    column_top = np.zeros((len(grid.ROTATIONS), 4), dtype=bool)
    for r, shape in enumerate(grid.ROTATIONS):
        for j, (x, y, z) in enumerate(shape):
            column_top[r, j] = not any(c[:2] == (x, y) and c[2] > z for c in shape)
            for d, (sx, sy) in enumerate(steps):
                hidden[r, d, j] = any(
                    c[2] == z and (c[1] == y if sx else c[0] == x) and (c[0] - x) * sx + (c[1] - y) * sy < 0
                    for c in shape)
    return hidden, column_top


_POSITION, _IN_QUARTER, _DIRECTION = _track_tables()
_HIDDEN_BY_OWN, _COLUMN_TOP = _rotation_tables()
_IS_SIDE_ARRAY = np.array(_IS_SIDE, dtype=bool)
_NEAREST = ((8 - np.arange(8)) * 8).reshape(1, 8, 1)  # priority of each position along a line
_LINE_INDEX: dict[int, np.ndarray] = {}
_ONES4 = np.ones(4, dtype=np.int64)


def _line_index(levels: int) -> np.ndarray:
    """(36, 8, Z) flat grid indices of each side space's line (nearest first) at every level;
    corner rows are unused zeros."""
    index = _LINE_INDEX.get(levels)
    if index is None:
        index = np.zeros((SPACES, 8, levels), dtype=np.int64)
        for space in range(SPACES):
            if _IS_SIDE[space]:
                index[space] = _space_index(space, levels)
        _LINE_INDEX[levels] = index
    return index


def placement_penalties(colours: np.ndarray, spots: np.ndarray, block_colours: list[int], spaces,
                        num_players: int, rotations: np.ndarray | None = None,
                        heights: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The penalties of every (block colour, placement) from each space, in one batch.

    `spots`: placements as (K, 4, 3) cells, `rotations` their rotation indices
    (grid.placement_array_with_rotations; derived from the cells when None); `heights` the height
    map when the caller has it. Returns (penalties, base): penalties int64
    (len(block_colours) * K, k, num_players), colour-major (all placements of the first colour,
    then of the second); base (k, num_players) for the board as it stands.

    A block changes only what is seen where its cubes are, so instead of inspecting K whole new
    grids this works on the K x 4 cubes against the board's current view from each space:
    - side space: a cube at position i of the line on level z becomes the face seen on that level
      when i is nearer than the board's nearest cube there and no cube of the block itself is
      nearer on that line and level (a fact of the rotation, precomputed); its owner gains z + 1
      and the owner of the face it hides loses z + 1;
    - corner: the block's top cube in each column it covers, inside the quarter, becomes that
      column's top: its owner gains 1 and the owner of the old top loses 1.
    All players' points are packed in one integer per (placement, space) (inspection._PACK), so
    a gain and a loss are one multiply-add for everybody at once.
    Checked against inspecting the stacked candidate grids and the plain-Python reference.
    """
    colours = np.ascontiguousarray(colours)
    spaces = np.asarray(spaces, dtype=np.int64).reshape(-1) % SPACES
    levels = colours.shape[2]
    if heights is None:
        heights = (colours != 0).sum(axis=2)
    if int(heights.max()) + 2 > levels:  # room for a block on the highest column
        colours = np.concatenate([colours, np.zeros((8, 8, int(heights.max()) + 2 - levels), colours.dtype)],
                                 axis=2)
        levels = colours.shape[2]
    if rotations is None:
        rotations = np.array([grid.ROTATIONS.index(grid.normalise(c)) for c in spots], dtype=np.int64)
    k, n = len(spaces), len(spots)
    xs, ys, zs = spots[:, :, 0], spots[:, :, 1], spots[:, :, 2]  # (K, 4)
    flat = colours.ravel()
    is_side = _IS_SIDE_ARRAY[spaces]
    side, corner = spaces[is_side], spaces[~is_side]
    weights, hidden, bases = [], [], []  # per cube: points it turns, colour it hides; per space: base
    if len(side):
        seen = flat[_line_index(levels)[side]]  # (ks, 8, Z)
        key = ((seen != 0) * _NEAREST + seen).max(axis=1)  # nearest cube per level: 8 - pos | colour
        front, nearest = key & 7, 8 - (key >> 3)  # (ks, Z): colour seen, its position (8: none)
        bases.append(_PACK[front] @ np.arange(1, levels + 1))
        visible = (_POSITION[side][:, xs, ys] < nearest[:, zs]) & \
            ~_HIDDEN_BY_OWN[rotations[None, :], _DIRECTION[side][:, None]]  # (ks, K, 4)
        weights.append(visible * (zs + 1))
        hidden.append(front[:, zs])
    if len(corner):
        top = flat[np.arange(64).reshape(8, 8) * levels + np.maximum(heights - 1, 0)]  # (8, 8)
        packed_top = _PACK[top]
        bases.append((_IN_QUARTER[corner] * packed_top).reshape(len(corner), 64).sum(axis=1))
        weights.append(_IN_QUARTER[corner][:, xs, ys] & _COLUMN_TOP[rotations])  # (kc, K, 4)
        hidden.append(np.broadcast_to(top[xs, ys], (len(corner), n, 4)))
    weight = np.concatenate(weights) if len(weights) > 1 else weights[0]  # (k, K, 4), sides first
    gain = weight @ _ONES4  # (k, K)
    kept = np.concatenate(bases)[:, None] - (weight * _PACK[np.concatenate(hidden) if len(hidden) > 1
                                                            else hidden[0]]) @ _ONES4
    packed = kept[None] + gain[None] * _PACK[np.asarray(block_colours, dtype=np.int64)].reshape(-1, 1, 1)
    order = np.argsort(np.concatenate([np.flatnonzero(is_side), np.flatnonzero(~is_side)]), kind="stable")
    penalties = _unpack(packed.transpose(0, 2, 1).reshape(len(block_colours) * n, k)[:, order], num_players)
    return penalties, _unpack(np.concatenate(bases)[order], num_players)


def candidate_boards(state: PuebloState, colours: list[int]) -> tuple[list[tuple[int, Cells]], np.ndarray]:
    """Every (colour, placement) for the given block colours and the stacked colour grids
    (N, 8, 8, Z) with that block placed: the board copied N times, then one scatter of 4N cubes.
    (The plain batch: placement_penalties gets the same numbers without building the grids.)"""
    spots = grid.placement_array(state.heights, state.sacred, state.options["stepped"])
    k = len(spots)
    cells = [frozenset(map(tuple, p)) for p in spots.tolist()]
    choices = [(c, cs) for c in colours for cs in cells]
    n = len(choices)
    stack = np.empty((n,) + state.colours.shape, dtype=state.colours.dtype)
    stack[:] = state.colours
    if n:
        flat = np.tile(spots, (len(colours), 1, 1)).reshape(-1, 3)  # (4N, 3)
        board = np.repeat(np.arange(n), 4)
        stack[board, flat[:, 0], flat[:, 1], flat[:, 2]] = np.repeat(np.repeat(colours, k), 4)
    return choices, stack


def _choices(state: PuebloState, seat: int) -> tuple[list[int], np.ndarray, np.ndarray, list[tuple[int, Cells]]]:
    colours = state.block_choices(seat) if state.phase == "place" and state.current == seat else []
    if colours:
        spots, rotations = grid.placement_array_with_rotations(state.heights, state.sacred, state.options["stepped"])
    else:
        spots, rotations = np.zeros((0, 4, 3), dtype=np.int64), np.zeros(0, dtype=np.int64)
    cells = [frozenset(map(tuple, p)) for p in spots.tolist()]
    return colours, spots, rotations, [(c, cs) for c in colours for cs in cells]


def what_if(state: PuebloState, seat: int) -> WhatIf:
    """For `seat` about to place: the penalty of every player for every legal placement of each
    block it may play combined with every chieftain move 1..4 (see WhatIf), in one numpy batch
    (placement_penalties: the K placements' cubes against the board's view from the 4 spaces
    ahead). Outside the seat's placing step, `choices` is empty (and `moves` still filled)."""
    colours, spots, rotations, choices = _choices(state, seat)
    penalties, moves = placement_penalties(state.colours, spots, colours, state.chieftain + np.arange(1, 5),
                                           state.num_players, rotations, state.heights)
    return WhatIf(choices, penalties, moves)


# ---------------------------------------------------------------------------------------------
# The normal computer player

LOOKAHEAD = 0.5  # weight of what the next player can then make me pay
LAP_WEIGHT = 0.35  # weight of the final lap over the board as it would stand


def _relative(pen: np.ndarray, seat: int) -> np.ndarray:
    """Own penalty minus the mean of the others' (last axis = players)."""
    others = (pen.sum(axis=-1) - pen[..., seat]) / max(1, pen.shape[-1] - 1)
    return pen[..., seat] - others


def _evaluate(every: np.ndarray, state: PuebloState, seat: int) -> np.ndarray:
    """Value (lower is better) of each candidate board (N) with each move 1..4: (N, 4).
    `every`: (N, 36, P) the inspections of each candidate board from all 36 spaces."""
    n = state.num_players
    ahead = np.roll(every, -(state.chieftain + 1), axis=1)[:, :8]  # spaces chieftain+1 .. +8
    later = state.order[(state.order.index(seat) + 1) % n] if seat in state.order else (seat + 1) % n
    value = np.empty((every.shape[0], 4))
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
        colours, spots, rotations, choices = _choices(state, seat)
        every, _ = placement_penalties(state.colours, spots, colours, np.arange(SPACES), state.num_players,
                                       rotations, state.heights)
        i, _ = _best(_evaluate(every, state, seat), rng)
        colour, cells = choices[i]
        return Place(colour, cells)
    if phase == "move":
        every = inspect_all(state.colours, state.num_players)[None]
        _, m = _best(_evaluate(every, state, seat), rng)
        return Move(m + 1)
    if phase == "remove":
        ids = [a.block_id for a in legal]
        stack = np.empty((len(ids),) + state.colours.shape, dtype=state.colours.dtype)
        stack[:] = state.colours
        for k, b in enumerate(ids):
            stack[k][state.block_ids == b] = 0
        i, _ = _best(_evaluate(inspect_spaces(stack, np.arange(SPACES), state.num_players), state, seat), rng)
        return Remove(ids[i])
    if phase == "auction":
        # the first positions are worth a little: bid up to 2 points, sometimes
        if state.high_bid < min(2, MAX_BID) and rng.random() < 0.5:
            return Bid(state.high_bid + 1)
        return Pass()
    return rng.choice(legal)
