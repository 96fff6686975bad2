"""The tutor's question (issue 26): "This looks like a blunder (win chance 45% → 20%). Play it anyway?"
with the better move in words (told from the seat's view) and marked on the table (the hint mark) while
the question is up. `ask(parent, warning, view)` -> True to play the move anyway; Think again (the
default, Esc) keeps the turn and leaves the better move marked."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop.review.words import ReviewWords


def _t(text: str) -> str:
    return QCoreApplication.translate("ReviewWords", text)


class TutorQuestion(QMessageBox):
    def __init__(self, warning: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = ReviewWords()
        self.warning = warning
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(_t("Tutor"))
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(self.question())
        self.setInformativeText(_t("You chose: {0}.\nBetter: {1}.").format(
            warning.played_text.rstrip("."), warning.best_text.rstrip(".")))
        self.play = self.addButton(_t("Play it anyway"), QMessageBox.ButtonRole.AcceptRole)
        self.again = self.addButton(_t("Think again"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.again)
        self.setEscapeButton(self.again)
        self.setAccessibleName(_t("Tutor"))
        self.setAccessibleDescription(self.text() + "\n" + self.informativeText())

    def question(self) -> str:
        w, warning = self.words, self.warning
        best, played = w.value(warning.unit, warning.best_value), w.value(warning.unit, warning.played_value)
        if warning.unit == "x":
            return _t("This looks like a blunder (expected X at the end {0} → {1}). Play it anyway?").format(
                best, played)
        return _t("This looks like a blunder (win chance {0} → {1}). Play it anyway?").format(best, played)


def ask(parent: QWidget | None, warning: Any, view: Any = None) -> bool:
    """Asks, the better move marked on the table meanwhile; True: play the move anyway (the mark goes
    with the move). Declined, the better move stays marked."""
    marks = getattr(view, "hint_marks", None) if view is not None else None
    if marks is not None:
        marks.show(warning.seat, warning.best, warning.best_text, "", say=False)
    box = TutorQuestion(warning, parent)
    box.exec()
    anyway = box.clickedButton() is box.play
    if anyway and marks is not None:
        marks.clear()
    announcer = getattr(view, "announcer", None) if view is not None else None
    if not anyway and announcer is not None:
        announcer.say(_t("Better: {0}").format(warning.best_text))
    box.deleteLater()
    return anyway
