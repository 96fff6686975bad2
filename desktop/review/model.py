"""A seat's reviewed decisions on the desktop side (issue 26).

The records are the engine's own `engines.review.DecisionReview`s: from a review just run, or read
back from storage (`from_stored`: a plain dict of desktop.storage.reviews, checked against the rules:
its move must be the game's move at that point, its better move a legal action of that seat in that
position; anything else is refused; the words are told again with `engine.describe` from that seat's
position). `SeatReview` holds a seat's decisions, its unit ("win" or "x") and its summary."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from desktop.storage.reviews import FIELDS
from engines.review import DecisionReview, ReviewSummary, summarise


def _plain(value: float) -> float | None:
    return float(value) if math.isfinite(value) else None


def stored(review: DecisionReview, engine: Any) -> dict[str, Any]:
    """The plain dict desktop.storage.reviews keeps (NaN values, a "book" decision's, as None)."""
    return {"index": review.index, "seat": review.seat, "played": engine.encode_action(review.played),
            "best": engine.encode_action(review.best if review.best is not None else review.played),
            "played_value": _plain(review.played_value), "best_value": _plain(review.best_value),
            "loss": _plain(review.loss), "label": review.label, "simulations": int(review.simulations)}


def _number(value: float | None) -> float:
    return math.nan if value is None else float(value)


def from_stored(engine: Any, states: list[Any], history: list[Any], d: dict[str, Any], unit: str) -> DecisionReview:
    """A stored decision (already type-checked by desktop.storage.reviews) checked against the game:
    ValueError when it is not a decision of this game."""
    if set(d) != set(FIELDS):
        raise ValueError("not a reviewed decision")
    index, seat = d["index"], d["seat"]
    if not 0 <= index < len(history) or history[index].seat != seat:
        raise ValueError("not a decision of this seat in this game")
    played = engine.decode_action(d["played"])
    best = engine.decode_action(d["best"])
    if played != history[index].action:
        raise ValueError("not the move played")
    before = states[index]
    if best not in engine.legal_actions(before, seat):
        raise ValueError("the better move is not legal there")
    loss = _number(d["loss"])
    return DecisionReview(index, seat, played, best, _number(d["played_value"]), _number(d["best_value"]),
                          max(0.0, loss) if math.isfinite(loss) else loss, d["label"],
                          engine.describe(before, played), engine.describe(before, best), d["simulations"], unit)


@dataclass
class SeatReview:
    """One seat's review: its decisions in order, the unit of its values, whether it is complete."""
    seat: int
    unit: str
    decisions: list[DecisionReview] = field(default_factory=list)
    complete: bool = False
    stored: bool = False  # read back from storage (a second look)

    def summary(self) -> ReviewSummary:
        """engines.review.summarise of these decisions (accuracy, counts, biggest loss)."""
        return summarise(self.decisions, self.seat)

    def position(self, index: int) -> int | None:
        """The row of the decision at history index `index`, or None."""
        return next((row for row, d in enumerate(self.decisions) if d.index == index), None)
