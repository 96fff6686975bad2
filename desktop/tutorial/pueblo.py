"""Pueblo's guided first game (issue 18): you and the computer, seed 1 (you start, the chieftain on
the south-west corner). The first block and the first chieftain move are scripted; then you play on
to the end with the coach's keys (Enter places the block where the board shows it); the last steps
explain your penalty points.

Rules taught (shared/rules/pueblo.md): board and coordinates (8 x 8, levels, the 36-space track),
pieces (the 4-cube block, 12 rotations, stepped ones; own and neutral blocks: 8 + 7 with two
players; the single block then pairs), placing a block (every cube rests on the ground or a cube),
a turn (place, move the chieftain 1 to 4 spaces, inspection: a side space's line by level, z + 1
points; a corner from above, 1 point per top; neutral never scores), end (the final lap of 36
inspections, fewest penalty points wins), advanced rules (sacred sites, auctions, dismantling: the
new-game options, off here)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect

from desktop.tutorial.lesson import Lesson, Step
from engines.pueblo.game import Move, Place


class PuebloLesson(Lesson):
    game = "pueblo"
    seed = 1
    options: dict[str, Any] = {}
    players = 2
    rules = ("Board and coordinates", "Pieces", "Placing a block", "A turn", "End",
             "Advanced rules (options, each off by default)")

    def anchor(self, view: Any, name: str) -> QRect | None:
        widget = {"board": view.board, "panel": view.panel, "place": view.place_button}.get(name)
        return self.widget_rect(view, widget) if widget is not None else super().anchor(view, name)

    def final(self, session: Any) -> str:
        points = session.engine.scores(session.state)
        text = self.tr("You have {0} penalty points, the computer {1}. The fewest penalty points win.").format(
            points[0], points[1])
        if not session.is_over():
            text += "\n\n" + self.tr("(The game is not over yet: these are the points now.)")
        return text

    def steps(self) -> list[Step]:
        free = ("1", "Return", "R+Return", "R+Return", "R+Return", "B+Return", "Right+Return", "Down+Return",
                "Left+Left+Return", "Up+Up+Return")
        return [
            Step(self.tr("Welcome to Pueblo! You and the computer build one pueblo together on this 8 x 8 area, as "
                    "high as you like. The chieftain walks the 36 spaces of the track around it and penalises "
                    "every player whose colour he sees. Fewest penalty points wins. Press Next (F3)."),
                 target="board", teaches=("Board and coordinates",)),
            Step(self.tr("Every block is 4 cubes: an L of three with a fourth on one end; it turns in 12 ways, some "
                    "stepped over two levels. With two players you have 8 blocks of your colour and 7 neutral "
                    "(beige) ones. Every cube of a block must rest on the ground or on a cube: nothing hangs "
                    "over empty space. Press Next (F3)."),
                 target="panel", teaches=("Pieces", "Placing a block")),
            Step(self.tr("Your first block is your single block of your own colour. The board shows it at the cursor: "
                    "press Enter to place it there (the arrows move it, R turns it)."),
                 target="board", keys=("Return",), expect=lambda a: isinstance(a, Place) and a.colour == 2,
                 not_yet=self.tr("Not yet: place your own-colour block (press Enter)."),
                 teaches=("A turn", "Placing a block")),
            Step(self.tr("Then the chieftain must walk 1 to 4 spaces clockwise and inspect the pueblo from there. "
                    "Press 2 to move him 2 spaces."),
                 target="board", keys=("2",), expect=lambda a: a == Move(2),
                 not_yet=self.tr("Not yet: move the chieftain 2 spaces (press 2)."), teaches=("A turn",)),
            Step(self.tr("From a side space he looks along one line: at each level the first cube he sees costs its "
                    "owner the level's number (1 on the ground, 2 above…). From a corner he looks down on a "
                    "quarter: each top cube of a player's colour costs 1. Neutral cubes never cost anything: hide "
                    "your colour behind them. Press Next (F3)."),
                 target="panel", teaches=("A turn", "Board and coordinates")),
            Step(self.tr("After the single block you open a pair (one of yours, one neutral): play either first (B "
                    "picks the other), the other on your next turn. After the last block the chieftain walks one "
                    "full lap, inspecting at all 36 spaces. Sacred sites, turn auctions and dismantling are "
                    "advanced options of a new game, off here. Press Next (F3)."),
                 target="panel", teaches=("Pieces", "End", "Advanced rules (options, each off by default)")),
            Step(self.tr("Play on to the end of the game. Press Enter to place the block where the board shows it (if "
                    "it can't go there, R turns it, B takes the other block, the arrows → ↓ ← ↑ move it), then "
                    "1, 2, 3 or 4 to move the chieftain. The coach waits here until the game is over."),
                 target="board", keys=free, free=True, until=lambda s: s.is_over(), teaches=("A turn", "End")),
            Step(self.final, target="panel", teaches=("End",)),
            Step(self.tr("You know every rule of Pueblo now. Press Finish to go back to the library, where New game "
                    "sets up a real game (with the advanced options if you like)."), target=None),
        ]


LESSON = PuebloLesson
