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


# ---------------------------------------------------------------------------------------------
# Public memory: the reshuffled discard is remembered (issue 14)

def _counts(pairs) -> dict[tuple[str, str], int]:
    return {(r, q): n for r, q, n in pairs or []}


def _pile_counts(s) -> dict[tuple[str, str], int]:
    from collections import Counter

    from engines.siberia import CARD_TYPES
    return dict(Counter(CARD_TYPES[t] for t in s.action_pile))


def _others_counts(s, p) -> dict[tuple[str, str], int]:
    from engines.siberia import CARD_TYPES
    out: dict[tuple[str, str], int] = {}
    for q in range(s.num_players):
        if q != p:
            for t, n in enumerate(s.hands[q]):
                if n:
                    out[CARD_TYPES[t]] = out.get(CARD_TYPES[t], 0) + n
    return out


def _facts_hold(s, p) -> bool:
    """What p's observation says it knows is true of s: the pile holds at most pile_known, the
    other hands together at least hands_known."""
    obs = E.observe(s, p)
    pile, others = _pile_counts(s), _others_counts(s, p)
    most, least = _counts(obs["pile_known"]), _counts(obs["hands_known"])
    return (all(n <= most.get(t, 0) for t, n in pile.items())
            and all(others.get(t, 0) >= n for t, n in least.items()))


def _games_past_a_reshuffle(players: int, games: int = 3):
    """(state, seat) pairs of random games from their first reshuffle on."""
    for seed in range(games):
        for _before, p, _a, after in _random_moves(200 + 10 * players + seed, players):
            if after.reshuffled is not None:
                yield after, (p + 1) % players
                yield after, p


def test_memory_is_true_of_the_real_game_at_every_step() -> None:
    """From the first reshuffle on, every seat's remembered facts hold in the real state."""
    checked = 0
    for players in (2, 3, 4):
        for s, _p in _games_past_a_reshuffle(players, 2):
            for seat in range(players):
                assert _facts_hold(s, seat)
                checked += 1
    assert checked > 500


def test_samples_respect_every_remembered_fact_and_match_the_observation() -> None:
    """A sample keeps the seat's observation (memory included) and everything it remembers: the
    pile drawn only from what it may hold, the other hands holding what they are known to hold;
    the sample's save decodes (its memory is true of its own cards)."""
    checked = 0
    for players in (2, 3, 4):
        for k, (s, p) in enumerate(_games_past_a_reshuffle(players, 2)):
            if k % 4:
                continue
            sampled = E.sample(s, p, random.Random(k))
            assert E.observe(sampled, p) == E.observe(s, p)
            assert _facts_hold(sampled, p)
            assert E.encode(E.decode(E.encode(sampled))) == E.encode(sampled)
            checked += 1
    assert checked > 100


def test_two_players_right_after_a_reshuffle_the_other_hand_is_known() -> None:
    """With an empty pile reshuffled, the deck less the new pile and my hand is the other hand:
    every sample gives it exactly (it was forgotten before: the hand was redrawn from pile + hand)."""
    found = 0
    for before, p, _a, after in _random_moves(5, 2):
        if after.reshuffled is not None and before.reshuffled != after.reshuffled:
            other = 1 - p
            for seed in range(4):
                sampled = E.sample(after, p, random.Random(seed))
                # right after the reshuffle the mover drew from the new pile: the other hand is
                # the old one, whole
                assert sampled.hands[other] == after.hands[other]
            found += 1
    assert found >= 1


def test_memory_survives_a_save_and_old_saves_without_it_load() -> None:
    s = next(s for s, _p in _games_past_a_reshuffle(3, 1))
    saved = E.encode(s)
    assert saved["memory"] is not None
    assert E.encode(E.decode(saved)) == saved
    old = dict(saved)
    del old["memory"]
    assert E.decode(old).reshuffled is None
    bad = {**saved, "memory": {**saved["memory"], "drawn": [[9] * 15] * 3}}
    import pytest
    with pytest.raises(ValueError):
        E.decode(bad)
