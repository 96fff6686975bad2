"""Settings are hostile input (issue 13): a crafted settings file must run nothing, and any value out of
its menu's range falls back to the default."""
from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Writes, with PySide6's own QSettings, a value that PySide6 below 6.12 pickles: reading it back runs
# `touch MARKER`. The payload is made by the library itself so it is exactly what an attacker would craft.
MAKE_PAYLOAD = r"""
import os, sys
from PySide6.QtCore import QCoreApplication, QSettings
class Evil:
    def __reduce__(self):
        return (os.system, ("touch " + sys.argv[2],))
app = QCoreApplication([])
s = QSettings(sys.argv[1], QSettings.Format.IniFormat)
s.setValue("payload", Evil())
s.sync()
"""

# The application's start-up as main() does it, then every place that reads a setting: the window (delay,
# thinking time, geometry, language menu), the new-game dialog (count and seats), resume at start.
START_APP = r"""
import json, sys
from desktop.launch.startup import configure, share_gl_contexts
from PySide6.QtWidgets import QApplication
share_gl_contexts()
app = QApplication(sys.argv[:1])
configure(app)
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameDialog
from desktop.i18n import current_language
w = MainWindow()
w.show()
app.processEvents()
d = NewGameDialog("coloretto", w)
c = d.choice()
w.offer_resume(at_start=True)
app.processEvents()
print(json.dumps({"delay": w.computer_delay_ms, "budget": w.hard_budget_s, "language": current_language(),
                  "seats": [[s.name, s.kind, s.level] for s in c.seats]}))
d.close()
w.close()
"""

KEYS = ["language", "computer_delay_ms", "hard_budget_s", "window/geometry", "newgame/coloretto/count",
        "newgame/seat0/name", "newgame/seat1/kind", "newgame/seat1/level", "something_else"]


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("KOTATSU_DATA_DIR", "XDG_CONFIG_HOME", "XDG_DATA_HOME")}
    env.update({"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
    env.update(extra)
    return env


def _payload(tmp_path: Path, marker: Path) -> str:
    scratch = tmp_path / "scratch.ini"
    subprocess.run([sys.executable, "-c", MAKE_PAYLOAD, str(scratch), str(marker)], check=True, timeout=60,
                   env=_env(tmp_path))
    line = next(x for x in scratch.read_text(encoding="utf-8").splitlines() if x.startswith("payload="))
    value = line.split("=", 1)[1]
    assert value.startswith("@Variant(") and "PyObjectWrapper" in value
    return value


def _hostile_file(path: Path, value: str) -> None:
    """Every setting the app reads, each one the pickled object (Qt's INI: [General] and sub-sections)."""
    general = [f"{k}={value}" for k in KEYS if "/" not in k]
    text = "[General]\n" + "\n".join(general) + "\n\n[window]\ngeometry=" + value + "\n\n[newgame]\n"
    text += "\n".join(f"{k.split('/', 1)[1].replace('/', chr(92))}={value}" for k in KEYS if k.startswith("newgame/"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text + "\n", encoding="utf-8")


def _check_payload_is_live(tmp_path: Path, value: str, marker: Path) -> None:
    """The payload really runs code when plain QSettings reads it (else the test would prove nothing)."""
    probe = tmp_path / "probe.ini"
    _hostile_file(probe, value)
    code = ("import sys; from PySide6.QtCore import QCoreApplication, QSettings; a = QCoreApplication([]); "
            "QSettings(sys.argv[1], QSettings.Format.IniFormat).value('language')")
    subprocess.run([sys.executable, "-c", code, str(probe)], timeout=60, env=_env(tmp_path))
    import PySide6

    if tuple(int(x) for x in PySide6.__version_info__[:2]) < (6, 12):
        assert marker.exists(), "the crafted value is live on this PySide6"
    marker.unlink(missing_ok=True)


def _start(tmp_path: Path, env: dict[str, str]) -> dict:
    done = subprocess.run([sys.executable, "-c", START_APP], capture_output=True, text=True, timeout=120, env=env,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def _assert_defaults(result: dict) -> None:
    assert result["delay"] == 600
    assert result["budget"] == 1.0
    assert result["language"] == "en"
    assert result["seats"][0] == ["You", "human", "normal"]
    assert result["seats"][1][1:] == ["computer", "normal"]


def test_pickled_object_in_the_ini_under_the_data_dir_runs_nothing(tmp_path):
    marker = tmp_path / "MARKER"
    value = _payload(tmp_path, marker)
    _check_payload_is_live(tmp_path, value, marker)
    data = tmp_path / "data"
    _hostile_file(data / "settings" / "Kotatsu" / "Kotatsu.ini", value)
    result = _start(tmp_path, _env(tmp_path, KOTATSU_DATA_DIR=str(data), HOME=str(tmp_path / "home")))
    assert not marker.exists(), "a settings value ran a command"
    _assert_defaults(result)


@pytest.mark.parametrize("xdg", [True, False], ids=["XDG_CONFIG_HOME", "HOME"])
def test_pickled_object_in_the_native_conf_runs_nothing(tmp_path, xdg):
    marker = tmp_path / "MARKER"
    value = _payload(tmp_path, marker)
    home = tmp_path / "home"
    config = tmp_path / "xdg-config" if xdg else home / ".config"
    _hostile_file(config / "Kotatsu" / "Kotatsu.conf", value)
    env = _env(tmp_path, HOME=str(home), XDG_DATA_HOME=str(tmp_path / "xdg-data"))
    if xdg:
        env["XDG_CONFIG_HOME"] = str(config)
    result = _start(tmp_path, env)
    assert not marker.exists(), "a settings value ran a command"
    _assert_defaults(result)


WHERE = r"""
import json
from PySide6.QtCore import QCoreApplication, QSettings
from desktop.launch.startup import configure
app = QCoreApplication([])
configure(app)
from desktop.storage import settings
print(json.dumps([str(settings.settings_path()), QSettings().fileName(), settings.computer_delay_ms()]))
"""


@pytest.mark.parametrize("xdg", [True, False], ids=["XDG_CONFIG_HOME", "HOME"])
def test_a_plain_native_conf_is_read_from_where_qt_keeps_it(tmp_path, xdg):
    """The positive control of the tests above: a good value in the native file is used."""
    home = tmp_path / "home"
    config = tmp_path / "xdg-config" if xdg else home / ".config"
    (config / "Kotatsu").mkdir(parents=True)
    (config / "Kotatsu" / "Kotatsu.conf").write_text("[General]\ncomputer_delay_ms=1200\n", encoding="utf-8")
    env = _env(tmp_path, HOME=str(home))
    if xdg:
        env["XDG_CONFIG_HOME"] = str(config)
    done = subprocess.run([sys.executable, "-c", WHERE], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    ours, qt, delay = json.loads(done.stdout.strip().splitlines()[-1])
    assert ours == qt == str(config / "Kotatsu" / "Kotatsu.conf")
    assert delay == 1200


def test_the_app_reads_the_file_qt_would_read(configured_app, kotatsu_data_dir):
    from PySide6.QtCore import QSettings

    from desktop.storage import settings

    assert settings.settings_path() == Path(QSettings().fileName())
    assert settings.settings_path().is_relative_to(kotatsu_data_dir)


# ---------------------------------------------------------------------------- values out of range
def _write(text: str) -> None:
    from desktop.storage import settings

    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("raw", ["inf", "-inf", "nan", "NaN", "-1", "0", "1e308", "5.0000001", "3", "fast", "",
                                 "1,2", '"1.0', "@Variant(\\0\\0\\0\\x87?\\xf0\\0\\0\\0\\0\\0\\0)", "1" * 5000])
def test_hard_thinking_time_is_one_of_the_menus_choices(configured_app, raw):
    from desktop.storage import settings

    _write(f"[General]\nhard_budget_s={raw}\ncomputer_delay_ms={raw}\nlanguage={raw}\n")
    budget = settings.hard_budget_s()
    assert budget in settings.HARD_BUDGETS_S and math.isfinite(budget)
    assert budget == 1.0
    assert settings.computer_delay_ms() == (0 if raw == "0" else 600)
    assert settings.language() == ""


@pytest.mark.parametrize("raw, expected", [("2", 2.0), ("5", 5.0), ("0.5", 0.5), ("1.0", 1.0)])
def test_a_good_thinking_time_is_kept(configured_app, raw, expected):
    from desktop.storage import settings

    _write(f"[General]\nhard_budget_s={raw}\ncomputer_delay_ms=1200\nlanguage=fr\n")
    assert settings.hard_budget_s() == expected
    assert settings.computer_delay_ms() == 1200
    assert settings.language() == "fr"


def test_written_settings_read_back_and_qt_reads_them_too(configured_app):
    from PySide6.QtCore import QSettings

    from desktop.storage import settings

    settings.set_value("hard_budget_s", 2.0)
    settings.set_value("computer_delay_ms", 0)
    settings.set_value("language", "fr")
    settings.set_value("newgame/seat0/name", 'Zoë "the, best"; = x\\y')
    settings.set_value("newgame/coloretto/count", 4)
    assert settings.hard_budget_s() == 2.0 and settings.computer_delay_ms() == 0 and settings.language() == "fr"
    assert settings.seat_name(0, "You") == 'Zoë "the, best"; = x\\y'
    assert settings.player_count("coloretto", 2, 5, 3) == 4
    assert settings.player_count("coloretto", 2, 3, 3) == 3, "out of this game's range: the default"
    qt = QSettings()
    assert qt.value("newgame/seat0/name") == 'Zoë "the, best"; = x\\y'
    assert qt.value("language") == "fr"
    # and what Qt writes, the app reads
    qt.setValue("newgame/seat1/name", "Bob, the 2nd")
    qt.sync()
    del qt
    assert settings.seat_name(1, "x") == "Bob, the 2nd"


def test_a_seat_name_is_plain_short_text(configured_app):
    from desktop.storage import settings

    _write("[newgame]\nseat0\\name=" + "A" * 100_000 + "\nseat1\\name=a\\0b\\x1c\nseat2\\name=a,b,c\n"
           "seat3\\kind=robot\nseat3\\level=godlike\n")
    assert settings.seat_name(0, "You") == "You"
    assert "\0" not in settings.seat_name(1, "x") and "\x1c" not in settings.seat_name(1, "x")
    assert settings.seat_name(2, "x") == "x", "a string list is not a plain string"
    assert settings.seat_kind(3, "computer") == "computer"
    assert settings.seat_level(3) == "normal"


def test_a_settings_file_that_is_a_fifo_or_huge_is_not_read(configured_app):
    from desktop.storage import settings

    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    try:
        assert settings.hard_budget_s() == 1.0  # does not block
        settings.set_value("hard_budget_s", 2.0)  # nor does writing
    finally:
        path.unlink()
    path.write_text("[General]\nhard_budget_s=2\n" + "#" * (settings.MAX_FILE_BYTES + 10), encoding="utf-8")
    assert settings.hard_budget_s() == 1.0


def test_no_other_module_reads_qsettings():
    """desktop/storage/settings.py is the only place that reads settings."""
    offenders = []
    for path in (ROOT / "desktop").rglob("*.py"):
        if path.name == "settings.py":
            continue
        text = path.read_text(encoding="utf-8")
        if "QSettings(" in text and ".value(" in text:
            offenders.append(path.relative_to(ROOT).as_posix())
    assert offenders == []


@pytest.mark.slow
def test_fuzz_random_settings_files_never_break_reading(configured_app):
    from hypothesis import HealthCheck, given
    from hypothesis import settings as hsettings
    from hypothesis import strategies as st

    from desktop.storage import settings

    keys = st.sampled_from(["language", "computer_delay_ms", "hard_budget_s", "seat0\\name", "seat1\\kind",
                            "seat1\\level", "coloretto\\count", "geometry", "x"])
    values = st.one_of(st.text(max_size=200), st.sampled_from(["inf", "nan", "-0", "1e999", "@Variant(", "@@x",
                                                               '"a', "\\", "\\x", "a,b", "true", "5", "0.5"]),
                       st.binary(max_size=100).map(lambda b: b.decode("latin-1")))
    sections = st.sampled_from(["[General]", "[newgame]", "[window]", "[", "[%G]", ""])
    lines = st.lists(st.one_of(sections, st.tuples(keys, values).map(lambda kv: f"{kv[0]}={kv[1]}"),
                               st.text(max_size=50)), max_size=30)

    @hsettings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
    @given(lines)
    def run(content):
        _write("\n".join(content))
        assert settings.hard_budget_s() in settings.HARD_BUDGETS_S
        assert settings.computer_delay_ms() in settings.COMPUTER_DELAYS_MS
        assert settings.language() in ("", "en", "fr")
        name = settings.seat_name(0, "You")
        assert isinstance(name, str) and 0 < len(name) <= settings.MAX_NAME and name.isprintable()
        assert settings.seat_kind(1, "computer") in ("human", "computer")
        assert settings.seat_level(1) in ("easy", "normal", "hard")
        assert 2 <= settings.player_count("coloretto", 2, 5, 3) <= 5
        geometry = settings.window_geometry()
        assert geometry is None or isinstance(geometry, bytes)

    run()
