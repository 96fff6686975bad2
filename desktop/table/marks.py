"""Issue 17's "last move" marks (issue 14's hint mark is in hint_marks.py): what each player did last
stays marked on the table until their next move. `LastMoves` remembers, per seat, where (a key the view chooses: ("row", 2), ("card", 17)...);
`paint_last_move(p, rect, label)` is the one look of a mark in every game (a LAST_MOVE outline with a
small tag naming the player, drawn over the item).

`MarkOverlay(view, provider)` paints the marks above a whole view (transparent to the mouse): the
provider returns `Mark(widget, rect, seats)` items (rect in the widget's coordinates), read at paint
time, so marks follow the layout; `shown_history(session)` is the history of the position on screen
(the replay's while replaying), from which a game's follow.py finds each seat's last move."""
from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

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


def short_label(label: str) -> str:
    """A player's initial ("Ana" -> "A", "Computer 2" -> "C2"); names joined by ", " each shortened."""
    parts = []
    for name in label.split(", "):
        words = name.split()
        if not words:
            continue
        if len(words) > 1 and words[-1].isdigit():
            parts.append(words[0][:1].upper() + words[-1])
        else:
            parts.append(words[0][:1].upper())
    return ", ".join(parts)


def paint_last_move(p: QPainter, rect: QRectF, label: str = "", *, colour: QColor = LAST_MOVE,
                    radius: float = 8.0, bounds: QRectF | None = None) -> None:
    """The last-move mark over `rect`; `label` (a player's name, or its initial when the name does not
    fit the tag) goes in a tag inside its top edge (never over the neighbours' text), kept inside `bounds` when given."""
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(2.0, min(3.5, min(rect.width(), rect.height()) * 0.04))
        p.setBrush(Qt.BrushStyle.NoBrush)
        # two outlines, dark under light dashes: a shape that reads on any background, not a colour alone
        box = rect.adjusted(-width, -width, width, width)
        p.setPen(QPen(QColor(0, 0, 0, 150), width + 2))
        p.drawRoundedRect(box, radius, radius)
        p.setPen(QPen(colour, width, Qt.PenStyle.DashLine))
        p.drawRoundedRect(box, radius, radius)
        # the corner brackets of a frame, solid
        corner = min(rect.width(), rect.height()) * 0.25
        if corner >= 6:
            p.setPen(QPen(colour, width + 1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            for c, dx, dy in ((box.topLeft(), 1, 1), (box.topRight(), -1, 1),
                              (box.bottomLeft(), 1, -1), (box.bottomRight(), -1, -1)):
                p.drawLine(c.x(), c.y() + dy * corner, c.x(), c.y())
                p.drawLine(c.x(), c.y(), c.x() + dx * corner, c.y())
        if label:
            h = max(12.0, min(22.0, rect.height() * 0.2))
            font = QFont(p.font())
            font.setBold(True)
            font.setPixelSize(max(8, int(h * 0.7)))
            room = max(h * 2, rect.width())
            if QFontMetricsF(font).horizontalAdvance(label) + h * 0.6 > room:
                label = short_label(label)
            need = QFontMetricsF(font).horizontalAdvance(label) + h * 0.6
            tag = QRectF(rect.left() + min(h * 0.4, rect.width() * 0.1), rect.top() + min(3.0, rect.height() * 0.05),
                         min(room, max(h * 1.4, need)), h)
            if bounds is not None:
                tag.moveTop(max(bounds.top(), min(tag.top(), bounds.bottom() - h)))
                tag.moveLeft(max(bounds.left(), min(tag.left(), bounds.right() - tag.width())))
            p.setPen(QPen(QColor(0, 0, 0, 150), 1))
            p.setBrush(colour)
            p.drawRoundedRect(tag, h * 0.3, h * 0.3)
            p.setPen(readable_ink(colour))
            draw_fitted_text(p, tag.adjusted(2, 0, -2, 0), label, font=font, min_px=8, wrap=False)


@dataclass
class Mark:
    """One mark: `rect` in `widget`'s coordinates, the seats whose last move it is; `named` False
    leaves the tag out (an item too small for one, on a panel that names its player already)."""
    widget: QWidget
    rect: QRectF
    seats: list[int] = field(default_factory=list)
    named: bool = True


def shown_history(session: Any) -> list[Any]:
    """The moves behind the position on screen: the whole history, or the replay's first moves."""
    index = getattr(session, "replay_index", None)
    history = list(session.history)
    return history if index is None else history[:index]


def last_entries(session: Any, wanted: Callable[[Any], bool] | None = None) -> dict[int, tuple[int, Any]]:
    """seat -> (index in the shown history, entry) of its last move (that `wanted` accepts)."""
    found: dict[int, tuple[int, Any]] = {}
    history = shown_history(session)
    for i in range(len(history) - 1, -1, -1):
        entry = history[i]
        if entry.seat in found:
            continue
        if wanted is None or wanted(entry):
            found[entry.seat] = (i, entry)
        if len(found) >= session.num_players:
            break
    return found


class MarkOverlay(QWidget):
    """Paints `provider()`'s marks over `view` (its whole area, above the children, under flights);
    `hold()` hides them while something still flies in (update() shows them again)."""

    def __init__(self, view: QWidget, provider: Callable[[], list[Mark]],
                 names: Callable[[int], str]) -> None:
        super().__init__(view)
        self.provider = provider
        self.names = names
        self.held: Callable[[], bool] = lambda: False
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setObjectName("last-move-marks")
        self._watched: set[int] = set()
        view.installEventFilter(self)
        self.setGeometry(view.rect())
        self.show()
        self.raise_()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if obj is self.parentWidget() and kind == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        if kind in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Hide,
                    QEvent.Type.LayoutRequest):
            self.refresh_later()
        return False

    def refresh_later(self) -> None:
        QTimer.singleShot(0, self, self.update)  # with self as context: never after the overlay is gone

    def marks(self) -> list[tuple[QRectF, str]]:
        """The marks as (rect in the overlay's coordinates, label), one per place (seats joined)."""
        view = self.parentWidget()
        placed: dict[tuple, tuple[QRectF, list[int], bool]] = {}
        try:
            marks = self.provider()
        except Exception:  # a view being rebuilt: no marks this time rather than a broken paint
            return []
        for mark in marks:
            w = mark.widget
            if w is None or not (w is view or w.isVisibleTo(view)) or mark.rect.isEmpty():
                continue
            if id(w) not in self._watched and w is not view:
                self._watched.add(id(w))
                w.installEventFilter(self)
            top_left = w.mapTo(view, mark.rect.topLeft().toPoint())
            r = QRectF(top_left.x(), top_left.y(), mark.rect.width(), mark.rect.height())
            key = (round(r.x()), round(r.y()), round(r.width()), round(r.height()))
            seats = placed.setdefault(key, (r, [], mark.named))[1]
            seats.extend(s for s in mark.seats if s not in seats)
        return [(r, ", ".join(self.names(s) for s in sorted(seats)) if named else "")
                for r, seats, named in placed.values()]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if self.held():
            return
        p = QPainter(self)
        bounds = QRectF(self.rect())
        for rect, label in self.marks():
            paint_last_move(p, rect, label, bounds=bounds, radius=max(4.0, min(10.0, rect.height() * 0.12)))
        p.end()


def attach_marks(view: Any, provider: Callable[[], list[Mark]], *, flights: tuple = ()) -> MarkOverlay:
    """A view's marks overlay (view.follow_marks): redrawn on every change of the session, held while
    any of `flights` (FlightOverlays) runs and shown again when they land."""
    session = view.session
    overlay = MarkOverlay(view, provider, lambda seat: session.seats[seat].name)
    overlay.held = lambda: any(f.is_running() for f in flights)
    for f in flights:
        f.finished.connect(overlay.update)
    session.state_changed.connect(overlay.refresh_later)
    view.follow_marks = overlay
    return overlay
