"""Issue 29 item 17: at 5 players and 1024 px a long name in R-Eco's badge wrapped inside it (or, as one
word, was clipped to a shorter name): it stays on one line, a little smaller if that is enough, else cut with
"…"; whole in text(), the tooltip and the badge's accessible name."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from tests import fit

LONG = "Maximilienne-Alexandrine"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_name_stays_on_one_line_and_says_it_is_cut(qtbot, configured_app, lang):
    fit.use_language(lang)
    try:
        w = MainWindow(computer_delay_ms=0)
        qtbot.addWidget(w)
        w.resize(1024, 700)
        w.show()
        seats = [Seat(LONG)] + [Seat(f"Computer {i} the tireless", "computer", "easy") for i in range(1, 5)]
        session = w.start(NewGameChoice("r_eco", seats, {}, 4))
        qtbot.waitUntil(lambda: session.active_human() == 0, timeout=30_000)
        fit.settle(w)
        for badge, seat in zip(w.page.view.badges, seats, strict=True):
            label = badge.name_label
            assert label.height() <= label.fontMetrics().height() * 1.5    # one line
            font, shown = label.shown()
            assert QFontMetricsF(font).horizontalAdvance(shown) <= label.width() + 0.5
            assert shown == seat.name or (shown.endswith("…") and seat.name.startswith(shown[:-1]))
            assert label.text() == seat.name and label.toolTip() == seat.name
            assert badge.accessibleName().startswith(seat.name)
        assert w.page.view.badges[0].name_label.shown()[1].endswith("…")   # this one is cut, visibly
        session.close()
        w.close()
    finally:
        fit.use_language("en")
