"""Which board the Pueblo view shows: the 3D one when OpenGL can be used, else the flat 2D one.

The GL scene (scene.py, which imports pyqtgraph.opengl and through it PyOpenGL) is imported here,
inside a guard, and nowhere else in the view: a machine without OpenGL (no PyOpenGL, no libGL, a
broken driver) still gets a playable game, with the reason shown above the board.
"""
from __future__ import annotations

import logging
import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from desktop.games.pueblo.flat import FlatPuebloView

log = logging.getLogger(__name__)


def _t(text: str) -> str:
    return QCoreApplication.translate("PuebloView", text)


def make_board(parent: QWidget | None = None) -> tuple[QWidget, str]:
    """(board, reason): the 3D board and "" when it can be built, else the flat board and why."""
    if os.environ.get("KOTATSU_NO_GL") == "1":
        return FlatPuebloView(parent), _t("3D view switched off (KOTATSU_NO_GL=1): showing the flat board.")
    try:
        from desktop.games.pueblo.scene import PuebloScene
        return PuebloScene(parent), ""
    except Exception as exc:  # no usable OpenGL binding at all (ImportError, a missing libGL, ...)
        log.warning("Pueblo: no 3D board (%s: %s), using the flat one", type(exc).__name__, exc)
        return FlatPuebloView(parent), _t("No OpenGL (%1): showing the flat board.").replace("%1", str(exc))


def flat_board(parent: QWidget | None = None) -> QWidget:
    """The 2D board, for a fall-back after the GL context failed once shown."""
    return FlatPuebloView(parent)
