"""Siberia's last moves (issue 17). Marks: each player's last discovery on its card in the row (while
it lies there), their last play (an extraction, a hire) on their mine. Animations, a computer's at the
computer-speed setting: a discovered card turns over in its place, extracted cards fly from the row to
the player's mine, drawn action cards fly face down from the pile to the player. Everything shown is
public: the row's discovered cards, a mine, card backs; never a hand. The hint (issue 14) marks, for
the player at the screen only, the hand cards it plays, the place to discover, or the button (Draw,
Skip, the speciality to hire)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QColor, QPainter

from desktop.games.siberia.art import paint_card_back, paint_resource_card
from desktop.table.flight import Flight, FlightOverlay, flip_paint
from desktop.table.hint_marks import HintSpot, attach_hint
from desktop.table.marks import Mark, attach_marks, last_entries, shown_history
from engines.siberia import RESOURCES, Discover, Draw, Hire, Play, SkipDiscovery

FELT = QColor("#293847")  # the table behind the row (the flip hides the face-up card under it)


class States:
    """The state before every move of the shown history, replayed once and extended as moves come."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self._entries: list[Any] = []
        self._states: list[Any] = []

    def before(self, index: int) -> Any:
        """The state before move `index`; None when it can't be known (a remote table: issue 25)."""
        history = shown_history(self.session)
        if self.session.initial_state is None or any(e.action is None for e in history[:index]):
            return None
        keep = 0
        while keep < min(len(self._entries), len(history)) and self._entries[keep] is history[keep]:
            keep += 1
        if not self._states:
            self._states = [self.session.initial_state]
        del self._entries[keep:]
        del self._states[keep + 1:]
        engine = self.session.engine
        while len(self._entries) <= index and len(self._entries) < len(history):
            entry = history[len(self._entries)]
            self._states.append(engine.apply(self._states[-1], entry.seat, entry.action))
            self._entries.append(entry)
        return self._states[index]


def marks(view: Any) -> list[Mark]:
    session = view.session
    shown = session.shown_state
    out: list[Mark] = []
    found = last_entries(session, lambda e: isinstance(e.action, Discover))
    rects = view.row.card_rects()
    for seat, (index, entry) in found.items():
        before = view.follow_states.before(index)
        if before is None or not 0 <= entry.action.position < len(before.row):
            continue
        card = before.row[entry.action.position]
        if card in shown.row:
            place = shown.row.index(card)
            if place < len(rects):
                out.append(Mark(view.row, rects[place], [seat]))
    for seat, _ in last_entries(session, lambda e: isinstance(e.action, (Play, Hire))).items():
        if 0 <= seat < len(view.panels):
            art = view.panels[seat].art  # the player's own panel names them: no tag over its words
            out.append(Mark(art, QRectF(art.rect()).adjusted(3, 3, -3, -3), [seat], named=False))
    return out


class Moves(QObject):
    """The computer's (and a player's own) moves animated on the table."""

    def __init__(self, view: Any) -> None:
        super().__init__(view)   # a child of the view: its connections end with it
        self.view = view
        self.flight = FlightOverlay(view, base_ms=320, delay_ms=lambda: view.session.computer_delay_ms)
        self._pending: tuple | None = None
        view.session.action_applied.connect(self._applied)
        view.session.state_changed.connect(self._start)

    def _applied(self, seat: int, action: Any, description: str) -> None:
        self.flight.skip()
        view = self.view
        rects = [self.flight.map_rect(view.row, r) for r in view.row.card_rects()]
        row = list(view.obs["row"])
        hands = list(view.obs.get("hand_sizes", []))
        self._pending = (seat, action, rects, row, hands)

    def _start(self) -> None:
        if self._pending is None:
            return
        seat, action, rects, row_before, hands_before = self._pending
        self._pending = None
        if self.view.session.is_human(seat):
            return   # a player's own move: they just saw it happen (only the others' are animated)
        view, fly = self.view, self.flight.map_rect
        obs = view.obs
        flights: list[Flight] = []
        if isinstance(action, Discover) and action.position < min(len(rects), len(obs["row"])):
            card = obs["row"][action.position]
            if card["discovered"]:
                def face(p: QPainter, r: QRectF, card: dict = card) -> None:
                    paint_resource_card(p, r, card["kind"], card["value"])

                def back(p: QPainter, r: QRectF) -> None:
                    paint_card_back(p, r)
                turn = flip_paint(back, face)
                rect = rects[action.position]

                def paint(p: QPainter, r: QRectF, t: float, turn: Any = turn, rect: QRectF = rect) -> None:
                    p.fillRect(rect.adjusted(-2, -2, 2, 2), FELT)
                    turn(p, r, t)
                flights.append(Flight(rect, rect, paint))
        elif isinstance(action, Play) and action.symbol in RESOURCES and 0 <= seat < len(view.panels):
            art = view.panels[seat].art
            target = QRectF(art.rect())
            for k, card in enumerate(row_before[:len(rects)]):
                if card["discovered"] and card["kind"] == action.symbol and len(flights) < self._workers(seat):
                    start = rects[k]
                    end = fly(art, QRectF(target.center().x() - start.width() / 2 + len(flights) * 6,
                                          target.center().y() - start.height() / 2, start.width(), start.height()))

                    def paint(p: QPainter, r: QRectF, t: float, card: dict = card) -> None:
                        paint_resource_card(p, r, card["kind"], card["value"])
                    flights.append(Flight(start, end, paint))
        if (isinstance(action, (Draw, Play)) and 0 <= seat < len(view.panels)
                and seat < len(hands_before) and seat < len(obs.get("hand_sizes", []))):
            drawn = obs["hand_sizes"][seat] - hands_before[seat] + (len(action.cards) if isinstance(action, Play) else 0)
            panel = view.panels[seat]
            size = rects[0].size() * 0.6 if rects else None
            if drawn > 0 and size is not None:
                s = QRectF(view.supply.rect())
                start = fly(view.supply, QRectF(s.center().x() - size.width() / 2, s.center().y() - size.height() / 2,
                                                size.width(), size.height()))
                p_rect = QRectF(panel.rect())
                end = fly(panel, QRectF(p_rect.center().x() - size.width() / 2, p_rect.top() + 4,
                                        size.width(), size.height()))
                for k in range(min(drawn, 3)):
                    flights.append(Flight(start.translated(k * 5, 0), end.translated(k * 5, 0),
                                          lambda p, r, t: paint_card_back(p, r)))
        self.flight.fly(flights, computer=not view.session.is_human(seat))

    def _workers(self, seat: int) -> int:
        mine = self.view.obs["mines"][seat] if "mines" in self.view.obs else {}
        return int(mine.get("workers", 1)) if isinstance(mine, dict) else 1


def hint_spots(view: Any, action: Any) -> list[HintSpot]:
    """The hint's hand cards (a Play), its place in the row (a Discover) or its button."""
    if isinstance(action, Play):
        wanted = list(action.cards)
        out = []
        for i, c in enumerate(view.hand.cards):
            if tuple(c) in wanted and i < len(view.hand.card_widgets):
                wanted.remove(tuple(c))
                widget = view.hand.card_widgets[i]
                out.append(HintSpot(widget, widget.card_rect()))
        return out
    if isinstance(action, Discover) and 0 <= action.position < len(view.row.places):
        place = view.row.places[action.position]
        return [HintSpot(place, place.card_rect())]
    button = None
    if isinstance(action, Draw):
        button = view.draw_button
    elif isinstance(action, SkipDiscovery):
        button = view.skip_button
    elif isinstance(action, Hire):
        button = next((b for b in view.option_buttons if b.action == action), None)
    return [] if button is None else [HintSpot(button, QRectF(button.rect()))]


def attach(view: Any) -> None:
    view.follow_states = States(view.session)
    view.follow_moves = Moves(view)
    attach_marks(view, lambda: marks(view), flights=(view.follow_moves.flight,))
    hints = attach_hint(view, lambda action: hint_spots(view, action))
    view.hand.selection_changed.connect(hints.renote)  # a chosen card reads "selected" (and still the hint)
    view.skip_animations = view.follow_moves.flight.skip
    view.is_animating = view.follow_moves.flight.is_running
