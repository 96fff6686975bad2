"""The application shell: library, new-game dialog, opening bad files, resuming, results and statistics."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QMessageBox, QSpinBox

import engines
from desktop.games import playable
from desktop.session.local import GameSession, Seat
from desktop.shell.main_window import MainWindow, ResultsDialog
from desktop.shell.newgame import NewGameChoice, NewGameDialog, daily_seed
from desktop.storage import paths
from desktop.storage.stats import Statistics

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(qtbot, configured_app):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


def test_library_shows_the_five_games_and_only_built_ones_start(window):
    cards = window.library.cards
    assert [c.game for c in cards] == list(engines.NAMES)
    for card in cards:
        assert card.accessibleName()
        assert card.ready == playable(card.game)
        if not card.ready:
            assert "coming" in card.accessibleName()


def test_library_card_grab_draws_a_picture(window):
    image = window.library.cards[3].grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(20, image.width() - 20, 9)
               for y in range(20, int(image.height() * 0.5), 9)}
    assert len(colours) > 8, "the cover is drawn, not a blank box"


@pytest.mark.parametrize("game", [g for g in engines.NAMES if engines.available(g)])
def test_new_game_dialog_reads_the_options_schema_with_defaults(qtbot, configured_app, game):
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    engine = engines.get(game)
    choice = dialog.choice()
    assert engine.min_players <= len(choice.seats) <= engine.max_players
    assert choice.options == engine.resolve_options(None)
    for spec in engine.options_schema:
        widget = dialog.option_widgets[spec["name"]]
        assert isinstance(widget, {"choice": QComboBox, "int": QSpinBox, "bool": QCheckBox}[spec["kind"]])
        assert widget.accessibleName()
    dialog.count.setValue(engine.max_players)
    assert len(dialog.choice().seats) == engine.max_players


def test_daily_seed_is_the_same_all_day_and_changes_next_day():
    import datetime

    d = datetime.date(2026, 11, 29)
    assert daily_seed(d) == daily_seed(d)
    assert daily_seed(d) != daily_seed(d + datetime.timedelta(days=1))


@pytest.mark.parametrize("content", [b"", b"{not json", b"\x89PNG\r\n\x1a\n\x00\x00", b'{"format": "kotatsu-save"}',
                                     b'{"format": "kotatsu-save", "version": 7, "game": "coloretto"}',
                                     b'{"format": "kotatsu-save", "version": 1, "game": "chess"}'])
def test_opening_a_damaged_or_foreign_file_says_so_and_changes_nothing(window, tmp_path, monkeypatch, content):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    path = tmp_path / "game.kotatsu"
    path.write_bytes(content)
    before = window.pages.currentWidget()
    assert window.open_path(path) is False
    assert shown and path.name in shown[0]
    assert window.pages.currentWidget() is before and window.session is None


@pytest.mark.skipif(not playable("coloretto"), reason="needs Coloretto")
def test_save_as_then_open_gives_back_the_same_game(window, qtbot, tmp_path):
    session = window.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("B", "computer"), Seat("C", "computer")],
                                         {}, 12))
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    session.submit(0, session.legal_actions(0)[0])
    qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)
    path = tmp_path / "saved.kotatsu"
    session.save_to(path)
    encoded = session.engine.encode(session.state)
    assert window.open_path(path)
    assert window.session is not session
    assert window.session.engine.encode(window.session.state) == encoded


@pytest.mark.skipif(not playable("coloretto"), reason="needs Coloretto")
def test_unfinished_games_are_offered_on_start(window, qtbot):
    session = window.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("B", "computer")], {}, 5))
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    found = window.unfinished_games()
    assert [save["id"] for _, save in found] == [session.game_id]


@pytest.mark.skipif(not playable("coloretto"), reason="needs Coloretto")
def test_a_finished_game_shows_results_and_is_kept_in_the_statistics(window, qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: shown.append(self) or 0)
    seats = [Seat("Bot A", "computer", "easy"), Seat("Bot B", "computer", "normal")]
    session = window.start(NewGameChoice("coloretto", seats, {}, 21))
    qtbot.waitUntil(lambda: bool(shown), timeout=60_000)
    dialog = shown[0]
    assert dialog.table.topLevelItemCount() == 2
    scores = session.engine.scores(session.state)
    texts = sorted(int(dialog.table.topLevelItem(i).text(1)) for i in range(2))
    assert texts == sorted(scores)
    stats = Statistics(paths.stats_path())
    recent = stats.recent()
    assert recent and recent[0]["id"] == session.game_id
    assert [p["score"] for p in recent[0]["players"]] == scores
    stats.close()


def test_statistics_personal_best_respects_lowest_wins(tmp_path):
    stats = Statistics(tmp_path / "s.sqlite3")
    for i, score in enumerate([12, 9, 15]):
        stats.record(game_id=f"g{i}", game="rolling_japan", started_at=0.0, seed=i, options={},
                     players=[{"name": "Ann", "kind": "human", "level": "normal", "score": score, "won": True}])
    assert stats.personal_best("rolling_japan", "Ann", lowest_wins=True) == 9
    assert stats.personal_best("rolling_japan", "Ann", lowest_wins=False) == 15
    assert [s for _, s in stats.scores("rolling_japan", "Ann", solo_only=True)] == [12, 9, 15]
    stats.close()


KILL_SCRIPT = """
import os, sys, time
from PySide6.QtCore import QCoreApplication, QTimer
from desktop.session.local import GameSession, Seat
app = QCoreApplication([])
s = GameSession("coloretto", [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")], seed=3,
                autosave_dir=sys.argv[1], computer_delay_ms=0, game_id="killed")
s.action_applied.connect(lambda *a: print(len(s.history), flush=True))
s.start()
app.exec()
"""


@pytest.mark.skipif(not engines.available("coloretto"), reason="needs Coloretto")
def test_killing_the_process_at_any_moment_loses_at_most_the_move_being_made(tmp_path, configured_app):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-c", KILL_SCRIPT, str(tmp_path)], stdout=subprocess.PIPE, env=env,
                            text=True)
    assert proc.stdout is not None
    moves = 0
    deadline = time.time() + 30
    while moves < 15 and time.time() < deadline:
        line = proc.stdout.readline()
        if line.strip().isdigit():
            moves = int(line)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert moves >= 15
    save = tmp_path / "killed.json"
    assert save.exists()
    resumed = GameSession.load(save, computer_delay_ms=0)
    assert len(resumed.history) >= moves - 1
    resumed.close()


def test_python_m_desktop_and_the_kotatsu_command_start_the_same_main():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["project"]["gui-scripts"]["kotatsu"] == "desktop.app:main"
    assert "from desktop.app import main" in (ROOT / "desktop" / "__main__.py").read_text()


def test_keyboard_starts_a_game_from_the_library(window, qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(window, "new_game", lambda game: opened.append(game))
    window.library.chosen.disconnect()
    window.library.chosen.connect(window.new_game)
    ready = [c for c in window.library.cards if c.ready]
    if not ready:
        pytest.skip("no game built")
    ready[0].setFocus()
    qtbot.keyClick(ready[0], Qt.Key.Key_Return)
    assert opened == [ready[0].game]


@pytest.mark.skipif(not playable("coloretto"), reason="needs Coloretto")
def test_hint_shows_the_hard_players_suggestion_with_a_reason(window, qtbot):
    window.hard_budget_s = 0.1
    session = window.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("B", "computer", "easy")], {}, 8))
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    assert window.act_hint.isEnabled()
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=20_000)
    message = window.statusBar().currentMessage()
    legal_texts = [session.engine.describe(session.state, a) for a in session.legal_actions(0)]
    assert any(text in message for text in legal_texts)
    assert " — " in message, "the hint gives a reason"


def test_arrow_keys_move_between_the_games_of_the_library(window, qtbot):
    cards = [c for c in window.library.cards if c.ready]
    if len(cards) < 2:
        pytest.skip("needs two built games")
    window.activateWindow()
    qtbot.waitActive(window)
    cards[0].setFocus()
    qtbot.waitUntil(cards[0].hasFocus)
    qtbot.keyClick(cards[0], Qt.Key.Key_Right)
    qtbot.waitUntil(cards[1].hasFocus)
    qtbot.keyClick(cards[1], Qt.Key.Key_Left)
    qtbot.waitUntil(cards[0].hasFocus)


@pytest.mark.skipif(not playable("pueblo"), reason="needs Pueblo")
def test_results_wait_for_the_end_of_game_animation(window, qtbot, monkeypatch):
    """Pueblo's final lap is animated: the results come only once it has finished or been skipped."""
    shown = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: shown.append(window.page.view.is_presenting()) or 0)
    seats = [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")]
    session = window.start(NewGameChoice("pueblo", seats, {}, 4))
    qtbot.waitUntil(session.is_over, timeout=120_000)
    qtbot.waitUntil(lambda: bool(shown) or window.page.view.is_presenting(), timeout=5_000)
    if not shown:
        window.page.view.skip_animations()
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    assert shown == [False]


def test_the_application_has_its_own_icon(configured_app):
    icon = configured_app.windowIcon()
    assert not icon.isNull()
    image = icon.pixmap(48, 48).toImage()
    assert len({image.pixelColor(x, y).name() for x in range(0, 48, 4) for y in range(0, 48, 4)}) > 4


@pytest.mark.skipif(not playable("rolling_japan"), reason="needs Rolling Japan")
def test_rolling_japan_hint_names_a_legal_write_and_the_x_it_expects(window, qtbot):
    window.hard_budget_s = 0.2
    session = window.start(NewGameChoice("rolling_japan", [Seat("Ann")], {}, 8))
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=20_000)
    message = window.statusBar().currentMessage()
    legal_texts = [session.engine.describe(session.state, a) for a in session.legal_actions(0)]
    assert any(text in message for text in legal_texts)
    assert "X at the end" in message and "simulated game" in message   # one or more: the budget is CPU time, a loaded machine may give one


# ---------------------------------------------------------------------------- issue 15: the shell's parts
def _game_with_a_move(window, qtbot, seed=3):
    session = window.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Bob")], {}, seed))
    seat = session.active_human()
    assert session.submit(seat, session.legal_actions(seat)[0])
    assert session.autosave_path().exists()
    return session


@pytest.mark.parametrize("answer", ["stay", "keep", "abandon"])
def test_ctrl_l_during_a_game_asks_and_an_abandoned_game_is_not_offered_again(window, qtbot, monkeypatch, answer):
    asked = []
    monkeypatch.setattr(window, "ask_leave", lambda: asked.append(1) or answer)
    session = _game_with_a_move(window, qtbot)
    autosave = session.autosave_path()
    assert window.act_library.shortcut().toString() == "Ctrl+L"
    window.act_library.trigger()
    assert asked == [1]
    if answer == "stay":
        assert window.session is session and window.pages.currentWidget() is window.page
        return
    assert window.session is None and window.pages.currentWidget() is window.library
    assert autosave.exists() == (answer == "keep")
    assert [p for p, _ in window.unfinished_games()] == ([autosave] if answer == "keep" else [])


def test_ctrl_n_during_a_game_asks_before_the_new_game_replaces_it(window, qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(window, "ask_leave", lambda: asked.append(1) or "abandon")
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 1)
    session = _game_with_a_move(window, qtbot)
    old = session.autosave_path()
    window.act_new.trigger()
    assert asked == [1]
    assert window.session is not None and window.session is not session
    assert not old.exists()
    assert [p.name for p, _ in window.unfinished_games()] == [window.session.autosave_path().name]


def test_a_finished_or_untouched_game_is_left_without_asking(window, qtbot, monkeypatch):
    monkeypatch.setattr(window, "ask_leave", lambda: pytest.fail("asked"))
    session = window.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Bob")], {}, 3))
    if not session.history:
        window.go_to_library()
        assert window.session is None and window.unfinished_games() == []


def test_the_leave_dialog_offers_keep_abandon_and_go_back(window, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from desktop.shell import dialogs

    seen = []

    def press_abandon():
        box = QApplication.activeModalWidget()
        seen.append([b.text() for b in box.buttons()])
        next(b for b in box.buttons() if "Abandon" in b.text()).click()

    QTimer.singleShot(100, press_abandon)
    assert dialogs.ask_leave_game(window, "Coloretto") == dialogs.ABANDON
    assert sorted(seen[0]) == sorted(["&Keep for later", "&Abandon", "&Go back to the game"])


def test_titles_and_player_ranges_come_from_the_engines():
    from desktop.shell import library

    for game in engines.NAMES:
        engine = engines.get(game)
        assert library.game_title(game) == engine.title
        assert library.player_range(game) == (engine.min_players, engine.max_players)
    for module in ("main_window.py", "library.py", "dialogs.py", "window_files.py", "game_page.py"):
        text = (ROOT / "desktop" / "shell" / module).read_text(encoding="utf-8")
        assert "Siberia: The Card Game" not in text and "(2, 5)" not in text, module


def test_no_shell_module_is_over_450_lines():
    for module in ("shell/main_window.py", "shell/library.py", "shell/dialogs.py", "shell/window_files.py",
                   "shell/game_page.py", "shell/newgame.py", "storage/settings.py", "session/savefiles.py",
                   "launch/startup.py", "app.py", "shell/covers.py", "i18n.py", "storage/safeio.py"):
        lines = len((ROOT / "desktop" / module).read_text(encoding="utf-8").splitlines())
        assert lines <= 450, f"{module}: {lines} lines"


def test_personal_best_line_uses_plural_forms(window):
    from PySide6.QtCore import QCoreApplication

    from desktop.i18n import english_plural

    source = "{0}: personal best {1}, over %n finished game(s)."
    one = english_plural(QCoreApplication.translate("MainWindow", source, "", 1), 1)
    two = english_plural(QCoreApplication.translate("MainWindow", source, "", 2), 2)
    assert one.endswith("over 1 finished game.") and two.endswith("over 2 finished games.")


@pytest.mark.parametrize("game", list(engines.NAMES))
def test_a_rules_page_shows_its_title_once(configured_app, qtbot, game):
    from PySide6.QtWidgets import QTextBrowser

    from desktop.shell.main_window import RulesDialog

    dialog = RulesDialog(game)
    qtbot.addWidget(dialog)
    lines = [x.strip() for x in dialog.findChild(QTextBrowser).toPlainText().splitlines() if x.strip()]
    title = engines.get(game).title
    assert lines[0] == title and lines[1] != title


def test_statistics_columns_show_whole_game_names(window, qtbot, monkeypatch):
    from desktop.shell.main_window import StatisticsDialog

    window.stats.record(game_id="g1", game="rolling_japan", started_at=0.0, seed=1, options={},
                        players=[{"name": "Ann", "kind": "human", "level": "normal", "score": 9, "won": True}])
    shown = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: shown.append(self) or 0)
    window.show_statistics()
    dialog = shown[0]
    dialog.resize(dialog.sizeHint())
    dialog.show()
    from PySide6.QtWidgets import QTreeWidget

    for tree in dialog.findChildren(QTreeWidget):
        for row in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(row)
            for column in range(tree.columnCount() - 1):
                needed = tree.fontMetrics().horizontalAdvance(item.text(column))
                assert tree.columnWidth(column) >= needed, (item.text(column), tree.columnWidth(column), needed)
    dialog.close()


def test_new_game_seat_boxes_are_labelled(qtbot, configured_app):
    dialog = NewGameDialog("rolling_japan")
    qtbot.addWidget(dialog)
    for i, (label, name, kind, level) in enumerate(dialog.rows):
        assert label.buddy() is name
        for box in (name, kind, level):
            assert box.accessibleName() and str(i + 1) in box.accessibleName()
    assert [h.buddy() for h in dialog.headers] == list(dialog.rows[0][1:])


def test_library_cards_are_buttons_with_a_press_action_for_screen_readers(qtbot, configured_app):
    """Issue 16: a game card is read as a button (not a filler) and its press action opens the game."""
    from PySide6.QtGui import QAccessible, QAccessibleActionInterface

    from desktop.shell.main_window import MainWindow

    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    card = next(c for c in w.library.cards if c.ready)
    iface = QAccessible.queryAccessibleInterface(card)
    assert iface.role() == QAccessible.Role.Button
    assert iface.text(QAccessible.Text.Name).startswith(card.accessibleName()[:5])
    chosen = []
    card.chosen.disconnect()  # not the window's new-game dialog (modal) in this test
    card.chosen.connect(chosen.append)
    iface.actionInterface().doAction(QAccessibleActionInterface.pressAction())
    assert chosen == [card.game]


def test_each_playable_card_has_a_visible_new_game_button(window, qtbot, monkeypatch):
    """Issue 29, item 2: a real game is one visible button away, beside "Learn to play"."""
    opened = []
    monkeypatch.setattr(window, "new_game", lambda game: opened.append(game))
    window.library.chosen.disconnect()
    window.library.chosen.connect(window.new_game)
    ready = [c.game for c in window.library.cards if c.ready]
    assert sorted(window.library.play_buttons) == sorted(ready)
    for game, button in window.library.play_buttons.items():
        assert button.isVisible() and button.text() == "New game"
        assert engines.get(game).title in button.accessibleName()
        learn = window.library.learn_buttons.get(game)
        if learn is not None:   # side by side under the card
            assert abs(button.mapToGlobal(button.rect().center()).y()
                       - learn.mapToGlobal(learn.rect().center()).y()) <= 2
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert opened == ready
