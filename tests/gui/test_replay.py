"""Issue 17, history and replay: the session's replay reaches exactly the states of the game's
history, is read-only, keeps hot-seat privacy, undoes to a line only where undo may; finished games
kept in the statistics replay after a restart; damaged rows are skipped; old databases migrate."""
from __future__ import annotations

import random
import sqlite3

import pytest

import engines
from desktop.session.local import GameSession
from desktop.session.saves import HistoryEntry, Seat
from desktop.shell.replay import watch_session
from desktop.storage.stats import SCHEMA_VERSION, Statistics

GAMES = [g for g in engines.NAMES if engines.available(g)]


def random_game(game, players, seed, *, moves=None):
    """A game played by random legal moves: (engine, the states, the history), `moves` long at most."""
    engine = engines.get(game)
    options = engine.resolve_options({}, players)
    state = engine.new_game(players, seed=seed, options=options)
    states, history, rng = [state], [], random.Random(seed)
    while not engine.is_over(state) and (moves is None or len(history) < moves):
        seat = rng.choice(engine.to_move(state))
        action = rng.choice(engine.legal_actions(state, seat))
        history.append(HistoryEntry(seat, action, engine.describe(state, action),
                                    bool(engine.reveals(state, seat, action))))
        state = engine.apply(state, seat, action)
        states.append(state)
    return engine, options, states, history


def session_of(game, seats, seed, states, history, options):
    return GameSession(game, seats, seed=seed, options=options, _initial=(states[-1], list(history)))


def humans(n):
    return [Seat(f"P{i}", "human") for i in range(n)]


@pytest.mark.parametrize("game", GAMES)
def test_stepping_a_replay_reaches_every_state_of_the_history(configured_app, game):
    engine, options, states, history = random_game(game, 2, seed=11)
    session = session_of(game, humans(2), 11, states, history, options)
    encoded = [engine.encode(s) for s in states]
    for n in [0, *range(len(history), -1, -1), len(history) // 2]:
        assert session.show_move(n)
        assert session.replay_index == n
        assert engine.encode(session.shown_state) == encoded[n]
    assert session.show_move(10**6) and session.replay_index == len(history)  # clamped
    session.leave_replay()
    assert not session.is_replaying() and engine.encode(session.shown_state) == encoded[-1]
    session.close()


def test_a_replay_is_read_only_and_the_computers_wait(qtbot, configured_app):
    seats = [Seat("Ann", "human"), Seat("Bot", "computer", "easy")]
    session = GameSession("coloretto", seats, seed=3, computer_delay_ms=0)
    session.start()
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    session.submit(0, session.legal_actions(0)[0])
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    moves = len(session.history)
    assert moves >= 2
    errors = []
    session.error.connect(errors.append)
    assert session.show_move(1)
    assert session.active_human() is None and not session.can_undo() and not session.can_redo()
    assert not session.submit(0, session.legal_actions(0)[0])
    assert errors and "replay" in errors[-1]
    qtbot.wait(200)
    assert len(session.history) == moves and not session.is_thinking()
    session.leave_replay()
    assert session.active_human() == 0
    session.close()


@pytest.mark.parametrize("game", [g for g in GAMES if not engines.get(g).perfect_information])
def test_a_replay_of_an_unfinished_game_shows_only_the_viewer_seat(configured_app, game):
    engine, options, states, history = random_game(game, 2, seed=5, moves=12)
    session = session_of(game, humans(2), 5, states, history, options)
    if session.handover_to is not None:
        assert not session.show_move(0), "no replay while the screen is being handed over"
        session.accept_handover()
    viewer = session.viewer_seat
    assert viewer is not None
    for n in range(len(history) + 1):
        assert session.show_move(n)
        assert session.observation() == engine.observe(states[n], viewer)
        assert session.viewer_seat == viewer
    session.close()


def test_undo_to_here_follows_the_undo_rules(configured_app):
    """Repeated undo and undo_to agree on every line: never across a reveal or another seat."""
    checked = positive = 0
    for game in GAMES:
        for seed in range(4):
            engine, options, states, history = random_game(game, 1 if game == "rolling_japan" else 2,
                                                            seed=seed, moves=30)
            seats = humans(1 if game == "rolling_japan" else 2)
            for n in range(len(history)):
                session = session_of(game, seats, seed, states, history, options)
                probe = session_of(game, seats, seed, states, history, options)
                expected = True
                while len(probe.history) > n:
                    if not probe.undo():
                        expected = False
                        break
                assert session.can_undo_to(n) == expected, (game, seed, n)
                if expected:
                    session.show_move(n)
                    assert session.undo_to(n) and not session.is_replaying()
                    assert engine.encode(session.state) == engine.encode(states[n])
                    positive += 1
                checked += 1
                session.close()
                probe.close()
    assert checked and positive


def finished_game(game, seed=2):
    engine, options, states, history = random_game(game, 2, seed=seed)
    seats = [Seat("Ann", "human"), Seat("Bot", "computer", "hard")]
    session = session_of(game, seats, seed, states, history, options)
    assert session.is_over()
    return engine, states, session


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_replays_after_a_restart(configured_app, tmp_path, game):
    engine, states, session = finished_game(game)
    path = tmp_path / "stats.sqlite3"
    stats = Statistics(path)
    session.statistics = stats
    session._record_finished()
    session.close()
    stats.close()

    again = Statistics(path)  # a restart: a new connection to the same file
    listed = again.finished_games()
    assert [g["id"] for g in listed] == [session.game_id] and listed[0]["watchable"]
    assert [p["name"] for p in listed[0]["players"]] == ["Ann", "Bot"]
    kept = again.kept_game(session.game_id)
    watched = watch_session(kept)
    assert watched.watch_only and watched.replay_index == 0
    for n, state in enumerate(states):
        watched.show_move(n)
        assert engine.encode(watched.shown_state) == engine.encode(state)
    watched.leave_replay()  # a watched game stays in its replay
    assert watched.is_replaying() and not watched.submit(0, None)
    watched.close()
    again.close()


def test_an_old_database_gets_the_moves_table_and_its_games_are_listed(configured_app, tmp_path):
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE games (id TEXT PRIMARY KEY, game TEXT NOT NULL, started_at REAL NOT NULL,
            finished_at REAL NOT NULL, num_players INTEGER NOT NULL, seed INTEGER NOT NULL, options TEXT NOT NULL);
        CREATE TABLE results (game_id TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
            level TEXT NOT NULL, score INTEGER NOT NULL, won INTEGER NOT NULL, PRIMARY KEY (game_id, seat));
        INSERT INTO games VALUES ('old1', 'coloretto', 1, 2, 2, 7, '{}');
        INSERT INTO results VALUES ('old1', 0, 'Ann', 'human', 'normal', 20, 1);
        INSERT INTO results VALUES ('old1', 1, 'Bot', 'computer', 'easy', 10, 0);
    """)
    db.commit()
    db.close()
    stats = Statistics(path)
    assert stats.problem is None
    assert stats.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    listed = stats.finished_games()
    assert len(listed) == 1 and not listed[0]["watchable"]
    assert stats.kept_game("old1") is None
    stats.close()


@pytest.mark.parametrize("damage", [
    "UPDATE moves SET actions = '[[0, \"garbage\"]]'",
    "UPDATE moves SET actions = '{not json'",
    "UPDATE moves SET actions = '[[5, 1], [0, 2]]'",
    "UPDATE moves SET actions = '[]'",
    "UPDATE games SET seed = 'x'",
    "UPDATE games SET options = '[1]'",
    "UPDATE games SET game = 'chess'",
    "UPDATE results SET name = x'00ff' WHERE seat = 0",
    "UPDATE results SET kind = 'alien' WHERE seat = 1",
    "DELETE FROM results WHERE seat = 1",
    "UPDATE games SET num_players = 99",
])
def test_a_damaged_row_is_skipped_never_a_crash(configured_app, tmp_path, damage):
    _, _, session = finished_game("coloretto")
    path = tmp_path / "stats.sqlite3"
    stats = Statistics(path)
    session.statistics = stats
    session._record_finished()
    session.close()
    _, _, other = finished_game("coloretto", seed=8)  # a sound game beside the damaged one
    other.statistics = stats
    other._record_finished()
    other.close()
    with stats.db:
        stats.db.execute("PRAGMA ignore_check_constraints = ON")
        stats.db.execute(damage.replace(" WHERE", f" WHERE game_id = '{session.game_id}' AND")
                         if "results" in damage and "WHERE" in damage else
                         damage + (f" WHERE {'id' if 'games' in damage else 'game_id'} = '{session.game_id}'"
                                   if "WHERE" not in damage else ""))
    listed = {g["id"] for g in stats.finished_games()}
    assert other.game_id in listed
    kept = stats.kept_game(session.game_id)
    if kept is not None:
        with pytest.raises(ValueError):
            watch_session(kept)
    assert watch_session(stats.kept_game(other.game_id)).is_over()
    stats.close()
