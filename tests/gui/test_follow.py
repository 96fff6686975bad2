"""Issue 17's kit parts and shared screens: the mark's look and label, flights skipped by Esc or a
click, the hand-over summary in public words (never a card drawn in secret), sharing the table as a
PNG of the table's size (the GL board included)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QMenu, QVBoxLayout, QWidget

from desktop.i18n import translate_text
from desktop.session.local import GameSession, Seat
from desktop.table.flight import Flight, FlightOverlay, pop_paint
from desktop.table.marks import Mark, MarkOverlay, paint_last_move, short_label
from desktop.table.style import LAST_MOVE


def test_short_labels_are_initials_with_numbers():
    assert short_label("Ann") == "A"
    assert short_label("Computer 2") == "C2"
    assert short_label("ann, Computer 12") == "A, C12"


def test_a_mark_is_an_outline_with_a_name_tag_and_never_overflows(qapp):
    from desktop.table.text import clear_overflows, overflows
    clear_overflows()
    image = QImage(200, 120, QImage.Format.Format_ARGB32)
    image.fill(QColor("#203020"))
    p = QPainter(image)
    paint_last_move(p, QRectF(20, 20, 60, 80), "A very long player name indeed", bounds=QRectF(image.rect()))
    p.end()
    assert overflows() == [], "a name too long for the tag becomes its initials"
    colours = {image.pixelColor(x, y).name() for x in range(15, 90) for y in range(15, 105)}
    assert LAST_MOVE.name() in colours


def test_the_overlay_follows_its_widget_and_joins_seats_on_one_place(qtbot):
    view = QWidget()
    qtbot.addWidget(view)
    inner = QWidget(view)
    inner.setGeometry(30, 40, 100, 60)
    view.resize(300, 200)
    names = {0: "Ann", 1: "Bob"}
    overlay = MarkOverlay(view, lambda: [Mark(inner, QRectF(10, 10, 40, 30), [1]), Mark(inner, QRectF(10, 10, 40, 30), [0])],
                          names.__getitem__)
    view.show()
    qtbot.waitExposed(view)
    assert overlay.marks() == [(QRectF(40, 50, 40, 30), "Ann, Bob")]
    inner.move(60, 40)
    assert overlay.marks()[0][0] == QRectF(70, 50, 40, 30)
    inner.hide()
    assert overlay.marks() == []


@pytest.mark.parametrize("how", ["esc", "click"])
def test_a_flight_ends_at_once_on_esc_or_a_click_and_lets_other_keys_through(qtbot, how):
    view = QWidget()
    qtbot.addWidget(view)
    view.resize(300, 200)
    view.show()
    qtbot.waitExposed(view)
    flight = FlightOverlay(view, base_ms=5000)
    other = FlightOverlay(view, base_ms=5000)
    done = []
    r = QRectF(10, 10, 30, 30)
    assert flight.fly([Flight(r, r, pop_paint(lambda p, rr: p.fillRect(rr, QColor("red"))))], on_done=lambda: done.append(1))
    other.fly([Flight(r, r.translated(100, 0), lambda p, rr, t: None)])
    qtbot.keyClick(view, Qt.Key.Key_A)
    assert flight.is_running(), "another key does not end it"
    if how == "esc":
        qtbot.keyClick(view, Qt.Key.Key_Escape)
    else:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton)
    assert not flight.is_running() and not other.is_running() and done == [1]


def test_a_computer_flight_follows_the_speed_setting(qapp):
    view = QWidget()
    delay = [600]
    flight = FlightOverlay(view, base_ms=300, delay_ms=lambda: delay[0])
    assert flight.duration(computer=True) == 300
    delay[0] = 1200
    assert flight.duration(computer=True) == 600
    delay[0] = 0
    assert flight.duration(computer=True) == 0
    ran = []
    view.show()
    assert not flight.fly([Flight(QRectF(), QRectF(), lambda p, r, t: None)], computer=True, on_done=lambda: ran.append(1))
    assert ran == [1], "Instant: nothing flies, the end runs at once"
    view.close()


# -- the hand-over summary ---------------------------------------------------------------------------
def _hotseat(qtbot, game: str):
    seats = [Seat("Ann", "human"), Seat("Bob", "human"), Seat("Computer 1", "computer", "easy")]
    session = GameSession(game, seats, seed=9, computer_delay_ms=0)
    return session


@pytest.mark.parametrize("game", ["siberia", "r_eco"])
def test_the_handover_lists_the_moves_since_that_players_turn_in_public_words(qtbot, game):
    from desktop.games import view_class
    from desktop.widgets.handover import HandoverScreen, since_last_turn
    session = _hotseat(qtbot, game)
    page = QWidget()
    page.session = session
    layout = QVBoxLayout(page)
    view = view_class(game)(session)
    screen = HandoverScreen()
    layout.addWidget(view)
    layout.addWidget(screen)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    session.start()
    rng = random.Random(4)
    handovers = 0
    computer_lines: list[str] = []
    for _ in range(200):
        qtbot.waitUntil(lambda: session.handover_to is not None or session.active_human() is not None
                        or session.is_over(), timeout=20_000)
        if session.is_over():
            break
        if session.handover_to is not None:
            handovers += 1
            seat = session.handover_to
            screen.show_for(session.seats[seat].name)
            text = screen.summary.text()
            last = max((i for i, h in enumerate(session.history) if h.seat == seat), default=-1)
            moves = session.history[last + 1:]
            expected = [f"{session.seats[h.seat].name}: {translate_text(h.description)}" for h in moves]
            assert since_last_turn(session, seat) == expected
            if handovers > 1:
                assert text.startswith("Since your last turn:")
                for line in expected[-8:]:
                    assert line in text
                computer_lines += [line for line in expected if line.startswith("Computer 1:")]
            # never a card drawn in secret: draws are said without their cards, and no hand's card
            # that was drawn (not played) shows
            for h in moves:
                if type(h.action).__name__ == "Draw":
                    assert "/" not in translate_text(h.description)
            if handovers >= 4:
                break
            session.accept_handover()
            continue
        seat = session.active_human()
        session.submit(seat, rng.choice(session.legal_actions(seat)))
    assert handovers >= 2
    assert computer_lines, "the computer's moves are listed"
    session.close()


def test_siberia_draws_in_the_summary_never_name_the_cards_drawn(qtbot):
    """The engine's describe of a Draw names no card; the hand-over uses exactly those words."""
    import engines
    from engines.siberia import Draw
    engine = engines.get("siberia")
    state = engine.new_game(3, seed=2)
    for seat in engine.to_move(state):
        for action in engine.legal_actions(state, seat):
            if isinstance(action, Draw):
                words = translate_text(engine.describe(state, action))
                hand = engine.observe(engine.apply(state, seat, action), seat)["hand"]
                assert all(f"{r}/{p}" not in words for r, p in hand)


# -- sharing --------------------------------------------------------------------------------------------
def test_the_table_is_copied_and_saved_as_a_png_of_its_size(qtbot, tmp_path):
    from desktop.games import view_class
    from desktop.shell import share
    seats = [Seat("Ann", "human"), Seat("Computer 1", "computer", "easy")]
    session = GameSession("coloretto", seats, seed=1, computer_delay_ms=0)
    view = view_class("coloretto")(session)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    session.start()
    path = tmp_path / "table.png"
    assert share.save_table(view, path)
    image = QImage(str(path))
    assert not image.isNull() and image.size() == view.size() * view.devicePixelRatio()
    copied = share.copy_table(view)
    assert copied is not None and QGuiApplication.clipboard().image().size() == copied.size()
    # the menu entries and their keys
    window = QWidget()
    menu = QMenu(window)
    copy_act, save_act = share.install(window, menu, lambda: view)
    assert copy_act.shortcut().toString() == "Ctrl+Shift+C" and save_act.shortcut().toString() == "Ctrl+Shift+P"
    assert copy_act in menu.actions() and save_act in menu.actions()
    session.close()


def test_the_shared_pueblo_picture_holds_the_gl_board(qtbot, monkeypatch, tmp_path):
    monkeypatch.delenv("KOTATSU_NO_GL", raising=False)
    from desktop.games.pueblo.view import PuebloView
    from desktop.shell import share
    session = GameSession("pueblo", [Seat("Ann", "human"), Seat("Computer 1", "computer", "easy")], seed=2,
                          computer_delay_ms=0)
    view = PuebloView(session)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(50)
    if not view.is_3d:
        pytest.skip("no OpenGL on this display")
    session.start()
    image = share.table_image(view)
    board = view.board.geometry()
    centre = board.center()
    framebuffer = view.board.grabFramebuffer()
    local = centre - board.topLeft()
    assert image.pixelColor(centre) == framebuffer.pixelColor(local), "the board's pixels are in the picture"
    assert share.save_table(view, tmp_path / "p.png") and QImage(str(tmp_path / "p.png")).size() == image.size()
    session.close()


def test_no_picture_while_the_handover_screen_covers_the_table(qtbot):
    from desktop.games import view_class
    from desktop.shell import share
    session = _hotseat(qtbot, "siberia")
    view = view_class("siberia")(session)
    qtbot.addWidget(view)
    view.show()
    session.start()
    qtbot.waitUntil(lambda: session.active_human() is not None or session.handover_to is not None, timeout=20_000)
    seat = session.active_human()
    if seat is not None:
        rng = random.Random(1)
        while session.handover_to is None and not session.is_over():
            s = session.active_human()
            if s is not None:
                session.submit(s, rng.choice(session.legal_actions(s)))
            qtbot.waitUntil(lambda: session.active_human() is not None or session.handover_to is not None,
                            timeout=20_000)
    assert session.handover_to is not None
    assert not share.can_share(view) and share.copy_table(view) is None
    session.close()


def test_the_windows_edit_menu_copies_and_saves_the_table(qtbot, configured_app, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice
    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    session = window.start(NewGameChoice("coloretto", [Seat("Ann"), Seat("Computer 1", "computer", "easy")], {}, 8))
    view = window.page.view
    qtbot.wait(30)
    assert window.act_copy_table.shortcut().toString() == "Ctrl+Shift+C"
    window.act_copy_table.trigger()
    assert QGuiApplication.clipboard().image().size() == view.size() * view.devicePixelRatio()
    target = tmp_path / "shared"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    window.act_save_table.trigger()
    saved = QImage(str(target) + ".png")
    assert not saved.isNull() and saved.size() == view.size() * view.devicePixelRatio()
    from desktop.table.keys import window_shortcuts
    assert view.keys.conflicts(window_shortcuts(view)) == []
    session.close()
