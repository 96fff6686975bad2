"""Issue 14's hint mark on the table (`attach_hint(view, locate)`; a game's follow.py gives the
spots of a suggested move as `HintSpot`s). The move the hint suggests is marked where it would be made
(the row, the cards, the prefecture, the place): a dotted outline with a soft glow and a "Hint" tag with
a light bulb at the item's bottom edge; the last-move mark (marks.py) is dashed with corner brackets
and a player's name at the top edge, so the two differ by shape and words, not by colour alone."""
from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from desktop.table.paint import saved
from desktop.table.style import readable_ink
from desktop.table.text import draw_fitted_text

#: the hint's colour (pink: apart from the last move's blue, the highlight's yellow and the focus ring)
HINT = QColor("#ff8fd0")


def _hint_words(text: str) -> str:
    return QCoreApplication.translate("HintMarks", text)


def paint_bulb(p: QPainter, box: QRectF, ink: QColor) -> None:
    """A small light bulb (the hint's symbol) inside `box`."""
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = min(box.width(), box.height())
        cx, top = box.center().x(), box.center().y() - s / 2
        r = s * 0.3
        p.setPen(QPen(ink, max(1.0, s * 0.08)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(cx, top + s * 0.38), r, r)
        p.setBrush(ink)
        p.drawRect(QRectF(cx - r * 0.55, top + s * 0.7, r * 1.1, s * 0.1))
        p.drawRect(QRectF(cx - r * 0.4, top + s * 0.85, r * 0.8, s * 0.08))


def paint_hint(p: QPainter, rect: QRectF, label: str = "", *, radius: float = 8.0,
               bounds: QRectF | None = None, scale: float = 1.0, tag: bool = True) -> None:
    """The hint's mark over `rect`: a soft glow, a dark line under a dotted HINT line just outside the
    item, and a tag with a light bulb and `label` ("Hint") on its bottom edge, kept inside `bounds`;
    `scale` (the table's font factor) makes the tag grow with the window."""
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(2.5, min(5.0, min(rect.width(), rect.height()) * 0.05))
        glow = QColor(HINT)
        glow.setAlpha(40)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(glow)
        p.drawRoundedRect(rect, radius, radius)
        p.setBrush(Qt.BrushStyle.NoBrush)
        box = rect.adjusted(-width * 2, -width * 2, width * 2, width * 2)
        p.setPen(QPen(QColor(0, 0, 0, 170), width + 2.5))
        p.drawRoundedRect(box, radius + width, radius + width)
        dots = QPen(HINT, width, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
        p.setPen(dots)
        p.drawRoundedRect(box, radius + width, radius + width)
        if not tag:
            return
        h = max(14.0 * scale, min(24.0 * scale, rect.height() * 0.17))
        font = QFont(p.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(h * 0.66)))
        text_w = QFontMetricsF(font).horizontalAdvance(label) if label else 0.0
        if label and text_w + h * 1.5 > max(h * 3, box.width()):
            label, text_w = "", 0.0  # too narrow for words: the bulb alone
        tag_w = h * 1.1 + (text_w + h * 0.4 if label else 0.0)
        # across the bottom line of a big item (over as little of it as can be); under a small one
        # (a prefecture), not over it
        top = box.bottom() - h * 0.45 if rect.height() >= h * 3 else box.bottom() + 1
        tag = QRectF(box.right() - tag_w - h * 0.3, top, tag_w, h)
        if bounds is not None:
            tag.moveTop(max(bounds.top(), min(tag.top(), bounds.bottom() - h)))
            tag.moveLeft(max(bounds.left(), min(tag.left(), bounds.right() - tag.width())))
        p.setPen(QPen(QColor(0, 0, 0, 170), 1.5))
        p.setBrush(HINT)
        p.drawRoundedRect(tag, h * 0.5, h * 0.5)
        ink = readable_ink(HINT)
        paint_bulb(p, QRectF(tag.left() + h * 0.15, tag.top() + h * 0.1, h * 0.8, h * 0.8), ink)
        if label:
            p.setPen(ink)
            draw_fitted_text(p, QRectF(tag.left() + h * 0.95, tag.top(), text_w + h * 0.2, h), label, font=font,
                             min_px=8, wrap=False)


def hint_label() -> str:
    """The hint tag's word."""
    return _hint_words("Hint")


def hint_legend_text() -> str:
    """The legend's line for the hint's mark (every game's legend has it)."""
    return _hint_words("Dotted pink frame with a light bulb and \"Hint\": the move the hint (Ctrl+H) suggests; "
                       "it goes as soon as anything changes.")


@dataclass
class HintSpot:
    """Where the hint's move is made: `rect` in `widget`'s coordinates; `key` names the painted item
    (desktop.table.a11y Item.key) whose description tells it is the hint, None when `widget` itself
    is the item (its accessible description gets the words)."""
    widget: QWidget
    rect: QRectF
    key: Hashable | None = None
    #: False: the outline alone (a second spot of the same move, e.g. the die beside its prefecture)
    tag: bool = True


class HintOverlay(QWidget):
    """Paints the hint's spots over the view (above the last-move marks, transparent to the mouse)."""

    def __init__(self, view: QWidget, marks: HintMarks) -> None:
        super().__init__(view)
        self.hint_marks = marks
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setObjectName("hint-marks")
        view.installEventFilter(self)
        self.setGeometry(view.rect())
        self.hide()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if obj is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Hide,
                            QEvent.Type.LayoutRequest) and self.isVisible():
            self.update()  # posted; never a pending timer on an overlay that may go (PySide keeps its functor)
        return False

    def rects(self) -> list[QRectF]:
        """The spots in the overlay's coordinates (read at paint time: they follow the layout)."""
        return [rect for rect, _ in self.placed()]

    def placed(self) -> list[tuple[QRectF, bool]]:
        """(rect in the overlay's coordinates, with a tag) of every spot shown."""
        view = self.parentWidget()
        out: list[tuple[QRectF, bool]] = []
        for spot in self.hint_marks.spots():
            w = spot.widget
            if w is None or not (w is view or w.isVisibleTo(view)) or spot.rect.isEmpty():
                continue
            if w is not view and id(w) not in self.hint_marks._watched:
                self.hint_marks._watched.add(id(w))
                w.installEventFilter(self)
            top_left = w.mapTo(view, spot.rect.topLeft().toPoint())
            out.append((QRectF(top_left.x(), top_left.y(), spot.rect.width(), spot.rect.height()), spot.tag))
        return out

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if not self.hint_marks.active():
            return
        p = QPainter(self)
        bounds = QRectF(self.rect())
        label = self.hint_marks.label()
        from desktop.table.style import Scale

        scale = Scale.for_size(self.size()).font_factor
        for rect, tag in self.placed():
            paint_hint(p, rect, label, bounds=bounds, radius=max(4.0, min(10.0, rect.height() * 0.12)), scale=scale,
                       tag=tag)
        p.end()


class HintMarks(QObject):
    """The hint's mark on one game's table (`view.hint_marks`): shown when the session answers
    request_hint (hint_ready) for the seat at the screen, gone when the position on screen changes for
    that seat (its move, an undo, a replay, a new viewer; see still_stands) and at a hand-over: the hint
    is for the player at the screen only. `locate(action)` is the game's: the HintSpots of a suggested action (an empty
    list: nothing to mark; a 3D board draws its own ghost through `on_change`).

    For screen readers: the marked widgets' accessible descriptions end with "Hint: <the move>", a
    painted item's provider adds it with `describe(widget, key, description)`, and the announcer
    says the hint with its reason."""

    def __init__(self, view: Any, locate: Callable[[Any], list[HintSpot]],
                 on_change: Callable[[], None] | None = None) -> None:
        super().__init__(view)
        self.view = view
        self.session = view.session
        self.locate = locate
        self.on_change = on_change
        self.seat: int | None = None
        self.action: Any = None
        self.description = ""
        self.reason = ""
        self._watched: set[int] = set()
        self._described: dict[int, QWidget] = {}  # the widgets whose own description carries the hint
        self._keys: dict[int, set[Hashable]] = {}
        self._history_at: tuple[int, Any] = (0, None)  # the history's length and last entry at the hint
        self.overlay = HintOverlay(view, self)
        s = self.session
        s.hint_ready.connect(self._on_hint)
        s.state_changed.connect(self._on_state)
        s.handover_changed.connect(self.clear)
        s.replay_changed.connect(self.clear)
        view.hint_marks = self

    # -- what is suggested -------------------------------------------------------------------
    def active(self) -> bool:
        return self.action is not None

    def spots(self) -> list[HintSpot]:
        if self.action is None:
            return []
        try:
            return list(self.locate(self.action))
        except Exception:  # a view being rebuilt: no mark this time rather than a broken paint
            return []

    def label(self) -> str:
        """The tag's word ("Hint")."""
        return hint_label()

    def note(self) -> str:
        """The words a marked item's description ends with."""
        return _hint_words("Hint: {0}").format(self.description) if self.action is not None else ""

    def marks_item(self, widget: QWidget, key: Hashable | None = None) -> bool:
        return key in self._keys.get(id(widget), ())

    def describe(self, widget: QWidget, key: Hashable | None, description: str) -> str:
        """A painted item's description, with the hint's words when the hint marks it."""
        if self.action is None or not self.marks_item(widget, key):
            return description
        return f"{description}\n{self.note()}" if description else self.note()

    # -- showing and clearing ----------------------------------------------------------------
    def _on_hint(self, seat: int, action: Any, description: str, reason: str) -> None:
        s = self.session
        if s.handover_to is not None or s.is_replaying() or seat != s.active_human():
            return
        self.show(seat, action, description, reason)

    def show(self, seat: int, action: Any, description: str, reason: str = "", *, say: bool = True) -> None:
        """Marks `action` of `seat` on the table as shown now, and says it; a hint (_on_hint) or a
        better move of a past position in a review (desktop.review, issue 26: the replay shows that
        position; the next change of the position on screen clears the mark)."""
        s = self.session
        self.clear()
        self.seat, self.action, self.description, self.reason = seat, action, description, reason
        self._history_at = (len(s.history), s.history[-1] if s.history else None)
        spots = self.spots()
        from desktop.table import a11y

        for spot in spots:
            self._keys.setdefault(id(spot.widget), set()).add(spot.key)
        for widget in {id(sp.widget): sp.widget for sp in spots}.values():
            if None in self._keys.get(id(widget), ()):
                self._described[id(widget)] = widget
                self._add_note(widget)
            if len(self._keys.get(id(widget), ())) > (None in self._keys[id(widget)]):
                a11y.items_changed(widget)
        self.overlay.setGeometry(self.view.rect())
        self.overlay.show()
        self.overlay.raise_()
        self.overlay.update()
        if self.on_change is not None:
            self.on_change()
        if not say:
            return
        said = _hint_words("Hint: {0}").format(description)
        if reason:
            said = _hint_words("{0} — {1}").format(said, reason)
        announcer = getattr(self.view, "announcer", None)
        if announcer is not None:
            announcer.say(said)

    def still_stands(self) -> bool:
        """The hint still fits the position on screen: the same seat at the screen, no replay nor
        hand-over, its own moves neither made nor undone since, and its move still legal (another
        seat's simultaneous move, e.g. a computer's write in Rolling Japan, leaves it)."""
        s = self.session
        count, last = self._history_at
        history = s.history
        if s.handover_to is not None or s.is_replaying() or s.active_human() != self.seat \
                or len(history) < count or (count and history[count - 1] is not last) \
                or any(entry.seat == self.seat for entry in history[count:]):
            return False
        try:
            return self.action in s.legal_actions(self.seat)
        except Exception:
            return False

    def _on_state(self) -> None:
        if self.action is None:
            return
        if not self.still_stands():
            self.clear()
            return
        self.renote()
        self.overlay.update()
        if self.on_change is not None:
            self.on_change()

    def clear(self) -> None:
        if self.action is None:
            return
        from desktop.table import a11y

        note = self.note()
        self.seat = self.action = None
        self.description = self.reason = ""
        described, self._described = list(self._described.values()), {}
        for widget in described:
            if a11y._alive(widget):
                self._remove_note(widget, note)
        painted = [w for w in [self.view, *self.view.findChildren(QWidget)] if id(w) in self._keys]
        self._keys.clear()
        for widget in painted:
            a11y.items_changed(widget)
        self.overlay.hide()
        if self.on_change is not None:
            self.on_change()


    # -- a marked widget's own description -----------------------------------------------------
    def _add_note(self, widget: QWidget) -> None:
        text, note = widget.accessibleDescription(), self.note()
        if note and not text.endswith(note):
            widget.setAccessibleDescription(f"{text}\n{note}" if text else note)

    @staticmethod
    def _remove_note(widget: QWidget, note: str) -> None:
        text = widget.accessibleDescription()
        if note and text.endswith(note):
            widget.setAccessibleDescription(text[:-len(note)].removesuffix("\n"))

    def renote(self) -> None:
        """Puts the hint's words back in the marked widgets' descriptions (after the view rewrote them:
        a chosen card's "chosen", a previewed move's costs)."""
        from desktop.table import a11y

        if self.action is not None:
            for widget in self._described.values():
                if a11y._alive(widget):
                    self._add_note(widget)


def attach_hint(view: Any, locate: Callable[[Any], list[HintSpot]],
                on_change: Callable[[], None] | None = None,
                rewriters: tuple[str, ...] = ("refresh",)) -> HintMarks:
    """A view's hint mark (view.hint_marks): see HintMarks. `rewriters` name the view's methods that
    rewrite its widgets' accessible descriptions between two positions (its own calls of them go
    through the wrapper; the session's signal keeps the plain method): the hint's words are put
    back after each."""
    marks = HintMarks(view, locate, on_change)
    for name in rewriters:
        method = getattr(view, name)

        def wrapped(*args: Any, _method: Callable[..., Any] = method, **kwargs: Any) -> Any:
            result = _method(*args, **kwargs)
            marks.renote()
            return result
        setattr(view, name, wrapped)
    return marks
