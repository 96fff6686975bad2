"""Issue 28: the game log adds a move's line and leaves the others be (it used to lay every line again
after each move: a game's log cost grew with the square of its length), and lays out again only the
lines that changed when the history is rewritten (undo, replay, notes, another language, a seat
renamed). Counted, never timed."""
from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from desktop.i18n import install_translations, translate_text
from desktop.session.local import GameSession
from desktop.session.saves import Seat
from desktop.widgets.log import GameLog


def _session(qtbot, seats: int = 3) -> tuple[GameSession, GameLog, list[str]]:
    session = GameSession("coloretto", [Seat(n) for n in ("Ann", "Bob", "Cid")[:seats]], seed=2,
                          computer_delay_ms=0)
    log = GameLog(session)
    qtbot.addWidget(log)
    log.resize(260, 300)
    log.show()
    added: list[str] = []
    add = log.addItem
    log.addItem = lambda item: (added.append(item.text()), add(item))   # what rebuild() adds
    session.start()
    return session, log, added


def _play(session: GameSession, rng: random.Random) -> None:
    if session.handover_to is not None:
        session.accept_handover()
    seat = session.active_human()
    session.submit(seat, rng.choice(session.legal_actions(seat)))


def _lines(log: GameLog) -> list[str]:
    return [log.item(i).text() for i in range(log.count())]


def _expected(session: GameSession, log: GameLog) -> list[str]:
    """Every line as a log made afresh writes it: the moves, then the notes (not in a replay)."""
    moves = [log.tr("{0}. {1}: {2}").format(n, session.seats[e.seat].name, translate_text(e.description))
             for n, e in enumerate(session.history, 1)]
    return moves + (log.notes if session.replay_index is None else [])


def test_a_move_adds_one_line_and_measures_one_line(qtbot, configured_app) -> None:
    session, log, added = _session(qtbot)
    rng = random.Random(3)
    while len(session.history) < 100:
        before = len(session.history)
        added.clear()
        _play(session, rng)
        assert session.history, "a move was played"
        assert added == _lines(log)[before:], f"move {len(session.history)} added {len(added)} lines"
    assert _lines(log) == _expected(session, log)
    # the 101st move: the log lays its lines out again (Qt does after any insertion), but measures
    # the new line only; the others' sizes are kept (LineSizes)
    QApplication.processEvents()
    measured = len(log.sizes.sizes)
    _play(session, rng)
    log.executeDelayedItemsLayout()
    assert len(log.sizes.sizes) - measured <= 1
    assert log.visualItemRect(log.item(log.count() - 1)).height() > 0
    session.close()


def test_a_rewritten_history_rewrites_the_lines_that_changed(qtbot, configured_app) -> None:
    session, log, added = _session(qtbot, seats=2)
    rng = random.Random(1)
    while not session.can_undo():
        _play(session, rng)
    moves = len(session.history)
    added.clear()
    assert session.undo()   # the last line goes, no line is added again
    assert added == [] and _lines(log) == _expected(session, log) and log.count() == moves - 1
    while len(session.history) < 12:
        _play(session, rng)

    # notes follow the moves, and follow a move played after them
    log.set_notes(["Final lap: a note"])
    assert _lines(log)[-1] == "Final lap: a note" and _lines(log) == _expected(session, log)
    added.clear()
    _play(session, rng)
    assert added == [_expected(session, log)[-2], "Final lap: a note"]
    assert _lines(log) == _expected(session, log)

    # a replay: no move line is added again; the notes are hidden, then back
    added.clear()
    assert session.show_move(4)
    assert added == [] and _lines(log) == _expected(session, log) and log.currentRow() == 3
    session.leave_replay()
    assert added == ["Final lap: a note"] and _lines(log) == _expected(session, log)

    # a seat renamed, another language: every line in the new words
    session.seats[0] = Seat("Zoe")
    log.rebuild()
    assert _lines(log) == _expected(session, log) and any("Zoe" in line for line in _lines(log))
    install_translations(configured_app, "fr")
    try:
        log.rebuild()
        assert _lines(log) == _expected(session, log) and "\xa0: " in _lines(log)[0]
    finally:
        install_translations(configured_app, "en")
    session.close()
