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
    NEUTRAL,
    Bid,
    Move,
    Pass,
    Place,
    PuebloState,
    Remove,
)
from engines.pueblo.inspection import (
    SPACES,
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


def _directions() -> np.ndarray:
    """DIRECTION[s]: 0 looking east, 1 west, 2 north, 3 south (corners: 0, unused)."""
    direction = np.zeros(SPACES, dtype=np.int64)
    for space in range(SPACES):
        kind, cells = track_space_info(space)
        if kind == "side":
            (x0, y0), (x1, y1) = cells[0], cells[1]
            direction[space] = {(1, 0): 0, (-1, 0): 1, (0, 1): 2, (0, -1): 3}[(x1 - x0, y1 - y0)]
    return direction


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


_DIRECTION = _directions()
_HIDDEN_BY_OWN, _COLUMN_TOP = _rotation_tables()
def _direction_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The side spaces by viewing direction d (0 east, 1 west, 2 north, 3 south, as _DIRECTION)
    and line (line = y for east and west, x for north and south): LINE_CELLS[d, line, i] the flat
    column x * 8 + y at position i along the line of sight (nearest first), LINE_SPACE[d * 8 +
    line] its track space; per column c = x * 8 + y: VIEW_ROW[d, c] = d * 8 + the line it lies on,
    ALONG[d, c] its position along that line of sight, CORNER_SPACE[c] the corner space whose
    quarter holds it."""
    line_space = np.zeros(32, dtype=np.int64)
    line_cells = np.zeros((4, 8, 8), dtype=np.int64)
    view_row = np.zeros((4, 64), dtype=np.int64)
    along = np.zeros((4, 64), dtype=np.int64)
    corner_space = np.zeros(64, dtype=np.int64)
    for space in range(SPACES):
        kind, cells = track_space_info(space)
        if kind == "corner":
            for x, y in cells:
                corner_space[x * 8 + y] = space
            continue
        d = int(_DIRECTION[space])
        line = cells[0][1] if d < 2 else cells[0][0]
        line_space[d * 8 + line] = space
        for i, (x, y) in enumerate(cells):
            line_cells[d, line, i] = x * 8 + y
            view_row[d, x * 8 + y] = d * 8 + line
            along[d, x * 8 + y] = i
    return line_space, line_cells, view_row, along, corner_space


_LINE_SPACE, _LINE_CELLS, _VIEW_ROW, _ALONG, _CORNER_SPACE = _direction_tables()
_ALL_SPACES = np.arange(SPACES)
_NEAREST_ALONG = ((8 - np.arange(8)) * 8).astype(np.int16).reshape(1, 1, 8, 1)  # priority by position
_SEEN_BY_OWN_DK = np.ascontiguousarray(~_HIDDEN_BY_OWN.transpose(1, 0, 2))  # (4 d, rotation, cube)
_VIEW_TABLES: dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}


def _view_tables(levels: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For `levels` levels: the bincount bins (space * 8 + colour offset) of the 32 lines at every
    level then the 64 column tops, their weights (level number, 1), and the flat grid index of
    each column's level -1 (its top cube is at + height)."""
    tables = _VIEW_TABLES.get(levels)
    if tables is None:
        bins = np.concatenate([np.repeat(_LINE_SPACE * 8, levels), _CORNER_SPACE * 8])
        weights = np.concatenate([np.tile(np.arange(1.0, levels + 1), 32), np.ones(64)])
        tables = _VIEW_TABLES[levels] = (bins, weights, np.arange(64) * levels - 1)
    return tables


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
    grids this works on the K x 4 cubes against the board's current view, and each cube lies on
    exactly one line of sight per viewing direction and in one quarter:
    - side spaces: a cube at position i of its line on level z becomes the face seen on that level
      when i is nearer than the board's nearest cube there and no cube of the block itself is
      nearer on that line and level (a fact of the rotation, precomputed); the block's owner gains
      z + 1 and the owner of the face it hides loses z + 1;
    - corner: the block's top cube in each column it covers becomes that column's top in its
      quarter: the block's owner gains 1 and the owner of the old top loses 1.
    The gains and losses of the 4 directions x 4 cubes (and the corners' 4 cubes) are summed per
    (placement, space[, player]) by bincount. Checked against inspecting the stacked candidate
    grids and the plain-Python reference.
    """
    spaces = np.asarray(spaces, dtype=np.int64).reshape(-1) % SPACES
    if heights is None:
        heights = (np.asarray(colours) != 0).sum(axis=2)
    levels = int(heights.max()) + 2  # a block reaches at most one level above the highest column
    colours = np.ascontiguousarray(np.asarray(colours)[:, :, :levels])
    if levels > colours.shape[2]:
        colours = np.concatenate([colours, np.zeros((8, 8, levels - colours.shape[2]), colours.dtype)], axis=2)
    if rotations is None:
        rotations = np.array([grid.ROTATIONS.index(grid.normalise(c)) for c in spots], dtype=np.int64)
    n, k, players = len(spots), len(spaces), num_players
    flat = colours.ravel()
    bins, weights, column_base = _view_tables(levels)
    # the board as it stands: per side line and level the nearest cube (colour, position), per column its top
    seen = colours.reshape(64, levels)[_LINE_CELLS].astype(np.int16)  # (4, 8, 8, L)
    key = ((seen != 0) * _NEAREST_ALONG + seen).max(axis=2).ravel()  # (32 * L): 8 - position | colour
    front, nearest = key & 7, 8 - (key >> 3)
    top = flat[column_base + heights.ravel()] * (heights.ravel() > 0)  # (64,), 0 if empty
    faces = np.concatenate([front, top])
    base = np.bincount(bins + faces, weights, minlength=SPACES * 8).reshape(SPACES, 8)[:, 2:2 + players]
    # the K x 4 cubes: per viewing direction, the line (view row) each lies on and where
    covered = spots[:, :, 0] * 8 + spots[:, :, 1]  # (K, 4)
    zs = spots[:, :, 2]
    view = _VIEW_ROW[:, covered] * levels + zs  # (4, K, 4) index into front / nearest
    hides = front[view]
    visible = (_ALONG[:, covered] < nearest[view]) & _SEEN_BY_OWN_DK[:, rotations]
    weight = visible * (zs + 1)
    slot = np.arange(n)[:, None] * SPACES  # (K, 1): placement * 36
    side_slot = slot + _LINE_SPACE[_VIEW_ROW[:, covered]]  # (4, K, 4): placement * 36 + space
    corner_slot = slot + _CORNER_SPACE[covered]  # (K, 4)
    column_top = _COLUMN_TOP[rotations]  # (K, 4)
    gains = np.bincount(np.concatenate([side_slot.ravel(), corner_slot.ravel()]),
                        np.concatenate([weight.ravel(), column_top.ravel()]), minlength=n * SPACES)
    old_top = top[covered]
    lost_side = (hides >= 2) & visible
    lost_corner = (old_top >= 2) & column_top
    losses = np.bincount(np.concatenate([side_slot[lost_side] * players + hides[lost_side] - 2,
                                         corner_slot[lost_corner] * players + old_top[lost_corner] - 2]),
                         np.concatenate([weight[lost_side], np.ones(int(lost_corner.sum()))]),
                         minlength=n * SPACES * players).reshape(n, SPACES, players)
    gains = gains.reshape(n, SPACES)
    if not (k == SPACES and (spaces == _ALL_SPACES).all()):
        base, losses, gains = base[spaces], losses[:, spaces], gains[:, spaces]
    base = base.astype(np.int64)
    gains = gains.astype(np.int64)
    losses = losses.astype(np.int64)  # whole numbers: one conversion, then integer subtractions
    penalties = np.empty((len(block_colours), n, k, players), dtype=np.int64)
    for i, colour in enumerate(block_colours):
        np.subtract(base, losses, out=penalties[i])
        if 2 <= colour < 2 + players:
            penalties[i, :, :, colour - 2] += gains
    return penalties.reshape(len(block_colours) * n, k, players), base


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

LOOKAHEAD = 0.3  # weight of what the next players can then make me pay
LAP_WEIGHT = 0.35  # weight of the final lap over the board as it would stand
FUTURE_DEPTH = 16  # spaces ahead of the next player's answer the later players' moves may reach


def _visit_chances(moves: int, depth: int = FUTURE_DEPTH) -> np.ndarray:
    """(depth,): the chance that the chieftain stops j = 1..depth spaces ahead during `moves`
    moves of 1 to 4 spaces, each equally likely (a rough model of the later players' moves)."""
    at = np.zeros(depth + 1)
    at[0] = 1.0
    stops = np.zeros(depth + 1)
    for _ in range(moves):
        step = np.zeros_like(at)
        for k in range(1, 5):
            step[k:] += at[:-k] / 4
        at = step
        stops += at
    return stops[1:]


#: number of players -> _visit_chances of the moves between the next player's and mine
_LATER_VISITS = {n: _visit_chances(n - 2) for n in range(2, 5)}


def _relative(pen: np.ndarray, seat: int) -> np.ndarray:
    """Own penalty minus the mean of the others' (last axis = players)."""
    others = (pen.sum(axis=-1) - pen[..., seat]) / max(1, pen.shape[-1] - 1)
    return pen[..., seat] - others


def _evaluate(every: np.ndarray, state: PuebloState, seat: int) -> np.ndarray:
    """Value (lower is better) of each candidate board (N) with each move 1..4: (N, 4).
    `every`: (N, 36, P) the inspections of each candidate board from all 36 spaces.

    Move m: what the seat pays (relative to the others) at the m-th space ahead now, plus
    LOOKAHEAD x what it pays where the next player then sends the chieftain (that player's best of
    the 4 spaces after, for itself) and, with 3 or more players, from the spaces ahead of that one
    the later players' moves may reach (each space weighted by the chance they stop there), plus
    the final lap over the board as it would stand."""
    n = state.num_players
    mine = _relative(every, seat)  # (N, 36)
    rows = np.arange(every.shape[0])
    later = state.order[(state.order.index(seat) + 1) % n] if seat in state.order else (seat + 1) % n
    theirs = _relative(every, later)
    visits = _LATER_VISITS.get(n)
    value = np.empty((every.shape[0], 4))
    for m in range(1, 5):
        space = (state.chieftain + m) % SPACES
        answers = (space + np.arange(1, 5)) % SPACES
        answer = answers[theirs[:, answers].argmin(axis=1)]  # (N,): where the next player sends him
        then = mine[rows, answer]
        if visits is not None and visits.any():
            ahead = (answer[:, None] + 1 + np.arange(FUTURE_DEPTH)) % SPACES
            then = then + (mine[rows[:, None], ahead] * visits).sum(axis=1)
        value[:, m - 1] = mine[:, space] + LOOKAHEAD * then
    if not state.dismantling:
        value += LAP_WEIGHT * _relative(every.sum(axis=1), seat)[:, None]
    return value


def _best(value: np.ndarray, rng: random.Random) -> tuple[int, ...]:
    best = value.min()
    ties = np.argwhere(value <= best + 1e-9)
    return tuple(int(v) for v in ties[rng.randrange(len(ties))])


def bot_normal(engine: Any, state: PuebloState, seat: int, rng: random.Random) -> Any:
    """Normal: the placement and move with the best outcome for itself relative to the others,
    also counting (discounted) where the next players can send the chieftain afterwards and the
    final lap over the resulting pueblo (_evaluate)."""
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
        # its own colour first when it may (fewer of its faces for the rest of the dismantling, and
        # the game ends with the last player-colour block), then the best outcome among those
        ids = [a.block_id for a in legal]
        own = [b for b in ids if int(state.colours[state.block_ids == b][0]) != NEUTRAL]
        ids = own or ids
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
