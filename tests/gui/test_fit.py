"""Every text fits its room, and every window keeps the size asked (issue 15), with tests/fit.py:
the shell's own widgets (library, new-game dialog, statistics, rules, resume list) and every game at
both ends of its player range, at 1024x700, 1920x1080 and 2560x1440, in English and French.

The games in `tests.fit.NOT_YET_FITTED` are expected to fail (xfail, not strict) until their view is
on the table kit. The checker itself is tested on widgets made to clip, and on a clip seen today.
"""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

import engines
from tests import fit

GAMES = [g for g in engines.NAMES if engines.available(g)]


def _cases() -> list:
    cases = []
    for game in GAMES:
        engine = engines.get(game)
        marks = [pytest.mark.xfail(strict=False, reason="not on the table kit yet")] if game in fit.NOT_YET_FITTED \
            else []
        for n in sorted({engine.min_players, engine.max_players}):
            for language in fit.LANGUAGES:
                for size in fit.SIZES:
                    cases.append(pytest.param(game, n, language, size, marks=marks,
                                              id=f"{game}-{n}p-{language}-{size[0]}x{size[1]}"))
    return cases


@pytest.fixture(scope="module", autouse=True)
def _close_fit_windows():
    yield
    fit.close_windows()


@pytest.fixture
def app(configured_app):
    yield configured_app
    fit.use_language("en")


# ----------------------------------------------------------------------------------- the checker
def _host(qtbot, *widgets, width=400, layout=QHBoxLayout):
    host = QWidget()
    box = layout(host)
    for w in widgets:
        box.addWidget(w)
    qtbot.addWidget(host)
    host.show()
    host.resize(width, 120)
    fit.settle(host)
    return host


def test_checker_finds_a_squeezed_button_label_check_box_group_title_and_combo(qtbot, app):
    button = QPushButton("Extract coal (3)")
    button.setFixedWidth(60)
    label = QLabel("Computer 1 (computer)")
    label.setFixedWidth(50)
    check = QCheckBox("Show the values of every card")
    check.setFixedWidth(70)
    box = QGroupBox("Rules options of the game")
    box.setFixedWidth(60)
    combo = QComboBox()
    combo.addItem("Standard (six sea links)")
    combo.setFixedWidth(70)
    fine = QPushButton("OK")
    host = _host(qtbot, button, label, check, box, combo, fine)
    problems = fit.text_problems(host)
    assert any(p.startswith("button 'Extract coal (3)'") for p in problems), problems
    assert any(p.startswith("label 'Computer 1 (computer)'") for p in problems), problems
    assert any(p.startswith("check box 'Show the values") for p in problems), problems
    assert any(p.startswith("group box title 'Rules options") for p in problems), problems
    assert any(p.startswith("combo box 'Standard (six") for p in problems), problems
    assert not any("'OK'" in p for p in problems), problems


def test_checker_judges_wrapped_labels_by_height_and_long_words(qtbot, app):
    ok = QLabel("A long sentence that wraps over several lines without any trouble at all " * 2)
    ok.setWordWrap(True)
    short = QLabel("A long sentence that wraps over several lines and has no room for them " * 3)
    short.setWordWrap(True)
    short.setFixedHeight(20)
    word = QLabel("Supercalifragilisticexpialidocious")
    word.setWordWrap(True)
    word.setFixedWidth(60)
    host = _host(qtbot, ok, short, word, width=600, layout=QVBoxLayout)
    host.resize(600, 400)
    fit.settle(host)
    problems = fit.text_problems(host)
    assert not any(p.startswith("label (wrapped) 'A long sentence that wraps over several lines without")
                   for p in problems), problems
    assert any("has no room" in p for p in problems), problems
    assert any("Supercalifragilistic" in p for p in problems), problems


def test_checker_finds_elided_and_painted_text_and_narrow_cells(qtbot, app):
    class Painted(QWidget):
        def paintEvent(self, event):  # noqa: N802
            from PySide6.QtGui import QPainter

            p = QPainter(self)
            p.drawText(self.rect().adjusted(0, 0, -self.width() + 30, 0), Qt.AlignmentFlag.AlignLeft,
                       "✓ Taken by Computer 2")
            name = p.fontMetrics().elidedText("Hokkaido", Qt.TextElideMode.ElideRight, 20)
            p.drawText(0, 30, name)
            p.end()

    painted = Painted()
    painted.setMinimumSize(120, 40)
    tree = QTreeWidget()
    tree.setHeaderLabels(["Game", "Played"])
    tree.addTopLevelItem(QTreeWidgetItem(["Siberia: The Card Game", "3"]))
    tree.setColumnWidth(0, 40)
    host = _host(qtbot, painted, tree, width=500)
    with fit.recording() as record:
        host.grab()
    problems = fit.text_problems(host) + record.problems
    assert any(p.startswith("painted '✓ Taken by Computer 2'") for p in problems), problems
    assert any(p.startswith("elided 'Hokkaido'") for p in problems), problems
    assert any(p.startswith("cell 'Siberia: The Card Game'") for p in problems), problems


def test_window_fits_reports_a_window_forced_larger(qtbot, app):
    from PySide6.QtWidgets import QMainWindow

    window = QMainWindow()
    wide = QLabel("x")
    wide.setMinimumWidth(1200)
    window.setCentralWidget(wide)
    qtbot.addWidget(window)
    window.show()
    problems = fit.window_fits(window, (1024, 700))
    assert problems and problems[0].startswith("window asked 1024x700 is 1200x700"), problems
    wide.setMinimumWidth(100)
    assert fit.window_fits(window, (1024, 700)) == []


# clipped texts seen by hand in issue 15 (1024x700), as the checker words them
SEEN_IN_ISSUE_15 = {
    ("siberia", 4, "en"): ["window asked 1024x700 is 1075x700", "button '4. gold'"],  # "4. golc"
    ("rolling_japan", 8, "en"): ["window asked 1024x700 is 1024x1088", "button 'Confirm the roll (Enter)'",
                                 "painted 'Computer 1 (computer)'", "elided 'Hokkaido'"],
    ("r_eco", 5, "en"): ["window asked 1024x700 is 1138x703"],
}


@pytest.mark.parametrize("case", list(SEEN_IN_ISSUE_15), ids=lambda c: f"{c[0]}-{c[1]}p-{c[2]}")
def test_checker_catches_the_clipped_texts_seen_in_issue_15(configured_app, case):
    """The checker must see what a person saw (while the game's old view is in use; once its port
    lands the case only checks that the game's check runs)."""
    from desktop.games import view_class

    game, players, language = case
    problems = fit.check_game_fits(game, players, (1024, 700), language)
    old_view = view_class(game).__module__ == f"desktop.games.{game}_view"  # not moved onto the kit yet
    if game in fit.NOT_YET_FITTED and old_view:
        for expected in SEEN_IN_ISSUE_15[case]:
            assert any(p.startswith(expected) for p in problems), (expected, problems)


# ----------------------------------------------------------------------------------- the shell
def _capture_dialogs(monkeypatch):
    """QDialog.exec shows the dialog and returns at once (rejected); the dialogs shown are kept."""
    shown: list[QDialog] = []

    def exec_(self):
        self.show()
        fit.settle(self)
        shown.append(self)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(QDialog, "exec", exec_)
    return shown


def _dialog_problems(dialog: QDialog, size: tuple[int, int]) -> list[str]:
    problems = []
    hint = dialog.minimumSizeHint()
    if hint.width() > size[0] or hint.height() > size[1] - 40:
        problems.append(f"dialog {type(dialog).__name__} needs {hint.width()}x{hint.height()}, "
                        f"more than a {size[0]}x{size[1]} screen")
    with fit.recording() as record:
        dialog.grab()
        problems += fit.text_problems(dialog)
    return problems + record.problems


def _fill_statistics(window) -> None:
    players = [{"name": name, "kind": kind, "level": "normal", "score": score, "won": won}
               for name, kind, score, won in (("You", "human", 31, True), ("Computer 1", "computer", 27, False),
                                              ("Computer 2", "computer", 12, False))]
    for i, game in enumerate(GAMES):
        window.stats.record(game_id=f"fit-{game}", game=game, started_at=time.time() - 600 - i, seed=i,
                            options={}, players=players)


SHELL_PARTS = ("library", "new_game", "rules", "statistics", "resume")


def _shell_cases() -> list:
    cases = []
    for part in SHELL_PARTS:
        marks = [pytest.mark.xfail(strict=False, reason=fit.SHELL_NOT_YET_FITTED[part])] \
            if part in fit.SHELL_NOT_YET_FITTED else []
        for language in fit.LANGUAGES:
            cases.append(pytest.param(part, language, marks=marks, id=f"{part}-{language}"))
    return cases


@pytest.mark.parametrize(("part", "language"), _shell_cases())
def test_shell_widgets_fit(qtbot, app, monkeypatch, part, language):
    """The library at the three sizes; the dialogs (every game's new-game dialog at its largest
    player count, every rules page, the statistics with a finished game of each, the resume list)
    at their own size, which must fit a 1024x700 screen."""
    from desktop.session.local import Seat
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice

    fit.use_language(language)
    shown = _capture_dialogs(monkeypatch)
    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    problems: list[str] = []
    if part == "library":
        for size in fit.SIZES:
            problems += [f"library at {size[0]}x{size[1]}: {p}" for p in fit.settle_and_check(window, size)]
    elif part == "new_game":
        for game in GAMES:
            window.new_game(game)
            count = getattr(shown[-1], "count", None)
            if count is not None:
                count.setValue(engines.get(game).max_players)
    elif part == "rules":
        for game in GAMES:
            window.show_rules(game)
    elif part == "statistics":
        _fill_statistics(window)
        window.show_statistics()
    else:
        you = QCoreApplication.translate("NewGameDialog", "You")
        for game in GAMES[:2]:  # unfinished games for the resume list
            engine = engines.get(game)
            seats = [Seat(you, "human", "normal")] + [Seat(f"Computer {i}", "computer", "normal")
                                                       for i in range(1, engine.max_players)]
            window.start(NewGameChoice(game, seats, {}, 7))
        window.show_library()
        window.offer_resume()
    assert part == "library" or shown, f"no dialog was shown for {part}"
    for dialog in shown:
        fit.settle(dialog)
        problems += [f"{type(dialog).__name__}: {p}" for p in _dialog_problems(dialog, fit.SIZES[0])]
        dialog.close()
    window.close()
    assert not problems, "\n".join(problems)


# ----------------------------------------------------------------------------------- the games
@pytest.mark.slow  # a whole table built and laid out at each size: 0.5-4 s of CPU a case, cheaper after another size
@pytest.mark.parametrize(("game", "num_players", "language", "size"), _cases())
def test_game_fits(configured_app, game, num_players, language, size):
    problems = fit.check_game_fits(game, num_players, size, language)
    assert not problems, "\n".join(problems)
