"""Rolling Japan: one test per rule of shared/rules/rolling_japan.md, plus the map data checks."""
from __future__ import annotations

import datetime
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engines
from engines import IllegalAction
from engines import rolling_japan as rj
from engines.rolling_japan import MAP, Pass, Write, X, is_legal

E = engines.get("rolling_japan")
ZONE = rj.ZONE_OF_COLOUR


def _state(dice: list[tuple[str, int]], marks: dict[int, int | str] | None = None, *,
           players: int = 1, changes: int = 3):
    """A solo (or n-player) state at round 1 with the given roll and marks on every sheet."""
    s = E.new_game(players, seed=1)
    s.dice = list(dice)
    s.bag = [c for c in rj.DIE_COLOURS if c not in {c for c, _ in dice}]
    for p in range(players):
        s.sheets[p] = [None] * 48
        for pid, v in (marks or {}).items():
            s.sheets[p][pid] = v
        s.changes_left[p] = changes
        s.pending[p] = 0b11
        rj._settle(s, p)
    return s


def _play_random(seed: int, players: int = 1):
    rng = random.Random(seed)
    s = E.new_game(players, seed=seed)
    while E.to_move(s):
        p = rng.choice(E.to_move(s))
        s = E.apply(s, p, rng.choice(E.legal_actions(s, p)))
    return s


def _fill_zone(colour: str, value_for=lambda i: X) -> dict[int, int | str]:
    return {pid: value_for(i) for i, pid in enumerate(ZONE[colour])}


# --- the map ---------------------------------------------------------------------------------

def test_map_has_47_prefectures() -> None:
    """The map: 47 prefectures with zone, neighbours, capital coordinates."""
    assert len(MAP["prefectures"]) == 47 and rj.PREFECTURES == tuple(range(1, 48))
    for p in MAP["prefectures"]:
        assert p["name_en"] and isinstance(p["capital_lat"], float | int)


def test_map_neighbours_are_symmetric() -> None:
    """Neighbours: prefectures sharing a border, plus those joined by a sea link."""
    for a, ns in rj.NEIGHBOURS.items():
        assert a not in ns
        for b in ns:
            assert a in rj.NEIGHBOURS[b]


def test_map_sea_links_are_neighbours() -> None:
    """Neighbours: ... plus those joined by a sea link (drawn as a blue line)."""
    assert len(rj.SEA_LINKS) == 6
    for a, b in rj.SEA_LINKS:
        assert b in rj.NEIGHBOURS[a]
    assert 2 in rj.NEIGHBOURS[1]  # Hokkaido reaches Honshu only by the sea link


def test_map_is_connected() -> None:
    seen, todo = {1}, [1]
    while todo:
        for b in rj.NEIGHBOURS[todo.pop()]:
            if b not in seen:
                seen.add(b)
                todo.append(b)
    assert len(seen) == 47


def test_map_every_prefecture_in_one_zone_and_zones_match_die_colours() -> None:
    """The 47 prefectures in 6 colour zones (one per non-purple die colour)."""
    zones = MAP["zones"]
    assert len(zones) == 6
    assert sorted(z["colour"] for z in zones) == sorted(c for c in rj.DIE_COLOURS if c != "purple")
    listed = sorted(pid for z in zones for pid in z["prefectures"])
    assert listed == list(range(1, 48))


def test_map_a_damaged_map_is_rejected(tmp_path: Path) -> None:
    """The map is data... keep it a data file so it can be corrected: the engine checks it on load."""
    data = json.loads(rj.MAP_PATH.read_text(encoding="utf-8"))
    data["prefectures"][41]["neighbours"] = [41, 5]  # Nagasaki -> Akita, not back
    bad = tmp_path / "map.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match="symmetric"):
        rj.load_map(bad)
    data = json.loads(rj.MAP_PATH.read_text(encoding="utf-8"))
    data["zones"][0]["colour"] = "red"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError):
        rj.load_map(bad)
    assert rj.load_map()["prefectures"][0]["neighbours"] == [2]


# --- components ------------------------------------------------------------------------------

def test_rule_components_seven_dice_one_wild() -> None:
    """7 six-sided dice, faces 1–6: red, green, yellow, blue, black, white, and purple (wild)."""
    assert rj.DIE_COLOURS == ("red", "green", "yellow", "blue", "black", "white", "purple")
    assert rj.WILD == "purple"
    s = E.new_game(1, seed=4)
    assert all(1 <= v <= 6 for _, v in s.dice)


def test_rule_components_three_colour_changes() -> None:
    """One sheet per player: ... 8 round boxes, 3 colour-change boxes, a box for the X count."""
    s = E.new_game(3, seed=1)
    assert s.changes_left == [3, 3, 3]
    seen = E.observe(s, 0)
    assert seen["rounds"] == 8 and seen["changes_left"] == [3, 3, 3] and seen["x_counts"] == [0, 0, 0]


# --- flow ------------------------------------------------------------------------------------

def test_rule_flow_eight_rounds_of_three_turns_two_dice_from_the_bag() -> None:
    """8 rounds. Each round starts with all 7 dice in the bag and has 3 turns; each turn draws 2
    dice at random from the bag and rolls them. After 3 turns (6 dice out, 1 never drawn) the dice
    go back and the round is ticked."""
    rng = random.Random(2)
    s = E.new_game(1, seed=2)
    rolls: list[tuple[int, int, list[str]]] = []
    while E.to_move(s):
        if not rolls or rolls[-1][:2] != (s.round, s.turn):
            rolls.append((s.round, s.turn, [c for c, _ in s.dice]))
            assert len(s.bag) == 7 - 2 * s.turn
        s = E.apply(s, 0, rng.choice(E.legal_actions(s, 0)))
    assert s.roll == 24 and s.round == 8
    by_round: dict[int, list[str]] = {}
    for rnd, _, colours in rolls:
        by_round.setdefault(rnd, []).extend(colours)
    for colours in by_round.values():
        assert len(colours) == len(set(colours))  # no die twice in a round


def test_rule_flow_every_player_resolves_both_dice_in_any_order() -> None:
    """After each roll every player resolves both dice on their own sheet, in the order they like."""
    s = _state([("red", 3), ("blue", 4)], players=2)
    assert E.to_move(s) == [0, 1]
    second = E.apply(s, 1, Write(1, 4, 4))      # seat 1 starts with the blue die
    assert E.to_move(second) == [0, 1]
    second = E.apply(second, 0, Write(0, 13, 3))  # seat 0 with the red die
    assert E.legal_actions(second, 0) and all(a.die == 1 for a in E.legal_actions(second, 0))
    assert all(a.die == 0 for a in E.legal_actions(second, 1))


def test_rule_flow_next_roll_waits_until_everyone_has_finished() -> None:
    """The next roll waits until everyone has finished."""
    s = _state([("red", 3), ("blue", 4)], players=2)
    s = E.apply(s, 0, Write(0, 13, 3))
    s = E.apply(s, 0, Write(1, 4, 4))
    assert E.to_move(s) == [1] and s.roll == 0
    with pytest.raises(IllegalAction):
        E.apply(s, 0, Write(0, 12, 3))
    s = E.apply(s, 1, Write(0, 13, 3))
    assert E.reveals(s, 1, Write(1, 4, 4))
    assert not E.reveals(_state([("red", 3), ("blue", 4)]), 0, Write(0, 13, 3))
    s = E.apply(s, 1, Write(1, 4, 4))
    assert s.roll == 1 and E.to_move(s) == [0, 1]


def test_rule_flow_players_do_not_affect_each_other() -> None:
    """Players do not affect each other."""
    s = _state([("red", 3), ("blue", 4)], players=2)
    after = E.apply(s, 0, Write(0, 13, 3))
    assert after.sheets[1] == s.sheets[1]
    assert E.legal_actions(after, 1) == E.legal_actions(s, 1)


# --- resolving one die -----------------------------------------------------------------------

def test_rule_resolving_number_legal_only_within_one_of_every_numbered_neighbour() -> None:
    """A number v may be written in an empty prefecture p only if every neighbour of p is empty,
    holds an X, or holds a number within 1 of v ("legal")."""
    tokyo, saitama, chiba, kanagawa = 13, 11, 12, 14
    sheet = {saitama: 3, chiba: X}
    assert is_legal(sheet, tokyo, 2) and is_legal(sheet, tokyo, 3) and is_legal(sheet, tokyo, 4)
    assert not is_legal(sheet, tokyo, 1) and not is_legal(sheet, tokyo, 5)
    assert not is_legal(sheet, saitama, 3)  # not empty
    assert is_legal({kanagawa: 6}, tokyo, 5) and not is_legal({kanagawa: 6}, tokyo, 4)


def test_rule_resolving_sea_links_count_as_neighbours() -> None:
    """Neighbours: prefectures sharing a border, plus those joined by a sea link."""
    assert not is_legal({1: 6}, 2, 1)  # Hokkaido - Aomori, Tsugaru strait
    assert not is_legal({46: 1}, 47, 5)  # Kagoshima - Okinawa


def test_rule_resolving_die_zone_is_its_colour() -> None:
    """The die's zone is the zone of colour c."""
    s = _state([("red", 3), ("blue", 4)], changes=0)
    writes = [a for a in E.legal_actions(s, 0) if a.die == 0]
    assert {a.prefecture for a in writes} == set(ZONE["red"])
    assert all(a.value == 3 and not a.colour_change for a in writes)


def test_rule_resolving_purple_die_zone_is_whole_map() -> None:
    """The purple die's zone is the whole map."""
    s = _state([("purple", 2), ("blue", 4)])
    writes = [a for a in E.legal_actions(s, 0) if a.die == 0]
    assert {a.prefecture for a in writes} == set(range(1, 48))
    assert not any(a.colour_change for a in writes)


def test_rule_resolving_must_write_in_a_legal_prefecture_of_the_zone() -> None:
    """If the zone has a legal empty prefecture, the player must write v in one of them (their
    choice), unless they use a colour change."""
    marks = {11: 6}  # Saitama 6: Tokyo, Chiba, Ibaraki, Tochigi, Gunma can't take a 1
    s = _state([("red", 1), ("blue", 4)], marks, changes=0)
    writes = [a for a in E.legal_actions(s, 0) if a.die == 0]
    assert {a.prefecture for a in writes} == {14}  # only Kanagawa
    with pytest.raises(IllegalAction):
        E.apply(s, 0, Write(0, 13, 1))
    with pytest.raises(IllegalAction):
        E.apply(s, 0, Write(0, 13, X))
    with pytest.raises(IllegalAction):
        E.apply(s, 0, Pass(0))


def test_rule_colour_change_writes_anywhere_legal_on_the_map() -> None:
    """Colour change: ... the die counts as any colour, i.e. v may go in any legal empty prefecture
    on the map."""
    s = _state([("red", 3), ("blue", 4)])
    changes = [a for a in E.legal_actions(s, 0) if a.die == 0 and a.colour_change]
    assert {a.prefecture for a in changes} == set(range(1, 48)) - set(ZONE["red"])
    after = E.apply(s, 0, Write(0, 40, 3, True))
    assert after.sheets[0][40] == 3 and after.changes_left[0] == 2


def test_rule_colour_change_three_per_game() -> None:
    """Colour change: 3 per player per game."""
    s = _state([("red", 3), ("blue", 4)], changes=0)
    assert not any(a.colour_change for a in E.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="colour change"):
        E.apply(s, 0, Write(0, 40, 3, True))


def test_rule_colour_change_not_on_the_purple_die() -> None:
    """Colour change: ... on a non-purple die only."""
    s = _state([("purple", 3), ("blue", 4)])
    assert not any(a.colour_change for a in E.legal_actions(s, 0) if a.die == 0)
    with pytest.raises(IllegalAction):
        E.apply(s, 0, Write(0, 40, 3, True))


def test_rule_colour_change_at_most_one_per_die() -> None:
    """Colour change: ... at most one per die: each die is resolved by one write, so one change
    spends exactly one box."""
    s = _state([("red", 3), ("blue", 4)])
    s = E.apply(s, 0, Write(0, 40, 3, True))
    assert s.changes_left[0] == 2
    assert E.legal_actions(s, 0) and all(a.die == 1 for a in E.legal_actions(s, 0))


def test_rule_colour_change_only_when_it_leads_to_a_legal_placement() -> None:
    """[DECISION] It may only be spent when it leads to a legal placement."""
    marks = {pid: X for pid in ZONE["red"]}
    s = _state([("red", 3), ("blue", 4)], marks)
    assert all(a.value == 3 for a in E.legal_actions(s, 0) if isinstance(a, Write) and a.die == 0 and a.colour_change)
    with pytest.raises(IllegalAction):
        E.apply(s, 0, Write(0, 40, X, True))


def test_rule_forced_x_in_an_empty_prefecture_of_the_zone_of_their_choice() -> None:
    """If the zone has empty prefectures but none is legal (and no colour change is used), the
    player must write an X in an empty prefecture of that zone of their choice."""
    # Kanto: fill all but Tokyo and Chiba, whose neighbours hold 6 and 5: a 1 fits nowhere
    marks = {8: 6, 9: 6, 10: 6, 11: 6, 14: 5}
    s = _state([("red", 1), ("blue", 4)], marks, changes=0)
    writes = [a for a in E.legal_actions(s, 0) if a.die == 0]
    assert set(writes) == {Write(0, 12, X), Write(0, 13, X)}
    after = E.apply(s, 0, Write(0, 12, X))
    assert after.sheets[0][12] == X and E.scores(after) == [1]


def test_rule_forced_x_may_be_replaced_by_a_colour_change() -> None:
    """(a colour change may still be used instead if it gives a legal placement elsewhere)"""
    marks = {8: 6, 9: 6, 10: 6, 11: 6, 14: 5}
    s = _state([("red", 1), ("blue", 4)], marks)
    writes = [a for a in E.legal_actions(s, 0) if a.die == 0]
    assert Write(0, 12, X) in writes and Write(0, 40, 1, True) in writes
    assert not any(a.value == X and a.prefecture not in ZONE["red"] for a in writes)


def test_rule_full_zone_die_has_no_effect() -> None:
    """If the zone has no empty prefecture, the die has no effect."""
    marks = {pid: X for pid in ZONE["red"]}
    s = _state([("red", 3), ("blue", 4)], marks, changes=0)
    assert s.pending[0] == 0b10  # resolved automatically: nothing to decide
    assert all(a.die == 1 for a in E.legal_actions(s, 0))
    s = _state([("red", 3), ("blue", 4)], marks)  # with a colour change left: pass or use it
    assert Pass(0) in E.legal_actions(s, 0)
    after = E.apply(s, 0, Pass(0))
    assert after.sheets[0] == s.sheets[0] and after.changes_left == [3]


def test_rule_writing_is_never_optional() -> None:
    """Writing a number or an X is never optional when the rules call for it."""
    s = _state([("red", 3), ("blue", 4)])
    assert Pass(0) not in E.legal_actions(s, 0) and Pass(1) not in E.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        E.apply(s, 0, Pass(0))


def test_rule_write_the_number_the_die_shows() -> None:
    """Resolving one die (colour c, value v): v is written."""
    s = _state([("red", 3), ("blue", 4)])
    with pytest.raises(IllegalAction, match="number the die shows"):
        E.apply(s, 0, Write(0, 13, 5))


# --- end and scoring -------------------------------------------------------------------------

def test_rule_end_after_round_eight_empty_prefectures_get_an_x() -> None:
    """After round 8, every empty prefecture gets an X."""
    s = _play_random(3)
    assert E.is_over(s) and all(v is not None for v in s.sheets[0][1:])
    assert s.end_crosses[0] >= 0
    lines = E.score_breakdown(s)[0]
    assert sum(points for _, points in lines) == E.scores(s)[0]


def test_rule_score_is_the_number_of_x_fewest_wins() -> None:
    """Score = number of X; fewest wins."""
    s = _play_random(5, players=3)
    assert E.scores(s) == [sum(1 for v in sheet if v == X) for sheet in s.sheets]
    assert E.lowest_wins
    best = min(E.scores(s))
    assert E.winners(s) == [p for p, x in enumerate(E.scores(s)) if x == best]


def test_rule_equal_counts_share_the_place() -> None:
    """[DECISION] Equal counts share the place."""
    s = _play_random(9, players=2)
    s.sheets[1] = s.sheets[0][:]
    assert E.winners(s) == [0, 1]


def test_rule_solo_same_rules() -> None:
    """Solo: same rules, the score is the X count."""
    s = _play_random(11)
    assert E.winners(s) == [0] and E.scores(s)[0] == sum(1 for v in s.sheets[0] if v == X)


# --- randomness ------------------------------------------------------------------------------

def _roll_sequence(seed: int, choose_seed: int, players: int = 1) -> dict[int, list[tuple[str, int]]]:
    """The dice of each roll seen in a random game (a roll nobody can use is skipped unseen)."""
    rng = random.Random(choose_seed)
    s = E.new_game(players, seed=seed)
    seq = {s.roll: s.dice}
    while E.to_move(s):
        p = E.to_move(s)[0]
        s = E.apply(s, p, rng.choice(E.legal_actions(s, p)))
        if s.dice:
            seq[s.roll] = s.dice
    return seq


def test_rule_randomness_one_seed_fixes_all_draws_and_rolls() -> None:
    """One seed fixes the whole sequence of draws and rolls, so several people can play the same
    sequence (a shared or daily seed) and compare."""
    a = _roll_sequence(42, choose_seed=1)
    b = _roll_sequence(42, choose_seed=2)
    c = _roll_sequence(42, choose_seed=3, players=3)
    assert len(a) >= 20
    for other in (b, c):
        assert all(a[roll] == other[roll] for roll in set(a) & set(other))
    assert _roll_sequence(43, choose_seed=1)[0] != a[0]


def test_daily_seed_is_stable_per_day() -> None:
    day = datetime.date(2024, 5, 17)
    assert rj.daily_seed(day) == rj.daily_seed(datetime.date(2024, 5, 17))
    assert rj.daily_seed(day) != rj.daily_seed(datetime.date(2024, 5, 18))
    assert 0 <= rj.daily_seed(day) < 1 << 63


def test_observe_is_public_but_not_the_future() -> None:
    s = E.new_game(2, seed=1)
    seen = E.observe(s, 0)
    assert "rng" not in json.dumps(seen) and seen == E.observe(s, 1)
    assert seen["dice"] == [list(d) for d in s.dice]


def test_extended_sea_links_option() -> None:
    """[DECISION] options: the optional sea links of the map data."""
    s = E.new_game(1, seed=1, options={"sea_links": "extended"})
    assert 14 in s.table()[12] and 14 not in E.new_game(1, seed=1).table()[12]
    assert E.decode(E.encode(s)).extended


def test_normal_bot_beats_random_on_average() -> None:
    rng = random.Random(0)
    totals = {"easy": 0, "normal": 0}
    for seed in range(10):
        for level, bot in (("easy", lambda e, s, p, r: r.choice(e.legal_actions(s, p))),
                           ("normal", rj.bot_normal)):
            s = E.new_game(1, seed=seed)
            while E.to_move(s):
                s = E.apply(s, 0, bot(E, s, 0, rng))
            totals[level] += E.scores(s)[0]
    assert totals["normal"] < totals["easy"]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(1, 3))
def test_property_random_legal_games_never_put_distant_numbers_side_by_side(seed: int, players: int) -> None:
    s = _play_random(seed, players)
    for sheet in s.sheets:
        for a in rj.PREFECTURES:
            for b in rj.NEIGHBOURS[a]:
                va, vb = sheet[a], sheet[b]
                if isinstance(va, int) and isinstance(vb, int):
                    assert abs(va - vb) <= 1
        assert sum(1 for v in sheet if v is not None) == 47
