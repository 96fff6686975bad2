"""The table's legend (issue 18): what every mark on a game's table means, one key away (F2).

A game gives its rows in `desktop/games/<game>/legend.py` as `rows(view) -> list[Row]`, each a painted
sample (drawn by the game's own art painters) and a sentence. `GameView.legend_rows()` finds them; the
kit's `legend_keys(view)` makes F2 a window shortcut of the view that opens `LegendDialog` (and returns
a KeyMap, so tests can check it against the window's keys and the view's own)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.table.keys import KeyMap
from desktop.table.style import FELT

LEGEND_KEY = "F2"


def _t(text: str) -> str:
    return QCoreApplication.translate("Legend", text)


def shape_word(kind: str) -> str:
    """A symbol's name in words (desktop.table.shapes KINDS), for the legends' sentences."""
    return {"circle": _t("circle"), "square": _t("square"), "rounded_square": _t("square"),
            "triangle": _t("triangle"), "diamond": _t("diamond"), "star": _t("star"), "star6": _t("star"),
            "burst": _t("burst"), "cross": _t("cross"), "heart": _t("heart"), "crown": _t("crown"),
            "hexagon": _t("hexagon"), "ring": _t("ring")}.get(kind, kind)


def centred(rect: QRectF, width: float, height: float) -> QRectF:
    """A width x height box centred in rect, shrunk to fit it (same proportions)."""
    k = min(1.0, rect.width() / width, rect.height() / height)
    w, h = width * k, height * k
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


@dataclass
class Row:
    """One line of a legend: `paint(p, rect)` draws the sample in rect; `text` says what it means."""

    paint: Callable[[QPainter, QRectF], None]
    text: str
    width: int = 84    # the sample's size at scale 1 (logical pixels)
    height: int = 56
    felt: bool = True  # drawn on the table's felt (False: on paper, for sheets and boards)


def render(row: Row, scale: float = 1.0, *, background: bool = True) -> QImage:
    """The row's sample as an image (transparent around it when `background` is False)."""
    image = QImage(max(1, int(row.width * scale)), max(1, int(row.height * scale)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, image.width(), image.height())
    if background:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(FELT) if row.felt else QColor("#f6f1e4"))
        p.drawRoundedRect(rect, 6, 6)
    try:
        row.paint(p, rect.adjusted(6, 6, -6, -6))
    finally:
        p.end()
    return image


def painted_pixels(image: QImage) -> int:
    """How many pixels of a sample rendered with no background are not transparent (tests)."""
    return sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
               if image.pixelColor(x, y).alpha() > 0)


class Sample(QWidget):
    """A row's painted sample, named for screen readers by the row's text."""

    def __init__(self, row: Row, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = row
        self.setFixedSize(QSize(row.width, row.height))
        self.setAccessibleName(row.text)
        self.setToolTip(row.text)

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        p = QPainter(self)
        p.drawImage(QRectF(self.rect()), render(self.row, self.devicePixelRatioF()))
        p.end()


class LegendDialog(QDialog):
    """The legend: a scrolling column of (sample, what it means)."""

    def __init__(self, title: str, rows: list[Row], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_t("Legend: {0}").format(title))
        self.setAccessibleName(_t("Legend"))
        layout = QVBoxLayout(self)
        intro = QLabel(_t("What the marks on the table mean (F2 opens this from the table)."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setColumnStretch(1, 1)
        self.samples: list[Sample] = []
        self.labels: list[QLabel] = []
        for i, row in enumerate(rows):
            sample = Sample(row)
            label = QLabel(row.text)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            width = label.fontMetrics().averageCharWidth() * 48  # wrapped text gets the lines it needs
            label.setMinimumWidth(width)
            label.setMinimumHeight(label.heightForWidth(width))
            grid.addWidget(sample, i, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(label, i, 1, Qt.AlignmentFlag.AlignVCenter)
            self.samples.append(sample)
            self.labels.append(label)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(inner.sizeHint().width() + 24)
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        high = min(inner.sizeHint().height() + 120, (screen.height() - 60) if screen else 620)
        self.resize(scroll.minimumWidth() + 24, max(300, high))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)


def open_legend(view: Any) -> LegendDialog:
    """Opens the view's legend (not modal: the table stays in sight) and returns it."""
    rows = view.legend_rows()
    if not rows:
        rows = [Row(lambda p, r: None, _t("This table has no legend yet."))]
    title = getattr(getattr(view.session, "engine", None), "title", "") if hasattr(view, "session") else ""
    dialog = LegendDialog(title, rows, view.window())
    view.legend_dialog = dialog
    dialog.show()
    return dialog


class _HoverHint(QObject):
    """On hover over a part of the table that has no tooltip of its own: "F2: what the marks mean"
    (shown with QToolTip, so no widget's tooltip, hence no accessible description, changes)."""

    def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.ToolTip:
            QToolTip.showText(event.globalPos(), _t("F2: what the marks on the table mean"), obj)
            return True
        return False


def legend_keys(view: Any) -> KeyMap:
    """F2 opens the legend: a window shortcut of the view (active while it is shown). Hovering the
    table where nothing has a tooltip of its own says so."""
    view._legend_hover = _HoverHint(view)
    view.installEventFilter(view._legend_hover)
    keys = KeyMap("Legend")
    keys.add(LEGEND_KEY, _t("what the marks mean"), lambda: open_legend(view))
    shortcut = QShortcut(QKeySequence(LEGEND_KEY), view)
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
    shortcut.activated.connect(lambda: open_legend(view))
    return keys
