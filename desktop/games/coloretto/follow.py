"""Coloretto's last-move marks (issue 17) and the hint's mark (issue 14: the row to take or to place
in, or the supply pile to draw from): each player's last placed card in its row, or the row they
took while it stays taken (their collection once a new round has begun). Everything here is public.
The flights (draw, place, take; a computer's at the computer-speed setting) are the view's own."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from desktop.table.hint_marks import HintSpot, attach_hint
from desktop.table.marks import Mark, attach_marks, last_entries, shown_history
from engines.coloretto import Draw, Place, Take


def marks(view: Any) -> list[Mark]:
    session = view.session
    obs = view._last_obs
    history = shown_history(session)
    found = last_entries(session, lambda e: isinstance(e.action, (Place, Take)))
    out: list[Mark] = []
    for seat, (index, entry) in found.items():
        row = entry.action.row
        if row >= len(view.rows) or row >= len(obs["rows"]):
            continue
        later = [e.action for e in history[index + 1:] if getattr(e.action, "row", None) == row]
        taken_later = any(isinstance(a, Take) for a in later)
        widget = view.rows[row]
        if isinstance(entry.action, Place):
            if taken_later:
                continue
            slot = len(obs["rows"][row]) - 1 - sum(isinstance(a, Place) for a in later)
            rects = widget.card_rects()
            if 0 <= slot < len(rects):
                out.append(Mark(widget, rects[slot], [seat]))
        elif not taken_later and obs["taken"][row]:
            out.append(Mark(widget, QRectF(widget.rect()).adjusted(4, 4, -4, -4), [seat]))
        elif 0 <= seat < len(view.panels):
            cards = view.panels[seat].cards  # the player's own panel names them: no tag over that name
            out.append(Mark(cards, QRectF(cards.rect()).adjusted(2, 2, -2, -2), [seat], named=False))
    return out


def hint_spots(view: Any, action: Any) -> list[HintSpot]:
    """Where the hint's action is made: the row (to take, or to place the revealed card in), or the
    supply pile (and the Draw button, for its accessible description)."""
    if isinstance(action, (Place, Take)) and 0 <= action.row < len(view.rows):
        row = view.rows[action.row]
        return [HintSpot(row, QRectF(row.rect()).adjusted(5, 5, -5, -5))]
    if isinstance(action, Draw):
        return [HintSpot(view.supply, view.supply.pile_rect(), "pile"), HintSpot(view.draw_button, QRectF())]
    return []


def attach(view: Any) -> None:
    attach_marks(view, lambda: marks(view), flights=(view.flight,))
    attach_hint(view, lambda action: hint_spots(view, action))
