"""Settings ▸ Theme (issue 29 item 16): the window's colours follow the system's colour scheme
(`QStyleHints.colorScheme()`, Qt 6.5+, followed live) or are chosen light or dark. Only the
application's palette changes: the tables paint their own felt and cards, and the panels that carry
their own colours (the coach, notices) set their text colour with their background."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from desktop.storage import settings

THEMES = ("system", "light", "dark")
_original: QPalette | None = None   # the palette the application started with (the light one)


def chosen() -> str:
    return settings.choice_str("theme", THEMES, "system")


def system_is_dark() -> bool:
    app = QGuiApplication.instance()
    return app is not None and app.styleHints().colorScheme() == Qt.ColorScheme.Dark


def is_dark(choice: str) -> bool:
    return choice == "dark" or (choice == "system" and system_is_dark())


def dark_palette() -> QPalette:
    """Light text on dark greys; links, selections and the focus in a readable blue."""
    p = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#2b2b2e", QPalette.ColorRole.WindowText: "#ececec",
        QPalette.ColorRole.Base: "#1f1f22", QPalette.ColorRole.AlternateBase: "#29292d",
        QPalette.ColorRole.ToolTipBase: "#3a3a3f", QPalette.ColorRole.ToolTipText: "#f2f2f2",
        QPalette.ColorRole.PlaceholderText: "#9a9aa2", QPalette.ColorRole.Text: "#ececec",
        QPalette.ColorRole.Button: "#38383d", QPalette.ColorRole.ButtonText: "#ececec",
        QPalette.ColorRole.BrightText: "#ff6b6b", QPalette.ColorRole.Light: "#4a4a50",
        QPalette.ColorRole.Midlight: "#3f3f45", QPalette.ColorRole.Mid: "#2f2f34",
        QPalette.ColorRole.Dark: "#18181b", QPalette.ColorRole.Shadow: "#0c0c0e",
        QPalette.ColorRole.Highlight: "#2c62b8", QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Link: "#8ab4f8", QPalette.ColorRole.LinkVisited: "#c58af9",
    }
    for role, colour in colours.items():
        p.setColor(role, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(disabled, role, QColor("#7c7c84"))
    p.setColor(disabled, QPalette.ColorRole.Button, QColor("#303034"))
    return p


def apply(choice: str | None = None) -> bool:
    """Sets the application's palette for `choice` (the setting's by default); True when dark."""
    global _original
    app = QApplication.instance()
    if app is None:
        return False
    if _original is None:
        _original = QPalette(app.palette())
    choice = chosen() if choice is None else choice
    dark = is_dark(choice)
    if dark:
        app.setPalette(dark_palette())
    elif choice == "light":
        app.setPalette(app.style().standardPalette())
    else:
        app.setPalette(_original)
    return dark


class WindowTheme(QObject):
    """Settings ▸ Theme: Follow the system / Light / Dark, remembered; the system's scheme followed live."""

    def __init__(self, window: Any, menu: Any) -> None:
        super().__init__(window)
        self.menu = menu.addMenu(self.tr("&Theme"))
        group = QActionGroup(self)
        labels = {"system": self.tr("Follow the &system"), "light": self.tr("&Light"), "dark": self.tr("&Dark")}
        self.actions: dict[str, QAction] = {}
        for key in THEMES:
            action = QAction(labels[key], window)
            action.setCheckable(True)
            action.setChecked(key == chosen())
            action.triggered.connect(lambda _=False, k=key: self.choose(k))
            group.addAction(action)
            self.menu.addAction(action)
            self.actions[key] = action
        app = QGuiApplication.instance()
        if app is not None:
            app.styleHints().colorSchemeChanged.connect(self._system_changed)
        apply()

    def choose(self, key: str) -> None:
        settings.set_value("theme", key)
        self.actions[key].setChecked(True)
        apply(key)

    def _system_changed(self, *_: Any) -> None:
        if chosen() == "system":
            apply("system")
