"""The window's files: Save, Save as, Open (a file from outside, checked by desktop.session.savefiles before the
session replays it) and Resume (the autosave folder: good games listed, damaged ones set aside)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from desktop.games import playable
from desktop.storage import paths

if TYPE_CHECKING:  # the save checks and the dialogs are imported when first used, after the library shows
    from desktop.session import savefiles

FILE_FILTER = "Kotatsu game (*.kotatsu);;JSON (*.json);;All files (*)"


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def _session_class() -> Any:
    """GameSession, imported when a game is opened, not at start-up (issue 28)."""
    from desktop.session.local import GameSession

    return GameSession


class WindowFiles:
    """Mixed into MainWindow (its strings keep the context "MainWindow")."""

    def save_game(self) -> None:
        if self.session is None:
            return
        if self.save_path is None:
            self.save_game_as()
            return
        self._write(self.save_path)

    def save_game_as(self) -> None:
        if self.session is None:
            return
        import datetime

        stamp = datetime.datetime.now().strftime("%Y-%m-%d %H%M")
        default = str(Path.home() / f"{self.session.engine.title} {stamp}.kotatsu")
        name, _ = QFileDialog.getSaveFileName(self, _tr("Save game"), default, FILE_FILTER)
        if name:
            self.save_path = Path(name)
            self._write(self.save_path)

    def _write(self, path: Path) -> None:
        try:
            assert self.session is not None
            self.session.save_to(path)
            self.statusBar().showMessage(_tr("Saved to {0}").format(path), 5000)
        except OSError as exc:
            from desktop.shell.dialogs import plain

            QMessageBox.warning(self, _tr("Could not save"),
                                plain(_tr("The game could not be saved:\n{0}").format(exc)))

    def open_game(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, _tr("Open game"), str(Path.home()), FILE_FILTER)
        if name and self.leave_current_game():
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """Opens a saved game; a damaged, foreign or hostile file gets a clear message and changes nothing.
        The file is checked (savefiles.read_save) before the session replays it; the game gets a fresh
        id, so its autosave is a new file of the application's own naming."""
        from desktop.session import savefiles
        from desktop.shell.dialogs import plain

        try:
            save = savefiles.off_gui_thread(savefiles.read_save, path)
            session = _session_class().from_save(save, autosave_dir=paths.autosave_dir(),
                                            computer_delay_ms=self.computer_delay_ms,
                                            hard_budget_s=self.hard_budget_s)
        except (ValueError, OSError, RecursionError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            QMessageBox.warning(self, _tr("Could not open the game"),
                                plain(_tr("{0} could not be opened.\n\n{1}").format(Path(path).name, reason)))
            return False
        self._install(session)
        self.save_path = Path(path)
        return True

    def scan_unfinished(self) -> tuple[list[savefiles.Unfinished], list[savefiles.Damaged]]:
        """The good unfinished games, newest first, and the damaged autosaves (moved aside now)."""
        from desktop.session import savefiles

        good, damaged = savefiles.off_gui_thread(savefiles.scan_autosaves, paths.autosave_dir())
        return [u for u in good if playable(u.game)], damaged

    def unfinished_games(self) -> list[tuple[Path, dict[str, Any]]]:
        """(autosave file, checked save) of each good unfinished game; "id" is the file's own name."""
        good, self._damaged_found = self.scan_unfinished()
        return [(u.path, {**u.save, "id": u.path.stem}) for u in good]

    def offer_resume(self, *, at_start: bool = False) -> None:
        good, damaged = self.scan_unfinished()
        if self.session is not None:  # the game on screen is not offered to itself
            good = [u for u in good if u.path != self.session.autosave_path()]
        if not good:
            if damaged:
                from desktop.shell.dialogs import damaged_text, plain

                QMessageBox.warning(self, _tr("Resume"), plain(damaged_text(self, damaged)))
            elif not at_start:
                QMessageBox.information(self, _tr("Resume"), _tr("There is no unfinished game."))
            return
        from desktop.shell.dialogs import ResumeDialog

        dialog = ResumeDialog(good, self, damaged=damaged)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.selected is not None \
                and self.leave_current_game():
            self.resume(dialog.selected)

    def resume(self, found: savefiles.Unfinished) -> bool:
        """Resumes an autosave found in the autosave folder; it keeps writing to that file. A save
        that does not replay is damaged: moved aside and reported."""
        from desktop.session import savefiles
        from desktop.shell.dialogs import damaged_text, plain

        try:
            session = _session_class().from_save(found.save, autosave_dir=paths.autosave_dir(),
                                            autosave_file=found.path, computer_delay_ms=self.computer_delay_ms,
                                            hard_budget_s=self.hard_budget_s)
        except (ValueError, OSError, RecursionError) as exc:
            damaged: list[savefiles.Damaged] = []
            savefiles.report_damaged(found.path, paths.autosave_dir(), str(exc), damaged)
            if damaged:
                QMessageBox.warning(self, _tr("Resume"), plain(damaged_text(self, damaged)))
            return False
        self._install(session)
        self.save_path = None
        if any(seat.is_remote for seat in session.seats):  # a hosted table: its players come back in
            network = getattr(session, "resumed_network", None) or {}
            self.network.serve(session, code=network.get("code"), tokens=network.get("tokens"))
        return True
