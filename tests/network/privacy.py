"""The privacy checker of the network tests: what a host sends a seat, compared with what that seat
may know. A `view`'s observation must be `engine.observe(state, seat)` of the host's state when it
was sent, exactly (as JSON); every other field must be one the protocol documents, and must come out
the same when the host's state is replaced by any `engine.sample(state, seat, rng)` (a redraw of
everything hidden from that seat): a field that changes between samples depends on hidden
information. Log lines carry another seat's encoded move only in perfect-information games."""
from __future__ import annotations

import json
import random
from typing import Any

from desktop.network import protocol as P

VIEW_FIELDS = {"type", "seat", "game", "observation", "legal", "to_move", "moves", "scores", "winners", "over",
               "seats", "thinking", "breakdown", "seq", "legal_seq"}
LOG_FIELDS = {"type", "index", "seat", "line", "action", "reveals"}
WELCOME_FIELDS = {"type", "seat", "token", "protocol", "game", "options", "players", "seats", "game_id"}
NEVER = ("rng", "seed", "save", "state", "history", "undo")


def wire(value: Any) -> Any:
    """A value as the other end reads it (JSON, as protocol.encode writes it)."""
    return json.loads(json.dumps(value, ensure_ascii=False, allow_nan=False))


def view_problems(host: Any, seat: int, message: dict[str, Any], state: Any, samples: int = 2,
                  rng: random.Random | None = None, fields: bool = True) -> list[str]:
    """What is wrong with `message`, a view the host sent `seat` while its state was `state`."""
    engine, session = host.session.engine, host.session
    rng = rng or random.Random(0)
    problems = []
    message = json.loads(P.encode(message))
    if message.get("seat") != seat:
        problems.append(f"a view of seat {message.get('seat')} sent to seat {seat}")
    if message.get("observation") != wire(engine.observe(state, seat)):
        problems.append("observation is not engine.observe(state, seat)")
    if message.get("legal") != wire([engine.encode_action(a) for a in engine.legal_actions(state, seat)]):
        problems.append("legal is not the seat's legal actions")
    if fields:
        extra = set(message) - VIEW_FIELDS
        if extra:
            problems.append(f"fields the protocol does not document: {sorted(extra)}")
    for word in NEVER:
        if f'"{word}"' in json.dumps({k: v for k, v in message.items() if k != "observation"}):
            problems.append(f"a field named {word!r}")
    public = {k: v for k, v in message.items() if k not in ("observation", "seq", "legal_seq")}
    live = session.moves.states[-1]
    try:
        for _ in range(samples):
            session.moves.states[-1] = engine.sample(state, seat, rng)
            again = wire(host.game.view(seat))
            again = {k: v for k, v in again.items() if k not in ("observation", "seq", "legal_seq")}
            changed = sorted(k for k in set(public) | set(again) if public.get(k) != again.get(k))
            if changed:
                problems.append(f"fields that depend on what seat {seat} can't see: {changed}")
                break
    finally:
        session.moves.states[-1] = live
    return problems


def log_problems(engine: Any, message: dict[str, Any]) -> list[str]:
    problems = []
    extra = set(message) - LOG_FIELDS
    if extra:
        problems.append(f"log fields the protocol does not document: {sorted(extra)}")
    action = message.get("action")
    if action is not None:   # only a move every seat can tell apart (tests/engines/test_public_moves.py)
        try:
            public = engine.public_move(engine.decode_action(action))
        except ValueError:
            public = False
        if not public:
            problems.append("a private move's action sent")
    return problems


def welcome_problems(message: dict[str, Any]) -> list[str]:
    extra = set(message) - WELCOME_FIELDS
    return [f"welcome fields the protocol does not document: {sorted(extra)}"] if extra else []
