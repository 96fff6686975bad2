"""A new application that prepares the 3D board on a thread, as the start-up's warm-up does, then opens
a board (run by tests/gui/test_pueblo_warm.py in its own process: a process whose earlier boards and
contexts are gone, as at a real start). Prints one JSON line: prepared, programs kept, the picture's
digest."""
from __future__ import annotations

import hashlib
import json
import sys
import threading

from PySide6.QtWidgets import QApplication

from desktop.launch.startup import share_gl_contexts


def main() -> int:
    share_gl_contexts()
    app = QApplication(sys.argv[:1])
    from desktop.games.pueblo import warm
    if not warm.usable():
        print(json.dumps({"usable": False}))
        return 0
    done: list[bool] = []
    thread = threading.Thread(target=lambda: done.append(warm.prepare()), name="probe-warm-up")
    thread.start()
    while thread.is_alive():   # the GUI thread goes on meanwhile
        app.processEvents()
        thread.join(0.01)
    from pyqtgraph.opengl import shaders

    from desktop.games.pueblo.scene import PuebloScene
    programs = shaders.getShaderProgram(None).prog, shaders.getShaderProgram("shaded").prog
    board = PuebloScene()
    board.resize(420, 300)
    board.show()
    for _ in range(3000):
        app.processEvents()
        if board.frames > 0 or not board.isValid():
            break
        thread.join(0.005)
    picture = board.grabFramebuffer()
    kept = (shaders.getShaderProgram(None).prog, shaders.getShaderProgram("shaded").prog) == programs
    digest = hashlib.sha256(bytes(picture.constBits())).hexdigest() if board.isValid() else ""
    print(json.dumps({"usable": True, "prepared": done == [True], "programs": all(programs), "kept": kept,
                      "digest": digest, "again": warm.prepare()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
