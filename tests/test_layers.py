"""The layering of the code (issue 15), enforced: the import-linter contracts of `.importlinter`
(engines never import the desktop, Qt, pyqtgraph or OpenGL; the game views are independent of each
other and never import the window, the app, the new-game dialog or the self-test; the table kit
never imports the games or the window; no cycles between sibling modules), plus
a stricter check with grimp's graph: no import cycle at all between modules of engines or desktop
(a package's `__init__` and its own children included, imports inside functions included).

`.venv/bin/lint-imports` prints the same contracts with the chains that break them.
"""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import grimp
from importlinter import cli

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / ".importlinter"


def _lint(config: Path, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(cwd))
    return subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command as c; c()",
                           str(config), "--no-cache"],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def test_import_contracts_are_kept(monkeypatch):
    monkeypatch.chdir(ROOT)
    monkeypatch.syspath_prepend(str(ROOT))
    code = cli.lint_imports(config_filename=str(CONFIG), no_cache=True)
    assert code == cli.EXIT_STATUS_SUCCESS, "run .venv/bin/lint-imports to see the broken contract and its chains"


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    for start in sorted(graph.modules):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.find_modules_directly_imported_by(start))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child)))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_no_import_cycle_between_any_modules():
    graph = grimp.build_graph("engines", "desktop", cache_dir=None)
    cycles = _cycles(graph)
    details = []
    for component in cycles:
        members = set(component)
        edges = [f"{a} -> {b}" for a in component for b in sorted(graph.find_modules_directly_imported_by(a))
                 if b in members]
        details.append("; ".join(edges))
    assert not cycles, "import cycles: " + " | ".join(details)


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")


# a small tree shaped like ours, each contract broken once
_TREE = {
    "engines/__init__.py": "",
    "engines/core.py": "",
    "engines/game.py": "import PySide6\n",
    "engines/cycle_a.py": "from engines import cycle_b\n",
    "engines/cycle_b.py": "def f():\n    from engines import cycle_a\n",
    "desktop/__init__.py": "",
    "desktop/shell/__init__.py": "", "desktop/launch/__init__.py": "",
    "desktop/shell/main_window.py": "import desktop.games\n",
    "desktop/app.py": "", "desktop/shell/newgame.py": "", "desktop/launch/selftest.py": "", "desktop/launch/selftest_checks.py": "",
    "desktop/table/__init__.py": "", "desktop/table/paint.py": "from desktop.games.siberia import view\n",
    "desktop/games/__init__.py": "", "desktop/games/base.py": "",
    "desktop/games/coloretto/__init__.py": "", "desktop/games/coloretto/view.py": "from desktop.games.base import x\n",
    "desktop/games/siberia/__init__.py": "",
    "desktop/games/siberia/view.py": "import desktop.games.r_eco_view\nfrom desktop.shell import newgame\n",
    "desktop/games/r_eco_view.py": "import desktop.table.paint\n",
}


def test_contracts_catch_each_kind_of_violation(tmp_path):
    """The config is not vacuous: on a tree that breaks each contract once, each one fails."""
    _write(tmp_path, _TREE)
    result = _lint(CONFIG, tmp_path)
    out = result.stdout + result.stderr
    assert result.returncode != 0, out
    assert "Engines never import the desktop, Qt, pyqtgraph or OpenGL BROKEN" in out, out
    assert "The game views are independent of each other BROKEN" in out, out
    assert "The table kit never imports the games or the window BROKEN" in out, out
    assert "No import cycles between the modules of any package of engines or desktop BROKEN" in out, out
    assert "the new-game dialog or the self-test BROKEN" in " ".join(out.split()), out
    assert "engines.game -> PySide6" in out, out
    # the shared base is allowed
    assert "coloretto.view is not allowed to import desktop.games.base" not in out, out
    assert "desktop.games.siberia is not allowed to import desktop.games.r_eco_view" in out, out


def test_contracts_pass_on_a_clean_tree_of_either_layout(tmp_path):
    tree = {name: text for name, text in _TREE.items()
            if name not in ("engines/game.py", "engines/cycle_a.py", "desktop/table/paint.py",
                            "desktop/games/siberia/view.py")}
    _write(tmp_path, tree)
    result = _lint(CONFIG, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
