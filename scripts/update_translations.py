"""Refreshes resources/translations/kotatsu_<lang>.ts from the sources, then compiles the .qm files.

The interface's strings are found by Qt's lupdate (self.tr / QCoreApplication.translate); the
engines' strings are marked with N_("...") (engines never import Qt) and go in the context "engine",
which the interface translates with QCoreApplication.translate("engine", text).
Existing translations are kept. Usage: python scripts/update_translations.py [--release-only]
"""
from __future__ import annotations

import ast
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ["fr"]
BIN = Path(sys.executable).parent


def engine_strings() -> list[str]:
    found: list[str] = []
    for path in sorted((ROOT / "engines").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_"
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                if node.args[0].value not in found:
                    found.append(node.args[0].value)
    return found


def merge_engine_context(ts: Path) -> None:
    tree = ET.parse(ts)
    root = tree.getroot()
    context = next((c for c in root.findall("context") if c.findtext("name") == "engine"), None)
    old: dict[str, ET.Element] = {}
    if context is not None:
        for m in context.findall("message"):
            old[m.findtext("source") or ""] = m
        root.remove(context)
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = "engine"
    for text in engine_strings():
        if text in old:
            context.append(old[text])
            continue
        m = ET.SubElement(context, "message")
        ET.SubElement(m, "source").text = text
        ET.SubElement(m, "translation", {"type": "unfinished"})
    ET.indent(tree)
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def main(argv: list[str]) -> int:
    sources = [str(p) for p in sorted((ROOT / "desktop").rglob("*.py"))]
    for lang in LANGUAGES:
        ts = ROOT / "resources" / "translations" / f"kotatsu_{lang}.ts"
        if "--release-only" not in argv:
            subprocess.run([str(BIN / "pyside6-lupdate"), "-no-obsolete", "-silent", *sources, "-ts", str(ts)],
                           check=True)
            merge_engine_context(ts)
        subprocess.run([str(BIN / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
                       check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
