"""Coloretto's legend (F2, desktop/table/legend.py): the colours and their symbols, the special cards,
the plus and minus marks under a collection's colours, the last-move mark and the focus ring."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter

from desktop.games.coloretto.art import SWATCHES, card_label, fit_card, paint_card, paint_card_back
from desktop.games.coloretto.widgets import CollectionCards
from desktop.table.activatable import paint_focus_ring
from desktop.table.hint_marks import hint_label, hint_legend_text, paint_hint
from desktop.table.legend import Row, centred, shape_word
from desktop.table.marks import paint_last_move


def _t(text: str) -> str:
    return QCoreApplication.translate("ColorettoLegend", text)


def _card(name: str):
    def draw(p: QPainter, r: QRectF) -> None:
        paint_card(p, fit_card(r), name, cached=False)
    return draw


def _sign(plus: bool):
    def draw(p: QPainter, r: QRectF) -> None:
        side = min(r.width(), r.height()) * 0.5
        paint_card(p, fit_card(r.adjusted(0, 0, 0, -side)), "green", small=True, cached=False)
        CollectionCards._paint_sign(p, QRectF(r.center().x() - side / 2, r.bottom() - side, side, side), plus)
    return draw


def _last_move(p: QPainter, r: QRectF) -> None:
    card = fit_card(r.adjusted(4, 4, -4, -4))
    paint_card(p, card, "orange", cached=False)
    paint_last_move(p, card, _t("Ann"))


def _hint(p: QPainter, r: QRectF) -> None:
    card = fit_card(r.adjusted(4, 4, -4, -4))
    paint_card(p, card, "orange", cached=False)
    paint_hint(p, card, hint_label())


def _focus(p: QPainter, r: QRectF) -> None:
    box = centred(r, 80, 44)
    paint_card_back(p, fit_card(box.adjusted(4, 4, -4, -4)), cached=False)
    paint_focus_ring(p, box, 8, 3)


def rows(view: Any = None) -> list[Row]:
    out = [Row(_card(name), _t("{0}, its symbol: {1}.").format(
        sw.name().capitalize() if sw.name() else sw.name(), shape_word(sw.shape)))
        for name, sw in SWATCHES.items()]
    out += [
        Row(_card("joker"), _t("Joker (a wheel of every colour): at the end it becomes the colour that "
                               "helps you most.")),
        Row(_card("golden_joker"), _t("Golden joker (with a crown): a joker; who takes its row also gets the "
                                      "top card of the supply.")),
        Row(_card("plus_two"), _t("{0}: 2 points at the end.").format(card_label("plus_two"))),
        Row(_card("last_round"), _t("Last round (red): when it comes up, this round is the last one.")),
        Row(lambda p, r: paint_card_back(p, fit_card(r), cached=False),
            _t("The supply, face down; its count and the cards above \"last round\" are written beside it.")),
        Row(_sign(True), _t("Green plus under a colour: it is one of your three best colours and counts for you.")),
        Row(_sign(False), _t("Red minus under a colour: beyond your three best, it counts against you.")),
        Row(_last_move, _t("Dashed frame with a name: that player's last move.")),
        Row(_hint, hint_legend_text()),
        Row(_focus, _t("Double ring: the keyboard focus (Tab moves it, Enter or a number key acts).")),
    ]
    return out
