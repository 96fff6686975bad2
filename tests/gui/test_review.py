"""The review window (issue 26): a short game of each of the five games reviewed (small budget) on a
worker thread, listed, charted and summed up; kept in the statistics database and read back at once;
N / P show the mistakes in the replay with the better move marked (the hint mark); a click on a
chart's mark; Cancel; screenshots in English and French at 1024x700."""
from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

import engines
from desktop.i18n import install_translations
from desktop.review.window import ReviewWindow
from desktop.review.words import MARKS, MISTAKES
from desktop.shell.review_open import source_of
from desktop.storage.reviews import ReviewStore
from tests.gui.review_games import BUDGET_S, finished_game
from tests.screens import screenshot_dir

GAMES = list(engines.NAMES)


def _window(qtbot, kept, store, seats=(0,), **kwargs) -> ReviewWindow:
    window = ReviewWindow(source_of(kept, store=store), list(seats), "quick", budget_s=BUDGET_S, **kwargs)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def _reviewed(qtbot, window: ReviewWindow) -> None:
    qtbot.waitUntil(window.finished_reviewing, timeout=120_000)
    qtbot.wait(50)


@pytest.mark.parametrize("game", GAMES)
def test_review_of_each_game_is_listed_charted_kept_and_read_back(qtbot, configured_app, tmp_path, game):
    store = ReviewStore(tmp_path / "stats.sqlite3")
    kept = finished_game(game)
    window = _window(qtbot, kept, store)
    assert window.progress_box.isVisible()   # the review runs on its worker: the window is up already
    _reviewed(qtbot, window)
    review = window.reviews[0]
    assert review.complete and not review.stored
    decisions = review.decisions
    assert decisions, "a random game has decisions with a choice"
    assert all(d.seat == 0 for d in decisions)
    assert [d.index for d in decisions] == sorted(d.index for d in decisions)
    # every decision is in the list, drawn on the chart with its label's shape
    assert window.model.rowCount() == len(decisions)
    assert [p[2] for p in window.chart.points] == [d.label for d in decisions]
    for label, scatter in window.chart.marks.items():
        assert len(scatter.data) == sum(d.label == label for d in decisions)
        assert scatter.opts["symbol"] == MARKS[label][1]
    assert len({MARKS[label][1] for label in MARKS}) == len(MARKS)   # each label its own shape
    assert "Accuracy:" in window.summary.text()
    assert not window.progress.isVisible()
    # kept: a second look reads it back at once, the same decisions, nothing runs
    again = _window(qtbot, kept, store)
    assert again.reviews[0].stored and again.reviews[0].complete
    assert not again.job.running() and not again.progress_box.isVisible()
    assert [(d.index, d.label, d.played, d.best) for d in again.reviews[0].decisions] == \
        [(d.index, d.label, d.played, d.best) for d in decisions]
    assert again.model.rowCount() == len(decisions)
    for w in (window, again):
        w.close()


def _mistake_window(qtbot, tmp_path, game="coloretto"):
    window = _window(qtbot, finished_game(game), ReviewStore(tmp_path / "s.sqlite3"))
    _reviewed(qtbot, window)
    rows = window.mistakes()
    assert len(rows) >= 2, "a random game has mistakes"
    return window, rows


def test_n_and_p_show_the_mistakes_in_the_replay_with_the_better_move_marked(qtbot, configured_app, tmp_path):
    window, rows = _mistake_window(qtbot, tmp_path)
    window.list.setFocus()
    decisions = window.reviews[0].decisions
    marks = window.view.hint_marks
    for expected in rows[:3]:
        qtbot.keyClick(window.list, Qt.Key.Key_N)
        d = decisions[expected]
        assert d.label in MISTAKES
        assert window.row == expected
        assert window.list.currentIndex().row() == expected
        assert window.session.replay_index == d.index   # the position before the decision
        assert window.session.viewer_seat == 0
        if d.best != d.played:
            assert marks.active() and marks.action == d.best and marks.spots()
        assert window.sentence.text().startswith(f"Move {d.index + 1} (Ana):")
        assert window.spoken[-1] == window.sentence.text()  # announced
        assert window.chart.ring.data["x"][0] == d.index + 1
    qtbot.keyClick(window.list, Qt.Key.Key_P)
    assert window.row == rows[1]
    assert window.session.replay_index == decisions[rows[1]].index
    assert "Better:" in window.sentence.text() or decisions[rows[1]].best == decisions[rows[1]].played
    window.close()


def test_a_click_on_a_mark_of_the_chart_shows_that_decision(qtbot, configured_app, tmp_path):
    window, rows = _mistake_window(qtbot, tmp_path)
    chart = window.chart
    target = rows[-1]
    x, y, _ = chart.points[target]
    qtbot.wait(100)
    scene = chart.getPlotItem().getViewBox().mapViewToScene(QPointF(x, y))
    where = chart.mapFromScene(scene)
    qtbot.mouseClick(chart.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: window.row == target, timeout=2000)
    assert window.session.replay_index == window.reviews[0].decisions[target].index
    assert window.list.currentIndex().row() == target
    window.close()


def test_the_chart_from_the_keyboard(qtbot, configured_app, tmp_path):
    window, rows = _mistake_window(qtbot, tmp_path)
    decisions = window.reviews[0].decisions
    window.activateWindow()
    window.chart.setFocus()
    qtbot.keyClick(window.chart, Qt.Key.Key_Right)
    assert window.row == 0 and window.session.replay_index == decisions[0].index
    qtbot.keyClick(window.chart, Qt.Key.Key_Right)
    assert window.row == 1 and window.spoken[-1] == window.model.sentence(1)
    qtbot.keyClick(window.chart, Qt.Key.Key_End)
    assert window.row == len(decisions) - 1 and window.list.currentIndex().row() == window.row
    qtbot.keyClick(window.chart, Qt.Key.Key_Left)
    assert window.row == len(decisions) - 2
    assert window.chart.accessibleDescription().startswith(window.spoken[-1]) or not window.chart.hasFocus()
    window.close()


def test_the_review_speaks_through_the_kits_voice_and_gives_descriptions_back(qtbot, configured_app, tmp_path):
    """The review window says things as the game pages do (desktop.table.voice): the announcement,
    and the focused control's description for Orca, which goes back when the focus leaves."""
    from desktop.table.voice import Voice

    window, rows = _mistake_window(qtbot, tmp_path)
    assert isinstance(window.voice, Voice) and window.spoken is window.voice.spoken
    window.activateWindow()
    window.chart.setFocus()
    qtbot.waitUntil(window.chart.hasFocus, timeout=5000)
    own = window.chart.accessibleDescription()
    window.say("Move 3: a mistake.")
    assert window.spoken[-1] == "Move 3: a mistake."
    assert window.chart.accessibleDescription().startswith("Move 3: a mistake.")
    assert own in window.chart.accessibleDescription()        # the chart's own words stay after it
    window.list.setFocus()
    qtbot.waitUntil(window.list.hasFocus, timeout=5000)
    assert window.chart.accessibleDescription() == own         # given back when the focus left
    window.close()


def test_cancel_stops_the_review_at_once_and_keeps_what_was_reviewed(qtbot, configured_app, tmp_path):
    store = ReviewStore(tmp_path / "s.sqlite3")
    kept = finished_game("siberia")
    window = ReviewWindow(source_of(kept, store=store), [0], "deep", budget_s=2.0)
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
    assert not window.job.running()
    assert "cancelled" in window.progress_text.text()
    assert store.load(window.source.key, 0, "deep") is None   # an unfinished review is not kept
    qtbot.keyClick(window.list, Qt.Key.Key_N)   # still answers
    window.close()


def test_a_damaged_kept_review_is_done_again(qtbot, configured_app, tmp_path):
    path = tmp_path / "s.sqlite3"
    store = ReviewStore(path)
    kept = finished_game("coloretto")
    window = _window(qtbot, kept, store)
    _reviewed(qtbot, window)
    key = window.source.key
    window.close()
    # a stored decision whose better move is not legal there: refused against the rules
    stored = store.load(key, 0, "quick")
    stored[0]["best"] = stored[0]["played"] = ["garbage"] * 3
    assert store.save(key, 0, "quick", "coloretto", "x", stored)
    again = _window(qtbot, kept, store)
    assert again.problems and not again.reviews[0].stored
    _reviewed(qtbot, again)
    assert again.reviews[0].complete
    again.close()
    with sqlite3.connect(path) as db:   # and a row that is not JSON at all
        db.execute("UPDATE reviews SET data = '{not json'")
    assert store.load(key, 0, "quick") is None and store.problem


def test_the_list_and_summary_for_keyboard_and_screen_readers(qtbot, configured_app, tmp_path):
    window, rows = _mistake_window(qtbot, tmp_path)
    model = window.model
    assert window.list.accessibleName() == "Reviewed decisions"
    for row in range(model.rowCount()):
        said = model.data(model.index(row, 0), Qt.ItemDataRole.AccessibleTextRole)
        assert said == model.sentence(row) and said.startswith(f"Move {window.reviews[0].decisions[row].index + 1}")
        verdict = model.data(model.index(row, 1), Qt.ItemDataRole.DisplayRole)
        assert window.words.label(window.reviews[0].decisions[row].label) in verdict
    # Tab reaches the list, the summary's text and the buttons; N is announced
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    window.list.setFocus()
    seen = set()
    for _ in range(16):
        focus = window.focusWidget()
        seen.add(focus)
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    assert window.list in seen and window.next_button in seen
    assert any(block in seen for block in window.summary.blocks.values())
    assert window.summary.blocks[0].text().startswith("Ana\nAccuracy:")
    window.list.setFocus()
    before = window.list.currentIndex().row()
    qtbot.keyClick(window.list, Qt.Key.Key_Down)
    assert window.row == before + 1 and window.spoken[-1] == model.sentence(before + 1)
    assert window.session.replay_index == window.reviews[0].decisions[before + 1].index
    assert window.chart.accessibleName() and "after each decision" in window.chart.accessibleDescription()
    window.close()


def test_help_names_the_thresholds(qtbot, configured_app, tmp_path):
    window = _window(qtbot, finished_game("rolling_japan"), ReviewStore(tmp_path / "s.sqlite3"))
    window.cancel()
    qtbot.mouseClick(window.help_button, Qt.MouseButton.LeftButton)
    text = window.help_box.text()
    assert "0.5" in text and "2 X" in text and "Accuracy" in text
    window.help_box.close()
    window.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_screenshots_of_a_review_in_each_game(qtbot, configured_app, tmp_path, lang):
    install_translations(QApplication.instance(), lang)
    try:
        folder = screenshot_dir()
        folder.mkdir(parents=True, exist_ok=True)
        store = ReviewStore(tmp_path / "s.sqlite3")
        for game in GAMES:
            window = _window(qtbot, finished_game(game), store)
            _reviewed(qtbot, window)
            window.step_mistake(1)
            qtbot.wait(100)
            assert window.row is not None
            picture = window.grab()
            assert picture.width() == 1024 and picture.height() == 700
            assert picture.save(str(folder / f"review_{game}_1024x700_{lang}.png"))
            window.close()
    finally:
        install_translations(QApplication.instance(), "en")
