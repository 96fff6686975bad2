"""Siberia's table (view.py exports VIEW): the resource row at the headframe, the hand of the seat at
the screen, each player's mine with its value, the supply of people, and the value table (key V).

Keyboard (one KeyMap in view.py, the key help is written from it): 1–8 discover the face-down card
at that place (S skips when allowed); D draws; Left/Right move over the hand (the focused card has the
focus ring), Space/Enter select or release it, Esc clears the selection; 1–9 (outside discovery)
carry out the n-th thing the selection can do; V shows the value table. Every resource and person
has its own symbol and colour (a Swatch), so nothing is told apart by colour alone.
Built on the table kit (desktop.table): art.py (symbols, cards, headframe), widgets.py (the row and
the hand as Activatables), mines.py (mines and supply), options.py (the buttons of what the selection
can do, in lines that wrap), values.py (the value table).
"""
