"""The table of the game in progress: the game's view (or the hand-over screen), who plays, and the log."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.games import view_class
from desktop.games.base import GameView
from desktop.i18n import level_label
from desktop.session.local import GameSession
from desktop.shell.replay import with_replay_bar
from desktop.table.style import Scale
from desktop.widgets.handover import HandoverScreen
from desktop.widgets.log import GameLog


class PlayersPanel(QWidget):
    """Who plays, whose turn it is, who is thinking."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setAccessibleName(self.tr("Players"))
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.labels = []
        for _ in session.seats:
            label = QLabel()
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            self.layout_.addWidget(label)
            self.labels.append(label)
        self.thinking_seat: int | None = None
        #: True while the game's view presents the end of the game (set by GamePage)
        self.presenting = lambda: False
        session.state_changed.connect(self.refresh)
        session.thinking.connect(self._thinking)
        self.refresh()

    def _thinking(self, seat: int, on: bool) -> None:
        self.thinking_seat = seat if on else None
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        movers = s.shown_to_move()  # issue 17: the replay's position while replaying
        scores = s.scores()
        if self.presenting() and s.replay_index is None and len(s.history) > 0 and not s.is_remote():
            # an end-of-game presentation (Pueblo's final lap) reveals the last points itself:
            # the totals before the last move until it ends (presentation_finished refreshes)
            scores = s.engine.scores(s.history_states()[-2])
        for seat, label in enumerate(self.labels):
            who = s.seats[seat]
            if who.is_remote:  # issue 25: a person at another computer (a remote table's other players)
                kind = self.tr("on another computer")
            else:
                kind = self.tr("human") if who.is_human else self.tr("computer, {0}").format(
                    level_label(who.level).lower())
            # issue 29: symbols the default font (DejaVu) has: the hourglass and the ideographic space
            # were missing-glyph boxes; a seat not to move keeps the arrow's room with an invisible one
            marker = "▶ " if seat in movers else '<span style="color: transparent">▶</span> '
            thinking = seat == self.thinking_seat
            if thinking:  # a turning arrow, not words: the line keeps its length (8 players at 1024x700)
                marker = "⟳ "
            # the name is the player's own text: escaped, never read as markup
            label.setText(f"{marker}<b>{html.escape(who.name)}</b> <small>({html.escape(kind)})</small>: "
                          f"{html.escape(str(scores[seat]))}")
            label.setToolTip(self.tr("thinking…") if thinking else "")
            label.setAccessibleName(f"{who.name}, {kind}, {scores[seat]}"
                                    + (", " + self.tr("thinking…") if thinking else ""))


class HintReasonBar(QWidget):
    """Issue 29 item 16: the hint's reason under the table, not only in the status bar. Shown when the
    table's hint mark appears (the session's hint_ready, after the view's HintMarks took it), gone with the
    mark (a move, an undo, a replay, a hand-over) or by its close button. The words are the hint's own
    (what the seat can know); the announcer already said them once (HintMarks.show), so this is silent."""

    def __init__(self, session: GameSession, view: GameView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.view = view
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 2, 2)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.text, 1)
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Esc-free: the table keeps the keys
        self.close_button.setToolTip(self.tr("Hide the hint's reason"))
        self.close_button.setAccessibleName(self.tr("Hide the hint's reason"))
        self.close_button.clicked.connect(self.hide)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.setAccessibleName(self.tr("Hint"))
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)  # a palette, not a style sheet: the
        self.setAutoFillBackground(True)                          # page's scaled font reaches the label
        self.hide()
        session.hint_ready.connect(self._on_hint)
        session.state_changed.connect(self._follow_mark)
        session.handover_changed.connect(self._follow_mark)
        session.replay_changed.connect(self._follow_mark)

    def _marks(self) -> Any:
        return getattr(self.view, "hint_marks", None)

    def _on_hint(self, seat: int, action: Any, description: str, reason: str) -> None:
        marks = self._marks()
        if marks is None or not marks.active() or marks.action != action:
            return  # not for the player at the screen (HintMarks refused it)
        text = self.tr("Hint: {0}").format(description)
        if reason:
            text = self.tr("{0} — {1}").format(text, reason)
        self.text.setText(text[:600])  # bounded: a reason is one sentence
        self.text.setAccessibleName(self.text.text())
        self.show()

    def _follow_mark(self, *_: Any) -> None:
        marks = self._marks()
        if not self.isHidden() and (marks is None or not marks.active()):
            self.hide()


# the page's room in a 1024x700 window (about): the side panel's sizes and fonts grow from there
PAGE_REFERENCE = QSize(1000, 640)
SIDE_MIN, SIDE_WIDTH = 170, 240


class GamePage(QWidget):
    """The table: the game's view (or the hand-over screen), the players and the log."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.stack = QStackedWidget()
        cls = view_class(session.game)
        assert cls is not None
        self.view: GameView = cls(session)
        self.handover = HandoverScreen()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.handover)
        side = QWidget()
        side.setMinimumWidth(SIDE_MIN)
        self.side = side
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 0, 0, 0)
        self.players = PlayersPanel(session)
        self.players.presenting = self.view.is_presenting  # issue 17: no final scores before the lap ends
        self.view.presentation_finished.connect(self.players.refresh)
        side_layout.addWidget(self.players)
        log_title = QLabel(self.tr("Game log"))
        side_layout.addWidget(log_title)
        self.log = GameLog(session)
        notes = getattr(self.view, "log_notes", None)   # lines that are no move (Pueblo's final lap)
        if notes is not None:
            notes.connect(self.log.set_notes)
        side_layout.addWidget(self.log, 1)
        self.side_layout = side_layout
        self.chat = None
        if session.is_remote():  # issue 25: a table across computers has a chat line
            self.add_chat()
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(0)
        table_layout.addWidget(with_replay_bar(session, self.stack, self), 1)  # issue 17: the replay banner
        self.hint_reason = HintReasonBar(session, self.view)  # issue 29 item 16
        table_layout.addWidget(self.hint_reason)
        splitter.addWidget(table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setCollapsible(0, False)
        splitter.setSizes([1000, SIDE_WIDTH])
        self.splitter = splitter
        self.side_scale = Scale(1.0)
        layout.addWidget(splitter)
        self.handover.ready.connect(session.accept_handover)
        session.handover_changed.connect(self._handover)
        self._handover()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.scale_side()

    def scale_side(self) -> None:
        """Issue 29 item 15: on a large window the players, the log and the hint's reason grow with the
        room, as the tables do (desktop.table.style.Scale, never smaller than at 1024x700); the
        splitter gives the side its grown width when the scale steps (a width dragged by hand stays
        until then)."""
        scale = Scale.for_size(self.size(), PAGE_REFERENCE)
        scale = Scale(max(1.0, scale.factor))
        if scale == self.side_scale:
            return
        self.side_scale = scale
        base = self.font()
        font = self.side.font()
        if base.pixelSize() > 0:
            font.setPixelSize(max(base.pixelSize(), round(base.pixelSize() * scale.font_factor)))
        else:
            font.setPointSizeF(base.pointSizeF() * scale.font_factor)
        for widget in (self.side, self.hint_reason):
            widget.setFont(font)
        self.side.setMinimumWidth(scale.px(SIDE_MIN))
        margins = self.layout().contentsMargins()
        total = self.width() - margins.left() - margins.right() - self.splitter.handleWidth()
        side = min(scale.px(SIDE_WIDTH), total // 3)
        if total > 0:
            self.splitter.setSizes([total - side, side])

    def add_chat(self, send: Any = None) -> Any:
        """The chat of a table across computers (desktop/shell/remote_chat.py), under the log;
        `send(text) -> bool` says a line (the table's send_chat by default)."""
        if self.chat is None:
            from desktop.shell.remote_chat import ChatPanel

            self.chat = ChatPanel(self.session, self.view.announcer.say, send=send)
            self.chat.back_to = self.view
            self.side_layout.addWidget(self.chat)
        return self.chat

    def _handover(self) -> None:
        to = self.session.handover_to
        if to is not None:
            self.handover.show_for(self.session.seats[to].name)
            self.stack.setCurrentWidget(self.handover)
        else:
            self.stack.setCurrentWidget(self.view)
            self.view.setFocus()
