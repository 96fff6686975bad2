"""The review's units, thresholds, labels and the records it hands out (no game, no search).

A decision is valued in its game's unit (`UNITS`): "win", the estimated chance to win in points
(0-100: the hard player's valuation of simulated games, 0.8 x the share of the win + 0.2 x the
margin's logistic, as its hints show it), or "x", Rolling Japan's expected number of X on the
sheet at the end (lower is better; a solo game of any game has no "win", and Rolling Japan is the
only game played alone). The loss of a decision is what the best move found is worth more than the
move played, in that unit (>= 0), and its label follows `THRESHOLDS`.
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

#: game -> the unit of its values ("win": chance to win in points, "x": expected X at the end)
UNITS: dict[str, str] = {"coloretto": "win", "r_eco": "win", "siberia": "win", "pueblo": "win",
                         "rolling_japan": "x"}

#: unit -> the loss at which a decision is an inaccuracy, a mistake, a blunder
THRESHOLDS: dict[str, tuple[float, float, float]] = {"win": (5.0, 10.0, 20.0), "x": (0.5, 1.0, 2.0)}

#: the labels, from the best to the worst, then those where nothing was weighed
LABELS: tuple[str, ...] = ("best", "only move", "good", "inaccuracy", "mistake", "blunder", "book")

#: one sentence per label and unit for the review's help text (English; the desktop words its own)
HELP: dict[str, dict[str, str]] = {
    "win": {
        "best": "Best: the best move found, or less than 2.5 points of win chance below it.",
        "only move": "Only move: every move weighed comes to the same; there was nothing to decide.",
        "good": "Good: 2.5 to 5 points of win chance below the best move found.",
        "inaccuracy": "Inaccuracy: 5 to 10 points of win chance below the best move found.",
        "mistake": "Mistake: 10 to 20 points of win chance below the best move found.",
        "blunder": "Blunder: 20 points of win chance or more below the best move found.",
        "book": "Book: the usual move of this phase, where the computer does not search.",
    },
    "x": {
        "best": "Best: the best move found, or less than 0.25 X more at the end.",
        "only move": "Only move: every move weighed comes to the same; there was nothing to decide.",
        "good": "Good: 0.25 to 0.5 X more at the end than the best move found.",
        "inaccuracy": "Inaccuracy: 0.5 to 1 X more at the end than the best move found.",
        "mistake": "Mistake: 1 to 2 X more at the end than the best move found.",
        "blunder": "Blunder: 2 X or more at the end than the best move found.",
        "book": "Book: the usual move of this phase, where the computer does not search.",
    },
}

#: how the accuracy reads (one line for the help text)
ACCURACY_HELP = ("Accuracy: 100 for a decision that loses nothing, 50 for one that loses a blunder's "
                 "threshold (20 points of win chance, 2 X), 0 for twice that or more; the average over "
                 "the reviewed decisions.")


def unit_of(game: str) -> str:
    """The unit of a game's values ("win" or "x")."""
    return UNITS.get(game, "win")


def label_of(unit: str, loss: float) -> str:
    """best / good / inaccuracy / mistake / blunder for a loss in `unit` (>= 0)."""
    inaccuracy, mistake, blunder = THRESHOLDS[unit]
    if loss <= 1e-9:
        return "best"
    if loss < inaccuracy:
        return "good"
    if loss < mistake:
        return "inaccuracy"
    if loss < blunder:
        return "mistake"
    return "blunder"


def decision_accuracy(unit: str, loss: float) -> float:
    """One decision's accuracy: 100 at no loss, 50 at the blunder threshold, 0 at twice it."""
    if not math.isfinite(loss):
        return 100.0
    return max(0.0, 100.0 * (1.0 - loss / (2.0 * THRESHOLDS[unit][2])))


@dataclass(frozen=True)
class DecisionReview:
    """One decision of the reviewed seat: the move played and the best move found, their values
    in `unit` ("win": chance to win in points, higher is better; "x": X at the end, lower is
    better), the loss (>= 0, in that unit), the label. `played_text`/`best_text` are
    `engine.describe(state, action)`: what the seat saw. For "book" the values are NaN (nothing
    was searched). `simulations`: the draws of the hidden cards and the dice each of the moves was
    played out on (the same draws for every move); `index`: the decision's position in the game's
    move list (0-based), so the replay shows the position before it at `index`."""
    index: int
    seat: int
    played: Any
    best: Any
    played_value: float
    best_value: float
    loss: float
    label: str
    played_text: str
    best_text: str
    simulations: int
    unit: str = "win"

    def as_json(self, engine: Any) -> dict[str, Any]:
        """A JSON-safe dict (NaN as None; actions encoded)."""
        def num(v: float) -> float | None:
            return round(v, 3) if math.isfinite(v) else None
        return {"index": self.index, "seat": self.seat, "move": engine.encode_action(self.played),
                "best": engine.encode_action(self.best), "played_value": num(self.played_value),
                "best_value": num(self.best_value), "loss": num(self.loss), "label": self.label,
                "unit": self.unit, "played_text": str(self.played_text), "best_text": str(self.best_text),
                "simulations": self.simulations}


@dataclass
class ReviewSummary:
    """A seat's summary: how many decisions were reviewed, the accuracy (`ACCURACY_HELP`), the count
    of each label, the biggest loss as (index, loss) or None."""
    seat: int
    decisions: int
    accuracy: float
    counts: dict[str, int] = field(default_factory=dict)
    biggest: tuple[int, float] | None = None
    unit: str = "win"

    def as_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "decisions": self.decisions, "accuracy": round(self.accuracy, 1),
                "counts": dict(self.counts), "unit": self.unit,
                "biggest": None if self.biggest is None else {"index": self.biggest[0],
                                                              "loss": round(self.biggest[1], 3)}}


def summarise(reviews: Iterable[DecisionReview], seat: int) -> ReviewSummary:
    """The summary of `seat`'s decisions among `reviews`."""
    mine = [r for r in reviews if r.seat == seat]
    unit = mine[0].unit if mine else "win"
    counts = {label: 0 for label in LABELS}
    for r in mine:
        counts[r.label] = counts.get(r.label, 0) + 1
    accuracy = sum(decision_accuracy(r.unit, r.loss) for r in mine) / len(mine) if mine else 100.0
    weighed = [r for r in mine if math.isfinite(r.loss)]
    top = max(weighed, key=lambda r: (r.loss, -r.index), default=None)
    biggest = None if top is None or top.loss <= 0 else (top.index, top.loss)
    return ReviewSummary(seat, len(mine), accuracy, counts, biggest, unit)
