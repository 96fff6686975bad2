"""Issue 17's "last move" marks (issue 14's hint mark is in hint_marks.py): what each player did last
stays marked on the table until their next move. `LastMoves` remembers, per seat, where (a key the view chooses: ("row", 2), ("card", 17)...);
`paint_last_move(p, rect, label)` is the one look of a mark in every game (a LAST_MOVE outline with a
small tag naming the player just outside it, `tag_rect`: never over what it marks, issue 29).

`MarkOverlay(view, provider)` paints the marks above a whole view (transparent to the mouse): the
provider returns `Mark(widget, rect, seats)` items (rect in the widget's coordinates), read at paint
time, so marks follow the layout; `shown_history(session)` is the history of the position on screen
(the replay's while replaying), from which a game's follow.py finds each seat's last move."""
from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, QSizeF, Qt
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


def _tag_font(p: QPainter, h: float) -> QFont:
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(max(8, int(h * 0.7)))
    return font


def _tag_height(rect: QRectF) -> float:
    return max(12.0, min(22.0, rect.height() * 0.2))


def _outline_width(rect: QRectF) -> float:
    return max(2.0, min(3.5, min(rect.width(), rect.height()) * 0.04))


def tag_rect(rect: QRectF, width: float, height: float, *, bounds: QRectF | None = None,
             avoid: list[QRectF] | None = None, clear_only: bool = False) -> QRectF | None:
    """Where the tag of a mark over `rect` goes (issue 29: never over what it marks, nor over another
    mark or tag): just outside the mark's frame, above it at its left, else above at its right,
    below, then beside it; the first place inside `bounds` that meets nothing in `avoid` (the other
    marks and the tags placed before), sliding along the sides if need be. With no such place, the
    one clear of `rect` that covers least of the others; with none at all, inside the top edge as
    before (a mark filling the whole view)."""
    gap = _outline_width(rect) * 2 + 1
    frame = rect.adjusted(-gap, -gap, gap, gap)
    inset = min(height * 0.4, rect.width() * 0.1)
    candidates = [
        QRectF(rect.left() + inset, frame.top() - height, width, height),            # above, left
        QRectF(rect.right() - inset - width, frame.top() - height, width, height),   # above, right
        QRectF(rect.left() + inset, frame.bottom(), width, height),                  # below, left
        QRectF(rect.right() - inset - width, frame.bottom(), width, height),         # below, right
        QRectF(frame.right(), rect.top(), width, height),                            # beside, right
        QRectF(frame.left() - width, rect.top(), width, height),                     # beside, left
    ]
    # then sliding along each side (a crowded table: the marks of five players side by side)
    steps = 6
    for i in range(1, steps):
        x = rect.left() - width + (rect.width() + width) * i / steps
        candidates += [QRectF(x, frame.top() - height, width, height), QRectF(x, frame.bottom(), width, height)]
        y = rect.top() + (rect.height() - height) * i / steps
        candidates += [QRectF(frame.right(), y, width, height), QRectF(frame.left() - width, y, width, height)]

    def inside(r: QRectF) -> bool:
        return bounds is None or bounds.contains(r)

    def overlap(r: QRectF) -> float:
        area = 0.0
        for a in others:
            both = r.intersected(a)
            area += max(0.0, both.width()) * max(0.0, both.height())
        return area

    others = [a for a in (avoid or []) if not a.isEmpty()]
    clear = [r for r in candidates if inside(r) and not r.intersects(frame)]
    for r in clear:
        if not any(r.intersects(a) for a in others):
            return r
    if clear_only:   # the caller tries a shorter label first
        return None
    if clear:   # no place meets nothing: the one that covers the least of the others
        return min(clear, key=overlap)
    tag = QRectF(rect.left() + inset, rect.top() + min(3.0, rect.height() * 0.05), width, height)
    if bounds is not None:
        tag.moveTop(max(bounds.top(), min(tag.top(), bounds.bottom() - height)))
        tag.moveLeft(max(bounds.left(), min(tag.left(), bounds.right() - tag.width())))
    return tag


def tag_size(p: QPainter, rect: QRectF, label: str) -> tuple[str, float, float]:
    """The label as it fits (a player's initial when the name is too long) and its tag's size."""
    h = _tag_height(rect)
    font = _tag_font(p, h)
    room = max(h * 2, rect.width())
    if QFontMetricsF(font).horizontalAdvance(label) + h * 0.6 > room:
        label = short_label(label)
    need = QFontMetricsF(font).horizontalAdvance(label) + h * 0.6
    return label, min(room, max(h * 1.4, need)), h


def paint_last_move(p: QPainter, rect: QRectF, label: str = "", *, colour: QColor = LAST_MOVE,
                    radius: float = 8.0, bounds: QRectF | None = None,
                    avoid: list[QRectF] | None = None) -> QRectF | None:
    """The last-move mark over `rect`; `label` (a player's name, or its initial when the name does not
    fit the tag) goes in a tag just outside the mark (`tag_rect`: never over what it marks, nor over
    `avoid`), kept inside `bounds` when given. Returns the tag's rect (None without a label)."""
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = _outline_width(rect)
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
        if not label:
            return None
        full, tag_w, h = tag_size(p, rect, label)
        tag = tag_rect(rect, tag_w, h, bounds=bounds, avoid=avoid, clear_only=True)
        label = full
        if tag is None:   # a crowded table: the initials ("C4") find room where the name does not,
            # then a smaller tag (down to 12 px); the least covering place when even that has none
            for high in (rect.height(), 60.0):
                label, tag_w, h = tag_size(p, QRectF(rect.topLeft(), QSizeF(1, high)), full)
                tag = tag_rect(rect, tag_w, h, bounds=bounds, avoid=avoid, clear_only=True)
                if tag is not None:
                    break
            if tag is None:
                tag = tag_rect(rect, tag_w, h, bounds=bounds, avoid=avoid)
        p.setPen(QPen(QColor(0, 0, 0, 150), 1))
        p.setBrush(colour)
        p.drawRoundedRect(tag, h * 0.3, h * 0.3)
        p.setPen(readable_ink(colour))
        draw_fitted_text(p, tag.adjusted(2, 0, -2, 0), label, font=_tag_font(p, h), min_px=8, wrap=False)
        return tag


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
        self.update()  # posted: a QTimer.singleShot(0, self, ...) still pending when the view went kept the
        # whole game alive (PySide keeps the functor of a timer whose context is destroyed), issue 28

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
        marks = self.marks()
        #: (marked rect, its tag) as last painted: the tags keep off every mark and each other (tests)
        self.painted: list[tuple[QRectF, QRectF | None]] = []
        tags: list[QRectF] = []
        for rect, label in marks:
            avoid = [r for r, _ in marks if r is not rect] + tags
            tag = paint_last_move(p, rect, label, bounds=bounds, avoid=avoid,
                                  radius=max(4.0, min(10.0, rect.height() * 0.12)))
            if tag is not None:
                tags.append(tag)
            self.painted.append((rect, tag))
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
