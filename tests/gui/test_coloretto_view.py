"""The Coloretto table: a whole 3-player game played by clicks and keys against two computers."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

import engines
from desktop.session import GameSession, Seat
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
