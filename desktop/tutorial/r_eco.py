"""R-Eco's guided first game (issue 18): two players, seed 5 (you start with two red cards, 3 units,
and a yellow one). The first delivery is scripted; then you play on to the end with the coach's
keys; the last steps explain your own final score.

Rules taught (shared/rules/r_eco.md): components (4 colours, 1- and 2-unit cards, reward cards),
setup (the 2-player reward stacks, one card on each dump, 3 cards each), a turn (deliver one colour;
4 units or more take the top reward and empty the factory; pick up that dump; hand limit 5 and
illegal dumping; refill X + 1), end (an empty reward stack), scoring (lone reward cards count 0,
−1 per dumped card, the clean-environment bonus, highest score)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect

from desktop.tutorial.lesson import Lesson, Step
from engines.r_eco import COLOUR_LABELS, Deliver


class REcoLesson(Lesson):
    game = "r_eco"
    seed = 5
    options: dict[str, Any] = {}
    players = 2
    rules = ("Components (`edition` option)", "Setup (2–5 players)", "A turn (three steps, all compulsory)",
             "End", "Scoring")

    def anchor(self, view: Any, name: str) -> QRect | None:
        if name == "centres":
            rects = [r for r in (self.widget_rect(view, c) for c in view.centres) if r is not None]
            whole = rects[0] if rects else None
            for r in rects[1:]:
                whole = whole.united(r)
            return whole
        if name.startswith("centre"):
            return self.widget_rect(view, view.centres[int(name[6:])])
        widget = {"hand": view.hand, "players": view.players}.get(name)
        return self.widget_rect(view, widget) if widget is not None else super().anchor(view, name)

    def focus_widget(self, view: Any) -> Any:
        return view.hand

    def final(self, session: Any) -> str:
        scores = session.engine.scores(session.state)
        text = self.tr("Your points: {0}. The computer's: {1}. The highest score wins.").format(
            self.score_words(session, 0), self.score_words(session, 1))
        if not session.is_over():
            text += "\n\n" + self.tr("(The game is not over yet: these are the points now.)")
        return text + "\n\n" + self.tr("Result: you {0}, the computer {1}.").format(scores[0], scores[1])

    def steps(self) -> list[Step]:
        red = QCoreApplication.translate("engine", COLOUR_LABELS[0])
        free_keys = tuple(f"{n}+Return" for n in range(1, 5)) + (
            "Escape+Space+Return", "Escape+Space+Right+Space+Return",
            "Escape+Space+Right+Space+Right+Space+Return")
        return [
            Step(self.tr("Welcome to R-Eco! You play against the computer. The waste cards come in four colours and "
                    "carry 1 or 2 waste units. You hold 3 cards: your hand, highlighted. Press Next (F3)."),
                 target="hand", teaches=("Components (`edition` option)", "Setup (2–5 players)")),
            Step(self.tr("Each colour has a recycling centre: its factory (the waste delivered there), its dump "
                    "(waste anyone may pick up) and its reward cards. With two players each reward stack "
                    "holds 0, 1, 2, −2, 4 and 5 points, the 0 on top. Press Next (F3)."),
                 target="centres", teaches=("Components (`edition` option)", "Setup (2–5 players)")),
            Step(self.tr("A turn has three steps, all compulsory. First, deliver cards of one colour to its factory. "
                    "Press 1 to choose your two {0} cards, then Enter to deliver them. When a factory holds 4 "
                    "units or more you take its top reward card and the factory is emptied.").format(red),
                 target="centre0", keys=("1+Return",),
                 expect=lambda a: isinstance(a, Deliver) and a.colour == 0 and a.singles + 2 * a.doubles == 3,
                 not_yet=self.tr("Not yet: deliver your two {0} cards (press 1, then Enter).").format(red),
                 teaches=("A turn (three steps, all compulsory)",)),
            Step(self.tr("3 units: the cards stay on the factory, and one more unit will win its reward. Second, you "
                    "picked up every card of that colour's dump. Third, that dump was refilled with X + 1 new "
                    "cards, X being the units on its factory: 4 cards. Press Next (F3)."),
                 target="centre0", teaches=("A turn (three steps, all compulsory)",)),
            Step(self.tr("You may hold 5 cards at most. With more, you lay the extra ones face down: illegal dumping, "
                    "−1 point each at the end. The game ends when a reward stack is empty: whoever took its last "
                    "card finishes the turn. Press Next (F3)."),
                 target="hand", teaches=("A turn (three steps, all compulsory)", "End")),
            Step(self.tr("Scoring: in each colour, a single reward card counts nothing (a lone −2 costs nothing "
                    "either); two or more add up. Each dumped card costs 1 point. A player who never dumped gets "
                    "4 points for each player who did. Press Next (F3)."),
                 target="players", teaches=("Scoring",)),
            Step(self.tr("Play on to the end of the game. Press a colour's number (1, 2, 3 or 4) to choose your cards of "
                    "that colour, then Enter to deliver them. With more than 5 cards, choose the extra ones "
                    "(Space on a card, → to move to the next one), then Enter to lay them face down. Esc "
                    "clears a choice. The coach waits here until the game is over."),
                 target="hand", keys=free_keys, free=True, until=lambda s: s.is_over(),
                 teaches=("A turn (three steps, all compulsory)", "End")),
            Step(self.final, target="players", teaches=("Scoring",)),
            Step(self.tr("You know every rule of R-Eco now. Press Finish to go back to the library, where New game "
                    "sets up a real game."), target=None),
        ]


LESSON = REcoLesson
