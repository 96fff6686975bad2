"""Issue 29, item 6: the results dialog shows every column whole at 1280x800 and 1024x700, and
Pueblo's score plot draws each seat's line in that seat's colour and symbol."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

import engines
from desktop.games import playable, view_class
from desktop.session.local import GameSession, Seat
from desktop.widgets.results import ResultsDialog

GAMES = [g for g in engines.NAMES if playable(g)]


_FINISHED: dict[str, GameSession] = {}


class _Finished(dict):
    def __missing__(self, game: str) -> GameSession:
        """A finished game at its most players (computers, easy), played once for the module."""
        if game not in _FINISHED:
            n = min(engines.get(game).max_players, 5)
            seats = [Seat(f"Computer {i} with a long name", "computer", "easy") for i in range(n)]
            session = GameSession(game, seats, seed=9, computer_delay_ms=0)
            session.start()
            for _ in range(400_000):
                if session.is_over():
                    break
                QApplication.processEvents()
            assert session.is_over(), game
            _FINISHED[game] = session
        return _FINISHED[game]


@pytest.fixture
def finished(configured_app):
    return _Finished()


@pytest.mark.parametrize("screen", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("game", GAMES)
def test_every_results_column_fits(qtbot, finished, game, screen):
    session = finished[game]
    dialog = ResultsDialog(session, ["Ann: personal best 120, over 12 finished games."])
    qtbot.addWidget(dialog)
    width, height = screen
    assert dialog.minimumSizeHint().width() <= width - 40 and dialog.minimumSizeHint().height() <= height - 60
    dialog.resize(min(dialog.sizeHint().width(), width - 40), min(dialog.sizeHint().height(), height - 60))
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    header = table.header()
    for column in range(table.columnCount()):
        need = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert header.sectionSize(column) >= need, (column, header.sectionSize(column), need)
    assert sum(header.sectionSize(c) for c in range(table.columnCount())) <= table.viewport().width()
    assert table.horizontalScrollBar().maximum() == 0
    winner = [table.topLevelItem(i).text(2) for i in range(table.topLevelItemCount())]
    assert any("winner" in w for w in winner)
    dialog.close()


@pytest.mark.skipif(not playable("pueblo"), reason="needs Pueblo")
def test_pueblo_plot_lines_carry_their_seats_colour_and_symbol(qtbot, finished):
    session = finished["pueblo"]
    view = view_class("pueblo")(session)
    qtbot.addWidget(view)
    swatches = view.seat_swatches()
    assert [s.label for s in swatches] == ["red", "blue", "green", "violet"][:session.num_players]
    dialog = ResultsDialog(session, swatches=swatches)
    qtbot.addWidget(dialog)
    assert dialog.plot is not None
    for seat, curve in enumerate(dialog.plot.curves):
        assert curve.opts["pen"].color() == QColor(swatches[seat].colour)
        assert QColor(curve.opts["symbolBrush"]) == QColor(swatches[seat].colour)
        symbol = curve.opts["symbol"]
        from PySide6.QtCore import QRectF

        assert symbol == swatches[seat].path(QRectF(-0.5, -0.5, 1.0, 1.0))
