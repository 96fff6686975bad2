"""The checks of `kotatsu --self-test` (desktop.launch.selftest runs them): the report they write to, the
shipped resources, the main window, a few computer moves in every game, the 3D Pueblo board.

Each check writes `ok`, `skip` or `FAIL` lines to a `Report` and never raises.
"""
from __future__ import annotations

import json
import os
import sys
import time
import traceback
from typing import Any

GAME_TIMEOUT_S = 60.0


class Report:
    def __init__(self, stream: Any = None, copy_to: str | None = None) -> None:
        self.stream = stream
        self.copy = open(copy_to, "w", encoding="utf-8") if copy_to else None  # noqa: SIM115
        self.failures: list[str] = []
        self.passed = 0
        self.skipped = 0

    def say(self, text: str) -> None:
        stream = self.stream or sys.stdout
        if stream is not None:  # None in a windowed Windows build
            print(text, file=stream, flush=True)
        if self.copy is not None:
            self.copy.write(text + "\n")
            self.copy.flush()

    def _line(self, tag: str, name: str, detail: str) -> None:
        self.say(f"{tag:<5} {name}: {detail}")

    def ok(self, name: str, detail: str = "") -> None:
        self.passed += 1
        self._line("ok", name, detail or "fine")

    def skip(self, name: str, detail: str) -> None:
        self.skipped += 1
        self._line("skip", name, detail)

    def fail(self, name: str, detail: str) -> None:
        self.failures.append(name)
        self._line("FAIL", name, detail)

    def check(self, name: str, func: Any) -> Any:
        """Runs func() -> detail; an exception is a failure with its message."""
        try:
            detail = func()
        except Exception as exc:  # the self-test reports, it never crashes
            self.fail(name, f"{type(exc).__name__}: {exc}")
            traceback.print_exc(file=sys.stderr)
            return None
        self.ok(name, detail if isinstance(detail, str) else "")
        return detail



def _view_available(game: str) -> bool:
    from desktop.games import view_class

    try:
        return view_class(game) is not None
    except Exception:
        return False


# ------------------------------------------------------------------------------- resources
def _check_resources(report: Report) -> None:
    import engines
    from desktop.storage.paths import resources_dir

    root = resources_dir()
    if not root.is_dir():
        report.fail("resources", f"folder missing: {root}")
        return
    files = sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    counts: dict[str, int] = {}
    bad: list[str] = []
    for path in files:
        rel = path.relative_to(root).as_posix()
        suffix = path.suffix.lower()
        try:
            if suffix == ".json":
                json.loads(path.read_text(encoding="utf-8"))
            elif suffix in (".html", ".htm", ".md", ".txt", ".css"):
                if not path.read_text(encoding="utf-8").strip():
                    raise ValueError("empty")
            elif suffix == ".qm":
                from PySide6.QtCore import QTranslator

                if not QTranslator().load(str(path)):
                    raise ValueError("QTranslator could not load it")
            elif suffix == ".svg":
                from PySide6.QtSvg import QSvgRenderer

                if not QSvgRenderer(str(path)).isValid():
                    raise ValueError("not a valid SVG")
            elif suffix in (".png", ".jpg", ".jpeg"):
                from PySide6.QtGui import QImage

                if QImage(str(path)).isNull():
                    raise ValueError("not a readable image")
            elif path.stat().st_size == 0:
                raise ValueError("empty")
        except Exception as exc:
            bad.append(f"{rel} ({type(exc).__name__}: {exc})")
            continue
        counts[suffix or "(none)"] = counts.get(suffix or "(none)", 0) + 1
    if bad:
        report.fail("resources", "unreadable: " + "; ".join(bad))
    elif not files:
        report.fail("resources", f"no files in {root}")
    else:
        summary = ", ".join(f"{n} {s}" for s, n in sorted(counts.items()))
        report.ok("resources", f"{len(files)} files read in {root} ({summary})")

    rules = root / "rules"
    for game in engines.NAMES:
        page = rules / f"{game}.html"
        name = f"rules page {game}"
        if page.is_file() and page.stat().st_size > 0:
            report.ok(name, f"{page.name}, {page.stat().st_size} bytes")
        elif _view_available(game):
            report.fail(name, f"{game} is playable but {page} is missing")
        else:
            report.skip(name, f"not written yet ({game} is not built)")

    translations = sorted((root / "translations").glob("*.qm")) if (root / "translations").is_dir() else []
    if translations:
        report.ok("translations", ", ".join(p.name for p in translations))
    else:
        report.skip("translations", "no .qm files shipped (English only)")

    # Qt's own translations (dialog buttons) for every language Kotatsu offers: the bundle keeps
    # only those, so check they are still there.
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from desktop.i18n import LANGUAGES

    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    others = [code for code in LANGUAGES if code != "en"]
    lacking = [code for code in others if not QTranslator().load(f"qtbase_{code}", qt_dir)]
    if not others:
        report.skip("Qt translations", "English only")
    elif lacking:
        report.fail("Qt translations", f"qtbase_{', qtbase_'.join(lacking)}.qm not found in {qt_dir}")
    else:
        report.ok("Qt translations", f"qtbase for {', '.join(others)} in {qt_dir}")


# ------------------------------------------------------------------------------- main window
def _wait(app: Any, condition: Any, timeout_s: float) -> bool:
    """Runs the event loop until condition() or the timeout; True when the condition was met."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            return False
        app.processEvents()
        time.sleep(0.002)
    return True


def _check_main_window(report: Report, app: Any) -> Any:
    try:
        from desktop.shell.main_window import MainWindow

        started = time.perf_counter()
        window = MainWindow(computer_delay_ms=0)
        window.show()
        shown = _wait(app, lambda: window.isVisible() and window.windowHandle() is not None
                      and window.windowHandle().isExposed(), 10.0)
        app.processEvents()
        ms = (time.perf_counter() - started) * 1000
        image = window.grab()
        if image.isNull():
            raise RuntimeError("the window could not be drawn")
        report.ok("main window", f"shown{'' if shown else ' (not exposed yet)'} in {ms:.0f} ms, "
                                 f"{image.width()}x{image.height()}, library of {len(window.library.cards)} games")
        return window
    except Exception as exc:
        report.fail("main window", f"{type(exc).__name__}: {exc}")
        traceback.print_exc()
        return None


# ------------------------------------------------------------------------------- games
def _check_game(report: Report, app: Any, window: Any, game: str, moves: int) -> None:
    import engines
    from desktop.games import view_class

    name = f"game {game}"
    if not engines.available(game):
        report.skip(name, "not built (no engine yet)")
        return
    try:
        cls = view_class(game)
    except Exception as exc:
        report.fail(name, f"the engine exists but its view fails to load: {type(exc).__name__}: {exc}")
        traceback.print_exc()
        return
    if cls is None:
        report.skip(name, "not built (engine ready, no view yet)")
        return
    try:
        detail = _play(app, window, game, moves)
    except Exception as exc:
        report.fail(name, f"{type(exc).__name__}: {exc}")
        traceback.print_exc()
    else:
        report.ok(name, detail)
    finally:
        try:
            window.show_library()
            app.processEvents()
        except Exception as exc:
            report.fail(f"{name} closes", f"{type(exc).__name__}: {exc}")


def _play(app: Any, window: Any, game: str, moves: int) -> str:
    import engines
    from desktop.session.local import Seat
    from desktop.shell.newgame import NewGameChoice

    engine = engines.get(game)
    count = max(engine.min_players, min(2, engine.max_players))
    seats = [Seat(f"Computer {i + 1}", "computer", "normal") for i in range(count)]
    applied: list[str] = []
    errors: list[str] = []
    over: list[bool] = []
    started = time.perf_counter()
    session = window.start(NewGameChoice(game, seats, {}, 20260101))
    session.action_applied.connect(lambda seat, action, text: applied.append(str(text)))
    session.error.connect(lambda message: errors.append(str(message)))
    session.game_over.connect(lambda: over.append(True))
    done = _wait(app, lambda: len(applied) >= moves or bool(over) or bool(errors), GAME_TIMEOUT_S)
    elapsed = time.perf_counter() - started
    if errors:
        raise RuntimeError(f"the session reported: {errors[0]}")
    if not done:
        raise RuntimeError(f"only {len(applied)} of {moves} computer moves within {GAME_TIMEOUT_S:.0f} s")
    if not applied and not over:
        raise RuntimeError("no computer move was played")
    page = window.page
    if page is None or page.view is None:
        raise RuntimeError("the game page did not open")
    view = page.view
    view.refresh()
    app.processEvents()
    pixmap = view.grab()
    if pixmap.isNull() or pixmap.width() == 0:
        raise RuntimeError("the view could not be drawn")
    gl = _grab_gl_children(app, view)
    ended = ", game over" if over else ""
    return (f"{len(applied)} computer moves with {count} players in {elapsed:.1f} s{ended}; "
            f"view {type(view).__name__} drawn {pixmap.width()}x{pixmap.height()}{gl}; last move: {applied[-1] if applied else '-'}")


def _grab_gl_children(app: Any, view: Any) -> str:
    """Grabs the framebuffer of any OpenGL widget inside a view (the 3D Pueblo board)."""
    from PySide6.QtOpenGLWidgets import QOpenGLWidget

    widgets = view.findChildren(QOpenGLWidget)
    if isinstance(view, QOpenGLWidget):
        widgets.insert(0, view)
    notes = []
    for w in widgets:
        if not w.isVisible():
            continue
        ctx = w.context()
        if ctx is None or not ctx.isValid():
            notes.append(f"{type(w).__name__}: no GL context (2D fallback expected)")
            continue
        image = w.grabFramebuffer()
        if image.isNull():
            raise RuntimeError(f"{type(w).__name__}.grabFramebuffer() returned nothing")
        notes.append(f"{type(w).__name__} framebuffer {image.width()}x{image.height()}, "
                     f"{_distinct_colours(image)} colours")
    return ("; " + "; ".join(notes)) if notes else ""


def _distinct_colours(image: Any, step: int = 7) -> int:
    seen = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen.add(image.pixel(x, y))
            if len(seen) > 64:
                return len(seen)
    return len(seen)


# ------------------------------------------------------------------------------- 3D board
def _check_gl_scene(report: Report, app: Any) -> None:
    """Renders the 3D Pueblo board alone when the Pueblo view is not built yet: proves that
    OpenGL, PyOpenGL's platform and pyqtgraph.opengl work in this installation."""
    name = "pueblo 3D board"
    if os.environ.get("KOTATSU_NO_GL"):
        report.skip(name, "KOTATSU_NO_GL is set: the 2D fallback is used")
        return
    try:
        from desktop.games.pueblo.scene import PuebloScene
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith("desktop.games.pueblo"):
            report.skip(name, "not built yet")
            return
        report.fail(name, f"cannot import the 3D board: {type(exc).__name__}: {exc}")
        traceback.print_exc()
        return
    except Exception as exc:
        report.fail(name, f"cannot import the 3D board: {type(exc).__name__}: {exc}")
        traceback.print_exc()
        return
    try:
        from PySide6.QtWidgets import QVBoxLayout, QWidget

        host = QWidget()
        layout = QVBoxLayout(host)
        scene = PuebloScene()
        layout.addWidget(scene)
        host.resize(320, 240)
        host.show()
        _wait(app, lambda: host.windowHandle() is not None and host.windowHandle().isExposed(), 5.0)
        app.processEvents()
        ctx = scene.context()
        if ctx is None or not ctx.isValid():
            report.skip(name, "no OpenGL context on this display: the Pueblo view uses its 2D fallback")
        else:
            started = time.perf_counter()
            image = scene.grabFramebuffer()
            ms = (time.perf_counter() - started) * 1000
            if image.isNull():
                raise RuntimeError("grabFramebuffer() returned nothing")
            colours = _distinct_colours(image)
            if colours < 3:
                raise RuntimeError(f"the board rendered as {colours} flat colour(s)")
            fmt = ctx.format()
            report.ok(name, f"rendered {image.width()}x{image.height()} in {ms:.0f} ms, {colours} colours, "
                            f"OpenGL {fmt.majorVersion()}.{fmt.minorVersion()}")
        host.close()
        host.deleteLater()
        app.processEvents()
    except Exception as exc:
        report.fail(name, f"{type(exc).__name__}: {exc}")
        traceback.print_exc()
