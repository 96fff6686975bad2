"""Compatibility shim: Pueblo's view lives in desktop/games/pueblo/ (view.py). LEAD removes this."""
from desktop.games.pueblo.view import VIEW, PuebloView  # noqa: F401
