"""Pueblo 3D view speed on a full board, Mesa software rendering at 1280x800.

pueblo_frame_ms: median of 300 frames (aim <= 16); pueblo_view_open_ms: building and showing the
view until the first frame, as a player opens the table from the library (aim <= 250), in an app that
has started: its QApplication shares GL contexts (AA_ShareOpenGLContexts, as desktop/app.py sets it),
and the start-up's warm-up (desktop/launch/warmup.py), begun while the library was shown, is done: it
imported the engines, pyqtgraph.opengl and PyOpenGL on its thread, then prepared the 3D board there
(desktop/games/pueblo/warm.py: the board's texture, the GL driver's set-up, the shader programs); the
view module is imported (as at 3ca1b5b, whose view imported its GL scene with itself);
pueblo_view_open_cpu_ms: the same in this process's CPU time (less sensitive to a loaded machine);
pueblo_view_open_before_ms (and _cpu_ms): measured as this bench did before 2026-12-07, in a process
without the shared GL contexts and without the board's preparation (only the imports warmed): what a
table opened before the warm-up has ended pays (a file opened from the command line, for one);
pueblo_gl_import_ms: what the warm-up took for numpy, PyOpenGL and pyqtgraph(.opengl) (about 0.8 s
here; the first opening paid it before the warm-up); pueblo_gl_prepare_ms: the board's preparation
on that thread; pueblo_mesh_update_ms: rebuilding the pueblo mesh after a placement (aim <= 5). Each
protocol runs in its own process (under xvfb-run without a DISPLAY).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _full_game_session():
    from desktop.session.local import GameSession, Seat
    from engines import get
    from engines.players import make_player
    session = GameSession("pueblo", [Seat("A"), Seat("B"), Seat("C")], seed=17, computer_delay_ms=0)
    engine = get("pueblo")
    players = [make_player("pueblo", "easy", seed=i) for i in range(3)]
    state = session.state
    last_place = None
    # play every block but the very last one of the game: a full board, still in play
    while True:
        seat = engine.to_move(state)[0]
        action = players[seat](state, seat)
        nxt = engine.apply(state, seat, action)
        if engine.is_over(nxt) or nxt.dismantling:
            break
        if type(action).__name__ == "Place":
            last_place = (state, seat, action)
        state = nxt
    return session, state, last_place


def _measure(protocol: str = "app") -> dict[str, float]:
    """protocol "app": as the app opens a table (shared contexts, the whole warm-up), the view in a window
    of its own; "window": the same, the view put in a window already shown (as MainWindow puts the
    table's page in its stack, over the library); "before": as this bench measured it before 2026-12-07
    (no shared contexts, the warm-up's imports only, a window of its own)."""
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QStackedWidget
    if protocol != "before" and QApplication.instance() is None:
        from desktop.launch.startup import share_gl_contexts
        share_gl_contexts()
    app = QApplication.instance() or QApplication([])
    session, state, last_place = _full_game_session()
    session.state = state
    from desktop.launch import warmup
    warmup.start(prepare=() if protocol == "before" else warmup.PREPARE)
    warmup.wait()
    gl_import_s = sum(warmup.timings.get(m) or 0.0 for m in ("numpy", "OpenGL.GL", "pyqtgraph", "pyqtgraph.opengl"))
    prepare_s = sum(warmup.timings.get(m) or 0.0 for m in warmup.PREPARE)
    from desktop.games.pueblo.view import PuebloView
    t0, c0 = time.perf_counter(), time.process_time()
    if protocol == "window":
        window, pages = QMainWindow(), QStackedWidget()
        pages.addWidget(QLabel("library"))
        window.setCentralWidget(pages)
        window.resize(1280 + 380, 800)
        window.show()
        for _ in range(20):  # the library shown and painted
            app.processEvents()
            time.sleep(0.01)
        t0, c0 = time.perf_counter(), time.process_time()
    view = PuebloView(session)
    if protocol == "window":
        pages.addWidget(view)
        pages.setCurrentWidget(view)
    else:
        view.resize(1280 + 380, 800)
        view.show()
    board = view.board
    deadline = time.perf_counter() + 10
    while getattr(board, "frames", 1) == 0 and time.perf_counter() < deadline:
        app.processEvents()
    open_ms = (time.perf_counter() - t0) * 1000  # until the first frame is drawn
    open_cpu_ms = (time.process_time() - c0) * 1000
    if protocol != "app":
        session.close()
        return {"open": open_ms, "open_cpu": open_cpu_ms}
    for _ in range(3):  # the side panel follows the table's scale: settle the board at 1280 wide
        view.resize(1280 + view.width() - board.width(), 800)
        app.processEvents()
    if not view.is_3d or not board.isValid():
        raise RuntimeError(f"no OpenGL context: {view.gl_reason}")
    board.animation_ms = 0
    board.makeCurrent()
    from OpenGL import GL
    times = []
    for i in range(300):
        board.orbit(1.2, 0.0)
        t = time.perf_counter()
        board.paintGL()
        GL.glFinish()
        times.append((time.perf_counter() - t) * 1000)
        if i % 50 == 0:
            app.processEvents()
    board.doneCurrent()
    times.sort()
    frame_ms = times[len(times) // 2]
    # mesh update after a placement
    before, seat, action = last_place
    from engines import get
    after = get("pueblo").apply(before, seat, action)
    updates = []
    for _ in range(40):
        for s in (before, after):
            t = time.perf_counter()
            board.set_pueblo(s.colours, s.block_ids)
            updates.append((time.perf_counter() - t) * 1000)
    updates.sort()
    cubes = int((state.colours > 0).sum())
    session.close()
    return {"frame": frame_ms, "open": open_ms, "open_cpu": open_cpu_ms, "gl_import": gl_import_s * 1000,
            "prepare": prepare_s * 1000, "mesh": updates[len(updates) // 2], "cubes": cubes,
            "size": f"{board.width()}x{board.height()}"}


def _child(protocol: str) -> dict:
    command = [sys.executable, "-m", "bench.pueblo_view", "--json", protocol]
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        if not shutil.which("xvfb-run"):
            raise RuntimeError("no DISPLAY and no xvfb-run: install xvfb")
        command = ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", *command]
    out = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def run():
    before = _child("before")
    result = _child("app")
    in_window = _child("window")
    yield ("pueblo_frame_ms", float(result["frame"]), f"ms (median of 300, {result['size']}, {result['cubes']} cubes)")
    yield ("pueblo_view_open_ms", float(result["open"]),
           f"ms (in an app that has started, aim <= 250; measured as before: {before['open']:.0f} ms)")
    yield ("pueblo_view_open_cpu_ms", float(result["open_cpu"]),
           f"ms of CPU (measured as before: {before['open_cpu']:.0f} ms)")
    yield ("pueblo_view_open_before_ms", float(before["open"]),
           "ms (as measured before 2026-12-07: no shared GL contexts, no board prepared)")
    yield ("pueblo_view_open_before_cpu_ms", float(before["open_cpu"]), "ms of CPU")
    yield ("pueblo_view_open_in_window_ms", float(in_window["open"]),
           f"ms (the same, the view put in a window already shown, as the app's table page; "
           f"{in_window['open_cpu']:.0f} ms of CPU)")
    yield ("pueblo_gl_import_ms", float(result["gl_import"]), "ms (numpy, PyOpenGL, pyqtgraph: on the warm-up's thread)")
    yield ("pueblo_gl_prepare_ms", float(result["prepare"]), "ms (the board's texture, GL driver, shaders: on that thread)")
    yield ("pueblo_mesh_update_ms", float(result["mesh"]), "ms")


if __name__ == "__main__":
    if "--json" in sys.argv:
        print(json.dumps(_measure(sys.argv[-1] if sys.argv[-1] in ("before", "window") else "app")))
    else:
        for name, value, unit in run():
            print(f"{name}: {value:.3g} {unit}")
