"""Share a position (issue 17): the table as a picture, copied to the clipboard or saved as a PNG.

The picture is the game's view as drawn (marks and all); an OpenGL board (Pueblo's 3D pueblo) is
read from its framebuffer (QWidget.grab leaves GL widgets blank) and drawn in its place. Hot-seat
privacy: the table is what is on screen, so a hand shows only while its player is at the screen
(during a hand-over the hand-over screen is on screen instead and the picture is refused).

    copy_act, save_act = share.install(window, edit_menu, lambda: window.page.view if window.page else None)
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QPoint, QRect
from PySide6.QtGui import QAction, QGuiApplication, QImage, QKeySequence, QPainter
from PySide6.QtOpenGLWidgets import QOpenGLWidget
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget

COPY_KEY = "Ctrl+Shift+C"
SAVE_KEY = "Ctrl+Shift+P"


def _t(text: str) -> str:
    return QCoreApplication.translate("Share", text)


def table_image(view: QWidget) -> QImage:
    """The view as drawn, its GL boards' framebuffers painted over their (blank) places."""
    image = view.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    gl_widgets = [w for w in view.findChildren(QOpenGLWidget) if w.isVisible()]
    if gl_widgets:
        p = QPainter(image)
        for w in gl_widgets:
            frame = w.grabFramebuffer()
            if frame.isNull():
                continue
            p.drawImage(QRect(w.mapTo(view, QPoint(0, 0)), w.size()), frame)
        p.end()
    return image


def can_share(view: QWidget | None) -> bool:
    """A table is on screen (not the hand-over screen covering it)."""
    if view is None or not view.isVisible():
        return False
    session = getattr(view, "session", None)
    return getattr(session, "handover_to", None) is None


def copy_table(view: QWidget) -> QImage | None:
    """Puts the table's picture on the clipboard; returns it (None when no table is on screen)."""
    if not can_share(view):
        return None
    image = table_image(view)
    QGuiApplication.clipboard().setImage(image)
    return image


def save_table(view: QWidget, path: str | Path) -> bool:
    """Writes the table's picture to `path` as PNG; False when it could not."""
    if not can_share(view):
        return False
    return bool(table_image(view).save(str(path), "PNG"))


def default_name(view: QWidget) -> str:
    game = getattr(getattr(view, "session", None), "game", "kotatsu")
    stamp = QDateTime.currentDateTime().toString("yyyy-MM-dd_HH-mm")
    return f"{game}_{stamp}.png"


def install(window: QWidget, menu: QMenu, current_view: Callable[[], QWidget | None]) -> tuple[QAction, QAction]:
    """Adds "Copy the table as a picture" and "Save the table as a picture…" to `menu` (with their
    shortcuts), acting on `current_view()`; returns the two actions (disable them without a game)."""
    copy_act = QAction(_t("&Copy the table as a picture"), window)
    copy_act.setShortcut(QKeySequence(COPY_KEY))
    save_act = QAction(_t("Save the table as a &picture…"), window)
    save_act.setShortcut(QKeySequence(SAVE_KEY))

    def status(text: str) -> None:
        bar = getattr(window, "statusBar", None)
        if callable(bar):
            bar().showMessage(text, 5000)

    def do_copy() -> None:
        view = current_view()
        if view is not None and copy_table(view) is not None:
            status(_t("The table is on the clipboard as a picture."))
        else:
            status(_t("No table to copy now."))

    def do_save() -> None:
        view = current_view()
        if not can_share(view):
            status(_t("No table to save now."))
            return
        image = table_image(view)   # the position now, before the dialog covers anything
        name, _ = QFileDialog.getSaveFileName(window, _t("Save the table as a picture"), default_name(view),
                                              _t("PNG pictures (*.png)"))
        if not name:
            return
        if not name.lower().endswith(".png"):
            name += ".png"
        if image.save(name, "PNG"):
            status(_t("Saved {0}").format(name))
        else:
            status(_t("Could not save {0}").format(name))

    copy_act.triggered.connect(do_copy)
    save_act.triggered.connect(do_save)
    menu.addSeparator()
    menu.addAction(copy_act)
    menu.addAction(save_act)
    return copy_act, save_act


__all__ = ["COPY_KEY", "SAVE_KEY", "can_share", "copy_table", "default_name", "install", "save_table",
           "table_image"]
