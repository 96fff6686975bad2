"""What both the application and its self-test need before any window: names, the settings location,
translations, the icon and the shared GL contexts. Imports nothing of the window or the self-test."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from desktop.i18n import install_translations
from desktop.storage.paths import resources_dir

ORGANISATION = "Kotatsu"
APPLICATION = "Kotatsu"
VERSION = "0.1.0"
DESKTOP_FILE = "org.kotatsu.Kotatsu"


def configure(app: QCoreApplication) -> None:
    """Names, settings location and translations, shared by the app, its self-test and the tests."""
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(VERSION)
    data = os.environ.get("KOTATSU_DATA_DIR")
    if data:  # keep settings beside the data in tests and portable installs
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(Path(data) / "settings"))
    install_translations(app)
    if isinstance(app, QGuiApplication):
        QGuiApplication.setDesktopFileName(DESKTOP_FILE)  # matches the installed desktop entry
        app.setWindowIcon(application_icon())


_ICON: list[QIcon] = []


def application_icon() -> QIcon:
    """Kotatsu's own icon (resources/icons/kotatsu.svg), rendered at the usual sizes once a process
    (the tests configure the application for each test: 7 s of rendering in a run, issue 28)."""
    if _ICON:
        return _ICON[0]
    icon = QIcon()
    renderer = QSvgRenderer(str(resources_dir() / "icons" / "kotatsu.svg"))
    if not renderer.isValid():
        return icon
    for size in (16, 24, 32, 48, 64, 128, 256):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
        icon.addPixmap(pixmap)
    _ICON.append(icon)
    return icon


def share_gl_contexts() -> None:
    """Before the QApplication exists: one GL context family for every board, so pyqtgraph's shader
    cache stays valid when a second Pueblo board opens."""
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
