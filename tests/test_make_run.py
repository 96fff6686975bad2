"""`make run` on a machine that lacks something (issue 20): the real make target in a subprocess.

- System packages it cannot install (scripts/install-system-packages.sh told that a runtime package
  is missing; not root, and no usable sudo): the one apt-get line to run, exit status non-zero.
- No display, or a dead one: one plain sentence from desktop/launch/display_check.py, quickly, no Qt abort.
- Under the test session's scratch Xvfb (pytest-xvfb): the main window appears with the library.
"""
from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from desktop.launch import display_check

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "install-system-packages.sh"
VENV_STAMP = ROOT / ".venv" / ".installed"

needs_make = pytest.mark.skipif(not (shutil.which("make") and VENV_STAMP.exists()),
                                reason="needs make and the project's .venv (make venv)")
needs_dpkg = pytest.mark.skipif(not (shutil.which("dpkg-query") and shutil.which("apt-get")),
                                reason="not a Debian/Ubuntu system")


def _clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE",
                        "KOTATSU_SYSDEPS_MISSING", "KOTATSU_SUDO", "KOTATSU_NO_DISPLAY_CHECK",
                        "KOTATSU_EXIT_AFTER_START_MS", "MAKEFLAGS", "MAKELEVEL")}
    env.update(extra)
    return env


def _make_run(env: dict[str, str], as_user: list[str] | None = None, timeout: float = 120, cwd: Path = ROOT):
    # -o: never rebuild the venv inside a test (the real target otherwise: runtime-deps, then the app)
    command = [*(as_user or []), "make", "--no-print-directory", "-o", ".venv/.installed", "run"]
    start = time.monotonic()
    result = subprocess.run(command, cwd=cwd, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                            text=True, timeout=timeout)
    return result, time.monotonic() - start


def _dead_display() -> str:
    for n in range(4321, 4400):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return f":{n}"
    pytest.skip("no free display number")


# ------------------------------------------------------------------------- system packages
@pytest.fixture
def unprivileged():
    """(command prefix to run as a user who is not root, a copy of the Makefile and the script that
    this user can read: the project's own folder may be closed to other users)."""
    folder = Path(tempfile.mkdtemp(prefix="kotatsu-makerun-"))
    folder.chmod(0o755)
    (folder / "scripts").mkdir(mode=0o755)
    for name in ("Makefile", "pyproject.toml", "scripts/install-system-packages.sh"):
        shutil.copy(ROOT / name, folder / name)
        (folder / name).chmod(0o644)
    if os.geteuid() == 0:
        if not shutil.which("setpriv"):
            pytest.skip("root, and no setpriv to become another user")
        prefix = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]
    else:
        prefix = []
    yield prefix, folder
    shutil.rmtree(folder, ignore_errors=True)


def _fake_sudo(folder: Path, name: str, body: str) -> str:
    path = folder / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)
    return str(path)


@pytest.mark.skipif(not shutil.which("make"), reason="needs make")
@needs_dpkg
@pytest.mark.parametrize("sudo, reason", [
    ("none", "not root, and sudo is not available"),
    ("password", "sudo needs a password and there is no terminal to type it in"),
    ("no-privileges", "apt-get update failed"),
])
def test_make_run_prints_the_apt_get_line_when_it_cannot_install(unprivileged, sudo, reason):
    prefix, folder = unprivileged
    sudo_cmd = {
        "none": "kotatsu-no-such-sudo",
        # sudo -n fails as it does for a user whose sudo asks for a password
        "password": _fake_sudo(folder, "sudo-password", 'echo "sudo: a password is required" >&2; exit 1\n'),
        # a sudo that runs the command without privileges: apt-get itself fails
        "no-privileges": _fake_sudo(folder, "sudo-plain", '[ "$1" = -n ] && shift\nexec "$@"\n'),
    }[sudo]
    env = _clean_env(KOTATSU_SYSDEPS_MISSING="libxcb-cursor0", KOTATSU_SUDO=sudo_cmd, DISPLAY=_dead_display())
    result, _ = _make_run(env, prefix, timeout=180, cwd=folder)
    out = result.stdout + result.stderr
    assert result.returncode != 0, out
    assert reason in result.stderr, out
    lines = [line.strip() for line in result.stderr.splitlines() if "apt-get install" in line]
    assert lines == ["sudo apt-get update && sudo apt-get install -y --no-install-recommends libxcb-cursor0"], out
    assert "Kotatsu cannot open a window" not in out, "the app must not start: " + out
    assert "KOTATSU_STARTED" not in out


def _runtime_packages_installed() -> bool:
    if not shutil.which("dpkg-query"):
        return False
    listed = subprocess.run(["bash", str(SCRIPT), "--list", "runtime"], capture_output=True, text=True, check=True)
    runtime = listed.stdout.split()
    installed = subprocess.run(["dpkg-query", "-W", "-f=${Status}\n", *runtime], capture_output=True, text=True)
    return installed.stdout.count("install ok installed") == len(runtime)


@needs_dpkg
def test_the_package_check_is_quiet_when_everything_is_installed():
    listed = subprocess.run(["bash", str(SCRIPT), "--list", "runtime"], capture_output=True, text=True, check=True)
    runtime = listed.stdout.split()
    assert {"libxcb-cursor0", "libglib2.0-0", "python3-venv"} <= set(runtime) and "xvfb" not in runtime
    if not _runtime_packages_installed():
        pytest.skip("some runtime packages are not installed on this machine")
    result = subprocess.run(["bash", str(SCRIPT), "--runtime"], env=_clean_env(), stdin=subprocess.DEVNULL,
                            capture_output=True, text=True, timeout=60)
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_the_test_list_has_the_accessibility_packages():
    listed = subprocess.run(["bash", str(SCRIPT), "--list", "test"], capture_output=True, text=True, check=True)
    assert {"xvfb", "xauth", "dbus", "at-spi2-core", "python3-pyatspi"} <= set(listed.stdout.split())


def test_the_test_list_has_what_the_packaging_tests_run():
    """desktop-file-validate checks the desktop entry (tests/packaging/): skipped on a fresh machine
    until make test installed desktop-file-utils (issue 28)."""
    listed = subprocess.run(["bash", str(SCRIPT), "--list", "test"], capture_output=True, text=True, check=True)
    assert "desktop-file-utils" in listed.stdout.split()


# ------------------------------------------------------------------------- the display check
def _run_app(env: dict[str, str], timeout: float = 60):
    start = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "desktop"], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                            capture_output=True, text=True, timeout=timeout)
    return result, time.monotonic() - start


def _assert_one_sentence(result, elapsed: float, start: str) -> None:
    out = result.stdout + result.stderr
    assert result.returncode == 1, out
    assert elapsed < 15, f"{elapsed:.1f} s"
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith(start), out
    for qt_abort in ("Traceback", "qt.qpa", "Could not load the Qt platform plugin", "core dumped"):
        assert qt_abort not in out


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_no_display_is_said_in_one_sentence(kotatsu_data_dir):
    result, elapsed = _run_app(_clean_env(KOTATSU_DATA_DIR=str(kotatsu_data_dir)))
    _assert_one_sentence(result, elapsed, "Kotatsu cannot open a window: no display is set")
    assert "xvfb-run -a make run" in result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_a_dead_x_display_is_said_in_one_sentence(kotatsu_data_dir):
    dead = _dead_display()
    result, elapsed = _run_app(_clean_env(KOTATSU_DATA_DIR=str(kotatsu_data_dir), DISPLAY=dead))
    _assert_one_sentence(result, elapsed, f"Kotatsu cannot open a window: no X server answers at DISPLAY={dead}")


@needs_make
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_make_run_on_a_dead_display_says_so(kotatsu_data_dir):
    dead = _dead_display()
    result, elapsed = _make_run(_clean_env(KOTATSU_DATA_DIR=str(kotatsu_data_dir), DISPLAY=dead))
    assert result.returncode != 0 and elapsed < 30
    assert f"Kotatsu cannot open a window: no X server answers at DISPLAY={dead}" in result.stderr
    assert "Traceback" not in result.stderr and "qt.qpa" not in result.stderr


def test_explicit_offscreen_platform_still_starts_without_a_display(kotatsu_data_dir):
    env = _clean_env(KOTATSU_DATA_DIR=str(kotatsu_data_dir), QT_QPA_PLATFORM="offscreen",
                     KOTATSU_EXIT_AFTER_START_MS="0")
    result, _ = _run_app(env, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "KOTATSU_STARTED platform=offscreen visible=True page=Library" in result.stdout


def test_platforms_qt_will_try():
    assert display_check.platforms_to_try(["k"], {}) == ["xcb"]
    assert display_check.platforms_to_try(["k"], {"XDG_SESSION_TYPE": "wayland"}) == ["wayland", "xcb"]
    assert display_check.platforms_to_try(["k"], {"QT_QPA_PLATFORM": "xcb:foo=1"}) == ["xcb"]
    assert display_check.platforms_to_try(["k", "-platform", "minimal"], {"QT_QPA_PLATFORM": "xcb"}) == ["minimal"]
    for name in ("offscreen", "minimal", "vnc"):
        assert display_check.find_problem(["k"], {"QT_QPA_PLATFORM": name}) is None
    assert display_check.find_problem(["k"], {"KOTATSU_NO_DISPLAY_CHECK": "1"}) is None


def test_a_dead_wayland_socket_is_named(tmp_path):
    env = {"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-77", "XDG_RUNTIME_DIR": str(tmp_path)}
    problem = display_check.find_problem(["k"], env)
    assert problem is not None and str(tmp_path / "wayland-77") in problem.english()


def _library_path(soname: str) -> Path:
    ctypes.CDLL(soname)
    stem = soname.split(".so")[0] + ".so"
    for line in Path("/proc/self/maps").read_text().splitlines():
        if Path(line.split()[-1]).name.startswith(stem):
            return Path(line.split()[-1])
    pytest.skip(f"{soname} not found in /proc/self/maps")


def _plugin_needing(tmp_path: Path, soname: str) -> Path:
    """A copy of libxcb-shape.so.0 whose libxcb.so.1 dependency is renamed to soname (same length)."""
    assert len(soname) == len("libxcb.so.1")
    data = _library_path("libxcb-shape.so.0").read_bytes()
    needle = b"\0libxcb.so.1\0"
    assert needle in data
    fake = tmp_path / "platforms" / "libqxcb.so"
    fake.parent.mkdir()
    fake.write_bytes(data.replace(needle, b"\0" + soname.encode() + b"\0"))
    return fake


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_a_plugin_missing_a_system_library_names_its_package(tmp_path, monkeypatch):
    monkeypatch.setitem(display_check.SYSTEM_LIBRARIES, "libxqz.so.1", "libxqz1")
    plugin = _plugin_needing(tmp_path, "libxqz.so.1")
    problem = display_check.plugin_problem("xcb", plugin, ("libxcb.so.1", "libxqz.so.1"))
    assert problem is not None
    text = problem.english()
    assert text.startswith("Kotatsu cannot open a window: Qt's xcb platform needs system libraries")
    assert "(libxqz.so.1)" in text and text.endswith("apt-get install libxqz1")
    # the same through find_problem, with the fake plugin first on QT_PLUGIN_PATH
    monkeypatch.setattr(display_check, "XCB_LIBRARIES", ("libxcb.so.1",))
    found = display_check.find_problem(["k"], {"DISPLAY": ":0", "QT_PLUGIN_PATH": str(tmp_path)})
    assert found is not None and "libxqz1" in found.english()


def test_qt_core_missing_glib_names_its_package():
    error = "libglib-2.0.so.0: cannot open shared object file: No such file or directory"
    problem = display_check.qt_core_problem(error)
    assert problem is not None
    text = problem.english()
    assert text.startswith("Kotatsu cannot start: Qt needs system libraries that are not installed (libglib-2.0.so.0")
    assert "apt-get install libglib2.0-0" in text
    assert display_check.qt_core_problem("No module named 'PySide6'") is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_a_library_the_check_does_not_know_is_left_to_qt(tmp_path):
    plugin = _plugin_needing(tmp_path, "libqtx.so.1")
    assert display_check.plugin_problem("xcb", plugin) is None


# ------------------------------------------------------------------------- the window appears
@needs_make
@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs the scratch X display of pytest-xvfb")
def test_make_run_shows_the_library_on_a_display(kotatsu_data_dir):
    quiet = _runtime_packages_installed()
    env = _clean_env(KOTATSU_DATA_DIR=str(kotatsu_data_dir), DISPLAY=os.environ["DISPLAY"],
                     KOTATSU_EXIT_AFTER_START_MS="300")
    result, elapsed = _make_run(env, timeout=180)
    out = result.stdout + result.stderr
    assert result.returncode == 0, out
    assert "KOTATSU_STARTED platform=xcb visible=True page=Library title='Kotatsu'" in result.stdout, out
    assert "could not be installed" not in out
    if quiet:
        assert "Installing system packages" not in out and "apt-get" not in out


def test_a_damaged_statistics_file_is_told_in_the_banner_at_start(kotatsu_data_dir):
    """Issue 28: the statistics file's problem is in the banner from the start, before any game ends
    or Statistics opens (the file is opened just after the library's first paint)."""
    env = _clean_env(KOTATSU_DATA_DIR=str(kotatsu_data_dir), QT_QPA_PLATFORM="offscreen",
                     KOTATSU_EXIT_AFTER_START_MS="1500")
    (kotatsu_data_dir / "kotatsu.sqlite3").write_bytes(b"not a database\n" * 200)
    result, _ = _run_app(env, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    line = next(x for x in result.stdout.splitlines() if x.startswith("KOTATSU_STARTED"))
    assert "page=Library" in line and "damaged" in line and "set aside" in line, line
