"""The shape of the code (issue 15): no desktop module over 450 lines, no engine module over 800 (an
engine past that is a package), and no import cycle between the sibling modules of a package of
desktop or engines, named with the import lines that make it (tests/test_layers.py runs the
import-linter contracts, which only say which imports would break the cycles).

Counted: physical lines of every `*.py` file under desktop/ and engines/, recursively.
"""
from __future__ import annotations

import collections
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parent.parent
MAX_DESKTOP_LINES = 450
MAX_ENGINE_LINES = 800

#: Modules over the limit that someone is turning into a package right now: expected to fail until
#: then (strict=False: the test passes as soon as the split lands).
BEING_SPLIT = {
}
# (Siberia and Pueblo, SIB-PUE's, are packages already: engines/siberia/, engines/pueblo/, every
# module under the limit, so nothing of theirs is expected to fail.)


def _lines(path: Path) -> int:
    with path.open("rb") as f:
        return sum(1 for _ in f)


def _modules(folder: str) -> list[str]:
    return sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*.py")
                  if "__pycache__" not in p.parts)


def _marked(paths: list[str]) -> list:
    params = []
    for name in paths:
        reason = BEING_SPLIT.get(name)
        marks = [pytest.mark.xfail(strict=False, reason=reason)] if reason else []
        params.append(pytest.param(name, marks=marks, id=name))
    return params


def test_every_desktop_module_is_short():
    """One test for the whole desktop (its message names every offender and its length)."""
    offenders = {name: n for name in _modules("desktop") if (n := _lines(ROOT / name)) > MAX_DESKTOP_LINES}
    assert not offenders, (f"desktop modules over {MAX_DESKTOP_LINES} lines (split them by responsibility): "
                           + ", ".join(f"{name} ({n})" for name, n in sorted(offenders.items())))


@pytest.mark.parametrize("name", _marked(_modules("engines")))
def test_every_engine_module_is_short(name):
    lines = _lines(ROOT / name)
    assert lines <= MAX_ENGINE_LINES, f"{name} has {lines} lines: past {MAX_ENGINE_LINES}, an engine is a package"


def test_the_limits_see_every_module():
    """The walk finds the modules it must (a wrong root would make the tests above pass vacuously)."""
    desktop, engines = _modules("desktop"), _modules("engines")
    assert "desktop/session/local.py" in desktop and "desktop/shell/main_window.py" in desktop
    assert any(name.startswith("desktop/games/") for name in desktop)
    assert "engines/core.py" in engines and len(engines) > 5


def _sibling_cycles(graph: grimp.ImportGraph, package: str) -> list[str]:
    """The cycles between the children of package (each child with everything under it, as
    import-linter's acyclic_siblings sees them), each as its chain of `module:line -> module` imports."""
    def child(module: str) -> str | None:
        if not module.startswith(package + "."):
            return None
        return package + "." + module[len(package) + 1:].split(".")[0]

    edges: dict[str, dict[str, tuple[str, str]]] = collections.defaultdict(dict)
    for module in sorted(graph.modules):
        a = child(module)
        if a is None:
            continue
        for imported in sorted(graph.find_modules_directly_imported_by(module)):
            b = child(imported)
            if b is not None and b != a:
                edges[a].setdefault(b, (module, imported))

    def chain(start: str, goal: str) -> list[str] | None:
        previous: dict[str, str | None] = {start: None}
        queue = [start]
        for node in queue:
            for nxt in sorted(edges.get(node, {})):
                if nxt in previous:
                    continue
                previous[nxt] = node
                if nxt == goal:
                    path = [nxt]
                    while previous[path[-1]] is not None:
                        path.append(previous[path[-1]])
                    return path[::-1]
                queue.append(nxt)
        return None

    def line(importer: str, imported: str) -> str:
        details = graph.get_import_details(importer=importer, imported=imported)
        return f"{importer}:{details[0]['line_number']}" if details else importer

    found, seen = [], set()
    for a in sorted(edges):
        for b in sorted(edges[a]):
            back = chain(b, a)
            if back is None:
                continue
            cycle = [a, *back]
            key = frozenset(cycle)
            if key in seen:
                continue
            seen.add(key)
            steps = [edges[x][y] for x, y in zip(cycle, cycle[1:])]
            found.append(" ; ".join(f"{line(i, j)} -> {j}" for i, j in steps))
    return found


def test_no_import_cycle_between_sibling_modules():
    graph = grimp.build_graph("engines", "desktop", cache_dir=None)
    packages = sorted(m for m in graph.modules if graph.find_children(m))
    cycles = [f"[{package}] {cycle}" for package in packages for cycle in _sibling_cycles(graph, package)]
    assert not cycles, "import cycles (move the shared piece down a layer):\n" + "\n".join(cycles)


def test_the_cycle_finder_names_a_cycle_through_a_package(tmp_path, monkeypatch):
    """A cycle that only exists between packages (a.x -> b.y, b.z -> a.w) is found and named."""
    files = {
        "shape_demo/__init__.py": "",
        "shape_demo/a/__init__.py": "", "shape_demo/a/x.py": "import shape_demo.b.y\n", "shape_demo/a/w.py": "",
        "shape_demo/b/__init__.py": "", "shape_demo/b/y.py": "",
        "shape_demo/b/z.py": "def f():\n    from shape_demo.a import w\n",
        "shape_demo/c.py": "import shape_demo.a.w\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    graph = grimp.build_graph("shape_demo", cache_dir=None)
    assert _sibling_cycles(graph, "shape_demo") == [
        "shape_demo.a.x:1 -> shape_demo.b.y ; shape_demo.b.z:2 -> shape_demo.a.w"]
    assert _sibling_cycles(graph, "shape_demo.a") == []
