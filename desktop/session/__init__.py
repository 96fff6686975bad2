"""The session: one game at a table, between an engine and the views. `table.py` is the seam the views
and the window talk to (signals, observation, legal actions, submit, hints, log, replay); `local.py`
implements it over an engine state on this computer, with the parts it owns: history and undo
(`history.py`), saves and autosave (`saves.py`), computer players and hints (`players.py`), replay
(`replay.py`); `worker.py` runs background calls off the interface thread."""
