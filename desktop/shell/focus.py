"""The keyboard focus comes back after every dialog and menu (issue 29, item 1).

With no window manager (a kiosk, a minimal desktop) nobody gives the main window the keyboard back
when a dialog closes: Ctrl+N and the table's keys did nothing until a click. With one, Alt+E then Esc
left the focus in the menu bar with nothing highlighted. `FocusKeeper` watches the application's
dialogs and popup menus: when one opens over the window it remembers the widget that had the focus
there; when the last one closes (and no other popup or modal dialog is up) it activates the window
again and gives the focus back to that widget, or, if it has gone, to `fallback()` (the table or the
library's first game). The table's controls paint their own focus ring, so the focus is visible.

The application event filter is installed when it is first needed, not at start-up (issue 28): the
first event it sees of an object of a class PySide does not wrap (Qt's private window classes) makes
PySide try every QObject class it knows, creating their ~140 enum types (~40 ms before the library's
first paint otherwise). Nothing to give back happens before the keyboard leaves the window's widgets
(a dialog takes it, the window is deactivated, Alt puts it in the menu bar: `focusChanged` says so) or
one of the window's menus opens (`aboutToShow`); either installs the filter, before the dialog or menu
can hide."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMenuBar, QMessageBox, QWidget


def _alive(widget: QWidget | None) -> bool:
    if widget is None:
        return False
    try:
        widget.objectName()
    except RuntimeError:  # deleted on the C++ side
        return False
    return True


class FocusKeeper(QObject):
    """Installed once per main window (an application event filter)."""

    def __init__(self, window: QWidget, fallback: Callable[[], QWidget | None]) -> None:
        super().__init__(window)
        self.window = window
        self.fallback = fallback
        self.remembered: QWidget | None = None
        self.watching = False
        app = QApplication.instance()
        app.focusChanged.connect(self._focus_changed)
        bar = window.menuBar() if hasattr(window, "menuBar") else None
        for menu in bar.findChildren(QMenu) if bar is not None else ():
            menu.aboutToShow.connect(self.watch)

    def watch(self) -> None:
        """Installs the application event filter: a dialog or a menu of the window may open now."""
        if not self.watching:
            self.watching = True
            QApplication.instance().installEventFilter(self)

    def unwatch(self) -> None:
        """Removes it once the keyboard is back in the window: with it every event of the program (each
        paint, timer, accessibility query) goes through Python; the next dialog or menu installs it again
        (the keyboard leaving the window, or a menu's aboutToShow, comes before any of them can hide)."""
        if self.watching:
            self.watching = False
            QApplication.instance().removeEventFilter(self)

    def _ours(self, widget: QObject) -> bool:
        if not isinstance(widget, (QDialog, QMenu, QMessageBox)) or not widget.isWindow():
            return False
        parent = widget.parentWidget()
        while parent is not None:
            if parent is self.window:
                return True
            parent = parent.parentWidget()
        return False

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The last widget of the window itself (not its menu bar) that had the keyboard; the filter
        installed as soon as the keyboard goes anywhere else."""
        if new is None or isinstance(new, QMenuBar) or new.window() is not self.window:
            self.watch()
        elif self.watching and QApplication.activePopupWidget() is None \
                and QApplication.activeModalWidget() in (None, self.window):
            self.unwatch()   # back in the window with nothing over it
        if (new is not None and _alive(self.window) and new.window() is self.window
                and not isinstance(new, QMenuBar)):
            self.remembered = new

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Hide and not event.spontaneous() and self._ours(watched):
            QTimer.singleShot(0, self, self.restore)
        return False

    def restore(self) -> None:
        """After a dialog or menu has closed: unless another popup, dialog or window of the program
        has the keyboard now, the window gets it back, on the widget that had it."""
        if not _alive(self.window) or not self.window.isVisible():
            return
        if QApplication.activePopupWidget() is not None:
            return
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not self.window:
            return
        active = QApplication.activeWindow()
        if active is not None and active is not self.window and active.isVisible():
            return
        target = self.remembered if _alive(self.remembered) else None
        if target is not None and (target.window() is not self.window or not target.isVisible()
                                   or not target.isEnabled()):
            target = None
        if target is None:
            target = self.fallback()
        self.window.activateWindow()
        self.window.raise_()
        if target is not None:
            # a keyboard change of focus: the styles draw the focus frame (the table draws its own ring)
            self.window.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
            target.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        self.unwatch()
