"""Tutor mode (issue 26): before a human's move the hard player judges a blunder (engines.review.judge_move
on a worker, from the seat's information), the question comes, with the better move; a good move is
played without a question; a single legal action is never judged; the question's Think again leaves
the better move marked on the table; the new-game dialog's tutor boxes and the setting."""
from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

import engines
from desktop.games import view_class
from desktop.review.tutor import TutorQuestion, ask
from desktop.session.local import GameSession, Seat
from desktop.session.tutor import TutorWarning
from desktop.storage import settings

SEATS = [Seat("Ana", "human", "normal"), Seat("Bo", "computer", "normal")]


def _session_at(game: str, seed: int, moves: int, *, rng_seed: int | None = None) -> GameSession:
    """A local table after `moves` random moves (seat 0, the human, to move), the tutor on for seat 0."""
    session = GameSession(game, SEATS, seed=seed, computer_delay_ms=0)
    engine = session.engine
    state = session.state
    rng = random.Random(seed if rng_seed is None else rng_seed)
    for _ in range(moves):
        seat = engine.to_move(state)[0]
        state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
    session.state = state
    session._update_viewer()
    assert session.active_human() == 0
    session.tutor.seats = {0}
    return session


def _coloretto_blunder(qtbot):
    """Coloretto, seed 3, after 6 moves: taking row 1 loses about 40 points of win chance (a blunder
    by a wide margin, so the judgement under a time budget keeps it), row 0's draw is the best."""
    session = _session_at("coloretto", 3, 6, rng_seed=2)
    engine = session.engine
    blunder = engine.decode_action(["take", 0])
    assert blunder in session.legal_actions(0)
    return session, blunder


def test_a_blunder_is_questioned_before_it_is_played(qtbot, configured_app):
    session, blunder = _coloretto_blunder(qtbot)
    asked: list[TutorWarning] = []
    answer = [False]

    def question(warning: TutorWarning) -> bool:
        asked.append(warning)
        return answer[0]

    session.tutor.ask = question
    before = len(session.history)
    assert session.submit(0, blunder) is True   # taken: judged on the worker, the window stays free
    assert session.tutor.pending() and len(session.history) == before
    qtbot.waitUntil(lambda: bool(asked), timeout=20_000)
    warning = asked[0]
    assert warning.seat == 0 and warning.action == blunder and warning.best != blunder
    assert warning.best in session.legal_actions(0)
    assert warning.best_value - warning.played_value >= 20   # a blunder's worth of win chance
    assert warning.best_text == session.engine.describe(session.state, warning.best)   # told from the seat's view
    text = TutorQuestion(warning).question()
    assert text.startswith("This looks like a blunder (win chance ") and text.endswith("). Play it anyway?")
    assert f"{round(warning.best_value)}% → {round(warning.played_value)}%" in text
    assert len(session.history) == before   # Think again: nothing played
    # asked again and played anyway
    answer[0] = True
    assert session.submit(0, blunder)
    qtbot.waitUntil(lambda: len(session.history) > before, timeout=20_000)
    assert session.history[before].action == blunder and len(asked) == 2
    session.close()


def test_undo_while_the_tutor_looks_withdraws_that_move_and_nothing_else(qtbot, configured_app):
    session, blunder = _coloretto_blunder(qtbot)
    asked: list[TutorWarning] = []
    session.tutor.ask = lambda warning: asked.append(warning) or True   # would play it anyway
    before, state = len(session.history), session.state
    changed: list[int] = []
    session.state_changed.connect(lambda: changed.append(1))
    assert session.submit(0, blunder) and session.tutor.pending()
    assert session.can_undo()                      # the move under judgement can be withdrawn
    assert session.undo() is True
    assert not session.tutor.pending() and changed  # the view is told to forget the proposed move
    assert len(session.history) == before and session.state is state   # nothing else taken back
    qtbot.wait(300)
    # the judgement, had it come back, is never played: the move was withdrawn
    assert len(session.history) == before and not asked
    session.close()


def test_a_judged_move_is_not_played_in_another_position(qtbot, configured_app):
    """The judgement comes back after the table moved (an undo, a load): the move, though still
    legal, is not played there."""
    session, blunder = _coloretto_blunder(qtbot)
    session.tutor.ask = lambda warning: True
    errors: list[str] = []
    session.error.connect(errors.append)
    before = len(session.history)
    assert session.submit(0, blunder)
    session.generation += 1                        # as an undo or a load does
    qtbot.waitUntil(lambda: not session.tutor.pending(), timeout=20_000)
    assert len(session.history) == before and errors and "tutor" in errors[-1]
    session.close()


def test_a_good_move_is_played_without_a_question(qtbot, configured_app):
    session, blunder = _coloretto_blunder(qtbot)
    asked = []
    session.tutor.ask = lambda warning: asked.append(warning) or False
    good = next(a for a in session.legal_actions(0) if a != blunder and session.engine.encode_action(a)[0] != "take")
    before = len(session.history)
    assert session.submit(0, good)
    qtbot.waitUntil(lambda: len(session.history) > before, timeout=20_000)
    assert session.history[before].action == good and not asked and session.tutor.judged == 1
    session.close()


def test_a_single_legal_action_is_never_judged(qtbot, configured_app, monkeypatch):
    import engines.review as review

    calls = []
    monkeypatch.setattr(review, "judge_move", lambda *a, **k: calls.append(a) or ("blunder", 0.0, 90.0, None))
    session = _session_at("coloretto", 0, 5)
    legal = session.legal_actions(0)
    assert len(legal) == 1
    session.tutor.ask = lambda warning: (_ for _ in ()).throw(AssertionError("asked for a forced move"))
    before = len(session.history)
    assert session.submit(0, legal[0])
    assert len(session.history) == before + 1 and not calls and session.tutor.judged == 0
    session.close()


def test_a_seat_without_the_tutor_plays_at_once(qtbot, configured_app):
    session, blunder = _coloretto_blunder(qtbot)
    session.tutor.seats = set()
    session.tutor.ask = lambda warning: (_ for _ in ()).throw(AssertionError("asked"))
    before = len(session.history)
    assert session.submit(0, blunder) and len(session.history) == before + 1
    session.close()


def test_think_again_marks_the_better_move_on_the_table(qtbot, configured_app):
    session, blunder = _coloretto_blunder(qtbot)
    view = view_class("coloretto")(session)
    qtbot.addWidget(view)
    view.resize(1000, 640)
    view.show()
    qtbot.waitExposed(view)
    best = next(a for a in session.legal_actions(0) if a != blunder)
    warning = TutorWarning(0, blunder, best, session.engine.describe(session.state, blunder),
                           session.engine.describe(session.state, best), "win", 27.0, 66.0)
    seen = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        seen.append((box.text(), box.informativeText(), box.defaultButton() is box.again,
                     view.hint_marks.action == best))   # marked while the question is up
        qtbot.keyClick(box, Qt.Key.Key_Escape)   # Esc: Think again

    QTimer.singleShot(200, answer)
    assert ask(view, warning, view) is False
    assert seen and seen[0][0] == "This looks like a blunder (win chance 66% → 27%). Play it anyway?"
    assert "Better: " in seen[0][1] and seen[0][2] and seen[0][3]
    assert view.hint_marks.active() and view.hint_marks.action == best and view.hint_marks.spots()
    session.state_changed.emit()   # the mark stands while the position does
    assert view.hint_marks.active()

    def play_anyway() -> None:
        box = QApplication.activeModalWidget()
        qtbot.mouseClick(box.play, Qt.MouseButton.LeftButton)

    QTimer.singleShot(200, play_anyway)
    assert ask(view, warning, view) is True and not view.hint_marks.active()
    session.close()


def test_the_new_game_dialog_has_a_tutor_box_per_human_seat(qtbot, configured_app):
    from desktop.shell.newgame import NewGameDialog

    assert settings.tutor() is False   # off by default
    dialog = NewGameDialog("coloretto")
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    _, _, kind0, _ = dialog.rows[0]
    _, _, kind1, _ = dialog.rows[1]
    kind0.setCurrentIndex(kind0.findData("human"))
    kind1.setCurrentIndex(kind1.findData("computer"))
    assert not any(box.isChecked() for box in dialog.tutors)
    assert dialog.tutors[0].isEnabled() and not dialog.tutors[1].isEnabled()
    assert not dialog.tutors[3].isVisibleTo(dialog) and dialog.tutors[2].isVisibleTo(dialog)
    assert dialog.tutors[0].accessibleName().startswith("Seat 1: tutor")
    dialog.tutors[0].setChecked(True)
    assert dialog.choice().tutor == (0,)
    dialog._accept()
    assert settings.seat_tutor(0, "coloretto") and not settings.seat_tutor(1, "coloretto")
    # the setting turns new seats' boxes on; the window's tutor follows the boxes
    settings.set_value("review/tutor", "true")
    assert settings.seat_tutor(0, "pueblo")
    settings.set_value(settings.seat_key(0, "tutor", "pueblo"), "not a bool")   # hostile: the default
    assert settings.seat_tutor(0, "pueblo")


def test_the_window_wires_the_tutor_and_its_setting(qtbot, configured_app):
    from desktop.shell.main_window import MainWindow

    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    assert not window.reviews.act_tutor.isChecked()
    window.reviews.act_tutor.trigger()
    assert settings.tutor()
    session = GameSession("coloretto", SEATS, seed=1, computer_delay_ms=0)
    window.install_table(session)
    assert session.tutor.seats == {0} and session.tutor.ask is not None
    window.reviews.act_tutor.trigger()
    assert session.tutor.seats == set() and not settings.tutor()
    assert window.reviews.act_review_file in window.menuBar().actions()[0].menu().actions()
    window.close()


def test_the_window_offers_undo_while_the_tutor_looks(qtbot, configured_app):
    from desktop.shell.main_window import MainWindow

    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    settings.set_value("review/tutor", "true")
    session, blunder = _coloretto_blunder(qtbot)
    window.install_table(session)
    session.tutor.seats = {0}
    asked: list[TutorWarning] = []
    session.tutor.ask = lambda warning: asked.append(warning) or True
    assert not window.act_undo.isEnabled()        # nothing of seat 0's to take back yet
    before = len(session.history)
    assert session.submit(0, blunder) and session.tutor.pending()
    assert window.act_undo.isEnabled()            # Ctrl+Z withdraws the move under judgement
    window.act_undo.trigger()
    assert not session.tutor.pending() and len(session.history) == before
    assert not window.act_undo.isEnabled()
    qtbot.wait(200)
    assert not asked and len(session.history) == before
    window.close()


def test_engines_have_forced_moves_in_coloretto_at_seed_0():
    """The forced position the single-action test uses (so it tests what it says)."""
    engine = engines.get("coloretto")
    state = engine.new_game(2, seed=0, options=None)
    rng = random.Random(0)
    for _ in range(5):
        seat = engine.to_move(state)[0]
        state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
    assert engine.to_move(state) == [0] and len(engine.legal_actions(state, 0)) == 1
