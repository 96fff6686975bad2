"""Where a review starts (issue 26): the results dialog's Review, Statistics' Review beside Watch, Game ▸
Review a saved game… (a file, checked as hostile input); whose decisions (by default the human at the
screen; every seat side by side); with two humans at one screen and private cards, the review opens
through the hand-over screen."""
from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from desktop.review.choose import EVERY_SEAT, ReviewChoiceDialog
from desktop.review.window import ReviewWindow
from desktop.shell import review_open
from desktop.shell.replay import watch_session
from desktop.storage.reviews import ReviewStore
from tests.gui.review_games import BUDGET_S, finished_game


@pytest.fixture
def chosen(monkeypatch):
    """The choice dialog answers by itself: `chosen["seat"]` (default: as the dialog proposes)."""
    answer: dict = {"seat": None, "shown": []}

    def exec_(dialog: ReviewChoiceDialog) -> int:
        answer["shown"].append((dialog.seat.currentData(), [dialog.seat.itemText(i) for i in range(dialog.seat.count())]))
        if answer["seat"] is not None:
            dialog.seat.setCurrentIndex(dialog.seat.findData(answer["seat"]))
        dialog.depth.setCurrentIndex(dialog.depth.findData("quick"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ReviewChoiceDialog, "exec", exec_)
    return answer


def _stop(window: ReviewWindow | None) -> None:
    if window is not None:
        window.job.cancel()
        window.close()


def test_the_results_dialog_offers_a_review_of_the_game(qtbot, configured_app, chosen):
    from desktop.widgets.results import ResultsDialog

    session = watch_session(finished_game("coloretto"))
    session.show_move(len(session.history))
    dialog = ResultsDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.review.isVisible() or not dialog.isVisible()
    assert dialog.review.text() == "Review my decisions"
    qtbot.mouseClick(dialog.review, Qt.MouseButton.LeftButton)
    assert dialog.result() == ResultsDialog.REVIEW
    window = review_open.review_session(session, None)
    assert isinstance(window, ReviewWindow)
    assert chosen["shown"][0][0] == 0   # the human at the screen by default
    assert window.seats == [0] and window.session is not session and window.session.watch_only
    assert window.source.moves == session.encoded_actions()
    _stop(window)
    session.close()


def test_statistics_has_review_beside_watch(qtbot, configured_app, chosen, monkeypatch, tmp_path):
    from desktop.shell.statistics import StatisticsDialog
    from desktop.storage.stats import Statistics

    kept = finished_game("pueblo")
    session = watch_session(kept)
    stats = Statistics(tmp_path / "stats.sqlite3")
    scores, winners = session.engine.scores(session.state), session.engine.winners(session.state)
    stats.record(game_id="g1", game="pueblo", started_at=1.0, seed=kept["seed"], options=kept["options"],
                 players=[{**seat, "score": scores[i], "won": i in winners} for i, seat in enumerate(kept["seats"])],
                 actions=kept["actions"])
    opened = []
    monkeypatch.setattr(ReviewWindow, "exec", lambda self: opened.append(self) or 0)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(2)
    assert dialog.review.parent() is dialog.watch.parent() and dialog.review.isEnabled()
    assert dialog.review.accessibleName() == "Review the decisions of the chosen game"
    qtbot.mouseClick(dialog.review, Qt.MouseButton.LeftButton)
    assert len(opened) == 1 and opened[0].session.game == "pueblo"
    assert opened[0].source.game_id == "g1"
    _stop(opened[0])
    session.close()


def test_a_saved_game_file_is_reviewed_and_a_hostile_one_refused(qtbot, configured_app, chosen, monkeypatch, tmp_path):
    refused = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: refused.append(text))
    session = watch_session(finished_game("siberia"))
    path = tmp_path / "game.kotatsu"
    path.write_text(json.dumps(session.to_save()))
    window = review_open.review_path(path, None)
    assert isinstance(window, ReviewWindow) and window.session.game == "siberia" and not refused
    assert window.source.moves == session.encoded_actions()
    _stop(window)
    # an unfinished game's moves so far can be reviewed too
    half = watch_session(finished_game("coloretto"))
    save = half.to_save()
    save["actions"] = save["actions"][:10]
    from desktop.session.saves import replay_actions
    state, _ = replay_actions(half.engine, half.initial_state, save["actions"])
    save["state"] = half.engine.encode(state)
    path.write_text(json.dumps(save))
    window = review_open.review_path(path, None)
    assert isinstance(window, ReviewWindow) and len(window.session.history) == 10
    _stop(window)
    # hostile: garbage, a FIFO, moves that don't replay
    path.write_text("{not json")
    assert review_open.review_path(path, None) is None and refused
    fifo = tmp_path / "fifo.kotatsu"
    os.mkfifo(fifo)
    assert review_open.review_path(fifo, None) is None and len(refused) == 2
    save = session.to_save()
    save["actions"][3] = [save["actions"][3][0], ["nonsense"]]
    path.write_text(json.dumps(save))
    assert review_open.review_path(path, None) is None and len(refused) == 3
    session.close()
    half.close()


def test_every_seat_side_by_side(qtbot, configured_app, tmp_path):
    kept = finished_game("coloretto")
    source = review_open.source_of(kept, store=ReviewStore(tmp_path / "s.sqlite3"))
    dialog = ReviewChoiceDialog([s["name"] for s in kept["seats"]], 0)
    qtbot.addWidget(dialog)
    dialog.seat.setCurrentIndex(dialog.seat.findData(EVERY_SEAT))
    assert dialog.seats() == [0, 1]
    window = ReviewWindow(source, dialog.seats(), "quick", budget_s=BUDGET_S)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.finished_reviewing, timeout=120_000)
    assert sorted(window.summary.blocks) == [0, 1]
    left, right = window.summary.blocks[0], window.summary.blocks[1]
    assert left.text().startswith("Ana\nAccuracy:") and right.text().startswith("Computer 1\nAccuracy:")
    assert left.geometry().right() < right.geometry().left()   # side by side
    window.seat_box.setCurrentIndex(1)
    assert window.seat == 1 and window.model.name == "Computer 1"
    assert all(d.seat == 1 for d in window.model.decisions)
    window.job.cancel()


def test_two_humans_with_private_cards_review_through_the_handover_screen(qtbot, configured_app, chosen, tmp_path):
    kept = finished_game("r_eco", humans=2)
    chosen["seat"] = EVERY_SEAT
    source = review_open.source_of(kept, store=ReviewStore(tmp_path / "s.sqlite3"))
    assert review_open.needs_handover(source.session)
    window = review_open.open_review(source, None)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    assert window.stack.currentWidget() is window.handover_screen
    assert "Pass the screen to Ana" in window.handover_screen.title.text()
    window.step_mistake(1)   # nothing of Ana's review before she takes the screen
    assert window.row is None and window.session.replay_index == 0
    qtbot.keyClick(window.handover_screen, Qt.Key.Key_Return)
    assert window.stack.currentIndex() == 0 and window.session.viewer_seat == 0
    window.seat_box.setCurrentIndex(1)
    assert window.stack.currentWidget() is window.handover_screen
    assert "Human 2" in window.handover_screen.title.text()
    qtbot.mouseClick(window.handover_screen.button, Qt.MouseButton.LeftButton)
    assert window.session.viewer_seat == 1
    window.job.cancel()
    # one human, or nothing private: no hand-over
    assert not review_open.needs_handover(review_open.source_of(finished_game("r_eco")).session)
    assert not review_open.needs_handover(review_open.source_of(finished_game("coloretto", humans=2)).session)


def test_the_window_opens_the_review_when_the_results_ask_for_it(qtbot, configured_app, monkeypatch):
    from desktop.shell.main_window import MainWindow
    from desktop.widgets.results import ResultsDialog

    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    session = watch_session(finished_game("coloretto"))
    reviewed = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: ResultsDialog.REVIEW)
    monkeypatch.setattr(window.reviews, "review_session", lambda s: reviewed.append(s))
    window.install_table(session)   # a finished game: its end comes, then the results
    qtbot.waitUntil(lambda: reviewed == [session], timeout=10_000)
    window.close()


def test_an_unfinished_hot_seat_save_is_reviewed_through_the_handover(qtbot, configured_app, chosen, tmp_path):
    """A saved game not over, two humans with private cards: each seat's own view after the hand-over,
    the replay moving to its decisions (a game not over has no 'watch as')."""
    full = watch_session(finished_game("r_eco", humans=2))
    save = full.to_save()
    from desktop.session.saves import replay_actions

    save["actions"] = save["actions"][:12]
    state, _ = replay_actions(full.engine, full.initial_state, save["actions"])
    save["state"] = full.engine.encode(state)
    path = tmp_path / "half.kotatsu"
    path.write_text(json.dumps(save))
    chosen["seat"] = 1
    window = review_open.review_path(path, None)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    assert not window.session.is_over()
    assert window.stack.currentWidget() is window.handover_screen
    assert window.session.viewer_seat is None   # nobody's cards before the hand-over
    qtbot.keyClick(window.handover_screen, Qt.Key.Key_Return)
    assert window.session.viewer_seat == 1
    qtbot.waitUntil(lambda: bool(window.reviews[1].decisions), timeout=60_000)
    window.go_to_row(0)
    assert window.session.replay_index == window.reviews[1].decisions[0].index
    window.job.cancel()
    full.close()
