"""Issue 29 item 17: R-Eco's Deliver button was white words on its yellow when nothing was chosen
(contrast 1.2): its words read on its background whether it can be pressed or not."""
from __future__ import annotations

from PySide6.QtGui import QColor

from desktop.session.local import GameSession, Seat
from desktop.shell.game_page import GamePage
from tests.gui.test_theme import contrast


def _words_on_background(button) -> float:
    """The contrast between the darkest and the lightest pixel of the button's middle (its words on it)."""
    image = button.grab().toImage()
    w, h = image.width(), image.height()
    colours = [QColor(image.pixel(x, y)) for y in range(h // 4, 3 * h // 4) for x in range(w // 6, 5 * w // 6)]
    colours.sort(key=QColor.lightnessF)
    return contrast(colours[0], colours[-1])


def test_deliver_and_clear_read_enabled_or_not(qtbot, configured_app):
    session = GameSession("r_eco", [Seat("Ann", "human"), Seat("Bot", "computer", "normal")], seed=2,
                          computer_delay_ms=0)
    page = GamePage(session)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    session.start()
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=10_000)
    view = page.view
    assert not view.confirm_button.isEnabled() and not view.clear_button.isEnabled()
    assert _words_on_background(view.confirm_button) >= 3.0
    assert _words_on_background(view.clear_button) >= 3.0
    view.hand.card_activated(0)
    qtbot.waitUntil(view.confirm_button.isEnabled, timeout=2_000)
    assert _words_on_background(view.confirm_button) >= 4.5
    session.close()
