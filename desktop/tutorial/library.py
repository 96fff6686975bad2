"""The library's side of the tutorials (issue 18): a "Learn to play" button under each game's card
and, at the very first start, a banner offering them (once: remembered in the settings)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.table.text import plain_label
from desktop.tutorial import has_lesson, start, store


class LearnButton(QPushButton):
    def __init__(self, game: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Learn to play"), parent)
        self.game = game
        self.setObjectName(f"learn_{game}")
        self.setAccessibleName(self.tr("Learn to play {0}: a guided first game").format(title))
        self.setToolTip(self.tr("A guided first game of {0} against the computer, with a coach").format(title))
        self.clicked.connect(lambda: start(self.window(), self.game))


class FirstStartOffer(QFrame):
    """Shown once, at the first start: the tutorials exist, and where to find them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialOffer")
        self.setStyleSheet("#tutorialOffer { background: #fff6dc; border: 2px solid #d68a00; border-radius: 6px; }"
                           " #tutorialOffer QLabel { color: #2c2620; }")
        self.setAccessibleName(self.tr("New here?"))
        layout = QHBoxLayout(self)
        self.text = plain_label(self.tr("New here? Each game has a guided first game against the computer: "
                                        "choose “Learn to play” under its picture. Coloretto is the quickest "
                                        "to learn."), self, wrap=True)
        layout.addWidget(self.text, 1)
        self.learn = QPushButton(self.tr("Learn &Coloretto now"))
        self.learn.clicked.connect(lambda: start(self.window(), "coloretto"))
        self.close_button = QPushButton(self.tr("&Dismiss"))
        self.close_button.setAccessibleName(self.tr("Dismiss this offer"))
        self.close_button.clicked.connect(self.hide)
        layout.addWidget(self.learn)
        layout.addWidget(self.close_button)


def add_learn_buttons(library: Any, outer: QVBoxLayout, titles: dict[str, str],
                      play_button: Callable[[Any], QWidget | None] = lambda card: None) -> list[QWidget]:
    """Each card with its buttons below it (the grid lays these holders out): `play_button(card)`
    (the library's "New game", issue 29) and "Learn to play"; the first-start offer above the grid,
    once."""
    holders: list[QWidget] = []
    library.learn_buttons = {}
    for card in library.cards:
        holder = QWidget()
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(card)
        holder.setMaximumWidth(card.maximumWidth())
        row = QHBoxLayout()
        row.setContentsMargins(6, 0, 6, 0)   # under the card's drawn frame (inset 6 px)
        play = play_button(card)
        if play is not None:
            row.addWidget(play)
        if card.ready and has_lesson(card.game):
            button = LearnButton(card.game, titles[card.game])
            library.learn_buttons[card.game] = button
            row.addWidget(button)
        if row.count():
            column.addLayout(row)
        holders.append(holder)
    library.tutorial_offer = None
    if not store.was_offered():
        store.mark_offered()
        library.tutorial_offer = FirstStartOffer()
        outer.insertWidget(2, library.tutorial_offer)
    return holders
