"""The Coloretto table: a whole 3-player game played by clicks and keys against two computers."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import engines
from desktop.session.local import GameSession, Seat
from engines.coloretto import Draw, Place, Take, bot_normal
from tests.screens import screenshot_dir

pytestmark = pytest.mark.skipif(not engines.available("coloretto"), reason="needs the Coloretto engine")

SCREENSHOTS = screenshot_dir()


def _session() -> GameSession:
    seats = [Seat("Ann", "human"), Seat("Computer 1", "computer", "normal"), Seat("Computer 2", "computer", "easy")]
    return GameSession("coloretto", seats, seed=12, computer_delay_ms=0)


def _wait_for_ann(qtbot, session: GameSession) -> None:
    qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)


def _check_drawn(view, session: GameSession) -> None:
    """What is on screen matches the engine: scores, rows, supply, revealed card."""
    obs = session.engine.observe(session.state, 0)
    scores = session.engine.scores(session.state)
    for seat, panel in enumerate(view.panels):
        assert panel.score_label.text() == str(scores[seat])
        assert panel.cards.counts == obs["collections"][seat]
        assert panel.cards.plus == obs["scoring_choice"][seat]["plus"]
    for r, row in enumerate(view.rows):
        assert row.cards == obs["rows"][r] and row.taken == obs["taken"][r]
        assert row.accessibleName().startswith(f"Row {r + 1}")
    assert view.supply.drawn == obs["drawn"]
    assert view.supply.size_left == obs["supply_size"]


def _play_by_clicks(qtbot, max_moves: int | None = None) -> None:
    from desktop.games.coloretto.view import ColorettoView

    session = _session()
    view = ColorettoView(session)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    session.start()
    rng = random.Random(5)
    moves = 0
    shot_taken = False
    use_keys = False
    while max_moves is None or moves < max_moves:
        _wait_for_ann(qtbot, session)
        if session.is_over():
            break
        qtbot.wait(1)  # let the queued signals land
        _check_drawn(view, session)
        action = bot_normal(session.engine, session.state, 0, rng)
        before = len(session.history)
        if isinstance(action, Draw):
            assert view.draw_button.isEnabled()
            if use_keys:
                view.setFocus()
                qtbot.keyClick(view, Qt.Key.Key_D)
            else:
                qtbot.mouseClick(view.draw_button, Qt.MouseButton.LeftButton)
            assert session.state.drawn is not None, "the draw reveals a card and waits for its row"
            view.skip_animations()
            assert view.supply.drawn == session.engine.observe(session.state, 0)["drawn"]
            assert not view.draw_button.isEnabled()
            if not shot_taken and moves > 4 and sum(map(len, session.state.rows)) >= 2:
                SCREENSHOTS.mkdir(parents=True, exist_ok=True)
                view.grab().save(str(SCREENSHOTS / "coloretto_game.png"))
                shot_taken = True
            action = bot_normal(session.engine, session.state, 0, rng)
            assert isinstance(action, Place)
        assert isinstance(action, (Place, Take))
        if use_keys:
            qtbot.keyClick(view, getattr(Qt.Key, f"Key_{action.row + 1}"))
        else:
            row = view.rows[action.row]
            qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=row.rect().center())
        assert len(session.history) > before
        view.skip_animations()
        moves += 1
        use_keys = not use_keys
    if max_moves is not None:
        session.close()
        return
    assert moves > 10
    qtbot.wait(1)
    _check_drawn(view, session)
    winners = session.engine.winners(session.state)
    assert all(view.panels[w].state_label.text() == "winner" for w in winners)
    assert "Game over" in view.banner.text()
    assert not view.draw_button.isEnabled()
    session.close()


@pytest.mark.slow
def test_a_whole_game_by_clicks_and_keys(qtbot, configured_app) -> None:
    """Seat 0 plays a whole 3-player game by clicks and keys; the table matches the engine at every
    decision and shows the winner at the end."""
    _play_by_clicks(qtbot)


def test_the_first_moves_by_clicks_and_keys(qtbot, configured_app) -> None:
    """The fast version: a few decisions by clicks and keys, the table checked at each."""
    _play_by_clicks(qtbot, max_moves=6)


def test_a_click_that_is_not_allowed_is_refused_by_the_engine(qtbot, configured_app) -> None:
    from desktop.games.coloretto.view import ColorettoView

    session = _session()
    view = ColorettoView(session)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    session.start()
    _wait_for_ann(qtbot, session)
    obs = session.observation()
    empty = [r for r, row in enumerate(obs["rows"]) if not row and not obs["taken"][r]]
    if empty:
        with qtbot.waitSignal(session.error, timeout=2000) as blocker:
            qtbot.mouseClick(view.rows[empty[0]], Qt.MouseButton.LeftButton)
        assert "empty" in blocker.args[0]
    session.close()


def test_resizes_from_small_to_large_and_animates_briefly(qtbot, configured_app) -> None:
    from desktop.games.coloretto.view import ColorettoView

    session = _session()
    view = ColorettoView(session)
    qtbot.addWidget(view)
    view.show()
    session.start()
    _wait_for_ann(qtbot, session)
    for w, h in ((1024, 700), (1920, 1080)):
        view.resize(w, h)
        qtbot.wait(5)
        for row in view.rows:
            assert view.rect().contains(row.mapTo(view, row.rect().bottomRight()))
            assert row.card_rects()[0].height() > 40
    if Draw() in session.legal_actions(0):
        qtbot.keyClick(view, Qt.Key.Key_D)
        assert view.is_animating()
        qtbot.waitUntil(lambda: not view.is_animating(), timeout=2000)
        assert not view.flight.isVisible()
    session.close()


def _view(qtbot, session: GameSession, size: tuple[int, int] = (1024, 700)):
    from desktop.games.coloretto.view import ColorettoView

    view = ColorettoView(session)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return view


def _play_until_a_row_is_taken(qtbot, session: GameSession) -> None:
    rng = random.Random(3)
    for _ in range(200):
        _wait_for_ann(qtbot, session)
        if any(session.state.taken) or session.is_over():
            return
        session.submit(0, bot_normal(session.engine, session.state, 0, rng))
    raise AssertionError("no row was taken")


def test_a_taken_row_keeps_its_takers_name_after_resume_and_names_stay_plain_text(qtbot, configured_app) -> None:
    """Issue 15: after resume a taken row lost its taker's name. Names are shown as typed."""
    odd = "<img src=x><b>Bob</b>"
    seats = [Seat("Ann", "human"), Seat(odd, "computer", "normal"), Seat("Cy", "computer", "easy")]
    session = GameSession("coloretto", seats, seed=4, computer_delay_ms=0)
    view = _view(qtbot, session)
    session.start()
    _play_until_a_row_is_taken(qtbot, session)
    qtbot.wait(1)
    takers = {r: row.taker for r, row in enumerate(view.rows) if row.taken}
    assert takers and all(takers.values()), "every taken row names its taker"
    resumed = GameSession.from_save(session.to_save(), computer_delay_ms=0)
    session.close()
    again = _view(qtbot, resumed)
    resumed.start()
    _wait_for_ann(qtbot, resumed)
    assert {r: row.taker for r, row in enumerate(again.rows) if row.taken} == takers
    panel = again.panels[1]
    assert panel.name_label.textFormat() == Qt.TextFormat.PlainText and odd in panel.name_label.text()
    assert again.banner.textFormat() == Qt.TextFormat.PlainText
    resumed.close()


@pytest.mark.parametrize("players", [2, 5])
def test_the_table_fits_1024x700_and_grows_on_larger_screens(qtbot, configured_app, players: int) -> None:
    from desktop.table import clear_overflows, overflows

    seats = [Seat("Ann", "human")] + [Seat(f"Computer {i}", "computer", "easy") for i in range(1, players)]
    session = GameSession("coloretto", seats, seed=9, computer_delay_ms=0)
    view = _view(qtbot, session, (772, 640))  # the room a 1024x700 window leaves the table
    session.start()
    _wait_for_ann(qtbot, session)
    hint = view.minimumSizeHint()
    assert hint.width() <= 772 and hint.height() <= 640, hint
    clear_overflows()
    view.grab()
    assert overflows() == []
    small_card = view.rows[0].card_rects()[0].height()
    small_font = view.panels[0].score_label.font().pixelSize()
    view.resize(2300, 1380)
    qtbot.wait(5)
    view.grab()
    assert overflows() == []
    assert view.rows[0].card_rects()[0].height() > small_card * 1.5
    assert view.panels[0].score_label.font().pixelSize() > small_font
    session.close()


def test_keyboard_only_tab_to_a_row_and_enter(qtbot, configured_app) -> None:
    """D draws, Tab walks the rows, Enter places the revealed card in the focused row; the key help
    comes from the view's KeyMap."""
    session = _session()
    view = _view(qtbot, session)
    view.windowHandle().requestActivate()
    qtbot.waitUntil(view.isActiveWindow)
    session.start()
    _wait_for_ann(qtbot, session)
    assert view.keys_label.text().startswith("Keys: D draw · 1–3 take a row or place the revealed card")
    assert view.keys.help_rows()[0] == ("D", "draw")
    view.setFocus()
    if Draw() not in session.legal_actions(0):
        pytest.skip("this deal starts without a draw")
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert session.state.drawn is not None
    view.skip_animations()
    target = next(r for r, row in enumerate(session.state.rows)
                  if not session.state.taken[r] and len(row) < session.state.capacities[r])
    view.rows[0].setFocus()
    for _ in range(target):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view.rows[target]
    before = len(session.history)
    qtbot.keyClick(view.rows[target], Qt.Key.Key_Return)
    assert len(session.history) == before + 1 and isinstance(session.history[-1].action, Place)
    assert session.history[-1].action.row == target
    session.close()


@pytest.mark.parametrize("players", [2, 5])
def test_the_tables_keys_leave_the_windows_shortcuts_alone(qtbot, configured_app, players: int) -> None:
    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice
    from desktop.table.keys import window_shortcuts

    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    seats = [Seat("Ann")] + [Seat(f"Computer {i}", "computer", "easy") for i in range(1, players)]
    session = window.start(NewGameChoice("coloretto", seats, {}, 8))
    view = window.page.view
    taken = window_shortcuts(view)
    assert any("Rules" in label for _, label in taken), "the window's menus are seen"
    assert view.keys.conflicts(taken) == []
    qtbot.wait(20)
    assert window.width() == 1024 and window.height() == 700, "the table does not push the window larger"
    session.close()
