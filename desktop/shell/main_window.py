"""The main window: the library (desktop/shell/library.py), the table of the game in progress
(desktop/shell/game_page.py), menus, the end of a game, and the dialogs (desktop/shell/dialogs.py); Open, Save and
Resume are in desktop/shell/window_files.py."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

import engines
from desktop.games import playable
from desktop.i18n import LANGUAGES, current_language, install_translations, translate_text
from desktop.shell import share
from desktop.shell.focus import FocusKeeper
from desktop.shell.lazy import lazy_names
from desktop.shell.library import GameCard, Library, game_pitch, game_title, player_range  # noqa: F401
from desktop.shell.network_tables import NetworkTables
from desktop.shell.results_again import ResultsAgain
from desktop.shell.review_menu import WindowReviews
from desktop.shell.sound_settings import WindowSound
from desktop.shell.theme import WindowTheme
from desktop.shell.window_files import FILE_FILTER, WindowFiles  # noqa: F401
from desktop.storage import paths, settings
from desktop.table.legend import LEGEND_KEY, open_legend
from desktop.widgets.notice import NoticeBanner

if TYPE_CHECKING:
    from desktop.session import savefiles
    from desktop.session.local import GameSession
    from desktop.shell.game_page import GamePage
    from desktop.shell.newgame import NewGameChoice
    from desktop.storage.stats import Statistics
#: imported when first used, not at start-up (issue 28: a game, the plots' pyqtgraph); reached from here too
__getattr__ = _lazy = lazy_names(__name__, GameSession="desktop.session.local", GamePage="desktop.shell.game_page",
                                 PlayersPanel="desktop.shell.game_page", RulesDialog="desktop.rules.dialog",
                                 StatisticsDialog="desktop.shell.statistics", ResultsDialog="desktop.widgets.results",
                                 NewGameDialog="desktop.shell.newgame", NewGameChoice="desktop.shell.newgame",
                                 Statistics="desktop.storage.stats", **dict.fromkeys((
                                     "ABANDON", "STAY", "ResumeDialog", "ask_leave_game", "damaged_text", "plain"),
                                     "desktop.shell.dialogs"))


class MainWindow(WindowFiles, QMainWindow):
    """The library, the game on the table, menus, dialogs; the files part is in desktop/shell/window_files.py."""

    def __init__(self, *, computer_delay_ms: int | None = None) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Kotatsu"))
        self.session: GameSession | None = None
        self.page: GamePage | None = None
        self.save_path: Path | None = None
        self.computer_delay_ms = settings.computer_delay_ms() if computer_delay_ms is None else computer_delay_ms
        self._stats: Statistics | None = None
        self.hard_budget_s = settings.hard_budget_s()
        self._damaged_found: list[savefiles.Damaged] = []
        self.pages = QStackedWidget()
        self.library = Library()
        self.library.chosen.connect(self.new_game)
        self.pages.addWidget(self.library)
        self.notice = NoticeBanner()
        self.network = NetworkTables(self)  # issue 25: hosting and joining tables across computers
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        central_layout.setSpacing(0)
        central_layout.addWidget(self.notice)
        central_layout.addWidget(self.pages, 1)
        self.setCentralWidget(central)
        self._build_menus()
        self.statusBar().showMessage(self.tr("Choose a game to play."))
        self.resize(1280, 800)
        geometry = settings.window_geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        self._update_actions()
        # issue 29: the keyboard comes back to the table after every dialog and menu (desktop/shell/focus.py)
        self.focus_keeper = FocusKeeper(self, self._focus_fallback)

    def _focus_fallback(self) -> QWidget | None:
        """Where the keyboard goes when the widget that had it is gone: the table, or the first game."""
        if self.page is not None and self.pages.currentWidget() is self.page:
            return self.page.stack.currentWidget()
        return self.library.cards[0] if self.library.cards else None

    # ------------------------------------------------------------------ menus
    def _action(self, text: str, slot: Any, shortcut: Any = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self.act_new = self._action(self.tr("&New game…"), self.new_game_current, QKeySequence.StandardKey.New)
        self.act_open = self._action(self.tr("&Open…"), self.open_game, QKeySequence.StandardKey.Open)
        self.act_save = self._action(self.tr("&Save"), self.save_game, QKeySequence.StandardKey.Save)
        self.act_save_as = self._action(self.tr("Save &as…"), self.save_game_as, QKeySequence.StandardKey.SaveAs)
        self.act_resume = self._action(self.tr("&Resume an unfinished game…"), self.offer_resume)
        self.act_join = self._action(self.tr("&Join a table…"), lambda: self.network.join(), "Ctrl+J")
        self.act_invite = self._action(self.tr("&Invite players…"), lambda: self.network.show_invitation())
        self.act_away = self._action(self.tr("Players a&way…"), lambda: self.network.away_seats())
        self.act_stats = self._action(self.tr("S&tatistics…"), self.show_statistics)
        self.act_library = self._action(self.tr("&Library"), self.go_to_library, "Ctrl+L")
        self.act_quit = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        for a in (self.act_new, self.act_open, self.act_save, self.act_save_as, self.act_resume, None,
                  self.act_join, self.act_invite, self.act_away, None, self.act_stats, self.act_library, None, self.act_quit):
            game.addSeparator() if a is None else game.addAction(a)
        self.results_again = ResultsAgain(self, game, self.act_stats)  # issue 29: Game > Show results
        edit = bar.addMenu(self.tr("&Edit"))
        self.act_undo = self._action(self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = self._action(self.tr("&Redo"), self.redo, QKeySequence.StandardKey.Redo)
        self.act_hint = self._action(self.tr("&Hint"), self.hint, "Ctrl+H")
        for a in (self.act_undo, self.act_redo, self.act_hint):
            edit.addAction(a)
        # issue 17: share a position (desktop/shell/share.py): copy / save the table as a picture
        self.act_copy_table, self.act_save_table = share.install(
            self, edit, lambda: self.page.view if self.page is not None else None)
        rules = bar.addMenu(self.tr("&Rules"))
        self.act_rules_current = self._action(self.tr("Rules of this game"), self.show_current_rules,
                                              QKeySequence.StandardKey.HelpContents)
        rules.addAction(self.act_rules_current)
        # the table's legend (desktop/table/legend.py) is the view's own F2 shortcut: the menu names
        # the key after a tab, without a second shortcut that would make F2 ambiguous
        self.act_legend = self._action(self.tr("What the marks on this table mean") + "\t" + LEGEND_KEY,
                                       self.show_current_legend)
        rules.addAction(self.act_legend)
        rules.addSeparator()
        for g in engines.NAMES:
            rules.addAction(self._action(game_title(g), lambda _=False, g=g: self.show_rules(g)))
        settings_menu = bar.addMenu(self.tr("&Settings"))
        lang = settings_menu.addMenu(self.tr("&Language"))
        lang_group = QActionGroup(self)
        speed_group = QActionGroup(self)
        for code, name in LANGUAGES.items():
            a = self._action(name, lambda _=False, c=code: self.set_language(c))
            a.setCheckable(True)
            a.setChecked(code == current_language())
            lang_group.addAction(a)
            lang.addAction(a)
        speed = settings_menu.addMenu(self.tr("&Computer speed"))
        labels = (self.tr("Instant"), self.tr("Quick"), self.tr("Normal"), self.tr("Slow"))
        for label, ms in zip(labels, settings.COMPUTER_DELAYS_MS):
            a = self._action(label, lambda _=False, ms=ms: self.set_computer_delay(ms))
            a.setCheckable(True)
            a.setChecked(ms == self.computer_delay_ms)
            speed_group.addAction(a)
            speed.addAction(a)
        budget = settings_menu.addMenu(self.tr("&Hard computer's thinking time"))
        budget_group = QActionGroup(self)
        for seconds in settings.HARD_BUDGETS_S:
            a = self._action(self.tr("{0} s").format(f"{seconds:g}"), lambda _=False, t=seconds: self.set_hard_budget(t))
            a.setCheckable(True)
            a.setChecked(seconds == self.hard_budget_s)
            budget_group.addAction(a)
            budget.addAction(a)
        # issue 29: full screen (F11), the keys of the table and the window, the legend in Help too
        self.act_full_screen = self._action(self.tr("&Full screen"), self.toggle_full_screen, "F11")
        self.act_full_screen.setCheckable(True)
        settings_menu.addAction(self.act_full_screen)
        self.reviews = WindowReviews(self, game, settings_menu)  # issue 26: review, tutor
        self.sound = WindowSound(self, settings_menu)  # issue 27: Settings > Sound…, Ctrl+M mutes
        self.theme = WindowTheme(self, settings_menu)  # issue 29: Settings > Theme (system, light, dark)
        help_menu = bar.addMenu(self.tr("&Help"))
        self.act_keys = self._action(self.tr("&Keys…"), self.show_keys)
        help_menu.addAction(self.act_keys)
        help_menu.addAction(self.act_legend)
        help_menu.addSeparator()
        help_menu.addAction(self._action(self.tr("&About Kotatsu"), self.about))

    def _update_actions(self) -> None:
        s = self.session
        in_game = s is not None
        local = in_game and not s.is_remote()
        self.act_save.setEnabled(local and not s.is_over())
        self.act_save_as.setEnabled(local and not s.is_over())
        self.act_invite.setEnabled(self.network.host is not None)
        self.act_away.setEnabled(self.network.host is not None)
        self.act_undo.setEnabled(in_game and s.can_undo())
        self.act_redo.setEnabled(in_game and s.can_redo())
        self.act_hint.setEnabled(in_game and s.active_human() is not None)
        self.act_rules_current.setEnabled(in_game)
        self.act_legend.setEnabled(in_game and self.page is not None)
        self.act_new.setEnabled(True)
        self.results_again.update()

    # ------------------------------------------------------------------ statistics
    @property
    def stats(self) -> Statistics:
        if self._stats is None:
            from desktop.shell.statistics_results import watch_statistics

            self._stats = _lazy("Statistics")(paths.stats_path())
            watch_statistics(self._stats, self.notice)  # its problems in the banner while they last
        return self._stats

    # ------------------------------------------------------------------ games
    def new_game_current(self) -> None:
        if self.session is not None:
            self.new_game(self.session.game)
        else:
            self.show_library()

    def new_game(self, game: str) -> None:
        if not playable(game):
            return
        dialog = _lazy("NewGameDialog")(game, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        choice = dialog.choice()
        if self.leave_current_game():
            self.start(choice)

    def go_to_library(self) -> None:
        """Ctrl+L: back to the library, asking first when a game is in progress."""
        if self.leave_current_game():
            self.show_library()

    def ask_leave(self) -> str:
        assert self.session is not None
        return self.network.ask_leave() or _lazy("ask_leave_game")(self, self.session.engine.title)

    def leave_current_game(self) -> bool:
        """Before another game takes the table: a game in progress is kept for later (its autosave stays
        for Resume) or abandoned (its autosave removed); False when the player goes back to it. A game
        with no move yet has nothing to keep: it is left without asking and not offered for Resume."""
        s = self.session
        if s is None or s.is_over():
            return True
        ABANDON, STAY = _lazy("ABANDON"), _lazy("STAY")  # noqa: N806
        answer = self.ask_leave() if s.history else ABANDON
        if answer == STAY:
            return False
        if answer == ABANDON:
            s.close()
            if not s.is_remote():
                s.remove_autosave()
        return True

    def start(self, choice: NewGameChoice) -> GameSession:
        session = _lazy("GameSession")(choice.game, choice.seats, seed=choice.seed, options=choice.options,
                              autosave_dir=paths.autosave_dir(), computer_delay_ms=self.computer_delay_ms,
                              hard_budget_s=self.hard_budget_s)
        self.save_path = None
        self._install(session)
        session.autosave()
        if any(seat.is_remote for seat in choice.seats) and not self.network.serve(session):
            QMessageBox.warning(self, self.tr("Friends can't join"),
                                self.tr("Kotatsu could not open a port for the players on other computers."))
        self._update_actions()
        return session

    def install_table(self, table: Any) -> None:
        """A table of another kind takes the window (a RemoteTable joined through the network)."""
        self.save_path = None
        self._install(table)

    def _install(self, session: GameSession) -> None:
        self._drop_session()
        self.session = session
        session.setParent(self)
        self.page = _lazy("GamePage")(session)
        self.pages.addWidget(self.page)
        self.pages.setCurrentWidget(self.page)
        self.sound.attach(session, self.page.view)
        session.state_changed.connect(self._on_state)
        session.error.connect(self._on_error)
        session.game_over.connect(self._on_game_over)
        session.thinking.connect(lambda *_: self._update_actions())
        session.storage_problem.connect(lambda reason: self.notice.show_problem("storage", reason))
        session.storage_ok.connect(lambda: self.notice.clear("storage"))
        session.hint_ready.connect(self._on_hint)
        session.hint_failed.connect(self._on_hint_failed)
        self.reviews.attach(session)
        session.statistics = self.stats  # the session commits the result before it removes the autosave
        self.setWindowTitle(self.tr("{0} — Kotatsu").format(session.engine.title))
        session.start()
        self._on_state()

    def _drop_session(self) -> None:
        """Leaves the game on screen at once: its computer players and hint are told to stop (the
        session never waits for a search), its autosave stays for Resume."""
        self.notice.clear("storage")
        self.network.stop()
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
            self.session = None
        if self.page is not None:
            self.pages.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None

    def show_library(self) -> None:
        self._drop_session()
        self.setWindowTitle(self.tr("Kotatsu"))
        self.pages.setCurrentWidget(self.library)
        self.statusBar().showMessage(self.tr("Choose a game to play."))
        self._update_actions()
        self.library.cards[0].setFocus()

    def _on_state(self) -> None:
        self._update_actions()
        if self.page is not None and self.session is not None:
            text = self.page.view.status_text()
            if not text:
                human = self.session.active_human()
                if self.session.is_over():
                    text = self.tr("The game is over.")
                elif human is not None:
                    text = self.tr("{0}, it's your turn.").format(self.session.seats[human].name)
                else:
                    text = self.network.turn_words() or self.tr("Waiting for the computer players…")
            self.statusBar().showMessage(text)

    def _on_error(self, message: str) -> None:
        self.statusBar().showMessage(translate_text(message), 6000)
        QApplication.beep()

    def _on_game_over(self) -> None:
        session = self.session
        if session is None:
            return
        from desktop.shell.statistics_results import personal_lines

        extra = personal_lines(self.stats, session)  # the session has recorded the game already
        # let the last move be seen before the dialog
        QTimer.singleShot(400, self, lambda: self._show_results(session, extra))  # not after the window went

    def _show_results(self, session: GameSession, extra: list[str]) -> None:
        if session is not self.session or self.page is None:
            return
        view = self.page.view
        if view.is_presenting():  # let the end-of-game animation finish (or be skipped) first
            def after() -> None:
                view.presentation_finished.disconnect(after)
                self._show_results(session, extra)

            view.presentation_finished.connect(after)
            return
        ResultsDialog = _lazy("ResultsDialog")  # noqa: N806
        dialog = ResultsDialog(session, extra, self, swatches=view.seat_swatches())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per game would pile up otherwise
        if getattr(self.page, "tutorial", None) is not None:   # a lesson: beside the coach's last words
            self.page.tutorial.place_clear_of_coach(dialog)
        result = dialog.exec()
        if result == ResultsDialog.PLAY_AGAIN:
            self.start(_lazy("NewGameChoice")(session.game, session.seats, session.options, None))
        elif result == ResultsDialog.LIBRARY:
            self.show_library()
        elif result == ResultsDialog.REVIEW:
            self.reviews.review_session(session)

    # ------------------------------------------------------------------ undo, hint
    def undo(self) -> None:
        if self.session is not None and not self.session.undo():
            self.statusBar().showMessage(self.tr("Nothing to undo: a card was revealed, dice were rolled or "
                                                 "another player has moved since."), 5000)

    def redo(self) -> None:
        if self.session is not None:
            self.session.redo()

    def hint(self) -> None:
        """The hard player's suggestion for the human at the screen, asked of the session (it thinks
        off the interface thread and drops the question when the position moves on)."""
        s = self.session
        if s is None or not s.request_hint():
            return
        self.statusBar().showMessage(self.tr("Thinking about a hint…"))

    def _on_hint(self, seat: int, action: Any, description: str, reason: str) -> None:
        text = self.tr("Hint: {0}").format(description) + (f" — {reason}" if reason else "")
        self.statusBar().showMessage(text, 15000)

    def _on_hint_failed(self, message: str) -> None:
        self.statusBar().showMessage(message, 5000)

    # ------------------------------------------------------------------ other dialogs
    def show_current_rules(self) -> None:
        if self.session is not None:
            self.show_rules(self.session.game)

    def show_current_legend(self) -> None:
        if self.page is not None:
            open_legend(self.page.view)

    def show_rules(self, game: str) -> None:
        _lazy("RulesDialog")(game, self).exec()

    def show_statistics(self) -> None:
        _lazy("StatisticsDialog")(self.stats, self).exec()

    def set_language(self, code: str) -> None:
        settings.set_value("language", code)
        install_translations(QCoreApplication.instance(), code)
        from desktop.shell.restart import offer_restart

        offer_restart(self)   # issue 29: said plainly, with Restart now

    def set_computer_delay(self, ms: int) -> None:
        self.computer_delay_ms = ms
        settings.set_value("computer_delay_ms", ms)
        if self.session is not None:
            self.session.computer_delay_ms = ms

    def set_hard_budget(self, seconds: float) -> None:
        """Thinking time of "hard" computer players per decision and of hints; applies to games started
        or opened from now."""
        self.hard_budget_s = seconds
        settings.set_value("hard_budget_s", seconds)

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()
        self.act_full_screen.setChecked(self.isFullScreen())

    def show_keys(self) -> None:
        from desktop.shell.dialogs import show_keys

        show_keys(self, self.page.view if self.page is not None else None, self.act_legend)

    def about(self) -> None:
        import html
        titles = ", ".join(html.escape(engines.get(g).title) for g in engines.NAMES if engines.available(g))
        QMessageBox.about(self, self.tr("About Kotatsu"),
                          self.tr("<h3>Kotatsu</h3><p>Tabletop games at one computer: {0}. Hot-seat play and "
                                  "computer opponents. All pictures are drawn by the program.</p>").format(titles))

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        settings.set_value("window/geometry", bytes(self.saveGeometry().data()))
        if self.session is not None:
            self.session.close()  # the autosave already holds every move made
        if self._stats is not None:
            self._stats.close()
        super().closeEvent(event)
