"""Start-up imports only what the library needs (issue 28): pyqtgraph, PyOpenGL, the engines' search,
the games' engines and views, the sessions and the table kit's game pages come when a game (or the
statistics, or a plot) needs them. The app is started for real in a subprocess (as `python -m desktop`
with KOTATSU_EXIT_AFTER_START_MS), under the test session's display, and lists its modules once the
library is shown. The library's titles and player counts, known without importing the engines, are
checked against the engines."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import engines
from desktop.games import playable, view_class
from desktop.shell.library import game_title, player_range
from engines import CATALOGUE

ROOT = Path(__file__).resolve().parent.parent

#: modules (and their submodules) a start-up to the library must not import: what only a game, the
#: statistics, a plot, a table across computers or a lesson needs (the engines' core too: the library
#: has the titles and player counts of engines.CATALOGUE)
NOT_AT_START = ("pyqtgraph", "OpenGL", "numpy", "engines.search", "engines.core", "engines.players",
                "desktop.session.local", "desktop.session.saves", "desktop.session.table",
                "desktop.shell.game_page", "desktop.shell.statistics", "desktop.shell.invitation",
                "desktop.shell.remote_join", "desktop.network", "PySide6.QtNetwork", "desktop.storage.stats",
                "sqlite3", "desktop.widgets.score_plot", "desktop.widgets.results", "desktop.games.base",
                "desktop.tutorial.session", "desktop.tutorial.lesson", "desktop.rules.dialog",
                "desktop.sound.control", "desktop.sound.player", "desktop.sound.cues", "desktop.sound.table_sounds",
                "desktop.sound.synth", "desktop.sound.server", "desktop.shell.dialogs",
                *(f"engines.{game}" for game in engines.NAMES),
                *(f"desktop.games.{game}.view" for game in engines.NAMES))

CHILD = """
import gc, json, sys
from desktop.__main__ import run
code = run()
print("GC " + json.dumps({"enabled": gc.isenabled(), "frozen": gc.get_freeze_count()}), flush=True)
print("MODULES " + json.dumps(sorted(sys.modules)), flush=True)
sys.exit(code)
"""


def _start(tmp_path: Path) -> tuple[str, list[str], dict]:
    env = dict(os.environ, KOTATSU_DATA_DIR=str(tmp_path), KOTATSU_EXIT_AFTER_START_MS="1")
    env.pop("QT_QPA_PLATFORM", None)
    out = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120, stdin=subprocess.DEVNULL)
    assert out.returncode == 0, out.stderr[-3000:]
    started = [line for line in out.stdout.splitlines() if line.startswith("KOTATSU_STARTED")]
    modules = [line for line in out.stdout.splitlines() if line.startswith("MODULES ")]
    collector = [line for line in out.stdout.splitlines() if line.startswith("GC ")]
    assert started and modules and collector, out.stdout[-2000:] + out.stderr[-2000:]
    return started[0], json.loads(modules[0].removeprefix("MODULES ")), json.loads(collector[0].removeprefix("GC "))


@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs a display (pytest-xvfb gives one)")
def test_the_library_shows_without_importing_what_only_a_game_needs(tmp_path: Path) -> None:
    started, modules, collector = _start(tmp_path)
    assert "page=Library" in started and "visible=True" in started
    # the garbage collector, off during start-up, is back once the library is shown, start-up's objects frozen
    assert collector["enabled"] is True and collector["frozen"] > 10_000
    loaded = [m for m in modules if any(m == name or m.startswith(name + ".") for name in NOT_AT_START)]
    assert loaded == []
    assert "desktop.shell.library" in modules and "desktop.shell.main_window" in modules


def test_the_catalogue_says_what_the_engines_say() -> None:
    assert sorted(CATALOGUE) == sorted(engines.NAMES)
    for game in engines.NAMES:
        engine = engines.get(game)
        assert CATALOGUE[game] == (engine.title, engine.min_players, engine.max_players)
        assert game_title(game) == engine.title
        assert player_range(game) == (engine.min_players, engine.max_players)


def test_playable_is_found_without_importing_and_agrees_with_the_views() -> None:
    for game in engines.NAMES:
        assert playable(game) == (view_class(game) is not None)
    assert not playable("chess")


WARM = """
import json, sys
from desktop.launch import warmup
before = [m for m in ("pyqtgraph", "pyqtgraph.opengl", "OpenGL.GL", "engines.search") if m in sys.modules]
warmup.start(warmup.MODULES + ("no_such_module_here",))
assert warmup.start() is warmup.start()  # once
print("WARM " + json.dumps({"before": before, "done": warmup.wait(120), "timings": warmup.timings,
                            "loaded": [m for m in warmup.MODULES if m in sys.modules]}), flush=True)
"""


def test_the_warm_up_imports_what_the_games_need_on_its_thread_and_survives_a_failure() -> None:
    out = subprocess.run([sys.executable, "-c", WARM], cwd=ROOT, capture_output=True, text=True, timeout=180,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert out.returncode == 0, out.stderr[-3000:]
    line = next(line for line in out.stdout.splitlines() if line.startswith("WARM "))
    result = json.loads(line.removeprefix("WARM "))
    from desktop.launch import warmup

    assert result["before"] == [] and result["done"] is True
    assert result["loaded"] == list(warmup.MODULES)
    assert result["timings"]["no_such_module_here"] is None
    assert all(result["timings"][m] > 0 for m in warmup.MODULES)


@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs a display (pytest-xvfb gives one)")
def test_the_app_warms_up_after_the_library_is_shown(tmp_path: Path) -> None:
    env = dict(os.environ, KOTATSU_DATA_DIR=str(tmp_path), KOTATSU_EXIT_AFTER_START_MS="1500")
    env.pop("QT_QPA_PLATFORM", None)
    # the interpreter ends after the warm-up's thread: its modules are listed at exit
    child = CHILD.replace("print(", "import atexit\natexit.register(lambda: print(").replace(
        "flush=True)", "flush=True))")
    out = subprocess.run([sys.executable, "-c", child], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=180, stdin=subprocess.DEVNULL)
    assert out.returncode == 0, out.stderr[-3000:]
    modules = json.loads(next(line for line in out.stdout.splitlines() if line.startswith("MODULES "))[8:])
    from desktop.launch import warmup

    assert [m for m in warmup.MODULES if m not in modules] == []


def test_the_focus_keeper_watches_the_application_once_a_dialog_or_menu_may_open(qtbot, configured_app) -> None:
    """No application event filter before the keyboard leaves the window or a menu opens (its first event
    of a Qt-private object class made PySide create ~140 enum types before the first paint)."""
    from PySide6.QtWidgets import QPushButton

    from desktop.shell.main_window import MainWindow

    for opening in ("menu", "dialog", "nowhere"):
        window = MainWindow()
        qtbot.addWidget(window)
        keeper = window.focus_keeper
        assert keeper.watching is False
        keeper._focus_changed(None, window.library.cards[0])  # within the window: nothing to give back
        assert keeper.watching is False
        if opening == "menu":
            window.menuBar().actions()[0].menu().aboutToShow.emit()
        elif opening == "dialog":
            button = QPushButton()
            qtbot.addWidget(button)
            keeper._focus_changed(window.library.cards[0], button)  # the keyboard is in another window
        else:
            keeper._focus_changed(window.library.cards[0], None)  # the window lost the keyboard
        assert keeper.watching is True
