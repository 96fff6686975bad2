"""Start-up: the application object, settings, translations, the main window, resuming games."""
from __future__ import annotations

import gc
import sys
import time
import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

# Shared start-up code lives in desktop.launch.startup; re-exported here so older imports keep working.
from desktop.launch.startup import (  # noqa: F401
    APPLICATION,
    ORGANISATION,
    application_icon,
    configure,
    share_gl_contexts,
)

#: How long after the library's first paint the statistics file is opened (its problems told)
STATISTICS_LOOK_MS = 300


def _excepthook(kind, value, tb) -> None:  # noqa: ANN001
    """An unexpected error is shown, not a crash to the desktop; the autosave keeps the game."""
    text = "".join(traceback.format_exception(kind, value, tb))
    sys.stderr.write(text)
    app = QApplication.instance()
    if app is not None:
        QMessageBox.critical(None, QCoreApplication.translate("app", "Unexpected error"),
                             QCoreApplication.translate("app", "Something went wrong, but your game is kept "
                                                               "(it is saved after every move).\n\n{0}").format(value))


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    if "--self-test" in argv:
        from desktop.launch.selftest import run_self_test

        return run_self_test(argv)
    from desktop.launch.display_check import explain

    if explain(argv):  # no display, or Qt's platform can't load: said in one sentence, not a Qt abort
        return 1
    gc.disable()  # until the library is shown (open_or_offer below)
    share_gl_contexts()
    app = QApplication(argv)
    configure(app)
    from desktop.shell.main_window import MainWindow

    sys.excepthook = _excepthook
    window = MainWindow()
    import os

    from PySide6.QtCore import QEvent, QObject

    from desktop.launch import warmup

    exit_after = os.environ.get("KOTATSU_EXIT_AFTER_START_MS", "")
    painted_at: list[float] = []

    def report_and_quit() -> None:
        pages = getattr(window, "pages", None) or window.centralWidget()  # the notice banner sits above the pages
        page = getattr(pages, "currentWidget", lambda: None)()
        print(f"KOTATSU_STARTED platform={app.platformName()} visible={window.isVisible()} "
              f"page={type(page).__name__} title={window.windowTitle()!r} notice={window.notice.message()!r} "
              f"FIRST_PAINT_AT={painted_at[0]:.6f}",
              flush=True)
        app.quit()

    files = [a for a in argv[1:] if not a.startswith("-")]
    opened = []

    def open_or_offer() -> None:
        """The file named on the command line, or the unfinished games: once the library is on screen.
        Before them the garbage collector comes back: what start-up made lasts the whole session, so it
        goes to the permanent generation that collections (and the one at exit) do not walk through."""
        if opened:
            return
        opened.append(True)
        gc.freeze()
        gc.enable()
        # the statistics are opened a moment after: a damaged or unusable file is told in the banner
        # from the start (issue 28), not first when a game ends or Statistics opens
        QTimer.singleShot(STATISTICS_LOOK_MS, window, lambda: window.stats)
        if files:
            window.open_path(Path(files[0]))
        else:
            window.offer_resume(at_start=True)

    class FirstPaint(QObject):
        """Once the library is painted: the file or the unfinished games, the warm-up (what only the games
        need, on a thread, half a second later: desktop/launch/warmup.py) and, for make run's test and CI,
        quitting that long after, saying what is shown."""
        seen = False

        def eventFilter(self, obj, event):  # noqa: ANN001, ANN201, N802
            if event.type() == QEvent.Type.Paint and not self.seen:
                self.seen = True
                painted_at.append(time.time())  # bench/startup.py: from the process's start to here
                window.removeEventFilter(self)
                QTimer.singleShot(0, open_or_offer)
                QTimer.singleShot(500, warmup.start)
                if exit_after.isdigit():
                    QTimer.singleShot(int(exit_after), report_and_quit)
            return False

    first_paint = FirstPaint(window)
    window.installEventFilter(first_paint)
    window.show()
    QTimer.singleShot(2000, open_or_offer)  # a window never painted (started minimised) still offers them
    code = app.exec()
    warmup.finish(10)  # a GL preparation in progress (desktop/games/pueblo/warm.py) ends while the app lives
    return code


if __name__ == "__main__":
    sys.exit(main())
