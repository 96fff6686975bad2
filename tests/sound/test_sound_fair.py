"""No sound depends on hidden information (issue 27): for every game, at every seat p, the sounds of
a move are the same in two games p can't tell apart.

Along random games, at each position s a twin t = engine.sample(s, p, rng) (the same observation for
p, everything hidden from p drawn anew). The mover plays a in s; in t, every move b of the mover that
leaves p with the same observation as a did (p can't tell a from b) must make the same sounds
(desktop.sound.cues.move_cues, given p's observations, as the table at seat p gives them).
"""
from __future__ import annotations

import random

import pytest

import engines
from desktop.sound import synth
from desktop.sound.cues import MATERIAL, move_cues

MAX_TWIN_MOVES = 40       # moves of the mover tried in each twin (all of them when fewer)


def counts(engine) -> list[int]:
    low = max(engine.min_players, 2)
    return sorted({low, engine.max_players})


CASES = [(g, n) for g in engines.NAMES for n in counts(engines.get(g))]


@pytest.mark.slow
@pytest.mark.parametrize("game,players", CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_the_sounds_of_a_move_are_the_same_in_games_a_seat_cannot_tell_apart(game, players):
    engine = engines.get(game)
    compared = distinct = 0
    for seed in (1, 2):
        rng = random.Random(seed)
        state = engine.new_game(players, seed=seed)
        step = 0
        while not engine.is_over(state):
            mover = engine.to_move(state)[0]
            action = rng.choice(engine.legal_actions(state, mover))
            after = engine.apply(state, mover, action)
            if step % 2 == 0:
                for p in range(players):
                    seen_before, seen_after = engine.observe(state, p), engine.observe(after, p)
                    heard = move_cues(game, action, seen_before, seen_after)
                    twin = engine.sample(state, p, random.Random(rng.random()))
                    assert engine.observe(twin, p) == seen_before
                    moves = engine.legal_actions(twin, mover)
                    tried = moves if len(moves) <= MAX_TWIN_MOVES else rng.sample(moves, MAX_TWIN_MOVES)
                    if action in moves and action not in tried:
                        tried.append(action)
                    for other in tried:
                        twin_after = engine.apply(twin, mover, other)
                        if engine.observe(twin_after, p) == seen_after:   # p can't tell them apart
                            assert move_cues(game, other, seen_before, seen_after) == heard, (p, action, other)
                            compared += 1
                            distinct += other != action
            state = after
            step += 1
    print(game, players, "compared", compared, "different moves", distinct)
    assert compared > 20


def test_every_cue_of_every_game_is_a_sound_of_its_table():
    """The cues a game can make exist in its material (and are short: effects under 350 ms)."""
    lengths: dict[tuple[str, str], int] = {}
    for game, material in MATERIAL.items():
        engine = engines.get(game)
        state = engine.new_game(max(engine.min_players, 2), seed=5)
        rng = random.Random(5)
        while not engine.is_over(state):
            mover = engine.to_move(state)[0]
            action = rng.choice(engine.legal_actions(state, mover))
            after = engine.apply(state, mover, action)
            for cue in move_cues(game, action, engine.observe(state, 0), engine.observe(after, 0)):
                assert cue in synth.EFFECTS
                if (material, cue) not in lengths:
                    lengths[(material, cue)] = len(synth.render(material, cue))
                assert lengths[(material, cue)] < 0.35 * synth.RATE
            state = after
