"""What Kotatsu keeps on disk and reads back as hostile input: data folders and atomic writes
(`paths.py`), checked reads of files from outside (`safeio.py`, `savefiles.py`), settings (`settings.py`,
the only reader and writer of QSettings' file) and the statistics database (`stats.py`)."""
