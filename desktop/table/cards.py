"""Card frames, card backs and empty slots, drawn through the kit's pixmap cache.

A game's face art is its own (art.py), drawn inside `paint_card_frame`; `paint_face(p, rect, key, draw)`
caches it. Backs are described by a `CardBack` (colours and an emblem painter) and always cached.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen

from desktop.table.paint import CACHE, PixmapCache, saved

CARD_RATIO = 1.45  # height / width of a playing card


def fit_card(area: QRectF, ratio: float = CARD_RATIO) -> QRectF:
    """The largest card of the given proportions centred in area."""
    w = max(0.0, min(area.width(), area.height() / ratio))
    h = w * ratio
    return QRectF(area.center().x() - w / 2, area.center().y() - h / 2, w, h)


def paint_card_frame(p: QPainter, rect: QRectF, *, top: QColor, bottom: QColor | None = None,
                     edge: QColor | None = None, radius: float = 0.1, shadow: bool = True,
                     inner_line: QColor | None = None, diagonal: bool = True) -> QRectF:
    """A rounded card: drop shadow, gradient body (top -> bottom colour), edge line, optional inner line.
    `radius` is a fraction of the width. Returns the inner rect (where a face's art goes)."""
    w = rect.width()
    r = w * radius
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if shadow:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 70))
            p.drawRoundedRect(rect.translated(w * 0.03, w * 0.04), r, r)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight() if diagonal else rect.bottomLeft())
        grad.setColorAt(0, top)
        grad.setColorAt(1, bottom if bottom is not None else top)
        p.setBrush(grad)
        p.setPen(QPen(edge if edge is not None else top.darker(150), max(1.0, w * 0.022)))
        p.drawRoundedRect(rect, r, r)
        inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
        if inner_line is not None:
            p.setPen(QPen(inner_line, max(1.0, w * 0.03)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(inner, r * 0.7, r * 0.7)
    return inner


def paint_face(p: QPainter, rect: QRectF, key: Hashable, draw: Callable[[QPainter, QRectF], None], *,
               cache: PixmapCache | None = CACHE) -> None:
    """A face-up card (or any art) through the cache: `key` must name everything the art depends on
    besides its size (e.g. ("coloretto", "blue", small)). `cache=None` draws directly (flips)."""
    if cache is None:
        with saved(p):
            draw(p, rect)
        return
    cache.paint(p, rect, key, draw)


@dataclass(frozen=True)
class CardBack:
    """How a game's face-down cards look. `emblem(p, rect)` draws the centre motif (optional)."""

    key: str
    top: QColor
    bottom: QColor
    edge: QColor
    line: QColor = field(default_factory=lambda: QColor(255, 255, 255, 90))
    emblem: Callable[[QPainter, QRectF], None] | None = None
    radius: float = 0.1


def _draw_back(back: CardBack, p: QPainter, rect: QRectF) -> None:
    w = rect.width()
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, back.top)
        grad.setColorAt(1, back.bottom)
        p.setBrush(grad)
        p.setPen(QPen(back.edge, max(1.0, w * 0.025)))
        p.drawRoundedRect(rect, w * back.radius, w * back.radius)
        inner = rect.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1)
        p.setPen(QPen(back.line, max(1.0, w * 0.02)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, w * back.radius * 0.6, w * back.radius * 0.6)
        if back.emblem is not None:
            back.emblem(p, inner)


def paint_card_back(p: QPainter, rect: QRectF, back: CardBack, *, cache: PixmapCache | None = CACHE) -> None:
    """A face-down card of the given style (cached per style and size)."""
    if cache is None:
        _draw_back(back, p, rect)
        return
    cache.paint(p, rect, ("back", back.key), lambda painter, r: _draw_back(back, painter, r), margin=0.0)


def paint_slot(p: QPainter, rect: QRectF, *, on_dark: bool = True) -> None:
    """An empty place for a card: dashed outline, faint fill."""
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = QColor(255, 255, 255, 70) if on_dark else QColor(0, 0, 0, 70)
        p.setPen(QPen(line, max(1.0, rect.width() * 0.025), Qt.PenStyle.DashLine))
        p.setBrush(QColor(0, 0, 0, 35) if on_dark else QColor(0, 0, 0, 15))
        p.drawRoundedRect(rect, rect.width() * 0.1, rect.width() * 0.1)
