"""The Siberia table: a whole 3-player game by clicks (one human, two computers) to the end."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

import engines
from desktop.session.local import GameSession, Seat
from tests.screens import screenshot_dir

pytestmark = pytest.mark.skipif(not engines.available("siberia"), reason="needs the Siberia engine")

SCREENSHOTS = screenshot_dir()


def _session(seed: int = 4) -> GameSession:
    seats = [Seat("Ann", "human"), Seat("Computer 1", "computer", "normal"), Seat("Computer 2", "computer", "easy")]
    return GameSession("siberia", seats, seed=seed, computer_delay_ms=0)


def _view(qtbot, session: GameSession):
    from desktop.games.siberia.view import SiberiaView

    view = SiberiaView(session)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    return view


def _wait_for_ann(qtbot, session: GameSession) -> None:
    qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=30_000)


def _check_drawn(view, session: GameSession) -> None:
    """The table matches the engine: mines and values, the row, only Ann's hand."""
    obs = session.engine.observe(session.state, 0)
    for seat, panel in enumerate(view.panels):
        assert panel.value == obs["mines"][seat]["value"] == session.engine.scores(session.state)[seat]
        assert panel.accessibleName().startswith(session.seats[seat].name)
    assert view.row.cards == obs["row"]
    assert view.hand.cards == [tuple(c) for c in obs["hand"]]


def _click_hand_card(qtbot, view, index: int) -> None:
    card = view.hand.card_widgets[index]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.card_rect().center().toPoint())


def _play_by_clicks(qtbot, max_moves: int | None = None, seed: int = 4) -> None:
    from engines.siberia import Discover, Draw, Hire, Play, SkipDiscovery, bot_normal

    session = _session(seed)
    view = _view(qtbot, session)
    session.start()
    rng = random.Random(5)
    moves = 0
    shot = False
    while max_moves is None or moves < max_moves:
        _wait_for_ann(qtbot, session)
        if session.is_over():
            break
        qtbot.wait(1)
        _check_drawn(view, session)
        action = bot_normal(session.engine, session.state, 0, rng)
        before = len(session.history)
        if isinstance(action, Discover):
            place = view.row.places[action.position]
            assert place.interactive
            qtbot.mouseClick(place, Qt.MouseButton.LeftButton, pos=place.card_rect().center().toPoint())
        elif isinstance(action, SkipDiscovery):
            assert view.skip_button.isVisible()
            qtbot.mouseClick(view.skip_button, Qt.MouseButton.LeftButton)
        elif isinstance(action, Draw):
            assert view.draw_button.isEnabled()
            qtbot.mouseClick(view.draw_button, Qt.MouseButton.LeftButton)
        elif isinstance(action, Play):
            used: set[int] = set()
            for card in action.cards:
                index = next(i for i, c in enumerate(view.hand.cards) if c == card and i not in used)
                used.add(index)
                _click_hand_card(qtbot, view, index)
            assert view.hand.selected_cards() == action.cards
            assert action in view.options, view.hint.text()
            assert view.hint.text().startswith("These cards can:")
            if action.symbol in ("gas", "coal", "oil", "gold", "diamond"):
                view._preview = action.symbol
                view._update_row()
                assert view.row.highlight, "the cards to be extracted are highlighted"
                if not shot and moves > 6:
                    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
                    assert view.width() == 1280, "the table fits 1280 pixels whatever it offers"
                    view.grab().save(str(SCREENSHOTS / "siberia_game.png"))
                    shot = True
            button = view.option_buttons[view.options.index(action)]
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        elif isinstance(action, Hire):
            button = view.option_buttons[view.options.index(action)]
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert len(session.history) > before, f"{action} was not played: {view.hint.text()}"
        moves += 1
    if max_moves is None:
        assert session.is_over() and moves > 10
        qtbot.wait(1)
        view.refresh()
        assert view.banner.text().startswith("Game over")
        winners = session.engine.winners(session.state)
        assert all(view.panels[w].state == "winner" for w in winners)
        assert not view.draw_button.isEnabled()
    session.close()


@pytest.mark.slow
def test_a_whole_game_by_clicks(qtbot, configured_app) -> None:
    """Seat 0 plays a whole 3-player game by clicks against two computers; the table matches the
    engine at every decision and names the winner at the end."""
    _play_by_clicks(qtbot)


def test_the_first_moves_by_clicks(qtbot, configured_app) -> None:
    _play_by_clicks(qtbot, max_moves=8)


def test_keyboard_discover_select_and_value_table(qtbot, configured_app) -> None:
    """Everything from the keyboard: a number discovers, D draws, V shows the value table."""
    session = _session(seed=9)
    view = _view(qtbot, session)
    view.windowHandle().requestActivate()
    qtbot.waitUntil(view.isActiveWindow)
    session.start()
    _wait_for_ann(qtbot, session)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_V)
    assert view.values.isVisible() and "Value table" in view.values.text()
    qtbot.keyClick(view, Qt.Key.Key_V)
    assert not view.values.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_V)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.values.isVisible(), "Esc closes the value table"
    qtbot.keyClick(view, Qt.Key.Key_F1)
    assert not view.values.isVisible(), "F1 is the window's Rules key, not the table's"
    if session.state.phase == "discover":
        first = session.state.face_down_positions()[0]
        qtbot.keyClick(view, getattr(Qt.Key, f"Key_{first + 1}"))
        assert session.state.discovered[first]
    assert session.state.phase == "main"
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first press shows the cursor on the first card
    assert view.hand.card_widgets[0].hasFocus() and view.hand.cursor == 0
    qtbot.keyClick(view.hand.card_widgets[0], Qt.Key.Key_Right)
    assert view.hand.card_widgets[1].hasFocus() and view.hand.cursor == 1
    qtbot.keyClick(view.hand.card_widgets[1], Qt.Key.Key_Space)
    assert view.hand.selected == {1}
    assert view.hint.text()
    qtbot.keyClick(view.hand.card_widgets[1], Qt.Key.Key_Escape)
    assert not view.hand.selected
    before = len(session.history)
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert len(session.history) == before + 1
    session.close()


def test_a_selection_that_cannot_play_says_why(qtbot, configured_app) -> None:
    session = _session(seed=9)
    view = _view(qtbot, session)
    session.start()
    _wait_for_ann(qtbot, session)
    if session.state.phase == "discover":
        session.submit(0, session.legal_actions(0)[0])
    qtbot.wait(1)
    _click_hand_card(qtbot, view, 0)
    assert view.hint.text()
    if not view.options:
        assert "Not possible" in view.hint.text() or "investor" in view.hint.text()
    session.close()


shown: list = []  # results dialogs shown (exec patched)


def _press(qtbot, key) -> None:
    from PySide6.QtWidgets import QApplication

    qtbot.keyClick(QApplication.focusWidget(), key)


def _play_by_keys(qtbot, max_moves: int | None = None) -> None:
    """Seat 0 plays by keys only in a MainWindow: numbers discover and carry out options, S skips,
    D draws, the arrows walk the hand and Space selects."""
    from PySide6.QtWidgets import QApplication

    from desktop.shell.main_window import MainWindow
    from desktop.shell.newgame import NewGameChoice
    from engines.siberia import Discover, Draw, Hire, Play, SkipDiscovery, bot_normal

    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    seats = [Seat("Ann"), Seat("Computer 1", "computer", "normal"), Seat("Computer 2", "computer", "easy")]
    session = window.start(NewGameChoice("siberia", seats, {}, 7))
    if max_moves is not None:
        window._show_results = lambda *args: None  # the game is not played to its end
    view = window.page.view
    rng = random.Random(8)
    moves = 0
    while max_moves is None or moves < max_moves:
        _wait_for_ann(qtbot, session)
        if session.is_over():
            break
        qtbot.wait(1)
        if QApplication.focusWidget() is None or not view.isAncestorOf(QApplication.focusWidget()):
            view.setFocus()
        action = bot_normal(session.engine, session.state, 0, rng)
        before = len(session.history)
        if isinstance(action, Discover):
            _press(qtbot, getattr(Qt.Key, f"Key_{action.position + 1}"))
        elif isinstance(action, SkipDiscovery):
            _press(qtbot, Qt.Key.Key_S)
        elif isinstance(action, Draw):
            _press(qtbot, Qt.Key.Key_D)
        elif isinstance(action, Play):
            wanted = list(action.cards)
            _press(qtbot, Qt.Key.Key_Right)  # the cursor shows on a card
            for _ in range(len(view.hand.cards) + 1):
                card = view.hand.cards[view.hand.cursor]
                if card in wanted and view.hand.cursor not in view.hand.selected:
                    wanted.remove(card)
                    _press(qtbot, Qt.Key.Key_Space)
                if not wanted:
                    break
                _press(qtbot, Qt.Key.Key_Right)
            assert view.hand.selected_cards() == action.cards
            _press(qtbot, getattr(Qt.Key, f"Key_{view.options.index(action) + 1}"))
        elif isinstance(action, Hire):
            _press(qtbot, getattr(Qt.Key, f"Key_{view.options.index(action) + 1}"))
        assert len(session.history) > before, f"{action} was not played by keys"
        moves += 1
    if max_moves is None:
        assert session.is_over() and moves > 10
        qtbot.wait(1)
        assert view.banner.text().startswith("Game over")
        qtbot.waitUntil(lambda: bool(shown), timeout=5000)  # the results dialog came up
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        window.grab().save(str(SCREENSHOTS / "siberia_game_over.png"))
    session.close()


@pytest.mark.slow
def test_a_whole_game_by_keys_alone(qtbot, configured_app, monkeypatch) -> None:
    from desktop.widgets.results import ResultsDialog

    monkeypatch.setattr(ResultsDialog, "exec", lambda self: shown.append(self) or 0)
    shown.clear()
    _play_by_keys(qtbot)


def test_the_first_moves_by_keys_alone(qtbot, configured_app) -> None:
    _play_by_keys(qtbot, max_moves=10)
