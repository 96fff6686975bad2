"""Options that explain themselves (issue 18): for every new-game option of every game, one line in plain
words (the engines' own "help" strings stay as they are; these replace them in the dialog where they were
jargon), the anchor of its place in the game's rules page (`<a name="opt-...">` in
resources/rules/<game>.html and .fr.html; the rules dialog opens there), and the value recommended for a
first game (the engine's default unless said otherwise here)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("RulesOptions", text)


def explanations() -> dict[str, dict[str, str]]:
    """{game: {option name: explanation}}, in the current language; the anchor of each is
    "opt-<option name>"."""
    return {
        "coloretto": {
            "edition": _t("Which jokers are in the deck. Golden: two jokers and a golden joker that also gives "
                          "you the top card of the supply. Classic: three ordinary jokers."),
            "scoring": _t("How much a colour is worth for its number of cards. Classic: the more the better "
                          "(1, 3, 6, 10, 15, 21). Alternative: beyond three cards a colour is worth less."),
            "last_round_depth": _t("When the game ends: the red \"last round\" card is shuffled in with this many "
                                   "cards below it. Fewer cards, shorter game."),
            "match_games": _t("Play several deals one after the other and add up the scores."),
        },
        "r_eco": {
            "edition": _t("Which box you play with: Japon Brand has 25 waste cards per colour, Amigo 22 "
                          "(both have 3 double cards per colour)."),
        },
        "siberia": {
            "last_turns": _t("Who still plays once the last face-down card is turned up: everyone (the default), "
                             "only the other players, or nobody (the game ends at once)."),
            "max_workers": _t("The most workers one player may have, the first one included."),
        },
        "rolling_japan": {
            "sea_links": _t("Which islands count as neighbours across the sea. Extended adds three ferry and "
                            "bridge links: more neighbours to watch, a harder map."),
        },
        "pueblo": {
            "sacred_sites": _t("L-shaped patches of three squares where nobody may build."),
            "sacred_sites_random": _t("The sacred sites are laid at random instead of by the players."),
            "auctions": _t("Before each half of the game, the players bid penalty points to choose when they "
                           "play."),
            "dismantling": _t("At the end the pueblo is taken apart block by block, with inspections as usual."),
            "stepped": _t("A block may also be laid like a step that reaches two levels down (8 more ways to "
                          "lay it). Off: only the 4 flat ways."),
        },
    }


def explanation(game: str, option: str) -> str:
    """The option's one-line explanation, translated ("" if there is none)."""
    return explanations().get(game, {}).get(option, "")


def anchor(option: str) -> str:
    """The name of the option's anchor in the rules page."""
    return f"opt-{option}"


def recommended(spec: dict[str, Any]) -> Any:
    """The value recommended for a first game: the engine's default."""
    return spec["default"]


def value_text(spec: dict[str, Any], value: Any) -> str:
    """How the dialog shows a value of the option (a choice's label, a number, On/Off)."""
    if spec["kind"] == "choice":
        labels = spec.get("choice_labels", {})
        return QCoreApplication.translate("engine", labels.get(value, str(value).replace("_", " ").capitalize()))
    if spec["kind"] == "bool":
        return _t("on") if value else _t("off")
    return str(value)


def explanation_html(game: str, spec: dict[str, Any]) -> str:
    """The explanation line under an option in the new-game dialog: the explanation, the value
    recommended for a first game, and a link to its place in the rules ("rules:<anchor>")."""
    import html as _html

    text = explanation(game, spec["name"]) or QCoreApplication.translate("engine", spec.get("help", ""))
    first = _t("Recommended for a first game: {0}.").format(
        value_text(spec, recommended(spec)))
    link = _t("In the rules")
    return (f"{_html.escape(text)} <i>{_html.escape(first)}</i> "
            f"<a href=\"rules:{anchor(spec['name'])}\">{_html.escape(link)}</a>")
