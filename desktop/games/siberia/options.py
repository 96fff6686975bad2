"""The buttons under the row (Draw, Skip discovery, what the selection can do, Values) in lines that
wrap to the room, so eight hire choices fit a 1024x700 window in any language; and the option button
that previews, while hovered or focused, the row cards its extraction would take."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtWidgets import QLayout, QLayoutItem, QPushButton, QSizePolicy, QWidget


class FlowLayout(QLayout):
    """Items left to right, wrapping to a new line when the width runs out (height for width)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def set_spacing(self, spacing: int) -> None:
        self._spacing = spacing
        self.invalidate()

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize().expandedTo(item.sizeHint()))
        return size

    def _visible(self) -> list[QLayoutItem]:
        return [i for i in self._items if not (i.widget() is not None and i.widget().isHidden())]

    def _arrange(self, rect: QRect, *, apply: bool) -> int:
        x, y, line_h = rect.x(), rect.y(), 0
        lines: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        for item in self._visible():
            hint = item.sizeHint().boundedTo(QSize(rect.width(), 10_000))
            if lines[-1] and x + hint.width() > rect.right() + 1:
                x, y, line_h = rect.x(), y + line_h + self._spacing, 0
                lines.append([])
            lines[-1].append((item, hint))
            x += hint.width() + self._spacing
            line_h = max(line_h, hint.height())
        if apply:
            top = rect.y()
            for line in lines:
                if not line:
                    continue
                h = max(hint.height() for _, hint in line)
                used = sum(hint.width() for _, hint in line) + self._spacing * (len(line) - 1)
                extra = max(0, rect.width() - used) // len(line)  # stretch each line to the width
                x = rect.x()
                for item, hint in line:
                    w = hint.width() + extra
                    item.setGeometry(QRect(QPoint(x, top), QSize(w, h)))
                    x += w + self._spacing
                top += h + self._spacing
        return y + line_h - rect.y()


class FlowBox(QWidget):
    """A widget holding a FlowLayout (its height follows its width)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow = FlowLayout(self)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self.flow.heightForWidth(width)

    def sizeHint(self) -> QSize:  # noqa: N802
        width = max(self.width(), self.flow.minimumSize().width())
        return QSize(width, self.flow.heightForWidth(width))


class OptionButton(QPushButton):
    """One thing the selection (or the hire) can do. `previewed` while it is hovered or focused."""

    previewed = Signal()

    def __init__(self, text: str, action: Any, symbol: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.action = action
        self.setObjectName("playButton")
        self.setProperty("symbol", symbol)

    def enterEvent(self, event: Any) -> None:  # noqa: N802
        self.previewed.emit()
        super().enterEvent(event)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        self.previewed.emit()
        super().focusInEvent(event)
