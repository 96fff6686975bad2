"""The table's sounds in time with the table (no audio device: a player that keeps what it is given),
the settings read as hostile input, the Sound dialog and the mute key."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.session.local import GameSession, Seat
from desktop.shell.game_page import GamePage
from desktop.sound.control import SoundControl, gain_of
from desktop.sound.table_sounds import TableSounds
from desktop.storage import settings
from desktop.table.activatable import Activatable
from desktop.table.flight import FlightOverlay


class KeptPlayer:
    """Stands for desktop.sound.player.Player: keeps the cues it is asked to play."""

    def __init__(self) -> None:
        self.cues: list[tuple[str, str, float]] = []

    def start(self) -> None:
        pass

    def play(self, material: str, cue: str, gain: float) -> bool:
        self.cues.append((material, cue, gain))
        return True

    def close(self) -> None:
        pass

    def names(self) -> list[str]:
        return [cue for _, cue, _ in self.cues]


def table(qtbot, game: str, delay_ms: int, seed: int = 4):
    player = KeptPlayer()
    control = SoundControl(player=player)
    session = GameSession(game, [Seat("Ann", "human"), Seat("Bot", "computer", "easy")], seed=seed,
                          computer_delay_ms=delay_ms)
    page = GamePage(session)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    sounds = TableSounds(control, session, page.view)
    session.start()
    return session, page, sounds, player


def movers(session) -> list[int]:
    """The seats of the moves applied from now on, in order."""
    seats: list[int] = []
    session.action_applied.connect(lambda seat, *_: seats.append(seat))
    return seats


def until_a_computer_moves(qtbot, session, seats: list[int], rng: random.Random) -> None:
    """Plays the human's moves (as clicks would) until a computer's move is applied."""
    count = len(seats)

    def computer_moved() -> bool:
        return any(not session.is_human(s) for s in seats[count:])

    for _ in range(200):
        qtbot.waitUntil(lambda: computer_moved() or session.is_over() or (
            session.active_human() is not None and bool(session.legal_actions(session.active_human()))),
            timeout=10_000)
        if computer_moved() or session.is_over():
            return
        human = session.active_human()
        before = len(seats)
        session.submit(human, rng.choice(session.legal_actions(human)))
        assert len(seats) > before


def test_a_computer_card_sounds_when_its_flight_lands(qtbot, configured_app):
    session, page, _, player = table(qtbot, "coloretto", 600)
    seats = movers(session)
    rng = random.Random(1)
    checked = 0
    for _ in range(20):      # a busy machine may see a flight end before the test looks: try again
        if checked >= 3 or session.is_over():
            break
        heard = len(player.cues)
        until_a_computer_moves(qtbot, session, seats, rng)
        assert len(player.cues) > heard              # the player's own moves sounded at once
        flying = [o for o in page.view.findChildren(FlightOverlay) if o.is_running()]
        if flying:
            heard = len(player.cues)
            qtbot.waitUntil(lambda overlay=flying[0]: not overlay.is_running(), timeout=5000)
            assert len(player.cues) > heard             # the computer's card sounded as it landed
            checked += 1
    assert checked >= 3


def test_skipping_a_flight_skips_its_sound(qtbot, configured_app):
    session, page, _, player = table(qtbot, "coloretto", 1200)
    seats = movers(session)
    rng = random.Random(2)
    skipped = 0
    for _ in range(20):      # a busy machine may see a flight end before the test looks: try again
        if skipped >= 3 or session.is_over():
            break
        until_a_computer_moves(qtbot, session, seats, rng)
        flying = [o for o in page.view.findChildren(FlightOverlay) if o.is_running()]
        if flying:
            heard = len(player.cues)
            qtbot.keyClick(page.view, Qt.Key.Key_Escape)
            assert not flying[0].is_running()
            qtbot.wait(100)
            assert player.names()[heard:] == []
            skipped += 1
        qtbot.waitUntil(lambda: session.active_human() is not None, timeout=10_000)
    assert skipped >= 3


def test_at_the_instant_speed_a_run_of_computer_moves_gives_one_cue(qtbot, configured_app):
    session, page, _, player = table(qtbot, "pueblo", 0, seed=2)
    seats = movers(session)
    rng = random.Random(3)
    for _ in range(10):
        qtbot.waitUntil(lambda: session.active_human() is not None or session.is_over(), timeout=10_000)
        if session.is_over():
            break
        session.submit(session.active_human(), rng.choice(session.legal_actions(session.active_human())))
        qtbot.waitUntil(lambda: session.active_human() is not None or session.is_over(), timeout=10_000)
        qtbot.wait(250)
    computer = [not session.is_human(s) for s in seats]
    runs = sum(1 for i, c in enumerate(computer) if c and (i == 0 or not computer[i - 1]))
    names = player.names()
    assert runs >= 3 and names.count("computer") == runs
    assert sum(computer) > runs      # runs of more than one move: still one cue each
    assert "steps" in names and "block" in names   # the human's own moves


def test_refused_move_and_the_edge_of_the_table(qtbot, configured_app):
    session, page, _, player = table(qtbot, "coloretto", 0)
    qtbot.waitUntil(lambda: session.active_human() is not None, timeout=10_000)
    session.error.emit("no")
    assert player.names()[-1] == "refused"
    page.activateWindow()
    controls = [c for c in page.view.findChildren(Activatable)
                if c.isVisible() and c.isEnabled() and c.focusPolicy() != Qt.FocusPolicy.NoFocus]
    controls[0].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is controls[0], timeout=5000)
    before = len(player.cues)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)   # the table's controls go by Tab: nothing moves
    qtbot.wait(50)
    assert player.names()[before:] == ["edge"]
    moved = len(player.cues)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)    # the focus moves on: no edge
    qtbot.wait(50)
    assert QApplication.focusWidget() is not controls[0]
    assert "edge" not in player.names()[moved:]


def test_your_turn_sounds_in_the_background_only_unless_always(qtbot, configured_app):
    session, page, sounds, player = table(qtbot, "coloretto", 0)
    qtbot.waitUntil(lambda: session.active_human() is not None, timeout=10_000)
    for mode, active, expected in (("background", True, False), ("background", False, True), ("always", True, True)):
        sounds.control.your_turn = mode
        sounds._active = None
        player.cues.clear()
        page.window().isActiveWindow = (lambda a=active: a)   # what the window manager would say
        sounds._on_state()
        assert ("your_turn" in player.names()) == expected, (mode, active)


@pytest.mark.parametrize("raw,expected", [
    ({}, (True, 70, 80, "background")),
    ({"sound/enabled": "false", "sound/effects_volume": "0", "sound/notifications_volume": "100",
      "sound/your_turn": "always"}, (False, 0, 100, "always")),
    ({"sound/enabled": "maybe", "sound/effects_volume": "101", "sound/notifications_volume": "-1",
      "sound/your_turn": "sometimes"}, (True, 70, 80, "background")),
    ({"sound/enabled": "1", "sound/effects_volume": "5e1", "sound/notifications_volume": "99999999999",
      "sound/your_turn": "ALWAYS"}, (True, 70, 80, "background")),
    ({"sound/enabled": "@Variant(\\0\\0\\0\\x7f)", "sound/effects_volume": " 40 ",
      "sound/notifications_volume": "4" * 5000, "sound/your_turn": "always\n"}, (True, 40, 80, "background")),
])
def test_sound_settings_are_read_as_hostile_input(configured_app, raw, expected):
    settings.set_values(raw)
    control = SoundControl(player=KeptPlayer())
    assert (control.enabled, control.effects_volume, control.notify_volume, control.your_turn) == expected


def test_volume_zero_and_sound_off_play_nothing(configured_app):
    player = KeptPlayer()
    control = SoundControl(player=player)
    control.apply(enabled=True, effects=0, notifications=50, your_turn="background")
    control.play("card", "place")
    control.play("card", "your_turn")
    assert player.cues == [("card", "your_turn", gain_of(50))]
    control.apply(enabled=False, effects=100, notifications=100, your_turn="background")
    control.play("card", "place")
    control.play("card", "won")
    assert len(player.cues) == 1 and control.heard == [("card", "your_turn", gain_of(50))]
    assert gain_of(0) == 0.0 and gain_of(100) == 1.0 and gain_of(50) == 0.25
