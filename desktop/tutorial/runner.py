"""The tutorial runner (issue 18): shows the lesson's steps one by one in the coach panel, draws the
highlight, lets through only the move a step waits for, keeps the progress after every change and
announces each step to screen readers (the view's Announcer, desktop/table/announce.py)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QSplitter

from desktop.tutorial import store
from desktop.tutorial.coach import CoachPanel, Highlight
from desktop.tutorial.lesson import Lesson, Step
from desktop.tutorial.session import TutorialSession


class Runner(QObject):
    """Drives one lesson on a GamePage whose session is a TutorialSession."""

    step_changed = Signal(int)
    finished = Signal()
    left = Signal()

    def __init__(self, lesson: Lesson, session: TutorialSession, page: Any, step: int = 0) -> None:
        super().__init__(page)
        self.lesson, self.session, self.page = lesson, session, page
        self.steps: list[Step] = lesson.steps()
        self.index = max(0, min(step, len(self.steps) - 1))
        self.coach = CoachPanel(lesson.title())
        side = page.players.parentWidget()
        side.layout().insertWidget(1, self.coach, 3)
        splitter = page.findChild(QSplitter)
        if splitter is not None:
            splitter.setSizes([760, 300])
        self.highlight = Highlight(page.view, self.target_rect)
        self.coach.next_button.clicked.connect(self.next)
        self.coach.leave_button.clicked.connect(self.leave)
        self._next_key = QShortcut(QKeySequence("F3"), page)   # F3: Next, from the table too
        self._next_key.activated.connect(self._next_if_shown)
        session.gate = self.gate
        session.save_hook = self.save
        session.not_yet.connect(self._not_yet)
        session.action_applied.connect(self._on_applied)
        session.state_changed.connect(self._check_free)
        session.thinking.connect(lambda *_: self._show_if_waited())
        self.waiting = False
        self._show()

    # -- what the coach says ---------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[self.index]

    def target_rect(self) -> Any:
        target = self.step.target
        return self.lesson.anchor(self.page.view, target) if target else None

    def players_turn(self) -> bool:
        s = self.session
        return s.is_over() or (s.active_human() == 0 and not s.is_thinking())

    def _show(self) -> None:
        step = self.step
        last = self.index == len(self.steps) - 1
        heading = self.tr("Step {0} of {1}").format(self.index + 1, len(self.steps))
        label = self.tr("&Finish") if last else self.tr("&Next (F3)")
        # a move step's words tell the computer's move just made: shown once it is made (issue 29)
        self.waiting = step.waits_for_move and not step.free and not self.players_turn()
        if self.waiting:
            self.coach.show_step(heading, self.tr("The computer is playing…"), False, label)
            self.highlight.update()
            return
        self.words = step.words(self.session)
        self.coach.show_step(heading, self.words, not step.waits_for_move, label)
        self.highlight.update()
        QTimer.singleShot(0, self.highlight.update)
        if step.waits_for_move:
            self.focus_table()
        else:
            self.coach.next_button.setFocus()
        self.page.view.announcer.say(f"{heading}. {self.words}")
        self.step_changed.emit(self.index)

    def focus_table(self) -> None:
        """The keyboard on the table: the view, or its first focusable part (a hand's card)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QWidget

        view = self.page.view
        part = self.lesson.focus_widget(view)
        if part is not None and part.isVisible():
            part.setFocus()
            return
        view.setFocus()
        if view.hasFocus() or view.isAncestorOf(view.focusWidget() or view):
            return
        for child in view.findChildren(QWidget):
            if child.isVisible() and child.focusPolicy() & Qt.FocusPolicy.TabFocus:
                child.setFocus()
                return

    def _not_yet(self, text: str) -> None:
        self.coach.say_not_yet(text)
        self.page.view.announcer.say(text)

    # -- the gate and the moves ------------------------------------------------------------
    def gate(self, seat: int, action: Any) -> str:
        step = self.step
        if step.free:
            return ""
        if step.expect is None:
            return self.tr("Not yet: read the coach's words first, then press Next (F3).")
        try:
            ok = bool(step.expect(action))
        except Exception:
            ok = False
        if ok:
            return ""
        return step.not_yet or self.tr("Not yet: {0}").format(self.words.split("\n")[0])

    def _on_applied(self, seat: int, action: Any, description: str) -> None:
        step = self.step
        if self.session.is_human(seat) and step.expect is not None and not step.free:
            self._advance()
        else:
            self._check_free()

    def _show_if_waited(self) -> None:
        if self.waiting and self.players_turn():
            self._show()

    def place_clear_of_coach(self, dialog: Any) -> None:
        """A dialog over the lesson's table (the results) opens beside the coach, never over its words."""
        from PySide6.QtCore import QPoint, QRect

        dialog.adjustSize()
        window = self.page.window()
        win = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
        coach = QRect(self.coach.mapToGlobal(QPoint(0, 0)), self.coach.size())
        room = coach.left() - win.left() - 8
        width = max(dialog.minimumSizeHint().width(), min(dialog.width(), room))
        dialog.resize(width, dialog.height())
        x = win.left() + max(0, (room - width) // 2)
        y = win.top() + max(0, (win.height() - dialog.height()) // 2)
        dialog.move(x, y)

    def _check_free(self) -> None:
        self._show_if_waited()
        step = self.step
        if step.free and step.until is not None and step.until(self.session):
            self._advance()
        else:
            self.highlight.update()

    def _next_if_shown(self) -> None:
        if self.coach.next_button.isVisible():
            self.next()

    def next(self) -> None:
        if self.step.waits_for_move:
            return
        if self.index == len(self.steps) - 1:
            self.finish()
        else:
            self._advance()

    def _advance(self) -> None:
        if self.index < len(self.steps) - 1:
            self.index += 1
            if self.index == len(self.steps) - 1:   # the last words reached: the lesson is done
                store.mark_done(self.lesson.game)
                store.clear_progress(self.lesson.game)
            else:
                self.save()
            self._show()
            if self.step.free:
                QTimer.singleShot(0, self._check_free)

    # -- keeping it, leaving it --------------------------------------------------------------
    def save(self) -> None:
        if self.index < len(self.steps) - 1:
            store.save_progress(self.lesson.game, self.session.to_save(), self.index)

    def finish(self) -> None:
        store.mark_done(self.lesson.game)
        store.clear_progress(self.lesson.game)
        self.highlight.hide()
        self.finished.emit()

    def leave(self) -> None:
        self.save()
        self.left.emit()
