"""Guards against a known defect of the Qt binding: PySide6 6.12.0 drops a reference to True/False on
every emission of a signal with a bool argument, which aborts the process later (pyproject pins <6.12)."""
import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    flag = Signal(int, bool)


def test_bool_signals_keep_reference_counts(qapp):
    emitter = _Emitter()
    received = []
    emitter.flag.connect(lambda seat, on: received.append(on))
    before = sys.getrefcount(True), sys.getrefcount(False)
    for _ in range(200):
        emitter.flag.emit(1, True)
        emitter.flag.emit(1, False)
    received.clear()
    assert (sys.getrefcount(True), sys.getrefcount(False)) == before
