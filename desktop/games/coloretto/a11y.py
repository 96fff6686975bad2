"""Coloretto for a screen reader (issue 16): the words of the table and the collections as lists.

Rows and the draw button are real controls already (RowWidget: "Row 2: red, joker (2 of 3 cards)",
press = take or place). Here: each collection is a list with one item per colour group
("blue: 3, counted plus"), the supply reads as one item each for the pile and the revealed card,
and the Speech: F5 the rows and supply, F6 my collection, F7 the scores; a drawn card is said.
Nothing here is private (Coloretto has no hands): every collection is public.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QAccessible

from desktop.games.coloretto.art import card_label
from desktop.table.a11y import Item, expose, items_changed
from desktop.table.announce import Speech
from desktop.table.plurals import plural
from engines.coloretto import Draw

Role = QAccessible.Role


def _t(text: str) -> str:
    return QCoreApplication.translate("ColorettoView", text)


def collection_items(panel: Any, obs_of: Any) -> list[Item]:
    """One item per group of a player's collection (what the painted fans show)."""
    obs = obs_of()
    if obs is None:
        return []
    seat = panel.seat
    cards = panel.cards
    counts = obs["collections"][seat]
    choice = obs["scoring_choice"][seat]
    rects = {kind: rect for kind, rect, _ in cards.layout_groups()[2]} if cards.width() > 0 else {}
    items = []
    for kind in cards.groups():
        n = counts.get(kind, 0)
        if not n:
            continue
        if kind in choice["plus"]:
            how = _t("counted plus")
        elif kind in choice["minus"]:
            how = _t("counted minus")
        elif kind in ("joker", "golden_joker"):
            how = _t("jokers become {0}").format(", ".join(card_label(c) for c in choice["jokers"]) or "—")
        else:
            how = ""
        name = _t("{0}: {1}").format(card_label(kind), n) + (f", {how}" if how else "")
        r = rects.get(kind)
        items.append(Item(name, role=Role.ListItem,
                          rect=QRect(int(r.x()), int(r.y()), int(r.width()), int(r.height())) if r else QRect()))
    if not items:
        items.append(Item(_t("No cards yet"), role=Role.ListItem))
    return items


def supply_items(view: Any) -> list[Item]:
    supply = view.supply
    pile = plural("ColorettoView", "Supply: %n card(s) left", supply.size_left)
    marks = getattr(view, "hint_marks", None)
    items = [Item(pile, marks.describe(supply, "pile", "") if marks else "", role=Role.StaticText, key="pile")]
    if supply.last_revealed:
        items.append(Item(_t("This is the last round"), role=Role.StaticText))
    elif supply.before_last is not None:
        n = supply.before_last
        items.append(Item(plural("ColorettoView", "%n card(s) before the last round", n), role=Role.StaticText))
    if supply.drawn:
        items.append(Item(_t("Revealed card: {0}").format(card_label(supply.drawn)), role=Role.StaticText))
    return items


class ColorettoSpeech(Speech):
    def obs(self) -> dict[str, Any]:
        return self.view._last_obs

    def table(self) -> str:
        rows = " ".join(row.accessibleName() + "." for row in self.view.rows)
        supply = ". ".join(item.name for item in supply_items(self.view))
        return f"{self.view.status_text()} {rows} {supply}.".strip()

    def _collection(self, seat: int) -> str:
        return self.view.panels[seat].accessibleDescription()

    def hand(self) -> str:
        seat = self.session.viewer_seat
        if seat is None:
            return _t("Nobody is at the screen.")
        return _t("Your collection: {0}").format(self._collection(seat))

    def scores(self) -> str:
        obs = self.obs()
        return self.score_line(list(obs["scores"]))

    def reveal(self, seat: int, action: Any) -> str:
        if isinstance(action, Draw):
            drawn = self.session.observation().get("drawn")
            if drawn:
                return _t("It is {0}.").format(card_label(drawn))
        return ""


def attach(view: Any) -> None:
    """Called at the end of ColorettoView.__init__."""
    view.speech = ColorettoSpeech(view)
    for panel in view.panels:
        expose(panel.cards, lambda panel=panel: collection_items(panel, lambda: view._last_obs), Role.List)
    expose(view.supply, lambda: supply_items(view), Role.Grouping)

    def focus_target() -> Any:   # the focus ring on a row, not on the invisible table
        rows = [row for row in view.rows if row.interactive] or view.rows
        return view.draw_button if view.draw_button.isEnabled() and not any(r.interactive for r in view.rows) \
            else rows[0]
    view.focus_target = focus_target

    def changed() -> None:
        for panel in view.panels:
            items_changed(panel.cards)
        items_changed(view.supply)

    view.session.state_changed.connect(changed)
