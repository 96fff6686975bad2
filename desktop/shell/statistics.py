"""The Statistics dialog (issues 13, 17, 28): per game the games played, the win rate with its counts
("12 of 30 won"), personal bests (SQL aggregates over every game); plots of results over time per
game, one line per opponent level; the finished games (date, players, result), read a page at a time,
with Watch, which replays a kept game (desktop.shell.replay); the players, where names are joined into
one person (desktop.shell.statistics_players). A problem with the statistics file is
said at the top of the dialog, and goes when it is over.

`StatisticsDialog(stats, parent)`; `games` (the finished games' table view, its model a
`FinishedGamesModel`), `watch_selected()`."""
from __future__ import annotations

import math
from typing import Any

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

import engines
from desktop.i18n import english_plural
from desktop.session.worker import BackgroundCalls
from desktop.shell.statistics_model import FinishedGamesModel, game_title, players_text, when_text
from desktop.shell.statistics_players import PlayersTab
from desktop.storage.stats import Statistics
from desktop.storage.stats_read import MAX_PLOTTED, FinishedGame
from desktop.widgets.score_plot import TrendPlot

__all__ = ["StatisticsDialog", "game_title"]
#: The least span of a plot's score axis (one game, or equal scores, read as whole numbers around it)
MIN_SPAN = 10


def _fit(tree: QTreeWidget) -> None:
    for column in range(tree.columnCount()):
        tree.resizeColumnToContents(column)
    tree.header().setStretchLastSection(True)
    tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)


def _lowest_wins(game: str) -> bool:
    return engines.get(game).lowest_wins if engines.available(game) else False


class StatisticsDialog(QDialog):
    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setWindowTitle(self.tr("Statistics"))
        self.setAccessibleName(self.tr("Statistics"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.level_names = {"hard": self.tr("against hard computers"), "normal": self.tr("against normal computers"),
                            "easy": self.tr("against easy computers"), "solo": self.tr("solo"),
                            "humans": self.tr("humans only")}
        layout = QVBoxLayout(self)
        self.problem = QLabel()  # the statistics file's problem, said where the player looks
        self.problem.setObjectName("statisticsProblem")
        self.problem.setStyleSheet("#statisticsProblem { background: #fbe3c8; color: #4a2508; "
                                   "border: 1px solid #c46a1b; border-radius: 6px; padding: 6px; }")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.problem)
        self.background: BackgroundCalls | None = None
        self._show_problem(stats.problem)
        stats.listeners.append(self._show_problem)
        self.finished.connect(self._forget)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Statistics"))
        self.tabs.addTab(self._summary_tab(), self.tr("By game"))
        self.plots = self._plots_tab()
        self.tabs.addTab(self.plots, self.tr("Over time"))
        self.tabs.addTab(self._games_tab(), self.tr("Finished games"))
        self.players = PlayersTab(stats)   # one person under several names (issue 29 item 12)
        self.tabs.addTab(self.players, self.tr("Players"))
        self.tabs.currentChanged.connect(self._tab_shown)
        layout.addWidget(self.tabs, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        self.resize(900, 600)
        self._count_damaged()

    def _show_problem(self, text: str | None) -> None:
        if not shiboken6.isValid(self.problem):  # deleted without being closed (a parent went)
            self._forget()
            return
        self.problem.setText(text or "")
        self.problem.setVisible(bool(text))

    def _forget(self) -> None:
        """Closed: no longer told of the statistics' problems; the damage count is not waited for."""
        if self._show_problem in self.stats.listeners:
            self.stats.listeners.remove(self._show_problem)
        if self.background is not None and shiboken6.isValid(self.background):
            self.background.cancel_all()
            self.background.shutdown()

    # ------------------------------------------------------------------ by game
    def _summary_tab(self) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        tree = QTreeWidget()
        self.summary = tree
        tree.setAccessibleName(self.tr("Statistics per game"))
        tree.setHeaderLabels([self.tr("Game"), self.tr("Played"), self.tr("Won"), self.tr("Best score")])
        sums = self.stats.level_sums()
        for game in engines.NAMES:
            levels = sums.get(game, [])
            low = _lowest_wins(game)
            played = sum(s.played for s in levels)
            contests, won = sum(s.contests for s in levels), sum(s.won for s in levels)
            bests = [b for b in (s.best(low) for s in levels) if b is not None]
            best = (min(bests) if low else max(bests)) if bests else None
            top = QTreeWidgetItem([game_title(game), str(played), self._won_text(won, contests),
                                   "—" if best is None else str(best)])
            for s in levels:
                child = QTreeWidgetItem([self.level_names[s.level], str(s.played), self._won_text(s.won, s.contests),
                                         "—" if s.best(low) is None else str(s.best(low))])
                if s.solo:
                    child.setToolTip(2, self.tr("A game alone has no winner: its score is under Best score."))
                top.addChild(child)
            tree.addTopLevelItem(top)
            top.setExpanded(True)
        _fit(tree)
        layout.addWidget(tree, 1)
        self.damaged_note = QLabel()
        self.damaged_note.setWordWrap(True)
        self.damaged_note.hide()
        layout.addWidget(self.damaged_note)
        return box

    def _won_text(self, won: int, contests: int) -> str:
        """"3 of 5 won" over the games with a winner (a solo game has none: "—")."""
        return self.tr("%n of {0} won", "", won).format(contests) if contests else "—"

    def _count_damaged(self) -> None:
        """How many games are damaged: a pass over every result, on another thread when it is a file."""
        counter = self.stats.damaged_counter()
        if counter is None:
            self._show_damaged(self.stats.count_damaged())
            return
        self.background = BackgroundCalls(self)
        self.background.submit(counter, self._show_damaged, lambda _exc: None)

    def _show_damaged(self, count: Any) -> None:
        if isinstance(count, int) and count > 0:
            self.damaged_note.setText(english_plural(self.tr(
                "%n finished game(s) could not be read in full (listed as damaged under Finished games).", "", count),
                count))
            self.damaged_note.show()

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
        latest = self.stats.page(0, 1)
        if latest:
            self.plot_game.setCurrentIndex(max(0, self.plot_game.findData(latest[0].game)))
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
        return box

    def _tab_shown(self, index: int) -> None:
        """The plot and the players are read the first time their tab is shown (not when the dialog opens)."""
        if self.tabs.widget(index) is self.plots and self.trend is None and not self.plot_note.text():
            self._plot()
        if self.tabs.widget(index) is self.players and not self.players.loaded:
            self.players.load()

    def trend_lines(self, game: str) -> tuple[dict[str, list[float]], int]:
        """Per opponent level, the best human score of each of the latest games, oldest first; and how
        many games of `game` there are."""
        lines, total = self.stats.trend(game, lowest_wins=_lowest_wins(game))
        return {self.level_names[level]: values for level, values in lines.items()}, total

    def _plot(self) -> None:
        if self.trend is not None:
            self.trend.setParent(None)
            self.trend.deleteLater()
            self.trend = None
        game = self.plot_game.currentData()
        lines, total = self.trend_lines(game)
        if not lines:
            self.plot_note.setText(self.tr("No finished game of {0} yet.").format(game_title(game)))
            return
        low = _lowest_wins(game)
        note = self.tr("Your score in each finished game, by opponents (lowest wins).") if low \
            else self.tr("Your score in each finished game, by opponents.")
        if total > MAX_PLOTTED:
            note += " " + english_plural(self.tr("The latest {0} of %n game(s).", "", total), total).format(MAX_PLOTTED)
        self.plot_note.setText(note)
        self.trend = TrendPlot(lines, self.tr("Points"))
        values = [v for line in lines.values() for v in line]
        lo, hi = min(values), max(values)
        if hi - lo < MIN_SPAN:  # one game, or equal scores: whole numbers around them, not 136.6-137.4
            start = math.floor((lo + hi) / 2 - MIN_SPAN / 2)
            self.trend.setYRange(start, start + MIN_SPAN, padding=0)
        self.plot_box.addWidget(self.trend)

    # ------------------------------------------------------------------ finished games
    def _games_tab(self) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        self.games = QTableView()
        self.games.setAccessibleName(self.tr("Finished games"))
        self.model = FinishedGamesModel(self.stats, self)
        self.games.setModel(self.model)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.games.setWordWrap(False)
        self.games.verticalHeader().hide()
        self.games.setShowGrid(False)
        self.games.setAlternatingRowColors(True)
        header = self.games.horizontalHeader()
        header.setStretchLastSection(True)
        metrics = self.games.fontMetrics()  # the widest date and title, not every row measured
        widths = (metrics.horizontalAdvance(max((when_text(1.7e9), when_text(None)), key=metrics.horizontalAdvance)),
                  max(metrics.horizontalAdvance(game_title(g)) for g in engines.NAMES))
        for column, width in enumerate(widths):
            self.games.setColumnWidth(column, width + 3 * metrics.averageCharWidth() + 8)
        self.games.activated.connect(lambda *_: self.watch_selected())
        self.games.selectionModel().currentRowChanged.connect(lambda *_: self._can_watch())
        layout.addWidget(self.games, 1)
        row = QHBoxLayout()
        self.watch = QPushButton(self.tr("Watch"))
        self.watch.setAccessibleName(self.tr("Watch the chosen game again"))
        self.watch.clicked.connect(self.watch_selected)
        row.addWidget(self.watch)
        self.review = QPushButton(self.tr("Review"))  # issue 26: the computer's review (shell/review_open.py)
        self.review.setAccessibleName(self.tr("Review the decisions of the chosen game"))
        self.review.clicked.connect(self.review_selected)
        row.addWidget(self.review)
        self.watch_note = QLabel(self.tr("Enter or Watch replays the chosen game, step by step or at speed."))
        self.watch_note.setWordWrap(True)
        row.addWidget(self.watch_note, 1)
        layout.addLayout(row)
        if self.model.rowCount():
            self.games.setCurrentIndex(self.model.index(0, 0))
        self._can_watch()
        return box

    def _chosen(self) -> FinishedGame | None:
        index = self.games.currentIndex()
        return self.model.game(index.row()) if index.isValid() else None

    def _can_watch(self) -> None:
        chosen = self._chosen()
        self.watch.setEnabled(chosen is not None and chosen.watchable and not chosen.damaged)
        self.review.setEnabled(self.watch.isEnabled())

    def open_replay(self, chosen: FinishedGame) -> QDialog | None:
        """The replay window of a finished game, or None (and a message) when it can't be replayed."""
        from desktop.shell.replay import ReplayWindow, watch_session

        kept = self.stats.kept_game(chosen.id)
        try:
            if kept is None:
                raise ValueError(self.tr("Its moves were not kept or are damaged."))
            session = watch_session(kept)
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Watch"), self.tr("This game can't be watched again: {0}")
                                .format(str(exc)[:300]).replace("<", "‹"))
            return None
        title = f"{game_title(chosen.game)}, {when_text(chosen.finished_at)}: {players_text(chosen)}"
        return ReplayWindow(session, title.replace(" ★", ""), self)

    def watch_selected(self) -> None:
        chosen = self._chosen()
        if chosen is None or not chosen.watchable or chosen.damaged:
            return
        window = self.open_replay(chosen)
        if window is not None:
            window.exec()

    def review_selected(self) -> None:
        """The computer's review of the chosen game (desktop.shell.review_open, issue 26)."""
        from desktop.shell.review_open import review_kept

        chosen = self._chosen()
        if chosen is not None and chosen.watchable and not chosen.damaged:
            window = review_kept(self.stats, chosen.id, self)
            if window is not None:
                window.exec()
