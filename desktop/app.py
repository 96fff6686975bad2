"""Start-up: the application object, settings, translations, the main window, resuming games."""
from __future__ import annotations

import os
import sys
import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.i18n import install_translations
from desktop.paths import resources_dir

ORGANISATION = "Kotatsu"
APPLICATION = "Kotatsu"


def configure(app: QCoreApplication) -> None:
    """Names, settings location and translations, shared by the app, its self-test and the tests."""
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion("0.1.0")
    data = os.environ.get("KOTATSU_DATA_DIR")
    if data:  # keep settings beside the data in tests and portable installs
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(Path(data) / "settings"))
    install_translations(app)
    if isinstance(app, QGuiApplication):
        QGuiApplication.setDesktopFileName("org.kotatsu.Kotatsu")  # matches the installed desktop entry
        app.setWindowIcon(application_icon())


def application_icon() -> QIcon:
    """Kotatsu's own icon (resources/icons/kotatsu.svg), rendered at the usual sizes."""
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
    return icon


def share_gl_contexts() -> None:
    """Before the QApplication exists: one GL context family for every board, so pyqtgraph's shader
    cache stays valid when a second Pueblo board opens."""
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)


def _excepthook(kind, value, tb) -> None:  # noqa: ANN001
    """An unexpected error is shown, not a crash to the desktop; the autosave keeps the game."""
    text = "".join(traceback.format_exception(kind, value, tb))
    sys.stderr.write(text)
    app = QApplication.instance()
    if app is not None:
        QMessageBox.critical(None, QCoreApplication.translate("app", "Unexpected error"),
                             QCoreApplication.translate("app", "Something went wrong, but your game is kept "
                                                               "(it is saved after every move).\n\n{0}").format(value))


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    if "--self-test" in argv:
        from desktop.selftest import run_self_test

        return run_self_test(argv)
    share_gl_contexts()
    app = QApplication(argv)
    configure(app)
    from desktop.main_window import MainWindow

    sys.excepthook = _excepthook
    window = MainWindow()
    window.show()
    files = [a for a in argv[1:] if not a.startswith("-")]
    if files:
        QTimer.singleShot(0, lambda: window.open_path(Path(files[0])))
    else:
        QTimer.singleShot(0, lambda: window.offer_resume(at_start=True))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
