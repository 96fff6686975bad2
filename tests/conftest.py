"""Shared test set-up: every test gets its own user data folder and settings, never the real ones."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def kotatsu_data_dir(tmp_path, monkeypatch):
    data = tmp_path / "kotatsu-data"
    data.mkdir()
    monkeypatch.setenv("KOTATSU_DATA_DIR", str(data))
    # no table announced or browsed (desktop.network.announce) unless a test names 127.0.0.1, also in
    # the processes a test starts: no test sends mDNS to another address, and zeroconf's threads run
    # only in the tests of the announcement
    monkeypatch.setenv("KOTATSU_MDNS_INTERFACES", "off")
    return data


@pytest.fixture
def configured_app(qapp, kotatsu_data_dir):
    """The pytest-qt application, named and configured like Kotatsu's (settings in the test folder)."""
    from desktop.app import configure

    configure(qapp)
    return qapp



def pytest_configure(config):
    """Like the app: GL contexts shared, set before pytest-qt creates the QApplication."""
    from desktop.app import share_gl_contexts

    share_gl_contexts()
