"""Shared test set-up: every test gets its own user data folder and settings, never the real ones.

Hypothesis runs under one profile (`kotatsu`, below): no example database (each run draws its own
examples and replays none from an earlier run), no deadline (a loaded machine is no failure).
Under pytest-xdist the long tests are handed out first (`pytest_collection_modifyitems`), so that no
worker starts a minute-long test when the other has nothing left (issue 28)."""
from __future__ import annotations

import os
import re
import resource
import time

import pytest
from hypothesis import settings

settings.register_profile("kotatsu", deadline=None, database=None, print_blob=True)
settings.load_profile("kotatsu")

#: files with a test of more than ~15 s in a whole run at load ~8 (`--durations=0`, issue 28), beside
#: the tests marked slow: under pytest-xdist they are handed out first
LONG_FILES = (
    "test_atspi_play.py", "test_stats_people.py", "test_review.py", "test_remote_processes.py",
    "test_mark_tags.py", "test_statistics_memory.py", "test_from_observation.py", "test_hostile.py",
    "test_tutorial.py", "test_remote_table.py", "test_session_save_fuzz.py", "test_selftest.py",
    "test_hostile_storage.py", "test_statistics_store.py", "test_whole_games.py",
    "test_stats_hostile.py", "test_sound_recorded.py", "test_remote_join.py", "test_corpus.py",
)


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


def _order(item) -> int:
    """Under xdist: the AT-SPI games first (the longest unit of work, about 100 s for its worker; last
    of the long tests by collection order, its worker ran on 21 s after the others had finished),
    then the other long tests, then the rest."""
    if worker_group(item.nodeid) == "atspi-games":
        return 0
    return 1 if _long(item) else 2


def _long(item) -> bool:
    return item.get_closest_marker("slow") is not None or item.path.name in LONG_FILES


#: tests measured slow (their CPU in a whole run, `scripts/test_cpu.py --write-slow`): marked slow here
SLOW_LIST = os.path.join(os.path.dirname(__file__), "slow_tests.txt")


def _slow_list() -> set[str]:
    try:
        with open(SLOW_LIST, encoding="utf-8") as listed:
            return {line.strip() for line in listed if line.strip() and not line.startswith("#")}
    except FileNotFoundError:
        return set()


#: the tests that must run in one worker: those sharing one module fixture or cache that does their
#: common work once a process. Under plain load balancing each worker that got one of them did the
#: whole work again (issue 28): every worker with an AT-SPI game test played all five games (their
#: `played` fixture), and test_fit's cases of one table built it and checked every size again
_GROUPS = (
    (re.compile(r"^tests/test_atspi_play\.py::test_a_blind_player_plays_a_whole_game_by_keys\["), lambda m: "atspi-games"),
    (re.compile(r"^tests/gui/test_fit\.py::test_game_fits\[(\w+-\d+p)-"), lambda m: f"fit-{m.group(1)}"),
)


def worker_group(nodeid: str) -> str:
    """The group of a test that must share a worker with the others of its group ("" if none)."""
    for pattern, name in _GROUPS:
        found = pattern.match(nodeid)
        if found:
            return name(found)
    return ""


def pytest_xdist_make_scheduler(config, log):
    """Load balancing a few tests at a time, in the collection order (long tests first: below), with
    each `worker_group` sent to one worker as a whole. (pytest-xdist's own `--dist loadgroup` marks
    do nothing under pytest 9: it renames node ids through an attribute pytest 9 no longer reads.)"""
    from xdist.scheduler import LoadScopeScheduling

    class GroupedScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return worker_group(nodeid) or nodeid

    config.option.loadscopereorder = False   # keep the order: the long tests first
    return GroupedScheduling(config, log)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """The tests of the slow list are marked slow (before `-m` deselects). In an xdist worker (every
    worker collects the same order): the long tests first, each group in its collection order. A run
    in one process keeps the collection order."""
    slow = _slow_list()
    for item in items:
        if item.nodeid in slow:
            item.add_marker(pytest.mark.slow)
    if hasattr(config, "workerinput"):
        items.sort(key=_order)


#: KOTATSU_TEST_CPU=folder: each worker writes "<node id>\t<CPU seconds>" a test to folder/<worker>.tsv,
#: the CPU of the test's process and of the processes it started and waited for (issue 28: what a
#: test costs, whatever the machine's load; `scripts/test_cpu.py` sums them by file)
_CPU_DIR = os.environ.get("KOTATSU_TEST_CPU", "")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    if not _CPU_DIR:
        yield
        return
    before, started = _cpu_now(), time.time()
    yield
    spent = _cpu_now() - before
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    os.makedirs(_CPU_DIR, exist_ok=True)
    node = item.nodeid
    with open(os.path.join(_CPU_DIR, f"{worker}.tsv"), "a", encoding="utf-8") as out:
        out.write(f"{node}\t{spent:.3f}\n")
    # when it ran (wall clock): where the workers sat idle or waited (scripts/test_cpu.py --timeline)
    with open(os.path.join(_CPU_DIR, f"{worker}.times"), "a", encoding="utf-8") as out:
        out.write(f"{node}\t{started:.3f}\t{time.time():.3f}\t{spent:.3f}\n")


def _cpu_now() -> float:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime
