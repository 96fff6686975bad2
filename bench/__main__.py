"""`make bench`: runs every benchmark module in this folder and prints one figure a line,
`name: value unit`. Each module has a `run()` that yields (name, value, unit)."""
from __future__ import annotations

import importlib
import pkgutil
import sys
import traceback
from pathlib import Path


def main(argv: list[str]) -> int:
    wanted = set(argv)
    failed = 0
    for info in sorted(pkgutil.iter_modules([str(Path(__file__).parent)]), key=lambda m: m.name):
        if info.name.startswith("_") or (wanted and info.name not in wanted):
            continue
        try:
            module = importlib.import_module(f"bench.{info.name}")
            for name, value, unit in module.run():
                print(f"{name}: {value:.6g} {unit}" if isinstance(value, float) else f"{name}: {value} {unit}",
                      flush=True)
        except Exception:  # a broken benchmark is reported, the others still run
            failed += 1
            print(f"# benchmark {info.name} failed:", file=sys.stderr)
            traceback.print_exc()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
