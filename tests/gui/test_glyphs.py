"""Issue 29, item 9: no missing-glyph box on the table, and no "You (you)".

Every character of the players panel and of every label and button of each game's table is one the
widget's own font has (the app ships no font: the default one, DejaVu on Debian, is what players
get), in English and French, while a computer is thinking."""
from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QRawFont
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

import engines
from desktop.games import playable
from desktop.i18n import install_translations
from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice

TAG = re.compile(r"<[^>]*>")


def _missing(widget) -> set[str]:
    text = widget.text()
    if isinstance(widget, QLabel) and "<" in text:
        text = TAG.sub("", text)
    text = text.replace("&nbsp;", " ").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
    raw = QRawFont.fromFont(widget.font())
    return {ch for ch in text if not ch.isspace() and not raw.supportsCharacter(ord(ch))}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", [g for g in engines.NAMES if playable(g)])
def test_every_character_on_the_table_is_in_its_font(qtbot, configured_app, game, lang):
    install_translations(QApplication.instance(), lang)
    try:
        w = MainWindow(computer_delay_ms=0)
        qtbot.addWidget(w)
        w.resize(1024, 700)
        w.show()
        engine = engines.get(game)
        seats = [Seat("You")] + [Seat(f"Computer {i}", "computer", "easy")
                                 for i in range(1, max(2, engine.min_players))]
        session = w.start(NewGameChoice(game, seats, {}, 3))
        qtbot.waitUntil(lambda: session.active_human() is not None, timeout=20_000)
        computer = len(seats) - 1
        session.thinking.emit(computer, True)   # what the panels show while a computer thinks
        QApplication.processEvents()
        missing = {}
        for widget in w.findChildren(QLabel) + w.findChildren(QAbstractButton):
            if widget.isVisible() and (gone := _missing(widget)):
                missing[widget.text()[:60]] = gone
        assert not missing
        names = [label.text() for label in w.findChildren(QLabel) if label.isVisible()]
        assert not any("You (you)" in TAG.sub("", t) for t in names)
        session.thinking.emit(computer, False)
        session.close()
        w.close()
    finally:
        install_translations(QApplication.instance(), "en")
