"""Where a tutorial's progress is kept (issue 18): `<data>/tutorials/<game>.json` holds the game's save
(GameSession.to_save) and the coach's step; the settings (desktop/storage/settings.py, validated) remember
that the tutorials were offered at the first start and which tutorials were finished."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import engines
from desktop.storage import paths, settings

FORMAT = "kotatsu-tutorial"


def progress_path(game: str) -> Path:
    return paths.data_dir() / "tutorials" / f"{game}.json"


def save_progress(game: str, save: dict[str, Any], step: int) -> None:
    path = progress_path(game)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # after every move, like the game's autosave: synced to the disk off the interface thread
        paths.write_atomically(path, json.dumps({"format": FORMAT, "step": step, "save": save}), sync_later=True)
    except (OSError, ValueError):
        pass  # a tutorial that cannot be kept still plays


def load_progress(game: str) -> tuple[dict[str, Any], int] | None:
    """(the game's save, the step) of a tutorial left before its end; None if none (or damaged)."""
    if game not in engines.NAMES:
        return None
    try:
        data = json.loads(progress_path(game).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    step, save = data.get("step"), data.get("save")
    if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step < 1000 or not isinstance(save, dict):
        return None
    return save, step


def clear_progress(game: str) -> None:
    try:
        progress_path(game).unlink()
    except OSError:
        pass


def is_done(game: str) -> bool:
    return settings.choice_str(f"tutorial/{game}", ("done", ""), "") == "done"


def mark_done(game: str) -> None:
    settings.set_value(f"tutorial/{game}", "done")


def was_offered() -> bool:
    return settings.choice_str("tutorial/offered", ("yes", ""), "") == "yes"


def mark_offered() -> None:
    settings.set_value("tutorial/offered", "yes")
