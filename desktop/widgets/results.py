"""The end-of-game results dialog: ranking, score breakdown, the scores over the game as a plot
beside it (desktop/widgets/score_plot.py, issue 17), personal best, play again."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n import level_label
from desktop.session.local import GameSession
from desktop.widgets.score_plot import ScorePlot, score_series


def translate_engine(text: str) -> str:
    return QCoreApplication.translate("engine", text)


class ResultsDialog(QDialog):
    PLAY_AGAIN = 2
    LIBRARY = 3
    REVIEW = 4  # issue 26: the window opens the review of this game

    def __init__(self, session: GameSession, extra_lines: list[str] | None = None,
                 parent: QWidget | None = None, swatches: list[Any] | None = None) -> None:
        """`swatches`: the seats' own colours on the table (GameView.seat_swatches), for the plot."""
        super().__init__(parent)
        self.session = session
        engine = session.engine
        self.setWindowTitle(self.tr("{0}: results").format(engine.title))
        self.setAccessibleName(self.tr("Results"))
        scores, winners = session.scores(), session.winners()
        names = [s.name for s in session.seats]
        layout = QVBoxLayout(self)
        headline = QLabel()
        headline.setTextFormat(Qt.TextFormat.PlainText)  # players' names: plain text, never markup
        headline.setWordWrap(True)
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        headline.setFont(font)
        solo = len(scores) == 1
        if solo:  # nobody to beat: the score is the result
            headline.setText(self.tr("Game over. Final score — {0}: {1}").format(names[0], scores[0]))
        elif len(winners) == 1:  # "Winner: You" reads right whatever the seat is called
            headline.setText(self.tr("Winner: {0}").format(names[winners[0]]))
        else:
            headline.setText(self.tr("Shared win: {0}").format(", ".join(names[w] for w in winners)))
        headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(headline)
        if engine.lowest_wins:
            lowest = QLabel(self.tr("Lowest score wins."))
            lowest.setTextFormat(Qt.TextFormat.PlainText)
            layout.addWidget(lowest)
        self.table = QTreeWidget()
        self.table.setAccessibleName(self.tr("Scores"))
        self.table.setColumnCount(3)
        self.table.setHeaderLabels([self.tr("Player"), self.tr("Points"), ""])
        def standing(seat: int) -> tuple[bool, int]:  # winners first (tie-breaks), then by score
            return seat in winners, -scores[seat] if engine.lowest_wins else scores[seat]

        order = sorted(range(len(scores)), key=standing, reverse=True)
        remote = getattr(session, "is_remote", lambda: False)()  # issue 25: a table hosted elsewhere
        # a remote table has the score's parts from its host (no state behind it)
        breakdown = session.score_breakdown() if remote else engine.score_breakdown(session.shown_state)
        for seat in order:
            rank = 1 + sum(standing(other) > standing(seat) for other in order)  # tied players share a rank
            seat_label = names[seat]
            if session.seats[seat].kind == "computer":  # not a person on another computer
                seat_label += self.tr(" (computer, {0})").format(level_label(session.seats[seat].level).lower())
            top = QTreeWidgetItem([f"{rank}. {seat_label}", str(scores[seat]),
                                   "★ " + self.tr("winner") if seat in winners and not solo else ""])
            bold = QFont(self.font())
            bold.setBold(True)
            for c in range(3):
                top.setFont(c, bold)
            for label, points in breakdown[seat]:
                top.addChild(QTreeWidgetItem([translate_engine(label), str(points), ""]))
            self.table.addTopLevelItem(top)
            top.setExpanded(True)
        # issue 29: every column as wide as its contents ("★ winne" was cut, with a sideways scroll
        # bar, at 1280x800): the names' column takes the room left, the table asks for all of it
        header = self.table.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setMinimumWidth(max(380, self.columns_width() + 4))
        self.table.setMinimumHeight(260)
        row = QHBoxLayout()
        row.addWidget(self.table, 1)
        self.plot: ScorePlot | None = None
        try:  # the running totals, replayed from the history (a plot never loses the results)
            series = session.score_series() if remote else \
                score_series(session.game, engine, session.history_states())
        except Exception:
            series = None
        if series is not None and series.xs:
            self.plot = ScorePlot(series, names, swatches=swatches)
            row.addWidget(self.plot, 1)
        layout.addLayout(row, 1)
        for line in extra_lines or []:
            label = QLabel(line)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            layout.addWidget(label)
        buttons = QDialogButtonBox()
        self.again = QPushButton(self.tr("Play again"))
        self.again.setAccessibleName(self.tr("Play again"))
        buttons.addButton(self.again, QDialogButtonBox.ButtonRole.AcceptRole)
        library = QPushButton(self.tr("Back to the library"))
        buttons.addButton(library, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Look at the table"))
        self.again.clicked.connect(lambda: self.done(self.PLAY_AGAIN))
        self.again.setVisible(not remote)  # issue 25: the host starts a remote table's next game
        library.clicked.connect(lambda: self.done(self.LIBRARY))
        self.review = buttons.addButton(self.tr("Review my decisions"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review.setToolTip(self.tr("The computer looks at each decision again and marks the mistakes"))
        self.review.clicked.connect(lambda: self.done(self.REVIEW))
        self.review.setVisible(not remote)  # a remote table has no moves of its own to review
        close.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.again.setFocus()

    def columns_width(self) -> int:
        """What the columns need to show all they hold (tests: every column fits)."""
        header = self.table.header()
        need = 0
        for column in range(self.table.columnCount()):
            need += max(self.table.sizeHintForColumn(column), header.sectionSizeHint(column))
        return need + 2 * self.table.frameWidth()
