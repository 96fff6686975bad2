"""Coloretto's guided first game (issue 18): two players, seed 2 (you start, with grey and yellow),
the "last round" card 40 cards from the bottom so the game is short. Round 1 is scripted move by
move; then you play on to the end with the coach's summary of the keys; the last step explains your
own final score.

Rules taught (shared/rules/coloretto.md): components (colours, jokers, golden joker, +2, last round),
setup (start cards, rows of 1, 2 and 3 for two players), a turn (draw and place: every card fills a
slot; take a row: out until the round ends; full rows: take one; the last player in keeps going),
round end (the untaken third row leaves the game, the last taker starts), game end (the round of
"last round"), scoring (the table 1-3-6-10-15-21, three colours plus and the rest minus, +2 cards,
jokers chosen at the end, highest score wins)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect

from desktop.tutorial.lesson import Lesson, Step
from engines.coloretto import Draw, Place, Take


def _colour(name: str) -> str:
    return QCoreApplication.translate("engine", name)


class ColorettoLesson(Lesson):
    game = "coloretto"
    seed = 2
    options = {"last_round_depth": 40}
    players = 2
    rules = ("Components", "Setup", "A turn", "Round end and game end", "Scoring")

    def anchor(self, view: Any, name: str) -> QRect | None:
        if name == "rows":
            rects = [self.widget_rect(view, r) for r in view.rows]
            rects = [r for r in rects if r is not None]
            if not rects:
                return None
            whole = rects[0]
            for r in rects[1:]:
                whole = whole.united(r)
            return whole
        if name.startswith("row") and name[3:].isdigit():
            i = int(name[3:]) - 1
            return self.widget_rect(view, view.rows[i]) if 0 <= i < len(view.rows) else None
        widget = {"draw": view.draw_button, "supply": view.supply,
                  "you": view.panels[0], "computer": view.panels[1]}.get(name)
        return self.widget_rect(view, widget) if widget is not None else super().anchor(view, name)

    def scoring(self, session: Any) -> str:
        obs = session.engine.observe(session.state, 0)
        mine = obs["scoring_choice"][0]
        theirs = obs["scoring_choice"][1]
        plus = ", ".join(_colour(c) for c in mine["plus"]) or "—"
        minus = ", ".join(_colour(c) for c in mine["minus"]) or "—"
        text = self.tr(
            "Scoring. For each colour you hold, 1 card is worth 1 point, 2 cards 3, 3 cards 6, 4 cards 10, "
            "5 cards 15, 6 or more 21. Three colours of your choice count plus, every other colour counts "
            "minus, and each +2 card adds 2. Jokers become the colours that help you most; the app makes "
            "the best choice for you.")
        text += "\n\n" + self.tr("Your plus colours: {0}. Your minus colours: {1}. You score {2}, the computer "
                                 "{3}. The highest score wins.").format(plus, minus, mine["score"], theirs["score"])
        if not session.is_over():
            text += "\n\n" + self.tr("(The game is not over yet: these are the points now.)")
        return text

    def steps(self) -> list[Step]:
        return [
            Step(self.tr("Welcome to Coloretto! You play against the computer. You collect coloured cards: at the "
                    "end three of your colours score plus points and every other colour minus points, so "
                    "collect many cards of few colours. You start with a grey and a yellow card: they are in "
                    "your collection, highlighted below. Press Next (F3) to go on."),
                 target="you", teaches=("Components", "Setup")),
            Step(self.tr("These are the rows. With two players there are three rows, of 1, 2 and 3 places. On your "
                    "turn you do one thing: draw a card and put it into a row, or take a row. Press Next (F3)."),
                 target="rows", teaches=("Setup", "A turn")),
            Step(self.tr("Draw a card: press D (or click Draw a card). The top card of the supply is revealed."),
                 target="draw", keys=("D",), expect=lambda a: isinstance(a, Draw),
                 not_yet=self.tr("Not yet: first draw a card with D."), teaches=("A turn",)),
            Step(self.tr("A pink card: neither of your colours. Put it into row 3: press 3. Every card takes one "
                    "place in a row, jokers and +2 cards too."),
                 target="row3", keys=("3",), expect=lambda a: a == Place(2),
                 not_yet=self.tr("Not yet: put this card into row 3 (press 3)."), teaches=("A turn",)),
            Step(self.tr("The computer drew a +2 card and put it in row 3: each +2 card is worth 2 points at the end. "
                    "Draw again: press D."),
                 target="draw", keys=("D",), expect=lambda a: isinstance(a, Draw),
                 not_yet=self.tr("Not yet: draw a card with D."), teaches=("Components",)),
            Step(self.tr("Brown. Nobody collects brown: put it into row 2 (press 2) and keep row 1 free for a "
                    "better card."),
                 target="row2", keys=("2",), expect=lambda a: a == Place(1),
                 not_yet=self.tr("Not yet: put this card into row 2 (press 2)."), teaches=("A turn",)),
            Step(self.tr("The computer put a grey card into row 1, and grey is one of your colours. Take row 1: "
                    "press 1. All its cards go into your collection and you are out until the round ends."),
                 target="row1", keys=("1",), expect=lambda a: a == Take(0),
                 not_yet=self.tr("Not yet: take row 1 (press 1)."), teaches=("A turn",)),
            Step(self.tr("Now the computer plays alone: the last player in keeps drawing while there is room, and "
                    "must take a row once every row is full. When everybody has taken a row the round ends; "
                    "with two players the third row and its cards leave the game. Whoever took the last row "
                    "starts the next round. Press Next (F3)."),
                 target="rows", teaches=("A turn", "Round end and game end")),
            Step(self.tr("The supply shows what is left in it. Besides the colours it holds jokers (each becomes a "
                    "colour of your choice at the end), one golden joker (take its row and you also get the "
                    "top card of the supply), +2 cards and the \"last round\" card: when it comes up, the "
                    "round being played is the last one. In this lesson it lies 40 cards from the bottom of the "
                    "supply instead of 15, so this game is shorter than a real one. Press Next (F3)."),
                 target="supply", teaches=("Components", "Round end and game end")),
            Step(self.tr("Play on to the end of the game. Press D to draw, then a row's number (1, 2 or 3) to put "
                    "the card there; or press a row's number to take that row. When every row is full you must take "
                    "one. The coach waits here until the game is over."),
                 target="rows", keys=("D", "1", "2", "3"), free=True, until=lambda s: s.is_over(),
                 teaches=("A turn", "Round end and game end")),
            Step(self.scoring, target="you", teaches=("Scoring",)),
            Step(self.tr("You know every rule of Coloretto now. Press Finish to go back to the library, where New "
                    "game sets up a real game (against the computer or friends at this screen)."),
                 target=None),
        ]


LESSON = ColorettoLesson
