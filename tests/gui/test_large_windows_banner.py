"""Issue 29 item 17: R-Eco's board jumped down when the end warning appeared above it. The warning now
takes the room of the "Keys:" line (desktop.games.r_eco.widgets.EndBanner): the centres, the badges
and the hand keep their places, and the 5-player table still fits 1024x700."""
from __future__ import annotations

import pytest

from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from tests import fit

#: the longest warnings: every stack short (four colours named), then the end
WARNINGS = {"en": "⚠ The game ends when a reward stack is empty — red: 2 left, yellow: 1 left, green: 2 left, "
                  "blue: 0 left",
            "fr": "⚠ Fin à la première pile de récompenses vide — rouge : encore 2, jaune : encore 1, "
                  "vert : encore 2, bleu : encore 0"}


def board(window: MainWindow) -> list[tuple[int, int, int, int]]:
    view = window.page.view
    parts = [*view.centres, view.players, view.prompt, view.hand, *view.badges]
    return [(*w.mapTo(window, w.rect().topLeft()).toTuple(), w.width(), w.height()) for w in parts]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 700), (2560, 1440)])
def test_r_eco_board_stays_still_when_the_end_warning_appears(qtbot, configured_app, monkeypatch, lang, size):
    from desktop.games.r_eco import view as r_eco_view
    from desktop.table.text import clear_overflows, overflows

    fit.use_language(lang)
    try:
        w = MainWindow(computer_delay_ms=0)
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        seats = [Seat("Ann")] + [Seat(f"Computer {i}", "computer", "easy") for i in range(1, 5)]
        session = w.start(NewGameChoice("r_eco", seats, {}, 4))
        qtbot.waitUntil(lambda: session.active_human() == 0, timeout=30_000)
        assert fit.window_fits(w, size) == []
        view = w.page.view
        assert not view.banner.isVisible() and view.keys_label.isVisible()
        before = board(w)
        keys = view.keys_label.geometry()
        for text in (WARNINGS[lang], fit._tr("REcoView", "The game is over.")):
            monkeypatch.setattr(r_eco_view, "banner_text", lambda obs, text=text: text)
            view.refresh()
            fit.settle(w)
            assert view.banner.isVisible()
            assert board(w) == before            # nothing moved (the centres were 30 px lower at 1024x700)
            assert not view.keys_label.isVisible()
            assert view.banner.geometry() == keys  # in the keys line's room
            assert w.size().toTuple() == size
            clear_overflows()
            view.banner.grab()
            assert overflows() == [], overflows()   # its words fit that room
        w.grab().save(f"/tmp/kotatsu/hr/r_eco_banner_{lang}_{size[0]}.png")
        monkeypatch.setattr(r_eco_view, "banner_text", lambda obs: "")
        view.refresh()
        fit.settle(w)
        assert view.keys_label.isVisible() and not view.banner.isVisible() and board(w) == before
        session.close()
        w.close()
    finally:
        fit.use_language("en")


def test_coloretto_rows_stay_still_when_the_banner_takes_a_second_line(qtbot, configured_app, monkeypatch):
    """5 players at 1024x700 in French: "Dernier tour ! · Ann : placez la carte joker dans une rangée
    (cliquez-la ou appuyez sur son numéro)" took two lines and pushed the rows 18 px down."""
    fit.use_language("fr")
    try:
        w = MainWindow(computer_delay_ms=0)
        qtbot.addWidget(w)
        w.resize(1024, 700)
        w.show()
        seats = [Seat("Ann")] + [Seat(f"Ordinateur {i}", "computer", "easy") for i in range(1, 5)]
        session = w.start(NewGameChoice("coloretto", seats, {}, 4))
        qtbot.waitUntil(lambda: session.active_human() == 0, timeout=30_000)
        assert fit.window_fits(w, (1024, 700)) == []
        view = w.page.view

        def places() -> list[tuple[int, int, int, int]]:
            return [(*x.mapTo(w, x.rect().topLeft()).toTuple(), x.width(), x.height())
                    for x in (*view.rows, *view.panels, view.supply)]

        before = places()
        long = ("Dernier tour ! · Ann : placez la carte joker dans une rangée (cliquez-la ou appuyez sur son "
                "numéro)")
        monkeypatch.setattr(view, "_banner_text", lambda obs: long)
        view.refresh()
        fit.settle(w)
        assert view.banner.height() >= 2 * view.banner.fontMetrics().lineSpacing()   # two lines indeed
        assert places() == before
        session.close()
        w.close()
    finally:
        fit.use_language("en")
