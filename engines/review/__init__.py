"""The computer's review of a game (issue 26): each decision of a seat valued from that seat's
information only, the move played against the best move found, labelled by the loss.

- `labels`: `UNITS`, `THRESHOLDS`, `HELP`, `ACCURACY_HELP`, `DecisionReview`, `ReviewSummary`,
  `summarise`, `label_of`;
- `infoset`: `canonical(engine, state, seat)`, one state per information set;
- `valuation`: `values(...)`, candidate moves played out on the same draws;
- `review`: `review_game`, `review_decision`, `judge_move` (the tutor), `SETTINGS` (quick,
  normal, deep);
- `__main__`: `python -m engines.review FILE --seat N [--budget S] [--seed S] [--setting NAME]`.

Plain Python: no Qt, no I/O (but the command line's reading of its file).
"""
from __future__ import annotations

from engines.review.labels import (
    ACCURACY_HELP,
    HELP,
    LABELS,
    THRESHOLDS,
    UNITS,
    DecisionReview,
    ReviewSummary,
    label_of,
    summarise,
    unit_of,
)
from engines.review.review import (
    CANDIDATES,
    DEFAULT_SETTING,
    SETTINGS,
    Setting,
    judge_move,
    replay,
    review_decision,
    review_game,
)

__all__ = ["ACCURACY_HELP", "CANDIDATES", "DEFAULT_SETTING", "HELP", "LABELS", "SETTINGS", "THRESHOLDS", "UNITS",
           "DecisionReview", "ReviewSummary", "Setting", "judge_move", "label_of", "replay", "review_decision",
           "review_game", "summarise", "unit_of"]
