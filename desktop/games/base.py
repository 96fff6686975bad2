"""GameView: the base class of every game's widget (see docs/DEVELOPING.md, the view contract)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtWidgets import QWidget

from desktop.session.local import GameSession
from desktop.table.a11y import expose
from desktop.table.announce import Announcer, Speech, speech_keys
from desktop.table.keys import KeyMap
from desktop.table.legend import legend_keys


class GameView(QWidget):
    """Draws `session.observation()` for `session.viewer_seat` and sends actions with
    `session.submit(seat, action)`. Never draws the private cards of another seat."""

    #: emitted when an end-of-game presentation (e.g. Pueblo's final lap) ends or is skipped
    presentation_finished = Signal()
    #: the view's shortcuts (desktop.table.KeyMap), dispatched by keyPressEvent below; the window
    #: can show `key_help()` in a keyboard-help dialog
    keys: KeyMap | None = None
    #: issue 29 item 14: the names of the view's live-play controls (its action buttons, the "Keys:"
    #: line): hidden while a replay is shown, where nothing can be played (`live_controls`)
    live_names: tuple[str, ...] = ("keys_label",)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        session.state_changed.connect(self.refresh)
        session.action_applied.connect(self.animate)
        #: issue 16 (desktop/table/announce.py): the page's announcer, the game's words (a view sets
        #: its own Speech subclass from desktop/games/<game>/a11y.py) and the speech keys F5-F9
        expose(self, None, QAccessible.Role.Pane)   # a pane, not a filler (a game may add painted items)
        self.announcer = Announcer(self)
        self.speech: Speech = Speech(self)
        self.speech_keys = speech_keys(self)
        #: issue 18: F2 opens the legend of the table's marks (desktop/table/legend.py, rows below)
        self.legend_keys = legend_keys(self)
        #: the live controls hidden by a replay, shown again when it ends (before the refresh that
        #: follows sets them as the position wants); connected after refresh: runs after it
        self._hidden_by_replay: list[QWidget] = []
        session.state_changed.connect(self._follow_replay)

    def refresh(self) -> None:
        """Redraw from the session's current observation."""
        self.update()

    def animate(self, seat: int, action: Any, description: str) -> None:
        """A short, skippable animation of an action that was just applied (optional)."""

    def skip_animations(self) -> None:
        """Finish any running animation at once (Esc, or the next action)."""

    def is_presenting(self) -> bool:
        """True while an end-of-game animation runs; the results wait for presentation_finished."""
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.keys is not None:
            before = self.announcer.snapshot()
            found = self.keys.entry_for(event)
            if self.keys.dispatch(event):
                self.announcer.after_key(before, (found[0].label or found[0].help_key()) if found else "")
                return
        super().keyPressEvent(event)

    def focus_target(self) -> QWidget | None:
        """Where the focus goes when the table itself gets it (start-up, a click on the felt), so that
        the focus is always visible on a control; None keeps it on the table (issue 16)."""
        return None

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        super().focusInEvent(event)
        target = self.focus_target()
        if target is None or target is self:
            return
        if event.reason() == Qt.FocusReason.TabFocusReason:        # Tab: on to the table's first control
            self.focusNextChild()
        elif event.reason() == Qt.FocusReason.BacktabFocusReason:  # Shift+Tab: on out of the table
            self.focusPreviousChild()
        elif target.isVisible() and target.isEnabled() and target.focusPolicy() != Qt.FocusPolicy.NoFocus:
            target.setFocus(event.reason())

    def legend_rows(self) -> list[Any]:
        """The legend's rows (desktop.table.legend.Row): `rows(view)` of the game's own legend module,
        desktop/games/<game>/legend.py, found by name (the views stay independent of each other)."""
        import importlib

        try:
            module = importlib.import_module(type(self).__module__.rsplit(".", 1)[0] + ".legend")
        except ImportError:
            return []
        return module.rows(self)

    def key_help(self) -> list[tuple[str, str]]:
        """(keys, what they do) for this table, from its KeyMap."""
        return self.keys.help_rows() if self.keys is not None else []

    def seat_swatches(self) -> list[Any] | None:
        """The seats' own colours on this table (desktop.table.Swatch, one per seat), when the game
        gives each seat one (Pueblo's red, blue...): the score plot draws each seat's line in it
        (issue 29). None: the plot's own colours."""
        return None

    def status_text(self) -> str:
        """One line for the status bar: whose turn, what to do now (optional)."""
        return ""

    # -- replay (issue 29 item 14) -------------------------------------------------------------
    def replaying(self) -> bool:
        """True while the table shows a replayed position (a step back in the log, a watched game)."""
        return bool(getattr(self.session, "is_replaying", lambda: False)())

    def replay_prompt(self, seat: int | None) -> str:
        """The banner's words in a replay: whose turn it was in the shown position, never what to
        press (nothing can be played there) nor "is playing…" (nobody is)."""
        if seat is None or not 0 <= seat < self.session.num_players:
            return self.tr("Replay")
        return self.tr("Replay: {0} to play").format(self.session.seats[seat].name)

    def live_controls(self) -> list[QWidget]:
        """The live-play controls named by `live_names` that the view (or its side `panel`) has."""
        panel = getattr(self, "panel", None)
        found = (getattr(self, name, None) or getattr(panel, name, None) for name in self.live_names)
        return [w for w in found if isinstance(w, QWidget)]

    def _follow_replay(self) -> None:
        if self.replaying():
            for widget in self.live_controls():
                if not widget.isHidden():
                    widget.hide()
                    if widget not in self._hidden_by_replay:
                        self._hidden_by_replay.append(widget)
        elif self._hidden_by_replay:
            hidden, self._hidden_by_replay = self._hidden_by_replay, []
            for widget in hidden:
                widget.show()
            self.refresh()   # the position decides again which of them it shows
