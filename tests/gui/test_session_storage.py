"""GameSession and the disk, attacked: autosave names from files, full disks, unwritable folders,
temporary files left by a kill (issue 13)."""
from __future__ import annotations

import json

import pytest

import engines
from desktop.session import GameSession, Seat

pytestmark = pytest.mark.skipif(not engines.available("coloretto"), reason="needs the Coloretto engine")


def humans(n: int) -> list[Seat]:
    return [Seat(f"Player {i}", "human") for i in range(n)]


def play_some(session: GameSession, moves: int) -> None:
    """Plays the first legal action of whoever is at the screen (hand-overs accepted)."""
    for _ in range(moves):
        if session.handover_to is not None:
            session.accept_handover()
        seat = session.active_human()
        if seat is None:
            return
        assert session.submit(seat, session.legal_actions(seat)[0])


def a_save(moves: int = 3) -> dict:
    session = GameSession("coloretto", humans(2), seed=11, computer_delay_ms=0)
    session.start()
    play_some(session, moves)
    save = json.loads(json.dumps(session.to_save()))
    session.close()
    return save


# ---------------------------------------------------------------- autosave names are the app's own

@pytest.mark.parametrize("hostile_id", ["../../victim", "ABSOLUTE", "bad\x00id", "", 12, None, ["x"], "a/b",
                                        "..", "con", "x" * 5000])
def test_a_save_never_chooses_where_the_autosave_goes(tmp_path, configured_app, hostile_id):
    autosaves = tmp_path / "data" / "autosave"
    autosaves.mkdir(parents=True)
    victim = tmp_path / "victim.json"
    victim.write_text('{"precious": true}')
    save = a_save()
    save["id"] = str(tmp_path / "victim") if hostile_id == "ABSOLUTE" else hostile_id
    session = GameSession.from_save(save, autosave_dir=autosaves, computer_delay_ms=0)
    errors: list[str] = []
    session.error.connect(errors.append)
    session.start()
    path = session.autosave_path()
    assert path is not None and path.parent == autosaves
    play_some(session, 2)
    session.autosave()
    assert victim.read_text() == '{"precious": true}', "a file outside the autosave folder was overwritten"
    assert not errors
    assert path.exists()
    session.remove_autosave()
    assert victim.exists(), "a file outside the autosave folder was deleted"
    assert sorted(p.name for p in tmp_path.rglob("*.json")) == ["victim.json"]
    session.close()


def test_open_gives_a_fresh_id_so_two_opened_copies_never_share_an_autosave(tmp_path, configured_app):
    autosaves = tmp_path / "autosave"
    save = a_save()
    first = GameSession.from_save(save, autosave_dir=autosaves)
    second = GameSession.from_save(save, autosave_dir=autosaves)
    assert first.game_id != save["id"] and second.game_id != first.game_id
    assert first.autosave_path() != second.autosave_path()
    first.close()
    second.close()


def test_resume_keeps_writing_to_the_autosave_that_was_found(tmp_path, configured_app):
    autosaves = tmp_path / "autosave"
    autosaves.mkdir()
    save = a_save()
    save["id"] = "../elsewhere"
    found = autosaves / "0123456789ab.json"
    found.write_text(json.dumps(save))
    for resumed in (GameSession.from_save(save, autosave_dir=autosaves, autosave_file=found),
                    GameSession.load(found, autosave_dir=autosaves)):
        assert resumed.autosave_path() == found
        resumed.start()
        play_some(resumed, 1)
        assert json.loads(found.read_text())["actions"] == [[h.seat, resumed.engine.encode_action(h.action)]
                                                            for h in resumed.history]
        assert sorted(p.name for p in autosaves.iterdir()) == [found.name]
        resumed.close()


def test_an_autosave_file_outside_the_autosave_folder_is_refused(tmp_path, configured_app):
    save = a_save()
    with pytest.raises(ValueError):
        GameSession.from_save(save, autosave_dir=tmp_path / "autosave", autosave_file=tmp_path / "x.json")
    with pytest.raises(ValueError):
        GameSession.from_save(save, autosave_dir=tmp_path / "autosave",
                              autosave_file=tmp_path / "autosave" / ".." / "x.json")


@pytest.mark.parametrize("bad", ["../x", "/tmp/x", "a\x00b", "", "x" * 200])
def test_a_game_id_given_in_code_is_checked_too(configured_app, bad):
    with pytest.raises(ValueError):
        GameSession("coloretto", humans(2), seed=1, game_id=bad)
