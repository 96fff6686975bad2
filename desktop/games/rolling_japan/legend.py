"""Rolling Japan's legend (F2, desktop/table/legend.py): the dice colours with their symbols and the
zones' hatchings, a prefecture box (written, lit, pencilled, crossed out), the links between
neighbours, the last-move mark and the focus ring."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.games.rolling_japan.art import (
    HATCHES,
    LINK,
    SEA_LINK,
    SWATCHES,
    TINTS,
    colour_name,
    draw_symbol,
    paint_die,
    paint_hatch,
    strong,
)
from desktop.games.rolling_japan.widgets import PrefectureBox
from desktop.table.activatable import paint_focus_ring
from desktop.table.hint_marks import hint_label, hint_legend_text, paint_hint
from desktop.table.legend import Row, centred, shape_word
from desktop.table.marks import paint_last_move
from desktop.table.paint import saved
from engines.rolling_japan import ZONE_OF_COLOUR

HATCH_WORDS = {(45,): "/", (135,): "\\", (0,): "—", (90,): "|", (45, 135): "×"}


def _t(text: str) -> str:
    return QCoreApplication.translate("RollingJapanLegend", text)


def _zone(colour: str):
    def draw(p: QPainter, r: QRectF) -> None:
        die = centred(QRectF(r.left(), r.top(), r.height(), r.height()), 40, 40)
        paint_die(p, die, colour, 4)
        chip = QRectF(die.right() + 6, r.top() + 4, r.right() - die.right() - 6, r.height() - 8)
        if chip.width() > 8 and colour in TINTS and colour != "purple":
            p.setPen(QPen(strong(colour).darker(130), 1))
            p.setBrush(QColor(TINTS[colour]))
            p.drawRoundedRect(chip, 4, 4)
            paint_hatch(p, chip, colour, lines=3)
            draw_symbol(p, colour, chip.center(), min(chip.width(), chip.height()) * 0.25)
    return draw


def prefecture_sample(pid: int, mark: Any, target: str = "", pencilled: str = "", *, choosing: bool = False):
    """A prefecture box as the map draws it (the map's own PrefectureBox painter)."""
    def draw(p: QPainter, r: QRectF) -> None:
        box = PrefectureBox(pid)
        box.resize(int(r.width()), int(r.height()))
        box.set_state(mark, target, pencilled, choosing)
        with saved(p):
            p.translate(r.topLeft())
            box.paint(p)
        box.deleteLater()
    return draw


def _links(p: QPainter, r: QRectF) -> None:
    y1, y2 = r.top() + r.height() * 0.3, r.top() + r.height() * 0.7
    p.setPen(QPen(SEA_LINK, 2.2, Qt.PenStyle.DashLine))
    p.drawLine(QPointF(r.left(), y1), QPointF(r.right(), y1))
    p.setPen(QPen(LINK, 1.6))
    p.drawLine(QPointF(r.left(), y2), QPointF(r.right(), y2))


def _last_move(p: QPainter, r: QRectF) -> None:
    inner = r.adjusted(2, 8, -2, -2)
    prefecture_sample(_first("green"), 3)(p, inner)
    paint_last_move(p, inner, _t("Ann"))


def _hint(p: QPainter, r: QRectF) -> None:
    inner = r.adjusted(2, 8, -2, -2)
    prefecture_sample(_first("green"), 3)(p, inner)
    paint_hint(p, inner, hint_label())


def _focus(p: QPainter, r: QRectF) -> None:
    box = centred(r, 60, 44)
    paint_die(p, centred(box, 36, 36), "blue", 2)
    paint_focus_ring(p, box, 8, 3)


def _first(colour: str) -> int:
    return ZONE_OF_COLOUR[colour][0]


def rows(view: Any = None) -> list[Row]:
    out: list[Row] = []
    for colour, sw in SWATCHES.items():
        if colour == "purple":
            text = _t("Purple die (a burst): wild, it may be written in any zone.")
        else:
            text = _t("{0} die and zone: symbol {1}, hatching {2}.").format(
                colour_name(colour).capitalize(), shape_word(sw.shape),
                HATCH_WORDS.get(HATCHES.get(colour, ()), _t("none (plain paper)")))
        out.append(Row(_zone(colour), text, width=120))
    green = _first("green")
    out += [
        Row(prefecture_sample(green, 5), _t("A prefecture holding a 5; the band shows its zone."), width=130),
        Row(prefecture_sample(green, None, "4", choosing=True),
            _t("Lit (orange frame, the number in grey): the selected die may be written here."), width=130),
        Row(prefecture_sample(green, None, "", "4"),
            _t("Dashed frame: pencilled in this roll; Backspace takes it back until you confirm."), width=130),
        Row(prefecture_sample(green, "X"), _t("Red X: a die that could go nowhere; whoever has the fewest X wins."),
            width=130),
        Row(_links, _t("Links between neighbours: a dashed blue line by sea, a grey line by land."), width=130),
        Row(_last_move, _t("Dashed frame with a name: that player's last write."), width=130),
        Row(_hint, hint_legend_text(), width=130),
        Row(_focus, _t("Double ring: the keyboard focus (Tab moves it; arrows move over the lit prefectures).")),
    ]
    return out
