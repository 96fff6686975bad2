"""Settings ▸ Sound… and Ctrl+M (issue 27): from the keyboard, read by a screen reader, within
1024x700 in English and French, remembered."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel, QPushButton, QSlider

from desktop.i18n import install_translations
from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from desktop.shell.sound_settings import SoundDialog
from desktop.sound.control import SoundControl
from desktop.storage import settings
from tests.screens import screenshot_dir
from tests.sound.test_sound_table import KeptPlayer


@pytest.fixture
def window(qtbot, configured_app, monkeypatch):
    w = MainWindow(computer_delay_ms=0)
    monkeypatch.setattr(w.sound.control, "player", KeptPlayer())
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_ctrl_m_mutes_at_once_is_announced_and_remembered(qtbot, window):
    session = window.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Bob", "computer", "easy")], {}, 5))
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=5000)
    settings_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Settings")
    entries = {a.text(): a for a in settings_menu.actions()}
    assert "&Sound…" in entries and entries["&Mute"].shortcut().toString() == "Ctrl+M"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert settings.sound_enabled() is False and window.sound.control.enabled is False
    assert entries["&Mute"].isChecked()
    assert window.page.view.announcer.spoken[-1] == "Sound off."
    assert window.statusBar().currentMessage() == "Sound off."
    player = window.sound.control.player
    player.cues.clear()
    window.sound.control.play("card", "place")
    assert player.cues == []                      # muted: nothing is sent to the player
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert settings.sound_enabled() is True and window.page.view.announcer.spoken[-1] == "Sound on."
    window.sound.control.play("card", "place")
    assert [c for _, c, _ in player.cues] == ["place"]
    session.close()


def open_dialog(qtbot) -> SoundDialog:
    control = SoundControl(player=KeptPlayer())
    dialog = SoundDialog(control)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_sound_page_fits_1024x700_and_names_every_control(qtbot, configured_app, language):
    install_translations(QCoreApplication.instance(), language)
    try:
        dialog = open_dialog(qtbot)
        hint = dialog.sizeHint()
        assert hint.width() <= 1024 - 40 and hint.height() <= 700 - 60, hint
        dialog.resize(dialog.minimumSizeHint())
        dialog.grab().save(str(screenshot_dir() / f"sound-settings-{language}.png"))
        for w in dialog.findChildren(QLabel):
            shown = w.text().replace("&", "")     # the accelerator's mark is not drawn
            assert w.fontMetrics().horizontalAdvance(shown) <= w.width() + 2 or w.wordWrap(), w.text()
        for control in [c for kind in (QSlider, QComboBox, QCheckBox, QPushButton) for c in dialog.findChildren(kind)]:
            iface = QAccessible.queryAccessibleInterface(control)
            assert iface.text(QAccessible.Text.Name), control       # the screen reader names it
        if language == "fr":
            assert dialog.windowTitle() == "Son"
    finally:
        install_translations(QCoreApplication.instance(), "en")


def test_the_sound_page_works_from_the_keyboard(qtbot, configured_app):
    dialog = open_dialog(qtbot)
    dialog.activateWindow()
    dialog.enabled.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.enabled, timeout=5000)
    qtbot.keyClick(dialog, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)       # the label's accelerator
    assert QApplication.focusWidget() is dialog.effects
    before = dialog.effects.value()
    qtbot.keyClick(dialog.effects, Qt.Key.Key_Left)
    qtbot.keyClick(dialog.effects, Qt.Key.Key_Left)
    assert dialog.effects.value() == before - 10
    assert dialog.effects.accessibleDescription() == f"{before - 10} %"
    qtbot.keyClick(dialog.effects, Qt.Key.Key_Home)
    assert dialog.effects.value() == 0
    qtbot.keyClick(dialog, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is dialog.your_turn
    dialog.your_turn.setCurrentIndex(dialog.your_turn.findData("always"))
    qtbot.keyClick(dialog, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)       # Try, at the volume chosen
    qtbot.waitUntil(lambda: dialog.control.player.cues == [("card", "place", 0.0)], timeout=2000)  # animated click
    dialog.enabled.setFocus()
    qtbot.keyClick(dialog.enabled, Qt.Key.Key_Space)
    assert not dialog.effects.isEnabled()             # sound off: the volumes wait
    qtbot.keyClick(dialog.enabled, Qt.Key.Key_Space)
    assert dialog.values() == {"enabled": True, "effects": 0, "notifications": 80, "your_turn": "always"}
    values = dialog.values()
    dialog.control.apply(**values)
    assert (settings.sound_volume("effects"), settings.sound_your_turn()) == (0, "always")
    assert SoundControl(player=KeptPlayer()).effects_volume == 0
