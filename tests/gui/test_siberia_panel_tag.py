"""Issue 29 item 4, seen in the 2560x1440 screenshots: the last-move tag of a play or a hire on a
player's own panel ("Ann") covered that panel's words ("today · 0 in hand"). The panel names its
player already: that mark carries no tag, and no tag covers a panel's words."""
from __future__ import annotations

import random

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QLabel

from desktop.games.siberia import follow
from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from tests import fit


def test_a_panel_mark_has_no_tag_over_the_panels_words(qtbot, configured_app):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.resize(2560, 1440)
    w.show()
    session = w.start(NewGameChoice("siberia", [Seat("Ann"), Seat("Bot", "computer", "easy")], {}, 7))
    view = w.page.view
    rng = random.Random(7)
    seen = False
    for _ in range(200):
        qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)
        if session.is_over():
            break
        on_panels = [m for m in follow.marks(view) if any(m.widget is p.art for p in view.panels)]
        if on_panels:
            seen = True
            assert all(not m.named for m in on_panels)
            fit.settle(w)
            overlay = view.follow_marks
            overlay.grab()
            words = [QRectF(QRect(label.mapTo(view, label.rect().topLeft()), label.size()))
                     for p in view.panels for label in p.findChildren(QLabel) if label.isVisible() and label.text()]
            tags = [t for _, t in getattr(overlay, "painted", []) if t is not None]
            assert not any(t.intersects(r) for t in tags for r in words), (tags, words)
            break
        assert session.submit(0, rng.choice(session.legal_actions(0)))
    assert seen, "no panel mark in the game: the test did not test"
    session.close()
    w.close()
