"""R-Eco's public memory (issue 14): the cards a player was seen picking up from a dump are known
to the whole table until delivered; the observation says so (`known_hands`) and `sample` keeps them
in that hand, redealing only the unknown rest."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.r_eco import DUMP, ENGINE, Deliver, card, units_of

RED, YELLOW, GREEN, BLUE = range(4)
R1, R2, Y1, G1, G2, B1 = card(RED, 1), card(RED, 2), card(YELLOW, 1), card(GREEN, 1), card(GREEN, 2), card(BLUE, 1)


def _table(hands, dumps, seed=1):
    """Seat 0 to deliver; these hands and dumps (cards moved from the draw pile), factories empty."""
    n = len(hands)
    s = ENGINE.new_game(n, seed=seed)
    s.current = 0
    pool = s.draw_pile
    for zone in (*s.hands, *s.dumps, *s.factories):
        pool.extend(zone)
        zone.clear()

    def take(c):
        pool.remove(c)
        return c

    for p in range(n):
        s.hands[p] = [take(c) for c in hands[p]]
    for colour in range(4):
        s.dumps[colour] = [take(c) for c in dumps.get(colour, [Y1])]
    ENGINE.decode(ENGINE.encode(s))
    return s


def _known(s, p):
    return ENGINE.observe(s, (p + 1) % s.num_players)["known_hands"][p]


def _seat_0_picked_up_red():
    """Seat 0 delivers a red single and picks up the red dump (green single, green double, red
    single); seat 1 then delivers a blue single: seat 0 to move again."""
    s = _table([[R1, B1, B1], [B1, B1, B1]], {RED: [G1, G2, R1]})
    s = ENGINE.apply(s, 0, Deliver(RED, 1, 0))
    s = ENGINE.apply(s, 1, Deliver(BLUE, 1, 0))
    assert s.current == 0 and sorted(s.hands[0]) == [R1, G1, G2, B1, B1]
    return s


def test_picked_up_cards_are_known_to_everyone():
    s = _seat_0_picked_up_red()
    assert _known(s, 0) == [[RED, 1], [GREEN, 1], [GREEN, 2]]  # sorted card pairs
    assert ENGINE.observe(s, None)["known_hands"][0] == _known(s, 0)  # public
    assert ENGINE.observe(s, 0)["known_hands"] == ENGINE.observe(s, 1)["known_hands"]
    assert s.known[1] == [Y1]  # seat 1 picked up the blue dump, a yellow single


def test_a_delivery_removes_known_cards_of_its_kind_only():
    s = _seat_0_picked_up_red()
    green_dump = s.dumps[GREEN][:]
    after = ENGINE.apply(s, 0, Deliver(GREEN, 1, 1))  # both green cards go
    assert Counter(after.known[0]) == Counter([R1] + green_dump)
    blue_dump = s.dumps[BLUE][:]
    after = ENGINE.apply(s, 0, Deliver(BLUE, 1, 0))  # the blue single was never known
    assert Counter(after.known[0]) == Counter([R1, G1, G2] + blue_dump)


def test_a_delivered_kind_with_unknown_copies_is_no_longer_known():
    """Known: one green single; the hand holds two (one from the start): after one is delivered
    nobody can tell which one left, so no green single is known any more."""
    s = _table([[G1, R1, B1], [B1, B1, B1]], {RED: [G1]})
    s = ENGINE.apply(s, 0, Deliver(RED, 1, 0))
    assert s.known[0] == [G1] and s.hands[0].count(G1) == 2
    s = ENGINE.apply(s, 1, Deliver(BLUE, 1, 0))
    green_dump = s.dumps[GREEN][:]
    assert G1 not in green_dump
    s = ENGINE.apply(s, 0, Deliver(GREEN, 1, 0))
    assert s.known[0] == green_dump and s.hands[0].count(G1) == 1


def test_an_unseen_dump_keeps_only_what_must_still_be_in_hand():
    """Dumping n cards face down: of each kind known to be in the hand, all but n stay known."""
    s = _table([[R1, R1, B1], [B1, B1, B1]], {RED: [G1, G1, G1, Y1, R2]})
    s = ENGINE.apply(s, 0, Deliver(RED, 1, 0))  # 2 + 5 = 7 cards: dump 2
    assert s.phase == DUMP
    assert Counter(s.known[0]) == Counter([G1, G1, G1, Y1, R2])
    s = ENGINE.apply(s, 0, ENGINE.legal_actions(s, 0)[0])
    assert s.known[0] == [G1]  # three known green singles, at most two dumped: one is still there


def test_every_known_card_stays_in_its_holders_sampled_hand():
    """Over many random games and samples: the known cards of every other seat are in its sampled
    hand, the rest is redealt (the hands vary), and the sample's observation is the original's."""
    rng = random.Random(5)
    samples = known_cards = varied = 0
    for g in range(24):
        n = 2 + g % 4
        s = ENGINE.new_game(n, seed=g)
        while movers := ENGINE.to_move(s):
            p = movers[0]
            if rng.random() < 0.15:
                seen = ENGINE.observe(s, p)
                for _ in range(4):
                    t = ENGINE.sample(s, p, random.Random(rng.random()))
                    assert ENGINE.observe(t, p) == seen
                    ENGINE.decode(ENGINE.encode(t))  # a state that could arise
                    for q in range(n):
                        if q != p:
                            assert not Counter(s.known[q]) - Counter(t.hands[q]), (g, q)
                            known_cards += len(s.known[q])
                            varied += sorted(t.hands[q]) != sorted(s.hands[q])
                    samples += 1
            s = ENGINE.apply(s, p, rng.choice(ENGINE.legal_actions(s, p)))
    assert samples > 300 and known_cards > 1000 and varied > 100


def test_the_known_cards_are_always_in_the_hand():
    rng = random.Random(2)
    for g in range(30):
        s = ENGINE.new_game(2 + g % 4, seed=100 + g)
        while movers := ENGINE.to_move(s):
            for hand, known in zip(s.hands, s.known, strict=True):
                assert not Counter(known) - Counter(hand)
            s = ENGINE.apply(s, movers[0], rng.choice(ENGINE.legal_actions(s, movers[0])))


def test_decode_reads_saves_without_memory_and_refuses_a_known_card_not_in_hand():
    s = _table([[R1, B1, B1], [B1, B1, B1]], {RED: [G1, G2, R1]})
    s = ENGINE.apply(s, 0, Deliver(RED, 1, 0))
    saved = ENGINE.encode(s)
    old = dict(saved)
    del old["known"]
    assert ENGINE.decode(old).known == [[], []]
    bad = dict(saved, known=[[B1, B1, B1, B1], []])
    with pytest.raises(ValueError, match="known"):
        ENGINE.decode(bad)
    assert units_of(ENGINE.decode(saved).hands[0]) == units_of(s.hands[0])
