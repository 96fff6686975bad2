"""R-Eco's legend (F2, desktop/table/legend.py): the four waste colours and their symbols, single and
double waste cards, reward cards, a colour that counts and a lone one, the last-move mark, the focus ring."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter

from desktop.games.r_eco.art import (
    SWATCHES,
    capitalised,
    colour_name,
    paint_card_back,
    paint_reward_card,
    paint_waste_card,
)
from desktop.table.activatable import paint_focus_ring
from desktop.table.cards import fit_card
from desktop.table.hint_marks import hint_label, hint_legend_text, paint_hint
from desktop.table.legend import Row, centred, shape_word
from desktop.table.marks import paint_last_move


def _t(text: str) -> str:
    return QCoreApplication.translate("REcoLegend", text)


def _waste(colour: int, units: int):
    return lambda p, r: paint_waste_card(p, fit_card(r), colour, units, cached=False)


def _reward(colour: int, value: int):
    return lambda p, r: paint_reward_card(p, fit_card(r), colour, value)


def _two(p: QPainter, r: QRectF) -> None:
    a = QRectF(r.left(), r.top(), r.width() * 0.6, r.height())
    b = QRectF(r.center().x() - 4, r.top(), r.width() * 0.6, r.height())
    paint_reward_card(p, fit_card(a), 2, 3)
    paint_reward_card(p, fit_card(b), 2, 2)


def _last_move(p: QPainter, r: QRectF) -> None:
    card = fit_card(r.adjusted(4, 4, -4, -4))
    paint_waste_card(p, card, 3, 1, cached=False)
    paint_last_move(p, card, _t("Ann"))


def _hint(p: QPainter, r: QRectF) -> None:
    card = fit_card(r.adjusted(4, 4, -4, -4))
    paint_waste_card(p, card, 3, 1, cached=False)
    paint_hint(p, card, hint_label())


def _focus(p: QPainter, r: QRectF) -> None:
    box = centred(r, 80, 44)
    paint_card_back(p, fit_card(box.adjusted(4, 4, -4, -4)), cached=False)
    paint_focus_ring(p, box, 8, 3)


def rows(view: Any = None) -> list[Row]:
    out = [Row(_waste(c, 1), _t("{0}, its symbol: {1}.").format(capitalised(colour_name(c)), shape_word(sw.shape)))
           for c, sw in SWATCHES.items()]
    out += [
        Row(_waste(0, 2), _t("A double waste card (two symbols): it counts as two cards of its colour.")),
        Row(_reward(1, 4), _t("A reward card: the points it is worth, in its colour's factory pile.")),
        Row(_two, _t("Two reward cards or more of one colour: they count. A lone one is worth 0 (dashed and struck out on a player's badge).")),
        Row(_reward(2, -2), _t("A -2 reward card (red number): two points taken off.")),
        Row(lambda p, r: paint_card_back(p, fit_card(r), cached=False), _t("The draw pile, face down.")),
        Row(_last_move, _t("Dashed frame with a name: that player's last move.")),
        Row(_hint, hint_legend_text()),
        Row(_focus, _t("Double ring: the keyboard focus (Tab moves it, Enter acts).")),
    ]
    return out
