"""engines.core.text: translatable sentences that are their own English text."""
from __future__ import annotations

import copy
import pickle

import engines
from engines.core import N_, IllegalAction, Text, text


def test_text_renders_the_english_and_keeps_template_and_args():
    t = text(N_("Row {row} is already full"), row=3)
    assert t == "Row 3 is already full"
    assert isinstance(t, str) and isinstance(t, Text)
    assert t.template == "Row {row} is already full"
    assert t.args == {"row": 3}
    assert str(t) == "Row 3 is already full" and type(str(t)) is str


def test_text_arguments_nest_and_lists_join():
    inner = text(N_("{resource}/{person}"), resource="gas", person="worker")
    t = text(N_("plays {cards} to {what}"), cards=[inner, "coal/investor"], what=text(N_("hire a worker")))
    assert t == "plays gas/worker, coal/investor to hire a worker"
    assert text(N_("{delivery} and recycles: reward {reward:+d}"), delivery="x", reward=2) == "x and recycles: reward +2"


def test_text_survives_copy_and_pickle():
    t = text(N_("Row {row} is empty"), row=1)
    for other in (copy.deepcopy(t), pickle.loads(pickle.dumps(t))):
        assert other == t and other.template == t.template and other.args == t.args


def test_illegal_action_keeps_its_text():
    t = text(N_("Row {row} is empty"), row=2)
    exc = IllegalAction(t)
    assert str(exc) == "Row 2 is empty"
    assert exc.message is t
    assert IllegalAction("plain").message == "plain"


def test_engine_messages_are_texts():
    """Describe and the errors a click can cause carry their template (the interface translates them)."""
    engine = engines.get("coloretto")
    state = engine.new_game(3, seed=1)
    seat = engine.to_move(state)[0]
    action = engine.legal_actions(state, seat)[0]
    assert isinstance(engine.describe(state, action), Text)
    try:
        engine.apply(state, (seat + 1) % 3, action)
    except IllegalAction as exc:
        assert isinstance(exc.message, Text)
    else:
        raise AssertionError("only the seat to move may play")
