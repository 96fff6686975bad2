"""Reading files that come from outside the program (a file the user picked, a settings file, an autosave):
only regular files, never more than a cap, and no open that can block (a FIFO) or read without end
(/dev/zero). Writing atomically, leaving no temporary file behind when the disk is full."""
from __future__ import annotations

import contextlib
import os
import queue
import re
import stat
import threading
from pathlib import Path


class NotARegularFile(ValueError):
    """The path is a FIFO, a device, a folder or a socket: it is never read."""


class FileTooLarge(ValueError):
    """The file is bigger than any file of this kind Kotatsu writes."""


def read_regular_file(path: Path | str, cap: int) -> bytes:
    """The bytes of a regular file of at most `cap` bytes.

    Opened non-blocking (a FIFO's open returns at once instead of waiting for a writer) and checked on
    the open descriptor (fstat), so a symlink to a device, or a file swapped after a check, is refused too.
    Raises NotARegularFile, FileTooLarge (both ValueError) or OSError."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(os.fspath(path), flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(f"{Path(path).name} is not a regular file.")
        if info.st_size > cap:
            raise FileTooLarge(f"{Path(path).name} is too large ({info.st_size} bytes).")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, min(1 << 20, cap + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > cap:  # it grew while being read
                raise FileTooLarge(f"{Path(path).name} is too large.")
        return b"".join(chunks)
    finally:
        os.close(fd)


#: A temporary file of write_atomically: `.<name>.<pid>.<thread>.tmp` next to its target (see
#: desktop.storage.paths.clean_stale_temporaries, which removes those a killed process left).
TEMPORARY = re.compile(r"\..+\.(\d+)\.(\d+)\.tmp")


def write_atomically(path: Path | str, data: str | bytes, *, sync_later: bool = False) -> None:
    """Writes a file so that a crash at any moment leaves either the old or the new content; text is
    written as UTF-8. The one writer of every file Kotatsu keeps (autosaves, saves, settings).

    The data goes to a temporary file next to it (its folder made if need be), synced, then renamed
    over it. On any failure (a full disk, no permission) the temporary file is removed and the
    OSError raised; the old content stays.

    `sync_later` (the autosave after every move): the rename comes first and the sync to the disk
    follows on a background thread. A killed process loses nothing either way (the content is the
    system's once written); the interface thread no longer waits for the disk, which took 10-450 ms a
    move on a busy disk and stalled a host's network table (issue 25)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = memoryview(data.encode("utf-8") if isinstance(data, str) else bytes(data))
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o666)
    try:
        try:
            while data:
                data = data[os.write(fd, data):]
            if not sync_later:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if sync_later:
        _syncer().put(path)


_SYNC_QUEUE: queue.SimpleQueue[Path] | None = None
_SYNC_LOCK = threading.Lock()


def _syncer() -> queue.SimpleQueue[Path]:
    """The queue of files to sync to the disk, served by one daemon thread (started on first use)."""
    global _SYNC_QUEUE
    with _SYNC_LOCK:
        if _SYNC_QUEUE is None:
            _SYNC_QUEUE = queue.SimpleQueue()
            threading.Thread(target=_sync_files, args=(_SYNC_QUEUE,), name="kotatsu-sync", daemon=True).start()
        return _SYNC_QUEUE


def _sync_files(files: queue.SimpleQueue[Path]) -> None:
    while True:
        path = files.get()
        with contextlib.suppress(OSError):   # gone (the game ended) or unreadable: nothing to keep
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
