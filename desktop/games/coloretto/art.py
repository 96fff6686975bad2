"""Coloretto's card art, on the table kit: each colour a Swatch (its symbol: circle, square, cross,
triangle, star, heart, diamond), jokers with the seven-colour ring, +2, "last round" and the backs."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from desktop.table import (
    CACHE,
    CARD_RATIO,
    CardBack,
    Swatch,
    draw_fitted_text,
    fit_card,
    paint_card_frame,
    paint_face,
    paint_slot,
    saved,
)
from desktop.table import paint_card_back as _paint_back
from desktop.table.shapes import shape_path
from engines.coloretto import COLOUR_LABELS, COLOURS

__all__ = ["CARD_RATIO", "SWATCHES", "card_label", "fit_card", "paint_card", "paint_card_back", "paint_slot"]

#: Each colour has its own symbol, so no colour is told apart by hue alone.
SWATCHES: dict[str, Swatch] = {
    name: Swatch(colour, shape, label)
    for name, colour, shape, label in zip(
        COLOURS,
        ("#2f6bd8", "#8b5a2b", "#8a9099", "#2e9d52", "#f08a1c", "#e066a6", "#eec52a"),
        ("circle", "rounded_square", "cross", "triangle", "star", "heart", "diamond"),
        COLOUR_LABELS, strict=True)
}
GOLD = "#d4a017"
SMALL_CARD = 46  # narrower than this, a card leaves out its corner symbols and caption


def _t(text: str) -> str:
    return QCoreApplication.translate("ColorettoView", text)


def card_label(name: str) -> str:
    """The translated name of a card kind ("blue", "joker", "plus_two", ...)."""
    if name in SWATCHES:
        return SWATCHES[name].name()
    return {
        "joker": _t("joker"),
        "golden_joker": _t("golden joker"),
        "plus_two": _t("+2"),
        "last_round": _t("last round"),
    }.get(name, name)


def rainbow_ring(p: QPainter, centre: QPointF, radius: float) -> None:
    """Seven wedges, one per colour: the joker's face and the back's emblem."""
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    with saved(p):
        p.setPen(QPen(QColor(255, 255, 255), max(1.0, radius * 0.05)))
        for i, swatch in enumerate(SWATCHES.values()):
            p.setBrush(swatch.qcolor())
            p.drawPie(box, int((90 - i * 360 / 7) * 16), int(-360 / 7 * 16))
        p.setBrush(QColor(255, 255, 255))
        p.drawEllipse(centre, radius * 0.42, radius * 0.42)


BACK = CardBack("coloretto", QColor("#3b3f8f"), QColor("#23265c"), QColor("#15173a"),
                emblem=lambda p, inner: rainbow_ring(p, inner.center(), inner.width() * 0.28))


def paint_card_back(p: QPainter, rect: QRectF, *, cached: bool = True) -> None:
    _paint_back(p, rect, BACK, cache=CACHE if cached else None)


def paint_card(p: QPainter, rect: QRectF, name: str, *, small: bool = False, cached: bool = True) -> None:
    """One face-up card; `small` leaves out the corner symbols and the caption. Drawn once per size
    into the kit's pixmap cache (the table repaints often during animations)."""
    def draw(painter: QPainter, r: QRectF) -> None:
        _paint_face(painter, r, name, small)
    paint_face(p, rect, ("coloretto", name, small), draw, cache=CACHE if cached else None)


def _caption_font(w: float, share: float) -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(w * share)))
    return font


def _paint_face(p: QPainter, rect: QRectF, name: str, small: bool) -> None:
    w, h = rect.width(), rect.height()
    if name in SWATCHES:
        swatch = SWATCHES[name]
        base = swatch.qcolor()
        inner = paint_card_frame(p, rect, top=base.lighter(125), bottom=base.darker(112), edge=base.darker(150),
                                 inner_line=QColor(255, 255, 255, 230))
        sym = min(w, h) * 0.62
        centre = QRectF(rect.center().x() - sym / 2, rect.center().y() - sym / 2, sym, sym)
        swatch.paint(p, centre, outline=base.darker(190), fill=QColor(255, 255, 255, 240), width=max(1.0, w * 0.03))
        if not small:
            cs = w * 0.2
            for x, y in ((inner.left() + cs * 0.2, inner.top() + cs * 0.2),
                         (inner.right() - cs * 1.2, inner.bottom() - cs * 1.2)):
                swatch.paint(p, QRectF(x, y, cs, cs), outline=base.darker(190), fill=QColor(255, 255, 255, 240),
                             width=max(1.0, w * 0.015))
    elif name in ("joker", "golden_joker"):
        golden = name == "golden_joker"
        if golden:
            paint_card_frame(p, rect, top=QColor("#fff3b0"), bottom=QColor("#8a6508"), edge=QColor("#6b5200"))
        else:
            paint_card_frame(p, rect, top=QColor("#ffffff"), bottom=QColor("#dfe3ea"), edge=QColor("#6f7782"))
        ring_r = min(w, h) * 0.32
        centre = QPointF(rect.center().x(), rect.center().y() + (h * 0.04 if golden else 0))
        rainbow_ring(p, centre, ring_r)
        star = QRectF(centre.x() - ring_r * 0.36, centre.y() - ring_r * 0.36, ring_r * 0.72, ring_r * 0.72)
        with saved(p):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(GOLD) if golden else QColor("#4a4f57"))
            p.drawPath(shape_path("star", star))
            if golden:
                crown = QRectF(rect.center().x() - w * 0.2, rect.top() + h * 0.04, w * 0.4, w * 0.3)
                p.setPen(QPen(QColor("#6b5200"), max(1.0, w * 0.02)))
                p.setBrush(QColor("#fff6c8"))
                p.drawPath(shape_path("crown", crown))
    elif name == "plus_two":
        paint_card_frame(p, rect, top=QColor("#fdf7e7"), bottom=QColor("#efe2bf"), edge=QColor("#9c8a5a"),
                         diagonal=False)
        with saved(p):
            p.setFont(_caption_font(w, 0.42))
            p.setPen(QColor("#3d3422"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "+2")
    elif name == "last_round":
        paint_card_frame(p, rect, top=QColor("#c0392b"), bottom=QColor("#7b1d14"), edge=QColor("#4a0f0a"))
        flag = QRectF(rect.center().x() - w * 0.25, rect.top() + h * 0.12, w * 0.5, w * 0.5)
        with saved(p):
            p.setBrush(QColor(255, 255, 255, 235))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawEllipse(flag)
            p.setPen(QPen(QColor("#7b1d14"), max(1.0, w * 0.04)))
            c = flag.center()
            p.drawLine(c, QPointF(c.x(), c.y() - flag.height() * 0.32))
            p.drawLine(c, QPointF(c.x() + flag.width() * 0.24, c.y()))
            if not small:
                p.setPen(QColor("white"))
                text_rect = QRectF(rect.left() + w * 0.06, rect.top() + h * 0.55, w * 0.88, h * 0.38)
                draw_fitted_text(p, text_rect, _t("last round").upper(), font=_caption_font(w, 0.15), min_px=6,
                                 flags=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                                 where="ColorettoCard")
