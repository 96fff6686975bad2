"""The Pueblo 3D view: placing by mouse and keys, the highlighted faces on the framebuffer, the
flat fallback without OpenGL, and a whole game against computer players."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt

from desktop.games.pueblo import geometry as g
from desktop.games.pueblo import picking, track
from desktop.session.local import GameSession, Seat

pytest.importorskip("engines.pueblo")


def _session(seats=None, seed=11) -> GameSession:
    seats = seats or [Seat("Ana"), Seat("Ben"), Seat("Cleo")]
    return GameSession("pueblo", seats, seed=seed, computer_delay_ms=0)


@pytest.fixture
def view(qtbot, monkeypatch):
    monkeypatch.delenv("KOTATSU_NO_GL", raising=False)
    from desktop.games.pueblo.view import PuebloView
    session = _session()
    v = PuebloView(session)
    qtbot.addWidget(v)
    v.resize(1200, 760)
    v.show()
    qtbot.waitExposed(v)
    qtbot.wait(30)
    if not v.is_3d or not v.board.isValid():
        pytest.skip(f"no OpenGL context here: {v.gl_reason}")
    v.board.animation_ms = 0
    session.start()
    yield v
    session.close()


def _pixel(img, x: float, y: float) -> np.ndarray:
    c = img.pixelColor(int(round(x)), int(round(y)))
    return np.array([c.red(), c.green(), c.blue()], dtype=float)


HIGHLIGHT = np.array(g.HIGHLIGHT_RGB) * 255


@pytest.mark.gl
def test_place_block_with_keys_then_move(view, qtbot):
    state = view.session.state
    assert (state.colours > 0).sum() == 0
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_R, Qt.Key.Key_R):
        qtbot.keyClick(view, key)
    assert view.selected is not None
    expected = view.selected.cells
    qtbot.keyClick(view, Qt.Key.Key_Return)
    state = view.session.state
    assert (state.colours > 0).sum() == 4
    assert {tuple(c) for c in np.argwhere(state.colours > 0)} == set(expected)
    assert state.phase == "move"
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert view.session.state.chieftain == 3


@pytest.mark.gl
def test_place_block_by_mouse_click_on_a_cell(view, qtbot):
    board = view.board
    board.set_camera(track.top_camera())
    x, y = board.project([(5.5, 2.5, 0.0)])[0]
    qtbot.mouseMove(board, QPoint(int(x), int(y)))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(int(x), int(y)))
    cubes = {(int(a), int(b)) for a, b, _ in np.argwhere(view.session.state.colours > 0)}
    assert (5, 2) in cubes


@pytest.mark.gl
def test_rotation_cycles_with_r_and_ctrl_wheel(view, qtbot):
    first = picking.shape_key(view.selected.cells)
    qtbot.keyClick(view, Qt.Key.Key_R)
    second = picking.shape_key(view.selected.cells)
    assert first != second
    qtbot.keyClick(view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert picking.shape_key(view.selected.cells) == first
    view.board.rotate_requested.emit(1)
    assert picking.shape_key(view.selected.cells) == second


def _worked_example():
    """shared/rules/pueblo.md: neutral canonical at (0,0,0), red canonical at (2,0,0); plus a red
    block far away in the north-east quarter that the south-west corner cannot see."""
    colours = np.zeros((8, 8, 4), dtype=np.int8)
    ids = np.zeros((8, 8, 4), dtype=np.int16)
    for (ax, ay), colour, bid in (((0, 0), 1, 1), ((2, 0), 2, 2), ((5, 5), 2, 3)):
        for dx, dy, dz in ((0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 0, 1)):
            colours[ax + dx, ay + dy, dz] = colour
            ids[ax + dx, ay + dy, dz] = bid
    return colours, ids


@pytest.mark.gl
def test_seen_faces_are_drawn_in_the_highlight_colour(view, qtbot):
    from engines.pueblo import seen_faces
    board = view.board
    colours, ids = _worked_example()
    board.set_pueblo(colours, ids)
    board.set_ghost(None, None)
    board.set_heatmap(None)
    board.show_labels = False
    # corner 0 looks from above at the south-west quarter
    faces = [g.SeenFaceView((f.x, f.y, f.z), tuple(f.normal), f.player, f.cost) for f in seen_faces(colours, 0, 3)]
    assert sum(f.cost for f in faces if f.player == 0) == 3
    board.set_inspection(0, faces)
    board.set_camera(track.top_camera())
    qtbot.wait(20)
    img = board.grabFramebuffer()
    for f in faces:
        if f.player is None:
            continue
        px = board.project([g.face_center(f.cell, 4)])[0]
        assert np.abs(_pixel(img, *px) - HIGHLIGHT).max() < 40, f"seen top {f.cell} not highlighted"
    # the red block in the north-east quarter is not seen from corner 0: its top stays red
    hidden_top = (5, 5, 0)
    px = board.project([g.face_center(hidden_top, 4)])[0]
    pixel = _pixel(img, *px)
    assert np.abs(pixel - HIGHLIGHT).max() > 80
    assert pixel[0] > 150 and pixel[1] < 90, f"expected red, got {pixel}"
    # from space 26 (east side, row y = 0, looking west) he sees red at levels 1 and 2
    faces = [g.SeenFaceView((f.x, f.y, f.z), tuple(f.normal), f.player, f.cost) for f in seen_faces(colours, 26, 3)]
    assert sorted(f.cost for f in faces if f.player == 0) == [1, 2]
    board.set_inspection(26, faces)
    board.set_camera(track.chieftain_camera(26, 2))
    qtbot.wait(20)
    img = board.grabFramebuffer()
    for f in faces:
        px = board.project([g.face_center(f.cell, g.direction_index(f.normal))])[0]
        assert np.abs(_pixel(img, *px) - HIGHLIGHT).max() < 40
    # the west face of the neutral block at the far end is hidden from him and never highlighted
    board.set_camera(track.side_camera("west"))
    qtbot.wait(20)
    img = board.grabFramebuffer()
    px = board.project([g.face_center((0, 0, 0), 1)])[0]
    assert np.abs(_pixel(img, *px) - HIGHLIGHT).max() > 80


@pytest.mark.gl
def test_hovering_a_track_space_shows_what_he_sees_there(view, qtbot):
    board = view.board
    board.set_camera(track.top_camera())
    sx, sy = track.space_center(30)
    x, y = board.project([(sx, sy, 0.0)])[0]
    hit = board.pick(x, y)
    assert hit.kind == "track" and hit.space == 30
    view._on_hover(hit)
    assert view.hover_space == 30


@pytest.mark.gl
def test_chieftain_eye_camera_looks_along_his_line(view, qtbot):
    view.view_chieftain()
    cam = view.board.camera()
    assert cam.elevation > 60                      # space 0 is a corner: from above his corner,
    pos = cam.position()                           # the whole board in view (issue 29)
    assert pos[0] < track.MID and pos[1] < track.MID
    view.view_from(5)
    cam = view.board.camera()
    pos = cam.position()
    assert pos[0] < 0 and cam.center[0] > 7      # stands west, looks east along row 4
    assert abs(pos[1] - 4.5) < 1e-6 and abs(cam.center[1] - 4.5) < 1e-6


def test_flat_fallback_when_gl_is_refused(qtbot, monkeypatch):
    monkeypatch.setenv("KOTATSU_NO_GL", "1")
    from desktop.games.pueblo.view import PuebloView
    session = _session()
    v = PuebloView(session)
    qtbot.addWidget(v)
    v.resize(1100, 700)
    v.show()
    session.start()
    assert not v.is_3d
    assert v.banner.isVisible() and "KOTATSU_NO_GL" in v.banner.text()
    qtbot.keyClick(v, Qt.Key.Key_Left)
    qtbot.keyClick(v, Qt.Key.Key_Return)
    assert (session.state.colours > 0).sum() == 4
    qtbot.keyClick(v, Qt.Key.Key_1)
    assert session.state.chieftain == 1
    img = v.grab().toImage()
    assert img.width() > 0
    session.close()


@pytest.mark.gl
@pytest.mark.slow
def test_a_whole_three_player_game_with_computers_plays_to_the_end(qtbot, monkeypatch):
    monkeypatch.delenv("KOTATSU_NO_GL", raising=False)
    from desktop.games.pueblo.view import PuebloView
    session = _session([Seat("Ana"), Seat("Bot 1", "computer", "easy"), Seat("Bot 2", "computer", "easy")], seed=5)
    v = PuebloView(session)
    qtbot.addWidget(v)
    v.resize(1100, 700)
    v.show()
    qtbot.waitExposed(v)
    if not v.is_3d or not v.board.isValid():
        pytest.skip("no OpenGL context")
    v.board.animation_ms = 0
    session.start()
    rng = np.random.default_rng(3)
    for _ in range(400):
        if session.is_over():
            break
        if session.active_human() is None:
            qtbot.waitUntil(lambda: session.active_human() is not None or session.is_over(), timeout=60000)
            continue
        if v.phase() == "place":
            for _ in range(int(rng.integers(0, 4))):
                qtbot.keyClick(v, Qt.Key.Key_Right)
            qtbot.keyClick(v, Qt.Key.Key_Return)
        else:
            qtbot.keyClick(v, [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4][int(rng.integers(0, 4))])
    assert session.is_over()
    assert v.lap_running()
    qtbot.keyClick(v, Qt.Key.Key_Escape)
    assert not v.lap_running()
    assert "Final lap" in v.lap_label.text()
    session.close()


def _option_view(qtbot, options, seed=4):
    from desktop.games.pueblo.view import PuebloView
    session = GameSession("pueblo", [Seat("Ana"), Seat("Ben"), Seat("Cleo")], seed=seed, options=options,
                          computer_delay_ms=0)
    v = PuebloView(session)
    qtbot.addWidget(v)
    v.resize(1100, 700)
    v.show()
    session.start()
    if v.is_3d:
        v.board.animation_ms = 0
    return v, session


def test_sacred_sites_are_laid_from_the_board_with_keys(qtbot, monkeypatch):
    monkeypatch.setenv("KOTATSU_NO_GL", "1")  # the same controller drives both boards
    v, session = _option_view(qtbot, {"sacred_sites": 2})
    assert session.state.phase == "sacred"
    qtbot.keyClick(v, Qt.Key.Key_R)
    first = v.selected
    assert type(first).__name__ == "PlaceSacredSite"
    qtbot.keyClick(v, Qt.Key.Key_Return)
    qtbot.keyClick(v, Qt.Key.Key_Left)
    qtbot.keyClick(v, Qt.Key.Key_Return)
    assert session.state.phase != "sacred"
    assert int(session.state.sacred.sum()) == 6
    assert set(first.cells) <= {tuple(c) for c in np.argwhere(session.state.sacred)}
    session.close()


def test_auction_bid_and_pass_from_the_panel_and_keys(qtbot, monkeypatch):
    monkeypatch.setenv("KOTATSU_NO_GL", "1")
    v, session = _option_view(qtbot, {"auctions": True})
    assert session.state.phase == "auction"
    assert v.auction_row.isVisibleTo(v)
    v.bid_spin.setValue(2)
    v.bid_button.click()
    assert session.state.high_bid == 2
    for _ in range(10):
        if session.state.phase != "auction":
            break
        qtbot.keyClick(v, Qt.Key.Key_P)
    assert session.state.phase == "place"
    assert session.state.penalties[0] == 2   # the winner pays the bid
    session.close()


def test_dismantling_picks_a_block_with_arrows_and_removes_it(qtbot, monkeypatch):
    monkeypatch.setenv("KOTATSU_NO_GL", "1")
    from engines import get
    from engines.players import make_player
    v, session = _option_view(qtbot, {"dismantling": True})
    engine = get("pueblo")
    bots = [make_player("pueblo", "easy", seed=i) for i in range(3)]
    state = session.state
    while not (state.phase == "remove" and state.current == 0):
        seat = engine.to_move(state)[0]
        state = engine.apply(state, seat, bots[seat](state, seat))
    session.state = state
    v.refresh()
    cubes = int((state.colours > 0).sum())
    qtbot.keyClick(v, Qt.Key.Key_Right)
    target = v.selected.block_id
    qtbot.keyClick(v, Qt.Key.Key_Return)
    assert int((session.state.colours > 0).sum()) == cubes - 4
    assert not (session.state.block_ids == target).any()
    session.close()


def test_preview_costs_come_from_the_engines_what_if(qtbot, monkeypatch):
    monkeypatch.setenv("KOTATSU_NO_GL", "1")
    from engines.pueblo import inspect
    v, session = _option_view(qtbot, {})
    qtbot.keyClick(v, Qt.Key.Key_Return)     # a first block, so there is something to see
    qtbot.keyClick(v, Qt.Key.Key_1)
    while session.active_human() != 0 or v.phase() != "place":
        if v.phase() == "place":
            qtbot.keyClick(v, Qt.Key.Key_Return)
        else:
            qtbot.keyClick(v, Qt.Key.Key_2)
    for key in (Qt.Key.Key_Left, Qt.Key.Key_R):
        qtbot.keyClick(v, key)
    state = session.state
    colours = state.colours.copy()
    for x, y, z in v.selected.cells:
        colours[x, y, z] = v.selected.colour
    expected = [((state.chieftain + k) % 36, list(inspect(colours, (state.chieftain + k) % 36, 3))) for k in range(1, 5)]
    assert v.move_costs() == expected
    session.close()


@pytest.mark.gl
def test_camera_keys_orbit_pan_zoom_and_presets(view, qtbot):
    board = view.board
    cam = board.camera()
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert board.camera().azimuth != cam.azimuth
    cam = board.camera()
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert board.camera().center != cam.center
    cam = board.camera()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert board.camera().distance < cam.distance
    qtbot.keyClick(view, Qt.Key.Key_T)
    assert board.camera().elevation == pytest.approx(90.0)
    qtbot.keyClick(view, Qt.Key.Key_W)
    assert board.camera().azimuth == pytest.approx(180.0)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    home, now = track.home_camera(board.top_height()), board.camera()
    assert now.center == pytest.approx(home.center, abs=1e-5)
    assert (now.distance, now.elevation, now.azimuth) == pytest.approx((home.distance, home.elevation, home.azimuth))


_WITHOUT_OPENGL = r'''
import sys

class NoOpenGL:
    """Makes PyOpenGL and pyqtgraph.opengl unimportable, as on a machine without them."""
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "OpenGL" or name == "pyqtgraph.opengl" or name.startswith("pyqtgraph.opengl."):
            raise ImportError(f"No module named {name!r} (hidden by the test)")
        return None

sys.meta_path.insert(0, NoOpenGL())
import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication([])
from desktop.app import configure
configure(app)
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice
from desktop.session.local import Seat

w = MainWindow(computer_delay_ms=0)
w.resize(1024, 700)
w.show()
session = w.start(NewGameChoice("pueblo", [Seat("Ana"), Seat("Ben")], {}, 3))
app.processEvents()
view = w.page.view
assert not view.is_3d, "expected the flat board"
assert view.board.isVisible() and view.banner.isVisible()
assert "OpenGL" in view.banner.text(), view.banner.text()
view.setFocus()
QTest.keyClick(view, Qt.Key.Key_Left)
QTest.keyClick(view, Qt.Key.Key_Return)
assert int((session.state.colours > 0).sum()) == 4, "the block was not placed"
QTest.keyClick(view, Qt.Key.Key_2)
assert session.state.chieftain == 2, session.state.chieftain
assert not any(m.split(".")[0] == "OpenGL" for m in sys.modules)
image = view.board_image()
assert image.width() > 0
print("FLAT-OK")
w.close()
'''


def test_flat_board_when_opengl_cannot_be_imported(tmp_path):
    """The 2D fallback really falls back: with PyOpenGL and pyqtgraph.opengl unimportable, a Pueblo
    game started from the window shows the flat board, says why, and plays by keyboard."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KOTATSU_DATA_DIR=str(tmp_path))
    env.pop("KOTATSU_NO_GL", None)
    out = subprocess.run([sys.executable, "-c", _WITHOUT_OPENGL], cwd=root, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "FLAT-OK" in out.stdout


def _flat_view(qtbot, monkeypatch, seats, size=(1024, 700)):
    monkeypatch.setenv("KOTATSU_NO_GL", "1")
    from desktop.games.pueblo.view import PuebloView
    session = GameSession("pueblo", seats, seed=8, computer_delay_ms=0)
    v = PuebloView(session)
    qtbot.addWidget(v)
    v.resize(*size)
    v.show()
    qtbot.waitExposed(v)
    session.start()
    return v, session


@pytest.mark.parametrize("n", [2, 4])
def test_the_view_fits_the_room_of_a_1024x700_window_and_grows_at_1920x1080(qtbot, monkeypatch, n):
    """The room a 1024x700 window leaves a table is about 780x620 (desktop.table.style)."""
    from desktop.table.style import REFERENCE_ROOM
    seats = [Seat("Ana")] + [Seat(f"Computer {i}", "computer", "easy") for i in range(1, n)]
    v, session = _flat_view(qtbot, monkeypatch, seats, (REFERENCE_ROOM.width(), REFERENCE_ROOM.height()))
    hint = v.minimumSizeHint()
    assert hint.width() <= REFERENCE_ROOM.width() and hint.height() <= REFERENCE_ROOM.height(), hint
    qtbot.wait(10)
    small_font = v.turn_label.fontInfo().pixelSize()
    small_panel = v.panel.width()
    small_board = v.board.width()
    v.resize(1500, 950)   # the room of a 1920x1080 window
    qtbot.waitUntil(lambda: v.turn_label.fontInfo().pixelSize() > small_font)
    assert v.panel.width() > small_panel and v.board.width() > small_board * 1.5
    v.resize(REFERENCE_ROOM.width(), REFERENCE_ROOM.height())   # and back: nothing stays forced larger
    qtbot.waitUntil(lambda: v.turn_label.fontInfo().pixelSize() == small_font)
    assert v.width() == REFERENCE_ROOM.width()
    session.close()


def test_player_names_are_shown_as_typed(qtbot, monkeypatch):
    v, session = _flat_view(qtbot, monkeypatch, [Seat("<b>Ana</b>"), Seat("Ben & <i>co</i>")])
    names = [row[1] for row in v.panel._player_rows]
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in names)
    assert "<b>Ana</b>" in names[0].text() and "Ben & <i>co</i>" in names[1].text()
    assert v.turn_label.textFormat() == Qt.TextFormat.PlainText and "<b>Ana</b>" in v.turn_label.text()
    session.close()


def test_keys_are_defined_once_and_the_help_is_written_from_them(qtbot, monkeypatch):
    v, session = _flat_view(qtbot, monkeypatch, [Seat("Ana"), Seat("Ben")])
    help_text = v.panel.keys_label.text()
    assert help_text == v.keys.help_text()
    for key in ("R", "Shift+R", "B", "1", "Left", "Shift+Left", "Ctrl+Left", "N", "V", "[", "]", "Esc"):
        assert key in v.keys, key
    # keys a visible button already names are not repeated in the help
    assert "Home" not in help_text and "(T)" in v.panel.camera_buttons["top"].text()
    session.close()


def test_the_move_rows_preview_while_placing_and_move_the_chieftain_when_clicked(qtbot, monkeypatch):
    v, session = _flat_view(qtbot, monkeypatch, [Seat("Ana"), Seat("Ben")])
    rows = v.panel.move_rows
    assert all(r.isVisible() for r in rows)
    qtbot.mouseClick(rows[2], Qt.MouseButton.LeftButton)      # placing: previews move 3
    assert v.preview_move == 3 and rows[2].checked
    assert session.state.phase == "place"
    assert rows[2].space == (session.state.chieftain + 3) % 36
    qtbot.keyClick(v, Qt.Key.Key_Return)
    assert session.state.phase == "move"
    rows[3].setFocus()
    qtbot.keyClick(rows[3], Qt.Key.Key_Space)                   # a focused row moves him by keyboard too
    assert session.state.chieftain == 4
    session.close()


def test_nothing_in_the_side_panel_is_cut_by_its_width(qtbot, monkeypatch):
    """The panel is at least as wide as its content, also when a second block colour appears (a
    button added while shown once counted only after the next event loop, and was cut)."""
    from PySide6.QtWidgets import QWidget

    from desktop.table.style import REFERENCE_ROOM
    v, session = _flat_view(qtbot, monkeypatch, [Seat("Ana"), Seat("Computer 1", "computer", "easy")],
                            (REFERENCE_ROOM.width(), REFERENCE_ROOM.height()))
    for _ in range(30):
        if len(v.panel.colour_buttons) > 1:
            break
        qtbot.waitUntil(lambda: session.active_human() is not None, timeout=10000)
        qtbot.keyClick(v, Qt.Key.Key_Return if v.phase() == "place" else Qt.Key.Key_1)
        qtbot.waitUntil(lambda: session.active_human() is not None, timeout=10000)
    assert len(v.panel.colour_buttons) > 1
    room = v.panel.viewport().width()
    inner = v.panel.widget()
    for child in inner.findChildren(QWidget):
        if child.isVisibleTo(inner) and child.parent() is inner:
            right = child.mapTo(inner, child.rect().topRight()).x()
            assert right <= room, f"{type(child).__name__} {child.accessibleName()!r} ends at {right} > {room}"
    session.close()


@pytest.mark.parametrize("players", [2, 4])
def test_the_tables_keys_leave_the_windows_shortcuts_alone(qtbot, configured_app, monkeypatch, players):
    monkeypatch.setenv("KOTATSU_NO_GL", "1")
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice
    from desktop.table.keys import window_shortcuts

    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    seats = [Seat("Ann")] + [Seat(f"Computer {i}", "computer", "easy") for i in range(1, players)]
    session = window.start(NewGameChoice("pueblo", seats, {}, 8))
    view = window.page.view
    taken = window_shortcuts(view)
    assert any("Rules" in label for _, label in taken), "the window's menus are seen"
    assert view.keys.conflicts(taken) == []
    assert view.key_help() == view.keys.help_rows()
    qtbot.wait(20)
    assert window.width() == 1024 and window.height() == 700, "the table does not push the window larger"
    session.close()


def test_a_resumed_game_shows_the_same_table(qtbot, monkeypatch):
    v, session = _flat_view(qtbot, monkeypatch, [Seat("Ana"), Seat("Ben")])
    for key in (Qt.Key.Key_Return, Qt.Key.Key_2, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_3):
        qtbot.keyClick(v, key)
    assert len(session.history) == 4
    resumed = GameSession.from_save(session.to_save())
    from desktop.games.pueblo.view import PuebloView
    w = PuebloView(resumed)
    qtbot.addWidget(w)
    w.resize(v.size())
    w.show()
    resumed.start()
    assert np.array_equal(w.board.colours, v.board.colours) and w.board._chieftain == v.board._chieftain
    assert w.turn_label.text() == v.turn_label.text()
    assert [r[1].text() for r in w.panel._player_rows] == [r[1].text() for r in v.panel._player_rows]
    assert [r.space for r in w.panel.move_rows] == [r.space for r in v.panel.move_rows]
    session.close()
    resumed.close()


@pytest.mark.gl
def test_a_gl_board_without_a_context_once_shown_falls_back_to_the_flat_board(qtbot, monkeypatch):
    monkeypatch.delenv("KOTATSU_NO_GL", raising=False)
    from desktop.games.pueblo.scene import PuebloScene
    from desktop.games.pueblo.view import PuebloView
    monkeypatch.setattr(PuebloScene, "isValid", lambda self: False)
    session = _session()
    v = PuebloView(session)
    qtbot.addWidget(v)
    v.resize(900, 650)
    v.show()
    session.start()
    qtbot.waitUntil(lambda: not v.is_3d, timeout=5000)
    assert v.banner.isVisible() and "OpenGL" in v.banner.text()
    qtbot.keyClick(v, Qt.Key.Key_Return)
    assert (session.state.colours > 0).sum() == 4
    session.close()
