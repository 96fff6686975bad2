""""""
from __future__ import annotations

from collections.abc import Iterator

from bench._speed import random_games


def run() -> Iterator[tuple[str, float, str]]:
    games, actions = random_games("siberia", 3)
    yield ("siberia_random_games_per_s", games, "games/s")
    yield ("siberia_random_actions_per_s", actions, "actions/s")
