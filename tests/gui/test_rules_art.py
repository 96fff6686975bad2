"""Issue 18, RULESART: options that explain themselves (every option of every game: an explanation and a
working anchor in its rules page, in English and French), and the illustrated rules pages."""
from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTextBrowser

import engines
from desktop import rules_options
from desktop.i18n import install_translations

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "resources" / "rules"
GAMES = ("coloretto", "r_eco", "siberia", "rolling_japan", "pueblo")


def anchors(page: Path) -> set[str]:
    return set(re.findall(r'<a name="([^"]+)"', page.read_text(encoding="utf-8")))


@pytest.fixture(params=["en", "fr"])
def language(request, configured_app):
    install_translations(configured_app, request.param)
    yield request.param
    install_translations(configured_app, "en")


@pytest.mark.parametrize("game", GAMES)
def test_every_option_has_an_explanation_and_an_anchor(game, language):
    schema = engines.get(game).options_schema
    assert schema, game
    suffix = ".fr.html" if language == "fr" else ".html"
    names = anchors(RULES / f"{game}{suffix}")
    for spec in schema:
        text = rules_options.explanation(game, spec["name"])
        assert len(text) > 20, (game, spec["name"])
        if language == "fr":
            assert not re.search(r"\b(the|of|and|may)\b", text), f"no French for {game}/{spec['name']}: {text}"
        assert rules_options.anchor(spec["name"]) in names, (game, spec["name"], language)
        line = rules_options.explanation_html(game, spec)
        assert 'href="rules:opt-' in line and ("first game" in line or "première partie" in line)


def test_new_game_dialog_shows_explanations_and_opens_the_rules_there(configured_app, qtbot):
    from desktop.newgame import NewGameDialog

    dialog = NewGameDialog("coloretto")
    qtbot.addWidget(dialog)
    dialog.show()
    for spec in engines.get("coloretto").options_schema:
        line = dialog.explanations[spec["name"]]
        assert line.isVisible() and html.escape(rules_options.explanation("coloretto", spec["name"])) in line.text()
        assert dialog.option_widgets[spec["name"]].accessibleDescription()
    dialog.explanations["match_games"].linkActivated.emit("rules:opt-match_games")
    rules = dialog.rules_dialog
    qtbot.waitUntil(lambda: rules.isVisible())
    browser = rules.findChild(QTextBrowser)
    qtbot.waitUntil(lambda: browser.verticalScrollBar().value() > 0)  # scrolled down to the option
    rules.close()


@pytest.mark.parametrize("language_code", ["en", "fr"])
def test_new_game_dialog_fits(configured_app, qtbot, language_code):
    """Pueblo has the most options: its dialog fits a 1024x700 screen with no clipped text."""
    from desktop.newgame import NewGameDialog
    from tests.fit import settle, text_problems, use_language

    use_language(language_code)
    try:
        for game in GAMES:
            dialog = NewGameDialog(game)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            settle(dialog)
            hint = dialog.sizeHint()
            assert hint.height() <= 650 and hint.width() <= 1000, (game, hint)
            assert text_problems(dialog) == [], game
            dialog.close()
    finally:
        use_language("en")
