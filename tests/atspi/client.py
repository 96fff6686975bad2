"""The AT-SPI side of the test player (system python3 + pyatspi): the app as a screen reader sees it.

`Client.connect(name)` finds the application on the AT-SPI bus; from then on every event of the kinds
in EVENTS is recorded (a `Heard` each: kind, the source's role/name/description, the text). `pump`,
`wait_for` and `until` run the GLib main loop for a bounded time and never longer. `press("Tab")`
sends a key through AT-SPI's keyboard synthesis (XTest in the registry daemon). `Node` is a snapshot
of one accessible object: role, name, description, states, action names, its children on demand.
Nothing here knows Kotatsu's widgets: only what AT-SPI carries.
"""
from __future__ import annotations

import bisect
import time
from collections import deque
from collections.abc import Callable, Iterator

import pyatspi
from gi.repository import GLib

EVENTS = (
    "object:announcement",
    "object:state-changed",  # every state (Qt sends them all once one is listened to): a snapshot of
    # the table is read again after any of them (a button enabled, a subtree shown)
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:children-changed",
    "window:activate",
    "window:deactivate",
    "window:create",
)

KEYSYMS = {
    "Tab": 0xFF09, "Return": 0xFF0D, "Enter": 0xFF0D, "Escape": 0xFF1B, "Esc": 0xFF1B, "space": 0x20,
    "Space": 0x20, "Left": 0xFF51, "Up": 0xFF52, "Right": 0xFF53, "Down": 0xFF54, "Home": 0xFF50,
    "End": 0xFF57, "Page_Up": 0xFF55, "Page_Down": 0xFF56, "BackSpace": 0xFF08, "Delete": 0xFFFF,
    **{f"F{i}": 0xFFBE + i - 1 for i in range(1, 13)},
}


#: roles whose objects have no children in Qt's bridge (checked on the five tables: buttons, labels,
#: list items, board cells...): a walk does not ask them for children (a round trip each)
LEAF_ROLES = frozenset({"push button", "toggle button", "check box", "radio button", "label", "list item",
                        "table cell", "image", "spin button"})


class PlayerFailure(AssertionError):
    """What a blind player could not do, in one sentence naming the missing thing."""


class Timeout(PlayerFailure):
    pass


class Heard:
    """One event as a screen reader gets it. The source's role, name and description are read on first
    use only: an event burst (a table redrawn: dozens of children-changed) must not cost round trips."""

    __slots__ = ("kind", "text", "detail1", "at", "source", "on_focus", "_role", "_name", "_description")

    def __init__(self, kind: str, text: str, detail1: int, at: float, source: object, on_focus: bool = False) -> None:
        self.kind, self.text, self.detail1, self.at, self.source = kind, text, detail1, at, source
        self.on_focus = on_focus  # the source had the keyboard focus when the event came
        self._role: str | None = None
        self._name: str | None = None
        self._description: str | None = None

    @property
    def role(self) -> str:
        if self._role is None:
            self._role = _safe(self.source.getRoleName, "") or ""
        return self._role

    @property
    def name(self) -> str:
        if self._name is None:
            self._name = _safe(lambda: self.source.name, "") or ""
        return self._name

    @property
    def description(self) -> str:
        if self._description is None:
            self._description = _safe(lambda: self.source.description, "") or ""
        return self._description

    def __str__(self) -> str:
        what = self.text if self.kind == "object:announcement" else f"{self.role} {self.name!r}"
        return f"{self.kind}: {what}"


def _safe(call: Callable, default=None):
    try:
        return call()
    except Exception:  # a gone object (a defunct widget) reads as nothing
        return default


class Node:
    """A snapshot of one accessible object: role, name, description, states and actions each read on
    first use (each is a D-Bus round trip, and each costs the app a call into its accessibility)."""

    __slots__ = ("acc", "_role", "_name", "_description", "_states", "_actions")

    def __init__(self, acc, role: str | None = None, name: str | None = None) -> None:
        self.acc = acc
        self._role = role
        self._name = name
        self._description: str | None = None
        self._states: frozenset | None = None
        self._actions: tuple | None = None

    @classmethod
    def of(cls, acc) -> Node | None:
        return None if acc is None else cls(acc)

    @property
    def role(self) -> str:
        if self._role is None:
            self._role = _safe(self.acc.getRoleName, "") or ""
        return self._role

    @property
    def name(self) -> str:
        if self._name is None:
            self._name = _safe(lambda: self.acc.name, "") or ""
        return self._name

    @property
    def description(self) -> str:
        if self._description is None:
            self._description = _safe(lambda: self.acc.description, "") or ""
        return self._description

    @property
    def states(self) -> frozenset:
        if self._states is None:
            self._states = _safe(lambda: frozenset(pyatspi.stateToString(s)
                                                   for s in self.acc.getState().getStates()), frozenset())
        return self._states

    @property
    def actions(self) -> tuple:
        if self._actions is None:
            action = _safe(self.acc.queryAction)
            count = _safe(lambda: action.nActions, 0) if action is not None else 0
            self._actions = tuple(_safe(lambda i=i: action.getName(i), "") for i in range(count or 0))
        return self._actions

    # -- reading ---------------------------------------------------------------------------------
    @property
    def focused(self) -> bool:
        return "focused" in self.states

    @property
    def showing(self) -> bool:
        return "showing" in self.states

    @property
    def enabled(self) -> bool:
        return "enabled" in self.states and "sensitive" in self.states

    def pressable(self) -> bool:
        return any(a.lower() in ("press", "click", "activate") for a in self.actions)

    def text(self) -> str:
        """The text interface's content (labels, edits), else ''."""
        t = _safe(self.acc.queryText)
        return _safe(lambda: t.getText(0, -1), "") if t is not None else ""

    def value(self) -> tuple[float, float, float] | None:
        v = _safe(self.acc.queryValue)
        if v is None:
            return None
        return _safe(lambda: (v.currentValue, v.minimumValue, v.maximumValue))

    def children(self) -> list[Node]:
        count = _safe(lambda: self.acc.childCount, 0) or 0
        out = []
        for i in range(min(count, 2000)):
            child = Node.of(_safe(lambda i=i: self.acc.getChildAtIndex(i)))
            if child is not None:
                out.append(child)
        return out

    def walk(self, *, showing_only: bool = True, max_depth: int = 30, limit: int = 5000,
             skip: Callable[[Node], bool] | None = None) -> Iterator[Node]:
        """Depth first, self included; hidden subtrees skipped when showing_only; the children of
        LEAF_ROLES objects are not asked for; the objects `skip` accepts are left out (with their
        subtrees)."""
        stack: list[tuple[Node, int]] = [(self, 0)]
        seen = 0
        while stack and seen < limit:
            node, depth = stack.pop()
            seen += 1
            yield node
            if depth < max_depth and node.role not in LEAF_ROLES:
                kids = [c for c in node.children() if not (skip is not None and skip(c))
                        and (c.showing or not showing_only)]
                stack.extend((c, depth + 1) for c in reversed(kids))

    def find(self, test: Callable[[Node], bool], **kw) -> Node | None:
        return next((n for n in self.walk(**kw) if test(n)), None)

    def find_all(self, test: Callable[[Node], bool], **kw) -> list[Node]:
        return [n for n in self.walk(**kw) if test(n)]

    def spoken(self) -> str:
        """What a screen reader would say on focus: name, role, description."""
        return ", ".join(x for x in (self.name, self.role, self.description) if x)

    def __str__(self) -> str:
        return f"[{self.role}] {self.name!r}" + (f" ({self.description})" if self.description else "")


class Client:
    """Events, tree and keys of one application."""

    def __init__(self) -> None:
        self.heard: deque[Heard] = deque(maxlen=20000)
        self.all_heard: list[Heard] = []
        self.app: Node | None = None
        self.focus: Node | None = None
        self.focus_at = 0.0
        self.keys_sent = 0
        #: counts every event heard and every key sent: a snapshot read at one count is still good
        #: while the count is the same (tests/atspi/table.py's look)
        self.changes = 0
        self.window_changes = 0   # window events heard (a dialog shown, activated)
        self.focus_walks = 0   # times the focused object had to be searched for in the windows
        self._listening = False
        #: gives the app's window the input focus (the harness's xdotool; a window manager's job)
        self.activate: Callable[[], bool] = lambda: False

    # -- events ----------------------------------------------------------------------------------
    def _on_event(self, event) -> None:
        kind = event.type
        if kind.startswith("object:children-changed"):
            kind = "object:children-changed"
        text = ""
        if kind == "object:announcement" or kind.startswith("object:property-change"):
            text = str(_safe(lambda: event.any_data, "") or "")
        on_focus = False
        if kind == "object:property-change:accessible-description" and self.focus is not None:
            on_focus = bool(_safe(lambda: event.source == self.focus.acc, False))
        heard = Heard(kind, text, event.detail1, time.monotonic(), event.source, on_focus)
        self.changes += 1
        if kind.startswith("window:"):
            self.window_changes += 1
        self.heard.append(heard)
        self.all_heard.append(heard)
        if kind == "object:state-changed:focused" and event.detail1 == 1:
            self.focus = Node.of(event.source)
            self.focus_at = heard.at

    def listen(self) -> None:
        if not self._listening:
            for kind in EVENTS:
                pyatspi.Registry.registerEventListener(self._on_event, kind)
            self._listening = True

    def pump(self, seconds: float = 0.05) -> None:
        context = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while True:
            while context.pending():
                context.iteration(False)
            if time.monotonic() >= end:
                return
            time.sleep(0.01)

    def until(self, test: Callable[[], object], timeout: float, what: str, step: float = 0.05, fail: bool = True):
        """Pumps events until test() gives something truthy (returned); Timeout naming `what` (None
        when not `fail`)."""
        end = time.monotonic() + timeout
        while True:
            self.pump(0)
            result = test()
            if result:
                return result
            if time.monotonic() >= end:
                if not fail:
                    return None
                raise Timeout(f"waited {timeout:.0f} s for {what}")
            self.pump(step)

    def wait_for(self, test: Callable[[Heard], bool], timeout: float, what: str, since: float = 0.0) -> Heard:
        """The first event heard after `since` (monotonic time) that passes test."""
        start = [self.first_since(since)]

        def found():   # each poll looks at what came since the last one only
            hit = next((h for h in self.all_heard[start[0]:] if h.at >= since and test(h)), None)
            start[0] = len(self.all_heard)
            return hit
        return self.until(found, timeout, what)

    def first_since(self, since: float) -> int:
        """The index in all_heard of the first event heard at or after `since` (they come in order)."""
        return bisect.bisect_left(self.all_heard, since, key=lambda h: h.at)

    def heard_since(self, since: float, kind: str | None = None) -> list[Heard]:
        return [h for h in self.all_heard[self.first_since(since):] if kind is None or h.kind == kind]

    def announcements_since(self, since: float) -> list[str]:
        """Announcements (object:announcement) and the fallback Orca speaks: a change of the focused
        object's description (or name) while it has focus."""
        out = []
        for h in self.all_heard[self.first_since(since):]:
            if h.kind == "object:announcement" and h.text:
                out.append(h.text)
            elif h.kind == "object:property-change:accessible-description" and h.text and h.on_focus:
                out.append(h.text)
        return out

    # -- the application -------------------------------------------------------------------------
    def connect(self, name: str, timeout: float, alive: Callable[[], bool] = lambda: True) -> Node:
        self.listen()

        def find():
            if not alive():
                raise PlayerFailure("the application exited before it showed up on the AT-SPI bus")
            desktop = pyatspi.Registry.getDesktop(0)
            for i in range(_safe(lambda: desktop.childCount, 0) or 0):
                app = _safe(lambda i=i: desktop.getChildAtIndex(i))
                if app is not None and _safe(lambda app=app: app.name) == name:
                    return Node.of(app)
            return None
        self.app = self.until(find, timeout, f"the application {name!r} on the AT-SPI bus", step=0.2)
        return self.app

    def windows(self) -> list[Node]:
        return [w for w in self.app.children() if w.showing] if self.app else []

    def window(self, test: Callable[[Node], bool]) -> Node | None:
        return next((w for w in self.windows() if test(w)), None)

    def ensure_active(self) -> None:
        """If none of the app's windows is active (a bare X server gives focus to nobody), asks the
        harness to focus the top one, and waits (bounded) until a window says it is active."""
        if any("active" in w.states for w in self.windows()):
            return
        self.activate()
        self.until(lambda: any("active" in w.states for w in self.windows()), 10,
                   "one of the app's windows to become active")

    def focused(self) -> Node | None:
        """The focused object: from the last focus event, else found in the showing windows."""
        for wait in (0.0, 0.25):
            if wait:   # the last one lost the focus: its successor's event may be on its way (a walk of
                # every window, below, costs hundreds of round trips)
                at = self.focus_at
                self.until(lambda at=at: self.focus_at != at, wait, "", step=0.02, fail=False)
            if self.focus is not None:
                fresh = Node.of(self.focus.acc)
                if fresh is not None and fresh.focused:
                    self.focus = fresh
                    return fresh
        self.focus_walks += 1
        for w in self.windows():
            hit = w.find(lambda n: n.focused, limit=3000)
            if hit is not None:
                self.focus = hit
                return hit
        return None

    # -- keys ------------------------------------------------------------------------------------
    def press(self, key: str, settle: float = 0.05) -> float:
        """Sends one key (a name of KEYSYMS or one character); returns the monotonic time just before."""
        keysym = KEYSYMS.get(key)
        if keysym is None:
            if len(key) != 1:
                raise ValueError(f"unknown key {key!r}")
            keysym = ord(key)
        self.pump(0)
        at = time.monotonic()
        pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
        self.keys_sent += 1
        self.changes += 1
        self.pump(settle)
        return at
