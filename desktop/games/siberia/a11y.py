"""Siberia for a screen reader (issue 16).

The row's places, the hand's cards and the option buttons are real controls (desktop/games/siberia/
widgets.py: "Place 4: face down", "gas/salesman" with "selected"/"not selected"); here the hand is
made a list (one list item per card, selected state from the card), and the Speech:
F5 the row, the selection's options and the turn; F6 my hand (only the seat at the screen: the
observation holds no other hand); F7 each mine's value; a draw tells its own player the new cards.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible

from desktop.games.siberia.art import symbol_name
from desktop.table.a11y import expose, release_labels
from desktop.table.announce import Speech
from desktop.table.plurals import plural
from engines.siberia import Draw

Role = QAccessible.Role


def _t(text: str) -> str:
    return QCoreApplication.translate("SiberiaView", text)


def card_name(card: Any) -> str:
    return _t("{0}/{1}").format(symbol_name(card[0]), symbol_name(card[1]))


class SiberiaSpeech(Speech):
    def __init__(self, view: Any) -> None:
        super().__init__(view)
        self._hand_before: list[Any] | None = self._my_hand()

    def _my_hand(self) -> list[Any] | None:
        obs = self.view.obs
        viewer = self.session.viewer_seat
        if viewer is None or obs.get("seat") != viewer or obs.get("hand") is None or not self.session.is_human(viewer):
            return None
        return [tuple(c) for c in obs["hand"]]

    def remember_hand(self) -> None:
        self._hand_before = self._my_hand()

    def table(self) -> str:
        places = "; ".join(place.accessibleName() for place in self.view.row.places)
        parts = [self.view.status_text(), _t("Row: {0}.").format(places)]
        hint = self.view.hint.text()
        if hint:
            parts.append(hint)
        parts += [panel.accessibleName() + "." for panel in self.view.panels]   # the mines, public
        return " ".join(p for p in parts if p)

    def hand(self) -> str:
        cards = self._my_hand()
        if cards is None:
            return _t("Your hand is not shown now.")
        if not cards:
            return _t("Your hand is empty.")
        chosen = set(self.view.hand.selected)
        names = [card_name(c) + (" " + _t("(selected)") if i in chosen else "") for i, c in enumerate(cards)]
        return plural("SiberiaView", "Your hand, %n card(s): {0}.", len(cards)).format(", ".join(names))

    def scores(self) -> str:
        mines = self.view.obs["mines"]
        parts = [_t("{0}: mine worth {1}").format(self.name(p), mines[p]["value"]) for p in range(len(mines))]
        return _t("Scores: {0}.").format("; ".join(parts))

    def reveal(self, seat: int, action: Any) -> str:
        if not isinstance(action, Draw) or seat != self.session.viewer_seat:
            return ""
        after, before = self._my_hand(), self._hand_before
        if after is None or before is None:
            return ""
        new = list(after)
        for card in before:
            if card in new:
                new.remove(card)
        if not new:
            return ""
        return _t("You drew {0}.").format(", ".join(card_name(c) for c in new))


def attach(view: Any) -> None:
    """Called at the end of SiberiaView.__init__."""
    speech = SiberiaSpeech(view)
    view.speech = speech
    expose(view.hand, lambda: [], Role.List)
    expose(view.row, lambda: [], Role.List)
    release_labels(view)
    view.session.state_changed.connect(speech.remember_hand)

    def focus_target() -> Any:   # a control with its ring: the hand's cursor card, a place, a button
        hand = view.hand.card_widgets
        if hand and view.obs.get("phase") != "discover":
            return hand[min(view.hand.cursor, len(hand) - 1)]
        places = [p for p in view.row.places if p.focusPolicy() != Qt.FocusPolicy.NoFocus]
        if places:
            return places[0]
        return hand[min(view.hand.cursor, len(hand) - 1)] if hand else view.draw_button
    view.focus_target = focus_target
