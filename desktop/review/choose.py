"""Before a review (issue 26): whose decisions (by default the human at the screen; or every seat,
shown side by side) and how deep (engines.review.SETTINGS: quick, normal, deep)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from desktop.review.words import ReviewWords


def _t(text: str) -> str:
    return QCoreApplication.translate("ReviewWords", text)

#: the value of "every seat" in the seat box
EVERY_SEAT = -1
SETTINGS = ("quick", "normal", "deep")


class ReviewChoiceDialog(QDialog):
    def __init__(self, names: list[str], default_seat: int, parent: QWidget | None = None,
                 setting: str = "normal") -> None:
        super().__init__(parent)
        self.words = ReviewWords()
        self.names = names
        self.setWindowTitle(_t("Review"))
        self.setAccessibleName(_t("Review a game"))
        layout = QVBoxLayout(self)
        intro = QLabel(_t("The hard computer player looks at each decision again, from what that player "
                            "knew then, and compares it with the best move it finds."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.seat = QComboBox()
        self.seat.setAccessibleName(_t("Whose decisions to review"))
        for seat, name in enumerate(names):
            self.seat.addItem(name, seat)
        if len(names) > 1:
            self.seat.addItem(_t("Every player, side by side"), EVERY_SEAT)
        self.seat.setCurrentIndex(max(0, min(default_seat, len(names) - 1)))
        form.addRow(_t("&Decisions of:"), self.seat)
        self.depth = QComboBox()
        self.depth.setAccessibleName(_t("How deep"))
        for key, text in (("quick", _t("Quick (about half a second per decision)")),
                          ("normal", _t("Normal (about a second per decision)")),
                          ("deep", _t("Deep (a few seconds per decision, steadier labels)"))):
            self.depth.addItem(text, key)
        self.depth.setCurrentIndex(max(0, SETTINGS.index(setting) if setting in SETTINGS else 1))
        form.addRow(_t("D&epth:"), self.depth)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_t("Start the review"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.seat.setFocus()

    def seats(self) -> list[int]:
        chosen = self.seat.currentData()
        return list(range(len(self.names))) if chosen == EVERY_SEAT else [int(chosen)]

    def setting(self) -> str:
        return str(self.depth.currentData())
