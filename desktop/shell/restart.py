"""A new language needs a restart (issue 29 item 11): the window says so plainly and offers to restart
now. Its texts, menus and tables were built in the old language; rather than a table half in one
language and half in the other, Kotatsu starts again in the new one. Every move is already in the
autosave, so the game comes back with Game ▸ Resume an unfinished game…"""
from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QProcess
from PySide6.QtWidgets import QApplication, QMessageBox


def _t(text: str) -> str:
    return QCoreApplication.translate("Restart", text)


def command() -> tuple[str, list[str]]:
    """The program and arguments that started this Kotatsu (`python -m desktop …`, or the frozen app)."""
    if getattr(sys, "frozen", False):
        return sys.executable, list(sys.argv[1:])
    return sys.executable, list(getattr(sys, "orig_argv", [sys.executable, *sys.argv])[1:])


def offer_restart(window: Any, *, choose: Callable[[QMessageBox], Any] | None = None,
                  start: Callable[[str, list[str]], Any] = QProcess.startDetached,
                  quit_app: Callable[[], Any] = QApplication.quit) -> bool:
    """Asks Restart now / Later after a change of language; True when Kotatsu is restarting."""
    box = QMessageBox(window)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(_t("Language"))
    box.setText(_t("The new language applies once Kotatsu restarts: until then some words stay in the "
                   "old one."))
    if getattr(window, "session", None) is not None:
        box.setInformativeText(_t("Your game is saved with every move: after the restart, Game ▸ Resume an "
                                  "unfinished game… brings it back."))
    now = box.addButton(_t("&Restart now"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(_t("&Later"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(now)
    if choose is None:
        box.exec()
        clicked = box.clickedButton()
    else:
        clicked = choose(box)
    box.deleteLater()
    if clicked is not now or not window.close():
        return False
    program, args = command()
    start(program, args)
    quit_app()
    return True
