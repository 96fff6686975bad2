"""Issue 18, RULESART: options that explain themselves (every option of every game: an explanation and a
working anchor in its rules page, in English and French), and the illustrated rules pages."""
from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTextBrowser

import engines
from desktop.i18n import install_translations
from desktop.rules import options as rules_options

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
    from desktop.shell.newgame import NewGameDialog

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
    from desktop.shell.newgame import NewGameDialog
    from tests.fit import settle, text_problems, use_language

    use_language(language_code)
    try:
        for game in GAMES:
            dialog = NewGameDialog(game)
            qtbot.addWidget(dialog)
            dialog.count.setValue(engines.get(game).max_players)  # every seat row shown
            dialog.show()
            qtbot.waitExposed(dialog)
            settle(dialog)
            hint = dialog.minimumSizeHint()
            assert hint.height() <= 640 and hint.width() <= 1000, (game, hint)
            assert text_problems(dialog) == [], game
            dialog.close()
    finally:
        use_language("en")


# -- illustrated rules ---------------------------------------------------------------------------------
IMG = re.compile(r'<img src="kotatsu:([a-z_]+)/([a-z_]+)"')


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("suffix", [".html", ".fr.html"])
def test_every_rules_page_has_its_pictures_drawn(configured_app, game, suffix):
    from desktop.rules.art import picture
    from desktop.table.legend import painted_pixels

    text = (RULES / f"{game}{suffix}").read_text(encoding="utf-8")
    found = IMG.findall(text)
    assert len(found) >= 2, (game, suffix)
    for page_game, name in found:
        assert page_game == game
        image = picture(game, name).toImage()
        assert not image.isNull() and painted_pixels(image) > image.width() * image.height() / 4 * 0.5, name
    assert _bold_numbers(text), "a worked example with its result in bold"


@pytest.mark.parametrize("language_code", ["en", "fr"])
def test_the_rules_dialog_shows_the_pictures(configured_app, qtbot, language_code):
    from PySide6.QtCore import QSettings, QUrl
    from PySide6.QtGui import QTextDocument

    from desktop.rules.dialog import RulesDialog

    QSettings().setValue("language", language_code)
    try:
        for game in GAMES:
            dialog = RulesDialog(game)
            qtbot.addWidget(dialog)
            page = (RULES / f"{game}{'.fr' if language_code == 'fr' else ''}.html").read_text(encoding="utf-8")
            for page_game, name in IMG.findall(page):
                res = dialog.browser.loadResource(QTextDocument.ResourceType.ImageResource.value,
                                                  QUrl(f"kotatsu:{page_game}/{name}"))
                assert res is not None and not res.isNull(), (game, name)
            dialog.close()
    finally:
        QSettings().remove("language")


def _bold_numbers(text: str) -> list[int]:
    return [int(re.sub(r"\D", "", n)) for n in re.findall(r"<b>([\d\s\u2009 ]+)</b>", text)]


@pytest.mark.parametrize("suffix", [".html", ".fr.html"])
def test_worked_examples_agree_with_the_engines(suffix):
    from desktop.rules import pictures as pics
    from engines.coloretto import score_collection
    from engines.pueblo.inspection import inspect
    from engines.r_eco import final_scores
    from engines.rolling_japan import NEIGHBOURS
    from engines.siberia.scoring import final_value

    def page(game):
        return _bold_numbers((RULES / f"{game}{suffix}").read_text(encoding="utf-8"))

    c = pics.COLORETTO_EXAMPLE
    assert score_collection(list(c["counts"]), c["jokers"], c["plus_twos"], "classic") == c["score"]
    assert c["score"] in page("coloretto")
    r = pics.R_ECO_EXAMPLE
    assert final_scores([list(r["rewards"]), []], [0, 0])[0] == r["score"] and r["score"] in page("r_eco")
    s = pics.SIBERIA_EXAMPLE
    assert final_value(s["resources"], s["workers"], s["salesmen"], s["investors"]) == s["value"]
    assert s["value"] in page("siberia")
    colours, _ = pics.pueblo_colours()
    p = pics.PUEBLO_EXAMPLE
    assert tuple(inspect(colours, p["side"], 2)) == p["side_cost"]
    assert tuple(inspect(colours, p["corner"], 2)) == p["corner_cost"]
    assert page("pueblo")[-4:] == [*p["side_cost"], *p["corner_cost"]]
    centre, *around = pics.rolling_japan_example()
    assert set(around) == set(NEIGHBOURS[centre]) and len(around) == 4
