"""The table's sounds (issue 27), made by us: `synth.py` synthesises every sound with numpy (a material
per table: card, paper, wood); `cues.py` says which sounds a move makes from what every seat may know;
`server.py` is a small process that mixes and plays them through miniaudio (PulseAudio, else ALSA),
so no thread of the app can make it stutter; `player.py` starts it off the interface thread and
sends it cues without ever blocking; `control.py` holds the settings, the volumes and the mute;
`table_sounds.py` listens to one table (its signals, its flights landing, the keyboard's edge).
No sound device: one line on stderr, the games play silently."""
