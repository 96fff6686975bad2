"""One test per rule of shared/rules/r_eco.md, named after the rule, plus property tests."""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines import IllegalAction
from engines.players import bot_easy
from engines.r_eco import (
    DUMP,
    ENGINE,
    OVER,
    REWARD_STACKS,
    Deliver,
    Dump,
    REcoState,
    bot_normal,
    card,
    deck,
    final_scores,
    preview_delivery,
    units_of,
)

RED, YELLOW, GREEN, BLUE = range(4)
R1, R2 = card(RED, 1), card(RED, 2)
Y1, Y2 = card(YELLOW, 1), card(YELLOW, 2)
G1, G2 = card(GREEN, 1), card(GREEN, 2)
B1, B2 = card(BLUE, 1), card(BLUE, 2)


def table(num_players: int = 3, *, hand: list[int] | None = None, factories=None, dumps=None,
          seed: int = 1) -> REcoState:
    """A game where seat 0 is to deliver, with the given hand, factories and dumps; the moved cards
    come from / go back to the draw pile so the deck still adds up."""
    s = ENGINE.new_game(num_players, seed=seed)
    s.current = 0
    pool = s.draw_pile
    for zone in (*s.hands, *s.dumps, *s.factories):
        pool.extend(zone)
        zone.clear()

    def take(c: int) -> int:
        pool.remove(c)
        return c

    for p in range(num_players):
        s.hands[p] = [take(c) for c in (hand if p == 0 and hand is not None else [B1, B1, B1])]
    for colour in range(4):
        s.factories[colour] = [take(c) for c in (factories or {}).get(colour, [])]
        s.dumps[colour] = [take(c) for c in (dumps or {}).get(colour, [Y1])]
    ENGINE.decode(ENGINE.encode(s))  # still a state that could arise in play
    return s


def all_cards(s: REcoState) -> Counter[int]:
    zones = (s.draw_pile, s.discard_pile, *s.hands, *s.factories, *s.dumps, *s.dumped)
    return Counter(c for zone in zones for c in zone)


# --- Components ------------------------------------------------------------------------------

def test_rule_japonbrand_edition_22_single_3_double_per_colour_100_in_all() -> None:
    """`japonbrand` (default): per colour 22 single + 3 double = 25 cards; 100 in all."""
    s = ENGINE.new_game(3, seed=1)
    assert s.edition == "japonbrand"
    counts = all_cards(s)
    assert sum(counts.values()) == 100
    for colour in range(4):
        assert counts[card(colour, 1)] == 22 and counts[card(colour, 2)] == 3


def test_rule_amigo_edition_19_single_3_double_per_colour_88_in_all() -> None:
    """`amigo`: per colour 19 single + 3 double = 22; 88 in all."""
    s = ENGINE.new_game(3, seed=1, options={"edition": "amigo"})
    counts = all_cards(s)
    assert sum(counts.values()) == 88
    for colour in range(4):
        assert counts[card(colour, 1)] == 19 and counts[card(colour, 2)] == 3


def test_rule_reward_cards_per_colour_0_1_2_3_3_minus2_4_5() -> None:
    """Reward (victory point) cards per colour: 0, 1, 2, 3, 3, −2, 4, 5."""
    assert sorted(REWARD_STACKS[5]) == sorted([0, 1, 2, 3, 3, -2, 4, 5])


# --- Setup -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("num_players", "stack"), [
    (2, [0, 1, 2, -2, 4, 5]),
    (3, [0, 1, 2, 3, -2, 4, 5]),
    (4, [0, 1, 2, 3, -2, 4, 5]),
    (5, [0, 1, 2, 3, 3, -2, 4, 5]),
])
def test_rule_reward_stack_of_each_colour_by_player_count(num_players: int, stack: list[int]) -> None:
    """2 players: 0, 1, 2, −2, 4, 5 (no 3); 3–4 players: 0, 1, 2, 3, −2, 4, 5;
    5 players: 0, 1, 2, 3, 3, −2, 4, 5."""
    s = ENGINE.new_game(num_players, seed=2)
    assert s.reward_stacks == [stack] * 4


def test_rule_zero_on_top_and_visible_minus_two_just_above_the_four() -> None:
    """The 0 is on top and visible; the −2 lies just above the 4."""
    for n in range(2, 6):
        obs = ENGINE.observe(ENGINE.new_game(n, seed=3), 1)
        for stack in obs["reward_stacks"]:
            assert stack[0] == 0
            assert stack.index(-2) + 1 == stack.index(4)


def test_rule_shuffle_waste_into_draw_pile_discard_starts_empty() -> None:
    """Shuffle the waste cards into a face-down draw pile; the discard pile starts empty."""
    a, b = ENGINE.new_game(3, seed=4), ENGINE.new_game(3, seed=5)
    assert a.discard_pile == [] and a.draw_pile != b.draw_pile
    assert len(a.draw_pile) == 100 - 4 - 9


def test_rule_one_card_face_up_on_each_dump_deal_3_cards_each() -> None:
    """One card face up on each dump. Deal 3 cards to each player."""
    for n in range(2, 6):
        obs = ENGINE.observe(ENGINE.new_game(n, seed=6), 0)
        assert [len(d) for d in obs["dumps"]] == [1, 1, 1, 1]
        assert obs["hand_sizes"] == [3] * n


def test_rule_start_player_random() -> None:
    """Start player: random."""
    starts = {ENGINE.new_game(4, seed=seed).current for seed in range(40)}
    assert starts == {0, 1, 2, 3}


# --- A turn: deliver -------------------------------------------------------------------------

def test_rule_deliver_one_or_more_cards_of_one_colour() -> None:
    """Choose one colour and play one or more cards of that colour from hand onto that colour's
    factory."""
    s = table(hand=[R1, R1, R2, G1, B2])
    legal = ENGINE.legal_actions(s, 0)
    assert Deliver(RED, 2, 1) in legal and Deliver(RED, 1, 0) in legal and Deliver(RED, 0, 1) in legal
    assert all(a.singles + a.doubles >= 1 for a in legal)
    assert {a.colour for a in legal} == {RED, GREEN, BLUE}
    assert len(legal) == (3 * 2 - 1) + 1 + 1
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 0, Deliver(YELLOW, 1, 0))
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 0, Deliver(RED, 3, 0))


def test_rule_four_or_more_units_take_top_reward_factory_to_discard_excess_lost() -> None:
    """4 or more: the player takes the top reward card of that colour, face up, and every card on
    that factory goes to the discard pile (excess units are lost)."""
    s = table(hand=[R2, R2, G1], factories={RED: [R1, R1]})
    after = ENGINE.apply(s, 0, Deliver(RED, 0, 2))  # 2 + 4 = 6 units
    assert after.rewards[0] == [(RED, 0)]
    assert after.reward_stacks[RED] == [1, 2, 3, -2, 4, 5]
    assert after.factories[RED] == []
    assert Counter(after.discard_pile) == Counter([R1, R1, R2, R2])


def test_rule_three_or_fewer_units_cards_stay() -> None:
    """3 or fewer: the cards stay."""
    s = table(hand=[R2, G1], factories={RED: [R1]})
    after = ENGINE.apply(s, 0, Deliver(RED, 0, 1))
    assert sorted(after.factories[RED]) == [R1, R2] and after.rewards[0] == []
    assert after.discard_pile == []


def test_rule_passing_is_not_allowed() -> None:
    """Passing is not allowed."""
    s = table(hand=[R1, G1])
    assert Deliver(RED, 0, 0) not in ENGINE.legal_actions(s, 0)
    with pytest.raises(IllegalAction, match="passing"):
        ENGINE.apply(s, 0, Deliver(RED, 0, 0))


def test_rule_empty_hand_skips_delivery_but_still_chooses_a_colour() -> None:
    """[DECISION] A player with an empty hand (possible only once both piles are exhausted) skips
    this step but still chooses a colour for step 2."""
    s = table(hand=[], dumps={GREEN: [G1, B1]})
    assert ENGINE.legal_actions(s, 0) == [Deliver(c, 0, 0) for c in range(4)]
    after = ENGINE.apply(s, 0, Deliver(GREEN, 0, 0))
    assert sorted(after.hands[0]) == [G1, B1]


# --- A turn: pick up -------------------------------------------------------------------------

def test_rule_pick_up_every_card_on_the_dump_of_the_colour_delivered() -> None:
    """Take every card on the dump of the colour just delivered to."""
    s = table(hand=[R1, G1], dumps={RED: [B1, Y2, R1], GREEN: [G1]})
    after = ENGINE.apply(s, 0, Deliver(RED, 1, 0))
    assert Counter(after.hands[0]) == Counter([G1, B1, Y2, R1])
    assert len(after.dumps[GREEN]) == 1  # other dumps untouched


def test_rule_hand_limit_5_player_chooses_excess_and_dumps_it_face_down() -> None:
    """Hand limit 5: with more than 5 cards, the player chooses the excess and lays it face down in
    front of them: illegal dumping."""
    s = table(hand=[R1, G1, G1, B1, B2], dumps={RED: [Y1, Y1, Y2, R2]})
    after = ENGINE.apply(s, 0, Deliver(RED, 1, 0))  # 4 + 4 = 8 cards
    assert after.phase == DUMP and ENGINE.to_move(after) == [0]
    legal = ENGINE.legal_actions(after, 0)
    assert all(isinstance(a, Dump) and len(a.cards) == 3 for a in legal)
    assert Dump(tuple(sorted([Y1, Y1, Y2]))) in legal
    with pytest.raises(IllegalAction):
        ENGINE.apply(after, 0, Dump((Y1,)))
    with pytest.raises(IllegalAction):
        ENGINE.apply(after, 0, Deliver(GREEN, 1, 0))
    done = ENGINE.apply(after, 0, Dump(tuple(sorted([Y1, Y1, Y2]))))
    assert sorted(done.dumped[0]) == sorted([Y1, Y1, Y2]) and len(done.hands[0]) == 5
    assert ENGINE.observe(done, 1)["dumped_counts"][0] == 3
    assert "own_dumped" in ENGINE.observe(done, 0) and ENGINE.observe(done, 1)["own_dumped"] == []


def test_rule_no_dump_decision_when_hand_within_limit() -> None:
    """Hand limit 5: with more than 5 cards (only then) the player chooses the excess."""
    s = table(hand=[R1, G1, G1, B1], dumps={RED: [Y1, Y1]})
    after = ENGINE.apply(s, 0, Deliver(RED, 1, 0))  # 3 + 2 = 5 cards
    assert after.phase != DUMP and after.current == 1


def test_rule_dumped_cards_never_return_to_play() -> None:
    """These cards never return to play."""
    rng = random.Random(3)
    s = ENGINE.new_game(3, seed=3)
    while not ENGINE.is_over(s):
        p = s.current
        before = [d[:] for d in s.dumped]
        s = ENGINE.apply(s, p, rng.choice(ENGINE.legal_actions(s, p)))
        assert all(s.dumped[q][:len(before[q])] == before[q] for q in range(3))


# --- A turn: refill --------------------------------------------------------------------------

def test_rule_refill_x_plus_1_example_two_cards_totalling_3_units_give_4_new_cards() -> None:
    """Draw X + 1 cards onto that dump, X = the units now on that factory. Example: two cards
    totalling 3 units on the factory: 4 new cards."""
    s = table(hand=[R2, G1], factories={RED: [R1]}, dumps={RED: [B1]})
    after = ENGINE.apply(s, 0, Deliver(RED, 0, 1))
    assert units_of(after.factories[RED]) == 3 and len(after.dumps[RED]) == 4


def test_rule_refill_after_recycling_counts_x_as_0() -> None:
    """X = the units now on that colour's factory (0 if just cleared)."""
    s = table(hand=[R2, R2, G1], factories={RED: [R1]})
    after = ENGINE.apply(s, 0, Deliver(RED, 0, 2))
    assert after.factories[RED] == [] and len(after.dumps[RED]) == 1


def test_rule_refill_waits_for_the_excess_dump() -> None:
    """Three steps in order: pick up, dump the excess, then refill."""
    s = table(hand=[R1, G1, G1, B1, B2], dumps={RED: [Y1, Y1, Y2, R2]})
    after = ENGINE.apply(s, 0, Deliver(RED, 1, 0))
    assert after.dumps[RED] == []
    assert ENGINE.reveals(s, 0, Deliver(RED, 1, 0)) is False
    dump = ENGINE.legal_actions(after, 0)[0]
    assert ENGINE.reveals(after, 0, dump) is True
    assert len(ENGINE.apply(after, 0, dump).dumps[RED]) == 2  # 1 unit on the factory + 1


def test_rule_empty_draw_pile_shuffle_discard_into_new_one() -> None:
    """When the draw pile is empty, shuffle the discard pile into a new one."""
    s = table(hand=[R2, G1], factories={RED: [R1]})
    moved = s.draw_pile[2:]
    s.discard_pile, s.draw_pile = moved, s.draw_pile[:2]
    after = ENGINE.apply(s, 0, Deliver(RED, 0, 1))  # 3 units: 4 cards wanted, 2 in the pile
    assert len(after.dumps[RED]) == 4
    assert len(after.draw_pile) == len(moved) - 2 and after.discard_pile == []


def test_rule_both_piles_empty_refill_what_can_be_refilled() -> None:
    """[DECISION] If both are empty, refill what can be refilled."""
    s = table(hand=[R2, G1], factories={RED: [R1]})
    s.dumped[1] = s.draw_pile[1:]  # out of play
    s.draw_pile = s.draw_pile[:1]
    after = ENGINE.apply(s, 0, Deliver(RED, 0, 1))
    assert len(after.dumps[RED]) == 1 and after.draw_pile == [] and after.discard_pile == []


# --- End -------------------------------------------------------------------------------------

def test_rule_game_ends_when_a_reward_stack_empties_after_that_turn() -> None:
    """The game ends when a reward stack is empty: the player who took its last card finishes the
    turn (pick up, dump excess, refill), then the game is scored."""
    s = table(hand=[R2, R2, G1, G1, B1], dumps={RED: [Y1, Y1, Y1]})
    s.rewards[1] = [(RED, v) for v in s.reward_stacks[RED][:-1]]
    s.reward_stacks[RED] = [5]
    after = ENGINE.apply(s, 0, Deliver(RED, 0, 2))  # takes the 5; 3 + 3 = 6 cards
    assert after.reward_stacks[RED] == [] and after.rewards[0] == [(RED, 5)]
    assert after.phase == DUMP and not ENGINE.is_over(after)
    end = ENGINE.apply(after, 0, ENGINE.legal_actions(after, 0)[0])
    assert ENGINE.is_over(end) and end.phase == OVER and ENGINE.to_move(end) == []
    assert len(end.dumps[RED]) == 1  # the refill still happened
    assert ENGINE.observe(end, 0)["winners"] == ENGINE.winners(end)


# --- Scoring ---------------------------------------------------------------------------------

def test_rule_lone_reward_card_discarded_lone_minus_two_costs_nothing() -> None:
    """Per colour: a player holding only one reward card of that colour discards it (worth 0, a lone
    −2 costs nothing)."""
    assert final_scores([[(RED, 5), (GREEN, -2)], []], [0, 0]) == [0, 0]


def test_rule_two_or_more_reward_cards_of_a_colour_add_their_values() -> None:
    """With two or more, add their values."""
    assert final_scores([[(RED, 5), (RED, -2), (BLUE, 4), (BLUE, 3), (BLUE, 0), (GREEN, 2)], []],
                        [0, 0]) == [3 + 7, 0]


def test_rule_minus_1_per_illegally_dumped_card() -> None:
    """−1 point per illegally dumped card."""
    assert final_scores([[], [], []], [3, 1, 2]) == [-3, -1, -2]


def test_rule_cards_left_in_hand_score_nothing() -> None:
    """Cards left in hand score nothing."""
    s = table(hand=[R2, R2, G1, G1, B1])
    assert ENGINE.scores(s) == [0, 0, 0]


@pytest.mark.parametrize(("num_players", "k"), [(2, 4), (3, 2), (4, 1), (5, 1)])
def test_rule_clean_environment_bonus_k_per_dumping_player(num_players: int, k: int) -> None:
    """Each player who never dumped gains K points for each player who did dump; K = 4 with 2
    players, 2 with 3 players, 1 with 4–5 players."""
    dumped = [0] * num_players
    dumped[-1] = 2
    if num_players >= 3:
        dumped[-2] = 1
    dumpers = sum(1 for d in dumped if d)
    scores = final_scores([[] for _ in range(num_players)], dumped)
    assert scores[0] == k * dumpers
    assert scores[-1] == -2


def test_rule_highest_score_wins_tie_broken_by_fewer_dumped_then_shared() -> None:
    """Highest score wins. [DECISION] Tie-break: fewer dumped cards, then a shared win."""
    s = table(4)
    s.rewards = [[(RED, 5), (RED, 1)], [(BLUE, 4), (BLUE, 3)], [], []]
    s.dumped = [[], [Y1], [Y1], []]
    # 6 + 2 (clean bonus, two dumpers), 7 - 1, -1, 0 + 2
    assert ENGINE.scores(s) == [8, 6, -1, 2] and ENGINE.winners(s) == [0]
    s.rewards[1] = [(BLUE, 5), (BLUE, 4)]  # 9 - 1 = 8: tied, but seat 1 dumped more
    assert ENGINE.scores(s)[:2] == [8, 8] and ENGINE.winners(s) == [0]
    s.rewards[3] = [(GREEN, 5), (GREEN, 1)]  # 6 + 2 = 8, clean too: a shared win
    assert ENGINE.scores(s) == [8, 8, -1, 8] and ENGINE.winners(s) == [0, 3]


def test_score_breakdown_adds_up_to_the_score() -> None:
    s = table(3)
    s.rewards = [[(RED, 5), (RED, 1), (BLUE, 2)], [], [(GREEN, 3), (GREEN, -2)]]
    s.dumped = [[], [Y1, Y1], []]
    for lines, score in zip(ENGINE.score_breakdown(s), ENGINE.scores(s), strict=True):
        assert sum(points for _, points in lines) == score


# --- Hidden information ----------------------------------------------------------------------

def test_rule_hands_and_draw_pile_order_hidden_everything_else_public() -> None:
    """Hands and the draw-pile order are hidden; everything else (factories, dumps, reward stacks
    and what each holds, dumped-card counts, hand sizes, pile sizes) is public."""
    s = ENGINE.new_game(3, seed=9)
    obs = ENGINE.observe(s, 1)
    text = json.dumps(obs)
    assert obs["hand"] is not None and len(obs["hand"]) == 3
    assert "draw_pile\"" not in text and obs["draw_pile_size"] == len(s.draw_pile)
    for key in ("factories", "dumps", "reward_stacks", "rewards", "dumped_counts", "hand_sizes",
                "discard_pile", "factory_units"):
        assert key in obs
    public = ENGINE.observe(s, None)
    assert public["hand"] is None
    # another seat's hand can't leak: a sample changes it but not seat 1's observation
    rng = random.Random(1)
    changed = False
    for _ in range(10):
        other = ENGINE.sample(s, 1, rng)
        assert ENGINE.observe(other, 1) == obs
        assert other.hands[1] == s.hands[1]
        changed |= other.hands[0] != s.hands[0] or other.draw_pile != s.draw_pile
        assert all_cards(other) == all_cards(s)
    assert changed


def test_reveals_any_refill() -> None:
    """The draw pile order is hidden: any refill counts as a reveal."""
    s = table(hand=[R1, G1])
    assert ENGINE.reveals(s, 0, Deliver(RED, 1, 0)) is True


def test_preview_delivery_tells_units_reward_pick_up_and_refill() -> None:
    s = table(hand=[R2, R1, G1, G1, B1], factories={RED: [R1]}, dumps={RED: [Y1, Y1, Y1]})
    obs = ENGINE.observe(s, 0)
    p = preview_delivery(obs, RED, 1, 1)
    assert p["units"] == 4 and p["recycles"] and p["reward"] == 0 and p["refill"] == 1
    assert p["hand_after"] == 6 and p["to_dump"] == 1
    q = preview_delivery(obs, RED, 1, 0)
    assert not q["recycles"] and q["refill"] == 3 and q["to_dump"] == 2


# --- Properties ------------------------------------------------------------------------------

@settings(max_examples=25, deadline=None)
@given(st.integers(2, 5), st.integers(0, 2**32), st.sampled_from(["japonbrand", "amigo"]))
def test_property_cards_and_units_are_conserved_in_random_games(num_players: int, seed: int,
                                                               edition: str) -> None:
    """Every waste card is always somewhere; factories hold under 4 units; hands are within the
    limit at every delivery; reward cards add up to the stacks."""
    rng = random.Random(seed)
    s = ENGINE.new_game(num_players, seed=seed, options={"edition": edition})
    full = Counter(deck(edition))
    steps = 0
    while not ENGINE.is_over(s):
        assert all_cards(s) == full
        assert all(units_of(f) < 4 for f in s.factories)
        if s.phase != DUMP:
            assert all(len(h) <= 5 for h in s.hands)
        for colour in range(4):
            taken = sum(1 for r in s.rewards for c, _ in r if c == colour)
            assert taken + len(s.reward_stacks[colour]) == len(REWARD_STACKS[num_players])
        p = s.current
        s = ENGINE.apply(s, p, rng.choice(ENGINE.legal_actions(s, p)))
        steps += 1
        assert steps < 5000
    assert all_cards(s) == full
    assert sum(ENGINE.scores(s)) == sum(final_scores(s.rewards, [len(d) for d in s.dumped]))


def test_bot_normal_plays_legal_moves_and_beats_random() -> None:
    wins = 0.0
    games = 30
    for g in range(games):
        rng = random.Random(g)
        s = ENGINE.new_game(3, seed=g)
        seat = g % 3
        while not ENGINE.is_over(s):
            p = s.current
            bot = bot_normal if p == seat else bot_easy
            action = bot(ENGINE, s, p, rng)
            assert action in ENGINE.legal_actions(s, p)
            s = ENGINE.apply(s, p, action)
        w = ENGINE.winners(s)
        wins += (seat in w) / len(w)
    assert wins / games > 0.6


def test_decision_game_ends_when_no_factory_can_reach_4_units_again() -> None:
    """[DECISION, ours] When so many cards were dumped that no colour with reward cards left can
    reach 4 units again, no stack can empty: the game ends after the turn instead of never."""
    s = table(2, hand=[R1, G1], dumps={RED: [], YELLOW: [], GREEN: [], BLUE: []})
    keep = {R1: 2, Y1: 1, G1: 2}  # 3 units of each colour left in play (seat 1 holds 3 blue)
    rest = []
    for c in s.draw_pile:
        if keep.get(c, 0) > 0:
            keep[c] -= 1
            rest.append(c)
        else:
            s.dumped[1].append(c)
    s.draw_pile = rest
    ENGINE.decode(ENGINE.encode(s))
    after = ENGINE.apply(s, 0, Deliver(RED, 1, 0))
    assert ENGINE.is_over(after)
