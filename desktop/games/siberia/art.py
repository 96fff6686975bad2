"""Siberia's look on the table kit: each resource and person a Swatch (colour + kit symbol + name),
resource and action card faces through the kit's frames and pixmap cache, the card back and the
headframe. QPainter only, no widgets."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from desktop.table import CACHE, CardBack, Swatch, draw_fitted_text, paint_card_frame, paint_face, saved
from desktop.table import paint_card_back as _paint_back
from engines.siberia import CARDS, RESOURCES

__all__ = ["SWATCHES", "SYMBOL_COLOUR", "action_name", "paint_action_card", "paint_card_back",
           "paint_headframe", "paint_resource_card", "paint_symbol", "symbol_name", "value_text"]

#: Each resource and person has a colour and its own symbol (a kit shape): a flame points up (gas),
#: a lump (coal), a drop (oil), an ingot (gold), a gem (diamond); crossed tools (worker), a
#: briefcase (salesman), a crown (investor).
SYMBOL_COLOUR: dict[str, str] = {
    "gas": "#5fb3e8", "coal": "#4a4a52", "oil": "#7a4fa0", "gold": "#e0b12a", "diamond": "#c9e9f2",
    "worker": "#e07a2e", "salesman": "#3d8c5a", "investor": "#b23a48",
}
SYMBOL_SHAPE: dict[str, str] = {
    "gas": "triangle", "coal": "hexagon", "oil": "circle", "gold": "square", "diamond": "diamond",
    "worker": "cross", "salesman": "rounded_square", "investor": "crown",
}
SWATCHES: dict[str, Swatch] = {s: Swatch(SYMBOL_COLOUR[s], SYMBOL_SHAPE[s], s, context="SiberiaView")
                               for s in SYMBOL_COLOUR}
INK = QColor("#2b2116")
BONUS_INK = QColor("#1d6b3a")


def _t(text: str) -> str:
    return QCoreApplication.translate("SiberiaView", text)


def symbol_name(symbol: str) -> str:
    """The translated name of a resource or person symbol (the Swatch's label, in SiberiaView)."""
    return {
        "gas": _t("gas"), "coal": _t("coal"), "oil": _t("oil"), "gold": _t("gold"), "diamond": _t("diamond"),
        "worker": _t("worker"), "salesman": _t("salesman"), "investor": _t("investor"),
    }[symbol]


def action_name(symbol: str) -> str:
    if symbol in RESOURCES:
        return _t("Extract {0}").format(symbol_name(symbol))
    return {"worker": _t("Hire a worker"), "salesman": _t("Hire a salesman"),
            "investor": _t("Hire an investor")}[symbol]


def value_text(value: int, *, short: bool = False) -> str:
    """A value as the log, the players panel, the results and the statistics write it: plain digits
    (101000, issue 29: one format everywhere); `short`: 5k on a small card."""
    return f"{value // 1000}k" if short else str(int(value))


def paint_symbol(p: QPainter, symbol: str, r: QRectF, *, outline: str = "#101418") -> None:
    swatch = SWATCHES[symbol]
    swatch.paint(p, r, outline=QColor(outline), width=max(1.0, min(r.width(), r.height()) * 0.06))


def _bold(px: float) -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(px)))
    return font


def paint_headframe(p: QPainter, r: QRectF) -> None:
    """The mine's headframe: a lattice tower with its sheave wheel, over the shaft."""
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        steel = QColor("#c7ccd4")
        line = max(1.0, r.width() * 0.025)
        left, right = r.left() + r.width() * 0.2, r.right() - r.width() * 0.2
        top, bottom = r.top() + r.height() * 0.2, r.bottom() - r.height() * 0.12
        mid = (left + right) / 2
        p.setPen(QPen(steel, line * 2))
        p.drawLine(QPointF(left, bottom), QPointF(mid - 4, top))
        p.drawLine(QPointF(right, bottom), QPointF(mid + 4, top))
        p.setPen(QPen(steel, line))
        steps = 5
        for i in range(steps):
            y1 = bottom - (bottom - top) * i / steps
            y2 = bottom - (bottom - top) * (i + 1) / steps
            x1l = left + (mid - 4 - left) * i / steps
            x2l = left + (mid - 4 - left) * (i + 1) / steps
            x1r = right - (right - mid - 4) * i / steps
            x2r = right - (right - mid - 4) * (i + 1) / steps
            p.drawLine(QPointF(x1l, y1), QPointF(x2r, y2))
            p.drawLine(QPointF(x1r, y1), QPointF(x2l, y2))
            p.drawLine(QPointF(x2l, y2), QPointF(x2r, y2))
        wheel = min(r.width() * 0.22, r.height() * 0.12)
        p.setPen(QPen(steel, line * 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(mid, top), wheel, wheel)
        p.drawLine(QPointF(mid - wheel, top), QPointF(mid + wheel, top))
        p.drawLine(QPointF(mid, top - wheel), QPointF(mid, top + wheel))
        p.setPen(QPen(QColor("#7b6a55"), line * 1.3))
        p.drawLine(QPointF(mid + wheel, top), QPointF(mid + wheel, bottom))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#4b3b2a"))
        p.drawRect(QRectF(r.left() + 4, bottom, r.width() - 8, r.height() * 0.06))


def _resource_face(p: QPainter, r: QRectF, kind: str, value: int, bonus: bool) -> None:
    w, h = r.width(), r.height()
    inner = paint_card_frame(p, r, top=QColor("#fbf6ea"), bottom=QColor("#e6dcc4"), edge=QColor("#3b3226"),
                             radius=0.09, diagonal=False)
    with saved(p):
        band = QRectF(inner.left(), inner.top(), inner.width(), h * 0.14)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(SWATCHES[kind].qcolor())
        p.drawRoundedRect(band, w * 0.05, w * 0.05)
    if w < 28:  # a token in a mine: the symbol alone (the mine's value and accessible name say the rest)
        size = min(w * 0.7, h * 0.5)
        paint_symbol(p, kind, QRectF(r.center().x() - size / 2, r.top() + h * 0.3, size, size))
        return
    size = min(w * 0.58, h * 0.36)
    paint_symbol(p, kind, QRectF(r.center().x() - size / 2, r.top() + h * 0.24, size, size))
    short = w < 56
    p.setPen(INK)
    text_top = r.top() + h * 0.62
    value_h = h * (0.2 if bonus else 0.3)
    draw_fitted_text(p, QRectF(r.left() + w * 0.04, text_top, w * 0.92, value_h), value_text(value, short=short),
                     font=_bold(w * (0.24 if short else 0.2)), min_px=6, wrap=False, where="SiberiaCard")
    if bonus:  # the value with this player's salesman
        p.setPen(BONUS_INK)
        draw_fitted_text(p, QRectF(r.left() + w * 0.04, text_top + value_h, w * 0.92, r.bottom() - text_top - value_h
                                   - h * 0.04),
                         "→" + value_text(CARDS.salesman_values[kind], short=True), font=_bold(w * 0.18),
                         min_px=6, wrap=False, where="SiberiaCard")


def paint_resource_card(p: QPainter, r: QRectF, kind: str, value: int, *, bonus: bool = False) -> None:
    """A discovered resource card: its colour band, symbol and printed value; with `bonus` (the
    player owns its salesman) the raised value under it."""
    paint_face(p, r, ("siberia", "resource", kind, value, bonus), lambda q, rr: _resource_face(q, rr, kind, value,
                                                                                               bonus),
               cache=CACHE)


def _pick_and_shovel(p: QPainter, inner: QRectF) -> None:
    c = inner.center()
    s = inner.width() * 0.26
    with saved(p):
        p.setPen(QPen(QColor(255, 230, 180, 110), max(2.0, inner.width() * 0.05)))
        p.drawLine(QPointF(c.x() - s, c.y() - s), QPointF(c.x() + s, c.y() + s))
        p.drawLine(QPointF(c.x() + s, c.y() - s), QPointF(c.x() - s, c.y() + s))


BACK = CardBack("siberia", QColor("#5b4632"), QColor("#2e2318"), QColor("#1b140d"),
                line=QColor(255, 230, 180, 70), emblem=_pick_and_shovel, radius=0.09)


def paint_card_back(p: QPainter, r: QRectF) -> None:
    _paint_back(p, r, BACK, cache=CACHE)


def _action_face(p: QPainter, r: QRectF, resource: str, person: str) -> None:
    w, h = r.width(), r.height()
    paint_card_frame(p, r, top=QColor("#f7f3e8"), bottom=QColor("#ddd3bd"), edge=QColor("#2a2218"), radius=0.08,
                     diagonal=False)
    half = h / 2
    named = w >= 44  # narrower, the symbols alone say it (the accessible name says it in words)
    size = min(w * 0.5, half * (0.56 if named else 0.72))
    for i, sym in enumerate((resource, person)):
        area = QRectF(r.left(), r.top() + i * half, w, half)
        tint = SWATCHES[sym].qcolor()
        tint.setAlpha(55)
        with saved(p):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(tint)
            p.drawRoundedRect(area.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06), w * 0.05, w * 0.05)
        top = area.top() + half * (0.1 if named else (half - size) / half / 2)
        paint_symbol(p, sym, QRectF(area.center().x() - size / 2, top, size, size))
        if named:
            p.setPen(INK)
            # a tenth of the card clear on each side: long words ("investisseur") never touch its edges
            draw_fitted_text(p, QRectF(area.left() + w * 0.1, area.top() + half * 0.7, w * 0.8, half * 0.26),
                             symbol_name(sym), font=_bold(w * 0.14), min_px=6, wrap=False, where="SiberiaCard")
    with saved(p):
        p.setPen(QPen(QColor("#8a7c62"), 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(r.left() + w * 0.08, r.top() + half), QPointF(r.right() - w * 0.08, r.top() + half))


def paint_action_card(p: QPainter, r: QRectF, resource: str, person: str) -> None:
    """An action card: its resource symbol above, its person symbol below, each with its name."""
    key = ("siberia", "action", resource, person, QCoreApplication.translate("SiberiaView", resource))
    paint_face(p, r, key, lambda q, rr: _action_face(q, rr, resource, person), cache=CACHE)
