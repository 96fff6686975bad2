"""Rolling Japan's big map repaints what changed (issue 28), counted, never timed: a die picked or a
move draws the boxes whose look changed, not the 47; a repaint asked by something else (the last-move
marks, an animation over the table) draws nothing again; the kept pictures are the pixels drawing
gives, and they record their too-long texts again for the fit checker."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QFont, QPainter

import engines
from desktop.session.local import GameSession, Seat
from engines.rolling_japan import Write

pytestmark = pytest.mark.skipif(not engines.available("rolling_japan"), reason="needs the Rolling Japan engine")


@pytest.fixture
def table(qtbot, monkeypatch, configured_app):
    """A solo game at the screen (1024x700), its first roll (black 3, blue 1) waiting; `drawn` lists the boxes drawn
    (PrefectureBox.paint_box), `painted` the box paint events, `canvas` the canvas's pictures drawn."""
    from desktop.games.rolling_japan import widgets
    from desktop.games.rolling_japan.view import RollingJapanView

    session = GameSession("rolling_japan", [Seat("Aiko", "human")], seed=2, computer_delay_ms=0)
    view = RollingJapanView(session)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    session.start()
    qtbot.waitUntil(lambda: session.active_human() == 0)
    counts: dict[str, list] = {"drawn": [], "painted": [], "canvas": []}
    draw_box, paint_event, draw_canvas = (widgets.PrefectureBox.paint_box, widgets.PrefectureBox.paintEvent,
                                          widgets.MapCanvas._paint_background)

    def counted_box(box, p):
        if box.window() is view:
            counts["drawn"].append(box.pid)
        draw_box(box, p)

    def counted_event(box, event):
        if box.window() is view:
            counts["painted"].append(box.pid)
        paint_event(box, event)

    def counted_canvas(canvas, p):
        if canvas.window() is view:
            counts["canvas"].append(1)
        draw_canvas(canvas, p)
    monkeypatch.setattr(widgets.PrefectureBox, "paint_box", counted_box)
    monkeypatch.setattr(widgets.PrefectureBox, "paintEvent", counted_event)
    monkeypatch.setattr(widgets.MapCanvas, "_paint_background", counted_canvas)
    settle(qtbot, view)
    yield session, view, counts
    session.close()


def settle(qtbot, view) -> None:
    """Every repaint asked so far is done (a grab paints nothing on screen: only the posted updates)."""
    view.repaint()   # the whole table now, then whatever is still posted
    qtbot.wait(30)


def looks(view) -> dict[int, tuple]:
    return {pid: (b.mark, b.target, b.pencilled, b.choosing) for pid, b in view.map.boxes.items()}


def changed(before: dict[int, tuple], after: dict[int, tuple]) -> set[int]:
    return {pid for pid in before if before[pid] != after[pid]}


def reset(counts) -> None:
    for seen in counts.values():
        seen.clear()


def test_picking_the_other_die_draws_only_the_boxes_it_lights_or_dims(qtbot, table) -> None:
    session, view, counts = table
    assert view.selected_die == 0 and view.map.targets
    before = looks(view)
    reset(counts)
    view.select_die(1)
    after = looks(view)
    different = changed(before, after)
    assert different and len(different) < 47
    qtbot.waitUntil(lambda: set(counts["drawn"]) >= different)
    settle(qtbot, view)
    # the new instructions change the column's layout, and the kit's last-move marks overlay
    # repaints the whole table at the view's LayoutRequest: every box has a paint event, but only
    # the boxes whose look changed are drawn (the others copy their kept pictures)
    assert set(counts["drawn"]) == different, "a box that did not change was drawn again"
    assert len(counts["drawn"]) == len(different)
    assert counts["canvas"] == [], "the sea, links and legend were drawn again"


def test_a_move_draws_only_the_boxes_whose_look_changed(qtbot, table) -> None:
    session, view, counts = table
    action = next(a for a in session.legal_actions(0) if isinstance(a, Write) and a.die == view.selected_die)
    before = looks(view)
    reset(counts)
    view._on_prefecture(action.prefecture)   # the first die of the roll: written at once
    qtbot.waitUntil(lambda: view.map.marks[action.prefecture - 1] is not None)
    settle(qtbot, view)
    different = changed(before, looks(view))
    assert action.prefecture in different and len(different) < 47
    # the last-move marks' overlay repaints the whole table at a state change: the other boxes copy
    # their kept pictures, each box is drawn at most once, and only those whose look changed
    assert set(counts["drawn"]) == different
    assert len(counts["drawn"]) == len(different)
    assert counts["canvas"] == []


def test_a_repaint_asked_by_others_draws_nothing_again_and_shows_the_same_pixels(qtbot, table, monkeypatch) -> None:
    from desktop.games.rolling_japan import widgets

    session, view, counts = table
    kept = view.grab().toImage()
    reset(counts)
    view.update()   # the whole table, as the last-move marks' overlay asks at every state change
    settle(qtbot, view)
    assert len(counts["painted"]) == 47
    assert counts["drawn"] == [] and counts["canvas"] == []
    assert view.grab().toImage() == kept
    # HEAD's way: every box and the canvas drawn straight on the table, nothing kept
    monkeypatch.setattr(widgets.MapCanvas, "background", lambda canvas: None)
    monkeypatch.setattr(widgets.MapCanvas, "kept_background", lambda canvas: None)
    assert view.grab().toImage() == kept, "the kept pictures are not the pixels drawing gives"


def test_the_canvas_is_drawn_again_only_when_its_links_change(qtbot, table) -> None:
    from engines.rolling_japan import OPTIONAL_SEA_LINKS

    session, view, counts = table
    m = view.map
    args = (m.owner, m.marks, m.targets, m.tentative)
    reset(counts)
    m.set_sheet(*args, list(m.extra_links))
    settle(qtbot, view)
    assert counts["canvas"] == []
    m.set_sheet(*args, list(OPTIONAL_SEA_LINKS))
    settle(qtbot, view)
    assert counts["canvas"] == [1]
    assert len(counts["drawn"]) == 47   # on the new links


def test_a_kept_picture_records_its_too_long_texts_again(qtbot, configured_app) -> None:
    from desktop.games.rolling_japan import kept
    from desktop.table import draw_fitted_text
    from desktop.table.text import clear_overflows, overflows

    def draw(p: QPainter) -> None:
        draw_fitted_text(p, QRectF(0, 0, 20, 10), "Kagoshima and much more", font=QFont(), min_px=9,
                         wrap=False, where="PrefectureBox")
    clear_overflows()
    _, too_long = kept.picture(QSize(40, 20), 1.0, draw)
    assert len(too_long) == 1 and overflows() == list(too_long)
    _, again = kept.picture(QSize(40, 20), 1.0, draw)   # already recorded: still its own
    assert again == too_long and overflows() == list(too_long)
    clear_overflows()
    kept.record(too_long)   # shown again after the fit checker's clear
    assert overflows() == list(too_long)
    clear_overflows()
