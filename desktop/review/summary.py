"""The review's summary (issue 26): per reviewed seat its accuracy (with the one line that explains
it), the count of each label and the biggest loss, as plain text a screen reader reads; several
seats side by side."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop.review.words import LABELS, ReviewWords


def _t(text: str) -> str:
    return QCoreApplication.translate("ReviewWords", text)


def summary_text(words: ReviewWords, name: str, summary: Any, complete: bool) -> str:
    """A seat's summary in lines (plain text)."""
    lines = [name]
    if summary.decisions == 0:
        lines.append(_t("No decision to review yet.") if not complete else
                     _t("No decision to review: every move was forced."))
        return "\n".join(lines)
    n = summary.decisions
    lines.append(words.accuracy(n)
                 .format(round(summary.accuracy)))
    counts = [words.labels_plural(label, summary.counts.get(label, 0)) for label in LABELS
              if summary.counts.get(label, 0)]
    lines.append(", ".join(counts))
    if summary.biggest is not None:
        index, loss = summary.biggest
        lines.append(_t("Biggest loss: move {0}, {1}").format(index + 1, words.loss(summary.unit, loss)))
    if not complete:
        lines.append(_t("(review in progress)"))
    return "\n".join(lines)


class SummaryPanel(QFrame):
    """One plain-text block per reviewed seat, side by side, and the accuracy's explanation below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = ReviewWords()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        self.row = QHBoxLayout()
        outer.addLayout(self.row)
        self.explain = QLabel(self.words.accuracy_line())
        self.explain.setWordWrap(True)
        self.explain.setTextFormat(Qt.TextFormat.PlainText)
        self.explain.setStyleSheet("color: palette(placeholder-text);")
        outer.addWidget(self.explain)
        self.blocks: dict[int, QLabel] = {}

    def show_seat(self, seat: int, name: str, summary: Any, complete: bool) -> None:
        block = self.blocks.get(seat)
        if block is None:
            block = QLabel()
            block.setTextFormat(Qt.TextFormat.PlainText)   # a player's name: never markup
            block.setWordWrap(True)
            block.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            block.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                          | Qt.TextInteractionFlag.TextSelectableByMouse)
            block.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # the summary is read from the keyboard too
            self.blocks[seat] = block
            self.row.insertWidget(sorted(self.blocks).index(seat), block, 1)
        block.setText(summary_text(self.words, name, summary, complete))

    def text(self) -> str:
        return "\n\n".join(self.blocks[s].text() for s in sorted(self.blocks))
