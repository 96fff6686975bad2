"""Coloretto's table: the rows, the supply with its Draw button and revealed card, and every player's
collection with a live score and which colours count plus or minus (view.py exports VIEW).

Keyboard: D draws; 1–5 place the revealed card in that row, or take that row; Tab/Enter choose a row;
Esc skips an animation. Every colour also has its own symbol (circle, square, cross, triangle, star,
heart, diamond). Built on the table kit (desktop.table): art.py (cards), widgets.py (rows, supply,
collections), view.py (the GameView, its KeyMap and flights).
"""
