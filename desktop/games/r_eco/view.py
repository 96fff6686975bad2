"""The R-Eco table (GameView): the four centres (centre.py), the players' badges and the hand
(widgets.py), keys through one KeyMap, flights through the kit's FlightOverlay, sizes through the
kit's Scale. The prompt says what the chosen cards would do (texts.py)."""
from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.games.base import GameView
from desktop.games.r_eco import a11y as r_eco_a11y
from desktop.games.r_eco import follow as r_eco_follow
from desktop.games.r_eco.art import colour_name, paint_waste_card
from desktop.games.r_eco.badges import BadgesArea, PlayerBadge
from desktop.games.r_eco.centre import CentreWidget
from desktop.games.r_eco.texts import banner_text, prompt_text
from desktop.games.r_eco.widgets import EndBanner, HandWidget
from desktop.session.local import GameSession
from desktop.table import Flight, FlightOverlay, KeyMap, Scale, plain_label, set_plain
from engines.r_eco import DUMP, HAND_LIMIT, OVER, Deliver, Dump, card, preview_delivery

QSS = """
    #rEcoTable { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #4d6b4a, stop:1 #334b33); }
    #rEcoTable QLabel { color: #fbf5e4; font-size: ${body}px; }
    #rEcoTable #prompt { font-size: ${title}px; }
    #rEcoTable #piles { color: #e9dfc6; font-size: ${small}px; }
    #rEcoTable #keys { color: rgba(255, 255, 255, 170); font-size: ${small}px; }
    #playerBadge { background: rgba(252, 248, 238, 230); border: 1px solid rgba(0, 0, 0, 80); border-radius: 10px; }
    #playerBadge[viewer="true"] { background: rgba(255, 251, 228, 245); }
    #playerBadge[toMove="true"] { border: 3px solid #f0c54a; }
    #rEcoTable #badgeName { color: #2d271e; font-weight: bold; font-size: ${body}px; }
    #rEcoTable #badgeScore { color: #2d271e; font-weight: bold; font-size: ${body}px; }
    #rEcoTable QPushButton { font-size: ${body}px; padding: ${pad}px 8px; border-radius: ${radius}px;
                             color: #2d271e; background: #f4ecd6; border: 1px solid #8a7a55; }
    #rEcoTable QPushButton:hover { background: #fff6dc; }
    #rEcoTable QPushButton:focus { border: 3px solid #ffffff; }
    #rEcoTable #confirmButton { font-weight: bold; background: #f4d77a; border: 1px solid #a88a2c; }
    #rEcoTable #confirmButton:focus { border: 3px solid #ffffff; }
    #rEcoTable QPushButton:disabled, #rEcoTable #confirmButton:disabled {
        color: rgba(255, 255, 255, 200); background: rgba(0, 0, 0, 45); border: 1px solid rgba(255, 255, 255, 70); }
"""


class REcoView(GameView):
    """The R-Eco table. Keys: 1–4 choose a colour, Left/Right and Space choose cards, Enter delivers
    or dumps, Esc skips the animation or clears the choice."""

    live_names = ("confirm_button", "clear_button", "keys_label")

    ANIMATION_MS = 350

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("rEcoTable")
        self.setAccessibleName(self.tr("R-Eco table"))
        # not a Tab stop itself (Tab goes centres -> hand -> buttons -> out); the window's setFocus()
        # lands on the hand's cursor card (focusInEvent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.selected: set[int] = set()
        self.hand_cards: list[tuple[int, int]] = []
        self.obs: dict[str, Any] = {}
        self.scale = Scale()
        self._pending: tuple[int, Any, list[QRectF]] | None = None

        self.keys = KeyMap("REcoView")
        self.keys.add_numbers(4, self.tr("choose every card of that colour"), self._centre_key)
        self.keys.add("Left", self.tr("previous card"), lambda: self.hand.move_cursor(-1), show=False)
        self.keys.add("Right", self.tr("move over the hand"), lambda: self.hand.move_cursor(1), key_label="←/→")
        self.keys.add_note(self.tr("Space"), self.tr("choose or release that card"))
        self.keys.add(["Return", "Enter"], self.tr("deliver (or dump) the chosen cards"), self.confirm,
                      key_label=self.tr("Enter"))
        self.keys.add("Esc", self.tr("skip the animation, then clear the choice"), self._escape,
                      when=self._can_escape)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 6)
        layout.setSpacing(6)
        centres = QHBoxLayout()
        centres.setSpacing(8)
        self.centres = [CentreWidget(c) for c in range(4)]
        for w in self.centres:
            w.activated.connect(partial(self.choose_centre, w.colour))
            centres.addWidget(w)
        layout.addLayout(centres, 5)
        self.badges = [PlayerBadge(i, seat.name) for i, seat in enumerate(session.seats)]
        self.players = BadgesArea(self.badges)
        layout.addWidget(self.players)
        self.prompt = plain_label(object_name="prompt", wrap=True)
        self.prompt.setAccessibleName(self.tr("What to do"))
        layout.addWidget(self.prompt)
        bottom = QHBoxLayout()
        bottom.setSpacing(10)
        self.hand = HandWidget()
        self.hand.toggled.connect(self.toggle_card)
        bottom.addWidget(self.hand, 1)
        side = QVBoxLayout()
        side.setSpacing(6)
        self.confirm_button = QPushButton(self.tr("Deliver (Enter)"))
        self.confirm_button.setObjectName("confirmButton")
        self.confirm_button.clicked.connect(self.confirm)
        self.clear_button = QPushButton(self.tr("Clear (Esc)"))
        self.clear_button.setAccessibleName(self.tr("Clear the chosen cards"))
        self.clear_button.clicked.connect(self.clear_selection)
        self.piles = plain_label(object_name="piles", wrap=True)
        self.piles.setAccessibleName(self.tr("Draw and discard piles"))
        for w in (self.confirm_button, self.clear_button, self.piles):
            side.addWidget(w)
        side.addStretch(1)
        self.side_box = QWidget()
        self.side_box.setLayout(side)
        bottom.addWidget(self.side_box)
        layout.addLayout(bottom, 3)
        self.keys_label = plain_label(self.tr("Keys: {0}").format(self.keys.help_text()), object_name="keys",
                                      wrap=True)
        keep = self.keys_label.sizePolicy()   # hidden under the end warning, its room stays
        keep.setRetainSizeWhenHidden(True)
        self.keys_label.setSizePolicy(keep)
        # issue 29 item 17: the end warning takes the keys line's place (EndBanner), so the board
        # never moves when it appears
        self.banner = EndBanner()
        self.banner.setAccessibleName(self.tr("End warning"))
        self.banner.hide()
        foot = QGridLayout()
        foot.setContentsMargins(0, 0, 0, 0)
        foot.addWidget(self.keys_label, 0, 0)
        foot.addWidget(self.banner, 0, 0)
        layout.addLayout(foot)

        self.flight = FlightOverlay(self, base_ms=self.ANIMATION_MS, delay_ms=lambda: self.session.computer_delay_ms)
        self.flight.finished.connect(self._flight_done)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._restyle()
        self.refresh()
        r_eco_a11y.attach(self)   # issue 16: words, the hand as a list (desktop/games/r_eco/a11y.py)
        r_eco_follow.attach(self)  # issue 17: last-move marks, the pick-up's flight (follow.py)

    # ------------------------------------------------------------------ sizes
    def _restyle(self) -> None:
        s = self.scale
        self.setStyleSheet(s.qss(QSS))
        self.banner.text_px = s.font_px("title")
        self.banner.radius = s.px(8)
        self.banner.update()
        # on a large window the keys line (the warning's room) is at least a line of the title's size
        self.keys_label.setMinimumHeight(round(s.font_px("title") * 1.7) if s.factor > 1 else 0)
        for w in self.centres:
            w.text_px = s.font_px("small")
            w.title_px = s.font_px("title")
            w.update()
        for b in self.badges:
            b.set_text_px(s.font_px("small"))
        self.players.min_badge_w = s.px(140)
        self.players.refit()
        self.players.arrange()
        self.hand.text_px = s.font_px("title")
        self.hand.setMaximumHeight(s.px(165))
        self.side_box.setMinimumWidth(150)  # minimums stay those of 1024x700: a window can always shrink back
        self.side_box.setMaximumWidth(max(150, s.px(150)))
        self.players.updateGeometry()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        scale = Scale.for_size(self.size())
        if scale != self.scale:
            self.scale = scale
            self._restyle()
        self._keep_prompt_room()

    def _keep_prompt_room(self) -> None:
        """The prompt keeps two lines' room where the table has it to spare, so the centres and the
        badges stay still when its words take a second line (a delivery's preview, the dump)."""
        font = QFont(self.font())
        font.setPixelSize(self.scale.font_px("title"))
        two = 2 * QFontMetrics(font).lineSpacing() + 2
        least = self.prompt.minimumHeight()
        spare = self.height() - self.layout().totalMinimumSize().height() + least
        want = two if spare >= two else 0
        if want != least:
            self.prompt.setMinimumHeight(want)

    # ------------------------------------------------------------------ state
    def my_seat(self) -> int | None:
        """The seat whose hand may be drawn: the viewer, and only a human viewer."""
        seat = self.session.viewer_seat
        if seat is None or not self.session.is_human(seat):
            return None
        return seat

    def my_turn(self) -> bool:
        seat = self.my_seat()
        return seat is not None and self.session.active_human() == seat

    def refresh(self) -> None:
        if not hasattr(self, "keys_label"):
            return
        obs = self.session.observation()
        self.obs = obs
        seat = self.my_seat()
        hand = [tuple(c) for c in obs["hand"]] if seat is not None and obs.get("hand") is not None else []
        if hand != self.hand_cards:
            self.selected = set()
        self.hand_cards = hand  # type: ignore[assignment]
        self._update_everything()
        if self._pending is not None:
            pending, self._pending = self._pending, None
            self._start_flight(*pending)

    def _selection(self) -> tuple[int | None, int, int]:
        """(colour, singles, doubles) of the chosen cards; colour None when nothing is chosen."""
        cards = [self.hand_cards[i] for i in sorted(self.selected) if i < len(self.hand_cards)]
        if not cards:
            return None, 0, 0
        return cards[0][0], sum(1 for _, u in cards if u == 1), sum(1 for _, u in cards if u == 2)

    def _update_everything(self) -> None:
        obs = self.obs
        seat = self.my_seat()
        mine = self.my_turn()
        phase = obs["phase"]
        colour, singles, doubles = self._selection()
        preview = None
        if mine and phase not in (DUMP, OVER) and colour is not None:
            preview = preview_delivery(obs, colour, singles, doubles)
        for c, w in enumerate(self.centres):
            w.set_state(obs, preview if c == colour else None, interactive=mine and phase == "deliver")
        for b in self.badges:
            b.set_state(obs, b.seat == seat)
        if seat is None:
            message = (self.tr("Hands are hidden while the screen changes hands.")
                       if any(self.session.is_human(i) for i in range(self.session.num_players))
                       else self.tr("Only computer players: their hands are never shown."))
        elif not self.hand_cards:
            message = self.tr("Your hand is empty.")
        else:
            message = ""
        self.hand.dump_mode = mine and phase == DUMP
        before = list(self.hand.card_widgets)
        self.hand.set_cards(self.hand_cards, set(self.selected), message, playable=mine and phase != OVER)
        if self.hand.card_widgets != before:
            self._tab_order()
        self.hand.setAccessibleName(self.tr("Your hand") if seat is not None else self.tr("Hidden hand"))
        set_plain(self.piles, self.tr("Draw pile: {0} cards · discard pile: {1} cards").format(
            obs["draw_pile_size"], len(obs["discard_pile"])))
        banner = banner_text(obs)
        self.banner.setText(banner)
        self.banner.setVisible(bool(banner))
        if self.keys_label not in self._hidden_by_replay:
            self.keys_label.setVisible(not banner)
        set_plain(self.prompt, prompt_text(self, preview, colour, singles, doubles))
        self._update_buttons()

    def _update_buttons(self) -> None:
        mine = self.my_turn()
        phase = self.obs.get("phase")
        self.clear_button.setEnabled(mine and bool(self.selected))
        if phase == DUMP:
            k = len(self.hand_cards) - HAND_LIMIT
            self.confirm_button.setText(self.tr("Dump {0} (Enter)").format(k))
            self.confirm_button.setAccessibleName(self.tr("Dump the chosen cards"))
            self.confirm_button.setEnabled(mine and len(self.selected) == k)
        else:
            self.confirm_button.setText(self.tr("Deliver (Enter)"))
            self.confirm_button.setAccessibleName(self.tr("Deliver the chosen cards"))
            self.confirm_button.setEnabled(mine and bool(self.selected))

    def _tab_order(self) -> None:
        """Tab in reading order: the four centres, the hand's cards, the buttons, then out."""
        chain = [*self.centres, *self.hand.card_widgets, self.confirm_button, self.clear_button]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        super().focusInEvent(event)
        if self.hand.card_widgets:
            self.hand.set_cursor(self.hand.cursor)  # the keys start at the hand
        elif self.my_turn():
            self.centres[0].setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------------ choosing
    def toggle_card(self, index: int) -> None:
        if not self.my_turn() or not 0 <= index < len(self.hand_cards):
            return
        self.skip_animations()
        self.hand.cursor = index
        if index in self.selected:
            self.selected.discard(index)
        elif self.obs["phase"] == DUMP:
            k = len(self.hand_cards) - HAND_LIMIT
            if len(self.selected) >= k:
                self.selected.discard(min(self.selected))
            self.selected.add(index)
        else:
            colour = self.hand_cards[index][0]
            if any(self.hand_cards[i][0] != colour for i in self.selected):
                self.selected = set()  # one colour at a time
            self.selected.add(index)
        self._update_everything()

    def _centre_key(self, colour: int) -> None:
        self.choose_centre(colour, from_keyboard=True)

    def choose_centre(self, colour: int, from_keyboard: bool = False) -> None:
        """A click on a centre: deliver the chosen cards there if they are of its colour; otherwise
        choose every card of that colour in hand (an empty hand takes the dump at once)."""
        if not self.my_turn() or self.obs["phase"] != "deliver":
            return
        self.skip_animations()
        chosen_colour, _, _ = self._selection()
        if not self.hand_cards:
            self.session.submit(self.session.active_human(), Deliver(colour, 0, 0))
            return
        if chosen_colour == colour and not from_keyboard:
            self.confirm()
            return
        indices = {i for i, (c, _) in enumerate(self.hand_cards) if c == colour}
        if not indices:
            self.session.error.emit(self.tr("You hold no {0} cards.").format(colour_name(colour)))
            return
        self.selected = indices
        self._update_everything()

    def clear_selection(self) -> None:
        self.selected = set()
        self._update_everything()

    def confirm(self) -> None:
        seat = self.session.active_human()
        if not self.my_turn() or seat is None:
            return
        self.skip_animations()
        if self.obs["phase"] == DUMP:
            k = len(self.hand_cards) - HAND_LIMIT
            if len(self.selected) != k:
                self.session.error.emit(self.tr("Choose exactly {0} cards to dump.").format(k))
                return
            cards = tuple(sorted(card(*self.hand_cards[i]) for i in self.selected))
            self.session.submit(seat, Dump(cards))
            return
        colour, singles, doubles = self._selection()
        if colour is None:
            if self.hand_cards:
                self.session.error.emit(self.tr("Choose the cards to deliver first."))
            return
        self.session.submit(seat, Deliver(colour, singles, doubles))

    def _can_escape(self) -> bool:
        return self.is_animating() or bool(self.selected)

    def _escape(self) -> None:
        if self.is_animating():
            self.skip_animations()
        else:
            self.clear_selection()

    # ------------------------------------------------------------------ animation
    def animate(self, seat: int, action: Any, description: str) -> None:
        """Called before the table is redrawn: where the delivered cards start (the hand's chosen
        cards for the seat at the screen, else the player's badge); the flight starts in refresh()."""
        self.skip_animations()
        if not isinstance(action, Deliver) or not (action.singles or action.doubles):
            return
        starts: list[QRectF] = []
        if seat == self.my_seat() and self.selected:
            starts = [self.flight.map_rect(self.hand, self.hand.card_rect(i)) for i in sorted(self.selected)
                      if i < len(self.hand.card_widgets)]
        self._pending = (seat, action, starts)

    def _start_flight(self, seat: int, action: Deliver, starts: list[QRectF]) -> None:
        centre = self.centres[action.colour]
        cards = [(action.colour, 1)] * action.singles + [(action.colour, 2)] * action.doubles
        on_factory = self.obs["factories"][action.colour]
        stays = len(on_factory) >= len(cards)  # not recycled: the cards land on the factory
        first = len(on_factory) - len(cards) if stays else 0
        badge = self.badges[seat] if 0 <= seat < len(self.badges) else None
        flights = []
        for k, (col, units) in enumerate(cards):
            end = self.flight.map_rect(centre, centre.factory_rect(first + k))
            if k < len(starts):
                start = starts[k]
            elif badge is not None:
                r = QRectF(badge.rect())
                start = self.flight.map_rect(badge, QRectF(r.center().x() - end.width() / 2 + k * 6,
                                                           r.center().y() - end.height() / 2, end.width(), end.height()))
            else:
                continue

            def paint(p: QPainter, rect: QRectF, t: float, col: int = col, units: int = units) -> None:
                paint_waste_card(p, rect, col, units, cached=False)
            flights.append(Flight(start, end, paint))
        if stays:
            centre.hidden_factory = len(cards)
            centre.update()
        self.flight.fly(flights, computer=not self.session.is_human(seat))
        if not self.flight.is_running():
            self._flight_done()

    def _flight_done(self) -> None:
        for centre in self.centres:
            if centre.hidden_factory:
                centre.hidden_factory = 0
                centre.update()

    def skip_animations(self) -> None:
        self.flight.skip()

    def is_animating(self) -> bool:
        return self.flight.is_running()

    def status_text(self) -> str:
        obs = self.obs
        if not obs or obs["phase"] == OVER:
            return ""
        if self.replaying():
            return self.replay_prompt(obs["current"])
        if self.my_turn():
            if obs["phase"] == DUMP:
                return self.tr("Your hand is over 5: choose the cards to dump.")
            return self.tr("Your turn: deliver cards of one colour to its recycling centre.")
        return ""


VIEW = REcoView
