"""Issue 29 item 16: the hint's reason is shown on the game page under the table (not only in the
status bar), whole and readable at 1024x700 and on a large window, in English and French; said to
screen readers once; gone when the mark goes (a move, an undo, a replay) or by its close button. The
search is replaced by tests.gui.test_hint_marks.fake_hint (a chosen legal action, 900 simulated games)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

import engines
from desktop.session.local import GameSession, Seat
from desktop.shell.game_page import GamePage
from tests.gui.test_hint_marks import ask, fake_hint


def page_at_decision(qtbot, size):
    from engines.rolling_japan import Write

    engine = engines.get("rolling_japan")
    assert engine is not None
    session = GameSession("rolling_japan", [Seat("Ann")], seed=4, computer_delay_ms=0, hard_budget_s=0.2)
    page = GamePage(session)
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    session.start()
    for _ in range(50):
        qtbot.waitUntil(lambda: session.active_human() is not None, timeout=20_000)
        if session.can_undo() and sum(isinstance(a, Write) for a in session.legal_actions(0)) > 1:
            break
        session.submit(0, session.legal_actions(0)[0])
    write = [a for a in session.legal_actions(0) if isinstance(a, Write)][0]
    return session, page, write


def check_shown_whole(qtbot, page, reason: str) -> None:
    bar = page.hint_reason
    qtbot.waitUntil(bar.isVisible, timeout=2000)
    assert reason in bar.text.text()
    # inside the page, under the table, and its label tall enough for its wrapped words
    top_left = bar.mapTo(page, QPoint(0, 0))
    assert top_left.y() + bar.height() <= page.height()
    assert top_left.x() + bar.width() <= page.width()
    label = bar.text
    assert label.height() >= label.heightForWidth(label.width()) - 1
    assert top_left.y() >= page.view.mapTo(page, QPoint(0, 0)).y() + page.view.height() - 1


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 700), (2560, 1440)])
def test_the_reason_is_under_the_table_and_gone_with_the_mark(qtbot, configured_app, monkeypatch, lang, size):
    from desktop.i18n import install_translations

    install_translations(configured_app, lang)
    try:
        session, page, write = page_at_decision(qtbot, size)
        assert not page.hint_reason.isVisible()
        fake_hint(monkeypatch, session, write)
        _, _, description, reason = ask(qtbot, session)
        check_shown_whole(qtbot, page, reason)
        assert description in page.hint_reason.text.text()
        # as large as the log's words (which grow on a large window)
        assert page.hint_reason.text.fontInfo().pixelSize() >= page.log.fontInfo().pixelSize()
        said = [s for s in page.view.announcer.spoken if reason in s]
        assert len(said) == 1, said  # announced once (by the mark), not again by the label
        page.grab().save(f"/tmp/kotatsu/hr/rolling_japan_{lang}_{size[0]}x{size[1]}.png")
        assert session.undo()
        assert not page.hint_reason.isVisible()
        _, _, _, reason = ask(qtbot, session)
        check_shown_whole(qtbot, page, reason)
        assert session.show_move(0)   # a replay: the mark and the reason go
        assert not page.hint_reason.isVisible()
        session.leave_replay()
        session.close()
    finally:
        install_translations(configured_app, "en")


def test_the_close_button_hides_the_reason_and_a_move_keeps_it_hidden(qtbot, configured_app, monkeypatch):
    session, page, write = page_at_decision(qtbot, (1024, 700))
    fake_hint(monkeypatch, session, write)
    _, _, _, reason = ask(qtbot, session)
    check_shown_whole(qtbot, page, reason)
    qtbot.mouseClick(page.hint_reason.close_button, Qt.MouseButton.LeftButton)
    assert not page.hint_reason.isVisible()
    assert session.submit(0, write)
    assert not page.hint_reason.isVisible()
    session.close()
