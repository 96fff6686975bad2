"""One person under several names (issues 28 and 29 item 12): names joined into one player count
together in the Players list, the personal bests and the solo lists; joining never makes chains; a
hostile `aliases` table (cycles, chains, huge or non-text names) is read bounded; a read-only file
says so instead of raising."""
from __future__ import annotations

import sqlite3

from desktop.storage.stats import Statistics
from desktop.storage.stats_people import MAX_NAMES

ANA = [{"name": "Ana", "kind": "human", "level": "normal", "score": 30, "won": True},
       {"name": "Bot", "kind": "computer", "level": "hard", "score": 20, "won": False}]


def _game(stats: Statistics, gid: str, name: str, score: int, won: bool, *, solo: bool = False) -> None:
    players = [{"name": name, "kind": "human", "level": "normal", "score": score, "won": won}]
    if not solo:
        players.append({"name": "Bot", "kind": "computer", "level": "hard", "score": 25, "won": not won})
    stats.record(game_id=gid, game="coloretto" if not solo else "rolling_japan", started_at=1.7e9,
                 seed=1, options={}, players=players, actions=[])


def _stats(tmp_path) -> Statistics:
    stats = Statistics(tmp_path / "kotatsu.sqlite3")
    _game(stats, "a1", "Ana", 30, True)
    _game(stats, "a2", "Ana", 22, False)
    _game(stats, "m1", "Ana M.", 41, True)
    _game(stats, "b1", "Bo", 10, False)
    return stats


def test_two_names_are_two_players_until_joined(tmp_path):
    stats = _stats(tmp_path)
    assert [(p.name, p.others, p.played, p.won) for p in stats.players()] == [
        ("Ana", (), 2, 1), ("Ana M.", (), 1, 1), ("Bo", (), 1, 0)]
    assert stats.personal_best("coloretto", "Ana", lowest_wins=False) == 30
    assert stats.join_names("Ana M.", "Ana")
    assert [(p.name, p.others, p.played, p.won) for p in stats.players()] == [
        ("Ana", ("Ana M.",), 3, 2), ("Bo", (), 1, 0)]
    # a personal best counts every name of the person, from either name
    assert stats.personal_best("coloretto", "Ana", lowest_wins=False) == 41
    assert stats.player_record("coloretto", "Ana M.", lowest_wins=False)[:2] == (3, 41)
    assert stats.names_of("Ana M.") == ["Ana", "Ana M."]
    stats.close()
    again = Statistics(tmp_path / "kotatsu.sqlite3")   # kept in the file
    assert again.names_of("Ana") == ["Ana", "Ana M."]
    again.close()


def test_groups_join_without_chains_and_separate_again(tmp_path):
    stats = _stats(tmp_path)
    assert stats.join_names("Ana M.", "Ana")
    assert stats.join_names("Ana", "Bo")          # the whole group goes to Bo, in one step each
    rows = sorted(stats.db.execute("SELECT name, person FROM aliases"))
    assert rows == [("Ana", "Bo"), ("Ana M.", "Bo")]
    assert [(p.name, p.played) for p in stats.players()] == [("Bo", 4)]
    assert stats.join_names("Ana", "Ana M.")      # already one person: nothing changes
    assert sorted(stats.db.execute("SELECT name, person FROM aliases")) == rows
    assert stats.separate_names("Ana M.")          # any name of the group splits it
    assert stats.db.execute("SELECT COUNT(*) FROM aliases").fetchone()[0] == 0
    assert [p.name for p in stats.players()] == ["Ana", "Ana M.", "Bo"]
    stats.close()


def test_a_solo_list_counts_every_name(tmp_path):
    stats = Statistics(tmp_path / "kotatsu.sqlite3")
    _game(stats, "s1", "Ana", 9, False, solo=True)
    _game(stats, "s2", "Ana M.", 7, False, solo=True)
    assert [s for _, s in stats.scores("rolling_japan", "Ana", solo_only=True)] == [9]
    stats.join_names("Ana M.", "Ana")
    assert sorted(s for _, s in stats.scores("rolling_japan", "Ana", solo_only=True)) == [7, 9]
    assert stats.personal_best("rolling_japan", "Ana M.", lowest_wins=True, solo_only=True) == 7
    stats.close()


def test_a_hostile_aliases_table_is_read_bounded(tmp_path):
    stats = _stats(tmp_path)
    db = stats.db
    db.execute("INSERT INTO aliases VALUES ('Ana', 'Bo')")
    db.execute("INSERT INTO aliases VALUES ('Bo', 'Ana')")             # a cycle
    db.executemany("INSERT INTO aliases VALUES (?, 'Bo')", ((f"n{i}",) for i in range(5000)))
    # 6 MB with controls, written last (inserting beside it makes SQLite compare index keys of 6 MB)
    db.execute("INSERT INTO aliases VALUES ('Ana M.', ?)", ("\u202eX\n" * 2_000_000,))
    db.execute("INSERT INTO aliases VALUES (?, 'Bo')", (b"\xff\x00bytes",))
    db.execute("INSERT INTO aliases VALUES (7, 'Bo')")
    db.commit()
    names = stats.names_of("Ana")               # one step, no loop
    assert names[0] == "Bo" and len(names) <= MAX_NAMES + 1
    assert stats.names_of("Ana M.") == ["Ana M."]   # an unreadable person: the name alone
    listed = stats.players()
    assert all(len(p.name) <= 100 and "\n" not in p.name and len(p.others) <= MAX_NAMES for p in listed)
    assert sum(p.played for p in listed) == 4
    assert stats.personal_best("coloretto", "Ana", lowest_wins=False) is not None
    stats.close()


def test_a_read_only_file_says_so(tmp_path):
    stats = _stats(tmp_path)
    stats.db.close()
    path = tmp_path / "kotatsu.sqlite3"
    stats.db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    assert stats.join_names("Ana M.", "Ana") is False
    assert stats.problem and "can't be changed" in stats.problem
    assert stats.names_of("Ana M.") == ["Ana M."]
