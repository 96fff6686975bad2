"""The chat of a table across computers (issue 25), on a remote table and on the host's own: the
lines said at the table (plain text, the newest at the bottom, at most KEEP of them) and a line to
say something (CHAT_MAX characters; the host limits remote players' rate). A line from another
player is announced to screen readers. Ctrl+T goes to the chat line, Esc goes back to the table."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QVBoxLayout, QWidget

from desktop.network.protocol import CHAT_MAX, plain_text

KEEP = 200
# the key that puts the keyboard in the chat line (Esc there gives it back to the table)
CHAT_KEY = "Ctrl+T"


class ChatLine(QLineEdit):
    """The line to say something; Esc calls `escaped` (the panel gives the keyboard back)."""

    escaped: Any = None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.escaped is not None:
            self.escaped()
            return
        super().keyPressEvent(event)


class ChatPanel(QWidget):
    def __init__(self, table: Any, say: Any = None, parent: QWidget | None = None, send: Any = None) -> None:
        super().__init__(parent)
        self.table = table
        self.say_line = send or table.send_chat   # says a line to the table: True when it went
        self.say = say   # the page's announcer's say(text), for screen readers
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        title = QLabel(self.tr("Chat"))
        layout.addWidget(title)
        self.lines = QListWidget()
        self.lines.setAccessibleName(self.tr("Chat"))
        self.lines.setWordWrap(True)
        self.lines.setMaximumHeight(110)
        layout.addWidget(self.lines)
        self.entry = ChatLine()
        self.entry.setMaxLength(CHAT_MAX)
        self.entry.setPlaceholderText(self.tr("Say something to the table"))
        self.entry.setAccessibleName(self.tr("Say something to the table"))
        self.entry.returnPressed.connect(self.send)
        self.entry.setToolTip(self.tr("{0}: say something to the table; Esc: back to the table").format(CHAT_KEY))
        layout.addWidget(self.entry)
        table.chat_received.connect(self.heard)
        # where Esc gives the keyboard back (the game's view; set by GamePage)
        self.back_to: QWidget | None = None
        self.to_chat = QShortcut(QKeySequence(CHAT_KEY), self, self.entry.setFocus)
        self.to_chat.setContext(Qt.ShortcutContext.WindowShortcut)
        self.entry.escaped = self._leave

    def _leave(self) -> None:
        if self.back_to is not None:
            self.back_to.setFocus()

    def send(self) -> None:
        text = plain_text(self.entry.text(), CHAT_MAX)
        if text and self.say_line(text):
            self.entry.clear()

    def heard(self, seat: int, name: str, text: str) -> None:
        line = self.tr("{0}: {1}").format(plain_text(name, 100), plain_text(text, CHAT_MAX))
        self.lines.addItem(line)
        while self.lines.count() > KEEP:
            self.lines.takeItem(0)
        self.lines.scrollToBottom()
        if self.say is not None and seat != getattr(self.table, "viewer_seat", None):
            self.say(line)
