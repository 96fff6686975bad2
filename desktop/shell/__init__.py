"""The window and its dialogs: the main window and its menus, the library of games, the page that holds
a table, the new-game dialog, the resume / leave / open / save dialogs, the replay banner and watch
window, the statistics dialog, sharing a picture of the table. It talks to a table only through the
session seam (desktop.session.table)."""
