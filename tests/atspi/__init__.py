"""The out-of-process accessibility test (issue 16): a test player that sees only what AT-SPI shows.

Runs in the SYSTEM python3 (`/usr/bin/python3`, Debian's `python3-pyatspi`), never in the venv, and
imports nothing from the app: neither Qt nor `desktop` nor `engines`. What it knows of a game is what
a blind player using Orca would know: names, roles, descriptions, states and actions of the accessible
objects, the announcements, and the keys the game documents.

  harness.py  the processes: Xvfb, the AT-SPI bus, the app (`python -m desktop` in the venv, a temporary
              KOTATSU_DATA_DIR, computer speed Instant), torn down on every exit path
  client.py   the pyatspi side: find the app, record events, read the tree, send keys; every wait bounded
  shell.py    the library and the new-game dialog, by keys
  player.py   `dbus-run-session -- /usr/bin/python3 -m tests.atspi.player GAME`: plays one whole game
  games/      one small strategy per game, in the words the game exposes
  cost.py     `python3 -m tests.atspi.cost GAME`: one game's CPU per process (app, player, bus, Xvfb)

`tests/test_atspi_play.py` runs player.py once per game under pytest.
"""
