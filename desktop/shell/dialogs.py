"""The window's dialogs: resume an unfinished game (and the damaged autosaves set aside), the rules pages,
the statistics, and leaving a game in progress. Every text that holds a player's name or a file's name
is plain text."""
from __future__ import annotations

import datetime
import html
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n import english_plural
from desktop.session import savefiles
from desktop.shell.lazy import lazy_names
from desktop.shell.library import game_title

KEEP, ABANDON, STAY = "keep", "abandon", "stay"
NAMES_MAX = 300  # the players' names of an unfinished game, as the resume dialog shows them

#: re-exported, imported on first use (issue 28: the statistics' plots import pyqtgraph): RULESART's module
#: since issue 18, REPLAY's (issue 17: plots, Watch)
__getattr__ = lazy_names(__name__, RulesDialog="desktop.rules.dialog", StatisticsDialog="desktop.shell.statistics")


def ask_leave_game(parent: QWidget, title: str) -> str:
    """Leaving a game in progress: KEEP it for later (its autosave stays for Resume), ABANDON it (its
    autosave is removed, so it does not pile up in the resume list) or STAY."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setWindowTitle(QCoreApplication.translate("LeaveGame", "Leave the game?"))
    box.setText(QCoreApplication.translate("LeaveGame", "The game of {0} is not finished.").format(title))
    box.setInformativeText(QCoreApplication.translate(
        "LeaveGame", "Keep it to resume later, or abandon it for good?"))
    keep = box.addButton(QCoreApplication.translate("LeaveGame", "&Keep for later"),
                         QMessageBox.ButtonRole.AcceptRole)
    abandon = box.addButton(QCoreApplication.translate("LeaveGame", "&Abandon"),
                            QMessageBox.ButtonRole.DestructiveRole)
    stay = box.addButton(QCoreApplication.translate("LeaveGame", "&Go back to the game"),
                         QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(stay)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    return KEEP if clicked is keep else ABANDON if clicked is abandon else STAY


def fit_columns(tree: QTreeWidget) -> None:
    """Every column as wide as its widest text (no "Rolling Ja…"), the last one taking what is left."""
    header = tree.header()
    for column in range(tree.columnCount()):
        tree.resizeColumnToContents(column)
    header.setStretchLastSection(True)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    width = sum(tree.columnWidth(c) for c in range(tree.columnCount())) + 40
    tree.setMinimumWidth(min(width, 900))


def plain(text: str) -> str:
    """Text for a message box (which reads markup-looking text as rich text): file names, reasons and
    players' names are shown as they are, never as markup."""
    if "<" not in text and "&" not in text:
        return text
    return "<p>" + html.escape(text).replace("\n", "<br>") + "</p>"


def damaged_text(widget: QWidget, damaged: list[savefiles.Damaged]) -> str:
    """One plain sentence per damaged autosave set aside, by name."""
    lines = [QCoreApplication.translate("ResumeDialog", "These autosaves are damaged and were set aside in the "
                                        "\"{0}\" folder:").format(savefiles.DAMAGED)]
    lines += [f"• {d.name}: {d.reason}" for d in damaged]
    return "\n".join(lines)


class ResumeDialog(QDialog):
    def __init__(self, games: list[savefiles.Unfinished], parent: QWidget | None = None, *,
                 damaged: list[savefiles.Damaged] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resume an unfinished game"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.selected: savefiles.Unfinished | None = None
        self._games = list(games)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("These games were not finished. Resume one?")))
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Unfinished games"))
        for index, found in enumerate(self._games):
            when = datetime.datetime.fromtimestamp(found.saved_at)
            line = english_plural(self.tr("{0} — {1} — %n move(s) — {2}", "", found.moves), found.moves)
            names = ", ".join(found.names)
            if len(names) > NAMES_MAX:  # read from a file: bounded (the dialog stays a dialog)
                names = names[:NAMES_MAX - 1] + "…"
            item = QListWidgetItem(line.format(game_title(found.game), names, when.strftime("%Y-%m-%d %H:%M")))
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.list.addItem(item)
        # issue 29 item 15: entries whole at every size: wrapped to the list's width (never cut nor a
        # sideways scroll), the dialog as wide as its longest entry allows (size_to_entries)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _: self._resume())
        layout.addWidget(self.list)
        self.damaged_label: QLabel | None = None
        if damaged:
            self.damaged_label = QLabel(damaged_text(self, damaged))
            self.damaged_label.setTextFormat(Qt.TextFormat.PlainText)
            self.damaged_label.setWordWrap(True)
            self.damaged_label.setStyleSheet("color: #8a3b12;")
            layout.addWidget(self.damaged_label)
        buttons = QDialogButtonBox()
        resume = QPushButton(self.tr("Resume"))
        discard = QPushButton(self.tr("Discard"))
        later = QPushButton(self.tr("Not now"))
        buttons.addButton(resume, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(discard, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(later, QDialogButtonBox.ButtonRole.RejectRole)
        resume.clicked.connect(self._resume)
        discard.clicked.connect(self._discard)
        later.clicked.connect(self.reject)
        layout.addWidget(buttons)
        resume.setDefault(True)
        self.size_to_entries()

    def size_to_entries(self) -> None:
        """As wide as the longest entry (within the screen's room), as tall as the entries (up to 10)."""
        metrics = self.list.fontMetrics()
        longest = max((metrics.horizontalAdvance(self.list.item(row).text()) for row in range(self.list.count())),
                      default=300)
        screen = (self.parentWidget() or self).screen()
        room = screen.availableGeometry() if screen is not None else None
        most_wide = int(room.width() * 0.8) if room is not None else 1200
        width = max(420, min(longest + 80, most_wide))
        self.list.setMinimumWidth(width - 40)
        rows = min(max(self.list.count(), 3), 10)
        self.list.setMinimumHeight(min(rows * (metrics.lineSpacing() + 8) + 8,
                                       int(room.height() * 0.6) if room is not None else 600))

    def showEvent(self, event: Any) -> None:  # noqa: N802
        """Centred on its window (issue 29 item 15: it opened off-centre on a big screen)."""
        super().showEvent(event)
        parent = self.parentWidget()
        if parent is not None:
            frame = self.frameGeometry()
            frame.moveCenter(parent.window().frameGeometry().center())
            self.move(frame.topLeft())

    def _current(self) -> savefiles.Unfinished | None:
        item = self.list.currentItem()
        return None if item is None else self._games[int(item.data(Qt.ItemDataRole.UserRole))]

    def _resume(self) -> None:
        found = self._current()
        if found is not None:
            self.selected = found
            self.accept()

    def _discard(self) -> None:
        found = self._current()
        if found is None:
            return
        answer = QMessageBox.question(self, self.tr("Discard"), self.tr("Discard this unfinished game for good?"))
        if answer == QMessageBox.StandardButton.Yes:
            try:
                found.path.unlink(missing_ok=True)
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Discard"), plain(str(exc.strerror or exc)))
                return
            self.list.takeItem(self.list.currentRow())
            if self.list.count() == 0:
                self.reject()



class KeysDialog(QDialog):
    """Help ▸ Keys (issue 29): the table's keys, from the game view's own KeyMap (the same rows the
    view dispatches), then the window's shortcuts, from its menus' actions."""

    def __init__(self, parent: QWidget, title: str, table_rows: list[tuple[str, str]],
                 window_rows: list[tuple[str, str]]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keys"))
        self.setAccessibleName(self.tr("Keys"))
        layout = QVBoxLayout(self)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Key"), self.tr("What it does")])
        self.tree.setAccessibleName(self.tr("Keys"))
        self.tree.setRootIsDecorated(False)
        groups = ([(self.tr("At the table of {0}").format(title), table_rows)] if table_rows else [])
        groups.append((self.tr("Everywhere in the window"), window_rows))
        for heading, rows in groups:
            top = QTreeWidgetItem([heading, ""])
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            top.setFirstColumnSpanned(True)
            self.tree.addTopLevelItem(top)
            for keys, what in rows:
                top.addChild(QTreeWidgetItem([keys, what]))
            top.setExpanded(True)
        self.tree.setRootIsDecorated(False)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.tree, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 520)


def show_keys(window: Any, view: Any, legend: Any) -> None:
    """Help ▸ Keys: the view's KeyMap rows, the window's menu shortcuts and the legend's key."""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QMenu

    from desktop.table.legend import LEGEND_KEY

    def words(action: Any) -> str:
        return action.text().replace("&", "").split("\t")[0]

    rows = [(a.shortcut().toString(QKeySequence.SequenceFormat.NativeText), words(a))
            for menu in window.menuBar().findChildren(QMenu) for a in menu.actions()
            if not a.shortcut().isEmpty()]
    rows.append((LEGEND_KEY, words(legend)))
    session = getattr(view, "session", None)
    title = session.engine.title if session is not None else ""
    KeysDialog(window, title, view.key_help() if view is not None else [], rows).exec()
