"""Siberia's guided first game (issue 18): two players, seed 6 (you start with two oil cards and two
oil cards lie discovered in the row). The first discovery and a first extraction are scripted; then
you play on to the end with the coach's keys; the last steps explain your own final score.

Rules taught (shared/rules/siberia.md): components (resources, people, action cards, resource
values, the headframe), setup (8 cards in the row, 3 discovered; 1 worker and 5 cards each), a turn
(discover: compulsory with 3 or more face-down cards; then draw 2, capped at 8 in hand, or play a
combination and draw 1), the combinations (two cards of S, one of S + two others, with S's investor
one card of S or any two), actions (extract as many as your workers, nearest the headframe, the row
closes up and refills; hire a worker, at most 5; hire a salesman or an investor), end (the last card
discovered, then one more turn each), scoring (printed values, salesmen's fixed values, 1000 per
person card, salesmen of people, hand cards worth nothing, richest wins)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect

from desktop.tutorial.lesson import Lesson, Step
from engines.siberia import Discover, Play


class SiberiaLesson(Lesson):
    game = "siberia"
    seed = 6
    options: dict[str, Any] = {}
    players = 2
    rules = ("Components", "Setup (2–4 players)", "A turn", "End", "Scoring")

    def anchor(self, view: Any, name: str) -> QRect | None:
        widget = {"row": view.row, "hand": view.hand, "mines": view.mines, "draw": view.draw_button,
                  "supply": view.supply}.get(name)
        return self.widget_rect(view, widget) if widget is not None else super().anchor(view, name)

    def focus_widget(self, view: Any) -> Any:
        return view.hand

    def final(self, session: Any) -> str:
        text = self.tr("Your money: {0}. The computer's: {1}. The richest player wins.").format(
            self.score_words(session, 0), self.score_words(session, 1))
        if not session.is_over():
            text += "\n\n" + self.tr("(The game is not over yet: these are the values now.)")
        return text

    def steps(self) -> list[Step]:
        return [
            Step(self.tr("Welcome to Siberia! You play against the computer. This is the row of resource cards: "
                    "gas, coal, oil, gold and diamonds, each with its value; the scarcer, the dearer. The 3 "
                    "nearest the headframe (on the left) are discovered. Press Next (F3)."),
                 target="row", teaches=("Components", "Setup (2–4 players)")),
            Step(self.tr("Your hand: 5 action cards, hidden from the computer. Each shows one resource and one "
                    "person (a worker, a salesman or an investor). You own 1 worker: your mine shows what you own. "
                    "Press Next (F3)."),
                 target="hand", teaches=("Components", "Setup (2–4 players)")),
            Step(self.tr("A turn begins with a discovery: with 3 or more face-down cards in the row you must turn "
                    "one face up (with 1 or 2 you may skip, key S). Press 4 to discover the 4th place."),
                 target="row", keys=("4",), expect=lambda a: a == Discover(3),
                 not_yet=self.tr("Not yet: discover the 4th place (press 4)."), teaches=("A turn",)),
            Step(self.tr("Then you draw 2 cards (key D; never more than 8 in hand) or play a combination. Play one: "
                    "two cards showing oil extract oil. Press → twice to reach your first oil card (the 2nd "
                    "card), Space to select it, → and Space again for the second, then 1 to extract oil."),
                 target="hand", keys=("Right+Right+Space+Right+Space+1",),
                 expect=lambda a: isinstance(a, Play) and a.symbol == "oil",
                 not_yet=self.tr("Not yet: select your two oil cards (→ twice, Space, →, Space) and press 1."),
                 teaches=("A turn",)),
            Step(self.tr("You took as many discovered oil cards as you own workers, always the ones nearest the "
                    "headframe; the row closed up and was refilled at the far end, and you drew 1 card. A "
                    "combination for a symbol is two cards showing it, or one showing it plus any two others; "
                    "with that resource's investor, one card showing it or any two cards are enough. Press "
                    "Next (F3)."),
                 target="mines", teaches=("A turn",)),
            Step(self.tr("A combination for a person hires one: a worker (5 at most) lets you extract more cards at "
                    "once; a salesman or an investor chooses a speciality nobody owns yet. People are public and "
                    "permanent. The game ends when the last face-down card is discovered: that turn is "
                    "finished, then everyone plays one last turn. Press Next (F3)."),
                 target="supply", teaches=("A turn", "End")),
            Step(self.tr("Scoring: each resource card is worth its printed value, or, with its salesman, gas 4000, "
                    "coal 5000, oil 6000, gold 7000, diamond 8000. Each person card is worth 1000, or with the "
                    "salesman of its kind worker 2000, salesman 3000, investor 4000. Cards in hand are worth "
                    "nothing. Press Next (F3)."),
                 target="mines", teaches=("Scoring",)),
            Step(self.tr("Play on to the end of the game. When asked to discover, press a place's number (1 to 8: "
                    "1, 2, 3, 4, 5, 6, 7 or 8), or S to skip when you may. Then press D to draw, or select "
                    "cards with Space and press an option's number. The coach waits here until the game is "
                    "over."),
                 target="row", keys=("S", "D") + tuple(str(n) for n in range(1, 9)), free=True,
                 until=lambda s: s.is_over(), teaches=("A turn", "End")),
            Step(self.final, target="mines", teaches=("Scoring",)),
            Step(self.tr("You know every rule of Siberia now. Press Finish to go back to the library, where New game "
                    "sets up a real game."), target=None),
        ]


LESSON = SiberiaLesson
