"""The hand-over screen: hides every private card while the screen passes between two humans."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.widgets.keys import is_activation


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
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setMinimumHeight(48)
        self.button.setStyleSheet("font-size: 14pt; padding: 8px 28px;")
        self.button.clicked.connect(self.ready)
        self.button.setAccessibleName(self.tr("Show my view"))
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)

    def show_for(self, name: str) -> None:
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
