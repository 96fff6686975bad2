"""Keyboard conventions shared by every widget a player can activate (cards, rows, dice, centres)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

ACTIVATION_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})


def is_activation(event: QKeyEvent) -> bool:
    """Enter, Return or Space: the keyboard's click on the focused widget."""
    return event.key() in ACTIVATION_KEYS
