"""Opening the first Pueblo table (issue 28): the start-up's warm-up prepares the 3D board on its
thread (desktop/games/pueblo/warm.py: the GL driver, the board's texture, the shader programs), and
every board draws with the programs of the application's GL share group instead of compiling its own
(scene_items.own_shader_caches). The pictures stay the same."""
from __future__ import annotations

import threading

import pytest

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
def test_the_warm_up_prepares_the_board_on_its_thread(qtbot, monkeypatch) -> None:
    from desktop.games.pueblo import scene_items, warm
    reference = _board(qtbot).grabFramebuffer()
    if not warm.usable():
        pytest.skip("the warm-up prepares GL on X11 with shared contexts only")
    # as in a new app: nothing compiled, no board has drawn
    monkeypatch.setattr(scene_items, "_owner", None)
    monkeypatch.setattr(scene_items, "_cache_context", None)
    scene_items.forget_programs()
    done: list[bool] = []
    thread = threading.Thread(target=lambda: done.append(warm.prepare()), name="test-warm-up")
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=30000)   # the GUI thread goes on meanwhile
    assert done == [True]
    programs = _programs()
    assert all(programs)   # compiled on the thread, in its own context
    board = _board(qtbot)
    assert _programs() == programs   # the board drew with them and compiled nothing
    assert board.grabFramebuffer() == reference
    assert warm.prepare() is False   # once a board has drawn there is nothing left to prepare
