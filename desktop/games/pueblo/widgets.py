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
from desktop.table.activatable import Activatable
from desktop.table.style import Scale
from desktop.table.text import draw_fitted_text, plain_label

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


class MoveRow(Activatable):
    """One chieftain move: "2 → 14" and what every player would pay there (symbol and +points).
    `checked`: the move previewed on the board; `interactive`: a click moves him now."""

    FOCUS_RADIUS = 5.0

    def __init__(self, steps: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.steps = steps
        self.space = 0
        self.costs: list[int] = []
        self.checked = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_costs(self, space: int, costs: list[int], checked: bool) -> None:
        if (space, costs, checked) == (self.space, self.costs, self.checked):
            return
        self.space, self.costs, self.checked = space, list(costs), checked
        parts = ", ".join(_t("%1 +%2").replace("%1", art.player_colour_name(p)).replace("%2", str(c))
                          for p, c in enumerate(costs))
        self.set_accessible(_t("Move %1 to space %2: %3").replace("%1", str(self.steps))
                            .replace("%2", str(space)).replace("%3", parts), tooltip=False)
        self.updateGeometry()
        self.update()

    def _metrics(self) -> tuple[float, float, float]:
        fm = QFontMetricsF(self.font())
        return fm.height(), fm.horizontalAdvance("8 → 88"), fm.horizontalAdvance("+88")

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        h, head, cost = self._metrics()
        w = h * 0.4 + head + h * 0.3 + len(self.costs) * (h * 0.95 + cost + h * 0.2)
        return QSize(int(w) + 6, int(h * 1.5))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def paint(self, p: QPainter) -> None:
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        h, head_w, cost_w = self._metrics()
        if self.checked:
            fill = QColor("#ffe28a")
        elif self.interactive and self.hovered:
            fill = QColor(255, 236, 160, 160)
        else:
            fill = QColor(255, 255, 255, 120 if self.interactive else 60)
        p.setPen(QPen(QColor(0, 0, 0, 60), 1))
        p.setBrush(fill)
        p.drawRoundedRect(r, 4, 4)
        ink = QColor("#1d2230") if (self.checked or self.interactive) else QColor(90, 82, 74)
        p.setPen(ink)
        x = r.left() + h * 0.4
        draw_fitted_text(p, QRectF(x, r.top(), head_w, r.height()), f"{self.steps} → {self.space}",
                         flags=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, wrap=False)
        x += head_w + h * 0.3
        for player, cost in enumerate(self.costs):
            art.draw_symbol(p, 2 + player, QRectF(x, r.center().y() - h * 0.4, h * 0.8, h * 0.8))
            x += h * 0.95
            font = QFont(self.font())
            font.setBold(cost > 0)
            p.setPen(ink)
            draw_fitted_text(p, QRectF(x, r.top(), cost_w, r.height()), f"+{cost}", font=font, wrap=False,
                             flags=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
            x += cost_w + h * 0.2


class Reserve(QWidget):
    """A player's blocks left, drawn: his colour's symbol and count, the neutral star and count."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.own, self.neutral = 0, 0

    def set_counts(self, own: int, neutral: int, single: int, pairs: int) -> None:
        self.own, self.neutral = own, neutral
        text = _t("own %1 · neutral %2").replace("%1", str(own)).replace("%2", str(neutral))
        self.setAccessibleName(text)
        self.setToolTip(text + "\n" + _t("Single block: %1, pairs left: %2").replace("%1", str(single))
                        .replace("%2", str(pairs)))
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        fm = QFontMetricsF(self.font())
        h = fm.height()
        return QSize(int(2 * (h + fm.horizontalAdvance("88") + h * 0.5)), int(h * 1.2))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def paintEvent(self, _ev) -> None:  # noqa: N802
        p = QPainter(self)
        fm = QFontMetricsF(self.font())
        h = fm.height()
        x = 0.0
        for code, n in ((2 + self.seat, self.own), (1, self.neutral)):
            art.draw_symbol(p, code, QRectF(x, (self.height() - h * 0.85) / 2, h * 0.85, h * 0.85))
            x += h
            p.setPen(self.palette().color(self.foregroundRole()))
            draw_fitted_text(p, QRectF(x, 0, fm.horizontalAdvance("88"), self.height()), str(n), wrap=False,
                             flags=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
            x += fm.horizontalAdvance("88") + h * 0.5
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
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        inner = QWidget()
        inner.setObjectName("puebloPanel")
        lay = QVBoxLayout(inner)
        lay.setContentsMargins(6, 4, 6, 4)
        self.turn_label = plain_label(wrap=True)
        self.turn_label.setObjectName("turn")
        self.turn_label.setAccessibleName(_t("Whose turn"))
        lay.addWidget(self.turn_label)
        #: why the last key did nothing (an arrow at the board's edge...), until the next change
        self.notice = plain_label(wrap=True)
        self.notice.setObjectName("notice")
        self.notice.setAccessibleName(_t("Notice"))
        self.notice.hide()
        lay.addWidget(self.notice)

        self.players_box = QFrame()
        self.players_box.setAccessibleName(_t("Players, colours and reserves"))
        self.players_grid = QGridLayout(self.players_box)
        self.players_grid.setContentsMargins(0, 0, 0, 0)
        self.players_grid.setColumnStretch(1, 1)
        self._player_rows: list[tuple[QLabel, QLabel, Reserve]] = []
        self._icon_px = 18
        lay.addWidget(self.players_box)

        self.choice_row = QHBoxLayout()
        self.colour_buttons: dict[int, QPushButton] = {}
        lay.addLayout(self.choice_row)

        self.preview_title = plain_label(_t("If the chieftain moves:"), wrap=True)
        self.preview_title.setObjectName("section")
        lay.addWidget(self.preview_title)
        self.move_rows: list[MoveRow] = []
        for k in range(1, 5):
            row = MoveRow(k)
            row.activated.connect(lambda k=k: self.row_clicked.emit(k))
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
        #: "no penalty yet" (or why the heatmap shows nothing now) instead of zeros everywhere
        self.heat_note = plain_label(wrap=True)
        self.heat_note.setObjectName("notice")
        self.heat_note.hide()
        views.addWidget(self.heat_note, 3, 0, 1, 2)
        #: issue 29: the camera turns to keep the chieftain in view only when the player asks
        self.follow_check = QCheckBox(_t("Follow the chieftain (F)"))
        self.follow_check.setAccessibleName(_t("Turn the camera to keep the chieftain in view after each move"))
        views.addWidget(self.follow_check, 4, 0, 1, 2)
        lay.addLayout(views)

        self.lap_label = QLabel()
        self.lap_label.setWordWrap(True)
        self.lap_label.setTextFormat(Qt.TextFormat.PlainText)
        self.lap_label.setAccessibleName(_t("Final lap"))
        lay.addWidget(self.lap_label)

        self.keys_label: QLabel | None = None
        self._lay = lay
        lay.addStretch(1)
        self.setWidget(inner)
        self.apply_scale(Scale(1.0))

    def set_heat_note(self, text: str) -> None:
        self.heat_note.setText(text)
        self.heat_note.setVisible(bool(text))

    def set_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def set_key_help(self, label: QLabel) -> None:
        """The key help line (the kit's key_help_label of the view's KeyMap), under the controls."""
        self.keys_label = label
        label.setObjectName("keys")
        label.setAccessibleName(_t("Keyboard help"))
        self._lay.insertWidget(self._lay.count() - 1, label)

    # -- size ------------------------------------------------------------------------------------
    STYLE = ("#puebloPanel, #puebloPanel QPushButton, #puebloPanel QCheckBox, #puebloPanel QSpinBox,"
             " #puebloPanel QLabel { font-size: ${body}px; }"
             " #puebloPanel QLabel#turn { font-size: ${title}px; font-weight: bold; }"
             " #puebloPanel QLabel#section { font-weight: bold; }"
             " #puebloPanel QLabel#notice { color: #8a2a12; font-style: italic; }"
             " #puebloPanel QLabel#keys { font-size: ${small}px; color: #6b5a48; }")

    def apply_scale(self, scale: Scale) -> None:
        """Fonts, icons and width for the table's Scale (1.0 in a 1024x700 window)."""
        self.scale = scale
        self.widget().setStyleSheet(scale.qss(self.STYLE)
                                    + f" #puebloPanel QPushButton {{ padding: {scale.px(3)}px; }}"
                                    + f" #puebloPanel QCheckBox::indicator {{ width: {scale.font_px('body')}px;"
                                    f" height: {scale.font_px('body')}px; }}")   # ticks as large as the words
        body = scale.font_px("body")
        for w in [*self.move_rows, *(r for _, _, r in self._player_rows)]:
            f = QFont(w.font())
            f.setPixelSize(body)
            w.setFont(f)
        self._icon_px = max(14, round(body * 1.35))
        for row in self._player_rows:
            self._set_icon(row[0])
        for code, b in self.colour_buttons.items():
            b.setIconSize(QSize(self._icon_px * 2 + 4, self._icon_px))
            b.setIcon(symbol_icon(code, self._icon_px))
        self.fit_width()

    def fit_width(self) -> None:
        """Never narrower than the content needs (nothing is cut), and a little wider by preference
        when the table is large (a preference only: a window made smaller again can still shrink).
        The controls that come and go (a second colour button, Remove, the auction, Set aside) are
        counted whether shown or not: one width all game, so the board never jumps (issue 29)."""
        inner = self.widget()
        inner.layout().activate()
        content = max(inner.minimumSizeHint().width(), self._widest_controls())
        need = content + self.verticalScrollBar().sizeHint().width() + 2
        self._preferred = max(need, self.scale.px(250))
        self.setMinimumWidth(need)
        self.updateGeometry()

    def _widest_controls(self) -> int:
        """The width of the widest row of controls this panel may show, margins included."""
        probe = QPushButton(self.widget())
        probe.hide()
        probe.setIconSize(QSize(self._icon_px * 2 + 4, self._icon_px))
        probe.ensurePolished()

        def width(text: str, code: int | None = None) -> int:
            probe.setIcon(symbol_icon(code, self._icon_px) if code is not None else QIcon())
            probe.setText(text)
            return probe.sizeHint().width()

        own = max(width(_t("%1 block").replace("%1", art.colour_name(c)), c) for c in (2, 3, 4, 5))
        colours = own + width(_t("%1 block").replace("%1", art.colour_name(1)), 1) + max(6, self.choice_row.spacing())
        buttons = max(width(_t("Place (Enter)")), width(_t("Remove block (Enter)")), width(self.other_button.text()))
        probe.setParent(None)
        probe.deleteLater()
        self.auction_row.ensurePolished()
        margins = self._lay.contentsMargins()
        return max(colours, buttons, self.auction_row.sizeHint().width()) + margins.left() + margins.right()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(getattr(self, "_preferred", 250), super().sizeHint().height())

    def _set_icon(self, icon: QLabel) -> None:
        code = icon.property("code")
        icon.setPixmap(symbol_icon(code, self._icon_px).pixmap(self._icon_px * 2 + 4, self._icon_px))

    # -- content ---------------------------------------------------------------------------------
    def set_players(self, order: list[int], names: list[str], reserves: list[tuple[int, int, int, int]],
                    current: int | None) -> None:
        """One row per seat in turn order: colour, name (▶ for whose turn), blocks left. The points
        are in the window's players panel, not repeated here."""
        grew = False
        while len(self._player_rows) < len(names):
            p = len(self._player_rows)
            icon = QLabel()
            icon.setProperty("code", 2 + p)
            self._set_icon(icon)
            reserve = Reserve(p)
            f = QFont(reserve.font())
            f.setPixelSize(self.scale.font_px("body"))
            reserve.setFont(f)
            self._player_rows.append((icon, plain_label(wrap=True), reserve))
            grew = True
        for row, p in enumerate(order):
            icon, name, reserve = self._player_rows[p]
            name.setText(("▶ " if p == current else "") + names[p])
            name.setAccessibleName(_t("%1, %2").replace("%1", names[p]).replace("%2", art.player_colour_name(p)))
            reserve.set_counts(*reserves[p])
            for col, w in enumerate((icon, name, reserve)):
                self.players_grid.addWidget(w, row, col)
                if grew:
                    w.show()
        if grew:
            self.fit_width()

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
            b.show()  # now, not queued: the width below must count it
            self.colour_buttons[c] = b
        self.fit_width()

    def set_moves(self, rows: list[tuple[int, list[int]]] | None, preview: int, can_move: bool) -> None:
        """The four moves with their costs (None hides them), the previewed one checked."""
        shown = rows is not None
        self.preview_title.setVisible(shown)
        for k, row in enumerate(self.move_rows, start=1):
            row.setVisible(shown)
            if rows is not None:
                space, costs = rows[k - 1]
                row.set_costs(space, costs, k == preview)
            row.interactive = shown
        self.preview_title.setText(_t("Move the chieftain:") if can_move else _t("If the chieftain moves:"))

    def set_actions(self, kinds: set[str], bids: list[int]) -> None:
        self.place_button.setVisible(bool(kinds & {"Place", "PlaceSacredSite", "Remove"}))
        self.place_button.setText(_t("Remove block (Enter)") if "Remove" in kinds else _t("Place (Enter)"))
        self.auction_row.setVisible(bool(kinds & {"Bid", "Pass"}))
        if bids:
            self.bid_spin.setRange(min(bids), max(bids))
        self.bid_button.setEnabled(bool(bids))
        self.other_button.setVisible("SetAside" in kinds)
