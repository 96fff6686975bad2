"""The 3D board prepared in idle time (issue 28): what the first Pueblo table would otherwise do while
the player waits, done once by the start-up's warm-up thread (desktop/launch/warmup.py, after its
imports) while the library is on screen:

- the GL scene's modules (scene.py and the modules it imports);
- the board's texture (art.board_texture, cached: a QImage painted off the GUI thread, as Qt allows);
- the GL driver: Mesa's software llvmpipe sets itself up at a process's first context made current
  (measured: a first GL widget shown in 110-320 ms, 72-91 ms of the GUI thread's CPU; after this,
  35-100 ms and 26-34 ms);
- pyqtgraph's shader programs, compiled in a context that shares the application's global share
  context (AA_ShareOpenGLContexts, desktop/launch/startup.py): valid in every board's context, which
  shares it too (scene_items.own_shader_caches keeps them).

Nothing with KOTATSU_NO_GL=1; the GL part only on X11 (Qt's xcb platform: there the offscreen
surface is a GLX pbuffer, which a thread may create; elsewhere it may be a hidden window, which only
the GUI thread may create), with a driver Qt lets threads use and the shared contexts on. What fails
here is left for the board to meet and explain (its flat fallback). A board that paints while this
runs waits for it (scene_items.SHADER_LOCK).
"""
from __future__ import annotations

import os

from PySide6.QtGui import QGuiApplication, QOffscreenSurface, QOpenGLContext


def usable() -> bool:
    """True where the GL part runs: an X11 display, the shared GL contexts, OpenGL not switched off."""
    return (QGuiApplication.instance() is not None and QGuiApplication.platformName() == "xcb"
            and QOpenGLContext.supportsThreadedOpenGL() and QOpenGLContext.globalShareContext() is not None
            and os.environ.get("KOTATSU_NO_GL") != "1")


def prepare() -> bool:
    """Imports the GL scene, builds the board's texture, then (where usable()) sets the GL driver up and
    compiles the board's shader programs, on the warm-up thread. True when the GL part was done."""
    if QGuiApplication.instance() is None or os.environ.get("KOTATSU_NO_GL") == "1":
        return False
    # the GL scene's modules: like pyqtgraph.opengl (the warm-up's last import), they define classes
    # and create no Qt object (board.py imports them when a table opens: already done then)
    import desktop.games.pueblo.scene  # noqa: F401
    from desktop.games.pueblo import art, scene_items
    art.board_texture(art.BOARD_PPU, numbers=False)
    if not usable():
        return False
    with scene_items.SHADER_LOCK:
        if scene_items.programs_ready():   # a board has painted already: nothing left to prepare
            return False
        surface = QOffscreenSurface()
        surface.create()
        context = QOpenGLContext()
        context.setShareContext(QOpenGLContext.globalShareContext())
        try:
            if not (surface.isValid() and context.create() and context.makeCurrent(surface)):
                return False
            try:
                scene_items.compile_programs(context)
            finally:
                context.doneCurrent()
        finally:
            del context
            surface.destroy()
    return True
