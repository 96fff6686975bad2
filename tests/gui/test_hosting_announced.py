"""Hosting from the window announces the table on the local network (issue 25: Join a table… lists
the tables announced, mDNS `_kotatsu._tcp`), here on 127.0.0.1 only (KOTATSU_MDNS_INTERFACES; the other
tests turn it off, tests/conftest.py), named after the host's player; the announcement goes with the table."""
from __future__ import annotations

import os

from desktop.network import announce as A
from desktop.session.saves import Seat
from desktop.shell.invitation import InvitationDialog
from desktop.shell.main_window import MainWindow
from desktop.shell.newgame import NewGameChoice


def test_mdns_is_off_in_tests_unless_a_test_names_its_interfaces(monkeypatch):
    assert os.environ["KOTATSU_MDNS_INTERFACES"] == "off"
    browser = A.TableBrowser()
    browser.start()
    assert browser._worker is None   # nothing started
    assert A.chosen_interfaces(["::1"]) == ["::1"] and not A.turned_off(["127.0.0.1"])


def test_a_table_hosted_from_the_window_is_announced_and_withdrawn(qtbot, configured_app, monkeypatch):
    monkeypatch.setenv("KOTATSU_MDNS_INTERFACES", "127.0.0.1")
    assert A.chosen_interfaces(None) == ["127.0.0.1"] and A.chosen_interfaces(["::1"]) == ["::1"]
    monkeypatch.setattr(InvitationDialog, "exec", lambda self: 0)
    window = MainWindow(computer_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start(NewGameChoice("coloretto", [Seat("Ana", "human"), Seat("Far", "remote")], {}, 5))
    host = window.network.host
    assert host is not None and host.announcement is not None
    assert host.announcement.interfaces == ["127.0.0.1"]
    browser = A.Browser(None)   # what Game ▸ Join a table… makes: loopback only, from the environment
    try:
        assert browser.interfaces == ["127.0.0.1"]
        qtbot.waitUntil(lambda: any(t.port == host.port for t in browser.tables()), timeout=20_000)
        table = next(t for t in browser.tables() if t.port == host.port)
        assert (table.game, table.players, table.free, table.name) == ("coloretto", 2, 1, "Ana")
        window.show_library()   # the table leaves the window: its announcement goes
        qtbot.waitUntil(lambda: all(t.port != host.port for t in browser.tables()), timeout=20_000)
    finally:
        browser.close()
        window.close()
