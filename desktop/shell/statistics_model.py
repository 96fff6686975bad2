"""The Statistics dialog's list of finished games (issue 28): a Qt table model read a page at a time
(`canFetchMore` / `fetchMore`), so 100,000 games open as fast as 10; what it shows was bounded and
validated by desktop.storage.stats_read (names of at most 100 plain characters, unknown dates), and a
damaged game is a row that says so.

`FinishedGamesModel(stats, parent)`; `game(row)` (a `FinishedGame`), `total`; `when_text(time)`."""
from __future__ import annotations

import datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

import engines
from desktop.i18n import translate_text
from desktop.storage.stats import Statistics
from desktop.storage.stats_read import FinishedGame

Index = QModelIndex | QPersistentModelIndex
#: Games read at a time
PAGE = 200


def game_title(game: str) -> str:
    return translate_text(engines.get(game).title) if engines.available(game) else game


def when_text(finished_at: float | None) -> str:
    """A finished game's date, or "unknown date" for one that can't be a date."""
    if finished_at is not None:
        try:
            return datetime.datetime.fromtimestamp(finished_at).strftime("%Y-%m-%d %H:%M")
        except (OverflowError, OSError, ValueError):
            pass
    return QCoreApplication.translate("FinishedGamesModel", "unknown date")


def players_text(game: FinishedGame) -> str:
    """"Ann 30 ★, Bot 20" (★: won); the scores of a damaged game that can't be read are "?"."""
    return ", ".join(f"{p['name']} {'?' if p['score'] is None else p['score']}" + (" ★" if p["won"] else "")
                     for p in game.players)


class FinishedGamesModel(QAbstractTableModel):
    """Finished games, newest first: When, Game, Players and scores."""

    def __init__(self, stats: Statistics, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.total = stats.count()
        self.rows: list[FinishedGame] = []
        self.texts: list[tuple[str, str, str]] = []  # each row's cells, made once
        self.headers = [self.tr("When"), self.tr("Game"), self.tr("Players and scores")]
        self.fetchMore(QModelIndex())

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else 3

    def canFetchMore(self, parent: Index) -> bool:  # noqa: N802
        return not parent.isValid() and len(self.rows) < self.total

    def fetchMore(self, parent: Index) -> None:  # noqa: N802
        if parent.isValid():
            return
        page = self.stats.page(len(self.rows), PAGE)
        if not page:  # fewer than counted (the file changed, or can't be read now): stop asking
            self.total = len(self.rows)
            return
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(page) - 1)
        self.rows.extend(page)
        self.texts.extend(self._texts(game) for game in page)
        self.endInsertRows()

    def _texts(self, game: FinishedGame) -> tuple[str, str, str]:
        players = self.tr("Damaged record: {0}").format(players_text(game) or "—") if game.damaged \
            else players_text(game)
        return when_text(game.finished_at), game_title(game.game), players

    def game(self, row: int) -> FinishedGame | None:
        return self.rows[row] if 0 <= row < len(self.rows) else None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < 3:
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        game = self.game(index.row()) if index.isValid() else None
        if game is None:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.texts[index.row()][index.column()] if 0 <= index.column() < 3 else None
        if role == Qt.ItemDataRole.ToolTipRole:
            if game.damaged:
                return self.tr("This game's record in the statistics file is damaged: it is listed, "
                               "but it can't be counted in full or watched.")
            if not game.watchable:
                return self.tr("Its moves were not kept (an older version): it can't be watched.")
        if role == Qt.ItemDataRole.UserRole:
            return game.id
        return None
