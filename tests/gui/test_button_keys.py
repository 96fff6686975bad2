"""Issue 29 item 11: keys per language. A table's button underlines (its mnemonic, Alt+letter) only a
key its view's KeyMap binds, in each language, and never a letter the window's menus take (French
"&Piocher une carte" underlined P while D draws, and Alt+P is the French Game menu, "&Partie")."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication

import engines
from desktop.games import playable
from desktop.i18n import install_translations
from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice


def _mnemonic(text: str) -> str:
    seq = QKeySequence.mnemonic(text)
    return QKeySequence(seq[0].key()).toString() if seq.count() == 1 else ""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", [g for g in engines.NAMES if playable(g)])
def test_a_buttons_underline_is_its_key_in_every_language(qtbot, configured_app, game, lang):
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
        view = w.page.view
        menus = {_mnemonic(a.text()) for a in w.menuBar().actions()} - {""}
        underlined = {}
        for button in view.findChildren(QAbstractButton):
            letter = _mnemonic(button.text())
            if letter:
                underlined[button.text()] = letter
        for text, letter in underlined.items():
            assert letter in view.keys, f"{text!r} underlines {letter}, which the table does not bind"
            assert letter not in menus, f"{text!r} underlines {letter}, a menu's Alt+{letter}"
        if game == "coloretto":
            assert underlined or "(D)" in view.draw_button.text()   # the key is said either way
        session.close()
        w.close()
    finally:
        install_translations(QApplication.instance(), "en")
