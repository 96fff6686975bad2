"""What the tests cost in CPU, by file and by test (issue 28).

    KOTATSU_TEST_CPU=/tmp/cpu .venv/bin/python -m pytest -n auto ...   # tests/conftest.py writes it
    .venv/bin/python scripts/test_cpu.py /tmp/cpu [--tests N] [--write-slow tests/slow_tests.txt --over S]
                                           [--junit run.xml --wall-over W]

CPU seconds are the test's process and the processes it waited for, so the figures hold on a loaded
machine where wall times do not. `--write-slow` writes the tests that cost S CPU seconds or more
(beside those already marked slow in their file), and with `--junit` (the same run's
`pytest --junitxml`) those that took W seconds or more of wall time (a test that waits costs no CPU),
to the list `tests/conftest.py` marks slow: `make test-fast` leaves them out."""
from __future__ import annotations

import argparse
import collections
import xml.etree.ElementTree as ET
from pathlib import Path


def wall_times(junit: Path) -> dict[str, float]:
    """node id -> seconds, from a pytest --junitxml file (classname 'tests.gui.test_x[.Class]')."""
    out = {}
    for case in ET.parse(junit).iter("testcase"):
        module, name = case.get("classname", ""), case.get("name", "")
        parts = module.split(".")
        cls = parts.pop() if parts and parts[-1][:1].isupper() else ""
        node = "/".join(parts) + ".py::" + (f"{cls}::" if cls else "") + name
        out[node] = float(case.get("time", "0") or 0)
    return out


def timeline(folder: Path, top: int) -> None:
    """Where the wall time of a run went: per worker, the time in tests, between tests and after its
    last test; the tests whose wall time most exceeds their CPU (they wait: sleeps, timers, processes)."""
    rows = []
    for path in sorted(folder.glob("*.times")):
        for line in path.read_text(encoding="utf-8").splitlines():
            node, start, end, cpu = line.rsplit("\t", 3)
            rows.append((path.stem, node, float(start), float(end), float(cpu)))
    if not rows:
        print("no *.times files: run the tests with KOTATSU_TEST_CPU set")
        return
    first, last = min(r[2] for r in rows), max(r[3] for r in rows)
    print(f"{len(rows)} tests, {last - first:.0f} s from the first test's start to the last one's end")
    for worker in sorted({r[0] for r in rows}):
        mine = sorted((r for r in rows if r[0] == worker), key=lambda r: r[2])
        busy = sum(r[3] - r[2] for r in mine)
        cpu = sum(r[4] for r in mine)
        print(f"  {worker}: {len(mine)} tests, {busy:.0f} s in tests ({cpu:.0f} s CPU), "
              f"{mine[0][2] - first:.0f} s before its first, {last - mine[-1][3]:.0f} s idle after its last "
              f"({mine[-1][1]})")
    print("\ntests whose wall time exceeds their CPU most (waiting):")
    for _worker, node, start, end, cpu in sorted(rows, key=lambda r: -(r[3] - r[2] - r[4]))[:top]:
        print(f"{end - start - cpu:8.1f} s waiting  {end - start:7.1f} s wall  {cpu:6.1f} s CPU  {node}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--tests", type=int, default=30, help="how many of the dearest tests to list")
    parser.add_argument("--write-slow", type=Path, help="write the tests costing --over seconds or more here")
    parser.add_argument("--over", type=float, default=0.2, help="CPU seconds from which a test is slow")
    parser.add_argument("--junit", type=Path, help="the same run's --junitxml file, for wall times")
    parser.add_argument("--wall-over", type=float, default=2.0, help="wall seconds from which a test is slow")
    parser.add_argument("--timeline", action="store_true",
                        help="from the *.times files: each worker's busy and idle time, the tests that wait most")
    args = parser.parse_args()
    if args.timeline:
        timeline(args.folder, args.tests)
        return
    tests: dict[str, float] = {}
    for path in sorted(args.folder.glob("*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            node, _, seconds = line.rpartition("\t")
            tests[node] = tests.get(node, 0.0) + float(seconds)
    files: collections.Counter[str] = collections.Counter()
    for node, seconds in tests.items():
        files[node.split("::")[0]] += seconds
    total = sum(tests.values())
    print(f"{len(tests)} tests, {total:.0f} s CPU")
    for name, seconds in files.most_common(40):
        print(f"{seconds:8.1f} s {100 * seconds / total:5.1f}%  {name}")
    print()
    for node, seconds in sorted(tests.items(), key=lambda kv: -kv[1])[: args.tests]:
        print(f"{seconds:8.1f} s  {node}")
    if args.write_slow:
        wall = wall_times(args.junit) if args.junit else {}
        slow = {node for node, seconds in tests.items() if seconds >= args.over or wall.get(node, 0.0) >= args.wall_over}
        # a parametrized test with most of its cases slow is slow in every case: its cheap cases are
        # cheap only because a slow one filled a cache first (test_fit's tables of other sizes)
        cases: dict[str, list[str]] = collections.defaultdict(list)
        for node in tests:
            cases[node.split("[")[0]].append(node)
        for group in cases.values():
            if len(group) > 1 and 2 * sum(node in slow for node in group) > len(group):
                slow.update(group)
        slow = sorted(slow)
        fast = total - sum(tests[node] for node in slow)
        args.write_slow.write_text(
            f"# Tests of {args.over:g} CPU seconds or more in a whole run"
            + (f", or {args.wall_over:g} s of wall time" if wall else "") + " (scripts/test_cpu.py --write-slow):\n"
            f"# tests/conftest.py marks them slow, so `make test-fast` leaves them out. The rest cost\n"
            f"# {fast:.0f} s CPU of {total:.0f}. A test id that no longer exists is ignored.\n"
            + "".join(f"{node}\n" for node in slow), encoding="utf-8")
        print(f"\n{len(slow)} slow tests written to {args.write_slow}; the other {len(tests) - len(slow)} cost {fast:.0f} s CPU")


if __name__ == "__main__":
    main()
