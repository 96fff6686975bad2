#!/bin/sh
# Starts Kotatsu from this unpacked folder; nothing needs installing.
# Saves and settings go to ~/.local/share/Kotatsu; to keep them beside the program instead
# (a USB stick), run:  KOTATSU_DATA_DIR="$(dirname "$0")/data" ./kotatsu
HERE=$(dirname "$(readlink -f "$0")")
exec "$HERE/app/kotatsu" "$@"
