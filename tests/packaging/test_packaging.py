"""Fast checks of the packaging sources (no bundle is built here: that is `make package-test`)."""
from __future__ import annotations

import importlib.util
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "org.kotatsu.Kotatsu"


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("env", "expected"), [
    ({"DISPLAY": ":0"}, "glx"),
    ({"DISPLAY": ":0", "QT_XCB_GL_INTEGRATION": "xcb_egl"}, "egl"),
    ({"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland", "DISPLAY": ":0"}, "egl"),
    ({"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland", "DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "glx"),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, "egl"),
    ({"QT_QPA_PLATFORM": "offscreen"}, "glx"),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "egl"),
])
def test_runtime_hook_matches_pyopengl_to_qts_gl_backend(monkeypatch, env, expected):
    monkeypatch.setenv("PYOPENGL_PLATFORM", "keep")  # the hook must not touch this process
    hook = _load("kotatsu_rthook", PACKAGING / "rthook_opengl.py")
    assert hook._qt_gl_backend(env) == expected


def test_runtime_hook_keeps_a_platform_the_user_chose(monkeypatch):
    monkeypatch.setenv("PYOPENGL_PLATFORM", "osmesa")
    _load("kotatsu_rthook2", PACKAGING / "rthook_opengl.py")
    import os

    assert os.environ["PYOPENGL_PLATFORM"] == "osmesa"


def test_icons_render_in_every_size(tmp_path, qapp):
    icons = _load("kotatsu_icons", PACKAGING / "icons.py")
    icons.build(tmp_path)
    from PySide6.QtGui import QImage

    for size in icons.HICOLOR_SIZES:
        image = QImage(str(tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "kotatsu.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size * 3 // 4).alpha() > 200  # the quilt, not empty
        assert image.pixelColor(0, 0).alpha() == 0  # transparent corner
    ico = (tmp_path / "kotatsu.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    icns = (tmp_path / "kotatsu.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_is_valid():
    result = subprocess.run(["desktop-file-validate", str(PACKAGING / "linux" / f"{APP_ID}.desktop")],
                            capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_appstream_metadata_is_valid(tmp_path):
    text = (PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    path = tmp_path / f"{APP_ID}.metainfo.xml"
    path.write_text(text.replace("@VERSION@", "0.1.0").replace("@DATE@", "2026-01-01"), encoding="utf-8")
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_spec_names_every_game_module_and_both_gl_platforms():
    spec = (PACKAGING / "kotatsu.spec").read_text(encoding="utf-8")
    for needed in ('collect_submodules("engines")', 'collect_submodules("desktop")', "OpenGL.platform.glx",
                   "OpenGL.platform.egl", "pyqtgraph.opengl", '"scipy"', '"tkinter"', "rthook_opengl.py"):
        assert needed in spec, needed


def test_linux_depends_cover_what_qt_loads_at_run_time():
    build = _load("kotatsu_build_linux", PACKAGING / "build_linux.py")
    for lib in ("libgl1", "libegl1", "libxkbcommon-x11-0", "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1",
                "libxcb-shape0", "libfontconfig1", "libdbus-1-3"):
        assert lib in build.RUNTIME_DEPENDS
