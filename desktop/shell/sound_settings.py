"""Settings ▸ Sound… and the mute key (issue 27): the window's part of desktop/sound/.

    self.sound = WindowSound(self, settings_menu)   # the menu entry, Ctrl+M, the player started soon
    self.sound.attach(session, page.view)           # each table's sounds (desktop/sound/table_sounds.py)

The dialog: sound on/off, the effects volume, the notifications volume ("your turn", the end of the
game), when "your turn" sounds, a Try button beside each volume. Every control has a label that is
its buddy (the screen reader names it); volumes say their value in their accessible description.

The window's SoundControl (and with it the sound modules) is made when first needed: the mute key, the
dialog, a table, or PLAYER_AFTER_MS after the window, when the player's thread starts; not before the
library's first paint (issue 28).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from desktop.storage import settings

if TYPE_CHECKING:
    from desktop.sound.control import SoundControl

MUTE_KEY = "Ctrl+M"
PLAYER_AFTER_MS = 1500  # the player's thread starts this long after the window (or at the first sound)


def _t(text: str) -> str:
    return QCoreApplication.translate("WindowSound", text)


class SoundDialog(QDialog):
    def __init__(self, control: SoundControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        self._shown: dict[int, QLabel] = {}
        self.setWindowTitle(self.tr("Sound"))
        layout = QVBoxLayout(self)
        self.enabled = QCheckBox(self.tr("&Play sounds"))
        self.enabled.setChecked(control.enabled)
        layout.addWidget(self.enabled)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.effects = self._volume(control.effects_volume)
        self.notifications = self._volume(control.notify_volume)
        self.try_effects = QPushButton(self.tr("&Try"))
        self.try_effects.setAccessibleName(self.tr("Try the effects volume"))
        self.try_effects.clicked.connect(lambda: self._try("place", self.effects))
        self.try_notifications = QPushButton(self.tr("T&ry"))
        self.try_notifications.setAccessibleName(self.tr("Try the notifications volume"))
        self.try_notifications.clicked.connect(lambda: self._try("your_turn", self.notifications))
        form.addRow(self._label(self.tr("&Effects (cards, dice, blocks):"), self.effects),
                    self._row(self.effects, self.try_effects))
        form.addRow(self._label(self.tr("&Notifications (your turn, the end):"), self.notifications),
                    self._row(self.notifications, self.try_notifications))
        self.your_turn = QComboBox()
        self.your_turn.addItem(self.tr("Only when Kotatsu is in the background"), "background")
        self.your_turn.addItem(self.tr("Always"), "always")
        self.your_turn.setCurrentIndex(max(0, self.your_turn.findData(control.your_turn)))
        form.addRow(self._label(self.tr("\"Your turn\" &sounds:"), self.your_turn), self.your_turn)
        layout.addLayout(form)
        hint = QLabel(self.tr("{0} turns the sound off or on at any time. Volume 0 is silent.").format(
            QKeySequence(MUTE_KEY).toString(QKeySequence.SequenceFormat.NativeText)))
        hint.setWordWrap(True)
        layout.addWidget(hint)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.enabled.toggled.connect(self._update)
        self._update()

    def _volume(self, value: int) -> QSlider:
        slider = QSlider(Qt.Orientation.Horizontal)
        slider.setRange(0, 100)
        slider.setSingleStep(5)
        slider.setPageStep(10)
        slider.setValue(value)
        slider.setMinimumWidth(160)
        slider.valueChanged.connect(lambda v, s=slider: self._said(s, v))
        self._said(slider, value)
        return slider

    def _said(self, slider: QSlider, value: int) -> None:
        text = self.tr("{0} %").format(value)
        slider.setAccessibleDescription(text)
        slider.setToolTip(text)
        shown = self._shown.get(id(slider))
        if shown is not None:
            shown.setText(text)

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(buddy)
        # a slider sits in a row of its own with its Try button: Qt finds no buddy label there
        buddy.setAccessibleName(text.replace("&", "").rstrip(" :\u00a0"))
        return label

    def _row(self, slider: QSlider, button: QPushButton) -> QWidget:
        row = QWidget()
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(slider, 1)
        shown = QLabel()     # the value for the eye (the slider's description says it to a screen reader)
        shown.setMinimumWidth(shown.fontMetrics().horizontalAdvance(self.tr("{0} %").format(100)) + 4)
        shown.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self._shown[id(slider)] = shown
        self._said(slider, slider.value())
        box.addWidget(shown)
        box.addWidget(button)
        return row

    def _update(self) -> None:
        on = self.enabled.isChecked()
        for w in (self.effects, self.notifications, self.your_turn, self.try_effects, self.try_notifications):
            w.setEnabled(on)

    def _try(self, cue: str, slider: QSlider) -> None:
        from desktop.sound.control import gain_of

        self.control.player.start()
        self.control.player.play("card", cue, gain_of(slider.value()))

    def values(self) -> dict[str, Any]:
        return {"enabled": self.enabled.isChecked(), "effects": self.effects.value(),
                "notifications": self.notifications.value(), "your_turn": self.your_turn.currentData()}


class WindowSound:
    """The window's sound: the control, its menu entry and mute key, each table's sounds."""

    def __init__(self, window: QMainWindow, menu: QMenu) -> None:
        self.window = window
        self._control: SoundControl | None = None
        self.tables: Any = None   # the table's sounds (desktop.sound.table_sounds.TableSounds)
        self.act_settings = QAction(_t("&Sound…"), window)
        self.act_settings.triggered.connect(self.show_dialog)
        self.act_mute = QAction(_t("&Mute"), window)
        self.act_mute.setCheckable(True)
        self.act_mute.setShortcut(QKeySequence(MUTE_KEY))
        self.act_mute.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.act_mute.triggered.connect(self.toggle_mute)
        menu.addAction(self.act_settings)
        menu.addAction(self.act_mute)
        self._sync()
        QTimer.singleShot(PLAYER_AFTER_MS, window, lambda: self.control.player.start())
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._close)

    @property
    def control(self) -> SoundControl:
        """The window's sound settings and player, made at the first use."""
        if self._control is None:
            from desktop.sound.control import SoundControl

            self._control = SoundControl(self.window)
            self._control.changed.connect(self._sync)
        return self._control

    def _close(self) -> None:
        if self._control is not None:
            self._control.close()

    def attach(self, session: Any, view: QWidget) -> Any:
        from desktop.sound.table_sounds import TableSounds  # with the first table, not at start-up

        self.tables = TableSounds(self.control, session, view)
        return self.tables

    def _sync(self) -> None:
        enabled = settings.sound_enabled() if self._control is None else self._control.enabled
        self.act_mute.setChecked(not enabled)

    def toggle_mute(self) -> None:
        on = self.control.toggle_mute()
        text = _t("Sound on.") if on else _t("Sound off.")
        self.window.statusBar().showMessage(text, 4000)
        page = getattr(self.window, "page", None)
        announcer = getattr(getattr(page, "view", None), "announcer", None)
        if announcer is not None and page.isVisible():
            announcer.say(text)
        else:
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.window, text))

    def show_dialog(self) -> None:
        dialog = SoundDialog(self.control, self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            v = dialog.values()
            your_turn = v["your_turn"] if v["your_turn"] in settings.SOUND_YOUR_TURN else "background"
            self.control.apply(enabled=v["enabled"], effects=v["effects"], notifications=v["notifications"],
                               your_turn=your_turn)

