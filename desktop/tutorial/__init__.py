"""Guided first games (issue 18): "Learn to play" on each game of the library, offered once at the
first start.

- `lesson.py`   Step and Lesson (the fixed deal, the steps, the anchors, the computer's scripted moves);
- `session.py`  TutorialSession: the GameSession whose human moves pass the coach's gate;
- `coach.py`    the coach panel (beside the table) and the highlight around the part it talks about;
- `runner.py`   shows the steps, gates the moves ("Not yet: …"), keeps the progress, announces steps;
- `store.py`    the progress file (the game's save + the step) and the settings it remembers;
- `library.py`  the library's "Learn to play" buttons and the first-start offer;
- `<game>.py`   one lesson per game.

`start(window, game)` plays a lesson on the window's real table (its GamePage and the game's view);
the second time it offers to continue, to start again, or to skip to a real game.
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from desktop.storage import settings
from desktop.tutorial import store

if TYPE_CHECKING:  # the lessons are imported when one is played, not at start-up (issue 28)
    from desktop.tutorial.lesson import Lesson

GAMES = ("coloretto", "r_eco", "rolling_japan", "siberia", "pueblo")
CONTINUE, RESTART, SKIP, CANCEL = "continue", "restart", "skip", "cancel"


def lesson_for(game: str) -> Lesson | None:
    if game not in GAMES:
        return None
    try:
        module = importlib.import_module(f"desktop.tutorial.{game}")
    except ModuleNotFoundError:
        return None
    return module.LESSON()


def has_lesson(game: str) -> bool:
    """Found without importing the lesson (it imports its game's engine): the library shows before any
    game is imported (issue 28)."""
    return game in GAMES and importlib.util.find_spec(f"desktop.tutorial.{game}") is not None


def _t(text: str) -> str:
    return QCoreApplication.translate("Tutorial", text)


def ask_how(parent: Any, title: str, progress: bool) -> str:
    """The second start: continue where it was left (if kept), start again, or skip to a real game."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("Tutorial", "Learn to play {0}").format(title))
    if progress:
        box.setText(QCoreApplication.translate("Tutorial", "You have started this tutorial before."))
        box.setInformativeText(QCoreApplication.translate(
            "Tutorial", "Continue where you left it, start it again, or skip it and set up a real game?"))
    else:
        box.setText(QCoreApplication.translate("Tutorial", "You have already finished this tutorial."))
        box.setInformativeText(QCoreApplication.translate(
            "Tutorial", "Play it again, or skip it and set up a real game?"))
    cont = box.addButton(QCoreApplication.translate("Tutorial", "&Continue"), QMessageBox.ButtonRole.AcceptRole) \
        if progress else None
    again = box.addButton(QCoreApplication.translate("Tutorial", "Start &again"), QMessageBox.ButtonRole.AcceptRole)
    skip = box.addButton(QCoreApplication.translate("Tutorial", "&Skip the tutorial"),
                         QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cont or again)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    return CONTINUE if clicked is cont and cont is not None else RESTART if clicked is again \
        else SKIP if clicked is skip else CANCEL


def start(window: Any, game: str, *, ask: Any = None) -> Any:
    """Plays the lesson of `game` on the window's table; returns its Runner (None if not started)."""
    lesson = lesson_for(game)
    if lesson is None:
        return None
    progress = store.load_progress(game)
    choice = RESTART
    if progress is not None or store.is_done(game):
        choice = (ask or ask_how)(window, lesson.title(), progress is not None)
    if choice == CANCEL:
        return None
    if choice == SKIP:
        window.new_game(game)
        return None
    from desktop.session.saves import Seat  # the save format and
    from desktop.tutorial.session import TutorialSession  # a GameSession: not imported at start-up (issue 28)

    delay = getattr(window, "computer_delay_ms", 600)
    session = None
    step = 0
    if choice == CONTINUE and progress is not None:
        try:
            session = TutorialSession.from_save(progress[0], computer_delay_ms=delay)
            step = progress[1]
        except ValueError:
            session = None
    if session is None:
        seats = [Seat(settings.seat_name(0, _t("Player")), "human", "normal")] + [
            Seat(_t("Computer") + ("" if i == 0 else f" {i + 1}"), "computer", "normal")
            for i in range(lesson.players - 1)]
        session = TutorialSession(game, seats, seed=lesson.seed, options=dict(lesson.options),
                                  computer_delay_ms=delay)
        store.clear_progress(game)
    session.script_computers(lesson.computer_move)
    if not window.leave_current_game():
        session.deleteLater()
        return None
    window.save_path = None
    window._install(session)
    session.statistics = None   # a lesson is no game of the player's statistics
    from desktop.tutorial.runner import Runner

    runner = Runner(lesson, session, window.page, step)
    window.page.tutorial = runner
    offer = getattr(getattr(window, "library", None), "tutorial_offer", None)
    if offer is not None:   # the offer is taken: the library does not show it again after Finish
        offer.hide()
    runner.left.connect(window.show_library)
    runner.finished.connect(window.show_library)
    runner.save()
    return runner
