"""The review window (issue 26): a finished game's table replayed at each reviewed decision, with the
better move marked on the table (the hint mark every game has, desktop.table.hint_marks), the sentence
of the decision, the list of decisions, the chart and the summary of every reviewed seat.

`ReviewWindow(source, seats, setting)`: `source` is a `ReviewSource` (the watch-only session of the
finished game and what identifies it); the reviews kept in storage are shown at once, the others run
on a worker thread (`ReviewJob`) with a progress bar and Cancel. N / P (or the buttons) go to the
next / previous mistake; a click on a chart's mark, or choosing a row of the list, shows that
decision. With several humans at one screen and private cards, each seat's review opens behind the
hand-over screen (desktop.widgets.handover)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n import translate_text
from desktop.review.chart import ReviewChart
from desktop.review.decisions import DecisionsModel, DecisionsView
from desktop.review.job import ReviewJob
from desktop.review.model import SeatReview, from_stored, stored
from desktop.review.summary import SummaryPanel
from desktop.review.words import MISTAKES, ReviewWords
from desktop.storage.reviews import ReviewStore
from desktop.table.voice import Voice
from desktop.widgets.handover import HandoverScreen
from engines.review import THRESHOLDS, review_game, unit_of


def _t(text: str) -> str:
    return QCoreApplication.translate("ReviewWords", text)

#: the review starts this long after the window is built (its first paint comes first)
START_DELAY_MS = 150


@dataclass
class ReviewSource:
    """The game a review is of: its watch-only session (desktop.shell.replay.watch_session), the
    moves as `[seat, encoded action]`, the storage key and where reviews are kept (None: nowhere)."""
    session: Any
    moves: list[Any]
    key: str
    game_id: str
    store: ReviewStore | None = None


class ReviewWindow(QDialog):
    def __init__(self, source: ReviewSource, seats: list[int], setting: str = "normal", *,
                 budget_s: float | None = None, handover: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from desktop.games import view_class

        self.words = ReviewWords()
        self.source, self.session = source, source.session
        s = self.session
        self.setting, self.budget_s, self.handover = setting, budget_s, handover
        self.unit = unit_of(s.game)
        self.seats = [seat for seat in dict.fromkeys(seats) if 0 <= seat < s.num_players] or [0]
        self.reviews: dict[int, SeatReview] = {seat: SeatReview(seat, self.unit) for seat in self.seats}
        self.seat = self.seats[0]
        self.row: int | None = None
        self.voice = Voice(self)          # the kit's voice, as the game pages speak
        self.spoken = self.voice.spoken
        self.problems: list[str] = []
        self.states = s.history_states()
        self.setWindowTitle(_t("{0}: review").format(translate_text(s.engine.title)))
        self.setAccessibleName(_t("Review of a finished game"))
        outer = QVBoxLayout(self)
        head = QHBoxLayout()
        self.seat_label = QLabel(_t("&Decisions of:"))
        head.addWidget(self.seat_label)
        self.seat_box = QComboBox()
        self.seat_box.setAccessibleName(_t("Whose decisions"))
        self.seat_label.setBuddy(self.seat_box)
        for seat in self.seats:
            self.seat_box.addItem(s.seats[seat].name, seat)
        self.seat_box.setEnabled(len(self.seats) > 1)
        self.seat_box.currentIndexChanged.connect(lambda i: self.choose_seat(self.seat_box.itemData(i)))
        head.addWidget(self.seat_box)
        self.previous_button = QPushButton(_t("&Previous mistake (P)"))
        self.next_button = QPushButton(_t("&Next mistake (N)"))
        self.previous_button.clicked.connect(lambda: self.step_mistake(-1))
        self.next_button.clicked.connect(lambda: self.step_mistake(1))
        head.addWidget(self.previous_button)
        head.addWidget(self.next_button)
        head.addStretch(1)
        self.help_button = QPushButton(_t("&Help"))
        self.help_button.clicked.connect(self.show_help)
        head.addWidget(self.help_button)
        self.close_button = QPushButton(_t("Close"))
        self.close_button.clicked.connect(self.accept)
        head.addWidget(self.close_button)
        outer.addLayout(head)
        progress_row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setAccessibleName(_t("Review progress"))
        self.progress_text = QLabel()
        self.progress_text.setTextFormat(Qt.TextFormat.PlainText)
        self.cancel_button = QPushButton(_t("Cancel the review"))
        self.cancel_button.clicked.connect(self.cancel)
        progress_row.addWidget(self.progress_text)
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        self.progress_box = QWidget()
        self.progress_box.setLayout(progress_row)
        progress_row.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.progress_box)

        self.stack = QStackedWidget()
        outer.addWidget(self.stack, 1)
        content = QSplitter(Qt.Orientation.Vertical)
        top = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        self.sentence = QLabel(_t("Choose a decision in the list, or press N for the first mistake."))
        self.sentence.setTextFormat(Qt.TextFormat.PlainText)   # names and moves: plain text
        self.sentence.setWordWrap(True)
        self.sentence.setObjectName("ReviewSentence")
        self.sentence.setStyleSheet("#ReviewSentence{font-weight:bold;padding:4px;}")
        left_box.addWidget(self.sentence)
        cls = view_class(s.game)
        if cls is None:
            raise ValueError("no table for this game")
        self.view = cls(s)
        left_box.addWidget(self.view, 1)
        top.addWidget(left)
        right = QSplitter(Qt.Orientation.Vertical)
        self.model = DecisionsModel(self)
        self.list = DecisionsView(self.model)
        self.list.selectionModel().currentRowChanged.connect(lambda now, _old: self.show_row(now.row()))
        self.list.step.connect(self.step_mistake)
        right.addWidget(self.list)
        self.summary = SummaryPanel()
        right.addWidget(self.summary)
        right.setSizes([300, 140])
        top.addWidget(right)
        top.setStretchFactor(0, 3)
        top.setStretchFactor(1, 2)
        top.setSizes([580, 420])
        content.addWidget(top)
        self.chart = ReviewChart()
        self.chart.moves = len(s.history)
        self.chart.picked.connect(self.go_to_row)
        content.addWidget(self.chart)
        content.setStretchFactor(0, 4)
        content.setStretchFactor(1, 1)
        self.stack.addWidget(content)
        self.handover_screen = HandoverScreen()
        self.handover_screen.ready.connect(self._handed_over)
        self.stack.addWidget(self.handover_screen)
        for key, slot in (("N", lambda: self.step_mistake(1)), ("P", lambda: self.step_mistake(-1))):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
        self.resize(1000, 680)
        self.job = ReviewJob(self._run, [], self)
        self.job.decided.connect(self._decided)
        self.job.progress.connect(self._progress)
        self.job.seat_done.connect(self._seat_done)
        self.job.failed.connect(self._failed)
        self.job.finished.connect(self._all_done)
        self._load_or_queue()
        self.choose_seat(self.seat, initial=True)

    # ------------------------------------------------------------------ the reviews
    def _run(self, seat: int, should_stop: Any, progress: Any) -> Any:
        s, kwargs = self.session, {}
        if self.budget_s is not None:
            kwargs["budget_s"] = self.budget_s
        return review_game(s.game, s.num_players, s.seed, s.options, self.source.moves, seat, setting=self.setting,
                           rng_seed=s.seed, should_stop=should_stop, progress=progress, **kwargs)

    def _load_or_queue(self) -> None:
        store, s = self.source.store, self.session
        for seat in self.seats:
            kept = store.load(self.source.key, seat, self.setting) if store is not None else None
            review = self.reviews[seat]
            if kept is not None:
                try:
                    review.decisions = [from_stored(s.engine, self.states, s.history, d, self.unit) for d in kept]
                    review.complete = review.stored = True
                    continue
                except (ValueError, TypeError, KeyError, IndexError):  # a damaged review: done again
                    review.decisions = []
                    self.problems.append(_t("A kept review was damaged: it is done again."))
            self.job.queue.append(seat)
        for seat in self.seats:
            self._summarise(seat)
        if self.job.queue:
            self.progress.setRange(0, 0)
            self.progress_text.setText(_t("Reviewing…"))
            # once the window is drawn: its first paint never shares the processor with the review
            QTimer.singleShot(START_DELAY_MS, self, self.job.start)
        else:
            self.progress_box.hide()

    def _decided(self, seat: int, position: int) -> None:
        review = self.reviews[seat]
        review.decisions = list(self.job.results[seat])
        if seat == self.seat:
            self.model.appended(review.decisions)
            self.chart.show_review(review.decisions, self.unit)
            self.chart.choose(self.row)
        self._summarise(seat)

    def _progress(self, done: int, total: int) -> None:
        seat = self.job.current
        name = self.session.seats[seat].name if seat is not None else ""
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress_text.setText(_t("Reviewing {0}: {1} of {2} decisions").format(name, done, total))

    def _seat_done(self, seat: int) -> None:
        review = self.reviews[seat]
        review.decisions = list(self.job.results.get(seat, []))
        review.complete = True
        self._summarise(seat)
        store = self.source.store
        if store is not None:
            engine = self.session.engine
            if not store.save(self.source.key, seat, self.setting, self.session.game, self.source.game_id,
                              [stored(d, engine) for d in review.decisions]):
                self.problems.append(_t("The review could not be kept: {0}").format(store.problem))

    def _failed(self, seat: int, message: str) -> None:
        self.problems.append(_t("The review of {0} failed: {1}").format(
            self.session.seats[seat].name, message))
        self.progress_text.setText(self.problems[-1])

    def _all_done(self) -> None:
        self.progress_box.setVisible(bool(self.problems))
        self.cancel_button.hide()
        self.progress.hide()
        if self.problems:
            self.progress_text.setText(self.problems[-1])
        self.say(_t("Review done."))

    def cancel(self) -> None:
        """Stops the review at once; what was reviewed stays on screen (and is not kept)."""
        self.job.cancel()
        self.progress.hide()
        self.cancel_button.hide()
        self.progress_text.setText(_t("Review cancelled: the decisions reviewed so far are shown."))
        self.say(self.progress_text.text())

    def _summarise(self, seat: int) -> None:
        review = self.reviews[seat]
        self.summary.show_seat(seat, self.session.seats[seat].name, review.summary(), review.complete)

    def finished_reviewing(self) -> bool:
        return not self.job.running() and not (self.job.queue and not self.job.cancelled)

    # ------------------------------------------------------------------ choosing what is shown
    def choose_seat(self, seat: Any, initial: bool = False) -> None:
        if seat not in self.reviews or (seat == self.seat and not initial):
            return
        self.seat = seat
        self.seat_box.setCurrentIndex(self.seats.index(seat))
        if self.handover:
            self.handover_screen.show_for(self.session.seats[seat].name, [])
            self.stack.setCurrentWidget(self.handover_screen)
            self.handover_screen.button.setFocus()
            return
        self._show_seat()

    def _handed_over(self) -> None:
        self.stack.setCurrentIndex(0)
        self._show_seat()

    def _show_seat(self) -> None:
        review = self.reviews[self.seat]
        s = self.session
        if not s.watch_as(self.seat):   # a saved game not over: that seat's own view, as at its turn
            s.screen.viewer, s.screen.handover_to = self.seat, None
            s.state_changed.emit()
        self.row = None
        self.model.show(review.decisions, self.unit, self.session.seats[self.seat].name)
        self.chart.show_review(review.decisions, self.unit)
        self.chart.choose(None)
        self.list.setFocus()

    def go_to_row(self, row: int) -> None:
        """Selects the decision at `row` of the list (which shows it)."""
        if not 0 <= row < self.model.rowCount():
            return
        index = self.model.index(row, 0)
        self.list.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        self.list.scrollTo(index)
        if self.row != row:
            self.show_row(row)

    def show_row(self, row: int) -> None:
        """Shows the position before the decision at `row`, the better move marked, its sentence."""
        decisions = self.reviews[self.seat].decisions
        if not 0 <= row < len(decisions) or self.stack.currentIndex() != 0:
            return
        self.row = row
        d = decisions[row]
        s = self.session
        s.show_move(d.index)
        marks = getattr(self.view, "hint_marks", None)
        if marks is not None and d.best != d.played:
            marks.show(self.seat, d.best, translate_text(d.best_text), "", say=False)
        self.chart.choose(row)
        text = self.model.sentence(row)
        self.sentence.setText(text)
        self.say(text)

    def mistakes(self) -> list[int]:
        return [row for row, d in enumerate(self.reviews[self.seat].decisions) if d.label in MISTAKES]

    def step_mistake(self, step: int) -> None:
        """N (step 1) / P (step -1): the next / previous mistake, inaccuracy or blunder."""
        if self.stack.currentIndex() != 0:
            return
        rows = self.mistakes()
        if not rows:
            self.say(_t("No mistake to show."))
            return
        here = self.row
        if step > 0:
            after = [r for r in rows if here is None or r > here]
            target = after[0] if after else None
        else:
            before = [r for r in rows if here is not None and r < here]
            target = before[-1] if before else None
        if target is None:
            self.say(_t("No more mistakes that way."))
            return
        self.go_to_row(target)

    # ------------------------------------------------------------------ words
    def say(self, text: str) -> None:
        """Announces `text` (desktop.table.voice: the AT-SPI announcement, and the focused control's
        description for Orca until the focus moves)."""
        self.voice.say(text)

    def show_help(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, _t("About the review"),
                          self.words.help_text({self.unit: THRESHOLDS[self.unit]}), parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        self.help_box = box
        box.open()

    def done(self, result: int) -> None:
        self.job.shutdown()
        self.session.close()
        super().done(result)
