"""python -m engines.review FILE --seat N [--budget S] [--seed S] [--setting quick|normal|deep]

Reviews the decisions of seat N (0-based) of a saved game or an exported finished game
(`engines.review.gamefile`): one JSON line per decision (index, move, best, values, loss, label,
unit, what the seat saw of both moves), then a summary line {"summary": ...}. `--budget`: seconds
per decision at most (default: the setting's; 0: the setting's iteration caps only, reproducible).
A file that is not a game, or moves that don't replay: one line on stderr, exit status 2.
"""
from __future__ import annotations

import argparse
import json
import os
import stat
import sys

from engines.review.gamefile import MAX_BYTES, parse
from engines.review.labels import summarise
from engines.review.review import SETTINGS, replay, review_game


def read_capped(path: str) -> bytes:
    """A regular file's bytes, at most MAX_BYTES (never blocks on a FIFO or a device)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise ValueError(f"can't open {path!r}: {exc.strerror}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ValueError(f"{path!r} is not a regular file")
        if info.st_size > MAX_BYTES:
            raise ValueError(f"the file is larger than {MAX_BYTES // 1024} KiB")
        chunks, size = [], 0
        while size <= MAX_BYTES:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_BYTES:
            raise ValueError(f"the file is larger than {MAX_BYTES // 1024} KiB")
        return b"".join(chunks)
    except OSError as exc:
        raise ValueError(f"can't read {path!r}: {exc.strerror}") from None
    finally:
        os.close(fd)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engines.review", description=__doc__.split("\n\n")[1])
    parser.add_argument("file")
    parser.add_argument("--seat", type=int, required=True)
    parser.add_argument("--budget", type=float, default=None, help="seconds per decision at most")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--setting", choices=tuple(SETTINGS), default="normal")
    args = parser.parse_args(argv)
    try:
        record = parse(read_capped(args.file))
        if not 0 <= args.seat < record.players:
            raise ValueError(f"seat {args.seat} does not play in this {record.players}-player game")
        engine, _ = replay(record.game, record.players, record.seed, record.options, record.moves)
        budget = SETTINGS[args.setting].budget_s if args.budget is None else (args.budget or None)
        reviews = []
        for r in review_game(record.game, record.players, record.seed, record.options, record.moves, args.seat,
                             budget_s=budget, setting=args.setting, rng_seed=args.seed):
            reviews.append(r)
            print(json.dumps(r.as_json(engine)), flush=True)
    except (ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError) as exc:
        print(f"error: {str(exc)[:300]}", file=sys.stderr)
        return 2
    print(json.dumps({"summary": summarise(reviews, args.seat).as_json()}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
