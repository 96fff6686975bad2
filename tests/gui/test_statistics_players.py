"""The Statistics dialog's Players tab (issues 28 and 29 item 12): the same person under two names is
seen as two players, joined into one from the keyboard, then counted together in the list and in the
results' personal best; Separate names undoes it; a read-only file is said at the top, not raised."""
from __future__ import annotations

import sqlite3

from PySide6.QtCore import Qt

from desktop.shell.statistics import StatisticsDialog
from desktop.storage.stats import Statistics


def _record(stats: Statistics, gid: str, name: str, score: int, won: bool) -> None:
    stats.record(game_id=gid, game="coloretto", started_at=1.7e9, seed=1, options={}, actions=[], players=[
        {"name": name, "kind": "human", "level": "normal", "score": score, "won": won},
        {"name": "Bot", "kind": "computer", "level": "hard", "score": 25, "won": not won}])


def _rows(tab) -> list[tuple[str, str, str, str]]:
    return [tuple(tab.tree.topLevelItem(i).text(c) for c in range(4)) for i in range(tab.tree.topLevelItemCount())]


def _dialog(qtbot, stats) -> StatisticsDialog:
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_two_names_joined_into_one_player_from_the_keyboard(configured_app, qtbot, tmp_path):
    stats = Statistics(tmp_path / "kotatsu.sqlite3")
    _record(stats, "a1", "Ana", 30, True)
    _record(stats, "a2", "Ana", 22, False)
    _record(stats, "m1", "Ana M.", 41, True)
    dialog = _dialog(qtbot, stats)
    tab = dialog.players
    assert not tab.loaded                                  # read when its tab is first shown
    dialog.tabs.setCurrentWidget(tab)
    assert tab.loaded and _rows(tab) == [("Ana", "", "2", "1"), ("Ana M.", "", "1", "1")]
    assert not tab.separate.isEnabled()
    tab.tree.setFocus()
    qtbot.keyClick(tab.tree, Qt.Key.Key_Down)              # choose "Ana M."
    assert tab.chosen() == "Ana M." and tab.into.currentData() == "Ana"
    assert tab.into_label.buddy() is tab.into and tab.join.isEnabled()
    qtbot.keyClick(tab.join, Qt.Key.Key_Space)
    assert _rows(tab) == [("Ana", "Ana M.", "3", "2")]
    assert tab.chosen() == "Ana" and tab.separate.isEnabled() and not tab.join.isEnabled()
    assert stats.personal_best("coloretto", "Ana", lowest_wins=False) == 41
    tab.separate.click()
    assert _rows(tab) == [("Ana", "", "2", "1"), ("Ana M.", "", "1", "1")]
    dialog.close()
    stats.close()


def test_the_players_tab_speaks_english_and_french(configured_app, qtbot, tmp_path):
    from desktop.i18n import install_translations

    stats = Statistics(tmp_path / "kotatsu.sqlite3")
    try:
        install_translations(configured_app, "fr")
        dialog = _dialog(qtbot, stats)
        dialog.tabs.setCurrentWidget(dialog.players)
        assert dialog.tabs.tabText(dialog.tabs.indexOf(dialog.players)) == "Joueurs"
        assert dialog.players.note.text() == "Aucune partie terminée avec un joueur humain pour l'instant."
        assert dialog.players.join.text() == "&Réunir"
        dialog.close()
    finally:
        install_translations(configured_app, "en")
        stats.close()


def test_a_read_only_statistics_file_is_said_at_the_top(configured_app, qtbot, tmp_path):
    path = tmp_path / "kotatsu.sqlite3"
    stats = Statistics(path)
    _record(stats, "a1", "Ana", 30, True)
    _record(stats, "b1", "Bo", 20, False)
    stats.db.close()
    stats.db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    dialog = _dialog(qtbot, stats)
    dialog.tabs.setCurrentWidget(dialog.players)
    dialog.players.join.click()
    assert dialog.problem.isVisible() and "can't be changed" in dialog.problem.text()
    assert _rows(dialog.players) == [("Ana", "", "1", "1"), ("Bo", "", "1", "0")]
    dialog.close()
