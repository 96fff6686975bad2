"""Starting the application: the display check before Qt's GUI loads (`display_check.py`), what the app
and the self-test share at start-up (`startup.py`), and `kotatsu --self-test` (`selftest*.py`)."""
