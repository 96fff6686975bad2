"""Where Kotatsu keeps things: the user data folder (autosaves, statistics) and the shipped resources,
and the cleaning up after a kill (the writer itself: desktop.storage.safeio.write_atomically).

Nothing here raises because the data folder can't be made or written: the folders are created
when possible, and the writer (the session, the statistics) reports a problem when it writes.
"""
from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

# write_atomically lives in desktop.storage.safeio (no Qt); it is re-exported here for the callers that
# write in the data folder through this module (paths.write_atomically)
from desktop.storage.safeio import TEMPORARY
from desktop.storage.safeio import write_atomically as write_atomically

#: A temporary this old is stale even if a process with its pid runs (the pid was reused).
_STALE_AFTER_S = 3600.0


def resources_dir() -> Path:
    """The shipped resources (rules pages, translations, map data); inside the bundle when frozen."""
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def _make(path: Path) -> Path:
    with contextlib.suppress(OSError, ValueError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """The user data folder; KOTATSU_DATA_DIR overrides it (tests, portable installs). Created when
    possible; an unusable folder is returned all the same (writing there reports the problem)."""
    override = os.environ.get("KOTATSU_DATA_DIR")
    if override:
        path = Path(override)
    else:
        path = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    return _make(path)


#: Autosave folders tidied in this process (see tidy_autosave_dir).
_tidied: set[Path] = set()


def autosave_dir() -> Path:
    """The autosave folder, tidied at its first use in this process (see tidy_autosave_dir)."""
    folder = _make(data_dir() / "autosave")
    if folder not in _tidied:
        _tidied.add(folder)
        tidy_autosave_dir(folder, stats_path())
    return folder


def tidy_autosave_dir(folder: Path, stats_file: Path) -> list[Path]:
    """What a kill -9 can leave in the autosave folder, removed: temporary files of a killed write,
    and the autosave of a game whose result the statistics already hold (killed between the commit
    and the removal; such a game is finished and must not be offered for resume). Never raises;
    returns the files removed."""
    removed = clean_stale_temporaries(folder)
    try:
        candidates = {p.stem: p for p in Path(folder).glob("*.json")}
    except (OSError, ValueError):
        return removed
    if not candidates:  # nothing to look up: the statistics (sqlite3) are not imported at start-up (issue 28)
        return removed
    from desktop.storage.stats import recorded_in

    for game_id in sorted(recorded_in(stats_file, candidates)):
        try:
            candidates[game_id].unlink()
        except OSError:
            continue
        removed.append(candidates[game_id])
    return removed


def stats_path() -> Path:
    return data_dir() / "kotatsu.sqlite3"


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return pid > 0  # it exists (another user's), or the number can't be a process on this system
    return True


def clean_stale_temporaries(folder: Path) -> list[Path]:
    """Removes the temporary files write_atomically left in folder when its process was killed
    (its pid no longer runs, or the file is over an hour old); returns those removed. Never raises."""
    removed: list[Path] = []
    try:
        entries = list(Path(folder).iterdir())
    except (OSError, ValueError):
        return removed
    now = time.time()
    for entry in entries:
        match = TEMPORARY.fullmatch(entry.name)
        if match is None:
            continue
        try:
            info = entry.lstat()
            pid = int(match.group(1))
            if _running(pid) and now - info.st_mtime < _STALE_AFTER_S:
                continue
            if entry.is_symlink() or entry.is_file():
                entry.unlink()
                removed.append(entry)
        except (OSError, ValueError):
            continue
    return removed
