"""R-Eco's players on the table kit: a badge each (the name as plain text, the score, hand size,
dumping or the clean-environment bonus the score counts, rewards by colour: a colour counts, solid, with two cards or more; a lone card, dashed and
struck out, is worth 0), laid out by a GridArea in one line when each badge keeps its width."""
from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from desktop.games.r_eco.art import (
    EDGES,
    INK,
    TINTS,
    WARN,
    colour_name,
    font_px,
    paint_card_back,
    paint_symbol,
    value_text,
)
from desktop.i18n import english_plural
from desktop.table import CARD_RATIO, draw_fitted_text, plain_label, saved, set_plain
from desktop.table.layout import GridArea
from desktop.table.text import fitted_font
from engines.r_eco import clean_bonus_per_dumper

LEFT = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
RIGHT = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight


def _b(text: str) -> str:
    return QCoreApplication.translate("PlayerBadge", text)


def clean_bonus(obs: dict[str, Any], seat: int) -> int:
    """The clean-environment bonus the live score of `seat` counts now: K for each player who has
    dumped, if `seat` never has (kept only if it never does)."""
    if obs["dumped_counts"][seat]:
        return 0
    return clean_bonus_per_dumper(obs["num_players"]) * sum(1 for d in obs["dumped_counts"] if d)


class BadgeArt(QWidget):
    """A player's public side, painted: hand size, dumping, and rewards by colour (a colour counts,
    solid, with two cards or more; a lone card, dashed and struck out, is worth 0)."""

    def __init__(self, badge: PlayerBadge) -> None:
        super().__init__(badge)
        self.badge = badge
        self.text_px = 12
        self.drawn: tuple[str, str] = ("", "")  # the first line's words at the last paint: hand, status
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(120, 46)

    def reward_columns(self, width: float) -> int:
        return 4 if width / 4 >= self.text_px * 7 else 2

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        rows = 4 // self.reward_columns(width)
        return int(self.text_px * 1.5 + 3 + rows * self.text_px * 2.2 + 1)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(200, self.heightForWidth(200))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        obs, s = self.badge.obs, self.badge.seat
        if obs is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = self.text_px * 1.5
        r = QRectF(self.rect())
        font = font_px(self.text_px)
        fm = QFontMetricsF(font)
        # hand: a small fan of backs and the count
        size = obs["hand_sizes"][s]
        back_h = line * 0.95
        back_w = back_h / CARD_RATIO
        for i in range(min(size, 5)):
            paint_card_back(p, QRectF(r.left() + i * back_w * 0.4, r.top() + (line - back_h) / 2, back_w, back_h))
        x = r.left() + back_w * (1 + 0.4 * max(0, min(size, 5) - 1)) + 5
        dumped = obs["dumped_counts"][s]
        icon = line * 0.8
        hand_text, status = self.drawn = self.first_line(fm, r.right() - x - 10 - icon - 4)
        p.setPen(INK)
        hand_w = fm.horizontalAdvance(hand_text) + 2
        draw_fitted_text(p, QRectF(x, r.top(), hand_w, line), hand_text, font=font, flags=LEFT, min_px=8, wrap=False)
        dx = x + hand_w + 8
        colour = WARN if dumped else QColor("#3f7a3a")
        box = QRectF(dx, r.top() + (line - icon) / 2, icon, icon)
        with saved(p):
            p.setPen(QPen(colour, 1.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            if dumped:
                p.drawPolygon([QPointF(box.center().x(), box.top()), box.bottomRight(), box.bottomLeft()])
                p.drawLine(QPointF(box.center().x(), box.top() + icon * 0.35),
                           QPointF(box.center().x(), box.top() + icon * 0.7))
                p.drawPoint(QPointF(box.center().x(), box.top() + icon * 0.85))
            else:
                p.drawEllipse(box.adjusted(1, 1, -1, -1))
                p.drawLine(QPointF(box.left() + icon * 0.25, box.center().y()),
                           QPointF(box.left() + icon * 0.45, box.bottom() - icon * 0.25))
                p.drawLine(QPointF(box.left() + icon * 0.45, box.bottom() - icon * 0.25),
                           QPointF(box.right() - icon * 0.2, box.top() + icon * 0.25))
        p.setPen(colour)
        draw_fitted_text(p, QRectF(box.right() + 4, r.top(), r.right() - box.right() - 4, line), status,
                         font=font, flags=LEFT, min_px=8, wrap=False)
        self._paint_rewards(p, QRectF(r.left(), r.top() + line + 3, r.width(), r.height() - line - 3))
        p.end()

    def statuses(self) -> list[str]:
        """The words beside the clean / dumped mark, longest first. A clean player's score already
        counts the clean-environment bonus once someone has dumped (issue 29 item 8): said on the
        table, not only in a tooltip."""
        obs, s = self.badge.obs, self.badge.seat
        assert obs is not None
        dumped = obs["dumped_counts"][s]
        if dumped:
            return [_b("dumped: {0}").format(dumped)]
        bonus = clean_bonus(obs, s)
        if not bonus:
            return [_b("clean")]
        return [_b("clean: +{0} bonus in score").format(bonus), _b("clean: +{0} bonus").format(bonus),
                _b("+{0} bonus").format(bonus)]

    def first_line(self, fm: QFontMetricsF, room: float) -> tuple[str, str]:
        """The hand's words and the status that fit in `room` (besides the icon and the gaps) at the
        badge's font: the status's longest wording first, "hand: 3" before the count alone; when
        nothing fits, the shortest of both (drawn smaller)."""
        size = self.badge.obs["hand_sizes"][self.badge.seat] if self.badge.obs else 0
        hands = (_b("hand: {0}").format(size), str(size))  # the count alone: the description says it in words
        choices = [(hand, status) for status in self.statuses() for hand in hands]
        for hand, status in choices:
            if fm.horizontalAdvance(hand) + 2 + fm.horizontalAdvance(status) <= room:
                return hand, status
        return choices[-1]

    def _paint_rewards(self, p: QPainter, area: QRectF) -> None:
        obs, s = self.badge.obs, self.badge.seat
        columns = self.reward_columns(area.width())
        rows = 4 // columns
        cell_w = area.width() / columns
        cell_h = min(area.height() / rows, self.text_px * 2.2)
        small = font_px(self.text_px * 0.95)
        for colour in range(4):
            values = [v for c, v in obs["rewards"][s] if c == colour]
            box = QRectF(area.left() + (colour % columns) * cell_w, area.top() + (colour // columns) * cell_h,
                         cell_w - 4, cell_h - 3)
            counts = len(values) >= 2
            with saved(p):
                p.setPen(QPen(QColor(EDGES[colour]) if counts else QColor(0, 0, 0, 70), 1.5 if counts else 1,
                              Qt.PenStyle.SolidLine if counts else Qt.PenStyle.DashLine))
                p.setBrush(QColor(TINTS[colour]) if counts else Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(box, 5, 5)
            sym = min(box.height() * 0.6, self.text_px)
            paint_symbol(p, colour, QRectF(box.left() + 4, box.center().y() - sym / 2, sym, sym), filled=bool(values))
            if not values:
                continue
            total = sum(values) if counts else 0
            total_text = "=" + value_text(total)
            total_w = QFontMetricsF(font_px(small.pixelSize(), bold=True)).horizontalAdvance(total_text) + 4
            text_box = box.adjusted(sym + 8, 0, -total_w - 4, 0)
            font = font_px(small.pixelSize())
            font.setStrikeOut(not counts)
            p.setPen(INK if counts else QColor("#8a8070"))
            draw_fitted_text(p, text_box, " ".join(value_text(v) for v in values), font=font, flags=LEFT, min_px=7,
                             wrap=False)
            draw_fitted_text(p, box.adjusted(0, 0, -3, 0), total_text, font=font_px(small.pixelSize(), bold=True),
                             flags=RIGHT, min_px=7, wrap=False)


class BadgeName(QWidget):
    """A seat's name on one line (issue 29: a long name wrapped inside its badge at 5 players and
    1024 px, or, one word, was clipped to a shorter name): drawn as large as fits, down to 75 % of the
    badge's font; a name still too long is cut with "…" (whole in `text()`, the tooltip and the badge's
    accessible name). Plain text: a name is shown as typed."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("badgeName")
        self._text = name
        self.setToolTip(name)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        return self._text

    @staticmethod
    def textFormat() -> Qt.TextFormat:  # noqa: N802
        return Qt.TextFormat.PlainText

    def sizeHint(self) -> QSize:  # noqa: N802
        m = self.fontMetrics()
        return QSize(m.horizontalAdvance(self._text) + 2, m.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        m = self.fontMetrics()
        return QSize(m.horizontalAdvance("M…") + 2, m.height())

    def shown(self) -> tuple[QFont, str]:
        """The font and the words drawn: the largest size that fits, else the smallest, cut with "…"."""
        rect = QRectF(self.rect())
        smallest = max(8, int(self.font().pixelSize() * 0.75)) if self.font().pixelSize() > 0 else 8
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        font, fits, _ = fitted_font(self.font(), rect, self._text, flags, min_px=smallest, wrap=False)
        if fits:
            return font, self._text
        return font, QFontMetricsF(font).elidedText(self._text, Qt.TextElideMode.ElideRight, rect.width())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        font, words = self.shown()
        p = QPainter(self)
        p.setFont(font)
        p.setPen(self.palette().color(self.foregroundRole()))
        p.drawText(QRectF(self.rect()), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), words)
        p.end()


class PlayerBadge(QFrame):
    """One player's public side: the name (plain text) and score, then hand size, rewards grouped
    by colour (which count) and dumping."""

    def __init__(self, seat: int, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.name = name
        self.obs: dict[str, Any] | None = None
        self.is_viewer = False
        self.setObjectName("playerBadge")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 5)
        layout.setSpacing(2)
        top = QHBoxLayout()
        top.setSpacing(3)
        self.marker = plain_label("▶", object_name="badgeName")  # to move (also the thick gold edge)
        self.marker.hide()
        self.name_label = BadgeName(name)
        self.score_label = plain_label(object_name="badgeScore")
        top.addWidget(self.marker, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.name_label, 1)
        top.addWidget(self.score_label, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.art = BadgeArt(self)
        layout.addWidget(self.art, 1)

    def set_state(self, obs: dict[str, Any], is_viewer: bool) -> None:
        self.obs = obs
        self.is_viewer = is_viewer
        s = self.seat
        to_move = s in obs["to_move"] and obs["phase"] != "over"
        self.marker.setVisible(to_move)
        score = obs["scores"][s]
        set_plain(self.score_label, english_plural(self.tr("%n pt(s)", "", abs(score)), score))
        if self.property("toMove") != to_move or self.property("viewer") != is_viewer:
            self.setProperty("toMove", to_move)
            self.setProperty("viewer", is_viewer)
            self.style().unpolish(self)
            self.style().polish(self)
        groups = []
        for colour in range(4):
            values = [v for c, v in obs["rewards"][s] if c == colour]
            if values:
                counts = self.tr("counts") if len(values) >= 2 else self.tr("lone, worth 0")
                groups.append(f"{colour_name(colour)} {' '.join(map(str, values))} ({counts})")
        self.setAccessibleName(self.tr("{0}: {1} points").format(self.name, obs["scores"][s]))
        self.setAccessibleDescription(self.tr("{0} cards in hand, {1} dumped; rewards: {2}").format(
            obs["hand_sizes"][s], obs["dumped_counts"][s], "; ".join(groups) or self.tr("none")))
        bonus = clean_bonus(obs, s)
        note = ""
        if bonus:  # the score counts it already: say so, and that it is not kept for sure (issue 29 item 8)
            note = self.tr("Includes the clean-environment bonus (+{0}), kept only if this player never dumps."
                           ).format(bonus)
            self.setAccessibleDescription(self.accessibleDescription() + " " + note)
        self.score_label.setToolTip(note)
        self.setToolTip(self.accessibleDescription())
        self.art.update()

    def set_text_px(self, px: int) -> None:
        self.art.text_px = px
        self.art.setMinimumHeight(self.art.heightForWidth(10_000))
        self.art.updateGeometry()
        self.art.update()


class BadgesArea(GridArea):
    """The players' badges: one line when each badge keeps its width, else the fewest lines."""

    SPACING = 8

    def __init__(self, badges: list[PlayerBadge], parent: QWidget | None = None) -> None:
        super().__init__(badges, parent)
        self.badges = badges
        self.min_badge_w = 140.0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def cell_score(self, cell_w: float, cell_h: float) -> float:
        """Wide enough cells only; among them the most columns (the fewest lines) win."""
        return -cell_w if cell_w >= self.min_badge_w else -1e9

    def arrange(self) -> None:
        self.max_columns = self.columns_for(self.width())
        super().arrange()

    def columns_for(self, width: float) -> int:
        n = len(self.badges)
        for columns in range(n, 0, -1):
            if (width - (columns - 1) * self.SPACING) / columns >= self.min_badge_w:
                return columns
        return 1

    def needed_height(self, width: float) -> int:
        """The height the badges need at this width (their names may wrap)."""
        columns = self.columns_for(width)
        cell_w = int((width - (columns - 1) * self.SPACING) / columns)
        lines = math.ceil(len(self.badges) / columns)
        badge_h = max(b.heightForWidth(cell_w) if b.hasHeightForWidth() else b.minimumSizeHint().height()
                      for b in self.badges)
        return lines * badge_h + (lines - 1) * self.SPACING

    def refit(self) -> None:
        """Takes the height the badges need at this width (after a resize or a restyle)."""
        need = self.needed_height(max(self.width(), 4 * self.min_badge_w))
        if need != self.minimumHeight():
            self.setMinimumHeight(need)
            self.setMaximumHeight(need)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        self.refit()
        super().resizeEvent(event)
