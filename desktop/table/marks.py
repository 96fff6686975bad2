"""Issue 17's "last move" marks: what each player did last stays marked on the table until their next
move. `LastMoves` remembers, per seat, where (a key the view chooses: ("row", 2), ("card", 17)...);
`paint_last_move(p, rect, label)` is the one look of a mark in every game (a LAST_MOVE outline with a
small tag naming the player, drawn over the item)."""
from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from desktop.table.paint import saved
from desktop.table.style import LAST_MOVE, readable_ink
from desktop.table.text import draw_fitted_text


class LastMoves:
    """seat -> where its last move is on the table. Rebuild it from session.history after a resume
    or an undo (the view knows which actions leave a mark); `set` on every applied action."""

    def __init__(self) -> None:
        self._where: dict[int, Hashable] = {}

    def set(self, seat: int, where: Hashable) -> None:
        self._where[seat] = where

    def forget(self, seat: int) -> None:
        self._where.pop(seat, None)

    def clear(self) -> None:
        self._where.clear()

    def get(self, seat: int) -> Hashable | None:
        return self._where.get(seat)

    def seats_at(self, where: Hashable) -> list[int]:
        return sorted(s for s, w in self._where.items() if w == where)

    def items(self) -> list[tuple[int, Hashable]]:
        return sorted(self._where.items())


def paint_last_move(p: QPainter, rect: QRectF, label: str = "", *, colour: QColor = LAST_MOVE,
                    radius: float = 8.0) -> None:
    """The last-move mark over `rect`; `label` (a player's name or initial) goes in a tag at the top."""
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(2.0, min(rect.width(), rect.height()) * 0.05)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(colour, width, Qt.PenStyle.DashLine))
        p.drawRoundedRect(rect.adjusted(-width, -width, width, width), radius, radius)
        if label:
            h = max(12.0, min(22.0, rect.height() * 0.2))
            tag = QRectF(rect.left(), rect.top() - h * 0.6, min(rect.width(), max(h * 2, rect.width() * 0.9)), h)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRoundedRect(tag, h * 0.3, h * 0.3)
            font = QFont(p.font())
            font.setBold(True)
            font.setPixelSize(max(8, int(h * 0.7)))
            p.setPen(readable_ink(colour))
            draw_fitted_text(p, tag.adjusted(3, 0, -3, 0), label, font=font, min_px=8, wrap=False)
