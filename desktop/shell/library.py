"""The game library: one card per game (its cover, title, player count and pitch), in a grid that
reflows with the window's width. Titles and player counts come from the engines."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

import engines
from desktop.games import playable
from desktop.shell.covers import paint_cover
from desktop.table.activatable import AccessibleActivatable
from desktop.table.style import Scale
from desktop.widgets.keys import is_activation


def game_title(game: str) -> str:
    """The game's name, as its engine gives it (engines.get(game).title), known without importing the
    engine (engines.CATALOGUE): the library shows before any game is imported (issue 28)."""
    if game in engines.CATALOGUE:
        return engines.CATALOGUE[game][0]
    return engines.get(game).title if engines.available(game) else game


def game_pitch(game: str) -> str:
    return {
        "r_eco": QCoreApplication.translate(
            "library", "Recycle waste for rewards; dump it illegally and pay for it."),
        "rolling_japan": QCoreApplication.translate(
            "library", "Write dice on a map of Japan, neighbours within one."),
        "siberia": QCoreApplication.translate(
            "library", "Dig for gas, coal, oil, gold and diamonds with your workers."),
        "coloretto": QCoreApplication.translate(
            "library", "Collect three colours, and as little of the rest as you can."),
        "pueblo": QCoreApplication.translate(
            "library", "Build a pueblo together and hide your colour from the chieftain."),
    }[game]


def player_range(game: str) -> tuple[int, int]:
    """How many may play, as the engine says."""
    if game in engines.CATALOGUE:
        return engines.CATALOGUE[game][1:]
    engine = engines.get(game)
    return engine.min_players, engine.max_players


# a card's least and greatest size at 1024x700; on a larger window both grow (Library.card_scale)
CARD_MIN, CARD_MAX = QSize(220, 320), QSize(420, 420)
# the library's room (about) where its five cards fill a row of a large window at scale 1.0 per step
CARD_REFERENCE = QSize(1250, 760)
QWIDGETSIZE_MAX = (1 << 24) - 1


class GameCard(QWidget):
    """One game in the library: its picture, name, player count and pitch; click or Enter to play
    (the "New game" button below it does the same)."""

    chosen = Signal(str)
    ACCESSIBLE_INTERFACE = AccessibleActivatable  # a button with a press action for screen readers (issue 16)

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.ready = playable(game)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if self.ready else Qt.FocusPolicy.NoFocus)
        self.scale = 1.0
        self.setMinimumSize(QSize(CARD_MIN.width(), CARD_MIN.height()))
        self.setMaximumSize(QSize(CARD_MAX.width(), CARD_MAX.height()))
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.ready else Qt.CursorShape.ArrowCursor)
        lo, hi = player_range(game)
        self.players_text = (self.tr("{0} player").format(lo) if lo == hi == 1 else
                             self.tr("{0}–{1} players").format(lo, hi))
        status = "" if self.ready else self.tr(" (coming soon)")
        self.setAccessibleName(game_title(game) + status)
        self.setAccessibleDescription(f"{self.players_text}. {game_pitch(game)}")
        self.setToolTip(game_pitch(game) if self.ready else self.tr("Coming soon: this game is not built yet."))

    def set_scale(self, scale: Scale, base: QFont) -> None:
        """Issue 29 item 15: bigger on a large window (its sizes and its words), never smaller than at
        1024x700; the holder of its buttons (desktop.tutorial.library) follows its width."""
        if scale.factor == self.scale:
            return
        self.scale = scale.factor
        self.setMinimumSize(QSize(scale.px(CARD_MIN.width()), scale.px(CARD_MIN.height())))
        self.setMaximumSize(QSize(scale.px(CARD_MAX.width()), scale.px(CARD_MAX.height())))
        font = QFont(base)
        if base.pixelSize() > 0:
            font.setPixelSize(round(base.pixelSize() * scale.font_factor))
        else:
            font.setPointSizeF(base.pointSizeF() * scale.font_factor)
        holder = self.parentWidget()
        (holder or self).setFont(font)  # its New game / Learn to play buttons grow with it
        if holder is not None and holder.maximumWidth() < QWIDGETSIZE_MAX:
            holder.setMaximumWidth(self.maximumWidth())
        self.updateGeometry()
        self.update()

    def activate(self) -> None:
        """The accessible press action, like a click or Enter."""
        if self.ready:
            self.chosen.emit(self.game)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        if self.ready and event.button() == Qt.MouseButton.LeftButton:
            self.chosen.emit(self.game)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        if self.ready and is_activation(event):
            self.chosen.emit(self.game)
        elif event.key() in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._step(1)
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self._step(-1)
        else:
            super().keyPressEvent(event)

    def _step(self, by: int) -> None:
        """Arrows go from game to game (Tab also reaches each game's other buttons)."""
        library = self.parentWidget()
        while library is not None and not isinstance(library, Library):
            library = library.parentWidget()
        cards = [c for c in library.cards if c.ready] if library is not None else []
        if self in cards and len(cards) > 1:
            cards[(cards.index(self) + by) % len(cards)].setFocus(Qt.FocusReason.TabFocusReason)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: Any) -> None:  # noqa: N802
        self.update()
        super().focusOutEvent(event)

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        p.setPen(QPen(QColor("#c0392b") if self.hasFocus() else QColor("#b9ab93"), 3 if self.hasFocus() else 1))
        p.setBrush(QColor("#fffaf0"))
        p.drawRoundedRect(r, 12, 12)
        picture = QRectF(r.left() + 10, r.top() + 10, r.width() - 20, min(r.height() * 0.55, (r.width() - 20) * 0.72))
        paint_cover(self.game, p, picture)
        if not self.ready:
            p.fillRect(picture, QColor(255, 250, 240, 150))
        wrap = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        text = QRectF(r.left() + 14, picture.bottom() + 8, r.width() - 28, r.bottom() - picture.bottom() - 12)
        title_font = QFont(self.font())
        if title_font.pointSizeF() > 0:
            title_font.setPointSizeF(title_font.pointSizeF() * 1.45)
        else:
            title_font.setPixelSize(round(title_font.pixelSize() * 1.45))
        title_font.setBold(True)
        p.setFont(title_font)
        p.setPen(QColor("#2c2620") if self.ready else QColor("#8c8170"))
        used = p.boundingRect(text, wrap, game_title(self.game))
        p.drawText(text, wrap, game_title(self.game))
        p.setFont(self.font())
        line2 = QRectF(text.left(), used.bottom() + 6, text.width(), text.bottom() - used.bottom() - 6)
        sub = self.players_text + ("" if self.ready else self.tr(" · coming soon"))
        p.setPen(QColor("#8a5a2b") if self.ready else QColor("#9c9080"))
        used = p.boundingRect(line2, wrap, sub)
        p.drawText(line2, wrap, sub)
        p.setPen(QColor("#4a4036") if self.ready else QColor("#9c9080"))
        pitch = QRectF(line2.left(), used.bottom() + 6, line2.width(), line2.bottom() - used.bottom() - 6)
        p.drawText(pitch, wrap, game_pitch(self.game))
        p.end()


class PlayButton(QPushButton):
    """Under each card, beside "Learn to play": a real game of it (issue 29: the picture's click was
    the only other way, and nothing said so)."""

    def __init__(self, card: GameCard, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("New game"), parent)
        self.game = card.game
        self.setObjectName(f"play_{card.game}")
        title = game_title(card.game)
        self.setAccessibleName(self.tr("New game of {0}").format(title))
        self.setToolTip(self.tr("Choose the players and start a game of {0}").format(title))
        self.clicked.connect(lambda: card.chosen.emit(card.game))


class Library(QWidget):
    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Game library"))
        outer = QVBoxLayout(self)
        self.title = QLabel(self.tr("Kotatsu"))
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + 14)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel(self.tr("Five tabletop games around one screen. Choose a game."))
        self.subtitle.setWordWrap(True)
        #: the words' sizes at 1024x700; on a large window they grow with the cards (issue 29 item 15)
        self._fonts = {self.title: QFont(font), self.subtitle: QFont(self.font())}
        self._scale = 1.0
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        grid_host = QWidget()
        self.grid = QGridLayout(grid_host)
        self.cards = [GameCard(g) for g in engines.NAMES]
        for card in self.cards:
            card.chosen.connect(self.chosen)
        from desktop.tutorial.library import add_learn_buttons  # issue 18: "Learn to play", first-start offer
        self.play_buttons: dict[str, PlayButton] = {}

        def play_button(card: GameCard) -> PlayButton | None:
            if not card.ready:
                return None
            self.play_buttons[card.game] = PlayButton(card)
            return self.play_buttons[card.game]

        self.holders = add_learn_buttons(self, outer, {g: game_title(g) for g in engines.NAMES}, play_button)
        self._columns = 0
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        outer.addWidget(scroll, 1)
        self._relayout()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout()

    def card_scale(self) -> Scale:
        """How much bigger the cards are drawn: with the room, as the tables (Scale), never smaller."""
        if self.width() <= 0 or self.height() <= 0:
            return Scale(1.0)
        return Scale(max(1.0, Scale.for_size(self.size(), CARD_REFERENCE).factor))

    def _restyle(self, scale: Scale) -> None:
        """The title, the subtitle, the first-start offer and the cards' buttons grow with the cards
        (issue 29 item 15: on a 2560x1600 screen they kept their 1024x700 size)."""
        if scale.factor == self._scale:
            return
        self._scale = scale.factor
        offer = getattr(self, "tutorial_offer", None)
        if offer is not None:   # its words and buttons (its style sheet keeps them from following its font)
            for part in offer.findChildren(QWidget):
                self._fonts.setdefault(part, QFont(part.font()))
        for widget, base in self._fonts.items():
            font = QFont(base)
            if base.pixelSize() > 0:
                font.setPixelSize(round(base.pixelSize() * scale.font_factor))
            else:
                font.setPointSizeF(base.pointSizeF() * scale.font_factor)
            widget.setFont(font)
        for holder in self.holders:
            for button in holder.findChildren(QPushButton):
                button.setMinimumHeight(scale.px(26) if scale.factor > 1 else 0)

    def _relayout(self) -> None:
        scale = self.card_scale()
        for card in self.cards:
            card.set_scale(scale, self.font())
        self._restyle(scale)
        # a column as wide as a card's least width and as its buttons' words (French "Nouvelle partie" and
        # "Apprendre à jouer" made four columns overflow 1024 px: a horizontal scroll bar, a card cut)
        least = max((holder.minimumSizeHint().width() for holder in self.holders), default=0)
        step = max(scale.px(240), least + self.grid.horizontalSpacing() + 4)
        columns = max(1, min(5, (self.width() - 40) // step)) if self.width() > 0 else 3
        if columns == self._columns:
            return
        self._columns = columns
        for holder in self.holders:
            self.grid.removeWidget(holder)
        lines = (len(self.holders) - 1) // columns + 1
        for row in range(self.grid.rowCount()):
            self.grid.setRowStretch(row, 0)
        # the cards in the middle of the room left to them (a stretch above and below), not at its top
        # with the lower half of a large window empty
        self.grid.setRowStretch(0, 1)
        for i, holder in enumerate(self.holders):
            self.grid.addWidget(holder, 1 + i // columns, i % columns, Qt.AlignmentFlag.AlignTop)
        self.grid.setRowStretch(lines + 1, 1)
