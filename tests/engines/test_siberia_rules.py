"""Siberia: The Card Game, one test per rule of shared/rules/siberia.md (the docstrings quote it)."""
from __future__ import annotations

import copy
import json
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engines
from engines import IllegalAction
from engines.players import bot_easy
from engines.siberia import (
    CARD_TYPES,
    CARDS,
    DATA_PATH,
    ENGINE,
    NUM_RESOURCE_CARDS,
    RESOURCES,
    TYPE_OF,
    CardDataError,
    Discover,
    Draw,
    Hire,
    Play,
    SiberiaState,
    SkipDiscovery,
    bot_normal,
    final_value,
    load_card_data,
    validate_card_data,
)
from engines.siberia.state import pass_ends_game

E = ENGINE


# ---------------------------------------------------------------------------------------------
# helpers

def card_number(kind: str, value: int, avoid: set[int] = frozenset()) -> int:  # type: ignore[assignment]
    """A resource card number of that kind and value not in avoid."""
    for i, card in enumerate(CARDS.resource_cards):
        if card == (kind, value) and i not in avoid:
            return i
    raise LookupError((kind, value))


def hand_of(*types: tuple[str, str]) -> list[int]:
    hand = [0] * len(CARD_TYPES)
    for t in types:
        hand[TYPE_OF[t]] += 1
    return hand


def set_hand(s: SiberiaState, p: int, *types: tuple[str, str]) -> None:
    """Gives p exactly these cards, taking them from (and returning the old ones to) the action pile."""
    pile = Counter(s.action_pile)
    pile.update({t: n for t, n in enumerate(s.hands[p]) if n})
    new = hand_of(*types)
    for t, n in enumerate(new):
        if n:
            assert pile[t] >= n, "not enough copies in the pile for this test"
            pile[t] -= n
    s.hands[p] = new
    s.action_pile = [t for t, n in sorted(pile.items()) for _ in range(n)]
    random.Random(0).shuffle(s.action_pile)


def set_row(s: SiberiaState, cards: list[tuple[str, int] | None]) -> None:
    """Lays out the row: (kind, value) discovered, None face down (any card from the pile)."""
    everything = set(range(NUM_RESOURCE_CARDS)) - {c for m in s.mines for c in m}
    used: set[int] = set()
    row, up = [], []
    for card in cards:
        if card is not None:
            n = card_number(*card, avoid=used)
            used.add(n)
            row.append(n)
            up.append(True)
        else:
            row.append(-1)
            up.append(False)
    rest = sorted(everything - used)
    for i, n in enumerate(row):
        if n == -1:
            row[i] = rest.pop()
    s.row, s.discovered, s.resource_pile = row, up, rest


def main_phase(seed: int = 1, n: int = 3) -> SiberiaState:
    """A fresh game of n players, the first player past discovery."""
    s = E.new_game(n, seed=seed)
    p = s.turn
    return E.apply(s, p, Discover(s.face_down_positions()[0]))


def plays_for(s: SiberiaState, p: int, symbol: str) -> set[tuple[tuple[str, str], ...]]:
    return {a.cards for a in E.legal_actions(s, p) if isinstance(a, Play) and a.symbol == symbol}


def assert_conserved(s: SiberiaState) -> None:
    action = Counter(s.action_pile) + Counter(s.discard)
    for h in s.hands:
        action.update({t: n for t, n in enumerate(h) if n})
    assert [action[t] for t in range(len(CARD_TYPES))] == list(CARDS.action_copies)
    every = s.row + s.resource_pile + [c for m in s.mines for c in m]
    assert sorted(every) == list(range(NUM_RESOURCE_CARDS))
    assert sum(s.workers) <= CARDS.person_counts["worker"]


# ---------------------------------------------------------------------------------------------
# Components

def test_rule_components_60_action_cards_4_of_each_pair() -> None:
    """"60 action cards, each showing one resource symbol and one person symbol. [DATA] 4 copies of
    each of the 15 (resource, person) pairs.\""""
    assert len(CARD_TYPES) == 15 and sum(CARDS.action_copies) == 60
    assert set(CARDS.action_copies) == {4}


def test_rule_components_36_resource_cards_with_printed_values() -> None:
    """"36 resource cards ... gas x10 (1000–3000), coal x8 (1000–5000), oil x7 (2000–6000),
    gold x6 (4000–6000), diamond x5 (4000–7000).\""""
    assert len(CARDS.resource_cards) == 36
    by_kind = {k: sorted(v for kk, v in CARDS.resource_cards if kk == k) for k in RESOURCES}
    assert by_kind["gas"] == [1000] * 3 + [2000] * 4 + [3000] * 3
    assert by_kind["coal"] == [1000, 2000, 2000, 3000, 3000, 4000, 4000, 5000]
    assert by_kind["oil"] == [2000, 3000, 3000, 4000, 5000, 5000, 6000]
    assert by_kind["gold"] == [4000, 4000, 5000, 5000, 6000, 6000]
    assert by_kind["diamond"] == [4000, 5000, 6000, 6000, 7000]


def test_rule_components_person_cards() -> None:
    """"Person cards: 10 workers, 5 investors (one per resource), 8 salesmen (one per category:
    each resource, plus worker, salesman and investor).\""""
    assert CARDS.person_counts == {"worker": 10, "salesman": 8, "investor": 5}
    s = E.new_game(2, seed=1)
    obs = E.observe(s, 0)
    assert obs["supply"]["salesman"] == ["gas", "coal", "oil", "gold", "diamond", "worker", "salesman", "investor"]
    assert obs["supply"]["investor"] == list(RESOURCES)


# ---------------------------------------------------------------------------------------------
# Data file

def test_data_file_loads_and_is_the_one_the_engine_uses() -> None:
    """The [DATA] figures live in resources/siberia_cards.json and are checked on load."""
    assert DATA_PATH.name == "siberia_cards.json" and DATA_PATH.parent.name == "resources"
    assert load_card_data() == CARDS


@pytest.mark.parametrize(("path", "bad", "message"), [
    (("action_card_copies", "gas", "worker"), -1, "copies"),
    (("action_card_copies", "gas"), {"worker": 4}, "action_card_copies"),
    (("resource_card_values", "oil"), [], "non-empty"),
    (("resource_card_values", "oil"), [2000, "lots"], "oil card value"),
    (("person_card_counts", "salesman"), 7, "one salesman per speciality"),
    (("person_card_counts", "investor"), 6, "one investor per resource"),
    (("salesman_values",), {"gas": 4000}, "salesman_values"),
    (("person_card_value",), True, "person_card_value"),
])
def test_data_file_validation_gives_a_clear_error(path: tuple[str, ...], bad: object, message: str) -> None:
    """A wrong figure in the data file is refused with a message naming it."""
    raw = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    target = raw
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = bad
    with pytest.raises(CardDataError, match=message):
        validate_card_data(raw)
    raw2 = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    del raw2["salesman_values"]
    with pytest.raises(CardDataError, match="missing 'salesman_values'"):
        validate_card_data(raw2)
    with pytest.raises(CardDataError):
        validate_card_data([1, 2])


def test_data_file_unreadable_or_not_json(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A missing or broken data file is a clear CardDataError, not a crash."""
    with pytest.raises(CardDataError, match="cannot read"):
        load_card_data(tmp_path / "nope.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(CardDataError, match="not valid JSON"):
        load_card_data(broken)


# ---------------------------------------------------------------------------------------------
# Setup

def test_rule_setup_row_of_8_three_nearest_headframe_discovered() -> None:
    """"Shuffle the resource cards; lay 8 face down in a row starting at the headframe; turn the 3
    nearest the headframe face up.\""""
    for n in (2, 3, 4):
        s = E.new_game(n, seed=n)
        assert len(s.row) == 8 and s.discovered == [True] * 3 + [False] * 5
        assert len(s.resource_pile) == 28
        obs = E.observe(s, 0)
        assert [c["discovered"] for c in obs["row"]] == [True] * 3 + [False] * 5
        assert "kind" not in obs["row"][3]


def test_rule_setup_one_worker_and_five_hidden_cards_each_random_start_player() -> None:
    """"Each player: 1 worker in front of them, 5 action cards in hand (hidden). Start player: random.\""""
    starts = set()
    for seed in range(30):
        s = E.new_game(4, seed=seed)
        assert s.workers == [1, 1, 1, 1]
        assert [s.hand_size(p) for p in range(4)] == [5] * 4
        assert E.observe(s, 0)["supply"]["worker"] == 6
        starts.add(s.turn)
    assert starts == {0, 1, 2, 3}


# ---------------------------------------------------------------------------------------------
# Discover

def test_rule_discover_compulsory_with_three_or_more_face_down() -> None:
    """"With 3 or more face-down cards in the row the player must turn one of them face up (their choice).\""""
    s = E.new_game(3, seed=2)
    p = s.turn
    legal = E.legal_actions(s, p)
    assert legal == [Discover(i) for i in range(3, 8)]
    with pytest.raises(IllegalAction, match="must discover"):
        E.apply(s, p, SkipDiscovery())
    with pytest.raises(IllegalAction):
        E.apply(s, p, Draw())
    after = E.apply(s, p, Discover(6))
    assert after.discovered[6] and after.phase == "main"
    with pytest.raises(IllegalAction):
        E.apply(s, p, Discover(0))  # already face up


def test_rule_discover_optional_with_one_or_two_face_down() -> None:
    """"with 1 or 2 they may\""""
    s = E.new_game(3, seed=2)
    s.discovered = [True] * 6 + [False] * 2
    p = s.turn
    assert E.legal_actions(s, p) == [Discover(6), Discover(7), SkipDiscovery()]
    after = E.apply(s, p, SkipDiscovery())
    assert after.phase == "main" and after.discovered == s.discovered


def test_rule_discover_skipped_with_none_face_down() -> None:
    """"with none, skip.\""""
    s = E.new_game(3, seed=2)
    p = s.turn
    s.discovered = [True] * 8
    s.turn = (p + 2) % 3
    after = E.apply(main_phase_of(s), s.turn, Draw())
    assert after.phase == "main"  # the next player starts straight with draw or play
    assert not any(isinstance(a, (Discover, SkipDiscovery)) for a in E.legal_actions(after, after.turn))


def main_phase_of(s: SiberiaState) -> SiberiaState:
    s = s.copy()
    s.phase = "main"
    return s


# ---------------------------------------------------------------------------------------------
# Draw

@pytest.mark.parametrize(("in_hand", "drawn"), [(3, 2), (6, 2), (7, 1), (8, 0)])
def test_rule_draw_two_never_exceeding_eight(in_hand: int, drawn: int) -> None:
    """"Draw 2 action cards, never exceeding 8 in hand (7 cards: draw 1; 8 cards: draw none, the
    turn just ends).\""""
    s = main_phase(3)
    p = s.turn
    set_hand(s, p, *CARD_TYPES[:in_hand])
    after = E.apply(s, p, Draw())
    assert after.hand_size(p) == in_hand + drawn
    assert after.turn == (p + 1) % 3
    assert E.reveals(s, p, Draw()) == (drawn > 0)


def test_rule_draw_empty_pile_reshuffles_discard() -> None:
    """"Played cards go to the discard pile; an empty draw pile is refilled by shuffling the discard pile.\""""
    s = main_phase(4)
    p = s.turn
    s.discard = s.action_pile[:]
    s.action_pile = []
    after = E.apply(s, p, Draw())
    assert after.hand_size(p) == s.hand_size(p) + 2
    assert after.discard == [] and len(after.action_pile) == len(s.discard) - 2
    assert_conserved(after)


# ---------------------------------------------------------------------------------------------
# Combinations

GW, GS, GI = ("gas", "worker"), ("gas", "salesman"), ("gas", "investor")
CW, CS, CI = ("coal", "worker"), ("coal", "salesman"), ("coal", "investor")
OW, DI = ("oil", "worker"), ("diamond", "investor")


def test_rule_combination_two_cards_showing_the_symbol() -> None:
    """"two cards showing S\""""
    s = main_phase(5)
    p = s.turn
    set_row(s, [("gas", 1000), ("coal", 1000), None, None, None, None, None, None])
    set_hand(s, p, GW, GS, CW)
    assert plays_for(s, p, "gas") == {(GW, GS), (GW, GS, CW)}
    assert (GW, CW) in plays_for(s, p, "worker")
    assert (GW, CW) not in plays_for(s, p, "gas")  # only one shows gas
    after = E.apply(s, p, Play("gas", (GW, GS)))
    assert CARDS.resource_cards[after.mines[p][0]] == ("gas", 1000)


def test_rule_combination_one_card_showing_plus_any_two() -> None:
    """"one card showing S plus any two other cards\""""
    s = main_phase(5)
    p = s.turn
    set_row(s, [("oil", 2000), None, None, None, None, None, None, None])
    set_hand(s, p, OW, CS, DI, GI)
    oil = plays_for(s, p, "oil")
    assert oil == {(CS, OW, DI), (GI, CS, OW), (GI, OW, DI)}
    assert all(len(c) == 3 for c in oil)


def test_rule_combination_a_card_counts_for_one_symbol_only() -> None:
    """"A card counts for one symbol only.\" A gas/worker card and a coal/worker card are two
    workers, not a gas pair nor a coal pair."""
    s = main_phase(5)
    p = s.turn
    set_row(s, [("gas", 1000), ("coal", 1000), None, None, None, None, None, None])
    set_hand(s, p, GW, CW)
    assert plays_for(s, p, "gas") == set() and plays_for(s, p, "coal") == set()
    assert plays_for(s, p, "worker") == {(GW, CW)}
    with pytest.raises(IllegalAction, match="not a combination"):
        E.apply(s, p, Play("gas", (GW, CW)))


def test_rule_combination_with_investor_one_card_or_any_two() -> None:
    """"if S is a resource and the player owns its investor, the first card is saved: one card
    showing S, or any two cards.\""""
    s = main_phase(5)
    p = s.turn
    set_row(s, [("gas", 1000), ("coal", 1000), None, None, None, None, None, None])
    set_hand(s, p, GW, CS, DI)
    assert plays_for(s, p, "gas") == {(GW, CS, DI)}
    s.investors[p] = ["gas"]
    gas = plays_for(s, p, "gas")
    assert (GW,) in gas and (CS, DI) in gas and (GW, CS) in gas and (GW, CS, DI) in gas
    assert (CS,) not in gas  # one card must show gas
    assert (CS,) not in plays_for(s, p, "coal")  # the gas investor does nothing for coal


def test_rule_combinations_listed_once_each() -> None:
    """Equal combinations (the same multiset of card types) are listed once."""
    s = main_phase(6)
    p = s.turn
    set_row(s, [("gas", 1000), None, None, None, None, None, None, None])
    set_hand(s, p, GW, GW, GW, GS, GS)
    gas_plays = [a for a in E.legal_actions(s, p) if isinstance(a, Play) and a.symbol == "gas"]
    assert len(gas_plays) == len(set(gas_plays))
    assert {a.cards for a in gas_plays} == {(GW, GW), (GW, GS), (GS, GS), (GW, GW, GW), (GW, GW, GS),
                                            (GW, GS, GS)}



def _combinations_by_definition(hand: list[int], possible: list[str], investors: list[str]) -> list[Play]:
    """The legal plays straight from the rule (is_combination over every sub-multiset of 1 to 3
    cards, by size, multisets in order, symbols in order): the listing before the tables."""
    from itertools import combinations_with_replacement

    from engines.siberia import SYMBOLS, is_combination, make_play
    held = [t for t, n in enumerate(hand) if n]
    plays = []
    for size in (1, 2, 3):
        for combo in combinations_with_replacement(held, size):
            if any(combo.count(t) > hand[t] for t in set(combo)):
                continue
            for sym in SYMBOLS:
                if sym in possible and is_combination(sym, combo, sym in investors):
                    plays.append(make_play(sym, combo))
    return plays


@settings(max_examples=300, deadline=None)
@given(hand=st.lists(st.integers(0, 14), max_size=8), possible=st.sets(st.sampled_from(RESOURCES + (
    "worker", "salesman", "investor"))), investors=st.sets(st.sampled_from(RESOURCES)))
def test_rule_combinations_tables_list_exactly_the_rule(hand: list[int], possible: set[str],
                                                        investors: set[str]) -> None:
    """"two cards showing S; one card showing S plus any two other cards; if S is a resource and the
    player owns its investor … one card showing S, or any two cards": the precomputed combination
    tables list exactly those plays, once each, in the same order as the rule's enumeration."""
    from engines.siberia import SYMBOL_BIT, _plays_of_hand
    counts = [hand.count(t) for t in range(len(CARD_TYPES))]
    if any(n > CARDS.action_copies[t] for t, n in enumerate(counts)):
        return
    mask = sum(SYMBOL_BIT[x] for x in possible)
    inv = sum(SYMBOL_BIT[x] for x in investors)
    assert _plays_of_hand(counts, mask, inv) == _combinations_by_definition(counts, sorted(possible), sorted(investors))

def test_rule_play_discards_cards_then_draws_one() -> None:
    """"Play a combination for one symbol S, carry out its action, then draw 1 action card.
    Played cards go to the discard pile.\""""
    s = main_phase(7)
    p = s.turn
    set_hand(s, p, GW, CW, DI)
    after = E.apply(s, p, Play("worker", (GW, CW)))
    assert after.hand_size(p) == 3 - 2 + 1
    assert Counter(after.discard) - Counter(s.discard) == Counter([TYPE_OF[GW], TYPE_OF[CW]])
    assert after.workers[p] == 2 and after.turn != p
    assert_conserved(after)


# ---------------------------------------------------------------------------------------------
# Actions

def test_rule_extract_only_with_a_discovered_card_in_the_row() -> None:
    """"Extract resource S: only if at least one discovered S card lies in the row.\""""
    s = main_phase(8)
    p = s.turn
    set_row(s, [("coal", 1000), ("oil", 2000), ("gold", 4000), None, None, None, None, None])
    set_hand(s, p, GW, GS, GI)
    assert plays_for(s, p, "gas") == set()
    with pytest.raises(IllegalAction, match="No discovered gas"):
        E.apply(s, p, Play("gas", (GW, GS)))


def test_rule_extract_up_to_workers_nearest_headframe_first() -> None:
    """"Take as many discovered S cards as you own workers ([DECISION] always that many, or all
    the discovered S cards when fewer: taking fewer never helps the taker), always the ones nearest
    the headframe first (no choosing the valuable ones)." The rules page says the same."""
    s = main_phase(8)
    p = s.turn
    set_row(s, [("gas", 1000), ("coal", 5000), ("gas", 3000), None, ("gas", 2000), ("gas", 3000), None, None])
    set_hand(s, p, GW, GS)
    s.workers[p] = 2
    after = E.apply(s, p, Play("gas", (GW, GS)))
    assert [CARDS.resource_cards[c] for c in after.mines[p]] == [("gas", 1000), ("gas", 3000)]
    s.workers[p] = 5
    after = E.apply(s, p, Play("gas", (GW, GS)))
    assert sorted(CARDS.resource_cards[c] for c in after.mines[p]) == [
        ("gas", 1000), ("gas", 2000), ("gas", 3000), ("gas", 3000)]


def test_rule_extract_close_gaps_and_refill_face_down_at_far_end() -> None:
    """"Then close the gaps toward the headframe and refill the row to 8 from the resource pile,
    new cards face down at the far end, while cards remain.\""""
    s = main_phase(8)
    p = s.turn
    set_row(s, [("gas", 1000), ("coal", 5000), ("gas", 3000), None, ("oil", 2000), None, None, None])
    set_hand(s, p, GW, GS)
    s.workers[p] = 2
    top = s.resource_pile[-2:]
    after = E.apply(s, p, Play("gas", (GW, GS)))
    assert after.row[:6] == [s.row[1], s.row[3], s.row[4], s.row[5], s.row[6], s.row[7]]
    assert after.discovered == [True, False, True, False, False, False, False, False]
    assert after.row[6:] == top[::-1]
    # with the pile empty the row just shrinks
    s.resource_pile, extra = [], s.resource_pile
    s.mines[(p + 1) % 3] = extra
    after = E.apply(s, p, Play("gas", (GW, GS)))
    assert len(after.row) == 6
    assert_conserved(after)


def test_rule_hire_worker_at_most_five_not_when_none_left() -> None:
    """"Hire a worker: take one from the supply; at most 5 per player; not when none are left.\""""
    s = main_phase(9)
    p = s.turn
    set_hand(s, p, GW, CW)
    assert plays_for(s, p, "worker")
    s.workers[p] = 5
    assert plays_for(s, p, "worker") == set()
    with pytest.raises(IllegalAction, match="already have 5"):
        E.apply(s, p, Play("worker", (GW, CW)))
    s.workers = [1, 1, 1]
    s.workers[(p + 1) % 3] = 4
    s.workers[(p + 2) % 3] = 5
    assert s.workers_in_supply() == 0
    assert plays_for(s, p, "worker") == set()
    with pytest.raises(IllegalAction, match="No worker is left"):
        E.apply(s, p, Play("worker", (GW, CW)))


def test_rule_hire_salesman_or_investor_choose_speciality_nobody_owns() -> None:
    """"Hire a salesman / an investor: choose its speciality among those nobody owns yet.\""""
    s = main_phase(10)
    p = s.turn
    other = (p + 1) % 3
    s.salesmen[other] = ["gas", "worker"]
    set_hand(s, p, GS, CS, GI, CI)
    after = E.apply(s, p, Play("salesman", (GS, CS)))
    assert after.phase == "hire" and after.turn == p
    assert E.legal_actions(after, p) == [Hire(x) for x in ("coal", "oil", "gold", "diamond", "salesman", "investor")]
    with pytest.raises(IllegalAction):
        E.apply(after, p, Hire("gas"))
    done = E.apply(after, p, Hire("oil"))
    assert done.salesmen[p] == ["oil"] and done.hand_size(p) == 3 and done.turn != p
    # investors: when every one is owned the combination is impossible
    s.investors = [["gas", "coal"], ["oil", "gold"], ["diamond"]]
    assert plays_for(s, p, "investor") == set()
    with pytest.raises(IllegalAction, match="Every investor"):
        E.apply(s, p, Play("investor", (GI, CI)))


def test_rule_person_cards_public_and_permanent() -> None:
    """"Person cards owned are public and permanent.\""""
    s = main_phase(11)
    p = s.turn
    s.salesmen[p] = ["gold"]
    s.investors[p] = ["coal"]
    s.workers[p] = 3
    for viewer in range(3):
        mine = E.observe(s, viewer)["mines"][p]
        assert (mine["workers"], mine["salesmen"], mine["investors"]) == (3, ["gold"], ["coal"])


# ---------------------------------------------------------------------------------------------
# End

def play_out_turn(s: SiberiaState) -> SiberiaState:
    """The player to move draws (discovering first when needed)."""
    p = s.turn
    if s.phase == "discover":
        s = E.apply(s, p, Discover(s.face_down_positions()[0]))
    return E.apply(s, p, Draw())


def test_rule_end_last_discovery_then_everyone_one_last_turn() -> None:
    """"When the last face-down resource card is discovered (resource pile empty, no face-down card
    left), the player finishes the turn; then every player, the discoverer included, plays one last
    turn in order, and the game is scored.\""""
    s = E.new_game(3, seed=12)
    s.mines[0], s.resource_pile = s.resource_pile, []
    s.discovered = [True] * 7 + [False]
    discoverer = s.turn
    s = E.apply(s, discoverer, Discover(7))
    assert not E.is_over(s)
    s = E.apply(s, discoverer, Draw())  # finishes the turn
    seen = []
    while not E.is_over(s):
        seen.append(s.turn)
        s = play_out_turn(s)
    assert seen == [(discoverer + 1) % 3, (discoverer + 2) % 3, discoverer]
    assert E.to_move(s) == [] and E.legal_actions(s, discoverer) == []
    with pytest.raises(IllegalAction, match="over"):
        E.apply(s, discoverer, Draw())


def test_option_last_turns_others_and_none() -> None:
    """[DECISION] option: only the others play a last turn, or nobody does."""
    for option, expected in (("others", 2), ("none", 0)):
        s = E.new_game(3, seed=12, options={"last_turns": option})
        s.mines[0], s.resource_pile = s.resource_pile, []
        s.discovered = [True] * 7 + [False]
        d = s.turn
        s = E.apply(E.apply(s, d, Discover(7)), d, Draw())
        turns = 0
        while not E.is_over(s):
            s = play_out_turn(s)
            turns += 1
        assert turns == expected


def _hoarder(s: SiberiaState, seat: int):  # type: ignore[no-untyped-def]
    """A player who never moves the game on: discovers only when the rules make them, never plays."""
    legal = E.legal_actions(s, seat)
    if s.phase == "discover":
        return SkipDiscovery() if SkipDiscovery() in legal else legal[0]
    return Draw()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rule_a_game_nobody_moves_on_ends_when_every_player_has_passed(players: int) -> None:
    """[DECISION] (rules page, "A game nobody moves on"): with one or two face-down cards in the
    row nobody has to discover, and nobody has to extract, so the game could go on forever. A
    pass is a turn's draw of no card (a full hand of 8, or no card left to draw); when every
    player in turn has passed since the last card was discovered, played or drawn (before the
    last turns), the game is over and scored as it stands."""
    s = E.new_game(players, seed=40 + players)
    history = [s]
    for _ in range(400):
        if E.is_over(s):
            break
        s = E.apply(s, s.turn, _hoarder(s, s.turn))
        history.append(s)
    assert E.is_over(s), "a game of hoarders must end"
    assert s.discovered.count(False) in (1, 2) and s.resource_pile, "it ends with cards still hidden"
    assert s.final_turns == -1 and s.passes == players
    assert all(sum(h) == 8 for h in s.hands)
    # the turns before: exactly `players` passes in a row, the one before the end not over
    before = history[-2]
    assert not E.is_over(before) and before.passes == players - 1
    assert E.scores(s) == [E.mine_value(s, p) for p in range(players)]
    # the proposal says a pass ends the game where, and only where, it does
    for t in history[:-1]:
        if t.phase == "main":
            after = E.apply(t, t.turn, Draw())
            assert pass_ends_game(t) == (E.is_over(after) and after.final_turns < 0)
            assert (E.describe(t, Draw()) == "draws no card, which ends the game: every other player has passed "
                    "in turn") == pass_ends_game(t)
    assert pass_ends_game(before)
    # the log says why the game ended, and counts the passes before
    assert E.describe_result(before, Draw(), s) == "draws no card: every player has passed in turn, so the game ends"
    if players > 2:
        assert E.describe_result(history[-4], Draw(), history[-3]) == (
            f"draws no card (passes in a row: {players - 1} of {players})")
    assert E.winners(s) == [p for p, x in enumerate(E.scores(s)) if x == max(E.scores(s))]
    # a save of the ended game and of one a pass from its end read back the same; a save without
    # passes (every save before this rule) has none written and reads back with none
    for state in (s, before):
        saved = json.loads(json.dumps(E.encode(state)))
        assert '"passes"' in json.dumps(saved) and E.encode(E.decode(saved)) == saved
        assert E.decode(saved).passes == state.passes
    fresh = json.loads(json.dumps(E.encode(history[0])))
    assert '"passes"' not in json.dumps(fresh) and E.decode(fresh).passes == 0
    # a discovery starts the count again: the last turn's start, the player discovers, then passes
    start = history[-3]
    assert start.phase == "discover" and start.passes == players - 1
    again = E.apply(E.apply(start, start.turn, Discover(start.discovered.index(False))), start.turn, Draw())
    assert not E.is_over(again) and again.passes == 1
    # and so does a draw of a card: a player whose hand is not full
    short = copy.deepcopy(before)
    hand = short.hands[short.turn]
    t = next(t for t, n in enumerate(hand) if n)
    hand[t] -= 1
    short.discard = short.discard + [t]
    if short.phase == "discover":
        short = E.apply(short, short.turn, SkipDiscovery())
    drawn = E.apply(short, short.turn, Draw())
    assert not E.is_over(drawn) and drawn.passes == 0
    # the rules pages tell the decision, in English and in French
    rules = Path(__file__).resolve().parents[2] / "resources" / "rules"
    assert "A game nobody moves on</b> (our decision" in (rules / "siberia.html").read_text(encoding="utf-8")
    assert "Une partie que personne ne fait avancer</b> (notre décision" in (
        rules / "siberia.fr.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("last_turns,expected", [("everyone", 3), ("others", 2)])
def test_rule_passes_do_not_cut_the_last_turns_short(last_turns: str, expected: int) -> None:
    """[DECISION] (rules page, "A game nobody moves on"): the count is kept before the last turns
    only. Full hands: the discoverer of the last card passes, then every player passes through
    the last turns, and the game ends when the last turns do (not at the third pass); the count,
    which every seat sees, stays at the one pass made before them, and every save on the way reads
    back."""
    s = E.new_game(3, seed=12, options={"last_turns": last_turns})
    s.mines[0], s.resource_pile = s.resource_pile, []
    s.discovered = [True] * 7 + [False]
    for hand in s.hands:  # full hands of 8 from the action pile
        while sum(hand) < 8:
            hand[s.action_pile.pop()] += 1
    d = s.turn
    s = E.apply(E.apply(s, d, Discover(7)), d, Draw())
    assert s.final_turns == expected and s.passes == 1
    turns = 0
    while not E.is_over(s):
        before, s = s, E.apply(s, s.turn, Draw())
        assert E.describe_result(before, Draw(), s) == "draws no card"  # the log line: no count
        turns += 1
        assert s.passes == 1 and all(E.observe(s, p)["passes"] == 1 for p in range(3))
        saved = json.loads(json.dumps(E.encode(s)))
        assert E.encode(E.decode(saved)) == saved
    assert turns == expected and s.final_turns == 0


# ---------------------------------------------------------------------------------------------
# Scoring

def test_rule_scoring_resource_printed_value_or_salesman_value() -> None:
    """"Resource card: its printed value; with the salesman of that resource, every such card is
    worth: gas 4000, coal 5000, oil 6000, gold 7000, diamond 8000.\""""
    cards = [("gas", 1000), ("gas", 3000), ("coal", 2000), ("oil", 2000), ("gold", 4000), ("diamond", 4000)]
    assert final_value(cards, 0, [], []) == 16000
    assert final_value(cards, 0, ["gas"], []) == 8000 + 2000 + 2000 + 4000 + 4000 + 1000
    bonus = final_value(cards, 0, ["gas", "coal", "oil", "gold", "diamond"], [])
    assert bonus == 8000 + 5000 + 6000 + 7000 + 8000 + 5 * 1000


def test_rule_scoring_person_cards_1000_or_salesman_of_that_type() -> None:
    """"Person card (workers, the starting one included; salesmen; investors): 1000 each; with the
    salesman of that person type, each card of that type is worth worker 2000, salesman 3000,
    investor 4000.\""""
    assert final_value([], 1, [], []) == 1000
    assert final_value([], 3, ["gas"], ["oil", "gold"]) == 3000 + 1000 + 2000
    assert final_value([], 3, ["worker"], []) == 6000 + 1000
    assert final_value([], 2, ["salesman", "gas"], []) == 2000 + 6000
    assert final_value([], 1, ["investor"], ["oil", "gold"]) == 1000 + 1000 + 8000


def test_rule_scoring_hand_cards_score_nothing_and_breakdown_adds_up() -> None:
    """"Hand cards score nothing.\""""
    s = main_phase(13)
    p = s.turn
    before = E.scores(s)[p]
    set_hand(s, p, GW, GW, GW, DI, DI, DI, CS, CS)
    assert E.scores(s)[p] == before == 1000
    s.mines[p] = [card_number("gold", 6000), card_number("gas", 1000)]
    s.salesmen[p] = ["gas", "worker"]
    lines = E.score_breakdown(s)[p]
    assert sum(v for _, v in lines) == E.scores(s)[p] == 6000 + 4000 + 2000 + 2000


def test_rule_ties_share_the_win() -> None:
    """"Richest player wins. [DECISION] Ties share the win.\""""
    s = E.new_game(3, seed=14)
    assert E.winners(s) == [0, 1, 2]
    s.workers = [2, 2, 1]
    assert E.winners(s) == [0, 1]


# ---------------------------------------------------------------------------------------------
# Hidden information

def test_rule_hidden_information_observe_hides_hands_piles_and_face_down() -> None:
    """"Hands, the action-pile order, face-down row cards and the resource-pile order are hidden;
    the remaining resource composition is derivable and may be shown.\""""
    s = E.new_game(3, seed=15)
    obs = E.observe(s, 0)
    assert len(obs["hand"]) == 5 and obs["hand_sizes"] == [5, 5, 5]
    text = json.dumps(obs)
    assert "action_pile\"" not in text and "resource_pile\"" not in text
    other = E.sample(s, 0, random.Random(3))
    assert E.observe(other, 0) == obs
    unseen = sum(n for k in RESOURCES for _, n in obs["unseen"][k])
    assert unseen == 33
    assert E.observe(s, None)["hand"] is None
    # sample really redraws the others' hands and the hidden cards
    changed = False
    for seed in range(5):
        t = E.sample(s, 0, random.Random(seed))
        changed |= t.hands[1] != s.hands[1] or t.row[3:] != s.row[3:]
    assert changed


def test_reveals_draws_and_discoveries() -> None:
    """reveals() is True for draws and discoveries (the interface won't undo across them)."""
    s = E.new_game(3, seed=16)
    p = s.turn
    assert E.reveals(s, p, Discover(4))
    s = E.apply(s, p, Discover(4))
    assert E.reveals(s, p, Draw())


# ---------------------------------------------------------------------------------------------
# Properties and the computer player

@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), choice_seed=st.integers(0, 2**32))
def test_property_cards_are_conserved_over_random_games(seed: int, players: int, choice_seed: int) -> None:
    """Every action card and resource card stays in the game (hands, piles, row, mines), workers
    never exceed the supply, and the save survives a round trip, over random games.
    (Choices come from a seeded generator: a player who only ever draws never ends the game, as
    in the card game itself, so shrunk 'always the first action' runs are not games.)"""
    choices = random.Random(choice_seed)
    s = E.new_game(players, seed=seed)
    steps = 0
    while not E.is_over(s):
        p = E.to_move(s)[0]
        s = E.apply(s, p, choices.choice(E.legal_actions(s, p)))
        assert_conserved(s)
        assert all(1 <= w <= 5 for w in s.workers) and all(sum(h) <= 8 for h in s.hands)
        steps += 1
        assert steps < 3000
    assert E.decode(json.loads(json.dumps(E.encode(s)))).hands == s.hands


def test_decode_rejects_cards_that_dont_add_up() -> None:
    s = main_phase(17)
    good = E.encode(s)
    bad = copy.deepcopy(good)
    bad["action_pile"].append(0)
    with pytest.raises(ValueError, match="action cards"):
        E.decode(bad)
    bad = copy.deepcopy(good)
    bad["row"][0] = bad["row"][1]
    with pytest.raises(ValueError, match="resource cards"):
        E.decode(bad)


def test_bot_normal_plays_legal_actions_and_beats_random() -> None:
    """The normal bot plays only legal actions and wins clearly more than a third of 3-player
    games against two random players (measured ~75% over 400 games)."""
    wins = 0
    games = 30
    for g in range(games):
        rng = random.Random(g)
        s = E.new_game(3, seed=g)
        seat = g % 3
        while not E.is_over(s):
            p = s.turn
            a = bot_normal(E, s, p, rng) if p == seat else bot_easy(E, s, p, rng)
            assert a in E.legal_actions(s, p)
            s = E.apply(s, p, a)
        wins += seat in E.winners(s)
    assert wins >= 14


def test_bot_normal_does_not_peek() -> None:
    """The bot decides the same on any state consistent with what its seat sees."""
    s = main_phase(18)
    p = s.turn
    base = bot_normal(E, s, p, random.Random(1))
    for seed in range(5):
        assert bot_normal(E, E.sample(s, p, random.Random(seed)), p, random.Random(1)) == base


def test_registered() -> None:
    assert engines.get("siberia") is E
