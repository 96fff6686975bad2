"""Compatibility shim: the Pueblo boards moved to desktop/games/pueblo/ (scene.py, flat.py,
geometry.py, track.py, picking.py). Only `desktop.pueblo3d.scene.PuebloScene` is kept, for
desktop/selftest.py; LEAD removes this package once nothing imports it."""
