"""`python -m desktop.network host GAME --players N --seats remote,remote,normal [--port P] [--code C]
[--seed S] [--options JSON]` runs a table with no window (prints `KOTATSU_HOST port=<P> code=<C>`
once it listens, plays to the end, records the game in its statistics, exits 0);
`python -m desktop.network host --resume GAME_ID` reopens a table from its autosave (same code and
resume tokens); `python -m desktop.network join HOST:PORT --code C --level easy|normal|hard
[--name NAME] [--token-file F]` plays one seat as a computer to the end and exits 0 (with
--token-file, a later run takes the same seat back)."""
from __future__ import annotations

import argparse
import os
import sys


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    parser = argparse.ArgumentParser(prog="python -m desktop.network")
    sub = parser.add_subparsers(dest="command", required=True)
    host = sub.add_parser("host", help="run a table with no window")
    host.add_argument("game", nargs="?")
    host.add_argument("--players", type=int, default=2)
    host.add_argument("--seats", default="", help="remote, easy, normal or hard, one per seat")
    host.add_argument("--port", type=int, default=None)
    host.add_argument("--bind", default="", help="the address to listen on (default: all)")
    host.add_argument("--code", default="")
    host.add_argument("--seed", type=int, default=None)
    host.add_argument("--options", default="")
    host.add_argument("--budget", type=float, default=0.3, help="hard computers' seconds per move")
    host.add_argument("--resume", default="", help="a game id: reopen its autosave")
    host.add_argument("--max-seconds", type=float, default=0)
    host.add_argument("--limits", default="", help="JSON: the guard's figures (e.g. shorter timeouts)")
    host.add_argument("--watch-lag", action="store_true", help="print the event loop's lag at the end")
    host.add_argument("--name", default="", help="the table's name announced on the network")
    host.add_argument("--no-announce", action="store_true", help="no mDNS announcement (join by address)")
    join = sub.add_parser("join", help="play one seat as a computer")
    join.add_argument("address", help="HOST:PORT")
    join.add_argument("--code", default="")
    join.add_argument("--level", choices=("easy", "normal", "hard"), default="normal")
    join.add_argument("--name", default="")
    join.add_argument("--budget", type=float, default=0.2)
    join.add_argument("--seed", type=int, default=None)
    join.add_argument("--max-seconds", type=float, default=0)
    join.add_argument("--token-file", default="", help="keep the seat's resume token here; a token found "
                      "there is used to take the same seat back")
    args = parser.parse_args(argv)
    from desktop.network import headless

    if args.command == "host":
        if not args.resume and not args.game:
            parser.error("host needs a GAME (or --resume GAME_ID)")
        return headless.run_host(args)
    return headless.run_join(args)


if __name__ == "__main__":
    sys.exit(main())
