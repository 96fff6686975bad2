"""How Coloretto's table shares its room (issue 29 item 15: at 1920x1080 the rows left an empty cell and
the collections filled a third of their panels' width). The rows are laid out in lines whose rows are
as wide as their capacity needs (two players' rows of 1, 2 and 3 cards share one line), the players'
panels in the grid that gives their collections the largest cards (a last line that is not full is
centred), and `split` gives the rows and the collections the heights that make both their cards large."""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from desktop.games.coloretto.art import CARD_RATIO
from desktop.games.coloretto.widgets import CollectionPanel, RowWidget, SupplyWidget
from desktop.table.layout import GridArea

#: a row's width beside its cards: margins (8 + 8), the gap after the number's badge (10)
ROW_MARGINS = 26.0
#: a collection's card is worth growing until it is this much of a row's card (`split`)
COLLECTION_LEAST = 0.7
#: the players' panels take the most columns whose collection cards are at least this much of the largest
NEARLY = 0.9
#: and worth growing beyond a row's card up to this much (a collection fans out many cards)
COLLECTION_MOST = 1.3
#: the revealed card beside the rows is worth growing until it is this much of a row's card
SUPPLY_LEAST = 0.65


def _units(capacity: int) -> float:
    """A row's cards' width in card widths (gaps of 0.12 card between them, as RowWidget draws them)."""
    return capacity * 1.12 - 0.12


class RowsArea(GridArea):
    """The rows in lines, each row as wide as its capacity needs; the number of rows a line is the one
    that gives the largest cards. A line shorter than the others (five rows in lines of three) keeps
    the others' row widths."""

    def __init__(self, rows: list[RowWidget], parent: QWidget | None = None) -> None:
        super().__init__(rows, parent)
        self.rows = rows
        self.setMinimumSize(290, 150)

    def plan_key(self) -> tuple[object, ...]:
        """Everything `plan` and `best_card` read beside their arguments (split's cache)."""
        return self.SPACING, tuple(r.capacity for r in self.rows), self.rows[0].text_px if self.rows else 15

    def _badge(self, cell_h: float, text_px: float | None = None) -> float:
        if text_px is None:
            text_px = self.rows[0].text_px if self.rows else 15
        return max(0.0, min((cell_h - 12) * 0.5, text_px * 2.6))

    def _lines(self, columns: int) -> list[list[RowWidget]]:
        return [self.rows[i:i + columns] for i in range(0, len(self.rows), columns)]

    def _shape(self, columns: int) -> list[tuple[int, float]]:
        """Each line's (rows, cards' width in card widths) with `columns` rows a line (kept: the
        capacities do not change during a game, and split() asks often)."""
        key = (columns, tuple(r.capacity for r in self.rows))
        cache = self.__dict__.setdefault("_shapes", {})
        if key not in cache:
            cache[key] = [(len(line), sum(_units(r.capacity) for r in line)) for line in self._lines(columns)]
        return cache[key]

    def plan(self, columns: int, width: float, height: float,
             text_px: float | None = None) -> tuple[float, float, float]:
        """(card height, card width the width allows, line height) with `columns` rows a line."""
        return self._plan(self._shape(columns), width, height, text_px)

    def _plan(self, lines: list[tuple[int, float]], width: float, height: float,
              text_px: float | None) -> tuple[float, float, float]:
        s = self.SPACING
        line_h = (height - (len(lines) - 1) * s) / len(lines)
        fixed = ROW_MARGINS + self._badge(line_h, text_px)
        card_w = min((width - (k - 1) * s - k * fixed) / units for k, units in lines)
        return max(0.0, min(line_h - 18, card_w * CARD_RATIO)), card_w, line_h

    def best_card(self, width: float, height: float) -> float:
        """The largest row card in a room of width x height."""
        if not self.rows:
            return 0.0
        text_px = self.rows[0].text_px
        return max(self._plan(lines, width, height, text_px)[0] for lines in self._shapes_all())

    def _shapes_all(self) -> list[list[tuple[int, float]]]:
        """`_shape` of 1 to n columns, looked up at once (best_card asks for all of them on each of
        split's tries, issue 28)."""
        key = tuple(r.capacity for r in self.rows)
        cache = self.__dict__.setdefault("_all_shapes", {})
        if key not in cache:
            cache[key] = [self._shape(c) for c in range(1, len(self.rows) + 1)]
        return cache[key]

    def arrange(self) -> None:
        n = len(self.rows)
        if not n:
            return
        w, h, s = self.width(), self.height(), self.SPACING
        best = -math.inf
        for columns in range(1, n + 1):
            card = round(self.plan(columns, w, h)[0], 1)
            if card > best:
                best, self.columns = card, columns
        _, card_w, line_h = self.plan(self.columns, w, h)
        fixed = ROW_MARGINS + self._badge(line_h)
        for k, line in enumerate(self._lines(self.columns)):
            needs = [fixed + card_w * _units(r.capacity) for r in line]
            spare = w - (len(line) - 1) * s - sum(needs)
            # a full line fills the width (each row a share of what is left, by its need)
            grow = spare / sum(needs) if len(line) == self.columns and spare > 0 else 0.0
            x = max(0.0, spare) / 2 if len(line) < self.columns else 0.0   # a short line is centred
            for row, need in zip(line, needs, strict=True):
                width = need * (1 + grow)
                row.setGeometry(round(x), round(k * (line_h + s)), round(x + width) - round(x), int(line_h))
                x += width + s


class PlayersArea(GridArea):
    """The players' panels in the number of columns that gives their collections the largest cards."""

    SPACING = 6

    def __init__(self, panels: list[CollectionPanel], parent: QWidget | None = None) -> None:
        super().__init__(panels, parent)
        self.panels = panels
        lines = (len(panels) + 1) // 2 if len(panels) > 3 else len(panels)
        self.setMinimumSize(300, lines * 76)
        self.groups = 10   # what a collection may hold: seven colours, jokers and +2 (the view sets it)
        self.header = 40.0   # a panel's name line and margins (measure_header)

    def plan_key(self) -> tuple[object, ...]:
        """Everything `best_card` reads beside its arguments (split's cache; after `measure_header`)."""
        return self.SPACING, len(self.items), self.groups, self.header, self.minimumHeight()

    def measure_header(self) -> None:
        """The height of a panel's name line (its score's font: it follows the table's scale)."""
        if self.panels:
            self.header = self.panels[0].score_label.sizeHint().height() + 12

    def cell_score(self, cell_w: float, cell_h: float) -> float:
        """The card height a panel of cell_w x cell_h gives its collection (CollectionCards' layout)."""
        cards_h = cell_h - self.header
        mark = max(10.0, min(22.0, (cards_h - 4) * 0.2))
        by_height = cards_h - 4 - mark - 3
        by_width = (cell_w - 24) / (self.groups * 1.15) * CARD_RATIO
        return max(0.0, min(by_height, by_width))

    def choose_columns(self, width: float, height: float) -> int:
        """The most columns whose cards are nearly the largest (within NEARLY): of two layouts with
        cards of about one size, the wider panels leave a wide band empty until the game's end."""
        return self._choose(width, height)[0]

    def _choose(self, width: float, height: float) -> tuple[int, float]:
        """(choose_columns, its card)."""
        n = len(self.items)
        cards = [self._card(columns, width, height) for columns in range(1, n + 1)]
        best = max(cards)
        columns = max(c for c, card in enumerate(cards, start=1) if card >= NEARLY * best)
        return columns, cards[columns - 1]

    def _card(self, columns: int, width: float, height: float) -> float:
        lines = math.ceil(len(self.items) / columns)
        return self.cell_score((width - (columns - 1) * self.SPACING) / columns,
                               (height - (lines - 1) * self.SPACING) / lines)

    def best_card(self, width: float, height: float) -> float:
        """The collection card in a room of width x height (in the columns `choose_columns` gives)."""
        return self._choose(width, height)[1] if self.items else 0.0

    def arrange(self) -> None:
        n, s = len(self.items), self.SPACING
        if not n:
            return
        self.measure_header()
        self.columns = columns = self.choose_columns(self.width(), self.height())
        lines = math.ceil(n / columns)
        cell_w = (self.width() - (columns - 1) * s) / columns
        cell_h = (self.height() - (lines - 1) * s) / lines
        short = n % columns if n > columns else 0
        for i, item in enumerate(self.items):
            line, col = divmod(i, columns)
            # the last line, when it is not full, in the middle
            x = col * (cell_w + s) + ((columns - short) * (cell_w + s) / 2 if short and i >= n - short else 0)
            item.setGeometry(int(x), int(line * (cell_h + s)), int(cell_w), int(cell_h))


#: split's answers by everything it reads (issue 28: one answer is 100 tries of both areas' plans, on
#: every resize; a test run asked ~200 times, mostly for tables of a size and players already seen)
_SPLITS: dict[tuple[object, ...], int] = {}
_SPLITS_KEPT = 512


def split(rows: RowsArea, rows_width: float, top_least: int, players: PlayersArea, width: float,
          height: int, supply: SupplyWidget | None = None, supply_width: float = 0, beside_supply: int = 0) -> int:
    """The rows' share (the height above the players) of `height`, the room of both: the one where
    a row's card and a collection's card are largest together, a collection's card between
    COLLECTION_LEAST and COLLECTION_MOST of a row's (beyond, the larger one counts only up to that, and a
    little: a card that can grow is not left small beside an empty band). Kept by everything it reads
    (the areas' `plan_key`, the revealed card's text size): the same room shares the same way."""
    players_least = players.minimumHeight()
    if height <= top_least + players_least:
        return max(0, height - players_least)
    players.measure_header()
    key = (rows.plan_key(), rows_width, top_least, players.plan_key(), width, height,
           None if supply is None else supply.text_px, supply_width, beside_supply)
    shared = _SPLITS.get(key)
    if shared is None:
        if len(_SPLITS) >= _SPLITS_KEPT:
            _SPLITS.clear()
        shared = _SPLITS[key] = _search(rows, rows_width, top_least, players, width, height, supply,
                                        supply_width, beside_supply)
    return shared


def _search(rows: RowsArea, rows_width: float, top_least: int, players: PlayersArea, width: float,
            height: int, supply: SupplyWidget | None, supply_width: float, beside_supply: int) -> int:
    """split's tries: every `step` of the rows' height, the best by the value split describes."""
    players_least = players.minimumHeight()
    best_h, best = top_least, -math.inf
    step = max(3, (height - players_least - top_least) // 100)   # 100 tries at most: it runs on every resize
    for h in range(top_least, height - players_least + 1, step):
        row = rows.best_card(rows_width, h)
        if supply is not None:   # the revealed card (beside the rows, above the draw button) as well
            drawn = supply.drawn_rect(QRectF(0, 0, supply_width, h - beside_supply)).height()
            row = min(row, drawn / SUPPLY_LEAST)
        collection = players.best_card(width, height - h)
        # among equals, the one that leaves the least room unused (cards as large as they can be)
        value = (min(row, collection / COLLECTION_LEAST) + min(collection, COLLECTION_MOST * row)
                 + 0.05 * (row + collection))
        if value > best + 0.01:
            best_h, best = h, value
    return best_h
