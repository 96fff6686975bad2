"""One piece of code for the sentences with a count (issue 28): `desktop.table.plurals.plural(context,
text, n)` replaced the seven per-module `*Plurals` QObject classes. Every literal `plural(...)` call is
a numerus message of its context in the French .ts (scripts/update_translations.py collects them;
lupdate does not), with its French forms; the French is said at run time."""
from __future__ import annotations

import importlib.util
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from desktop.i18n import install_translations
from desktop.table.plurals import plural

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "kotatsu_fr.ts"


def _update_translations():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "scripts" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def french(configured_app):
    install_translations(configured_app, "fr")
    yield configured_app
    install_translations(configured_app, "en")


def test_no_module_declares_a_plurals_class_any_more():
    found = subprocess.run(["grep", "-rnE", r"class \w*Plurals", str(ROOT / "desktop")], capture_output=True, text=True)
    assert found.stdout == ""


def test_every_plural_call_is_a_translated_numerus_message_of_its_context():
    calls = _update_translations().plural_strings()
    assert sum(len(texts) for texts in calls.values()) >= 9
    root = ET.parse(TS).getroot()
    messages = {(c.findtext("name"), m.findtext("source")): m for c in root.findall("context") for m in c.findall("message")}
    assert not any(name.endswith("Plurals") for name, _ in messages)
    for context, texts in calls.items():
        for text in texts:
            m = messages[(context, text)]
            forms = [f.text or "" for f in m.find("translation").findall("numerusform")]
            assert m.get("numerus") == "yes" and len(forms) == 2 and all(forms), (context, text)
            assert all(re.findall(r"\{\d\}|%n", f) == re.findall(r"\{\d\}|%n", text) for f in forms), (context, text)


def test_english_counts_and_signs(configured_app):
    assert plural("ColorettoView", "Supply: %n card(s) left", 1) == "Supply: 1 card left"
    assert plural("ColorettoView", "Supply: %n card(s) left", 3) == "Supply: 3 cards left"
    assert plural("Announcer", "{0}: %n point(s)", -2).format("Ann") == "Ann: -2 points"


def test_french_forms_are_said(french):
    assert plural("ColorettoView", "Supply: %n card(s) left", 1) == "Pioche : 1 carte restante"
    assert plural("ColorettoView", "Supply: %n card(s) left", 4) == "Pioche : 4 cartes restantes"
    assert plural("HandoverScreen", "(%n earlier move(s) in the game log)", 2) == \
        "(2 coups plus anciens dans le journal de la partie)"
    assert plural("Announcer", "{0}: %n point(s)", -3).format("Ann") == "Ann : -3 points"


