"""Pictures for the rules pages (issue 18), drawn at run time by the games' own painters.

A rules page refers to a picture as `<img src="kotatsu:<game>/<name>">`; `RulesBrowser` (the rules
dialog's QTextBrowser) asks `picture(game, name)` for it. Each game's pictures are in PICTURES below."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QPainter, QPixmap, QTextDocument
from PySide6.QtWidgets import QTextBrowser

from desktop.rules.pictures import PICTURES

SCHEME = "kotatsu"


def picture(game: str, name: str, *, scale: float = 1.0) -> QPixmap:
    """The picture `name` of the game's rules page (a null pixmap when there is none)."""
    found = PICTURES.get(game, {}).get(name)
    if found is None:
        return QPixmap()
    w, h, paint = found
    image = QImage(int(w * scale), int(h * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(scale, scale)
    try:
        paint(p, w, h)
    finally:
        p.end()
    return QPixmap.fromImage(image)


class RulesBrowser(QTextBrowser):
    """A QTextBrowser that draws `kotatsu:<game>/<name>` images with the games' painters."""

    def loadResource(self, kind: int, url: QUrl) -> Any:  # noqa: N802
        if url.scheme() == SCHEME and kind == QTextDocument.ResourceType.ImageResource.value:
            game, _, name = url.path().partition("/")
            return picture(game, name)
        return super().loadResource(kind, url)
