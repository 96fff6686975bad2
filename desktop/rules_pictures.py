"""The rules pages' pictures, each drawn by its game's own painters (shown through desktop/rules_art.py)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QPainter

Paint = Callable[[QPainter, int, int], None]

#: {game: {name: (width, height, paint(p, w, h))}}
PICTURES: dict[str, dict[str, tuple[int, int, Paint]]] = {}
