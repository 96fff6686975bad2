"""R-Eco's last moves (issue 17): each player's last delivery is marked on its centre (the delivered
cards while they lie on the factory, the factory line once recycled) with the dump they picked up
(refilled since), while that centre was last delivered to by them; an older delivery marks the centre's
header. The pick-up flies from the dump to the player's badge (the dump is face up: public); the
delivery's own flight is the view's. Hands are never marked by the last moves; the hint (issue 14)
marks the hand cards it suggests delivering (with the centre's factory) or dumping, or the dump to
pick up with an empty hand: only the viewer's own hand, only for them."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QPainter

from desktop.games.r_eco.art import paint_waste_card
from desktop.table.flight import Flight, FlightOverlay
from desktop.table.hint_marks import HintSpot, attach_hint
from desktop.table.marks import Mark, attach_marks, last_entries, shown_history
from engines.r_eco import Deliver, Dump, card


def marks(view: Any) -> list[Mark]:
    obs = view.obs
    if not obs:
        return []
    history = shown_history(view.session)
    out: list[Mark] = []
    for seat, (index, entry) in last_entries(view.session, lambda e: isinstance(e.action, Deliver)).items():
        colour = entry.action.colour
        if not 0 <= colour < len(view.centres):
            continue
        centre = view.centres[colour]
        lay = centre.layout()
        later = [e for e in history[index + 1:] if isinstance(e.action, Deliver) and e.action.colour == colour]
        if later:
            out.append(Mark(centre, QRectF(lay.header), [seat]))
            continue
        n = entry.action.singles + entry.action.doubles
        on_factory = len(obs["factories"][colour])
        if n and on_factory >= n:
            first, last = centre.factory_rect(on_factory - n), centre.factory_rect(on_factory - 1)
            out.append(Mark(centre, first.united(last), [seat]))
        else:
            out.append(Mark(centre, QRectF(lay.factory_cards), [seat]))
        out.append(Mark(centre, QRectF(lay.dump_cards), [seat]))
    return out


class PickUp(QObject):
    """The picked-up dump flies to the player's badge after the delivery (any seat: the dump is public)."""

    def __init__(self, view: Any) -> None:
        super().__init__(view)   # a child of the view: its connections end with it
        self.view = view
        self.flight = FlightOverlay(view, base_ms=view.ANIMATION_MS + 150,
                                    delay_ms=lambda: view.session.computer_delay_ms)
        self._pending: tuple[int, int, list, QRectF] | None = None
        view.session.action_applied.connect(self._applied)
        view.session.state_changed.connect(self._start)

    def _applied(self, seat: int, action: Any, description: str) -> None:
        self.flight.skip()
        self._pending = None
        obs = self.view.obs
        if isinstance(action, Deliver) and obs and 0 <= action.colour < len(self.view.centres):
            centre = self.view.centres[action.colour]
            cards = list(obs["dumps"][action.colour])
            if cards:
                self._pending = (seat, action.colour, cards, self.flight.map_rect(centre, centre.dump_rect()))

    def _start(self) -> None:
        if self._pending is None:
            return
        seat, colour, cards, start = self._pending
        self._pending = None
        if self.view.session.is_human(seat) or not 0 <= seat < len(self.view.badges):
            return
        badge = self.view.badges[seat]
        r = QRectF(badge.rect())
        end = self.flight.map_rect(badge, QRectF(r.center().x() - start.width() / 2,
                                                 r.center().y() - start.height() / 2, start.width(), start.height()))
        flights = []
        for k, (col, units) in enumerate(cards[:6]):
            def paint(p: QPainter, rect: QRectF, t: float, col: int = col, units: int = units) -> None:
                paint_waste_card(p, rect, col, units, cached=False)
            flights.append(Flight(start.translated(k * 5, 0), end.translated(k * 4, 0), paint))
        self.flight.fly(flights, computer=not self.view.session.is_human(seat))


def hint_spots(view: Any, action: Any) -> list[HintSpot]:
    """The hint's cards in the viewer's hand (a Deliver's first singles and doubles of its colour, a
    Dump's cards) and, for a delivery, the centre's factory (its dump when nothing is delivered)."""
    hand = view.hand_cards
    widgets = view.hand.card_widgets
    chosen: list[int] = []
    if isinstance(action, Deliver):
        want = {1: action.singles, 2: action.doubles}
        for i, (colour, units) in enumerate(hand):
            if colour == action.colour and want.get(units, 0) > 0:
                want[units] -= 1
                chosen.append(i)
    elif isinstance(action, Dump):
        codes = list(action.cards)
        for i, (colour, units) in enumerate(hand):
            if card(colour, units) in codes:
                codes.remove(card(colour, units))
                chosen.append(i)
    out = [HintSpot(widgets[i], widgets[i].card_rect()) for i in chosen if i < len(widgets)]
    if isinstance(action, Deliver) and 0 <= action.colour < len(view.centres):
        centre = view.centres[action.colour]
        lay = centre.layout()
        out.append(HintSpot(centre, QRectF(lay.factory_cards if chosen else lay.dump_cards)))
    return out


def attach(view: Any) -> None:
    view.follow_pickup = PickUp(view)
    attach_marks(view, lambda: marks(view), flights=(view.flight, view.follow_pickup.flight))
    attach_hint(view, lambda action: hint_spots(view, action),
                rewriters=("refresh", "_update_everything"))
    base_skip = view.skip_animations

    def skip() -> None:
        base_skip()
        view.follow_pickup.flight.skip()
    view.skip_animations = skip
    view.is_animating = lambda: view.flight.is_running() or view.follow_pickup.flight.is_running()
