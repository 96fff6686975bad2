"""Pueblo's table: the board (3D, or the flat 2D one without OpenGL) with a side panel showing whose
turn it is, each player's colour and reserve, the block to place, the four chieftain moves and what
each would cost, placing and bidding, the camera presets, the final lap and the key help.

Keyboard (one KeyMap, controls.py): arrows move the block, R / Shift+R rotate, B other block, Enter
places, 1–4 preview then move the chieftain, P pass, H heatmap; Shift+arrows orbit, Ctrl+arrows pan,
+/− zoom, T top, N E S W sides, C chieftain's eye, [ ] and V look from a space, Home reset; Esc/Space
skip the final lap. Every colour has its symbol (circle, square, triangle, diamond; six-point star
for neutral).

Modules: view.py (PuebloView, VIEW), widgets.py (the panel), controls.py (mouse, camera, keys),
lap.py, costs.py (what the engine says a placement costs); board.py picks the board: scene.py and
scene_items.py (pyqtgraph.opengl, imported only there, inside a guard) or flat.py; both draw the
pure geometry of geometry.py, track.py, picking.py, overlays.py with the 2D art of art.py; warm.py
prepares the 3D board on the start-up's warm-up thread (its modules, texture, GL driver, shaders).
"""
