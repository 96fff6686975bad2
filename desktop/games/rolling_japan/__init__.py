"""Rolling Japan's table: the player's own sheet as a stylised map of Japan (one box per prefecture,
laid out by geography), the two dice of the roll, the round track, colour changes and X count, and
the other players' sheets in miniature (view.py exports VIEW).

Every zone has its colour AND its own symbol (circle, triangle, star, diamond, square, cross; the
wild purple die a burst) and its own hatching (/, \\, -, |, a grid, none), so the mini-sheets tell
the zones apart without colour too. Keyboard: 1 / 2 pick a die, C toggles the colour change, the
arrows move over the lit prefectures, Enter/Space writes, P passes a die whose zone is full,
Backspace undoes a write of this roll, Enter confirms the roll; Tab goes from the map to the dice
and the buttons.

Hot-seat: Rolling Japan has no secrets, so there is no hand-over screen; the sheet on screen is the
sheet of the human who must resolve now, and its owner's name is shown in a large banner.
Built on the table kit (desktop.table): art.py (swatches, hatching, dice), geometry.py (where the
boxes go), widgets.py (the map and its prefecture boxes), panels.py (dice, track, mini-sheets, how
the map and the minis share the room), view.py (the GameView and its KeyMap); a11y.py (issue 16:
what a screen reader hears).
"""
