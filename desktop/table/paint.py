"""Painting helpers: `saved(painter)`, the `Swatch` (a colour always comes with its shape and its name),
and a pixmap cache for art that is drawn often at the same size (cards during animations)."""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from desktop.table.shapes import KINDS, shape_path


@contextmanager
def saved(p: QPainter) -> Iterator[QPainter]:
    """`with saved(p): ...` restores pen, brush, font, opacity and transform afterwards."""
    p.save()
    try:
        yield p
    finally:
        p.restore()


@dataclass(frozen=True)
class Swatch:
    """One colour of a game as a player meets it: the colour, its symbol (a shape_path kind) and its
    name. `label` is the English source (N_-marked in the engine or the view), translated in `context`.
    "Every colour has a symbol": games keep a dict {colour id: Swatch} and draw only through it."""

    colour: str
    shape: str
    label: str
    context: str = "engine"

    def __post_init__(self) -> None:
        if self.shape not in KINDS:
            raise ValueError(f"unknown shape {self.shape!r}")

    def qcolor(self) -> QColor:
        return QColor(self.colour)

    def name(self) -> str:
        """The translated name ("bleu")."""
        return QCoreApplication.translate(self.context, self.label)

    def path(self, rect: QRectF) -> QPainterPath:
        return shape_path(self.shape, rect)

    def paint(self, p: QPainter, rect: QRectF, *, outline: QColor | None = None, fill: QColor | None = None,
              width: float | None = None) -> None:
        """The symbol in this colour (or `fill`) with an outline (dark by default)."""
        with saved(p):
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            side = min(rect.width(), rect.height())
            p.setPen(QPen(outline if outline is not None else self.qcolor().darker(190),
                          width if width is not None else max(1.0, side / 12)))
            p.setBrush(fill if fill is not None else self.qcolor())
            p.drawPath(self.path(rect))


class PixmapCache:
    """Art drawn once per (key, size, device pixel ratio) into a transparent pixmap, then copied.
    `margin` (a fraction of the width, plus 2 px) leaves room for shadows drawn outside the rect.
    At most `limit` pixmaps and `max_bytes` of them, the least recently used dropped first (cards are
    drawn at many nearly equal sizes as rows fill: 800 items alone let it grow game after game towards
    ~20 MB, issue 28)."""

    def __init__(self, limit: int = 800, max_bytes: int = 8 << 20) -> None:
        self.limit = limit
        self.max_bytes = max_bytes
        self._items: OrderedDict[tuple, QPixmap] = OrderedDict()
        self.bytes = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def paint(self, p: QPainter, rect: QRectF, key: Hashable, draw: Callable[[QPainter, QRectF], None], *,
              margin: float = 0.06) -> None:
        w, h = round(rect.width()), round(rect.height())
        if w < 4 or h < 4:
            draw(p, rect)
            return
        device = p.device()
        ratio = float(device.devicePixelRatioF()) if device is not None else 1.0
        full = (key, w, h, ratio)
        pad = 2 + int(w * margin)
        pixmap = self._items.get(full)
        if pixmap is None:
            self.misses += 1
            pixmap = QPixmap(int((w + 2 * pad) * ratio), int((h + 2 * pad) * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            draw(painter, QRectF(pad, pad, w, h))
            painter.end()
            self._items[full] = pixmap
            self.bytes += _size(pixmap)
            while len(self._items) > 1 and (len(self._items) > self.limit or self.bytes > self.max_bytes):
                self.bytes -= _size(self._items.popitem(last=False)[1])
        else:
            self._items.move_to_end(full)
        p.drawPixmap(QPointF(rect.x() - pad, rect.y() - pad), pixmap)


def _size(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


#: the kit's shared cache (card frames, backs, faces); games may keep their own
CACHE = PixmapCache()
