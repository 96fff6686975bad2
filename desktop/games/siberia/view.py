"""The Siberia table (GameView): the row and the hand from widgets.py, mines and supply from mines.py,
the buttons in wrapping lines (options.py), keys through one KeyMap, sizes through the kit's Scale."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.games.base import GameView
from desktop.games.siberia import a11y as siberia_a11y
from desktop.games.siberia import follow as siberia_follow
from desktop.games.siberia.advice import explain, taken_places
from desktop.games.siberia.art import action_name, symbol_name, value_text
from desktop.games.siberia.mines import MinePanel, MinesArea, SupplyWidget
from desktop.games.siberia.options import FlowBox, OptionButton
from desktop.games.siberia.values import value_table_html
from desktop.games.siberia.widgets import HandWidget, RowWidget
from desktop.i18n import translate_text
from desktop.session.local import GameSession
from desktop.table import KeyMap, Scale, plain_label, set_plain
from engines.siberia import CARD_TYPES, CARDS, RESOURCES, Discover, Draw, Hire, Play, SkipDiscovery

QSS = """
    #siberiaTable { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2b3a4a, stop:1 #18212b); }
    #siberiaTable QLabel { color: #f3f1e8; font-size: ${body}px; }
    #siberiaTable #banner { font-size: ${title}px; font-weight: bold; padding: ${pad}px 10px;
                            border-radius: ${radius}px; background: rgba(0, 0, 0, 70); }
    #siberiaTable #hint { padding: 3px 8px; background: rgba(255,255,255,18); border-radius: 6px; }
    #siberiaTable #keys { color: rgba(255, 255, 255, 150); font-size: ${small}px; }
    #minePanel { background: rgba(255, 255, 255, 16); border: 1px solid rgba(255,255,255,40); border-radius: 10px; }
    #minePanel[toMove="true"] { border: 2px solid #f4d77a; background: rgba(255, 236, 160, 26); }
    #siberiaTable #playerName { font-size: ${body}px; font-weight: bold; }
    #siberiaTable #mineValue { font-size: ${title}px; font-weight: bold; color: #f4d77a; }
    #siberiaTable #playerState { color: rgba(255,255,255,180); font-size: ${small}px; }
    #siberiaTable #values { background: rgba(16, 22, 30, 240); border: 2px solid #f4d77a; border-radius: 12px;
                            padding: 12px; font-size: ${body}px; }
    #siberiaTable QPushButton { font-size: ${body}px; color: #f3f1e8; background: rgba(255,255,255,28);
                  border: 1px solid rgba(255,255,255,70); border-radius: 7px; padding: ${pad}px 9px; }
    #siberiaTable QPushButton:hover { background: rgba(255,255,255,50); }
    #siberiaTable QPushButton:focus { border: 2px solid #ffffff; }
    #siberiaTable QPushButton:checked { background: rgba(244,215,122,90); }
    #siberiaTable QPushButton:disabled { color: rgba(255,255,255,90); border: 1px solid rgba(255,255,255,30); }
    #siberiaTable #drawButton { font-weight: bold; color: #2b2411; background: #f4d77a; border: 1px solid #a88a2c; }
    #siberiaTable #drawButton:hover { background: #ffe696; }
    #siberiaTable #drawButton:focus { border: 3px solid white; }
    #siberiaTable #drawButton:disabled { color: rgba(255,255,255,110); background: rgba(255,255,255,30); }
    #siberiaTable #playButton { font-weight: bold; background: rgba(111, 227, 154, 60); border: 1px solid #6fe39a; }
"""


class SiberiaView(GameView):
    """The Siberia table (keys: 1–8 discover, S skip, D draw, arrows and Space/Enter select cards,
    1–9 do, Esc clear, V value table)."""

    live_names = ("draw_button", "skip_button", "keys_label")

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("siberiaTable")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Siberia table"))
        self._thinking: int | None = None
        self._last_move = ""
        self._preview: str | None = None
        self.options: list[Play | Hire] = []
        self.option_buttons: list[OptionButton] = []
        self.obs: dict[str, Any] = session.observation()
        self.scale = Scale()

        self.keys = KeyMap("SiberiaView")
        self.keys.reserve("F1", self.tr("Rules"))  # the window's
        self.keys.add_numbers(9, self.tr("discover that place, or carry out that option"), self._number)
        self.keys.add("S", self.tr("skip discovery"), self._skip, when=self._can_skip)
        self.keys.add("D", self.tr("draw"), self._draw)
        self.keys.add("Left", self.tr("previous card"), lambda: self.hand.move_cursor(-1), show=False)
        self.keys.add("Right", self.tr("move over the hand"), lambda: self.hand.move_cursor(1), key_label="←/→")
        self.keys.add_note(self.tr("Space/Enter"), self.tr("select or release that card"))
        self.keys.add("Esc", self.tr("clear the selection"), self._escape, when=self._can_escape)
        self.keys.add("V", self.tr("value table"), self._toggle_values)

        outer = QHBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(8)
        left = QVBoxLayout()
        left.setSpacing(5)
        self.banner = plain_label(object_name="banner", wrap=True)
        left.addWidget(self.banner)
        self.row = RowWidget()
        self.row.clicked.connect(self._row_clicked)
        left.addWidget(self.row, 5)
        self.hint = plain_label(object_name="hint", wrap=True)
        left.addWidget(self.hint)
        self.buttons = FlowBox()
        flow = self.buttons.flow
        self.draw_button = QPushButton(self.tr("Draw (D)"))
        self.draw_button.setObjectName("drawButton")
        self.draw_button.setAccessibleName(self.tr("Draw action cards"))
        self.draw_button.setToolTip(self.tr("Draw 2 action cards (1 with 7 in hand, none with 8) — key D"))
        self.draw_button.clicked.connect(self._draw)
        flow.addWidget(self.draw_button)
        self.skip_button = QPushButton(self.tr("Skip discovery (S)"))
        self.skip_button.setAccessibleName(self.tr("Skip discovery"))
        self.skip_button.clicked.connect(self._skip)
        flow.addWidget(self.skip_button)
        self.values_button = QPushButton(self.tr("Values (V)"))
        self.values_button.setAccessibleName(self.tr("Value table"))
        self.values_button.setToolTip(self.tr("The value table and the unseen resource cards — key V"))
        self.values_button.setCheckable(True)
        self.values_button.toggled.connect(self._show_values)
        flow.addWidget(self.values_button)
        left.addWidget(self.buttons)
        self.hand = HandWidget()
        self.hand.selection_changed.connect(self._update_options)
        left.addWidget(self.hand, 3)
        left.addStretch(1)  # what the row and the hand can't use (their cards are limited by the width)
        self.keys_label = plain_label(self.tr("Keys: {0}").format(self.keys.help_text()), object_name="keys",
                                      wrap=True)
        left.addWidget(self.keys_label)
        outer.addLayout(left, 5)

        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(6)
        self.panels = [MinePanel(seat) for seat in range(session.num_players)]
        self.mines = MinesArea(self.panels)
        side.addWidget(self.mines, 1)
        self.supply = SupplyWidget()
        side.addWidget(self.supply)
        self.side_box = QWidget()
        self.side_box.setLayout(side)
        self.side_box.setMinimumWidth(210)
        outer.addWidget(self.side_box, 2)

        self.values = QLabel(self)
        self.values.setObjectName("values")
        self.values.setTextFormat(Qt.TextFormat.RichText)
        self.values.setWordWrap(True)
        self.values.setAccessibleDescription(self.tr("Value table"))  # a name would hide the table
        self.values.hide()

        session.thinking.connect(self._on_thinking)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._restyle()
        self.refresh()
        siberia_a11y.attach(self)   # issue 16: words, the hand as a list (desktop/games/siberia/a11y.py)
        siberia_follow.attach(self)  # issue 17: last-move marks, discoveries, extractions, draws (follow.py)

    # -- sizes -------------------------------------------------------------------------------
    def _restyle(self) -> None:
        s = self.scale
        self.setStyleSheet(s.qss(QSS))
        self.side_box.setMaximumWidth(s.px(280))
        self.hand.setMaximumHeight(s.px(240))
        # issue 29 item 17: the banner keeps two lines' room, so the row does not jump down when a turn's
        # words ("Last turns! …", a discovery) take a second line (the left column has room to spare)
        font = QFont(self.font())
        font.setPixelSize(s.font_px("title"))
        font.setBold(True)
        self.banner.setMinimumHeight(2 * QFontMetrics(font).lineSpacing() + 2 * s.px(6) + 2)
        self.buttons.flow.set_spacing(s.px(6))
        self.row.text_px = s.font_px("small")
        self.hand.text_px = s.font_px("body")
        self.supply.text_px = s.font_px("small")
        for widget in (self.row, self.hand, self.supply):
            widget.updateGeometry()
            widget.update()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        scale = Scale.for_size(self.size())
        if scale != self.scale:
            self.scale = scale
            self._restyle()
        if self.values.isVisible():
            self._show_values(True)

    # -- state ---------------------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def _seat(self) -> int | None:
        return self.session.active_human()

    def _my_turn(self) -> bool:
        seat = self._seat()
        return seat is not None and seat == self.obs["turn"] and self.obs["phase"] != "over"

    def refresh(self) -> None:
        if not hasattr(self, "panels"):
            return
        self.obs = obs = self.session.observation()
        viewer = self.session.viewer_seat
        over = obs["phase"] == "over"
        winners = self.session.winners() if over else []
        for seat, panel in enumerate(self.panels):
            state = ""
            if over:
                state = self.tr("winner") if seat in winners else ""
            elif seat == self._thinking:
                state = self.tr("thinking…")
            elif seat == obs["turn"]:
                state = self.tr("to play")
            panel.set_mine(self._name(seat), obs["mines"][seat], obs["hand_sizes"][seat],
                           seat == obs["turn"] and not over, state)
        self.supply.set_supply(obs["supply"], obs["action_pile_size"], sum(c[2] for c in obs["discard"]),
                               obs["resource_pile_size"])
        # only the seat at the screen, a human, has its hand drawn
        show_hand = viewer is not None and self.session.is_human(viewer) and obs.get("seat") == viewer
        cards = [tuple(c) for c in obs["hand"]] if show_hand and obs["hand"] is not None else None
        hidden = 0 if show_hand else (obs["hand_sizes"][viewer] if viewer is not None else 1)
        self.hand.set_cards(cards, hidden, self._my_turn() and obs["phase"] == "main")  # type: ignore[arg-type]
        set_plain(self.banner, self._banner_text())
        self.banner.setAccessibleName(self.banner.text())
        self._update_options()
        if self.values.isVisible():
            self._show_values(True)

    def _banner_text(self) -> str:
        obs = self.obs
        if obs["phase"] == "over":
            winners = self.session.winners()
            names = ", ".join(self._name(w) for w in winners)
            return (self.tr("Game over. Winner: {0}").format(names) if len(winners) == 1
                    else self.tr("Game over. Shared win: {0}").format(names))
        prefix = self.tr("Last turns! ") if obs["final_turns"] >= 0 else ""
        return prefix + self._doing()

    def _doing(self) -> str:
        obs = self.obs
        seat = obs["turn"]
        if self.replaying():
            return self.replay_prompt(seat)
        name = self._name(seat)
        if not self.session.is_human(seat):
            return self.tr("{0} is playing…").format(name)
        if self._seat() != seat:
            return self.tr("Waiting for {0}").format(name)
        if obs["phase"] == "discover":
            down = sum(1 for c in obs["row"] if not c["discovered"])
            if down >= 3:
                return self.tr("{0}: discover a face-down card (click it or press its number)").format(name)
            return self.tr("{0}: you may discover a face-down card, or skip (S)").format(name)
        if obs["phase"] == "hire":
            return self.tr("{0}: choose the speciality of your {1}").format(name, symbol_name(obs["pending"]))
        return self.tr("{0}: draw (D), or select cards to play a combination").format(name)

    def status_text(self) -> str:
        return self._doing() if self.obs["phase"] != "over" else ""

    # -- what the selection can do ---------------------------------------------------------
    def _update_options(self) -> None:
        obs = self.obs
        seat = self._seat()
        mine = self._my_turn()
        phase = obs["phase"]
        self.draw_button.setEnabled(mine and phase == "main")
        self.skip_button.setVisible(self._can_skip())
        options: list[Any] = []
        hint = ""
        if mine and seat is not None:
            legal = self.session.legal_actions(seat)
            if phase == "hire":
                options = [a for a in legal if isinstance(a, Hire)]
                hint = self.tr("Choose a speciality nobody owns yet (1–{0})").format(len(options))
            elif phase == "discover":
                hint = self.tr("Click a face-down card (or press 1–8) to discover it.")
            elif phase == "main":
                chosen = self.hand.selected_cards()
                options = [a for a in legal if isinstance(a, Play) and a.cards == chosen]
                hint = explain(self.session, seat, chosen, options)
        elif phase != "over" and seat is None and self.session.handover_to is None:
            hint = self.tr("Watching the computer players.")
        self._set_options(options)
        set_plain(self.hint, hint)
        self.hint.setVisible(bool(hint))
        self._preview = next((a.symbol for a in options if isinstance(a, Play) and a.symbol in RESOURCES), None)
        self._update_row()

    def _set_options(self, options: list[Any]) -> None:
        self.options = options
        flow = self.buttons.flow
        if any(b.hasFocus() for b in self.option_buttons):  # the table keeps the keys, as before
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        for b in self.option_buttons:
            flow.removeWidget(b)
            b.hide()  # at once: deleteLater waits for the event loop (a frame showed both rows)
            b.deleteLater()
        self.option_buttons = []
        flow.removeWidget(self.values_button)  # it stays last
        for k, action in enumerate(options):
            if isinstance(action, Hire):
                symbol = action.speciality
                text = self.tr("{0}. {1}").format(k + 1, symbol_name(symbol))
                name = self.tr("Hire the {0} {1}").format(symbol_name(symbol), symbol_name(self.obs["pending"]))
            else:
                symbol = action.symbol
                text = name = self.tr("{0}. {1}").format(k + 1, action_name(symbol))
                taken = self._taken(symbol)
                if taken:   # what the cards are worth to this player: with its salesman, the raised value
                    printed = [self.obs["row"][i]["value"] for i in taken]
                    worth = [CARDS.salesman_values[symbol]] * len(taken) if self._owns_salesman(symbol) else printed
                    text += self.tr(" ({0})").format(", ".join(value_text(v) for v in worth))
                    if worth != printed:
                        name += self.tr(": worth {0} with your salesman (printed {1})").format(
                            ", ".join(value_text(v) for v in worth), ", ".join(value_text(v) for v in printed))
            button = OptionButton(text, action, symbol, self.buttons)
            button.setToolTip(name)
            button.setAccessibleName(name)
            button.clicked.connect(lambda _=False, a=action: self._submit(a))
            button.previewed.connect(lambda s=symbol: self._preview_symbol(s))
            flow.addWidget(button)
            button.show()
            self.option_buttons.append(button)
        flow.addWidget(self.values_button)
        self.buttons.updateGeometry()

    def _owns_salesman(self, resource: str) -> bool:
        seat = self._seat()
        return seat is not None and resource in self.obs["mines"][seat]["salesmen"]

    def _taken(self, resource: str) -> list[int]:
        return taken_places(self.obs, self._seat(), resource)

    def _preview_symbol(self, symbol: str) -> None:
        """Hovering or focusing an option button previews the cards it would extract."""
        if symbol in RESOURCES and symbol != self._preview:
            self._preview = symbol
            self._update_row()

    def _update_row(self) -> None:
        obs = self.obs
        discoverable = [i for i, c in enumerate(obs["row"]) if not c["discovered"]] \
            if self._my_turn() and obs["phase"] == "discover" else []
        seat = self._seat() if self._seat() is not None else self.session.viewer_seat
        bonus = set(obs["mines"][seat]["salesmen"]) if seat is not None else set()
        highlight = self._taken(self._preview) if self._preview else []
        self.row.set_row(obs["row"], highlight, discoverable, bonus)

    # -- the value table ---------------------------------------------------------------------
    def _toggle_values(self) -> None:
        self._show_values(not self.values.isVisible())

    def _show_values(self, on: bool) -> None:
        if self.values_button.isChecked() != on:
            self.values_button.setChecked(on)  # comes back here through toggled
            return
        if not on:
            self.values.hide()
            return
        self.values.setText(value_table_html(self.obs, "V"))
        width = min(self.scale.px(640), self.width() - 40)
        self.values.setFixedWidth(width)
        self.values.adjustSize()
        self.values.move((self.width() - width) // 2, max(10, (self.height() - self.values.height()) // 3))
        self.values.show()
        self.values.raise_()

    # -- input -----------------------------------------------------------------------------
    def _submit(self, action: Any) -> None:
        seat = self._seat()
        if seat is not None:
            self.session.submit(seat, action)

    def _draw(self) -> None:
        if self._my_turn() and self.obs["phase"] == "main":
            self._submit(Draw())

    def _can_skip(self) -> bool:
        return (self._my_turn() and self.obs["phase"] == "discover"
                and sum(1 for c in self.obs["row"] if not c["discovered"]) < 3)

    def _skip(self) -> None:
        if self._can_skip():
            self._submit(SkipDiscovery())

    def _row_clicked(self, place: int) -> None:
        if self._my_turn() and self.obs["phase"] == "discover":
            self._submit(Discover(place))

    def _number(self, n: int) -> None:
        if self.obs["phase"] == "discover":
            if n < 8:
                self._row_clicked(n)
        elif n < len(self.options):
            self._submit(self.options[n])

    def _can_escape(self) -> bool:
        return self.values.isVisible() or bool(self.hand.selected)

    def _escape(self) -> None:
        if self.values.isVisible():
            self._show_values(False)
        else:
            self.hand.clear()

    def _on_thinking(self, seat: int, on: bool) -> None:
        self._thinking = seat if on else None
        self.refresh()

    def animate(self, seat: int, action: Any, description: str) -> None:
        self._last_move = self.tr("{0} {1}").format(self._name(seat), translate_text(description))

    def card_of_hand(self, resource: str, person: str) -> int:
        """The hand index of a card of that type (for tests and accessibility tools); -1 if none."""
        try:
            return self.hand.cards.index((resource, person))
        except ValueError:
            return -1


VIEW = SiberiaView

__all__ = ["VIEW", "SiberiaView", "CARD_TYPES"]
