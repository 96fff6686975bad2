"""R-Eco engine speed: random 3-player games to the end, and the hard player's search iterations a
second on fixed 2-player positions."""
from __future__ import annotations

from collections.abc import Iterator

from bench._speed import hard_iterations, random_games


def run() -> Iterator[tuple[str, float, str]]:
    games, actions = random_games("r_eco", 3)
    yield ("r_eco_random_games_per_s", games, "games/s")
    yield ("r_eco_random_actions_per_s", actions, "actions/s")
    yield ("r_eco_hard_iterations_per_s", hard_iterations("r_eco", 2, 400), "iterations/s")
