"""Plain-Python reference implementations, written straight from the rules text with loops and
nested lists (no numpy). The tests check the vectorised code against them and the benchmarks
time both. Not used by the game.
"""
from __future__ import annotations

Grid = list[list[list[int]]]  # grid[x][y][z]


def to_lists(colours) -> Grid:
    """A numpy (8, 8, Z) grid as nested lists."""
    return colours.tolist() if hasattr(colours, "tolist") else colours


def line_of_sight(space: int) -> list[tuple[int, int]]:
    """The cells a side space looks along, nearest first (rules table)."""
    if 1 <= space <= 8:  # west side, facing row y = i - 1, looking east
        return [(x, space - 1) for x in range(8)]
    if 10 <= space <= 17:  # north side, facing column x = i - 10, looking south
        return [(space - 10, y) for y in (7, 6, 5, 4, 3, 2, 1, 0)]
    if 19 <= space <= 26:  # east side, facing row y = 26 - i, looking west
        return [(x, 26 - space) for x in (7, 6, 5, 4, 3, 2, 1, 0)]
    if 28 <= space <= 35:  # south side, facing column x = 35 - i, looking north
        return [(35 - space, y) for y in range(8)]
    raise ValueError("corner")


def quarter(space: int) -> list[tuple[int, int]]:
    xs = range(0, 4) if space in (0, 9) else range(4, 8)
    ys = range(0, 4) if space in (0, 27) else range(4, 8)
    return [(x, y) for x in xs for y in ys]


def inspect_reference(grid: Grid, space: int, num_players: int) -> list[int]:
    """Walks the chieftain's rays cell by cell."""
    penalty = [0] * num_players
    space %= 36
    if space in (0, 9, 18, 27):
        for x, y in quarter(space):
            column = grid[x][y]
            top = 0
            for z in range(len(column)):
                if column[z]:
                    top = column[z]
            if top >= 2:
                penalty[top - 2] += 1
        return penalty
    cells = line_of_sight(space)
    for z in range(len(grid[0][0])):
        for x, y in cells:
            colour = grid[x][y][z]
            if colour:
                if colour >= 2:
                    penalty[colour - 2] += z + 1
                break
    return penalty


def inspect_all_reference(grid: Grid, num_players: int) -> list[list[int]]:
    return [inspect_reference(grid, s, num_players) for s in range(36)]


def heights_reference(grid: Grid) -> list[list[int]]:
    return [[sum(1 for c in grid[x][y] if c) for y in range(8)] for x in range(8)]


def placements_reference(heights: list[list[int]], shapes, blocked=None) -> set[frozenset]:
    """Brute force over every rotation and every anchor (x, y, z) near the area: the rule read
    literally, cube by cube."""
    found = set()
    top = max(max(row) for row in heights) + 2
    for shape in shapes:
        for ax in range(-2, 9):
            for ay in range(-2, 9):
                for az in range(-2, top):
                    cells = [(ax + dx, ay + dy, az + dz) for dx, dy, dz in shape]
                    if not all(0 <= x < 8 and 0 <= y < 8 and z >= 0 for x, y, z in cells):
                        continue
                    if blocked is not None and any(blocked[x][y] for x, y, _ in cells):
                        continue
                    ok = True
                    for x, y, _ in cells:
                        lowest = min(c[2] for c in cells if c[0] == x and c[1] == y)
                        if lowest != heights[x][y]:
                            ok = False
                    if ok:
                        found.add(frozenset(cells))
    return found


def what_if_reference(grid: Grid, choices, chieftain: int, num_players: int) -> list[list[list[int]]]:
    """For each (colour, cells): copy the grid, place, inspect the 4 spaces ahead. Nested lists."""
    result = []
    for colour, cells in choices:
        board = [[list(col) for col in row] for row in grid]
        for x, y, z in cells:
            board[x][y][z] = colour
        result.append([inspect_reference(board, chieftain + m, num_players) for m in range(1, 5)])
    return result


def placements_plain(heights: list[list[int]], shapes) -> list[frozenset]:
    """Legal placements the plain way: for each rotation and anchor column, the level the block
    must sit at is read off one column and checked on the others."""
    found = []
    for shape in shapes:
        bottoms: dict[tuple[int, int], int] = {}
        for dx, dy, dz in shape:
            bottoms[(dx, dy)] = min(dz, bottoms.get((dx, dy), dz))
        width = max(dx for dx, _, _ in shape) + 1
        depth = max(dy for _, dy, _ in shape) + 1
        for ax in range(9 - width):
            for ay in range(9 - depth):
                levels = {heights[ax + dx][ay + dy] - b for (dx, dy), b in bottoms.items()}
                if len(levels) == 1:
                    az = levels.pop()
                    found.append(frozenset((ax + dx, ay + dy, az + dz) for dx, dy, dz in shape))
    return found


def preview_reference(grid: Grid, colours: list[int], shapes, chieftain: int, num_players: int
                      ) -> tuple[list, list[list[list[int]]]]:
    """The whole what-if in plain Python: placements, then for every (colour, placement) a copied
    grid and the 4 inspections ahead."""
    spots = placements_plain(heights_reference(grid), shapes)
    choices = [(c, cells) for c in colours for cells in spots]
    return choices, what_if_reference(grid, choices, chieftain, num_players)
