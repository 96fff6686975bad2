"""Things flying across the table (a card from the pile to a row, a token to a board space) on an
overlay above the view, transparent to the mouse, and the timing that follows the computer-speed
setting.

    self.flights = FlightOverlay(self, base_ms=250, delay_ms=lambda: self.session.computer_delay_ms)
    self.flights.fly([Flight(start, end, paint)], computer=not self.session.is_human(seat),
                     on_done=self._after_flight)
    self.flights.skip()        # Esc, the next action: jumps to the end at once (on_done runs)

While flights run, Esc (swallowed) or a mouse press (passed on) anywhere in the view's window skips
them, so an animation never holds input longer than it lasts. `pop_paint(draw)` grows an item in
place (a die settling, a number appearing): use it with start == end.

`Flight.paint(p, rect, t)` draws the item at progress t in [0, 1] in the overlay's coordinates; rects
come from `overlay.map_rect(widget, rect)`. `flip_paint(back, face)` makes a turn-over.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QWidget

from desktop.table.paint import saved

PaintFn = Callable[[QPainter, QRectF, float], None]

#: the computer-speed setting the durations are tuned for (Settings > Computer speed > Normal)
NORMAL_DELAY_MS = 600


def animation_ms(base_ms: int, delay_ms: int, *, computer: bool) -> int:
    """How long an animation lasts. A player's own move: `base_ms` (quick feedback). A computer's
    move: scaled with the computer-speed delay (Instant 0 -> no animation, Slow 1200 -> twice base)."""
    if not computer:
        return base_ms
    if delay_ms <= 0:
        return 0
    return int(base_ms * max(0.5, min(2.0, delay_ms / NORMAL_DELAY_MS)))


def lerp_rect(a: QRectF, b: QRectF, t: float) -> QRectF:
    return QRectF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
                  a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t)


@dataclass
class Flight:
    start: QRectF
    end: QRectF
    paint: PaintFn

    def rect_at(self, t: float) -> QRectF:
        return lerp_rect(self.start, self.end, t)


def flip_paint(back: Callable[[QPainter, QRectF], None], face: Callable[[QPainter, QRectF], None]) -> PaintFn:
    """A turn-over: the back narrows to an edge, then the face widens."""
    def paint(p: QPainter, rect: QRectF, t: float) -> None:
        w = max(1.0, rect.width() * abs(1 - 2 * t))
        narrow = QRectF(rect.center().x() - w / 2, rect.top(), w, rect.height())
        (back if t < 0.5 else face)(p, narrow)
    return paint


def pop_paint(draw: Callable[[QPainter, QRectF], None], *, turns: float = 0.0) -> PaintFn:
    """An item settling in place: it grows from half size with a small overshoot (and `turns` of a
    spin, for a die), then `draw` paints it at full size."""
    def paint(p: QPainter, rect: QRectF, t: float) -> None:
        grow = 0.5 + 0.5 * t + 0.12 * (1 - abs(2 * t - 1)) if t < 1 else 1.0
        c = rect.center()
        r = QRectF(0, 0, rect.width() * grow, rect.height() * grow)
        r.moveCenter(c)
        if turns and t < 1:
            p.translate(c)
            p.rotate(360.0 * turns * (1 - t))
            p.translate(-c)
        draw(p, r)
    return paint


class FlightOverlay(QWidget):
    """Covers its parent (follows its resizes); shown only while something flies."""

    finished = Signal()
    #: the flights ran to their end (not skipped): a sound of the move plays now (desktop/sound/)
    landed = Signal()

    def __init__(self, parent: QWidget, *, base_ms: int = 250, delay_ms: Callable[[], int] | None = None) -> None:
        super().__init__(parent)
        self.base_ms = base_ms
        self.delay_ms = delay_ms or (lambda: NORMAL_DELAY_MS)
        self.flights: list[Flight] = []
        self.progress = 0.0
        self._on_done: Callable[[], Any] | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self._done)
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.hide()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if obj is self.parent() and kind == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
            return False
        if kind in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress) and self.is_running() \
                and isinstance(obj, QWidget) and obj.window() is self.window():
            if kind == QEvent.Type.KeyPress and event.key() != Qt.Key.Key_Escape:
                return False
            window = self.window()
            for overlay in window.findChildren(FlightOverlay):   # every flight of this window ends
                overlay.skip()
            return kind == QEvent.Type.KeyPress
        return False

    def map_rect(self, widget: QWidget, rect: QRectF) -> QRectF:
        """A rect of `widget` in the overlay's coordinates."""
        top_left = widget.mapTo(self.parentWidget(), rect.topLeft().toPoint())
        return QRectF(top_left.x(), top_left.y(), rect.width(), rect.height())

    def duration(self, *, computer: bool) -> int:
        return animation_ms(self.base_ms, int(self.delay_ms()), computer=computer)

    def fly(self, flights: list[Flight], *, computer: bool = False, on_done: Callable[[], Any] | None = None) -> bool:
        """Starts the flights (finishing any running ones first). Returns False, having run on_done at
        once, when there is nothing to show (zero duration, hidden table, no flights)."""
        self.skip()
        ms = self.duration(computer=computer)
        if not flights or ms <= 0 or not self.parentWidget().isVisible():
            if on_done is not None:
                on_done()
            return False
        self.flights = list(flights)
        self._on_done = on_done
        self.progress = 0.0
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.animation.setDuration(ms)
        self.animation.start()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        return True

    def is_running(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def skip(self) -> None:
        """Ends the flights at once (their on_done runs); nothing happens when none runs."""
        if self.is_running():
            self.animation.stop()
            self._done(landed=False)

    def _step(self, value: Any) -> None:
        self.progress = float(value)
        self.update()

    def _done(self, landed: bool = True) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.hide()
        self.flights = []
        self.progress = 1.0
        done, self._on_done = self._on_done, None
        if landed:
            self.landed.emit()
        if done is not None:
            done()
        self.finished.emit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for flight in self.flights:
            with saved(p):
                flight.paint(p, flight.rect_at(self.progress), self.progress)
        p.end()
