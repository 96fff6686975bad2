"""Plays each game to the end against the computer with the keyboard alone, at 1024x700: a person who
has read the key help line presses keys on the focused widget (QApplication.focusWidget(), as the
keyboard would) and watches whether the game moves on. Reports, per game, how many key presses each
move took, the keys that did nothing (no move, no status message, no focus change: no feedback), how
often the focus left the table, and the positions where no key of the help moved the game on (then
the move is submitted through the session so the game can go on, and the position is reported).

Usage: xvfb-run -a -s "-screen 0 2560x1440x24" .venv/bin/python scripts/screenshots_keyboard.py [game ...]
       (--shots also saves a picture of each stuck position into /tmp/kotatsu-keyboard/)"""
from __future__ import annotations

import argparse
import collections
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("KOTATSU_DATA_DIR", tempfile.mkdtemp(prefix="kotatsu-keys-"))

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

K = Qt.Key
#: the keys each game's key help names (what a newcomer reading the help line would try)
KEYS = {
    "coloretto": ["D", "1", "2", "3", "4", "5", "Tab", "Return"],
    "r_eco": ["1", "2", "3", "4", "Left", "Right", "Space", "Return", "Tab"],
    "siberia": ["1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "D", "Left", "Right", "Space", "Return", "Tab"],
    "rolling_japan": ["1", "2", "Left", "Right", "Up", "Down", "Space", "Return", "P", "C", "Tab"],
    "pueblo": ["1", "2", "3", "4", "Left", "Right", "Up", "Down", "R", "B", "Return", "P", "Tab"],
}
PLAYERS = {"coloretto": 2, "r_eco": 2, "siberia": 2, "rolling_japan": 1, "pueblo": 2}
NAMES = {"Left": K.Key_Left, "Right": K.Key_Right, "Up": K.Key_Up, "Down": K.Key_Down, "Space": K.Key_Space,
         "Return": K.Key_Return, "Tab": K.Key_Tab, "Esc": K.Key_Escape, "Backspace": K.Key_Backspace}
MAX_PRESSES = 400  # per move, before the position counts as stuck


def pump(app: QApplication, ms: int) -> None:
    done: list[int] = []
    QTimer.singleShot(ms, lambda: done.append(1))
    while not done:
        app.processEvents()


def press(app: QApplication, window, token: str) -> None:
    target = app.focusWidget() or window
    key = NAMES.get(token) or getattr(K, f"Key_{token}")
    QTest.keyClick(target, key)


def play(app: QApplication, game: str, rng: random.Random, shots: Path | None) -> dict:
    from desktop.session.local import Seat
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice
    from desktop.widgets.results import ResultsDialog

    shown: list = []
    ResultsDialog.exec = lambda self: shown.append(self) or 0  # type: ignore[method-assign]
    w = MainWindow(computer_delay_ms=0)
    w.resize(1024, 700)
    w.show()
    w.activateWindow()
    seats = [Seat("Ann", "human")] + [Seat(f"Computer {i}", "computer", "easy") for i in range(1, PLAYERS[game])]
    session = w.start(NewGameChoice(game, seats, {}, 11))
    pump(app, 300)
    view = w.page.view
    stats = {"moves": 0, "presses": 0, "silent": collections.Counter(), "useful": collections.Counter(),
             "focus_out": 0, "focus_none": 0, "stuck": [], "per_move": [], "initial_focus": None}
    f = app.focusWidget()
    stats["initial_focus"] = type(f).__name__ if f else None
    for _ in range(20000):
        if session.is_over():
            break
        if session.handover_to is not None:
            press(app, w, "Return")
            pump(app, 50)
            continue
        human = session.active_human()
        if human is None:
            pump(app, 10)
            continue
        before = len(session.history)
        presses = 0
        while len(session.history) == before and presses < MAX_PRESSES and not session.is_over():
            token = rng.choice(KEYS[game])
            focus_before = app.focusWidget()
            status_before = w.statusBar().currentMessage()
            state_before = session.state
            picture_before = w.grab().toImage()
            press(app, w, token)
            pump(app, 15)
            presses += 1
            focus = app.focusWidget()
            if focus is None:  # nothing has the focus: the keys go nowhere until a person clicks the table
                stats["focus_none"] += 1
                if stats["focus_none"] % 50 == 0:
                    view.setFocus()
            elif not view.isAncestorOf(focus) and focus is not view:
                stats["focus_out"] += 1
                stats.setdefault("focus_out_where", collections.Counter())[type(focus).__name__] += 1
                view.setFocus()  # a person would click back on the table
            if (len(session.history) == before and session.state is state_before and focus is focus_before
                    and w.statusBar().currentMessage() == status_before and w.grab().toImage() == picture_before):
                stats["silent"][token] += 1
            elif len(session.history) != before:
                stats["useful"][token] += 1
        stats["presses"] += presses
        if len(session.history) == before and not session.is_over() and session.active_human() == human:
            status = w.statusBar().currentMessage()
            stats["stuck"].append(status)
            if shots is not None:
                from desktop.shell.share import table_image

                table_image(w).save(str(shots / f"{game}_stuck_{len(stats['stuck'])}.png"))
            session.submit(human, rng.choice(session.legal_actions(human)))
        else:
            stats["moves"] += 1
            stats["per_move"].append(presses)
        pump(app, 10)
    for _ in range(300):
        if shown:
            break
        pump(app, 10)
    stats["over"] = session.is_over()
    stats["results_shown"] = bool(shown)
    stats["scores"] = session.engine.scores(session.state) if session.is_over() else None
    session.close()
    w.close()
    return stats


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(KEYS))
    parser.add_argument("--shots", action="store_true")
    args = parser.parse_args()
    app = QApplication([])
    from desktop.launch.startup import configure

    configure(app)
    shots = None
    if args.shots:
        shots = Path(tempfile.gettempdir()) / "kotatsu-keyboard"
        shots.mkdir(exist_ok=True)
    for game in args.games:
        s = play(app, game, random.Random(3), shots)
        per = sorted(s["per_move"])
        median = per[len(per) // 2] if per else 0
        print(f"== {game}: over={s['over']} results={s['results_shown']} scores={s['scores']}")
        print(f"   human moves by keys: {s['moves']}, presses {s['presses']} (median {median}/move, max "
              f"{max(per) if per else 0}); first focus: {s['initial_focus']}")
        print(f"   stuck (no key moved the game on in {MAX_PRESSES} presses): {len(s['stuck'])}")
        for status in collections.Counter(s["stuck"]).most_common(6):
            print(f"      {status[1]}x  status: {status[0]!r}")
        print(f"   focus left the table {s['focus_out']}x {dict(s.get('focus_out_where', {}))}, "
              f"no focus {s['focus_none']}x")
        print(f"   keys that moved the game: {dict(s['useful'].most_common())}")
        print(f"   silent keys (no move, no message, no focus change): {dict(s['silent'].most_common())}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
