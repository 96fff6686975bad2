"""The readable game log: one line per decision, newest at the bottom."""
from __future__ import annotations

from PySide6.QtWidgets import QListWidget, QWidget

from desktop.i18n import translate_text
from desktop.session import GameSession


class GameLog(QListWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setAccessibleName(self.tr("Game log"))
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        session.state_changed.connect(self.rebuild)
        self.rebuild()

    def rebuild(self) -> None:
        self.clear()
        for n, entry in enumerate(self.session.history, 1):
            name = self.session.seats[entry.seat].name
            self.addItem(self.tr("{0}. {1}: {2}").format(n, name, translate_text(entry.description)))
        self.scrollToBottom()
