"""Before any QApplication: can Qt open a window here? If not, one plain sentence says why and how
to fix it, instead of Qt's abort ("could not load the Qt platform plugin xcb", core dumped).

Checked on Linux only, for the platform Qt is going to try (QT_QPA_PLATFORM, `-platform NAME`, or
Qt's default: xcb, with wayland first on a Wayland session):

- xcb: the platform plugin loads (its system libraries are installed) and an X server answers at
  $DISPLAY;
- wayland: the plugin loads and the compositor's socket answers.

Platforms that need no display (offscreen, minimal, vnc, ...): only their plugin must load. And
before all that, Qt's core library must import (on a bare system it lacks GLib). The check
blocks only when it is sure: a plugin it cannot find, or a library it does not know, is left to Qt.
Imports nothing of Qt's GUI modules (they need the same libraries). KOTATSU_NO_DISPLAY_CHECK=1
turns it off.
"""
from __future__ import annotations

import ctypes
import os
import re
import sys
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path

try:  # Qt's core library needs few system libraries (GLib), but on a bare machine even those may lack
    from PySide6.QtCore import QCoreApplication

    QT_CORE_ERROR = ""
except ImportError as exc:
    QT_CORE_ERROR = str(exc)

    class QCoreApplication:  # type: ignore[no-redef]  # stand-in: the sentences stay in English
        @staticmethod
        def translate(context: str, text: str) -> str:
            return text

CONNECT_TIMEOUT_S = 5.0

# Shared libraries Qt's xcb and wayland platforms load from the system -> their Debian package.
SYSTEM_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
# Checked one by one, to name every missing package at once (not only the first the loader met).
CORE_LIBRARIES = ("libglib-2.0.so.0", "libgthread-2.0.so.0", "libGL.so.1", "libEGL.so.1", "libfontconfig.so.1",
                  "libfreetype.so.6", "libdbus-1.so.3", "libxkbcommon.so.0")
XCB_LIBRARIES = CORE_LIBRARIES + (
    "libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-image.so.0", "libxcb-randr.so.0",
    "libxcb-render-util.so.0", "libxcb-shape.so.0", "libxcb-xkb.so.1", "libxkbcommon-x11.so.0",
    "libX11-xcb.so.1", "libxcb.so.1")
WAYLAND_LIBRARIES = CORE_LIBRARIES + ("libwayland-client.so.0", "libwayland-cursor.so.0", "libwayland-egl.so.1")

_passed = False


class Problem:
    """Why no window can be opened: an English sentence (context "display_check") and its arguments."""

    def __init__(self, template: str, *args: str) -> None:
        self.template = template
        self.args = args

    def english(self) -> str:
        return self.template.format(*self.args)

    def __repr__(self) -> str:
        return f"Problem({self.english()!r})"


def _tr(text: str) -> str:  # marks the sentences for lupdate; message() translates them for real
    return QCoreApplication.translate("display_check", text)


NO_DISPLAY = _tr("Kotatsu cannot open a window: no display is set (DISPLAY and WAYLAND_DISPLAY are empty); "
                 "start it from a desktop session, or on a machine without a screen under a virtual "
                 "display: xvfb-run -a {0}")
DEAD_X = _tr("Kotatsu cannot open a window: no X server answers at DISPLAY={0}; start it from a running "
             "desktop session, or set DISPLAY to a display that is running (and that this user may use).")
DEAD_WAYLAND = _tr("Kotatsu cannot open a window: no Wayland compositor answers at {0}; start it from a "
                   "running desktop session, or set WAYLAND_DISPLAY (or DISPLAY) to one that is running.")
QT_MISSING_LIBS = _tr("Kotatsu cannot start: Qt needs system libraries that are not installed ({0}); "
                      "install them with: {1}")
MISSING_LIBS = _tr("Kotatsu cannot open a window: Qt's {0} platform needs system libraries that are not "
                   "installed ({1}); install them with: {2}")


def _argv_platform(argv: Sequence[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg in ("-platform", "--platform") and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith(("-platform=", "--platform=")):
            return arg.split("=", 1)[1]
    return None


def platforms_to_try(argv: Sequence[str], env: Mapping[str, str]) -> list[str]:
    """The platform names Qt will try, in order (what QGuiApplication does on Linux)."""
    chosen = _argv_platform(argv) or env.get("QT_QPA_PLATFORM", "")
    if not chosen:
        chosen = "xcb"
        if env.get("XDG_SESSION_TYPE", "").lower() == "wayland":
            chosen = "wayland;xcb"
    return [name.split(":")[0].strip().lower() for name in chosen.split(";") if name.strip()]


def _plugin_dirs(env: Mapping[str, str]) -> list[Path]:
    dirs = [Path(p) for p in env.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    try:
        from PySide6.QtCore import QLibraryInfo  # QtCore needs none of the display libraries

        dirs.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)))
    except ImportError:
        pass
    try:
        import PySide6

        dirs.append(Path(PySide6.__file__).resolve().parent / "Qt" / "plugins")
    except ImportError:
        pass
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        dirs.append(Path(sys._MEIPASS) / "PySide6" / "Qt" / "plugins")
    return dirs


def find_plugin(name: str, env: Mapping[str, str]) -> Path | None:
    names = [f"libq{name}.so"] + (["libqwayland.so"] if name.startswith("wayland") else [])
    for folder in _plugin_dirs(env):
        for file in names:
            if (folder / "platforms" / file).is_file():
                return folder / "platforms" / file
    return None


def _load(path: str) -> str | None:
    """dlopen()s a library; None when it loads, else the loader's message."""
    try:
        ctypes.CDLL(path, mode=os.RTLD_LAZY | getattr(os, "RTLD_LOCAL", 0))
    except OSError as exc:
        return str(exc)
    return None


def missing_library(loader_message: str) -> str | None:
    """The known system library a loader message says is missing, e.g. from
    "libxcb-cursor.so.0: cannot open shared object file: No such file or directory"."""
    for match in re.finditer(r"([\w.+-]+\.so(?:\.\d+)*): cannot open shared object file", loader_message):
        if match.group(1) in SYSTEM_LIBRARIES:
            return match.group(1)
    return None


def _install_command(libraries: Sequence[str]) -> str:
    packages = sorted({SYSTEM_LIBRARIES[lib] for lib in libraries})
    sudo = "" if hasattr(os, "geteuid") and os.geteuid() == 0 else "sudo "
    return f"{sudo}apt-get install {' '.join(packages)}"


def _missing_libraries(loader_message: str, candidates: Sequence[str]) -> list[str]:
    """The known library the loader could not find, then the other candidates that don't load either;
    [] when the message names no library we know (a bundled Qt library, a symbol: left to Qt)."""
    first = missing_library(loader_message)
    if first is None:
        return []
    return [first] + [lib for lib in candidates if lib != first and _load(lib) is not None]


def plugin_problem(name: str, plugin: Path | None, candidates: Sequence[str] = XCB_LIBRARIES) -> Problem | None:
    """Missing system libraries of a platform plugin (None when it loads, or when it is not sure)."""
    if plugin is None:
        return None  # a layout we don't know: Qt will say what it finds
    message = _load(str(plugin))
    missing = [] if message is None else _missing_libraries(message, candidates)
    if not missing:
        return None
    return Problem(MISSING_LIBS, name, ", ".join(missing), _install_command(missing))


def qt_core_problem(import_error: str) -> Problem | None:
    """PySide6.QtCore itself did not import for want of a system library (GLib on a bare system)."""
    missing = _missing_libraries(import_error, CORE_LIBRARIES) if import_error else []
    if not missing:
        return None
    return Problem(QT_MISSING_LIBS, ", ".join(missing), _install_command(missing))


def _with_timeout(func, timeout: float):  # noqa: ANN001, ANN202
    """func() in a thread; None if it did not return within timeout (a TCP display that never answers)."""
    result: list = []
    thread = threading.Thread(target=lambda: result.append(func()), daemon=True)
    thread.start()
    thread.join(timeout)
    return result[0] if result else None


def x_server_answers(display: str, timeout: float = CONNECT_TIMEOUT_S) -> bool:
    """Connects to the X server with libxcb (as Qt will: same socket, same authorisation)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # reported by the plugin check
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]

    def attempt() -> bool:
        connection = xcb.xcb_connect(display.encode(), None)
        if not connection:
            return False
        ok = xcb.xcb_connection_has_error(connection) == 0
        xcb.xcb_disconnect(connection)
        return ok

    return bool(_with_timeout(attempt, timeout))


def wayland_socket(env: Mapping[str, str]) -> str:
    name = env.get("WAYLAND_DISPLAY", "") or "wayland-0"
    return name if name.startswith("/") else str(Path(env.get("XDG_RUNTIME_DIR", f"/run/user/{os.getuid()}")) / name)


def wayland_answers(path: str, timeout: float = CONNECT_TIMEOUT_S) -> bool:
    import socket  # on Wayland only: not on an X start-up's path (issue 28)

    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(timeout)
            sock.connect(path)
    except OSError:
        return False
    return True


def _command() -> str:
    return "kotatsu" if getattr(sys, "frozen", False) else "make run"


def _platform_problem(name: str, env: Mapping[str, str]) -> Problem | None:
    """The platform's plugin must load; xcb and wayland also need a display that answers. Other
    platforms (offscreen, minimal, vnc, ...) need no display; one we don't know is left to Qt."""
    wayland = name.startswith("wayland")
    if (name == "xcb" and not env.get("DISPLAY")) or (wayland and not env.get("WAYLAND_DISPLAY")):
        return Problem(NO_DISPLAY, _command())
    candidates = XCB_LIBRARIES if name == "xcb" else WAYLAND_LIBRARIES if wayland else CORE_LIBRARIES
    problem = plugin_problem(name, find_plugin(name, env), candidates)
    if problem is not None:
        return problem
    if name == "xcb" and not x_server_answers(env["DISPLAY"]):
        return Problem(DEAD_X, env["DISPLAY"])
    if wayland and not wayland_answers(wayland_socket(env)):
        return Problem(DEAD_WAYLAND, wayland_socket(env))
    return None


def find_problem(argv: Sequence[str] | None = None, env: Mapping[str, str] | None = None) -> Problem | None:
    """Why Qt could not open a window here, or None when one of the platforms it tries will work."""
    argv = sys.argv if argv is None else argv
    env = os.environ if env is None else env
    if not sys.platform.startswith("linux") or env.get("KOTATSU_NO_DISPLAY_CHECK"):
        return None
    if QT_CORE_ERROR:
        return qt_core_problem(QT_CORE_ERROR)
    names = platforms_to_try(argv, env)
    first: Problem | None = None
    for name in names:
        problem = _platform_problem(name, env)
        if problem is None:
            return None
        first = first or problem
    return first


def message(problem: Problem) -> str:
    """The sentence in the interface language, when Qt's core and the translations can be loaded."""
    try:
        from desktop.i18n import install_translations

        app = QCoreApplication.instance() or QCoreApplication(["kotatsu"])
        QCoreApplication.setOrganizationName("Kotatsu")
        QCoreApplication.setApplicationName("Kotatsu")
        data = os.environ.get("KOTATSU_DATA_DIR")
        if data:  # the language chosen in the settings, where configure() keeps them
            from PySide6.QtCore import QSettings

            QSettings.setDefaultFormat(QSettings.Format.IniFormat)
            QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(Path(data) / "settings"))
        install_translations(app)
        return QCoreApplication.translate("display_check", problem.template).format(*problem.args)
    except Exception:  # the English sentence is better than none
        return problem.english()


def explain(argv: Sequence[str] | None = None) -> int:
    """0 when a window can be opened (checked once per process), else prints why on stderr and
    returns 1, the exit status to use."""
    global _passed
    if _passed:
        return 0
    problem = find_problem(argv)
    if problem is None:
        _passed = True
        return 0
    print(message(problem), file=sys.stderr, flush=True)
    return 1
