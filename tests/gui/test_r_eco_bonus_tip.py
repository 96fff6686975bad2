"""Issue 29 item 8: R-Eco's live score counts the clean-environment bonus of a player who never
dumped as soon as someone else has (2 players: +4), with no word on the table. The badge's tooltip,
its accessible description and the score's tooltip now say it is included and kept only if that
player never dumps; a player who dumped, or a table where nobody has, gets no such note."""
from __future__ import annotations

import pytest

from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from tests import fit


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_clean_bonus_in_the_score_is_explained(qtbot, configured_app, lang):
    fit.use_language(lang)
    try:
        w = MainWindow(computer_delay_ms=0)
        qtbot.addWidget(w)
        w.resize(1024, 700)
        w.show()
        session = w.start(NewGameChoice("r_eco", [Seat("Ana"), Seat("Computer", "computer", "easy")], {}, 4))
        qtbot.waitUntil(lambda: session.active_human() == 0, timeout=30_000)
        fit.settle(w)
        mine, other = w.page.view.badges
        obs = dict(mine.obs)
        assert "+4" not in mine.toolTip() and not mine.score_label.toolTip()  # nobody dumped yet
        obs["dumped_counts"] = [0, 1]   # the computer has dumped a card: Ana's score shows +4
        mine.set_state(obs, True)
        other.set_state(obs, False)
        for text in (mine.toolTip(), mine.accessibleDescription(), mine.score_label.toolTip()):
            assert "+4" in text and ("clean" in text if lang == "en" else "propre" in text)
        assert "+4" not in other.toolTip() and not other.score_label.toolTip()
        session.close()
        w.close()
    finally:
        fit.use_language("en")
