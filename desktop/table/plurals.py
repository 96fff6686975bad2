"""`plural(context, text, n)`: a sentence with a count (`%n`) in the reader's language, for the
modules that have no QObject of their own to say it with `self.tr(text, "", n)`.

Qt's lupdate gives plural (numerus) forms only to `self.tr(text, "", n)` calls; each module used to
declare a QObject subclass (`ColorettoPlurals`, `AnnouncerPlurals`, ...) for that alone.
scripts/update_translations.py collects the literal calls `plural("<context>", "<text>", n)` itself and
gives them numerus forms in that context (the module's own), keeping their translations."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.i18n import english_plural


def plural(context: str, text: str, n: int) -> str:
    """The translation of `text` for `n` (negative counts keep their sign: "-3 points"), in English
    "(s)" resolved ("1 card", "2 cards")."""
    return english_plural(QCoreApplication.translate(context, text, "", abs(n)), n)
