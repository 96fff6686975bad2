#!/bin/sh
# Starts Kotatsu from its installation folder (the .deb puts it in /opt/kotatsu).
exec /opt/kotatsu/kotatsu "$@"
