"""Rolling Japan's guided first game (issue 18): you and the computer, seed 1 (the first roll is a
yellow 2 and a red 6). The first roll is scripted die by die; then you play on to the end with the
coach's keys (the view puts the cursor on a place where the die may go); the last steps explain the
score, the number of X.

Rules taught (shared/rules/rolling_japan.md): components (7 dice, purple wild; the sheet's 47
prefectures in 6 colour zones; neighbours and sea links; colour changes), flow (8 rounds of 3 rolls
of 2 dice from the bag; everyone resolves both dice), resolving a die (the neighbour rule, the die's
zone, must write when it can, colour change, X when no legal place, no effect in a full zone, never
undone once confirmed), end and scoring (empty prefectures become X, fewest X wins), randomness (one
seed fixes every roll)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect

from desktop.tutorial.lesson import Lesson, Step
from engines.rolling_japan import Pass, Write


class RollingJapanLesson(Lesson):
    game = "rolling_japan"
    seed = 1
    options: dict[str, Any] = {}
    players = 2
    rules = ("Components", "Flow", "Resolving one die (colour c, value v)", "End and scoring", "Randomness")

    def anchor(self, view: Any, name: str) -> QRect | None:
        if name == "dice":
            rects = [r for r in (self.widget_rect(view, d) for d in view.dice) if r is not None]
            return rects[0].united(rects[-1]) if rects else None
        if name.startswith("die"):
            return self.widget_rect(view, view.dice[int(name[3:])])
        if name == "cursor" and view.map.cursor is not None:
            box = view.map.boxes[view.map.cursor]
            return self.widget_rect(view, box)
        widget = {"map": view.map, "change": view.change_button}.get(name)
        return self.widget_rect(view, widget) if widget is not None else super().anchor(view, name)

    def final(self, session: Any) -> str:
        x = session.engine.scores(session.state)
        text = self.tr("You have {0} X, the computer {1}. Fewest X wins.").format(x[0], x[1])
        if not session.is_over():
            text += "\n\n" + self.tr("(The game is not over yet: these are the X now.)")
        return text

    def steps(self) -> list[Step]:
        free = ("1+Space", "1+P", "2+Space", "Return", "2+P", "Return")
        return [
            Step(self.tr("Welcome to Rolling Japan! This is your sheet: the 47 prefectures of Japan in 6 colour zones. "
                    "Prefectures are neighbours when they share a border or a sea link (the blue lines). You "
                    "write dice numbers in them; fewest X at the end wins. Press Next (F3)."),
                 target="map", teaches=("Components",)),
            Step(self.tr("The game has 8 rounds of 3 rolls. Each roll draws 2 of the 7 dice from the bag (one per "
                    "zone colour, and purple, which is wild: its zone is the whole map). Everyone writes both "
                    "dice on their own sheet; the computer writes on its own, at the same time. One seed fixes "
                    "every roll, so a seed can be shared and played again. Press Next (F3)."),
                 target="dice", teaches=("Components", "Flow", "Randomness")),
            Step(self.tr("Press 1 to pick the first die, the yellow 2. The places of the yellow zone where it may go "
                    "are marked, and the cursor is on one: press Space to write the 2 there (or click a marked "
                    "place)."),
                 target="die0", keys=("1+Space",), expect=lambda a: isinstance(a, Write) and a.die == 0,
                 not_yet=self.tr("Not yet: write the first die (press 1, then Space)."),
                 teaches=("Resolving one die (colour c, value v)",)),
            Step(self.tr("A number may go in an empty prefecture only if each of its neighbours is empty, holds an X "
                    "or holds a number within 1 of it. Now press 2 for the red 6, Space to write it, then Enter "
                    "to confirm the roll: once confirmed, a roll is never undone."),
                 target="die1", keys=("2+Space+Return",),
                 expect=lambda a: isinstance(a, (Write, Pass)) and a.die == 1,
                 not_yet=self.tr("Not yet: write the second die (press 2, then Space and Enter)."),
                 teaches=("Resolving one die (colour c, value v)",)),
            Step(self.tr("When the die's zone has a legal empty place you must write there. Three times in the game "
                    "you may use a colour change (C): the die then goes anywhere on the map. When no place of "
                    "the zone is legal you must write an X in one of its empty places; when the zone is full "
                    "the die has no effect (P). Press Next (F3)."),
                 target="change", teaches=("Components", "Resolving one die (colour c, value v)")),
            Step(self.tr("After round 8 every empty prefecture gets an X. Your score is your number of X: the fewest "
                    "X wins. Press Next (F3)."),
                 target="map", teaches=("End and scoring",)),
            Step(self.tr("Play on to the end of the game. For each roll press 1 and Space to write the first die "
                    "where the cursor shows, then 2 and Space for the second, then Enter to confirm. When a "
                    "die's zone is full, press P instead of Space. The coach waits here until the game is "
                    "over."),
                 target="map", keys=free, free=True, until=lambda s: s.is_over(),
                 teaches=("Flow", "Resolving one die (colour c, value v)")),
            Step(self.final, target="map", teaches=("End and scoring",)),
            Step(self.tr("You know every rule of Rolling Japan now. Press Finish to go back to the library, where New "
                    "game sets up a real game (alone, too)."), target=None),
        ]


LESSON = RollingJapanLesson
