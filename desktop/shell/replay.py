"""History and replay on the table (issue 17).

- `ReplayBar(session, page)`: the banner "Replay — move 12 of 40" shown above the table while the
  session replays (GameSession.show_move, from a click or Enter on a line of the log), with
  ← → Home End, Space (play/pause at the chosen speed), "Undo to here" where the undo rules allow
  it, and "Back to the game" (Esc). Its keys are shortcuts of `page` while a replay is shown.
- `with_replay_bar(session, table, page)`: the table with the banner above it (for GamePage).
- `watch_session(kept)`: a read-only GameSession of a finished game kept in the statistics
  (Statistics.kept_game), its moves checked against the rules; ValueError when they don't replay.
- `ReplayWindow(session)`: a finished game watched again: the table, the banner, the log.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

import engines
from desktop.i18n import translate_text
from desktop.session.local import GameSession
from desktop.session.saves import Seat, replay_actions
from desktop.table.style import REFERENCE_ROOM, Scale

#: Play at speed: seconds per move, and the speed choice's labels (translated in ReplayBar)
SPEEDS = ((2.0, "slow"), (1.0, "normal"), (0.5, "fast"), (0.2, "very fast"))


class ReplayBar(QFrame):
    """The replay banner and its controls; hidden while the game is live (always up when watched)."""

    def __init__(self, session: GameSession, page: QWidget | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.page = page
        self._said: int | None = None
        self.setObjectName("ReplayBar")
        self.setAccessibleName(self.tr("Replay"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.scale: Scale | None = None
        self.apply_scale(Scale.for_size(REFERENCE_ROOM))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(4)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setObjectName("ReplayTitle")
        top.addWidget(self.title, 1)
        self.undo_here = QPushButton(self.tr("Undo to here"))
        self.undo_here.setAccessibleName(self.tr("Undo to here"))
        self.undo_here.setToolTip(self.tr("Take back your own moves after this one"))
        self.undo_here.clicked.connect(self.undo_to_here)
        top.addWidget(self.undo_here)
        self.back = QPushButton(self.tr("Back to the game (Esc)"))
        self.back.setAccessibleName(self.tr("Back to the game"))
        self.back.clicked.connect(self.leave)
        top.addWidget(self.back)
        outer.addLayout(top)
        self.move_text = QLabel()
        self.move_text.setTextFormat(Qt.TextFormat.PlainText)  # names inside: plain text, never markup
        self.move_text.setWordWrap(True)
        outer.addWidget(self.move_text)
        row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        icons = QStyle.StandardPixmap
        for key, icon, name, slot in (
                ("first", icons.SP_MediaSkipBackward, self.tr("First position (Home)"), self.first),
                ("previous", icons.SP_MediaSeekBackward, self.tr("Previous move (Left)"), self.previous),
                ("next", icons.SP_MediaSeekForward, self.tr("Next move (Right)"), self.next),
                ("last", icons.SP_MediaSkipForward, self.tr("Last move (End)"), self.last)):
            button = QPushButton()
            button.setIcon(self.style().standardIcon(icon))
            button.setAccessibleName(name)
            button.setToolTip(name)
            button.clicked.connect(slot)
            button.setIconSize(QSize(self.scale.px(16), self.scale.px(16)))
            row.addWidget(button)
            self.buttons[key] = button
        self.play = QPushButton(self.tr("Play (Space)"))
        self.play.setAccessibleName(self.tr("Play the moves at speed"))
        self.play.setCheckable(True)
        self.play.toggled.connect(self._play_toggled)
        row.addWidget(self.play)
        self.speed = QComboBox()
        self.speed.setAccessibleName(self.tr("Replay speed"))
        labels = {"slow": self.tr("Slow"), "normal": self.tr("Normal speed"), "fast": self.tr("Fast"),
                  "very fast": self.tr("Very fast")}
        for seconds, key in SPEEDS:
            self.speed.addItem(labels[key], seconds)
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        row.addWidget(self.speed)
        row.addStretch(1)
        outer.addLayout(row)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.shortcuts: list[QShortcut] = []
        target = page if page is not None else self
        for key, slot in ((Qt.Key.Key_Left, self.previous), (Qt.Key.Key_Right, self.next),
                          (Qt.Key.Key_Home, self.first), (Qt.Key.Key_End, self.last),
                          (Qt.Key.Key_Escape, self.leave), (Qt.Key.Key_Space, self.play.toggle)):
            shortcut = QShortcut(QKeySequence(key), target)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        session.replay_changed.connect(self.refresh)
        session.state_changed.connect(self.refresh)
        self.refresh()

    def apply_scale(self, scale: Scale) -> None:
        """Fonts and icons follow the table's Scale (1.0 at 1024x700, ~2 at 2560x1440)."""
        if scale == self.scale:
            return
        self.scale = scale
        self.setStyleSheet(scale.qss(
            "#ReplayBar{background:#2d4a6b;border-radius:4px;}"
            "#ReplayBar QLabel{color:#ffffff;font-size:${body}px;}"
            "#ReplayBar QLabel#ReplayTitle{font-size:${title}px;font-weight:bold;}"
            "#ReplayBar QPushButton, #ReplayBar QComboBox{font-size:${body}px;padding:${pad}px;}"))
        side = scale.px(16)
        for button in getattr(self, "buttons", {}).values():
            button.setIconSize(QSize(side, side))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            self.apply_scale(Scale.for_size(watched.size()))
        return False

    # ------------------------------------------------------------------ stepping
    def _total(self) -> int:
        return len(self.session.history)

    def _go(self, moves: int) -> None:
        if self.session.is_replaying():
            self.session.show_move(moves)

    def first(self) -> None:
        self._go(0)

    def previous(self) -> None:
        shown = self.session.replay_index
        if shown is not None:
            self._go(shown - 1)

    def next(self) -> None:
        shown = self.session.replay_index
        if shown is not None:
            self._go(shown + 1)

    def last(self) -> None:
        self._go(self._total())

    def leave(self) -> None:
        self.play.setChecked(False)
        if self.session.watch_only:  # a watched game has no live game to go back to: Esc closes it
            self.window().close()
            return
        self.session.leave_replay()

    def undo_to_here(self) -> None:
        shown = self.session.replay_index
        if shown is not None:
            self.play.setChecked(False)
            self.session.undo_to(shown)

    def _play_toggled(self, on: bool) -> None:
        if on and self.session.is_replaying():
            if self.session.replay_index == self._total():
                self.session.show_move(0)
            self.timer.start(int(self.speed.currentData() * 1000))
        else:
            self.timer.stop()
        self.play.setText(self.tr("Pause (Space)") if self.timer.isActive() else self.tr("Play (Space)"))

    def _speed_changed(self) -> None:
        if self.timer.isActive():
            self.timer.start(int(self.speed.currentData() * 1000))

    def _tick(self) -> None:
        shown = self.session.replay_index
        if shown is None or shown >= self._total():
            self.play.setChecked(False)
            return
        self.session.show_move(shown + 1)

    # ------------------------------------------------------------------ drawing
    def refresh(self) -> None:
        s = self.session
        shown = s.replay_index
        for shortcut in self.shortcuts:
            shortcut.setEnabled(shown is not None)
        if shown is None:
            self._said = None
            self.play.setChecked(False)
            self.setVisible(False)
            return
        total = self._total()
        self.title.setText(self.tr("Replay — move {0} of {1}").format(shown, total))
        if shown == 0:
            self.move_text.setText(self.tr("The start of the game."))
        else:
            entry = s.history[shown - 1]
            self.move_text.setText(self.tr("{0}: {1}").format(s.seats[entry.seat].name,
                                                               translate_text(entry.description)))
        words = self.title.text() + ". " + self.move_text.text()
        self.setAccessibleDescription(words)
        if shown != self._said:  # screen readers hear each step (the view's announcer, issue 16)
            self._said = shown
            announcer = getattr(getattr(self.page, "view", None), "announcer", None)
            if announcer is not None and hasattr(announcer, "say"):
                announcer.say(words)
        self.buttons["first"].setEnabled(shown > 0)
        self.buttons["previous"].setEnabled(shown > 0)
        self.buttons["next"].setEnabled(shown < total)
        self.buttons["last"].setEnabled(shown < total)
        self.back.setVisible(not s.watch_only)
        self.undo_here.setVisible(not s.watch_only)
        self.undo_here.setEnabled(s.can_undo_to(shown))
        self.setVisible(True)


def with_replay_bar(session: GameSession, table: QWidget, page: QWidget) -> QWidget:
    """`table` with the replay banner above it; the banner's keys are shortcuts of `page`."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(4)
    bar = ReplayBar(session, page)
    table.installEventFilter(bar)  # the banner's Scale follows the table's room
    layout.addWidget(bar)
    layout.addWidget(table, 1)
    page.replay_bar = bar
    session.replay_changed.connect(lambda: _focus_after(session, bar, table))
    return box


def _focus_after(session: GameSession, bar: ReplayBar, table: QWidget) -> None:
    """A replay ends the live game's animations at once (a card in flight would be drawn over the
    replayed position); back to the game, the focus goes back to the table."""
    if not session.is_replaying():
        table.setFocus()
        return
    view = getattr(bar.page, "view", None)
    if view is not None and hasattr(view, "skip_animations"):
        view.skip_animations()


# ---------------------------------------------------------------------- finished games watched again
def watch_session(kept: dict[str, Any], parent: Any = None) -> GameSession:
    """A read-only session of a finished game from Statistics.kept_game: its moves replayed from its
    seed and checked against the rules (hostile input: ValueError when they don't replay or don't
    end the game). Shown from its first position."""
    try:
        game = kept["game"]
        if not isinstance(game, str) or game not in engines.NAMES or not engines.available(game):
            raise ValueError("not a game of this version")
        engine = engines.get(game)
        seats = GameSession._saved_seats(kept["seats"])
        engine.check_players(len(seats))
        options = engine.resolve_options(kept["options"], len(seats))
        seed = kept["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the seed is not a whole number")
        initial = engine.new_game(len(seats), seed=seed, options=options)
        state, history = replay_actions(engine, initial, kept["actions"])
        if not engine.is_over(state):
            raise ValueError("its moves don't finish the game")
        session = GameSession(game, [Seat(s.name, s.kind, s.level) for s in seats], seed=seed,
                              options=options, parent=parent, _initial=(state, history))
    except ValueError as exc:
        raise ValueError(f"This game can't be watched again: {exc}") from exc
    except (KeyError, TypeError, IndexError, AttributeError, OverflowError, RecursionError,
            ArithmeticError) as exc:
        raise ValueError(f"This game can't be watched again ({type(exc).__name__}).") from exc
    session._announced_over = True  # never recorded again, never announced as a new end
    session.watch_only = True
    humans = [i for i, s in enumerate(session.seats) if s.is_human]
    session.watch_as(humans[0] if humans else 0)
    session.show_move(0)
    return session


class ReplayWindow(QDialog):
    """A finished game watched again, step by step or at speed; "Seen by" picks whose cards show
    (all is public once a game is over)."""

    def __init__(self, session: GameSession, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from desktop.games import view_class
        from desktop.widgets.log import GameLog

        self.session = session
        self.setWindowTitle(self.tr("{0}: replay").format(translate_text(session.engine.title)))
        self.setAccessibleName(self.tr("Replay of a finished game"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        head = QHBoxLayout()
        caption = QLabel(title)
        caption.setTextFormat(Qt.TextFormat.PlainText)
        caption.setWordWrap(True)
        head.addWidget(caption, 1)
        head.addWidget(QLabel(self.tr("Seen by:")))
        self.seen_by = QComboBox()
        self.seen_by.setAccessibleName(self.tr("Seen by"))
        for seat in session.seats:
            self.seen_by.addItem(seat.name)
        self.seen_by.setCurrentIndex(session.viewer_seat or 0)
        self.seen_by.currentIndexChanged.connect(session.watch_as)
        head.addWidget(self.seen_by)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        head.addWidget(close)
        layout.addLayout(head)
        cls = view_class(session.game)
        if cls is None:
            raise ValueError("no table for this game")
        self.view = cls(session)
        self.log = GameLog(session)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(with_replay_bar(session, self.view, self))
        splitter.addWidget(self.log)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([1000, 260])
        layout.addWidget(splitter, 1)
        self.bar: ReplayBar = self.replay_bar  # set by with_replay_bar
        self.resize(1000, 680)
        session.state_changed.emit()
        self.bar.buttons["next"].setFocus()

    def done(self, result: int) -> None:
        self.bar.timer.stop()
        self.session.close()
        super().done(result)
