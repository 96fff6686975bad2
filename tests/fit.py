"""The fit checker (issue 15): texts wider or taller than their room, and windows that force
themselves larger than the size asked.

- `text_problems(root)`: every visible QLabel, QAbstractButton (push, check, radio and tool
  buttons), QGroupBox title, QComboBox's current text, QTabBar tab, QHeaderView section and
  item-view cell under `root` whose text does not fit the room the widget has (its font metrics
  against its contents rect; a label with word wrap by height, `heightForWidth`, and by its
  longest word; rich text through a QTextDocument; a label showing an elided text whose tool tip
  or accessible name holds more);
- while the problems are collected (`recording()`, used by `settle_and_check`): every
  `QFontMetrics(F).elidedText` call that shortened a text, every `QPainter.drawText` into a rectangle
  too small for it (the views not yet on the table kit paint their text this way), and the table
  kit's own record of painted text that did not fit (`desktop.table.text.overflows()`);
- `window_fits(window, size)`: the window resized to `size` keeps that size (no minimum size hint
  forcing it larger);
- `check_game_fits(game, num_players, size, language)`: a game of `game` with that many seats
  (seat 0 a human, the others normal computers, names as the new-game dialog gives them in that
  language) in `language`, checked at `size` at the start and after each of the human's first
  `WARM_UP` decisions (made by the normal player: the main phase's buttons show up). One window
  per (game, player count), its game restarted per language; each state is checked at every size
  of `SIZES` at once and the results kept, so the calls for the other sizes cost nothing
  (`close_windows()` at the end).

`NOT_YET_FITTED`: the games whose view is not on the table kit yet; tests/gui/test_fit.py marks
their cases xfail(strict=False). Whoever ports a game onto the kit removes it from this set in the
commit that lands the port (the game's fit cases must then pass).

A problem is one line: `<kind> '<text>': needs WxH, has wxh [<widget>]`.
"""
from __future__ import annotations

import contextlib
import importlib
import random
import re
import time
from collections.abc import Iterator
from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QPainter, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QListView,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionGroupBox,
    QTabBar,
    QToolButton,
    QWidget,
)

#: games whose view is not on the table kit yet (their fit cases are expected to fail);
#: a porter removes the game here when the port lands
NOT_YET_FITTED: set[str] = set()

#: parts of the shell (tests/gui/test_fit.py's SHELL_PARTS) that do not fit yet, with the reason
SHELL_NOT_YET_FITTED: dict[str, str] = {}

SIZES: tuple[tuple[int, int], ...] = ((1024, 700), (1920, 1080), (2560, 1440))
LANGUAGES: tuple[str, ...] = ("en", "fr")
#: pixels a text may exceed its room by (rounding of font metrics)
SLACK_W = 1.0
SLACK_H = 2.0
#: at most this many rows of an item view are looked at
MAX_ROWS = 200
#: decisions the human seat makes (by the normal player) before a game is checked
WARM_UP = 4


def _size(w: float, h: float) -> str:
    return f"{round(w)}x{round(h)}"


def _where(widget: QWidget) -> str:
    cls = type(widget).__name__
    name = widget.objectName()
    return f"{cls} {name[:40]!r}" if name else cls


def _problem(kind: str, text: str, need: tuple[float, float], room: tuple[float, float], where: str) -> str:
    shown = " ".join(str(text).split())
    if len(shown) > 90:
        shown = shown[:87] + "..."
    return f"{kind} {shown!r}: needs {_size(*need)}, has {_size(*room)} [{where}]"


def _plain(text: str) -> str:
    """A widget text as shown: mnemonic ampersands removed (&& stays one &)."""
    return re.sub(r"&(.)", r"\1", text)


def _might_be_rich(text: str) -> bool:
    """Qt's own guess (what a QLabel in AutoText format decides)."""
    return bool(QtGui.Qt.mightBeRichText(text))


# ----------------------------------------------------------------------------------- widgets
def _label_problems(label: QLabel) -> list[str]:
    text = label.text()
    if not text.strip() or (label.pixmap() is not None and not label.pixmap().isNull()):
        return []
    cr = label.contentsRect()
    margin = label.margin()
    indent = label.indent()
    fm = label.fontMetrics()
    if indent < 0:
        indent = fm.horizontalAdvance("x") // 2 if label.frameWidth() > 0 else 0
    room_w = cr.width() - 2 * margin - indent
    room_h = cr.height() - 2 * margin
    fmt = label.textFormat()
    rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and _might_be_rich(text))
    where = _where(label)
    out: list[str] = []
    if rich or fmt == Qt.TextFormat.MarkdownText:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        if fmt == Qt.TextFormat.MarkdownText:
            doc.setMarkdown(text)
        else:
            doc.setHtml(text)
        shown = doc.toPlainText()
        if label.wordWrap():
            doc.setTextWidth(max(1, room_w))
        need_w, need_h = doc.idealWidth(), doc.size().height()
    else:
        shown = _plain(text) if label.buddy() is not None else text
        flags = int(Qt.TextFlag.TextExpandTabs)
        if label.wordWrap():
            flags |= int(Qt.TextFlag.TextWordWrap)
            box = fm.boundingRect(QRect(0, 0, max(1, room_w), 100000), flags, shown)
        else:
            box = fm.boundingRect(QRect(0, 0, 100000, 100000), flags, shown)
        need_w, need_h = box.width(), box.height()
        if label.wordWrap():
            need_h = max(need_h, label.heightForWidth(label.width()) - (label.height() - room_h))
    if need_w > room_w + SLACK_W or need_h > room_h + SLACK_H:
        kind = "label (wrapped)" if label.wordWrap() else "label"
        out.append(_problem(kind, shown, (need_w, need_h), (room_w, room_h), where))
    if "…" in text:
        head = shown.split("…")[0].strip()
        for full in (label.toolTip(), label.accessibleName()):
            full_plain = QTextDocument(full).toPlainText() if _might_be_rich(full) else full
            if head and full_plain.startswith(head) and len(full_plain.strip()) > len(head) + 1 \
                    and "…" not in full_plain:
                out.append(_problem("label (elided)", shown, (fm.horizontalAdvance(full_plain), fm.height()),
                                    (room_w, room_h), where))
                break
    return out


def _button_problems(button: QAbstractButton) -> list[str]:
    text = button.text()
    if not text.strip():
        return []
    shown = _plain(text)
    fm = button.fontMetrics()
    need = fm.size(int(Qt.TextFlag.TextShowMnemonic), text)
    need_w, need_h = need.width(), need.height()
    icon_w = 0
    if not button.icon().isNull():
        icon_w = button.iconSize().width() + 4
    style = button.style()
    where = _where(button)
    if isinstance(button, QToolButton):
        if button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
            return []
        hint = button.sizeHint()
        if hint.width() > button.width() + SLACK_W or hint.height() > button.height() + SLACK_H:
            return [_problem("tool button", shown, (hint.width(), hint.height()), (button.width(), button.height()),
                             where)]
        return []
    if isinstance(button, (QPushButton, QCheckBox, QRadioButton)):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        element = {QPushButton: QStyle.SubElement.SE_PushButtonContents,
                   QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
                   QRadioButton: QStyle.SubElement.SE_RadioButtonContents}
        kind = next(k for k in element if isinstance(button, k))
        room = style.subElementRect(element[kind], option, button)
        if kind is QPushButton and button.menu() is not None:
            room.setWidth(room.width() - style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, option, button))
        room_w, room_h = room.width(), room.height()
        need_w += icon_w
        if need_w > room_w + SLACK_W or need_h > room_h + SLACK_H:
            label = {QPushButton: "button", QCheckBox: "check box", QRadioButton: "radio button"}[kind]
            return [_problem(label, shown, (need_w, need_h), (room_w, room_h), where)]
        return []
    # a button painted by its own class: its painted text is checked through drawText
    return []


def _group_box_problems(box: QGroupBox) -> list[str]:
    title = box.title()
    if not title.strip():
        return []
    option = QStyleOptionGroupBox()
    box.initStyleOption(option)
    style = box.style()
    label = style.subControlRect(QStyle.ComplexControl.CC_GroupBox, option,
                                 QStyle.SubControl.SC_GroupBoxLabel, box)
    fm = box.fontMetrics()
    need = fm.size(int(Qt.TextFlag.TextShowMnemonic), title)
    room_w = min(label.right(), box.width() - 1) - max(label.left(), 0) + 1
    if box.isCheckable():
        room_w = box.width() - style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, option, box) - 6
    if need.width() > room_w + SLACK_W or label.left() < 0 or label.right() > box.width() + SLACK_W:
        return [_problem("group box title", _plain(title), (need.width(), need.height()),
                         (room_w, label.height()), _where(box))]
    return []


def _combo_problems(combo: QComboBox) -> list[str]:
    """The current text of a combo box against its edit field (Qt elides it when it is narrower)."""
    text = combo.currentText()
    if not text.strip() or combo.isEditable():
        return []
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    need_w = combo.fontMetrics().horizontalAdvance(text)
    if not combo.itemIcon(combo.currentIndex()).isNull():
        need_w += combo.iconSize().width() + 4
    if need_w > field.width() + SLACK_W:
        return [_problem("combo box", text, (need_w, combo.fontMetrics().height()), (field.width(), field.height()),
                         _where(combo))]
    return []


def _tab_bar_problems(bar: QTabBar) -> list[str]:
    out = []
    fm = bar.fontMetrics()
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        text = bar.tabText(i)
        if not text.strip():
            continue
        rect = bar.tabRect(i)
        need = fm.size(int(Qt.TextFlag.TextShowMnemonic), text).width() + space
        if not bar.tabIcon(i).isNull():
            need += bar.iconSize().width() + 4
        for side in (QTabBar.ButtonPosition.LeftSide, QTabBar.ButtonPosition.RightSide):
            extra = bar.tabButton(i, side)
            if extra is not None:
                need += extra.sizeHint().width()
        hidden = rect.left() < 0 or rect.right() > bar.width()
        if need > rect.width() + SLACK_W or hidden:
            out.append(_problem("tab" + (" (scrolled out)" if hidden else ""), _plain(text),
                                (need, rect.height()), (rect.width(), rect.height()), _where(bar)))
    return out


def _header_problems(header: QHeaderView) -> list[str]:
    model = header.model()
    if model is None:
        return []
    out = []
    fm = header.fontMetrics()
    style = header.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    mark = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header)
    horizontal = header.orientation() == Qt.Orientation.Horizontal
    for logical in range(header.count()):
        if header.isSectionHidden(logical):
            continue
        text = model.headerData(logical, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if text is None or not str(text).strip():
            continue
        text = str(text)
        need = fm.size(0, text)
        need_w = need.width() + 2 * margin
        if header.isSortIndicatorShown() and header.sortIndicatorSection() == logical:
            need_w += mark + margin
        size = header.sectionSize(logical)
        if horizontal and need_w > size + SLACK_W:
            out.append(_problem("header", text, (need_w, need.height()), (size, header.height()), _where(header)))
        elif not horizontal and need.height() > size + SLACK_H:
            out.append(_problem("header", text, (need_w, need.height()), (header.width(), size), _where(header)))
    return out


def _item_view_problems(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    out = []
    viewport = view.viewport().rect()
    style = view.style()
    pad = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    wraps = bool(getattr(view, "wordWrap", lambda: False)())
    root = view.rootIndex()
    columns = 1 if isinstance(view, QListView) else model.columnCount(root)
    for row in range(min(model.rowCount(root), MAX_ROWS)):
        for column in range(columns):
            index = model.index(row, column, root)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if text is None or not str(text).strip():
                continue
            rect = view.visualRect(index)
            if rect.isEmpty() or not rect.intersects(viewport):
                continue
            font = index.data(Qt.ItemDataRole.FontRole)
            fm = QFontMetrics(font if isinstance(font, QFont) else view.font())
            text = str(text)
            need_w = pad
            if index.data(Qt.ItemDataRole.DecorationRole) is not None:
                need_w += view.iconSize().width() + 4 if view.iconSize().isValid() else 20
            if wraps:
                box = fm.boundingRect(QRect(0, 0, max(1, rect.width() - need_w), 100000),
                                      int(Qt.TextFlag.TextWordWrap), text)
            else:
                box = fm.boundingRect(QRect(0, 0, 100000, 100000), 0, text)
            need_w += box.width()
            if need_w > rect.width() + SLACK_W or box.height() > rect.height() + SLACK_H:
                out.append(_problem("cell", text, (need_w, box.height()), (rect.width(), rect.height()),
                                    _where(view)))
    return out


def text_problems(root: QWidget) -> list[str]:
    """The texts of visible widgets under `root` (itself included) that do not fit their room."""
    out: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisible() or widget.window() is not root.window():
            continue
        if isinstance(widget, QLabel):
            out += _label_problems(widget)
        elif isinstance(widget, QAbstractButton):
            out += _button_problems(widget)
        elif isinstance(widget, QGroupBox):
            out += _group_box_problems(widget)
        elif isinstance(widget, QComboBox):
            out += _combo_problems(widget)
        elif isinstance(widget, QTabBar):
            out += _tab_bar_problems(widget)
        elif isinstance(widget, QHeaderView):
            out += _header_problems(widget)
        elif isinstance(widget, QAbstractItemView):
            out += _item_view_problems(widget)
    return list(dict.fromkeys(out))


# ----------------------------------------------------------------------------------- painted text
class _Record:
    def __init__(self) -> None:
        self.problems: list[str] = []

    def add(self, problem: str) -> None:
        self.problems.append(problem)


def _device_name(painter: QPainter) -> str:
    device = painter.device()
    return _where(device) if isinstance(device, QWidget) else type(device).__name__


@contextlib.contextmanager
def recording() -> Iterator[_Record]:
    """While inside: elided texts and text painted into too small a rectangle are recorded."""
    record = _Record()
    originals: list[tuple[Any, str, Any]] = []

    def patch(cls: Any, name: str, make: Any) -> None:
        original = getattr(cls, name)
        originals.append((cls, name, original))
        setattr(cls, name, make(original))

    def elided(original: Any) -> Any:
        def wrapper(self: Any, text: str, mode: Any, width: Any, *rest: Any) -> str:
            result = original(self, text, mode, width, *rest)
            if result != text:
                record.add(_problem("elided", text, (self.horizontalAdvance(text), self.height()),
                                    (width, self.height()), f"{type(self).__name__}.elidedText"))
            return result
        return wrapper

    def draw_text(original: Any) -> Any:
        def wrapper(self: QPainter, *args: Any) -> Any:
            try:
                _check_draw(self, args, record)
            except Exception:  # a check must never break the painting
                pass
            return original(self, *args)
        return wrapper

    patch(QFontMetrics, "elidedText", elided)
    patch(QFontMetricsF, "elidedText", elided)
    patch(QPainter, "drawText", draw_text)
    clear = _kit_overflows(clear=True)
    del clear
    try:
        yield record
    finally:
        for cls, name, original in reversed(originals):
            setattr(cls, name, original)
        for overflow in _kit_overflows():
            record.add(overflow)


def _check_draw(painter: QPainter, args: tuple[Any, ...], record: _Record) -> None:
    rect: QRectF | None = None
    flags = 0
    text = None
    option = None
    if len(args) >= 3 and isinstance(args[0], (QRect, QRectF)) and isinstance(args[2], str):
        rect, flags, text = QRectF(args[0]), int(args[1]), args[2]
    elif len(args) >= 6 and isinstance(args[5], str):
        rect, flags, text = QRectF(*args[:4]), int(args[4]), args[5]
    elif len(args) >= 2 and isinstance(args[0], (QRect, QRectF)) and isinstance(args[1], str):
        rect, text = QRectF(args[0]), args[1]
        option = args[2] if len(args) > 2 else None
    if rect is None or not text or not text.strip():
        return
    if option is None and flags & int(Qt.TextFlag.TextDontClip):
        return
    if option is not None:
        needed = painter.boundingRect(rect, text, option)
    else:
        needed = painter.boundingRect(rect, flags, text)
    too_wide = needed.width() > rect.width() + SLACK_W
    too_tall = needed.height() > rect.height() + SLACK_H
    if too_tall and not too_wide and "\n" not in text:
        # one line in a low box: clipped only if the ink itself is taller (a digit in a badge is not)
        too_tall = painter.fontMetrics().tightBoundingRect(text).height() > rect.height() + SLACK_W
    if too_wide or too_tall:
        record.add(_problem("painted", text, (needed.width(), needed.height()), (rect.width(), rect.height()),
                            _device_name(painter)))


def _kit_overflows(clear: bool = False) -> list[str]:
    """The table kit's record of painted text that did not fit (cleared when `clear`)."""
    try:
        from desktop.table import text as kit_text
    except ImportError:
        return []
    if clear:
        kit_text.clear_overflows()
        return []
    out = []
    for o in kit_text.overflows():
        out.append(_problem("painted (kit)", o.text, (o.needed_width, o.needed_height), (o.width, o.height),
                            str(o.where)))
    return out


# ----------------------------------------------------------------------------------- windows
def settle(widget: QWidget, rounds: int = 6) -> None:
    """Lets posted layout requests, resizes and restyles run until the size is stable."""
    app = QApplication.instance()
    last = None
    for _ in range(rounds):
        app.sendPostedEvents()
        # widgets dropped with deleteLater go, as the event loop would have them go
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()
        size = widget.size()
        if size == last:
            break
        last = size
    app.processEvents()


def window_fits(window: QWidget, size: tuple[int, int] | QSize) -> list[str]:
    """Resizes `window` to `size`; the problem, if any, is that it did not keep that size."""
    want = QSize(*size) if isinstance(size, tuple) else QSize(size)
    settle(window)  # a pending layout request may still change the minimum size
    for _ in range(2):  # twice: a view may restyle itself (and change its minimum) on the first resize
        window.resize(want)
        settle(window)
    got = window.size()
    if got.width() > want.width() or got.height() > want.height():
        hint = window.minimumSizeHint()
        culprit = _widest_minimum(window, want)
        return [f"window asked {_size(want.width(), want.height())} is {_size(got.width(), got.height())} "
                f"(minimum size hint {_size(hint.width(), hint.height())}){culprit}"]
    return []


def _widest_minimum(window: QWidget, want: QSize) -> str:
    """The deepest visible widgets whose minimum size alone passes the size asked (a hint where to look)."""
    found = []
    for w in window.findChildren(QWidget):
        if not w.isVisible():
            continue
        m = w.minimumSizeHint().expandedTo(w.minimumSize())
        if m.width() > want.width() - 60 or m.height() > want.height() - 90:
            found.append((w, m))
    names = {id(w) for w, _ in found}
    deepest = [(w, m) for w, m in found if not any(id(c) in names for c in w.findChildren(QWidget))]
    if not deepest:
        return ""
    return "; needs room: " + ", ".join(f"{_where(w)} min {_size(m.width(), m.height())}" for w, m in deepest[:4])


def settle_and_check(window: QWidget, size: tuple[int, int]) -> list[str]:
    """The window at `size`: its size problem, then the texts that do not fit, painted ones included."""
    window.setUpdatesEnabled(False)  # no paint on screen while resizing: the grab paints once
    try:
        problems = window_fits(window, size)
    finally:
        window.setUpdatesEnabled(True)
    with recording() as record:
        window.grab()  # a full paint: painted text is measured as it is drawn
        problems += text_problems(window)
    problems += record.problems
    return _unique(problems)


def _unique(problems: list[str]) -> list[str]:
    """Each text once per kind (a widget repainted in several states is one problem)."""
    seen: dict[str, str] = {}
    for p in problems:
        seen.setdefault(p.split(": needs ")[0], p)
    return list(seen.values())


# ----------------------------------------------------------------------------------- games
class _GameWindow:
    """One main window for a (game, player count), its game restarted for each language."""

    def __init__(self, game: str, num_players: int) -> None:
        from desktop.shell.main_window import MainWindow

        self.game = game
        self.num_players = num_players
        self.window = MainWindow(computer_delay_ms=0)
        self.window.show()

    def start(self, language: str) -> None:
        from desktop.session.local import Seat
        from desktop.shell.newgame import NewGameChoice

        use_language(language)
        seats = [Seat(_tr("NewGameDialog", "You"), "human", "normal")]
        seats += [Seat(_tr("NewGameDialog", "Computer {0}").format(i), "computer", "normal")
                  for i in range(1, self.num_players)]
        self.window.start(NewGameChoice(self.game, seats, {}, 20260101))
        _wait_for_human(self.window)

    def decide(self, rng: random.Random) -> bool:
        """The human seat's next decision, by the normal player; False when there is none."""
        session = self.window.session
        seat = session.active_human() if session is not None else None
        if seat is None:
            return False
        bot = importlib.import_module(f"engines.{self.game}").bot_normal
        session.submit(seat, bot(session.engine, session.state, seat, rng))
        _wait_for_human(self.window)
        return True

    def report(self, language: str, sizes: tuple[tuple[int, int], ...]) -> dict[tuple[int, int], list[str]]:
        """Per size, the problems seen at any of the states checked (the start, then after each of
        the human's first `WARM_UP` decisions), each once, with the first state that showed it."""
        self.start(language)
        found: dict[tuple[int, int], dict[str, str]] = {size: {} for size in sizes}
        rng = random.Random(1)
        for decisions in range(WARM_UP + 1):
            if decisions and not self.decide(rng):
                break
            for size in sizes:
                for problem in settle_and_check(self.window, size):
                    key = problem.split(": needs ")[0]
                    where = "at the start" if not decisions else f"after {decisions} decision(s)"
                    found[size].setdefault(key, f"{problem} ({where})")
        return {size: list(problems.values()) for size, problems in found.items()}


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def use_language(language: str) -> None:
    from desktop.i18n import install_translations

    install_translations(QCoreApplication.instance(), language)


def _wait_for_human(window: Any, timeout_s: float = 20.0) -> None:
    """Until the computers have played up to the human's decision (or the game is over)."""
    app = QApplication.instance()
    deadline = time.monotonic() + timeout_s
    session = window.session
    while time.monotonic() < deadline:
        app.processEvents()
        if session is None or session.is_over() or session.active_human() is not None:
            break
        time.sleep(0.005)
    page = getattr(window, "page", None)
    view = getattr(page, "view", None)
    if view is not None:  # a move's flight ends as when a player presses Esc: the table at rest
        view.skip_animations()
    settle(window)


_window: list[_GameWindow] = []
_reports: dict[tuple[str, int, str], dict[tuple[int, int], list[str]]] = {}


def check_game_fits(game: str, num_players: int, size: tuple[int, int], language: str) -> list[str]:
    """The fit problems of a game of `game` with `num_players` seats at `size` in `language`: the
    window's size and every text, at the start and after each of the human's first `WARM_UP`
    decisions. The first call for a (game, player count, language) checks every size in `SIZES` on
    the same states and keeps the results for the other sizes' calls."""
    key = (game, num_players, language)
    if key not in _reports or size not in _reports[key]:
        if not _window or (_window[0].game, _window[0].num_players) != (game, num_players):
            close_windows(keep_reports=True)
            _window.append(_GameWindow(game, num_players))
        sizes = SIZES if size in SIZES else (*SIZES, size)
        _reports[key] = _window[0].report(language, sizes)
        use_language("en")
    return _reports[key][size]


def close_windows(*, keep_reports: bool = False) -> None:
    """Closes the game window (at the end of the tests); the reports go too unless kept."""
    for entry in _window:
        entry.window.close()
        entry.window.deleteLater()
    _window.clear()
    if not keep_reports:
        _reports.clear()
    QApplication.instance().sendPostedEvents(None, QEvent.Type.DeferredDelete)
    use_language("en")
