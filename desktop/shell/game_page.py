"""The table of the game in progress: the game's view (or the hand-over screen), who plays, and the log."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSplitter, QStackedWidget, QVBoxLayout, QWidget

from desktop.games import view_class
from desktop.games.base import GameView
from desktop.i18n import level_label
from desktop.session.local import GameSession
from desktop.shell.replay import with_replay_bar
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
        side.setMinimumWidth(170)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 0, 0, 0)
        self.players = PlayersPanel(session)
        self.players.presenting = self.view.is_presenting  # issue 17: no final scores before the lap ends
        self.view.presentation_finished.connect(self.players.refresh)
        side_layout.addWidget(self.players)
        log_title = QLabel(self.tr("Game log"))
        side_layout.addWidget(log_title)
        self.log = GameLog(session)
        side_layout.addWidget(self.log, 1)
        self.side_layout = side_layout
        self.chat = None
        if session.is_remote():  # issue 25: a table across computers has a chat line
            self.add_chat()
        splitter.addWidget(with_replay_bar(session, self.stack, self))  # issue 17: the replay banner
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setCollapsible(0, False)
        splitter.setSizes([1000, 240])
        layout.addWidget(splitter)
        self.handover.ready.connect(session.accept_handover)
        session.handover_changed.connect(self._handover)
        self._handover()

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
