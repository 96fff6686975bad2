"""The computer's review (issue 26, engines/review): labels and summary, the information-set
property (every game), a whole review's records, the tutor's judgement, the command line on good
and hostile files. Small caps (`TINY`) keep it fast; the stability and weak-vs-strong figures are
measured by scripts/review_measure.py (docs/STRENGTH.md, "Review")."""
from __future__ import annotations

import json
import math
import os
import random

import pytest

import engines
from engines.players import make_player
from engines.review import (
    HELP,
    LABELS,
    SETTINGS,
    THRESHOLDS,
    DecisionReview,
    Setting,
    judge_move,
    label_of,
    review_decision,
    review_game,
    summarise,
    unit_of,
)
from engines.review.__main__ import main
from engines.review.gamefile import MAX_BYTES, parse
from engines.review.infoset import canonical

GAMES = ("coloretto", "r_eco", "siberia", "pueblo", "rolling_japan")
#: small caps; `more` adds up to 12 draws near a label's edge (the games valued on draws), so the
#: information-set test covers the added draws too
TINY = Setting("tiny", 0.0, {g: 30 for g in GAMES}, {g: 6 for g in GAMES}, {g: 12 for g in GAMES})


def normal_game(game: str, players: int, seed: int, limit: int = 10_000) -> list[list[object]]:
    engine = engines.get(game)
    state = engine.new_game(players, seed=seed, options={})
    bots = [make_player(game, "normal", seed + p) for p in range(players)]
    moves: list[list[object]] = []
    while not engine.is_over(state) and len(moves) < limit:
        p = engine.to_move(state)[0]
        a = bots[p](state, p)
        moves.append([p, engine.encode_action(a)])
        state = engine.apply(state, p, a)
    return moves


def states_of(game: str, players: int, seed: int, moves: list[list[object]]) -> list[tuple[object, int, object]]:
    engine = engines.get(game)
    state = engine.new_game(players, seed=seed, options={})
    out = []
    for who, wire in moves:
        a = engine.decode_action(wire)
        out.append((state, who, a))
        state = engine.apply(state, who, a)
    return out


# -- labels and summary ------------------------------------------------------------------------
def test_labels_follow_the_thresholds_of_each_unit():
    assert THRESHOLDS == {"win": (5.0, 10.0, 20.0), "x": (0.5, 1.0, 2.0)}
    assert [label_of("win", x) for x in (0, 4.9, 5, 9.9, 10, 19.9, 20, 60)] == \
        ["best", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]
    assert [label_of("x", x) for x in (0, 0.4, 0.5, 1.0, 2.5)] == ["best", "good", "inaccuracy", "mistake", "blunder"]
    assert unit_of("rolling_japan") == "x" and all(unit_of(g) == "win" for g in GAMES if g != "rolling_japan")
    for unit in ("win", "x"):  # one help sentence per label
        assert set(HELP[unit]) == set(LABELS)


def test_summary_counts_accuracy_and_biggest_loss():
    def r(index, loss, label, seat=0):
        return DecisionReview(index, seat, "a", "b", 50.0 - loss, 50.0, loss, label, "played", "best", 10, "win")
    reviews = [r(0, 0.0, "best"), r(2, 12.0, "mistake"), r(4, 40.0, "blunder"), r(6, math.nan, "book"),
               r(1, 30.0, "blunder", seat=1)]
    s = summarise(reviews, 0)
    assert s.decisions == 4 and s.counts["blunder"] == 1 and s.counts["mistake"] == 1 and s.counts["book"] == 1
    # 100 (no loss) + 70 (12 of a 40-point scale) + 0 (40 or more) + 100 (book) over 4
    assert s.accuracy == pytest.approx((100 + 70 + 0 + 100) / 4)
    assert s.biggest == (4, 40.0)
    assert summarise([], 0).decisions == 0
    json.dumps(s.as_json())


def test_draws_are_added_only_where_the_loss_is_near_a_labels_edge():
    """A loss within NEAR standard errors of an edge (the best/good line, 5, 10, 20 points) gets more
    draws; one clear of every edge, or a played move that is the best found, does not."""
    from engines.review.review import _near_an_edge
    from engines.review.valuation import Valued

    def valued(loss: float, error: float) -> Valued:
        return Valued([50.0, 50.0 + loss], [0.0, error], 1000, False, [[50.0, 50.0 + loss]])

    assert _near_an_edge(valued(4.0, 1.0), "win")        # 1 SE below the inaccuracy threshold
    assert _near_an_edge(valued(2.0, 0.5), "win")        # 1 SE below the best/good line (2.5)
    assert _near_an_edge(valued(21.0, 0.8), "win")       # just over a blunder's
    assert not _near_an_edge(valued(7.5, 1.0), "win")    # mid-inaccuracy
    assert not _near_an_edge(valued(0.4, 1.0), "win")    # as good as the best, clearly
    assert not _near_an_edge(valued(14.0, 1.5), "win")
    assert not _near_an_edge(Valued([55.0, 51.0], [0.0, 1.0], 1000, False), "win")  # the played move is the best
    assert _near_an_edge(Valued([10.0, 9.6], [0.0, 0.1], 200, False), "x")  # 0.4 X fewer: near 0.5


def test_added_draws_extend_the_same_rows_and_decide_the_label():
    """R-Eco with `more`: the draws are the first valuation's rows and the added ones (a multiple of
    the step), the same review for the same seed; without `more`, the step's draws alone."""
    engine = engines.get("r_eco")
    played = states_of("r_eco", 2, 11, normal_game("r_eco", 2, 11, limit=12))
    extended = Setting("extended", 0.0, {"r_eco": 30}, {"r_eco": 8}, {"r_eco": 16})
    plain = Setting("plain", 0.0, {"r_eco": 30}, {"r_eco": 8})
    seen = set()
    for index, (state, who, action) in enumerate(played):
        if len(engine.legal_actions(state, who)) < 2:
            continue
        a = review_decision(engine, state, who, action, index=index, setting=extended, budget_s=None, seed=3)
        assert a == review_decision(engine, state, who, action, index=index, setting=extended, budget_s=None, seed=3)
        b = review_decision(engine, state, who, action, index=index, setting=plain, budget_s=None, seed=3)
        assert b.simulations == 8 and a.simulations in (8, 16, 24)
        seen.add(a.simulations)
        if a.simulations == 8:
            assert (a.label, a.loss) == (b.label, b.loss)
    assert len(seen) > 1  # some decisions got more draws, some not


def test_coloretto_is_valued_by_the_hard_players_rollout_to_the_deals_end_at_two_players():
    """At 2 players a Coloretto move is valued by the hard player's own rollout (its ISMCTS's, to
    the deal's end: every value is a won or lost deal), not by the normal player's rule, which
    could not tell the normal player from the hard one; at 3-5 players by the hard player's
    playout there, the normal player's rule (docs/STRENGTH.md, "Review")."""
    from engines.review.valuation import _playout_of
    from engines.search.coloretto_fast import deal_values
    assert _playout_of("coloretto", 3) is deal_values
    two = _playout_of("coloretto", 2)
    assert two is not deal_values
    engine = engines.get("coloretto")
    state = engine.new_game(2, seed=5, options={})
    for k in range(20):
        det = engine.sample(state, 0, random.Random(k))
        v = two(engine, det, 0, random.Random(k))
        assert v == two(engine, det, 0, random.Random(k))  # the same random numbers, the same playout
        assert v[0] >= 0.8 or v[0] <= 0.2 or v[0] == pytest.approx(0.5)  # the deal played to its end


# -- the information-set property --------------------------------------------------------------
@pytest.mark.parametrize("game,players", [("coloretto", 2), ("coloretto", 3), ("r_eco", 2), ("r_eco", 3),
                                          ("siberia", 2), ("siberia", 3), ("pueblo", 2), ("rolling_japan", 1),
                                          ("rolling_japan", 2)])
def test_states_the_seat_cannot_tell_apart_give_the_same_review(game, players):
    """For decisions of seat 0 along a game (its first, some middle, the last before the end), the
    true state and two states drawn with engine.sample(state, 0, rng) (the same observation, other
    hidden cards) give the same review for the same seed: the review reads only the seat's information."""
    engine = engines.get(game)
    played = states_of(game, players, 11, normal_game(game, players, 11))
    mine = [(i, s, a) for i, (s, who, a) in enumerate(played) if who == 0 and len(engine.legal_actions(s, 0)) > 1]
    picks = [mine[0], mine[len(mine) // 2], mine[-1]]
    differed = 0
    for index, state, action in picks:
        reference = review_decision(engine, state, 0, action, index=index, setting=TINY, budget_s=None, seed=5)
        assert reference is not None
        for k in range(2):
            other = engine.sample(state, 0, random.Random(100 + k))
            assert engine.observe(other, 0) == engine.observe(state, 0)
            differed += engine.encode(other) != engine.encode(state)
            assert canonical(engine, other, 0).__class__ is canonical(engine, state, 0).__class__
            again = review_decision(engine, other, 0, action, index=index, setting=TINY, budget_s=None, seed=5)
            assert again == reference, (index, reference, again)
    if game != "pueblo":  # nothing is hidden in Pueblo; elsewhere the draws really differ
        assert differed > 0


# -- a whole review -------------------------------------------------------------------------
@pytest.mark.parametrize("game,players", [("coloretto", 2), ("r_eco", 2), ("siberia", 2), ("pueblo", 2),
                                          ("rolling_japan", 2)])
def test_a_review_reports_every_decision_with_a_choice_and_nothing_else(game, players):
    engine = engines.get(game)
    moves = normal_game(game, players, 3, limit=40)
    played = states_of(game, players, 3, moves)
    seat = 1
    expected = [i for i, (s, who, a) in enumerate(played) if who == seat and len(engine.legal_actions(s, seat)) > 1]
    progress = []
    reviews = list(review_game(game, players, 3, {}, moves, seat, budget_s=None, setting=TINY, rng_seed=1,
                               progress=lambda done, total: progress.append((done, total))))
    assert [r.index for r in reviews] == expected  # forced decisions skipped, the others in order
    assert progress[0] == (0, len(expected)) and progress[-1] == (len(expected), len(expected))
    unit = unit_of(game)
    for r in reviews:
        state, who, action = played[r.index]
        assert r.seat == seat and r.played == action and r.unit == unit
        assert r.best in engine.legal_actions(state, seat)
        assert r.played_text == str(engine.describe(state, action)) or r.played_text == engine.describe(state, action)
        assert r.best_text == engine.describe(state, r.best)
        assert r.label in LABELS
        if r.label == "book":
            assert math.isnan(r.loss)
            continue
        assert r.loss >= 0 and r.simulations >= 1
        better = (r.played_value - r.best_value) if unit == "x" else (r.best_value - r.played_value)
        assert better == pytest.approx(r.loss)
        if r.label in ("best", "only move"):
            assert r.loss == 0 and r.best == r.played
        else:
            assert r.label == label_of(unit, r.loss) and r.best != r.played
        json.dumps(r.as_json(engine))


def test_a_review_stops_when_asked():
    moves = normal_game("coloretto", 2, 4)
    seen = []
    stop = lambda: len(seen) >= 2  # noqa: E731
    for r in review_game("coloretto", 2, 4, {}, moves, 0, budget_s=None, setting=TINY, should_stop=stop):
        seen.append(r)
    assert len(seen) == 2


def test_moves_that_do_not_replay_are_refused():
    moves = normal_game("coloretto", 2, 4, limit=6)
    with pytest.raises(ValueError, match="move 3"):
        list(review_game("coloretto", 2, 4, {}, moves[:2] + [[moves[2][0], "garbage"]] + moves[3:], 0, setting=TINY))
    with pytest.raises(ValueError, match="not to move"):
        list(review_game("coloretto", 2, 4, {}, [[1, moves[0][1]]], 0, setting=TINY))
    with pytest.raises(ValueError, match="seat 5"):
        list(review_game("coloretto", 2, 4, {}, moves, 5, setting=TINY))


# -- the tutor --------------------------------------------------------------------------------
def test_the_tutor_judges_a_move_as_the_review_does_and_never_a_forced_one():
    engine = engines.get("rolling_japan")
    state = engine.new_game(1, seed=21, options={})
    legal = engine.legal_actions(state, 0)
    for action in (legal[0], legal[len(legal) // 2], legal[-1]):
        label, played_value, best_value, best = judge_move("rolling_japan", state, 0, action, budget_s=None,
                                                           setting=TINY, seed=2)
        review = review_decision(engine, state, 0, action, setting=TINY, budget_s=None, seed=2)
        assert (label, played_value, best_value, best) == (review.label, review.played_value, review.best_value,
                                                           review.best)
        assert best_value <= played_value and label in LABELS  # X: lower is better
        assert label in ("best", "only move") or label == label_of("x", played_value - best_value)
    # a forced move (one legal action) is never questioned
    for game, players in (("coloretto", 2), ("r_eco", 2), ("siberia", 2)):
        forced = [(s, who, a) for s, who, a in states_of(game, players, 5, normal_game(game, players, 5))
                  if len(engines.get(game).legal_actions(s, who)) == 1]
        if forced:
            s, who, a = forced[0]
            assert judge_move(game, s, who, a, setting=TINY)[0] == "only move"
            assert review_decision(engines.get(game), s, who, a, setting=TINY) is None
            break
    else:
        pytest.fail("no forced decision found to check")


def test_the_settings_trade_time_for_draws():
    quick, normal, deep = (SETTINGS[k] for k in ("quick", "normal", "deep"))
    for g in GAMES:
        assert quick.rounds[g] <= normal.rounds[g] <= deep.rounds[g]
        assert quick.search_iterations[g] <= normal.search_iterations[g] <= deep.search_iterations[g]
        assert quick.more.get(g, 0) <= normal.more.get(g, 0) <= deep.more.get(g, 0)
    assert quick.budget_s < normal.budget_s < deep.budget_s and normal.budget_s * 40 <= 60


# -- the command line -------------------------------------------------------------------------
def exported(game="pueblo", players=2, seed=2, moves=None):
    return {"game": game, "players": players, "seed": seed, "options": {},
            "moves": normal_game(game, players, seed) if moves is None else moves}


def test_the_command_line_reviews_an_exported_game_and_a_save(tmp_path, capsys):
    game = exported()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game))
    assert main([str(path), "--seat", "1", "--setting", "quick", "--budget", "0"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert lines and "summary" in lines[-1] and lines[-1]["summary"]["seat"] == 1
    decisions = lines[:-1]
    assert decisions and all({"move", "best", "played_value", "best_value", "loss", "label"} <= set(d)
                             for d in decisions)
    assert lines[-1]["summary"]["decisions"] == len(decisions)
    save = {"format": "kotatsu-save", "version": 1, "game": "pueblo", "seed": 2, "options": {},
            "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "computer", "level": "hard"}],
            "actions": game["moves"][:12], "state": {}}
    path.write_text(json.dumps(save))
    assert main([str(path), "--seat", "0", "--setting", "quick", "--budget", "0"]) == 0
    assert "summary" in capsys.readouterr().out.splitlines()[-1]


HOSTILE = {
    "not json": b"{nope",
    "not utf-8": b"\xff\xfe{}",
    "deep": b"[" * 5000 + b"]" * 5000,
    "nan": b'{"game": "pueblo", "players": 2, "seed": NaN, "moves": []}',
    "a list": b"[1, 2]",
    "no such game": b'{"game": "chess", "players": 2, "seed": 1, "moves": []}',
    "too many players": b'{"game": "pueblo", "players": 9, "seed": 1, "moves": []}',
    "a bool seed": b'{"game": "pueblo", "players": 2, "seed": true, "moves": []}',
    "bad options": b'{"game": "pueblo", "players": 2, "seed": 1, "options": {"stepped": "sideways"}, "moves": []}',
    "moves not a list": b'{"game": "pueblo", "players": 2, "seed": 1, "moves": {}}',
    "garbage move": b'{"game": "pueblo", "players": 2, "seed": 1, "moves": [[0, {"x": 1}]]}',
    "bare move": b'{"game": "pueblo", "players": 2, "seed": 1, "moves": [7]}',
    "seat not playing": b'{"game": "pueblo", "players": 2, "seed": 1, "moves": []}',
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_file_gets_one_line_and_status_2(name, tmp_path, capsys):
    path = tmp_path / "x.json"
    path.write_bytes(HOSTILE[name])
    seat = "3" if name == "seat not playing" else "0"
    assert main([str(path), "--seat", seat, "--setting", "quick"]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.startswith("error: ") and out.err.count("\n") == 1


def test_files_that_are_not_small_regular_files_are_refused(tmp_path, capsys):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_BYTES + 1))
    for path in (fifo, big, tmp_path, tmp_path / "missing.json"):
        assert main([str(path), "--seat", "0"]) == 2
        assert capsys.readouterr().err.startswith("error: ")
    with pytest.raises(ValueError, match="larger"):
        parse(b" " * (MAX_BYTES + 1))


@pytest.mark.slow
def test_labels_are_stable_across_review_seeds_in_a_whole_game():
    """A whole Coloretto game (normal players) reviewed twice at the normal setting with review seeds
    0 and 1: the same label for at least 85% of the decisions (scripts/review_measure.py measures
    every game; docs/STRENGTH.md, "Review")."""
    moves = normal_game("coloretto", 2, 3)
    first, second = ([r.label for r in review_game("coloretto", 2, 3, {}, moves, 0, budget_s=None, rng_seed=s)]
                     for s in (0, 1))
    assert len(first) == len(second) >= 20
    assert sum(a == b for a, b in zip(first, second, strict=True)) >= 0.85 * len(first)
