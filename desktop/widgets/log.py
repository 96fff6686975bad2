"""The readable game log: one line per decision, newest at the bottom.

Click a line, or Enter on it, to see the position after that move (issue 17: the session's replay,
read-only; desktop/shell/replay.py draws the banner and its keys). While replaying, the shown move's line
is the current one; moving the current line with the arrows steps the replay."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from desktop.i18n import translate_text
from desktop.session.local import GameSession


class GameLog(QListWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setAccessibleName(self.tr("Game log"))
        self.setAccessibleDescription(self.tr("Enter or a click on a move shows the position after it."))
        self.setToolTip(self.tr("Click a move, or press Enter on it, to see the position after it"))
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._rebuilding = False
        session.state_changed.connect(self.rebuild)
        self.itemClicked.connect(self._show)
        self.itemActivated.connect(self._show)
        self.currentRowChanged.connect(self._current_changed)
        self.rebuild()

    def rebuild(self) -> None:
        history = self.session.history
        self._rebuilding = True
        try:
            if not self.session.is_replaying() or self.count() != len(history):
                self.clear()
                for n, entry in enumerate(history, 1):
                    name = self.session.seats[entry.seat].name
                    item = QListWidgetItem(self.tr("{0}. {1}: {2}").format(n, name, translate_text(entry.description)))
                    item.setData(Qt.ItemDataRole.UserRole, n)
                    self.addItem(item)
            shown = self.session.replay_index
            if shown is None:
                self.setCurrentRow(-1)
                self.clearSelection()
                self.scrollToBottom()
            elif shown == 0:
                self.setCurrentRow(-1)
                self.clearSelection()
                self.scrollToTop()
            else:
                self.setCurrentRow(shown - 1)
                self.scrollToItem(self.item(shown - 1))
        finally:
            self._rebuilding = False

    def _show(self, item: QListWidgetItem) -> None:
        moves = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(moves, int):
            self.session.show_move(moves)

    def _current_changed(self, row: int) -> None:
        if self._rebuilding or row < 0 or not self.session.is_replaying():
            return
        self.session.show_move(row + 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem() is None and self.count():
            self.setCurrentRow(self.count() - 1)  # Enter with no line chosen: the last move
            self._show(self.currentItem())
            return
        super().keyPressEvent(event)
