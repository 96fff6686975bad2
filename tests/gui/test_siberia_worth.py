"""Issue 29 item 7: Siberia shows what counts for the player. The Extract buttons and the mines show a
resource's worth with its salesman (not only the printed value); one number format on the table, in
the players panel and the results (plain digits); the supply's rows say in words what they hold, with
symbols as large as a line of text; the rules page says F1 opens the rules (V the value table) and has
no sentence for developers."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt

import engines
from desktop.games.siberia import mines
from desktop.session.local import GameSession, Seat
from engines.siberia import CARDS, Play

pytestmark = pytest.mark.skipif(not engines.available("siberia"), reason="needs the Siberia engine")
RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"


def _table(qtbot, size=(1024, 700)):
    from desktop.games.siberia.view import SiberiaView

    seats = [Seat("Ann", "human"), Seat("Computer", "computer", "normal")]
    session = GameSession("siberia", seats, seed=9, computer_delay_ms=0)
    view = SiberiaView(session)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    session.start()
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=30_000)
    if session.state.phase == "discover":
        first = session.state.face_down_positions()[0]
        view.setFocus()
        qtbot.keyClick(view, getattr(Qt.Key, f"Key_{first + 1}"))
    assert session.state.phase == "main"
    return session, view


def _an_extraction(session, view):
    """The first extraction the player can choose that takes cards: (symbol, hand indices)."""
    for action in session.legal_actions(0):
        if isinstance(action, Play) and action.symbol in CARDS.salesman_values:
            if view._taken(action.symbol):
                cards = list(view.hand.cards)
                indices = []
                for card in action.cards:
                    i = next(k for k, c in enumerate(cards) if c == card and k not in indices)
                    indices.append(i)
                return action.symbol, indices
    raise AssertionError("no extraction in this deal")


def test_extract_buttons_say_the_worth_with_the_players_salesman(qtbot, configured_app):
    session, view = _table(qtbot)
    symbol, indices = _an_extraction(session, view)
    printed = [view.obs["row"][i]["value"] for i in view._taken(symbol)]
    worth = CARDS.salesman_values[symbol]
    assert worth not in printed
    session.state.salesmen[0] = [symbol]      # the player owns that resource's salesman
    view.refresh()
    for i in indices:
        view.hand.toggle(i)
    button = next(b for b in view.option_buttons if b.action.symbol == symbol)
    assert f"({', '.join([str(worth)] * len(printed))})" in button.text(), button.text()
    assert str(worth) in button.accessibleName() and str(printed[0]) in button.accessibleName()
    session.close()


def test_a_mine_shows_its_cards_worth_with_its_salesman(qtbot, configured_app, monkeypatch):
    session, view = _table(qtbot, (1920, 1080))
    kind = "coal"
    card = next(n for n, (k, _) in enumerate(CARDS.resource_cards) if k == kind)
    session.state.mines[0] = [card]
    session.state.salesmen[0] = [kind]
    view.refresh()
    painted: list[tuple[str, bool]] = []
    real = mines.paint_resource_card

    def record(p, r, k, v, *, bonus=False):
        painted.append((k, bonus))
        real(p, r, k, v, bonus=bonus)

    monkeypatch.setattr(mines, "paint_resource_card", record)
    view.panels[0].art.grab()
    assert (kind, True) in painted
    session.close()


def test_one_number_format_on_the_table_and_in_the_players_panel(qtbot, configured_app):
    session, view = _table(qtbot)
    session.state.salesmen[0] = ["gold", "coal"]
    view.refresh()
    score = session.scores()[0]
    assert score >= 1000
    assert view.panels[0].value_label.text() == str(score)   # as the results and the statistics write it


def test_the_supply_says_what_each_row_is_with_readable_symbols(qtbot, configured_app, monkeypatch):
    session, view = _table(qtbot)
    words: list[str] = []
    symbols: list[QRectF] = []
    real_text, real_symbol = mines.draw_fitted_text, mines.paint_symbol

    def text(p, r, t, **kw):
        words.append(t)
        return real_text(p, r, t, **kw)

    def symbol(p, s, r, **kw):
        symbols.append(r)
        real_symbol(p, s, r, **kw)

    monkeypatch.setattr(mines, "draw_fitted_text", text)
    monkeypatch.setattr(mines, "paint_symbol", symbol)
    view.supply.grab()
    assert {"Workers", "Salesmen", "Investors"} <= set(words), words
    assert symbols and min(r.width() for r in symbols) >= 12, [r.width() for r in symbols]
    session.close()


@pytest.mark.parametrize("name", ["siberia.html", "siberia.fr.html"])
def test_the_rules_page_says_what_f1_does_and_nothing_for_developers(name):
    text = (RULES / name).read_text(encoding="utf-8")
    assert "V or F1" not in text and "V ou F1" not in text and "<b>V</b> ou\n<b>F1</b>" not in text
    assert "data file" not in text and "fichier de données" not in text
    assert "F1" in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_action_cards_words_keep_clear_of_its_edges(qtbot, configured_app, monkeypatch, lang):
    """Issue 29 item 17: Siberia's card words touched the card edges at 1024x700 in French."""
    from PySide6.QtGui import QImage, QPainter

    from desktop.games.siberia import art
    from tests import fit

    fit.use_language(lang)
    try:
        boxes: list[QRectF] = []
        real = art.draw_fitted_text

        def record(p, rect, text, **kw):
            boxes.append(QRectF(rect))
            return real(p, rect, text, **kw)

        monkeypatch.setattr(art, "draw_fitted_text", record)
        card = QRectF(0, 0, 86, 120)    # a hand card at 1024x700
        image = QImage(90, 124, QImage.Format.Format_ARGB32)
        p = QPainter(image)
        art._action_face(p, card, "diamond", "investor")
        p.end()
        assert len(boxes) == 2
        for box in boxes:
            assert box.left() >= card.width() * 0.1 and card.right() - box.right() >= card.width() * 0.1
    finally:
        fit.use_language("en")
