"""The end of a game and the statistics, attacked (issue 13): a kill -9 between the statistics commit
and the removal of the autosave loses nothing and offers no finished game to resume; a damaged,
foreign or read-only statistics database never stops play."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

import engines
from desktop.session.local import GameSession, Seat
from desktop.storage import paths
from desktop.storage.stats import Statistics

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not engines.available("coloretto"), reason="needs the Coloretto engine")

PLAYERS = [{"name": "Ann", "kind": "human", "level": "normal", "score": 12, "won": True}]

KILLED_AT_THE_END = """
import sys
from PySide6.QtCore import QCoreApplication
from desktop.storage import paths
from desktop.session.local import GameSession, Seat
from desktop.storage.stats import Statistics
app = QCoreApplication([])
s = GameSession("coloretto", [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")], seed=3,
                autosave_dir=paths.autosave_dir(), computer_delay_ms=0)
s.statistics = Statistics(paths.stats_path())
print(s.game_id, flush=True)
s.game_over.connect(lambda: (print("survived", flush=True), app.quit()))
s.start()
app.exec()
"""


def test_a_kill_after_the_statistics_commit_loses_nothing_and_offers_no_finished_game(
        kotatsu_data_dir, qtbot, configured_app):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
           "KOTATSU_DATA_DIR": str(kotatsu_data_dir), "KOTATSU_TEST_KILL_AT": "after-statistics-commit"}
    done = subprocess.run([sys.executable, "-c", KILLED_AT_THE_END], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == -9, done.stderr
    game_id = done.stdout.split()[0]
    assert "survived" not in done.stdout
    autosave = kotatsu_data_dir / "autosave" / f"{game_id}.json"
    assert autosave.exists(), "killed inside the window: the autosave is still there"
    # the restart
    stats = Statistics(kotatsu_data_dir / "kotatsu.sqlite3")
    assert [g["id"] for g in stats.recent()] == [game_id], "the finished game is in the statistics"
    from desktop.shell.main_window import MainWindow

    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    offered = [save.get("id") for _, save in window.unfinished_games()]
    assert game_id not in offered and not offered, "a finished game is offered for resume"
    assert not autosave.exists()
    stats.close()


def test_the_result_is_committed_before_the_autosave_is_removed(tmp_path, configured_app, qtbot):
    stats = Statistics(tmp_path / "stats.sqlite3")
    order: list[str] = []
    session = GameSession("coloretto", [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")], seed=3,
                          autosave_dir=tmp_path / "autosave", computer_delay_ms=0)
    session.statistics = stats
    real_record, real_remove = stats.record, session.remove_autosave
    stats.record = lambda **kw: (order.append("record"), real_record(**kw))[1]  # type: ignore[method-assign]
    session.remove_autosave = lambda: (order.append("remove"), real_remove())[1]  # type: ignore[method-assign]
    with qtbot.waitSignal(session.game_over, timeout=60_000):
        session.start()
    assert order == ["record", "remove"]
    assert stats.recent()[0]["id"] == session.game_id
    assert not list((tmp_path / "autosave").glob("*.json"))
    session.close()
    stats.close()


def test_tidying_the_autosave_folder_keeps_unfinished_and_foreign_files(tmp_path):
    folder = tmp_path / "autosave"
    folder.mkdir()
    stats = Statistics(tmp_path / "s.sqlite3")
    stats.record(game_id="aaaaaaaaaaaa", game="coloretto", started_at=0.0, seed=1, options={}, players=PLAYERS)
    for name in ("aaaaaaaaaaaa.json", "bbbbbbbbbbbb.json", "notes.txt", "weird name.json"):
        (folder / name).write_text("{}")
    stats.close()
    before = (tmp_path / "s.sqlite3").read_bytes()
    assert paths.tidy_autosave_dir(folder, tmp_path / "s.sqlite3") == [folder / "aaaaaaaaaaaa.json"]
    assert sorted(p.name for p in folder.iterdir()) == ["bbbbbbbbbbbb.json", "notes.txt", "weird name.json"]
    assert (tmp_path / "s.sqlite3").read_bytes() == before, "the statistics are only read"
    assert paths.tidy_autosave_dir(tmp_path / "missing", tmp_path / "s.sqlite3") == []
    (tmp_path / "bad.sqlite3").write_bytes(b"garbage" * 100)
    assert paths.tidy_autosave_dir(folder, tmp_path / "bad.sqlite3") == []
    assert paths.tidy_autosave_dir(folder, tmp_path / "none.sqlite3") == []


# ---------------------------------------------------------------- hostile statistics databases

@pytest.mark.parametrize("content", [b"", b"not a database at all\n" * 100, b"SQLite format 3\x00" + b"\xff" * 5000,
                                     b"\x00" * 8192])
def test_a_damaged_or_foreign_statistics_file_is_set_aside_and_new_statistics_start(tmp_path, content):
    path = tmp_path / "kotatsu.sqlite3"
    path.write_bytes(content)
    stats = Statistics(path)
    stats.record(game_id="g1", game="coloretto", started_at=0.0, seed=1, options={}, players=PLAYERS)
    assert stats.recent()[0]["id"] == "g1"
    if content:  # an empty file is a valid empty database
        assert stats.problem and "set aside" in stats.problem
        assert stats.set_aside is not None and stats.set_aside.read_bytes() == content
    stats.close()


def test_a_database_damaged_after_its_header_does_not_stop_play(tmp_path):
    path = tmp_path / "kotatsu.sqlite3"
    good = Statistics(path)
    for i in range(200):
        good.record(game_id=f"g{i}", game="coloretto", started_at=0.0, seed=i, options={}, players=PLAYERS)
    good.close()
    data = bytearray(path.read_bytes())
    data[4096:] = b"\xa5" * (len(data) - 4096)  # every page but the first is garbage
    path.write_bytes(bytes(data))
    stats = Statistics(path)
    stats.summary(lowest_wins={"coloretto": False})
    stats.recent()
    stats.record(game_id="new", game="coloretto", started_at=0.0, seed=1, options={}, players=PLAYERS)
    assert stats.problem
    stats.close()


def test_statistics_in_a_folder_that_cannot_exist_work_for_this_session(tmp_path):
    (tmp_path / "file").write_text("")
    stats = Statistics(tmp_path / "file" / "kotatsu.sqlite3")
    assert stats.problem and "not being saved" in stats.problem
    stats.record(game_id="g1", game="coloretto", started_at=0.0, seed=1, options={}, players=PLAYERS)
    assert stats.recent()[0]["id"] == "g1"
    stats.close()


AS_NOBODY = """
import json, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from desktop.session.local import GameSession, Seat
from desktop.storage.stats import Statistics, StatisticsUnavailable
app = QCoreApplication([])
folder = Path(sys.argv[1])
report = {}
stats = Statistics(folder / "kotatsu.sqlite3")
report["problem"] = stats.problem
report["old"] = [g["id"] for g in stats.recent()]
try:
    stats.record(game_id="new", game="coloretto", started_at=0.0, seed=1, options={}, players=[])
    report["record"] = "ok"
except StatisticsUnavailable as exc:
    report["record"] = str(exc)
s = GameSession("coloretto", [Seat("A"), Seat("B")], seed=1, autosave_dir=folder / "autosave",
                computer_delay_ms=0)
problems = []
s.storage_problem.connect(problems.append)
s.statistics = stats
s.start()
s.autosave()
while not s.is_over():
    seat = s.active_human()
    s.submit(seat, s.legal_actions(seat)[0])
report["moves"] = len(s.history)
report["problems"] = problems
print(json.dumps(report))
"""


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root to run as nobody")
def test_a_read_only_data_folder_and_database_let_a_whole_game_be_played(configured_app):
    """As the user nobody (root ignores permissions): a data folder it may not write (chmod 555, no
    autosave folder yet) with a statistics database it may only read."""
    folder = Path(tempfile.mkdtemp(prefix="kotatsu-readonly-"))
    try:
        stats = Statistics(folder / "kotatsu.sqlite3")
        stats.record(game_id="old", game="coloretto", started_at=0.0, seed=1, options={}, players=PLAYERS)
        stats.close()
        os.chmod(folder / "kotatsu.sqlite3", 0o444)
        os.chmod(folder, 0o555)
        env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "HOME": str(folder)}
        done = subprocess.run(["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", sys.executable,
                               "-c", AS_NOBODY, str(folder)], env=env, capture_output=True, text=True, timeout=120,
                              cwd=str(ROOT))
        assert done.returncode == 0, done.stderr
        report = json.loads(done.stdout.strip().splitlines()[-1])
        assert report["old"] == ["old"], "what was recorded is still shown"
        assert report["record"] != "ok" and "not being saved" in report["record"]
        assert report["moves"] > 20, "the whole game was played"
        assert len(report["problems"]) == 2, report["problems"]  # the autosave once, the statistics once
        assert not (folder / "autosave").exists()
    finally:
        os.chmod(folder, 0o755)
        for p in sorted(folder.rglob("*"), reverse=True):
            p.unlink() if p.is_file() else p.rmdir()
        folder.rmdir()
