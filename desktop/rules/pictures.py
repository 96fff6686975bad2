"""The rules pages' pictures, each drawn by its game's own painters (shown through desktop/rules/art.py as
`<img src="kotatsu:<game>/<name>">`). The positions drawn here are the rules pages' worked examples:
EXAMPLES holds their numbers, which tests/gui/test_rules_art.py checks against the engines' scoring."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.table.cards import fit_card, paint_slot
from desktop.table.paint import saved
from desktop.table.style import FELT

Paint = Callable[[QPainter, int, int], None]
_ARROW = QColor("#f3f1e8")


def _felt(p: QPainter, w: int, h: int) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(FELT)
    p.drawRoundedRect(QRectF(0, 0, w, h), 10, 10)


def _arrow(p: QPainter, a: QPointF, b: QPointF) -> None:
    with saved(p):
        p.setPen(QPen(_ARROW, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(a, b)
        d = 8
        p.drawLine(b, QPointF(b.x() - d, b.y() - d))
        p.drawLine(b, QPointF(b.x() - d, b.y() + d))


def _cards(p: QPainter, paint_one, names, x: float, y: float, w: float, h: float, gap: float = 6) -> float:
    for name in names:
        r = QRectF(x, y, w, h)
        if name is None:
            paint_slot(p, fit_card(r))
        else:
            paint_one(p, fit_card(r), name)
        x += w + gap
    return x


# -- Coloretto -------------------------------------------------------------------------------------
#: the worked example's collection: counts of (blue, brown, grey, green, orange, pink, yellow), jokers, +2
COLORETTO_EXAMPLE = {"counts": (4, 0, 0, 3, 2, 1, 0), "jokers": 1, "plus_twos": 1, "score": 25}


def coloretto_rows(p: QPainter, w: int, h: int) -> None:
    from desktop.games.coloretto.art import paint_card

    _felt(p, w, h)
    cw, ch = 52, 76
    y = 12
    for i, row in enumerate((["green", "joker", None], ["orange", None, None], [None, None, None])):
        x = 12 + i * (3 * (cw + 6) + 18)
        with saved(p):
            p.setPen(QPen(QColor(255, 255, 255, 70), 1))
            p.setBrush(QColor(0, 0, 0, 40))
            p.drawRoundedRect(QRectF(x - 6, y - 6, 3 * (cw + 6) + 6, ch + 12), 8, 8)
        _cards(p, lambda q, r, n: paint_card(q, r, n, cached=False), row, x, y, cw, ch)


def coloretto_collection(p: QPainter, w: int, h: int) -> None:
    from desktop.games.coloretto.art import paint_card
    from desktop.games.coloretto.widgets import CollectionCards

    _felt(p, w, h)
    cw, ch = 40, 58
    x = 10
    groups = [("blue", 4, True), ("green", 3, True), ("orange", 2, True), ("pink", 1, False),
              ("joker", 1, None), ("plus_two", 1, None)]
    for name, n, plus in groups:
        for k in range(n):
            paint_card(p, fit_card(QRectF(x + k * 10, 10 + k * 6, cw, ch)), name, small=True, cached=False)
        if plus is not None:
            CollectionCards._paint_sign(p, QRectF(x + (n - 1) * 5 + cw / 2 - 9, 10 + (n - 1) * 6 + ch + 6, 18, 18),
                                        plus)
        x += cw + (n - 1) * 10 + 14


# -- R-Eco ---------------------------------------------------------------------------------------
#: the worked example: reward cards (colour, value) of one player; red 0, yellow 1, green 2, blue 3
R_ECO_EXAMPLE = {"rewards": ((0, 3), (0, 5), (1, 4), (2, -2), (2, 4)), "score": 10}


def r_eco_delivery(p: QPainter, w: int, h: int) -> None:
    from desktop.games.r_eco.art import paint_card_back, paint_reward_card, paint_waste_card

    _felt(p, w, h)
    cw, ch = 50, 74
    x = _cards(p, lambda q, r, c: paint_waste_card(q, r, c[0], c[1], cached=False), [(3, 1), (3, 2), (3, 1)],
               12, 14, cw, ch)
    _arrow(p, QPointF(x + 4, 14 + ch / 2), QPointF(x + 40, 14 + ch / 2))
    x += 52
    paint_reward_card(p, fit_card(QRectF(x, 14, cw, ch)), 3, 4)
    paint_card_back(p, fit_card(QRectF(x + cw + 14, 14, cw, ch)), cached=False)


def r_eco_rewards(p: QPainter, w: int, h: int) -> None:
    from desktop.games.r_eco.art import paint_reward_card

    _felt(p, w, h)
    cw, ch = 46, 68
    x = 12
    colours: dict[int, list[int]] = {}
    for colour, value in R_ECO_EXAMPLE["rewards"]:
        colours.setdefault(colour, []).append(value)
    for colour, values in colours.items():
        x = _cards(p, lambda q, r, v, c=colour: paint_reward_card(q, r, c, v), values, x, 12, cw, ch, 4) + 14


# -- Siberia -------------------------------------------------------------------------------------
#: the worked example's mine: resource cards, workers, salesmen, investors, and its value
SIBERIA_EXAMPLE = {"resources": (("gold", 3000), ("coal", 2000), ("coal", 3000)), "workers": 2,
                   "salesmen": ("coal",), "investors": (), "value": 16000}


def siberia_extraction(p: QPainter, w: int, h: int) -> None:
    from desktop.games.siberia.art import paint_action_card, paint_card_back, paint_resource_card
    from desktop.table.activatable import paint_focus_ring

    _felt(p, w, h)
    cw, ch = 50, 74
    x = _cards(p, lambda q, r, c: paint_action_card(q, r, c[0], c[1]), [("coal", "worker"), ("coal", "investor")],
               12, 14, cw, ch)
    _arrow(p, QPointF(x + 2, 14 + ch / 2), QPointF(x + 34, 14 + ch / 2))
    x += 46
    for i, card in enumerate([("coal", 2000), ("gold", 3000), ("coal", 3000), None]):
        r = fit_card(QRectF(x, 14, cw, ch))
        if card is None:
            paint_card_back(p, r)
        else:
            paint_resource_card(p, r, card[0], card[1])
        if i in (0, 2):
            paint_focus_ring(p, r.adjusted(-3, -3, 3, 3), 6, 2.5)
        x += cw + 6


def siberia_mine(p: QPainter, w: int, h: int) -> None:
    from desktop.games.siberia.art import paint_headframe, paint_resource_card, paint_symbol

    _felt(p, w, h)
    paint_headframe(p, QRectF(10, 14, 62, 62))
    x = 84
    for kind, value in SIBERIA_EXAMPLE["resources"]:
        paint_resource_card(p, fit_card(QRectF(x, 10, 46, 68)), kind, value,
                            bonus=kind in SIBERIA_EXAMPLE["salesmen"])
        x += 52
    x += 8
    for person in ["worker"] * SIBERIA_EXAMPLE["workers"] + ["salesman"]:
        paint_symbol(p, person, QRectF(x, 30, 28, 28), outline="#e8e4da")
        x += 32
    paint_symbol(p, "coal", QRectF(x - 14, 52, 16, 16), outline="#e8e4da")


# -- Rolling Japan ---------------------------------------------------------------------------------
def rolling_japan_example() -> tuple[int, ...]:
    """A prefecture with four neighbours, then those neighbours (the picture of "a prefecture and its
    neighbours")."""
    from engines.rolling_japan import NEIGHBOURS, PREFECTURES

    centre = next(pid for pid in PREFECTURES if len(NEIGHBOURS[pid]) == 4)
    return (centre, *NEIGHBOURS[centre])


def _prefecture_map(p: QPainter, w: int, h: int, marks: dict[int, object], lit: dict[int, str]) -> None:
    from desktop.games.rolling_japan.art import LINK, PAPER
    from desktop.games.rolling_japan.widgets import PrefectureBox
    pids = rolling_japan_example()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(PAPER)
    p.drawRoundedRect(QRectF(0, 0, w, h), 10, 10)
    centre, others = pids[0], pids[1:]
    bw, bh = 120, 44
    cx, cy = w / 2 - bw / 2, h / 2 - bh / 2
    spots = [(12, 10), (w - bw - 12, 10), (12, h - bh - 10), (w - bw - 12, h - bh - 10)]
    boxes = {centre: QRectF(cx, cy, bw, bh)}
    for pid, (x, y) in zip(others, spots, strict=False):
        boxes[pid] = QRectF(x, y, bw, bh)
    p.setPen(QPen(LINK, 1.6))
    for pid, r in boxes.items():
        if pid != centre:
            p.drawLine(r.center(), boxes[centre].center())
    for pid, r in boxes.items():
        box = PrefectureBox(pid)
        box.resize(int(r.width()), int(r.height()))
        box.set_state(marks.get(pid), lit.get(pid, ""), "", bool(lit))
        with saved(p):
            p.translate(r.topLeft())
            box.paint(p)
        box.deleteLater()


def rolling_japan_neighbours(p: QPainter, w: int, h: int) -> None:
    pids = rolling_japan_example()
    _prefecture_map(p, w, h, {pids[1]: 3, pids[2]: 5, pids[3]: "X"}, {pids[0]: "4"})


def rolling_japan_dice(p: QPainter, w: int, h: int) -> None:
    from desktop.games.rolling_japan.art import paint_die

    _felt(p, w, h)
    for i, (colour, value) in enumerate((("red", 4), ("blue", 2), ("purple", 6))):
        paint_die(p, QRectF(16 + i * 70, 14, 54, 54), colour, value, used=i == 2)


# -- Pueblo --------------------------------------------------------------------------------------------
#: the worked example: cubes (x, y, z, colour code: 1 neutral, 2 red = seat 1, 3 blue = seat 2), the
#: side space and corner space inspected, and what each of the two players pays there
PUEBLO_EXAMPLE = {"cubes": ((1, 0, 0, 2), (2, 0, 0, 3), (2, 0, 1, 3), (4, 0, 0, 2), (4, 0, 1, 2), (4, 0, 2, 2),
                            (1, 1, 0, 1), (0, 2, 0, 3), (0, 2, 1, 2)),
                  "side": 1, "side_cost": (4, 2), "corner": 0, "corner_cost": (2, 1)}


def pueblo_colours():
    from engines.pueblo import grid

    colours, blocks, _ = grid.empty_grid()
    for i, (x, y, z, code) in enumerate(PUEBLO_EXAMPLE["cubes"]):
        colours[x, y, z] = code
        blocks[x, y, z] = i + 1
    return colours, blocks


def _pueblo(space_key: str) -> Paint:
    def draw(p: QPainter, w: int, h: int) -> None:
        from desktop.games.pueblo import costs
        from desktop.games.pueblo.flat import FlatPuebloView

        colours, blocks = pueblo_colours()
        space = PUEBLO_EXAMPLE[space_key]
        view = FlatPuebloView()
        view.resize(w, h)
        view.set_pueblo(colours, blocks)
        view.set_chieftain(space)
        view.set_inspection(space, costs.faces(colours, space, 2))
        view.render(p, QPoint(0, 0))
        view.deleteLater()
    return draw


PICTURES: dict[str, dict[str, tuple[int, int, Paint]]] = {
    "coloretto": {"rows": (584, 100, coloretto_rows), "collection": (500, 110, coloretto_collection)},
    "r_eco": {"delivery": (380, 102, r_eco_delivery), "rewards": (330, 92, r_eco_rewards)},
    "siberia": {"extraction": (404, 102, siberia_extraction), "mine": (440, 90, siberia_mine)},
    "rolling_japan": {"neighbours": (400, 170, rolling_japan_neighbours), "dice": (240, 82, rolling_japan_dice)},
    "pueblo": {"side": (520, 340, _pueblo("side")), "corner": (520, 340, _pueblo("corner"))},
}
