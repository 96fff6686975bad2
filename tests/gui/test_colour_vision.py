"""Colour vision (issue 16): every game under simulated deuteranopia, protanopia, tritanopia (Machado
et al. 2009, severity 1.0) and greyscale (tests/colour_vision.py).

- Each colour of a game has a symbol of its own (its Swatches; Pueblo's cubes also a surface pattern),
  so colours that the simulations bring together are still told apart by shape.
- Colours that carry meaning without a symbol are told apart under every simulation (ΔE76 at least
  colour_vision.DISTINCT), or carry a second, colourless cue: Rolling Japan's zone tints on the other
  players' mini-sheets (no symbols there) must differ in hatching wherever the tints come too close,
  and the render must show that hatching.
- Each game rendered mid-game at 1024x700, saved as seen under each simulation
  (tests.screens.screenshot_dir() / "colour_vision"), to look at.
"""
from __future__ import annotations

import importlib
import random
import time

import numpy as np
import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tests import colour_vision as cv
from tests.screens import screenshot_dir

GAMES = ("coloretto", "r_eco", "siberia", "rolling_japan", "pueblo")
PLAYERS = {"coloretto": 2, "r_eco": 2, "siberia": 2, "rolling_japan": 3, "pueblo": 2}
DECISIONS = {"coloretto": 6, "r_eco": 5, "siberia": 5, "rolling_japan": 8, "pueblo": 5}


def swatches(game: str) -> dict:
    return importlib.import_module(f"desktop.games.{game}.art").SWATCHES


def to_array(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, stride = image.width(), image.height(), image.bytesPerLine()
    data = np.frombuffer(image.constBits(), dtype=np.uint8, count=stride * h).reshape(h, stride)
    return data[:, : w * 3].reshape(h, w, 3).copy()


def to_image(pixels: np.ndarray) -> QImage:
    h, w, _ = pixels.shape
    data = np.ascontiguousarray(pixels)
    return QImage(data.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()


# ----------------------------------------------------------------------------- symbols
@pytest.mark.parametrize("game", GAMES)
def test_each_colour_of_a_game_has_a_shape_of_its_own(game):
    table = swatches(game)
    shapes = [s.shape for s in table.values()]
    assert len(set(shapes)) == len(shapes), f"{game}: two colours share a symbol: {shapes}"
    colours = [s.colour.lower() for s in table.values()]
    assert len(set(colours)) == len(colours), f"{game}: two Swatches share a colour"


@pytest.mark.parametrize("kind", cv.KINDS)
@pytest.mark.parametrize("game", GAMES)
def test_colours_brought_together_by_a_simulation_keep_different_symbols(game, kind):
    """Where a simulation brings two of a game's colours closer than DISTINCT, their symbols differ
    (they do by the test above; this one names the pairs, which are the reason symbols are needed)."""
    table = swatches(game)
    colours = {str(k): s.colour for k, s in table.items()}
    for a, b, distance in cv.close_pairs(colours, kind):
        sa = next(s for k, s in table.items() if str(k) == a)
        sb = next(s for k, s in table.items() if str(k) == b)
        assert sa.shape != sb.shape, f"{game} under {kind}: {a} and {b} are {distance:.1f} ΔE apart, same symbol"


def test_pueblo_cubes_carry_a_surface_pattern_per_colour():
    """The 3D board has no room for symbols on the cubes: each colour has its own face pattern."""
    from desktop.games.pueblo import geometry as g

    keys = [tuple(np.asarray(template).round(3).ravel()) for template, _tones in g.PATTERNS.values()]
    assert len(set(keys)) == len(keys) == len(g.BASE_RGB)
    rgb = {str(code): "#" + "".join(f"{int(round(c * 255)):02x}" for c in value)
           for code, value in g.BASE_RGB.items()}
    close = {kind: cv.close_pairs(rgb, kind) for kind in cv.KINDS}
    assert close["greyscale"], "expected: without colour, the player cubes come close (patterns needed)"


# ----------------------------------------------------------------------------- Rolling Japan zones
ZONES = ("red", "green", "yellow", "blue", "black", "white")


@pytest.mark.parametrize("kind", ("normal", *cv.KINDS))
def test_rolling_japan_zone_tints_close_under_a_simulation_differ_in_hatching(kind):
    art = importlib.import_module("desktop.games.rolling_japan.art")
    tints = {z: art.TINTS[z] for z in ZONES}
    for a, b, distance in cv.close_pairs(tints, kind):
        ha, hb = tuple(sorted(art.HATCHES.get(a, ()))), tuple(sorted(art.HATCHES.get(b, ())))
        assert ha != hb, (f"Rolling Japan under {kind}: the {a} and {b} zone tints are {distance:.1f} ΔE76 apart "
                          f"(< {cv.DISTINCT}) and have the same hatching {ha}: indistinguishable on a mini-sheet")


def _hatch_pattern(pixels: np.ndarray) -> str:
    """What a patch shows without colour: 'plain', 'lines along <x|y|diagonal|antidiagonal>' (grey
    hardly changes along the lines, much across them) or 'grid'."""
    grey = pixels.astype(np.float64) @ cv.LUMINANCE
    change = np.array([np.abs(np.diff(grey, axis=1)).mean(), np.abs(np.diff(grey, axis=0)).mean(),
                       np.abs(grey[1:, 1:] - grey[:-1, :-1]).mean(), np.abs(grey[1:, :-1] - grey[:-1, 1:]).mean()])
    if change.max() < 1.0:
        return "plain"
    if change.min() < 0.5 * change.max():
        return "lines along " + ("x", "y", "diagonal", "antidiagonal")[int(change.argmin())]
    return "grid"


@pytest.mark.parametrize("kind", cv.KINDS)
def test_rolling_japan_zone_cells_render_apart_where_their_tints_merge(qtbot, kind):
    """A mini-sheet cell as painted (tint + paint_hatch), seen under each simulation: zones whose tints
    come closer than DISTINCT show different patterns (measured on the pixels, in grey)."""
    art = importlib.import_module("desktop.games.rolling_japan.art")
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QPainter

    size = 40
    patterns = {}
    for zone in ZONES:
        image = QImage(size, size, QImage.Format.Format_RGB888)
        image.fill(QColor(art.TINTS[zone]))
        p = QPainter(image)
        art.paint_hatch(p, QRectF(0, 0, size, size), zone)
        p.end()
        patterns[zone] = _hatch_pattern(cv.simulate(to_array(image), kind)[4:-4, 4:-4])
    assert len(set(patterns.values())) == len(ZONES), f"two zones render with one pattern: {patterns}"
    for a, b, distance in cv.close_pairs({z: art.TINTS[z] for z in ZONES}, kind):
        assert patterns[a] != patterns[b], f"{a} and {b} ({distance:.1f} ΔE76 under {kind}) look alike"


# ----------------------------------------------------------------------------- the renders
def _window_mid_game(game: str):
    from desktop.session.local import Seat
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice

    window = MainWindow(computer_delay_ms=0)
    window.resize(QSize(1024, 700))
    window.show()
    seats = [Seat("You", "human", "normal")] + [Seat(f"Computer {i}", "computer", "normal")
                                                for i in range(1, PLAYERS[game])]
    window.start(NewGameChoice(game, seats, {}, 20260101))
    bot = importlib.import_module(f"engines.{game}").bot_normal
    rng = random.Random(3)
    app = QApplication.instance()

    def wait_human():
        end = time.monotonic() + 20
        while time.monotonic() < end:
            app.processEvents()
            s = window.session
            if s is None or s.is_over() or s.active_human() is not None:
                return
            time.sleep(0.005)

    wait_human()
    for _ in range(DECISIONS[game]):
        session = window.session
        seat = session.active_human()
        if seat is None:
            break
        session.submit(seat, bot(session.engine, session.state, seat, rng))
        wait_human()
    window.page.view.skip_animations()
    for _ in range(5):
        app.processEvents()
    return window


@pytest.mark.parametrize("game", GAMES)
def test_a_table_mid_game_as_seen_under_each_simulation(qtbot, game):
    window = _window_mid_game(game)
    try:
        assert window.width() <= 1024 and window.height() <= 700
        pixels = to_array(window.grab().toImage())
        folder = screenshot_dir() / "colour_vision"
        folder.mkdir(parents=True, exist_ok=True)
        to_image(pixels).save(str(folder / f"{game}_normal.png"))
        for kind in cv.KINDS:
            seen = cv.simulate(pixels, kind)
            to_image(seen).save(str(folder / f"{game}_{kind}.png"))
            if kind == "greyscale":
                assert (seen[..., 0] == seen[..., 1]).all()
            else:
                assert np.abs(seen.astype(int) - pixels.astype(int)).mean() > 0.5, f"{kind} changed nothing"
        assert pixels.std() > 10, f"{game}: the render is blank"
    finally:
        window.close()
        window.deleteLater()
