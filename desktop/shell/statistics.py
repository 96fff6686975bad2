"""The Statistics dialog (issues 13 and 17): per game the games played, the win rate with its counts
("12 of 30 won"), personal bests; plots of results over time per game, one line per opponent level;
the finished games (date, players, result) with Watch, which replays a kept game (desktop.shell.replay).

`StatisticsDialog(stats, parent)`; `games` (the finished games' list), `watch_selected()`."""
from __future__ import annotations

import datetime
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

import engines
from desktop.i18n import translate_text
from desktop.storage.stats import Statistics
from desktop.widgets.score_plot import TrendPlot


def game_title(game: str) -> str:
    return translate_text(engines.get(game).title) if engines.available(game) else game


def _fit(tree: QTreeWidget) -> None:
    for column in range(tree.columnCount()):
        tree.resizeColumnToContents(column)
    tree.header().setStretchLastSection(True)
    tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)


def _opponents(players: list[dict[str, Any]]) -> str:
    """The game's opponent level: the hardest computer in it ("solo", "humans only")."""
    levels = [p["level"] for p in players if p["kind"] == "computer"]
    for level in ("hard", "normal", "easy"):
        if level in levels:
            return level
    return "solo" if len(players) == 1 else "humans"


class StatisticsDialog(QDialog):
    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setWindowTitle(self.tr("Statistics"))
        self.setAccessibleName(self.tr("Statistics"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.finished = stats.finished_games(limit=2000)
        self.level_names = {"hard": self.tr("against hard computers"), "normal": self.tr("against normal computers"),
                            "easy": self.tr("against easy computers"), "solo": self.tr("solo"),
                            "humans": self.tr("humans only")}
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Statistics"))
        self.tabs.addTab(self._summary_tab(), self.tr("By game"))
        self.tabs.addTab(self._plots_tab(), self.tr("Over time"))
        self.tabs.addTab(self._games_tab(), self.tr("Finished games"))
        layout.addWidget(self.tabs, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        self.resize(900, 600)

    # ------------------------------------------------------------------ by game
    def _summary_tab(self) -> QWidget:
        tree = QTreeWidget()
        self.summary = tree
        tree.setAccessibleName(self.tr("Statistics per game"))
        tree.setHeaderLabels([self.tr("Game"), self.tr("Played"), self.tr("Won"), self.tr("Best score")])
        for game in engines.NAMES:
            rows = [g for g in self.finished if g["game"] == game]
            humans = [p for g in rows for p in g["players"] if p["kind"] == "human"]
            if not rows:
                tree.addTopLevelItem(QTreeWidgetItem([game_title(game), "0", "—", "—"]))
                continue
            low = engines.get(game).lowest_wins if engines.available(game) else False
            played = len({g["id"] for g in rows if any(p["kind"] == "human" for p in g["players"])})
            won = len({g["id"] for g in rows if any(p["kind"] == "human" and p["won"] for p in g["players"])})
            scores = [p["score"] for p in humans]
            best = (min(scores) if low else max(scores)) if scores else None
            top = QTreeWidgetItem([game_title(game), str(played), self.tr("%n of {0} won", "", won).format(played)
                                   if played else "—", "—" if best is None else str(best)])
            by_level: dict[str, list[dict[str, Any]]] = {}
            for g in rows:
                by_level.setdefault(_opponents(g["players"]), []).append(g)
            for level, games in by_level.items():
                mine = [g for g in games if any(p["kind"] == "human" for p in g["players"])]
                wins = sum(1 for g in mine if any(p["kind"] == "human" and p["won"] for p in g["players"]))
                level_scores = [p["score"] for g in mine for p in g["players"] if p["kind"] == "human"]
                level_best = (min(level_scores) if low else max(level_scores)) if level_scores else None
                top.addChild(QTreeWidgetItem([self.level_names[level], str(len(mine)),
                                              self.tr("%n of {0} won", "", wins).format(len(mine)),
                                              "—" if level_best is None else str(level_best)]))
            tree.addTopLevelItem(top)
            top.setExpanded(True)
        _fit(tree)
        return tree

    # ------------------------------------------------------------------ over time
    def _plots_tab(self) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        row = QHBoxLayout()
        label = QLabel(self.tr("Game:"))
        row.addWidget(label)
        self.plot_game = QComboBox()
        self.plot_game.setAccessibleName(self.tr("Game to plot"))
        label.setBuddy(self.plot_game)
        for game in engines.NAMES:
            self.plot_game.addItem(game_title(game), game)
        played = [g["game"] for g in self.finished]
        if played:
            self.plot_game.setCurrentIndex(max(0, self.plot_game.findData(played[0])))
        row.addWidget(self.plot_game)
        row.addStretch(1)
        layout.addLayout(row)
        self.plot_note = QLabel()
        self.plot_note.setWordWrap(True)
        self.plot_note.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.plot_note)
        self.plot_box = QVBoxLayout()
        layout.addLayout(self.plot_box, 1)
        self.trend: TrendPlot | None = None
        self.plot_game.currentIndexChanged.connect(self._plot)
        self._plot()
        return box

    def trend_lines(self, game: str) -> dict[str, list[float]]:
        """Per opponent level, the best human score of each finished game, oldest first."""
        lines: dict[str, list[float]] = {}
        for g in reversed(self.finished):
            if g["game"] != game:
                continue
            scores = [p["score"] for p in g["players"] if p["kind"] == "human"]
            if scores:
                low = engines.get(game).lowest_wins if engines.available(game) else False
                lines.setdefault(self.level_names[_opponents(g["players"])], []).append(
                    min(scores) if low else max(scores))
        return lines

    def _plot(self) -> None:
        if self.trend is not None:
            self.trend.setParent(None)
            self.trend.deleteLater()
            self.trend = None
        game = self.plot_game.currentData()
        lines = self.trend_lines(game)
        if not lines:
            self.plot_note.setText(self.tr("No finished game of {0} yet.").format(game_title(game)))
            return
        low = engines.get(game).lowest_wins if engines.available(game) else False
        self.plot_note.setText(self.tr("Your score in each finished game, by opponents (lowest wins).") if low
                               else self.tr("Your score in each finished game, by opponents."))
        self.trend = TrendPlot(lines, self.tr("Points"))
        self.plot_box.addWidget(self.trend)

    # ------------------------------------------------------------------ finished games
    def _games_tab(self) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        self.games = QTreeWidget()
        self.games.setAccessibleName(self.tr("Finished games"))
        self.games.setHeaderLabels([self.tr("When"), self.tr("Game"), self.tr("Players and scores")])
        self.games.setRootIsDecorated(False)
        for g in self.finished:
            when = datetime.datetime.fromtimestamp(g["finished_at"]).strftime("%Y-%m-%d %H:%M")
            who = ", ".join(f"{p['name']} {p['score']}" + (" ★" if p["won"] else "") for p in g["players"])
            item = QTreeWidgetItem([when, game_title(g["game"]), who])
            item.setData(0, Qt.ItemDataRole.UserRole, g["id"])
            if not g["watchable"]:
                item.setToolTip(0, self.tr("Its moves were not kept (an older version): it can't be watched."))
            self.games.addTopLevelItem(item)
        _fit(self.games)
        self.games.itemActivated.connect(lambda *_: self.watch_selected())
        self.games.currentItemChanged.connect(lambda *_: self._can_watch())
        layout.addWidget(self.games, 1)
        row = QHBoxLayout()
        self.watch = QPushButton(self.tr("Watch"))
        self.watch.setAccessibleName(self.tr("Watch the chosen game again"))
        self.watch.clicked.connect(self.watch_selected)
        row.addWidget(self.watch)
        self.watch_note = QLabel(self.tr("Enter or Watch replays the chosen game, step by step or at speed."))
        self.watch_note.setWordWrap(True)
        row.addWidget(self.watch_note, 1)
        layout.addLayout(row)
        if self.games.topLevelItemCount():
            self.games.setCurrentItem(self.games.topLevelItem(0))
        self._can_watch()
        return box

    def _chosen(self) -> dict[str, Any] | None:
        item = self.games.currentItem()
        if item is None:
            return None
        gid = item.data(0, Qt.ItemDataRole.UserRole)
        return next((g for g in self.finished if g["id"] == gid), None)

    def _can_watch(self) -> None:
        chosen = self._chosen()
        self.watch.setEnabled(chosen is not None and chosen["watchable"])

    def open_replay(self, chosen: dict[str, Any]) -> QDialog | None:
        """The replay window of a finished game, or None (and a message) when it can't be replayed."""
        from desktop.shell.replay import ReplayWindow, watch_session

        kept = self.stats.kept_game(chosen["id"])
        try:
            if kept is None:
                raise ValueError(self.tr("Its moves were not kept or are damaged."))
            session = watch_session(kept)
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Watch"), self.tr("This game can't be watched again: {0}")
                                .format(str(exc)).replace("<", "‹"))
            return None
        when = datetime.datetime.fromtimestamp(chosen["finished_at"]).strftime("%Y-%m-%d %H:%M")
        who = ", ".join(f"{p['name']} {p['score']}" for p in chosen["players"])
        return ReplayWindow(session, f"{game_title(chosen['game'])}, {when}: {who}", self)

    def watch_selected(self) -> None:
        chosen = self._chosen()
        if chosen is None or not chosen["watchable"]:
            return
        window = self.open_replay(chosen)
        if window is not None:
            window.exec()
