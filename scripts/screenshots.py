"""Takes the README's screenshots of the shell under a virtual display: library, new-game dialog,
a game in progress at several window sizes and the results dialog.
Usage: xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python scripts/screenshots.py [game]"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("KOTATSU_DATA_DIR", tempfile.mkdtemp(prefix="kotatsu-shots-"))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def pump(app: QApplication, ms: int) -> None:
    loop_done = []
    QTimer.singleShot(ms, lambda: loop_done.append(1))
    while not loop_done:
        app.processEvents()


def main() -> int:
    game = sys.argv[1] if len(sys.argv) > 1 else "coloretto"
    app = QApplication([])
    from desktop.app import configure

    configure(app)
    from desktop.main_window import MainWindow
    from desktop.newgame import NewGameChoice
    from desktop.session import Seat
    from desktop.widgets.results import ResultsDialog

    w = MainWindow(computer_delay_ms=0)
    w.resize(1280, 800)
    w.show()
    pump(app, 200)
    w.grab().save(str(OUT / "library.png"))
    seats = [Seat("Ann", "computer", "normal"), Seat("Computer 1", "computer", "normal"),
             Seat("Computer 2", "computer", "easy")]
    session = w.start(NewGameChoice(game, seats, {}, 42))
    shown = []
    ResultsDialog.exec = lambda self: shown.append(self) or 0  # type: ignore[method-assign]
    steps = 0
    while len(session.history) < 25 and not session.is_over() and steps < 4000:
        pump(app, 10)
        steps += 1
    session.computer_delay_ms = 10_000  # hold the game still for the pictures
    pump(app, 300)
    for size in ((1024, 700), (1920, 1080)):
        w.resize(*size)
        pump(app, 200)
        w.grab().save(str(OUT / f"{game}_window_{size[0]}x{size[1]}.png"))
    session.computer_delay_ms = 0
    w.resize(1280, 800)
    while not shown and steps < 40000:
        pump(app, 10)
        steps += 1
    if shown:
        dialog = shown[0]
        dialog.show()
        pump(app, 200)
        dialog.grab().save(str(OUT / f"{game}_results.png"))
    session.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
