"""Development aid: start a game through the shell and print the game page's accessible tree and what was
heard. `dbus-run-session -- /usr/bin/python3 -m tests.atspi.explore GAME [KEY ...]`"""
from __future__ import annotations

import sys

from tests.atspi import shell
from tests.atspi.client import Client
from tests.atspi.harness import Desktop


def dump(node, depth=0, out=None, max_depth=25):
    out = out if out is not None else []
    flags = [s for s in ("focused", "focusable", "enabled", "sensitive", "selected", "checked")
             if s in node.states]
    out.append("  " * depth + f"[{node.role}] {node.name!r} d={node.description!r} {flags} {list(node.actions)}")
    if depth < max_depth:
        for child in node.children():
            if child.showing:
                dump(child, depth + 1, out, max_depth)
    return out


def main(argv: list[str]) -> int:
    game, keys = argv[0], argv[1:]
    with Desktop() as desk:
        desk.start_app()
        client = Client()
        client.connect("Kotatsu", 40, desk.app_alive)
        client.activate = desk.focus_window
        shell.open_game(client, game)
        info = shell.start_smallest_game(client)
        print("started", info)
        client.pump(2)
        for key in keys:
            client.press(key, settle=0.6)
            print("KEY", key, "focus:", client.focused())
        frame = shell.main_frame(client)
        print("\n".join(dump(frame)))
        print("FOCUS", client.focused())
        for h in client.all_heard:
            if h.kind != "object:children-changed":
                print("HEARD", h)
        print(desk.app_output())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
