"""R-Eco for a screen reader (issue 16).

The centres and the hand's cards are real controls (centre.py, widgets.py: "Red recycling centre",
"red double" with "chosen"/"not chosen"); here the hand is a list (list items, selected state from
the card), the labels keep their text, and the Speech: F5 the four centres and the prompt, F6 my
hand (only the seat at the screen: the observation holds no other hand), F7 the badges (scores as
the table shows them); after a delivery its own player hears the cards drawn.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible

from desktop.games.r_eco.art import colour_name
from desktop.table.a11y import expose, release_labels
from desktop.table.announce import Speech
from desktop.table.plurals import plural

Role = QAccessible.Role


def _t(text: str) -> str:
    return QCoreApplication.translate("REcoView", text)


def card_name(card: Any) -> str:
    colour, units = card
    return _t("{0} {1}").format(colour_name(colour), _t("double") if units == 2 else _t("single"))


def centre_hint() -> str:
    return _t("Enter or Space here: deliver the chosen cards if they are of this colour, otherwise choose "
              "every card of this colour.")


class REcoSpeech(Speech):
    def __init__(self, view: Any) -> None:
        super().__init__(view)
        self._hand_before = self._my_hand()

    def _my_hand(self) -> list[Any] | None:
        viewer = self.session.viewer_seat
        if viewer is None or not self.session.is_human(viewer) or str(self.view.obs.get("seat")) != str(viewer):
            return None
        return [tuple(c) for c in self.view.hand_cards]

    def remember_hand(self) -> None:
        self._hand_before = self._my_hand()

    def table(self) -> str:
        hint = centre_hint()
        centres = " ".join(f"{w.accessibleName()}: {w.accessibleDescription().replace(hint, '').strip()}"
                           for w in self.view.centres)
        parts = [self.view.prompt.text(), self.view.banner.text() if self.view.banner.isVisible() else "",
                 centres, self.view.piles.text()]
        return " ".join(p.strip() for p in parts if p and p.strip())

    def hand(self) -> str:
        cards = self._my_hand()
        if cards is None:
            return _t("Your hand is not shown now.")
        if not cards:
            return _t("Your hand is empty.")
        chosen = set(self.view.selected)
        names = [card_name(c) + (" " + _t("(chosen)") if i in chosen else "") for i, c in enumerate(cards)]
        return plural("REcoView", "Your hand, %n card(s): {0}.", len(cards)).format(", ".join(names))

    def scores(self) -> str:
        return " ".join(f"{b.accessibleName()} ({b.accessibleDescription()})." for b in self.view.badges)

    def reveal(self, seat: int, action: Any) -> str:
        if seat != self.session.viewer_seat:
            return ""
        after, before = self._my_hand(), self._hand_before
        if after is None or before is None:
            return ""
        new = list(after)
        for card in before:
            if card in new:
                new.remove(card)
        return _t("You drew {0}.").format(", ".join(card_name(c) for c in new)) if new else ""


def attach(view: Any) -> None:
    """Called at the end of REcoView.__init__."""
    speech = REcoSpeech(view)
    view.speech = speech
    expose(view.hand, lambda: [], Role.List)
    release_labels(view)
    view.session.state_changed.connect(speech.remember_hand)

    hint = centre_hint()
    for centre in view.centres:   # say what Enter does on a centre (the table's Enter delivers from the hand)
        def set_accessible(name: str, description: str = "", *, tooltip: bool = True, centre: Any = centre,
                           own: Any = centre.set_accessible) -> None:
            own(name, f"{description} {hint}".strip(), tooltip=tooltip)
        centre.set_accessible = set_accessible
    view.refresh()

    def focus_target() -> Any:   # the hand's cursor card: Enter there delivers (on a centre it is that centre's)
        cards = view.hand.card_widgets
        if cards:
            return cards[min(view.hand.cursor, len(cards) - 1)]
        return view.centres[0]
    view.focus_target = focus_target
