"""Issue 16, in process: what the announcer says (desktop/table/announce.py): a run of computer moves
merged into one sentence, the turn, the result, and hot-seat privacy (no announcement, no accessible
name or description names a private card of a seat that is not at the screen)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QAccessible

from desktop.session.local import GameSession, Seat


def _view(qtbot, game: str, seats: list[Seat], seed: int = 4):
    from desktop.games import view_class

    QAccessible.setActive(True)
    session = GameSession(game, seats, seed=seed, computer_delay_ms=0)
    view = view_class(game)(session)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    said: list[tuple[str, int | None]] = []
    original = view.announcer.say

    def say(text: str) -> None:
        said.append((text, session.viewer_seat))
        original(text)

    view.announcer.say = say
    session.start()
    return session, view, said


def test_a_run_of_computer_moves_is_one_sentence_then_your_turn(qtbot, configured_app) -> None:
    seats = [Seat("Ann"), Seat("Bob", "computer", "easy"), Seat("Cid", "computer", "easy")]
    session, view, said = _view(qtbot, "coloretto", seats)
    rng = random.Random(3)
    for _ in range(6):
        qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)
        qtbot.wait(20)
        if session.is_over():
            break
        session.submit(0, rng.choice(session.legal_actions(0)))
    qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)
    qtbot.wait(20)
    runs = [text for text, _ in said if "Bob:" in text and "Cid:" in text]
    assert runs, "the computers' moves of one round are said together"
    for text in runs:
        assert text.index("Bob:") < text.index("Cid:") and "Your turn" in text.split("Cid:")[-1]
    # every computer move of the log is in an announcement
    spoken = " ".join(text for text, _ in said)
    for entry in session.history:
        if entry.seat != 0:
            assert str(entry.description).split(" (")[0] in spoken


def test_the_end_and_the_winner_are_said(qtbot, configured_app) -> None:
    seats = [Seat("Ann", "human"), Seat("Bob", "computer", "easy")]
    session, view, said = _view(qtbot, "pueblo", seats)
    rng = random.Random(1)
    for _ in range(400):
        qtbot.waitUntil(lambda: session.active_human() is not None or session.is_over(), timeout=20_000)
        if session.is_over():
            break
        seat = session.active_human()
        session.submit(seat, rng.choice(session.legal_actions(seat)))
    assert session.is_over()
    qtbot.wait(20)
    last = said[-1][0]
    winners = [r["name"] for r in session.result() if r["won"]]
    assert "Game over" in last and all(w in last for w in winners) and "win" in last
    assert "penalt" in last.split("Game over")[-1], "Pueblo's scores are penalty points"


def _hand_names(game: str, session: GameSession, seat: int) -> list[str]:
    obs = session.engine.observe(session.state, seat)
    if game == "siberia":
        from desktop.games.siberia.a11y import card_name
    else:
        from desktop.games.r_eco.a11y import card_name
    return [card_name(tuple(c)) for c in obs["hand"]]


def _accessible_words(view) -> list[str]:
    words = []

    def walk(iface, depth=0):
        if iface is None or not iface.isValid() or depth > 30:
            return
        if not iface.state().invisible:
            words.append(iface.text(QAccessible.Text.Name))
            words.append(iface.text(QAccessible.Text.Description))
        for i in range(iface.childCount()):
            walk(iface.child(i), depth + 1)

    walk(QAccessible.queryAccessibleInterface(view))
    return words


@pytest.mark.parametrize("game", ["siberia", "r_eco"])
def test_hot_seat_privacy_nothing_names_the_other_seats_hand(qtbot, configured_app, game: str) -> None:
    from desktop.table.announce import speak

    session, view, said = _view(qtbot, game, [Seat("Ann"), Seat("Bob")], seed=7)
    drawn_checked = []
    say = view.announcer.say

    def checked_say(text: str) -> None:   # "You drew a, b." names cards of the viewer's own hand only
        if "You drew " in text:
            viewer = session.viewer_seat
            assert viewer is not None
            mine = _hand_names(game, session, viewer)
            drew = text.split("You drew ", 1)[1].split(".")[0].split(", ")
            assert all(card in mine for card in drew), (drew, mine)
            drawn_checked.append(text)
        say(text)

    view.announcer.say = checked_say
    rng = random.Random(2)
    handovers = 0
    for _ in range(24):
        qtbot.wait(5)
        if session.is_over():
            break
        if session.handover_to is not None:
            handovers += 1
            # while the screen changes hands nobody's hand is readable
            assert not view.hand.card_widgets or all(not w.isVisible() for w in view.hand.card_widgets) \
                or view.hand.cards == []
            assert "not shown" in speak(view, "hand") or "Nobody" in speak(view, "hand")
            session.accept_handover()
            continue
        seat = session.active_human()
        assert seat == session.viewer_seat
        mine = _hand_names(game, session, seat)
        # the hand list holds the viewer's cards, nothing else
        hand = QAccessible.queryAccessibleInterface(view.hand)
        listed = [hand.child(i).text(QAccessible.Text.Name) for i in range(hand.childCount())
                  if not hand.child(i).state().invisible]
        assert sorted(listed) == sorted(mine)
        assert all(name in speak(view, "hand") for name in mine)
        session.submit(seat, rng.choice(session.legal_actions(seat)))
    assert handovers >= 2
    for text, viewer in said:
        if "You drew" in text:
            assert viewer is not None, "a draw is said only to the seat at the screen"
    # a draw announcement names cards of the drawer's own hand only (checked against the state now)
    assert drawn_checked or game == "siberia", "R-Eco's deliveries draw cards"


def test_the_hand_over_is_said_with_the_move_before_it_and_nothing_private(qtbot, configured_app) -> None:
    session, view, said = _view(qtbot, "r_eco", [Seat("Ann"), Seat("Bob")], seed=3)
    if session.handover_to is not None:
        session.accept_handover()
    qtbot.waitUntil(lambda: session.active_human() is not None, timeout=5000)
    seat = session.active_human()
    other = 1 - seat
    session.submit(seat, session.legal_actions(seat)[0])
    assert session.handover_to == other
    text, viewer = said[-1]
    assert viewer is None and session.seats[seat].name + ":" in text
    assert text.endswith(f"Pass the screen to {session.seats[other].name}.") and "You drew" not in text


def test_orca_fallback_the_focused_object_describes_the_announcement_then_its_own_words(qtbot, configured_app) -> None:
    """Orca 43 speaks a change of the focused object's description, not the announcement event."""
    from desktop.table.announce import speak

    session, view, said = _view(qtbot, "coloretto", [Seat("Ann"), Seat("Bob", "computer", "easy")])
    qtbot.waitUntil(lambda: session.active_human() == 0, timeout=20_000)
    view.window().activateWindow()
    row = view.rows[0]
    row.setFocus()
    qtbot.waitUntil(row.hasFocus, timeout=2000)
    own = QAccessible.queryAccessibleInterface(row).text(QAccessible.Text.Description)
    text = speak(view, "scores")
    desc = QAccessible.queryAccessibleInterface(row).text(QAccessible.Text.Description)
    assert desc.startswith(text) and desc != own, "the announcement is the focused row's description"
    assert row.accessibleDescription() in desc, "the row's hint stays after it"
    view.draw_button.setFocus()
    qtbot.waitUntil(view.draw_button.hasFocus, timeout=2000)
    assert QAccessible.queryAccessibleInterface(row).text(QAccessible.Text.Description) == own
    text = speak(view, "table")
    assert view.draw_button.accessibleDescription().startswith(text)   # a plain QPushButton too
    view.rows[1].setFocus()
    qtbot.waitUntil(view.rows[1].hasFocus, timeout=2000)
    assert view.draw_button.accessibleDescription() == ""     # given back when the focus left


def test_repeat_never_says_to_the_next_seat_what_was_said_to_the_last(qtbot, configured_app) -> None:
    from desktop.table.announce import speak

    session, view, said = _view(qtbot, "siberia", [Seat("Ann"), Seat("Bob")], seed=5)
    if session.handover_to is not None:
        session.accept_handover()
    seat = session.active_human()
    hand = speak(view, "hand")                 # Ann hears her hand
    assert speak(view, "repeat") == hand
    while session.handover_to is None:         # Ann plays until the screen must change hands
        session.submit(seat, session.legal_actions(seat)[0])
    session.accept_handover()
    assert speak(view, "repeat") != hand and hand not in view.announcer.spoken[view.announcer.repeat_from:]
