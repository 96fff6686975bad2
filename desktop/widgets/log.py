"""The readable game log: one line per decision, newest at the bottom.

Click a line, or Enter on it, to see the position after that move (issue 17: the session's replay,
read-only; desktop/shell/replay.py draws the banner and its keys). While replaying, the shown move's line
is the current one; moving the current line with the arrows steps the replay. A finished game watched
again shows the lines up to the shown move only (issue 29 item 14: its future is not told at move 0);
Down on the last line shown steps on."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from desktop.i18n import translate_text
from desktop.session.local import GameSession


class LineSizes(QStyledItemDelegate):
    """Each line's size as the style gives it, kept by its words and width: Qt lays every line of the
    list out again after each move (a wrapped line's height), which measured every line's text again,
    the log's cost growing with the game (issue 28). The log forgets them when its font or style
    changes (`GameLog.changeEvent`)."""

    LIMIT = 4000

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sizes: dict[tuple[object, int], QSize] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        key = (index.data(), option.rect.width())
        size = self.sizes.get(key)
        if size is None:
            if len(self.sizes) >= self.LIMIT:
                self.sizes.clear()
            size = self.sizes[key] = super().sizeHint(option, index)
        return size


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
        self.sizes = LineSizes(self)
        self.setItemDelegate(self.sizes)
        self._rebuilding = False
        self._moves: list = []   # the history entry of each move line, in order
        self._shown_notes: list[str] = []   # the notes shown after them
        self._words: tuple[str, list[str]] = ("", [])   # the line's form and the seats' names they were written in
        self._hiding = False   # some rows are hidden (a watched game's future)
        #: lines after the moves that are no move (Pueblo's final-lap inspections): set_notes
        self.notes: list[str] = []
        session.state_changed.connect(self.rebuild)
        self.itemClicked.connect(self._show)
        self.itemActivated.connect(self._show)
        self.currentRowChanged.connect(self._current_changed)
        self.rebuild()

    def rebuild(self) -> None:
        """The lines after a change of the session. A move played adds its line, the lines before it
        stay (issue 28: adding every line again made a game's log quadratic in its length); an undo
        takes back the lines of the moves taken back, another history (a remote table's correction,
        another language, a seat renamed) lays the lines that differ again."""
        history = self.session.history
        shown = self.session.replay_index
        self._rebuilding = True
        try:
            notes = list(self.notes) if shown is None else []
            keep = self._kept_moves(history)
            if keep < len(self._moves) or len(history) > keep or notes != self._shown_notes:
                self._take_rows(keep)
                name_of, words = self._words[1], self._words[0]
                for n in range(keep + 1, len(history) + 1):
                    entry = history[n - 1]
                    item = QListWidgetItem(words.format(n, name_of[entry.seat], translate_text(entry.description)))
                    item.setData(Qt.ItemDataRole.UserRole, n)
                    self.addItem(item)
                    self._moves.append(entry)
                for line in notes:
                    self.addItem(QListWidgetItem(line))   # no move number: a click shows nothing
                self._shown_notes = notes
            future = shown is not None and bool(getattr(self.session, "watch_only", False))
            if future or self._hiding:   # a watched game's future hidden (and shown again after it)
                for row in range(self.count()):
                    self.setRowHidden(row, future and row >= shown)
                self._hiding = future
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

    def _kept_moves(self, history: list) -> int:
        """How many of the move lines shown are still right: those of the same moves in the same
        words (the language's and the seats' names: otherwise none)."""
        words = (self.tr("{0}. {1}: {2}"), [seat.name for seat in self.session.seats])
        if words != self._words:
            self._words = words
            return 0
        keep = 0
        for shown, entry in zip(self._moves, history, strict=False):
            if shown is not entry:
                break
            keep += 1
        return keep

    def _take_rows(self, keep: int) -> None:
        """Takes the rows after the first `keep` move lines (the notes first: they follow the moves)."""
        for row in range(self.count() - 1, keep - 1, -1):
            self.takeItem(row)
        del self._moves[keep:]
        self._shown_notes = []

    def set_notes(self, lines: list[str]) -> None:
        """Lines shown after the moves (not moves: no position to show), e.g. Pueblo's final lap."""
        self.notes = [str(line) for line in lines]
        self.rebuild()

    def _to_newest(self) -> None:
        """The newest line in sight, whole: wrapped lines get their height when the view lays its
        items out, which Qt delays; laid out now when a layout is due (a line added: not when nothing
        changed, issue 28), and once more after the pending layout (issue 29)."""
        self.executeDelayedItemsLayout()
        self.scrollToBottom()
        QTimer.singleShot(0, self, self._still_newest)

    def _still_newest(self) -> None:
        if self.session.replay_index is None:
            self.scrollToBottom()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.sizes.sizes.clear()   # the lines' sizes in another font
        super().changeEvent(event)

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
