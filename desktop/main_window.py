"""The main window: the game library, the table of the game in progress, menus and dialogs."""
from __future__ import annotations

import datetime
import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor, QFont, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

import engines
from desktop import paths, savefiles, settings, share
from desktop.covers import paint_cover
from desktop.games import playable, view_class
from desktop.games.base import GameView
from desktop.i18n import LANGUAGES, current_language, install_translations, translate_text
from desktop.newgame import NewGameChoice, NewGameDialog, level_label
from desktop.session import GameSession
from desktop.stats import Statistics
from desktop.widgets.handover import HandoverScreen
from desktop.widgets.keys import is_activation
from desktop.widgets.log import GameLog
from desktop.widgets.notice import NoticeBanner
from desktop.widgets.results import ResultsDialog

FILE_FILTER = "Kotatsu game (*.kotatsu);;JSON (*.json);;All files (*)"


def game_title(game: str) -> str:
    return {"r_eco": "R-Eco", "rolling_japan": "Rolling Japan", "siberia": "Siberia: The Card Game",
            "coloretto": "Coloretto", "pueblo": "Pueblo"}[game]


def game_pitch(game: str) -> str:
    return {
        "r_eco": QCoreApplication.translate(
            "library", "Recycle waste for rewards; dump it illegally and pay for it."),
        "rolling_japan": QCoreApplication.translate(
            "library", "Write dice on a map of Japan, neighbours within one."),
        "siberia": QCoreApplication.translate(
            "library", "Dig for gas, coal, oil, gold and diamonds with your workers."),
        "coloretto": QCoreApplication.translate(
            "library", "Collect three colours, and as little of the rest as you can."),
        "pueblo": QCoreApplication.translate(
            "library", "Build a pueblo together and hide your colour from the chieftain."),
    }[game]


def player_range(game: str) -> tuple[int, int]:
    if engines.available(game):
        e = engines.get(game)
        return e.min_players, e.max_players
    return {"r_eco": (2, 5), "rolling_japan": (1, 8), "siberia": (2, 4), "coloretto": (2, 5), "pueblo": (2, 4)}[game]


class GameCard(QWidget):
    """One game in the library: its picture, name, player count and pitch; click or Enter to play."""

    chosen = Signal(str)

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.ready = playable(game)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if self.ready else Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(QSize(220, 320))
        self.setMaximumSize(QSize(420, 420))
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.ready else Qt.CursorShape.ArrowCursor)
        lo, hi = player_range(game)
        self.players_text = (self.tr("{0} player").format(lo) if lo == hi == 1 else
                             self.tr("{0}–{1} players").format(lo, hi))
        status = "" if self.ready else self.tr(" (coming soon)")
        self.setAccessibleName(game_title(game) + status)
        self.setAccessibleDescription(f"{self.players_text}. {game_pitch(game)}")
        self.setToolTip(game_pitch(game) if self.ready else self.tr("Coming soon: this game is not built yet."))

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        if self.ready and event.button() == Qt.MouseButton.LeftButton:
            self.chosen.emit(self.game)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        if self.ready and is_activation(event):
            self.chosen.emit(self.game)
        elif event.key() in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.focusNextChild()
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.focusPreviousChild()
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: Any) -> None:  # noqa: N802
        self.update()
        super().focusOutEvent(event)

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        p.setPen(QPen(QColor("#c0392b") if self.hasFocus() else QColor("#b9ab93"), 3 if self.hasFocus() else 1))
        p.setBrush(QColor("#fffaf0"))
        p.drawRoundedRect(r, 12, 12)
        picture = QRectF(r.left() + 10, r.top() + 10, r.width() - 20, min(r.height() * 0.55, (r.width() - 20) * 0.72))
        paint_cover(self.game, p, picture)
        if not self.ready:
            p.fillRect(picture, QColor(255, 250, 240, 150))
        wrap = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        text = QRectF(r.left() + 14, picture.bottom() + 8, r.width() - 28, r.bottom() - picture.bottom() - 12)
        title_font = QFont(self.font())
        title_font.setPointSize(title_font.pointSize() + 4)
        title_font.setBold(True)
        p.setFont(title_font)
        p.setPen(QColor("#2c2620") if self.ready else QColor("#8c8170"))
        used = p.boundingRect(text, wrap, game_title(self.game))
        p.drawText(text, wrap, game_title(self.game))
        p.setFont(self.font())
        line2 = QRectF(text.left(), used.bottom() + 6, text.width(), text.bottom() - used.bottom() - 6)
        sub = self.players_text + ("" if self.ready else self.tr(" · coming soon"))
        p.setPen(QColor("#8a5a2b") if self.ready else QColor("#9c9080"))
        used = p.boundingRect(line2, wrap, sub)
        p.drawText(line2, wrap, sub)
        p.setPen(QColor("#4a4036") if self.ready else QColor("#9c9080"))
        pitch = QRectF(line2.left(), used.bottom() + 6, line2.width(), line2.bottom() - used.bottom() - 6)
        p.drawText(pitch, wrap, game_pitch(self.game))
        p.end()


class Library(QWidget):
    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Game library"))
        outer = QVBoxLayout(self)
        title = QLabel(self.tr("Kotatsu"))
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + 14)
        font.setBold(True)
        title.setFont(font)
        subtitle = QLabel(self.tr("Five tabletop games around one screen. Choose a game."))
        outer.addWidget(title)
        outer.addWidget(subtitle)
        grid_host = QWidget()
        self.grid = QGridLayout(grid_host)
        self.cards = [GameCard(g) for g in engines.NAMES]
        for card in self.cards:
            card.chosen.connect(self.chosen)
        self._columns = 0
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        outer.addWidget(scroll, 1)
        self._relayout()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout()

    def _relayout(self) -> None:
        columns = max(1, min(5, (self.width() - 20) // 240)) if self.width() > 0 else 3
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards:
            self.grid.removeWidget(card)
        for i, card in enumerate(self.cards):
            self.grid.addWidget(card, i // columns, i % columns, Qt.AlignmentFlag.AlignTop)
        self.grid.setRowStretch((len(self.cards) - 1) // columns + 1, 1)


class PlayersPanel(QWidget):
    """Who plays, whose turn it is, who is thinking."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setAccessibleName(self.tr("Players"))
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.labels = []
        for _ in session.seats:
            label = QLabel()
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            self.layout_.addWidget(label)
            self.labels.append(label)
        self.thinking_seat: int | None = None
        session.state_changed.connect(self.refresh)
        session.thinking.connect(self._thinking)
        self.refresh()

    def _thinking(self, seat: int, on: bool) -> None:
        self.thinking_seat = seat if on else None
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        movers = s.engine.to_move(s.state)
        scores = s.engine.scores(s.state)
        for seat, label in enumerate(self.labels):
            who = s.seats[seat]
            kind = self.tr("human") if who.is_human else self.tr("computer, {0}").format(
                level_label(who.level).lower())
            marker = "▶ " if seat in movers else "　"
            extra = ""
            if seat == self.thinking_seat:
                extra = " — <i>" + self.tr("thinking…") + "</i>"
            # the name is the player's own text: escaped, never read as markup
            label.setText(f"{marker}<b>{html.escape(who.name)}</b> <small>({html.escape(kind)})</small>: "
                          f"{html.escape(str(scores[seat]))}{extra}")
            label.setAccessibleName(f"{who.name}, {kind}, {scores[seat]}")


class GamePage(QWidget):
    """The table: the game's view (or the hand-over screen), the players and the log."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.stack = QStackedWidget()
        cls = view_class(session.game)
        assert cls is not None
        self.view: GameView = cls(session)
        self.handover = HandoverScreen()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.handover)
        side = QWidget()
        side.setMinimumWidth(170)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 0, 0, 0)
        self.players = PlayersPanel(session)
        side_layout.addWidget(self.players)
        log_title = QLabel(self.tr("Game log"))
        side_layout.addWidget(log_title)
        self.log = GameLog(session)
        side_layout.addWidget(self.log, 1)
        splitter.addWidget(self.stack)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setCollapsible(0, False)
        splitter.setSizes([1000, 240])
        layout.addWidget(splitter)
        self.handover.ready.connect(session.accept_handover)
        session.handover_changed.connect(self._handover)
        self._handover()

    def _handover(self) -> None:
        to = self.session.handover_to
        if to is not None:
            self.handover.show_for(self.session.seats[to].name)
            self.stack.setCurrentWidget(self.handover)
        else:
            self.stack.setCurrentWidget(self.view)
            self.view.setFocus()


class MainWindow(QMainWindow):
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
        self.act_stats = self._action(self.tr("S&tatistics…"), self.show_statistics)
        self.act_library = self._action(self.tr("&Library"), self.show_library, "Ctrl+L")
        self.act_quit = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        for a in (self.act_new, self.act_open, self.act_save, self.act_save_as, self.act_resume, None,
                  self.act_stats, self.act_library, None, self.act_quit):
            game.addSeparator() if a is None else game.addAction(a)
        edit = bar.addMenu(self.tr("&Edit"))
        self.act_undo = self._action(self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = self._action(self.tr("&Redo"), self.redo, QKeySequence.StandardKey.Redo)
        self.act_hint = self._action(self.tr("&Hint"), self.hint, "Ctrl+H")
        for a in (self.act_undo, self.act_redo, self.act_hint):
            edit.addAction(a)
        # issue 17: share a position (desktop/share.py): copy / save the table as a picture
        self.act_copy_table, self.act_save_table = share.install(
            self, edit, lambda: self.page.view if self.page is not None else None)
        rules = bar.addMenu(self.tr("&Rules"))
        self.act_rules_current = self._action(self.tr("Rules of this game"), self.show_current_rules,
                                              QKeySequence.StandardKey.HelpContents)
        rules.addAction(self.act_rules_current)
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
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self._action(self.tr("&About Kotatsu"), self.about))

    def _update_actions(self) -> None:
        s = self.session
        in_game = s is not None
        self.act_save.setEnabled(in_game and not s.is_over())
        self.act_save_as.setEnabled(in_game and not s.is_over())
        self.act_undo.setEnabled(in_game and s.can_undo())
        self.act_redo.setEnabled(in_game and s.can_redo())
        self.act_hint.setEnabled(in_game and s.active_human() is not None)
        self.act_rules_current.setEnabled(in_game)
        self.act_new.setEnabled(True)

    # ------------------------------------------------------------------ statistics
    @property
    def stats(self) -> Statistics:
        if self._stats is None:
            self._stats = Statistics(paths.stats_path())
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
        dialog = NewGameDialog(game, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.start(dialog.choice())

    def start(self, choice: NewGameChoice) -> GameSession:
        session = GameSession(choice.game, choice.seats, seed=choice.seed, options=choice.options,
                              autosave_dir=paths.autosave_dir(), computer_delay_ms=self.computer_delay_ms,
                              hard_budget_s=self.hard_budget_s)
        self.save_path = None
        self._install(session)
        session.autosave()
        return session

    def _install(self, session: GameSession) -> None:
        self._drop_session()
        self.session = session
        session.setParent(self)
        self.page = GamePage(session)
        self.pages.addWidget(self.page)
        self.pages.setCurrentWidget(self.page)
        session.state_changed.connect(self._on_state)
        session.error.connect(self._on_error)
        session.game_over.connect(self._on_game_over)
        session.thinking.connect(lambda *_: self._update_actions())
        session.storage_problem.connect(lambda reason: self.notice.show_problem("storage", reason))
        session.storage_ok.connect(lambda: self.notice.clear("storage"))
        session.hint_ready.connect(self._on_hint)
        session.hint_failed.connect(self._on_hint_failed)
        session.statistics = self.stats  # the session commits the result before it removes the autosave
        if self.stats.problem:
            self.notice.show_problem("statistics", self.stats.problem)
        self.setWindowTitle(self.tr("{0} — Kotatsu").format(session.engine.title))
        session.start()
        self._on_state()

    def _drop_session(self) -> None:
        """Leaves the game on screen at once: its computer players and hint are told to stop (the
        session never waits for a search), its autosave stays for Resume."""
        self.notice.clear("storage")
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
                    text = self.tr("Waiting for the computer players…")
            self.statusBar().showMessage(text)

    def _on_error(self, message: str) -> None:
        self.statusBar().showMessage(translate_text(message), 6000)
        QApplication.beep()

    def _on_game_over(self) -> None:
        session = self.session
        if session is None:
            return
        engine, state = session.engine, session.state
        scores = engine.scores(state)
        extra: list[str] = []
        try:  # the session has committed the result to the statistics already (session.statistics)
            solo = session.num_players == 1
            for i, seat in enumerate(session.seats):
                if not seat.is_human:
                    continue
                history = self.stats.scores(session.game, seat.name, solo_only=solo)
                best = self.stats.personal_best(session.game, seat.name, lowest_wins=engine.lowest_wins,
                                                solo_only=solo)
                previous = [s for _, s in history[:-1]]
                if previous and best == scores[i] and best not in previous:
                    extra.append(self.tr("{0}: a new personal best ({1})!").format(seat.name, best))
                elif best is not None:
                    extra.append(self.tr("{0}: personal best {1}, over %n finished game(s).", "",
                                         len(history)).format(seat.name, best))
                if solo and len(history) > 1:
                    last = ", ".join(str(s) for _, s in history[-10:])
                    extra.append(self.tr("Your last scores: {0}").format(last))
        except Exception as exc:  # statistics must never lose the game's end
            extra.append(self.tr("Statistics could not be saved: {0}").format(exc))
        # let the last move be seen before the dialog
        QTimer.singleShot(400, lambda: self._show_results(session, extra))

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
        dialog = ResultsDialog(session, extra, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per game would pile up otherwise
        result = dialog.exec()
        if result == ResultsDialog.PLAY_AGAIN:
            self.start(NewGameChoice(session.game, session.seats, session.options, None))
        elif result == ResultsDialog.LIBRARY:
            self.show_library()

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

    # ------------------------------------------------------------------ files
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
        stamp = datetime.datetime.now().strftime("%Y-%m-%d %H%M")
        default = str(Path.home() / f"{self.session.engine.title} {stamp}.kotatsu")
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), default, FILE_FILTER)
        if name:
            self.save_path = Path(name)
            self._write(self.save_path)

    def _write(self, path: Path) -> None:
        try:
            assert self.session is not None
            self.session.save_to(path)
            self.statusBar().showMessage(self.tr("Saved to {0}").format(path), 5000)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Could not save"),
                                plain(self.tr("The game could not be saved:\n{0}").format(exc)))

    def open_game(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), str(Path.home()), FILE_FILTER)
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """Opens a saved game; a damaged, foreign or hostile file gets a clear message and changes nothing.
        The file is checked (savefiles.read_save) before the session replays it; the game gets a fresh
        id, so its autosave is a new file of the application's own naming."""
        try:
            save = savefiles.off_gui_thread(savefiles.read_save, path)
            session = GameSession.from_save(save, autosave_dir=paths.autosave_dir(),
                                            computer_delay_ms=self.computer_delay_ms,
                                            hard_budget_s=self.hard_budget_s)
        except (ValueError, OSError, RecursionError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            QMessageBox.warning(self, self.tr("Could not open the game"),
                                plain(self.tr("{0} could not be opened.\n\n{1}").format(Path(path).name, reason)))
            return False
        self._install(session)
        self.save_path = Path(path)
        return True

    def scan_unfinished(self) -> tuple[list[savefiles.Unfinished], list[savefiles.Damaged]]:
        """The good unfinished games, newest first, and the damaged autosaves (moved aside now)."""
        good, damaged = savefiles.off_gui_thread(savefiles.scan_autosaves, paths.autosave_dir())
        return [u for u in good if playable(u.game)], damaged

    def unfinished_games(self) -> list[tuple[Path, dict[str, Any]]]:
        """(autosave file, checked save) of each good unfinished game; "id" is the file's own name."""
        good, self._damaged_found = self.scan_unfinished()
        return [(u.path, {**u.save, "id": u.path.stem}) for u in good]

    def offer_resume(self, *, at_start: bool = False) -> None:
        good, damaged = self.scan_unfinished()
        if not good:
            if damaged:
                QMessageBox.warning(self, self.tr("Resume"), plain(damaged_text(self, damaged)))
            elif not at_start:
                QMessageBox.information(self, self.tr("Resume"), self.tr("There is no unfinished game."))
            return
        dialog = ResumeDialog(good, self, damaged=damaged)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.selected is not None:
            self.resume(dialog.selected)

    def resume(self, found: savefiles.Unfinished) -> bool:
        """Resumes an autosave found in the autosave folder; it keeps writing to that file. A save
        that does not replay is damaged: moved aside and reported."""
        try:
            session = GameSession.from_save(found.save, autosave_dir=paths.autosave_dir(),
                                            autosave_file=found.path, computer_delay_ms=self.computer_delay_ms,
                                            hard_budget_s=self.hard_budget_s)
        except (ValueError, OSError, RecursionError) as exc:
            damaged: list[savefiles.Damaged] = []
            savefiles.report_damaged(found.path, paths.autosave_dir(), str(exc), damaged)
            if damaged:
                QMessageBox.warning(self, self.tr("Resume"), plain(damaged_text(self, damaged)))
            return False
        self._install(session)
        self.save_path = None
        return True

    # ------------------------------------------------------------------ other dialogs
    def show_current_rules(self) -> None:
        if self.session is not None:
            self.show_rules(self.session.game)

    def show_rules(self, game: str) -> None:
        RulesDialog(game, self).exec()

    def show_statistics(self) -> None:
        StatisticsDialog(self.stats, self).exec()

    def set_language(self, code: str) -> None:
        settings.set_value("language", code)
        install_translations(QCoreApplication.instance(), code)
        QMessageBox.information(self, self.tr("Language"),
                                self.tr("The new language applies fully after Kotatsu restarts."))

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

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Kotatsu"),
                          self.tr("<h3>Kotatsu</h3><p>Five tabletop games at one computer: R-Eco, Rolling Japan, "
                                  "Siberia: The Card Game, Coloretto and Pueblo. Hot-seat play and computer "
                                  "opponents. All pictures are drawn by the program.</p>"))

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        settings.set_value("window/geometry", bytes(self.saveGeometry().data()))
        if self.session is not None:
            self.session.close()  # the autosave already holds every move made
        if self._stats is not None:
            self._stats.close()
        super().closeEvent(event)


def plain(text: str) -> str:
    """Text for a message box (which reads markup-looking text as rich text): file names, reasons and
    players' names are shown as they are, never as markup."""
    if "<" not in text and "&" not in text:
        return text
    return "<p>" + html.escape(text).replace("\n", "<br>") + "</p>"


def damaged_text(widget: QWidget, damaged: list[savefiles.Damaged]) -> str:
    """One plain sentence per damaged autosave set aside, by name."""
    lines = [QCoreApplication.translate("ResumeDialog", "These autosaves are damaged and were set aside in the "
                                        "\"{0}\" folder:").format(savefiles.DAMAGED)]
    lines += [f"• {d.name}: {d.reason}" for d in damaged]
    return "\n".join(lines)


class ResumeDialog(QDialog):
    def __init__(self, games: list[savefiles.Unfinished], parent: QWidget | None = None, *,
                 damaged: list[savefiles.Damaged] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resume an unfinished game"))
        self.selected: savefiles.Unfinished | None = None
        self._games = list(games)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("These games were not finished. Resume one?")))
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Unfinished games"))
        for index, found in enumerate(self._games):
            when = datetime.datetime.fromtimestamp(found.saved_at)
            item = QListWidgetItem(self.tr("{0} — {1} — {2} moves — {3}").format(
                game_title(found.game), ", ".join(found.names), found.moves, when.strftime("%Y-%m-%d %H:%M")))
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _: self._resume())
        layout.addWidget(self.list)
        self.damaged_label: QLabel | None = None
        if damaged:
            self.damaged_label = QLabel(damaged_text(self, damaged))
            self.damaged_label.setTextFormat(Qt.TextFormat.PlainText)
            self.damaged_label.setWordWrap(True)
            self.damaged_label.setStyleSheet("color: #8a3b12;")
            layout.addWidget(self.damaged_label)
        buttons = QDialogButtonBox()
        resume = QPushButton(self.tr("Resume"))
        discard = QPushButton(self.tr("Discard"))
        later = QPushButton(self.tr("Not now"))
        buttons.addButton(resume, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(discard, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(later, QDialogButtonBox.ButtonRole.RejectRole)
        resume.clicked.connect(self._resume)
        discard.clicked.connect(self._discard)
        later.clicked.connect(self.reject)
        layout.addWidget(buttons)
        resume.setDefault(True)

    def _current(self) -> savefiles.Unfinished | None:
        item = self.list.currentItem()
        return None if item is None else self._games[int(item.data(Qt.ItemDataRole.UserRole))]

    def _resume(self) -> None:
        found = self._current()
        if found is not None:
            self.selected = found
            self.accept()

    def _discard(self) -> None:
        found = self._current()
        if found is None:
            return
        answer = QMessageBox.question(self, self.tr("Discard"), self.tr("Discard this unfinished game for good?"))
        if answer == QMessageBox.StandardButton.Yes:
            try:
                found.path.unlink(missing_ok=True)
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Discard"), plain(str(exc.strerror or exc)))
                return
            self.list.takeItem(self.list.currentRow())
            if self.list.count() == 0:
                self.reject()


class RulesDialog(QDialog):
    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of {0}").format(game_title(game)))
        self.resize(720, 640)
        layout = QVBoxLayout(self)
        browser = QTextBrowser()
        browser.setAccessibleName(self.tr("Rules"))
        browser.setOpenExternalLinks(False)
        lang = current_language()
        folder = paths.resources_dir() / "rules"
        page = folder / f"{game}.{lang}.html"
        if not page.exists():
            page = folder / f"{game}.html"
        if page.exists():
            browser.setHtml(f"<h1>{game_title(game)}</h1>" + page.read_text(encoding="utf-8"))
        else:
            browser.setHtml(f"<h1>{game_title(game)}</h1><p>" +
                            self.tr("The rules page of this game is not written yet.") + "</p>")
        layout.addWidget(browser)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)


class StatisticsDialog(QDialog):
    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(640, 480)
        layout = QVBoxLayout(self)
        lows = {g: (engines.get(g).lowest_wins if engines.available(g) else False) for g in engines.NAMES}
        table = QTreeWidget()
        table.setAccessibleName(self.tr("Statistics per game"))
        table.setHeaderLabels([self.tr("Game"), self.tr("Played"), self.tr("Won by humans"), self.tr("Best score")])
        for row in stats.summary(lowest_wins=lows):
            table.addTopLevelItem(QTreeWidgetItem([game_title(row.game), str(row.played), f"{row.won:g}",
                                                   "—" if row.best is None else str(row.best)]))
        layout.addWidget(QLabel(self.tr("Finished games, by game")))
        layout.addWidget(table)
        recent = QTreeWidget()
        recent.setAccessibleName(self.tr("Recent games"))
        recent.setHeaderLabels([self.tr("When"), self.tr("Game"), self.tr("Players and scores")])
        for g in stats.recent(30):
            when = datetime.datetime.fromtimestamp(g["finished_at"]).strftime("%Y-%m-%d %H:%M")
            who = ", ".join(f"{p['name']} {p['score']}" + (" ★" if p["won"] else "") for p in g["players"])
            recent.addTopLevelItem(QTreeWidgetItem([when, game_title(g["game"]), who]))
        layout.addWidget(QLabel(self.tr("Recent games")))
        layout.addWidget(recent)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)

