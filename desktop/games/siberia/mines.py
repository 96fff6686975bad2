"""Siberia's players and supply: each player's mine (name as plain text, the mine's value, who is to
play and the hand size, then the people and resource cards drawn to fit), the mines in the columns
that make them largest, and the supply of people with the pile sizes."""
from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from desktop.games.siberia.art import SWATCHES, paint_resource_card, paint_symbol, symbol_name, value_text
from desktop.table import GridArea, aspect_score, draw_fitted_text, plain_label, saved, set_plain
from engines.siberia import RESOURCES

LIGHT = "#e8e4da"  # a symbol's outline on the dark felt


def _t(text: str) -> str:
    return QCoreApplication.translate("SiberiaView", text)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(max(8, int(px)))
    return font


class MineArt(QWidget):
    """A mine's people (workers; salesmen and investors with their speciality) above its resource
    cards grouped by kind, sized to the room (the cards show their values when there is room)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mine: dict[str, Any] = {"resources": [], "workers": 1, "salesmen": [], "investors": []}
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(150, 44)

    def set_mine(self, mine: dict[str, Any]) -> None:
        self.mine = mine
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = float(self.width()), float(self.height())
        people_h = h * 0.36
        badges = len(self.mine["salesmen"]) + len(self.mine["investors"])
        units = self.mine["workers"] * 0.9 + badges * 2.25 + 0.6
        s = max(6.0, min(people_h - 2, w / units, w * 0.11))
        x, y = 0.0, (people_h - s) / 2
        for _ in range(self.mine["workers"]):
            paint_symbol(p, "worker", QRectF(x, y, s, s), outline=LIGHT)
            x += s * 0.9
        x += s * 0.6
        for role, key in (("salesman", "salesmen"), ("investor", "investors")):
            for spec in self.mine[key]:
                badge = QRectF(x, y - 1, s * 2.05, s + 2)
                with saved(p):
                    p.setPen(QPen(SWATCHES[role].qcolor(), 1.5))
                    p.setBrush(QColor(255, 255, 255, 25))
                    p.drawRoundedRect(badge, 5, 5)
                paint_symbol(p, role, QRectF(x + 1, y, s, s), outline=LIGHT)
                paint_symbol(p, spec, QRectF(x + s + 2, y + s * 0.15, s * 0.75, s * 0.75), outline=LIGHT)
                x += s * 2.25
        self._paint_resources(p, QRectF(1, people_h + 2, w - 4, h - people_h - 4))
        p.end()

    def _paint_resources(self, p: QPainter, area: QRectF) -> None:
        groups = [sorted(v for k, v in self.mine["resources"] if k == kind) for kind in RESOURCES]
        kinds = [(kind, cards) for kind, cards in zip(RESOURCES, groups, strict=True) if cards]
        if not kinds:
            return
        ch = area.height()
        cw = ch / 1.35
        gap = cw * 0.25
        extra = sum(len(c) - 1 for _, c in kinds)
        step = cw * 0.5
        needed = len(kinds) * cw + extra * step + (len(kinds) - 1) * gap
        if needed > area.width():  # overlap more, then smaller cards
            room = area.width() - len(kinds) * cw - (len(kinds) - 1) * gap
            step = max(cw * 0.22, room / extra) if extra else step
            needed = len(kinds) * cw + extra * step + (len(kinds) - 1) * gap
            if needed > area.width():
                f = area.width() / needed
                cw, ch, step, gap = cw * f, ch * f, step * f, gap * f
        x = area.left()
        for kind, cards in kinds:
            for v in cards:
                card = QRectF(x, area.top(), cw, ch)
                paint_resource_card(p, card, kind, v, bonus=kind in self.mine["salesmen"])  # its worth here
                if kind in self.mine["salesmen"]:
                    with saved(p):
                        p.setPen(QPen(QColor("#6fe39a"), 2))
                        p.setBrush(Qt.BrushStyle.NoBrush)
                        p.drawRoundedRect(card.adjusted(-1, -1, 1, 1), 3, 3)
                x += step
            x += cw - step + gap


class MinePanel(QFrame):
    """One player's mine: name (plain text) and the mine's value, what they are doing and their hand
    size, then the mine's people and cards."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("minePanel")
        self.mine: dict[str, Any] = {"resources": [], "workers": 1, "salesmen": [], "investors": []}
        self.title = ""
        self.value = 0
        self.hand_size = 0
        self.state = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.setSpacing(1)
        line = QHBoxLayout()
        line.setSpacing(6)
        self.name_label = plain_label(object_name="playerName", wrap=True)
        self.value_label = plain_label(object_name="mineValue")
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        line.addWidget(self.name_label, 1)
        line.addWidget(self.value_label, 0)
        layout.addLayout(line)
        self.info_label = plain_label(object_name="playerState", wrap=True)
        layout.addWidget(self.info_label)
        self.art = MineArt()
        layout.addWidget(self.art, 1)

    def set_mine(self, name: str, mine: dict[str, Any], hand_size: int, to_move: bool, state: str) -> None:
        self.title, self.mine, self.value, self.hand_size, self.state = name, mine, mine["value"], hand_size, state
        if self.property("toMove") != to_move:
            self.setProperty("toMove", to_move)
            self.style().unpolish(self)
            self.style().polish(self)
        set_plain(self.name_label, ("▶ " if to_move else "") + name)
        set_plain(self.value_label, value_text(self.value))
        info = _t("{0} in hand").format(hand_size)
        set_plain(self.info_label, f"{state} · {info}" if state else info)
        self.art.set_mine(mine)
        res = Counter(k for k, _ in mine["resources"])
        parts = [_t("{0}: mine worth {1}").format(name, mine["value"]),
                 _t("{0} workers").format(mine["workers"])]
        parts += [f"{n} {symbol_name(k)}" for k, n in res.items()]
        if mine["salesmen"]:
            parts.append(_t("salesmen: {0}").format(", ".join(symbol_name(s) for s in mine["salesmen"])))
        if mine["investors"]:
            parts.append(_t("investors: {0}").format(", ".join(symbol_name(s) for s in mine["investors"])))
        parts.append(_t("{0} cards in hand").format(hand_size))
        if state:
            parts.append(state)
        self.setAccessibleName("; ".join(parts))
        self.art.setToolTip("; ".join(parts[1:]))


class MinesArea(GridArea):
    """The players' mines in the number of columns that gives each the most room (about 2:1)."""

    SPACING = 6

    def __init__(self, panels: list[MinePanel], parent: QWidget | None = None) -> None:
        super().__init__(panels, parent, score=aspect_score(2.0))
        self.setMinimumSize(200, len(panels) * 96 if len(panels) <= 2 else ((len(panels) + 1) // 2) * 110)


class SupplyWidget(QWidget):
    """People still to hire, and the sizes of the piles."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.supply: dict[str, Any] = {"worker": 0, "salesman": [], "investor": []}
        self.piles = (0, 0, 0)
        self.text_px = 12  # the view sets it from its Scale
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(200, 96)
        self.setAccessibleName(_t("Supply"))

    def set_supply(self, supply: dict[str, Any], action_pile: int, discard: int, resource_pile: int) -> None:
        self.supply, self.piles = supply, (action_pile, discard, resource_pile)
        self.setAccessibleDescription(_t("{0} workers left; salesmen: {1}; investors: {2}; action pile {3}, "
                                         "discard pile {4}, resource pile {5}").format(
            supply["worker"], ", ".join(symbol_name(s) for s in supply["salesman"]) or "-",
            ", ".join(symbol_name(s) for s in supply["investor"]) or "-", action_pile, discard, resource_pile))
        self.update()

    LINES = 5.6   # the title, workers, salesmen, investors and the piles, in lines of text

    def sizeHint(self):  # noqa: N802
        hint = super().sizeHint()
        hint.setHeight(int(self.text_px * 1.75 * self.LINES + 10))
        return hint

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """Each row of the supply says what it is in words ("Workers × 8", "Salesmen", "Investors"),
        with the symbols as large as a line of text allows (issue 29: they were ~10 px, unlabelled)."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor(255, 255, 255, 40), 1))
        p.setBrush(QColor(0, 0, 0, 50))
        p.drawRoundedRect(r, 10, 10)
        inner = r.adjusted(8, 4, -8, -4)
        line = inner.height() / self.LINES
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        font = _font(min(self.text_px, line * 0.75))
        p.setPen(QColor("#f3f1e8"))
        draw_fitted_text(p, QRectF(inner.left(), inner.top(), inner.width(), line), _t("Supply"),
                         font=_font(min(self.text_px, line * 0.75), True), flags=left, wrap=False)
        labels = (_t("Workers"), _t("Salesmen"), _t("Investors"))
        metrics = QFontMetricsF(font)
        label_w = min(inner.width() * 0.42, max(metrics.horizontalAdvance(t) for t in labels) + font.pixelSize() * 0.8)
        s = min(line * 0.92, (inner.width() - label_w) / 8.5)
        y = inner.top() + line * 1.1
        for k, (label, role) in enumerate(zip(labels, ("worker", "salesman", "investor"), strict=True)):
            row = QRectF(inner.left(), y + k * line * 1.05, inner.width(), line)
            p.setPen(QColor("#f3f1e8"))
            draw_fitted_text(p, QRectF(row.left(), row.top(), label_w, line), label, font=font, flags=left,
                             wrap=False, min_px=7)
            x = row.left() + label_w
            top = row.top() + (line - s) / 2
            paint_symbol(p, role, QRectF(x, top, s, s), outline=LIGHT)
            x += s * 1.25
            if role == "worker":
                draw_fitted_text(p, QRectF(x, row.top(), inner.right() - x, line), f"× {self.supply['worker']}",
                                 font=font, flags=left, wrap=False, min_px=7)
                continue
            if not self.supply[role]:
                p.setPen(QColor(255, 255, 255, 170))
                draw_fitted_text(p, QRectF(x, row.top(), inner.right() - x, line), "—", font=font, flags=left,
                                 wrap=False, min_px=7)
            for spec in self.supply[role]:   # the specialities still to hire
                paint_symbol(p, spec, QRectF(x, top + s * 0.1, s * 0.8, s * 0.8), outline=LIGHT)
                x += s * 0.95
        p.setPen(QColor(255, 255, 255, 170))
        a, d, rp = self.piles
        bottom_top = y + 3 * line * 1.05
        bottom = QRectF(inner.left(), bottom_top, inner.width(), max(line, inner.bottom() - bottom_top))
        draw_fitted_text(p, bottom, _t("Action pile {0} · discard {1} · resource pile {2}").format(a, d, rp),
                         font=font, flags=left, min_px=8)
        p.end()
