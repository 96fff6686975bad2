"""Translations: Qt's own (dialog buttons) and Kotatsu's, chosen from the settings or the system."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from desktop.paths import resources_dir

LANGUAGES = {"en": "English", "fr": "Français"}

_installed: list[QTranslator] = []


def current_language() -> str:
    chosen = str(QSettings().value("language", ""))
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
