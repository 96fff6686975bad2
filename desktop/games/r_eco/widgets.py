"""R-Eco's hand on the kit's hand (desktop/table/hand.py: a card an Activatable, click or Space
chooses or releases it, the cursor and the chosen mark): the waste cards' faces, a glow under a chosen
card, and a red cross and "−1" instead of the tick when the chosen cards are to be dumped. It draws
what it is given; the view talks to the session. The players' badges are in badges.py."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAccessible, QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.r_eco.art import (
    WARN,
    colour_name,
    font_px,
    paint_waste_card,
)
from desktop.table import draw_fitted_text, saved
from desktop.table.a11y import expose
from desktop.table.hand import Hand, HandCard


def _t(text: str) -> str:
    return QCoreApplication.translate("HandWidget", text)


class _EnterDelivers(HandCard):
    """Enter is the table's "deliver" (its KeyMap), not the card's: Space chooses the card."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.ignore()
            return
        super().keyPressEvent(event)


class HandWidget(Hand):
    """The cards of the seat at the screen (only that seat's, never another's): (colour, units) each.
    A card's activation (click, Space) asks the view to choose or release it (`toggled`); Enter goes on
    to the table (it delivers)."""

    toggled = Signal(int)
    CARD_CLASS = _EnterDelivers

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.message = ""
        self.dump_mode = False
        self.setAccessibleName(self.tr("Your hand"))

    def set_cards(self, cards: list[tuple[int, int]], selected: set[int], message: str = "",
                  playable: bool = False) -> None:
        had_focus = self.hasFocus() or self.has_card_focus()
        self.cards = cards
        self.selected = selected
        self.message = message
        self.sync_cards(playable)
        kinds = [self.tr("{0} {1}").format(colour_name(c), self.tr("double") if u == 2 else self.tr("single"))
                 for c, u in cards]
        for i, card in enumerate(self.card_widgets):
            card.set_accessible(kinds[i], _t("chosen") if i in selected else _t("not chosen"))
        self.setAccessibleDescription(", ".join(kinds) or message)
        if had_focus and not self.has_card_focus():  # the focused card went (delivered): the keys stay here
            if self.card_widgets:
                self.set_cursor(self.cursor)
            else:
                self.setFocus(Qt.FocusReason.OtherFocusReason)

    def card_activated(self, i: int) -> None:
        self.toggled.emit(i)

    def empty_text(self) -> str:
        return self.message

    def paint_card(self, p: QPainter, r: QRectF, i: int) -> None:
        colour, units = self.cards[i]
        if i in self.selected:
            with saved(p):  # a glow under a chosen card
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(255, 246, 200, 170))
                p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), r.width() * 0.14, r.width() * 0.14)
        paint_waste_card(p, r, colour, units)

    def paint_marks(self, p: QPainter, r: QRectF, i: int) -> None:
        if i not in self.selected or not self.dump_mode:
            super().paint_marks(p, r, i)
            return
        d = max(14.0, r.width() * 0.28)  # a cross and the cost: this card is dumped
        with saved(p):
            p.setPen(QPen(QColor(176, 42, 26, 170), max(3.0, r.width() * 0.05)))
            m = r.width() * 0.14
            p.drawLine(QPointF(r.left() + m, r.top() + r.height() * 0.25), r.bottomRight() - QPointF(m, m))
            p.drawLine(QPointF(r.right() - m, r.top() + r.height() * 0.25), QPointF(r.left() + m, r.bottom() - m))
            badge = QRectF(r.right() - d * 1.2, r.top() - d * 0.25, d * 1.3, d)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(WARN)
            p.drawRoundedRect(badge, d * 0.3, d * 0.3)
        p.setPen(QColor("#ffffff"))
        draw_fitted_text(p, badge, "−1", font=font_px(d * 0.6, bold=True), min_px=7, wrap=False)


class EndBanner(QWidget):
    """The end warning ("the game ends when a reward stack is empty…", then "The game is over."),
    drawn in the room of the "Keys:" line, which it covers while it shows (issue 29 item 17: above the
    board it pushed the board down when it appeared, and keeping its room there broke the 5-player
    fit at 1024x700). Its words shrink to fit that room; it never asks for more."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self._text = ""
        self.text_px = 15   # the view sets it from its Scale (the title size)
        self.radius = 8
        # as wide and as high as the keys line, never more
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        expose(self, lambda: [], QAccessible.Role.StaticText)   # read as text (its words: the description)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # noqa: N802 (a QLabel's name: the speech and tests read it)
        if text != self._text:
            self._text = text
            self.setAccessibleDescription(text)
            self.update()

    def paintEvent(self, event: object) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#b8432f"))
        p.drawRoundedRect(QRectF(self.rect()), self.radius, self.radius)
        p.setPen(QColor("white"))
        font = p.font()
        font.setBold(True)
        font.setPixelSize(self.text_px)
        room = QRectF(self.rect()).adjusted(10, 1, -10, -1)
        draw_fitted_text(p, room, self._text, font=font, min_px=8,
                         flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        p.end()
