"""Where Kotatsu keeps things: the user data folder (autosaves, statistics) and the shipped resources."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def resources_dir() -> Path:
    """The shipped resources (rules pages, translations, map data); inside the bundle when frozen."""
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def data_dir() -> Path:
    """The user data folder; KOTATSU_DATA_DIR overrides it (tests, portable installs)."""
    override = os.environ.get("KOTATSU_DATA_DIR")
    if override:
        path = Path(override)
    else:
        path = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_dir() -> Path:
    path = data_dir() / "autosave"
    path.mkdir(parents=True, exist_ok=True)
    return path


def stats_path() -> Path:
    return data_dir() / "kotatsu.sqlite3"
