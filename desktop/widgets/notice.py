"""A lasting notice across the top of the window: shown while something the player must know holds
(games are not being saved, and why), gone when it no longer does. Not a status-bar message that
vanishes after a few seconds."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget


class NoticeBanner(QFrame):
    """Plain-text reasons, one per source ("storage", "statistics"), each sentence shown once; hidden
    when there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.setAccessibleName(self.tr("Notice"))
        self.setStyleSheet("#notice { background: #fbe3c8; border: 1px solid #c46a1b; border-radius: 6px; }"
                           "#notice QLabel { color: #4a2508; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        self.icon = QLabel("⚠")
        self.icon.setStyleSheet("font-size: 16pt;")
        self.icon.setAccessibleName(self.tr("Warning"))
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide_button = QPushButton(self.tr("Hide"))
        self.hide_button.setToolTip(self.tr("Hide this notice (it comes back if the problem happens again)."))
        self.hide_button.clicked.connect(self.dismiss)
        layout.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.hide_button, 0, Qt.AlignmentFlag.AlignTop)
        self.reasons: dict[str, str] = {}
        self.hide()

    def show_problem(self, source: str, reason: str) -> None:
        if self.reasons.get(source) == reason and self.isVisible():
            return
        self.reasons[source] = str(reason)
        self._update()

    def clear(self, source: str | None = None) -> None:
        if source is None:
            self.reasons.clear()
        else:
            self.reasons.pop(source, None)
        self._update()

    def withdraw(self, text: str) -> None:
        """Forgets a sentence whatever source gave it (a problem that is over, passed on twice)."""
        for source in [k for k, v in self.reasons.items() if v == text]:
            del self.reasons[source]
        self._update()

    def dismiss(self) -> None:
        self.reasons.clear()
        self._update()

    def message(self) -> str:
        return self.text.text() if self.isVisible() else ""

    def _update(self) -> None:
        text = "\n".join(dict.fromkeys(self.reasons.values()))  # a sentence once, whoever said it
        self.text.setText(text)
        self.setAccessibleDescription(text)
        self.setVisible(bool(text))
