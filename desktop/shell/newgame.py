"""The new-game dialog: players, seats (name, human or computer and its level), rule options, seed."""
from __future__ import annotations

import datetime
import hashlib
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import engines
from desktop.i18n import level_label
from desktop.session.saves import Seat
from desktop.storage import settings
from engines.players import LEVELS


def daily_seed(day: datetime.date | None = None) -> int:
    """The same seed for everyone on a given day: "same rolls" play across computers."""
    day = day or datetime.date.today()
    return int.from_bytes(hashlib.sha256(f"kotatsu-{day.isoformat()}".encode()).digest()[:4], "big") & 0x7FFFFFFF


@dataclass
class NewGameChoice:
    game: str
    seats: list[Seat]
    options: dict[str, Any]
    seed: int | None
    #: the human seats the tutor watches (issue 26: a question before a blunder)
    tutor: tuple[int, ...] = ()


class NewGameDialog(QDialog):
    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.engine = engines.get(game)
        self.setWindowTitle(self.tr("New game of {0}").format(self.engine.title))
        self.setAccessibleName(self.tr("New game"))
        layout = QVBoxLayout(self)

        top = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(self.engine.min_players, self.engine.max_players)
        self.count.setAccessibleName(self.tr("Number of players"))
        lo, hi = self.engine.min_players, self.engine.max_players
        self.count.setValue(settings.player_count(game, lo, hi, min(max(3, lo), hi)))
        top.addRow(self.tr("&Players:"), self.count)
        layout.addLayout(top)

        seats_box = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(seats_box)
        self.headers = [QLabel(self.tr("Name")), QLabel(self.tr("Played by")), QLabel(self.tr("Level"))]
        for column, header in enumerate(self.headers, 1):
            grid.addWidget(header, 0, column)
        self.tutor_header = QLabel(self.tr("Tutor"))  # issue 26: a question before a blunder
        grid.addWidget(self.tutor_header, 0, 4)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox, QComboBox]] = []
        self.tutors: list[QCheckBox] = []  # issue 26, per human seat
        for i in range(self.engine.max_players):
            label = QLabel(self.tr("Seat {0}").format(i + 1))
            name = QLineEdit()
            label.setBuddy(name)  # the row's label names its name field (screen readers, click to focus)
            name.setAccessibleName(self.tr("Name of seat {0}").format(i + 1))
            default_name = self.tr("You") if i == 0 else self.tr("Computer {0}").format(i)
            if i == 0:   # the player's own name follows them from game to game; the rest is this game's
                default_name = settings.seat_name(0, default_name)
            name.setMaxLength(settings.MAX_NAME)
            name.setText(settings.seat_name(i, default_name, game))
            kind = QComboBox()
            kind.addItem(self.tr("Human"), "human")
            kind.addItem(self.tr("Computer"), "computer")
            if self.engine.max_players > 1:  # issue 25: a friend joins this seat from their own Kotatsu
                kind.addItem(self.tr("On another computer"), "remote")
            kind.setAccessibleName(self.tr("Seat {0} played by").format(i + 1))
            kind.setCurrentIndex(kind.findData(settings.seat_kind(i, "human" if i == 0 else "computer", game)))
            level = QComboBox()
            for lv in LEVELS:
                level.addItem(level_label(lv), lv)
            level.setAccessibleName(self.tr("Seat {0} computer level").format(i + 1))
            level.setCurrentIndex(max(0, level.findData(settings.seat_level(i, game=game))))
            kind.currentIndexChanged.connect(self._update_rows)
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            grid.addWidget(level, i + 1, 3)
            tutor = QCheckBox()
            tutor.setAccessibleName(self.tr("Seat {0}: tutor (a question before a blunder)").format(i + 1))
            tutor.setToolTip(self.tr("Before a move the hard computer judges a blunder, ask whether to play it anyway"))
            tutor.setChecked(settings.seat_tutor(i, game))
            grid.addWidget(tutor, i + 1, 4)
            self.tutors.append(tutor)
            if i == 0:
                self.tutor_header.setBuddy(tutor)
            if i == 0:  # the column headings label the first row's boxes
                for header, box in zip(self.headers, (name, kind, level)):
                    header.setBuddy(box)
            self.rows.append((label, name, kind, level))
        layout.addWidget(seats_box)

        self.option_widgets: dict[str, QWidget] = {}
        self.explanations: dict[str, QLabel] = {}
        if self.engine.options_schema:
            options_box = QGroupBox(self.tr("Rules options"))
            form = QGridLayout(options_box)  # a grid (not a form): its wrapped explanations get their height
            form.setColumnStretch(1, 1)
            for spec in self.engine.options_schema:
                label = QCoreApplication.translate("engine", spec["label"])
                widget: QWidget
                if spec["kind"] == "choice":
                    widget = QComboBox()
                    labels = spec.get("choice_labels", {})
                    for choice in spec["choices"]:
                        text = labels.get(choice, str(choice).replace("_", " ").capitalize())
                        widget.addItem(QCoreApplication.translate("engine", text), choice)
                    widget.setCurrentIndex(widget.findData(spec["default"]))
                elif spec["kind"] == "int":
                    widget = QSpinBox()
                    widget.setRange(spec["min"], spec["max"])
                    widget.setValue(spec["default"])
                else:
                    widget = QCheckBox()
                    widget.setChecked(bool(spec["default"]))
                widget.setAccessibleName(label)
                if spec.get("help"):
                    widget.setToolTip(QCoreApplication.translate("engine", spec["help"]))
                row = form.rowCount()
                caption = QLabel(self.tr("{0}:").format(label))
                caption.setBuddy(widget)
                form.addWidget(caption, row, 0)
                form.addWidget(widget, row, 1, Qt.AlignmentFlag.AlignLeft)
                self.option_widgets[spec["name"]] = widget
                form.addWidget(self._explanation(spec, widget), row + 1, 0, 1, 2)  # issue 18: what it does
            layout.addWidget(options_box)

        seed_row = QHBoxLayout()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setValidator(QIntValidator(0, 2**31 - 1, self))
        self.seed.setAccessibleName(self.tr("Seed"))
        self.seed.setToolTip(self.tr("The same seed and options give the same shuffles and rolls."))
        today = QPushButton(self.tr("Today's seed"))
        today.setToolTip(self.tr("Everyone who plays today's seed gets the same game."))
        today.clicked.connect(lambda: self.seed.setText(str(daily_seed())))
        seed_row.addWidget(QLabel(self.tr("&Seed:")))
        seed_row.itemAt(0).widget().setBuddy(self.seed)
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(today)
        layout.addLayout(seed_row)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.count.valueChanged.connect(self._update_rows)
        self._update_rows()

    def _explanation(self, spec: dict[str, Any], widget: QWidget) -> QLabel:
        """The option's one-line explanation (RULESART's desktop/rules/options.py), with the value
        recommended for a first game and a link that opens the rules page at the option."""
        from desktop.rules import options as rules_options

        line = QLabel(rules_options.explanation_html(self.game, spec))
        line.setObjectName(f"explain_{spec['name']}")
        line.setWordWrap(True)
        line.setTextFormat(Qt.TextFormat.RichText)
        line.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        line.setStyleSheet("color: palette(placeholder-text);")
        line.linkActivated.connect(self._open_rules)
        width = line.fontMetrics().averageCharWidth() * 84  # a dialog never gives a wrapped label its height:
        line.setMinimumWidth(width)                         # the lines it needs at its narrowest, reserved
        line.setMinimumHeight(line.heightForWidth(width))
        widget.setAccessibleDescription(rules_options.explanation(self.game, spec["name"]))
        self.explanations[spec["name"]] = line
        return line

    def _open_rules(self, link: str) -> None:
        from desktop.rules.dialog import RulesDialog

        dialog = RulesDialog(self.game, self, anchor=link.removeprefix("rules:"))
        self.rules_dialog = dialog
        dialog.open()

    def _update_rows(self) -> None:
        n = self.count.value()
        for i, (label, name, kind, level) in enumerate(self.rows):
            for w in (label, name, kind, level):
                w.setVisible(i < n)
            level.setEnabled(kind.currentData() == "computer")
            self.tutors[i].setVisible(i < n)
            self.tutors[i].setEnabled(kind.currentData() == "human")
        # issue 29: fewer seats leave no blank gap: the dialog takes the height it needs now
        if self.layout() is not None:
            self.layout().activate()
            self.resize(self.width(), self.sizeHint().height())

    def choice(self) -> NewGameChoice:
        n = self.count.value()
        seats = []
        for i in range(n):
            _, name, kind, level = self.rows[i]
            text = settings.clean_text(name.text()) or self.tr("Player {0}").format(i + 1)
            seats.append(Seat(text, kind.currentData(), level.currentData()))
        options: dict[str, Any] = {}
        for spec in self.engine.options_schema:
            w = self.option_widgets[spec["name"]]
            if isinstance(w, QComboBox):
                options[spec["name"]] = w.currentData()
            elif isinstance(w, QSpinBox):
                options[spec["name"]] = w.value()
            else:
                options[spec["name"]] = w.isChecked()
        seed = int(self.seed.text()) if self.seed.text().strip() else None
        tutor = tuple(i for i, seat in enumerate(seats) if seat.kind == "human" and self.tutors[i].isChecked())
        return NewGameChoice(self.game, seats, options, seed, tutor)

    def _accept(self) -> None:
        c = self.choice()
        changes: dict[str, Any] = {f"newgame/{self.game}/count": len(c.seats)}
        for i, seat in enumerate(c.seats):
            changes.update({settings.seat_key(i, "name", self.game): seat.name,
                            settings.seat_key(i, "kind", self.game): seat.kind,
                            settings.seat_key(i, "level", self.game): seat.level,
                            settings.seat_key(i, "tutor", self.game): "true" if i in c.tutor else "false"})
        if c.seats:
            changes[settings.seat_key(0, "name")] = c.seats[0].name   # the name other games start from
        settings.set_values(changes)
        self.accept()
