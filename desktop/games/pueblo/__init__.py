"""Pueblo's table: view.py (PuebloView, exported as VIEW) with its side panel (widgets.py), its input
(controls.py), the final lap (lap.py) and what it previews (costs.py); the boards: the 3D one
(scene.py, scene_items.py: pyqtgraph.opengl, imported only by board.py inside a guard) and the
flat 2D fallback (flat.py), both drawing the pure geometry of geometry.py, track.py, picking.py and
overlays.py with the 2D art of art.py."""
