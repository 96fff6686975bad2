"""Takes the screenshots in docs/screenshots under a virtual display: every game mid-game at 1024x700
and 1920x1080, at its fewest and most players, in English and French
(`<game>_<players>p_<W>x<H>_<lang>.png`), and the README's pictures (library, each game, results,
new-game dialog, French library). OpenGL boards (Pueblo) are painted in from their framebuffers
(desktop.shell.share.table_image). PNGs are reduced to an 8-bit palette when Pillow is installed.

Usage: xvfb-run -a -s "-screen 0 2560x1440x24" .venv/bin/python scripts/screenshots.py --all
       (KOTATSU_SHOTS_OUT=<folder> and KOTATSU_SHOTS_SIZES=1024x700,2560x1440: other sizes, elsewhere)
       ... scripts/screenshots.py --lang fr --games pueblo     (one language, some games)
       ... scripts/screenshots.py --readme                      (only the README's pictures)"""
from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("KOTATSU_DATA_DIR", tempfile.mkdtemp(prefix="kotatsu-shots-"))

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

OUT = Path(os.environ.get("KOTATSU_SHOTS_OUT") or ROOT / "docs" / "screenshots")
GAMES = {"coloretto": (2, 5), "r_eco": (2, 5), "siberia": (2, 4), "rolling_japan": (1, 8), "pueblo": (2, 4)}
SIZES = ((1024, 700), (1920, 1080))
if os.environ.get("KOTATSU_SHOTS_SIZES"):  # e.g. "1024x700,2560x1440": other sizes, for looking at
    SIZES = tuple(tuple(int(n) for n in size.split("x")) for size in os.environ["KOTATSU_SHOTS_SIZES"].split(","))
#: moves played before the pictures: enough for marks of the last moves and cards in play
MOVES = {"coloretto": 14, "r_eco": 14, "siberia": 14, "rolling_japan": 12, "pueblo": 10}
SEED = 7


def pump(app: QApplication, ms: int) -> None:
    done: list[int] = []
    QTimer.singleShot(ms, lambda: done.append(1))
    while not done:
        app.processEvents()


def save(widget: QWidget, name: str) -> Path:
    from desktop.shell.share import table_image

    path = OUT / name
    table_image(widget).save(str(path), "PNG")
    shrink(path)
    return path


def shrink(path: Path) -> None:
    """An 8-bit palette where it still looks right: the first quantization whose colours stay close
    to the picture's everywhere, else the full-colour PNG, optimized (smaller than a dithered one)."""
    if os.environ.get("KOTATSU_SHOTS_RAW") == "1":
        return
    try:
        from PIL import Image, ImageChops
    except ImportError:
        return
    with Image.open(path) as im:
        rgb = im.convert("RGB")
    pixels = rgb.width * rgb.height
    for method in (Image.Quantize.FASTOCTREE, Image.Quantize.MAXCOVERAGE):
        small = rgb.quantize(colors=256, method=method, dither=Image.Dither.NONE)
        error = ImageChops.difference(rgb, small.convert("RGB")).convert("L").histogram()
        # no bands in the gradients (a smooth background off by 5-8 shows stripes: under 5% of the
        # pixels off by more than 4) and no colour changed (under 0.02% off by more than 24)
        if sum(error[5:]) <= pixels // 20 and sum(error[25:]) <= pixels // 5000:
            small.save(path, optimize=True)
            return
    rgb.save(path, optimize=True)


def seats_for(n: int, *, human: bool = True) -> list:
    from desktop.session.local import Seat

    def computer(i: int) -> str:  # the new-game dialog's default name, in the interface language
        return QCoreApplication.translate("NewGameDialog", "Computer {0}").format(i)

    seats = [Seat("Ann", "human")] if human else [Seat(computer(0), "computer", "easy")]
    seats += [Seat(computer(i), "computer", "easy") for i in range(1, n)]
    return seats


def play_to(app: QApplication, session, moves: int, rng: random.Random, *, to_end: bool = False) -> None:
    """Plays until `moves` moves are made and a human is to move (or the end): the humans' moves are
    random legal actions submitted through the session, the computers play by themselves."""
    for _ in range(60000):
        if session.is_over():
            return
        if session.handover_to is not None:
            session.accept_handover()
        human = session.active_human()
        if human is not None:
            if len(session.history) >= moves and not to_end:
                return
            legal = session.legal_actions(human)
            if legal:
                session.submit(human, rng.choice(legal))
        pump(app, 5)


def game_shots(app: QApplication, lang: str, games: list[str]) -> None:
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice

    for game in games:
        for n in GAMES[game]:
            w = MainWindow(computer_delay_ms=0)
            w.resize(*SIZES[0])
            w.show()
            session = w.start(NewGameChoice(game, seats_for(n), {}, SEED + n))
            play_to(app, session, MOVES[game], random.Random(SEED + n))
            pump(app, 1500)  # let the flights and marks of the last move settle
            for size in SIZES:
                w.resize(*size)
                pump(app, 600)
                path = save(w, f"{game}_{n}p_{size[0]}x{size[1]}_{lang}.png")
                got = w.size()
                note = "" if (got.width(), got.height()) == size else f"  (window is {got.width()}x{got.height()})"
                print(path.name + note, flush=True)
            session.close()
            w.close()
            w.deleteLater()
            pump(app, 50)


def readme_shots(app: QApplication, lang: str) -> None:
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice, NewGameDialog
    from desktop.widgets.results import ResultsDialog

    suffix = "" if lang == "en" else f"_{lang}"
    w = MainWindow(computer_delay_ms=0)
    w.resize(1280, 800)
    w.show()
    pump(app, 300)
    print(save(w, f"library{suffix}.png").name, flush=True)
    if lang != "en":
        w.close()
        return
    dialog = NewGameDialog("coloretto", w)
    dialog.show()
    pump(app, 300)
    print(save(dialog, "new_game_dialog.png").name, flush=True)
    dialog.close()
    shown: list = []
    ResultsDialog.exec = lambda self: shown.append(self) or 0  # type: ignore[method-assign]
    names = {"coloretto": "coloretto_game", "r_eco": "r_eco_game", "siberia": "siberia_game",
             "rolling_japan": "rolling_japan_sheet", "pueblo": "pueblo_midgame"}
    for game, name in names.items():
        shown.clear()
        session = w.start(NewGameChoice(game, seats_for(3), {}, SEED))
        rng = random.Random(SEED)
        play_to(app, session, MOVES[game] + 6, rng)
        pump(app, 1500)
        print(save(w, f"{name}.png").name, flush=True)
        if game == "pueblo":
            view = w.page.view
            view.view_chieftain()
            pump(app, 1500)
            print(save(w, "pueblo_chieftain_eye.png").name, flush=True)
        play_to(app, session, 0, rng, to_end=True)
        for _ in range(2000):
            if shown:
                break
            pump(app, 10)
        if shown:
            shown[0].show()
            pump(app, 400)
            print(save(shown[0], f"{game}_results.png").name, flush=True)
            shown[0].close()
        w.show_library()
        pump(app, 100)
    w.close()


def run(lang: str, games: list[str], readme: bool) -> int:
    app = QApplication([])
    from desktop.launch.startup import configure
    from desktop.storage import settings

    configure(app)
    settings.set_value("language", lang)
    from desktop.i18n import install_translations

    install_translations(app, lang)
    OUT.mkdir(parents=True, exist_ok=True)
    if readme:
        readme_shots(app, lang)
    if games:
        game_shots(app, lang, games)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="every picture, both languages (one process each)")
    parser.add_argument("--lang", default="en", choices=("en", "fr"))
    parser.add_argument("--games", nargs="*", default=None, help="games to shoot (default: none unless --all)")
    parser.add_argument("--readme", action="store_true", help="the README's pictures")
    args = parser.parse_args()
    if args.all:  # one process per language and game: a crash (seen once in a while under Xvfb) costs one retry
        status = 0
        for lang in ("en", "fr"):
            for part in (["--readme"], *(["--games", game] for game in GAMES)):
                cmd = [sys.executable, "-X", "faulthandler", __file__, "--lang", lang, *part]
                for _attempt in range(3):
                    code = subprocess.call(cmd)
                    if code == 0:
                        break
                    print(f"{' '.join(cmd[3:])}: exit {code}, again", file=sys.stderr, flush=True)
                status |= code
        return status
    games = list(GAMES) if args.games == [] else (args.games or [])
    return run(args.lang, games, args.readme)


if __name__ == "__main__":
    sys.exit(main())
