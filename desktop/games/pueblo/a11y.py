"""Pueblo for a screen reader (issue 16): the board as an 8x8 grid of accessible cells on the view
(which holds the keyboard focus), the ghost block and its costs spoken as it moves.

Each cell: "3,4: height 2, top red" (coordinates as the log writes them: "places a red block on
(3,4)"), "sacred site" and "ghost" when they apply; the cursor's cell is the focused child, so an
arrow key moves the screen reader's focus to the next cell, and R / Shift+R / B (the ghost changes
on the same cell) send a name and description change. The focused cell's description: the ghost
(colour, cells, top level) or the block to remove, and for moves 1-4 the space and what each
player would pay. Press on a cell moves the cursor there (Enter places).
Speech: F5 the turn, the chieftain and every built column; F6 my blocks left; F7 penalty points.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QAccessible

from desktop.games.pueblo import art
from desktop.games.pueblo import geometry as g
from desktop.table.a11y import Item, expose, items_changed, release_labels
from desktop.table.announce import Speech
from desktop.table.plurals import plural

Role = QAccessible.Role


def _t(text: str) -> str:
    return QCoreApplication.translate("PuebloView", text)


def _kind(action: Any) -> str:
    return type(action).__name__


def column_words(state: Any, x: int, y: int) -> str:
    h = int(state.heights[x, y])
    if h == 0:
        return _t("{0},{1}: empty").format(x, y)
    top = art.colour_name(int(state.colours[x, y, h - 1]))
    return _t("{0},{1}: height {2}, top {3}").format(x, y, h, top)


def _sacred(state: Any) -> set[tuple[int, int]]:
    return {(int(c[0]), int(c[1])) for site in state.sacred_sites for c in site}


def ghost_words(view: Any) -> str:
    """The ghost block (or the block to remove) and the costs of moves 1-4, as the panel shows them."""
    selected = view.selected
    parts = []
    if selected is not None and _kind(selected) in ("Place", "PlaceSacredSite"):
        cells = sorted(selected.cells)
        columns = sorted({(c[0], c[1]) for c in cells})
        where = ", ".join(f"{x},{y}" for x, y in columns)
        if _kind(selected) == "Place":
            top = max(c[2] for c in cells) + 1
            parts.append(_t("Ghost: {0} block on {1}, up to level {2}.").format(
                art.colour_name(selected.colour), where, top))
        else:
            parts.append(_t("Sacred site on {0}.").format(where))
    elif selected is not None and _kind(selected) == "Remove":
        import numpy as np
        cells = np.argwhere(view.state.block_ids == selected.block_id)
        where = ", ".join(f"{int(c[0])},{int(c[1])}" for c in cells)
        parts.append(_t("Block to remove: on {0} (arrows choose another).").format(where))
    seat = view.seat()
    if seat is not None and view.phase() in ("place", "move"):
        try:
            costs = view.move_costs()
        except Exception:
            costs = []
        names = [view._seat_name(p) for p in range(view.state.num_players)]
        for k, (space, pay) in enumerate(costs, 1):
            paid = ", ".join(f"{names[p]} {pay[p]}" for p in range(len(pay)))
            parts.append(_t("Move {0} to space {1}: {2}.").format(k, space, paid))
    return " ".join(parts)


def board_items(view: Any) -> list[Item]:
    state = view.state
    sacred = _sacred(state)
    selected = view.selected
    ghost = {(c[0], c[1]) for c in selected.cells} if selected is not None and hasattr(selected, "cells") else set()
    focus = tuple(view.cursor)
    marks = getattr(view, "hint_marks", None)
    board = view.board
    origin = board.geometry().topLeft() if board is not None else None
    cell_w = board.width() // g.SIZE if board is not None else 0
    cell_h = board.height() // g.SIZE if board is not None else 0
    items = []
    for y in range(g.SIZE - 1, -1, -1):          # the far row first, as seen from the default camera
        for x in range(g.SIZE):
            name = column_words(state, x, y)
            if (x, y) in sacred:
                name += _t(", sacred site")
            if (x, y) in ghost:
                name += _t(", ghost")
            is_focus = (x, y) == focus
            rect = QRect()
            if origin is not None:   # the flat board's layout; on the 3D board only an approximation
                rect = QRect(origin.x() + x * cell_w, origin.y() + (g.SIZE - 1 - y) * cell_h, cell_w, cell_h)
            description = ghost_words(view) if is_focus else ""
            if marks is not None:
                description = marks.describe(view, (x, y), description)
            items.append(Item(name, description, Role.Cell, rect, focused=is_focus,
                              press=lambda x=x, y=y: _move_to(view, x, y), key=(x, y)))
    return items


def _move_to(view: Any, x: int, y: int) -> None:
    view.cursor, view.cursor_point = (x, y), None
    view.setFocus()
    view._update_selection()
    view._update_panels()


class PuebloSpeech(Speech):
    def table(self) -> str:
        s = self.view.state
        built = [column_words(s, x, y) for y in range(g.SIZE - 1, -1, -1) for x in range(g.SIZE)
                 if int(s.heights[x, y])]
        parts = [self.view.status_text(), _t("The chieftain is on space {0} of 36.").format(int(s.chieftain))]
        parts.append(_t("Built: {0}.").format("; ".join(built)) if built else _t("Nothing is built yet."))
        ghost = ghost_words(self.view)
        if ghost:
            parts.append(ghost)
        return " ".join(p for p in parts if p)

    def hand(self) -> str:
        seat = self.session.viewer_seat
        s = self.view.state
        if seat is None:
            return _t("Nobody is at the screen.")
        return _t("Your blocks: {0} {1}, {2} neutral.").format(s.own_left(seat), art.player_colour_name(seat),
                                                              s.neutral_left(seat))

    def scores(self) -> str:
        s = self.view.state
        parts = []
        for p in range(s.num_players):
            n = int(s.penalties[p])
            parts.append(plural("PuebloView", "{0}: %n penalty point(s)", n).format(self.name(p)))
        return _t("Penalties (the lowest wins): {0}.").format("; ".join(parts))


def changed(view: Any) -> None:
    """Called by PuebloView when the cursor, the ghost or the preview changes."""
    board = getattr(view, "board", None)
    if board is not None and board.focusProxy() is not view:
        # the board's focus is the view's: its keys are the view's, and the cursor's cell is the
        # view's focused child (a Tab or a click on the GL or flat board focuses the view)
        board.setFocusProxy(view)
    items_changed(view)


def attach(view: Any) -> None:
    """Called at the end of PuebloView.__init__."""
    view.speech = PuebloSpeech(view)
    expose(view, lambda: board_items(view), Role.Grouping)
    release_labels(view)
    # the side panel's scroll area is no Tab stop of its own (its buttons are; a focused one is
    # scrolled into view) and has a name
    view.panel.setAccessibleName(_t("Pueblo controls"))
    view.panel.setFocusPolicy(Qt.FocusPolicy.NoFocus)
