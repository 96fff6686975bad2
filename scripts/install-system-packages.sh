#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Kotatsu's tests need: a virtual X server, Mesa's software
# OpenGL and the libraries Qt's xcb platform loads. Idempotent; quiet when all is present.
set -euo pipefail
PKGS=(xvfb xauth libgl1 libegl1 libgl1-mesa-dri libglu1-mesa libxkbcommon-x11-0 libxcb-cursor0
      libxcb-icccm4 libxcb-keysyms1 libxcb-xinerama0 libxcb-shape0 libxcb-randr0 libxcb-render-util0
      libxcb-image0 libfontconfig1 libdbus-1-3 fonts-dejavu-core)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "Installing system packages: ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
