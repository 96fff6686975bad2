"""`Activatable`: the one clickable, focusable painted widget of the tables (a row, a card, a die, a
centre). Click on release (pressed and released inside), Enter/Return/Space, hover, a focus ring that
the base paints on top of the subclass's art, an accessible name and description, `activated`.

Subclasses draw in `paint(p)` (not paintEvent) and set `interactive` when a click would do something
now (pointing-hand cursor, hover highlight). Accessibility (issue 16): every Activatable gets a
QAccessibleInterface from the factory installed here, with the role `ACCESSIBLE_ROLE` (Button, or
ListItem for a card in a hand) and a press action that activates it. Any widget class may declare
`ACCESSIBLE_INTERFACE = <a QAccessibleWidget subclass>` to get its own interface from the same factory
(issue 16 adds painted children there).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from desktop.table.keys import is_activation
from desktop.table.paint import saved
from desktop.table.style import FOCUS_INNER, FOCUS_OUTER


def paint_focus_ring(p: QPainter, rect: QRectF, radius: float = 10.0, width: float = 3.0) -> None:
    """The kit's focus ring: a light ring outside a dark one, visible on any background."""
    with saved(p):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(FOCUS_OUTER, width))
        p.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(width, width, -width, -width)
        p.setPen(QPen(FOCUS_INNER, max(1.0, width * 0.6)))
        p.drawRoundedRect(inner, max(0.0, radius - width), max(0.0, radius - width))


def spoken_description(widget: QWidget) -> str:
    """An announcement shown as the focused widget's description (desktop.table.announce): kept while
    the widget's own description is the one it was set over."""
    spoken = getattr(widget, "_a11y_spoken", None)
    if spoken and spoken[0] == widget.accessibleDescription():
        return f"{spoken[1]}\n{spoken[0]}" if spoken[0] else spoken[1]   # the widget's own words stay
    return ""


class AccessibleActivatable(QAccessibleWidget):
    """Role from the widget's ACCESSIBLE_ROLE; actions: press (activate) and set focus."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, getattr(widget, "ACCESSIBLE_ROLE", QAccessible.Role.Button))

    def text(self, kind: QAccessible.Text) -> str:
        spoken = spoken_description(self.widget()) if kind == QAccessible.Text.Description else ""
        return spoken or super().text(kind)

    def state(self) -> QAccessible.State:
        s = super().state()
        selected = getattr(self.widget(), "selected", None)   # a card in a hand: bool property
        if isinstance(selected, bool):
            s.selectable = True
            s.selected = selected
        return s

    def actionNames(self) -> list[str]:  # noqa: N802
        names = [QAccessibleActionInterface.pressAction()]
        if self.widget().focusPolicy() != Qt.FocusPolicy.NoFocus:
            names.append(QAccessibleActionInterface.setFocusAction())
        return names

    def doAction(self, name: str) -> None:  # noqa: N802
        widget = self.widget()
        if name == QAccessibleActionInterface.pressAction() and hasattr(widget, "activate"):
            widget.activate()
        elif name == QAccessibleActionInterface.setFocusAction():
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802
        return ["Space"] if name == QAccessibleActionInterface.pressAction() else []


def _factory(key: str, obj: Any) -> QAccessibleWidget | None:
    cls = getattr(obj, "ACCESSIBLE_INTERFACE", None)  # the instance's own first (desktop.table.a11y.expose)
    if cls is not None and isinstance(obj, QWidget):
        return cls(obj)
    return None


_installed = False


def install_accessibility() -> None:
    """Installs the kit's accessibility factory once (done on import of this module)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


install_accessibility()


class Activatable(QWidget):
    """A painted control. Connect `activated`; draw in `paint(p)`; call `set_accessible(name, desc)`."""

    activated = Signal()
    ACCESSIBLE_ROLE = QAccessible.Role.Button
    ACCESSIBLE_INTERFACE = AccessibleActivatable
    FOCUS_RADIUS = 12.0

    def __init__(self, parent: QWidget | None = None, *, name: str = "", description: str = "") -> None:
        super().__init__(parent)
        self.hovered = False
        self._interactive = True
        self._pressed = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.set_accessible(name, description)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # -- what it says and whether it acts ----------------------------------------------------
    def set_accessible(self, name: str, description: str = "", *, tooltip: bool = True) -> None:
        """Name and description for screen readers; the tooltip shows both unless tooltip=False."""
        if name != self.accessibleName():
            self.setAccessibleName(name)
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)
        if tooltip:
            self.setToolTip(name + ("\n" + description if description else ""))

    @property
    def interactive(self) -> bool:
        """True when activating would do something now (hover highlight, pointing hand)."""
        return self._interactive

    @interactive.setter
    def interactive(self, value: bool) -> None:
        if value != self._interactive:
            self._interactive = value
            self.setCursor(Qt.CursorShape.PointingHandCursor if value else Qt.CursorShape.ArrowCursor)
            self.update()

    def activate(self) -> None:
        """What a click, Enter/Space or the accessible press action does."""
        if self.isEnabled():
            self.activated.emit()

    # -- painting ------------------------------------------------------------------------------
    def paint(self, p: QPainter) -> None:
        """Subclasses draw here; the focus ring is drawn over it by the base."""

    def focus_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        with saved(p):
            self.paint(p)
        if self.hasFocus():
            paint_focus_ring(p, self.focus_rect(), self.FOCUS_RADIUS)
        p.end()

    # -- input ---------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = True
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self._pressed:
            self._pressed = False
            if self.rect().contains(event.position().toPoint()):
                self.activate()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if is_activation(event):
            if not event.isAutoRepeat():
                self.activate()
            event.accept()
            return
        super().keyPressEvent(event)

    def enterEvent(self, event: Any) -> None:  # noqa: N802
        self.hovered = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: Any) -> None:  # noqa: N802
        self.hovered = False
        self._pressed = False
        self.update()
        super().leaveEvent(event)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: Any) -> None:  # noqa: N802
        self.update()
        super().focusOutEvent(event)
