"""The processes of one out-of-process accessibility run: Xvfb, the AT-SPI bus, the app.

Must run inside a D-Bus session (`dbus-run-session -- /usr/bin/python3 -m tests.atspi.player ...`):
the AT-SPI bus launcher registers itself on the session bus, where the app and pyatspi find it.
Standard library only. Every process is started in its own process group and ended by its id
(SIGTERM, then SIGKILL after a grace period) when the `Desktop` context ends, whatever the exit path.
"""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SCREEN = "1280x800x24"  # room for a 1024x700 window and its dialogs


class HarnessError(RuntimeError):
    """The harness itself could not start (no X server, no bus, the app died)."""


def venv_python() -> str:
    """The app's python: $KOTATSU_ATSPI_PYTHON, else the project's venv, else python3."""
    chosen = os.environ.get("KOTATSU_ATSPI_PYTHON")
    if chosen:
        return chosen
    candidate = ROOT / ".venv" / "bin" / "python"
    return str(candidate) if candidate.exists() else "python3"


class Desktop:
    """`with Desktop() as d:` Xvfb on a free display, the AT-SPI bus, then `d.start_app()`."""

    def __init__(self, *, screen: str = SCREEN, settings: dict[str, str] | None = None) -> None:
        self.screen = screen
        self.settings = {"computer_delay_ms": "0"} | (settings or {})
        self.tmp = Path(tempfile.mkdtemp(prefix="kotatsu-atspi-"))
        self.data_dir = self.tmp / "data"
        self.processes: list[tuple[str, subprocess.Popen]] = []
        self.display = ""
        self.app: subprocess.Popen | None = None
        self.app_log = self.tmp / "app.log"

    # -- processes -------------------------------------------------------------------------------
    def _spawn(self, label: str, argv: list[str], **kwargs) -> subprocess.Popen:
        proc = subprocess.Popen(argv, start_new_session=True, **kwargs)
        self.processes.append((label, proc))
        return proc

    def __enter__(self) -> Desktop:
        try:
            self._start_x()
            self._start_bus()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _start_x(self) -> None:
        if not shutil.which("Xvfb"):
            raise HarnessError("Xvfb is not installed (Debian package xvfb)")
        read, write = os.pipe()
        self._spawn("Xvfb", ["Xvfb", "-displayfd", str(write), "-screen", "0", self.screen, "-nolisten", "tcp",
                             "-noreset"], pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        number = b""
        end = time.monotonic() + 20
        os.set_blocking(read, False)
        while time.monotonic() < end and not number.endswith(b"\n"):
            try:
                chunk = os.read(read, 16)
            except BlockingIOError:
                chunk = None
            if chunk == b"":
                break
            if chunk:
                number += chunk
            else:
                time.sleep(0.05)
        os.close(read)
        if not number.strip().isdigit():
            raise HarnessError("Xvfb did not report a display within 20 s")
        self.display = ":" + number.strip().decode()
        os.environ["DISPLAY"] = self.display  # for pyatspi's key synthesis (the registry daemon's X)

    def _start_bus(self) -> None:
        if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
            raise HarnessError("no D-Bus session: run under dbus-run-session")
        if not os.path.exists(BUS_LAUNCHER):
            raise HarnessError(f"{BUS_LAUNCHER} is missing (Debian package at-spi2-core)")
        self._spawn("at-spi-bus-launcher", [BUS_LAUNCHER, "--launch-immediately"],
                    env=dict(os.environ, DISPLAY=self.display),
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # the launcher owns org.a11y.Bus once it is ready
        end = time.monotonic() + 20
        while time.monotonic() < end:
            probe = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus",
                                    "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner",
                                    "string:org.a11y.Bus"],  # asks without starting a second launcher
                                   capture_output=True, text=True, timeout=10)
            if probe.returncode == 0 and "boolean true" in probe.stdout:
                return
            time.sleep(0.1)
        raise HarnessError("the AT-SPI bus (org.a11y.Bus) did not come up within 20 s")

    def _write_settings(self) -> None:
        folder = self.data_dir / "settings" / "Kotatsu"
        folder.mkdir(parents=True, exist_ok=True)
        lines = ["[General]"] + [f"{key}={value}" for key, value in self.settings.items()]
        (folder / "Kotatsu.ini").write_text("\n".join(lines) + "\n", encoding="utf-8")

    def start_app(self, language: str = "en") -> subprocess.Popen:
        """`python -m desktop` from the venv, accessibility on, a fresh data folder, `language` chosen."""
        self.settings["language"] = language
        self._write_settings()
        env = dict(os.environ, DISPLAY=self.display, KOTATSU_DATA_DIR=str(self.data_dir),
                   QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1", QT_QPA_PLATFORM="xcb")
        env.pop("WAYLAND_DISPLAY", None)
        log = open(self.app_log, "wb")
        self.app = self._spawn("app", [venv_python(), "-m", "desktop"], cwd=ROOT, env=env,
                               stdout=log, stderr=subprocess.STDOUT)
        log.close()
        return self.app

    def focus_window(self, title: str = "Kotatsu") -> bool:
        """Gives the X input focus to the app's top-level window whose title contains `title` (a regular expression) (what a
        window manager does when a window is mapped; a bare Xvfb has none, and Qt treats a window without
        focus as inactive: no focused object on AT-SPI). True when a window was found and focused."""
        env = dict(os.environ, DISPLAY=self.display)
        try:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", title], env=env,
                                   capture_output=True, text=True, timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            return False
        ids = found.stdout.split()
        if not ids:
            return False
        try:
            done = subprocess.run(["xdotool", "windowfocus", ids[-1]], env=env, capture_output=True, timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            return False
        return done.returncode == 0

    def app_alive(self) -> bool:
        return self.app is not None and self.app.poll() is None

    def app_output(self, lines: int = 40) -> str:
        try:
            text = self.app_log.read_text(errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])

    def close(self) -> None:
        """Ends every process started here, newest first, by its own process group id."""
        for _label, proc in reversed(self.processes):
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
        deadline = time.monotonic() + 5
        for _label, proc in reversed(self.processes):
            try:
                proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.wait(timeout=5)
        self.processes.clear()
        shutil.rmtree(self.tmp, ignore_errors=True)
