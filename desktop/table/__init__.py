"""The table kit: the parts every game's table is built from (issue 15). No game view is imported here.

How to port a game onto the kit
===============================
Model: `desktop/games/coloretto/` (read it first, it uses every part).

Folder layout, one per game: `desktop/games/<game>/`
  - `__init__.py`  a docstring only (what the table shows, its keys);
  - `art.py`       the game's look: its Swatches, card faces/backs (QPainter only, no widgets);
  - `widgets.py`   the game's Activatable subclasses and panels (no session, no engine calls);
  - `view.py`      the GameView subclass (class name unchanged: it is the translation context),
                   its KeyMap, layout, flights; ends with `VIEW = <Class>`.
  `desktop.games.view_class(game)` finds `desktop.games.<game>.view` (old `<game>_view` modules still
  work during the move). Keep every file under 450 lines; keep the names tests reach into.

The parts
  - `shapes.shape_path(kind, rect)`: every symbol (KINDS: circle, square, rounded_square, triangle,
    diamond, star, star6, burst, cross, heart, crown, hexagon, ring), centred in rect, sized from its
    shorter side. Replace your local symbol painter with it (from a centre and radius:
    `shape_path(kind, centred_square(centre, r))`).
  - `paint.Swatch(colour, shape, label, context="engine")`: a colour with its symbol and its name;
    `swatch.paint(p, rect)`, `swatch.name()` (translated). Keep one dict {colour: Swatch}.
  - `paint.saved(p)`: `with saved(p):` instead of p.save()/p.restore() pairs.
  - `cards`: `paint_card_frame` (shadow, gradient, edge, inner line; returns the inner rect),
    `paint_face(p, rect, key, draw)` (your face art through the pixmap cache, keyed by key + size +
    device pixel ratio), `CardBack` + `paint_card_back`, `paint_slot`, `fit_card`, `CARD_RATIO`.
  - `style`: shared colours (FELT, HIGHLIGHT, FOCUS_*, LAST_MOVE...), `Scale.for_size(size)`: 1.0 in the
    room a 1024x700 window leaves (~780x620), ~1.7 at 1920x1080, ~2.2 at 2560x1440 (fonts grow a
    little slower: x1.5 and x1.85); `scale.px(n)`,
    `scale.font_px("body")`, `scale.qss(template)` fills `${body}`, `${title}`, `${big}`, `${pad}`...
    Restyle in resizeEvent when the Scale changes (it moves in steps of 0.1).
  - `activatable.Activatable`: subclass it for anything a player clicks (rows, cards, dice, spaces).
    Draw in `paint(p)`, not paintEvent (the base paints the focus ring over your art); set
    `interactive` when it can act now; `set_accessible(name, description)`; connect `activated`
    (click on release, Enter/Return/Space, accessible press action). `ACCESSIBLE_ROLE` (Button;
    QAccessible.Role.ListItem for a card in a hand). The kit installs a QAccessible factory: any
    widget class with `ACCESSIBLE_INTERFACE = <QAccessibleWidget subclass>` gets that interface
    (issue 16 puts painted children there). `paint_focus_ring(p, rect)` for painted sub-items.
  - `a11y` and `announce` (issue 16, screen readers): every GameView has an `announcer` (moves, reveals,
    turn, end: QAccessibleAnnouncementEvent + the focused object's description for Orca 43), a
    `speech` (a `Speech` subclass per game in desktop/games/<game>/a11y.py: table, hand, scores,
    reveal) and the speech keys F5 table, F6 hand, F7 scores, F8 last moves, F9 repeat. Painted
    things a player must read become accessible children: `a11y.expose(widget, provider, role)`
    with `Item(name, description, role, rect, focused=..., selected=..., press=...)`, then
    `a11y.items_changed(widget)` after each change (a moved cursor sends a focus event). Never
    setAccessibleName on a QLabel that shows content (`a11y.release_labels(view)`, TRAPS.md).
    A view may give `focus_target()`: where the focus goes when the table itself gets it.
  - `keys.KeyMap`: the view's shortcuts, defined once (key, translated label, handler):
        self.keys = KeyMap("MyView")
        self.keys.add("D", self.tr("draw"), self._draw)
        self.keys.add_numbers(n, self.tr("take that row"), self._row)          # 1..n, handler(index)
        self.keys.add("Esc", self.tr("skip animation"), self.skip_animations, when=self.is_animating)
        self.keys_label = key_help_label(self.keys)                            # the key help line
    GameView.keyPressEvent dispatches `self.keys` (and `key_help()` gives its rows to the window);
    a view that overrides keyPressEvent does `if not self.keys.dispatch(e): super().keyPressEvent(e)`.
    A key defined twice raises KeyConflict when the view is built (so a test that builds the view
    catches it). The window's keys (menu shortcuts such as F1, mnemonics such as Alt+S for
    &Settings) are another map's: test `view.keys.conflicts(keys.window_shortcuts(view)) == []` in
    the MainWindow (see tests/gui/test_coloretto_view.py); `reserve(keys, label)` claims keys a map
    must never define. `add_note("Tab/Enter", self.tr("choose a row"))` documents keys a focused
    widget handles. `help_rows()` gives (keys, label) pairs for a help table. `is_activation(event)`.
    Enter/Space belong to the focused Activatable; don't put them in a view's map unless no child
    takes focus.
  - `flight.FlightOverlay(view, base_ms=..., delay_ms=lambda: session.computer_delay_ms)`:
    `fly([Flight(start, end, paint)], computer=..., on_done=...)`, `skip()`, `is_running()`,
    `map_rect(widget, rect)`, `flip_paint(back, face)`. A player's own move animates for base_ms; a
    computer's follows the computer-speed setting (Instant: no animation). `skip()` ends at once.
  - `layout.GridArea(items, score=...)`: children in the number of columns that makes them largest
    (override `cell_score(w, h)`; `aspect_score(ratio)`); `best_columns(...)` for your own layouts.
  - `marks.LastMoves` + `marks.paint_last_move(p, rect, label)`: the last-move mark of issue 17 (one
    look in all games: a dark+light dashed outline with corner brackets and a name tag, initials when
    the name does not fit). `attach_marks(view, provider, flights=...)` puts a `MarkOverlay` over the
    view: `provider()` returns `Mark(widget, rect, seats, named=True)` read at paint time from
    `last_entries(session, wanted)` / `shown_history(session)` (so resume, undo and replays show the
    right marks); held while the flights run. Each game's marks: `desktop/games/<game>/follow.py`.
  - `hint_marks.attach_hint(view, locate)`: issue 14's hint on the table (a dotted pink outline, a
    "Hint" tag with a light bulb; accessible descriptions; cleared on any change of the position or
    a hand-over); `locate(action)` gives the move's `HintSpot`s (each game's `follow.py`).
  - `flight.pop_paint(draw, turns=...)`: an item settling in place (dice, a number written).
  - `text.draw_fitted_text(p, rect, text, flags=..., min_px=9)`: painted text that must fit: wraps at
    words, shrinks to min_px, never elides; what still does not fit is recorded.
    `text.plain_label(text)` / `set_plain(label, text)`: every label showing a player's name
    (or anything typed) is Qt.PlainText; never build rich text around a name.

Fit rules (checked by tests/fit.py at 1024x700, 1920x1080, 2560x1440, English and French)
  - The view's minimumSizeHint must fit the room of a 1024x700 window at every player count: no
    setMinimumWidth/FixedWidth that adds up past ~780x620; let cards shrink, put panels in columns.
  - Grow with the room: fonts and paddings from the Scale, cards from the layout.
  - No eliding, no clipped labels: QLabels wrap (`setWordWrap(True)`) or have room; painted text goes
    through draw_fitted_text.
  - The painted-text record: `desktop.table.text.OVERFLOWS` (a list of `Overflow(where, text, width,
    height, needed_width, needed_height, font_px)`, each one once), `overflows()` and
    `clear_overflows()`. A checker clears it, resizes, grabs the window (a full paint), then reads it:
    any entry is text drawn wider or taller than its room.

What to test (tests/gui/test_<game>_view.py)
  - A game played by clicks and by keys only (KeyMap keys + Tab/Enter on Activatables).
  - The view built at min and max players at 1024x700 without the window growing
    (`view.minimumSizeHint()` within the room) and larger cards/fonts at 1920x1080.
  - Names shown as plain text (a seat named "<img src=x>" appears literally).
  - Resume (GameSession.from_save(session.to_save())) shows the same table, marks included.
  - `view.keys.conflicts(window_shortcuts(view)) == []` in a MainWindow, at both player counts.
  - tests/gui/test_fit.py -k <game>: once all its cases pass, the game leaves tests.fit.NOT_YET_FITTED.
The kit's own tests: tests/gui/test_table_kit.py.
"""
from __future__ import annotations

import importlib
from typing import Any

#: the kit module that defines each name; it is imported when the name is first asked for
#: (`from desktop.table import KeyMap`), not with the package: the library, shown at start-up, needs only
#: its activatable (issue 28)
_MODULES: dict[str, tuple[str, ...]] = {
    "activatable": ("AccessibleActivatable", "Activatable", "paint_focus_ring"),
    "cards": ("CARD_RATIO", "CardBack", "fit_card", "paint_card_back", "paint_card_frame", "paint_face", "paint_slot"),
    "flight": ("Flight", "FlightOverlay", "animation_ms", "flip_paint", "pop_paint"),
    "keys": ("KeyConflict", "KeyMap", "is_activation", "key_help_label"),
    "layout": ("GridArea", "aspect_score", "best_columns"),
    "marks": ("LastMoves", "Mark", "MarkOverlay", "last_entries", "paint_last_move", "shown_history"),
    "paint": ("CACHE", "PixmapCache", "Swatch", "saved"),
    "shapes": ("KINDS", "centred_square", "shape_path"),
    "style": ("Scale",),
    "text": ("OVERFLOWS", "Overflow", "clear_overflows", "draw_fitted_text", "overflows", "plain_label", "set_plain"),
}
_WHERE = {name: module for module, names in _MODULES.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"desktop.table.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "Activatable", "AccessibleActivatable", "paint_focus_ring",
    "CARD_RATIO", "CardBack", "fit_card", "paint_card_back", "paint_card_frame", "paint_face", "paint_slot",
    "Flight", "FlightOverlay", "animation_ms", "flip_paint", "pop_paint",
    "KeyConflict", "KeyMap", "is_activation", "key_help_label",
    "GridArea", "aspect_score", "best_columns",
    "LastMoves", "Mark", "MarkOverlay", "last_entries", "paint_last_move", "shown_history",
    "CACHE", "PixmapCache", "Swatch", "saved",
    "KINDS", "centred_square", "shape_path",
    "Scale",
    "OVERFLOWS", "Overflow", "clear_overflows", "draw_fitted_text", "overflows", "plain_label", "set_plain",
]
