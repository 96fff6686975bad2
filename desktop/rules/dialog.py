"""The rules dialog (issue 18, RULESART): a game's rules page in the current language, with the pictures
drawn by the game's own painters (desktop/rules/art.py), opened at an anchor when asked (a new-game
option's "In the rules" link). Imports nothing of the window (the new-game dialog opens it)."""
from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

import engines
from desktop.i18n import current_language
from desktop.rules.art import RulesBrowser
from desktop.storage import paths


def game_title(game: str) -> str:
    return engines.get(game).title if engines.available(game) else game


class RulesDialog(QDialog):
    def __init__(self, game: str, parent: QWidget | None = None, *, anchor: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of {0}").format(game_title(game)))
        self.resize(720, 640)
        layout = QVBoxLayout(self)
        browser = self.browser = RulesBrowser()  # issue 18: kotatsu: pictures drawn by the games' painters
        browser.setAccessibleName(self.tr("Rules"))
        browser.setOpenExternalLinks(False)
        lang = current_language()
        folder = paths.resources_dir() / "rules"
        page = folder / f"{game}.{lang}.html"
        if not page.exists():
            page = folder / f"{game}.html"
        heading = f"<h1>{html.escape(game_title(game))}</h1>"
        if page.exists():
            text = page.read_text(encoding="utf-8")
            # a page that has its own title keeps it; the title is never shown twice
            browser.setHtml(text if re.match(r"\s*<h[12][\s>]", text, re.IGNORECASE) else heading + text)
        else:
            browser.setHtml(heading + "<p>" + html.escape(self.tr("The rules page of this game is not written "
                                                                   "yet.")) + "</p>")
        layout.addWidget(browser)
        if anchor:  # opened from a new-game option's "In the rules" link
            QTimer.singleShot(0, lambda: browser.scrollToAnchor(anchor))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # not one kept per opening
