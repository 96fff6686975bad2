"""The sounds of one table: the session's signals and the keyboard, in time with the animations.

- a move: its cues (desktop/sound/cues.py, from what every seat may know). A player's own move sounds
  at once; a computer's when its flight lands (the kit's FlightOverlay.landed: one hook for every
  game); a skipped flight skips its sounds. At the Instant speed (no flights) a run of computer
  moves gives one short "computer" cue when the turn comes back to a human (or the game ends; a long
  run of computers alone: one every RUN_MAX_MS).
- "your turn" when the turn comes to a human at this screen: only while the window is in the
  background, or always (the setting); the hand-over screen; a refused move; the game won / lost /
  over (won or lost for the one human at the table, else "over").
- the edge: an arrow, Home/End or Page key on the table that moved nothing (the focus and the focused
  item are the same after it). The tables go from control to control by Tab, so today every arrow
  there says "nothing that way"; a view that walks with arrows gets the edge at its ends.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from desktop.sound.control import SoundControl
from desktop.sound.cues import material, move_cues
from desktop.table.flight import FlightOverlay

RUN_MAX_MS = 1500         # Instant speed: a run's one cue plays when the turn comes back, at the latest this late
GAME_END_DELAY_MS = 350   # the end after the last move's own sound
_EDGE_KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home,
                        Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown})


def _safe_observation(session: Any) -> Any:
    try:
        return session.observation()
    except Exception:
        return None


class TableSounds(QObject):
    def __init__(self, control: SoundControl, session: Any, view: QWidget) -> None:
        super().__init__(view)
        self.control = control
        self.session = session
        self.view = view
        self.material = material(session.game)
        self._before = _safe_observation(session)
        self._active = session.active_human()
        self._pending: dict[int, list[str]] = {}      # id(overlay) -> cues waiting for it to land
        self._watched: set[int] = set()
        self._landed_ids: set[int] = set()
        self._skipped = False
        self._run = QTimer(self)
        self._run.setSingleShot(True)
        self._run.setInterval(RUN_MAX_MS)
        self._run.timeout.connect(lambda: self.play("computer"))
        self._key_focus: QWidget | None = None
        session.action_applied.connect(self._on_action)
        session.state_changed.connect(self._on_state)
        session.error.connect(lambda _message: self.play("refused"))
        session.game_over.connect(self._on_over)
        session.handover_changed.connect(self._on_handover)
        for overlay in view.findChildren(FlightOverlay):
            self._watch(overlay)
        app = QApplication.instance()
        if app is not None:
            app.focusChanged.connect(self._on_focus)
            self._on_focus(None, QApplication.focusWidget())

    def play(self, cue: str) -> None:
        self.control.play(self.material, cue)

    # -- moves -----------------------------------------------------------------------------------
    def _on_action(self, seat: int, action: Any, description: str) -> None:
        after = _safe_observation(self.session)
        cues = move_cues(self.session.game, action, self._before, after)
        self._before = after
        if self.session.is_human(seat):
            for cue in cues:
                self.play(cue)
            return
        if int(getattr(self.session, "computer_delay_ms", 600)) <= 0:
            if not self._run.isActive():   # one cue for the whole run (when it ends: _on_state)
                self._run.start()
            return
        # the view starts its flight on this signal or on state_changed, which follows: look once
        # both have run (a flight skipped meanwhile skips the sounds too)
        self._skipped = False
        QTimer.singleShot(0, self, lambda: self._after_view(cues))

    def _after_view(self, cues: list[str]) -> None:
        overlays = self.view.findChildren(FlightOverlay)
        for overlay in overlays:
            self._watch(overlay)
        running = [o for o in overlays if o.is_running()]
        if not running:
            if not self._skipped:
                for cue in cues:
                    self.play(cue)
            return
        self._pending.setdefault(id(running[0]), []).extend(cues)

    def _watch(self, overlay: FlightOverlay) -> None:
        if id(overlay) in self._watched:
            return
        self._watched.add(id(overlay))
        overlay.landed.connect(lambda o=overlay: self._landed(o))
        overlay.finished.connect(lambda o=overlay: self._flight_ended(o))

    def _flight_ended(self, overlay: FlightOverlay) -> None:
        """A flight ended: landed (its sounds played then) or skipped (its sounds are dropped)."""
        landed = id(overlay) in self._landed_ids
        self._landed_ids.discard(id(overlay))
        self._pending.pop(id(overlay), None)
        if not landed:
            self._skipped = True

    def _landed(self, overlay: FlightOverlay) -> None:
        self._landed_ids.add(id(overlay))
        for cue in self._pending.pop(id(overlay), []):
            self.play(cue)

    def _end_run(self) -> None:
        if self._run.isActive():
            self._run.stop()
            self.play("computer")

    def _on_state(self) -> None:
        if self.session.is_over():
            self._end_run()
            return
        human = self.session.active_human()
        before, self._active = self._active, human
        if human is None or human == before:
            return
        self._end_run()            # the run ends now: its cue first
        window = self.view.window()
        if self.control.your_turn == "always" or not window.isActiveWindow():
            self.play("your_turn")

    def _on_handover(self) -> None:
        if getattr(self.session, "handover_to", None) is not None:
            self.play("handover")

    def _on_over(self) -> None:
        humans = [i for i in range(self.session.num_players) if self.session.is_human(i)]
        winners = self.session.winners()
        cue = ("won" if humans[0] in winners else "lost") if len(humans) == 1 else "over"
        QTimer.singleShot(GAME_END_DELAY_MS, self, lambda: self.play(cue))

    # -- the edge ------------------------------------------------------------------------------
    def _on_focus(self, old: QWidget | None, new: QWidget | None) -> None:
        if self._key_focus is not None:
            try:
                self._key_focus.removeEventFilter(self)
            except RuntimeError:   # already deleted
                pass
        self._key_focus = None
        if new is not None and (new is self.view or self.view.isAncestorOf(new)):
            new.installEventFilter(self)
            self._key_focus = new

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress and event.key() in _EDGE_KEYS \
                and not (event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)):
            before = _focus_snapshot()
            QTimer.singleShot(0, self, lambda: self._after_key(before))
        return False

    def _after_key(self, before: tuple[Any, ...]) -> None:
        if _focus_snapshot() == before:
            self.play("edge")


def _focus_snapshot() -> tuple[Any, ...]:
    """The focused widget and the item inside it a screen reader would name (and where it is)."""
    focus = QApplication.focusWidget()
    if focus is None:
        return ()
    iface = QAccessible.queryAccessibleInterface(focus)
    child = iface.focusChild() if iface is not None else None
    if child is None or not child.isValid():
        return (id(focus),)
    rect = child.rect()
    return id(focus), child.text(QAccessible.Text.Name), rect.x(), rect.y(), rect.width(), rect.height()
