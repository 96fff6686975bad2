"""Issue 29 item 4, seen in the screenshots after Coloretto's new layout: the last-move tag of a row
taken into a collection ("Ann" above Ann's collection) covered the player's name heading on that
very panel. The panel names its player already: that mark carries no tag, and no tag of the table
covers a panel's name."""
from __future__ import annotations

import random

from PySide6.QtCore import QRect, QRectF

from desktop.games.coloretto import follow
from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from tests import fit


def test_a_collection_mark_has_no_tag_over_the_panels_name(qtbot, configured_app):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.resize(1920, 1080)
    w.show()
    session = w.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Bot", "computer", "easy")], {}, 5))
    view = w.page.view
    rng = random.Random(5)
    seen = False
    for _ in range(200):
        qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)
        if session.is_over():
            break
        marks = follow.marks(view)
        on_panels = [m for m in marks if any(m.widget is p.cards for p in view.panels)]
        if on_panels:
            seen = True
            assert all(not m.named for m in on_panels)
            fit.settle(w)
            overlay = view.follow_marks
            overlay.grab()   # paints the overlay: its `painted` tags
            names = [QRectF(QRect(p.name_label.mapTo(view, p.name_label.rect().topLeft()), p.name_label.size()))
                     for p in view.panels]
            tags = [t for _, t in getattr(overlay, "painted", []) if t is not None]
            assert not any(t.intersects(n) for t in tags for n in names), (tags, names)
            break
        assert session.submit(0, rng.choice(session.legal_actions(0)))
    assert seen, "no collection mark in the game: the test did not test"
    session.close()
    w.close()
