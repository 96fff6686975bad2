"""The Rolling Japan table (GameView): the sheet on screen belongs to the human resolving now; the map
and the mini-sheets share the room (panels.SheetArea); the dice, what to do, the buttons, the round
track and the key help in a column whose sizes follow the kit's Scale; one KeyMap for every key."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QPushButton, QVBoxLayout, QWidget

from desktop.games.base import GameView
from desktop.games.rolling_japan import a11y as rolling_japan_a11y
from desktop.games.rolling_japan import follow as rolling_japan_follow
from desktop.games.rolling_japan.art import colour_name, prefecture_name
from desktop.games.rolling_japan.panels import DieButton, MiniSheet, SheetArea, TrackPanel
from desktop.games.rolling_japan.widgets import MapCanvas
from desktop.i18n import translate_text
from desktop.session.local import GameSession
from desktop.table import KeyMap, Scale, key_help_label, plain_label, set_plain
from desktop.table.keys import KeyEntry
from engines.core import IllegalAction
from engines.rolling_japan import OPTIONAL_SEA_LINKS, WILD, Pass, Write

QSS = """
    #rollingJapanTable { background: #ece6d6; }
    #rollingJapanTable QLabel { color: #1d2230; font-size: ${body}px; }
    #rollingJapanTable #banner { background: #1d2230; color: #f6f1e4; border-radius: ${radius}px;
                                 padding: ${pad}px 12px; font-size: ${title}px; font-weight: bold; }
    #rollingJapanTable #why { color: #8a1c14; font-style: italic; }
    #rollingJapanTable #keys { color: #5b6170; font-size: ${small}px; }
    #rollingJapanTable QPushButton { font-size: ${body}px; padding: ${pad}px 8px; }
    #rollingJapanTable QPushButton#confirm:enabled { background: #f0a500; font-weight: bold; }
"""


#: the table's minimum size (at Scale 1.0: the column of 230 px beside a small map)
MIN_W, MIN_H = 500, 440


class RollingJapanView(GameView):
    """The sheet on screen belongs to the human resolving now (or, while computers play, the first
    human); the others' sheets are shown in miniature."""

    live_names = ("change_button", "pass_button", "undo_button", "confirm_button", "keys_label")

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("rollingJapanTable")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAccessibleName(self.tr("Rolling Japan"))
        self.selected_die: int | None = None
        self.colour_change = False
        self.tentative: Any = None           # the decision that would finish this seat's roll
        self.sheet_seat = 0
        self.why = ""                        # why the last prefecture chosen can't be written
        self._last_roll: tuple[int, int] | None = None
        self._status = ""
        self.scale = Scale()

        self.keys = KeyMap("RollingJapanView")
        self.keys.add_numbers(2, self.tr("pick a die"), self.select_die)
        change_key = self.keys.add("C", self.tr("colour change"), self.toggle_colour_change)
        pass_key = self.keys.add("P", self.tr("no effect (full zone)"), self.pass_die)
        undo_key = self.keys.add("Backspace", self.tr("undo a write of this roll"), self.undo)
        confirm_key = self.keys.add(["Return", "Enter"], self.tr("confirm the roll"), self.confirm,
                                    when=lambda: self.tentative is not None, key_label=self.tr("Enter"))
        for key, (dx, dy) in (("Left", (-1, 0)), ("Right", (1, 0)), ("Up", (0, -1)), ("Down", (0, 1))):
            self.keys.add(key, self.tr("move on the map"), lambda dx=dx, dy=dy: self.map.move_cursor(dx, dy),
                          show=key == "Left", key_label=self.tr("arrows"))
        self.keys.add_note(self.tr("Enter/Space"), self.tr("write in the prefecture"))
        self.keys.add_note(self.tr("Tab"), self.tr("map, dice, buttons"))

        self.banner = plain_label(object_name="banner", wrap=True)
        self.banner.setAccessibleName(self.tr("Whose sheet"))
        self.map = MapCanvas()
        self.map.chosen.connect(self._on_prefecture)
        self.minis = [MiniSheet() for _ in range(session.num_players - 1)]
        self.sheets = SheetArea(self.map, self.minis)
        self.dice = [DieButton(0), DieButton(1)]
        for die in self.dice:
            die.clicked.connect(self.select_die)
        self.instructions = plain_label(object_name="instructions", wrap=True)
        self.instructions.setAccessibleName(self.tr("What to do"))
        self.why_label = plain_label(object_name="why", wrap=True)
        self.why_label.setAccessibleName(self.tr("Why not there"))
        self.why_label.hide()
        self.change_button = self._button(self.tr("Colour change"), self.tr("Colour change"), change_key)
        self.change_button.setCheckable(True)
        self.change_button.toggled.connect(self._on_change_toggled)
        self.pass_button = self._button(self.tr("No effect"), self.tr("Resolve the die with no effect"), pass_key)
        self.pass_button.clicked.connect(self.pass_die)
        self.undo_button = self._button(self.tr("Undo"), self.tr("Undo a write of this roll"), undo_key)
        self.undo_button.clicked.connect(self.undo)
        self.confirm_button = self._button(self.tr("Confirm the roll"), self.tr("Confirm the roll"), confirm_key)
        self.confirm_button.setObjectName("confirm")
        self.confirm_button.clicked.connect(self.confirm)
        self.track = TrackPanel()
        self.keys_label = key_help_label(self.keys)

        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        dice_row = QHBoxLayout()
        for die in self.dice:
            dice_row.addWidget(die)
        dice_row.addStretch(1)
        side.addLayout(dice_row)
        side.addWidget(self.instructions)
        side.addWidget(self.why_label)
        for button in (self.change_button, self.pass_button, self.undo_button, self.confirm_button):
            side.addWidget(button)
        side.addWidget(self.track)
        side.addStretch(1)
        side.addWidget(self.keys_label)
        self.side_box = QWidget()
        self.side_box.setLayout(side)
        main = QVBoxLayout(self)
        main.setContentsMargins(6, 6, 6, 6)
        main.addWidget(self.banner)
        body = QHBoxLayout()
        body.addWidget(self.sheets, 1)
        body.addWidget(self.side_box)
        main.addLayout(body, 1)
        self.setFocusProxy(self.map)
        self._restyle()
        self.refresh()
        rolling_japan_a11y.attach(self)   # issue 16: neighbours, words (desktop/games/rolling_japan/a11y.py)
        rolling_japan_follow.attach(self)  # issue 17: this roll's writes marked, dice settle (follow.py)

    def _button(self, text: str, name: str, key: KeyEntry) -> QPushButton:
        """A button whose tooltip names its key, from the KeyMap entry (the key is defined once)."""
        button = QPushButton(text)
        button.setAccessibleName(name)
        button.setToolTip(self.tr("{0} (key: {1})").format(name, key.help_key()))
        return button

    # -- sizes -------------------------------------------------------------------------------
    def hasHeightForWidth(self) -> bool:  # noqa: N802
        """No: the column's wrapped labels would make the window's minimum height follow the width
        before resizeEvent restyles the table for the new room (a window shrunk from 2560x1440 to
        1024x700 stayed 819 px tall). Inside the table the labels still get their height for width."""
        return False

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(780, 620)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """What the table needs at Scale 1.0, whatever the scale now: the window's minimum must not
        follow a large screen's scale down to 1024x700 (the restyle comes with the resize)."""
        return QSize(MIN_W, MIN_H)

    def _restyle(self) -> None:
        s = self.scale
        self.setStyleSheet(s.qss(QSS))
        self.side_box.setFixedWidth(s.px(230))
        for die in self.dice:
            die.text_px = s.font_px("body")
            die.set_size(s.px(58))
        self.track.set_text_px(s.font_px("body"))
        self.map.legend_px = s.font_px("small")
        for mini in self.minis:
            mini.text_px = s.font_px("small")
        self.sheets.min_mini = s.px(120)
        self.sheets.arrange()
        self.update()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        scale = Scale.for_size(self.size())
        if scale != self.scale:
            self.scale = scale
            self._restyle()

    # -- what is on screen -----------------------------------------------------------------
    def _seat_on_screen(self) -> int:
        s = self.session
        active = s.active_human()
        if active is not None:
            return active
        if s.viewer_seat is not None and s.is_human(s.viewer_seat):
            return s.viewer_seat
        humans = [i for i in range(s.num_players) if s.is_human(i)]
        return humans[0] if humans else 0

    def _my_turn(self) -> bool:
        return self.session.active_human() == self.sheet_seat and self.session.active_human() is not None

    def _die_actions(self) -> list[Any]:
        if not self._my_turn() or self.selected_die is None or self.tentative is not None:
            return []
        return [a for a in self.session.legal_actions(self.sheet_seat) if a.die == self.selected_die]

    def _targets(self) -> dict[int, Any]:
        return {a.prefecture: a for a in self._die_actions()
                if isinstance(a, Write) and a.colour_change == self.colour_change}

    def refresh(self) -> None:
        """Sets every part from the observation; each part repaints only when what it shows changes
        (issue 28: the whole table was repainted at every refresh, the map's 47 boxes with it)."""
        s = self.session
        obs = s.observation()
        seat = self._seat_on_screen()
        roll_key = (obs["roll"], seat)
        if roll_key != self._last_roll or seat != self.sheet_seat:
            self.tentative = None
            self.colour_change = False
            self.why = ""
        self._last_roll = roll_key
        if seat != self.sheet_seat:
            self.update()   # another player's sheet: the whole table (its marks) changes
        self.sheet_seat = seat
        pending = obs["pending"][seat]
        if self.tentative is not None and not self._my_turn():
            self.tentative = None
        if self.selected_die not in pending:
            self.selected_die = pending[0] if pending else None
        my_turn = self._my_turn()
        actions = [a for a in s.legal_actions(seat) if a.die == self.selected_die] if my_turn else []
        can_change = any(isinstance(a, Write) and a.colour_change for a in actions)
        if not can_change:
            self.colour_change = False
        has_zone_write = any(isinstance(a, Write) and not a.colour_change for a in actions)
        if my_turn and not has_zone_write and can_change and self.selected_die is not None:
            self.colour_change = True  # the zone is full: only a colour change can write
        self.change_button.blockSignals(True)
        self.change_button.setChecked(self.colour_change)
        self.change_button.blockSignals(False)
        self.change_button.setEnabled(can_change and has_zone_write and self.tentative is None)
        self.pass_button.setEnabled(any(isinstance(a, Pass) for a in actions) and self.tentative is None)
        self.undo_button.setEnabled(self.tentative is not None or (my_turn and s.can_undo()))
        self.confirm_button.setEnabled(self.tentative is not None)

        name = s.seats[seat].name
        if obs["over"]:
            banner = self.tr("Sheet: {0} — the game is over: {1} X").format(name, obs["x_counts"][seat])
        elif my_turn:
            banner = self.tr("Sheet: {0} — resolve both dice on your own map").format(name)
        else:
            banner = self.tr("Sheet: {0} — waiting for the other players").format(name)
        set_plain(self.banner, banner)
        self.banner.setAccessibleDescription(banner)

        for i, die in enumerate(self.dice):
            if i < len(obs["dice"]):
                colour, value = obs["dice"][i]
                die.set_die(colour, value, i in pending, i == self.selected_die)
                die.show()
            else:
                die.hide()
        targets = self._targets()
        tentative = None
        if isinstance(self.tentative, Write):
            tentative = (self.tentative.prefecture, str(self.tentative.value))
        extra = list(OPTIONAL_SEA_LINKS) if obs["sea_links"] == "extended" else []
        self.map.confirm_pending = self.tentative is not None
        self.map.set_sheet(name, obs["sheets"][seat], {pid: str(a.value) for pid, a in targets.items()},
                           tentative, extra)
        self.track.set_values(obs["round"], obs["turn"], obs["rounds"], obs["changes_left"][seat],
                              obs["x_counts"][seat])
        others = [o for o in range(s.num_players) if o != seat]
        for mini, other in zip(self.minis, others, strict=False):
            status = "" if obs["over"] else self.tr("resolving…") if obs["pending"][other] else self.tr("done")
            mini.set_sheet(s.seats[other].name, obs["sheets"][other], obs["x_counts"][other], status)
        set_plain(self.instructions, self.replay_prompt(None) if self.replaying()
                  else self._instruction_text(obs, actions, targets))
        set_plain(self.why_label, self.why)
        self.why_label.setVisible(bool(self.why))
        self._announce()
        rolling_japan_a11y.changed(self)

    def _instruction_text(self, obs: dict[str, Any], actions: list[Any], targets: dict[int, Any]) -> str:
        if obs["over"]:
            return self.tr("All empty prefectures got an X. Fewest X wins.")
        if self.tentative is not None:
            return self.tr("Check your sheet, then confirm the roll (Enter) or undo (Backspace).")
        if not self._my_turn():
            waiting = [self.session.seats[o].name for o in range(self.session.num_players)
                       if o != self.sheet_seat and obs["pending"][o]]
            if not waiting:
                return self.tr("The computer players are writing their dice…")
            return self.tr("Still to write their dice: {0}…").format(", ".join(waiting))
        if self.selected_die is None:
            return ""
        colour, value = obs["dice"][self.selected_die]
        if any(isinstance(a, Write) and a.value == "X" for a in targets.values()):
            return self.tr("The {0} {1} fits nowhere in its zone: write an X in one of its empty "
                           "prefectures{2}.").format(colour_name(colour), value,
                                                     self.tr(", or use a colour change") if self.change_button.isEnabled() else "")
        if self.colour_change:
            return self.tr("Colour change: write the {0} anywhere it fits on the map.").format(value)
        if any(isinstance(a, Pass) for a in actions) and not targets:
            return self.tr("The {0} zone is full: no effect, or a colour change.").format(colour_name(colour))
        where = self.tr("anywhere on the map") if colour == WILD else self.tr("in the {0} zone").format(
            colour_name(colour))
        return self.tr("Write the {0} {1}. A neighbour may differ by at most 1.").format(value, where)

    def status_text(self) -> str:
        """What to do now; after a prefecture that can't take the die, why not (until the next choice).
        In hot-seat (two humans or more) it names whose sheet is on screen: the screen passes at once."""
        text = self.why or self.instructions.text()
        s = self.session
        if text and self._my_turn() and sum(1 for i in range(s.num_players) if s.is_human(i)) > 1:
            return self.tr("{0}: {1}").format(s.seats[self.sheet_seat].name, text)
        return text

    def _announce(self) -> None:
        """The window's status bar follows what the table says, also when no state changed (a write
        pencilled in, a die picked, a colour change): the window itself redraws it on state changes."""
        text = self.status_text()
        if text == self._status:
            return
        self._status = text
        window = self.window()
        if isinstance(window, QMainWindow) and window.statusBar() is not None and text:
            window.statusBar().showMessage(text)

    # -- decisions ---------------------------------------------------------------------------
    def select_die(self, index: int) -> None:
        obs = self.session.observation()
        if index in obs["pending"][self.sheet_seat] and self.tentative is None:
            self.selected_die = index
            self.colour_change = False
            self.why = ""
            self.refresh()
            self.map.setFocus()

    def _on_change_toggled(self, on: bool) -> None:
        self.colour_change = on
        self.why = ""
        self.refresh()

    def toggle_colour_change(self) -> None:
        if self.change_button.isEnabled():
            self.change_button.toggle()

    def _finishes_my_roll(self, action: Any) -> bool:
        s = self.session
        if s.engine.reveals(s.state, self.sheet_seat, action):  # the next roll would follow
            return True
        after = s.engine.apply(s.state, self.sheet_seat, action)
        return self.sheet_seat not in s.engine.to_move(after)

    def _play(self, action: Any) -> None:
        """Writes at once, except the decision that ends this player's roll: that one waits,
        pencilled in, for the confirmation (until then it can still be undone)."""
        self.why = ""
        try:
            finishing = self._finishes_my_roll(action)
        except ValueError as exc:
            self.session.error.emit(translate_text(getattr(exc, "message", str(exc))))
            return
        if finishing:
            self.tentative = action
            self.refresh()
            self.confirm_button.setFocus()
            return
        self.session.submit(self.sheet_seat, action)

    def _on_prefecture(self, pid: int) -> None:
        action = self._targets().get(pid)
        if action is not None:
            self._play(action)
            return
        self.why = self.why_not(pid)
        self.refresh()
        self.session.error.emit(self.why)

    def why_not(self, pid: int) -> str:
        """Why the selected die can't be written in prefecture pid now, in the player's words (the
        engine's reason when there is one)."""
        name = prefecture_name(pid)
        if self.session.is_over():
            return self.tr("The game is over.")
        if self.tentative is not None:
            return self.tr("{0}: first confirm the roll (Enter) or undo the write (Backspace).").format(name)
        if not self._my_turn() or self.selected_die is None:
            return self.tr("{0}: nothing to write now, the other players are resolving their dice.").format(name)
        s = self.session
        colour, value = s.state.dice[self.selected_die]
        legal = self._die_actions()
        if any(isinstance(a, Write) and a.value == "X" for a in legal) and not self.colour_change:
            action: Any = Write(self.selected_die, pid, "X", False)
        else:
            action = Write(self.selected_die, pid, value, self.colour_change)
        try:
            s.engine.apply(s.state, self.sheet_seat, action)
        except IllegalAction as exc:
            return f"{name}: {translate_text(exc.message)}"
        if any(isinstance(a, Write) and a.prefecture == pid for a in legal):
            if self.colour_change:
                return self.tr("{0}: turn the colour change off to write there.").format(name)
            return self.tr("{0}: turn the colour change on to write there.").format(name)
        return self.tr("{0}: the {1} {2} can't be written there.").format(name, colour_name(colour), value)

    def pass_die(self) -> None:
        for a in self._die_actions():
            if isinstance(a, Pass):
                self._play(a)
                if self.tentative is None:
                    self.map.setFocus()  # the No effect button is disabled now
                return

    def confirm(self) -> None:
        if self.tentative is None:
            return
        action, self.tentative = self.tentative, None
        if not self.session.submit(self.sheet_seat, action):
            self.refresh()
        self.map.setFocus()  # the confirm button is disabled now: the focus goes back to the map

    def undo(self) -> None:
        if self.tentative is not None:
            self.tentative = None
            self.refresh()
            return
        self.session.undo()


VIEW = RollingJapanView
