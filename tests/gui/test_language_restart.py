"""Issue 29 item 11: changing the language mid-game says plainly that a restart is needed, in the new
language, and offers it: Restart now closes the window (the game is in its autosave, resumable) and
starts Kotatsu again with the same command; Later leaves everything as it is."""
from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from desktop.i18n import install_translations
from desktop.session.local import Seat
from desktop.shell import restart
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from desktop.storage import paths, settings


def _window(qtbot):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    session = w.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Bot", "computer", "easy")], {}, 5))
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    return w


def _button(box, words: str):
    return next(b for b in box.buttons() if words in b.text().replace("&", ""))


def test_changing_the_language_offers_a_restart_in_the_new_language(qtbot, configured_app, monkeypatch):
    w = _window(qtbot)
    asked: list[tuple[str, str, list[str]]] = []
    started: list[tuple[str, list[str]]] = []
    quits: list[bool] = []

    def choose(box):
        asked.append((box.text(), box.informativeText(), [b.text() for b in box.buttons()]))
        return _button(box, "Redémarrer")

    real = restart.offer_restart
    monkeypatch.setattr(restart, "offer_restart", lambda window: real(
        window, choose=choose, start=lambda p, a: started.append((p, a)), quit_app=lambda: quits.append(True)))
    try:
        w.set_language("fr")
        assert asked and "redémarr" in asked[0][0].lower() and "Reprendre" in asked[0][1]
        assert started == [restart.command()] and quits == [True]
        assert started[0][0] == sys.executable
        assert not w.isVisible()                      # closed: its game is in the autosave
        assert any(paths.autosave_dir().iterdir())
    finally:
        settings.set_value("language", "en")
        install_translations(QApplication.instance(), "en")


def test_later_changes_nothing(qtbot, configured_app):
    w = _window(qtbot)
    started: list = []
    assert restart.offer_restart(w, choose=lambda box: _button(box, "Later"),
                                 start=lambda p, a: started.append(p), quit_app=lambda: None) is False
    assert w.isVisible() and w.session is not None and not started
    w.close()
