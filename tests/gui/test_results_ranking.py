"""The results dialog's ranking (issue 15's defects): tied players share a rank, a solo game has no winner."""
from __future__ import annotations

from types import SimpleNamespace

import engines
from desktop.session.local import Seat
from desktop.widgets.results import ResultsDialog


class _Finished:
    """A finished game as the dialog reads it: the real engine's title and rules of scoring, given scores."""

    def __init__(self, game: str, scores: list[int], winners: list[int]) -> None:
        real = engines.get(game)
        self.title, self.lowest_wins = real.title, getattr(real, "lowest_wins", False)
        self._scores, self._winners = scores, winners

    def scores(self, state):  # noqa: ANN001
        return list(self._scores)

    def winners(self, state):  # noqa: ANN001
        return list(self._winners)

    def score_breakdown(self, state):  # noqa: ANN001
        return [[] for _ in self._scores]


def _dialog(qtbot, game: str, scores: list[int], winners: list[int]) -> ResultsDialog:
    seats = [Seat(f"P{i}", "human", None) for i in range(len(scores))]
    engine = _Finished(game, scores, winners)
    session = SimpleNamespace(engine=engine, shown_state=None, seats=seats, game=game, history=[],
                              num_players=len(scores), scores=lambda: engine.scores(None),
                              winners=lambda: engine.winners(None))
    dialog = ResultsDialog(session)
    qtbot.addWidget(dialog)
    return dialog


def _ranks(dialog: ResultsDialog) -> list[str]:
    return [dialog.table.topLevelItem(i).text(0) for i in range(dialog.table.topLevelItemCount())]


def _headline(dialog: ResultsDialog) -> str:
    from PySide6.QtWidgets import QLabel

    return dialog.findChildren(QLabel)[0].text()


def test_tied_players_share_a_rank(qtbot, configured_app):
    """Rolling Japan, fewest X wins: P1 and P2 tie on 9 behind P0 on 5 -> ranked 1., 2., 2."""
    dialog = _dialog(qtbot, "rolling_japan", [5, 9, 9], [0])
    assert _ranks(dialog) == ["1. P0", "2. P1", "2. P2"]
    assert _headline(dialog) == "Winner: P0"


def test_a_shared_win_is_ranked_first_together(qtbot, configured_app):
    dialog = _dialog(qtbot, "coloretto", [20, 20, 3], [0, 1])
    assert _ranks(dialog) == ["1. P0", "1. P1", "3. P2"]
    assert _headline(dialog).startswith("Shared win: P0, P1")


def test_a_solo_game_has_no_winner_only_its_score(qtbot, configured_app):
    dialog = _dialog(qtbot, "rolling_japan", [7], [0])
    assert _headline(dialog) == "Game over. Final score — P0: 7"
    assert "winner" not in dialog.table.topLevelItem(0).text(2)
