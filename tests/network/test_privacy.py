"""Privacy of what crosses the wire (issue 25), for every game and player count: a real Host (its
socket layer replaced by fake connections that record what is sent, and the host's state at that
moment) plays random games through its own act path; every view each seat receives is checked by
tests/network/privacy.py (observation == engine.observe(state, seat) exactly; no undocumented field;
no field that changes when what the seat can't see is redrawn). One test leaks on purpose and checks
that the checker catches it."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engines
from desktop.network.host import Host
from desktop.session.local import GameSession
from desktop.session.saves import Seat
from tests.network import privacy

CASES = [(game, n) for game in sorted(engines.NAMES)
         for n in range(engines.get(game).min_players, min(engines.get(game).max_players, 5) + 1)]


class FakeConn:
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.sent: list[tuple[dict, object]] = []   # (message, the host's state when it was sent)
        self.problems: list[tuple[int, list[str]]] = []


class RecordingHost(Host):
    """The real Host and HostGame; what would go to a socket is recorded with the state and checked
    as it is sent (the host's state, history and seats as they are then)."""

    check = True
    rng = random.Random(0)

    def _send(self, conn, message) -> bool:
        conn.sent.append((message, self.session.state))
        if self.check:
            if message["type"] == "view":
                problems = privacy.view_problems(self, conn.seat, message, self.session.state, rng=self.rng)
            elif message["type"] == "log":
                problems = privacy.log_problems(self.session.engine, message)
            elif message["type"] == "welcome":
                problems = privacy.welcome_problems(message)
            else:
                problems = [f"unexpected {message['type']}: {message}"]
            if problems:
                conn.problems.append((message.get("seq"), problems))
        return True

    def _drop(self, conn, last=None) -> None:
        if last is not None:
            self._send(conn, last)


def play(tmp_path, game: str, n: int, seed: int, moves: int):
    session = GameSession(game, [Seat(f"P{i}", "remote") for i in range(n)], seed=seed, computer_delay_ms=0,
                          autosave_dir=tmp_path / "autosave")
    host = RecordingHost(session)
    conns = {}
    for seat in range(n):
        conn = conns[seat] = FakeConn(seat)
        host.tokens[seat] = f"token{seat}"
        host.seat_conn[seat] = conn
        host._send(conn, host.game.welcome(seat, host.tokens[seat]))
        host.game.joined(conn)
    session.start()
    rng = random.Random(seed)
    engine = session.engine
    for _ in range(moves):
        if session.is_over():
            break
        seat = rng.choice(engine.to_move(session.state))
        view = [m for m, _ in conns[seat].sent if m["type"] == "view"][-1]
        before = len(session.history)
        host.game.message(conns[seat], {"type": "act", "seq": view["seq"], "action": rng.choice(view["legal"])})
        errors = [m for m, _ in conns[seat].sent if m["type"] == "error"]
        assert not errors and len(session.history) == before + 1, errors
    return session, host, conns


def check_all(conns) -> int:
    for seat, conn in conns.items():
        assert not conn.problems, (seat, conn.problems[:3])
    return sum(m["type"] == "view" for conn in conns.values() for m, _ in conn.sent)


@pytest.mark.parametrize("game,n", CASES, ids=[f"{g}-{n}" for g, n in CASES])
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**31 - 1), moves=st.sampled_from([12, 40, 1000]))
def test_every_view_is_the_seats_own_observation_and_public_fields(qtbot, tmp_path, game, n, seed, moves):
    session, host, conns = play(tmp_path, game, n, seed, moves)
    try:
        assert check_all(conns) >= n
    finally:
        session.close()
        host.game.close()


@pytest.mark.parametrize("game,n,moves", [("coloretto", 3, 1000), ("siberia", 2, 1000), ("r_eco", 2, 1000),
                                           ("pueblo", 2, 1000), ("rolling_japan", 2, 1000)])
def test_a_whole_game_to_its_end(qtbot, tmp_path, game, n, moves):
    session, host, conns = play(tmp_path, game, n, 11, moves)
    try:
        assert session.is_over()
        last = [m for m, _ in conns[0].sent if m["type"] == "view"][-1]
        assert last["over"] and last["breakdown"] is not None
        check_all(conns)
    finally:
        session.close()
        host.game.close()


@pytest.mark.parametrize("game", ["r_eco", "siberia"])
def test_the_checker_catches_a_leak(qtbot, tmp_path, monkeypatch, game):
    """A host that adds another seat's observation to each view: the checker sees the new field,
    and, with the field list left aside, sees that it depends on what the seat can't see."""
    from desktop.network.hosting import HostGame

    honest = HostGame.view

    def leaky(self, seat):
        view = honest(self, seat)
        view["peek"] = self.engine.observe(self.session.state, (seat + 1) % self.session.num_players)
        return view

    monkeypatch.setattr(HostGame, "view", leaky)
    monkeypatch.setattr(RecordingHost, "check", False)
    session, host, conns = play(tmp_path, game, 2, 5, 6)
    try:
        message, state = [(m, s) for m, s in conns[0].sent if m["type"] == "view"][-1]
        assert "peek" in message
        named = privacy.view_problems(host, 0, message, state, rng=random.Random(2))
        assert any("does not document" in p and "peek" in p for p in named)
        hidden = privacy.view_problems(host, 0, message, state, samples=4, rng=random.Random(2), fields=False)
        assert any("can't see" in p and "peek" in p for p in hidden), hidden
    finally:
        session.close()
        host.game.close()
