"""The hand-over screen: hides every private card while the screen passes between two humans, and
sums up in public words what the others did since that player's last turn (issue 17)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.i18n import translate_text
from desktop.table.plurals import plural
from desktop.widgets.keys import is_activation

#: at most this many moves are listed (the latest ones); the rest is counted
SUMMARY_LINES = 8


def since_last_turn(session: Any, seat: int) -> list[str]:
    """The moves made since `seat`'s last move, one public line each ("Bo: delivers 2 red cards…").
    The words are each move's log line, the engine's describe_result(before, action, after) that the
    game log shows everybody: what the move laid open (a discovered card, a delivery), never a card
    drawn in secret, so they are the same whoever is at the screen."""
    history = list(getattr(session, "history", []))
    start = 0
    for i in range(len(history) - 1, -1, -1):
        if history[i].seat == seat:
            start = i + 1
            break
    lines = []
    for entry in history[start:]:
        words = translate_text(entry.description).strip()
        line = QCoreApplication.translate("HandoverScreen", "{0}: {1}").format(session.seats[entry.seat].name, words)
        lines.append(line)
    return lines


def summary_text(lines: list[str]) -> str:
    """The summary block: a title and the latest SUMMARY_LINES lines, the earlier ones counted."""
    if not lines:
        return ""
    shown = lines[-SUMMARY_LINES:]
    head = [QCoreApplication.translate("HandoverScreen", "Since your last turn:")]
    hidden = len(lines) - len(shown)
    if hidden:
        head.append(plural("HandoverScreen", "(%n earlier move(s) in the game log)", hidden))
    return "\n".join(head + ["• " + line for line in shown])


class HandoverScreen(QWidget):
    """Full-size cover naming the next player; they press the button (or Enter/Space) when ready."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Hand-over screen"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + 12)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # it holds a player's name: never markup
        self.title.setWordWrap(True)
        self.title.setStyleSheet("color: #f4ecd8;")
        self.hint = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.setStyleSheet("color: #d9cdb0; font-size: 14pt;")
        self.summary = QLabel(alignment=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.summary.setObjectName("handoverSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # players' names: never markup
        self.summary.setStyleSheet("color: #f4ecd8; font-size: 12pt; background: transparent;")
        self.summary.setAccessibleName(self.tr("Since your last turn"))
        self.summary_box = QFrame()
        self.summary_box.setObjectName("handoverSummaryBox")
        self.summary_box.setStyleSheet("#handoverSummaryBox { background: rgba(0, 0, 0, 70); border-radius: 8px; }")
        box = QVBoxLayout(self.summary_box)
        box.setContentsMargins(14, 8, 14, 8)
        box.addWidget(self.summary)
        self.summary_box.setMaximumWidth(900)
        self.summary_box.hide()
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setMinimumHeight(48)
        self.button.setStyleSheet("font-size: 14pt; padding: 8px 28px;")
        self.button.clicked.connect(self.ready)
        self.button.setAccessibleName(self.tr("Show my view"))
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.hint)
        layout.addSpacing(12)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.summary_box, 8)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addSpacing(12)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)

    def _session(self) -> Any:
        """The game's session: given to show_for, or the page's this screen sits on."""
        w = self.parentWidget()
        while w is not None:
            session = getattr(w, "session", None)
            if session is not None and hasattr(session, "history"):
                return session
            w = w.parentWidget()
        return None

    def show_for(self, name: str, summary: list[str] | None = None, *, session: Any = None) -> None:
        """Names the next player; `summary` (or, from `session` or the page's, the moves since their
        last turn: since_last_turn) is listed in public words."""
        if summary is None:
            session = session if session is not None else self._session()
            seat = getattr(session, "handover_to", None) if session is not None else None
            summary = since_last_turn(session, seat) if seat is not None else []
        text = summary_text(summary)
        self.summary.setText(text)
        self.summary_box.setVisible(bool(text))
        self.summary.setAccessibleDescription(text)
        self.title.setText(self.tr("Pass the screen to {0}").format(name))
        self.hint.setText(self.tr("Everyone else, please look away: {0}'s cards will be shown.").format(name))
        self.button.setText(self.tr("I am {0}: show my cards").format(name))
        self.show()
        self.raise_()
        self.button.setFocus()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if is_activation(event):
            self.ready.emit()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#2c2620"))
        # a kotatsu quilt pattern: soft diagonal stitches
        p.setPen(QPen(QColor(255, 255, 255, 18), 2))
        step = 36
        for x in range(-self.height(), self.width(), step):
            p.drawLine(x, 0, x + self.height(), self.height())
        p.end()
