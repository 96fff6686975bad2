"""Issue 14: the hint marks its move on the table (a dotted pink outline with a "Hint" tag and a light
bulb), tells screen readers, and is gone after the move, an undo or a hand-over; its reason is in the
interface language (French too). The search is replaced by a monkeypatched `engines.players.hint` that
answers at once with a chosen legal action (the real hint is tested in test_session_hint.py)."""
from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

import engines
from desktop.session.local import GameSession, Seat
from desktop.table.hint_marks import HINT
from engines import players
from engines.players import HintReason
from tests.unpainted import unpainted


def human_view(qtbot, game: str, seats: list[Seat] | None = None, *, seed: int = 4, size=(1024, 700),
               until=None, before_start=None):
    """A view of `game` with Ann (a human) to decide, after computer (easy) moves; `until(session)`
    lets Ann play on (first legal action) until it holds."""
    engine = engines.get(game)
    if seats is None:
        seats = [Seat("Ann")] + [Seat(f"Computer {i}", "computer", "easy") for i in range(1, max(engine.min_players, 2))]
        if engine.max_players == 1:
            seats = seats[:1]
    session = GameSession(game, seats, seed=seed, computer_delay_ms=0, hard_budget_s=0.2)
    view_class = importlib.import_module(f"desktop.games.{game}.view").VIEW
    view = view_class(session)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    if before_start is not None:
        before_start(session)
    session.start()
    for _ in range(300):
        if session.handover_to is not None:
            session.accept_handover()
        qtbot.waitUntil(lambda: session.active_human() is not None or session.handover_to is not None
                        or session.is_over(), timeout=20_000)
        if session.handover_to is not None:
            continue
        seat = session.active_human()
        if until is None or until(session):
            break
        session.submit(seat, session.legal_actions(seat)[0])
    return session, view


def fake_hint(monkeypatch, session: GameSession, action, runner=None) -> None:
    """players.hint answers `action` at once, with a reason of 900 simulated games and a runner-up."""
    engine = session.engine

    def answer(game, state, seat, **kwargs):
        other = runner
        if other is None:
            other = next((a for a in engine.legal_actions(state, seat) if a != action), None)
        text = None if other is None else engine.describe(state, other)
        return action, HintReason("win", 0.62, 900, False, other, text, 0.48 if other is not None else None)

    monkeypatch.setattr(players, "hint", answer)


def ask(qtbot, session: GameSession):
    with qtbot.waitSignal(session.hint_ready, timeout=10_000) as blocker:
        assert session.request_hint()
    return blocker.args


def hint_pixels(view, rect_in_view: QRectF, margin: int = 14) -> int:
    """How many pixels of the hint's pink there are in a band around `rect_in_view` (the outline)."""
    image: QImage = view.grab().toImage()
    scale = image.devicePixelRatio() or 1.0
    outer = rect_in_view.adjusted(-margin, -margin, margin, margin)
    inner = rect_in_view.adjusted(margin, margin, -margin, -margin)
    count = 0
    x0, x1 = int(max(0, outer.left()) * scale), int(min(image.width() - 1, outer.right() * scale))
    y0, y1 = int(max(0, outer.top()) * scale), int(min(image.height() - 1, outer.bottom() * scale))
    for y in range(y0, y1, 1):
        for x in range(x0, x1, 2):
            if inner.contains(x / scale, y / scale):
                continue
            c = QColor(image.pixel(x, y))
            if abs(c.red() - HINT.red()) < 40 and abs(c.green() - HINT.green()) < 40 and \
                    abs(c.blue() - HINT.blue()) < 40:
                count += 1
    return count


def spot_rect_in_view(view, spot) -> QRectF:
    top_left = spot.widget.mapTo(view, spot.rect.topLeft().toPoint())
    return QRectF(top_left.x(), top_left.y(), spot.rect.width(), spot.rect.height())


def check_marked(view, spots_expected: int | None = None) -> list:
    marks = view.hint_marks
    assert marks.active()
    spots = [s for s in marks.spots() if not s.rect.isEmpty()]
    assert spots, "the hint marks nothing on the table"
    if spots_expected is not None:
        assert len(spots) == spots_expected
    for spot in spots:
        pink = hint_pixels(view, spot_rect_in_view(view, spot))
        assert pink > 30, f"no hint outline painted around {spot}"
    return spots


def check_cleared(view) -> None:
    marks = view.hint_marks
    assert not marks.active() and not marks.overlay.isVisible()
    for w in view.findChildren(QWidget):
        assert "Hint:" not in w.accessibleDescription(), w


def shoot(view, name: str) -> str:
    path = f"/tmp/kotatsu/s2/hint/{name}.png"
    view.grab().save(path)
    return path


# -- Coloretto ------------------------------------------------------------------------------------
def test_coloretto_hint_marks_the_row_to_take_and_clears_after_the_move(qtbot, configured_app, monkeypatch):
    from engines.coloretto import Take

    session, view = human_view(qtbot, "coloretto", until=lambda s: any(
        isinstance(a, Take) for a in s.legal_actions(0)))
    take = next(a for a in session.legal_actions(0) if isinstance(a, Take))
    fake_hint(monkeypatch, session, take)
    seat, action, description, reason = ask(qtbot, session)
    assert action == take
    (spot,) = check_marked(view, 1)
    row = view.rows[take.row]
    assert spot.widget is row
    assert row.accessibleDescription().endswith(f"Hint: {description}")
    assert any(description in said and "900 simulated games" in said for said in view.announcer.spoken)
    shoot(view, "coloretto_take_1024x700")
    assert session.submit(0, take)
    check_cleared(view)
    assert hint_pixels(view, spot_rect_in_view(view, spot)) < 10
    session.close()


def test_coloretto_hint_marks_the_pile_to_draw_from(qtbot, configured_app, monkeypatch):
    from engines.coloretto import Draw

    session, view = human_view(qtbot, "coloretto", until=lambda s: Draw() in s.legal_actions(0))
    fake_hint(monkeypatch, session, Draw())
    ask(qtbot, session)
    (spot,) = check_marked(view, 1)
    assert spot.widget is view.supply
    assert "Hint:" in view.draw_button.accessibleDescription()
    from desktop.table.a11y import items_of

    assert "Hint:" in items_of(view.supply)[0].description
    shoot(view, "coloretto_draw_1024x700")
    assert session.submit(0, Draw())
    check_cleared(view)
    assert "Hint:" not in items_of(view.supply)[0].description
    session.close()


# -- R-Eco ----------------------------------------------------------------------------------------
def test_r_eco_hint_marks_the_hand_cards_to_deliver_and_the_factory(qtbot, configured_app, monkeypatch):
    from engines.r_eco import Deliver

    def delivering(s):
        return any(isinstance(a, Deliver) and a.singles + a.doubles >= 2 for a in s.legal_actions(0))

    session, view = human_view(qtbot, "r_eco", until=delivering)
    deliver = max((a for a in session.legal_actions(0) if isinstance(a, Deliver)), key=lambda a: a.singles + a.doubles)
    fake_hint(monkeypatch, session, deliver)
    ask(qtbot, session)
    spots = check_marked(view, deliver.singles + deliver.doubles + 1)
    cards = [s.widget for s in spots[:-1]]
    assert all(view.hand_cards[w.index][0] == deliver.colour for w in cards)
    assert sum(view.hand_cards[w.index][1] == 2 for w in cards) == deliver.doubles
    assert spots[-1].widget is view.centres[deliver.colour]
    assert all("Hint:" in w.accessibleDescription() for w in [*cards, view.centres[deliver.colour]])
    view.toggle_card(cards[0].index)  # choosing cards rewrites their descriptions: the hint stays in them
    assert cards[0].accessibleDescription().startswith("chosen") and "Hint:" in cards[0].accessibleDescription()
    view.clear_selection()
    shoot(view, "r_eco_deliver_1024x700")
    assert session.submit(0, deliver)
    check_cleared(view)
    session.close()


# -- Siberia --------------------------------------------------------------------------------------
def test_siberia_hint_marks_the_place_to_discover(qtbot, configured_app, monkeypatch):
    from engines.siberia import Discover

    session, view = human_view(qtbot, "siberia", until=lambda s: any(
        isinstance(a, Discover) for a in s.legal_actions(0)))
    discover = [a for a in session.legal_actions(0) if isinstance(a, Discover)][-1]
    fake_hint(monkeypatch, session, discover)
    ask(qtbot, session)
    (spot,) = check_marked(view, 1)
    assert spot.widget is view.row.places[discover.position]
    assert "Hint:" in spot.widget.accessibleDescription()
    shoot(view, "siberia_discover_1024x700")
    assert session.submit(0, discover)
    check_cleared(view)
    session.close()


def test_siberia_hint_marks_the_hand_cards_to_play(qtbot, configured_app, monkeypatch):
    from engines.siberia import Play

    def playing(s):
        return any(isinstance(a, Play) and len(a.cards) >= 2 for a in s.legal_actions(0))

    session, view = human_view(qtbot, "siberia", until=playing, seed=7)
    play = max((a for a in session.legal_actions(0) if isinstance(a, Play)), key=lambda a: len(a.cards))
    fake_hint(monkeypatch, session, play)
    ask(qtbot, session)
    spots = check_marked(view, len(play.cards))
    assert sorted(tuple(view.hand.cards[s.widget.index]) for s in spots) == sorted(play.cards)
    assert all("Hint:" in s.widget.accessibleDescription() for s in spots)
    view.hand.toggle(spots[0].widget.index)  # a chosen card reads "selected", and still the hint
    assert spots[0].widget.accessibleDescription().startswith("selected")
    assert "Hint:" in spots[0].widget.accessibleDescription()
    shoot(view, "siberia_play_1024x700")
    assert session.submit(0, play)
    check_cleared(view)
    session.close()


# -- Rolling Japan --------------------------------------------------------------------------------
def test_rolling_japan_hint_marks_the_prefecture_to_write_and_its_die(qtbot, configured_app, monkeypatch):
    from engines.rolling_japan import Write

    session, view = human_view(qtbot, "rolling_japan", until=lambda s: sum(
        isinstance(a, Write) for a in s.legal_actions(0)) > 1)
    write = [a for a in session.legal_actions(0) if isinstance(a, Write)][-1]
    fake_hint(monkeypatch, session, write)
    ask(qtbot, session)
    box, die = check_marked(view, 2)
    assert box.widget is view.map.boxes[write.prefecture] and die.widget is view.dice[write.die]
    assert "Hint:" in box.widget.accessibleDescription()
    shoot(view, "rolling_japan_write_1024x700")
    view._play(write)
    if view.tentative is not None:
        view.confirm()
    check_cleared(view)
    session.close()


# -- Pueblo ---------------------------------------------------------------------------------------
def _pueblo(qtbot, monkeypatch, flat: bool):
    if flat:
        monkeypatch.setenv("KOTATSU_NO_GL", "1")
    else:
        monkeypatch.delenv("KOTATSU_NO_GL", raising=False)
    session, view = human_view(qtbot, "pueblo", size=(1024, 700), until=lambda s: any(
        type(a).__name__ == "Place" for a in s.legal_actions(0)) and len(s.history) >= 4)
    if not flat and not (view.is_3d and view.board.isValid()):
        session.close()
        pytest.skip(f"no OpenGL context here: {view.gl_reason}")
    place = [a for a in session.legal_actions(0) if type(a).__name__ == "Place"][-1]
    fake_hint(monkeypatch, session, place)
    return session, view, place


def test_pueblo_flat_hint_marks_the_ghost_blocks_cells(qtbot, configured_app, monkeypatch):
    session, view, place = _pueblo(qtbot, monkeypatch, flat=True)
    assert not view.is_3d
    ask(qtbot, session)
    (spot,) = check_marked(view, 1)
    assert spot.widget is view.board
    from desktop.table.a11y import items_of

    marked = {item.key for item in items_of(view) if "Hint:" in item.description}
    assert marked == {(x, y) for x, y, _ in place.cells}
    shoot(view, "pueblo_flat_place_1024x700")
    assert session.submit(0, place)
    check_cleared(view)
    assert not any("Hint:" in item.description for item in items_of(view))
    session.close()


def test_pueblo_3d_hint_shows_a_ghost_block_in_the_scene(qtbot, configured_app, monkeypatch):
    import numpy as np

    session, view, place = _pueblo(qtbot, monkeypatch, flat=False)
    before = view.board_image()
    ask(qtbot, session)
    scene = view.follow_scene
    assert view.hint_marks.active() and scene.hint_ghost.visible() and scene.hint_edges.visible()
    assert any(lab.text == "Hint" for lab in view.board.extra_labels)
    qtbot.wait(50)
    after = view.board_image()
    # the ghost's cells, projected: the picture changed there, with the hint's pink on its edges
    centre = np.mean([[x + 0.5, y + 0.5, z + 0.5] for x, y, z in place.cells], axis=0)
    px, py = view.board.project([centre])[0]
    scale = after.devicePixelRatio() or 1.0
    pink = 0
    for dy in range(-60, 61, 2):
        for dx in range(-60, 61, 2):
            x, y = int((px + dx) * scale), int((py + dy) * scale)
            if 0 <= x < after.width() and 0 <= y < after.height():
                c = QColor(after.pixel(x, y))
                if abs(c.red() - HINT.red()) < 45 and abs(c.green() - HINT.green()) < 45 and \
                        abs(c.blue() - HINT.blue()) < 45:
                    pink += 1
    assert pink > 20, "no pink dotted edges or badge around the ghost block"
    assert after != before
    view.screenshot().save("/tmp/kotatsu/s2/hint/pueblo_3d_place_1024x700.png")
    assert session.submit(0, place)
    assert not scene.hint_ghost.visible() and not view.hint_marks.active()
    assert not any(lab.text == "Hint" for lab in view.board.extra_labels)
    session.close()


# -- the reason in words, in English and French ----------------------------------------------------
def test_the_reason_is_put_in_words_with_plurals_in_english_and_french(configured_app):
    from desktop.i18n import install_translations
    from desktop.session.players import hint_reason_text
    from engines.core import N_, text

    runner = text(N_("draws a card"))
    cases = [HintReason("win", 0.62, 900, False, "draw", runner, 0.48), HintReason("win", 0.5, 1),
             HintReason("x", 9.36, 40), HintReason("win", 0.4, 0, True), HintReason("only"), HintReason("usual")]
    english = [hint_reason_text(r) for r in cases]
    assert english == [str(r) for r in cases] == [
        "An estimated 62% chance to win, over 900 simulated games; next best: draws a card (48%)",
        "An estimated 50% chance to win, over 1 simulated game",
        "About 9.4 X at the end, over 40 simulated games",
        "An estimated 40% chance to win, looking one reply ahead",
        "It is the only legal move",
        "The usual choice here (nothing to search in this phase)"]
    install_translations(configured_app, "fr")
    try:
        french = [hint_reason_text(r) for r in cases]
    finally:
        install_translations(configured_app, "en")
    assert french[0].startswith("Environ 62\u00a0% de chances de gagner, sur 900 parties simulées ; deuxième choix : ")
    assert "draws a card" not in french[0] and french[0].endswith("(48\u00a0%)")
    assert french[1].endswith("sur 1 partie simulée")
    assert french[2] == "Environ 9,4 X à la fin, sur 40 parties simulées"
    assert french[3:] == ["Environ 40\u00a0% de chances de gagner, en prévoyant la réponse suivante",
                          "C'est le seul coup possible", "Le choix habituel ici (rien à chercher dans cette phase)"]


def test_a_french_hint_reads_french_on_the_table(qtbot, configured_app, monkeypatch):
    from desktop.i18n import install_translations
    from engines.coloretto import Take

    install_translations(configured_app, "fr")
    try:
        session, view = human_view(qtbot, "coloretto", until=lambda s: any(
            isinstance(a, Take) for a in s.legal_actions(0)))
        take = next(a for a in session.legal_actions(0) if isinstance(a, Take))
        fake_hint(monkeypatch, session, take)
        _, _, description, reason = ask(qtbot, session)
        assert reason.startswith("Environ 62\u00a0% de chances de gagner, sur 900 parties simulées")
        assert "deuxième choix" in reason and " (48\u00a0%)" in reason
        row = view.rows[take.row]
        assert row.accessibleDescription().endswith(f"Conseil : {description}")
        assert view.announcer.spoken[-1] == f"Conseil : {description} — {reason}"
        shoot(view, "coloretto_take_fr_1024x700")
        session.close()
    finally:
        install_translations(configured_app, "en")


# -- cleared at an undo, a replay; for the player at the screen only --------------------------------
def test_the_hint_is_gone_at_an_undo_and_in_a_replay(qtbot, configured_app, monkeypatch):
    from engines.rolling_japan import Write

    session, view = human_view(qtbot, "rolling_japan", seats=[Seat("Ann")], until=lambda s: s.can_undo() and sum(
        isinstance(a, Write) for a in s.legal_actions(0)) > 1)
    write = [a for a in session.legal_actions(0) if isinstance(a, Write)][0]
    fake_hint(monkeypatch, session, write)
    ask(qtbot, session)
    check_marked(view)
    assert session.undo()
    check_cleared(view)
    ask(qtbot, session)
    check_marked(view)
    assert session.show_move(0)
    check_cleared(view)
    session.leave_replay()
    session.close()


def test_the_hint_is_for_the_player_at_the_screen_only(qtbot, configured_app, monkeypatch):
    """Two humans with private hands: Ann's hint is gone once she has moved and the screen is handed
    to Bob, and an answer for Ann that comes while the hand-over screen is up is never shown."""
    from engines.r_eco import Deliver

    session, view = human_view(qtbot, "r_eco", seats=[Seat("Ann"), Seat("Bob")],
                               until=lambda s: s.active_human() == 0 and s.handover_to is None and any(
                                   isinstance(a, Deliver) and a.singles + a.doubles for a in s.legal_actions(0)))
    deliver = next(a for a in session.legal_actions(0) if isinstance(a, Deliver) and a.singles + a.doubles)
    fake_hint(monkeypatch, session, deliver)
    seat, action, description, reason = ask(qtbot, session)
    check_marked(view)
    assert session.submit(0, deliver)
    assert session.handover_to == 1 and session.viewer_seat is None
    check_cleared(view)
    session.hint_ready.emit(0, action, description, reason)  # a late answer for Ann: not shown to anyone
    assert not view.hint_marks.active()
    session.accept_handover()
    assert session.viewer_seat == 1
    session.hint_ready.emit(0, action, description, reason)  # nor to Bob
    check_cleared(view)
    session.close()


def test_another_seats_simultaneous_move_leaves_the_hint(qtbot, configured_app, monkeypatch):
    """Rolling Japan against a computer, both writing at once: the computer's write leaves Ann's hint
    (her sheet and dice are as they were); her own write clears it."""
    import threading

    from engines.rolling_japan import Write

    go = threading.Event()
    go.set()

    def hold_the_computer(session):
        choose = session.computers.players[1]

        def held(state, seat):
            go.wait(10)
            return choose(state, seat)
        session.computers.players[1] = held

    def ready(s):
        return 1 in s.engine.to_move(s.state) and sum(isinstance(a, Write) for a in s.legal_actions(0)) > 1

    session, view = human_view(qtbot, "rolling_japan", until=ready, before_start=hold_the_computer)
    go.clear()  # the computer's next decision waits (it may be thinking about this one already)
    write = [a for a in session.legal_actions(0) if isinstance(a, Write)][-1]
    fake_hint(monkeypatch, session, write)
    ask(qtbot, session)
    moves = len(session.history)
    if 1 not in session.engine.to_move(session.state):
        session.close()
        pytest.skip("the computer wrote before the hint came")
    go.set()
    qtbot.waitUntil(lambda: len(session.history) > moves, timeout=10_000)
    assert session.history[-1].seat == 1 and session.active_human() == 0
    check_marked(view, 2)
    assert "Hint:" in view.map.boxes[write.prefecture].accessibleDescription()
    assert session.submit(0, write)
    check_cleared(view)
    session.close()


# -- every kind of decision has its place on the table ---------------------------------------------
@pytest.mark.parametrize("game,options", [("coloretto", {}), ("r_eco", {}), ("siberia", {}), ("rolling_japan", {}),
                                          ("pueblo", {"auctions": True, "sacred_sites": 2, "dismantling": True})])
def test_every_legal_action_has_a_place_on_the_table(qtbot, configured_app, monkeypatch, game, options):
    """Over Ann's decisions of a random game: every legal action gets a spot on a visible widget (a
    painted rect, or a board cell for screen readers); the kinds of action met are counted."""
    import random

    monkeypatch.setenv("KOTATSU_NO_GL", "1")
    engine = engines.get(game)
    seats = [Seat("Ann")] + [Seat(f"Computer {i}", "computer", "easy") for i in (1, 2)]
    session = GameSession(game, seats, seed=3, options=options, computer_delay_ms=0)
    view = importlib.import_module(f"desktop.games.{game}.view").VIEW(session)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    session.start()
    rng = random.Random(2)
    kinds: set[str] = set()
    with unpainted(view):   # places are laid out, not painted (issue 28)
        for _ in range(60):
            qtbot.waitUntil(lambda: session.active_human() == 0 or session.is_over(), timeout=20_000)
            if session.is_over():
                break
            legal = session.legal_actions(0)
            for action in legal[:40]:
                spots = view.hint_marks.locate(action)
                shown = [s for s in spots
                         if s.widget.isVisibleTo(view) and (not s.rect.isEmpty() or s.key is not None)]
                assert shown, f"{engine.describe(session.state, action)}: no place on the table"
                kinds.add(type(action).__name__)
            session.submit(0, rng.choice(legal))
    assert len(kinds) >= (1 if game == "rolling_japan" else 2), kinds  # Rolling Japan's Pass is rare
    print(game, sorted(kinds))
    session.close()


@pytest.mark.parametrize("flat", [False, True])
def test_pueblo_hint_of_a_chieftain_move_marks_its_row_and_space(qtbot, configured_app, monkeypatch, flat):
    if flat:
        monkeypatch.setenv("KOTATSU_NO_GL", "1")
    else:
        monkeypatch.delenv("KOTATSU_NO_GL", raising=False)
    session, view = human_view(qtbot, "pueblo", until=lambda s: any(
        type(a).__name__ == "Move" for a in s.legal_actions(0)))
    if not flat and not (view.is_3d and view.board.isValid()):
        session.close()
        pytest.skip(f"no OpenGL context here: {view.gl_reason}")
    move = [a for a in session.legal_actions(0) if type(a).__name__ == "Move"][-1]
    fake_hint(monkeypatch, session, move)
    ask(qtbot, session)
    spots = check_marked(view, 2 if flat else 1)
    assert spots[0].widget is view.panel.move_rows[move.steps - 1]
    assert "Hint:" in spots[0].widget.accessibleDescription()
    if flat:
        assert spots[1].widget is view.board
    else:
        assert any(lab.text == "Hint" for lab in view.board.extra_labels)
        assert view.follow_scene.hint_ghost.visible()  # the space's pink tile
    view.screenshot().save(f"/tmp/kotatsu/s2/hint/pueblo_move_{'flat' if flat else '3d'}_1024x700.png")
    assert session.submit(0, move)
    check_cleared(view)
    session.close()
