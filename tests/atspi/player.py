"""The test player: one whole game by keys, seeing only what AT-SPI shows (issue 16).

    dbus-run-session -- /usr/bin/python3 -m tests.atspi.player GAME [--lenient] [--timeout S]

From the library it opens GAME, starts the smallest table (one human seat, computers) through the
new-game dialog, then loops: let the computers move (instant), read the table, let the game's strategy
(tests/atspi/games/GAME.py) pick a move from what is exposed and press its keys, until the results
dialog comes. What a blind player must hear is checked as the game goes (strict, the default):
  - every key pressed gives feedback (an announcement, or a change of a name, description or focus);
  - each computer move written in the game log is announced (an announcement naming the computer);
  - "your turn" is announced when the turn comes back (games with computer seats);
  - the result (the winner's name, as the results dialog says it) is announced;
  - at the first decision, F5-F8 (the table, my hand, the scores, the last moves) each say something;
  - after each of my moves the focus is still on the table (else Tab must bring it back);
  - what a strategy itself checks (Pueblo: the board is 64 cells the arrows move the focus over).
A missing one fails at once with a sentence naming it; --lenient records them and goes on (to see how
far the game goes). The last line printed is a JSON summary: game, ok, seconds, moves, failure, missing.
"""
from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
import time
import traceback

from tests.atspi import shell
from tests.atspi.client import Client, PlayerFailure
from tests.atspi.harness import Desktop, HarnessError
from tests.atspi.table import GameOver, Table

SILENT_KEYS_ALLOWED = 3


class Referee:
    """The checks on what was heard; strict raises, lenient records."""

    def __init__(self, strict: bool) -> None:
        self.strict = strict
        self.missing: dict[str, tuple[int, str]] = {}  # kind -> (times, first example)

    def require(self, ok: bool, kind: str, example: str = "") -> None:
        if ok:
            return
        what = kind + (f": {example}" if example else "")
        if self.strict:
            raise PlayerFailure(what)
        times, first = self.missing.get(kind, (0, example))
        self.missing[kind] = (times + 1, first)

    def report(self) -> list[str]:
        return [f"{kind} ({times}x; first: {first})" if first else f"{kind} ({times}x)"
                for kind, (times, first) in self.missing.items()]


class GameLog:
    """The 'Game log' list as Orca reads it; `new_lines()` gives the lines added since the last call."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.node = None
        self.seen = 0

    def new_lines(self) -> list[str]:
        if self.node is None:
            self.node = self.table.frame.find(lambda n: n.role == "list" and n.name == "Game log")
            if self.node is None:
                return []
        acc = self.node.acc
        try:
            count = acc.childCount
            lines = [acc.getChildAtIndex(i).name or "" for i in range(self.seen, count)]
        except Exception:  # the list was rebuilt: read it again next time
            self.node = None
            return []
        self.seen = count
        return lines


SUMMARY_KEYS = (("F5", "the table"), ("F6", "my hand"), ("F7", "the scores"), ("F8", "the last moves"))


def check_summaries(client: Client, referee: Referee) -> dict[str, str]:
    """At the first decision: each summary key says something (an announcement within 3 s)."""
    said = {}
    for key, what in SUMMARY_KEYS:
        since = client.press(key, settle=0.1)
        try:
            heard = client.until(lambda since=since: client.announcements_since(since), 3, f"{key}")
            said[key] = heard[-1][:200]
        except PlayerFailure:
            referee.require(False, f"{key} ({what}) said nothing")
    return said


def hidden_labels(table: Table) -> list[str]:
    """Labels whose accessible name is not the text they show (Orca reads the name only)."""
    out = []
    for node in table.frame.find_all(lambda n: n.role == "label"):
        text = node.text().strip()
        if text and node.name and node.name.replace("&", "") != text.replace("&", ""):
            out.append(f"{node.name!r} hides {text[:80]!r}")
    return out


def wait_results(client: Client, seconds: float) -> bool:
    """True if the results dialog comes within `seconds` (the end can come with my last move)."""
    try:
        client.until(lambda: shell.results_dialog(client), seconds, "the results dialog")
        return True
    except PlayerFailure:
        return False


def check_computer_moves(referee: Referee, lines: list[str], heard: list[str]) -> None:
    """Each computer move of the log was in an announcement naming that computer (a run of moves may be
    said as one sentence, in other words than the log's)."""
    for line in lines:
        m = re.match(r"\d+\.\s*([^:]+):", line)
        if not m:
            continue
        who = m.group(1).strip()
        referee.require(any(who in h for h in heard), "a computer move was not announced",
                        f"the log says {line!r}; heard: {heard[-3:]}")


def play(game: str, strict: bool, timeout: float) -> dict:
    started = time.monotonic()
    summary: dict = {"game": game, "ok": False, "moves": 0, "missing": [], "failure": ""}
    referee = Referee(strict)
    desk = Desktop()
    client = table = None
    with desk:
        try:
            desk.start_app()
            client = Client()
            client.connect("Kotatsu", 60, desk.app_alive)
            client.activate = desk.focus_window
            shell.open_game(client, game)
            info = shell.start_smallest_game(client)
            summary["players"] = info["players"]
            frame = shell.main_frame(client)
            table = Table(client, game, frame)
            strategy = importlib.import_module(f"tests.atspi.games.{game}").Strategy(table)
            has_computers = info["players"] > 1
            silent = 0
            my_last_move = info["started_at"]
            log = GameLog(table)
            settled = False
            turn_heard = False
            summaries_checked = False
            pending: list[str] = []  # computer moves in the log, not yet checked against what was heard
            idle_since = time.monotonic()
            results = None
            while True:
                if time.monotonic() - started > timeout:
                    raise PlayerFailure(f"the game was not over after {timeout:.0f} s "
                                        f"({summary['moves']} moves; status bar: {table.status()!r})")
                if not desk.app_alive():
                    raise PlayerFailure("the application exited during the game:\n" + desk.app_output())
                if not settled:
                    table.settle(quiet=0.2, timeout=4)
                settled = False
                results = shell.results_dialog(client)
                if results is not None:
                    break
                pending += [line for line in log.new_lines() if re.match(r"\d+\.\s*Computer", line)]
                heard = client.announcements_since(my_last_move)
                if any(re.search(r"your turn", h, re.IGNORECASE) for h in heard):
                    turn_heard = True
                if not summaries_checked and (turn_heard or not has_computers):
                    summary["summaries"] = check_summaries(client, referee)
                    summary["labels_hiding_text"] = hidden_labels(table)
                    summaries_checked = True
                before = time.monotonic()
                try:
                    acted = strategy.step()
                except GameOver:
                    continue
                if acted:
                    # my turn came: the computers' moves since my last one must have been said by now
                    check_computer_moves(referee, pending, client.announcements_since(my_last_move))
                    pending = []
                    summary["moves"] += 1
                    idle_since = time.monotonic()
                    if table.wait_feedback(before, timeout=3):
                        silent = 0
                    else:
                        silent += 1
                        referee.require(silent < SILENT_KEYS_ALLOWED, "moves in a row gave no feedback at all",
                                        f"{silent} silent, last: {strategy.last}")
                    my_last_move = before
                    table.settle(quiet=0.2, timeout=4)
                    settled = True
                    if shell.results_dialog(client) is None:
                        focus = client.focused()
                        inside = table.contains(focus) or wait_results(client, 1.5)  # the end: the dialog has it
                        referee.require(inside, "the focus left the table after my move",
                                        f"after {strategy.last}: focus on {focus}")
                        try:
                            back = inside or table.tab_back()
                        except GameOver:
                            back = True
                        if not back and not wait_results(client, 3):
                            raise PlayerFailure(f"after {strategy.last} the focus is on {focus} and Tab does "
                                                "not bring it back to the table")
                elif time.monotonic() - idle_since > 25:
                    raise PlayerFailure(f"for 25 s nothing to do and no end: the strategy found no move in "
                                        f"what the table exposes (status bar: {table.status()!r}; "
                                        f"{strategy.why_not()})")
                else:
                    client.pump(0.2)
            table.settle(quiet=0.5, timeout=8)
            pending += [line for line in log.new_lines() if re.match(r"\d+\.\s*Computer", line)]
            check_computer_moves(referee, pending, client.announcements_since(my_last_move))
            if has_computers:
                referee.require(turn_heard, "'your turn' was never announced")
            read = shell.read_results(results)
            summary["result"] = read["headline"]
            heard_end = client.announcements_since(my_last_move - 1)
            if read["headline"].startswith("Game over"):  # a solo game: its score, nobody to beat
                heard = any(re.search(r"game over", h, re.I) for h in heard_end)
            else:
                winner = re.sub(r"^(Winner|Shared win):\s*", "", read["headline"]).strip()
                names = [w.strip() for w in winner.split(",") if w.strip()]
                heard = bool(names) and any(all(n in h for n in names) and re.search(r"win", h, re.I)
                                            for h in heard_end)
            referee.require(heard, "the result was not announced",
                            f"the results dialog says {read['headline']!r}; heard at the end: {heard_end[-4:]}")
            summary["ok"] = not referee.missing
            summary["heard"] = client.announcements_since(0)[-12:]
        except (PlayerFailure, HarnessError) as exc:
            summary["failure"] = str(exc)
            if not desk.app_alive():
                summary["app_output"] = desk.app_output()
        except Exception as exc:  # a bug of the player itself: say where
            summary["failure"] = f"player error: {exc!r}\n{traceback.format_exc()}"
    summary["missing"] = referee.report()
    if client is not None:   # what the game cost the bus: keys sent, events heard, walks of the table
        summary["cost"] = {"keys": client.keys_sent, "events": len(client.all_heard),
                           "walks": table.walks if table is not None else 0,
                           "focus_walks": client.focus_walks}
    summary["seconds"] = round(time.monotonic() - started, 1)
    return summary


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--lenient", action="store_true", help="record what is not heard and go on")
    parser.add_argument("--timeout", type=float, default=150.0)
    args = parser.parse_args(argv)
    summary = play(args.game, not args.lenient, args.timeout)
    print(json.dumps(summary, ensure_ascii=False))
    return 0 if summary["ok"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
