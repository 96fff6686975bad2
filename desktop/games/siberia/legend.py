"""Siberia's legend (F2, desktop/table/legend.py): the resources and people with their symbols, the
cards, the strip of supply icons, a mine, the last-move mark, the focus ring."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter

from desktop.games.siberia.art import (
    SWATCHES,
    paint_action_card,
    paint_card_back,
    paint_headframe,
    paint_resource_card,
    paint_symbol,
    symbol_name,
)
from desktop.table.activatable import paint_focus_ring
from desktop.table.cards import fit_card
from desktop.table.hint_marks import hint_label, hint_legend_text, paint_hint
from desktop.table.legend import Row, centred, shape_word
from desktop.table.marks import paint_last_move
from engines.siberia import PERSONS, RESOURCES

LIGHT = "#e8e4da"


def _t(text: str) -> str:
    return QCoreApplication.translate("SiberiaLegend", text)


def _symbol(s: str):
    def draw(p: QPainter, r: QRectF) -> None:
        paint_symbol(p, s, centred(r, 36, 36), outline=LIGHT)
    return draw


def _strip(role: str, specials: tuple[str, ...]):
    def draw(p: QPainter, r: QRectF) -> None:
        s = min(r.height() * 0.7, r.width() / (1.6 + 0.9 * len(specials)))
        y = r.center().y() - s / 2
        paint_symbol(p, role, QRectF(r.left(), y, s, s), outline=LIGHT)
        x = r.left() + s * 1.3
        for spec in specials:
            paint_symbol(p, spec, QRectF(x, y + s * 0.15, s * 0.75, s * 0.75), outline=LIGHT)
            x += s * 0.9
    return draw


def _last_move(p: QPainter, r: QRectF) -> None:
    card = fit_card(r.adjusted(4, 4, -4, -4))
    paint_resource_card(p, card, "gold", 3000)
    paint_last_move(p, card, _t("Ann"))


def _hint(p: QPainter, r: QRectF) -> None:
    card = fit_card(r.adjusted(4, 4, -4, -4))
    paint_resource_card(p, card, "gold", 3000)
    paint_hint(p, card, hint_label())


def _focus(p: QPainter, r: QRectF) -> None:
    box = centred(r, 80, 44)
    paint_card_back(p, fit_card(box.adjusted(4, 4, -4, -4)))
    paint_focus_ring(p, box, 8, 3)


def rows(view: Any = None) -> list[Row]:
    out = [Row(_symbol(s), _t("{0}, its symbol: {1}.").format(symbol_name(s).capitalize(),
                                                               shape_word(SWATCHES[s].shape)))
           for s in RESOURCES + PERSONS]
    out += [
        Row(lambda p, r: paint_resource_card(p, fit_card(r), "coal", 2000),
            _t("A discovered resource card and its value.")),
        Row(lambda p, r: paint_resource_card(p, fit_card(r), "oil", 4000, bonus=True),
            _t("A resource card in a mine that owns its salesman: the green figure is what it scores.")),
        Row(lambda p, r: paint_action_card(p, fit_card(r), "diamond", "investor"),
            _t("An action card: play it for its resource (to extract) or for its person (to hire).")),
        Row(lambda p, r: paint_card_back(p, fit_card(r)), _t("A face-down resource card, still to discover.")),
        Row(_strip("worker", ()), _t("Supply strip: the workers left to hire, then their number.")),
        Row(_strip("salesman", ("gas", "gold", "worker")),
            _t("Supply strip: a salesman, then the specialities of the salesmen not yet hired.")),
        Row(_strip("investor", ("coal", "diamond")),
            _t("Supply strip: an investor, then the specialities of the investors left to hire.")),
        Row(lambda p, r: paint_headframe(p, centred(r, 44, 44)), _t("A mine's headframe: a player's mine.")),
        Row(_last_move, _t("Dashed frame with a name: that player's last move.")),
        Row(_hint, hint_legend_text()),
        Row(_focus, _t("Double ring: the keyboard focus (Tab moves it, Enter or Space acts).")),
    ]
    return out
