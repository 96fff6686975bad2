"""The app's sound: the settings (on/off, two volumes, when "your turn" sounds), the mute key, and
the one Player (desktop/sound/player.py), started off the start-up path.

    control = SoundControl()          # reads the settings; no thread yet
    control.start_soon()              # the player's thread starts a moment after the window shows
    control.play("card", "place")     # effects volume; notifications (your turn, the end) their own
    control.toggle_mute()             # Ctrl+M: sound off/on at once, remembered

`heard` keeps every cue asked for while the sound is on, with its gain (tests and the fairness check).
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.sound.cues import NOTIFICATIONS
from desktop.sound.player import Player
from desktop.storage import settings

START_AFTER_MS = 1500   # the player's thread starts this long after the window (or at the first table)
MAX_HEARD = 2000


def gain_of(volume: int) -> float:
    """A volume 0-100 as a gain: 0 is silence, then a curve that sounds even (a square law)."""
    v = max(0, min(100, int(volume)))
    return (v / 100.0) ** 2


class SoundControl(QObject):
    changed = Signal()   # a setting changed (the mute key, the settings dialog)

    def __init__(self, parent: QObject | None = None, *, player: Player | None = None) -> None:
        super().__init__(parent)
        self.player = player or Player.shared()
        self.heard: list[tuple[str, str, float]] = []    # (material, cue, gain) asked while on
        self.reload()

    # -- settings ------------------------------------------------------------------------------
    def reload(self) -> None:
        self.enabled = settings.sound_enabled()
        self.effects_volume = settings.sound_volume("effects")
        self.notify_volume = settings.sound_volume("notifications")
        self.your_turn = settings.sound_your_turn()

    def apply(self, *, enabled: bool, effects: int, notifications: int, your_turn: str) -> None:
        settings.set_values({"sound/enabled": "true" if enabled else "false",
                             "sound/effects_volume": int(effects), "sound/notifications_volume": int(notifications),
                             "sound/your_turn": your_turn})
        self.reload()
        self.changed.emit()

    def toggle_mute(self) -> bool:
        """Sound off (or back on) at once; True when it is on now."""
        settings.set_value("sound/enabled", "false" if self.enabled else "true")
        self.reload()
        self.changed.emit()
        return self.enabled

    # -- playing -------------------------------------------------------------------------------
    def start_soon(self) -> None:
        QTimer.singleShot(START_AFTER_MS, self, self.player.start)

    def gain(self, cue: str) -> float:
        volume = self.notify_volume if cue in NOTIFICATIONS else self.effects_volume
        return gain_of(volume) if self.enabled else 0.0

    def play(self, material: str, cue: str) -> None:
        gain = self.gain(cue)
        if gain <= 0:
            return
        self.heard.append((material, cue, gain))
        del self.heard[:-MAX_HEARD]
        self.player.start()
        self.player.play(material, cue, gain)

    def close(self) -> None:
        """Stops the device: at the application's end (the player may be shared by other windows)."""
        self.player.close()
