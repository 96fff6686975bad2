"""GameSession: computer players off the interface thread, undo rules, hot-seat hand-over, autosave,
saves that are damaged or foreign, closing during a computer move."""
from __future__ import annotations

import json

import pytest

import engines
from desktop.session.local import GameSession, Seat

pytestmark = pytest.mark.skipif(not engines.available("coloretto"), reason="needs the Coloretto engine")


def computers(n):
    return [Seat(f"Bot {i}", "computer", "normal") for i in range(n)]


def test_computer_players_finish_a_game_off_the_interface_thread(qtbot, configured_app, kotatsu_data_dir):
    session = GameSession("coloretto", computers(3), seed=4, autosave_dir=kotatsu_data_dir, computer_delay_ms=0)
    with qtbot.waitSignal(session.game_over, timeout=60_000):
        session.start()
    assert session.is_over()
    assert not list(kotatsu_data_dir.glob("*.json")), "a finished game's autosave is removed"
    session.close()


def test_autosave_after_every_action_resumes_the_same_game(qtbot, configured_app, kotatsu_data_dir):
    seats = [Seat("Ann", "human")] + computers(2)
    session = GameSession("coloretto", seats, seed=9, autosave_dir=kotatsu_data_dir, computer_delay_ms=0)
    session.start()
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    for _ in range(4):
        qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)
        if session.is_over():
            break
        session.submit(0, session.legal_actions(0)[0])
    qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)
    path = session.autosave_path()
    assert path is not None and path.exists()
    saved = json.loads(path.read_text())
    assert len(saved["actions"]) == len(session.history)
    resumed = GameSession.load(path, autosave_dir=kotatsu_data_dir, computer_delay_ms=0)
    assert session.engine.encode(resumed.state) == session.engine.encode(session.state)
    assert resumed.game_id == session.game_id
    session.close()
    resumed.close()


@pytest.mark.parametrize("content", [b"", b"{", b"\x00\xff\xfe binary", b"[1, 2, 3]", b'{"format": "other"}',
                                     b'{"format": "kotatsu-save", "version": 99}'])
def test_damaged_or_foreign_files_are_refused_with_a_message(tmp_path, configured_app, content):
    path = tmp_path / "bad.kotatsu"
    path.write_bytes(content)
    with pytest.raises(ValueError) as info:
        GameSession.load(path)
    assert str(info.value)


def test_a_save_whose_moves_were_tampered_with_is_refused(qtbot, configured_app, tmp_path):
    seats = [Seat("Ann", "human")] + computers(2)
    session = GameSession("coloretto", seats, seed=2, computer_delay_ms=0)
    session.start()
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    session.submit(0, session.legal_actions(0)[0])
    save = session.to_save()
    session.close()
    save["actions"] = save["actions"][:-1]  # the moves no longer lead to the stored position
    with pytest.raises(ValueError, match="damaged"):
        GameSession.from_save(save)
    save2 = json.loads(json.dumps(session.to_save()))
    save2["game"] = "chess"
    with pytest.raises(ValueError, match="doesn't have"):
        GameSession.from_save(save2)


def test_closing_during_a_computer_move_neither_hangs_nor_crashes(qtbot, configured_app):
    session = GameSession("coloretto", computers(3), seed=1, computer_delay_ms=2000)
    session.start()
    qtbot.waitUntil(session.is_thinking, timeout=5000)
    session.close()
    assert not session.submit(0, None)


def test_undo_takes_back_only_an_own_decision_that_revealed_nothing(qtbot, configured_app):
    seats = [Seat("Ann", "human")] + computers(2)
    session = GameSession("coloretto", seats, seed=3, computer_delay_ms=0)
    session.start()
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    legal = session.legal_actions(0)
    draw = [a for a in legal if session.engine.reveals(session.state, 0, a)]
    if draw:
        session.submit(0, draw[0])
        assert not session.can_undo(), "a revealed card can't be taken back"
    session.close()


def test_hot_seat_hands_over_between_two_humans_in_a_hidden_information_game(qtbot, configured_app):
    if not engines.available("r_eco"):
        pytest.skip("needs R-Eco")
    seats = [Seat("Ann", "human"), Seat("Bob", "human")]
    session = GameSession("r_eco", seats, seed=5, computer_delay_ms=0)
    session.start()
    assert session.handover_to is not None and session.viewer_seat is None
    session.accept_handover()
    first = session.viewer_seat
    assert first is not None
    while session.active_human() == first:
        session.submit(first, session.legal_actions(first)[0])
    assert session.viewer_seat is None and session.handover_to == 1 - first
    session.accept_handover()
    assert session.viewer_seat == 1 - first
    session.close()


def test_a_hard_computer_thinks_off_the_interface_thread_within_its_budget(qtbot, configured_app):
    import time

    seats = [Seat("Hard", "computer", "hard"), Seat("Easy", "computer", "easy")]
    session = GameSession("coloretto", seats, seed=6, computer_delay_ms=0, hard_budget_s=0.2)
    ticks = []
    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    session.start()
    qtbot.waitUntil(lambda: len(session.history) >= 6, timeout=30_000)
    timer.stop()
    session.close()
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert gaps and max(gaps) < 1.0, "the interface thread kept running while the computer thought"
