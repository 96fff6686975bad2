"""A lesson: the fixed deal of a guided first game and its steps (issue 18).

A `Step` is what the coach says (`text`, translated), the part of the table it points at (`target`,
an anchor name the lesson's `anchor()` turns into a rectangle of the view) and what it waits for:
- an explanation (`expect` None): the coach's Next button (or N) goes on;
- a move (`expect(action) -> bool` over the engine's actions of the human seat): only a move it
  accepts is played; any other gets the step's `not_yet` words and is not applied.
`keys` is the machine-readable form of what the text asks the player to press, in order (a "+"
joins keys pressed one after the other for one move, "1+Return"; a free step lists the moves it
suggests, to be tried in that order): the text names every one of them (tests/gui/test_tutorial*.py check it and play the tutorial by pressing only
those keys, as a player reading the coach would). `free` steps accept any legal move and repeat
until `until(session)` holds (play on to the end of the game).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRect

import engines


@dataclass
class Step:
    text: str | Callable[[Any], str]
    target: str | None = None
    expect: Callable[[Any], bool] | None = None
    keys: tuple[str, ...] = ()
    not_yet: str = ""
    free: bool = False
    until: Callable[[Any], bool] | None = None
    #: rules of the game's rules file this step teaches (headings, for the report and tests)
    teaches: tuple[str, ...] = field(default_factory=tuple)

    def words(self, session: Any) -> str:
        """The coach's words now (a step may read the position: the final scores)."""
        return self.text(session) if callable(self.text) else self.text

    @property
    def waits_for_move(self) -> bool:
        return self.expect is not None or self.free


class Lesson(QObject):
    """One game's tutorial. Subclasses set `game`, `seed`, `options`, `players` and build `steps()`."""

    game = ""
    seed = 1
    options: dict[str, Any] = {}
    players = 2
    #: the rules (headings of shared/rules/<game>.md) the steps teach between them
    rules: tuple[str, ...] = ()

    def steps(self) -> list[Step]:
        raise NotImplementedError

    def title(self) -> str:
        return engines.get(self.game).title

    def anchor(self, view: Any, name: str) -> QRect | None:
        """The rectangle (view coordinates) of a named part of the table; the view's own hook first."""
        rect = view.anchor_rect(name) if hasattr(view, "anchor_rect") else None
        return rect

    def focus_widget(self, view: Any) -> Any:
        """The part of the table the keyboard goes to for a move (None: the view itself)."""
        return None

    def computer_move(self, state: Any, seat: int) -> Any:
        """The computer's move in the lesson: the normal player, seeded by the position alone, so the
        deal goes the same way every time (and again after the lesson is resumed)."""
        engine = engines.get(self.game)
        module = __import__(f"engines.{self.game}", fromlist=["bot_normal"])
        bot = getattr(module, "bot_normal", None)
        legal = engine.legal_actions(state, seat)
        if bot is None:
            return legal[0]
        return bot(engine, state, seat, random.Random(self.seed * 7919 + len(str(engine.encode(state)))))

    def score_words(self, session: Any, seat: int = 0) -> str:
        """The seat's score as the engine breaks it down ("Clean-environment bonus 4, …, total 12")."""
        from desktop.i18n import translate_text

        lines = session.engine.score_breakdown(session.state)[seat]
        parts = [f"{translate_text(label)} {points:+d}" for label, points in lines]
        total = session.engine.scores(session.state)[seat]
        return QCoreApplication.translate("Lesson", "{0} — total {1}").format("; ".join(parts) or "—", total)

    @staticmethod
    def widget_rect(view: Any, widget: Any) -> QRect | None:
        """A child widget's rectangle in the view's coordinates (None when hidden)."""
        if widget is None or not widget.isVisible():
            return None
        top_left = widget.mapTo(view, widget.rect().topLeft())
        return QRect(top_left, widget.size())
