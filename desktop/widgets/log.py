"""The readable game log: one line per decision, newest at the bottom.

Click a line, or Enter on it, to see the position after that move (issue 17: the session's replay,
read-only; desktop/shell/replay.py draws the banner and its keys). While replaying, the shown move's line
is the current one; moving the current line with the arrows steps the replay. A finished game watched
again shows the lines up to the shown move only (issue 29 item 14: its future is not told at move 0);
Down on the last line shown steps on."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem, QWidget

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
        # issue 29: long lines wrap to the log's width (never a sideways scroll cutting the move
        # numbers), and the lines are laid out again when the width changes
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._rebuilding = False
        #: lines after the moves that are no move (Pueblo's final-lap inspections): set_notes
        self.notes: list[str] = []
        session.state_changed.connect(self.rebuild)
        self.itemClicked.connect(self._show)
        self.itemActivated.connect(self._show)
        self.currentRowChanged.connect(self._current_changed)
        self.rebuild()

    def rebuild(self) -> None:
        history = self.session.history
        self._rebuilding = True
        try:
            while self.count() > len(history):   # the notes go first: only the moves are compared
                self.takeItem(self.count() - 1)
            if not self.session.is_replaying() or self.count() != len(history):
                self.clear()
                for n, entry in enumerate(history, 1):
                    name = self.session.seats[entry.seat].name
                    item = QListWidgetItem(self.tr("{0}. {1}: {2}").format(n, name, translate_text(entry.description)))
                    item.setData(Qt.ItemDataRole.UserRole, n)
                    self.addItem(item)
            shown = self.session.replay_index
            if shown is None:
                for line in self.notes:
                    self.addItem(QListWidgetItem(line))   # no move number: a click shows nothing
            future = shown is not None and bool(getattr(self.session, "watch_only", False))
            for row in range(self.count()):
                self.setRowHidden(row, future and row >= shown)
            if shown is None:
                self.setCurrentRow(-1)
                self.clearSelection()
                self._to_newest()
            elif shown == 0:
                self.setCurrentRow(-1)
                self.clearSelection()
                self.scrollToTop()
            else:
                self.setCurrentRow(shown - 1)
                self.scrollToItem(self.item(shown - 1))
        finally:
            self._rebuilding = False

    def set_notes(self, lines: list[str]) -> None:
        """Lines shown after the moves (not moves: no position to show), e.g. Pueblo's final lap."""
        self.notes = [str(line) for line in lines]
        self.rebuild()

    def _to_newest(self) -> None:
        """The newest line in sight, whole: wrapped lines get their height when the view lays its
        items out, which Qt delays; laid out now, and once more after the pending layout (issue 29)."""
        self.doItemsLayout()
        self.scrollToBottom()
        QTimer.singleShot(0, self, self._still_newest)

    def _still_newest(self) -> None:
        if self.session.replay_index is None:
            self.scrollToBottom()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.session.replay_index is None:   # narrower: the wrapped lines grow; the newest stays in sight
            QTimer.singleShot(0, self, self._still_newest)

    def _show(self, item: QListWidgetItem) -> None:
        moves = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(moves, int):
            self.session.show_move(moves)

    def _current_changed(self, row: int) -> None:
        if self._rebuilding or not 0 <= row < len(self.session.history) or not self.session.is_replaying():
            return
        self.session.show_move(row + 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem() is None \
                and self.session.history:
            self.setCurrentRow(len(self.session.history) - 1)  # Enter with no line chosen: the last move
            self._show(self.currentItem())
            return
        shown = self.session.replay_index
        if event.key() == Qt.Key.Key_Down and shown is not None and shown < self.count() \
                and self.isRowHidden(shown):   # a watched game: the next move's line appears
            self.session.show_move(shown + 1)
            return
        super().keyPressEvent(event)
