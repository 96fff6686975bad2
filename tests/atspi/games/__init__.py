"""One strategy per game (`Strategy(table)`, `step() -> bool`, `last`, `why_not()`), in the words the
game's table exposes on AT-SPI. Each picks a legal move from what is shown as actionable and plays it by
keys; none is clever: the point is that a blind player can get through the whole game."""
