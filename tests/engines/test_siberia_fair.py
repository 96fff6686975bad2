"""Siberia fair play (issue 14): a proposed action is told only from what its player sees, the log
line after it may name what it revealed."""
from __future__ import annotations

import random

from engines.siberia import ENGINE, RESOURCES, Discover, Play

E = ENGINE


def _random_moves(seed: int, players: int):
    rng = random.Random(seed)
    s = E.new_game(players, seed=seed)
    while not E.is_over(s):
        p = E.to_move(s)[0]
        a = rng.choice(E.legal_actions(s, p))
        after = E.apply(s, p, a)
        yield s, p, a, after
        s = after


def test_describe_discovery_names_the_place_not_the_face_down_card() -> None:
    s = E.new_game(3, seed=7)
    p = s.turn
    pos = s.face_down_positions()[-1]
    told = E.describe(s, Discover(pos))
    assert str(told) == f"discovers the card at place {pos + 1}"
    for seed in range(5):
        assert E.describe(E.sample(s, p, random.Random(seed)), Discover(pos)) == told


def test_describe_result_names_the_card_discovered_and_the_cards_extracted() -> None:
    seen_discovery = seen_extraction = False
    for before, p, a, after in _random_moves(3, 3):
        line = str(E.describe_result(before, a, after))
        if isinstance(a, Discover):
            kind, value = E.observe(after, None)["row"][a.position]["kind"], \
                E.observe(after, None)["row"][a.position]["value"]
            assert line == f"discovers {kind} {value} at place {a.position + 1}"
            seen_discovery = True
        elif isinstance(a, Play) and a.symbol in RESOURCES:
            taken = E.observe(after, None)["mines"][p]["resources"][len(before.mines[p]):]
            assert taken and line == f"{E.describe(before, a)}: takes " + ", ".join(f"{k} {v}" for k, v in taken)
            seen_extraction = True
        else:
            assert line == str(E.describe(before, a))
    assert seen_discovery and seen_extraction


def test_every_action_described_the_same_in_every_sample_of_its_player() -> None:
    """Every legal action of every position of a few random games, at 2 to 4 players: the same
    legal list and the same text in samples of the mover; the log line the same from every seat's
    samples of the states around the move."""
    checked = 0
    for players in (2, 3, 4):
        for k, (before, p, a, after) in enumerate(_random_moves(40 + players, players)):
            if k % 3:
                continue
            rng = random.Random(k)
            legal = E.legal_actions(before, p)
            told = {x: E.describe(before, x) for x in legal}
            sampled = E.sample(before, p, rng)
            assert E.legal_actions(sampled, p) == legal
            assert {x: E.describe(sampled, x) for x in legal} == told
            line = E.describe_result(before, a, after)
            for seat in range(players):
                assert E.describe_result(E.sample(before, seat, rng), a, E.sample(after, seat, rng)) == line
            checked += 1
    assert checked > 100
