"""Table styles: the shared colours and a `Scale` that makes fonts, paddings and cards grow with the room.

A view asks `Scale.for_size(self.size())` in its resizeEvent and, when `scale != self.scale`, restyles
itself (`scale.qss(TEMPLATE)`) and lays out again. The scale is 1.0 for the room a 1024x700 window
leaves a table (about 780x620), grows to about 1.7 at 1920x1080 and 2.2 at 2560x1440, and never goes
below 0.8 (a smaller room still shows everything, with smaller text, never cut text).
"""
from __future__ import annotations

import string
from dataclasses import dataclass

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor

# The felt and ink of the card tables (Coloretto's green felt; other games bring their own paper).
FELT = QColor("#1f5a46")
FELT_DARK = QColor("#173f33")
INK_ON_DARK = QColor("#f3f1e8")
INK_ON_LIGHT = QColor("#1d2230")
GOLD = QColor("#d4a017")
HIGHLIGHT = QColor("#f4d77a")        # what the player may act on now
HOVER_FILL = QColor(255, 236, 160, 55)
#: the focus ring: a light ring with a dark one inside it, visible on felt, paper and cards alike
FOCUS_OUTER = QColor("#ffffff")
FOCUS_INNER = QColor("#111111")
#: issue 17's "last move" marks: one colour for every game, distinct from HIGHLIGHT and the focus ring
LAST_MOVE = QColor("#4fc3f7")

#: the room a table gets in a 1024x700 window (menus, status bar and side panel taken off)
REFERENCE_ROOM = QSize(780, 620)
#: base font sizes in pixels at scale 1.0, by role
FONT_PX = {"tiny": 10, "small": 11, "body": 13, "title": 15, "big": 22}


@dataclass(frozen=True)
class Scale:
    """How much bigger than at 1024x700 a table draws. `factor` scales sizes (cards follow the room
    anyway); fonts grow a little slower than the room (`font_factor`)."""

    factor: float = 1.0

    @classmethod
    def for_size(cls, size: QSize, reference: QSize = REFERENCE_ROOM) -> Scale:
        raw = min(size.width() / reference.width(), size.height() / reference.height())
        # steps of 0.1 so a resize by a few pixels does not restyle the whole table
        return cls(round(max(0.8, min(2.6, raw)) * 10) / 10)

    @property
    def font_factor(self) -> float:
        return 1.0 + (self.factor - 1.0) * 0.7 if self.factor > 1 else self.factor

    def px(self, n: float) -> int:
        """A length (padding, margin, minimum size) at this scale."""
        return max(1, round(n * self.factor))

    def font_px(self, role: str = "body") -> int:
        return max(8, round(FONT_PX[role] * self.font_factor))

    def qss(self, template: str) -> str:
        """A style sheet with `$tiny`, `$small`, `$body`, `$title`, `$big` (font sizes in px, no unit)
        and `$pad` / `$radius` (px) filled in: `font-size: ${body}px; padding: ${pad}px`."""
        values = {role: self.font_px(role) for role in FONT_PX}
        values.update(pad=self.px(6), radius=self.px(8))
        return string.Template(template).substitute(values)


def readable_ink(background: QColor) -> QColor:
    """Black or white text, whichever reads better on this colour."""
    r, g, b = background.redF(), background.greenF(), background.blueF()
    return INK_ON_LIGHT if 0.299 * r + 0.587 * g + 0.114 * b > 0.55 else QColor("#ffffff")
