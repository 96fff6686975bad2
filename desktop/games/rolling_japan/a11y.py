"""Rolling Japan for a screen reader (issue 16).

The prefectures are real controls (widgets.py: "Tochigi, red zone: holds 3", the map's cursor box
is its Tab stop); here each box's description gives its neighbours and what they hold ("neighbours:
Gunma 1, Ibaraki empty, Saitama X": the neighbour rule depends on them), the labels keep their
text, and the Speech: F5 the dice, the track and what to do; F6 my sheet by zone; F7 every
player's X count; a new roll is said ("New roll: red 3, blue 5"). The other players' mini-sheets
are lists of their filled prefectures ("Gunma 3").
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible

from desktop.games.rolling_japan.art import colour_name, prefecture_name
from desktop.table.a11y import Item, expose, items_changed, release_labels
from desktop.table.announce import Speech
from desktop.table.plurals import plural
from engines.rolling_japan import PREFECTURES, neighbours


def _t(text: str) -> str:
    return QCoreApplication.translate("RollingJapanView", text)


def mark_words(mark: Any) -> str:
    return _t("empty") if mark is None else str(mark)


def neighbour_words(marks: list[Any], pid: int) -> str:
    near = ", ".join(f"{prefecture_name(n)} {mark_words(marks[n - 1])}" for n in neighbours(pid))
    return _t("Neighbours: {0}.").format(near)


def _dice(obs: dict[str, Any]) -> list[tuple[str, Any]]:
    return [tuple(d) for d in obs.get("dice", [])]


class RollingJapanSpeech(Speech):
    def __init__(self, view: Any) -> None:
        super().__init__(view)
        self._roll_before = self._roll()

    def _roll(self) -> tuple[Any, ...]:
        obs = self.session.observation()
        return (obs.get("round"), obs.get("turn"), tuple(_dice(obs)))

    def remember_roll(self) -> None:
        self._roll_before = self._roll()

    def dice_words(self) -> str:
        return ", ".join(f"{colour_name(c)} {v}" for c, v in _dice(self.session.observation()))

    def table(self) -> str:
        v = self.view
        dice = " ".join(d.accessibleName() + "." for d in v.dice if d.isVisible())
        parts = [v.banner.text(), dice, v.instructions.text(), v.why_label.text() if v.why_label.isVisible() else "",
                 v.track.accessibleName()]
        return " ".join(p for p in parts if p)

    def hand(self) -> str:
        marks = self.view.map.marks
        written = [f"{prefecture_name(pid)} {marks[pid - 1]}" for pid in PREFECTURES if marks[pid - 1] is not None]
        n = len(written)
        head = plural("RollingJapanView", "Your sheet, %n prefecture(s) filled", n)
        return f"{head}: {', '.join(written)}." if written else head + "."

    def scores(self) -> str:
        obs = self.session.observation()
        parts = []
        for p in range(self.session.num_players):
            n = int(obs["x_counts"][p])
            parts.append(plural("RollingJapanView", "{0}: %n X", n).format(self.name(p)))
        return _t("X counts (the fewest wins): {0}.").format("; ".join(parts))

    def reveal(self, seat: int, action: Any) -> str:
        now = self._roll()
        if now != self._roll_before and now[2]:
            self._roll_before = now
            return _t("New roll: {0}.").format(self.dice_words())
        return ""


def describe_boxes(view: Any) -> None:
    """Each prefecture's description: its neighbours and what they hold (the map's own sheet)."""
    marks = view.map.marks
    for pid, box in view.map.boxes.items():
        text = neighbour_words(marks, pid)
        if box.accessibleDescription() != text:
            box.setAccessibleDescription(text)


def mini_items(mini: Any) -> list[Item]:
    """Another player's sheet: one list item per filled prefecture ("Gunma 3"), in map order."""
    return [Item(f"{prefecture_name(pid)} {mini.marks[pid - 1]}", role=QAccessible.Role.ListItem)
            for pid in PREFECTURES if mini.marks[pid - 1] is not None]


def changed(view: Any) -> None:
    """Called at the end of RollingJapanView.refresh."""
    if getattr(view, "speech", None) is not None and hasattr(view.map, "boxes"):
        describe_boxes(view)
        for mini in view.minis:
            items_changed(mini)


def attach(view: Any) -> None:
    """Called at the end of RollingJapanView.__init__."""
    speech = RollingJapanSpeech(view)
    view.speech = speech
    release_labels(view)
    describe_boxes(view)
    for mini in view.minis:
        expose(mini, lambda mini=mini: mini_items(mini), QAccessible.Role.List)
    view.session.state_changed.connect(speech.remember_roll)
