"""Opening the first Pueblo table (issue 28): the start-up's warm-up prepares the 3D board on its
thread (desktop/games/pueblo/warm.py: the GL driver, the board's texture, the shader programs), and
every board draws with the programs of the application's GL share group instead of compiling its own
(scene_items.own_shader_caches). The pictures stay the same."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytest.importorskip("pyqtgraph.opengl")


def _board(qtbot):
    from desktop.games.pueblo.scene import PuebloScene
    board = PuebloScene()
    qtbot.addWidget(board)
    board.resize(420, 300)
    board.show()
    qtbot.waitExposed(board)
    qtbot.waitUntil(lambda: board.frames > 0 or not board.isValid(), timeout=15000)
    if not board.isValid():
        pytest.skip("no OpenGL context here")
    return board


def _programs() -> tuple:
    from pyqtgraph.opengl import shaders
    from pyqtgraph.opengl.items.GLImageItem import GLImageItem
    from pyqtgraph.opengl.items.GLLinePlotItem import GLLinePlotItem
    return (shaders.getShaderProgram(None).prog, shaders.getShaderProgram("shaded").prog,
            GLImageItem._shaderProgram, GLLinePlotItem._shaderProgram)


@pytest.mark.gl
def test_a_second_board_draws_with_the_first_boards_programs(qtbot) -> None:
    first = _board(qtbot)
    programs = _programs()
    picture = first.grabFramebuffer()
    second = _board(qtbot)
    assert _programs() == programs   # compiled once for the share group (each board compiled them before)
    assert second.grabFramebuffer() == picture


@pytest.mark.gl
def test_the_warm_up_prepares_the_board_on_its_thread(qtbot) -> None:
    """In a new process (tests/gui/pueblo_warm_probe.py), as at a start: the warm-up's thread compiles the
    programs in its own context while the GUI thread goes on, and the first board draws with them, the
    same picture as a board that compiled its own. (Faking a new app in this process, by forgetting the
    programs while earlier boards' contexts lived, crashed Mesa in a later draw.)"""
    import hashlib

    reference = _board(qtbot).grabFramebuffer()
    done = subprocess.run([sys.executable, "-m", "tests.gui.pueblo_warm_probe"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert done.returncode == 0 and lines, f"exit {done.returncode}: {done.stderr[-2000:]}"
    probe = json.loads(lines[-1])
    if not probe["usable"]:
        pytest.skip("the warm-up prepares GL on X11 with shared contexts only")
    assert probe["prepared"] and probe["programs"]   # compiled on the thread, in its own context
    assert probe["kept"]   # the board drew with them and compiled nothing
    assert probe["digest"] == hashlib.sha256(bytes(reference.constBits())).hexdigest()
    assert probe["again"] is False   # once a board has drawn there is nothing left to prepare
