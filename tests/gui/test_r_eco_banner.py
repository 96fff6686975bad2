"""Issue 29 item 17: R-Eco's board jumped down when the end banner appeared (the stacks nearly empty,
the game over): the banner's room (a line) is kept, the centres stay where they are, with two stacks
nearly empty at 1024x700 in English and French. Three or four short stacks at once still take a second
line at 1024 px."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from desktop.session.local import GameSession, Seat
from desktop.shell.game_page import GamePage
from tests import fit


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_board_stays_put_when_the_end_banner_shows(qtbot, configured_app, monkeypatch, lang):
    from desktop.games.r_eco import view as r_eco_view

    fit.use_language(lang)
    try:
        session = GameSession("r_eco", [Seat("Ann", "human")] + [Seat(f"Bot {i}", "computer", "normal")
                                                                 for i in range(1, 5)], seed=2, computer_delay_ms=0)
        page = GamePage(session)
        qtbot.addWidget(page)
        page.resize(1024, 700)
        page.show()
        session.start()
        qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
        view = page.view
        fit.settle(page)
        assert not view.banner.isVisible()
        before = [c.mapTo(view, c.rect().topLeft()) for c in view.centres]
        real = r_eco_view.banner_text
        monkeypatch.setattr(r_eco_view, "banner_text", lambda obs: real(
            {**obs, "reward_stacks": [s[:2] for s in obs["reward_stacks"][:2]] + obs["reward_stacks"][2:]}))
        view.refresh()
        fit.settle(page)
        QApplication.processEvents()
        assert view.banner.isVisible() and view.banner.text()
        after = [c.mapTo(view, c.rect().topLeft()) for c in view.centres]
        assert after == before
        session.close()
    finally:
        fit.use_language("en")
