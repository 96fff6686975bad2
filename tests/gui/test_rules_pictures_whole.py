"""Issue 29 item 17: Coloretto's rules picture was cropped on the right (its third row ran past the
picture's width). Every rules picture draws inside its own size: painted on a larger transparent
image, nothing lands right of or below the size it declares."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.rules.pictures import PICTURES

CASES = [(game, name) for game, pictures in PICTURES.items() for name in pictures if game != "pueblo"]


@pytest.mark.parametrize(("game", "name"), CASES)
def test_a_rules_picture_draws_inside_its_size(qtbot, configured_app, game, name):
    w, h, paint = PICTURES[game][name]
    image = QImage(w + 80, h + 80, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    paint(p, w, h)
    p.end()
    outside = [(x, y) for y in range(image.height()) for x in range(image.width())
               if (x >= w or y >= h) and QColor.fromRgba(image.pixel(x, y)).alpha() > 0]
    assert not outside, (len(outside), outside[:3])
