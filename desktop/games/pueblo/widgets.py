"""Pueblo's side panel: whose turn and what to do, each player's colour and reserve, the block to
place, the four chieftain moves with what each would cost (one row each: a click or its number key
moves him), placing, bidding, the camera presets, the final lap and the key help.

The panel only shows what the view tells it and emits what the player clicked; the view decides.
Its strings are in the "PuebloView" translation context (the view's), like before the split.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.games.pueblo import art

PLAYER_MARKS = "●■▲◆"   # the symbols of the players' colours, as text (red, blue, green, violet)


def _t(text: str) -> str:
    return QCoreApplication.translate("PuebloView", text)


def symbol_icon(code: int, size: int = 18) -> QIcon:
    """A cube face (the colour's pattern) beside its symbol."""
    pm = QPixmap(size * 2 + 4, size)
    pm.fill(QColor(0, 0, 0, 0))
    p = QPainter(pm)
    art.draw_swatch(p, code, QRectF(1, 1, size - 2, size - 2))
    art.draw_symbol(p, code, QRectF(size + 4, 1, size - 2, size - 2))
    p.end()
    return QIcon(pm)


def plain(text: str = "", *, wrap: bool = False) -> QLabel:
    """A label that shows its text as typed (player names are never rich text)."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    label.setText(text)
    return label


class MoveRow(QAbstractButton):
    """One chieftain move: "2 → 14" and what every player would pay there (symbol and +points).
    Checked: the move previewed on the board."""

    def __init__(self, steps: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.steps = steps
        self.space = 0
        self.costs: list[int] = []
        self.setCheckable(True)
        self.setAutoExclusive(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_costs(self, space: int, costs: list[int]) -> None:
        self.space, self.costs = space, list(costs)
        parts = ", ".join(_t("%1 +%2").replace("%1", art.player_colour_name(p)).replace("%2", str(c))
                          for p, c in enumerate(costs))
        self.setAccessibleName(_t("Move %1 to space %2: %3").replace("%1", str(self.steps))
                               .replace("%2", str(space)).replace("%3", parts))
        self.updateGeometry()
        self.update()

    def _head(self) -> str:
        return f"{self.steps} → {self.space}"

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        fm = QFontMetricsF(self.font())
        h = fm.height()
        w = fm.horizontalAdvance("8 → 88") + len(self.costs) * (h + fm.horizontalAdvance("+88") + h * 0.6) + h
        return QSize(int(w) + 4, int(h * 1.6))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def paintEvent(self, _ev) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        fm = QFontMetricsF(self.font())
        h = fm.height()
        fill = QColor("#ffe28a") if self.isChecked() else QColor(255, 255, 255, 120 if self.isEnabled() else 40)
        p.setPen(QPen(QColor("#2b1d12") if self.hasFocus() else QColor(0, 0, 0, 60), 2 if self.hasFocus() else 1))
        p.setBrush(fill)
        p.drawRoundedRect(r, 4, 4)
        ink = self.palette().color(self.foregroundRole()) if self.isEnabled() else QColor(120, 110, 100)
        if self.isChecked():
            ink = QColor("#1d2230")
        p.setPen(ink)
        x = r.left() + h * 0.4
        head_w = fm.horizontalAdvance("8 → 88")
        p.drawText(QRectF(x, r.top(), head_w, r.height()), int(Qt.AlignmentFlag.AlignVCenter), self._head())
        x += head_w + h * 0.4
        for player, cost in enumerate(self.costs):
            art.draw_symbol(p, 2 + player, QRectF(x, r.center().y() - h * 0.4, h * 0.8, h * 0.8))
            x += h * 0.9
            text = f"+{cost}"
            p.setPen(ink)
            font = QFont(self.font())
            font.setBold(cost > 0)
            p.setFont(font)
            p.drawText(QRectF(x, r.top(), fm.horizontalAdvance("+88"), r.height()),
                       int(Qt.AlignmentFlag.AlignVCenter), text)
            p.setFont(self.font())
            x += fm.horizontalAdvance("+88") + h * 0.6
        p.end()


class PuebloPanel(QScrollArea):
    """The side panel of the Pueblo view (see the module docstring)."""

    colour_chosen = Signal(int)
    row_clicked = Signal(int)        # 1..4
    place_clicked = Signal()
    bid_clicked = Signal()
    pass_clicked = Signal()
    other_clicked = Signal()
    camera_clicked = Signal(str)     # "top", "eye", "reset"
    heatmap_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        inner.setObjectName("puebloPanel")
        lay = QVBoxLayout(inner)
        lay.setContentsMargins(6, 4, 6, 4)
        self.turn_label = plain(wrap=True)
        self.turn_label.setObjectName("turn")
        self.turn_label.setAccessibleName(_t("Whose turn"))
        lay.addWidget(self.turn_label)

        self.players_box = QFrame()
        self.players_box.setAccessibleName(_t("Players, colours and reserves"))
        self.players_grid = QGridLayout(self.players_box)
        self.players_grid.setContentsMargins(0, 0, 0, 0)
        self.players_grid.setColumnStretch(1, 1)
        self._player_rows: list[tuple[QLabel, QLabel, QLabel]] = []
        lay.addWidget(self.players_box)

        self.choice_row = QHBoxLayout()
        self.colour_buttons: dict[int, QPushButton] = {}
        lay.addLayout(self.choice_row)

        self.preview_title = plain(_t("If the chieftain moves:"), wrap=True)
        self.preview_title.setObjectName("section")
        lay.addWidget(self.preview_title)
        self.move_rows: list[MoveRow] = []
        for k in range(1, 5):
            row = MoveRow(k)
            row.clicked.connect(lambda _=False, k=k: self.row_clicked.emit(k))
            lay.addWidget(row)
            self.move_rows.append(row)

        self.place_button = QPushButton(_t("Place (Enter)"))
        self.place_button.setAccessibleName(_t("Place the block shown"))
        self.place_button.clicked.connect(self.place_clicked)
        lay.addWidget(self.place_button)

        auction = QHBoxLayout()
        auction.setContentsMargins(0, 0, 0, 0)
        self.bid_spin = QSpinBox()
        self.bid_spin.setAccessibleName(_t("Bid in penalty points"))
        self.bid_button = QPushButton(_t("Bid"))
        self.bid_button.setAccessibleName(_t("Bid this many penalty points"))
        self.bid_button.clicked.connect(self.bid_clicked)
        self.pass_button = QPushButton(_t("Pass (P)"))
        self.pass_button.setAccessibleName(_t("Pass: drop out of this auction"))
        self.pass_button.clicked.connect(self.pass_clicked)
        auction.addWidget(self.bid_spin)
        auction.addWidget(self.bid_button)
        auction.addWidget(self.pass_button)
        self.auction_row = QWidget()
        self.auction_row.setLayout(auction)
        lay.addWidget(self.auction_row)

        self.other_button = QPushButton(_t("Set the block aside (no room)"))
        self.other_button.clicked.connect(self.other_clicked)
        lay.addWidget(self.other_button)

        views = QGridLayout()
        self.camera_buttons: dict[str, QPushButton] = {}
        for i, (text, name, which) in enumerate((
                (_t("Top (T)"), _t("Top view"), "top"),
                (_t("Eye (C)"), _t("Chieftain's eye"), "eye"),
                (_t("Reset (Home)"), _t("Reset the camera"), "reset"))):
            b = QPushButton(text)
            b.setAccessibleName(name)
            b.clicked.connect(lambda _=False, which=which: self.camera_clicked.emit(which))
            views.addWidget(b, i // 2, i % 2)
            self.camera_buttons[which] = b
        self.heat_check = QCheckBox(_t("Penalty heatmap (H)"))
        self.heat_check.setAccessibleName(_t("Show the lowest penalty reachable on each cell"))
        self.heat_check.toggled.connect(self.heatmap_toggled)
        views.addWidget(self.heat_check, 2, 0, 1, 2)
        lay.addLayout(views)

        self.lap_label = QLabel()
        self.lap_label.setWordWrap(True)
        self.lap_label.setTextFormat(Qt.TextFormat.PlainText)
        self.lap_label.setAccessibleName(_t("Final lap"))
        lay.addWidget(self.lap_label)

        self.keys_label = plain(wrap=True)
        self.keys_label.setObjectName("keys")
        self.keys_label.setAccessibleName(_t("Keyboard help"))
        lay.addWidget(self.keys_label)
        lay.addStretch(1)
        self.setWidget(inner)
        self.apply_scale(1.0)

    # -- size ------------------------------------------------------------------------------------
    def apply_scale(self, factor: float) -> None:
        """Fonts and width for a table `factor` times the room of a 1024x700 window."""
        font = 1.0 + (factor - 1.0) * 0.7 if factor > 1 else factor
        body, title, small = (max(8, round(n * font)) for n in (13, 15, 11))
        self.widget().setStyleSheet(
            f"#puebloPanel, #puebloPanel QPushButton, #puebloPanel QCheckBox, #puebloPanel QSpinBox,"
            f" #puebloPanel QLabel {{ font-size: {body}px; }}"
            f" #puebloPanel QLabel#turn {{ font-size: {title}px; font-weight: bold; }}"
            f" #puebloPanel QLabel#section {{ font-weight: bold; }}"
            f" #puebloPanel QLabel#keys {{ font-size: {small}px; color: #6b5a48; }}")
        for row in self.move_rows:
            f = QFont(row.font())
            f.setPixelSize(body)
            row.setFont(f)
        width = round(250 * (1.0 + (factor - 1.0) * 0.75 if factor > 1 else 1.0))
        self.setFixedWidth(width)
        self._icon_px = max(16, round(18 * font))
        for icon, _, _ in self._player_rows:
            icon.setPixmap(icon.property("icon").pixmap(self._icon_px * 2 + 4, self._icon_px))
        for code, b in self.colour_buttons.items():
            b.setIconSize(QSize(self._icon_px * 2 + 4, self._icon_px))
            b.setIcon(symbol_icon(code, self._icon_px))

    # -- content ---------------------------------------------------------------------------------
    def set_players(self, order: list[int], names: list[str], reserves: list[tuple[int, int, int, int]],
                    current: int | None) -> None:
        """One row per seat in turn order: colour, name (▶ for whose turn), blocks left."""
        while len(self._player_rows) < len(names):
            p = len(self._player_rows)
            icon = QLabel()
            icon.setProperty("icon", symbol_icon(2 + p, 36))
            icon.setPixmap(symbol_icon(2 + p, self._icon_px).pixmap(self._icon_px * 2 + 4, self._icon_px))
            name, reserve = plain(), plain()
            self._player_rows.append((icon, name, reserve))
        for row, p in enumerate(order):
            icon, name, reserve = self._player_rows[p]
            name.setText(("▶ " if p == current else "") + names[p])
            name.setAccessibleName(_t("%1, %2").replace("%1", names[p]).replace("%2", art.player_colour_name(p)))
            own, neutral, single, pairs = reserves[p]
            reserve.setText(_t("own %1 · neutral %2").replace("%1", str(own)).replace("%2", str(neutral)))
            reserve.setToolTip(_t("Single block: %1, pairs left: %2").replace("%1", str(single))
                               .replace("%2", str(pairs)))
            for col, w in enumerate((icon, name, reserve)):
                self.players_grid.addWidget(w, row, col)

    def set_colours(self, colours: list[int], chosen: int | None) -> None:
        """The colours of block the player may place now (checkable; B switches)."""
        if list(self.colour_buttons) == colours:
            for c, b in self.colour_buttons.items():
                b.setChecked(c == chosen)
            return
        for b in self.colour_buttons.values():
            self.choice_row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.colour_buttons = {}
        for c in colours:
            name = art.colour_name(c)
            b = QPushButton(symbol_icon(c, self._icon_px), _t("%1 block").replace("%1", name))
            b.setIconSize(QSize(self._icon_px * 2 + 4, self._icon_px))
            b.setCheckable(True)
            b.setChecked(c == chosen)
            b.setAccessibleName(_t("Place the %1 block (B switches)").replace("%1", name))
            b.clicked.connect(lambda _=False, c=c: self.colour_chosen.emit(c))
            self.choice_row.addWidget(b)
            self.colour_buttons[c] = b

    def set_moves(self, rows: list[tuple[int, list[int]]] | None, preview: int, can_move: bool) -> None:
        """The four moves with their costs (None hides them), the previewed one checked."""
        shown = rows is not None
        self.preview_title.setVisible(shown)
        for k, row in enumerate(self.move_rows, start=1):
            row.setVisible(shown)
            if rows is not None:
                space, costs = rows[k - 1]
                row.set_costs(space, costs)
                row.setChecked(k == preview)
            row.setEnabled(shown)
        self.preview_title.setText(_t("Move the chieftain:") if can_move else _t("If the chieftain moves:"))

    def set_actions(self, kinds: set[str], bids: list[int]) -> None:
        self.place_button.setVisible(bool(kinds & {"Place", "PlaceSacredSite", "Remove"}))
        self.place_button.setText(_t("Remove block (Enter)") if "Remove" in kinds else _t("Place (Enter)"))
        self.auction_row.setVisible(bool(kinds & {"Bid", "Pass"}))
        if bids:
            self.bid_spin.setRange(min(bids), max(bids))
        self.bid_button.setEnabled(bool(bids))
        self.other_button.setVisible("SetAside" in kinds)
