"""What a screen reader hears (issue 16): one `Announcer` per game page, a `Speech` per game (the
words), and the keys that speak the table on demand.

Announcer (made by GameView for every game):
  - every move: "Bob: takes row 2" (the log's words: the engine's describe_result), plus what the move
    revealed as the viewer may see it (`Speech.reveal`); a run of computer moves is said as one
    sentence when the turn comes back to a human (or the game ends, or after RUN_MS);
  - "your turn" with what to do (`Speech.turn`, by default the view's status_text()), once per decision;
  - the hand-over ("pass the screen to Ann"), the end and the result; refused moves (session.error).
  Each is said through the kit's `Voice` (desktop.table.voice): a QAccessibleAnnouncementEvent AND,
  for Orca 43, the focused object's description until the focus moves. `spoken` keeps everything
  said (tests, the "repeat" key).

Privacy: words come from describe_result() (public, as in the log) and from `session.observation()`,
which holds only what `viewer_seat` may see; nothing is said while the hand-over screen is up
except whose turn it is. The speech keys are window shortcuts of the view: inactive while it is hidden.

Speech (subclass per game in desktop/games/<game>/a11y.py; the view sets `self.speech = ...`):
  turn(), table(), hand(), scores(), reveal(seat, action), result().
"""
from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from desktop.i18n import translate_text
from desktop.table import a11y
from desktop.table.keys import KeyMap
from desktop.table.plurals import plural
from desktop.table.voice import Voice

RUN_MS = 6000          # a run of computer moves is said at the latest this long after its first move
LAST_MOVES = 8         # at most this many moves in the "last moves" summary


def _t(text: str) -> str:
    return QCoreApplication.translate("Announcer", text)


class Speech:
    """The words of one game. The default says what every game can say from the session."""

    def __init__(self, view: Any) -> None:
        self.view = view
        self.session = view.session

    def name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def turn(self) -> str:
        """'Your turn' and what to do now (the human at the screen must decide)."""
        seat = self.session.active_human()
        doing = self.view.status_text()
        if seat is None:
            return doing
        if doing:
            head = _t("Your turn")
            return doing if doing.lower().startswith(head.lower()) else _t("Your turn. {0}").format(doing)
        return _t("Your turn, {0}.").format(self.name(seat))

    def table(self) -> str:
        return self.view.status_text() or _t("Nothing to say about the table.")

    def hand(self) -> str:
        return _t("There is no hand in this game.")

    def scores(self) -> str:
        """Running scores: only for games where every score is public (override otherwise)."""
        if not self.session.engine.perfect_information and not self.session.is_over():
            return _t("The scores are counted at the end of the game.")
        scores = self.session.scores()
        return self.score_line(scores)

    def score_line(self, scores: list[int]) -> str:
        parts = []
        for p, n in enumerate(scores):
            parts.append(plural("Announcer", "{0}: %n point(s)", n).format(self.name(p)))
        return _t("Scores: {0}.").format("; ".join(parts))

    def reveal(self, seat: int, action: Any) -> str:
        """What the move just applied revealed, as the viewer may see it ("" if nothing)."""
        return ""

    def result(self) -> str:
        """"Game over. Ann wins." and the scores in the game's own words (scores())."""
        rows = self.session.result()
        winners = [r["name"] for r in rows if r["won"]]
        if len(winners) == 1:
            head = _t("Game over. Winner: {0}.").format(winners[0])   # no verb to agree with a seat named "You"
        else:
            head = _t("Game over. Shared win: {0}.").format(", ".join(winners))
        return f"{head} {self.scores()}"

    def last_moves(self) -> str:
        history = self.session.history
        if not history:
            return _t("No move yet.")
        me = self.session.viewer_seat
        start = max(0, len(history) - LAST_MOVES)
        if me is not None:   # since my previous move
            for i in range(len(history) - 1, start - 1, -1):
                if history[i].seat == me and i < len(history) - 1:
                    start = i + 1
                    break
        lines = [move_line(self.session, e.seat, e.description) for e in history[start:]]
        return _t("Last moves: {0}").format(" ".join(lines))


def move_line(session: Any, seat: int, description: Any) -> str:
    text = translate_text(description).strip()
    line = _t("{0}: {1}").format(session.seats[seat].name, text)
    return line if line.endswith((".", "!", "?", "…")) else line + "."


class Announcer(QObject):
    """Says what happens at one game page (see the module docstring)."""

    def __init__(self, view: Any) -> None:
        super().__init__(view)
        self.view = view
        self.session = view.session
        self.voice = Voice(view)
        self.spoken = self.voice.spoken   # everything said (tests, the "repeat" key)
        self.repeat_from = 0      # F9 repeats only what was said since the seat at the screen took it
        self._moves: list[tuple[int, Any, str]] = []     # applied, not yet put into words
        self._run: list[tuple[int, str]] = []              # computer moves not said yet
        self._active_before: int | None = None
        self._first_turn = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(RUN_MS)
        self._timer.timeout.connect(self.flush)
        s = self.session
        s.action_applied.connect(self._on_action)
        s.state_changed.connect(self._on_state)
        s.game_over.connect(self._on_over)
        s.error.connect(self._on_error)
        s.handover_changed.connect(self._on_handover)
        app = QApplication.instance()
        if app is not None:
            app.focusChanged.connect(self._on_focus)
        QTimer.singleShot(0, self, self._on_state)   # the first turn, once the page is built

    # -- what happened ---------------------------------------------------------------------
    def _on_action(self, seat: int, action: Any, description: str) -> None:
        self._moves.append((seat, action, description))

    def _put_moves_in_words(self) -> list[str]:
        """The moves applied since last time: the human ones to say now (computer ones join the run)."""
        now: list[str] = []
        speech = getattr(self.view, "speech", None) or Speech(self.view)
        for seat, action, description in self._moves:
            line = move_line(self.session, seat, description)
            try:
                extra = speech.reveal(seat, action)
            except Exception:  # words must never break the game
                extra = ""
            if extra:
                line = f"{line} {extra}"
            if self.session.is_human(seat):
                now.append(line)
            else:
                if not self._run:
                    self._timer.start()
                self._run.append((seat, line))
        self._moves.clear()
        return now

    def _on_state(self) -> None:
        movers = {seat for seat, _, _ in self._moves}
        now = self._put_moves_in_words()
        if self.session.is_over():
            return      # game_over follows: the result is said with the run
        human = self.session.active_human()
        before, self._active_before = self._active_before, human
        if human is not None:
            turn = ""
            # a new decision: the turn came to this human, or they just decided (a move of theirs);
            # not while others move meanwhile (Rolling Japan's simultaneous rolls)
            if human != before or human in movers or self._first_turn:
                speech = getattr(self.view, "speech", None) or Speech(self.view)
                turn = speech.turn()
                if self._first_turn:   # the speech keys, once a game
                    self._first_turn = False
                    turn += " " + _t("F5 speaks the table, F6 your hand, F7 the scores, F8 the last moves, "
                                     "F9 repeats.")
            if now or self._run or turn:
                self._say(self._take_run() + now + ([turn] if turn else []))
        elif now:
            self._say(self._take_run() + now)

    def _on_over(self) -> None:
        self._put_moves_in_words()
        speech = getattr(self.view, "speech", None) or Speech(self.view)
        self._say(self._take_run() + [speech.result()])

    def _on_handover(self) -> None:
        to = self.session.handover_to
        if to is not None:   # viewer_seat is None now: reveal() says nothing private
            now = self._put_moves_in_words()
            self.repeat_from = len(self.spoken)
            self._say(self._take_run() + now + [_t("Pass the screen to {0}.").format(self.session.seats[to].name)])

    def _on_error(self, message: str) -> None:
        if message:
            self.say(message)

    def _take_run(self) -> list[str]:
        """The waiting computer moves as sentences, one per seat's run: "Bob: draws, places red in row 1." """
        run, self._run = self._run, []
        self._timer.stop()
        merged: list[tuple[int, str]] = []
        for seat, line in run:
            if merged and merged[-1][0] == seat:
                prefix = _t("{0}: {1}").format(self.session.seats[seat].name, "")
                rest = line[len(prefix):] if line.startswith(prefix) else line
                merged[-1] = (seat, merged[-1][1].rstrip(".") + "; " + rest)
            else:
                merged.append((seat, line))
        return [line for _, line in merged]

    def flush(self) -> None:
        """Says the computer moves waiting in the run now."""
        self._put_moves_in_words()
        run = self._take_run()
        if run:
            self._say(run)

    def _say(self, parts: list[str]) -> None:
        text = " ".join(p for p in parts if p)
        if text:
            self.say(text)

    # -- every key gives feedback --------------------------------------------------------------
    def snapshot(self) -> tuple[Any, ...]:
        """What a screen reader would notice changing: announcements, the focus, its name and description."""
        focus = QApplication.focusWidget()
        iface = QAccessible.queryAccessibleInterface(focus) if focus is not None else None
        child = iface.focusChild() if iface is not None else None
        child = child or iface
        words = (child.text(QAccessible.Text.Name), child.text(QAccessible.Text.Description)) if child else ()
        return len(self.spoken), id(focus), id(child), words

    def after_key(self, before: tuple[Any, ...], label: str) -> None:
        """A view key that changed nothing a screen reader notices says what it did (e.g. "zoom in")."""
        if label and self.snapshot() == before:
            self.say(label)

    # -- saying it -------------------------------------------------------------------------
    def say(self, text: str) -> None:
        """One announcement (desktop.table.voice: the event, and the focused object's description)."""
        self.voice.say(text)

    def _focus_table(self) -> None:
        view = self.view
        if not view.isVisible():
            return
        target = view.focus_target() if hasattr(view, "focus_target") else None
        if target is not None and target.isVisible() and target.isEnabled() and \
                target.focusPolicy() != Qt.FocusPolicy.NoFocus:
            target.setFocus(Qt.FocusReason.OtherFocusReason)
        elif view.focusPolicy() != Qt.FocusPolicy.NoFocus or view.focusProxy() is not None:
            view.setFocus(Qt.FocusReason.OtherFocusReason)
        else:   # a table that is no stop itself (R-Eco): its first control
            for child in view.findChildren(QWidget):
                if child.isVisible() and child.isEnabled() and child.focusPolicy() & Qt.FocusPolicy.TabFocus:
                    child.setFocus(Qt.FocusReason.OtherFocusReason)
                    break

    def _on_focus(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is None:
            return
        view = self.view
        if (a11y._alive(old) and a11y._alive(view) and view.isVisible() and view.isAncestorOf(old)
                and (not old.isEnabled() or not old.isVisible())
                and (new is None or not (new is view or view.isAncestorOf(new)))):
            # the control just used went disabled or away (Draw after a draw, a played card): Qt moved
            # the focus on to the next widget of the window (the log); keep it on the table
            QTimer.singleShot(0, self, self._focus_table)


# -- the keys that speak the table ----------------------------------------------------------
SPEECH_KEYS = (("F5", "table"), ("F6", "hand"), ("F7", "scores"), ("F8", "last_moves"), ("F9", "repeat"))


def speech_keys(view: Any) -> KeyMap:
    """The view's speech keys (F5 table, F6 my hand, F7 scores, F8 last moves, F9 repeat), as window
    shortcuts of the view (active only while it is shown, wherever the focus is in the window)."""
    keys = KeyMap("Speech")
    labels = {"table": _t("speak the table"), "hand": _t("speak my hand"), "scores": _t("speak the scores"),
              "last_moves": _t("speak the last moves"), "repeat": _t("repeat the last announcement")}
    for key, what in SPEECH_KEYS:
        handler = partial(speak, view, what)
        keys.add(key, labels[what], handler)
        shortcut = QShortcut(QKeySequence(key), view)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(handler)
    return keys


def speak(view: Any, what: str) -> str:
    """Says one summary ("table", "hand", "scores", "last_moves", "repeat") and returns it."""
    announcer: Announcer = view.announcer
    if what == "repeat":
        mine = announcer.spoken[announcer.repeat_from:]   # never what was said to the previous seat
        text = mine[-1] if mine else _t("Nothing was announced yet.")
    else:
        speech = getattr(view, "speech", None) or Speech(view)
        try:
            text = getattr(speech, what)()
        except Exception as exc:  # never let a summary break the table
            text = _t("Nothing to say ({0}).").format(type(exc).__name__)
    announcer.say(text)
    return text
