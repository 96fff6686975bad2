"""Where a review starts (issue 26): the results dialog's Review (a game just finished), Statistics'
Review beside Watch (a finished game kept there) and Game ▸ Review a saved game… (a save file, finished
or not). Each builds a watch-only session of the game (its moves checked against the rules: hostile
input), asks whose decisions and how deep (desktop.review.choose), and opens the review window
(desktop.review.window) with the reviews kept in the statistics database (desktop.storage.reviews).

With two or more humans at one screen in a game with private cards, each seat's review opens through
the hand-over screen."""
from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from desktop.review.choose import ReviewChoiceDialog
from desktop.review.window import ReviewSource, ReviewWindow
from desktop.session import savefiles
from desktop.session.local import GameSession
from desktop.shell.replay import watch_session
from desktop.storage import paths
from desktop.storage.reviews import ReviewStore, game_key


def _tr(text: str) -> str:
    return QCoreApplication.translate("ReviewOpen", text)


def kept_of_session(session: Any) -> dict[str, Any]:
    """A finished (local) session as Statistics.kept_game gives a game."""
    return {"game": session.game, "seed": session.seed, "options": dict(session.options),
            "seats": [asdict(s) for s in session.seats], "actions": session.encoded_actions()}


def _unfinished_session(save: dict[str, Any]) -> GameSession:
    """A saved game not yet over, made read-only: its moves so far can be reviewed."""
    session = GameSession.from_save(save)
    session._announced_over = True
    session.watch_only = True
    session.screen.handover_to = None   # the review window hands the screen over itself (needs_handover)
    session.show_move(0)
    return session


def source_of(kept: dict[str, Any], game_id: str = "", *, finished: bool = True,
              save: dict[str, Any] | None = None, store: ReviewStore | None = None) -> ReviewSource:
    """The review's source: ValueError (a sentence) when the game's moves don't replay."""
    session = watch_session(kept) if finished else _unfinished_session(save or {})
    moves = session.encoded_actions()
    key = game_key(session.game, session.num_players, session.seed, session.options, moves)
    return ReviewSource(session, moves, key, game_id or session.game_id,
                        store if store is not None else ReviewStore(paths.stats_path()))


def default_seat(session: Any) -> int:
    """The human at the screen (the viewer, else the first human), else seat 0."""
    viewer = getattr(session, "viewer_seat", None)
    if viewer is not None and session.is_human(viewer):
        return viewer
    return next((i for i, s in enumerate(session.seats) if s.is_human), 0)


def needs_handover(session: Any) -> bool:
    """Two or more humans at this screen in a game with private cards."""
    humans = [s for s in session.seats if s.kind == "human"]
    return len(humans) > 1 and not session.engine.perfect_information


def open_review(source: ReviewSource, parent: QWidget | None, *, seat: int | None = None,
                seats: list[int] | None = None, setting: str | None = None) -> ReviewWindow | None:
    """Asks whose decisions and how deep (unless `seats` and `setting` are given), then the window
    (not yet shown); None when the player cancels."""
    session = source.session
    if seats is None or setting is None:
        dialog = ReviewChoiceDialog([s.name for s in session.seats],
                                    default_seat(session) if seat is None else seat, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            session.close()
            return None
        seats, setting = dialog.seats(), dialog.setting()
    window = ReviewWindow(source, seats, setting, handover=needs_handover(session), parent=parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per review would pile up otherwise
    return window


def _refused(parent: QWidget | None, reason: str) -> None:
    QMessageBox.warning(parent, _tr("Review"), _tr("This game can't be reviewed: {0}").format(reason)
                        .replace("<", "‹"))


def review_session(session: Any, parent: QWidget | None) -> ReviewWindow | None:
    """The results dialog's Review: the game just finished on this table."""
    try:
        source = source_of(kept_of_session(session), session.game_id)
    except ValueError as exc:
        _refused(parent, str(exc))
        return None
    return open_review(source, parent, seat=default_seat(session))


def review_kept(stats: Any, game_id: str, parent: QWidget | None) -> ReviewWindow | None:
    """Statistics' Review: a finished game kept in the statistics."""
    kept = stats.kept_game(game_id)
    try:
        if kept is None:
            raise ValueError(_tr("Its moves were not kept or are damaged."))
        source = source_of(kept, game_id)
    except ValueError as exc:
        _refused(parent, str(exc))
        return None
    return open_review(source, parent)


def review_path(path: Path, parent: QWidget | None) -> ReviewWindow | None:
    """A saved game file (checked by desktop.session.savefiles before anything is replayed)."""
    try:
        save = savefiles.off_gui_thread(savefiles.read_save, path)
        kept = {k: save.get(k) for k in ("game", "seed", "options", "seats", "actions")}
        import engines

        game = save.get("game")
        finished = False
        if isinstance(game, str) and game in engines.NAMES and engines.available(game):
            engine = engines.get(game)
            try:
                finished = engine.is_over(engine.decode(save["state"]))
            except (ValueError, KeyError, TypeError):
                finished = False
        source = source_of(kept, str(save.get("id", ""))[:40], finished=finished, save=save)
    except (ValueError, OSError, RecursionError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        _refused(parent, reason)
        return None
    return open_review(source, parent)


def review_file(parent: QWidget | None, file_filter: str) -> ReviewWindow | None:
    """Game ▸ Review a saved game…: picks a file, then review_path; the window is run modally."""
    name, _ = QFileDialog.getOpenFileName(parent, _tr("Review a saved game"), str(Path.home()), file_filter)
    if not name:
        return None
    window = review_path(Path(name), parent)
    if window is not None:
        window.exec()
    return window
