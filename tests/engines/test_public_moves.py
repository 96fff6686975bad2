"""`Engine.public_move(action)`: a move sent to the other seats of a network table (their tables
animate and mark it) must be one every other seat can tell from what it sees. Over random games of
every game: after a move called public, no other legal action of the mover would have left another
seat's view the same (that seat can tell which move it was); R-Eco's illegal dumping is not public,
and there are positions where two dumps look alike to the others."""
from __future__ import annotations

import random

import pytest

import engines
from engines.r_eco import Deliver, Dump

GAMES = [g for g in engines.NAMES if engines.available(g)]


def _moves(game: str, players: int, seed: int, limit: int = 120):
    engine = engines.get(game)
    state = engine.new_game(players, seed=seed, options=engine.resolve_options({}, players))
    rng = random.Random(seed)
    for _ in range(limit):
        if engine.is_over(state):
            return
        seat = rng.choice(engine.to_move(state))
        legal = engine.legal_actions(state, seat)
        action = rng.choice(legal)
        yield engine, state, seat, action, legal
        state = engine.apply(state, seat, action)


@pytest.mark.parametrize("game", GAMES)
def test_a_public_move_is_told_apart_by_every_other_seat(game):
    engine = engines.get(game)
    players = max(2, engine.min_players)
    checked = 0
    for seed in range(6):
        for eng, before, seat, action, legal in _moves(game, players, seed):
            if not eng.public_move(action) or len(legal) > 40:
                continue
            after = eng.apply(before, seat, action)
            for other in range(players):
                if other == seat:
                    continue
                seen = eng.observe(after, other)
                alike = [a for a in legal if a != action and eng.observe(eng.apply(before, seat, a), other) == seen]
                assert not alike, (game, seed, action, alike)
            checked += 1
    assert checked > 20


def test_r_eco_dumping_is_private_and_delivering_public():
    engine = engines.get("r_eco")
    assert engine.public_move(Deliver(0, 1, 0)) and not engine.public_move(Dump((0,)))
    alike_found = False
    for seed in range(40):
        for eng, before, seat, action, legal in _moves("r_eco", 2, seed, limit=200):
            if isinstance(action, Dump) and len(legal) > 1:
                other = 1 - seat
                seen = eng.observe(eng.apply(before, seat, action), other)
                alike_found |= any(a != action and eng.observe(eng.apply(before, seat, a), other) == seen
                                   for a in legal)
        if alike_found:
            break
    assert alike_found, "two dumps that look alike to the other seat (why a dump is never sent)"
