"""The autosave after every move writes and renames on the interface thread and leaves the sync to the
disk to a background thread (issue 25: a host's event loop waited 10-450 ms a move for fsync on a busy
disk); every other file is synced before its rename, as before."""
from __future__ import annotations

import os
import threading
import time

from desktop.storage import safeio


def _recording_fsync(monkeypatch):
    calls: list[tuple[str, int]] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        calls.append((threading.current_thread().name, fd))
        real(fd)

    monkeypatch.setattr(safeio.os, "fsync", fsync)
    return calls


def test_sync_later_renames_at_once_and_syncs_on_another_thread(tmp_path, monkeypatch):
    calls = _recording_fsync(monkeypatch)
    target = tmp_path / "autosave" / "game.json"
    safeio.write_atomically(target, '{"moves": 1}', sync_later=True)
    assert target.read_text() == '{"moves": 1}'          # in place before the call returns
    assert not [c for c in calls if c[0] == threading.current_thread().name]
    deadline = time.monotonic() + 10
    while not calls and time.monotonic() < deadline:
        time.sleep(0.01)
    assert calls and all(name == "kotatsu-sync" for name, _ in calls)
    assert list(target.parent.iterdir()) == [target]     # no temporary file left


def test_other_files_are_synced_before_the_rename(tmp_path, monkeypatch):
    calls = _recording_fsync(monkeypatch)
    safeio.write_atomically(tmp_path / "settings.conf", "x=1")
    assert [name for name, _ in calls] == [threading.current_thread().name]


def test_a_file_gone_before_its_sync_is_no_error(tmp_path):
    target = tmp_path / "gone.json"
    safeio.write_atomically(target, "{}", sync_later=True)
    target.unlink()
    safeio.write_atomically(tmp_path / "next.json", "{}", sync_later=True)   # the thread still serves
    assert (tmp_path / "next.json").read_text() == "{}"
