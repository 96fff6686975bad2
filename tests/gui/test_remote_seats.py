"""A local session with seats played on other computers (issue 25): their moves come through
`session.remote_seats`, refused with a reason for that player only; a computer can take over a seat."""
from __future__ import annotations

from desktop.session.local import GameSession
from desktop.session.saves import Seat


def _session(qtbot):
    session = GameSession("coloretto", [Seat("Host"), Seat("Far", "remote")], seed=5, computer_delay_ms=0)
    errors = []
    session.error.connect(errors.append)
    session.start()
    return session, errors


def test_a_remote_seat_plays_through_the_host_only(qtbot, configured_app):
    session, errors = _session(qtbot)
    assert not session.is_human(1) and session.seats[1].is_remote
    # the host's human is seat 0; a remote player can't play out of turn
    assert session.remote_seats.submit(1, session.legal_actions(0)[0]) != ""
    assert session.submit(1, session.legal_actions(0)[0]) is False  # not from this screen either
    errors.clear()
    session.submit(0, session.legal_actions(0)[0])
    while 1 not in session.engine.to_move(session.state):
        session.submit(0, session.legal_actions(0)[0])
    assert session.remote_seats.submit(1, "garbage") != ""
    assert errors == []  # a refusal goes back to the remote player, not to the host's status bar
    before = len(session.history)
    assert session.remote_seats.submit(1, session.legal_actions(1)[0]) == ""
    assert len(session.history) == before + 1 and session.history[-1].seat == 1
    session.close()


def test_the_host_lets_a_computer_play_an_away_seat_and_gives_it_back(qtbot, configured_app):
    session, _ = _session(qtbot)
    while 1 not in session.engine.to_move(session.state):
        session.submit(0, session.legal_actions(0)[0])
    moves = len(session.history)
    session.remote_seats.let_computer_play(1, "easy")
    qtbot.waitUntil(lambda: len(session.history) > moves, timeout=10_000)
    assert session.history[moves].seat == 1
    session.remote_seats.let_computer_play(1, None)
    assert not session.remote_seats.is_played_by_computer(1)
    session.close()


def test_a_save_with_a_remote_seat_reads_back(qtbot, configured_app):
    session, _ = _session(qtbot)
    session.submit(0, session.legal_actions(0)[0])
    again = GameSession.from_save(session.to_save())
    assert [s.kind for s in again.seats] == ["human", "remote"]
    session.close()
    again.close()
