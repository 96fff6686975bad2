"""Where tests save the screenshots they take: docs/screenshots only when asked
(KOTATSU_UPDATE_SCREENSHOTS=1), otherwise a temporary folder, so a test run never edits the tree."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def screenshot_dir() -> Path:
    if os.environ.get("KOTATSU_UPDATE_SCREENSHOTS") == "1":
        return Path(__file__).resolve().parents[1] / "docs" / "screenshots"
    return Path(tempfile.gettempdir()) / "kotatsu-test-screenshots"
