"""The list of a seat's reviewed decisions (issue 26): one row per decision, read in order by a
screen reader (a QTableView: move, move played, best move found, values, loss, label with its mark);
each row's accessible text is the whole sentence (desktop.review.words.ReviewWords.sentence)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from desktop.i18n import translate_text
from desktop.review.words import MARKS, MISTAKES, ReviewWords


def _t(text: str) -> str:
    return QCoreApplication.translate("ReviewWords", text)

Index = QModelIndex | QPersistentModelIndex


class DecisionsModel(QAbstractTableModel):
    """The decisions of one SeatReview; `name` is the seat's name (plain text)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = ReviewWords()
        self.decisions: list[Any] = []
        self.unit = "win"
        self.name = ""
        self.headers = [_t("Move"), _t("Verdict"), _t("Played / better"),
                        _t("Value, loss")]

    def show(self, decisions: list[Any], unit: str, name: str) -> None:
        self.beginResetModel()
        self.decisions, self.unit, self.name = list(decisions), unit, name
        self.endResetModel()

    def appended(self, decisions: list[Any]) -> None:
        """The same list grew (a review in progress)."""
        old = len(self.decisions)
        if len(decisions) <= old:
            return
        self.beginInsertRows(QModelIndex(), old, len(decisions) - 1)
        self.decisions = list(decisions)
        self.endInsertRows()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.decisions)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def sentence(self, row: int) -> str:
        d = self.decisions[row]
        return self.words.sentence(d.index + 1, self.name, translate_text(d.played_text),
                                   translate_text(d.best_text) if d.best != d.played else None, self.unit,
                                   d.best_value, d.played_value, d.label)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.decisions):
            return None
        d, column, w = self.decisions[index.row()], index.column(), self.words
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return str(d.index + 1)
            if column == 1:
                return f"{MARKS.get(d.label, ('', '', ''))[2]} {w.label(d.label)}"
            if column == 2:
                if d.best == d.played:
                    return translate_text(d.played_text)
                return _t("{0}\nBetter: {1}").format(translate_text(d.played_text), translate_text(d.best_text))
            values = _t("{0} → {1}").format(w.value(self.unit, d.best_value), w.value(self.unit, d.played_value)) \
                if d.best != d.played else w.value(self.unit, d.played_value)
            return _t("{0}\nloses {1}").format(values, w.loss(self.unit, d.loss)) if d.loss > 0 else values
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return self.sentence(index.row()) if column == 0 or role == Qt.ItemDataRole.ToolTipRole \
                else self.data(index, Qt.ItemDataRole.DisplayRole)
        if role == Qt.ItemDataRole.ForegroundRole and column == 1:
            return QBrush(QColor(MARKS.get(d.label, ("#202020",))[0]))
        if role == Qt.ItemDataRole.FontRole and column == 1 and d.label in MISTAKES:
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(True)
            return font
        return None


class DecisionsView(QTableView):
    """The decisions, one row each, whole rows selected; choosing a row shows its position. N / P
    (next / previous mistake) are the list's own keys too (its type-ahead search would take them)."""

    step = Signal(int)
    _STEPS = {Qt.Key.Key_N: 1, Qt.Key.Key_P: -1}

    def _step_of(self, event: QKeyEvent) -> int | None:
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return None
        return self._STEPS.get(Qt.Key(event.key()))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self._step_of(event) is not None:
            event.accept()   # the key comes to keyPressEvent, not to the window's shortcut as well
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        step = self._step_of(event)
        if step is None:
            super().keyPressEvent(event)
            return
        event.accept()
        self.step.emit(step)

    def __init__(self, model: DecisionsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)   # Tab leaves the list (the window's other controls)
        self.setWordWrap(True)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.setAccessibleName(_t("Reviewed decisions"))
        self.setAccessibleDescription(_t("One row per decision, in the order of the game. N and P: "
                                                     "next and previous mistake."))
