"""Plots of scores (issue 17): every player's running total over a game, and results over time.

- `score_series(game, engine, states) -> Series`: the running totals `engine.scores(state)` along
  the states of a game's history (GameSession.history_states()); per round in games with rounds
  (Coloretto, Rolling Japan: x = round, 0 = the start), per move otherwise.
- `ScorePlot(series, names, swatches=None)`: one line per player, each with its own colour AND marker
  symbol and line style (the seat's own colour and symbol when its table gives it one: `swatches`),
  a legend of the names as plain text; `curves` (the PlotDataItems, for tests).
- `TrendPlot(points_by_label)`: results over time (x = game number), one line per label.
"""
from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtWidgets import QSizePolicy, QWidget

#: (colour, marker symbol, line style): told apart without colour too (symbols and dashes)
STYLES = (("#1f5fa8", "o", Qt.PenStyle.SolidLine), ("#c0392b", "s", Qt.PenStyle.DashLine),
          ("#1e8449", "t", Qt.PenStyle.DotLine), ("#8e44ad", "d", Qt.PenStyle.DashDotLine),
          ("#d35400", "+", Qt.PenStyle.SolidLine), ("#117a8b", "star", Qt.PenStyle.DashLine),
          ("#7d6608", "x", Qt.PenStyle.DotLine), ("#444444", "p", Qt.PenStyle.DashDotDotLine))


@dataclass
class Series:
    xs: list[int]
    ys: list[list[int]]  # per seat, one value per x
    per_round: bool


def _round_ends(game: str, states: list[Any]) -> list[int] | None:
    """Indexes of the states that end a round (the last state included), or None for a game without
    rounds."""
    if game == "rolling_japan":
        ends = [i for i in range(len(states) - 1) if states[i + 1].round != states[i].round]
    elif game == "coloretto":
        ends = [i for i in range(1, len(states)) if any(states[i - 1].out) and not any(states[i].out)]
    else:
        return None
    if not ends or ends[-1] != len(states) - 1:
        ends.append(len(states) - 1)
    return ends


def score_series(game: str, engine: Any, states: list[Any]) -> Series:
    """Running totals along a game's states (per round when the game has rounds)."""
    ends = _round_ends(game, states) if len(states) > 1 else None
    if ends is not None:
        picked, xs = [0, *ends], list(range(len(ends) + 1))
    else:
        picked = list(range(len(states)))
        xs = picked
    totals = [engine.scores(states[i]) for i in picked]
    seats = len(totals[0]) if totals else 0
    return Series(xs, [[int(t[seat]) for t in totals] for seat in range(seats)], ends is not None)


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScorePlot", text)


def _pen(colour: str, style: Qt.PenStyle, width: float = 2.5) -> Any:
    pen = pg.mkPen(colour, width=width)
    pen.setStyle(style)
    return pen


class _Plot(pg.PlotWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, background="w")
        self.setMinimumSize(320, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.showGrid(x=True, y=True, alpha=0.25)
        self.setMenuEnabled(False)
        self.curves: list[pg.PlotDataItem] = []
        self.legend = self.addLegend(offset=(10, 10), labelTextColor="#202020")
        for axis in ("left", "bottom"):
            self.getAxis(axis).setTextPen("#202020")
            self.getAxis(axis).setPen("#606060")

    def add_line(self, index: int, name: str, xs: list[float], ys: list[float],
                 swatch: Any = None) -> pg.PlotDataItem:
        colour, symbol, style = STYLES[index % len(STYLES)]
        if swatch is not None:  # the seat's own colour and symbol on its table (issue 29)
            colour, symbol = swatch.colour, swatch.path(QRectF(-0.5, -0.5, 1.0, 1.0))  # the kit's own shape
        curve = self.plot(xs, ys, pen=_pen(colour, style), symbol=symbol, symbolSize=9 if len(xs) <= 40 else 6,
                          symbolBrush=colour, symbolPen=pg.mkPen("#ffffff"),
                          name=html.escape(name))  # the legend draws markup: a name is plain text
        curve.player_name = name
        self.curves.append(curve)
        return curve


class ScorePlot(_Plot):
    """Every player's score over the game: one line per player (colour, symbol, line style)."""

    def __init__(self, series: Series, names: list[str], parent: QWidget | None = None,
                 swatches: list[Any] | None = None) -> None:
        super().__init__(parent)
        self.series = series
        self.setAccessibleName(_tr("Scores over the game"))
        self.setLabel("bottom", _tr("Round") if series.per_round else _tr("Move"))
        self.setLabel("left", _tr("Points"))
        for seat, values in enumerate(series.ys):
            swatch = swatches[seat] if swatches is not None and seat < len(swatches) else None
            self.add_line(seat, names[seat], series.xs, values, swatch)
        if series.per_round:  # rounds are whole numbers
            self.getAxis("bottom").setTickSpacing(major=1, minor=1)
        self.getPlotItem().getViewBox().setMouseEnabled(x=False, y=False)
        finals = [_tr("{0}: {1}").format(names[s], v[-1]) for s, v in enumerate(series.ys) if v]
        self.setAccessibleDescription("; ".join(finals))

    def final_values(self) -> dict[str, int]:
        """The last point of each line, by player name (tests)."""
        return {c.player_name: int(c.yData[-1]) for c in self.curves if c.yData is not None and len(c.yData)}


class TrendPlot(_Plot):
    """Results over time: one line per label (a player, an opponent level), x = the game's number."""

    def __init__(self, lines: dict[str, list[float]], y_label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setLabel("bottom", _tr("Game"))
        self.setLabel("left", y_label)
        for index, (label, values) in enumerate(lines.items()):
            self.add_line(index, label, list(range(1, len(values) + 1)), values)
        longest = max((len(v) for v in lines.values()), default=0)
        if longest <= 20:  # whole game numbers on the axis
            self.getAxis("bottom").setTickSpacing(major=max(1, longest // 10 + 1), minor=1)
        self.setAccessibleName(_tr("Results over time"))
        self.setAccessibleDescription("; ".join(
            QCoreApplication.translate("ScorePlot", "{0}: %n game(s)", "", len(v)).format(k)
            for k, v in lines.items()))
