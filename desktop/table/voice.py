"""One place that speaks to a screen reader: `Voice(scope).say(text)`.

Each announcement goes out twice: as a QAccessibleAnnouncementEvent (AT-SPI object:announcement),
and, for Orca 43 which does not speak that event (TRAPS.md), as the description of the focused
object until the focus moves on (painted items: desktop.table.a11y.say_on; Activatables and
ItemsInterface widgets: an override their interface reports; other widgets: their accessible
description, restored when the focus leaves). `spoken` keeps everything said (tests, "repeat").

The game pages' Announcer (desktop.table.announce) and the review window speak through it, so a
screen reader hears both the same way and every borrowed description is given back.
"""
from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QApplication, QWidget

from desktop.table import a11y
from desktop.table.activatable import AccessibleActivatable


def within(widget: QWidget | None, scope: QWidget) -> bool:
    return widget is not None and widget.window() is scope.window()


class Voice(QObject):
    """Speaks for `scope` (a view or a window): its announcements and the borrowed descriptions."""

    def __init__(self, scope: QWidget) -> None:
        super().__init__(scope)
        self.scope = scope
        self.spoken: list[str] = []
        self._saved: dict[int, tuple[QWidget, str, str]] = {}
        app = QApplication.instance()
        if app is not None:
            app.focusChanged.connect(self._on_focus)

    def say(self, text: str) -> None:
        """One announcement: the event, and the focused object's description for Orca 43."""
        self.spoken.append(text)
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.scope, text))
        self._describe_focus(text)

    def _describe_focus(self, text: str) -> None:
        focus = QApplication.focusWidget()
        if not within(focus, self.scope):
            focus = self.scope
        if a11y.say_on(focus, text):
            return
        iface = QAccessible.queryAccessibleInterface(focus)
        if isinstance(iface, (AccessibleActivatable, a11y.ItemsInterface)):
            old = getattr(focus, "_a11y_spoken", None)
            if old and old[1] == text:
                text += "\u00a0"
            focus._a11y_spoken = (focus.accessibleDescription(), text)
            QAccessible.updateAccessibility(QAccessibleEvent(focus, QAccessible.Event.DescriptionChanged))
            return
        key = id(focus)   # a plain Qt widget: its description, restored when the focus leaves
        if key not in self._saved:
            self._saved[key] = (focus, focus.accessibleDescription(), "")
        widget, original, _ = self._saved[key]
        if original:   # the widget's own words stay after the announcement
            text = f"{text}\n{original}"
        if focus.accessibleDescription() == text:
            text += "\u00a0"
        self._saved[key] = (widget, original, text)
        focus.setAccessibleDescription(text)

    def _on_focus(self, old: QWidget | None, new: QWidget | None) -> None:
        """The focus left `old`: the description it lent goes back."""
        if old is None:
            return
        if getattr(old, "_a11y_spoken", None):
            old._a11y_spoken = None
        saved = self._saved.pop(id(old), None)
        if saved is not None:
            widget, original, said = saved
            if a11y._alive(widget) and widget.accessibleDescription() == said:
                widget.setAccessibleDescription(original)
