"""Pictures the big map keeps (issue 28): the canvas's sea, links and legend, and each box drawn on a
copy of the canvas's pixels under it (desktop/games/rolling_japan/widgets.py). A kept picture shows
again the texts its drawing found too long (desktop.table.text's OVERFLOWS, which the fit checker
clears, grabs and reads), as drawing it again would."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QPainter, QPixmap

from desktop.table import text as kit_text


def drawn(draw: Callable[[], Any]) -> tuple[Any, ...]:
    """Runs draw() and gives the texts it found too long (also those recorded before: each is
    recorded once until the next clear, and a kept picture must give its own again)."""
    before, seen = list(kit_text.OVERFLOWS), set(kit_text._SEEN)   # noqa: SLF001
    kit_text.OVERFLOWS.clear()
    kit_text._SEEN.clear()   # noqa: SLF001
    try:
        draw()
        mine = tuple(kit_text.OVERFLOWS)
    finally:
        kit_text.OVERFLOWS[:] = before
        kit_text._SEEN.clear()   # noqa: SLF001
        kit_text._SEEN.update(seen)   # noqa: SLF001
    record(mine)
    return mine


def record(overflows: tuple[Any, ...]) -> None:
    for item in overflows:
        kit_text._record(item)   # noqa: SLF001


def picture(size: QSize, ratio: float, draw: Callable[[QPainter], Any],
            under: QPixmap | None = None, place: QRect | None = None) -> tuple[QPixmap, tuple[Any, ...]]:
    """(a picture of `size` at the pixel ratio, the texts too long): `draw(painter)` on the pixels of
    `under` at `place` (logical pixels of `under`), or on a fresh picture; antialiased."""
    if under is not None and place is not None:
        out = under.copy(QRect(round(place.x() * ratio), round(place.y() * ratio),
                               round(place.width() * ratio), round(place.height() * ratio)))
    else:
        out = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    out.setDevicePixelRatio(ratio)
    p = QPainter(out)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    try:
        overflows = drawn(lambda: draw(p))
    finally:
        p.end()
    return out, overflows


def show(p: QPainter, target: QRect, picture: QPixmap) -> None:
    """Draws `target` (logical pixels) of a picture at the same place, pixel for pixel."""
    r = picture.devicePixelRatio()
    p.drawPixmap(target, picture, QRect(round(target.x() * r), round(target.y() * r),
                                        round(target.width() * r), round(target.height() * r)))
