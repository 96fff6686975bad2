"""One test per rule of shared/rules/pueblo.md, named after the rule."""
from __future__ import annotations

import json
import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engines
from engines import IllegalAction
from engines.pueblo import (
    ENGINE,
    Bid,
    Move,
    Pass,
    Place,
    PlaceSacredSite,
    Remove,
    SetAside,
    bot_normal,
    grid,
    inspect,
    inspect_all,
    placements,
    what_if,
)
from engines.pueblo.game import NEUTRAL, PuebloState
from engines.pueblo.reference import what_if_reference

CANONICAL = grid.CANONICAL_BLOCK


def at(anchor: tuple[int, int, int], shape=CANONICAL) -> frozenset[tuple[int, int, int]]:
    return frozenset((anchor[0] + dx, anchor[1] + dy, anchor[2] + dz) for dx, dy, dz in shape)


def place(state: PuebloState, colour: int, cells, steps: int = 1) -> PuebloState:
    p = state.current
    state = ENGINE.apply(state, p, Place(colour, frozenset(cells)))
    return ENGINE.apply(state, p, Move(steps))


def random_action(state: PuebloState, rng: random.Random):
    p = ENGINE.to_move(state)[0]
    return p, rng.choice(ENGINE.legal_actions(state, p))


def play_random(state: PuebloState, rng: random.Random, until=lambda s: False) -> PuebloState:
    while not ENGINE.is_over(state) and not until(state):
        p, a = random_action(state, rng)
        state = ENGINE.apply(state, p, a)
    return state


def build_worked_example(num_players: int = 2) -> np.ndarray:
    colours, block_ids, heights = grid.empty_grid()
    grid.apply_block(colours, block_ids, heights, at((0, 0, 0)), NEUTRAL, 1)
    grid.apply_block(colours, block_ids, heights, at((2, 0, 0)), 2, 2)  # red = seat 0
    return colours


# --- board and coordinates ---------------------------------------------------------------------

def test_rule_worked_example() -> None:
    """"A neutral block in the canonical rotation at anchor (0,0,0) and a red block in the canonical
    rotation at anchor (2,0,0) … Red's penalty from each space: 1 → 0; 26 → 3 (levels 1 and 2);
    25 → 1; 33 → 1; 0 → 3 (three red tops in the south-west quarter); 35 → 0; 27 → 0; 9 → 0.\""""
    colours, block_ids, heights = grid.empty_grid()
    grid.apply_block(colours, block_ids, heights, at((0, 0, 0)), NEUTRAL, 1)
    grid.apply_block(colours, block_ids, heights, at((2, 0, 0)), 2, 2)
    assert heights[0:4, 0].tolist() == [1, 2, 1, 2] and heights[0:4, 1].tolist() == [1, 0, 1, 0]
    expected = {1: 0, 26: 3, 25: 1, 33: 1, 0: 3, 35: 0, 27: 0, 9: 0}
    for space, red in expected.items():
        assert inspect(colours, space, 2)[0] == red, space
        assert inspect_all(colours, 2)[space, 0] == red
    # the same through the engine: seat 0 (red) plays the canonical red block at (2, 0, 0)
    state = ENGINE.new_game(2, seed=1)
    state = place(state, 2, at((2, 0, 0)), 1)  # red's single block; chieftain 0 -> 1
    state = place(state, 3, at((5, 5, 0)), 1)  # blue's single block; chieftain -> 2
    state = ENGINE.apply(state, 0, Place(NEUTRAL, at((0, 0, 0))))
    assert inspect(state.colours, 26, 2)[0] == 3


def test_rule_columns_always_solid_heights_match_voxels() -> None:
    """"Columns are always solid from the ground up … so H and the voxels never disagree.\""""
    rng = random.Random(4)
    for n in (2, 3, 4):
        state = ENGINE.new_game(n, seed=n)
        while not ENGINE.is_over(state):
            p, a = random_action(state, rng)
            state = ENGINE.apply(state, p, a)
            filled = state.colours != 0
            assert (filled.sum(axis=2) == state.heights).all()
            assert (filled == (np.arange(filled.shape[2]) < state.heights[:, :, None])).all()
            assert ((state.block_ids != 0) == filled).all()


def test_rule_no_height_limit_grid_grows() -> None:
    """"Levels z = 0, 1, 2, … (no height limit)": the grid gets deeper as the pueblo rises."""
    state = ENGINE.new_game(4, seed=2)
    start = state.colours.shape[2]
    while not ENGINE.is_over(state):
        p = state.current
        if state.phase == "place":
            spots = [c for c in placements(state.heights) if all(x < 3 and y < 3 for x, y, _ in c)]
            spots = spots or placements(state.heights)
            best = max(spots, key=lambda c: (max(z for *_, z in c), sorted(c)))
            state = ENGINE.apply(state, p, Place(state.block_choices(p)[0], best))
        else:
            state = ENGINE.apply(state, p, Move(1))
    assert state.heights.max() + 2 > start
    assert state.colours.shape[2] >= state.heights.max() + 2
    assert state.block_ids.shape == state.colours.shape
    assert ENGINE.decode(json.loads(json.dumps(ENGINE.encode(state)))).heights.max() == state.heights.max()


# --- pieces ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("n", "own", "neutral"), [(2, 8, 7), (3, 6, 5), (4, 5, 4)])
def test_rule_reserves_per_player_count(n: int, own: int, neutral: int) -> None:
    """"Per player: 2 players 8 own + 7 neutral, 3 players 6 + 5, 4 players 5 + 4. Organised as
    one single own-colour block, then pairs (one own + one neutral).\""""
    state = ENGINE.new_game(n, seed=1)
    for p in range(n):
        assert state.own_left(p) == own and state.neutral_left(p) == neutral
        assert state.single[p] == 1 and state.pairs[p] == neutral


def test_rule_option_stepped_off_offers_flat_rotations_only() -> None:
    """"8 are "stepped" and reach down to two levels. Option `stepped` (default on).\""""
    state = ENGINE.new_game(2, seed=1, options={"stepped": False})
    state = place(state, 2, at((3, 3, 0)))
    for action in ENGINE.legal_actions(state, 1):
        assert grid.shape_of(action.cells) in grid.FLAT_ROTATIONS
    on = ENGINE.new_game(2, seed=1)
    on = place(on, 2, at((3, 3, 0)))
    assert any(grid.shape_of(a.cells) in grid.STEPPED_ROTATIONS for a in ENGINE.legal_actions(on, 1))


# --- placing a block ---------------------------------------------------------------------------

def test_rule_placement_must_rest_on_ground_or_cubes() -> None:
    """"every downward face rests on the ground or on a cube, nothing hangs over empty space,
    nothing overlaps\""""
    state = ENGINE.new_game(2, seed=1)
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, Place(2, at((0, 0, 1))))  # floating
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, Place(2, at((7, 0, 0))))  # sticks out of the area
    state = place(state, 2, at((0, 0, 0)))
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 1, Place(3, at((0, 0, 0))))  # overlaps
    with pytest.raises(IllegalAction):  # on level 2 over (1, 0) but hanging over empty (2, 0) and (1, 1)
        ENGINE.apply(state, 1, Place(3, at((1, 0, 2))))
    with pytest.raises(IllegalAction):  # level 2 over (0, 0): the cube over (0, 1) would hang in the air
        ENGINE.apply(state, 1, Place(3, at((0, 0, 1))))
    stepped = at((0, 0, 1), ((0, 0, 0), (1, 0, 1), (0, 1, 0), (1, 1, 0)))  # invalid: (1,1) is empty
    assert stepped not in set(placements(state.heights))


def test_rule_no_need_to_touch() -> None:
    """"No other constraint (no need to touch).\""""
    state = ENGINE.new_game(2, seed=1)
    state = place(state, 2, at((0, 0, 0)))
    far = at((6, 6, 0))
    assert Place(3, far) in ENGINE.legal_actions(state, 1)
    ENGINE.apply(state, 1, Place(3, far))


def test_rule_first_block_is_the_single_own_colour_block() -> None:
    """"Your first block is your single own-colour block.\""""
    state = ENGINE.new_game(3, seed=1)
    assert {a.colour for a in ENGINE.legal_actions(state, 0)} == {2}
    with pytest.raises(IllegalAction, match="single"):
        ENGINE.apply(state, 0, Place(NEUTRAL, at((0, 0, 0))))


def test_rule_pair_either_block_first_then_the_other_next_turn() -> None:
    """"After that you open a pair and may play either of its two blocks first, but your next turn
    must play the other one before a new pair is opened.\""""
    state = ENGINE.new_game(2, seed=1)
    state = place(state, 2, at((0, 0, 0)))
    state = place(state, 3, at((6, 6, 0)))
    assert {a.colour for a in ENGINE.legal_actions(state, 0)} == {2, NEUTRAL}
    state = place(state, NEUTRAL, at((0, 4, 0)))  # opens a pair with the neutral block
    state = place(state, 3, at((6, 3, 0)))
    assert {a.colour for a in ENGINE.legal_actions(state, 0)} == {2}
    with pytest.raises(IllegalAction, match="other block"):
        ENGINE.apply(state, 0, Place(NEUTRAL, at((3, 3, 0))))
    state = place(state, 2, at((3, 3, 0)))
    state = place(state, NEUTRAL, at((4, 0, 0)))  # seat 1 finishes its pair too
    assert {a.colour for a in ENGINE.legal_actions(state, 0)} == {2, NEUTRAL}
    assert state.own_left(0) == 6 and state.neutral_left(0) == 6


def test_rule_sacred_sites_cannot_be_built_on_and_never_block_the_view() -> None:
    """"Sacred sites … 1 to 4 L-shaped tiles covering 3 cells of a 2 x 2 square … Nobody may build
    on them; they never block the view.\""""
    state = ENGINE.new_game(2, seed=1, options={"sacred_sites": 2})
    assert state.phase == "sacred" and ENGINE.to_move(state) == [0]
    site = frozenset({(0, 0), (1, 0), (0, 1)})
    assert PlaceSacredSite(site) in ENGINE.legal_actions(state, 0)
    assert all(len(a.cells) == 3 for a in ENGINE.legal_actions(state, 0))
    state = ENGINE.apply(state, 0, PlaceSacredSite(site))
    assert ENGINE.to_move(state) == [1]
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 1, PlaceSacredSite(frozenset({(1, 0), (1, 1), (0, 1)})))  # overlaps
    state = ENGINE.apply(state, 1, PlaceSacredSite(frozenset({(4, 4), (5, 4), (5, 5)})))
    assert state.phase == "place" and int(state.sacred.sum()) == 6
    for action in ENGINE.legal_actions(state, 0):
        assert not any(state.sacred[x, y] for x, y, _ in action.cells)
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, Place(2, at((0, 0, 0))))
    state = place(state, 2, at((2, 0, 0)))  # red beyond the sacred cells of row 0
    assert inspect(state.colours, 1, 2)[0] == 3  # seen across the sacred site: levels 1 and 2


def test_rule_sacred_sites_random_placement() -> None:
    """"the host places them or asks for random placement\""""
    state = ENGINE.new_game(3, seed=9, options={"sacred_sites": 4, "sacred_sites_random": True})
    assert state.phase == "place" and len(state.sacred_sites) == 4 and int(state.sacred.sum()) == 12
    again = ENGINE.new_game(3, seed=9, options={"sacred_sites": 4, "sacred_sites_random": True})
    assert again.sacred_sites == state.sacred_sites


def test_rule_block_without_legal_placement_is_set_aside() -> None:
    """"[DECISION] If the block due has no legal placement (possible only with sacred sites), it is
    set aside and the turn goes on with the chieftain's move.\""""
    state = ENGINE.new_game(2, seed=1)
    # a pueblo where no three columns of any 2 x 2 square are level and neighbours differ by 3 or 6
    for x in range(8):
        for y in range(8):
            h = 3 * ((x + 2 * y) % 3)
            state.colours[x, y, :h] = 1
            state.heights[x, y] = h
    assert placements(state.heights) == []
    assert ENGINE.legal_actions(state, 0) == [SetAside(2)]
    after = ENGINE.apply(state, 0, SetAside(2))
    assert after.phase == "move" and after.set_aside[0] == [1, 0] and after.own_left(0) == 7
    with pytest.raises(IllegalAction):
        ENGINE.apply(ENGINE.new_game(2, seed=1), 0, SetAside(2))  # a placeable block can't be set aside


# --- a turn: move and inspection ---------------------------------------------------------------

def test_rule_move_chieftain_1_to_4_clockwise_compulsory() -> None:
    """"Move the chieftain 1 to 4 spaces clockwise (compulsory; the player chooses).\""""
    state = ENGINE.new_game(2, seed=1)
    state = ENGINE.apply(state, 0, Place(2, at((0, 0, 0))))
    assert ENGINE.legal_actions(state, 0) == [Move(1), Move(2), Move(3), Move(4)]
    for bad in (Move(0), Move(5), Place(2, at((4, 4, 0)))):
        with pytest.raises(IllegalAction):
            ENGINE.apply(state, 0, bad)
    state.chieftain = 34
    assert ENGINE.apply(state, 0, Move(3)).chieftain == 1  # clockwise, wrapping past 35


def test_rule_side_space_first_cube_at_each_level_costs_level_number() -> None:
    """"at each level z he sees the first cube along his line of sight at that level (empty cells in
    front don't block). If that cube is a player's colour, that player takes z + 1 points. At most
    one face per level.\""""
    colours = np.zeros((8, 8, 6), dtype=np.int8)
    colours[2, 0, :1] = 3  # blue, level 1, x = 2
    colours[5, 0, :3] = 2  # red column of 3 at x = 5
    colours[6, 0, :4] = 3  # blue column of 4 behind it
    # from space 1 (looking east along y = 0): level 1 blue@2; levels 2, 3 red@5; level 4 blue@6
    assert inspect(colours, 1, 2) == [2 + 3, 1 + 4]
    # from space 26 (looking west): blue@6 hides everything at levels 1..4
    assert inspect(colours, 26, 2) == [0, 1 + 2 + 3 + 4]


def test_rule_corner_space_top_cube_of_each_column_costs_1() -> None:
    """"Corner space: from above, over his quarter (16 cells), the top cube of each column; each
    player-colour top costs its owner 1 point, whatever the height.\""""
    colours = np.zeros((8, 8, 6), dtype=np.int8)
    colours[0, 0, :5] = 2
    colours[3, 3, 0] = 2
    colours[1, 1, :2] = [2, 1]  # neutral on top: nothing
    colours[4, 0, 0] = 2  # another quarter
    assert inspect(colours, 0, 2) == [2, 0]
    assert inspect(colours, 27, 2) == [1, 0]


def test_rule_neutral_cubes_never_score() -> None:
    """"Neutral cubes never score.\""""
    colours = np.ones((8, 8, 4), dtype=np.int8)
    colours[:, :, 3] = 0
    assert inspect_all(colours, 4).sum() == 0


def test_rule_inspection_applies_after_the_move() -> None:
    """"The chieftain inspects from his new space and every player whose colour he sees is penalised\""""
    state = ENGINE.new_game(2, seed=1)
    state = ENGINE.apply(state, 0, Place(2, at((0, 0, 0))))
    expected = inspect(state.colours, 1, 2)
    assert expected[0] > 0
    state = ENGINE.apply(state, 0, Move(1))
    assert state.penalties == expected and state.chieftain == 1
    assert state.last_space == 1 and state.last_penalties == expected


# --- end -----------------------------------------------------------------------------------------

def test_rule_final_lap_inspects_all_36_spaces_final_space_twice() -> None:
    """"After the last block of the last player is placed and scored, the chieftain walks one full lap
    from where he stands, stopping and inspecting at each of the 36 spaces (so his final space is
    inspected twice in the game).\""""
    rng = random.Random(5)
    state = ENGINE.new_game(3, seed=5)
    state = play_random(state, rng, until=lambda s: s.phase == "move" and all(
        s.blocks_left(p) == 0 for p in range(3)))
    p = state.current
    before = list(state.penalties)
    after = ENGINE.apply(state, p, Move(2))
    last = inspect(after.colours, after.chieftain, 3)
    lap = inspect_all(after.colours, 3).sum(axis=0).tolist()
    assert after.penalties == [b + la + x for b, la, x in zip(before, last, lap, strict=True)]
    assert [parts[1] for parts in after.penalty_parts] == lap
    assert after.chieftain == (state.chieftain + 2) % 36  # a full lap ends where it began
    assert ENGINE.is_over(after) and ENGINE.to_move(after) == []


def test_rule_fewest_penalty_points_wins_ties_share() -> None:
    """"Fewest penalty points wins; [DECISION] ties share the win.\""""
    assert ENGINE.lowest_wins
    state = play_random(ENGINE.new_game(3, seed=2), random.Random(2))
    state.penalties = [10, 4, 4]
    assert ENGINE.winners(state) == [1, 2]
    state.penalties = [3, 4, 4]
    assert ENGINE.winners(state) == [0]


def test_score_breakdown_adds_up() -> None:
    state = play_random(ENGINE.new_game(2, seed=3, options={"auctions": True}), random.Random(3))
    for p, lines in enumerate(ENGINE.score_breakdown(state)):
        assert sum(v for _, v in lines) == ENGINE.scores(state)[p]


# --- advanced rules ------------------------------------------------------------------------------

def test_rule_auction_open_ascending_per_position() -> None:
    """"an open ascending auction for position 1, each player in turn raising or passing for good;
    the winner adds the bid to their penalty score and plays first; the others then bid for
    position 2 the same way, and so on; the last player gets the last position for 0.\""""
    state = ENGINE.new_game(3, seed=1, options={"auctions": True})
    assert state.phase == "auction" and ENGINE.to_move(state) == [0]
    state = ENGINE.apply(state, 0, Bid(1))
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 1, Bid(1))  # must raise
    state = ENGINE.apply(state, 1, Bid(2))
    state = ENGINE.apply(state, 2, Pass())
    assert ENGINE.to_move(state) == [0]
    state = ENGINE.apply(state, 0, Pass())  # seat 1 wins position 1 for 2
    assert state.penalties == [0, 2, 0] and state.auction_positions == [1]
    assert ENGINE.to_move(state) == [0]
    state = ENGINE.apply(state, 0, Pass())  # seat 2 gets position 2 for nothing, seat 0 is last
    assert state.phase == "place" and state.order == [1, 2, 0] and ENGINE.to_move(state) == [1]
    assert state.penalties == [0, 2, 0] and state.penalty_parts[1][2] == 2


def test_rule_auctions_two_phases_last_four_blocks() -> None:
    """"first every player places all blocks but two pairs (4 blocks); then the last 4. Before each
    phase the turn positions are auctioned … Within a phase, players play in position order.\""""
    rng = random.Random(6)
    state = ENGINE.new_game(2, seed=6, options={"auctions": True})
    state = play_random(state, rng, until=lambda s: s.phase == "place")
    order1 = list(state.order)
    turns = []
    while state.round_phase == 1:
        if state.phase == "place":
            turns.append(state.current)
        p, a = random_action(state, rng)
        state = ENGINE.apply(state, p, a)
    assert turns == order1 * (len(turns) // 2) and len(turns) == 2 * 11
    assert state.phase == "auction" and all(state.blocks_left(p) == 4 for p in range(2))
    state = play_random(state, rng, until=lambda s: s.phase == "place")
    assert state.round_phase == 2
    turns = []
    while not ENGINE.is_over(state):
        if state.phase == "place":
            turns.append(state.current)
        p, a = random_action(state, rng)
        state = ENGINE.apply(state, p, a)
    assert turns == state.order * 4


def test_rule_dismantling_after_final_lap() -> None:
    """"after the final lap the game goes on: in turn, each player removes one block of their own
    colour or a neutral one that no other block's cube rests on, then moves the chieftain 1–4 spaces
    and he inspects as usual. A player with no own-colour block left in the pueblo removes nothing
    but still moves the chieftain. It ends when the last own-colour block is removed.\""""
    rng = random.Random(7)
    state = ENGINE.new_game(2, seed=7, options={"dismantling": True})
    state = play_random(state, rng, until=lambda s: s.dismantling)
    assert state.penalty_parts[0][1] > 0 or state.penalty_parts[1][1] > 0  # the lap happened first
    while not ENGINE.is_over(state):
        p = state.current
        if state.phase == "remove":
            free = grid.free_blocks(state.block_ids)
            for action in ENGINE.legal_actions(state, p):
                assert action.block_id in free
                colour = int(state.colours[state.block_ids == action.block_id][0])
                assert colour in (NEUTRAL, 2 + p)
            covered = [b for b in state.block_ids[state.block_ids > 0].tolist() if b not in free]
            if covered:
                with pytest.raises(IllegalAction):
                    ENGINE.apply(state, p, Remove(covered[0]))
        else:
            assert state.phase == "move"
            if not (state.colours == 2 + p).any():
                assert ENGINE.legal_actions(state, p) == [Move(k) for k in range(1, 5)]
        p, a = random_action(state, rng)
        state = ENGINE.apply(state, p, a)
    assert not (state.colours >= 2).any(), "ends when the last own-colour block is removed"
    assert sum(parts[3] for parts in state.penalty_parts) > 0


def _own_blocks_in_pueblo(state: PuebloState, p: int) -> bool:
    return bool((state.colours == 2 + p).any())


def _turns_of_dismantling(state: PuebloState, rng: random.Random) -> tuple[PuebloState, list[tuple[int, object]]]:
    """Plays a dismantling game to the end at random; returns the end and (seat, action) of every
    dismantling decision, checking each against the state it was taken in."""
    seen = []
    while not ENGINE.is_over(state):
        p, a = random_action(state, rng)
        if state.dismantling and state.phase in ("remove", "move"):
            seen.append((p, a, _own_blocks_in_pueblo(state, p)))
        state = ENGINE.apply(state, p, a)
    return state, seen


def test_rule_dismantling_player_without_own_colour_block_removes_nothing_only_moves() -> None:
    """"A player with no own-colour block left in the pueblo removes nothing, not even a neutral
    block, but still moves the chieftain.\""""
    rng = random.Random(3)
    checked = 0
    for g in range(40):
        state = ENGINE.new_game(3, seed=g, options={"dismantling": True})
        state = play_random(state, rng, until=lambda s: s.dismantling)
        mid_turn = False  # after a removal, the same player's move
        while not ENGINE.is_over(state):
            p = state.current
            if not mid_turn and not _own_blocks_in_pueblo(state, p) and state.phase in ("remove", "move"):
                free_neutral = [b for b in grid.free_blocks(state.block_ids)
                                if int(state.colours[state.block_ids == b][0]) == NEUTRAL]
                if free_neutral:
                    checked += 1
                    assert state.phase == "move", "his turn starts with the chieftain's move"
                    assert ENGINE.legal_actions(state, p) == [Move(k) for k in range(1, 5)]
                    assert state.removable(p) == []
                    with pytest.raises(IllegalAction):
                        ENGINE.apply(state, p, Remove(free_neutral[0]))
            p, a = random_action(state, rng)
            state = ENGINE.apply(state, p, a)
            mid_turn = isinstance(a, Remove)
    assert checked > 0, "the case was met (a player out of own blocks with a free neutral block)"


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 100_000), n=st.integers(2, 4), auctions=st.booleans(), stepped=st.booleans())
def test_rule_dismantling_property_nobody_without_own_colour_blocks_removes(seed: int, n: int, auctions: bool,
                                                                             stepped: bool) -> None:
    """"A player with no own-colour block left in the pueblo removes nothing, not even a neutral
    block": in random dismantling games, every removal is by a player who still has a block of his
    colour in the pueblo, of his colour or neutral; every turn ends with a move.\""""
    rng = random.Random(seed)
    state = ENGINE.new_game(n, seed=seed, options={"dismantling": True, "auctions": auctions, "stepped": stepped})
    end, seen = _turns_of_dismantling(state, rng)
    for p, action, had_own in seen:
        if isinstance(action, Remove):
            assert had_own, f"seat {p} removed block {action.block_id} without an own-colour block"
    assert not (end.colours >= 2).any()


def test_rule_third_auction_after_final_lap_before_first_removal() -> None:
    """"With the dismantling variant as well, the positions are auctioned a third time, the same way,
    after the final lap and before the first removal; dismantling turns follow that order.\""""
    rng = random.Random(5)
    for g in range(3):
        state = ENGINE.new_game(3, seed=g, options={"auctions": True, "dismantling": True})
        state = play_random(state, rng, until=lambda s: s.round_phase == 2 and s.phase == "place")
        order2 = list(state.order)
        state = play_random(state, rng, until=lambda s: s.dismantling)
        assert sum(parts[1] for parts in state.penalty_parts) > 0, "the final lap came first"
        assert state.phase == "auction", "the third auction comes before the first removal"
        assert state.removed == [0] * 4
        assert state.current == order2[0], "bidding in the previous phase's order, the same way"
        bids_before = [parts[2] for parts in state.penalty_parts]
        # position 1: the first bidder bids 3, everybody else passes: he pays 3
        first = state.current
        state = ENGINE.apply(state, first, Bid(3))
        while state.auction_positions == []:
            state = ENGINE.apply(state, state.current, Pass())
        assert state.auction_positions == [first]
        assert state.penalty_parts[first][2] == bids_before[first] + 3
        state = play_random(state, rng, until=lambda s: s.phase != "auction")
        order3 = list(state.order)
        assert order3[0] == first and sorted(order3) == [0, 1, 2]
        movers = []
        while not ENGINE.is_over(state):
            assert state.phase in ("remove", "move")
            p, a = random_action(state, rng)
            if isinstance(a, Move):
                movers.append(p)
            state = ENGINE.apply(state, p, a)
        assert movers == (order3 * len(movers))[:len(movers)], "dismantling turns follow the third order"


def test_rule_third_auction_only_with_auctions() -> None:
    """Without auctions there is no third auction: dismantling starts right after the final lap."""
    rng = random.Random(8)
    state = ENGINE.new_game(2, seed=8, options={"dismantling": True})
    state = play_random(state, rng, until=lambda s: s.dismantling)
    assert state.phase in ("remove", "move")


# --- what-if and the computer player ------------------------------------------------------------

def test_what_if_matches_playing_each_choice() -> None:
    rng = random.Random(11)
    state = play_random(ENGINE.new_game(3, seed=11), rng, until=lambda s: s.next_block > 14 and s.phase == "place")
    seat = state.current
    preview = what_if(state, seat)
    legal = ENGINE.legal_actions(state, seat)
    assert [Place(c, cells) for c, cells in preview.choices] == legal
    assert preview.penalties.shape == (len(legal), 4, 3)
    assert preview.penalties.tolist() == what_if_reference(state.colours.tolist(), preview.choices,
                                                            state.chieftain, 3)
    for i in rng.sample(range(len(legal)), 5):
        placed = ENGINE.apply(state, seat, legal[i])
        for m in range(1, 5):
            moved = ENGINE.apply(placed, seat, Move(m))
            gained = [a - b for a, b in zip(moved.penalties, state.penalties, strict=True)]
            assert gained == preview.penalties[i, m - 1].tolist()
    assert preview.moves.tolist() == [inspect(state.colours, state.chieftain + m, 3) for m in range(1, 5)]


def _bot_against_random(games: int) -> int:
    wins = 0
    for g in range(games):
        rng = random.Random(g)
        state = ENGINE.new_game(2, seed=g, options={"auctions": g % 2 == 1, "dismantling": g == 3})
        while not ENGINE.is_over(state):
            p = state.current
            if p == g % 2:
                action = bot_normal(ENGINE, state, p, rng)
                assert action in ENGINE.legal_actions(state, p)
            else:
                action = rng.choice(ENGINE.legal_actions(state, p))
            state = ENGINE.apply(state, p, action)
        wins += (g % 2) in ENGINE.winners(state)
    return wins


def test_bot_normal_plays_legal_moves_and_beats_random() -> None:
    assert _bot_against_random(2) == 2


@pytest.mark.slow
def test_bot_normal_beats_random_most_of_the_time() -> None:
    assert _bot_against_random(10) >= 9


def test_players_module_finds_the_normal_bot() -> None:
    from engines.players import levels, make_player
    assert "normal" in levels("pueblo")
    choose = make_player("pueblo", "normal", seed=1)
    state = ENGINE.new_game(2, seed=1)
    assert choose(state, 0) in ENGINE.legal_actions(state, 0)


# --- save format ---------------------------------------------------------------------------------

@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.integers(2, 4), steps=st.integers(0, 120),
       options=st.fixed_dictionaries({"auctions": st.booleans(), "dismantling": st.booleans(),
                                      "sacred_sites": st.integers(0, 4), "stepped": st.booleans()}))
def test_save_round_trip_any_point(seed: int, n: int, steps: int, options: dict) -> None:
    rng = random.Random(seed)
    state = ENGINE.new_game(n, seed=seed, options=options)
    for _ in range(steps):
        if ENGINE.is_over(state):
            break
        p, a = random_action(state, rng)
        state = ENGINE.apply(state, p, a)
    saved = json.loads(json.dumps(ENGINE.encode(state)))
    restored = ENGINE.decode(saved)
    assert ENGINE.encode(restored) == saved
    assert ENGINE.observe(restored, 0)["heights"] == ENGINE.observe(state, 0)["heights"]
    assert ENGINE.legal_actions(restored, restored.current) == ENGINE.legal_actions(state, state.current)


def test_decode_rejects_impossible_pueblos() -> None:
    rng = random.Random(1)
    state = play_random(ENGINE.new_game(2, seed=1), rng, until=lambda s: s.next_block > 6)
    good = json.loads(json.dumps(ENGINE.encode(state)))
    ENGINE.decode(good)
    floating = json.loads(json.dumps(good))
    floating["blocks"][0][2] = [[x, y, z + 3] for x, y, z in floating["blocks"][0][2]]
    with pytest.raises(ValueError):
        ENGINE.decode(floating)  # a column with a gap
    stolen = json.loads(json.dumps(good))
    stolen["pairs"][0] -= 1
    with pytest.raises(ValueError, match="add up"):
        ENGINE.decode(stolen)
    misshapen = json.loads(json.dumps(good))
    misshapen["blocks"][-1][2][0][0] = (misshapen["blocks"][-1][2][0][0] + 4) % 8
    with pytest.raises(ValueError):
        ENGINE.decode(misshapen)


def test_observe_is_everything_and_json_safe() -> None:
    """Pueblo has no hidden information: every seat sees the same."""
    state = play_random(ENGINE.new_game(3, seed=2), random.Random(2), until=lambda s: s.next_block > 5)
    seen = [ENGINE.observe(state, p) for p in range(3)]
    assert seen[0] == seen[1] == seen[2]
    json.dumps(seen[0])
    assert ENGINE.perfect_information and engines.get("pueblo") is ENGINE
    assert np.array(seen[0]["colours"]).shape == state.colours.shape


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.integers(2, 4), blocks=st.integers(0, 30), stepped=st.booleans(),
       sites=st.integers(0, 4))
def test_what_if_batch_equals_inspecting_every_candidate_grid(seed: int, n: int, blocks: int, stepped: bool,
                                                               sites: int) -> None:
    """The cube-by-cube batch (placement_penalties) gives exactly the inspections of the stacked
    candidate grids, from all 36 spaces, for both block colours."""
    from engines.pueblo.inspection import inspect_spaces
    from engines.pueblo.preview import candidate_boards, placement_penalties
    rng = random.Random(seed)
    state = ENGINE.new_game(n, seed=seed, options={"stepped": stepped, "sacred_sites": sites,
                                                   "sacred_sites_random": True})
    state = play_random(state, rng, until=lambda s: s.next_block > blocks and s.phase == "place")
    if ENGINE.is_over(state):
        return
    colours = [2 + state.current, NEUTRAL]
    choices, stack = candidate_boards(state, colours)
    spots, rotations = grid.placement_array_with_rotations(state.heights, state.sacred, stepped)
    spaces = list(range(36))
    got, base = placement_penalties(state.colours, spots, colours, spaces, n, rotations, state.heights)
    assert got.tolist() == inspect_spaces(stack, spaces, n).tolist()
    assert base.tolist() == inspect_all(state.colours, n).tolist()
    mixed = [rng.randrange(40) for _ in range(5)]
    got, _ = placement_penalties(state.colours, spots, colours, mixed, n)  # rotations derived, any order
    assert got.tolist() == inspect_spaces(stack, mixed, n).tolist()


# --- the fast paths give the same answers as the general ones ------------------------------------

@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), levels=st.sampled_from([3, 16, 24]), stepped=st.booleans(),
       sacred=st.booleans())
def test_placement_keys_is_legal_and_one_space_inspection_agree_with_the_general_code(
        seed: int, levels: int, stepped: bool, sacred: bool) -> None:
    """"A placement … is legal when every cube is inside the 8 x 8 area and, for every column the
    block covers, the block's lowest cube in that column sits exactly on top of that column": the
    placement keys (made-once cells) list exactly placement_array's placements in its order, the
    is_legal shortcut for such cells agrees with the cell-by-cell check, and inspect from one space
    equals the batched inspect_spaces."""
    from engines.pueblo.inspection import inspect_spaces
    rng = np.random.default_rng(seed)
    heights = rng.integers(0, min(levels, 5), (8, 8))
    colours = np.zeros((8, 8, levels), dtype=np.int8)
    for x in range(8):
        for y in range(8):
            colours[x, y, :heights[x, y]] = rng.integers(1, 6, heights[x, y])
    blocked = rng.random((8, 8)) < 0.1 if sacred else None
    expected = [frozenset(map(tuple, p)) for p in grid.placement_array(heights, blocked, stepped).tolist()]
    assert grid.placements(heights, blocked, stepped) == expected
    for key in rng.integers(0, 588 * 6, 60).tolist():
        cells = grid.cells_of_key(int(key))
        assert grid.is_legal(heights, cells, blocked, stepped) == grid.is_legal(heights, set(cells), blocked, stepped)
    for n in (2, 4):
        every = inspect_spaces(colours[None], range(36), n)[0].tolist()  # one board, every space
        assert every == inspect_spaces(np.stack([colours, colours]), range(36), n)[1].tolist()
        for space in range(36):
            assert inspect(colours, space, n) == inspect_spaces(colours[None], [space], n)[0, 0].tolist()
            assert every[space] == inspect(colours, space, n)
