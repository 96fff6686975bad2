"""The invitation and the Join a table dialog (issue 25): what they show, what they accept."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from desktop.network.client import parse_address
from desktop.network.protocol import clean_code
from desktop.shell.invitation import InvitationDialog, JoinDialog


@pytest.mark.parametrize(("text", "expected"), [
    ("192.168.1.20:41234", ("192.168.1.20", 41234)),
    ("  host.local 5000 ", ("host.local", 5000)),
    ("[fe80::1%eth0]:7000", ("fe80::1%eth0", 7000)),
    ("host:0", None), ("host:70000", None), ("host", None), ("", None), ("http://x:80/", None),
    ("a" * 300 + ":80", None), ("bad<host>:80", None),
])
def test_an_address_is_host_and_port_or_nothing(text, expected):
    assert parse_address(text) == expected


def test_a_code_is_cleaned_as_the_host_shows_it():
    assert clean_code(" ack-36m ") == "ACK36M"
    assert clean_code("x" * 500) == "" and clean_code("OIL0O1") == ""  # look-alikes are not in codes


def test_the_invitation_shows_where_and_the_code_and_copies_both(qtbot, configured_app):
    dialog = InvitationDialog(["192.168.1.20", "fe80::2"], 41234, "K7P2QX")
    qtbot.addWidget(dialog)
    assert "192.168.1.20:41234" in dialog.address.text() and "[fe80::2]:41234" in dialog.address.text()
    assert dialog.code.text() == "K7P2QX" and dialog.code.accessibleDescription() == "K 7 P 2 Q X"
    qtbot.mouseClick(dialog.copy, Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert "192.168.1.20:41234" in copied and "K7P2QX" in copied


def test_join_refuses_a_bad_address_and_says_why(qtbot, configured_app):
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.address.setText("nowhere")
    dialog.code.setText("k7p3qx")  # K7P3QX: letters and digits without look-alikes
    dialog._accept()
    assert dialog.choice() is None and dialog.problem.text()
    dialog.address.setText("127.0.0.1:5000")
    dialog.name.setText("  Ann   Lee ")
    dialog._accept()
    choice = dialog.choice()
    assert choice is not None and (choice.host, choice.port, choice.code, choice.name) == (
        "127.0.0.1", 5000, "K7P3QX", "Ann Lee")


def test_an_announced_table_fills_the_address(qtbot, configured_app):
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    assert dialog.none_found.isVisibleTo(dialog)
    dialog.set_tables([("Coloretto — 2 free seats (Ann)", "192.168.1.5", 4000)])
    assert not dialog.none_found.isVisibleTo(dialog)
    dialog.announced.setCurrentRow(0)
    assert dialog.address.text() == "192.168.1.5:4000"
