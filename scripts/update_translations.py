"""Refreshes resources/translations/kotatsu_<lang>.ts from the sources, then compiles the .qm files.

The interface's strings are found by Qt's lupdate (self.tr / QCoreApplication.translate); the
engines' strings are marked with N_("...") (engines never import Qt) and go in the context "engine",
which the interface translates with QCoreApplication.translate("engine", text).
Module helpers such as `def _t(text): return QCoreApplication.translate("SiberiaView", text)` hide
their calls from lupdate: the literal calls `_t("...")` are added to that helper's context here.
Plural sentences said through the kit's `plural("<context>", "<text>", n)` (desktop/table/plurals.py;
lupdate gives numerus forms to self.tr only) are added to that context as numerus messages here.
Existing translations are kept. Usage: python scripts/update_translations.py [--release-only]
"""
from __future__ import annotations

import ast
import os
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


def _helper_context(node: ast.AST) -> str | None:
    """The context of a one-line helper `return QCoreApplication.translate("<context>", <its argument>)`."""
    if not (isinstance(node, ast.FunctionDef) and len(node.args.args) == 1 and len(node.body) == 1
            and isinstance(node.body[0], ast.Return) and isinstance(node.body[0].value, ast.Call)):
        return None
    call = node.body[0].value
    if (isinstance(call.func, ast.Attribute) and call.func.attr == "translate" and len(call.args) == 2
            and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str)
            and isinstance(call.args[1], ast.Name) and call.args[1].id == node.args.args[0].arg):
        return call.args[0].value
    return None


def helper_strings() -> dict[str, list[str]]:
    """Context -> literal strings passed to module-level translate helpers in desktop/."""
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        helpers = {n.name: c for n in tree.body if (c := _helper_context(n)) is not None}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in helpers
                    and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                texts = found.setdefault(helpers[node.func.id], [])
                if node.args[0].value not in texts:
                    texts.append(node.args[0].value)
    return found


def plural_strings() -> dict[str, list[str]]:
    """Context -> literal texts of the calls `plural("<context>", "<text>", n)` in desktop/ (numerus)."""
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = node.func.id if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) else (
                node.func.attr if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) else "")
            if name == "plural" and len(node.args) == 3 and all(
                    isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:2]):
                texts = found.setdefault(node.args[0].value, [])
                if node.args[1].value not in texts:
                    texts.append(node.args[1].value)
    return found


def translated_messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> message element of the existing file, before lupdate drops what it cannot see."""
    if not ts.exists():
        return {}
    return {(c.findtext("name") or "", m.findtext("source") or ""): m
            for c in ET.parse(ts).getroot().findall("context") for m in c.findall("message")}


def merge_helper_strings(ts: Path, old: dict[tuple[str, str], ET.Element]) -> None:
    tree = ET.parse(ts)
    root = tree.getroot()
    contexts = {c.findtext("name"): c for c in root.findall("context")}
    numerus = plural_strings()
    everything = [(name, texts, False) for name, texts in helper_strings().items()]
    everything += [(name, texts, True) for name, texts in numerus.items()]
    for name, texts, is_plural in everything:
        context = contexts.get(name)
        if context is None:
            context = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = name
            contexts[name] = context
        present = {m.findtext("source") for m in context.findall("message")}
        for text in texts:
            if text in present:
                continue
            if (name, text) in old:
                message = old[(name, text)]
                for location in message.findall("location"):
                    message.remove(location)
                context.append(message)
            else:
                m = ET.SubElement(context, "message", {"numerus": "yes"} if is_plural else {})
                ET.SubElement(m, "source").text = text
                translation = ET.SubElement(m, "translation", {"type": "unfinished"})
                if is_plural:
                    ET.SubElement(translation, "numerusform")
            present.add(text)
    ET.indent(tree)
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def merge_engine_context(ts: Path, before: dict[tuple[str, str], ET.Element]) -> None:
    """Rebuilds the context "engine" (lupdate -no-obsolete drops it), reusing the messages of `before`."""
    tree = ET.parse(ts)
    root = tree.getroot()
    context = next((c for c in root.findall("context") if c.findtext("name") == "engine"), None)
    old: dict[str, ET.Element] = {src: m for (name, src), m in before.items() if name == "engine"}
    if context is not None:
        for m in context.findall("message"):
            old.setdefault(m.findtext("source") or "", m)
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
            old = translated_messages(ts)
            subprocess.run([str(BIN / "pyside6-lupdate"), "-no-obsolete", "-silent", *sources, "-ts", str(ts)],
                           check=True)
            merge_engine_context(ts, old)
            merge_helper_strings(ts, old)
        # compiled beside it, then renamed over it: a running Kotatsu (or test) maps the .qm, and a
        # file rewritten in place under the mapping kills it with SIGBUS
        qm = ts.with_suffix(".qm")
        fresh = qm.with_name(f".{qm.name}.{os.getpid()}.tmp")
        subprocess.run([str(BIN / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)], check=True)
        os.replace(fresh, qm)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
