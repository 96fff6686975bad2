"""Issue 29 item 10, the coach's rough edges (met in Coloretto's lesson, fixed for every lesson): a
move step's words that tell the computer's move are shown once that move is made; the results at the
end open beside the coach, not over its last words; the first-start offer ("New here?") is gone once a
lesson is taken; the coach's ring runs clear of the table's own focus ring, in no white; the Coloretto
lesson says why its game is shorter than a real one."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from desktop import tutorial
from desktop.shell.main_window import MainWindow
from desktop.tutorial import store
from tests import fit
from tests.gui.test_tutorial import follow_one_step


def _window(qtbot):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    w.windowHandle().requestActivate()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def _global(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def test_coloretto_lesson_words_wait_for_the_move_they_tell_and_results_open_beside_the_coach(
        qtbot, configured_app, monkeypatch):
    from desktop.widgets import results

    monkeypatch.setattr(store, "was_offered", lambda: False)
    window = _window(qtbot)
    offer = window.library.tutorial_offer
    assert offer is not None and offer.isVisible()
    placed: list[tuple[QRect, QRect]] = []

    def shown(dialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        placed.append((dialog.frameGeometry(), _global(runner.coach.text)))   # the coach's words
        dialog.hide()
        return 0

    monkeypatch.setattr(results.ResultsDialog, "exec", shown)
    runner = tutorial.start(window, "coloretto")
    seen: list[tuple[int, bool, bool]] = []    # (step, its words shown, the player's turn then)

    def on_step(index: int) -> None:
        if runner.step.waits_for_move and not runner.step.free:
            seen.append((index, not runner.waiting, runner.players_turn()))

    runner.step_changed.connect(on_step)
    supply = next(s for s in runner.steps if s.target == "supply")
    assert "40" in supply.words(runner.session) and "15" in supply.words(runner.session)
    last = len(runner.steps) - 1
    for _ in range(400):
        if runner.index == last:
            break
        follow_one_step(qtbot, runner)
    assert runner.index == last
    shown_words = [(i, turn) for i, words, turn in seen if words]
    assert shown_words and all(turn for _, turn in shown_words), seen
    four = [words for i, words, _ in seen if i == 4]
    assert four and four[-1], "step 5's words ('The computer drew a +2 card…') shown"
    qtbot.waitUntil(lambda: bool(placed), timeout=10_000)
    dialog_rect, coach_rect = placed[-1]
    assert not dialog_rect.intersects(coach_rect), (dialog_rect, coach_rect)
    qtbot.mouseClick(runner.coach.next_button, Qt.MouseButton.LeftButton)   # Finish
    assert window.session is None and window.pages.currentWidget() is window.library
    assert offer.isHidden()
    window.close()


def test_the_coach_ring_runs_clear_of_the_focus_ring_in_no_white(qtbot, configured_app):
    window = _window(qtbot)
    runner = tutorial.start(window, "coloretto")
    fit.settle(window)
    highlight = runner.highlight
    target = runner.target_rect()
    assert target is not None
    image = QImage(highlight.size(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    highlight.render(p, QPoint(0, 0), renderFlags=highlight.RenderFlag(0))
    p.end()
    drawn = [(x, y) for y in range(image.height()) for x in range(image.width())
             if QColor.fromRgba(image.pixel(x, y)).alpha() > 0]
    assert drawn
    inner = target.adjusted(-2, -2, 2, 2)     # the target and a gap of 2 px around it stay clear
    inside = [(x, y) for x, y in drawn if inner.contains(x, y)]
    assert not inside, (target, inside[:5], len(inside))
    whites = [(x, y) for x, y in drawn if min(QColor.fromRgba(image.pixel(x, y)).getRgb()[:3]) > 200]
    assert not whites
    qtbot.mouseClick(runner.coach.leave_button, Qt.MouseButton.LeftButton)
    window.close()
