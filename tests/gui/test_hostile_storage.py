"""Never stuck (issue 13): an unusable data folder or a full disk never stops start-up or New game (a
lasting notice says games are not being saved, and why); closing or starting a new game while the hard
player thinks never freezes the window; no results dialog is kept per game; players' names are plain
text in every widget of the shell."""
from __future__ import annotations

import errno
import gc
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from desktop.session.local import Seat
from desktop.shell.main_window import MainWindow, ResultsDialog, ResumeDialog, StatisticsDialog
from desktop.shell.newgame import NewGameChoice
from tests.unpainted import unpainted

ROOT = Path(__file__).resolve().parents[2]


def settle() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()


@pytest.fixture
def window(qtbot, configured_app, monkeypatch):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    w.warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: w.warnings.append(str(args[2])))
    monkeypatch.setattr(QMessageBox, "information", lambda *args: w.warnings.append(str(args[2])))
    yield w
    w.close()


def play_a_move(session) -> None:
    if session.active_human() is None and session.handover_to is not None:
        session.accept_handover()
    seat = session.active_human()
    assert seat is not None
    assert session.submit(seat, session.legal_actions(seat)[0])


# ---------------------------------------------------------------------------- storage
def test_an_unusable_data_folder_lets_the_app_start_and_play_with_a_lasting_notice(qtbot, configured_app,
                                                                                    tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder's parent should be", encoding="utf-8")
    monkeypatch.setenv("KOTATSU_DATA_DIR", str(blocker / "data"))  # nothing can be made under it
    errors = []
    monkeypatch.setattr(sys, "excepthook", lambda *exc: errors.append(exc))
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    w.offer_resume(at_start=True)
    session = w.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Bob", "computer", "easy")], {}, 4))
    qtbot.waitUntil(lambda: session.active_human() is not None, timeout=10_000)
    play_a_move(session)
    qtbot.waitUntil(lambda: session.active_human() is not None or session.is_over(), timeout=10_000)
    assert not errors
    assert w.notice.isVisible()
    assert "not being saved" in w.notice.message()
    # it lasts: still there after a while and more moves, not a status message that times out
    qtbot.wait(200)
    play_a_move(session)
    assert w.notice.isVisible() and "not being saved" in w.notice.message()
    w.close()


def test_a_full_disk_gives_one_lasting_notice_that_goes_when_writing_works_again(window, qtbot, monkeypatch):
    # the autosave writes through desktop.session.saves since the session's parts were split (ef64af5):
    # patching desktop.session.local's name, as this test did, no longer reached it
    import desktop.session.saves as session_module

    real = session_module.write_atomically
    full = {"on": True}

    def writer(path, text, **how):
        if full["on"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, text, **how)

    monkeypatch.setattr(session_module, "write_atomically", writer)
    session = window.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Bob")], {}, 4))
    messages = []
    window.statusBar().messageChanged.connect(messages.append)
    for _ in range(4):
        play_a_move(session)
    assert window.notice.isVisible() and "disk is full" in window.notice.message()
    assert not any("disk" in m for m in messages), "no status-bar message per move"
    full["on"] = False
    play_a_move(session)
    assert not window.notice.isVisible()
    assert session.autosave_path().exists()
    assert not [p for p in session.autosave_path().parent.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root to run as nobody")
def test_a_read_only_data_folder_without_autosave_folder_lets_the_window_play(configured_app):
    """As the user nobody (root ignores permissions): start-up, resume at start and a New game in a data
    folder it may not write (chmod 555, no autosave folder yet)."""
    script = r"""
import json, sys
from desktop.launch.startup import configure
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
configure(app)
errors = []
sys.excepthook = lambda *exc: errors.append(repr(exc[1]))
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from desktop.session.local import Seat
w = MainWindow(computer_delay_ms=0)
w.show()
w.offer_resume(at_start=True)
s = w.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Bob")], {}, 3))
for _ in range(6):
    if s.active_human() is None:
        s.accept_handover()
    seat = s.active_human()
    s.submit(seat, s.legal_actions(seat)[0])
    app.processEvents()
print(json.dumps({"moves": len(s.history), "notice": w.notice.message(), "errors": errors}))
w.close()
"""
    folder = Path(tempfile.mkdtemp(prefix="kotatsu-readonly-"))
    try:
        os.chmod(folder, 0o555)
        env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "HOME": str(folder),
               "KOTATSU_DATA_DIR": str(folder)}
        done = subprocess.run(["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", sys.executable,
                               "-c", script], env=env, capture_output=True, text=True, timeout=120, cwd=str(ROOT))
        assert done.returncode == 0, done.stderr[-3000:]
        report = json.loads(done.stdout.strip().splitlines()[-1])
        assert report["errors"] == []
        assert report["moves"] == 6
        assert "not being saved" in report["notice"]
        assert not (folder / "autosave").exists()
    finally:
        os.chmod(folder, 0o755)
        for p in sorted(folder.rglob("*"), reverse=True):
            p.unlink() if p.is_file() else p.rmdir()
        folder.rmdir()


# ---------------------------------------------------------------------------- a thinking hard player
def _thinking_hard_game(window, qtbot, seed):
    window.hard_budget_s = 5.0  # the menu's longest
    seats = [Seat("Hard", "computer", "hard"), Seat("Harder", "computer", "hard")]
    session = window.start(NewGameChoice("coloretto", seats, {}, seed))
    qtbot.waitUntil(session.is_thinking, timeout=10_000)
    time.sleep(0.3)  # well into its search
    return session


def test_closing_the_window_while_the_hard_player_thinks_returns_at_once(window, qtbot):
    _thinking_hard_game(window, qtbot, 11)
    started = time.monotonic()
    window.close()
    assert time.monotonic() - started < 0.2


def test_a_new_game_while_the_hard_player_thinks_does_not_wait_for_it(window, qtbot):
    choice = NewGameChoice("coloretto", [Seat("Ann"), Seat("Bob")], {}, 2)
    started = time.monotonic()
    window.start(choice)
    idle = time.monotonic() - started
    _thinking_hard_game(window, qtbot, 12)
    started = time.monotonic()
    window.start(choice)
    busy = time.monotonic() - started
    assert busy < idle + 0.2, f"new game took {busy:.2f} s while the hard player thought ({idle:.2f} s idle)"
    started = time.monotonic()
    window.show_library()
    assert time.monotonic() - started < 0.2


# ---------------------------------------------------------------------------- no dialog kept per game
def test_no_results_dialog_survives_several_games(window, qtbot):
    answered = []

    def answer() -> None:  # the real dialog, answered as a player would ("Look at the table")
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, ResultsDialog) and widget.isVisible():
                answered.append(widget.table.topLevelItemCount())
                widget.reject()

    closer = QTimer()
    closer.timeout.connect(answer)
    closer.start(30)
    try:
        with unpainted(window):   # dialogs are counted, not pixels (issue 28)
            for game in range(3):
                seats = [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")]
                window.start(NewGameChoice("coloretto", seats, {}, 40 + game))
                qtbot.waitUntil(lambda n=game: len(answered) == n + 1, timeout=60_000)
    finally:
        closer.stop()
    window.show_library()
    settle()
    gc.collect()
    assert answered == [2, 2, 2]
    assert window.findChildren(ResultsDialog) == []
    alive = [o for o in gc.get_objects() if isinstance(o, ResultsDialog) and shiboken6.isValid(o)]
    assert alive == []


# ---------------------------------------------------------------------------- names are plain text
NAMES = ["<img src=/etc/passwd>", "<b>x</b>"]


def _rich_names(root) -> list[str]:
    """Labels that would read a player's name as markup."""
    found = []
    for label in root.findChildren(QLabel) + ([root] if isinstance(root, QLabel) else []):
        text = label.text()
        if label.textFormat().name == "PlainText":
            continue
        for name in NAMES:
            if name in text and (label.textFormat().name == "RichText" or Qt_might_be_rich(text)):
                found.append(f"{type(label.parent()).__name__}: {text!r}")
    return found


def Qt_might_be_rich(text: str) -> bool:  # noqa: N802
    from PySide6.QtGui import Qt as GuiQt

    return bool(GuiQt.mightBeRichText(text))


def test_players_names_are_plain_text_in_every_shell_widget(window, qtbot, monkeypatch):
    seats = [Seat(NAMES[0]), Seat(NAMES[1])]
    session = window.start(NewGameChoice("coloretto", seats, {}, 5))
    page = window.page
    for name in NAMES:  # the hand-over screen (Coloretto has none: shown here directly)
        page.handover.show_for(name)
        assert name in page.handover.title.text() and name in page.handover.button.text()
        assert _rich_names(page.handover) == []
    for _ in range(6):
        play_a_move(session)
    assert _rich_names(window) == []
    panel_text = " ".join(label.text() for label in page.players.labels)
    assert "&lt;img src=/etc/passwd&gt;" in panel_text and "&lt;b&gt;x&lt;/b&gt;" in panel_text
    log = [page.log.item(i).text() for i in range(page.log.count())]
    assert any(NAMES[0] in line for line in log) or any(NAMES[1] in line for line in log)
    # the resume list (the game kept for later), and resuming it
    window.show_library()
    shown = []

    def pick(dialog):
        shown.append(dialog)
        dialog.selected = dialog._games[0]
        return 1

    monkeypatch.setattr(ResumeDialog, "exec", pick)
    window.offer_resume()
    assert NAMES[0] in shown[0].list.item(0).text()
    assert _rich_names(shown[0]) == []
    session = window.session
    assert session is not None and [s.name for s in session.seats] == NAMES
    # the results and the statistics
    results = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: results.append(self) or 0)
    while not session.is_over():
        play_a_move(session)
    qtbot.waitUntil(lambda: bool(results), timeout=10_000)
    assert _rich_names(results[0]) == []
    assert any(name in results[0].findChildren(QLabel)[0].text() for name in NAMES) or \
        results[0].table.topLevelItemCount() == 2
    stats = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: stats.append(self) or 0)
    window.show_statistics()
    assert _rich_names(stats[0]) == []
