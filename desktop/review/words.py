"""The review's words in the interface language (issue 26): a label's name and its shape, a value
("41%", "9.4 X"), the sentence of a decision, the summary's lines, the help with the thresholds.
A QObject so that lupdate gives plural forms to self.tr(text, "", n)."""
from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QObject

from desktop.i18n import english_plural

#: every label, from the best to the worst, then the decisions where nothing was weighed
LABELS = ("best", "only move", "good", "inaccuracy", "mistake", "blunder", "book")
#: the labels N / P step through
MISTAKES = ("inaccuracy", "mistake", "blunder")
#: a label's mark on the chart: (colour, pyqtgraph symbol, the glyph the list shows): told apart by
#: shape as well as colour
MARKS = {
    "best": ("#1e8449", "o", "●"),
    "good": ("#117a8b", "t1", "▲"),
    "inaccuracy": ("#b7950b", "d", "◆"),
    "mistake": ("#d35400", "s", "■"),
    "blunder": ("#c0392b", "star", "★"),
    "only move": ("#196f3d", "p", "◉"),
    "book": ("#7f8c8d", "+", "○"),
}


class ReviewWords(QObject):
    def label(self, label: str) -> str:
        """A label's name ("Mistake")."""
        return {"best": self.tr("Best"), "good": self.tr("Good"), "inaccuracy": self.tr("Inaccuracy"),
                "mistake": self.tr("Mistake"), "blunder": self.tr("Blunder"), "only move": self.tr("Only move"),
                "book": self.tr("Book")}.get(label, label)

    def verdict(self, label: str) -> str:
        """A label in a sentence ("a mistake")."""
        return {"best": self.tr("the best move found"), "good": self.tr("a good move"),
                "inaccuracy": self.tr("an inaccuracy"), "mistake": self.tr("a mistake"),
                "blunder": self.tr("a blunder"), "only move": self.tr("a decision without a real choice"),
                "book": self.tr("the usual move (nothing to search)")}.get(label, label)

    def labels_plural(self, label: str, n: int) -> str:
        """'3 mistakes'."""
        texts = {"best": self.tr("%n best move(s)", "", n), "good": self.tr("%n good move(s)", "", n),
                 "inaccuracy": self.tr("%n inaccuracy(-ies)", "", n), "mistake": self.tr("%n mistake(s)", "", n),
                 "blunder": self.tr("%n blunder(s)", "", n), "only move": self.tr("%n only move(s)", "", n),
                 "book": self.tr("%n usual move(s)", "", n)}
        text = texts.get(label, f"{n} {label}")
        if "(-ies)" in text:  # the English plural of "inaccuracy"
            return text.replace("inaccuracy(-ies)", "inaccuracy" if n == 1 else "inaccuracies")
        return english_plural(text, n)

    def accuracy(self, n: int) -> str:
        """'Accuracy: {0} over 12 decisions' (the {0} left for the figure)."""
        return english_plural(self.tr("Accuracy: {0} over %n decision(s)", "", n), n)

    def value(self, unit: str, value: float) -> str:
        """'41%' (a chance to win, in points 0-100) or '9.4 X' (Rolling Japan's expected X at the end);
        '—' when nothing was valued (a "book" decision)."""
        if not math.isfinite(value):
            return "—"
        if unit == "x":
            return self.tr("{0} X").format(f"{value:.1f}".replace(".", self.tr(".", "decimal separator")))
        return self.tr("{0}%").format(round(value))

    def loss(self, unit: str, loss: float) -> str:
        """A loss: '7 points' (of win chance) or '1.2 X'; '—' when nothing was valued."""
        if not math.isfinite(loss):
            return "—"
        if unit == "x":
            return self.value(unit, loss)
        points = round(loss)
        return english_plural(self.tr("%n point(s)", "", points), points)

    def measure(self, unit: str) -> str:
        """What the values are ('Win chance', 'Expected X')."""
        return self.tr("Expected X at the end") if unit == "x" else self.tr("Win chance")

    def sentence(self, move: int, name: str, played: str, best: str | None, unit: str,
                 before: float, after: float, label: str) -> str:
        """'Move 12 (Ana): takes row 3 (+1, −2). Better: draws a card. Win chance 41% → 34%: a mistake.'"""
        head = self.tr("Move {0} ({1}): {2}.").format(move, name, played.rstrip("."))
        if best is not None and label in MISTAKES + ("good",):
            head += " " + self.tr("Better: {0}.").format(best.rstrip("."))
        if label == "book":
            return head + " " + self.tr("{0}.").format(self.verdict(label).capitalize())
        figures = self.tr("{0} {1} → {2}").format(self.measure(unit), self.value(unit, before),
                                                  self.value(unit, after)) if before != after else \
            self.tr("{0} {1}").format(self.measure(unit), self.value(unit, after))
        return head + " " + self.tr("{0}: {1}.").format(figures, self.verdict(label))

    def accuracy_line(self) -> str:
        """The accuracy's one-line explanation (engines.review.labels.ACCURACY_HELP, in words)."""
        return self.tr("Accuracy: 100 for a decision that loses nothing, 50 for one that loses a blunder's "
                       "worth, 0 for twice that or more; the average over the reviewed decisions.")

    def help_text(self, thresholds: dict[str, Any]) -> str:
        """The review's help: what is valued, and the thresholds of each label per unit."""
        lines = [self.tr("Each of your decisions is valued by the hard computer player from what you knew "
                         "then (your cards, never the hidden ones): the move you played and the best move it "
                         "found, compared on the same simulated games."),
                 self.tr("The loss is the difference. Labels:")]
        for unit, limits in thresholds.items():
            try:
                inaccuracy, mistake, blunder = (float(v) for v in tuple(limits)[-3:])
            except (TypeError, ValueError):
                continue
            if unit == "x":
                lines.append(self.tr("Expected X (Rolling Japan): inaccuracy from {0}, mistake from {1}, "
                                     "blunder from {2} X more.").format(
                    f"{inaccuracy:g}", f"{mistake:g}", f"{blunder:g}"))
            else:
                lines.append(self.tr("Win chance: inaccuracy from {0}, mistake from {1}, blunder from {2} "
                                     "points less.").format(f"{inaccuracy:g}", f"{mistake:g}", f"{blunder:g}"))
        lines.append(self.tr("Best: the best move found, or as good within what the estimate can tell; good: a "
                             "little below it. Only move: nothing to decide, the moves weighed came to the same "
                             "or one stood far above the others. Book: the usual move of a phase where the "
                             "computer does not search."))
        lines.append(self.accuracy_line())
        lines.append(self.tr("Decisions with a single legal move are skipped. N and P go to the next and the "
                             "previous mistake; clicking a mark on the chart, or Left and Right on the chart, "
                             "shows that position."))
        return "\n".join(lines)
