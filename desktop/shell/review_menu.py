"""The window's part of issue 26 (the review and the tutor), so that main_window.py stays small:
Game ▸ Review a saved game…, Settings ▸ Tutor (a question before a blunder; off by default), the
results dialog's Review, and each table's tutor (which human seats it watches: the new-game dialog's
boxes as remembered per game and seat, desktop.storage.settings.seat_tutor; its question is
desktop.review.tutor.ask, its line in the status bar)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from desktop.storage import settings


def _t(text: str) -> str:
    return QCoreApplication.translate("WindowReviews", text)


class WindowReviews:
    def __init__(self, window: Any, game_menu: QMenu, settings_menu: QMenu) -> None:
        self.window = window
        self.act_review_file = QAction(_t("Re&view a saved game…"), window)
        self.act_review_file.triggered.connect(self.review_file)
        before = getattr(window, "act_library", None)
        if before is not None and before in game_menu.actions():
            game_menu.insertAction(before, self.act_review_file)
        else:
            game_menu.addAction(self.act_review_file)
        self.act_tutor = QAction(_t("&Tutor: ask before a blunder"), window)
        self.act_tutor.setCheckable(True)
        self.act_tutor.setChecked(settings.tutor())
        self.act_tutor.setToolTip(_t("Before a move the hard computer judges a blunder, ask whether to play it anyway"))
        self.act_tutor.toggled.connect(self.set_tutor)
        settings_menu.addAction(self.act_tutor)

    def set_tutor(self, on: bool) -> None:
        """The setting (new games start from it), and the human seats of the table on screen now."""
        settings.set_value("review/tutor", "true" if on else "false")
        session = getattr(self.window, "session", None)
        if session is not None and hasattr(session, "tutor"):
            session.tutor.seats = {i for i, s in enumerate(session.seats) if s.kind == "human"} if on else set()

    def attach(self, session: Any) -> None:
        """A local table's tutor: the human seats whose box is ticked (remembered per game and seat)."""
        tutor = getattr(session, "tutor", None)
        if tutor is None:
            return
        tutor.seats = {i for i, s in enumerate(session.seats)
                       if s.kind == "human" and settings.seat_tutor(i, session.game)}
        tutor.ask = self._ask
        tutor.notify = self._notify

    def _notify(self, text: str) -> None:
        """The tutor's line in the status bar; Undo follows (it withdraws a move under judgement)."""
        self.window.statusBar().showMessage(text, 0 if text else 1)
        update = getattr(self.window, "_update_actions", None)
        if update is not None:
            update()

    def _ask(self, warning: Any) -> bool:
        from desktop.review.tutor import ask

        page = getattr(self.window, "page", None)
        return ask(self.window, warning, getattr(page, "view", None))

    def review_file(self) -> None:
        from desktop.shell.review_open import review_file
        from desktop.shell.window_files import FILE_FILTER

        review_file(self.window, FILE_FILTER)

    def review_session(self, session: Any) -> None:
        """The results dialog's Review: the game just finished."""
        from desktop.shell.review_open import review_session

        window = review_session(session, self.window)
        if window is not None:
            window.exec()
