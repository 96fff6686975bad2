"""The coach panel (beside the table, in the game page's side column) and the highlight it draws
around the part of the table it talks about (issue 18)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop.table.text import plain_label


class CoachPanel(QFrame):
    """Step n of N, what to do and why, a kind "Not yet" line, Next and Leave."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#coachPanel { background: #fff6dc; border: 2px solid #d68a00; border-radius: 6px; }"
                           " #coachPanel QLabel { color: #2c2620; background: transparent; }"
                           " #coachNotYet { color: #9b2c00; font-weight: bold; }")
        self.setAccessibleName(self.tr("Coach: {0}").format(title))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.heading = plain_label("", self, object_name="coachHeading", wrap=True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.text = plain_label("", None, object_name="coachText", wrap=True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setWidget(self.text)
        scroll.setStyleSheet("background: transparent;")
        scroll.setAccessibleName(self.tr("Coach's words"))
        layout.addWidget(scroll, 1)
        self.not_yet = plain_label("", self, object_name="coachNotYet", wrap=True)
        self.not_yet.hide()
        layout.addWidget(self.not_yet)
        buttons = QHBoxLayout()
        self.next_button = QPushButton(self.tr("&Next"))
        self.next_button.setAccessibleName(self.tr("Next step"))
        self.leave_button = QPushButton(self.tr("&Leave"))
        self.leave_button.setAccessibleName(self.tr("Leave the tutorial (it is kept for later)"))
        self.leave_button.setToolTip(self.tr("Leave the tutorial: it is kept, and continues here next time"))
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        layout.addLayout(buttons)

    def show_step(self, heading: str, text: str, needs_next: bool, next_label: str) -> None:
        self.heading.setText(heading)
        self.text.setText(text)
        self.text.setAccessibleName(text)
        self.not_yet.hide()
        self.not_yet.setText("")
        self.next_button.setVisible(needs_next)
        self.next_button.setText(next_label)
        self.next_button.setAccessibleName(next_label.replace("&", ""))

    def say_not_yet(self, text: str) -> None:
        self.not_yet.setText(text)
        self.not_yet.setAccessibleName(text)
        self.not_yet.show()


class Highlight(QWidget):
    """A ring drawn over the view around the rect the coach talks about; lets every click through."""

    def __init__(self, view: QWidget, find: Any) -> None:
        super().__init__(view)
        self.view = view
        self.find = find  # () -> QRect | None, asked again at each paint (the layout moves)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        view.installEventFilter(self)
        self.setGeometry(view.rect())
        self.raise_()
        self.show()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if obj is self.view and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.setGeometry(self.view.rect())
            self.raise_()
        return False

    def rect_now(self) -> QRect | None:
        try:
            return self.find()
        except Exception:  # a highlight never breaks the table
            return None

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        rect = self.rect_now()
        if rect is None or rect.isEmpty():
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = self.ring(rect)
        p.setPen(QPen(QColor(20, 16, 10, 200), 5))   # dark under the dashes: the kit's focus ring is white
        p.drawRoundedRect(ring, 6, 6)
        pen = QPen(QColor("#ff9a1f"), 3)
        pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawRoundedRect(ring, 6, 6)
        p.end()

    #: how far outside its target the ring runs: clear of the target's own focus ring (issue 29)
    MARGIN = 7

    def ring(self, rect: QRect) -> QRect:
        m = self.MARGIN
        return rect.adjusted(-m, -m, m, m).intersected(self.rect().adjusted(2, 2, -2, -2))
