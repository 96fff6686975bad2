"""What a strategy works with: the game's table as AT-SPI shows it, keys, and what was heard.

A `Table` is the game page's accessible subtree (the view, not the players panel or the log). `look()`
reads it by one walk and keeps that snapshot while nothing was heard and no key was sent since (at most
LOOK_MAX_AGE s): a strategy reading the rows, then the buttons, then the hand walks the tree once, not
three times (each object read is a D-Bus round trip the app serves: most of a game's cost). `reach(node)` moves the keyboard focus there by Tab (bounded), as a screen-reader
user tabs to a control; `press_focused()` activates it with Space. Nothing here reads Qt or the engine.
"""
from __future__ import annotations

import re
import time
from collections.abc import Callable

from tests.atspi.client import Client, Node, PlayerFailure

TABLE_NAMES = {"coloretto": "Coloretto table", "siberia": "Siberia table", "r_eco": "R-Eco table",
               "rolling_japan": "Rolling Japan", "pueblo": "Pueblo"}


#: a snapshot older than this is read again even though nothing was heard (a change the app did not
#: signal by any event listened to)
LOOK_MAX_AGE = 1.0


class GameOver(Exception):
    """The results dialog came up while a strategy was moving the focus."""


class Table:
    def __init__(self, client: Client, game: str, frame: Node) -> None:
        self.client = client
        self.game = game
        self.frame = frame
        self.moves = 0
        self._root: Node | None = None
        self._looks: dict[bool, tuple[int, float, list[Node]]] = {}   # cells -> (client.changes, when, nodes)
        self._status: tuple[int, float, str] | None = None
        self._results_up: tuple[int, float, bool] | None = None
        self.walks = 0   # how many times the table was read (the summary reports it)
        self.missing: list[str] = []  # what a blind player needed and did not get (lenient mode)

    # -- reading -----------------------------------------------------------------------------------
    def root(self) -> Node:
        name = TABLE_NAMES[self.game]

        def find():
            return self.frame.find(lambda n: n.name == name and n.role in ("filler", "panel", "table", "canvas"))
        if self._root is not None:
            fresh = Node.of(self._root.acc)
            if fresh is not None and fresh.name == name and fresh.showing:
                return fresh
        try:
            self._root = self.client.until(find, 15, f"the game's table, an object named {name!r}")
        except PlayerFailure:
            raise PlayerFailure(f"no object named {name!r} on the game page within 15 s: the table has no "
                                "accessible name (or is not shown)") from None
        return self._root

    def _fresh(self, cached: tuple | None) -> bool:
        """True while `cached` (read at (changes, when, ...)) still stands: nothing heard, no key since."""
        self.client.pump(0)   # what came meanwhile counts
        return (cached is not None and cached[0] == self.client.changes
                and time.monotonic() - cached[1] < LOOK_MAX_AGE)

    def look(self, cells: bool = False) -> list[Node]:
        """The table's showing objects, depth first (one walk; the snapshot while it stands). Without
        `cells`, the table cells (Pueblo's board: 64 of the table's ~90 objects) are left out after
        their role is read (their name and states are not): a strategy asks for them when it explores
        the board."""
        cached = self._looks.get(cells)
        if self._fresh(cached):
            return cached[2]
        changes = self.client.changes   # before the walk: an event heard during it makes it stale
        nodes = list(self.root().walk(skip=None if cells else (lambda n: n.role == "table cell")))
        self.walks += 1
        self._looks[cells] = (changes, time.monotonic(), nodes)
        return nodes

    def nodes(self, test: Callable[[Node], bool] = lambda n: True, cells: bool = False) -> list[Node]:
        return [n for n in self.look(cells) if test(n)]

    def named(self, pattern: str, role: str | None = None) -> list[Node]:
        rx = re.compile(pattern, re.IGNORECASE)
        return self.nodes(lambda n: bool(rx.search(n.name)) and (role is None or n.role == role))

    def key_help(self) -> str:
        """The table's key help line (a label starting with 'Keys' or listing keys)."""
        for n in self.nodes(lambda n: n.role == "label"):
            text = n.name or n.text()
            if text.startswith("Keys") or " · " in text:
                return text
        return ""

    def status(self) -> str:
        if self._fresh(self._status):
            return self._status[2]
        changes = self.client.changes
        bar = self.frame.find(lambda n: n.role == "status bar", max_depth=3)
        text = bar.name if bar else ""
        self._status = (changes, time.monotonic(), text)
        return text

    def contains(self, node: Node | None) -> bool:
        """True when `node` is the table or inside it (its parents, up to 40 levels)."""
        if node is None:
            return False
        root = self.root().acc
        acc = node.acc
        for _ in range(40):
            if acc is None:
                return False
            try:
                if acc == root:
                    return True
                acc = acc.parent
            except Exception:
                return False
        return False

    def tab_back(self, limit: int = 40) -> bool:
        """Tab until the focus is inside the table again (what a player does when it fell out)."""
        for _ in range(limit):
            if self.contains(self.client.focused()):
                return True
            self.move_focus("Tab")
        return self.contains(self.client.focused())

    # -- acting ------------------------------------------------------------------------------------
    def results_up(self) -> bool:
        """The results dialog is up: read again after any window event, else at most every 0.4 s (a
        dialog a bare X server shows without activating it sends no event; it gets no key either)."""
        self.client.pump(0)
        cached = self._results_up
        if cached is not None and cached[0] == self.client.window_changes and time.monotonic() - cached[1] < 0.4:
            return cached[2]
        changes = self.client.window_changes
        up = self.client.window(lambda w: w.role == "dialog" and "result" in w.name.lower()) is not None
        self._results_up = (changes, time.monotonic(), up)
        return up

    def press(self, key: str, settle: float = 0.05) -> float:
        """One key for the table; GameOver instead if the results dialog came up meanwhile (a key meant
        for the table, Escape above all, would go to the dialog)."""
        if self.results_up():
            raise GameOver()
        return self.client.press(key, settle=settle)

    def move_focus(self, key: str = "Tab", settle: float = 0.06) -> float:
        """A key that moves the focus: Tab waits for the focus event (at most 0.6 s) rather than a
        fixed time (under load 0.06 s was too short, and a second Tab then skipped the target); other
        keys (an arrow at the board's edge moves nothing) wait `settle`."""
        if key != "Tab":
            return self.press(key, settle=settle)
        at = self.client.focus_at
        since = self.press(key, settle=0)
        self.client.until(lambda: self.client.focus_at != at, 0.6, "", step=0.01, fail=False)
        return since

    def same(self, a: Node | None, b: Node) -> bool:
        if a is None:
            return False
        try:
            if a.acc == b.acc:
                return True
        except Exception:
            pass
        return a.role == b.role and a.name == b.name and a.description == b.description

    def reach(self, target: Node, limit: int = 80, key: str = "Tab") -> Node:
        """Tab (or `key`) until `target` has the focus; PlayerFailure naming it otherwise."""
        self.client.ensure_active()
        for _ in range(limit):
            focus = self.client.focused()
            if self.same(focus, target) or (focus is not None and focus.name == target.name
                                            and focus.role == target.role):
                return focus
            self.move_focus(key)
        raise PlayerFailure(f"{key} never reached {target} in {limit} presses (focus stayed on "
                            f"{self.client.focused()}): not reachable from the keyboard")

    def reach_where(self, test: Callable[[Node], bool], what: str, limit: int = 80) -> Node:
        """Tab until the focused object passes `test` (e.g. any cell of a board)."""
        self.client.ensure_active()
        for _ in range(limit):
            focus = self.client.focused()
            if focus is not None and test(focus):
                return focus
            self.move_focus("Tab")
        raise PlayerFailure(f"Tab never reached {what} in {limit} presses (focus stayed on "
                            f"{self.client.focused()}): not reachable from the keyboard")

    def activate(self, target: Node) -> float:
        """Tab to target, then Space (the press of a button, the choice of a card)."""
        self.reach(target)
        return self.press("space")

    # -- hearing -----------------------------------------------------------------------------------
    def heard_since(self, since: float) -> list[str]:
        return self.client.announcements_since(since)

    def wait_feedback(self, since: float, timeout: float = 4.0) -> bool:
        """True once something was heard after `since` (an announcement, a change of a name or
        description, a focus move); False after timeout."""
        kinds = ("object:announcement", "object:property-change:accessible-name",
                 "object:property-change:accessible-description", "object:state-changed:focused")
        try:
            self.client.wait_for(lambda h: h.kind in kinds, timeout, "feedback", since=since)
            return True
        except PlayerFailure:
            return False

    def settle(self, quiet: float = 0.3, timeout: float = 5.0) -> None:
        """Pumps events until none came for `quiet` seconds (the computers' moves are instant)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            count = len(self.client.all_heard)
            self.client.pump(quiet)
            if len(self.client.all_heard) == count:
                return
