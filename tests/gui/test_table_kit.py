"""The table kit (desktop/table): shapes, keys, the Activatable control, fitted text, plain labels,
the pixmap cache, flights and the scale."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QColor, QFont, QImage, QKeyEvent, QPainter
from PySide6.QtWidgets import QWidget

from desktop.table import (
    KINDS,
    Activatable,
    Flight,
    FlightOverlay,
    KeyConflict,
    KeyMap,
    LastMoves,
    PixmapCache,
    Scale,
    Swatch,
    animation_ms,
    clear_overflows,
    draw_fitted_text,
    overflows,
    plain_label,
    shape_path,
)
from desktop.table.style import FOCUS_OUTER


def _key(key: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier, text: str = "") -> QKeyEvent:
    return QKeyEvent(QEvent.Type.KeyPress, key, mods, text)


# -- shapes -------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", KINDS)
def test_every_shape_kind_fills_its_square_and_stays_inside(qapp, kind: str) -> None:
    rect = QRectF(10, 20, 60, 40)   # the square is 40x40 around (40, 40)
    path = shape_path(kind, rect)
    box = path.boundingRect()
    assert not path.isEmpty()
    assert box.width() > 20 and box.height() > 20, "a symbol uses most of its square"
    square = QRectF(20, 20, 40, 40).adjusted(-0.5, -0.5, 0.5, 0.5)
    assert square.contains(box), f"{kind} leaves its square: {box}"


def test_the_shapes_are_all_different_and_a_typo_is_an_error(qapp) -> None:
    rect = QRectF(0, 0, 50, 50)
    images = set()
    for kind in KINDS:
        img = QImage(50, 50, QImage.Format.Format_ARGB32)
        img.fill(0)
        p = QPainter(img)
        p.fillPath(shape_path(kind, rect), QColor("black"))
        p.end()
        images.add(bytes(img.constBits()))
    assert len(images) == len(KINDS)
    with pytest.raises(ValueError):
        shape_path("cirle", rect)
    with pytest.raises(ValueError):
        Swatch("#ff0000", "hexagone", "red")
    assert Swatch("#2f6bd8", "circle", "blue").name() == "blue"


def test_the_games_old_symbols_all_have_a_kind() -> None:
    """Coloretto, Rolling Japan, R-Eco and Pueblo's symbols."""
    needed = {"circle", "square", "cross", "triangle", "star", "heart", "diamond", "crown",  # Coloretto
              "burst",  # Rolling Japan's wild purple
              "rounded_square",  # R-Eco
              "star6"}  # Pueblo's neutral
    assert needed <= set(KINDS)


# -- keys ---------------------------------------------------------------------------------------
def test_a_keymap_refuses_the_same_key_twice(qapp) -> None:
    keys = KeyMap("SiberiaView")
    keys.add(["V", "F1"], "show the values", lambda: None)
    with pytest.raises(KeyConflict, match="F1"):
        keys.add("F1", "help", lambda: None)
    keys.add("Alt+S", "sell", lambda: None)
    with pytest.raises(KeyConflict):
        keys.add("Alt+S", "skip", lambda: None)
    keys.add("S", "skip", lambda: None)  # S alone is another key
    with pytest.raises(KeyConflict):
        keys.add(["D", "D"], "draw", lambda: None)
    keys.add("3", "three", lambda: None)
    with pytest.raises(KeyConflict):
        keys.add_numbers(5, "rows", lambda i: None)
    assert "F1" in keys and "Alt+S" in keys and "Ctrl+S" not in keys


def test_a_keymap_dispatches_and_writes_the_key_help(qapp) -> None:
    calls: list[object] = []
    busy = [False]
    keys = KeyMap("ColorettoView")
    keys.add("D", "draw", lambda: calls.append("draw"))
    keys.add_numbers(5, "take a row", lambda i: calls.append(i))
    keys.add("Esc", "skip animation", lambda: calls.append("skip"), when=lambda: busy[0])
    keys.add("Left", "previous", lambda: calls.append("left"), show=False)
    keys.add("?", "help", lambda: calls.append("help"))
    assert keys.dispatch(_key(Qt.Key.Key_D, text="d"))
    assert keys.dispatch(_key(Qt.Key.Key_3, text="3"))
    assert keys.dispatch(_key(Qt.Key.Key_5, Qt.KeyboardModifier.KeypadModifier, "5"))
    assert not keys.dispatch(_key(Qt.Key.Key_6, text="6"))
    assert not keys.dispatch(_key(Qt.Key.Key_Escape)), "when() False lets the key through"
    busy[0] = True
    assert keys.dispatch(_key(Qt.Key.Key_Escape))
    assert not keys.dispatch(_key(Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier))
    assert keys.dispatch(_key(Qt.Key.Key_Question, Qt.KeyboardModifier.ShiftModifier, "?"))
    assert calls == ["draw", 2, 4, "skip", "help"]
    assert keys.help_rows() == [("D", "draw"), ("1–5", "take a row"), ("Esc", "skip animation"), ("?", "help")]
    assert keys.help_text() == "D draw · 1–5 take a row · Esc skip animation · ? help"


# -- Activatable --------------------------------------------------------------------------------
class _Square(Activatable):
    def paint(self, p: QPainter) -> None:
        p.fillRect(self.rect(), QColor("#1f5a46"))


def _shown(qtbot) -> _Square:
    w = _Square(name="Row 1", description="Press 1 to take it")
    qtbot.addWidget(w)
    w.resize(120, 80)
    w.show()
    w.windowHandle().requestActivate()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def test_activatable_clicks_on_release_inside_only(qtbot) -> None:
    w = _shown(qtbot)
    hits: list[int] = []
    w.activated.connect(lambda: hits.append(1))
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=QPoint(60, 40))
    assert hits == [] and w.hasFocus(), "a press alone does nothing (but takes focus)"
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=QPoint(60, 40))
    assert hits == [1]
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=QPoint(60, 40))
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=QPoint(300, 40))
    assert hits == [1], "released outside: cancelled"
    qtbot.mouseClick(w, Qt.MouseButton.RightButton, pos=QPoint(60, 40))
    assert hits == [1]


def test_activatable_enter_and_space_and_the_accessible_press(qtbot) -> None:
    w = _shown(qtbot)
    hits: list[int] = []
    w.activated.connect(lambda: hits.append(1))
    w.setFocus()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        qtbot.keyClick(w, key)
    assert hits == [1, 1, 1]
    qtbot.keyClick(w, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert hits == [1, 1, 1]
    iface = QAccessible.queryAccessibleInterface(w)
    assert iface.role() == QAccessible.Role.Button
    assert iface.text(QAccessible.Text.Name) == "Row 1"
    assert iface.text(QAccessible.Text.Description) == "Press 1 to take it"
    actions = iface.actionInterface()
    assert QAccessibleActionInterface.pressAction() in actions.actionNames()
    actions.doAction(QAccessibleActionInterface.pressAction())
    assert hits == [1, 1, 1, 1]
    w.setEnabled(False)
    w.activate()
    assert hits == [1, 1, 1, 1], "a disabled control does not activate"


def test_activatable_paints_a_visible_focus_ring(qtbot) -> None:
    w = _shown(qtbot)
    other = QWidget()
    qtbot.addWidget(other)
    w.clearFocus()
    plain = w.grab().toImage()
    w.setFocus()
    qtbot.waitUntil(w.hasFocus)
    ringed = w.grab().toImage()
    edge = QPoint(60, 2)  # on the ring, middle of the top edge
    felt = QColor("#1f5a46")
    assert _near(plain.pixelColor(edge), felt)
    assert _near(ringed.pixelColor(edge), FOCUS_OUTER), "a light ring on the dark felt"
    assert _near(ringed.pixelColor(QPoint(60, 40)), felt), "the art inside is untouched"


def _near(a: QColor, b: QColor, tolerance: int = 24) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


# -- text that must fit ---------------------------------------------------------------------------
def test_fitted_text_shrinks_and_wraps_and_records_what_does_not_fit(qapp) -> None:
    img = QImage(400, 200, QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    font = QFont()
    font.setPixelSize(30)
    p.setFont(font)
    clear_overflows()
    assert draw_fitted_text(p, QRectF(0, 0, 160, 80), "Réinitialiser (Origine)")  # wraps/shrinks
    assert overflows() == []
    assert not draw_fitted_text(p, QRectF(0, 100, 40, 12), "Confirm the roll (Enter)", min_px=9)
    assert not draw_fitted_text(p, QRectF(0, 100, 40, 12), "Confirm the roll (Enter)", min_px=9)
    p.end()
    found = overflows()
    assert len(found) == 1, "each overflow once"
    assert found[0].text == "Confirm the roll (Enter)" and found[0].width == 40 and found[0].font_px == 9
    assert found[0].needed_width > 40 or found[0].needed_height > 12
    clear_overflows()
    assert overflows() == []


def test_a_name_label_shows_markup_as_typed(qtbot) -> None:
    label = plain_label("<img src=x> <b>Bob</b>")
    qtbot.addWidget(label)
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert label.text() == "<img src=x> <b>Bob</b>"
    rich = plain_label("")
    rich.setTextFormat(Qt.TextFormat.RichText)
    rich.setText("<img src=x>")
    qtbot.addWidget(rich)
    assert label.sizeHint().width() > rich.sizeHint().width() + 40, "the tag's characters are drawn"


# -- cache, flights, scale, marks ------------------------------------------------------------------
def test_the_pixmap_cache_draws_once_per_size_and_ratio(qapp) -> None:
    cache = PixmapCache()
    drawn: list[QRectF] = []

    def draw(p: QPainter, r: QRectF) -> None:
        drawn.append(r)
        p.fillRect(r, QColor("red"))

    img = QImage(200, 200, QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    for x in (10, 60, 110):
        cache.paint(p, QRectF(x, 10, 40, 58), "card", draw)
    cache.paint(p, QRectF(10, 100, 30, 44), "card", draw)
    p.end()
    assert len(drawn) == 2 and cache.misses == 2
    assert img.pixelColor(QPoint(125, 40)) == QColor("red")


def test_flights_follow_the_computer_speed_and_skip_at_once(qtbot) -> None:
    assert animation_ms(250, 0, computer=True) == 0
    assert animation_ms(250, 0, computer=False) == 250
    assert animation_ms(250, 1200, computer=True) == 500
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(300, 200)
    host.show()
    qtbot.waitExposed(host)
    delay = [0]
    overlay = FlightOverlay(host, base_ms=200, delay_ms=lambda: delay[0])
    done: list[str] = []
    flight = Flight(QRectF(0, 0, 20, 30), QRectF(200, 100, 20, 30), lambda p, r, t: p.fillRect(r, QColor("blue")))
    assert not overlay.fly([flight], computer=True, on_done=lambda: done.append("instant"))
    assert done == ["instant"] and not overlay.isVisible()
    delay[0] = 600
    assert overlay.fly([flight], computer=True, on_done=lambda: done.append("skipped"))
    assert overlay.is_running() and overlay.isVisible()
    overlay.skip()
    assert done == ["instant", "skipped"] and not overlay.is_running() and not overlay.isVisible()
    assert overlay.fly([flight], on_done=lambda: done.append("landed"))
    qtbot.waitUntil(lambda: not overlay.is_running(), timeout=2000)
    assert done[-1] == "landed"
    host.resize(500, 400)
    assert overlay.geometry() == host.rect()


def test_the_scale_grows_with_the_room(qapp) -> None:
    small, hd, qhd = (Scale.for_size(QSize(*s)) for s in ((780, 620), (1660, 1000), (2300, 1360)))
    assert small.factor == 1.0
    assert 1.3 <= hd.factor < qhd.factor
    assert small.font_px("body") < hd.font_px("body") < qhd.font_px("body")
    assert Scale.for_size(QSize(400, 300)).factor == 0.8
    assert "font-size: 13px" in small.qss("QLabel { font-size: ${body}px; }")


def test_last_moves_remember_one_place_per_seat() -> None:
    marks = LastMoves()
    marks.set(0, ("row", 2))
    marks.set(1, ("row", 2))
    marks.set(0, ("row", 4))
    assert marks.seats_at(("row", 2)) == [1] and marks.get(0) == ("row", 4)
    marks.clear()
    assert marks.items() == []


def test_the_kit_imports_no_game_view_and_not_the_main_window() -> None:
    import ast
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "desktop" / "table"
    for path in folder.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert len(text.splitlines()) < 450, path.name
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith(("desktop.games", "desktop.shell.main_window")), path.name



def test_a_keymap_finds_the_windows_menu_keys_it_would_shadow(qtbot) -> None:
    """Siberia's Alt+S (the Settings menu's mnemonic) and F1 (the rules) are caught."""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QMainWindow

    from desktop.table.keys import window_shortcuts

    window = QMainWindow()
    qtbot.addWidget(window)
    window.menuBar().addMenu("&Game")
    settings = window.menuBar().addMenu("&Settings")
    rules = settings.addAction("Rules of this game")
    rules.setShortcut(QKeySequence("F1"))
    view = QWidget()
    window.setCentralWidget(view)
    taken = window_shortcuts(view)
    keys = KeyMap("SiberiaView")
    keys.add(["V", "F1"], "show the values", lambda: None)
    keys.add("Alt+S", "sell", lambda: None)
    keys.add("D", "discover", lambda: None)
    found = keys.conflicts(taken)
    assert len(found) == 2 and any("F1" in f for f in found) and any("Settings" in f for f in found)
    clean = KeyMap("Fine")
    clean.reserve([combo for combo, _ in taken], "the window's")
    with pytest.raises(KeyConflict):
        clean.add("Alt+G", "go", lambda: None)
    assert not clean.dispatch(_key(Qt.Key.Key_F1)), "reserved keys go through to the window"
    assert clean.conflicts(taken) == [] and clean.help_rows() == []


def test_best_columns_makes_items_largest(qapp) -> None:
    from desktop.table import aspect_score, best_columns

    card = aspect_score(1 / 1.45)
    assert best_columns(5, 2000, 300, 8, card) == 5
    assert best_columns(5, 300, 2000, 8, card) == 1
    assert best_columns(4, 800, 800, 8, lambda w, h: min(w, h)) == 2


def test_the_last_move_mark_is_drawn_in_its_colour(qapp) -> None:
    from desktop.table import paint_last_move
    from desktop.table.style import LAST_MOVE

    img = QImage(120, 120, QImage.Format.Format_ARGB32)
    img.fill(QColor("#1f5a46"))
    p = QPainter(img)
    paint_last_move(p, QRectF(20, 30, 60, 80), "A")
    p.end()
    colours = {img.pixelColor(x, y).name() for x in range(120) for y in range(120)}
    assert LAST_MOVE.name() in colours


def test_a_game_views_keymap_is_dispatched_by_the_base_and_gives_the_key_help(qtbot) -> None:
    from desktop.games.base import GameView
    from desktop.session.local import GameSession, Seat

    session = GameSession("coloretto", [Seat("Ann"), Seat("Bob")], seed=1, computer_delay_ms=0)
    view = GameView(session)
    qtbot.addWidget(view)
    hits: list[int] = []
    view.keys = KeyMap("Test")
    view.keys.add("X", "do it", lambda: hits.append(1))
    qtbot.keyClick(view, Qt.Key.Key_X)
    assert hits == [1] and view.key_help() == [("X", "do it")]
    session.close()
