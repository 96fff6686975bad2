"""The French translation: complete, placeholders kept, loaded by the shell; French rules pages."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTranslator
from PySide6.QtWidgets import QLabel, QTextBrowser

from desktop.i18n import install_translations

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "kotatsu_fr.ts"
QM = TS.with_suffix(".qm")
RULES = ROOT / "resources" / "rules"
PLACEHOLDER = re.compile(r"\{\w*\}|%\d+|%n")
TAG = re.compile(r"<[^>]+>")


def messages() -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(TS).getroot()
    return [(c.findtext("name") or "", m.findtext("source") or "", m)
            for c in root.findall("context") for m in c.findall("message")]


def translation_text(m: ET.Element) -> str:
    """The French of a message; of a plural one (numerus="yes"), its last <numerusform>."""
    forms = [f.text or "" for f in m.find("translation").findall("numerusform")]
    return forms[-1] if forms else (m.findtext("translation") or "")


@pytest.fixture
def french(configured_app):
    """The French translators installed for one test; English again afterwards for the other tests."""
    install_translations(configured_app, "fr")
    yield configured_app
    install_translations(configured_app, "en")


def test_qm_loads():
    translator = QTranslator()
    assert translator.load(str(QM))
    assert not translator.isEmpty()
    assert translator.translate("MainWindow", "&Game") == "&Partie"


def test_every_message_is_translated():
    found = messages()
    assert len(found) > 400
    missing = [(ctx, src) for ctx, src, m in found
               if m.find("translation").get("type") in ("unfinished", "obsolete", "vanished")
               or not translation_text(m).strip()]
    assert not missing, missing


def test_translations_keep_placeholders_tags_and_accelerators():
    for ctx, src, m in messages():
        text = translation_text(m)
        where = f"{ctx}: {src!r} -> {text!r}"
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(src)), where
        assert sorted(TAG.findall(text)) == sorted(TAG.findall(src)), where
        assert text.count("&") == src.count("&"), where


def test_menu_accelerators_do_not_clash(french):
    from desktop.shell.main_window import MainWindow

    w = MainWindow(computer_delay_ms=0)
    try:
        menus = [a.menu() for a in w.menuBar().actions() if a.menu()]
        groups = [[a.text() for a in w.menuBar().actions()]]
        groups += [[a.text() for a in menu.actions() if not a.isSeparator()] for menu in menus]
        for texts in groups:
            keys = [t[t.index("&") + 1].lower() for t in texts if "&" in t]
            assert len(keys) == len(set(keys)), texts
    finally:
        w.close()


def test_main_window_in_french(french, qtbot):
    from desktop.shell.main_window import MainWindow, game_pitch

    w = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(w)
    titles = [a.text() for a in w.menuBar().actions()]
    assert titles[0] == "&Partie"
    assert "&Aide" in titles
    texts = [label.text() for label in w.library.findChildren(QLabel)]
    assert any("Cinq jeux de société" in t for t in texts), texts
    assert game_pitch("coloretto").startswith("Collectionnez")
    w.close()


def test_engine_strings_are_translated(french):
    assert QCoreApplication.translate("engine", "golden joker") == "joker doré"
    assert QCoreApplication.translate("SiberiaView", "salesman") == "commercial"
    assert QCoreApplication.translate("library", "Write dice on a map of Japan, neighbours within one.") \
        .startswith("Écrivez")


def test_english_is_back_after_french(configured_app):
    install_translations(configured_app, "fr")
    install_translations(configured_app, "en")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


@pytest.mark.parametrize("page", sorted(p.name for p in RULES.glob("*.html") if p.name.count(".") == 1))
def test_every_rules_page_has_a_french_sibling(page):
    english = RULES / page
    french_page = english.with_suffix(".fr.html")
    assert french_page.exists(), french_page
    text = french_page.read_text(encoding="utf-8")
    # same structure: the same headings and lists, in French
    for tag in ("h2", "h3", "ul", "ol", "table"):
        assert text.count(f"<{tag}") == english.read_text(encoding="utf-8").count(f"<{tag}"), (page, tag)
    words = set(re.findall(r"[a-z]+", TAG.sub(" ", text).lower()))
    assert not words & {"you", "your", "with", "each", "when"}, "English left in " + french_page.name


def test_rules_dialog_shows_the_french_page(french, qtbot):
    from desktop.shell.main_window import RulesDialog

    QSettings().setValue("language", "fr")
    try:
        dialog = RulesDialog("coloretto")
        qtbot.addWidget(dialog)
        html = dialog.findChild(QTextBrowser).toPlainText()
        assert "rangée" in html.lower()
    finally:
        QSettings().remove("language")


def test_engine_log_and_errors_in_french(configured_app, kotatsu_data_dir, qtbot):
    """The log line of a Coloretto draw, and the engine's refusal, are shown in French."""
    from desktop.i18n import translate_text
    from desktop.session.local import GameSession, Seat
    from desktop.widgets.log import GameLog
    from engines.coloretto import Draw, Take

    install_translations(configured_app, "fr")
    try:
        seats = [Seat("Ann", "human"), Seat("Bob", "human")]
        session = GameSession("coloretto", seats, seed=3, autosave_dir=kotatsu_data_dir, computer_delay_ms=0)
        log = GameLog(session)
        qtbot.addWidget(log)
        errors: list[str] = []
        session.error.connect(errors.append)
        seat = session.active_human()
        assert seat is not None
        assert session.submit(seat, Draw())
        # the log line (describe_result) names the card the draw revealed to everybody, in French
        line = log.item(0).text()
        assert line.startswith(f"1. {seats[seat].name}\xa0: pioche la carte «") and line.endswith("»"), line
        assert "draws" not in line and "card" not in line, line
        assert not session.submit(seat, Take(0))
        assert errors == ["Posez d'abord la carte révélée"]
        described = session.engine.describe(session.state, session.legal_actions(seat)[0])
        assert translate_text(described).startswith("pose la carte «")
        session.close()
    finally:
        install_translations(configured_app, "en")
    assert translate_text(described).startswith("places ")


def test_rolling_japan_log_lines_are_translated(qapp):
    """A die written on the sheet reads in French in the log when French is chosen."""
    import engines
    from desktop.i18n import install_translations, translate_text

    engine = engines.get("rolling_japan")
    state = engine.new_game(1, seed=3)
    line = engine.describe(state, engine.legal_actions(state, 0)[0])
    try:
        install_translations(qapp, "fr")
        french = translate_text(line)
    finally:
        install_translations(qapp, "en")
    assert french.startswith("Dé ") and " sur " in french, french
    assert translate_text(line) == str(line)
