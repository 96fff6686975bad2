"""Issue 18: the guided first games, played by a test that follows ONLY the coach.

How the instructions are shown to be enough: at each step the player below reads the coach panel's
text (the label on screen) and the step's target; an explanation step is passed with the panel's
Next button (the one the text names); a move step carries `keys`, the machine-readable form of what
its text asks, and the test first checks that the text on screen names every one of those keys, then
presses them on the game's view, exactly as a player reading the coach would. It never reads the
engine's legal list: a "free" step (play on to the end) is followed by trying the keys the text names
in its order (draw, else a row's number), which is what its words tell a player to do.
"""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence

from desktop import tutorial
from desktop.shell.main_window import MainWindow
from desktop.tutorial import store
from tests import fit
from tests.screens import screenshot_dir
from tests.unpainted import unpainted

GAMES = [g for g in tutorial.GAMES if tutorial.has_lesson(g)]


@pytest.fixture
def window(qtbot, configured_app, monkeypatch):
    from desktop.widgets import results

    monkeypatch.setattr(results.ResultsDialog, "exec", lambda self: 0)
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    w.windowHandle().requestActivate()
    qtbot.waitUntil(w.isActiveWindow)
    yield w
    fit.use_language("en")
    w.close()


def _key(name: str) -> Qt.Key:
    return QKeySequence(name)[0].key()


#: how the coach's words write a key
KEY_WORDS = {"Return": "Enter", "Escape": "Esc", "Right": "→", "Left": "←", "Up": "↑", "Down": "↓"}
KEY_WORDS_FR = {"Return": "Entrée", "Escape": "Échap", "Space": "Espace"}


def key_word(key: str) -> str:
    if QCoreApplication.translate("Tutorial", "Player") != "Player" and key in KEY_WORDS_FR:
        return KEY_WORDS_FR[key]
    return KEY_WORDS.get(key, key)


def press(qtbot, view, group: str) -> None:
    """Keys typed one after the other, to the focused widget of the table (as a player types)."""
    from PySide6.QtWidgets import QApplication

    for key in group.split("+"):
        focus = QApplication.focusWidget()
        if focus is None or not (focus is view or view.isAncestorOf(focus)):
            view.window().page.tutorial.focus_table()   # the player Tabs back into the table
            focus = QApplication.focusWidget()
        target = focus if focus is not None and (focus is view or view.isAncestorOf(focus)) else view
        qtbot.keyClick(target, _key(key))
        QApplication.processEvents()


def names_key(text: str, key: str) -> bool:
    """The coach's words name this key ("press D", "press 3", "Enter", "→")."""
    return re.search(rf"(?<![\w]){re.escape(key)}(?![\w])", text) is not None


def wait_turn(qtbot, runner) -> None:
    s = runner.session
    qtbot.waitUntil(lambda: s.is_over() or (s.active_human() == 0 and not s.is_thinking()), timeout=20000)


def follow_one_step(qtbot, runner) -> None:
    """What a player does with the coach's words on screen (once they are there: a move step's words
    wait for the computer's move they tell)."""
    qtbot.waitUntil(lambda: not runner.waiting, timeout=20000)
    coach, view, session = runner.coach, runner.page.view, runner.session
    text = coach.text.text()
    step = runner.step
    before = runner.index
    if not coach.next_button.isHidden():
        assert "F3" in text or runner.index == len(runner.steps) - 1 or step.target is not None, text
        qtbot.mouseClick(coach.next_button, Qt.MouseButton.LeftButton)
        return
    for group in step.keys:
        for key in group.split("+"):
            assert names_key(text, key_word(key)), f"step {before}: the text does not name {key!r}: {text}"
    wait_turn(qtbot, runner)
    if runner.index != before:
        return
    if not step.free:
        for group in step.keys:
            press(qtbot, view, group)
        qtbot.waitUntil(lambda: runner.index != before, timeout=5000)
        return
    moves = len(session.history)
    for group in step.keys:   # play on: the moves the text suggests, in its order, until one is made
        press(qtbot, view, group)
        if len(session.history) != moves:
            break
    assert len(session.history) != moves or runner.index != before, f"no key of {step.keys} moved: {text}"


def play_through(qtbot, runner, shots: str | None = None, limit: int = 400) -> None:
    """Every step followed to the last. The window is not painted meanwhile (what the player reads
    and presses is the coach's text and the table's keys; painting was more than half of this test's
    CPU, issue 28): the first and the last steps are drawn and looked at by the test."""
    last = len(runner.steps) - 1
    with unpainted(runner.page):
        for _ in range(limit):
            if runner.index == last:
                break
            follow_one_step(qtbot, runner)
    assert runner.index == last


def shoot(window, name: str) -> None:
    QCoreApplication.processEvents()
    folder = screenshot_dir()
    folder.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(folder / f"{name}.png"))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_tutorial_completed_by_following_only_the_coach(window, qtbot, game, language):
    fit.use_language(language)
    runner = tutorial.start(window, game)
    assert runner is not None and window.page.view.isVisible()
    lesson = runner.lesson
    taught = {r for s in runner.steps for r in s.teaches}
    assert set(lesson.rules) <= taught, set(lesson.rules) - taught
    rules_file = (fit.__file__ and __import__("pathlib").Path("/work/shared/rules") / f"{game}.md")
    if rules_file.exists():
        headings = {h.strip() for h in re.findall(r"^## (.+)$", rules_file.read_text(), re.M)}
        missing = headings - set(lesson.rules) - {"Hidden information", "Worked example (for tests)"}
        assert not missing, f"rules sections no step teaches: {missing}"
    qtbot.waitUntil(lambda: runner.highlight.rect_now() is not None or runner.step.target is None)
    assert fit.text_problems(runner.coach) == []
    assert any(said.startswith(runner.coach.heading.text()) for said in runner.page.view.announcer.spoken)
    assert runner.coach.accessibleName() and runner.coach.next_button.accessibleName()
    shoot(window, f"tutorial-{game}-{language}-first")
    window.resize(2560, 1440)   # the coach grows with the window, its words never clipped
    fit.settle(window)
    assert fit.text_problems(runner.coach) == []
    window.resize(1024, 700)
    fit.settle(window)
    play_through(qtbot, runner)
    assert store.is_done(game) and store.load_progress(game) is None
    assert fit.text_problems(runner.coach) == []
    shoot(window, f"tutorial-{game}-{language}-last")
    qtbot.mouseClick(runner.coach.next_button, Qt.MouseButton.LeftButton)
    assert window.session is None   # Finish: back to the library


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_move_gets_not_yet_and_changes_nothing(window, qtbot, game):
    runner = tutorial.start(window, game)
    session = runner.session
    wrong: list = []
    for _ in range(30):   # the first move step where another move is possible
        if runner.step.waits_for_move and not runner.step.free:
            wait_turn(qtbot, runner)
            wrong = [a for a in session.legal_actions(0) if not runner.step.expect(a)]
            if wrong:
                break
        follow_one_step(qtbot, runner)
    assert wrong, "no step refuses anything"
    before, index, moves = session.engine.encode(session.state), runner.index, len(session.history)
    assert session.submit(0, wrong[0]) is False
    assert session.engine.encode(session.state) == before and len(session.history) == moves
    assert runner.index == index
    assert not runner.coach.not_yet.isHidden() and runner.coach.not_yet.text().startswith("Not yet")
    assert any(s.startswith("Not yet") for s in runner.page.view.announcer.spoken)


@pytest.mark.parametrize("game", GAMES)
def test_leave_and_resume_at_the_same_step_then_offer_to_skip(window, qtbot, game, monkeypatch):
    runner = tutorial.start(window, game)
    for _ in range(12):
        if runner.index >= 4:
            break
        follow_one_step(qtbot, runner)
    wait_turn(qtbot, runner)
    index, actions = runner.index, runner.session.encoded_actions()
    qtbot.mouseClick(runner.coach.leave_button, Qt.MouseButton.LeftButton)
    assert window.session is None
    asked = []
    runner = tutorial.start(window, game, ask=lambda parent, title, progress: asked.append(progress) or "continue")
    assert asked == [True]
    assert runner.index == index and runner.session.encoded_actions()[:len(actions)] == actions
    follow_one_step(qtbot, runner)   # and it goes on from there
    assert runner.index >= index
    qtbot.mouseClick(runner.coach.leave_button, Qt.MouseButton.LeftButton)
    opened = []
    monkeypatch.setattr(window, "new_game", lambda g: opened.append(g))
    assert tutorial.start(window, game, ask=lambda *a: "skip") is None
    assert opened == [game] and window.session is None


def test_library_has_learn_to_play_and_offers_it_once(qtbot, configured_app):
    first = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(first)
    lib = first.library
    assert lib.tutorial_offer is not None
    for game in GAMES:
        button = lib.learn_buttons[game]
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus and button.accessibleName()
    second = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(second)
    assert second.library.tutorial_offer is None
