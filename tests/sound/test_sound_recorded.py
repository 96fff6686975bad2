"""What Kotatsu really plays (issue 27): a private PulseAudio with a null sink records a game of each
of the five games against the computer, played on the real table (GamePage, its view and flights,
the table's sounds, the sound server) at the Instant speed with "your turn" always on.

- the cues a game makes reach the sound server at the set volumes; the recording has the energy of
  the server's mix (rebuilt from the cues it started) and holds 70 % of the cues bit for bit as
  mixed at those volumes (PulseAudio at 100 % passes 16-bit samples unchanged);
- muted (sound off) and volume 0 record silence (every sample 0);
- with no audio server at all, a game finishes, one "no sound" line on stderr, no dialog.
"""
from __future__ import annotations

import random

import numpy as np
import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.session.local import GameSession, Seat
from desktop.shell.game_page import GamePage
from desktop.sound import synth
from desktop.sound.control import SoundControl, gain_of
from desktop.sound.cues import material
from desktop.sound.player import Player
from desktop.sound.table_sounds import TableSounds
from desktop.storage import settings
from tests.sound.pulse import PrivatePulse, available
from tests.unpainted import unpainted

pytestmark = pytest.mark.skipif(bool(available()), reason=available() or "ok")

GAMES = ["coloretto", "r_eco", "siberia", "rolling_japan", "pueblo"]
MOVE_CUES = {"coloretto": {"turn", "place", "take_row"}, "r_eco": {"deliver", "dump"},
             "siberia": {"turn", "draw", "place", "pass", "hire"}, "rolling_japan": {"write_number", "write_x"},
             "pueblo": {"block", "steps", "bid", "pass", "remove"}}
EFFECTS, NOTIFICATIONS = 60, 90


def play_game(qtbot, game: str, control: SoundControl, seed: int = 3, *, gap_ms: int = 60) -> GameSession:
    """A human (random legal moves, submitted like a click) against easy computers, to the end, the
    table not painted (issue 28: what is checked is heard, not seen), `gap_ms` between the human's
    moves. The games checked cue by cue take 150 ms: with 60 ms, unpainted, the interface thread left
    the sound thread too little time and the stream ran dry (R-Eco: 27-47 of 88 cues found bit for
    bit; painted, the painting had spaced the moves)."""
    seats = [Seat("Ann", "human"), Seat("Bot", "computer", "easy")]
    session = GameSession(game, seats, seed=seed, computer_delay_ms=0)
    page = GamePage(session)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    TableSounds(control, session, page.view)
    # the turns that came back to the human after it waited (a "your turn" is due at each): in Rolling
    # Japan's simultaneous writes a computer that has written first leaves the human's turn running
    session.turns_back = 0
    active = [session.active_human()]   # as the table's sounds start: a turn the game starts with is no turn back

    def _turn_seen() -> None:
        human = session.active_human()
        if human is not None and active[0] is None and not session.is_over():
            session.turns_back += 1
        active[0] = human

    session.state_changed.connect(_turn_seen)
    session.start()
    rng = random.Random(seed)
    with unpainted(page):
        for _ in range(3000):
            qtbot.waitUntil(lambda: session.is_over() or session.active_human() is not None, timeout=20_000)
            if session.is_over():
                break
            seat = session.active_human()
            assert seat is not None
            session.submit(seat, rng.choice(session.legal_actions(seat)))
            qtbot.wait(gap_ms)      # the sound of the move plays before the next one
    assert session.is_over()
    qtbot.wait(synth_end_ms())
    return session


def synth_end_ms() -> int:
    return 1200         # the game's end sounds 350 ms after the last move and lasts under 0.8 s


def set_sound(enabled: bool, effects: int, notifications: int) -> None:
    settings.set_values({"sound/enabled": "true" if enabled else "false", "sound/effects_volume": effects,
                         "sound/notifications_volume": notifications, "sound/your_turn": "always"})


def mixed(played: list[tuple[str, float, int]], game: str) -> np.ndarray:
    """The stream the server's mixer made of these cues (desktop.sound.server.Mixer.mix)."""
    bank = {cue: synth.render(material(game), cue) for cue, _, _ in played}
    first = played[0][2]
    out = np.zeros(max(frame - first + len(bank[cue]) for cue, _, frame in played), dtype=np.float32)
    for cue, gain, frame in played:
        out[frame - first:frame - first + len(bank[cue])] += bank[cue] * gain
    return (np.clip(out, -1.0, 1.0) * 32767).astype(np.int16)


def nonzero(samples: np.ndarray) -> bytes:
    return samples[samples != 0].tobytes()


def contains(haystack: bytes, needle: bytes) -> bool:
    at = haystack.find(needle)
    while at >= 0 and at % 2:      # 16-bit samples: only even byte offsets
        at = haystack.find(needle, at + 1)
    return at >= 0


@pytest.fixture
def pulse(tmp_path):
    with PrivatePulse(tmp_path) as server:
        yield server


def started_player(qtbot, monkeypatch) -> Player:
    # a long device buffer: this test checks what is played, not how soon (bench/sound.py does), and
    # with the 50 ms of the app a machine busy with other tests made the stream run dry
    monkeypatch.setenv("KOTATSU_SOUND_BUFFER_MS", "300")
    player = Player(backends=["pulseaudio"])
    player.start()
    qtbot.waitUntil(player.done.is_set, timeout=20_000)
    assert player.ready.is_set(), player.problem
    return player


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_game_against_the_computer_is_heard_at_the_set_volume(qtbot, configured_app, pulse, monkeypatch, game):
    set_sound(True, EFFECTS, NOTIFICATIONS)
    player = started_player(qtbot, monkeypatch)
    control = SoundControl(player=player)
    try:
        with pulse.recording() as rec:
            session = play_game(qtbot, game, control, gap_ms=150)
            qtbot.wait(500)
        recording = rec.samples()
    finally:
        player.close()
    asked = [cue for _, cue, _ in control.heard]
    played = [(cue, gain, frame) for cue, gain, frame, _ in player.played]
    names = {cue for cue, _, _ in played}
    # the cues a game against the computer makes: its moves, the computer's run, your turn, the end
    assert names & MOVE_CUES[game] and "computer" in names, names
    assert ("your_turn" in names) == (session.turns_back > 0), (names, session.turns_back)
    humans_won = 0 in session.winners()
    assert ("won" if humans_won else "lost") in names
    # every cue asked for reached the device (but a few the server drops when it gets them too late)
    assert len(played) >= 0.9 * len(asked) and set(c for c, _, _ in played) == set(asked), (len(played), len(asked))
    for cue, gain, _ in played:
        assert gain == pytest.approx(gain_of(NOTIFICATIONS if cue in synth.NOTIFICATIONS else EFFECTS))
    # what the server mixed, rebuilt from the cues it started (the same float32 sums, in the same order)
    expected = mixed(played, game)
    energy = float(np.sum(recording.astype(np.float64) ** 2)) / float(np.sum(expected.astype(np.float64) ** 2))
    assert 0.6 <= energy <= 1.5, energy
    # each cue bit for bit in the recording: its first 512 samples as mixed at the set volumes. The
    # server's samples reach the sink in order; where the stream ran dry, silence was inserted and a
    # few samples dropped (so zeros are left out on both sides, and a cue may straddle such a place);
    # under a load of 8 to 15 on 2 cores (other test runs) most games had them all, one 85 %, and one
    # run in six fell below 80 %
    heard = recording[recording != 0].tobytes()
    first = played[0][2]
    found = sum(contains(heard, nonzero(expected[frame - first:frame - first + 512])) for _, _, frame in played)
    assert found >= 0.7 * len(played), (found, len(played))
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


@pytest.mark.slow
@pytest.mark.parametrize("enabled,effects,notifications", [(False, 80, 80), (True, 0, 0)], ids=["muted", "volume-0"])
def test_muted_and_volume_zero_record_silence(qtbot, configured_app, pulse, monkeypatch, enabled, effects,
                                             notifications):
    set_sound(enabled, effects, notifications)
    player = started_player(qtbot, monkeypatch)
    control = SoundControl(player=player)
    try:
        with pulse.recording() as rec:
            play_game(qtbot, "coloretto", control)
        recording = rec.samples()
    finally:
        player.close()
    assert len(recording) > synth.RATE      # it recorded (seconds of the sink's output)
    assert control.heard == [] and player.played == []
    assert int(np.abs(recording).max()) == 0


def test_with_no_audio_server_the_game_plays_silent(qtbot, configured_app, tmp_path, monkeypatch, capfd):
    """One game: the player's failure and the table's silent play are the same in every game (the
    cues of each game are checked above, with a server); five games here cost 19 s of CPU (issue 28)."""
    game = "coloretto"
    monkeypatch.setenv("PULSE_SERVER", f"unix:{tmp_path}/no-such-server")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    monkeypatch.setenv("ALSA_CONFIG_PATH", str(tmp_path / "no-alsa.conf"))   # no ALSA device either
    (tmp_path / "no-alsa.conf").write_text("")
    set_sound(True, EFFECTS, NOTIFICATIONS)
    player = Player()
    control = SoundControl(player=player)
    player.start()
    qtbot.waitUntil(player.done.is_set, timeout=20_000)
    assert not player.ready.is_set() and player.problem
    session = play_game(qtbot, game, control)
    assert session.is_over() and control.heard          # the table asked for its sounds, silently
    # one line on stderr (another test's window may have started the shared player meanwhile: it
    # says the same once for itself)
    lines = [line for line in capfd.readouterr().err.splitlines() if "no sound" in line]
    assert f"Kotatsu: no sound ({player.problem}); the games play silently." in lines and len(lines) <= 2
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
