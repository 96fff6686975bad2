"""The R-Eco table: four recycling centres (reward stack, factory, dump), every player's rewards and
dumping, and the hand of the seat at the screen (view.py exports VIEW).

Mouse: click cards in the hand to choose them (one colour at a time), then click their recycling
centre or "Deliver". Keyboard: 1–4 choose every card of a centre's colour; Left/Right move over the
hand, Space chooses or releases the card there; Enter delivers (or dumps) the chosen cards; Esc skips
the animation, then clears the choice; Tab goes through the centres, the hand and the buttons.
Each waste colour also has its own symbol (red circle, yellow triangle, green square, blue diamond).
Built on the table kit (desktop.table): art.py (cards and symbols), centre.py (a recycling centre),
X (the GameView, its KeyMap and flights).
"""
