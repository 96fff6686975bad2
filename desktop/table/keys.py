"""Keys: the activation keys (Enter, Return, Space: the keyboard's click) and `KeyMap`, the one place a
view defines its shortcuts: each entry is a key (or aliases), a translated label and a handler;
`dispatch(event)` runs it and `help_rows()` / `help_text()` write the key help shown to the player.
Defining a key twice in one map raises `KeyConflict`.

    self.keys = KeyMap("ColorettoView")
    self.keys.add("D", self.tr("draw"), self._draw)
    self.keys.add_numbers(nrows, self.tr("take a row or place the revealed card"), self._row_clicked)
    self.keys.add("Esc", self.tr("skip animation"), self.skip_animations, when=self.is_animating)

    def keyPressEvent(self, event):
        if not self.keys.dispatch(event):
            super().keyPressEvent(event)
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QKeyCombination, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence

ACTIVATION_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})
_IGNORED_MODIFIERS = Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.GroupSwitchModifier


def is_activation(event: QKeyEvent) -> bool:
    """Enter, Return or Space without Ctrl/Alt/Meta: the keyboard's click on the focused widget."""
    mods = event.modifiers() & ~(_IGNORED_MODIFIERS | Qt.KeyboardModifier.ShiftModifier)
    return event.key() in ACTIVATION_KEYS and mods == Qt.KeyboardModifier.NoModifier


class KeyConflict(ValueError):
    """The same key was given two meanings in one KeyMap."""


KeySpec = str | QKeySequence | Qt.Key | QKeyCombination


def _combination(spec: KeySpec) -> QKeyCombination:
    if isinstance(spec, QKeyCombination):
        combo = spec
    elif isinstance(spec, Qt.Key):
        combo = QKeyCombination(spec)
    else:
        seq = spec if isinstance(spec, QKeySequence) else QKeySequence(spec)
        if seq.count() != 1 or seq[0].key() == Qt.Key.Key_unknown:
            raise ValueError(f"not a single key: {spec!r}")
        combo = seq[0]
    mods = combo.keyboardModifiers() & ~_IGNORED_MODIFIERS
    return QKeyCombination(mods, combo.key())


def _key_id(combo: QKeyCombination) -> tuple[int, int]:
    return int(combo.key().value), int(combo.keyboardModifiers().value)


def key_text(combo: QKeyCombination) -> str:
    """The key as the player reads it ("D", "Ctrl+S", "Esc"), in the platform's words."""
    return QKeySequence(combo).toString(QKeySequence.SequenceFormat.NativeText)


@dataclass
class KeyEntry:
    keys: tuple[QKeyCombination, ...]
    label: str
    handler: Callable[[], Any]
    when: Callable[[], bool] | None = None
    show: bool = True
    key_label: str = ""     # how the help names the keys ("1–5"); default: the keys joined by "/"
    indexed: bool = False   # handler(i) gets which of the keys was pressed (add_numbers)
    reserved: bool = False  # claimed for someone else (reserve): never dispatched

    def help_key(self) -> str:
        return self.key_label or "/".join(key_text(k) for k in self.keys)


class KeyMap:
    """A view's shortcuts. `owner` names the map in conflict messages."""

    def __init__(self, owner: str = "") -> None:
        self.owner = owner
        self.entries: list[KeyEntry] = []
        self._by_key: dict[tuple[int, int], tuple[KeyEntry, int]] = {}

    def _claim(self, entry: KeyEntry, combos: Iterable[QKeyCombination]) -> None:
        combos = list(combos)
        for i, combo in enumerate(combos):
            kid = _key_id(combo)
            if kid in self._by_key or kid in {_key_id(c) for c in combos[:i]}:
                other = self._by_key[kid][0].label if kid in self._by_key else entry.label
                raise KeyConflict(f"{self.owner or 'KeyMap'}: {key_text(combo)} is already "
                                  f"\"{other}\", cannot also be \"{entry.label}\"")
        for i, combo in enumerate(combos):
            self._by_key[_key_id(combo)] = (entry, i)
        self.entries.append(entry)

    def add(self, keys: KeySpec | Iterable[KeySpec], label: str, handler: Callable[[], Any], *,
            when: Callable[[], bool] | None = None, show: bool = True, key_label: str = "") -> KeyEntry:
        """One shortcut (or several keys for the same thing: ["Return", "Enter"]). `handler()` runs on
        the key; `when()` False lets the key through to the parent instead. `show=False` keeps it out
        of the key help (arrows that a focused widget documents itself)."""
        specs = [keys] if isinstance(keys, (str, QKeySequence, Qt.Key, QKeyCombination)) else list(keys)
        combos = tuple(_combination(s) for s in specs)
        entry = KeyEntry(combos, label, handler, when, show, key_label)
        self._claim(entry, combos)
        return entry

    def add_numbers(self, count: int, label: str, handler: Callable[[int], Any], *,
                    when: Callable[[], bool] | None = None, first: int = 1) -> KeyEntry:
        """Keys first..first+count-1 (at most 9 of them, top row or keypad) call handler(index from 0);
        one help row "1–5"."""
        if not 1 <= count <= 9 or first + count - 1 > 9:
            raise ValueError("number keys go from 1 to 9")
        combos = tuple(QKeyCombination(Qt.Key(int(Qt.Key.Key_0.value) + first + i)) for i in range(count))
        entry = KeyEntry(combos, label, handler, when, True,
                         str(first) if count == 1 else f"{first}–{first + count - 1}", indexed=True)
        self._claim(entry, combos)
        return entry

    def reserve(self, keys: KeySpec | Iterable[KeySpec], label: str) -> KeyEntry:
        """Claims keys that belong to someone else (the window's menus): defining them later raises
        KeyConflict; dispatch lets them through; not shown in the help."""
        specs = [keys] if isinstance(keys, (str, QKeySequence, Qt.Key, QKeyCombination)) else list(keys)
        combos = tuple(_combination(s) for s in specs)
        entry = KeyEntry(combos, label, lambda: None, lambda: False, False, reserved=True)
        self._claim(entry, combos)
        return entry

    def conflicts(self, others: Iterable[tuple[QKeyCombination, str]]) -> list[str]:
        """Each of `others` (e.g. window_shortcuts(view)) this map also defines, as a sentence."""
        found = []
        for combo, label in others:
            hit = self._by_key.get(_key_id(_combination(combo)))
            if hit is not None and not hit[0].reserved:
                found.append(f"{self.owner or 'KeyMap'}: {key_text(combo)} is \"{hit[0].label}\" here and "
                             f"\"{label}\" in the window")
        return found

    def add_note(self, key_label: str, label: str) -> KeyEntry:
        """A help row for keys a focused widget handles itself ("Tab/Enter" "choose a row"): shown in
        the key help, never dispatched, claims no key."""
        entry = KeyEntry((), label, lambda: None, None, True, key_label)
        self.entries.append(entry)
        return entry

    def entry_for(self, event: QKeyEvent) -> tuple[KeyEntry, int] | None:
        mods = event.modifiers() & ~_IGNORED_MODIFIERS
        found = self._by_key.get(_key_id(QKeyCombination(mods, Qt.Key(event.key()))))
        if found is None and mods & Qt.KeyboardModifier.ShiftModifier:
            # "?" or "+" typed with Shift on most layouts
            found = self._by_key.get(_key_id(QKeyCombination(mods & ~Qt.KeyboardModifier.ShiftModifier,
                                                             Qt.Key(event.key()))))
        return found

    def dispatch(self, event: QKeyEvent) -> bool:
        """Runs the entry for this key; True if it was handled (the caller then accepts the event)."""
        found = self.entry_for(event)
        if found is None:
            return False
        entry, index = found
        if entry.when is not None and not entry.when():
            return False
        if entry.indexed:
            entry.handler(index)
        else:
            entry.handler()
        event.accept()
        return True

    def __contains__(self, key: KeySpec) -> bool:
        return _key_id(_combination(key)) in self._by_key

    def help_rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for every shown entry, in the order they were added."""
        return [(e.help_key(), e.label) for e in self.entries if e.show]

    def help_text(self, separator: str = " · ") -> str:
        """One line of key help: "D draw · 1–5 take a row · Esc skip animation"."""
        return separator.join(f"{k} {label}" for k, label in self.help_rows())


def window_shortcuts(widget: Any) -> list[tuple[QKeyCombination, str]]:
    """The keys the widget's window already uses: its actions' shortcuts and its menu bar's
    mnemonics (Alt+letter), with their labels. A view's KeyMap must not define them again:
    `view.keys.conflicts(window_shortcuts(view))` (tests do this at every player count)."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow

    window = widget.window()
    found: list[tuple[QKeyCombination, str]] = []
    for action in window.findChildren(QAction):
        for seq in action.shortcuts():
            if seq.count() == 1:
                found.append((seq[0], action.text().replace("&", "")))
    if isinstance(window, QMainWindow) and window.menuBar() is not None:
        for action in window.menuBar().actions():
            mnemonic = QKeySequence.mnemonic(action.text())
            if mnemonic.count() == 1:
                found.append((mnemonic[0], action.text().replace("&", "")))
    return found


def key_help_label(keymap: KeyMap, parent: Any = None, *, object_name: str = "keys") -> Any:
    """A plain-text, word-wrapping QLabel showing the map's key help (call `refresh_key_help` after
    changing the map)."""
    from desktop.table.text import plain_label

    label = plain_label(keymap.help_text(), parent, object_name=object_name, wrap=True)
    label.setProperty("keymap_help", True)
    return label
