"""Compatibility shim (desktop/selftest.py imports it): the GL board is desktop/games/pueblo/scene.py."""
from desktop.games.pueblo.scene import PuebloScene  # noqa: F401
