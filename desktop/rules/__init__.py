"""The rules pages: the dialog that shows a game's rules (resources/rules/<game>.html), their pictures
drawn by the games' own painters, and the one-line explanations of the new-game options."""
