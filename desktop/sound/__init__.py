"""The table's sounds (issue 27), made by us: `synth.py` synthesises every sound with numpy (a material
per table: card, paper, wood); `cues.py` says which sounds a move makes from what every seat may know;
`server.py` is a small process that mixes and plays them through miniaudio (PulseAudio, else ALSA),
so no thread of the app can make it stutter; `player.py` starts it off the interface thread and
sends it cues without ever blocking; `control.py` holds the settings, the volumes and the mute;
`table_sounds.py` listens to one table (its signals, its flights landing, the keyboard's edge).
No sound device: one line on stderr, the games play silently.

Why miniaudio (pyminiaudio), measured here (Debian 12, PySide6 6.11.3, a private PulseAudio):
- QSoundEffect needs PySide6-Addons: a 175 MB wheel, 438 MB installed, pinned to Essentials' exact
  version: far over the 10 MB the .deb may grow.
- python-sounddevice needs libportaudio2 from the system (Debian 12's PortAudio has no PulseAudio
  host API: it goes through ALSA); opening took 175 ms and, with its stream running, a 1 ms sleep of
  the main thread took up to 29 ms.
- pyminiaudio 1.71 brings miniaudio itself (2.1 MB with cffi's backend, bench/sound.py
  `sound_bundle_added_mb`), finds libpulse0 or libasound2 at run time, has a null device; opening
  took 90-110 ms, its stream 0.06 s of CPU per 3 s, the main thread's 1 ms sleep at most 1.2 ms.
- Any Python audio callback needs the interpreter lock every period: in the app's process, a thread
  busy in Python (the computer players think in threads) let it deliver only 56-67 % of real time
  on this machine. Hence the sound server in its own process: `sound_latency_ms` (event to the
  first sample handed to the device) ~5 ms, plus the 50 ms device buffer.
"""
