"""The behaviour corpus: games recorded from the engines as they were (scripts/record_corpus.py)
replay identically today. Every step's digest covers the mover's legal actions (in order), its
observation, the action's description and the state's save encoding after it; every few steps a
`sample` and the save round trip; at the end the scores and winners; and a few hard-player
decisions with an iteration cap. A failure means an engine's behaviour changed: intended (a rules
fix) only if the corpus is re-recorded in the same commit (`python scripts/record_corpus.py --game X`).
"""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

import engines

ROOT = Path(__file__).resolve().parents[2]
CORPUS = Path(__file__).resolve().parent / "corpus"


def _recorder():
    spec = importlib.util.spec_from_file_location("record_corpus", ROOT / "scripts" / "record_corpus.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


rec = _recorder()
GAMES = [name for name in engines.NAMES if (CORPUS / f"{name}.json").exists()]


def _load(game):
    data = json.loads((CORPUS / f"{game}.json").read_text())
    assert data["format"] == rec.FORMAT and data["game"] == game
    return data


def test_every_game_has_a_corpus():
    assert sorted(GAMES) == sorted(engines.NAMES)


@pytest.mark.parametrize("game", GAMES)
def test_corpus_games_replay_identically(game):
    data = _load(game)
    engine = engines.get(game)
    every = data["sample_every"]
    for gi, record in enumerate(data["games"]):
        where = f"{game} corpus game {gi} (seed {record['seed']}, {record['players']} players, {record['options']})"
        state = engine.new_game(record["players"], seed=record["seed"], options=record["options"] or None)
        assert rec.digest(engine.encode(state)) == record["start"], f"{where}: new_game differs"
        samples = iter(record["samples"])
        for step, ((seat, encoded), expected) in enumerate(zip(record["actions"], record["steps"], strict=True)):
            assert seat in engine.to_move(state), f"{where}, step {step}: seat {seat} is not to move"
            action = engine.decode_action(encoded)
            if step % every == 0:
                saved = json.loads(json.dumps(engine.encode(state)))
                assert engine.encode(engine.decode(saved)) == saved, f"{where}, step {step}: save round trip"
                assert rec.sample_digest(engine, state, seat, step) == next(samples), f"{where}, step {step}: sample"
            after = engine.apply(state, seat, action)
            assert rec.step_digest(engine, state, seat, action, after) == expected, (
                f"{where}, step {step}: legal actions, observation, description or next state differ")
            state = after
        assert engine.is_over(state), f"{where}: the game should be over"
        assert engine.scores(state) == record["scores"], f"{where}: scores"
        assert engine.winners(state) == record["winners"], f"{where}: winners"


@pytest.mark.parametrize("game", GAMES)
def test_corpus_hard_decisions_are_the_same(game):
    data = _load(game)
    engine = engines.get(game)
    assert data["hard"], "the corpus records some hard decisions"
    for entry in data["hard"]:
        state, seat = rec.replay_to(engine, data["games"][entry["game"]], entry["step"])
        got = rec.hard_decision(engine, state, seat, entry["seed"])
        assert got == entry["result"], f"{game}: hard decision at game {entry['game']} step {entry['step']}"


def test_rolling_japan_playout_searches_are_the_same():
    """Rolling Japan's hard player rests on the fast playout sheet (engines/rolling_japan.py): 51
    searches recorded at 8053358 before its speed-ups (scripts/record_corpus.py --playouts) choose the same
    with the same visits and values, and 900 playouts end on the same sheets."""
    want = json.loads((CORPUS / "rolling_japan_playouts.json").read_text())
    got = json.loads(json.dumps(rec.rolling_japan_playouts()))
    assert got["playouts"] == want["playouts"], "the playouts end differently"
    for mine, theirs in zip(got["searches"], want["searches"], strict=True):
        assert mine == theirs, f"Rolling Japan playout search {theirs[0]}"
