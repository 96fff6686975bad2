"""Before a review (issue 26): whose decisions (by default the human at the screen; or every seat,
shown side by side) and how deep (engines.review.SETTINGS: quick, normal, deep)."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from desktop.review.words import ReviewWords

#: the value of "every seat" in the seat box
EVERY_SEAT = -1
SETTINGS = ("quick", "normal", "deep")


class ReviewChoiceDialog(QDialog):
    def __init__(self, names: list[str], default_seat: int, parent: QWidget | None = None,
                 setting: str = "normal") -> None:
        super().__init__(parent)
        w = self.words = ReviewWords()
        self.names = names
        self.setWindowTitle(w.tr("Review"))
        self.setAccessibleName(w.tr("Review a game"))
        layout = QVBoxLayout(self)
        intro = QLabel(w.tr("The hard computer player looks at each decision again, from what that player "
                            "knew then, and compares it with the best move it finds."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.seat = QComboBox()
        self.seat.setAccessibleName(w.tr("Whose decisions to review"))
        for seat, name in enumerate(names):
            self.seat.addItem(name, seat)
        if len(names) > 1:
            self.seat.addItem(w.tr("Every player, side by side"), EVERY_SEAT)
        self.seat.setCurrentIndex(max(0, min(default_seat, len(names) - 1)))
        form.addRow(w.tr("&Decisions of:"), self.seat)
        self.depth = QComboBox()
        self.depth.setAccessibleName(w.tr("How deep"))
        for key, text in (("quick", w.tr("Quick (about half a second per decision)")),
                          ("normal", w.tr("Normal (about a second per decision)")),
                          ("deep", w.tr("Deep (a few seconds per decision, steadier labels)"))):
            self.depth.addItem(text, key)
        self.depth.setCurrentIndex(max(0, SETTINGS.index(setting) if setting in SETTINGS else 1))
        form.addRow(w.tr("D&epth:"), self.depth)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(w.tr("Review"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.seat.setFocus()

    def seats(self) -> list[int]:
        chosen = self.seat.currentData()
        return list(range(len(self.names))) if chosen == EVERY_SEAT else [int(chosen)]

    def setting(self) -> str:
        return str(self.depth.currentData())
