"""Issue 29 item 17: Coloretto's hint tag (across the bottom of the supply pile for a draw) covered the
"Revealed card" caption ("carte révélée" in French): the caption now lies below the tag's room."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from engines.coloretto import Draw
from tests import fit


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_tag_leaves_the_revealed_card_caption_alone(qtbot, configured_app, lang, size):
    fit.use_language(lang)
    try:
        w = MainWindow(computer_delay_ms=0)
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        session = w.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Bot", "computer", "easy")], {}, 4))
        qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
        view = w.page.view
        fit.settle(w)
        supply = view.supply
        cap = supply.caption_rect().toAlignedRect()
        cap = QRect(supply.mapTo(view, cap.topLeft()), cap.size())
        plain = view.grab(cap).toImage()
        view.hint_marks.show(0, Draw(), "draw", "")
        fit.settle(w)
        marked = view.grab(cap).toImage()
        assert view.hint_marks.overlay.isVisible()
        changed = [(x, y) for y in range(plain.height()) for x in range(plain.width())
                   if plain.pixel(x, y) != marked.pixel(x, y)]
        assert not changed, (len(changed), changed[:3])
        session.close()
        w.close()
    finally:
        fit.use_language("en")
