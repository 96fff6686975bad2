"""The statistics where the player looks (issue 28, issue 29 item 12): a damaged or unusable statistics
file is said in the Statistics dialog and in the window's banner, and the banner goes when writing
works again; whatever the file holds, the dialog opens, bounded (a 5-million-character name, absurd
dates, damaged rows listed as damaged); 50,000 games are counted right and listed a page at a time;
solo games have no win, a personal best beats the earlier games, a one-game plot reads sensibly."""
from __future__ import annotations

import sqlite3
import time
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QLabel

import engines
from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from desktop.shell.statistics import StatisticsDialog
from desktop.shell.statistics_model import PAGE
from desktop.shell.statistics_results import personal_lines
from desktop.storage import paths, stats_schema
from desktop.storage.stats import Statistics
from tests.gui.test_replay import random_game
from tests.storage.helpers import build
from tests.storage.test_stats_hostile import Disk

PLAYERS = [{"name": "Ann", "kind": "human", "level": "normal", "score": 30, "won": True},
           {"name": "Bot", "kind": "computer", "level": "easy", "score": 20, "won": False}]


@pytest.fixture
def window(qtbot, configured_app, monkeypatch):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    shown = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: shown.append(self) or 0)
    results = []
    monkeypatch.setattr("desktop.widgets.results.ResultsDialog.exec", lambda self: results.append(self) or 0)
    w.shown_statistics, w.shown_results = shown, results
    yield w
    w.close()


def _dialog(qtbot, stats) -> StatisticsDialog:
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _cells(dialog: StatisticsDialog, column: int) -> list[str]:
    model = dialog.games.model()
    return [model.data(model.index(r, column)) for r in range(model.rowCount())]


def _computers_play(window, qtbot, seed: int):
    seats = [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")]
    session = window.start(NewGameChoice("coloretto", seats, {}, seed))
    shown = len(window.shown_results)
    qtbot.waitUntil(lambda: len(window.shown_results) > shown, timeout=60_000)  # over, and its results shown
    return session


# ---------------------------------------------------------------------------- problems told
def test_a_damaged_statistics_file_is_told_in_the_dialog_and_the_banner_before_any_game(window, qtbot):
    paths.stats_path().write_bytes(b"not a database\n" * 200)
    assert not window.notice.isVisible()
    window.show_statistics()
    dialog = window.shown_statistics[0]
    qtbot.addWidget(dialog)
    dialog.show()
    problem = window.stats.problem
    assert problem and "set aside" in problem
    assert dialog.problem.isVisible() and dialog.problem.text() == problem
    assert window.notice.isVisible() and window.notice.message() == problem


def test_a_full_disk_for_statistics_is_told_once_and_goes_when_writing_works_again(window, qtbot, monkeypatch):
    stats = window.stats  # an existing database, then the disk fills up
    stats.record(game_id="before", game="coloretto", started_at=1.7e9, seed=1, options={}, players=PLAYERS)
    disk = Disk(monkeypatch)
    write = Statistics._write

    def full_disk_write(db, entries):  # what SQLite says when a page can't be added
        if disk.full:
            raise sqlite3.OperationalError("database or disk is full")
        write(db, entries)

    monkeypatch.setattr(Statistics, "_write", staticmethod(full_disk_write))
    window.show_statistics()
    dialog = window.shown_statistics[0]
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.problem.isVisible()
    first = _computers_play(window, qtbot, 3)
    message = window.notice.message()
    assert "Statistics are not being saved" in message and "full" in message
    assert message.count("Statistics are not being saved") == 1, "said once (the session passes it on too)"
    assert dialog.problem.isVisible() and "full" in dialog.problem.text(), "the open dialog says it too"
    disk.full = False
    second = _computers_play(window, qtbot, 4)  # a new game: the notice does not come back
    assert not window.notice.isVisible() and not dialog.problem.isVisible()
    assert stats.recorded([first.game_id, second.game_id]) == {first.game_id, second.game_id}
    again = Statistics(paths.stats_path())
    assert again.count() == 3, "the game of the full disk was written with the next one"
    again.close()


def test_a_fresh_data_folder_on_a_full_disk_records_once_space_is_back(window, qtbot, monkeypatch):
    disk = Disk(monkeypatch)
    first = _computers_play(window, qtbot, 5)
    assert "Statistics are not being saved" in window.notice.message()
    assert not paths.stats_path().exists(), "no 0-byte database"
    disk.full = False
    second = _computers_play(window, qtbot, 6)
    assert not window.notice.isVisible()
    again = Statistics(paths.stats_path())
    assert again.recorded([first.game_id, second.game_id]) == {first.game_id, second.game_id}
    again.close()


# ---------------------------------------------------------------------------- hostile rows
def _kept_game(stats: Statistics, game_id: str, name: str) -> None:
    engine, options, states, history = random_game("coloretto", 2, seed=7)
    scores, winners = engine.scores(states[-1]), engine.winners(states[-1])
    stats.record(game_id=game_id, game="coloretto", started_at=1.7e9, seed=7, options=options,
                 players=[{"name": n, "kind": "human", "level": "normal", "score": scores[i], "won": i in winners}
                          for i, n in enumerate(("Ann", "Bob"))],
                 actions=[[h.seat, engine.encode_action(h.action)] for h in history])
    with stats.db:
        stats.db.execute("UPDATE results SET name = ? WHERE game_id = ? AND seat = 1", (name, game_id))


def test_a_five_million_character_name_is_shown_bounded_in_the_list_and_in_watch(configured_app, qtbot, tmp_path,
                                                                                   monkeypatch):
    stats = Statistics(tmp_path / "s.sqlite3")
    _kept_game(stats, "huge", "<b>" + "M" * 5_000_000)
    started = time.perf_counter()
    dialog = _dialog(qtbot, stats)
    dialog.tabs.setCurrentIndex(2)
    dialog.grab()
    print(f"dialog with a 5M-character name opened and painted in {(time.perf_counter() - started) * 1000:.0f} ms")
    players = _cells(dialog, 2)[0]
    assert len(players) < 250 and "<b>MMM" in players and "…" in players
    captions = []
    monkeypatch.setattr("desktop.shell.replay.ReplayWindow.exec", lambda self: captions.append(
        [label.text() for label in self.findChildren(QLabel) if "MMM" in label.text()]) or 0)
    dialog.watch_selected()
    assert captions and captions[0] and all(len(text) < 400 for text in captions[0])
    stats.close()


@pytest.mark.parametrize("when", [1e20, -1e15, float("inf")])
def test_an_absurd_date_opens_the_dialog_as_unknown_date(configured_app, qtbot, tmp_path, when):
    stats = Statistics(tmp_path / "s.sqlite3")
    stats.record(game_id="g", game="coloretto", started_at=1.7e9, seed=1, options={}, players=PLAYERS)
    with stats.db:
        stats.db.execute("UPDATE games SET finished_at = ? WHERE id = 'g'", (when,))
    dialog = _dialog(qtbot, stats)
    assert _cells(dialog, 0) == ["unknown date"]
    stats.close()


def test_a_damaged_row_is_a_row_saying_so_and_is_counted(configured_app, qtbot, tmp_path):
    stats = Statistics(tmp_path / "s.sqlite3")
    for gid in ("a", "b"):
        stats.record(game_id=gid, game="coloretto", started_at=1.7e9, seed=1, options={}, players=PLAYERS, actions=[])
    with stats.db:
        stats.db.execute("UPDATE results SET kind = 'alien' WHERE game_id = 'a' AND seat = 1")
    dialog = _dialog(qtbot, stats)
    texts = _cells(dialog, 2)
    assert len(texts) == 2 and sum(t.startswith("Damaged record") for t in texts) == 1
    damaged = texts.index(next(t for t in texts if t.startswith("Damaged record")))
    dialog.games.setCurrentIndex(dialog.games.model().index(damaged, 0))
    assert not dialog.watch.isEnabled()
    qtbot.waitUntil(dialog.damaged_note.isVisible, timeout=10_000)
    assert dialog.damaged_note.text().startswith("1 finished game could not be read in full")
    coloretto = dialog.summary.topLevelItem(list(engines.NAMES).index("coloretto"))
    assert coloretto.text(1) == "2", "the damaged game is still counted"
    stats.close()


def test_fifty_thousand_games_are_counted_right_and_listed_a_page_at_a_time(configured_app, qtbot, tmp_path):
    path = tmp_path / "s.sqlite3"
    build(path, stats_schema.SCHEMA_VERSION, games=50_000)
    stats = Statistics(path)
    dialog = _dialog(qtbot, stats)
    coloretto = dialog.summary.topLevelItem(list(engines.NAMES).index("coloretto"))
    assert coloretto.text(1) == "10000" and coloretto.text(2) == "5000 of 10000 won"
    assert {coloretto.child(i).text(0): coloretto.child(i).text(1) for i in range(coloretto.childCount())} == {
        "against hard computers": "3333", "against normal computers": "3333", "against easy computers": "3334"}
    model = dialog.games.model()
    assert model.rowCount() == PAGE and model.total == 50_000 and model.canFetchMore(QModelIndex())
    dialog.tabs.setCurrentIndex(2)
    dialog.games.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() > PAGE, timeout=5_000)
    assert model.data(model.index(PAGE, 2)).startswith("Ann")
    stats.close()


# ---------------------------------------------------------------------------- solo games (issue 29 item 12)
def _solo(stats: Statistics, gid: str, score: int) -> SimpleNamespace:
    stats.record(game_id=gid, game="rolling_japan", started_at=1.7e9, seed=1, options={},
                 players=[{"name": "Ann", "kind": "human", "level": "normal", "score": score, "won": True}])
    return SimpleNamespace(engine=engines.get("rolling_japan"), scores=lambda: [score], num_players=1,
                           seats=[Seat("Ann")], game="rolling_japan", game_id=gid)


def test_solo_games_have_no_win_and_a_personal_best_beats_the_earlier_games(configured_app, qtbot, tmp_path):
    stats = Statistics(tmp_path / "s.sqlite3")
    assert personal_lines(stats, _solo(stats, "s1", 9)) == ["Ann: your first finished game here (9)."]
    assert personal_lines(stats, _solo(stats, "s2", 12))[0] == "Ann: personal best 9, over 2 finished games."
    assert personal_lines(stats, _solo(stats, "s3", 9))[0] == "Ann: personal best 9, over 3 finished games.", \
        "equal to the best is not a new best"
    assert personal_lines(stats, _solo(stats, "s4", 7))[0] == "Ann: a new personal best (7)!"
    dialog = _dialog(qtbot, stats)
    rolling = dialog.summary.topLevelItem(list(engines.NAMES).index("rolling_japan"))
    assert [rolling.text(i) for i in range(4)] == ["Rolling Japan", "4", "—", "7"], "not '4 of 4 won'"
    assert [rolling.child(0).text(i) for i in range(4)] == ["solo", "4", "—", "7"]
    stats.close()


def test_a_plot_of_one_game_has_a_whole_number_axis_around_it(configured_app, qtbot, tmp_path):
    stats = Statistics(tmp_path / "s.sqlite3")
    stats.record(game_id="one", game="coloretto", started_at=1.7e9, seed=1, options={},
                 players=[dict(PLAYERS[0], score=137), PLAYERS[1]])
    dialog = _dialog(qtbot, stats)
    assert dialog.trend is None, "drawn when its tab is first shown"
    dialog.tabs.setCurrentIndex(1)
    assert dialog.plot_game.currentData() == "coloretto"
    low, high = dialog.trend.viewRange()[1]
    assert high - low >= 10 and low == int(low) and high == int(high) and low < 137 < high
    stats.close()
