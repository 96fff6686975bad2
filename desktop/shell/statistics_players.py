"""The Statistics dialog's Players tab (issues 28 and 29 item 12): every person who played as a human,
with the other names they played under, their games and wins; "Same player as" joins the chosen
name's person into another (the personal bests and solo lists then count every name), "Separate
names" undoes it. The names are the statistics store's, read back bounded (desktop/storage/stats_people.py).

`PlayersTab(stats)`: `load()` reads the list (the dialog calls it the first time the tab is shown);
`join_chosen()`, `separate_chosen()`."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.storage.stats import Statistics

NAME_ROLE = Qt.ItemDataRole.UserRole


class PlayersTab(QWidget):
    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.loaded = False
        layout = QVBoxLayout(self)
        self.note = QLabel(self.tr("The same person under two names? Choose one name, then the player it "
                                   "belongs to: their games, wins and personal bests count together."))
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.note)
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Players"))
        self.tree.setRootIsDecorated(False)
        self.tree.setHeaderLabels([self.tr("Player"), self.tr("Also played as"), self.tr("Games"), self.tr("Won")])
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.tree.currentItemChanged.connect(lambda *_: self._chosen_changed())
        layout.addWidget(self.tree, 1)
        row = QHBoxLayout()
        self.into_label = QLabel(self.tr("&Same player as:"))
        row.addWidget(self.into_label)
        self.into = QComboBox()
        self.into.setAccessibleName(self.tr("The player the chosen name belongs to"))
        self.into.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.into.setMinimumContentsLength(12)
        self.into_label.setBuddy(self.into)
        row.addWidget(self.into, 1)
        self.join = QPushButton(self.tr("&Join"))
        self.join.setAccessibleName(self.tr("Count the chosen name as the same player"))
        self.join.clicked.connect(self.join_chosen)
        row.addWidget(self.join)
        self.separate = QPushButton(self.tr("Se&parate names"))
        self.separate.setAccessibleName(self.tr("Count each name of the chosen player on its own again"))
        self.separate.clicked.connect(self.separate_chosen)
        row.addWidget(self.separate)
        layout.addLayout(row)
        self._chosen_changed()

    def load(self, keep: str | None = None) -> None:
        """Reads the players again; `keep` (a name) stays chosen."""
        self.loaded = True
        self.tree.clear()
        chosen = None
        for player in self.stats.players():
            item = QTreeWidgetItem([player.name, ", ".join(player.others), str(player.played), str(player.won)])
            item.setData(0, NAME_ROLE, player.name)
            for column in (2, 3):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.tree.addTopLevelItem(item)
            if keep is not None and (player.name == keep or keep in player.others):
                chosen = item
        for column in (0, 2, 3):
            self.tree.resizeColumnToContents(column)
        if self.tree.topLevelItemCount():
            self.tree.setCurrentItem(chosen or self.tree.topLevelItem(0))
        if not self.tree.topLevelItemCount():
            self.note.setText(self.tr("No finished game with a human player yet."))
        self._chosen_changed()

    def chosen(self) -> str | None:
        item = self.tree.currentItem()
        return item.data(0, NAME_ROLE) if item is not None else None

    def _chosen_changed(self) -> None:
        chosen = self.chosen()
        self.into.clear()
        for i in range(self.tree.topLevelItemCount()):
            name = self.tree.topLevelItem(i).data(0, NAME_ROLE)
            if name != chosen:
                self.into.addItem(name, name)
        item = self.tree.currentItem()
        self.join.setEnabled(chosen is not None and self.into.count() > 0)
        self.into.setEnabled(self.join.isEnabled())
        self.separate.setEnabled(item is not None and bool(item.text(1)))

    def join_chosen(self) -> None:
        name, into = self.chosen(), self.into.currentData()
        if name is not None and into is not None and self.stats.join_names(name, into):
            self.load(keep=into)

    def separate_chosen(self) -> None:
        name = self.chosen()
        if name is not None and self.stats.separate_names(name):
            self.load(keep=name)
