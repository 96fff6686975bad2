"""The hard Pueblo player: a selective depth-2 search on the batched what-if preview.

Pueblo has no hidden information and no chance (in the default rules), and one turn is two
decisions, Place then Move, so a turn is searched as one (placement, move) pair. A Monte Carlo
search gets few rollouts here (a greedy Pueblo turn costs tens of milliseconds, a game is 30 turns),
so instead:

1. every (placement, move) pair of the searching seat is scored at once with
   `engines.pueblo.preview.placement_penalties` (all placements from all 36 spaces in one batch): the penalty the move
   costs now, relative to the others, plus where the next player can then send the chieftain, plus
   the final lap over the pueblo as it would stand (weighted by how far the game is);
2. the best pairs by that static score are searched one ply deeper, best first, as long as the time
   budget (or the iteration cap) allows: the pair is played, every other seat answers with its own
   best pair by the same static score, and the position is valued by the penalties so far plus the
   searcher's best static pair at its next turn (the exact result once the game is over);
3. the pair with the best searched value is chosen; at the Move decision the four moves are searched
   the same way, so Place and Move agree.

Phases outside building (sacred sites, auctions, dismantling removals) use the normal player.
Deterministic for a seed with an iteration cap; with a time budget only the depth of the list
searched depends on timing.
`policy(num_players)` is what `engines.search.policy_for("pueblo", n)` returns.
"""
from __future__ import annotations

import random
from typing import Any

import numpy as np

from engines.core import Engine
from engines.pueblo import grid
from engines.pueblo.game import RESERVES, Move, Place, PuebloState, SetAside, apply_known_turn
from engines.pueblo.inspection import SPACES, inspect_spaces
from engines.pueblo.preview import bot_normal, placement_penalties
from engines.pueblo.state import _place_actions
from engines.search.mcts import ActionStat, Deadline, SearchResult
from engines.search.policy import GamePolicy, margin_values, squash

#: how many (placement, move) pairs the deeper search may look at
MAX_CANDIDATES = 80
#: weight of the next player's best answer (where he can send the chieftain) in the static score
LOOKAHEAD = 0.5
SCALE = 6.0  # penalty points for the logistic of the value shown in hints


def value_text(v: float) -> str:
    return f"an estimated {round(100 * v)}% chance to win, looking one reply ahead"


def _relative(pen: np.ndarray, seat: int) -> np.ndarray:
    others = (pen.sum(axis=-1) - pen[..., seat]) / max(1, pen.shape[-1] - 1)
    return pen[..., seat] - others


def _progress(state: PuebloState) -> float:
    left = sum(state.blocks_left(p) for p in range(state.num_players))
    total = state.num_players * sum(RESERVES[state.num_players])
    return 1.0 - left / max(1, total)


def _board_inspections(state: PuebloState) -> np.ndarray:
    """(1, 36, P): the board as it stands inspected from all 36 spaces."""
    top = int(state.heights.max()) + 1
    board = state.colours[None, :, :, :max(1, min(top, state.colours.shape[2]))]
    return inspect_spaces(board, np.arange(SPACES), state.num_players)


def _static_of_board(state: PuebloState, seat: int) -> np.ndarray:
    """(1, 4) static value of the board as it stands (a Move decision, or a block set aside)."""
    return _static(_board_inspections(state), state, seat)


def _static(every: np.ndarray, state: PuebloState, seat: int) -> np.ndarray:
    """(N, 4) value, lower is better for `seat`, of N candidate boards with moves 1..4, from
    `every` (N, 36, P): each board's inspections from all 36 spaces."""
    return _Board(every).static(state, seat)


class _Board:
    """The inspections (N, 36, P) of N candidate boards from every space, and what the static
    score reads of them that does not depend on where the chieftain stands (made on first use):
    per seat its penalty relative to the others' mean from each space, and over the final lap."""
    __slots__ = ("every", "_total", "_rel", "_lap")

    def __init__(self, every: np.ndarray) -> None:
        self.every = every
        self._total: np.ndarray | None = None
        self._rel: dict[int, np.ndarray] = {}
        self._lap: dict[int, np.ndarray] = {}

    def relative(self, seat: int) -> np.ndarray:
        """(N, 36): the seat's penalty from each space minus the others' mean there."""
        rel = self._rel.get(seat)
        if rel is None:
            if self._total is None:  # the players' sum from each space, seat by seat (a reduce over the
                every = self.every  # short last axis is several times slower; the same integers)
                total = every[..., 0].copy()
                for q in range(1, every.shape[-1]):
                    total += every[..., q]
                self._total = total
            mine = self.every[..., seat]
            rel = self._rel[seat] = mine - (self._total - mine) / max(1, self.every.shape[-1] - 1)
        return rel

    def lap(self, seat: int) -> np.ndarray:
        """(N,): the same over a whole lap of the 36 spaces."""
        lap = self._lap.get(seat)
        if lap is None:
            lap = self._lap[seat] = _relative(np.einsum("nsp->np", self.every), seat)  # = sum over spaces
        return lap

    def static(self, state: PuebloState, seat: int) -> np.ndarray:
        """Move m (1..4) sends the chieftain to the m-th space ahead: what the seat pays there
        now, relative to the others, plus LOOKAHEAD x what it pays where the next player then
        sends the chieftain (that player's best of the 4 spaces after it, by its own relative
        penalty, the first on a tie), plus the final lap weighted by the game's progress. All four
        moves at once (the same element-wise operations as one move at a time)."""
        n = state.num_players
        order = state.order
        later = order[(order.index(seat) + 1) % n] if seat in order else (seat + 1) % n
        c = state.chieftain
        rel_seat = self.relative(seat)
        # move m: the next player picks among the 4 spaces after the m-th ahead
        pick = self.relative(later)[:, _ANSWERS[c]].argmin(axis=2)  # (N, 4)
        value = rel_seat[:, _AHEAD[c, :4]] + LOOKAHEAD * rel_seat[np.arange(len(rel_seat))[:, None],
                                                                 _ANSWERS[c][_MOVE_ROWS, pick]]
        if not state.dismantling:
            lap = 0.35 + 0.65 * _progress(state)
            value += lap * self.lap(seat)[:, None]
        return value


#: chieftain space -> the 8 spaces after it; move m (1..4) is space index m - 1 of those
_AHEAD = (np.arange(SPACES)[:, None] + 1 + np.arange(8)[None, :]) % SPACES
#: chieftain space -> (4 moves, 4 answers): the spaces the next player may then send it to
_ANSWERS = _AHEAD[:, 1 + np.arange(4)[:, None] + np.arange(4)[None, :]]
_MOVE_ROWS = np.arange(4)[None, :]
_EVERY_SPACE = np.arange(SPACES)


def _turn_options(state: PuebloState, seat: int, cache: dict[Any, Any] | None = None) -> tuple[list[Any], np.ndarray]:
    """The seat's placements (Place or SetAside actions, or [None] at a Move decision) and their
    (N, 4) static values.

    `cache` (one search's): the placements and their inspections from all 36 spaces depend only on
    the board and the block colours, not on where the chieftain stands, so the boards a search
    meets again (the moves after one placement, the replies to them) are batched once."""
    places, board = _turn_board(state, seat, cache)
    return places, board.static(state, seat)


def _turn_board(state: PuebloState, seat: int, cache: dict[Any, Any] | None = None) -> tuple[list[Any], _Board]:
    """_turn_options' placements and their boards' inspections (before the static score)."""
    if cache is None:
        return _board_options(state, seat)
    key = (state.phase, state.colours.tobytes(), state.heights.tobytes(), state.sacred.tobytes(),
           state.options["stepped"], tuple(state.block_choices(seat)) if state.phase == "place" else ())
    got = cache.get(key)
    if got is None:
        got = cache[key] = _board_options(state, seat)
    return got


def _board_options(state: PuebloState, seat: int) -> tuple[list[Any], _Board]:
    """The seat's placements and every board's inspections (N, 36, P) from all 36 spaces."""
    if state.phase == "move":
        return [None], _Board(_board_inspections(state))
    colours = state.block_choices(seat)
    keys, spots, rotations = grid.placement_keys_and_array(state.heights, state.sacred, state.options["stepped"])
    if not keys:  # nothing fits: the block is set aside, the board stays as it is
        return [SetAside(colours[0])], _Board(_board_inspections(state))
    # every (colour, placement) from all 36 spaces in one batch, without building the boards
    every, _ = placement_penalties(state.colours, spots, colours, _EVERY_SPACE, state.num_players,
                                   rotations, state.heights)
    return _place_actions(colours, keys), _Board(every)  # = ENGINE.legal_actions(state, seat), made once


def _play_pair(engine: Engine, state: PuebloState, seat: int, place: Any, move: int,
               seen: np.ndarray | None = None) -> PuebloState:
    """The pair played; `seen` (36, P): the inspections of the board with `place` placed from
    every space, when known (a Place from the what-if batch): then in one step, the same state."""
    if seen is not None and isinstance(place, Place):
        return apply_known_turn(state, seat, place, move, seen[(state.chieftain + move) % SPACES].tolist())
    if place is not None:
        state = engine.apply(state, seat, place)
    return engine.apply(state, seat, Move(move))


def _greedy_turn(engine: Engine, state: PuebloState, rng: random.Random,
                 cache: dict[Any, Any] | None = None) -> PuebloState:
    """The seat to move plays its best pair by the static score (other phases: the normal player)."""
    seat = state.current
    if state.phase not in ("place", "move"):
        return engine.apply(state, seat, bot_normal(engine, state, seat, rng))
    places, board = _turn_board(state, seat, cache)
    value = board.static(state, seat)
    i, m = np.unravel_index(int(np.argmin(value)), value.shape)
    return _play_pair(engine, state, seat, places[i], int(m) + 1, board.every[i])


def _leaf(engine: Engine, state: PuebloState, seat: int, rng: random.Random,
          cache: dict[Any, Any] | None = None) -> float:
    """Lower is better: the others answer until `seat` is to build again, then the penalties so far
    plus its best static pair (the exact result at the end)."""
    guard = 0
    while not engine.is_over(state) and (state.current != seat or state.phase not in ("place", "move")):
        state = _greedy_turn(engine, state, rng, cache)
        guard += 1
        if guard > 4 * state.num_players:
            break
    pen = np.asarray(state.penalties, dtype=float)
    rel = float(_relative(pen, seat))
    if engine.is_over(state) or state.current != seat:
        return rel
    _, value = _turn_options(state, seat, cache)
    return rel + float(value.min())


def pueblo_search(engine: Engine, state: PuebloState, seat: int, policy: Any, *, budget_s: float | None = 1.0,
                  iterations: int | None = None, seed: int = 0) -> SearchResult:
    legal = engine.legal_actions(state, seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to decide now")
    rng = random.Random(seed)
    if state.phase not in ("place", "move") or len(legal) == 1:
        action = legal[0] if len(legal) == 1 else bot_normal(engine, state, seat, rng)
        return SearchResult(action, [ActionStat(action, 0, float("nan"))], 0, 0.0, "normal")
    deadline = Deadline(budget_s, iterations)
    cache: dict[Any, Any] = {}
    places, board = _turn_board(state, seat, cache)
    value = board.static(state, seat)
    flat = value.ravel()
    jitter = np.array([rng.random() * 1e-6 for _ in range(flat.size)])
    order = np.argsort(flat + jitter, kind="stable")[:MAX_CANDIDATES]
    results: dict[tuple[int, int], float] = {}
    for idx in order:
        if results and not deadline.more():
            break
        deadline.done += 1
        i, m = divmod(int(idx), 4)
        after = _play_pair(engine, state, seat, places[i], m + 1, board.every[i])
        results[(i, m)] = _leaf(engine, after, seat, rng, cache)
    ranked = sorted(results.items(), key=lambda kv: kv[1])

    def action_of(i: int, m: int) -> Any:
        return places[i] if state.phase == "place" else Move(m + 1)

    stats: list[ActionStat] = []
    seen: set[Any] = set()
    for (i, m), v in ranked:
        a = action_of(i, m)
        if a in seen:  # several moves after one placement: keep its best
            continue
        seen.add(a)
        stats.append(ActionStat(a, 1, squash(-v / SCALE)))
    return SearchResult(stats[0].action, stats, deadline.done, deadline.elapsed(), "depth2")


def policy(num_players: int) -> GamePolicy:
    """Pueblo's settings: this search, the normal player outside it, the penalty margin as value."""

    def evaluate(engine: Engine, s: Any, seat: int) -> list[float]:
        return margin_values(engine, s, 6.0)

    return GamePolicy(bot_normal, evaluate, search=pueblo_search, value_text=value_text)
