"""R-Eco's look on the table kit: each waste colour a Swatch (red circle, yellow triangle, green
square, blue diamond), waste cards (one symbol per unit), reward cards and the face-down back.
QPainter only, no widgets."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from desktop.table import (
    CACHE,
    CardBack,
    Swatch,
    draw_fitted_text,
    paint_card_frame,
    paint_face,
    saved,
)
from desktop.table import paint_card_back as _paint_back
from desktop.table.shapes import shape_path
from engines.r_eco import COLOUR_LABELS

#: fill, dark edge and paper tint of each waste colour
FILLS = ("#d65a45", "#e8bd3c", "#4f9e5c", "#3f7ac6")
EDGES = ("#7d2a1e", "#8a6a12", "#245732", "#1d416f")
TINTS = ("#f6d9d2", "#f9edc6", "#d5ead8", "#d4e2f4")
SHAPES = ("circle", "triangle", "rounded_square", "diamond")
#: every colour with its own symbol, so no colour is told by hue alone
SWATCHES: dict[int, Swatch] = {c: Swatch(FILLS[c], SHAPES[c], COLOUR_LABELS[c]) for c in range(4)}
PAPER = QColor("#fbf6e9")
INK = QColor("#2d271e")
MUTED = QColor("#6b6254")
WARN = QColor("#b02a1a")


def _t(text: str) -> str:
    return QCoreApplication.translate("REcoView", text)


def colour_name(colour: int) -> str:
    """The translated colour ("rouge")."""
    return SWATCHES[colour].name()


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def symbol_name(colour: int) -> str:
    names = (_t("circle"), _t("triangle"), _t("square"), _t("diamond"))
    return names[colour]


def value_text(value: int) -> str:
    """A reward value as printed: 0, 3, −2 (a real minus sign)."""
    return "−" + str(-value) if value < 0 else str(value)


def font_px(px: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(max(7, int(px)))
    return font


def paint_symbol(p: QPainter, colour: int, rect: QRectF, *, filled: bool = True,
                 outline: QColor | None = None) -> None:
    """The colour's symbol in rect (filled, or only its outline)."""
    swatch = SWATCHES[colour]
    if filled:
        swatch.paint(p, rect, outline=outline if outline is not None else QColor(EDGES[colour]))
        return
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(outline if outline is not None else QColor(EDGES[colour]),
                      max(1.0, min(rect.width(), rect.height()) / 10)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(shape_path(swatch.shape, rect))


def _waste_face(p: QPainter, rect: QRectF, colour: int, units: int) -> None:
    w, h = rect.width(), rect.height()
    paint_card_frame(p, rect, top=QColor("#ffffff"), bottom=QColor(TINTS[colour]), edge=QColor(EDGES[colour]),
                     radius=0.12)
    band = QRectF(rect.left() + w * 0.06, rect.top() + w * 0.06, w * 0.88, h * 0.17)
    with saved(p):
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(FILLS[colour]))
        p.drawRoundedRect(band, w * 0.07, w * 0.07)
    p.setPen(QColor("#ffffff"))
    if band.height() >= 7:  # a card too small for its digit shows its symbols only
        draw_fitted_text(p, band.adjusted(w * 0.05, 0, -w * 0.05, 0), str(units),
                         font=font_px(band.height() * 0.9, bold=True), min_px=6, wrap=False, where="REcoCard",
                         flags=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
    size = w * (0.46 if units == 1 else 0.36)
    cx = rect.center().x()
    offsets = (0.07,) if units == 1 else (-0.13, 0.25)
    for dy in offsets:
        cy = rect.center().y() + h * dy
        paint_symbol(p, colour, QRectF(cx - size / 2, cy - size / 2, size, size))


def paint_waste_card(p: QPainter, rect: QRectF, colour: int, units: int, *, cached: bool = True) -> None:
    """A face-up waste card: tinted paper, its colour's band with the units, one symbol per unit."""
    paint_face(p, rect, ("r_eco", "waste", colour, units),
               lambda painter, r: _waste_face(painter, r, colour, units), cache=CACHE if cached else None)


def _recycle_emblem(p: QPainter, inner: QRectF) -> None:
    with saved(p):
        r = min(inner.width(), inner.height()) * 0.3
        p.setPen(QPen(QColor(255, 255, 255, 150), max(1.0, r * 0.3)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(inner.center(), r, r)


BACK = CardBack("r_eco", QColor("#7f9a6c"), QColor("#566f47"), QColor("#33442b"), emblem=_recycle_emblem, radius=0.13)


def paint_card_back(p: QPainter, rect: QRectF, *, cached: bool = True) -> None:
    """A face-down waste card (hand sizes, the draw pile)."""
    _paint_back(p, rect, BACK, cache=CACHE if cached else None)


def _reward_face(p: QPainter, rect: QRectF, colour: int, value: int) -> None:
    w, h = rect.width(), rect.height()
    paint_card_frame(p, rect, top=PAPER, bottom=QColor(TINTS[colour]), edge=QColor(EDGES[colour]), radius=0.14)
    s = w * 0.28
    paint_symbol(p, colour, QRectF(rect.left() + w * 0.1, rect.top() + w * 0.1, s, s))
    p.setPen(WARN if value < 0 else INK)
    text = value_text(value) if value <= 0 else f"+{value}"
    draw_fitted_text(p, rect.adjusted(w * 0.06, h * 0.2, -w * 0.06, -h * 0.04), text,
                     font=font_px(h * 0.42, bold=True), min_px=6, wrap=False, where="REcoReward")


def paint_reward_card(p: QPainter, rect: QRectF, colour: int, value: int) -> None:
    """A reward (victory point) card of that colour."""
    paint_face(p, rect, ("r_eco", "reward", colour, value), lambda painter, r: _reward_face(painter, r, colour, value))
