"""Issue 29, item 13: the new-game dialog leaves no gap with fewer players, and a game's seats are
its own (the player's name excepted): a Pueblo game after a hot-seat Siberia is not set for two humans."""
from __future__ import annotations

import pytest

from desktop.games import playable
from desktop.shell.newgame import NewGameDialog

pytestmark = pytest.mark.skipif(not (playable("siberia") and playable("pueblo")), reason="needs both")


def test_fewer_players_leave_no_gap(qtbot, configured_app):
    dialog = NewGameDialog("coloretto")
    qtbot.addWidget(dialog)
    dialog.count.setValue(5)
    dialog.show()
    qtbot.waitExposed(dialog)
    tall = dialog.height()
    dialog.count.setValue(2)
    qtbot.waitUntil(lambda: dialog.height() < tall, timeout=2_000)
    assert dialog.height() == dialog.sizeHint().height()


def test_seats_are_remembered_per_game_but_the_players_name_follows(qtbot, configured_app):
    siberia = NewGameDialog("siberia")
    qtbot.addWidget(siberia)
    siberia.count.setValue(2)
    _, name0, _, _ = siberia.rows[0]
    _, name1, kind1, _ = siberia.rows[1]
    name0.setText("Maxime")
    name1.setText("Léa")
    kind1.setCurrentIndex(kind1.findData("human"))
    siberia._accept()
    pueblo = NewGameDialog("pueblo")
    qtbot.addWidget(pueblo)
    assert pueblo.rows[0][1].text() == "Maxime"
    assert pueblo.rows[1][2].currentData() == "computer" and pueblo.rows[1][1].text() != "Léa"
    again = NewGameDialog("siberia")   # Siberia itself remembers its hot-seat table
    qtbot.addWidget(again)
    assert again.rows[1][2].currentData() == "human" and again.rows[1][1].text() == "Léa"
