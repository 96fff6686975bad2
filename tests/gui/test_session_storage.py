"""GameSession and the disk, attacked: autosave names from files, full disks, unwritable folders,
temporary files left by a kill (issue 13)."""
from __future__ import annotations

import errno
import json
import os
import subprocess
import sys

import pytest

import engines
from desktop.session.local import GameSession, Seat
from desktop.storage import paths

pytestmark = pytest.mark.skipif(not engines.available("coloretto"), reason="needs the Coloretto engine")


def humans(n: int) -> list[Seat]:
    return [Seat(f"Player {i}", "human") for i in range(n)]


def play_some(session: GameSession, moves: int) -> None:
    """Plays the first legal action of whoever is at the screen (hand-overs accepted)."""
    for _ in range(moves):
        if session.handover_to is not None:
            session.accept_handover()
        seat = session.active_human()
        if seat is None:
            return
        assert session.submit(seat, session.legal_actions(seat)[0])


def a_save(moves: int = 3) -> dict:
    session = GameSession("coloretto", humans(2), seed=11, computer_delay_ms=0)
    session.start()
    play_some(session, moves)
    save = json.loads(json.dumps(session.to_save()))
    session.close()
    return save


# ---------------------------------------------------------------- autosave names are the app's own

@pytest.mark.parametrize("hostile_id", ["../../victim", "ABSOLUTE", "bad\x00id", "", 12, None, ["x"], "a/b",
                                        "..", "con", "x" * 5000])
def test_a_save_never_chooses_where_the_autosave_goes(tmp_path, configured_app, hostile_id):
    autosaves = tmp_path / "data" / "autosave"
    autosaves.mkdir(parents=True)
    victim = tmp_path / "victim.json"
    victim.write_text('{"precious": true}')
    save = a_save()
    save["id"] = str(tmp_path / "victim") if hostile_id == "ABSOLUTE" else hostile_id
    session = GameSession.from_save(save, autosave_dir=autosaves, computer_delay_ms=0)
    errors: list[str] = []
    session.error.connect(errors.append)
    session.start()
    path = session.autosave_path()
    assert path is not None and path.parent == autosaves
    play_some(session, 2)
    session.autosave()
    assert victim.read_text() == '{"precious": true}', "a file outside the autosave folder was overwritten"
    assert not errors
    assert path.exists()
    session.remove_autosave()
    assert victim.exists(), "a file outside the autosave folder was deleted"
    assert sorted(p.name for p in tmp_path.rglob("*.json")) == ["victim.json"]
    session.close()


def test_open_gives_a_fresh_id_so_two_opened_copies_never_share_an_autosave(tmp_path, configured_app):
    autosaves = tmp_path / "autosave"
    save = a_save()
    first = GameSession.from_save(save, autosave_dir=autosaves)
    second = GameSession.from_save(save, autosave_dir=autosaves)
    assert first.game_id != save["id"] and second.game_id != first.game_id
    assert first.autosave_path() != second.autosave_path()
    first.close()
    second.close()


def test_resume_keeps_writing_to_the_autosave_that_was_found(tmp_path, configured_app):
    autosaves = tmp_path / "autosave"
    autosaves.mkdir()
    save = a_save()
    save["id"] = "../elsewhere"
    found = autosaves / "0123456789ab.json"
    found.write_text(json.dumps(save))
    for resumed in (GameSession.from_save(save, autosave_dir=autosaves, autosave_file=found),
                    GameSession.load(found, autosave_dir=autosaves)):
        assert resumed.autosave_path() == found
        resumed.start()
        play_some(resumed, 1)
        assert json.loads(found.read_text())["actions"] == [[h.seat, resumed.engine.encode_action(h.action)]
                                                            for h in resumed.history]
        assert sorted(p.name for p in autosaves.iterdir()) == [found.name]
        resumed.close()


def test_an_autosave_file_outside_the_autosave_folder_is_refused(tmp_path, configured_app):
    save = a_save()
    with pytest.raises(ValueError):
        GameSession.from_save(save, autosave_dir=tmp_path / "autosave", autosave_file=tmp_path / "x.json")
    with pytest.raises(ValueError):
        GameSession.from_save(save, autosave_dir=tmp_path / "autosave",
                              autosave_file=tmp_path / "autosave" / ".." / "x.json")


@pytest.mark.parametrize("bad", ["../x", "/tmp/x", "a\x00b", "", "x" * 200])
def test_a_game_id_given_in_code_is_checked_too(configured_app, bad):
    with pytest.raises(ValueError):
        GameSession("coloretto", humans(2), seed=1, game_id=bad)


# ---------------------------------------------------------------- writing: full disks, unwritable folders

def _fail_writes_to_temporaries(monkeypatch, code: int = errno.ENOSPC) -> list[int]:
    """os.write raises `code` for files named *.tmp (the atomic writer's temporaries), as a full disk
    does; the returned list counts the refusals."""
    real_write = os.write
    refused: list[int] = []

    def write(fd: int, data: bytes) -> int:
        try:
            name = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            name = ""
        if name.endswith(".tmp"):
            refused.append(fd)
            raise OSError(code, os.strerror(code))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", write)
    return refused


def test_a_full_disk_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "saves" / "game.json"
    paths.write_atomically(target, "old")
    refused = _fail_writes_to_temporaries(monkeypatch)
    with pytest.raises(OSError) as info:
        paths.write_atomically(target, "new" * 1000)
    assert info.value.errno == errno.ENOSPC and refused
    assert target.read_text() == "old"
    assert [p.name for p in target.parent.iterdir()] == ["game.json"], "a temporary file was left behind"


def test_one_atomic_writer_for_text_and_bytes_whose_temporaries_a_restart_cleans(tmp_path, monkeypatch):
    """desktop.storage.safeio.write_atomically is the one writer (paths re-exports it, the session and the
    settings call it): text as UTF-8 or bytes, its folder made, and a temporary a kill leaves is one
    clean_stale_temporaries recognises."""
    from desktop.session import local as session
    from desktop.storage import safeio, settings

    assert paths.write_atomically is safeio.write_atomically
    assert session.write_atomically is safeio.write_atomically
    assert settings.write_atomically is safeio.write_atomically
    target = tmp_path / "new folder" / "a.ini"
    safeio.write_atomically(target, "é")
    assert target.read_bytes() == "é".encode()
    safeio.write_atomically(target, b"\x00\xff")
    assert target.read_bytes() == b"\x00\xff"
    seen: list[str] = []
    real_replace = os.replace

    def killed(src, dst):
        seen.append(os.path.basename(src))
        raise KeyboardInterrupt  # the process dies between the write and the rename

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        safeio.write_atomically(target, "new")
    monkeypatch.setattr(os, "replace", real_replace)
    assert target.read_bytes() == b"\x00\xff" and sorted(p.name for p in target.parent.iterdir()) == ["a.ini"]
    assert seen and safeio.TEMPORARY.fullmatch(seen[0]), seen
    # a temporary of a process that no longer runs (pid 2**22 + 1 is above Linux's default pid_max)
    stale = target.parent / f".a.ini.{2**22 + 1}.7.tmp"
    stale.write_text("half")
    assert paths.clean_stale_temporaries(target.parent) == [stale]


def test_a_full_disk_is_reported_once_and_the_game_goes_on(tmp_path, monkeypatch, configured_app):
    session = GameSession("coloretto", humans(2), seed=5, autosave_dir=tmp_path / "autosave", computer_delay_ms=0)
    problems: list[str] = []
    restored: list[bool] = []
    errors: list[str] = []
    session.storage_problem.connect(problems.append)
    session.storage_ok.connect(lambda: restored.append(True))
    session.error.connect(errors.append)
    session.start()
    play_some(session, 1)
    refused = _fail_writes_to_temporaries(monkeypatch)
    play_some(session, 4)
    assert len(refused) >= 4 and len(session.history) == 5, "play went on"
    assert len(problems) == 1 and "full" in problems[0], problems
    assert not errors, "no error message per move"
    assert not restored
    assert not [p for p in (tmp_path / "autosave").iterdir() if p.name.endswith(".tmp")]
    monkeypatch.undo()
    play_some(session, 1)
    assert restored == [True] and len(problems) == 1
    saved = json.loads(session.autosave_path().read_text())
    assert len(saved["actions"]) == 6
    session.close()


@pytest.mark.parametrize("how", ["under a file", "permission"])
def test_an_unwritable_data_folder_lets_play_go_on_with_one_notice(tmp_path, monkeypatch, configured_app, how):
    if how == "under a file":  # we run as root: a folder under a regular file can't be made by anyone
        (tmp_path / "file").write_text("")
        folder = tmp_path / "file" / "autosave"
    else:
        folder = tmp_path / "autosave"
        real_open = os.open

        def refuse(path, *args, **kwargs):
            if str(path).startswith(str(folder)):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
            return real_open(path, *args, **kwargs)

        monkeypatch.setattr(os, "open", refuse)
    session = GameSession("coloretto", humans(2), seed=5, autosave_dir=folder, computer_delay_ms=0)
    problems: list[str] = []
    session.storage_problem.connect(problems.append)
    session.autosave()
    session.start()
    play_some(session, 6)
    assert len(session.history) == 6
    assert len(problems) == 1 and str(folder.parent if how == "under a file" else folder) in problems[0]
    assert "not being saved" in problems[0]
    session.close()


def test_paths_never_raise_for_an_unusable_data_folder(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("KOTATSU_DATA_DIR", str(tmp_path / "file" / "data"))
    assert paths.data_dir() == tmp_path / "file" / "data"
    assert paths.autosave_dir() == tmp_path / "file" / "data" / "autosave"
    assert paths.stats_path().parent == tmp_path / "file" / "data"
    assert paths.clean_stale_temporaries(paths.autosave_dir()) == []


def test_stale_temporaries_of_a_killed_process_are_cleaned_up(tmp_path, configured_app):
    folder = tmp_path / "autosave"
    folder.mkdir()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    stale = folder / f".0123456789ab.json.{dead.pid}.140000.tmp"
    stale.write_text("")
    mine = folder / f".fedcba987654.json.{os.getpid()}.1.tmp"  # a write in flight in a living process
    mine.write_text("")
    other = folder / "notes.tmp"  # not ours
    other.write_text("")
    assert paths.clean_stale_temporaries(folder) == [stale]
    stale.write_text("")
    session = GameSession("coloretto", humans(2), seed=5, autosave_dir=folder, computer_delay_ms=0)
    session.autosave()  # the first use of the folder cleans it too
    assert not stale.exists() and mine.exists() and other.exists()
    session.close()
