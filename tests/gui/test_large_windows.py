"""Issue 29 item 15: on a large window the side panel (players and log) and the log's font grow with
the window, as the tables do (desktop.table.style.Scale); at 1024x700 they stay as they were."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from desktop.session.local import GameSession, Seat
from desktop.shell.game_page import SIDE_WIDTH, GamePage


def page_of(qtbot, game: str, size) -> GamePage:
    seats = [Seat("Ann"), Seat("Computer 1", "computer", "easy"), Seat("Computer 2", "computer", "easy")]
    session = GameSession(game, seats, seed=3, computer_delay_ms=0, hard_budget_s=0.2)
    page = GamePage(session)
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    session.start()
    qtbot.waitUntil(lambda: session.active_human() is not None, timeout=20_000)
    session.submit(0, session.legal_actions(0)[0])
    qtbot.waitUntil(lambda: session.active_human() is not None or session.is_over(), timeout=20_000)
    assert page.log.count() > 0
    return page


def line_height(widget) -> int:
    return QFontMetrics(widget.font()).height()


@pytest.mark.parametrize("game", ["coloretto", "siberia"])
def test_the_side_panel_and_the_log_grow_on_a_large_window(qtbot, configured_app, game):
    small = page_of(qtbot, game, (1016, 650))
    big = page_of(qtbot, game, (2552, 1392))
    assert small.side.width() <= SIDE_WIDTH + 10
    assert big.side.width() >= 2 * small.side.width()   # was 240 px of 2560 at every size
    assert line_height(big.log) >= 1.6 * line_height(small.log)
    assert line_height(big.players.labels[0]) >= 1.6 * line_height(small.players.labels[0])
    # the big log's lines are drawn bigger too (its rows, not only its font property)
    assert big.log.visualItemRect(big.log.item(0)).height() >= line_height(big.log)
    big.grab().save(f"/tmp/kotatsu/hr/{game}_side_2560.png")
    small.grab().save(f"/tmp/kotatsu/hr/{game}_side_1024.png")
    for page in (small, big):
        page.session.close()


def library_at(qtbot, size):
    from desktop.shell.library import Library

    library = Library()
    qtbot.addWidget(library)
    library.resize(*size)
    library.show()
    qtbot.waitExposed(library)
    qtbot.wait(10)
    return library


def test_the_library_cards_grow_on_a_large_window(qtbot, configured_app):
    small = library_at(qtbot, (1024, 640))
    big = library_at(qtbot, (2560, 1540))
    small_card, big_card = small.cards[0], big.cards[0]
    assert big_card.width() >= 1.6 * small_card.width()       # were 420 px at most on 2560 px
    assert big_card.height() >= 1.6 * small_card.height()
    assert line_height(big_card) >= 1.5 * line_height(small_card)
    # all five in sight, whole, without scrolling
    for card in big.cards:
        corner = card.mapTo(big, card.rect().bottomRight())
        assert corner.x() <= big.width() and corner.y() <= big.height(), card.game
    assert small_card.width() <= 420 and small_card.height() <= 420   # 1024x700 as before
    big.grab().save("/tmp/kotatsu/hr/library_2560.png")
    small.grab().save("/tmp/kotatsu/hr/library_1024.png")


def unfinished(tmp_path, n: int):
    from desktop.session import savefiles

    long_names = ["Maximilienne de la Tour", "Bartholomew the Second", "Computer 3", "Anne-Sophie Lefebvre",
                  "Computer 5"]
    return [savefiles.Unfinished(tmp_path / f"{i}.json", {
        "game": ["coloretto", "siberia", "pueblo"][i % 3], "seats": [{"name": nm} for nm in long_names],
        "actions": [0] * (17 + i), "saved_at": 1_780_000_000 + i}) for i in range(n)]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 700), (2560, 1440)])
def test_the_resume_dialog_shows_its_entries_whole_and_opens_centred(qtbot, configured_app, tmp_path, lang, size):
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QMainWindow

    from desktop.i18n import install_translations
    from desktop.shell.dialogs import ResumeDialog

    install_translations(configured_app, lang)
    try:
        window = QMainWindow()
        qtbot.addWidget(window)
        window.setGeometry(0, 0, *size)
        window.show()
        qtbot.waitExposed(window)
        dialog = ResumeDialog(unfinished(tmp_path, 4), window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.wait(20)
        centre, parent_centre = dialog.frameGeometry().center(), window.frameGeometry().center()
        assert abs(centre.x() - parent_centre.x()) <= 12 and abs(centre.y() - parent_centre.y()) <= 12
        view = dialog.list
        metrics = view.fontMetrics()
        assert view.count() == 4
        for row in range(view.count()):
            rect = view.visualItemRect(view.item(row))
            assert rect.right() <= view.viewport().width()     # never cut on the right
            needed = metrics.boundingRect(QRect(0, 0, rect.width(), 10_000), Qt.TextFlag.TextWordWrap,
                                          view.item(row).text())
            assert needed.height() <= rect.height(), view.item(row).text()
            assert rect.bottom() <= view.viewport().height()   # every entry in sight
        dialog.grab().save(f"/tmp/kotatsu/hr/resume_{lang}_{size[0]}.png")
        dialog.close()
    finally:
        install_translations(configured_app, "en")


def test_the_library_title_and_buttons_grow_and_the_cards_sit_in_the_middle(qtbot, configured_app):
    """Issue 29 item 15: on 2560x1600 the title, the subtitle and the cards' buttons kept their 1024x700
    size and the lower half of the window was empty."""
    from PySide6.QtWidgets import QScrollArea

    small = library_at(qtbot, (1024, 640))
    big = library_at(qtbot, (2560, 1540))
    assert line_height(big.title) >= 1.5 * line_height(small.title)
    assert line_height(big.subtitle) >= 1.5 * line_height(small.subtitle)
    play, small_play = big.play_buttons["coloretto"], small.play_buttons["coloretto"]
    assert play.height() >= 1.4 * small_play.height() and line_height(play) >= 1.5 * line_height(small_play)
    # the cards and their buttons in the middle of the room below the words, not at its top
    scroll = big.findChild(QScrollArea)
    room = scroll.viewport()
    top = min(h.mapTo(room, h.rect().topLeft()).y() for h in big.holders)
    bottom = max(h.mapTo(room, h.rect().bottomLeft()).y() for h in big.holders)
    assert abs(top - (room.height() - bottom)) <= 0.05 * room.height(), (top, bottom, room.height())
    assert top >= 0.1 * room.height()      # was 0: the lower part of the window empty


def test_the_french_library_never_scrolls_sideways(qtbot, configured_app):
    """In French the buttons' words ("Nouvelle partie", "Apprendre à jouer") made four columns wider
    than 1024 px: a horizontal scroll bar and the fourth card cut."""
    from PySide6.QtWidgets import QScrollArea

    from desktop.i18n import install_translations

    install_translations(configured_app, "fr")
    try:
        library = library_at(qtbot, (1024, 640))
        scroll = library.findChild(QScrollArea)
        assert not scroll.horizontalScrollBar().isVisible()
        for holder in library.holders:
            assert holder.mapTo(scroll.viewport(), holder.rect().topRight()).x() <= scroll.viewport().width()
    finally:
        install_translations(configured_app, "en")
