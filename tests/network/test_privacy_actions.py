"""The privacy checker's rule for log lines (tests/network/privacy.py): another seat's move is sent
only when every seat can tell it (`engine.public_move`): an R-Eco delivery passes, a dump's cards
(face down) are caught, and so is garbage in the action field."""
from __future__ import annotations

import engines
from engines.r_eco import Deliver, Dump
from tests.network.privacy import log_problems


def _line(action):
    return {"type": "log", "index": 0, "seat": 1, "line": "x", "action": action, "reveals": False}


def test_a_public_move_passes_and_a_private_one_is_caught():
    engine = engines.get("r_eco")
    assert log_problems(engine, _line(engine.encode_action(Deliver(2, 1, 0)))) == []
    assert log_problems(engine, _line(None)) == []
    assert log_problems(engine, _line(engine.encode_action(Dump((3, 7))))) == ["a private move's action sent"]
    assert log_problems(engine, _line({"junk": [1]})) == ["a private move's action sent"]
