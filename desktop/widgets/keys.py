"""Moved to the table kit: `desktop.table.keys` (kept here so older imports keep working)."""
from __future__ import annotations

from desktop.table.keys import ACTIVATION_KEYS, is_activation

__all__ = ["ACTIVATION_KEYS", "is_activation"]
