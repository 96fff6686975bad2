"""Issue 29 item 8: R-Eco's live score counts the clean-environment bonus of a player who never
dumped as soon as someone else has (2 players: +4), with no word on the table. The badge's tooltip,
its accessible description and the score's tooltip say it is included and kept only if that player
never dumps; and the badge says it on the table, beside the clean mark ("clean: +4 bonus in score",
at 5 players and 1024 px "+1 bonus"); a player who dumped, or a table where nobody has, gets no such
note."""
from __future__ import annotations

import pytest

from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from tests import fit

CLEAN = {"en": "clean", "fr": "propre"}


def _table(qtbot, seats, size):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    session = w.start(NewGameChoice("r_eco", seats, {}, 4))
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=30_000)
    fit.settle(w)
    return w, session


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_clean_bonus_in_the_score_is_explained(qtbot, configured_app, lang):
    fit.use_language(lang)
    try:
        w, session = _table(qtbot, [Seat("Ana"), Seat("Computer", "computer", "easy")], (1024, 700))
        mine, other = w.page.view.badges
        obs = dict(mine.obs)
        mine.art.grab()
        assert "+4" not in mine.toolTip() and not mine.score_label.toolTip()  # nobody dumped yet
        assert mine.art.drawn[1] == CLEAN[lang]
        obs["dumped_counts"] = [0, 1]   # the computer has dumped a card: Ana's score shows +4
        mine.set_state(obs, True)
        other.set_state(obs, False)
        for text in (mine.toolTip(), mine.accessibleDescription(), mine.score_label.toolTip()):
            assert "+4" in text and CLEAN[lang] in text
        assert "+4" not in other.toolTip() and not other.score_label.toolTip()
        mine.art.grab()
        other.art.grab()
        drawn = mine.art.drawn[1]
        assert "+4" in drawn and "bonus" in drawn and CLEAN[lang] in drawn   # on the table, in words
        assert "+" not in other.art.drawn[1]
        session.close()
        w.close()
    finally:
        fit.use_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_clean_bonus_is_drawn_and_fits_at_five_players(qtbot, configured_app, lang):
    fit.use_language(lang)
    try:
        seats = [Seat("Ana")] + [Seat(f"Computer {i}", "computer", "easy") for i in range(1, 5)]
        w, session = _table(qtbot, seats, (1024, 700))
        badges = w.page.view.badges
        obs = dict(badges[0].obs)
        obs["dumped_counts"] = [0, 2, 0, 1, 0]   # two players dumped: a clean one's score has +2
        for i, badge in enumerate(badges):
            badge.set_state(obs, i == 0)
        assert fit.settle_and_check(w, (1024, 700)) == []
        for badge, dumped in zip(badges, obs["dumped_counts"], strict=True):
            status = badge.art.drawn[1]
            assert ("+2" in status and "bonus" in status) == (not dumped), status
        session.close()
        w.close()
    finally:
        fit.use_language("en")
