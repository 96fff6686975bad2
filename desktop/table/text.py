"""Text that must fit, and labels that show what players typed.

`draw_fitted_text(p, rect, text)` draws text inside rect: it wraps at word boundaries, shrinks the font
step by step down to `min_px`, and never elides. Text that still does not fit at the floor is drawn
(clipped to rect) and recorded in `OVERFLOWS`, which the layout checker (tests/fit.py) reads after a
repaint: `clear_overflows(); widget.grab(); assert not overflows()`.

`plain_label(text)` / `set_plain(label, text)`: a QLabel in Qt.PlainText, for anything holding a
player-given string (a seat name like "<img src=x>" must show as typed, never as rich text).
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QLabel, QWidget

from desktop.table.paint import saved


@dataclass(frozen=True)
class Overflow:
    """Painted text that did not fit its rect even at the smallest font allowed."""

    where: str        # the painted widget: "ClassName#objectName"
    text: str
    width: float      # the room
    height: float
    needed_width: float   # what the text needed at the floor size
    needed_height: float
    font_px: int


#: every painted text that did not fit since the last clear_overflows() (each one once)
OVERFLOWS: list[Overflow] = []
_SEEN: set[Overflow] = set()
_LIMIT = 1000


def overflows() -> list[Overflow]:
    return list(OVERFLOWS)


def clear_overflows() -> None:
    OVERFLOWS.clear()
    _SEEN.clear()


def _record(item: Overflow) -> None:
    if item not in _SEEN and len(OVERFLOWS) < _LIMIT:
        _SEEN.add(item)
        OVERFLOWS.append(item)


def _where(p: QPainter) -> str:
    device = p.device()
    if isinstance(device, QWidget):
        name = device.objectName()
        return type(device).__name__ + (f"#{name}" if name else "")
    return type(device).__name__ if device is not None else "?"


def _pixel_size(font: QFont) -> int:
    if font.pixelSize() > 0:
        return font.pixelSize()
    return max(1, round(font.pointSizeF() * 96 / 72))


def fitted_font(font: QFont, rect: QRectF, text: str, flags: int, *, min_px: int = 9,
                wrap: bool = True) -> tuple[QFont, bool, QRectF]:
    """The largest font (from font's size down to min_px, in pixels) at which text fits rect;
    returns (font, fits, the text's bounding rect at that font). With `wrap`, one line a little
    smaller (down to 80 %) is preferred to wrapping at the full size."""
    full = _pixel_size(font)
    trial = QFont(font)

    def attempt(size: int, flag_set: int) -> tuple[bool, QRectF]:
        trial.setPixelSize(size)
        needed = QFontMetricsF(trial).boundingRect(rect, flag_set, text)
        return needed.width() <= rect.width() + 0.5 and needed.height() <= rect.height() + 0.5, needed

    def step(size: int) -> int:
        return size - max(1, size // 10)

    if wrap:
        size = full
        while size >= max(min_px, round(full * 0.8)):
            fits, needed = attempt(size, int(flags))
            if fits:
                return QFont(trial), True, needed
            size = step(size)
    flag_set = int(flags) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    size = full
    while True:
        fits, needed = attempt(size, flag_set)
        if fits or size <= min_px:
            return QFont(trial), fits, needed
        size = max(min_px, step(size))


def draw_fitted_text(p: QPainter, rect: QRectF, text: str, *,
                     flags: int | Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                     font: QFont | None = None, min_px: int = 9, wrap: bool = True, where: str = "") -> bool:
    """Draws text in rect at the largest size that fits (wrapping, never eliding); True if it fit.
    Uses the painter's font (or `font`) as the largest size."""
    if not text:
        return True
    chosen, fits, needed = fitted_font(font or p.font(), rect, text, int(flags), min_px=min_px, wrap=wrap)
    all_flags = int(flags) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    with saved(p):
        p.setFont(chosen)
        if not fits:
            p.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        p.drawText(rect, all_flags, text)
    if not fits:
        _record(Overflow(where or _where(p), text, round(rect.width(), 1), round(rect.height(), 1),
                         round(needed.width(), 1), round(needed.height(), 1), chosen.pixelSize()))
    return fits


def plain_label(text: str = "", parent: QWidget | None = None, *, object_name: str = "",
                wrap: bool = False) -> QLabel:
    """A QLabel that shows its text literally (Qt.PlainText): use it for names and anything typed."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if object_name:
        label.setObjectName(object_name)
    label.setWordWrap(wrap)
    label.setText(text)
    return label


def set_plain(label: QLabel, text: str) -> None:
    """Sets a label's text as plain text (whatever format it had)."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
