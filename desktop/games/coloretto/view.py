"""The Coloretto table (GameView): rows, supply and collections from desktop.games.coloretto.widgets,
keys through a KeyMap, flights through the kit's FlightOverlay, sizes through the kit's Scale."""
from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.games.base import GameView
from desktop.games.coloretto import a11y as coloretto_a11y
from desktop.games.coloretto import follow as coloretto_follow
from desktop.games.coloretto.art import SMALL_CARD, card_label, paint_card, paint_card_back
from desktop.games.coloretto.layout import PlayersArea, RowsArea, split
from desktop.games.coloretto.widgets import CollectionPanel, RowWidget, SupplyWidget
from desktop.session.local import GameSession
from desktop.table import Flight, FlightOverlay, KeyMap, Scale, flip_paint, plain_label, set_plain
from engines.coloretto import Draw, Place, Take

QSS = """
    #colorettoTable { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #24654f, stop:1 #173f33); }
    #colorettoTable QLabel { color: #f3f1e8; font-size: ${body}px; }
    #colorettoTable #banner { font-size: ${title}px; font-weight: bold; padding: ${pad}px 10px;
                              border-radius: ${radius}px; background: rgba(0, 0, 0, 60); }
    #colorettoTable #keys { color: rgba(255, 255, 255, 160); font-size: ${small}px; }
    #collectionPanel { background: rgba(255, 255, 255, 18); border: 1px solid rgba(255,255,255,40);
                       border-radius: 10px; }
    #collectionPanel[toMove="true"] { border: 2px solid #f4d77a; background: rgba(255, 236, 160, 30); }
    #collectionPanel[out="true"] { background: rgba(0, 0, 0, 40); }
    #colorettoTable #playerName { font-size: ${title}px; font-weight: bold; }
    #colorettoTable #playerState { color: #f4d77a; font-style: italic; }
    #colorettoTable #score { font-size: ${big}px; font-weight: bold; color: #ffffff; }
    #colorettoTable #points { color: rgba(255, 255, 255, 160); }
    #drawButton { font-size: ${title}px; font-weight: bold; color: #2b2411; background: #f4d77a;
                  border: 1px solid #a88a2c; border-radius: ${radius}px; padding: ${pad}px 10px; }
    #drawButton:hover { background: #ffe696; }
    #drawButton:focus { border: 3px solid white; }
    #drawButton:disabled { color: rgba(255,255,255,110); background: rgba(255,255,255,30);
                           border: 1px solid rgba(255,255,255,50); }
"""


def key_label(label: str, key: str) -> str:
    """A button's words with its table key underlined where the words hold it ("&Draw a card"), else
    the key after them ("Piocher une carte (D)"): in every language the underline names the key that
    does it, never another (French "&Piocher" underlined P, the French menu's Alt+P, issue 29)."""
    at = label.lower().find(key.lower())
    return f"{label[:at]}&{label[at:]}" if at >= 0 else f"{label} ({key})"


class ColorettoView(GameView):
    """The Coloretto table. Keys: D draws, 1–5 take a row or place the revealed card, Esc skips."""

    live_names = ("draw_button", "keys_label")

    ANIMATION_MS = 250

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("colorettoTable")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Coloretto table"))
        self._thinking: int | None = None
        self._pending: tuple[int, Any, dict[str, Any]] | None = None
        self._last_obs: dict[str, Any] = session.observation()
        self.scale = Scale()
        n = session.num_players
        nrows = len(self._last_obs["capacities"])

        self.keys = KeyMap("ColorettoView")
        self.keys.add("D", self.tr("draw"), self._draw)
        self.keys.add_numbers(nrows, self.tr("take a row or place the revealed card"), self._row_clicked)
        self.keys.add_note(self.tr("Tab/Enter"), self.tr("choose a row"))
        self.keys.add("Esc", self.tr("skip animation"), self.skip_animations, when=self.is_animating)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(6)
        self.banner = plain_label(object_name="banner", wrap=True)
        outer.addWidget(self.banner)

        table = QHBoxLayout()
        table.setSpacing(10)
        self.rows: list[RowWidget] = []
        for r in range(nrows):
            row = RowWidget(r)
            row.capacity = self._last_obs["capacities"][r]
            row.activated.connect(partial(self._row_clicked, r))
            self.rows.append(row)
        self.rows_area = RowsArea(self.rows)
        table.addWidget(self.rows_area, 3)
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        self.supply = SupplyWidget()
        side.addWidget(self.supply, 1)
        self.draw_button = QPushButton(key_label(self.tr("Draw a card", "the draw button: short, the key D is added "
                                                         "after words that hold no D"), "D"))
        self.draw_button.setObjectName("drawButton")
        self.draw_button.setToolTip(self.tr("Reveal the top card of the supply (key D), then choose its row (1–{0})")
                                    .format(nrows))
        self.draw_button.setAccessibleName(self.tr("Draw a card"))
        self.draw_button.clicked.connect(self._draw)
        side.addWidget(self.draw_button)
        self.side_box = QWidget()
        self.side_box.setLayout(side)
        self.side_box.setMinimumWidth(170)
        table.addWidget(self.side_box, 1)
        self.table_line = table
        outer.addLayout(table, 5)

        self.panels = [CollectionPanel(seat) for seat in range(n)]
        self.players_area = PlayersArea(self.panels)
        self.players_area.groups = len(self._last_obs["colours"]) + 3
        outer.addWidget(self.players_area, 4 if n <= 3 else 6)

        self.keys_label = plain_label(self.tr("Keys: {0}").format(self.keys.help_text()), object_name="keys",
                                      wrap=True)
        outer.addWidget(self.keys_label)

        self.flight = FlightOverlay(self, base_ms=self.ANIMATION_MS, delay_ms=lambda: self.session.computer_delay_ms)
        session.thinking.connect(self._on_thinking)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._restyle()
        self.refresh()
        coloretto_a11y.attach(self)   # issue 16: words, collections as lists (desktop/games/coloretto/a11y.py)
        coloretto_follow.attach(self)  # issue 17: last-move marks (desktop/games/coloretto/follow.py)

    # -- sizes -------------------------------------------------------------------------------
    def _restyle(self) -> None:
        self.setStyleSheet(self.scale.qss(QSS))
        self.side_box.setMaximumWidth(self.scale.px(320))
        self.draw_button.setMinimumHeight(self.scale.px(36))
        for row in self.rows:
            row.text_px = self.scale.font_px("title")
            row.update()
        self.supply.text_px = self.scale.font_px("small")
        self.supply.update()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        scale = Scale.for_size(self.size())
        if scale != self.scale:
            self.scale = scale
            self._restyle()
        self._keep_banner_room()
        self._share_height()

    def _keep_banner_room(self) -> None:
        """The banner keeps two lines' room where the table has it to spare, so the rows do not jump
        down when its words take a second line ("Dernier tour ! · Ann : placez la carte …", 5 players
        at 1024x700)."""
        font = QFont(self.font())
        font.setPixelSize(self.scale.font_px("title"))
        font.setBold(True)
        metrics = QFontMetrics(font)
        two = 2 * metrics.lineSpacing() + 2 * self.scale.px(6) + 2
        least = self.banner.minimumHeight()
        spare = self.height() - self.layout().totalMinimumSize().height() + least
        # only where a long turn's words (about 100 characters) would not fit one line
        narrow = metrics.averageCharWidth() * 100 > self.width() - 40
        want = two if narrow and spare >= two else 0
        if want != least:
            self.banner.setMinimumHeight(want)

    def _share_height(self) -> None:
        """The rows' and the collections' heights: both their cards as large as the room allows
        (desktop/games/coloretto/layout.py), instead of fixed shares that left a band empty."""
        outer = self.layout()
        width = self.width() - 16   # the margins (8 + 8)
        # the height the rows and the players share: the view's, less the margins, the spacings, the
        # banner's and the keys line's (from this width: the layout may not have followed a resize yet)
        lines = sum(max(label.minimumHeight(), label.minimumSizeHint().height(), label.heightForWidth(width))
                    for label in (self.banner, self.keys_label) if not label.isHidden())
        room = self.height() - 12 - 3 * outer.spacing() - lines
        if room <= 0:
            return
        side = self.side_box
        top_least = max(self.rows_area.minimumHeight(), side.minimumSizeHint().height())
        side_width = min(max(side.minimumWidth(), (width - 10) // 4), side.maximumWidth())   # stretch 3 : 1
        rows_width = width - 10 - side_width
        button = self.draw_button.sizeHint().height() + side.layout().spacing()
        key = (width, room, rows_width, top_least, button, self.scale)
        if key != getattr(self, "_shared", (None, 0))[0]:   # the same room shares the same way
            self._shared = (key, split(self.rows_area, rows_width, top_least, self.players_area, width, room,
                                       self.supply, side_width, button))
        top = self._shared[1]
        outer.setStretch(outer.indexOf(self.players_area) - 1, top)
        outer.setStretch(outer.indexOf(self.players_area), room - top)

    # -- drawing the state -----------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def row_takers(self, obs: dict[str, Any]) -> dict[int, int]:
        """Who took each taken row this round, read from the history (so resume and undo keep it):
        the latest Take of a row that is taken now is this round's."""
        wanted = {r for r, taken in enumerate(obs["taken"]) if taken}
        takers: dict[int, int] = {}
        for entry in reversed(self.session.history):
            if not wanted:
                break
            if isinstance(entry.action, Take) and entry.action.row in wanted:
                takers[entry.action.row] = entry.seat
                wanted.discard(entry.action.row)
        return takers

    def refresh(self) -> None:
        if not hasattr(self, "panels"):
            return
        obs = self.session.observation()
        takers = self.row_takers(obs)
        human = self.session.active_human()
        mine = human is not None and human in obs["to_move"]
        for r, row in enumerate(self.rows):
            mode = ""
            if mine and not obs["taken"][r]:
                if obs["drawn"] is not None:
                    mode = "place" if len(obs["rows"][r]) < obs["capacities"][r] else ""
                elif obs["rows"][r]:
                    mode = "take"
            taker = self._name(takers[r]) if r in takers else ""
            row.set_row(obs["capacities"][r], obs["rows"][r], obs["taken"][r], taker, mode)
        self.supply.set_supply(obs["supply_size"], obs["cards_before_last_round"], obs["last_round_revealed"],
                               obs["drawn"], obs["supply"])
        self.draw_button.setEnabled(bool(mine and obs["can_draw"]))
        # "(you)" tells whose screen it is in a hot-seat game; with one person at the table it only
        # doubled a seat named "You" (issue 29: "You (you)")
        hot_seat = sum(self.session.is_human(s) for s in range(len(self.panels))) > 1
        for seat, panel in enumerate(self.panels):
            panel.set_player(self._name(seat), obs, seat in obs["to_move"], seat == self._thinking,
                             hot_seat and seat == self.session.viewer_seat and self.session.is_human(seat))
        set_plain(self.banner, self._banner_text(obs))
        previous = self._last_obs
        self._last_obs = obs
        if self._pending is not None:
            seat, action, before = self._pending
            self._pending = None
            self._start_flight(seat, action, before or previous, obs)
        self.update()

    def _banner_text(self, obs: dict[str, Any]) -> str:
        parts = []
        if obs["match_games"] > 1:
            parts.append(self.tr("Deal {0} of {1}").format(obs["deal"] + 1, obs["match_games"]))
        if obs["over"]:
            names = ", ".join(self._name(w) for w in obs["winners"])
            parts.append(self.tr("Game over. Winner: {0}").format(names) if len(obs["winners"]) == 1
                         else self.tr("Game over. Shared win: {0}").format(names))
        else:
            if obs["last_round_revealed"]:
                parts.append(self.tr("Last round!"))
            parts.append(self._doing(obs, obs["current"]))
        return " · ".join(parts)

    def _doing(self, obs: dict[str, Any], seat: int) -> str:
        if self.replaying():
            return self.replay_prompt(seat)
        name = self._name(seat)
        if not self.session.is_human(seat):
            return self.tr("{0} is playing…").format(name)
        if obs["drawn"] is not None:
            return self.tr("{0}: place the {1} in a row (click it or press its number)").format(
                name, card_label(obs["drawn"]))
        if obs["can_draw"]:
            return self.tr("{0}: draw a card (D) or take a row (its number)").format(name)
        return self.tr("{0}: take a row (click it or press its number)").format(name)

    def status_text(self) -> str:
        obs = self._last_obs
        return "" if obs["over"] else self._doing(obs, obs["current"])

    # -- input -----------------------------------------------------------------------------
    def _draw(self) -> None:
        seat = self.session.active_human()
        if seat is not None:
            self.skip_animations()
            self.session.submit(seat, Draw())

    def _row_clicked(self, row: int) -> None:
        seat = self.session.active_human()
        if seat is None:
            return
        self.skip_animations()
        obs = self.session.observation()
        if row >= len(obs["rows"]):
            return
        self.session.submit(seat, Place(row) if obs["drawn"] is not None else Take(row))

    def _on_thinking(self, seat: int, on: bool) -> None:
        self._thinking = seat if on else None
        if 0 <= seat < len(self.panels):
            self.panels[seat].set_player(self._name(seat), self._last_obs, seat in self._last_obs["to_move"],
                                         on, False)

    # -- animation ---------------------------------------------------------------------------
    def animate(self, seat: int, action: Any, description: str) -> None:
        """Called before the state is redrawn: remember what happened; the flight starts in refresh()."""
        self.skip_animations()
        self._pending = (seat, action, self._last_obs)

    def _card_flight(self, name: str, start: QRectF, end: QRectF) -> Flight:
        def paint(p: QPainter, rect: QRectF, t: float) -> None:
            paint_card(p, rect, name, small=rect.width() < SMALL_CARD)
        return Flight(start, end, paint)

    def _start_flight(self, seat: int, action: Any, before: dict[str, Any], after: dict[str, Any]) -> None:
        fly = self.flight.map_rect
        flights: list[Flight] = []
        if isinstance(action, Draw) and after["drawn"]:
            drawn = after["drawn"]
            flip = flip_paint(lambda p, r: paint_card_back(p, r, cached=False),
                              lambda p, r: paint_card(p, r, drawn, cached=False))
            flights.append(Flight(fly(self.supply, self.supply.pile_rect()),
                                  fly(self.supply, self.supply.drawn_rect()), flip))
            self.supply.hide_drawn = True
        elif isinstance(action, Place) and before.get("drawn") and action.row < len(self.rows):
            row = self.rows[action.row]
            rects = row.card_rects()
            slot = min(len(before["rows"][action.row]), len(rects) - 1)
            flights.append(self._card_flight(before["drawn"], fly(self.supply, self.supply.drawn_rect()),
                                             fly(row, rects[slot])))
            row.hidden_last = True
        elif isinstance(action, Take) and action.row < len(self.rows) and 0 <= seat < len(self.panels):
            row = self.rows[action.row]
            target = QRectF(self.panels[seat].cards.geometry())
            end = fly(self.panels[seat], QRectF(target.center().x() - 20, target.center().y() - 29, 40, 58))
            for i, name in enumerate(before["rows"][action.row]):
                flights.append(self._card_flight(name, fly(row, row.card_rects()[i]), end.translated(i * 8, 0)))
        self.flight.fly(flights, computer=not self.session.is_human(seat), on_done=self._flight_done)

    def _flight_done(self) -> None:
        self.supply.hide_drawn = False
        self.supply.update()
        for row in self.rows:
            if row.hidden_last:
                row.hidden_last = False
                row.update()

    def skip_animations(self) -> None:
        self.flight.skip()

    def is_animating(self) -> bool:
        return self.flight.is_running()

    def row_rect(self, row: int) -> QRect:
        """Where a row is on the table (for tests and tutorials)."""
        return self.rows[row].geometry()


VIEW = ColorettoView
