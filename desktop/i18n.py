"""Translations: Qt's own (dialog buttons) and Kotatsu's, chosen from the settings or the system."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop.storage import settings
from desktop.storage.paths import resources_dir
from desktop.storage.settings import LANGUAGES

_installed: list[QTranslator] = []


def current_language() -> str:
    chosen = settings.language()
    if chosen in LANGUAGES:
        return chosen
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


def install_translations(app: QCoreApplication, language: str | None = None) -> str:
    language = language or current_language()
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    if language != "en":
        qt = QTranslator(app)
        if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
        ours = QTranslator(app)
        if ours.load(str(resources_dir() / "translations" / f"kotatsu_{language}.qm")):
            app.installTranslator(ours)
            _installed.append(ours)
    return language


def _text_class() -> type:
    """engines.core.Text: only an engine makes one, so it is imported by then; not at start-up (issue 28)."""
    from engines.core import Text

    return Text


def _translate_arg(value: Any) -> Any:
    if isinstance(value, str):
        Text = _text_class()  # noqa: N806
        return translate_text(value) if isinstance(value, Text) else QCoreApplication.translate("engine", value)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_translate_arg(v)) for v in value)
    return value


def translate_text(message: str) -> str:
    """An engine's sentence in the interface language: a `Text` (engines/core.py) is translated
    through its N_-marked template and arguments (context "engine"); a plain string is looked up as
    a whole N_-marked sentence of that context (Qt returns it unchanged when there is none)."""
    if not isinstance(message, _text_class()):
        return QCoreApplication.translate("engine", str(message))
    args = {k: _translate_arg(v) for k, v in message.args.items()}
    try:
        return QCoreApplication.translate("engine", message.template).format(**args)
    except (KeyError, IndexError, ValueError):  # a translation that lost a field: the English
        return str(message)


def english_plural(text: str, n: int) -> str:
    """A `tr(source, "", abs(n))` result (Qt leaves %n alone for a negative n): puts the sign back
    ("-3 points": R-Eco's scores) and, with no translation installed (Qt then gives the English source
    with %n filled in), makes "1 card(s)" -> "1 card", "2 card(s)" -> "2 cards" (a French translation
    never keeps "(s)")."""
    if n < 0:
        text = text.replace(str(-n), str(n), 1)
    return text.replace("(s)", "" if abs(n) == 1 else "s") if "(s)" in text else text


def level_label(level: str) -> str:
    """A computer player's level in words ("Easy", "Normal", "Hard"), translated."""
    return {"easy": QCoreApplication.translate("newgame", "Easy"),
            "normal": QCoreApplication.translate("newgame", "Normal"),
            "hard": QCoreApplication.translate("newgame", "Hard")}[level]
