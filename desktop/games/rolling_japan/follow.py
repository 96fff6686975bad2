"""Rolling Japan's last moves (issue 17): the prefectures each player wrote with this roll's dice (or
the last roll's, until they write again) are marked on the map on screen (named) and on the others'
mini-sheets (the sheet names its player). Animations, a computer's at the computer-speed setting: a
new roll's dice settle (spin and grow into place), and the numbers written by the others appear on
their mini-sheets. Every sheet is public. The hint (issue 14) marks the prefecture it writes in on the
map and the die it uses (or the No effect button), for the player at the screen."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QColor, QFont, QPainter

from desktop.games.rolling_japan.art import paint_die, paint_x
from desktop.games.rolling_japan.geometry import Frame
from desktop.table.flight import Flight, FlightOverlay, pop_paint
from desktop.table.hint_marks import HintSpot, attach_hint
from desktop.table.marks import Mark, attach_marks, shown_history
from engines.rolling_japan import DICE_PER_TURN, Pass, Write, X

INK = QColor("#1f2430")
PAPER = QColor("#fbf7ec")


def roll_writes(session: Any) -> dict[int, list[int]]:
    """seat -> the prefectures its moves of its latest roll wrote in (each roll, a seat resolves both
    dice once: its moves go in pairs, so a lone last move is a new roll's first)."""
    moves: dict[int, list[Any]] = {}
    for entry in shown_history(session):
        moves.setdefault(entry.seat, []).append(entry.action)
    out: dict[int, list[int]] = {}
    for seat, actions in moves.items():
        latest = actions[2 * ((len(actions) - 1) // DICE_PER_TURN):] if DICE_PER_TURN == 2 else actions[-1:]
        out[seat] = [a.prefecture for a in latest if isinstance(a, Write)]
    return out


def mini_box(mini: Any, pid: int) -> QRectF:
    r = QRectF(mini.rect()).adjusted(1, 1, -1, -1)
    return Frame(r.adjusted(4, 4, -4, -4)).box(pid)


def _others(view: Any) -> list[tuple[Any, int]]:
    seat = view.sheet_seat
    others = [o for o in range(view.session.num_players) if o != seat]
    return list(zip(view.minis, others, strict=False))


def marks(view: Any) -> list[Mark]:
    out: list[Mark] = []
    writes = roll_writes(view.session)
    for pid in writes.get(view.sheet_seat, []):
        box = view.map.boxes.get(pid)
        if box is not None:
            out.append(Mark(box, box.box(), [view.sheet_seat]))
    for mini, other in _others(view):
        for pid in writes.get(other, []):
            out.append(Mark(mini, mini_box(mini, pid).adjusted(-1, -1, 1, 1), [other], named=False))
    return out


class Rolls(QObject):
    """New dice settle; the others' numbers appear on their mini-sheets."""

    def __init__(self, view: Any) -> None:
        super().__init__(view)   # a child of the view: its connections end with it
        self.view = view
        self.flight = FlightOverlay(view, base_ms=380, delay_ms=lambda: view.session.computer_delay_ms)
        self._roll = view.session.observation().get("roll")
        self._written: list[tuple[int, Any]] = []
        view.session.action_applied.connect(self._applied)
        view.session.state_changed.connect(self._start)

    def _applied(self, seat: int, action: Any, description: str) -> None:
        if isinstance(action, Write) and not self.view.session.is_human(seat):
            self._written.append((seat, action))

    def _start(self) -> None:
        view = self.view
        obs = view.session.observation()
        flights: list[Flight] = []
        computer = False
        if getattr(view.session, "is_replaying", lambda: False)():
            self._written = []
            return   # a replay's steps are not moves: nothing settles
        if obs.get("roll") != self._roll:
            self._roll = obs.get("roll")
            computer = True  # the dice are nobody's move: they follow the computer speed
            for i, die in enumerate(view.dice):
                if i < len(obs["dice"]) and die.isVisible():
                    d = die.die_px
                    rect = self.flight.map_rect(die, QRectF(die.rect().center().x() - d / 2, d * 0.18, d, d))
                    colour, value = obs["dice"][i]
                    flights.append(Flight(rect, rect, pop_paint(
                        lambda p, r, c=colour, v=value: paint_die(p, r, c, v), turns=1.0 + 0.5 * i)))
        minis = {other: mini for mini, other in _others(view)}
        for seat, action in self._written:
            mini = minis.get(seat)
            if mini is None:
                continue
            computer = True
            box = self.flight.map_rect(mini, mini_box(mini, action.prefecture))
            flights.append(Flight(box, box, pop_paint(lambda p, r, v=action.value: _number(p, r, v))))
        self._written = []
        if flights:
            self.flight.fly(flights, computer=computer)


def _number(p: QPainter, r: QRectF, value: Any) -> None:
    grown = r.adjusted(-r.width() * 0.6, -r.height() * 0.6, r.width() * 0.6, r.height() * 0.6)
    p.setPen(INK)
    p.setBrush(PAPER)
    p.drawRoundedRect(grown, 3, 3)
    if value == X:
        paint_x(p, grown, max(1.0, grown.height() * 0.14))
        return
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(max(7, int(grown.height() * 0.8)))
    p.setFont(font)
    p.drawText(grown, 0x84, str(value))  # AlignCenter


def hint_spots(view: Any, action: Any) -> list[HintSpot]:
    """The hint's prefecture on the map and its die (a Pass: the die and the No effect button)."""
    out: list[HintSpot] = []
    if isinstance(action, Write):
        box = view.map.boxes.get(action.prefecture)
        if box is not None:
            out.append(HintSpot(box, box.box()))
    elif isinstance(action, Pass):
        out.append(HintSpot(view.pass_button, QRectF(view.pass_button.rect())))
    if isinstance(action, (Write, Pass)) and 0 <= action.die < len(view.dice):
        die = view.dice[action.die]
        out.append(HintSpot(die, QRectF(die.rect()).adjusted(3, 3, -3, -3), tag=not out))  # tagged once
    return out


def attach(view: Any) -> None:
    view.follow_rolls = Rolls(view)
    attach_marks(view, lambda: marks(view), flights=(view.follow_rolls.flight,))
    attach_hint(view, lambda action: hint_spots(view, action))
    base_skip = view.skip_animations

    def skip() -> None:
        base_skip()
        view.follow_rolls.flight.skip()
    view.skip_animations = skip
    view.is_animating = view.follow_rolls.flight.is_running
