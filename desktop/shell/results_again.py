"""Game ▸ Show results (issue 29 item 16): the results dialog again, once a game is over and its
dialog was closed ("Look at the table", Esc). Enabled only while the window shows a finished game."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction


class ResultsAgain(QObject):
    """Owns the menu action; the window calls `update()` with its other actions."""

    def __init__(self, window: Any, menu: Any, before: QAction | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.action = QAction(self.tr("Show r&esults"), window)
        self.action.setObjectName("showResults")
        self.action.setStatusTip(self.tr("The scores and the plot of the game just finished"))
        self.action.triggered.connect(self.show)
        self.action.setEnabled(False)
        if before is not None:
            menu.insertAction(before, self.action)
        else:
            menu.addAction(self.action)

    def available(self) -> bool:
        session = getattr(self.window, "session", None)
        return session is not None and getattr(self.window, "page", None) is not None and session.is_over()

    def update(self) -> None:
        self.action.setEnabled(self.available())

    def show(self) -> None:
        if not self.available():
            return
        from desktop.shell.statistics_results import personal_lines

        session = self.window.session
        self.window._show_results(session, personal_lines(self.window.stats, session))
