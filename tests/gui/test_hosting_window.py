"""Hosting from the window (issue 25): a new game with a seat "on another computer" listens, says who
the table waits for, lets a computer joined through `python -m desktop.network join` play that seat
to the end, records the game, and stops listening when the table leaves the window."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtNetwork import QTcpSocket

from desktop.session.saves import Seat
from desktop.session.table import CONNECTED, WAITING
from desktop.shell.invitation import InvitationDialog
from desktop.shell.main_window import MainWindow, ResultsDialog
from desktop.shell.newgame import NewGameChoice

ROOT = Path(__file__).resolve().parents[2]


def test_a_hosted_game_is_played_to_the_end_by_a_joined_computer(qtbot, configured_app, monkeypatch):
    invited = []
    monkeypatch.setattr(InvitationDialog, "exec", lambda self: invited.append(self.code.text()) or 0)
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: 0)
    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    session = window.start(NewGameChoice("coloretto", [Seat("Here", "computer", "easy"), Seat("Far", "remote")],
                                         {}, 11))
    host = window.network.host
    assert host is not None and host.port > 0 and invited == [host.code]
    assert session.connection(1) == WAITING and "Far" in window.notice.message()
    assert window.act_invite.isEnabled() and window.act_away.isEnabled()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    joined = subprocess.Popen([sys.executable, "-m", "desktop.network", "join", f"127.0.0.1:{host.port}",
                               "--code", host.code, "--level", "easy", "--name", "Far away"],
                              cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        qtbot.waitUntil(lambda: session.connection(1) == CONNECTED or session.is_over(), timeout=30_000)
        qtbot.waitUntil(session.is_over, timeout=60_000)
        assert "Far" not in window.notice.message()
        assert session.history and {e.seat for e in session.history} == {0, 1}
        port = host.port
        # the remote player may look at the results until the host leaves the table: then goodbye
        window.show_library()
        assert window.network.host is None
        qtbot.waitUntil(lambda: joined.poll() is not None, timeout=30_000)  # Qt's loop sends the goodbye
        out, _ = joined.communicate(timeout=5)
    finally:
        if joined.poll() is None:
            joined.kill()
    assert joined.returncode == 0, out
    probe = QTcpSocket()
    probe.connectToHost("127.0.0.1", port)
    assert not probe.waitForConnected(500), "the table stopped listening when it left the window"
    window.close()


def test_a_wrong_code_is_refused_and_the_window_keeps_working(qtbot, configured_app, monkeypatch):
    monkeypatch.setattr(InvitationDialog, "exec", lambda self: 0)
    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    session = window.start(NewGameChoice("coloretto", [Seat("Me"), Seat("Far", "remote")], {}, 4))
    host = window.network.host
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    wrong = "AAAAAA" if host.code != "AAAAAA" else "CCCCCC"
    joined = subprocess.Popen([sys.executable, "-m", "desktop.network", "join", f"127.0.0.1:{host.port}",
                               "--code", wrong, "--level", "easy"], cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    qtbot.waitUntil(lambda: joined.poll() is not None, timeout=30_000)
    out = joined.stdout.read()
    assert joined.returncode != 0 and session.connection(1) == WAITING, out
    assert session.submit(0, session.legal_actions(0)[0])  # the host's own player plays on
    window.close()
