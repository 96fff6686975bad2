"""`python -m desktop --self-test` from the source tree, in a subprocess (pytest-qt's QApplication
and the self-test's own can't live in one process)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str, timeout: int = 300) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # the real platform of this display, as a player would have
    return subprocess.run([sys.executable, "-m", "desktop", "--self-test", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


needs_display = pytest.mark.skipif(not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")),
                                   reason="no display: the self-test needs an X or Wayland display")


@needs_display
def test_self_test_passes_in_the_source_tree(tmp_path):
    result = _run()
    out = result.stdout + result.stderr
    assert result.returncode == 0, out
    assert "self-test passed" in result.stdout
    assert "ok    main window" in result.stdout
    assert "ok    resources" in result.stdout
    assert "FAIL" not in result.stdout, out


@needs_display
def test_self_test_reports_every_game_plainly():
    result = _run("--moves", "2")
    import engines

    for game in engines.NAMES:
        lines = [line for line in result.stdout.splitlines() if line.split(":")[0].endswith(f"game {game}")]
        assert len(lines) == 1, result.stdout
        assert lines[0].startswith(("ok", "skip")), lines[0]
        if lines[0].startswith("skip"):
            assert "not built" in lines[0]


@needs_display
def test_startup_probe_prints_when_the_window_is_shown():
    result = _run("--startup-probe", timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    stamp = [line for line in result.stdout.splitlines() if line.startswith("KOTATSU_SHOWN ")]
    assert len(stamp) == 1 and float(stamp[0].split()[1]) > 0


def test_self_test_fails_plainly_on_a_broken_resource(tmp_path):
    """A damaged resource file is named in a FAIL line and the exit status is non-zero."""
    from desktop.launch import selftest

    root = tmp_path / "resources"
    (root / "rules").mkdir(parents=True)
    (root / "broken.json").write_text("{not json", encoding="utf-8")
    report = selftest.Report(stream=open(os.devnull, "w"))  # noqa: SIM115
    import desktop.storage.paths

    original = desktop.storage.paths.resources_dir
    desktop.storage.paths.resources_dir = lambda: root
    try:
        selftest._check_resources(report)
    finally:
        desktop.storage.paths.resources_dir = original
    assert "resources" in report.failures
    assert selftest._finish(report) == 1
