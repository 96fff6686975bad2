"""The chat of a table across computers (issue 25), on a remote table and on the host's own: the
lines said at the table (plain text, the newest at the bottom, at most KEEP of them) and a line to
say something (CHAT_MAX characters; the host limits remote players' rate). A line from another
player is announced to screen readers."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QVBoxLayout, QWidget

from desktop.network.protocol import CHAT_MAX, plain_text

KEEP = 200


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
        self.entry = QLineEdit()
        self.entry.setMaxLength(CHAT_MAX)
        self.entry.setPlaceholderText(self.tr("Say something to the table"))
        self.entry.setAccessibleName(self.tr("Say something to the table"))
        self.entry.returnPressed.connect(self.send)
        layout.addWidget(self.entry)
        table.chat_received.connect(self.heard)

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
