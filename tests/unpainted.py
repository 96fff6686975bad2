"""A window whose painting is off for a while (issue 28): tests that play many moves through a window
to check what is not pixels (texts, states, sounds, files) spent half their CPU painting positions
nobody looked at. What such a test checks is drawn afterwards, when the painting is back on."""
from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtWidgets import QWidget


@contextlib.contextmanager
def unpainted(widget: QWidget) -> Iterator[None]:
    """`widget`'s window is laid out, takes keys and clicks and runs its timers, but is not painted."""
    window = widget.window()
    window.setUpdatesEnabled(False)
    try:
        yield
    finally:
        window.setUpdatesEnabled(True)
