"""Issue 29 item 16: Settings ▸ Theme — follow the system's colour scheme, light or dark, remembered
(a hostile value falls back to the system's); dark keeps text readable (contrast of the palette's text
on its backgrounds) and leaves the tables' own felt as it is."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from desktop.session.local import Seat
from desktop.shell import theme
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from desktop.storage import settings
from tests import fit


def _luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.fixture
def window(qtbot, configured_app):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    yield w
    settings.remove("theme")
    theme.apply("system")
    w.close()


def _felt(window, qtbot) -> QColor:
    view = window.page.view
    fit.settle(window)
    image = view.grab().toImage()
    return QColor(image.pixel(view.width() // 2, int(view.height() * 0.78)))


def test_the_theme_menu_switches_remembers_and_keeps_text_readable(window, qtbot):
    actions = window.theme.actions
    assert set(actions) == {"system", "light", "dark"} and actions["system"].isChecked()
    session = window.start(NewGameChoice("siberia", [Seat("Ann", "human"), Seat("Bot", "computer", "easy")], {}, 4))
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    felt_light = _felt(window, qtbot)
    actions["dark"].trigger()
    assert settings.raw("theme") == "dark" and theme.chosen() == "dark"
    palette = QApplication.instance().palette()
    assert palette.color(QPalette.ColorRole.Window).lightness() < 80
    for text, back in ((QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
                       (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
                       (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
                       (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
                       (QPalette.ColorRole.ToolTipText, QPalette.ColorRole.ToolTipBase)):
        assert contrast(palette.color(text), palette.color(back)) >= 4.5, (text, back)
    assert contrast(palette.color(QPalette.ColorRole.Link), palette.color(QPalette.ColorRole.Base)) >= 4.5
    QApplication.processEvents()
    assert window.statusBar().palette().color(QPalette.ColorRole.Window).lightness() < 80
    assert _felt(window, qtbot) == felt_light          # the table keeps its own felt
    actions["light"].trigger()
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window).lightness() > 150
    assert settings.raw("theme") == "light"


def test_following_the_system_scheme_live(window, monkeypatch):
    window.theme.choose("system")
    monkeypatch.setattr(theme, "system_is_dark", lambda: True)
    window.theme._system_changed()
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window).lightness() < 80
    monkeypatch.setattr(theme, "system_is_dark", lambda: False)
    window.theme._system_changed()
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window).lightness() > 150
    window.theme.choose("light")
    monkeypatch.setattr(theme, "system_is_dark", lambda: True)
    window.theme._system_changed()          # a chosen theme stays whatever the system does
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window).lightness() > 150


def test_a_hostile_theme_setting_falls_back_to_the_system(window):
    settings.set_value("theme", "purple\x00" * 50)
    assert theme.chosen() == "system"
    assert theme.apply() is theme.system_is_dark()
