"""The harness checked on its own: start Xvfb, the bus and the app, read the library's game cards over
AT-SPI, press Tab and see the focus move, then tear everything down and check every process is gone.

    dbus-run-session -- /usr/bin/python3 -m tests.atspi.selfcheck     (prints one JSON line)
"""
from __future__ import annotations

import json
import os
import sys
import time

from tests.atspi import shell
from tests.atspi.client import Client, PlayerFailure
from tests.atspi.harness import Desktop


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def main() -> int:
    report: dict = {"ok": False, "failure": ""}
    desk = Desktop()
    with desk:
        try:
            desk.start_app()
            client = Client()
            client.connect("Kotatsu", 60, desk.app_alive)
            client.activate = desk.focus_window
            frame = shell.main_frame(client)
            library = client.until(lambda: frame.find(lambda n: n.name == "Game library"), 30, "the library")
            # a card's description tells its players; each card's "New game" button (whose tooltip names the
            # players too) is not a card
            report["cards"] = [n.name for n in library.walk() if n.description and "players" in n.description
                               and not n.name.startswith("New game of")]
            client.ensure_active()
            focus_seen = []
            for _ in range(3):
                client.press("Tab", settle=0.3)
                node = client.focused()
                focus_seen.append(node.name if node else None)
            report["focus"] = focus_seen
            report["pids"] = [p.pid for _label, p in desk.processes]
        except PlayerFailure as exc:
            report["failure"] = str(exc)
    end = time.monotonic() + 10
    while time.monotonic() < end and any(_alive(pid) for pid in report.get("pids", [])):
        time.sleep(0.1)
    report["left_running"] = [pid for pid in report.get("pids", []) if _alive(pid)]
    report["tmp_removed"] = not desk.tmp.exists()
    report["ok"] = not report["failure"] and not report["left_running"] and report["tmp_removed"]
    print(json.dumps(report))
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
