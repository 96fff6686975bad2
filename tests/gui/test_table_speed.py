"""Issue 28: work the tables did again for nothing, counted (never timed). Coloretto's layout planner
(`layout.split`, 100 tries of both areas' plans) answers a room it has seen from what it kept; Rolling
Japan's mini-sheets draw their map (47 hatched zones) once a size, not at every paint."""
from __future__ import annotations

from PySide6.QtCore import QSize

from desktop.session.local import GameSession
from desktop.session.saves import Seat


def _coloretto(qtbot, players: int, size: tuple[int, int]):
    from desktop.games.coloretto.view import ColorettoView

    session = GameSession("coloretto", [Seat(n) for n in ("Ann", "Bob", "Cid", "Dee")[:players]], seed=1,
                          computer_delay_ms=0)
    view = ColorettoView(session)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return session, view


def test_coloretto_plans_a_room_once(qtbot, configured_app, monkeypatch) -> None:
    from desktop.games.coloretto import layout

    searched: list[int] = []
    search = layout._search
    monkeypatch.setattr(layout, "_search", lambda *args: (searched.append(args[5]), search(*args))[1])
    monkeypatch.setattr(layout, "_SPLITS", {})
    session, view = _coloretto(qtbot, 3, (1024, 700))
    assert searched, "the first room is planned"
    qtbot.wait(1)   # the layout follows the shares
    share, geometry = view._shared[1], [row.geometry() for row in view.rows]
    view.resize(1300, 820)
    planned = len(searched)
    assert planned > 1 and view._shared[1] != share
    view.resize(1024, 700)   # back to a room seen: no plan, the same share and the same rows
    assert len(searched) == planned
    qtbot.wait(1)
    assert view._shared[1] == share and [row.geometry() for row in view.rows] == geometry
    other_session, other = _coloretto(qtbot, 3, (1024, 700))   # another table of three at that size
    assert len(searched) == planned and other._shared[1] == share
    four_session, four = _coloretto(qtbot, 4, (1024, 700))   # four players: another plan
    assert len(searched) > planned
    for s in (session, other_session, four_session):
        s.close()


def test_rolling_japan_minis_draw_their_map_once_a_size(qtbot, configured_app, monkeypatch) -> None:
    from desktop.games.rolling_japan import panels

    hatched: list[str] = []
    hatch = panels.paint_hatch
    monkeypatch.setattr(panels, "paint_hatch", lambda p, rect, colour, **kw: (hatched.append(colour),
                                                                              hatch(p, rect, colour, **kw)))
    monkeypatch.setattr(panels, "_MINI_MAPS", {})
    minis = []
    for name in ("Bob", "Cid", "Dee"):
        mini = panels.MiniSheet()
        qtbot.addWidget(mini)
        mini.resize(300, 210)
        mini.set_sheet(name, [None] * 46 + ["X"], 1, "")
        minis.append(mini)
    first = minis[0].grab().toImage()
    assert len(hatched) == 47, "one map drawn: every zone hatched once (white's draws nothing)"
    for mini in minis:
        mini.grab()
    minis[0].set_sheet("Bob", [3] + [None] * 45 + ["X"], 1, "done")
    again = minis[0].grab().toImage()
    assert len(hatched) == 47, "the same size: the map kept"
    assert again != first, "the marks and words are drawn on it"
    minis[0].resize(QSize(360, 250))
    minis[0].grab()
    assert len(hatched) == 94, "another size: its own map"
