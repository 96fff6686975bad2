"""Files from outside are hostile input (issue 13): Open and Resume read only small regular files, check
every field before the session replays it, never take a file name from a file, and one damaged
autosave never blocks Resume (it is moved aside into damaged/ and reported once, by name)."""
from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.session import savefiles
from desktop.session.local import GameSession, Seat
from desktop.shell.main_window import MainWindow, ResumeDialog
from desktop.storage import paths

LIMIT_S = 1.0  # every refusal below is far quicker; the old code hung, ate memory or froze for tens of seconds


@pytest.fixture
def window(qtbot, configured_app, monkeypatch):
    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    w.warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: w.warnings.append(str(args[2])))
    monkeypatch.setattr(QMessageBox, "information", lambda *args: w.warnings.append(str(args[2])))
    yield w
    w.close()


def good_save(seed: int = 3, names: tuple[str, str] = ("Ann", "Bob")) -> dict:
    session = GameSession("coloretto", [Seat(names[0]), Seat(names[1])], seed=seed, computer_delay_ms=0)
    session.start()
    if session.active_human() is None:
        session.accept_handover()
    seat = session.active_human()
    assert session.submit(seat, session.legal_actions(seat)[0])
    save = session.to_save()
    session.close()
    return save


def refused_quickly(window, path) -> str:
    started = time.monotonic()
    assert window.open_path(Path(path)) is False
    assert time.monotonic() - started < LIMIT_S
    assert window.session is None
    assert window.warnings, "the refusal is said"
    return window.warnings[-1]


# ---------------------------------------------------------------------------- Open: what is not a file
@pytest.mark.timeout(30)
def test_open_a_fifo_returns_at_once(window, tmp_path):
    fifo = tmp_path / "game.kotatsu"
    os.mkfifo(fifo)

    def unblock():  # the old code blocked in open() for ever; this writer only frees a stuck test
        time.sleep(5)
        try:
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            os.close(fd)
        except OSError:
            pass

    threading.Thread(target=unblock, daemon=True).start()
    message = refused_quickly(window, fifo)
    assert "game.kotatsu" in message


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_open_a_device_reads_nothing(window, device):
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    refused_quickly(window, device)


def test_open_a_symlink_to_a_device_reads_nothing(window, tmp_path):
    link = tmp_path / "innocent.kotatsu"
    link.symlink_to("/dev/zero")
    refused_quickly(window, link)


def test_open_a_folder_says_so(window, tmp_path):
    refused_quickly(window, tmp_path)


# ---------------------------------------------------------------------------- Open: huge content
def test_a_20_mb_seat_name_is_refused_before_it_is_read(window, tmp_path):
    save = good_save()
    save["seats"][0]["name"] = "A" * 20_000_000
    path = tmp_path / "big-name.kotatsu"
    path.write_text(json.dumps(save), encoding="utf-8")
    refused_quickly(window, path)


def test_two_million_actions_are_refused_before_they_are_read(window, tmp_path):
    save = good_save()
    save["actions"] = [[0, save["actions"][0][1]]] * 2_000_000
    path = tmp_path / "long.kotatsu"
    path.write_text(json.dumps(save), encoding="utf-8")
    assert path.stat().st_size > savefiles.MAX_SAVE_BYTES
    refused_quickly(window, path)


def test_more_moves_than_any_game_under_the_size_cap_are_refused(window, tmp_path):
    save = good_save()
    save["actions"] = [[0, 0]] * (savefiles.MAX_ACTIONS + 1)
    path = tmp_path / "many.kotatsu"
    path.write_text(json.dumps(save), encoding="utf-8")
    assert path.stat().st_size < savefiles.MAX_SAVE_BYTES
    assert "moves" in refused_quickly(window, path)


def test_a_long_but_legal_looking_name_is_capped(window, tmp_path):
    save = good_save()
    save["seats"][0]["name"] = "B" * (savefiles.MAX_NAME + 1)
    path = tmp_path / "name.kotatsu"
    path.write_text(json.dumps(save), encoding="utf-8")
    refused_quickly(window, path)


def test_a_deep_array_is_refused(window, tmp_path):
    path = tmp_path / "deep.kotatsu"
    save = good_save()
    text = json.dumps(save)
    path.write_text(text[:-1] + ', "extra": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    refused_quickly(window, path)
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    refused_quickly(window, path)
    shallow = json.dumps(save)[:-1] + ', "extra": ' + "[" * 500 + "]" * 500 + "}"
    path.write_text(shallow, encoding="utf-8")
    assert "nested" in refused_quickly(window, path)


@pytest.mark.parametrize("field, value", [("saved_at", "yesterday"), ("saved_at", float("nan")),
                                          ("saved_at", [1, 2]), ("saved_at", 1e300), ("started_at", "x"),
                                          ("actions", None), ("actions", "0,1"), ("seats", None),
                                          ("seats", [{"name": ["A"], "kind": "human"}]),
                                          ("seed", 1.5), ("seed", True), ("options", []), ("state", None),
                                          ("version", "1")])
def test_a_field_of_the_wrong_type_is_refused_plainly(window, tmp_path, field, value):
    save = good_save()
    save[field] = value
    path = tmp_path / "typed.kotatsu"
    path.write_text(json.dumps(save), encoding="utf-8")  # NaN is written as the NaN literal
    message = refused_quickly(window, path)
    assert "Traceback" not in message and "typed.kotatsu" in message


def test_a_huge_integer_is_refused(window, tmp_path):
    save = json.dumps(good_save())
    path = tmp_path / "int.kotatsu"
    path.write_text(save.replace('"seed": ', '"seed": ' + "9" * 100_000 + ", \"x\": ", 1), encoding="utf-8")
    refused_quickly(window, path)


# ---------------------------------------------------------------------------- Open: the save picks no path
@pytest.mark.parametrize("bad_id", ["../../victim", "/ABSOLUTE/victim", "a\x00b", "..", "", None, ["x"]])
def test_the_saves_id_never_names_the_autosave(window, qtbot, tmp_path, kotatsu_data_dir, bad_id):
    victim = kotatsu_data_dir / "victim.json"  # ../../victim from the autosave folder's point of view
    victim.write_text("precious", encoding="utf-8")
    save = good_save()
    if bad_id is not None and isinstance(bad_id, str) and bad_id.startswith("/ABSOLUTE"):
        bad_id = str(victim.with_suffix(""))
    save["id"] = bad_id
    path = tmp_path / "opened.kotatsu"
    path.write_text(json.dumps(save), encoding="utf-8")
    assert window.open_path(path), window.warnings
    session = window.session
    assert session.autosave_path().parent == paths.autosave_dir()
    assert session.game_id != bad_id
    if session.active_human() is None:
        session.accept_handover()
    seat = session.active_human()
    assert session.submit(seat, session.legal_actions(seat)[0])
    assert session.autosave_path().exists()
    window.show_library()
    assert victim.read_text(encoding="utf-8") == "precious"
    assert sorted(p.name for p in paths.autosave_dir().glob("*.json")) == [session.autosave_path().name]


def test_open_a_good_save_still_works_and_cleans_names(window, tmp_path):
    save = good_save(names=("Ann\x00\x1b[31m", "<b>Bob</b>"))
    path = tmp_path / "good.kotatsu"
    path.write_text(json.dumps(save), encoding="utf-8")
    assert window.open_path(path), window.warnings
    assert [s.name for s in window.session.seats] == ["Ann[31m", "<b>Bob</b>"]
    assert len(window.session.history) == 1


# ---------------------------------------------------------------------------- Resume
def _autosave(name: str, save: dict | str) -> Path:
    path = paths.autosave_dir() / name
    path.write_text(save if isinstance(save, str) else json.dumps(save), encoding="utf-8")
    return path


def test_resume_lists_the_good_games_and_sets_the_damaged_aside_once(window, qtbot, monkeypatch):
    good = _autosave("0123456789ab.json", good_save(seed=5))
    bad = {}
    for name, change in {"text-time": ("saved_at", "soon"), "nan-time": ("saved_at", float("nan")),
                         "list-time": ("saved_at", [1]), "null-actions": ("actions", None)}.items():
        save = good_save()
        save[change[0]] = change[1]
        bad[name] = _autosave(f"{name}.json", save)
    bad["deep"] = _autosave("deep.json", "[" * 100_000 + "]" * 100_000)
    bad["not-json"] = _autosave("half.json", json.dumps(good_save())[:200])
    fifo = paths.autosave_dir() / "pipe.json"
    os.mkfifo(fifo)
    bad["pipe"] = fifo
    shown = []
    monkeypatch.setattr(ResumeDialog, "exec", lambda self: shown.append(self) or 0)
    started = time.monotonic()
    window.offer_resume(at_start=True)
    assert time.monotonic() - started < LIMIT_S
    assert len(shown) == 1
    dialog = shown[0]
    assert dialog.list.count() == 1 and "Ann, Bob" in dialog.list.item(0).text()
    report = dialog.damaged_label.text()
    for path in bad.values():
        assert path.name in report
        assert not os.path.lexists(path)
        assert os.path.lexists(paths.autosave_dir() / savefiles.DAMAGED / path.name)
    assert good.exists()
    # reported once: the next look finds only the good game and says nothing of the others
    shown.clear()
    window.offer_resume()
    assert shown[0].damaged_label is None and shown[0].list.count() == 1


def test_only_damaged_autosaves_are_reported_by_name(window):
    save = good_save()
    save["actions"] = None
    _autosave("broken.json", save)
    window.offer_resume(at_start=True)
    assert len(window.warnings) == 1 and "broken.json" in window.warnings[0]
    window.offer_resume(at_start=True)
    assert len(window.warnings) == 1, "reported once"


def test_an_autosave_that_does_not_replay_is_set_aside_when_resumed(window, monkeypatch):
    save = good_save()
    save["actions"].append([1, [99, 99]])  # fits every type check, but is no move of this game
    path = _autosave("fedcba987654.json", save)
    monkeypatch.setattr(ResumeDialog, "exec", lambda self: (setattr(self, "selected", self._games[0]), 1)[1])
    window.offer_resume()
    assert window.session is None
    assert "fedcba987654.json" in window.warnings[-1]
    assert not path.exists() and (paths.autosave_dir() / savefiles.DAMAGED / path.name).exists()


def test_resume_keeps_writing_to_the_autosave_it_found(window, monkeypatch):
    path = _autosave("0123456789ab.json", good_save(seed=6))
    monkeypatch.setattr(ResumeDialog, "exec", lambda self: (setattr(self, "selected", self._games[0]), 1)[1])
    window.offer_resume()
    assert window.session is not None and window.session.autosave_path() == path


# ---------------------------------------------------------------------------- how long the worst file takes
def test_a_cap_sized_file_is_checked_quickly(window, tmp_path):
    """The worst case under the caps: a file just under the size cap, every move of the right shape."""
    save = good_save()
    wire = save["actions"][0][1]
    save["actions"] = [[0, wire]] * savefiles.MAX_ACTIONS
    save["options"] = {"pad": "x" * 60}
    text = json.dumps(save)
    pad = savefiles.MAX_SAVE_BYTES - len(text) - 40
    save["state"]["padding"] = ["p" * 1000] * (pad // 1006)
    path = tmp_path / "worst.kotatsu"
    path.write_text(json.dumps(save), encoding="utf-8")
    assert savefiles.MAX_SAVE_BYTES * 0.9 < path.stat().st_size <= savefiles.MAX_SAVE_BYTES
    started = time.monotonic()
    with pytest.raises(ValueError):
        GameSession.from_save(savefiles.read_save(path), computer_delay_ms=0)
    assert time.monotonic() - started < 0.1 * 3  # measured ~40 ms here; three times that under load


def test_the_window_keeps_running_while_a_slow_file_is_parsed(window, tmp_path):
    """1 MB of JSON nested 30 deep took 0.36 s to parse, holding the interpreter lock (so a thread alone
    does not help): it is refused by counting brackets before parsing; the window's timers keep ticking."""
    body = ",".join(["[" * 29 + "0" + "]" * 29] * (savefiles.MAX_SAVE_BYTES // 62))
    text = ('{"format": "kotatsu-save", "version": 1, "game": "coloretto", "seed": 1, "options": {}, '
            '"seats": [], "actions": [], "state": {"x": [' + body + "]}}")
    path = tmp_path / "slow.kotatsu"
    path.write_text(text, encoding="utf-8")
    from PySide6.QtCore import QTimer

    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    started = time.monotonic()
    assert window.open_path(path) is False
    ended = time.monotonic()
    timer.stop()
    marks = [started] + [t for t in ticks if started <= t <= ended] + [ended]
    longest = max(b - a for a, b in zip(marks, marks[1:]))
    assert longest < 0.1, f"the interface thread was blocked {longest * 1000:.0f} ms (whole open {ended - started:.2f} s)"


@pytest.mark.slow
def test_fuzz_mutated_saves_never_escape_or_hang(window, tmp_path):
    """Mutated real saves: Open either opens the game or refuses it with a message, always quickly."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    base = good_save()
    leaves = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(allow_nan=True),
                       st.text(max_size=30), st.just("../../x"), st.just("\x00"))
    junk = st.recursive(leaves, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                        st.dictionaries(st.text(max_size=5), inner, max_size=4)),
                        max_leaves=12)

    def paths_of(obj, prefix=()):
        yield prefix
        if isinstance(obj, dict):
            for k, v in obj.items():
                yield from paths_of(v, prefix + (k,))
        elif isinstance(obj, list):
            for i, v in enumerate(obj):
                yield from paths_of(v, prefix + (i,))

    all_paths = [p for p in paths_of(base) if p]

    @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(st.tuples(st.sampled_from(all_paths), junk), min_size=1, max_size=3),
           st.sampled_from(["json", "truncate", "bytes"]), st.integers(0, 10_000))
    def run(mutations, how, cut):
        save = json.loads(json.dumps(base))
        for where, value in mutations:
            node = save
            try:
                for key in where[:-1]:
                    node = node[key]
                node[where[-1]] = value
            except (KeyError, IndexError, TypeError):
                continue
        text = json.dumps(save)
        data = text.encode()
        if how == "truncate":
            data = data[: cut % max(1, len(data))]
        elif how == "bytes":
            data = data[:cut % max(1, len(data))] + bytes([cut % 256]) + data[cut % max(1, len(data)) + 1:]
        path = tmp_path / "fuzz.kotatsu"
        path.write_bytes(data)
        window.warnings.clear()
        started = time.monotonic()
        opened = window.open_path(path)
        assert time.monotonic() - started < 2.0
        if opened:
            assert window.session is not None and window.session.autosave_path().parent == paths.autosave_dir()
            window.show_library()
        else:
            assert window.warnings and "fuzz.kotatsu" in window.warnings[-1]

    run()
