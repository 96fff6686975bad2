"""Painted items a screen reader can read (issue 16): a widget that paints several things (a board's
spaces, a collection's colours, the cells of a grid) lists them as `Item`s and gets one real
accessible child per item, with a role, a name, a description, states and a press action.

    class Board(QWidget):
        def accessible_items(self) -> list[Item]:
            return [Item(self.tr("Row 1: red, empty"), role=QAccessible.Role.ListItem,
                         rect=self.row_rect(0), focused=self.cursor == 0, press=lambda: self.take(0))]

    expose(board)                      # or expose(widget, provider, role=QAccessible.Role.Table)
    items_changed(board)               # after every change: the names are read again; when the
                                       # focused item moved (the cursor), a focus event is sent for it

Each item is a `QAccessibleInterface` written in Python (object() is None: Qt's cache must not map
them to the widget). Qt keeps raw pointers to them, so they are pooled per widget and kept alive for
the whole process (a few hundred small objects); once the widget is gone they report isValid False.
`interface_cast` must return a `shiboken6.VoidPtr` (a plain int or None crashes the bridge).

`say_on(widget, text)`: the announcer's fallback (Orca 43 speaks a change of the focused object's
description): the focused item's description shows `text` until the focus moves.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import shiboken6
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from desktop.table.activatable import spoken_description

Role = QAccessible.Role
_NULL = shiboken6.VoidPtr(0)


@dataclass
class Item:
    """One painted thing: what a screen reader says and what its press action does."""
    name: str
    description: str = ""
    role: QAccessible.Role = Role.ListItem
    rect: QRect = field(default_factory=QRect)   # in the widget's coordinates
    focused: bool = False                        # the widget's cursor is on it
    selected: bool | None = None                 # None: not selectable
    checked: bool | None = None                  # None: not checkable
    enabled: bool = True
    press: Callable[[], Any] | None = None
    key: Any = None                              # identity across refreshes (default: the index)


def _alive(widget: QWidget | None) -> bool:
    return widget is not None and shiboken6.isValid(widget)


def items_of(widget: QWidget) -> list[Item]:
    """The widget's items now (cached until items_changed)."""
    if not _alive(widget):
        return []
    cached = getattr(widget, "_a11y_items", None)
    if cached is None:
        provider = getattr(widget, "_a11y_provider", None) or getattr(widget, "accessible_items", None)
        try:
            cached = list(provider()) if provider is not None else []
        except Exception:  # a half-built widget: nothing to read yet
            cached = []
        widget._a11y_items = cached
    return cached


_KEEP: list[Any] = []   # every item interface ever handed to Qt (Qt holds raw pointers)


class _ItemActions(QAccessibleActionInterface):
    def __init__(self, owner: ItemInterface) -> None:
        super().__init__()
        self.owner = owner

    def actionNames(self) -> list[str]:  # noqa: N802
        item = self.owner.item()
        return [QAccessibleActionInterface.pressAction()] if item is not None and item.press else []

    def doAction(self, name: str) -> None:  # noqa: N802
        item = self.owner.item()
        if item is not None and item.press is not None and item.enabled and \
                name == QAccessibleActionInterface.pressAction():
            item.press()

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802
        return []


class ItemInterface(QAccessibleInterface):
    """The accessible child for item `index` of `widget`."""

    def __init__(self, widget: QWidget, index: int) -> None:
        super().__init__()
        self.widget = widget
        self.index = index
        self.spoken = ""          # an announcement shown as the description (say_on)
        self._actions = _ItemActions(self)
        _KEEP.append(self)

    def item(self) -> Item | None:
        items = items_of(self.widget)
        return items[self.index] if self.index < len(items) else None

    def isValid(self) -> bool:  # noqa: N802
        return self.item() is not None

    def object(self) -> Any:
        return None

    def parent(self) -> QAccessibleInterface | None:
        return QAccessible.queryAccessibleInterface(self.widget) if _alive(self.widget) else None

    def child(self, index: int) -> None:
        return None

    def childCount(self) -> int:  # noqa: N802
        return 0

    def indexOfChild(self, child: Any) -> int:  # noqa: N802
        return -1

    def childAt(self, x: int, y: int) -> None:  # noqa: N802
        return None

    def text(self, kind: QAccessible.Text) -> str:
        item = self.item()
        if item is None:
            return ""
        if kind == QAccessible.Text.Name:
            return item.name
        if kind == QAccessible.Text.Description:
            if self.spoken:   # an announcement (say_on), the item's own words after it
                return f"{self.spoken}\n{item.description}" if item.description else self.spoken
            return item.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802
        pass

    def rect(self) -> QRect:
        item = self.item()
        if item is None or item.rect.isNull():
            return QRect()
        return QRect(self.widget.mapToGlobal(item.rect.topLeft()), item.rect.size())

    def role(self) -> QAccessible.Role:
        item = self.item()
        return item.role if item is not None else Role.NoRole

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        item = self.item()
        if item is None:
            s.invalid = True
            return s
        s.focusable = self.widget.focusPolicy() != Qt.FocusPolicy.NoFocus
        s.focused = bool(item.focused and self.widget.hasFocus())
        if item.selected is not None:
            s.selectable = True
            s.selected = item.selected
        if item.checked is not None:
            s.checkable = True
            s.checked = item.checked
        s.disabled = not item.enabled
        s.invisible = not self.widget.isVisible()
        return s

    def interface_cast(self, kind: QAccessible.InterfaceType) -> Any:
        if kind == QAccessible.InterfaceType.ActionInterface:
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self._actions)[0])
        return _NULL


def item_interface(widget: QWidget, index: int) -> ItemInterface:
    pool: list[ItemInterface] = widget.__dict__.setdefault("_a11y_pool", [])
    while len(pool) <= index:
        pool.append(ItemInterface(widget, len(pool)))
    return pool[index]


class ItemsInterface(QAccessibleWidget):
    """A widget's interface: its real child widgets first, then one child per item; press
    activates the widget (when it has `activate`), set-focus focuses it."""

    def __init__(self, widget: QWidget) -> None:
        role = getattr(widget, "_a11y_role", None) or getattr(widget, "ACCESSIBLE_ROLE", None) or Role.Grouping
        super().__init__(widget, role)

    def _real(self) -> int:
        return super().childCount()

    def text(self, kind: QAccessible.Text) -> str:
        spoken = spoken_description(self.widget()) if kind == QAccessible.Text.Description else ""
        return spoken or super().text(kind)

    def childCount(self) -> int:  # noqa: N802
        return self._real() + len(items_of(self.widget()))

    def child(self, index: int) -> QAccessibleInterface | None:
        real = self._real()
        if index < real:
            return super().child(index)
        if index - real < len(items_of(self.widget())):
            return item_interface(self.widget(), index - real)
        return None

    def indexOfChild(self, child: Any) -> int:  # noqa: N802
        if isinstance(child, ItemInterface):
            return self._real() + child.index if child.widget is self.widget() else -1
        return super().indexOfChild(child)

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802
        widget = self.widget()
        if widget.hasFocus():
            for i, item in enumerate(items_of(widget)):
                if item.focused:
                    return item_interface(widget, i)
        return super().focusChild()

    def actionNames(self) -> list[str]:  # noqa: N802
        names = []
        if hasattr(self.widget(), "activate"):
            names.append(QAccessibleActionInterface.pressAction())
        if self.widget().focusPolicy() != Qt.FocusPolicy.NoFocus:
            names.append(QAccessibleActionInterface.setFocusAction())
        return names

    def doAction(self, name: str) -> None:  # noqa: N802
        widget = self.widget()
        if name == QAccessibleActionInterface.pressAction() and hasattr(widget, "activate"):
            widget.activate()
        elif name == QAccessibleActionInterface.setFocusAction():
            widget.setFocus(Qt.FocusReason.OtherFocusReason)


def expose(widget: QWidget, provider: Callable[[], list[Item]] | None = None,
           role: QAccessible.Role | None = None) -> None:
    """Gives `widget` an ItemsInterface (children from provider, or the widget's accessible_items())."""
    widget._a11y_provider = provider
    widget._a11y_role = role
    widget.ACCESSIBLE_INTERFACE = ItemsInterface      # read by the kit's factory (instance first)
    widget._a11y_items = None
    if QAccessible.isActive():
        current = QAccessible.queryAccessibleInterface(widget)
        if current is not None and not isinstance(current, ItemsInterface):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(current))


def _focused_key(items: list[Item]) -> Any:
    for i, item in enumerate(items):
        if item.focused:
            return (i, item.key if item.key is not None else i, item.name, item.description)
    return None


def items_changed(widget: QWidget) -> None:
    """Reads the items again; tells screen readers about a moved cursor or a changed focused item."""
    if not _alive(widget):
        return
    before = getattr(widget, "_a11y_items", None)
    old_count = len(before) if before is not None else -1
    old_focus = _focused_key(before or [])
    widget._a11y_items = None
    items = items_of(widget)
    for iface in widget.__dict__.get("_a11y_pool", []):
        iface.spoken = ""
    if not QAccessible.isActive():
        return
    if old_count != len(items):
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.ObjectReorder))
    focus = _focused_key(items)
    if focus is not None and focus != old_focus and widget.hasFocus():
        iface = item_interface(widget, focus[0])
        moved = old_focus is None or old_focus[:2] != focus[:2]
        if moved:
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.Focus))
        else:
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.NameChanged))
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.DescriptionChanged))


def focused_item(widget: QWidget) -> ItemInterface | None:
    """The interface of the widget's focused item (its cursor), if it has one and the focus."""
    if not _alive(widget) or not widget.hasFocus():
        return None
    for i, item in enumerate(items_of(widget)):
        if item.focused:
            return item_interface(widget, i)
    return None


def say_on(widget: QWidget, text: str) -> bool:
    """Shows `text` as the description of the widget's focused item (True), if it has one."""
    iface = focused_item(widget)
    if iface is None:
        return False
    iface.spoken = text if text != iface.spoken else text + "\u00a0"
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.DescriptionChanged))
    return True


def label_hides_text(label: Any) -> bool:
    """A QLabel whose accessible name replaces the text it shows (a screen reader reads the name
    only: TRAPS.md). A name that contains the text, or a label without text, hides nothing."""
    text = label.text().strip()
    name = label.accessibleName().strip()
    if not text or not name or label.pixmap() is not None and not label.pixmap().isNull():
        return False
    from PySide6 import QtGui

    if label.textFormat() != Qt.TextFormat.PlainText and QtGui.Qt.mightBeRichText(text):
        from PySide6.QtGui import QTextDocument
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText().strip()
    if " ".join(text.split()) in " ".join(name.split()):
        return False
    import re
    words = set(re.findall(r"\w+", name.lower()))
    return not all(w in words for w in re.findall(r"\w+", text.lower()))


def release_labels(root: QWidget) -> list[str]:
    """Gives back their text to the labels under root whose accessible name hides it: the name becomes
    the label's description (what the label is, still said after its text). Returns the old names."""
    from PySide6.QtWidgets import QLabel

    freed = []
    for label in root.findChildren(QLabel):
        pixmap = label.pixmap()
        empty = not label.text().strip() and label.accessibleName() and (pixmap is None or pixmap.isNull())
        if label_hides_text(label) or empty:   # empty now: its name would hide the text it gets later
            name = label.accessibleName()
            freed.append(name)
            label.setAccessibleName("")
            if not label.accessibleDescription():
                label.setAccessibleDescription(name)
    return freed
