"""The two dialogs of a table played across computers (issue 25): the host's invitation (the
address and port to join, the join code, Copy) and Game ▸ Join a table… (the tables announced on
the local network, or an address and a code typed by hand, and the player's name). They only
gather and show words: desktop.network does the connecting."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.network.client import parse_address
from desktop.network.protocol import clean_code
from desktop.storage import settings

MAX_NAME = 100


@dataclass(frozen=True)
class JoinChoice:
    host: str
    port: int
    code: str
    name: str


class InvitationDialog(QDialog):
    """What the host tells the friends who join: where, and the code."""

    def __init__(self, addresses: list[str], port: int, code: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Invite players"))
        self.setAccessibleName(self.tr("Invite players"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Friends join this table from their own Kotatsu with Game ▸ Join a table…, "
                               "by choosing it in the list or typing the address and the code below."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.where = [f"[{a}]:{port}" if ":" in a else f"{a}:{port}" for a in addresses] or [f"localhost:{port}"]
        self.address = QLabel("\n".join(self.where))
        self.address.setTextFormat(Qt.TextFormat.PlainText)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                             | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        form.addRow(self.tr("Address:"), self.address)
        self.code = QLabel(code)
        self.code.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + 8)
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 130)
        self.code.setFont(font)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        # the code spelt out for a screen reader, letter by letter
        self.code.setAccessibleDescription(" ".join(code))
        form.addRow(self.tr("Join code:"), self.code)
        layout.addLayout(form)
        internet = QLabel(self.tr("Over the internet, friends can join only if this computer's port {0} can "
                                  "be reached from outside (port forwarding on your router, or a VPN). "
                                  "Kotatsu has no server of its own in between.").format(port))
        internet.setWordWrap(True)
        layout.addWidget(internet)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy = QPushButton(self.tr("&Copy"))
        self.copy.setToolTip(self.tr("Copies the address and the code, to send them to your friends."))
        self.copy.clicked.connect(self._copy)
        buttons.addButton(self.copy, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.copied = QLabel("")
        layout.addWidget(self.copied)
        self.copy.setFocus()
        self.setMinimumWidth(min(520, max(420, self.sizeHint().width())))

    def invitation_text(self) -> str:
        return self.tr("Join my Kotatsu table: address {0}, code {1}").format(
            " / ".join(self.where), self.code.text())

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.invitation_text())
        self.copied.setText(self.tr("Copied."))


class JoinDialog(QDialog):
    """Game ▸ Join a table…: a table announced on the network, or an address; the code; a name.
    `announced` is filled by whoever browses the network (`set_tables`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.setAccessibleName(self.tr("Join a table"))
        layout = QVBoxLayout(self)
        found = QLabel(self.tr("&Tables on this network:"))
        self.announced = QListWidget()
        self.announced.setAccessibleName(self.tr("Tables on this network"))
        found.setBuddy(self.announced)
        self.none_found = QLabel(self.tr("No table announced on this network yet. You can type its address."))
        self.none_found.setWordWrap(True)
        layout.addWidget(found)
        layout.addWidget(self.announced, 1)
        layout.addWidget(self.none_found)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("e.g. 192.168.1.20:41234"))
        self.address.setAccessibleName(self.tr("Address of the table"))
        self.address.setMaxLength(270)
        form.addRow(self.tr("&Address:"), self.address)
        self.code = QLineEdit()
        self.code.setAccessibleName(self.tr("Join code"))
        self.code.setMaxLength(16)
        form.addRow(self.tr("&Code:"), self.code)
        self.name = QLineEdit(settings.seat_name(0, self.tr("You")))
        self.name.setAccessibleName(self.tr("Your name"))
        self.name.setMaxLength(MAX_NAME)
        form.addRow(self.tr("Your &name:"), self.name)
        layout.addLayout(form)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Join"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.announced.currentItemChanged.connect(self._picked)
        self.set_tables([])
        self._choice: JoinChoice | None = None
        self.resize(520, 420)

    def set_tables(self, tables: list[tuple[str, str, int]]) -> None:
        """The tables announced on the network: (what to show, host, port) each."""
        self.announced.clear()
        for label, host, port in tables[:50]:
            item = QListWidgetItem(label[:120])
            item.setData(Qt.ItemDataRole.UserRole, f"{host}:{port}" if ":" not in host else f"[{host}]:{port}")
            self.announced.addItem(item)
        self.none_found.setVisible(not tables)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(item.data(Qt.ItemDataRole.UserRole))
            self.code.setFocus()

    def _accept(self) -> None:
        where = parse_address(self.address.text())
        code = clean_code(self.code.text())
        name = " ".join(self.name.text().split())[:MAX_NAME]
        if where is None:
            self.problem.setText(self.tr("The address is not one Kotatsu can use: type it as host:port."))
            self.address.setFocus()
        elif not code:
            self.problem.setText(self.tr("Type the join code the host's invitation shows (6 letters and digits)."))
            self.code.setFocus()
        elif not name:
            self.problem.setText(self.tr("Type your name, as the others will see it."))
            self.name.setFocus()
        else:
            self._choice = JoinChoice(where[0], where[1], code, name)
            self.accept()
            return
        self.problem.setAccessibleDescription(self.problem.text())

    def choice(self) -> JoinChoice | None:
        return self._choice
