"""A private PulseAudio for the sound tests: a null sink `rec` whose monitor `parec` records, in a
scratch XDG_RUNTIME_DIR, started and stopped by the test itself (CI runs as root with no services).

    with PrivatePulse(tmp_path) as pulse:     # PULSE_SERVER points at it while inside
        with pulse.recording() as rec:        # parec -d rec.monitor, 16-bit mono at synth.RATE
            ... play ...
        samples = rec.samples()               # numpy int16
"""
from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

import numpy as np

from desktop.sound.synth import RATE


def available() -> str:
    """"" when pulseaudio and parec are installed, else why not."""
    missing = [tool for tool in ("pulseaudio", "parec", "pactl") if shutil.which(tool) is None]
    return "" if not missing else f"missing {', '.join(missing)} (scripts/install-system-packages.sh)"


class Recording:
    def __init__(self, pulse: PrivatePulse, path: Path) -> None:
        self.pulse = pulse
        self.path = path
        self.proc: subprocess.Popen | None = None

    def __enter__(self) -> Recording:
        self.proc = subprocess.Popen(
            ["parec", "-d", "rec.monitor", "--raw", "--format=s16le", f"--rate={RATE}", "--channels=1",
             "--latency-msec=300", str(self.path)], env=self.pulse.env,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not self.pulse.pactl("list", "short", "source-outputs").strip() \
                and self.proc.poll() is None:
            time.sleep(0.05)
        time.sleep(0.2)
        return self

    def __exit__(self, *exc) -> None:
        time.sleep(1.2)   # the tail of the last sound, through the buffers
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def samples(self) -> np.ndarray:
        data = self.path.read_bytes() if self.path.exists() else b""
        return np.frombuffer(data[: len(data) // 2 * 2], dtype=np.int16)


class PrivatePulse:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.runtime = self.folder / "xdg-runtime"
        self.proc: subprocess.Popen | None = None
        self.env = dict(os.environ)

    def pactl(self, *args: str) -> str:
        out = subprocess.run(["pactl", *args], env=self.env, capture_output=True, text=True, timeout=10)
        return out.stdout

    def __enter__(self) -> PrivatePulse:
        self.runtime.mkdir(parents=True, exist_ok=True)
        self.runtime.chmod(0o700)
        home = self.folder / "home"
        home.mkdir(exist_ok=True)
        socket = self.runtime / "pulse" / "native"
        self.env.update(XDG_RUNTIME_DIR=str(self.runtime), HOME=str(home), PULSE_SERVER=f"unix:{socket}")
        self.env.pop("PULSE_COOKIE", None)
        server_env = dict(self.env)
        server_env.pop("PULSE_SERVER")
        self.log = open(self.folder / "pulseaudio.log", "wb")  # noqa: SIM115 (closed in __exit__)
        self.proc = subprocess.Popen(
            ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit",
             "--load=module-native-protocol-unix auth-anonymous=1", "--load=module-null-sink sink_name=rec"],
            env=server_env, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError((self.folder / "pulseaudio.log").read_text(errors="replace")[-2000:])
            if socket.exists() and "rec" in self.pactl("list", "short", "sinks"):
                break
            time.sleep(0.05)
        else:
            self.__exit__()
            raise RuntimeError("the private PulseAudio did not start")
        self.pactl("set-default-sink", "rec")
        self._saved = {k: os.environ.get(k) for k in ("XDG_RUNTIME_DIR", "PULSE_SERVER")}
        os.environ["PULSE_SERVER"] = self.env["PULSE_SERVER"]
        os.environ["XDG_RUNTIME_DIR"] = str(self.runtime)
        return self

    def recording(self, name: str = "rec.raw") -> Recording:
        return Recording(self, self.folder / name)

    def __exit__(self, *exc) -> None:
        for key, value in getattr(self, "_saved", {}).items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if getattr(self, "log", None):
            self.log.close()
