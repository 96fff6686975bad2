"""PyInstaller runtime hook: choose PyOpenGL's platform to match the one Qt will use.

Runs before any application code, so before the first `import OpenGL`. PyOpenGL picks EGL on a
Wayland session and GLX otherwise; Qt picks wayland (EGL) on a Wayland session when its plugin
loads and xcb (GLX unless QT_XCB_GL_INTEGRATION=xcb_egl) on X11. A mismatch makes every GL call
fail, so both are bundled and the one Qt uses is named here. A value the user set is kept.
"""
import os
import sys


def _qt_gl_backend(env):
    if sys.platform != "linux" and not sys.platform.startswith(("freebsd", "openbsd")):
        return None  # Windows (WGL) and macOS (CGL): PyOpenGL's own choice is right
    requested = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip().lower()
    if not requested:
        session = env.get("XDG_SESSION_TYPE", "").lower()
        if session == "wayland" and env.get("WAYLAND_DISPLAY"):
            requested = "wayland"
        elif env.get("DISPLAY"):
            requested = "xcb"
        elif env.get("WAYLAND_DISPLAY"):
            requested = "wayland"
        else:
            requested = "xcb"
    if requested.startswith(("wayland", "eglfs", "minimalegl")):
        return "egl"
    if requested == "xcb":
        return "egl" if env.get("QT_XCB_GL_INTEGRATION", "").lower() == "xcb_egl" else "glx"
    return "glx"  # offscreen, vnc, ...: no GL window anyway


if not os.environ.get("PYOPENGL_PLATFORM"):
    _backend = _qt_gl_backend(os.environ)
    if _backend:
        os.environ["PYOPENGL_PLATFORM"] = _backend
