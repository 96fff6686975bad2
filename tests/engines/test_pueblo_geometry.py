"""Pueblo geometry: the block's rotations, placement legality (against a brute force), and the
chieftain's inspection (against a ray-walking reference) on many random legal pueblos."""
from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.pueblo import grid
from engines.pueblo.inspection import (
    CORNERS,
    NORMALS,
    inspect,
    inspect_all,
    inspect_spaces,
    seen_faces,
    track_space_info,
)
from engines.pueblo.reference import (
    heights_reference,
    inspect_all_reference,
    inspect_reference,
    placements_reference,
)


def random_pueblo(rng: np.random.Generator, blocks: int, num_players: int = 4, stepped: bool = True,
                  blocked: np.ndarray | None = None):
    """A random legal pueblo built by random legal placements; yields the grids after each block."""
    colours, block_ids, heights = grid.empty_grid()
    for b in range(1, blocks + 1):
        spots = grid.placement_array(heights, blocked, stepped)
        if len(spots) == 0:
            return
        cells = spots[rng.integers(len(spots))].tolist()
        colour = int(rng.integers(1, num_players + 2))
        grid.apply_block(colours, block_ids, heights, cells, colour, b)
        need = grid.levels_needed(int(heights.max()))
        colours, block_ids = grid.with_levels(colours, need), grid.with_levels(block_ids, need)
        yield colours, block_ids, heights


def _rotations_by_closure() -> set[tuple]:
    """The block's orientations from quarter turns about x, y and z, composed until closed: an
    independent derivation of the 12 rotations."""
    def turn_x(c): return (c[0], -c[2], c[1])
    def turn_y(c): return (c[2], c[1], -c[0])
    def turn_z(c): return (-c[1], c[0], c[2])
    seen = {grid.normalise(np.array(grid.CANONICAL_BLOCK))}
    frontier = list(seen)
    while frontier:
        shape = frontier.pop()
        for t in (turn_x, turn_y, turn_z):
            new = grid.normalise(np.array([t(c) for c in shape]))
            if new not in seen:
                seen.add(new)
                frontier.append(new)
    return seen


# --- rotations ---------------------------------------------------------------------------------

def test_rule_block_has_12_rotations_no_mirror_image() -> None:
    """"It may be placed in any of its 12 rotations (no mirror image).\""""
    assert len(grid.rotation_matrices()) == 24
    assert len(grid.ROTATIONS) == 12 == len(set(grid.ROTATIONS))
    assert set(grid.ROTATIONS) == _rotations_by_closure()
    mirror = grid.normalise(np.array([(-x, y, z) for x, y, z in grid.CANONICAL_BLOCK]))
    assert mirror not in grid.ROTATIONS


def test_rule_4_rotations_flat_8_stepped() -> None:
    """"4 rotations stand on three cubes ("flat"); 8 are "stepped" and reach down to two levels.\""""
    assert len(grid.FLAT_ROTATIONS) == 4 and len(grid.STEPPED_ROTATIONS) == 8
    for shape in grid.FLAT_ROTATIONS:
        assert sum(1 for c in shape if c[2] == 0) == 3
    for shape in grid.STEPPED_ROTATIONS:
        assert sorted(set(grid.column_bottoms(shape).values())) == [0, 1]


def test_rule_canonical_block_is_an_l_with_a_cube_on_one_end() -> None:
    """"Canonical cells (dx, dy, dz): (0,0,0) (1,0,0) (0,1,0) (1,0,1)"; two blocks fill a 2 x 2 x 2 cube."""
    assert grid.normalise(np.array(grid.CANONICAL_BLOCK)) in grid.ROTATIONS
    cube = set(itertools.product((0, 1), repeat=3))
    fits = [s for s in grid.ROTATIONS if set(s) <= cube and grid.normalise(np.array(sorted(cube - set(s)))) in grid.ROTATIONS]
    assert fits, "two blocks fit together into a 2 x 2 x 2 cube"


# --- placements --------------------------------------------------------------------------------

def _check_placements(heights: np.ndarray, blocked: np.ndarray | None = None, stepped: bool = True) -> None:
    found = grid.placements(heights, blocked, stepped)
    assert len(found) == len(set(found)), "no placement listed twice"
    for cells in found:
        assert len(cells) == 4 and grid.shape_of(cells) in grid.rotations(stepped)
        for x, y, z in cells:
            assert 0 <= x < 8 and 0 <= y < 8, "inside the area"
            assert z >= heights[x, y], "on free cells"
            assert blocked is None or not blocked[x, y]
        for x, y in {(x, y) for x, y, _ in cells}:
            assert min(z for cx, cy, z in cells if (cx, cy) == (x, y)) == heights[x, y], "supported"
    shapes = grid.rotations(stepped)
    brute = placements_reference(heights.tolist(), shapes, None if blocked is None else blocked.tolist())
    assert set(found) == brute, "none missing, none extra"


def test_rule_placement_on_empty_area_every_flat_rotation_anywhere_inside() -> None:
    """"legal when every cube is inside the 8 x 8 area and … sits exactly on top of that column
    (on the ground when the column is empty)\""""
    heights = np.zeros((8, 8), dtype=np.int64)
    assert len(grid.placements(heights)) == 4 * 7 * 7
    _check_placements(heights)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), blocks=st.integers(0, 30), stepped=st.booleans(),
       sacred=st.booleans())
def test_rule_placements_match_brute_force(seed: int, blocks: int, stepped: bool, sacred: bool) -> None:
    """"nothing hangs over empty space, nothing overlaps. No other constraint (no need to touch).
    Sacred-site cells can't be built on.\""""
    rng = np.random.default_rng(seed)
    blocked = rng.random((8, 8)) < 0.1 if sacred else None
    heights = np.zeros((8, 8), dtype=np.int64)
    for _, _, built in random_pueblo(rng, blocks, stepped=stepped, blocked=blocked):
        heights = built
    _check_placements(heights, blocked, stepped)


def test_rule_stepped_placement_reaches_down_two_levels() -> None:
    """A stepped rotation stands on a column one level higher than its other columns."""
    heights = np.zeros((8, 8), dtype=np.int64)
    heights[3, 3] = 1
    found = grid.placements(heights)
    stepped = [p for p in found if grid.shape_of(p) in grid.STEPPED_ROTATIONS]
    assert stepped and all(any(x == 3 and y == 3 for x, y, _ in p) for p in stepped)
    assert not any(grid.shape_of(p) in grid.STEPPED_ROTATIONS for p in grid.placements(heights, stepped=False))


# --- inspection --------------------------------------------------------------------------------

def test_rule_track_numbering_clockwise() -> None:
    """The track table: 0 SW corner, 1..8 west (row i-1, looking east), 9 NW, 10..17 north (column
    i-10, looking south), 18 NE, 19..26 east (row 26-i, looking west), 27 SE, 28..35 south (column
    35-i, looking north)."""
    assert track_space_info(0) == ("corner", [(x, y) for y in range(4) for x in range(4)])
    assert track_space_info(1)[1] == [(x, 0) for x in range(8)]
    assert track_space_info(8)[1] == [(x, 7) for x in range(8)]
    assert set(track_space_info(9)[1]) == {(x, y) for x in range(4) for y in range(4, 8)}
    assert track_space_info(10)[1] == [(0, y) for y in range(7, -1, -1)]
    assert track_space_info(17)[1][0] == (7, 7)
    assert set(track_space_info(18)[1]) == {(x, y) for x in range(4, 8) for y in range(4, 8)}
    assert track_space_info(19)[1] == [(x, 7) for x in range(7, -1, -1)]
    assert track_space_info(26)[1] == [(x, 0) for x in range(7, -1, -1)]
    assert set(track_space_info(27)[1]) == {(x, y) for x in range(4, 8) for y in range(4)}
    assert track_space_info(28)[1] == [(7, y) for y in range(8)]
    assert track_space_info(35)[1] == [(0, y) for y in range(8)]
    assert NORMALS[1] == (-1, 0, 0) and NORMALS[10] == (0, 1, 0) and NORMALS[19] == (1, 0, 0)
    assert NORMALS[28] == (0, -1, 0) and NORMALS[0] == (0, 0, 1)


def test_rule_every_line_faced_from_both_ends() -> None:
    """"Every row and column is faced from both ends; every side space faces exactly one line.\""""
    lines: dict[frozenset, list[int]] = {}
    for s in range(36):
        kind, cells = track_space_info(s)
        if kind == "side":
            lines.setdefault(frozenset(cells), []).append(s)
            assert len(cells) == 8
    assert len(lines) == 16 and all(len(v) == 2 for v in lines.values())
    for a, b in lines.values():
        assert track_space_info(a)[1] == track_space_info(b)[1][::-1]


def _check_board(colours: np.ndarray, num_players: int) -> None:
    reference = inspect_all_reference(colours.tolist(), num_players)
    assert inspect_all(colours, num_players).tolist() == reference
    for s in (0, 5, 13, 27, 30):
        assert inspect(colours, s, num_players) == reference[s]
        faces = seen_faces(colours, s, num_players)
        for p in range(num_players):
            assert sum(f.cost for f in faces if f.player == p) == reference[s][p]
        for f in faces:
            assert colours[f.x, f.y, f.z] != 0 and f.normal == NORMALS[s]
            if f.player is None:
                assert f.cost == 0 and colours[f.x, f.y, f.z] == 1


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), num_players=st.integers(2, 4), blocks=st.integers(1, 36))
def test_rule_inspection_matches_ray_walking(seed: int, num_players: int, blocks: int) -> None:
    """Side: "at each level z he sees the first cube along his line of sight at that level … that
    player takes z + 1 points"; corner: "the top cube of each column … costs its owner 1 point".
    Checked on every prefix of a random legal pueblo."""
    rng = np.random.default_rng(seed)
    for colours, _, heights in random_pueblo(rng, blocks, num_players):
        assert heights.tolist() == heights_reference(colours.tolist()), "columns always solid"
        _check_board(colours, num_players)


@pytest.mark.slow
def test_inspection_matches_ray_walking_on_thousands_of_pueblos() -> None:
    """The same on 3,000+ random legal pueblos (every prefix of 90 random builds)."""
    rng = np.random.default_rng(12345)
    checked = 0
    for build in range(90):
        n = 2 + build % 3
        for colours, _, _ in random_pueblo(rng, 36, n, stepped=build % 5 != 0):
            assert inspect_all(colours, n).tolist() == inspect_all_reference(colours.tolist(), n)
            checked += 1
    assert checked >= 3000


def test_inspect_all_is_36_inspections_also_on_a_full_top_level() -> None:
    """inspect_all == 36 x inspect, even when a column fills the grid's top level."""
    rng = np.random.default_rng(3)
    colours = np.zeros((8, 8, 3), dtype=np.int8)
    heights = rng.integers(0, 4, (8, 8))
    for x in range(8):
        for y in range(8):
            colours[x, y, :heights[x, y]] = rng.integers(1, 6, heights[x, y])
    assert inspect_all(colours, 4).tolist() == [inspect(colours, s, 4) for s in range(36)]
    assert inspect_all(colours, 4).tolist() == inspect_all_reference(colours.tolist(), 4)


def test_inspect_spaces_batch_equals_single_boards() -> None:
    rng = np.random.default_rng(8)
    boards = [c.copy() for c, _, _ in random_pueblo(rng, 20, 3)]
    stack = np.stack(boards)
    spaces = [3, 0, 35, 9, 18, 40]
    got = inspect_spaces(stack, spaces, 3)
    for i, board in enumerate(boards):
        assert got[i].tolist() == [inspect_reference(board.tolist(), s, 3) for s in spaces]


def test_seen_faces_corner_are_top_faces() -> None:
    colours, block_ids, heights = grid.empty_grid()
    grid.apply_block(colours, block_ids, heights, [(0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 0, 1)], 3, 1)
    faces = seen_faces(colours, 0, 2)
    assert {(f.x, f.y, f.z) for f in faces} == {(0, 0, 0), (1, 0, 1), (0, 1, 0)}
    assert all(f.normal == (0, 0, 1) and f.player == 1 and f.cost == 1 for f in faces)
    assert seen_faces(colours, 18, 2) == []
    assert all(s in CORNERS for s in (0, 9, 18, 27))
