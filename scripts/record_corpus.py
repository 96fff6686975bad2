"""Records the behaviour corpus of the engines: `tests/engines/corpus/<game>.json`.

For every game: a few dozen games over every player count and the rules options, played by a seeded
random player (and a few by the normal player), with, after every action, a digest of the state
(its save encoding), and before every action digests of the mover's legal-action list, its
observation and the action's description; every few actions a digest of a `sample` and of the save
round trip; at the end the scores and winners; and a few decisions of the hard player with an
iteration cap (deterministic for a seed). `tests/engines/test_corpus.py` replays them all.

    python scripts/record_corpus.py                 # all five games, from this tree's engines
    python scripts/record_corpus.py --game pueblo   # one game (after an intended rules change)
    python scripts/record_corpus.py --tree /tmp/kotatsu/base   # engines of another tree
    python scripts/record_corpus.py --playouts      # Rolling Japan's playout searches only

Digests are the first 16 hex digits of sha256 over `json.dumps(..., sort_keys=True)`. The corpus
shared helpers (`digest`, `step_digests`, `HARD_*`) live here and are imported by the test.
"""
from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS_DIR = ROOT / "tests" / "engines" / "corpus"
FORMAT = 1
SAMPLE_EVERY = 7          # every 7th step: a sample() digest and a save round-trip check
HARD_ITERATIONS = 24      # the hard player's iteration cap in the recorded decisions
STEP_DIGEST = 12         # hex digits of a step's digest
HARD_POSITIONS = 4        # hard decisions recorded per game (spread over a few games)


def digest(obj: Any, size: int = 16) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True, default=str).encode()).hexdigest()[:size]


def _players(engine: Any) -> list[int]:
    return list(range(engine.min_players, engine.max_players + 1))


def option_variants(engine: Any) -> list[dict[str, Any]]:
    """Every option at every value once (others at default), plus the all-non-default mix."""
    variants: list[dict[str, Any]] = [{}]
    for spec in engine.options_schema:
        if spec["kind"] == "choice":
            values = [v for v in spec["choices"] if v != spec["default"]]
        elif spec["kind"] == "bool":
            values = [not spec["default"]]
        else:
            values = sorted({spec["min"], min(spec["max"], spec["min"] + 2)} - {spec["default"]})
        variants.extend({spec["name"]: v} for v in values)
    mix = {}
    for spec in engine.options_schema:
        if spec["kind"] == "choice":
            mix[spec["name"]] = [v for v in spec["choices"] if v != spec["default"]][-1]
        elif spec["kind"] == "bool":
            mix[spec["name"]] = not spec["default"]
        else:
            mix[spec["name"]] = spec["min"] if spec["min"] != spec["default"] else spec["min"] + 1
    if mix:
        variants.append(mix)
    return variants


#: Games per game: (random games, normal-player games). Pueblo's games are long and slow.
COUNTS = {"coloretto": (36, 4), "r_eco": (36, 4), "siberia": (30, 4), "rolling_japan": (36, 4),
          "pueblo": (20, 2)}


def plan(game: str, engine: Any) -> list[dict[str, Any]]:
    """The (seed, players, options, player kind) of every corpus game, fixed for a game."""
    randoms, normals = COUNTS.get(game, (30, 3))
    players = _players(engine)
    variants = option_variants(engine)
    games = []
    pairs = itertools.cycle(itertools.product(variants, players))
    # every player count with default options, then the option variants over the player counts
    combos = [({}, n) for n in players] + [(v, n) for v, n in itertools.islice(pairs, 4 * len(variants) * len(players))
                                           if v]
    for i in range(randoms):
        options, n = combos[i % len(combos)]
        games.append({"seed": 1000 + 17 * i, "players": n, "options": options, "by": "random"})
    for i in range(normals):
        n = players[i % len(players)] if game != "rolling_japan" else 1 + i % 2
        games.append({"seed": 5000 + 31 * i, "players": n, "options": {}, "by": "normal"})
    return games


def step_digest(engine: Any, state: Any, seat: int, action: Any, after: Any) -> str:
    """One step in one short digest: the mover's legal actions, observation and the action's
    description before it, and the state after it (its save encoding)."""
    legal = [engine.encode_action(a) for a in engine.legal_actions(state, seat)]
    return digest([legal, engine.observe(state, seat), str(engine.describe(state, action)), engine.encode(after)],
                  STEP_DIGEST)


def sample_digest(engine: Any, state: Any, seat: int, step: int) -> str:
    return digest(engine.encode(engine.sample(state, seat, random.Random(step))))


def record_game(game: str, engine: Any, spec: dict[str, Any]) -> dict[str, Any]:
    import importlib

    state = engine.new_game(spec["players"], seed=spec["seed"], options=spec["options"] or None)
    rng = random.Random(spec["seed"])
    bot = importlib.import_module(f"engines.{game}").bot_normal if spec["by"] == "normal" else None
    start, actions, steps, samples = digest(engine.encode(state)), [], [], []
    step = 0
    while movers := engine.to_move(state):
        seat = rng.choice(movers)
        action = bot(engine, state, seat, rng) if bot else rng.choice(engine.legal_actions(state, seat))
        if step % SAMPLE_EVERY == 0:
            saved = json.loads(json.dumps(engine.encode(state)))
            assert engine.encode(engine.decode(saved)) == saved
            samples.append(sample_digest(engine, state, seat, step))
        actions.append([seat, engine.encode_action(action)])
        after = engine.apply(state, seat, action)
        steps.append(step_digest(engine, state, seat, action, after))
        state = after
        step += 1
    return {**spec, "start": start, "actions": actions, "steps": steps, "samples": samples,
            "scores": engine.scores(state), "winners": engine.winners(state)}


def replay_to(engine: Any, record: dict[str, Any], upto: int) -> tuple[Any, int]:
    """The state of a recorded game before its action `upto`, and the seat that moved there."""
    state = engine.new_game(record["players"], seed=record["seed"], options=record["options"] or None)
    for seat, encoded in record["actions"][:upto]:
        state = engine.apply(state, seat, engine.decode_action(encoded))
    return state, record["actions"][upto][0]


def hard_positions(records: list[dict[str, Any]]) -> list[tuple[int, int]]:
    """(game index, step) of the recorded hard decisions: a third and two thirds into some games."""
    chosen = []
    for gi, record in enumerate(records[:HARD_POSITIONS // 2 * 3:3]):
        n = len(record["actions"])
        chosen += [(gi * 3, n // 3), (gi * 3, 2 * n // 3)]
    return chosen[:HARD_POSITIONS]


def hard_decision(engine: Any, state: Any, seat: int, seed: int) -> list[Any]:
    from engines.search import search

    result = search(engine, state, seat, budget_s=None, iterations=HARD_ITERATIONS, seed=seed)
    return [engine.encode_action(result.action), result.iterations,
            digest([[engine.encode_action(s.action), s.visits, round(s.value, 9)] for s in result.stats])]


def record(game: str) -> dict[str, Any]:
    import engines

    engine = engines.get(game)
    records = [record_game(game, engine, spec) for spec in plan(game, engine)]
    hard = []
    for gi, step in hard_positions(records):
        state, seat = replay_to(engine, records[gi], step)
        hard.append({"game": gi, "step": step, "seed": 77 + step,
                     "result": hard_decision(engine, state, seat, 77 + step)})
    return {"format": FORMAT, "game": game, "sample_every": SAMPLE_EVERY, "hard_iterations": HARD_ITERATIONS,
            "games": records, "hard": hard}


def rolling_japan_playouts() -> dict[str, Any]:
    """Rolling Japan's hard player on its fast playout sheet, finer than the corpus' few decisions:
    51 searches (17 random games at 1, 1, 2, 3 and 8 players, the extended sea links in every
    fourth, each searched at 15%, 50% and 85% of its decisions with caps 12, 30 and 60 in turn):
    the decision and every candidate's visits and value; and a digest of 900 playouts (30 solo
    positions x 6 first decisions x 5 futures: the X, marks and colour changes each ends with).
    Recorded at commit 8053358 (1 December), before the playout speed-ups of that afternoon."""
    import engines
    from engines import rolling_japan as rj
    from engines.search.rolling_japan import _start, rolling_japan_search

    engine = engines.get("rolling_japan")
    positions = []
    for g in range(17):
        n = (1, 1, 2, 3, 8)[g % 5]
        state = engine.new_game(n, seed=500 + g, options={"sea_links": "extended"} if g % 4 == 3 else None)
        rng = random.Random(g)
        states = []
        while movers := engine.to_move(state):
            legal = engine.legal_actions(state, movers[0])
            if len(legal) > 1:
                states.append((state, movers[0]))
            state = engine.apply(state, movers[0], rng.choice(legal))
        positions += [states[int(len(states) * frac)] for frac in (0.15, 0.5, 0.85)]
    searches = []
    for k, (state, seat) in enumerate(positions):
        result = rolling_japan_search(engine, state, seat, budget_s=None, iterations=(12, 30, 60)[k % 3], seed=k)
        searches.append([k, engine.encode_action(result.action),
                         [[engine.encode_action(a.action), a.visits, round(a.value, 12)] for a in result.stats]])
    h = hashlib.sha256()
    for g in range(30):
        state = engine.new_game(1, seed=900 + g)
        rng = random.Random(g)
        for _ in range(g * 2):
            if not engine.to_move(state):
                break
            state = engine.apply(state, 0, rng.choice(engine.legal_actions(state, 0)))
        if not engine.to_move(state):
            continue
        for action in engine.legal_actions(state, 0)[:6]:
            start, dice = _start(state, 0, action)
            for i in range(5):
                sheet = start.copy()
                if dice:
                    rj.resolve_roll(sheet, state.roll, dice, *rj.playout_bag(state))
                x = rj.play_out(sheet, rj.future_rolls(state, random.Random(i)))
                h.update(f"{x},{sheet.marks},{sheet.changes};".encode())
    return {"searches": searches, "playouts": h.hexdigest()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="a game to record (repeatable; default: all)")
    parser.add_argument("--tree", type=Path, default=ROOT, help="the source tree whose engines are recorded")
    parser.add_argument("--out", type=Path, default=CORPUS_DIR, help="the corpus folder")
    parser.add_argument("--playouts", action="store_true",
                        help="only Rolling Japan's playout searches (rolling_japan_playouts.json)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.tree.resolve()))
    import engines

    assert Path(engines.__file__).resolve().is_relative_to(args.tree.resolve()), engines.__file__
    games = args.game or list(engines.NAMES)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.playouts:
        path = args.out / "rolling_japan_playouts.json"
        path.write_text(json.dumps(rolling_japan_playouts(), separators=(",", ":")) + "\n")
        print(f"Rolling Japan playout searches -> {path}")
        return 0
    for game in games:
        data = record(game)
        path = args.out / f"{game}.json"
        path.write_text(json.dumps(data, separators=(",", ":")) + "\n")
        print(f"{game}: {len(data['games'])} games, {sum(len(g['actions']) for g in data['games'])} actions, "
              f"{path.stat().st_size / 1024:.0f} KiB -> {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
